// ARGS: %s
// EXPECT: reject: Expected suffix identifier after '%'
// CLASS: badly-reported
gpu.module @m {
  gpu.func @k() kernel {
    %é = arith.constant 1 : index
    gpu.return
  }
}
