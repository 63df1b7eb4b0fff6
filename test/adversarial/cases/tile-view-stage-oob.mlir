// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: tile.view: expected a stage index in \[0, 1\] for 2 stages, found 5
// CLASS: illegal-accepted
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    %a = tile.alloc scope(cta) : !tile.buffer<2 x 64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>
    %c5 = arith.constant 5 : index
    %v = tile.view %a[%c5][:, :] : !tile.buffer<2 x 64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>> -> !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>
    gpu.return
  }
}
