// ARGS: -t cuda
// EXPECT: reject: target|unknown|invalid|choice
// CLASS: handled
// LOCATED: no
gpu.module @m {
  gpu.func @k() kernel {
    gpu.return
  }
}
