// python -m tirx_mlir.kernels.gemm_persistent --stages 4 --split 2   (docs/gemm.md)
// tirx-opt examples/gemm_persistent.mlir -p tirx-to-ptx -t ptx | ptxas -arch=sm_90a -o gemm.cubin -
builtin.module {
  gpu.module @kernels {
    gpu.func @gemm_bf16(%A: !tile.global<?x?xbf16, row_major>, %B: !tile.global<?x?xbf16, row_major>, %C: !tile.global<?x?xbf16, row_major>, %M: i32, %N: i32, %K: i32) kernel attributes {block = [384 : i64, 1 : i64, 1 : i64]} {
      %0 = arith.index_cast %K : i32 to index
      %1 = arith.constant 63 : index
      %2 = arith.addi %0, %1 : index
      %3 = arith.constant 64 : index
      %4 = arith.divui %2, %3 : index
      %5 = arith.constant 1 : index
      %k_tiles = arith.maxui %4, %5 : index
      %6 = arith.index_cast %M : i32 to index
      %7 = arith.constant 127 : index
      %8 = arith.addi %6, %7 : index
      %9 = arith.constant 128 : index
      %m_tiles = arith.divui %8, %9 : index
      %10 = arith.index_cast %N : i32 to index
      %11 = arith.constant 255 : index
      %12 = arith.addi %10, %11 : index
      %13 = arith.constant 256 : index
      %n_tiles = arith.divui %12, %13 : index
      %bid = gpu.block_id x
      %grid = gpu.grid_dim x
      %tiles = arith.muli %m_tiles, %n_tiles : index
      %sA = tile.alloc scope(cta) : !tile.buffer<4 x 128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>
      %sB = tile.alloc scope(cta) : !tile.buffer<4 x 256x64xbf16, #layout.smem<256x64xbf16, swizzle = 128B, major = K>>
      %sC = tile.alloc scope(cta) : !tile.buffer<2 x 64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>
      %pipe = aproxy.pipeline stages(4) full(tx_bytes = 49152) empty(arrivals = 2) : !aproxy.pipeline<4>
      aproxy.specialize {
        aproxy.role "producer" warpgroups(0) regs(40) {
          aproxy.elect_one warpgroup {
            %ps0 = aproxy.producer_start %pipe : !aproxy.pipeline<4>
            %14 = scf.for %t = %bid to %tiles step %grid iter_args(%st = %ps0) -> (!aproxy.pipe_state) {
              %15, %16 = tile.tile_coord %t tiles(%m_tiles, %n_tiles) raster("grouped") group(8)
              %17 = arith.constant 128 : index
              %m0 = arith.muli %15, %17 : index
              %18 = arith.constant 256 : index
              %n0 = arith.muli %16, %18 : index
              %19 = arith.constant 0 : index
              %20 = arith.constant 1 : index
              %21 = scf.for %kt = %19 to %k_tiles step %20 iter_args(%ps = %st) -> (!aproxy.pipe_state) {
                %stage = aproxy.producer_acquire %pipe, %ps : !aproxy.pipeline<4>
                %22 = arith.constant 64 : index
                %k0 = arith.muli %kt, %22 : index
                %a_s = tile.view %sA[%stage][:, :] : !tile.buffer<4 x 128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>
                %b_s = tile.view %sB[%stage][:, :] : !tile.buffer<4 x 256x64xbf16, #layout.smem<256x64xbf16, swizzle = 128B, major = K>> -> !tile.buffer<256x64xbf16, #layout.smem<256x64xbf16, swizzle = 128B, major = K>>
                %a_g = tile.view %A[%m0 : 128, %k0 : 64] : !tile.global<?x?xbf16, row_major> -> !tile.global<128x64xbf16, row_major>
                %b_g = tile.view %B[%n0 : 256, %k0 : 64] : !tile.global<?x?xbf16, row_major> -> !tile.global<256x64xbf16, row_major>
                tile.copy_async %a_g -> %a_s barrier(%pipe[%stage]) scope(thread) : !tile.global<128x64xbf16, row_major> -> !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>, !aproxy.pipeline<4>
                tile.copy_async %b_g -> %b_s barrier(%pipe[%stage]) scope(thread) : !tile.global<256x64xbf16, row_major> -> !tile.buffer<256x64xbf16, #layout.smem<256x64xbf16, swizzle = 128B, major = K>>, !aproxy.pipeline<4>
                %23 = aproxy.advance %ps
                scf.yield %23 : !aproxy.pipe_state
              }
              scf.yield %21 : !aproxy.pipe_state
            }
          }
        }
        aproxy.role "consumer" warpgroups(1, 2) regs(232) {
          %wg = aproxy.warpgroup_index
          %24 = arith.constant 64 : index
          %row0 = arith.muli %wg, %24 : index
          %cs0 = aproxy.consumer_start %pipe : !aproxy.pipeline<4>
          %c_s = tile.view %sC[%wg][:, :] : !tile.buffer<2 x 64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>
          %25 = scf.for %t_1 = %bid to %tiles step %grid iter_args(%st_1 = %cs0) -> (!aproxy.pipe_state) {
            %26, %27 = tile.tile_coord %t_1 tiles(%m_tiles, %n_tiles) raster("grouped") group(8)
            %28 = arith.constant 128 : index
            %m0_1 = arith.muli %26, %28 : index
            %29 = arith.constant 256 : index
            %n0_1 = arith.muli %27, %29 : index
            %zero = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
            %zero_1 = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
            %30 = arith.constant 0 : index
            %31 = arith.constant 1 : index
            %d, %d_1, %32 = scf.for %kt_1 = %30 to %k_tiles step %31 iter_args(%acc = %zero, %acc_1 = %zero_1, %cs = %st_1) -> (!tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, !aproxy.pipe_state) {
              %stage_1 = aproxy.consumer_wait %pipe, %cs : !aproxy.pipeline<4>
              %a = tile.view %sA[%stage_1][%row0 : 64, :] : !tile.buffer<4 x 128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>> -> !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>
              %b = tile.view %sB[%stage_1][0 : 128, :] : !tile.buffer<4 x 256x64xbf16, #layout.smem<256x64xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>
              %acc2 = tile.gemm_async %a, %b, %acc scope(warpgroup) : !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>, !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
              %b_1 = tile.view %sB[%stage_1][128 : 128, :] : !tile.buffer<4 x 256x64xbf16, #layout.smem<256x64xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>
              %acc2_1 = tile.gemm_async %a, %b_1, %acc_1 scope(warpgroup) : !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>, !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
              aproxy.wgmma_wait 0
              %33 = aproxy.advance %cs
              aproxy.consumer_release %pipe, %cs : !aproxy.pipeline<4>
              scf.yield %acc2, %acc2_1, %33 : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, !aproxy.pipe_state
            }
            %34 = arith.addi %m0_1, %row0 : index
            %out = tile.cast %d scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>>
            %c = tile.view %C[%34 : 64, %n0_1 : 128] : !tile.global<?x?xbf16, row_major> -> !tile.global<64x128xbf16, row_major>
            tile.store_wait 0 read scope(warpgroup)
            tile.copy %out -> %c_s scope(warpgroup) : !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>> -> !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>
            tile.store_async %c_s -> %c scope(warpgroup) : !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>> -> !tile.global<64x128xbf16, row_major>
            %out_1 = tile.cast %d_1 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>>
            %35 = arith.constant 128 : index
            %36 = arith.addi %n0_1, %35 : index
            %c_1 = tile.view %C[%34 : 64, %36 : 128] : !tile.global<?x?xbf16, row_major> -> !tile.global<64x128xbf16, row_major>
            tile.store_wait 0 read scope(warpgroup)
            tile.copy %out_1 -> %c_s scope(warpgroup) : !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>> -> !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>
            tile.store_async %c_s -> %c_1 scope(warpgroup) : !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>> -> !tile.global<64x128xbf16, row_major>
            scf.yield %32 : !aproxy.pipe_state
          }
          tile.store_wait 0 scope(warpgroup)
        }
      }
      gpu.return
    }
  }
}
