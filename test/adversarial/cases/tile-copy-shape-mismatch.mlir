// ARGS: %s
// EXPECT: reject: shape|expected|mismatch
// CLASS: handled
gpu.module @m {
  gpu.func @k(%C: !tile.global<?x?xbf16, row_major>, %m: index) kernel attributes {block = [128, 1, 1]} {
    %a = tile.alloc scope(cta) : !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>
    %g = tile.view %C[%m : 32, 0 : 64] : !tile.global<?x?xbf16, row_major> -> !tile.global<32x64xbf16, row_major>
    tile.copy %a -> %g scope(warpgroup) : !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>> -> !tile.global<32x64xbf16, row_major>
    gpu.return
  }
}
