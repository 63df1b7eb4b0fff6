// ARGS: %s
// EXPECT: reject: PTX identifier
// CLASS: illegal-accepted
gpu.module @m {
  gpu.func @"k x"() kernel {
    gpu.return
  }
}
