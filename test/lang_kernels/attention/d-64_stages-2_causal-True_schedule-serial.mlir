builtin.module {
  gpu.module @kernels {
    gpu.func @attention(%Q: !tile.global<?x?xbf16, row_major>, %K: !tile.global<?x?xbf16, row_major>, %V: !tile.global<?x?xbf16, col_major>, %O: !tile.global<?x?xbf16, row_major>, %LSE: !tile.global<?xf32, row_major>, %seq_q: i32, %seq_kv: i32, %heads: i32, %group: i32, %scale_log2: f32, %batch: i32) kernel attributes {block = [384 : i64, 1 : i64, 1 : i64]} {
      %sq = arith.index_cast %seq_q : i32 to index
      %skv = arith.index_cast %seq_kv : i32 to index
      %0 = arith.index_cast %heads : i32 to index
      %1 = arith.index_cast %group : i32 to index
      %2 = gpu.block_id x
      %h = gpu.block_id y
      %bz = gpu.block_id z
      %3 = arith.constant 127 : index
      %4 = arith.addi %sq, %3 : index
      %5 = arith.constant 128 : index
      %6 = arith.divui %4, %5 : index
      %7 = arith.constant 1 : index
      %8 = arith.subi %6, %7 : index
      %9 = arith.subi %8, %2 : index
      %10 = arith.constant 128 : index
      %11 = arith.muli %9, %10 : index
      %12 = arith.constant 128 : index
      %13 = arith.subi %sq, %12 : index
      %m0 = arith.minui %11, %13 : index
      %hkv = arith.divui %h, %1 : index
      %14 = arith.muli %bz, %0 : index
      %15 = arith.addi %14, %h : index
      %16 = arith.muli %15, %sq : index
      %q_row = arith.addi %16, %m0 : index
      %kv_col = arith.constant 0 : index
      %17 = arith.divui %0, %1 : index
      %18 = arith.muli %bz, %17 : index
      %19 = arith.addi %18, %hkv : index
      %kv_row = arith.muli %19, %skv : index
      %20 = arith.constant 127 : index
      %21 = arith.addi %skv, %20 : index
      %22 = arith.constant 128 : index
      %23 = arith.divui %21, %22 : index
      %24 = arith.constant 128 : index
      %25 = arith.divui %skv, %24 : index
      %26 = arith.constant 127 : index
      %27 = arith.addi %m0, %26 : index
      %28 = arith.constant 128 : index
      %29 = arith.divui %27, %28 : index
      %30 = arith.constant 1 : index
      %31 = arith.addi %29, %30 : index
      %n_blocks = arith.minui %23, %31 : index
      %32 = arith.constant 1 : index
      %33 = arith.addi %m0, %32 : index
      %34 = arith.constant 128 : index
      %35 = arith.divui %33, %34 : index
      %36 = arith.minui %25, %35 : index
      %n_full = arith.minui %36, %n_blocks : index
      %sQ = tile.alloc scope(cta) : !tile.buffer<2 x 64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>
      %sK = tile.alloc scope(cta) : !tile.buffer<2 x 128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>
      %sV = tile.alloc scope(cta) : !tile.buffer<2 x 64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = MN>>
      %qpipe = aproxy.pipeline stages(1) full(tx_bytes = 16384) empty(arrivals = 2) : !aproxy.pipeline<1>
      %kpipe = aproxy.pipeline stages(2) full(tx_bytes = 16384) empty(arrivals = 2) : !aproxy.pipeline<2>
      %vpipe = aproxy.pipeline stages(2) full(tx_bytes = 16384) empty(arrivals = 2) : !aproxy.pipeline<2>
      aproxy.specialize {
        aproxy.role "producer" warpgroups(0) regs(24) {
          aproxy.elect_one warpgroup {
            %37 = aproxy.producer_start %qpipe : !aproxy.pipeline<1>
            %38 = aproxy.producer_acquire %qpipe, %37 : !aproxy.pipeline<1>
            %39 = arith.constant 0 : index
            %40 = arith.addi %q_row, %39 : index
            %41 = tile.view %Q[%40 : 64, %kv_col : 64] : !tile.global<?x?xbf16, row_major> -> !tile.global<64x64xbf16, row_major>
            %42 = arith.constant 0 : index
            %43 = tile.view %sQ[%42][:, :] : !tile.buffer<2 x 64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>> -> !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>
            tile.copy_async %41 -> %43 barrier(%qpipe[%38]) scope(thread) : !tile.global<64x64xbf16, row_major> -> !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>, !aproxy.pipeline<1>
            %44 = arith.constant 64 : index
            %45 = arith.addi %q_row, %44 : index
            %46 = tile.view %Q[%45 : 64, %kv_col : 64] : !tile.global<?x?xbf16, row_major> -> !tile.global<64x64xbf16, row_major>
            %47 = arith.constant 1 : index
            %48 = tile.view %sQ[%47][:, :] : !tile.buffer<2 x 64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>> -> !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>
            tile.copy_async %46 -> %48 barrier(%qpipe[%38]) scope(thread) : !tile.global<64x64xbf16, row_major> -> !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>, !aproxy.pipeline<1>
            %49 = aproxy.producer_start %kpipe : !aproxy.pipeline<2>
            %50 = arith.constant 0 : index
            %51 = arith.constant 1 : index
            %52 = scf.for %j = %50 to %n_blocks step %51 iter_args(%ps = %49) -> (!aproxy.pipe_state) {
              %53 = arith.constant 128 : index
              %54 = arith.muli %j, %53 : index
              %55 = arith.addi %kv_row, %54 : index
              %56 = tile.view %K[%55 : 128, %kv_col : 64] : !tile.global<?x?xbf16, row_major> -> !tile.global<128x64xbf16, row_major>
              %57 = tile.view %V[%kv_col : 64, %55 : 128] : !tile.global<?x?xbf16, col_major> -> !tile.global<64x128xbf16, col_major>
              %k_stage = aproxy.producer_acquire %kpipe, %ps : !aproxy.pipeline<2>
              %58 = tile.view %sK[%k_stage][:, :] : !tile.buffer<2 x 128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>
              %59 = tile.view %sV[%k_stage][:, :] : !tile.buffer<2 x 64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = MN>> -> !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = MN>>
              tile.copy_async %56 -> %58 barrier(%kpipe[%k_stage]) scope(thread) : !tile.global<128x64xbf16, row_major> -> !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>, !aproxy.pipeline<2>
              %v_stage = aproxy.producer_acquire %vpipe, %ps : !aproxy.pipeline<2>
              %60 = tile.view %sK[%v_stage][:, :] : !tile.buffer<2 x 128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>
              %61 = tile.view %sV[%v_stage][:, :] : !tile.buffer<2 x 64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = MN>> -> !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = MN>>
              tile.copy_async %57 -> %61 barrier(%vpipe[%v_stage]) scope(thread) : !tile.global<64x128xbf16, col_major> -> !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = MN>>, !aproxy.pipeline<2>
              %62 = aproxy.advance %ps
              scf.yield %62 : !aproxy.pipe_state
            }
          }
        }
        aproxy.role "consumer" warpgroups(1, 2) regs(240) {
          %wg = aproxy.warpgroup_index
          %63 = arith.constant 64 : index
          %row0 = arith.muli %wg, %63 : index
          %64 = aproxy.consumer_start %qpipe : !aproxy.pipeline<1>
          %65 = aproxy.consumer_wait %qpipe, %64 : !aproxy.pipeline<1>
          %q = tile.view %sQ[%wg][:, :] : !tile.buffer<2 x 64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>> -> !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>
          %zero_s = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
          %o0 = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x64xf32, #layout.wgmma_acc<64x64xf32>>
          %m_init = tile.fill -1.0000000150474662e+30 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
          %l0 = tile.fill 0.0 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
          %66 = arith.addi %m0, %row0 : index
          %67 = aproxy.consumer_start %kpipe : !aproxy.pipeline<2>
          %68 = arith.constant 0 : index
          %69 = arith.constant 1 : index
          %70, %71, %72, %73 = scf.for %j_1 = %68 to %n_blocks step %69 iter_args(%o = %o0, %m = %m_init, %l = %l0, %cs = %67) -> (!tile.frag<64x64xf32, #layout.wgmma_acc<64x64xf32>>, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, !aproxy.pipe_state) {
            %stage = aproxy.consumer_wait %kpipe, %cs : !aproxy.pipeline<2>
            %74 = tile.view %sK[%stage][:, :] : !tile.buffer<2 x 128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>
            %75 = tile.view %sV[%stage][:, :] : !tile.buffer<2 x 64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = MN>> -> !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = MN>>
            %76 = tile.gemm_async %q, %74, %zero_s scope(warpgroup) : !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>, !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
            %s = aproxy.wgmma_wait 0 (%76) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
            aproxy.consumer_release %kpipe, %cs : !aproxy.pipeline<2>
            %77 = arith.cmpi uge, %j_1, %n_full : index
            %s_masked = scf.if %77 -> (!tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>) {
              %78 = arith.constant 128 : index
              %79 = arith.muli %j_1, %78 : index
              %80 = tile.mask %s rows(%66) cols(%79) limit(%skv) causal scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
              scf.yield %80 : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
            } else {
              scf.yield %s : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
            }
            %81 = tile.reduce_max %s_masked scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %m_new = tile.max %m, %81 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %mb = tile.scale %m_new, %scale_log2 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, f32
            %p = tile.exp2 %s_masked scale(%scale_log2) sub(%mb) scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, f32, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %alpha = tile.exp2 %m scale(%scale_log2) sub(%mb) scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, f32, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %82 = tile.mul %l, %alpha scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %83 = tile.reduce_sum %p scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %84 = tile.add %82, %83 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %pb = tile.cast %p scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>>
            %v_stage_1 = aproxy.consumer_wait %vpipe, %cs : !aproxy.pipeline<2>
            %85 = tile.scale %o, %alpha scope(warpgroup) : !tile.frag<64x64xf32, #layout.wgmma_acc<64x64xf32>>, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %86 = tile.view %sK[%v_stage_1][:, :] : !tile.buffer<2 x 128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>
            %87 = tile.view %sV[%v_stage_1][:, :] : !tile.buffer<2 x 64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = MN>> -> !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = MN>>
            %88 = tile.gemm_async %pb, %87, %85 scope(warpgroup) : !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>>, !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = MN>>, !tile.frag<64x64xf32, #layout.wgmma_acc<64x64xf32>>
            %o_new = aproxy.wgmma_wait 0 (%88) : !tile.frag<64x64xf32, #layout.wgmma_acc<64x64xf32>>
            aproxy.consumer_release %vpipe, %cs : !aproxy.pipeline<2>
            %89 = aproxy.advance %cs
            scf.yield %o_new, %m_new, %84, %89 : !tile.frag<64x64xf32, #layout.wgmma_acc<64x64xf32>>, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, !aproxy.pipe_state
          }
          %90 = tile.fill 1.0 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
          %inv_l = tile.div %90, %72 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
          %91 = tile.scale %70, %inv_l scope(warpgroup) : !tile.frag<64x64xf32, #layout.wgmma_acc<64x64xf32>>, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
          %92 = tile.cast %91 scope(warpgroup) : !tile.frag<64x64xf32, #layout.wgmma_acc<64x64xf32>> -> !tile.frag<64x64xbf16, #layout.wgmma_acc<64x64xf32>>
          %93 = arith.addi %q_row, %row0 : index
          %94 = tile.view %O[%93 : 64, %kv_col : 64] : !tile.global<?x?xbf16, row_major> -> !tile.global<64x64xbf16, row_major>
          tile.copy %92 -> %q scope(warpgroup) : !tile.frag<64x64xbf16, #layout.wgmma_acc<64x64xf32>> -> !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>>
          tile.store_async %q -> %94 scope(warpgroup) : !tile.buffer<64x64xbf16, #layout.smem<64x64xbf16, swizzle = 128B, major = K>> -> !tile.global<64x64xbf16, row_major>
          %95 = arith.constant 0.693147182 : f32
          %96 = tile.scale %71, %scale_log2 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, f32
          %97 = tile.log2 %72 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
          %98 = tile.add %96, %97 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
          %lse = tile.scale %98, %95 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, f32
          %99 = arith.addi %q_row, %row0 : index
          %100 = tile.view %LSE[%99 : 64] : !tile.global<?xf32, row_major> -> !tile.global<64xf32, row_major>
          tile.copy %lse -> %100 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.global<64xf32, row_major>
          tile.store_wait 0 read scope(warpgroup)
          aproxy.consumer_release %qpipe, %64 : !aproxy.pipeline<1>
        }
      }
      gpu.return
    }
  }
}
