// RUN: tirx-opt %s --split-input-file --verify-diagnostics
// Rejected persistent-kernel ops: the op, what was expected, what was found.
gpu.module @m {
  gpu.func @k(%t: index, %mt: index, %nt: index) kernel {
    // expected-error @below {{tile.tile_coord: expected raster one of 'row', 'grouped', 'hilbert', found 'zigzag'}}
    %mi, %ni = tile.tile_coord %t tiles(%mt, %nt) raster("zigzag") group(8)
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%t: index, %mt: index, %nt: index) kernel {
    // expected-error @below {{tile.tile_coord: expected group >= 1, found 0}}
    %mi, %ni = tile.tile_coord %t tiles(%mt, %nt) raster("grouped") group(0)
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%t: index, %mt: index, %nt: index) kernel {
    // expected-error @below {{tile.tile_coord: raster "row" takes group(1), found group(4)}}
    %mi, %ni = tile.tile_coord %t tiles(%mt, %nt) raster("row") group(4)
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel {
    // expected-error @below {{tile.store_wait: expected a pending count in [0, 7], found 8}}
    tile.store_wait 8 read scope(warpgroup)
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel {
    // expected-error @below {{tile.store_wait: scope 'cta' not allowed for this primitive; expected thread or warpgroup}}
    tile.store_wait 0 read scope(cta)
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%C: !tile.global<?x?xbf16, row_major>, %m: index) kernel {
    %s = tile.alloc scope(cta) : !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>
    %g = tile.view %C[%m : 64, 0 : 32] : !tile.global<?x?xbf16, row_major> -> !tile.global<64x32xbf16, row_major>
    // expected-error @below {{tile.store_async: expected the destination shape to match the source shape 64x64, found 64x32}}
    tile.store_async %s -> %g scope(warpgroup) : !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>> -> !tile.global<64x32xbf16, row_major>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%C: !tile.global<?x?xbf16, row_major>, %A: !tile.global<?x?xbf16, row_major>, %m: index) kernel {
    %g = tile.view %C[%m : 64, 0 : 64] : !tile.global<?x?xbf16, row_major> -> !tile.global<64x64xbf16, row_major>
    // expected-error @below {{tile.store_async: expected a !tile.buffer source and a !tile.global destination, found !tile.global<?x?xbf16, row_major> -> !tile.global<64x64xbf16, row_major>}}
    tile.store_async %A -> %g scope(warpgroup) : !tile.global<?x?xbf16, row_major> -> !tile.global<64x64xbf16, row_major>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%t: index, %mt: index, %nt: index) kernel {
    // expected-error @below {{tile.tile_coord: raster "hilbert" takes a power-of-2 block side group(G) <= 64, found group(6)}}
    %mi, %ni = tile.tile_coord %t tiles(%mt, %nt) raster("hilbert") group(6)
    gpu.return
  }
}
