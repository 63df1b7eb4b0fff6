// ARGS: %s
// EXPECT: reject: at most|expected|group|\[0
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel {
    aproxy.bulk_wait 4294967296
    gpu.return
  }
}
