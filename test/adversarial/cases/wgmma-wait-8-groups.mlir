// ARGS: %s
// EXPECT: reject: group count in \[0, 7\], found 8
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    aproxy.wgmma_wait 8
    gpu.return
  }
}
