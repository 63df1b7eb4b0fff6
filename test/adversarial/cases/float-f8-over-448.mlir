// ARGS: %s
// EXPECT: reject: fits f8E4M3FN \(largest finite 448\)
// CLASS: handled
gpu.module @m {
  gpu.func @k(%o: memref<?xf8E4M3FN>) kernel {
    %f = arith.constant 1000.0 : f8E4M3FN
    %c0 = arith.constant 0 : index
    memref.store %f, %o[%c0] : memref<?xf8E4M3FN>
    gpu.return
  }
}
