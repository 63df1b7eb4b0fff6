// ARGS: %s
// EXPECT: reject: threads|multiple of 32|expected
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    aproxy.named_barrier_sync id(1), threads(100)
    gpu.return
  }
}
