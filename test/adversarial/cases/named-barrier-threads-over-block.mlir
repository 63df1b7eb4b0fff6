// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: threads|block|expected|more
// CLASS: illegal-accepted
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    aproxy.named_barrier_sync id(1), threads(1024)
    gpu.return
  }
}
