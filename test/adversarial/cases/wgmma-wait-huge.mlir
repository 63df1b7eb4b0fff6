// ARGS: %s
// EXPECT: reject: \[0, 7\]|at most|expected|group
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel {
    aproxy.wgmma_wait 4294967296
    gpu.return
  }
}
