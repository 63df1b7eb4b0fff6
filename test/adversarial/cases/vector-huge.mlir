// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: vector<1048576xf32>|at most|too many
// CLASS: hang
gpu.module @m {
  gpu.func @k(%o: memref<?xf32>) kernel {
    %f = arith.constant 1.0 : f32
    %v = vector.broadcast %f : f32 to vector<1048576xf32>
    %w = arith.addf %v, %v : vector<1048576xf32>
    %c0 = arith.constant 0 : index
    %e = vector.extract %w[0] : f32 from vector<1048576xf32>
    memref.store %e, %o[%c0] : memref<?xf32>
    gpu.return
  }
}
