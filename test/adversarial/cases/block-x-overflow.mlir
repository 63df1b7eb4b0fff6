// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: 1024
// CLASS: illegal-accepted
gpu.module @m {
  gpu.func @k() kernel attributes {block = [4294967424, 1, 1]} {
    gpu.return
  }
}
