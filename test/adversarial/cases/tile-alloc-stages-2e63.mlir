// ARGS: %s
// EXPECT: reject: expected at most 232448 bytes
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    %a = tile.alloc scope(cta) : !tile.buffer<9223372036854775807 x 64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>
    gpu.return
  }
}
