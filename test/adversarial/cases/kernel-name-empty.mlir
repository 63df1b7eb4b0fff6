// ARGS: %s
// EXPECT: reject: PTX identifier
// CLASS: illegal-accepted
gpu.module @m {
  gpu.func @""() kernel {
    gpu.return
  }
}
