// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: accept
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    %f = tile.fill 0x7FC00000 scope(warpgroup) : !tile.frag<64x64xf32, #layout.wgmma_acc<64x64xf32>>
    gpu.return
  }
}
