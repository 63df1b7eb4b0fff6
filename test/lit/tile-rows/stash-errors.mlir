// RUN: tirx-opt %s --split-input-file --verify-diagnostics
// What tile.stash (dialects/tile/rows.py) refuses: a fragment that is not f32, one that is
// not a row tile, a row tile whose threads hold a number of values not a multiple of 4
// (the reads and writes are 16-byte words), and a result of another type.

// Not f32.
gpu.module @m {
  gpu.func @k() kernel attributes {block = [256, 1, 1]} {
    %a = tile.fill 1.0 scope(cta) : !tile.frag<1x2048xbf16, #tile.rows<1x2048, threads = 256, vec = 8>>
    // expected-error @below {{tile.stash: expected an f32 fragment, found bf16}}
    %h = tile.stash %a scope(cta) : !tile.frag<1x2048xbf16, #tile.rows<1x2048, threads = 256, vec = 8>>
    gpu.return
  }
}

// -----

// Two values a thread.
gpu.module @m {
  gpu.func @k() kernel attributes {block = [256, 1, 1]} {
    %a = tile.fill 1.0 scope(cta) : !tile.frag<1x512xf32, #tile.rows<1x512, threads = 256, vec = 2>>
    // expected-error @below {{tile.stash: expected a multiple of 4 values a thread (16-byte shared accesses), found 2 in !tile.frag<1x512xf32, #tile.rows<1x512, threads = 256, vec = 2>>}}
    %h = tile.stash %a scope(cta) : !tile.frag<1x512xf32, #tile.rows<1x512, threads = 256, vec = 2>>
    gpu.return
  }
}

// -----

// An accumulator fragment, not a row tile.
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    %a = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x64xf32, #layout.wgmma_acc<64x64xf32>>
    // expected-error @below {{tile.stash: expected a row tile (#tile.rows), found #layout.wgmma_acc<64x64xf32>}}
    %h = tile.stash %a scope(warpgroup) : !tile.frag<64x64xf32, #layout.wgmma_acc<64x64xf32>>
    gpu.return
  }
}

// -----

// A result of another type (generic form: the custom syntax has one type).
gpu.module @m {
  gpu.func @k() kernel attributes {block = [256, 1, 1]} {
    %a = tile.fill 1.0 scope(cta) : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
    // expected-error @below {{tile.stash: expected result type !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>>, found !tile.frag<2x1024xf32, #tile.rows<2x1024, threads = 256, vec = 8>>}}
    %h = "tile.stash"(%a) <{scope = "cta"}> : (!tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>>) -> !tile.frag<2x1024xf32, #tile.rows<2x1024, threads = 256, vec = 8>>
    gpu.return
  }
}
