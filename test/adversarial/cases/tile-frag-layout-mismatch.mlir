// ARGS: %s
// EXPECT: reject: expected|shape|layout
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    %f = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x64xf32, #layout.wgmma_acc<64x128xf32>>
    gpu.return
  }
}
