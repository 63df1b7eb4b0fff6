// ARGS: %s
// EXPECT: reject: scope|cta|expected
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel {
    %a = tile.alloc scope(warpgroup) : !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>
    gpu.return
  }
}
