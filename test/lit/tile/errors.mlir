// RUN: tirx-opt %s --split-input-file --verify-diagnostics
// Every tile type and op verifier message: op, what was expected, what was found.
gpu.module @m {
  gpu.func @k(%i: index) kernel {
    // expected-error @below {{!tile.buffer: layout #layout.smem<128x64xbf16, swizzle = 128B, major = K> describes a 128x64 tile, but the shared tile is 64x64}}
    %b = tile.alloc scope(cta) : !tile.buffer<64x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%i: index) kernel {
    // expected-error @below {{!tile.buffer: layout #layout.smem<128x64xbf16, swizzle = 128B, major = K> is for bf16 elements, but the tile holds f16}}
    %b = tile.alloc scope(cta) : !tile.buffer<128x64xf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%i: index) kernel {
    // expected-error @below {{!tile.buffer: expected a layout attribute for a shared tile, found 'row_major' (row_major/col_major describe global tensors)}}
    %b = tile.alloc scope(cta) : !tile.buffer<128x64xbf16, row_major>
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error @below {{!tile.global: expected layout row_major or col_major, found 'diagonal'}}
  gpu.func @k(%i: index, %A: !tile.global<?x?xbf16, diagonal>) kernel {
    gpu.return
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error @below {{!tile.global: expected layout row_major or col_major for a global tensor, found #layout.smem<128x64xbf16, swizzle = 128B, major = K>}}
  gpu.func @k(%i: index, %A: !tile.global<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>) kernel {
    gpu.return
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%i: index) kernel {
    // expected-error @below {{!tile.frag: layout #layout.wgmma_acc<64x128xf32> describes a 64x128 tile, but the register tile is 64x64}}
    %f = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x64xf32, #layout.wgmma_acc<64x128xf32>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%i: index) kernel {
    // expected-error @below {{!tile.frag: expected static extents, found ?x128}}
    %f = tile.fill 0.0 scope(warpgroup) : !tile.frag<?x128xf32, #layout.wgmma_acc<64x128xf32>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%i: index) kernel {
    // expected-error @below {{!tile.frag: expected a layout attribute for a register tile, found 'row_major' (row_major/col_major describe global tensors)}}
    %f = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x128xf32, row_major>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%i: index) kernel {
    // expected-error @below {{!tile.frag: expected an element type (f32, f16, bf16, f8E4M3FN, f8E5M2 or an integer type), found index}}
    %f = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x128xindex, #layout.wgmma_acc<64x128xf32>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%i: index) kernel {
    // expected-error @below {{tile.alloc: scope 'warpgroup' not allowed for this primitive; expected cta}}
    %b = tile.alloc scope(warpgroup) : !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%i: index) kernel {
    // expected-error @below {{tile.fill: scope 'cta' not allowed for this primitive; expected warpgroup or warp or thread}}
    %f = tile.fill 0.0 scope(cta) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%i: index) kernel {
    // expected-error @below {{expected a scope (cta, warpgroup, warp, thread), found 'block'}}
    %f = tile.fill 0.0 scope(block) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%i: index) kernel {
    // expected-error @below {{tile.fill: expected the dispatch attribute to be a string naming a variant, found 3 : i64}}
    %f = tile.fill 0 scope(warpgroup) {dispatch = 3} : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%i: index) kernel {
    // expected-error @below {{tile.fill: expected an integer value for i32, found 1.5}}
    %f = tile.fill 1.5 scope(warpgroup) : !tile.frag<64x128xi32, #layout.wgmma_acc<64x128xf32>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%i: index) kernel {
    %b = tile.alloc scope(cta) : !tile.buffer<4 x 128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>
    // expected-error @below {{tile.view: expected a stage index for the staged buffer !tile.buffer<4 x 128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>, found none}}
    %v = tile.view %b[%i : 64, :] : !tile.buffer<4 x 128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>> -> !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%i: index) kernel {
    %b = tile.alloc scope(cta) : !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>
    // expected-error @below {{tile.view: expected no stage index for !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>, which has no stages}}
    %v = tile.view %b[%i][%i : 64, :] : !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>> -> !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%i: index) kernel {
    %b = tile.alloc scope(cta) : !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>
    // expected-error @below {{tile.view: window [96, 160) in dimension 0 exceeds the base extent 128}}
    %v = tile.view %b[96 : 64, :] : !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>> -> !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%i: index) kernel {
    %b = tile.alloc scope(cta) : !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>
    // expected-error @below {{tile.view: size 256 in dimension 0 exceeds the base extent 128}}
    %v = tile.view %b[%i : 256, :] : !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>> -> !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%i: index) kernel {
    %b = tile.alloc scope(cta) : !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>
    // expected-error @below {{tile.view: expected result shape 32x64, found 64x64}}
    %v = tile.view %b[%i : 32, :] : !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>> -> !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%i: index) kernel {
    %b = tile.alloc scope(cta) : !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>
    // expected-error @below {{tile.view: expected 2 slices for the rank-2 base, found 1}}
    %v = tile.view %b[%i : 64] : !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>> -> !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%i: index) kernel {
    %b = tile.alloc scope(cta) : !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>
    // expected-error @below {{tile.view: layout #layout.smem<64x64xbf16, swizzle = 64B, major = K> puts window element (0, 32) at offset 2048, but in the parent #layout.smem<128x64xbf16, swizzle = 128B, major = K> it is 32 past the window's first element}}
    %v = tile.view %b[%i : 64, :] : !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>> -> !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 64B, major = K>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%i: index, %A: !tile.global<?x?xbf16, row_major>) kernel {
    // expected-error @below {{tile.view: expected result element type bf16, found f16}}
    %v = tile.view %A[%i : 64, %i : 64] : !tile.global<?x?xbf16, row_major> -> !tile.global<64x64xf16, row_major>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%i: index, %A: !tile.global<?x?xbf16, row_major>) kernel {
    // expected-error @below {{tile.view: expected the result in the same memory space as the base (global), found}}
    %v = tile.view %A[%i : 64, %i : 64] : !tile.global<?x?xbf16, row_major> -> !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%i: index, %A: !tile.global<?x?xbf16, row_major>) kernel {
    %b = tile.alloc scope(cta) : !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>
    %g = tile.view %A[%i : 64, %i : 64] : !tile.global<?x?xbf16, row_major> -> !tile.global<64x64xbf16, row_major>
    // expected-error @below {{tile.copy: expected the destination shape to match the source shape 128x64, found 64x64}}
    tile.copy %b -> %g scope(warpgroup) : !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>> -> !tile.global<64x64xbf16, row_major>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%i: index, %A: !tile.global<?x?xf16, row_major>) kernel {
    %b = tile.alloc scope(cta) : !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>
    %g = tile.view %A[%i : 128, %i : 64] : !tile.global<?x?xf16, row_major> -> !tile.global<128x64xf16, row_major>
    // expected-error @below {{tile.copy: expected the destination element type to match the source's bf16, found f16; use tile.cast to convert}}
    tile.copy %b -> %g scope(warpgroup) : !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>> -> !tile.global<128x64xf16, row_major>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%i: index, %A: !tile.global<?x?xbf16, row_major>) kernel {
    %b = tile.alloc scope(cta) : !tile.buffer<4 x 128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>
    %g = tile.view %A[%i : 128, %i : 64] : !tile.global<?x?xbf16, row_major> -> !tile.global<128x64xbf16, row_major>
    // expected-error @below {{tile.copy: expected one stage of the source (tile.view %buf[%stage][...]), found the staged buffer !tile.buffer<4 x 128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>}}
    tile.copy %b -> %g scope(warpgroup) : !tile.buffer<4 x 128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>> -> !tile.global<128x64xbf16, row_major>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%i: index, %A: !tile.global<?x?xbf16, row_major>) kernel {
    %g = tile.view %A[%i : 128, %i : 64] : !tile.global<?x?xbf16, row_major> -> !tile.global<128x64xbf16, row_major>
    // expected-error @below {{tile.copy: expected at most one global operand, found a global source and a global destination}}
    tile.copy %g -> %g scope(warpgroup) : !tile.global<128x64xbf16, row_major> -> !tile.global<128x64xbf16, row_major>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%i: index) kernel {
    %b = tile.alloc scope(cta) : !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>
    // expected-error @below {{tile.copy: expected a destination operand (`%src -> %dst`) for a shared destination, found none; only a copy into registers has a result}}
    %c = tile.copy %b scope(warpgroup) : !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%i: index, %A: !tile.global<?x?xbf16, row_major>) kernel {
    %b = tile.alloc scope(cta) : !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>
    %g = tile.view %A[%i : 128, %i : 64] : !tile.global<?x?xbf16, row_major> -> !tile.global<128x64xbf16, row_major>
    // expected-error @below {{tile.copy_async: expected the barrier to be an !aproxy.mbarrier<n> or !aproxy.pipeline<S>, found index}}
    tile.copy_async %g -> %b barrier(%i[%i]) scope(thread) : !tile.global<128x64xbf16, row_major> -> !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>, index
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%i: index) kernel {
    %a = tile.alloc scope(cta) : !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>
    %b = tile.alloc scope(cta) : !tile.buffer<128x32xbf16, #layout.smem<128x32xbf16, swizzle = 64B, major = K>>
    %z = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
    // expected-error @below {{tile.gemm_async: expected B of shape Nx64 (K = 64 from A), found 128x32}}
    %d = tile.gemm_async %a, %b, %z scope(warpgroup) : !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>, !tile.buffer<128x32xbf16, #layout.smem<128x32xbf16, swizzle = 64B, major = K>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%i: index) kernel {
    %a = tile.alloc scope(cta) : !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>
    %b = tile.alloc scope(cta) : !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>
    %z = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
    // expected-error @below {{tile.gemm_async: expected C of shape 64x64 (M from A, N from B), found 64x128}}
    %d = tile.gemm_async %a, %b, %z scope(warpgroup) : !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>, !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%i: index) kernel {
    %a = tile.alloc scope(cta) : !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>
    %b = tile.alloc scope(cta) : !tile.buffer<128x64xf16, #layout.smem<128x64xf16, swizzle = 128B, major = K>>
    %z = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
    // expected-error @below {{tile.gemm_async: expected B's element type to match A's bf16, found f16}}
    %d = tile.gemm_async %a, %b, %z scope(warpgroup) : !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>, !tile.buffer<128x64xf16, #layout.smem<128x64xf16, swizzle = 128B, major = K>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%i: index) kernel {
    %a = tile.alloc scope(cta) : !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>
    %b = tile.alloc scope(cta) : !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>
    %z = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x128xf16, #layout.wgmma_acc<64x128xf16>>
    // expected-error @below {{tile.gemm_async: expected an f32 accumulator for bf16 inputs, found f16}}
    %d = tile.gemm_async %a, %b, %z scope(warpgroup) : !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>, !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>, !tile.frag<64x128xf16, #layout.wgmma_acc<64x128xf16>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%i: index) kernel {
    %a = tile.alloc scope(cta) : !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>
    %b = tile.alloc scope(cta) : !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>
    %z = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
    // expected-error @below {{tile.gemm_async: scope 'warp' not allowed for this primitive; expected warpgroup}}
    %d = tile.gemm_async %a, %b, %z scope(warp) : !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>, !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%i: index) kernel {
    %z = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
    // expected-error @below {{tile.cast: expected result layout #layout.wgmma_acc<64x128xf32>, found #layout.wgmma_acc<64x128xf16>}}
    %c = tile.cast %z scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf16>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%i: index) kernel {
    %z = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
    // expected-error @below {{tile.cast: expected result shape 64x128, found 64x64}}
    %c = tile.cast %z scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64x64xf32, #layout.wgmma_acc<64x64xf32>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%i: index) kernel {
    %z = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
    %w = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x64xf32, #layout.wgmma_acc<64x64xf32>>
    // expected-error @below {{tile.add: expected operands and result of one type !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, found !tile.frag<64x64xf32, #layout.wgmma_acc<64x64xf32>> -> !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>}}
    %s = "tile.add"(%z, %w) <{scope = "warpgroup"}> : (!tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64x64xf32, #layout.wgmma_acc<64x64xf32>>) -> !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%i: index) kernel {
    %z = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>>
    // expected-error @below {{tile.exp2: expected an f32 fragment, found bf16}}
    %e = tile.exp2 %z scope(warpgroup) : !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%i: index) kernel {
    %z = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
    // expected-error @below {{tile.scale: expected a scalar factor of the element type f32 or a row fragment, found index}}
    %e = tile.scale %z, %i scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, index
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%i: index) kernel {
    %z = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
    // expected-error @below {{!tile.frag: layout #layout.wgmma_acc<64x128xf32> has 64 rows, but the row fragment has 128 elements}}
    %r = tile.reduce_sum %z scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<128xf32, #layout.wgmma_acc<64x128xf32>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%i: index) kernel {
    %z = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
    // expected-error @below {{tile.reduce_max: expected result element type f32, found bf16}}
    %r = tile.reduce_max %z scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64xbf16, #layout.wgmma_acc<64x128xf32>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%i: index) kernel {
    %f = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
    // expected-error @below {{tile.copy: expected a global or shared destination for a fragment source (use the fragment itself), found a fragment result}}
    %g = tile.copy %f scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
    gpu.return
  }
}
