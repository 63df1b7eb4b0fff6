// ARGS: %s
// EXPECT: reject: expected a scope \(cta, warpgroup, warp, thread\), found 'grid'
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    %f = tile.fill 0.0 scope(grid) : !tile.frag<64x64xf32, #layout.wgmma_acc<64x64xf32>>
    gpu.return
  }
}
