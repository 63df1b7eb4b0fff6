// RUN: tirx-opt %s --split-input-file --verify-diagnostics
// tile.load and tile.fma verifier messages: what was expected, what was found.
gpu.module @m {
  gpu.func @k(%G: !tile.global<?x?xf32, row_major>, %i: index) kernel {
    %g = tile.view %G[%i : 2, %i : 32] : !tile.global<?x?xf32, row_major> -> !tile.global<2x32xf32, row_major>
    // expected-error @below {{tile.load: expected a window with at most one extent other than 1 (a scalar or a vector), found 2x32}}
    %r = tile.load %g scope(warpgroup) : !tile.global<2x32xf32, row_major> -> !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%G: !tile.global<?x?xf32, row_major>, %i: index) kernel {
    %g = tile.view %G[%i : 1, %i : 32] : !tile.global<?x?xf32, row_major> -> !tile.global<1x32xf32, row_major>
    // expected-error @below {{tile.load: expected a row fragment of 32 rows (the window's elements), found !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>}}
    %r = tile.load %g scope(warpgroup) : !tile.global<1x32xf32, row_major> -> !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%G: !tile.global<?x?xf32, row_major>, %i: index) kernel {
    %g = tile.view %G[%i : 1, %i : 4] : !tile.global<?x?xf32, row_major> -> !tile.global<1x4xf32, row_major>
    // expected-error @below {{tile.load: expected a window of one element for a scalar result, found 1x4}}
    %r = tile.load %g scope(thread) : !tile.global<1x4xf32, row_major> -> f32
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%G: !tile.global<?x?xf32, row_major>, %i: index) kernel {
    %g = tile.view %G[%i : 1, %i : 1] : !tile.global<?x?xf32, row_major> -> !tile.global<1x1xf32, row_major>
    // expected-error @below {{tile.load: expected the result to be the element type f32 or a row fragment, found f16}}
    %r = tile.load %g scope(thread) : !tile.global<1x1xf32, row_major> -> f16
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%G: !tile.global<?x?xf32, row_major>, %i: index) kernel {
    %g = tile.view %G[%i : 1, %i : 1] : !tile.global<?x?xf32, row_major> -> !tile.global<1x1xf32, row_major>
    // expected-error @below {{tile.load: scope 'cta' not allowed for this primitive; expected warpgroup or warp or thread}}
    %r = tile.load %g scope(cta) : !tile.global<1x1xf32, row_major> -> f32
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%s: f16) kernel {
    %a = tile.fill 1.0 scope(warpgroup) : !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>>
    // expected-error @below {{tile.fma: expected a factor of f32, a row fragment or a fragment of !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>>, found f16}}
    %r = tile.fma %a, %s, %a scope(warpgroup) : !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>>, f16
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel {
    %a = tile.fill 1.0 scope(warpgroup) : !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>>
    %rh = tile.fill 1.0 scope(warpgroup) : !tile.frag<64xf16, #layout.wgmma_acc<64x8xf32>>
    // expected-error @below {{tile.fma: expected the factor of f32, found f16 (or a scalar, or a fragment of !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>>)}}
    %r = tile.fma %a, %rh, %a scope(warpgroup) : !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>>, !tile.frag<64xf16, #layout.wgmma_acc<64x8xf32>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%s: f16) kernel {
    %a = tile.fill 1.0 scope(warpgroup) : !tile.frag<64x8xf16, #layout.wgmma_acc<64x8xf32>>
    // expected-error @below {{tile.fma: expected an f32 fragment, found f16}}
    %r = tile.fma %a, %s, %a scope(warpgroup) : !tile.frag<64x8xf16, #layout.wgmma_acc<64x8xf32>>, f16
    gpu.return
  }
}
