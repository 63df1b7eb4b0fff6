// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: tile.reduce_sum2: expected two operands of one type
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel attributes {block = [256, 1, 1]} {
    %a = tile.fill 1.0 scope(cta) : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
    %b = tile.fill 2.0 scope(cta) : !tile.frag<2x2048xf32, #tile.rows<2x2048, threads = 256, vec = 8>>
    %s, %q = "tile.reduce_sum2"(%a, %b) <{scope = "cta"}> : (!tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>>, !tile.frag<2x2048xf32, #tile.rows<2x2048, threads = 256, vec = 8>>) -> (!tile.frag<1xf32, #tile.rows<1x2048, threads = 256, vec = 8>>, !tile.frag<1xf32, #tile.rows<1x2048, threads = 256, vec = 8>>)
    gpu.return
  }
}
