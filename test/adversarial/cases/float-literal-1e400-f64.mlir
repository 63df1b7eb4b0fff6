// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: out of range|overflow|too large
// CLASS: illegal-accepted
gpu.module @m {
  gpu.func @k(%o: memref<?xf64>) kernel {
    %f = arith.constant 1.0e400 : f64
    %c0 = arith.constant 0 : index
    memref.store %f, %o[%c0] : memref<?xf64>
    gpu.return
  }
}
