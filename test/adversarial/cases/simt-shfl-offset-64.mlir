// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: accept
// CLASS: handled
gpu.module @m {
  gpu.func @k(%v: f32, %r: memref<?xf32>) kernel {
    %o = arith.constant 64 : i32
    %a = simt.shfl_xor %v, %o : f32
    %c0 = arith.constant 0 : index
    memref.store %a, %r[%c0] : memref<?xf32>
    gpu.return
  }
}
