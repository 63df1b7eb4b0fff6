// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: accept
// CLASS: handled
// ✓ ‮ evil
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    gpu.return
  }
}
