// python -m tirx_mlir.lang.gemm_persistent --stages 4 --split 2   (docs/gemm.md, docs/lang.md)
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
      %6 = arith.maxui %4, %5 : index
      %7 = arith.index_cast %M : i32 to index
      %8 = arith.constant 127 : index
      %9 = arith.addi %7, %8 : index
      %10 = arith.constant 128 : index
      %11 = arith.divui %9, %10 : index
      %12 = arith.index_cast %N : i32 to index
      %13 = arith.constant 255 : index
      %14 = arith.addi %12, %13 : index
      %15 = arith.constant 256 : index
      %16 = arith.divui %14, %15 : index
      %17 = gpu.block_id x
      %18 = gpu.grid_dim x
      %19 = arith.muli %11, %16 : index
      %20 = tile.alloc scope(cta) : !tile.buffer<4 x 128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>
      %21 = tile.alloc scope(cta) : !tile.buffer<4 x 256x64xbf16, #layout.smem<256x64xbf16, swizzle = 128B, major = K>>
      %22 = tile.alloc scope(cta) : !tile.buffer<2 x 64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>
      %23 = aproxy.pipeline stages(4) full(tx_bytes = 49152) empty(arrivals = 2) : !aproxy.pipeline<4>
      aproxy.specialize {
        aproxy.role "producer" warpgroups(0) regs(40) {
          aproxy.elect_one warpgroup {
            %24 = aproxy.producer_start %23 : !aproxy.pipeline<4>
            %ps = scf.for %t = %17 to %19 step %18 iter_args(%ps_1 = %24) -> (!aproxy.pipe_state) {
              %25, %26 = tile.tile_coord %t tiles(%11, %16) raster("grouped") group(8)
              %27 = arith.constant 128 : index
              %28 = arith.muli %25, %27 : index
              %29 = arith.constant 256 : index
              %30 = arith.muli %26, %29 : index
              %31 = arith.constant 0 : index
              %32 = arith.constant 1 : index
              %ps_2 = scf.for %kt = %31 to %6 step %32 iter_args(%ps_3 = %ps_1) -> (!aproxy.pipe_state) {
                %33 = aproxy.producer_acquire %23, %ps_3 : !aproxy.pipeline<4>
                %34 = arith.constant 64 : index
                %35 = arith.muli %kt, %34 : index
                %36 = tile.view %20[%33][:, :] : !tile.buffer<4 x 128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>
                %37 = tile.view %21[%33][:, :] : !tile.buffer<4 x 256x64xbf16, #layout.smem<256x64xbf16, swizzle = 128B, major = K>> -> !tile.buffer<256x64xbf16, #layout.smem<256x64xbf16, swizzle = 128B, major = K>>
                %38 = tile.view %A[%28 : 128, %35 : 64] : !tile.global<?x?xbf16, row_major> -> !tile.global<128x64xbf16, row_major>
                %39 = tile.view %B[%30 : 256, %35 : 64] : !tile.global<?x?xbf16, row_major> -> !tile.global<256x64xbf16, row_major>
                tile.copy_async %38 -> %36 barrier(%23[%33]) scope(thread) : !tile.global<128x64xbf16, row_major> -> !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>, !aproxy.pipeline<4>
                tile.copy_async %39 -> %37 barrier(%23[%33]) scope(thread) : !tile.global<256x64xbf16, row_major> -> !tile.buffer<256x64xbf16, #layout.smem<256x64xbf16, swizzle = 128B, major = K>>, !aproxy.pipeline<4>
                %40 = aproxy.advance %ps_3
                scf.yield %40 : !aproxy.pipe_state
              }
              scf.yield %ps_2 : !aproxy.pipe_state
            }
          }
        }
        aproxy.role "consumer" warpgroups(1, 2) regs(232) {
          %41 = aproxy.warpgroup_index
          %42 = arith.constant 64 : index
          %43 = arith.muli %41, %42 : index
          %44 = aproxy.consumer_start %23 : !aproxy.pipeline<4>
          %45 = tile.view %22[%41][:, :] : !tile.buffer<2 x 64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>
          %cs = scf.for %t_1 = %17 to %19 step %18 iter_args(%cs_1 = %44) -> (!aproxy.pipe_state) {
            %46, %47 = tile.tile_coord %t_1 tiles(%11, %16) raster("grouped") group(8)
            %48 = arith.constant 128 : index
            %49 = arith.muli %46, %48 : index
            %50 = arith.constant 256 : index
            %51 = arith.muli %47, %50 : index
            %52 = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
            %53 = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
            %54 = arith.constant 0 : index
            %55 = arith.constant 1 : index
            %acc0, %acc1, %cs_2 = scf.for %kt_1 = %54 to %6 step %55 iter_args(%acc0_1 = %52, %acc1_1 = %53, %cs_3 = %cs_1) -> (!tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, !aproxy.pipe_state) {
              %56 = aproxy.consumer_wait %23, %cs_3 : !aproxy.pipeline<4>
              %57 = tile.view %20[%56][%43 : 64, :] : !tile.buffer<4 x 128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>> -> !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>
              %58 = tile.view %21[%56][0 : 128, :] : !tile.buffer<4 x 256x64xbf16, #layout.smem<256x64xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>
              %59 = tile.gemm_async %57, %58, %acc0_1 scope(warpgroup) : !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>, !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
              %60 = tile.view %21[%56][128 : 128, :] : !tile.buffer<4 x 256x64xbf16, #layout.smem<256x64xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>
              %61 = tile.gemm_async %57, %60, %acc1_1 scope(warpgroup) : !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>, !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
              aproxy.wgmma_wait 0
              %62 = aproxy.advance %cs_3
              aproxy.consumer_release %23, %cs_3 : !aproxy.pipeline<4>
              scf.yield %59, %61, %62 : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, !aproxy.pipe_state
            }
            %63 = arith.addi %49, %43 : index
            %64 = tile.cast %acc0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>>
            %65 = tile.view %C[%63 : 64, %51 : 128] : !tile.global<?x?xbf16, row_major> -> !tile.global<64x128xbf16, row_major>
            tile.store_wait 0 read scope(warpgroup)
            tile.copy %64 -> %45 scope(warpgroup) : !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>> -> !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>
            tile.store_async %45 -> %65 scope(warpgroup) : !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>> -> !tile.global<64x128xbf16, row_major>
            %66 = tile.cast %acc1 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>>
            %67 = arith.constant 128 : index
            %68 = arith.addi %51, %67 : index
            %69 = tile.view %C[%63 : 64, %68 : 128] : !tile.global<?x?xbf16, row_major> -> !tile.global<64x128xbf16, row_major>
            tile.store_wait 0 read scope(warpgroup)
            tile.copy %66 -> %45 scope(warpgroup) : !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>> -> !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>
            tile.store_async %45 -> %69 scope(warpgroup) : !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>> -> !tile.global<64x128xbf16, row_major>
            scf.yield %cs_2 : !aproxy.pipe_state
          }
          tile.store_wait 0 scope(warpgroup)
        }
      }
      gpu.return
    }
  }
}
