// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: accept
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel {
    %f = arith.constant 1.0 : f32
    %v = vector.broadcast %f : f32 to vector<2x4xf32>
    %w = arith.addf %v, %v : vector<2x4xf32>
    gpu.return
  }
}
