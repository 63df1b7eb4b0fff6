// RUN: tirx-opt %s --split-input-file --verify-diagnostics -p tile-dispatch
// tile.load variants decline with their reasons.
gpu.module @m {
  gpu.func @k(%G: !tile.global<?x?xf32, row_major>, %i: index) kernel attributes {block = [128, 1, 1]} {
    %g = tile.view %G[%i : 1, %i : 64] : !tile.global<?x?xf32, row_major> -> !tile.global<1x64xf32, row_major>
    // expected-error-re @below {{tile-dispatch: tile.load: no dispatch variant applies; declined:{{.*}}rows (priority 20): expected scope warpgroup (a row fragment spans a warpgroup), found warp{{.*}}uniform (priority 10): expected a scalar result, found !tile.frag<64xf32, #layout.wgmma_acc<64x8xf32>>}}
    %r = tile.load %g scope(warp) : !tile.global<1x64xf32, row_major> -> !tile.frag<64xf32, #layout.wgmma_acc<64x8xf32>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%G: !tile.global<?x?xf32, col_major>, %i: index) kernel attributes {block = [128, 1, 1]} {
    %g = tile.view %G[%i : 1, %i : 1] : !tile.global<?x?xf32, col_major> -> !tile.global<1x1xf32, col_major>
    // expected-error @below {{uniform (priority 10): expected a row_major global tensor (passed as a memref), found col_major}}
    %r = tile.load %g scope(warpgroup) : !tile.global<1x1xf32, col_major> -> f32
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%G: !tile.global<?x?xf32, row_major>, %i: index) kernel attributes {block = [128, 1, 1]} {
    %g = tile.view %G[%i : 1, %i : 1] : !tile.global<?x?xf32, row_major> -> !tile.global<1x1xf32, row_major>
    // expected-error @below {{tile-dispatch: tile.load: forced variant 'rows' does not apply: expected a register fragment, found f32}}
    %r = tile.load %g scope(warpgroup) {dispatch = "rows"} : !tile.global<1x1xf32, row_major> -> f32
    gpu.return
  }
}
