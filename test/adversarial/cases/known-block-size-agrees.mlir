// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: accept
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128], gpu.known_block_size = array<i32: 128, 1, 1>} {
    gpu.return
  }
}
