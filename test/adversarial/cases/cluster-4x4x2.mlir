// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: at most 16 CTAs.*\(32 CTAs\)
// CLASS: illegal-accepted
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1], cluster = [4, 4, 2]} {
    gpu.return
  }
}
