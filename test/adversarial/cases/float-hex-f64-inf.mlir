// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: accept
// CLASS: handled
gpu.module @m {
  gpu.func @k(%o: memref<?xf64>) kernel {
    %f = arith.constant 0x7FF0000000000000 : f64
    %c0 = arith.constant 0 : index
    memref.store %f, %o[%c0] : memref<?xf64>
    gpu.return
  }
}
