// ARGS: %s
// EXPECT: reject: scope|warpgroup|expected
// CLASS: handled
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    %a = tile.alloc scope(cta) : !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>
    %z = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x64xf32, #layout.wgmma_acc<64x64xf32>>
    %d = tile.gemm_async %a, %a, %z scope(thread) : !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>, !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>, !tile.frag<64x64xf32, #layout.wgmma_acc<64x64xf32>>
    gpu.return
  }
}
