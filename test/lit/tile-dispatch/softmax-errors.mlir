// RUN: tirx-opt %s -p tile-dispatch --split-input-file --verify-diagnostics
// Dispatch failures of the online-softmax fragment ops: the diagnostic at the op says why
// each variant declined.
gpu.module @m {
  gpu.func @k(%i: index) kernel attributes {block = [128, 1, 1]} {
    %s = tile.fill 1.0 scope(warp) : !tile.frag<64x16xf32, #layout.wgmma_acc<64x16xf32>>
    // expected-error-re @below {{tile-dispatch: tile.mask: no dispatch variant applies; declined:{{.*}}per_register (priority 10): expected scope warpgroup (the accumulator arrangement spans a warpgroup), found warp}}
    %m = tile.mask %s rows(%i) cols(%i) limit(%i) scope(warp) : !tile.frag<64x16xf32, #layout.wgmma_acc<64x16xf32>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%L: !tile.global<?xf32, row_major>, %i: index) kernel attributes {block = [128, 1, 1]} {
    %s = tile.fill 1.0 scope(warp) : !tile.frag<64xf32, #layout.wgmma_acc<64x16xf32>>
    %g = tile.view %L[%i : 64] : !tile.global<?xf32, row_major> -> !tile.global<64xf32, row_major>
    // expected-error-re @below {{tile-dispatch: tile.copy: no dispatch variant applies; declined:{{.*}}rows (priority 60): expected scope warpgroup (a row fragment spans a warpgroup), found warp}}
    tile.copy %s -> %g scope(warp) : !tile.frag<64xf32, #layout.wgmma_acc<64x16xf32>> -> !tile.global<64xf32, row_major>
    gpu.return
  }
}
