// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: accept
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel attributes {block = [256, 1, 1]} {
    %w = tile.fill 2.0 scope(warpgroup) : !tile.frag<1x512xf32, #tile.rows<1x512, threads = 128, vec = 4>>
    %h = tile.stash %w scope(warpgroup) : !tile.frag<1x512xf32, #tile.rows<1x512, threads = 128, vec = 4>>
    %u = tile.add %h, %h scope(warpgroup) : !tile.frag<1x512xf32, #tile.rows<1x512, threads = 128, vec = 4>>
    gpu.return
  }
}
