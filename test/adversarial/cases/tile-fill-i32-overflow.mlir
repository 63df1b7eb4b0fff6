// ARGS: %s
// EXPECT: reject: :\d+:\d+: error: Integer value 4294967296 is out of range
// CLASS: badly-reported
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    %f = tile.fill 4294967296 scope(warpgroup) : !tile.frag<64x64xi32, #layout.wgmma_acc<64x64xf32>>
    gpu.return
  }
}
