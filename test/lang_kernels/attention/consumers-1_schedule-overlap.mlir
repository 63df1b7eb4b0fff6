builtin.module {
  gpu.module @kernels {
    gpu.func @attention(%Q: !tile.global<?x?xbf16, row_major>, %K: !tile.global<?x?xbf16, row_major>, %V: !tile.global<?x?xbf16, col_major>, %O: !tile.global<?x?xbf16, row_major>, %LSE: !tile.global<?xf32, row_major>, %seq_q: i32, %seq_kv: i32, %heads: i32, %group: i32, %scale_log2: f32, %batch: i32) kernel attributes {block = [256 : i64, 1 : i64, 1 : i64]} {
      %sq = arith.index_cast %seq_q : i32 to index
      %skv = arith.index_cast %seq_kv : i32 to index
      %0 = arith.index_cast %heads : i32 to index
      %1 = arith.index_cast %group : i32 to index
      %2 = gpu.block_id x
      %h = gpu.block_id y
      %bz = gpu.block_id z
      %3 = arith.constant 64 : index
      %4 = arith.muli %2, %3 : index
      %5 = arith.constant 64 : index
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
      %sQ = tile.alloc scope(cta) : !tile.buffer<1 x 64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>
      %sK = tile.alloc scope(cta) : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>
      %sV = tile.alloc scope(cta) : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>
      %qpipe = aproxy.pipeline stages(1) full(tx_bytes = 16384) empty(arrivals = 1) : !aproxy.pipeline<1>
      %kpipe = aproxy.pipeline stages(3) full(tx_bytes = 32768) empty(arrivals = 1) : !aproxy.pipeline<3>
      %vpipe = aproxy.pipeline stages(3) full(tx_bytes = 32768) empty(arrivals = 1) : !aproxy.pipeline<3>
      aproxy.specialize {
        aproxy.role "producer" warpgroups(0) regs(24) {
          aproxy.elect_one warpgroup {
            %18 = aproxy.producer_start %qpipe : !aproxy.pipeline<1>
            %19 = aproxy.producer_acquire %qpipe, %18 : !aproxy.pipeline<1>
            %20 = arith.constant 0 : index
            %21 = arith.addi %q_row, %20 : index
            %22 = tile.view %Q[%21 : 64, %kv_col : 128] : !tile.global<?x?xbf16, row_major> -> !tile.global<64x128xbf16, row_major>
            %23 = arith.constant 0 : index
            %24 = tile.view %sQ[%23][:, :] : !tile.buffer<1 x 64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>
            tile.copy_async %22 -> %24 barrier(%qpipe[%19]) scope(thread) : !tile.global<64x128xbf16, row_major> -> !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>, !aproxy.pipeline<1>
            %25 = aproxy.producer_start %kpipe : !aproxy.pipeline<3>
            %26 = arith.constant 0 : index
            %27 = arith.constant 128 : index
            %28 = arith.muli %26, %27 : index
            %29 = arith.addi %kv_row, %28 : index
            %30 = tile.view %K[%29 : 128, %kv_col : 128] : !tile.global<?x?xbf16, row_major> -> !tile.global<128x128xbf16, row_major>
            %31 = tile.view %V[%kv_col : 128, %29 : 128] : !tile.global<?x?xbf16, col_major> -> !tile.global<128x128xbf16, col_major>
            %k_stage = aproxy.producer_acquire %kpipe, %25 : !aproxy.pipeline<3>
            %32 = tile.view %sK[%k_stage][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>
            %33 = tile.view %sV[%k_stage][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>
            tile.copy_async %30 -> %32 barrier(%kpipe[%k_stage]) scope(thread) : !tile.global<128x128xbf16, row_major> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>, !aproxy.pipeline<3>
            %v_stage = aproxy.producer_acquire %vpipe, %25 : !aproxy.pipeline<3>
            %34 = tile.view %sK[%v_stage][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>
            %35 = tile.view %sV[%v_stage][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>
            tile.copy_async %31 -> %35 barrier(%vpipe[%v_stage]) scope(thread) : !tile.global<128x128xbf16, col_major> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>, !aproxy.pipeline<3>
            %36 = aproxy.advance %25
            %37 = arith.constant 1 : index
            %38 = arith.constant 1 : index
            %39 = scf.for %j = %37 to %n_blocks step %38 iter_args(%ps = %36) -> (!aproxy.pipe_state) {
              %40 = arith.constant 128 : index
              %41 = arith.muli %j, %40 : index
              %42 = arith.addi %kv_row, %41 : index
              %43 = tile.view %K[%42 : 128, %kv_col : 128] : !tile.global<?x?xbf16, row_major> -> !tile.global<128x128xbf16, row_major>
              %44 = tile.view %V[%kv_col : 128, %42 : 128] : !tile.global<?x?xbf16, col_major> -> !tile.global<128x128xbf16, col_major>
              %k_stage_1 = aproxy.producer_acquire %kpipe, %ps : !aproxy.pipeline<3>
              %45 = tile.view %sK[%k_stage_1][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>
              %46 = tile.view %sV[%k_stage_1][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>
              tile.copy_async %43 -> %45 barrier(%kpipe[%k_stage_1]) scope(thread) : !tile.global<128x128xbf16, row_major> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>, !aproxy.pipeline<3>
              %v_stage_1 = aproxy.producer_acquire %vpipe, %ps : !aproxy.pipeline<3>
              %47 = tile.view %sK[%v_stage_1][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>
              %48 = tile.view %sV[%v_stage_1][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>
              tile.copy_async %44 -> %48 barrier(%vpipe[%v_stage_1]) scope(thread) : !tile.global<128x128xbf16, col_major> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>, !aproxy.pipeline<3>
              %49 = aproxy.advance %ps
              scf.yield %49 : !aproxy.pipe_state
            }
          }
        }
        aproxy.role "consumer" warpgroups(1) regs(232) {
          %wg = aproxy.warpgroup_index
          %50 = arith.constant 64 : index
          %row0 = arith.muli %wg, %50 : index
          %51 = aproxy.consumer_start %qpipe : !aproxy.pipeline<1>
          %52 = aproxy.consumer_wait %qpipe, %51 : !aproxy.pipeline<1>
          %q = tile.view %sQ[%wg][:, :] : !tile.buffer<1 x 64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>
          %zero_s = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
          %o0 = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
          %m_init = tile.fill -1.0000000150474662e+30 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
          %l0 = tile.fill 0.0 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
          %53 = arith.addi %m0, %row0 : index
          %54 = aproxy.consumer_start %kpipe : !aproxy.pipeline<3>
          %stage0 = aproxy.consumer_wait %kpipe, %54 : !aproxy.pipeline<3>
          %55 = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
          %56 = tile.view %sK[%stage0][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>
          %57 = tile.view %sV[%stage0][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>
          %58 = tile.gemm_async %q, %56, %55 scope(warpgroup) : !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>, !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
          %59 = aproxy.wgmma_wait 0 (%58) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
          aproxy.consumer_release %kpipe, %54 : !aproxy.pipeline<3>
          %60 = arith.constant 0 : index
          %61 = arith.cmpi uge, %60, %n_full : index
          %s_masked = scf.if %61 -> (!tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>) {
            %62 = arith.constant 128 : index
            %63 = arith.muli %60, %62 : index
            %64 = tile.mask %59 rows(%53) cols(%63) limit(%skv) scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
            scf.yield %64 : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
          } else {
            scf.yield %59 : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
          }
          %65 = tile.reduce_max %s_masked scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
          %m_new = tile.max %m_init, %65 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
          %mb = tile.scale %m_new, %scale_log2 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, f32
          %p = tile.exp2 %s_masked scale(%scale_log2) sub(%mb) scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, f32, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
          %alpha = tile.exp2 %m_init scale(%scale_log2) sub(%mb) scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, f32, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
          %66 = tile.mul %l0, %alpha scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
          %67 = tile.reduce_sum %p scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
          %68 = tile.add %66, %67 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
          %69 = arith.constant 1 : index
          %70 = arith.constant 1 : index
          %71 = aproxy.advance %54
          %72, %73, %74, %75, %76, %77, %78 = scf.for %j_1 = %69 to %n_blocks step %70 iter_args(%o = %o0, %m = %m_new, %l = %68, %p_prev = %p, %st_prev = %stage0, %cs_prev = %54, %cs = %71) -> (!tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, index, !aproxy.pipe_state, !aproxy.pipe_state) {
            %stage = aproxy.consumer_wait %kpipe, %cs : !aproxy.pipeline<3>
            %79 = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
            %pb_prev = tile.cast %p_prev scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>>
            %v_stage_2 = aproxy.consumer_wait %vpipe, %cs_prev : !aproxy.pipeline<3>
            %80 = tile.view %sK[%stage][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>
            %81 = tile.view %sV[%stage][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>
            %82 = tile.gemm_async %q, %80, %79 scope(warpgroup) : !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>, !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
            %83 = tile.view %sK[%v_stage_2][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>
            %84 = tile.view %sV[%v_stage_2][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>
            %85 = tile.gemm_async %pb_prev, %84, %o scope(warpgroup) : !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>>, !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
            %s = aproxy.wgmma_wait 1 (%82) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
            aproxy.consumer_release %kpipe, %cs : !aproxy.pipeline<3>
            %86 = arith.cmpi uge, %j_1, %n_full : index
            %s_masked_1 = scf.if %86 -> (!tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>) {
              %87 = arith.constant 128 : index
              %88 = arith.muli %j_1, %87 : index
              %89 = tile.mask %s rows(%53) cols(%88) limit(%skv) scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
              scf.yield %89 : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
            } else {
              scf.yield %s : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
            }
            %90 = tile.reduce_max %s_masked_1 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %m_new_1 = tile.max %m, %90 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %mb_1 = tile.scale %m_new_1, %scale_log2 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, f32
            %p_1 = tile.exp2 %s_masked_1 scale(%scale_log2) sub(%mb_1) scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, f32, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %alpha_1 = tile.exp2 %m scale(%scale_log2) sub(%mb_1) scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, f32, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %91 = tile.mul %l, %alpha_1 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %92 = tile.reduce_sum %p_1 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %93 = tile.add %91, %92 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            aproxy.wgmma_hold %93 : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %94 = aproxy.wgmma_wait 0 (%85) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
            aproxy.consumer_release %vpipe, %cs_prev : !aproxy.pipeline<3>
            %o_new = tile.scale %94, %alpha_1 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %95 = aproxy.advance %cs
            scf.yield %o_new, %m_new_1, %93, %p_1, %stage, %cs, %95 : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, index, !aproxy.pipe_state, !aproxy.pipe_state
          }
          %96 = tile.cast %75 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>>
          %v_stage_3 = aproxy.consumer_wait %vpipe, %77 : !aproxy.pipeline<3>
          %97 = tile.view %sK[%v_stage_3][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>
          %98 = tile.view %sV[%v_stage_3][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>
          %99 = tile.gemm_async %96, %98, %72 scope(warpgroup) : !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>>, !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
          %100 = aproxy.wgmma_wait 0 (%99) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
          aproxy.consumer_release %vpipe, %77 : !aproxy.pipeline<3>
          %101 = tile.fill 1.0 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
          %inv_l = tile.div %101, %74 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
          %102 = tile.scale %100, %inv_l scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
          %103 = tile.cast %102 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>>
          %104 = arith.addi %q_row, %row0 : index
          %105 = tile.view %O[%104 : 64, %kv_col : 128] : !tile.global<?x?xbf16, row_major> -> !tile.global<64x128xbf16, row_major>
          tile.copy %103 -> %q scope(warpgroup) : !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>> -> !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>
          tile.store_async %q -> %105 scope(warpgroup) : !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>> -> !tile.global<64x128xbf16, row_major>
          %106 = arith.constant 0.693147182 : f32
          %107 = tile.scale %73, %scale_log2 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, f32
          %108 = tile.log2 %74 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
          %109 = tile.add %107, %108 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
          %lse = tile.scale %109, %106 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, f32
          %110 = arith.addi %q_row, %row0 : index
          %111 = tile.view %LSE[%110 : 64] : !tile.global<?xf32, row_major> -> !tile.global<64xf32, row_major>
          tile.copy %lse -> %111 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.global<64xf32, row_major>
          tile.store_wait 0 read scope(warpgroup)
          aproxy.consumer_release %qpipe, %51 : !aproxy.pipeline<1>
        }
      }
      gpu.return
    }
  }
}
