// ARGS: %s
// EXPECT: reject: PTX identifier
// CLASS: illegal-accepted
gpu.module @m {
  gpu.func @"f-g"() {
    gpu.return
  }
  gpu.func @k() kernel {
    gpu.return
  }
}
