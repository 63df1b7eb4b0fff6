// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: math|expected|not|support|lower
// CLASS: handled
gpu.module @m {
  gpu.func @k(%a: memref<?xf32>) kernel {
    %c0 = arith.constant 0 : index
    %x = memref.load %a[%c0] : memref<?xf32>
    %r = math.atan2 %x, %x : f32
    memref.store %r, %a[%c0] : memref<?xf32>
    gpu.return
  }
}
