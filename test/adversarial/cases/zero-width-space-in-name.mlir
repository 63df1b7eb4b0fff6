// ARGS: %s
// EXPECT: reject: Unexpected character
// CLASS: handled
gpu.module @m {
  gpu.func @k​() kernel {
    gpu.return
  }
}
