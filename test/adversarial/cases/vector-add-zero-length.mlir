// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: vector<0xf32>|at least one|no elements
// CLASS: illegal-accepted
gpu.module @m {
  gpu.func @k() kernel {
    %v = arith.constant dense<> : vector<0xf32>
    %w = arith.addf %v, %v : vector<0xf32>
    gpu.return
  }
}
