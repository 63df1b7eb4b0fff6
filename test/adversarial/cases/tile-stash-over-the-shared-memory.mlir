// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: !aproxy.smem: expected a size in \[1, 232448\] bytes, found 262144
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel attributes {block = [1024, 1, 1]} {
    %w = tile.fill 2.0 scope(cta) : !tile.frag<1x65536xf32, #tile.rows<1x65536, threads = 1024, vec = 8>>
    %h = tile.stash %w scope(cta) : !tile.frag<1x65536xf32, #tile.rows<1x65536, threads = 1024, vec = 8>>
    %u = tile.add %h, %h scope(cta) : !tile.frag<1x65536xf32, #tile.rows<1x65536, threads = 1024, vec = 8>>
    gpu.return
  }
}
