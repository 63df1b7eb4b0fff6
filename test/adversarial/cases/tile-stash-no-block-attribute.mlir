// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: tile.stash: variant 'row_tile': expected the kernel to have a block
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel {
    %w = tile.fill 2.0 scope(warpgroup) : !tile.frag<1x512xf32, #tile.rows<1x512, threads = 128, vec = 4>>
    %h = tile.stash %w scope(warpgroup) : !tile.frag<1x512xf32, #tile.rows<1x512, threads = 128, vec = 4>>
    %u = tile.add %h, %h scope(warpgroup) : !tile.frag<1x512xf32, #tile.rows<1x512, threads = 128, vec = 4>>
    gpu.return
  }
}
