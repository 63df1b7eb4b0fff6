// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: expected a cluster of at most 16 CTAs.*found \[32, 1, 1\]
// CLASS: illegal-accepted
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1], cluster = [32, 1, 1]} {
    gpu.return
  }
}
