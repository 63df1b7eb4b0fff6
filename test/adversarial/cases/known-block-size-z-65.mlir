// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: 64
// CLASS: illegal-accepted
gpu.module @m {
  gpu.func @k() kernel attributes {gpu.known_block_size = array<i32: 1, 1, 65>} {
    gpu.return
  }
}
