// ARGS: %s
// EXPECT: reject: out of range for type i16
// CLASS: handled
gpu.module @m {
  gpu.func @k(%o: memref<?xi16>) kernel {
    %f = arith.constant 65536 : i16
    %c0 = arith.constant 0 : index
    memref.store %f, %o[%c0] : memref<?xi16>
    gpu.return
  }
}
