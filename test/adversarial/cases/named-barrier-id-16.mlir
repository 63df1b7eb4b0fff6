// ARGS: %s
// EXPECT: reject: id|\[0, 15\]|expected|16
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    aproxy.named_barrier_sync id(16), threads(128)
    gpu.return
  }
}
