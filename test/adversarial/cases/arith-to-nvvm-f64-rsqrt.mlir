// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: only f32
// CLASS: handled
gpu.module @m {
  gpu.func @k(%a: memref<?xf64>) kernel {
    %c0 = arith.constant 0 : index
    %x = memref.load %a[%c0] : memref<?xf64>
    %r = math.rsqrt %x : f64
    memref.store %r, %a[%c0] : memref<?xf64>
    gpu.return
  }
}
