// ARGS: %s
// EXPECT: reject: within 64 bits
// CLASS: illegal-accepted
gpu.module @m {
  gpu.func @k() kernel {
    %c = arith.constant 36893488147419103232 : index
    gpu.return
  }
}
