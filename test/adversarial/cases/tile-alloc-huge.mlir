// ARGS: -p tirx-to-ptx -t ptx
// EXPECT: reject: 232448|227 KB|too large|exceed
// CLASS: illegal-accepted
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    %a = tile.alloc scope(cta) : !tile.buffer<1024 x 128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>
    gpu.return
  }
}
