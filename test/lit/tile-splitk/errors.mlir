// RUN: tirx-opt %s --split-input-file --verify-diagnostics
// Rejected cross-CTA partial-sum ops: the op, what was expected, what was found.
gpu.module @m {
  gpu.func @k(%W: !tile.global<?xbf16, row_major>, %off: index) kernel {
    %z = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
    // expected-error @below {{tile.frag_store: expected the workspace of 32-bit elements, found bf16}}
    tile.frag_store %z -> %W[%off] scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, !tile.global<?xbf16, row_major>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%W: !tile.global<?x?xf32, row_major>, %off: index) kernel {
    %z = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
    // expected-error @below {{tile.frag_store: expected the workspace to be a rank-1 !tile.global, found !tile.global<?x?xf32, row_major>}}
    tile.frag_store %z -> %W[%off] scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, !tile.global<?x?xf32, row_major>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%W: !tile.global<?xi32, row_major>, %off: index) kernel {
    // expected-error @below {{tile.frag_load: expected the workspace's element type to be the fragment's (f32), found i32}}
    %p = tile.frag_load %W[%off] scope(warpgroup) : !tile.global<?xi32, row_major> -> !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%W: !tile.global<?xf32, row_major>, %off: index) kernel {
    %z = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x64xf32, #layout.wgmma_acc<64x64xf32>>
    // expected-error @below {{tile.frag_load: expected add(...) of the result type !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, found !tile.frag<64x64xf32, #layout.wgmma_acc<64x64xf32>>}}
    %p = "tile.frag_load"(%W, %off, %z) <{scope = "warpgroup"}> {operandSegmentSizes = array<i32: 1, 1, 1>} : (!tile.global<?xf32, row_major>, index, !tile.frag<64x64xf32, #layout.wgmma_acc<64x64xf32>>) -> !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%F: !tile.global<?xf32, row_major>, %i: index) kernel {
    // expected-error @below {{tile.flag_arrive: expected the flags of i32, found f32}}
    tile.flag_arrive %F[%i] scope(warpgroup) : !tile.global<?xf32, row_major>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%F: !tile.global<?xi32, row_major>, %i: index) kernel {
    // expected-error @below {{tile.flag_wait: scope 'thread' not allowed for this primitive; expected warpgroup}}
    tile.flag_wait %F[%i] count(%i) scope(thread) : !tile.global<?xi32, row_major>
    gpu.return
  }
}
