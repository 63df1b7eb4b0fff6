// ARGS: %s
// EXPECT: reject: tile.stash: expected an f32 fragment, found bf16
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel attributes {block = [256, 1, 1]} {
    %w = tile.fill 2.0 scope(cta) : !tile.frag<1x2048xbf16, #tile.rows<1x2048, threads = 256, vec = 8>>
    %h = tile.stash %w scope(cta) : !tile.frag<1x2048xbf16, #tile.rows<1x2048, threads = 256, vec = 8>>
    %u = tile.add %h, %h scope(cta) : !tile.frag<1x2048xbf16, #tile.rows<1x2048, threads = 256, vec = 8>>
    gpu.return
  }
}
