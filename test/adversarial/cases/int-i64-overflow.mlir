// ARGS: %s
// EXPECT: reject: out of range for type i64
// CLASS: handled
gpu.module @m {
  gpu.func @k(%o: memref<?xi64>) kernel {
    %f = arith.constant 18446744073709551616 : i64
    %c0 = arith.constant 0 : index
    memref.store %f, %o[%c0] : memref<?xi64>
    gpu.return
  }
}
