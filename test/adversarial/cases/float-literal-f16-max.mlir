// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: accept
// CLASS: handled
gpu.module @m {
  gpu.func @k(%o: memref<?xf16>) kernel {
    %f = arith.constant 65504.0 : f16
    %c0 = arith.constant 0 : index
    memref.store %f, %o[%c0] : memref<?xf16>
    gpu.return
  }
}
