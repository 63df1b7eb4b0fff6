// RUN: tirx-opt %s --split-input-file --verify-diagnostics
// Every verifier message of the row-tile layout and ops (dialects/tile/rows.py).
gpu.module @m {
  gpu.func @k() kernel {
    // expected-error @below {{#tile.rows: expected the 1000 columns to be a multiple of vec x threads per row = 8 x 128 = 1024}}
    %f = tile.fill 0.0 scope(warpgroup) : !tile.frag<1x1000xf32, #tile.rows<1x1000, threads = 128, vec = 8>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel {
    // expected-error @below {{#tile.rows: expected vec 1, 2, 4 or 8 (elements per chunk), found 3}}
    %f = tile.fill 0.0 scope(warpgroup) : !tile.frag<2x1024xf32, #tile.rows<2x1024, threads = 128, vec = 3>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel {
    // expected-error @below {{#tile.rows: expected threads = 1 (thread), 32 (warp), 128 (warpgroup) or 256, 512, 1024 (cta), found 64}}
    %f = tile.fill 0.0 scope(warpgroup) : !tile.frag<1x1024xf32, #tile.rows<1x1024, threads = 64, vec = 8>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel {
    // expected-error @below {{#tile.rows: expected the 128 threads to split evenly over the rows, found 3 rows}}
    %f = tile.fill 0.0 scope(warpgroup) : !tile.frag<3x1024xf32, #tile.rows<3x1024, threads = 128, vec = 8>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel {
    // expected-error @below {{!tile.frag: layout #tile.rows<2x1024, threads = 128, vec = 8> describes a 2x1024 tile, but the register tile is 4x1024}}
    %f = tile.fill 0.0 scope(warpgroup) : !tile.frag<4x1024xf32, #tile.rows<2x1024, threads = 128, vec = 8>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel {
    %f = tile.fill 4.0 scope(warpgroup) : !tile.frag<1x1024xbf16, #tile.rows<1x1024, threads = 128, vec = 8>>
    // expected-error @below {{tile.rsqrt: expected an f32 fragment, found bf16}}
    %r = tile.rsqrt %f scope(warpgroup) : !tile.frag<1x1024xbf16, #tile.rows<1x1024, threads = 128, vec = 8>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel {
    %f = tile.fill 4.0 scope(warpgroup) : !tile.frag<1x1024xf32, #tile.rows<1x1024, threads = 128, vec = 8>>
    // expected-error @below {{tile.expand: expected a row fragment (rank 1) to a rank-2 fragment, found 1x1024 -> 1x1024}}
    %e = tile.expand %f scope(warpgroup) : !tile.frag<1x1024xf32, #tile.rows<1x1024, threads = 128, vec = 8>> -> !tile.frag<1x1024xf32, #tile.rows<1x1024, threads = 128, vec = 8>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel {
    %f = tile.fill 4.0 scope(warpgroup) : !tile.frag<1xf32, #tile.rows<1x1024, threads = 128, vec = 8>>
    // expected-error @below {{tile.expand: expected result layout #tile.rows<1x1024, threads = 128, vec = 8>, found #tile.rows<1x1024, threads = 128, vec = 4>}}
    %e = tile.expand %f scope(warpgroup) : !tile.frag<1xf32, #tile.rows<1x1024, threads = 128, vec = 8>> -> !tile.frag<1x1024xf32, #tile.rows<1x1024, threads = 128, vec = 4>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%w: !tile.global<?x?xbf16, row_major>) kernel {
    // expected-error @below {{tile.broadcast: expected a rank-1 or 1 x N global source, found ?x?}}
    %b = tile.broadcast %w scope(warpgroup) : !tile.global<?x?xbf16, row_major> -> !tile.frag<1x1024xbf16, #tile.rows<1x1024, threads = 128, vec = 8>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%w: !tile.global<?xbf16, row_major>) kernel {
    // expected-error @below {{tile.broadcast: expected result element type bf16, found f32}}
    %b = tile.broadcast %w scope(warpgroup) : !tile.global<?xbf16, row_major> -> !tile.frag<1x1024xf32, #tile.rows<1x1024, threads = 128, vec = 8>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%w: !tile.global<512xbf16, row_major>) kernel {
    // expected-error @below {{tile.broadcast: expected a rank-2 result of 512 columns, found 1x1024}}
    %b = tile.broadcast %w scope(warpgroup) : !tile.global<512xbf16, row_major> -> !tile.frag<1x1024xbf16, #tile.rows<1x1024, threads = 128, vec = 8>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel {
    // expected-error @below {{tile.fill: scope 'cta' not allowed for this primitive; expected warpgroup or warp or thread (scope(cta) is for row tiles of 256, 512, 1024 threads, #tile.rows), found #tile.rows<1x1024, threads = 128, vec = 8>}}
    %f = tile.fill 0.0 scope(cta) : !tile.frag<1x1024xf32, #tile.rows<1x1024, threads = 128, vec = 8>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel {
    // expected-error @below {{tile.fill: scope 'cta' not allowed for this primitive; expected warpgroup or warp or thread (scope(cta) is for row tiles of 256, 512, 1024 threads, #tile.rows), found #layout.wgmma_acc<64x64xf32>}}
    %f = tile.fill 0.0 scope(cta) : !tile.frag<64x64xf32, #layout.wgmma_acc<64x64xf32>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel {
    %f = tile.fill 4.0 scope(warpgroup) : !tile.frag<1x1024xbf16, #tile.rows<1x1024, threads = 128, vec = 8>>
    // expected-error @below {{tile.rcp: expected an f32 fragment, found bf16}}
    %r = tile.rcp %f scope(warpgroup) : !tile.frag<1x1024xbf16, #tile.rows<1x1024, threads = 128, vec = 8>>
    gpu.return
  }
}
