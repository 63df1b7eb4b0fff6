// ARGS: --split-input-file
// EXPECT: accept
// CLASS: legal-rejected
// -----
// -----
gpu.module @m {
  gpu.func @k() kernel {
    gpu.return
  }
}
// -----
