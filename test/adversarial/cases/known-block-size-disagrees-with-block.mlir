// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: expected `block` and `gpu.known_block_size` to name the same CTA shape, found \[128, 1, 1\] and \[256, 1, 1\]
// CLASS: illegal-accepted
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1], gpu.known_block_size = array<i32: 256, 1, 1>} {
    gpu.return
  }
}
