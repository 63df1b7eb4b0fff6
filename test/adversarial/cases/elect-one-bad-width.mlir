// ARGS: %s
// EXPECT: reject: warp|warpgroup|expected
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel {
    aproxy.elect_one cluster {
    }
    gpu.return
  }
}
