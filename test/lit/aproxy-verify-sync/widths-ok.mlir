// RUN: tirx-opt %s --split-input-file -p aproxy-verify-sync 2>&1 >/dev/null | filecheck %s
// The correct twins of widths.mlir: each collective op reached by the threads its width
// needs (tile-level kernels are then refused for the rest of the check, with no error).

// CHECK: aproxy-verify-sync: @gemm_by_warpgroup: not checked: tile.alloc: a tile-level op: run aproxy-verify-sync after tile-dispatch
// CHECK-NOT: : width:
gpu.module @m {
  gpu.func @gemm_by_warpgroup() kernel attributes {block = [256, 1, 1]} {
    %a = tile.alloc scope(cta) : !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>
    %b = tile.alloc scope(cta) : !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>
    aproxy.specialize {
      aproxy.role "producer" warpgroups(0) {
      }
      aproxy.role "consumer" warpgroups(1) {
        %acc = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
        %acc2 = tile.gemm_async %a, %b, %acc scope(warpgroup) : !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>, !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
      }
    }
    gpu.return
  }
}

// -----

// elect_one warp directly in a warpgroup: every lane of each warp runs elect.sync.
// CHECK: aproxy-verify-sync: @warp_elect: 1 roles, 1 warpgroups, 1 barrier arrays (1 mbarriers), no pipeline, unrolled 5 iterations, {{[0-9]+}} states: no findings
gpu.module @m {
  gpu.func @warp_elect() kernel attributes {block = [128, 1, 1]} {
    %c0 = arith.constant 0 : index
    %tid = gpu.thread_id x
    %b = aproxy.mbarrier_alloc count(1) : !aproxy.mbarrier<1>
    %w0 = arith.constant 32 : index
    %first = arith.cmpi ult, %tid, %w0 : index
    scf.if %first {
      aproxy.elect_one warp {
        aproxy.mbarrier_init %b[%c0], arrivals(1) : !aproxy.mbarrier<1>
      }
    }
    gpu.return
  }
}
