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
      %3 = arith.constant 128 : index
      %4 = arith.muli %2, %3 : index
      %5 = arith.constant 128 : index
      %6 = arith.subi %sq, %5 : index
      %m0 = arith.minui %4, %6 : index
      %hkv = arith.divui %h, %1 : index
      %7 = arith.muli %bz, %0 : index
      %8 = arith.addi %7, %h : index
      %9 = arith.muli %8, %sq : index
      %q_row = arith.addi %9, %m0 : index
      %kv_col = arith.constant 0 : index
      %10 = arith.divui %0, %1 : index
      %11 = arith.muli %bz, %10 : index
      %12 = arith.addi %11, %hkv : index
      %kv_row = arith.muli %12, %skv : index
      %13 = arith.constant 127 : index
      %14 = arith.addi %skv, %13 : index
      %15 = arith.constant 128 : index
      %n_blocks = arith.divui %14, %15 : index
      %16 = arith.constant 128 : index
      %17 = arith.divui %skv, %16 : index
      %n_full = arith.minui %17, %n_blocks : index
      %sQ = tile.alloc scope(cta) : !tile.buffer<2 x 64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>
      %sK = tile.alloc scope(cta) : !tile.buffer<2 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>
      %sV = tile.alloc scope(cta) : !tile.buffer<2 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>
      %qpipe = aproxy.pipeline stages(1) full(tx_bytes = 32768) empty(arrivals = 2) : !aproxy.pipeline<1>
      %kpipe = aproxy.pipeline stages(2) full(tx_bytes = 32768) empty(arrivals = 2) : !aproxy.pipeline<2>
      %vpipe = aproxy.pipeline stages(2) full(tx_bytes = 32768) empty(arrivals = 2) : !aproxy.pipeline<2>
      aproxy.specialize {
        aproxy.role "producer" warpgroups(0) regs(24) {
          aproxy.elect_one warpgroup {
            %18 = aproxy.producer_start %qpipe : !aproxy.pipeline<1>
            %19 = aproxy.producer_acquire %qpipe, %18 : !aproxy.pipeline<1>
            %20 = arith.constant 0 : index
            %21 = arith.addi %q_row, %20 : index
            %22 = tile.view %Q[%21 : 64, %kv_col : 128] : !tile.global<?x?xbf16, row_major> -> !tile.global<64x128xbf16, row_major>
            %23 = arith.constant 0 : index
            %24 = tile.view %sQ[%23][:, :] : !tile.buffer<2 x 64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>
            tile.copy_async %22 -> %24 barrier(%qpipe[%19]) scope(thread) : !tile.global<64x128xbf16, row_major> -> !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>, !aproxy.pipeline<1>
            %25 = arith.constant 64 : index
            %26 = arith.addi %q_row, %25 : index
            %27 = tile.view %Q[%26 : 64, %kv_col : 128] : !tile.global<?x?xbf16, row_major> -> !tile.global<64x128xbf16, row_major>
            %28 = arith.constant 1 : index
            %29 = tile.view %sQ[%28][:, :] : !tile.buffer<2 x 64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>
            tile.copy_async %27 -> %29 barrier(%qpipe[%19]) scope(thread) : !tile.global<64x128xbf16, row_major> -> !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>, !aproxy.pipeline<1>
            %30 = aproxy.producer_start %kpipe : !aproxy.pipeline<2>
            %31 = arith.constant 0 : index
            %32 = arith.constant 1 : index
            %33 = scf.for %j = %31 to %n_blocks step %32 iter_args(%ps = %30) -> (!aproxy.pipe_state) {
              %34 = arith.constant 128 : index
              %35 = arith.muli %j, %34 : index
              %36 = arith.addi %kv_row, %35 : index
              %37 = tile.view %K[%36 : 128, %kv_col : 128] : !tile.global<?x?xbf16, row_major> -> !tile.global<128x128xbf16, row_major>
              %38 = tile.view %V[%kv_col : 128, %36 : 128] : !tile.global<?x?xbf16, col_major> -> !tile.global<128x128xbf16, col_major>
              %k_stage = aproxy.producer_acquire %kpipe, %ps : !aproxy.pipeline<2>
              %39 = tile.view %sK[%k_stage][:, :] : !tile.buffer<2 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>
              %40 = tile.view %sV[%k_stage][:, :] : !tile.buffer<2 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>
              tile.copy_async %37 -> %39 barrier(%kpipe[%k_stage]) scope(thread) : !tile.global<128x128xbf16, row_major> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>, !aproxy.pipeline<2>
              %v_stage = aproxy.producer_acquire %vpipe, %ps : !aproxy.pipeline<2>
              %41 = tile.view %sK[%v_stage][:, :] : !tile.buffer<2 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>
              %42 = tile.view %sV[%v_stage][:, :] : !tile.buffer<2 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>
              tile.copy_async %38 -> %42 barrier(%vpipe[%v_stage]) scope(thread) : !tile.global<128x128xbf16, col_major> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>, !aproxy.pipeline<2>
              %43 = aproxy.advance %ps
              scf.yield %43 : !aproxy.pipe_state
            }
          }
        }
        aproxy.role "consumer" warpgroups(1, 2) regs(240) {
          %wg = aproxy.warpgroup_index
          %44 = arith.constant 64 : index
          %row0 = arith.muli %wg, %44 : index
          %45 = aproxy.consumer_start %qpipe : !aproxy.pipeline<1>
          %46 = aproxy.consumer_wait %qpipe, %45 : !aproxy.pipeline<1>
          %q = tile.view %sQ[%wg][:, :] : !tile.buffer<2 x 64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>
          %zero_s = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
          %o0 = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
          %m_init = tile.fill -1.0000000150474662e+30 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
          %l0 = tile.fill 0.0 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
          %47 = arith.addi %m0, %row0 : index
          %48 = aproxy.consumer_start %kpipe : !aproxy.pipeline<2>
          %49 = arith.constant 0 : index
          %50 = arith.constant 1 : index
          %51, %52, %53, %54 = scf.for %j_1 = %49 to %n_blocks step %50 iter_args(%o = %o0, %m = %m_init, %l = %l0, %cs = %48) -> (!tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, !aproxy.pipe_state) {
            %stage = aproxy.consumer_wait %kpipe, %cs : !aproxy.pipeline<2>
            %55 = tile.view %sK[%stage][:, :] : !tile.buffer<2 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>
            %56 = tile.view %sV[%stage][:, :] : !tile.buffer<2 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>
            %57 = tile.gemm_async %q, %55, %zero_s scope(warpgroup) : !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>, !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
            %s = aproxy.wgmma_wait 0 (%57) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
            aproxy.consumer_release %kpipe, %cs : !aproxy.pipeline<2>
            %58 = arith.cmpi uge, %j_1, %n_full : index
            %s_masked = scf.if %58 -> (!tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>) {
              %59 = arith.constant 128 : index
              %60 = arith.muli %j_1, %59 : index
              %61 = tile.mask %s rows(%47) cols(%60) limit(%skv) scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
              scf.yield %61 : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
            } else {
              scf.yield %s : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
            }
            %62 = tile.reduce_max %s_masked scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %m_new = tile.max %m, %62 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %mb = tile.scale %m_new, %scale_log2 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, f32
            %p = tile.exp2 %s_masked scale(%scale_log2) sub(%mb) scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, f32, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %alpha = tile.exp2 %m scale(%scale_log2) sub(%mb) scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, f32, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %63 = tile.mul %l, %alpha scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %64 = tile.reduce_sum %p scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %65 = tile.add %63, %64 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %pb = tile.cast %p scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>>
            %v_stage_1 = aproxy.consumer_wait %vpipe, %cs : !aproxy.pipeline<2>
            %66 = tile.scale %o, %alpha scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %67 = tile.view %sK[%v_stage_1][:, :] : !tile.buffer<2 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>
            %68 = tile.view %sV[%v_stage_1][:, :] : !tile.buffer<2 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>
            %69 = tile.gemm_async %pb, %68, %66 scope(warpgroup) : !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>>, !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
            %o_new = aproxy.wgmma_wait 0 (%69) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
            aproxy.consumer_release %vpipe, %cs : !aproxy.pipeline<2>
            %70 = aproxy.advance %cs
            scf.yield %o_new, %m_new, %65, %70 : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, !aproxy.pipe_state
          }
          %71 = tile.fill 1.0 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
          %inv_l = tile.div %71, %53 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
          %72 = tile.scale %51, %inv_l scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
          %73 = tile.cast %72 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>>
          %74 = arith.addi %q_row, %row0 : index
          %75 = tile.view %O[%74 : 64, %kv_col : 128] : !tile.global<?x?xbf16, row_major> -> !tile.global<64x128xbf16, row_major>
          tile.copy %73 -> %q scope(warpgroup) : !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>> -> !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>
          tile.store_async %q -> %75 scope(warpgroup) : !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>> -> !tile.global<64x128xbf16, row_major>
          %76 = arith.constant 0.693147182 : f32
          %77 = tile.scale %52, %scale_log2 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, f32
          %78 = tile.log2 %53 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
          %79 = tile.add %77, %78 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
          %lse = tile.scale %79, %76 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, f32
          %80 = arith.addi %q_row, %row0 : index
          %81 = tile.view %LSE[%80 : 64] : !tile.global<?xf32, row_major> -> !tile.global<64xf32, row_major>
          tile.copy %lse -> %81 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.global<64xf32, row_major>
          tile.store_wait 0 read scope(warpgroup)
          aproxy.consumer_release %qpipe, %45 : !aproxy.pipeline<1>
        }
      }
      gpu.return
    }
  }
}
