// ARGS: %s
// EXPECT: reject: PTX identifier
// CLASS: illegal-accepted
gpu.module @m {
  gpu.func @"café"() kernel {
    gpu.return
  }
}
