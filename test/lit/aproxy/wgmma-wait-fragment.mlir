// RUN: tirx-opt %s --split-input-file --verify-diagnostics | filecheck %s
// aproxy.wgmma_wait in tile-level IR: the accumulators it covers may be tile fragments
// (tile.gemm_async results; tile-dispatch turns them into their vectors). Only f32
// accumulator fragments are accepted.
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    %s = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x16xf32, #layout.wgmma_acc<64x16xf32>>
    %r = aproxy.wgmma_wait 0 (%s) : !tile.frag<64x16xf32, #layout.wgmma_acc<64x16xf32>>
    gpu.return
  }
}
// CHECK: %r = aproxy.wgmma_wait 0 (%s) : !tile.frag<64x16xf32, #layout.wgmma_acc<64x16xf32>>

// -----

gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    %s = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x16xbf16, #layout.wgmma_acc<64x16xf32>>
    // expected-error @below {{aproxy.wgmma_wait: expected an f32 accumulator fragment, found !tile.frag<64x16xbf16, #layout.wgmma_acc<64x16xf32>>}}
    %r = aproxy.wgmma_wait 0 (%s) : !tile.frag<64x16xbf16, #layout.wgmma_acc<64x16xf32>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%x: f32) kernel attributes {block = [128, 1, 1]} {
    // expected-error @below {{aproxy.wgmma_wait: expected a wgmma accumulator (a 1-D vector of f32 or i32, or a tile fragment), found f32}}
    %r = aproxy.wgmma_wait 0 (%x) : f32
    gpu.return
  }
}
