// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: (?i)already|duplicate|redefin|defined
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel {
    gpu.return
  }
  gpu.func @k() kernel {
    gpu.return
  }
}
