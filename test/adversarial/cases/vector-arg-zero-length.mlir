// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: vector<0xf32>|at least one|no elements
// CLASS: illegal-accepted
gpu.module @m {
  gpu.func @k(%v: vector<0xf32>) kernel {
    gpu.return
  }
}
