// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: expected|shape|256|fragment|N
// CLASS: hang
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    %f = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x1048576xf32, #layout.wgmma_acc<64x1048576xf32>>
    gpu.return
  }
}
