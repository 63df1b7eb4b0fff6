// ARGS: --split-input-file -p tirx-to-ptx
// EXPECT: accept
// CLASS: legal-rejected
gpu.module @m {
  gpu.func @k() kernel {
    gpu.return
  }
}
// -----
// only a comment here
