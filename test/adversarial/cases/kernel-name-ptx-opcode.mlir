// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: accept
// CLASS: handled
gpu.module @m {
  gpu.func @ret() kernel attributes {block = [128, 1, 1]} {
    gpu.return
  }
}
