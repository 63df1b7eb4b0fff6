// RUN: tirx-opt %s -p aproxy-verify-sync 2>&1 >/dev/null | filecheck %s
// RUN: tirx-opt %s -p 'tile-dispatch,lower-layout,aproxy-verify-sync' 2>&1 >/dev/null | filecheck %s --check-prefix=DISPATCHED
// Blind spot 5 (issue 11), the third false positive: Tile-level IR (python -m tirx_mlir.lang.gemm, a correct GEMM): refused with
// the pass to run first, never a finding; after tile-dispatch it is checked clean.
// CHECK: aproxy-verify-sync: @gemm_bf16: not checked: tile.alloc: a tile-level op: run aproxy-verify-sync after tile-dispatch (tirx-opt -p 'tile-dispatch,lower-layout,aproxy-verify-sync')
// CHECK-NOT: error
// DISPATCHED: aproxy-verify-sync: @gemm_bf16: 2 roles, 3 warpgroups, 1 barrier arrays (8 mbarriers), 1 pipeline(s) of 4 stages, unrolled 17 iterations, {{[0-9]+}} states: no findings
  gpu.module @kernels {
    gpu.func @gemm_bf16(%A: !tile.global<?x?xbf16, row_major>, %B: !tile.global<?x?xbf16, row_major>, %C: !tile.global<?x?xbf16, row_major>, %K: i32) kernel attributes {block = [384 : i64, 1 : i64, 1 : i64]} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %0 = arith.index_cast %K : i32 to index
      %1 = arith.constant 63 : index
      %2 = arith.addi %0, %1 : index
      %3 = arith.constant 64 : index
      %k_tiles = arith.divui %2, %3 : index
      %4 = gpu.block_id y
      %5 = arith.constant 128 : index
      %m0 = arith.muli %4, %5 : index
      %6 = gpu.block_id x
      %7 = arith.constant 128 : index
      %n0 = arith.muli %6, %7 : index
      %sA = tile.alloc scope(cta) : !tile.buffer<4 x 128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>
      %sB = tile.alloc scope(cta) : !tile.buffer<4 x 128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>
      %pipe = aproxy.pipeline stages(4) full(tx_bytes = 32768) empty(arrivals = 2) : !aproxy.pipeline<4>
      aproxy.specialize {
        aproxy.role "producer" warpgroups(0) regs(40) {
          aproxy.elect_one warpgroup {
            %ps0 = aproxy.producer_start %pipe : !aproxy.pipeline<4>
            %8 = arith.constant 0 : index
            %9 = arith.constant 1 : index
            %10 = scf.for %kt = %8 to %k_tiles step %9 iter_args(%ps = %ps0) -> (!aproxy.pipe_state) {
              %stage = aproxy.producer_acquire %pipe, %ps : !aproxy.pipeline<4>
              %11 = arith.constant 64 : index
              %k0 = arith.muli %kt, %11 : index
              %a_s = tile.view %sA[%stage][:, :] : !tile.buffer<4 x 128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>
              %b_s = tile.view %sB[%stage][:, :] : !tile.buffer<4 x 128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>
              %a_g = tile.view %A[%m0 : 128, %k0 : 64] : !tile.global<?x?xbf16, row_major> -> !tile.global<128x64xbf16, row_major>
              %b_g = tile.view %B[%n0 : 128, %k0 : 64] : !tile.global<?x?xbf16, row_major> -> !tile.global<128x64xbf16, row_major>
              tile.copy_async %a_g -> %a_s barrier(%pipe[%stage]) scope(thread) : !tile.global<128x64xbf16, row_major> -> !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>, !aproxy.pipeline<4>
              tile.copy_async %b_g -> %b_s barrier(%pipe[%stage]) scope(thread) : !tile.global<128x64xbf16, row_major> -> !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>, !aproxy.pipeline<4>
              %12 = aproxy.advance %ps
              scf.yield %12 : !aproxy.pipe_state
            }
          }
        }
        aproxy.role "consumer" warpgroups(1, 2) regs(232) {
          %wg = aproxy.warpgroup_index
          %13 = arith.constant 64 : index
          %row0 = arith.muli %wg, %13 : index
          %cs0 = aproxy.consumer_start %pipe : !aproxy.pipeline<4>
          %zero = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
          %14 = arith.constant 0 : index
          %15 = arith.constant 1 : index
          %d, %16 = scf.for %kt_1 = %14 to %k_tiles step %15 iter_args(%acc = %zero, %cs = %cs0) -> (!tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, !aproxy.pipe_state) {
            %stage_1 = aproxy.consumer_wait %pipe, %cs : !aproxy.pipeline<4>
            %a = tile.view %sA[%stage_1][%row0 : 64, :] : !tile.buffer<4 x 128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>> -> !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>
            %b = tile.view %sB[%stage_1][:, :] : !tile.buffer<4 x 128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>
            %acc2 = tile.gemm_async %a, %b, %acc scope(warpgroup) : !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>, !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
            aproxy.wgmma_wait 0
            %17 = aproxy.advance %cs
            aproxy.consumer_release %pipe, %cs : !aproxy.pipeline<4>
            scf.yield %acc2, %17 : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, !aproxy.pipe_state
          }
          %out = tile.cast %d scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>>
          %18 = arith.addi %m0, %row0 : index
          %c = tile.view %C[%18 : 64, %n0 : 128] : !tile.global<?x?xbf16, row_major> -> !tile.global<64x128xbf16, row_major>
          tile.copy %out -> %c scope(warpgroup) : !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>> -> !tile.global<64x128xbf16, row_major>
        }
      }
      gpu.return
    }
  }
