// ARGS: %s
// EXPECT: reject: PTX identifier
// CLASS: illegal-accepted
gpu.module @m {
  gpu.func @"k-1"() kernel {
    gpu.return
  }
}
