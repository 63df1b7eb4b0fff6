// ARGS: %s
// EXPECT: reject: is for bf16 elements, but the tile holds f16
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    %a = tile.alloc scope(cta) : !tile.buffer<64x64xf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>
    gpu.return
  }
}
