// ARGS: %s
// EXPECT: reject: tile.stash: expected a multiple of 4 values a thread
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel attributes {block = [256, 1, 1]} {
    %w = tile.fill 2.0 scope(cta) : !tile.frag<1x512xf32, #tile.rows<1x512, threads = 256, vec = 2>>
    %h = tile.stash %w scope(cta) : !tile.frag<1x512xf32, #tile.rows<1x512, threads = 256, vec = 2>>
    %u = tile.add %h, %h scope(cta) : !tile.frag<1x512xf32, #tile.rows<1x512, threads = 256, vec = 2>>
    gpu.return
  }
}
