// ARGS: %s
// EXPECT: accept
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    %f = tile.fill 65504.0 scope(warpgroup) : !tile.frag<64x64xf16, #layout.wgmma_acc<64x64xf16>>
    gpu.return
  }
}
