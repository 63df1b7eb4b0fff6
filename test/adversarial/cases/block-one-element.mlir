// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: accept
// CLASS: legal-rejected
gpu.module @m {
  gpu.func @k() kernel attributes {block = [384]} {
    gpu.return
  }
}
