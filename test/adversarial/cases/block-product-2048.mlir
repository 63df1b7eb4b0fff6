// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: 2048 threads|1024
// CLASS: illegal-accepted
gpu.module @m {
  gpu.func @k() kernel attributes {block = [1024, 2, 1]} {
    gpu.return
  }
}
