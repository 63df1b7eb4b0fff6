// RUN: tirx-opt %s --split-input-file --verify-diagnostics
// Every verifier message of tile.reduce_sum2 (dialects/tile/rows.py) and of tile.load in
// scope(cta) (dialects/tile/loads.py).

// Two operands of different layouts.
gpu.module @m {
  gpu.func @k() kernel attributes {block = [256, 1, 1]} {
    %a = tile.fill 1.0 scope(cta) : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
    %b = tile.fill 1.0 scope(cta) : !tile.frag<2x2048xf32, #tile.rows<2x2048, threads = 256, vec = 8>>
    // expected-error @below {{tile.reduce_sum2: expected two operands of one type !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>>, found !tile.frag<2x2048xf32, #tile.rows<2x2048, threads = 256, vec = 8>>}}
    %s, %q = "tile.reduce_sum2"(%a, %b) <{scope = "cta"}> : (!tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>>, !tile.frag<2x2048xf32, #tile.rows<2x2048, threads = 256, vec = 8>>) -> (!tile.frag<1xf32, #tile.rows<1x2048, threads = 256, vec = 8>>, !tile.frag<1xf32, #tile.rows<1x2048, threads = 256, vec = 8>>)
    gpu.return
  }
}

// -----

// Not f32.
gpu.module @m {
  gpu.func @k() kernel attributes {block = [256, 1, 1]} {
    %a = tile.fill 1.0 scope(cta) : !tile.frag<1x2048xbf16, #tile.rows<1x2048, threads = 256, vec = 8>>
    // expected-error @below {{tile.reduce_sum2: expected f32 fragments (32-bit shuffles, PTX ISA 9.7.9.6), found bf16}}
    %s, %q = tile.reduce_sum2 %a, %a scope(cta) : !tile.frag<1x2048xbf16, #tile.rows<1x2048, threads = 256, vec = 8>> -> !tile.frag<1xbf16, #tile.rows<1x2048, threads = 256, vec = 8>>
    gpu.return
  }
}

// -----

// A row fragment as operand.
gpu.module @m {
  gpu.func @k() kernel attributes {block = [256, 1, 1]} {
    %a = tile.fill 1.0 scope(cta) : !tile.frag<1xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
    // expected-error @below {{tile.reduce_sum2: expected rank-2 fragments, found 1}}
    %s, %q = tile.reduce_sum2 %a, %a scope(cta) : !tile.frag<1xf32, #tile.rows<1x2048, threads = 256, vec = 8>> -> !tile.frag<1xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
    gpu.return
  }
}

// -----

// Results that are not one value per row.
gpu.module @m {
  gpu.func @k() kernel attributes {block = [256, 1, 1]} {
    %a = tile.fill 1.0 scope(cta) : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
    // expected-error @below {{tile.reduce_sum2: expected results of shape 1 (one value per row), found 1x2048}}
    %s, %q = tile.reduce_sum2 %a, %a scope(cta) : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>> -> !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
    gpu.return
  }
}

// -----

// A result of another layout.
gpu.module @m {
  gpu.func @k() kernel attributes {block = [256, 1, 1]} {
    %a = tile.fill 1.0 scope(cta) : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>>
    // expected-error @below {{tile.reduce_sum2: expected result layout #tile.rows<1x2048, threads = 256, vec = 8>, found #tile.rows<1x4096, threads = 256, vec = 8>}}
    %s, %q = tile.reduce_sum2 %a, %a scope(cta) : !tile.frag<1x2048xf32, #tile.rows<1x2048, threads = 256, vec = 8>> -> !tile.frag<1xf32, #tile.rows<1x4096, threads = 256, vec = 8>>
    gpu.return
  }
}

// -----

// scope(cta) without a CTA-wide row tile.
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    %a = tile.fill 1.0 scope(warpgroup) : !tile.frag<1x1024xf32, #tile.rows<1x1024, threads = 128, vec = 8>>
    // expected-error @below {{tile.reduce_sum2: scope 'cta' not allowed for this primitive}}
    %s, %q = tile.reduce_sum2 %a, %a scope(cta) : !tile.frag<1x1024xf32, #tile.rows<1x1024, threads = 128, vec = 8>> -> !tile.frag<1xf32, #tile.rows<1x1024, threads = 128, vec = 8>>
    gpu.return
  }
}

// -----

// tile.load in scope(cta) into a scalar.
gpu.module @m {
  gpu.func @k(%x: !tile.global<1x1xf32, row_major>) kernel attributes {block = [256, 1, 1]} {
    // expected-error @below {{tile.load: scope 'cta' not allowed for this primitive; expected warpgroup or warp or thread (scope(cta) is for a row fragment of a row tile of 256, 512, 1024 threads, #tile.rows), found f32}}
    %v = tile.load %x scope(cta) : !tile.global<1x1xf32, row_major> -> f32
    gpu.return
  }
}
