// ARGS: %s
// EXPECT: reject: x, y or z
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel {
    %t = gpu.thread_id w
    gpu.return
  }
}
