// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: 1024
// CLASS: illegal-accepted
gpu.module @m {
  gpu.func @k() kernel attributes {gpu.known_block_size = array<i32: 2048, 1, 1>} {
    gpu.return
  }
}
