// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: array|\[x, y, z\]
// CLASS: illegal-accepted
gpu.module @m {
  gpu.func @k() kernel attributes {block = 5} {
    gpu.return
  }
}
