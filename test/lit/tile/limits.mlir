// RUN: tirx-opt %s --split-input-file --verify-diagnostics
// Values and sizes a tile type or op cannot hold: a fill constant beyond its element type, a
// buffer beyond one CTA's 227 KB of shared memory, an explicit stage count of zero.

gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    // expected-error @below {{tile.fill: expected a value that fits f16 (largest finite 65504), found 70000, which is out of range}}
    %f = tile.fill 70000.0 scope(warpgroup) : !tile.frag<64x64xf16, #layout.wgmma_acc<64x64xf16>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    %f = tile.fill 65504.0 scope(warpgroup) : !tile.frag<64x64xf16, #layout.wgmma_acc<64x64xf16>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    // expected-error @below {{!tile.buffer: expected at most 232448 bytes (227 KB, the shared memory of one CTA on sm_90), found 16777216 bytes}}
    %a = tile.alloc scope(cta) : !tile.buffer<1024 x 128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    // expected-error @below {{!tile.buffer: expected a positive stage count, found 0}}
    %a = tile.alloc scope(cta) : !tile.buffer<0 x 64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>
    gpu.return
  }
}
