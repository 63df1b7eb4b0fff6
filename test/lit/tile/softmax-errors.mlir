// RUN: tirx-opt %s --split-input-file --verify-diagnostics
// Every verifier message of the online-softmax fragment ops (dialects/tile/softmax.py) and of
// the row / scaled forms of tile.scale and tile.exp2: what was expected and what was found.
gpu.module @m {
  gpu.func @k(%i: index, %f: f16) kernel {
    %r = tile.fill 1.0 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
    // expected-error @below {{tile.mask: expected a rank-2 fragment, found 64}}
    %m = tile.mask %r rows(%i) cols(%i) limit(%i) scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%i: index, %f: f16) kernel {
    %h = tile.fill 1.0 scope(warpgroup) : !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>>
    // expected-error @below {{tile.mask: expected an f32 fragment (masked elements become -inf), found bf16}}
    %m = tile.mask %h rows(%i) cols(%i) limit(%i) scope(warpgroup) : !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%i: index, %f: f16) kernel {
    %s = tile.fill 1.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
    // expected-error @below {{tile.mask: scope 'cta' not allowed for this primitive; expected warpgroup or warp or thread}}
    %m = tile.mask %s rows(%i) cols(%i) limit(%i) scope(cta) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%i: index, %f: f16) kernel {
    %h = tile.fill 1.0 scope(warpgroup) : !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>>
    // expected-error @below {{tile.log2: expected an f32 fragment, found bf16}}
    %m = tile.log2 %h scope(warpgroup) : !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%i: index, %f: f16) kernel {
    %i2 = tile.fill 1 scope(warpgroup) : !tile.frag<64x128xi32, #layout.wgmma_acc<64x128xf32>>
    // expected-error @below {{tile.div: expected a float fragment, found i32}}
    %m = tile.div %i2, %i2 scope(warpgroup) : !tile.frag<64x128xi32, #layout.wgmma_acc<64x128xf32>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%i: index, %f: f16) kernel {
    %s = tile.fill 1.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
    %h = tile.fill 1.0 scope(warpgroup) : !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>>
    // expected-error @below {{tile.scale: expected the factor to be a row fragment (rank 1), found !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>>}}
    %m = tile.scale %s, %h scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%i: index, %f: f16) kernel {
    %s = tile.fill 1.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
    %rh = tile.fill 1.0 scope(warpgroup) : !tile.frag<64xf16, #layout.wgmma_acc<64x128xf32>>
    // expected-error @below {{tile.scale: expected the factor of f32, found f16}}
    %m = tile.scale %s, %rh scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64xf16, #layout.wgmma_acc<64x128xf32>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%i: index, %f: f16) kernel {
    %r = tile.fill 1.0 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
    // expected-error @below {{tile.scale: a row fragment as the factor needs a rank-2 fragment to spread over, found 64 (use tile.mul / tile.sub for two row fragments)}}
    %m = tile.scale %r, %r scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%i: index, %f: f16) kernel {
    %s = tile.fill 1.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
    // expected-error @below {{tile.scale: expected a scalar factor of the element type f32 or a row fragment, found f16}}
    %m = tile.scale %s, %f scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, f16
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%i: index, %f: f16) kernel {
    %s = tile.fill 1.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
    %o = tile.fill 1.0 scope(warpgroup) : !tile.frag<64x64xf32, #layout.wgmma_acc<64x64xf32>>
    // expected-error @below {{tile.exp2: expected the subtrahend to be a row fragment (rank 1), found !tile.frag<64x64xf32, #layout.wgmma_acc<64x64xf32>> (or a fragment of !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>)}}
    %m = tile.exp2 %s sub(%o) scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64x64xf32, #layout.wgmma_acc<64x64xf32>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%i: index, %f: f16) kernel {
    %s = tile.fill 1.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
    // expected-error-re @below {{operand 'factor' at position 1 does not verify:{{.*}}f16 should be of base attribute f32}}
    %m = tile.exp2 %s scale(%f) scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, f16
    gpu.return
  }
}
