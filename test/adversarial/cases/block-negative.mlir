// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: positive|\[1,
// CLASS: illegal-accepted
gpu.module @m {
  gpu.func @k() kernel attributes {block = [-32, 1, 1]} {
    gpu.return
  }
}
