// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: vector.extract: expected a position in \[0, 3\].*found 7
// CLASS: traceback
gpu.module @m {
  gpu.func @k(%o: memref<?xf32>) kernel {
    %v = arith.constant dense<1.0> : vector<4xf32>
    %f = vector.extract %v[7] : f32 from vector<4xf32>
    %c0 = arith.constant 0 : index
    memref.store %f, %o[%c0] : memref<?xf32>
    gpu.return
  }
}
