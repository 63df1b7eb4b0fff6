// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: out of range|overflow|too large
// CLASS: illegal-accepted
gpu.module @m {
  gpu.func @k(%o: memref<?xf32>) kernel {
    %f = arith.constant dense<1.0e400> : vector<4xf32>
    %c0 = arith.constant 0 : index
    vector.store %f, %o[%c0] : memref<?xf32>, vector<4xf32>
    gpu.return
  }
}
