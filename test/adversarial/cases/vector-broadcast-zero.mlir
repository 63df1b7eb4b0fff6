// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: vector<0xf32>|at least one|no elements
// CLASS: illegal-accepted
gpu.module @m {
  gpu.func @k() kernel {
    %f = arith.constant 1.0 : f32
    %v = vector.broadcast %f : f32 to vector<0xf32>
    gpu.return
  }
}
