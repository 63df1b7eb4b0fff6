// ARGS: -p 'tirx-to-ptx{verify_sync=false}' -t ptx
// EXPECT: accept
// CLASS: traceback
gpu.module @m {
  gpu.func @k(%C: !tile.global<?x?xbf16, row_major>, %m: index, %n: index) kernel attributes {block = [384]} {
    %s = tile.alloc scope(cta) : !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>
    %g = tile.view %C[%m : 64, %n : 64] : !tile.global<?x?xbf16, row_major> -> !tile.global<64x64xbf16, row_major>
    tile.copy %s -> %g scope(warpgroup) : !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>> -> !tile.global<64x64xbf16, row_major>
    gpu.return
  }
}
