// ARGS: -p 'tirx-to-ptx{verify_sync=false}' -t ptx
// EXPECT: accept
// CLASS: traceback
gpu.module @m {
  gpu.func @k() kernel attributes {block = [256]} {
    aproxy.named_barrier_sync id(1), threads(128)
    gpu.return
  }
}
