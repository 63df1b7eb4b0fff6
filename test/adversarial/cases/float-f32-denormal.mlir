// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: accept
// CLASS: handled
gpu.module @m {
  gpu.func @k(%o: memref<?xf32>) kernel {
    %f = arith.constant 1.0e-45 : f32
    %c0 = arith.constant 0 : index
    memref.store %f, %o[%c0] : memref<?xf32>
    gpu.return
  }
}
