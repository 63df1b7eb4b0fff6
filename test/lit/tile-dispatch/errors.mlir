// RUN: tirx-opt %s -p tile-dispatch --split-input-file --verify-diagnostics
// Every dispatch failure: the diagnostic at the op lists each variant and why it declined;
// a forced variant that does not apply says which predicates failed.
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    %a = tile.alloc scope(cta) : !tile.buffer<64x32xf8E4M3FN, #layout.smem<64x32xf8E4M3FN, swizzle = 32B, major = K>>
    %b = tile.alloc scope(cta) : !tile.buffer<128x32xf8E4M3FN, #layout.smem<128x32xf8E4M3FN, swizzle = 128B, major = MN>>
    %z = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
    // expected-error-re @below {{tile-dispatch: tile.gemm_async: no dispatch variant applies; declined:{{.*}}wgmma_ss (priority 20): B: wgmma_descriptor: MN-major (transposed) A/B operands exist only for .f16/.bf16 (imm-trans-a/b, PTX ISA 9.7.15.5); 8-bit operands must be K-major{{.*}}wgmma_rs (priority 10): expected a in register memory, found shared}}
    %d = tile.gemm_async %a, %b, %z scope(warpgroup) : !tile.buffer<64x32xf8E4M3FN, #layout.smem<64x32xf8E4M3FN, swizzle = 32B, major = K>>, !tile.buffer<128x32xf8E4M3FN, #layout.smem<128x32xf8E4M3FN, swizzle = 128B, major = MN>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    %a = tile.alloc scope(cta) : !tile.buffer<64x16xf16, #layout.smem<64x16xf16, swizzle = 32B, major = K>>
    %b = tile.alloc scope(cta) : !tile.buffer<8x16xf16, #layout.smem<8x16xf16, swizzle = 32B, major = K>>
    %z = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x8xf16, #layout.wgmma_acc<64x8xf16>>
    // expected-error @below {{wgmma_ss (priority 20): expected an f32 accumulator (aproxy.wgmma accumulates in f32), found f16}}
    %d = tile.gemm_async %a, %b, %z scope(warpgroup) : !tile.buffer<64x16xf16, #layout.smem<64x16xf16, swizzle = 32B, major = K>>, !tile.buffer<8x16xf16, #layout.smem<8x16xf16, swizzle = 32B, major = K>>, !tile.frag<64x8xf16, #layout.wgmma_acc<64x8xf16>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    %a = tile.alloc scope(cta) : !tile.buffer<128x16xbf16, #layout.smem<128x16xbf16, swizzle = 32B, major = K>>
    %b = tile.alloc scope(cta) : !tile.buffer<8x16xbf16, #layout.smem<8x16xbf16, swizzle = 32B, major = K>>
    // expected-error-re @below {{tile-dispatch: tile.fill: no dispatch variant applies; declined:{{.*}}splat (priority 10): result: layout #layout.layout<(128,8):(1,128)> is not a wgmma accumulator layout (#layout.wgmma_acc)}}
    %z = tile.fill 0.0 scope(warpgroup) : !tile.frag<128x8xf32, #layout.layout<(128,8):(1,128)>>
    %d = tile.gemm_async %a, %b, %z scope(warpgroup) : !tile.buffer<128x16xbf16, #layout.smem<128x16xbf16, swizzle = 32B, major = K>>, !tile.buffer<8x16xbf16, #layout.smem<8x16xbf16, swizzle = 32B, major = K>>, !tile.frag<128x8xf32, #layout.layout<(128,8):(1,128)>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    %a = tile.alloc scope(cta) : !tile.buffer<64x16xbf16, #layout.smem<64x16xbf16, swizzle = 32B, major = K>>
    %b = tile.alloc scope(cta) : !tile.buffer<8x16xbf16, #layout.smem<8x16xbf16, swizzle = 32B, major = K>>
    %z = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>>
    // expected-error @below {{tile-dispatch: tile.gemm_async: forced variant 'wgmma_rs' does not apply: expected a in register memory, found shared; A: expected a register fragment, found !tile.buffer<64x16xbf16, #layout.smem<64x16xbf16, swizzle = 32B, major = K>>}}
    %d = tile.gemm_async %a, %b, %z scope(warpgroup) {dispatch = "wgmma_rs"} : !tile.buffer<64x16xbf16, #layout.smem<64x16xbf16, swizzle = 32B, major = K>>, !tile.buffer<8x16xbf16, #layout.smem<8x16xbf16, swizzle = 32B, major = K>>, !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    // expected-error @below {{tile-dispatch: tile.fill: dispatch = "memset" names no variant; expected one of row_tile, splat}}
    %z = tile.fill 0.0 scope(warpgroup) {dispatch = "memset"} : !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%A: !tile.global<?x?xbf16, col_major>, %m: index) kernel attributes {block = [128, 1, 1]} {
    %c0 = arith.constant 0 : index
    %bar = aproxy.mbarrier_alloc count(1) : !aproxy.mbarrier<1>
    %s = tile.alloc scope(cta) : !tile.buffer<64x32xbf16, #layout.smem<64x32xbf16, swizzle = 64B, major = K>>
    %g = tile.view %A[%m : 64, 0 : 32] : !tile.global<?x?xbf16, col_major> -> !tile.global<64x32xbf16, col_major>
    // expected-error-re @below {{tile-dispatch: tile.copy_async: no dispatch variant applies; declined:{{.*}}tma (priority 100): expected scope thread or warp or warpgroup, found cta}}
    tile.copy_async %g -> %s barrier(%bar[%c0]) scope(cta) : !tile.global<64x32xbf16, col_major> -> !tile.buffer<64x32xbf16, #layout.smem<64x32xbf16, swizzle = 64B, major = K>>, !aproxy.mbarrier<1>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%A: !tile.global<?x?xbf16, col_major>, %m: index) kernel attributes {block = [128, 1, 1]} {
    %c0 = arith.constant 0 : index
    %bar = aproxy.mbarrier_alloc count(1) : !aproxy.mbarrier<1>
    %s = tile.alloc scope(cta) : !tile.buffer<64x32xbf16, #layout.smem<64x32xbf16, swizzle = 64B, major = K>>
    %g = tile.view %A[%m : 64, 0 : 32] : !tile.global<?x?xbf16, col_major> -> !tile.global<64x32xbf16, col_major>
    // expected-error @below {{tile-dispatch: tile.copy_async: forced variant 'tma' does not apply: expected an MN-major shared tile (its first coordinate contiguous, like the col_major global columns), found major = K}}
    tile.copy_async %g -> %s barrier(%bar[%c0]) scope(thread) {dispatch = "tma"} : !tile.global<64x32xbf16, col_major> -> !tile.buffer<64x32xbf16, #layout.smem<64x32xbf16, swizzle = 64B, major = K>>, !aproxy.mbarrier<1>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%C: !tile.global<?x?xf8E4M3FN, row_major>, %m: index) kernel attributes {block = [128, 1, 1]} {
    %s = tile.alloc scope(cta) : !tile.buffer<128x64xf8E4M3FN, #layout.smem<128x64xf8E4M3FN, swizzle = 128B, major = MN>>
    %g = tile.view %C[%m : 128, 0 : 64] : !tile.global<?x?xf8E4M3FN, row_major> -> !tile.global<128x64xf8E4M3FN, row_major>
    // expected-error-re @below {{tile-dispatch: tile.copy: no dispatch variant applies; declined:{{.*}}tma (priority 100): expected a K-major shared tile (its second coordinate contiguous, like the row_major global rows), found major = MN{{.*}}stmatrix (priority 80): expected src in register memory, found shared{{.*}}ldmatrix (priority 70): expected dst in register memory, found global{{.*}}rows (priority 60): expected src in register memory, found shared{{.*}}vectorized (priority 50): expected a K-major shared tile (16 contiguous bytes per chunk along the global rows), found major = MN{{.*}}scalar (priority 10): expected src elements of 16 or 32 bits, found f8E4M3FN}}
    tile.copy %s -> %g scope(warpgroup) : !tile.buffer<128x64xf8E4M3FN, #layout.smem<128x64xf8E4M3FN, swizzle = 128B, major = MN>> -> !tile.global<128x64xf8E4M3FN, row_major>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    %s = tile.alloc scope(cta) : !tile.buffer<64x8xf32, #layout.smem<64x8xf32, swizzle = 32B, major = K>>
    %f = tile.fill 2.0 scope(warpgroup) : !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>>
    // expected-error @below {{tile-dispatch: tile.copy: forced variant 'stmatrix' does not apply: expected 16-bit elements (.b16 matrices), found f32}}
    tile.copy %f -> %s scope(warpgroup) {dispatch = "stmatrix"} : !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>> -> !tile.buffer<64x8xf32, #layout.smem<64x8xf32, swizzle = 32B, major = K>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    %f = tile.fill 2.0 scope(warpgroup) : !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>>
    // expected-error-re @below {{tile-dispatch: tile.reduce_sum: no dispatch variant applies; declined:{{.*}}quad_shuffle (priority 10): expected scope warpgroup or warp: a row of a wgmma accumulator fragment spans the 4 lanes of a quad (PTX ISA 9.7.15.5.1.1), found thread}}
    %r = tile.reduce_sum %f scope(thread) : !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>> -> !tile.frag<64xf32, #layout.wgmma_acc<64x8xf32>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    %f = tile.fill 2.0 scope(warpgroup) : !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>>
    // expected-error @below {{per_register (priority 10): expected a conversion among f32, f16 and bf16 (cvt, PTX ISA 9.7.9.21), found f32 -> f8E4M3FN}}
    %r = tile.cast %f scope(warpgroup) : !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>> -> !tile.frag<64x8xf8E4M3FN, #layout.wgmma_acc<64x8xf32>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%C: !tile.global<?x?xf32, row_major>, %m: index) kernel attributes {block = [128, 1, 1]} {
    %s = tile.alloc scope(cta) : !tile.buffer<64x8xf32, #layout.smem<64x8xf32, swizzle = 32B, major = K>>
    %f = tile.fill 2.0 scope(warpgroup) : !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>>
    %g = tile.view %C[%m : 64, 0 : 8] : !tile.global<?x?xf32, row_major> -> !tile.global<64x8xf32, row_major>
    tile.copy %f -> %g scope(warpgroup) : !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>> -> !tile.global<64x8xf32, row_major>
    // expected-error @below {{tile-dispatch: tile.copy: variant 'tma': kernel argument 0 is already passed as memref<?x?xf32>; a global tensor travels as one kernel parameter, so every copy of it must use the same form (found a use that needs !aproxy.tensormap<2, f32, box = [8, 64], swizzle = "32B">)}}
    tile.copy %s -> %g scope(warpgroup) : !tile.buffer<64x8xf32, #layout.smem<64x8xf32, swizzle = 32B, major = K>> -> !tile.global<64x8xf32, row_major>
    gpu.return
  }
}

// -----

func.func @host() {
  // expected-error @below {{tile-dispatch: tile.fill: expected to be inside a gpu.func kernel}}
  %f = tile.fill 2.0 scope(warpgroup) : !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>>
  func.return
}

// -----

gpu.module @m {
  // expected-error @below {{tile-dispatch: tile.alloc result is still used by test.op after dispatch (only tile ops may use tile buffers)}}
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    %s = tile.alloc scope(cta) : !tile.buffer<64x8xf32, #layout.smem<64x8xf32, swizzle = 32B, major = K>>
    "test.op"(%s) : (!tile.buffer<64x8xf32, #layout.smem<64x8xf32, swizzle = 32B, major = K>>) -> ()
    %f = tile.fill 2.0 scope(warpgroup) : !tile.frag<64x8xf32, #layout.wgmma_acc<64x8xf32>>
    gpu.return
  }
}
