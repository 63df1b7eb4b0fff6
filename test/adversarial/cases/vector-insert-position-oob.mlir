// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: vector.insert: expected a position in \[0, 3\].*found 9
// CLASS: traceback
gpu.module @m {
  gpu.func @k(%o: memref<?xf32>) kernel {
    %v = arith.constant dense<1.0> : vector<4xf32>
    %g = arith.constant 2.0 : f32
    %w = vector.insert %g, %v[9] : f32 into vector<4xf32>
    %f = vector.extract %w[0] : f32 from vector<4xf32>
    %c0 = arith.constant 0 : index
    memref.store %f, %o[%c0] : memref<?xf32>
    gpu.return
  }
}
