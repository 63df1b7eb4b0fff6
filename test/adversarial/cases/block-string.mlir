// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: integer
// CLASS: illegal-accepted
gpu.module @m {
  gpu.func @k() kernel attributes {block = ["a", 1, 1]} {
    gpu.return
  }
}
