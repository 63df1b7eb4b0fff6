// RUN: tirx-opt %s -p tile-dispatch --split-input-file --verify-diagnostics
// Row tiles that the row_tile variants refuse: the diagnostic lists why each variant declined.
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    // expected-error-re @below {{tile-dispatch: tile.fill: no dispatch variant applies; declined:{{.*}}row_tile (priority 20): result: expected scope with 128 threads for #tile.rows<1x1024, threads = 128, vec = 8>, found scope(warp) (32 threads){{.*}}splat (priority 10): result: layout #tile.rows<1x1024, threads = 128, vec = 8> is not a wgmma accumulator layout (#layout.wgmma_acc)}}
    %f = tile.fill 0.0 scope(warp) : !tile.frag<1x1024xf32, #tile.rows<1x1024, threads = 128, vec = 8>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%i: index) kernel attributes {block = [128, 1, 1]} {
    %f = tile.fill 0.0 scope(warpgroup) : !tile.frag<1x1024xf32, #tile.rows<1x1024, threads = 128, vec = 8>>
    // expected-error-re @below {{tile-dispatch: tile.mask: no dispatch variant applies; declined:{{.*}}row_tile (priority 20): expected no causal mask on a row tile (its rows are not query positions)}}
    %m = tile.mask %f rows(%i) cols(%i) limit(%i) causal scope(warpgroup) : !tile.frag<1x1024xf32, #tile.rows<1x1024, threads = 128, vec = 8>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    %f = tile.fill 0.0 scope(warpgroup) : !tile.frag<1x1024xbf16, #tile.rows<1x1024, threads = 128, vec = 8>>
    // expected-error-re @below {{tile-dispatch: tile.reduce_sum: no dispatch variant applies; declined:{{.*}}row_tile (priority 20): expected f32 elements (32-bit shuffles, PTX ISA 9.7.9.6), found bf16}}
    %s = tile.reduce_sum %f scope(warpgroup) : !tile.frag<1x1024xbf16, #tile.rows<1x1024, threads = 128, vec = 8>> -> !tile.frag<1xbf16, #tile.rows<1x1024, threads = 128, vec = 8>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%x: !tile.global<?x?xf32, col_major>, %i: index) kernel attributes {block = [128, 1, 1]} {
    %v = tile.view %x[%i : 1, %i : 1024] : !tile.global<?x?xf32, col_major> -> !tile.global<1x1024xf32, col_major>
    // expected-error-re @below {{tile-dispatch: tile.copy: no dispatch variant applies; declined:{{.*}}row_tile (priority 65): expected a rank-2 row_major global tile, found !tile.global<1x1024xf32, col_major>}}
    %f = tile.copy %v scope(warpgroup) : !tile.global<1x1024xf32, col_major> -> !tile.frag<1x1024xf32, #tile.rows<1x1024, threads = 128, vec = 8>>
    gpu.return
  }
}

// -----

// A CTA-wide row tile (scope(cta)) must be the whole block.
gpu.module @m {
  gpu.func @k() kernel attributes {block = [256, 1, 1]} {
    // expected-error-re @below {{tile-dispatch: tile.fill: no dispatch variant applies; declined:{{.*}}row_tile (priority 20): result: expected a block of 512 threads for #tile.rows<1x8192, threads = 512, vec = 8> in scope(cta), found block = 256}}
    %f = tile.fill 0.0 scope(cta) : !tile.frag<1x8192xf32, #tile.rows<1x8192, threads = 512, vec = 8>>
    gpu.return
  }
}
