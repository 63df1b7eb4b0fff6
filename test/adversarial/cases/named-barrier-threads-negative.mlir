// ARGS: %s
// EXPECT: reject: positive multiple of 32.*found -32
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    aproxy.named_barrier_sync id(1), threads(-32)
    gpu.return
  }
}
