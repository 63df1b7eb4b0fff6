// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: accept
// CLASS: legal-rejected
gpu.module @m {
  gpu.func @k() kernel attributes {block = [32, 4]} {
    gpu.return
  }
}
