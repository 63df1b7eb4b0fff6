// RUN: tirx-opt %s --split-input-file -p aproxy-verify-sync --verify-diagnostics=only-expected
// Blind spot 9 (issue 11): collective ops run by too few threads. Each op's declared
// execution width (SyncSemantics.width: warp for elect.sync, warpgroup for wgmma and
// warpgroup-scope tile ops, cta for scope(cta)) against the threads that reach it.

// A warpgroup GEMM inside elect_one: one thread issues a .sync.aligned warpgroup op.
gpu.module @m {
  gpu.func @gemm_in_elect() kernel attributes {block = [256, 1, 1]} {
    %a = tile.alloc scope(cta) : !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>
    %b = tile.alloc scope(cta) : !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>
    aproxy.specialize {
      aproxy.role "producer" warpgroups(0) {
      }
      aproxy.role "consumer" warpgroups(1) {
        %acc = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
        aproxy.elect_one warpgroup {
          // expected-error @below {{aproxy-verify-sync: tile.gemm_async: width: tile.gemm_async executes with width warpgroup (128 threads together, .sync.aligned) but 1 thread of warpgroup 1 reach it (role 'consumer': warpgroups 1, 128 threads; inside elect_one warpgroup: 1 thread(s))}}
          %acc2 = tile.gemm_async %a, %b, %acc scope(warpgroup) : !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>, !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
        }
      }
    }
    gpu.return
  }
}

// -----

// elect_one warp nested in elect_one warpgroup: elect.sync with a full mask executed by one thread.
gpu.module @m {
  gpu.func @nested_elect() kernel attributes {block = [128, 1, 1]} {
    %c0 = arith.constant 0 : index
    %b = aproxy.mbarrier_alloc count(1) : !aproxy.mbarrier<1>
    aproxy.elect_one warpgroup {
      // expected-error @below {{aproxy-verify-sync: aproxy.elect_one: width: aproxy.elect_one executes with width warp (32 threads together, .sync.aligned) but 1 thread of warp 0 reach it (inside elect_one warpgroup: 1 thread(s))}}
      aproxy.elect_one warp {
        aproxy.mbarrier_init %b[%c0], arrivals(1) : !aproxy.mbarrier<1>
      }
    }
    gpu.return
  }
}

// -----

// A scope(cta) copy inside a one-warpgroup role of a 256-thread block: dispatch spreads it
// over the whole block, so half of the tile would never be copied.
gpu.module @m {
  gpu.func @cta_copy_in_role(%g: !tile.global<128x64xbf16, row_major>) kernel attributes {block = [256, 1, 1]} {
    %s = tile.alloc scope(cta) : !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>
    aproxy.specialize {
      aproxy.role "epilogue" warpgroups(0) {
        // expected-error @below {{aproxy-verify-sync: tile.copy: width: tile.copy has width cta (every thread of the block) but 128 of the block's 256 threads reach it (role 'epilogue': warpgroups 0, 128 threads)}}
        tile.copy %g -> %s scope(cta) : !tile.global<128x64xbf16, row_major> -> !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>
      }
      aproxy.role "other" warpgroups(1) {
      }
    }
    gpu.return
  }
}

// -----

// A warpgroup fragment in a 64-thread block.
gpu.module @m {
  gpu.func @small_block(%g: !tile.global<64x128xbf16, row_major>) kernel attributes {block = [64, 1, 1]} {
    %b = aproxy.mbarrier_alloc count(1) : !aproxy.mbarrier<1>
    %acc = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>>
    // expected-error @below {{aproxy-verify-sync: tile.copy: width: tile.copy executes with width warpgroup (128 threads together, .sync.aligned) but 64 threads of warpgroup 0 reach it; the block has 64 threads}}
    tile.copy %acc -> %g scope(warpgroup) : !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>> -> !tile.global<64x128xbf16, row_major>
    gpu.return
  }
}
