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
      %3 = arith.constant 63 : index
      %4 = arith.addi %sq, %3 : index
      %5 = arith.constant 64 : index
      %6 = arith.divui %4, %5 : index
      %7 = arith.constant 1 : index
      %8 = arith.subi %6, %7 : index
      %9 = arith.subi %8, %2 : index
      %10 = arith.constant 64 : index
      %11 = arith.muli %9, %10 : index
      %12 = arith.constant 64 : index
      %13 = arith.subi %sq, %12 : index
      %m0 = arith.minui %11, %13 : index
      %hkv = arith.divui %h, %1 : index
      %14 = arith.muli %bz, %0 : index
      %15 = arith.addi %14, %h : index
      %16 = arith.muli %15, %sq : index
      %lse_row = arith.addi %16, %m0 : index
      %17 = arith.muli %bz, %sq : index
      %q_row = arith.addi %17, %m0 : index
      %18 = arith.constant 128 : index
      %q_col = arith.muli %h, %18 : index
      %kv_row = arith.muli %bz, %skv : index
      %19 = arith.constant 128 : index
      %kv_col = arith.muli %hkv, %19 : index
      %20 = arith.constant 127 : index
      %21 = arith.addi %skv, %20 : index
      %22 = arith.constant 128 : index
      %23 = arith.divui %21, %22 : index
      %24 = arith.constant 128 : index
      %25 = arith.divui %skv, %24 : index
      %26 = arith.constant 63 : index
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
      %sQ = tile.alloc scope(cta) : !tile.buffer<1 x 64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>
      %sK = tile.alloc scope(cta) : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>
      %sV = tile.alloc scope(cta) : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>
      %qpipe = aproxy.pipeline stages(1) full(tx_bytes = 16384) empty(arrivals = 1) : !aproxy.pipeline<1>
      %kpipe = aproxy.pipeline stages(3) full(tx_bytes = 32768) empty(arrivals = 1) : !aproxy.pipeline<3>
      %vpipe = aproxy.pipeline stages(3) full(tx_bytes = 32768) empty(arrivals = 1) : !aproxy.pipeline<3>
      aproxy.specialize {
        aproxy.role "producer" warpgroups(0) regs(24) {
          aproxy.elect_one warpgroup {
            %37 = aproxy.producer_start %qpipe : !aproxy.pipeline<1>
            %38 = aproxy.producer_acquire %qpipe, %37 : !aproxy.pipeline<1>
            %39 = arith.constant 0 : index
            %40 = arith.addi %q_row, %39 : index
            %41 = tile.view %Q[%40 : 64, %q_col : 128] : !tile.global<?x?xbf16, row_major> -> !tile.global<64x128xbf16, row_major>
            %42 = arith.constant 0 : index
            %43 = tile.view %sQ[%42][:, :] : !tile.buffer<1 x 64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>
            tile.copy_async %41 -> %43 barrier(%qpipe[%38]) scope(thread) : !tile.global<64x128xbf16, row_major> -> !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>, !aproxy.pipeline<1>
            %44 = aproxy.producer_start %kpipe : !aproxy.pipeline<3>
            %45 = arith.constant 0 : index
            %46 = arith.constant 128 : index
            %47 = arith.muli %45, %46 : index
            %48 = arith.addi %kv_row, %47 : index
            %49 = tile.view %K[%48 : 128, %kv_col : 128] : !tile.global<?x?xbf16, row_major> -> !tile.global<128x128xbf16, row_major>
            %50 = tile.view %V[%kv_col : 128, %48 : 128] : !tile.global<?x?xbf16, col_major> -> !tile.global<128x128xbf16, col_major>
            %k_stage = aproxy.producer_acquire %kpipe, %44 : !aproxy.pipeline<3>
            %51 = tile.view %sK[%k_stage][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>
            %52 = tile.view %sV[%k_stage][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>
            tile.copy_async %49 -> %51 barrier(%kpipe[%k_stage]) scope(thread) : !tile.global<128x128xbf16, row_major> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>, !aproxy.pipeline<3>
            %v_stage = aproxy.producer_acquire %vpipe, %44 : !aproxy.pipeline<3>
            %53 = tile.view %sK[%v_stage][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>
            %54 = tile.view %sV[%v_stage][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>
            tile.copy_async %50 -> %54 barrier(%vpipe[%v_stage]) scope(thread) : !tile.global<128x128xbf16, col_major> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>, !aproxy.pipeline<3>
            %55 = aproxy.advance %44
            %56 = arith.constant 1 : index
            %57 = arith.constant 1 : index
            %58 = scf.for %j = %56 to %n_blocks step %57 iter_args(%ps = %55) -> (!aproxy.pipe_state) {
              %59 = arith.constant 128 : index
              %60 = arith.muli %j, %59 : index
              %61 = arith.addi %kv_row, %60 : index
              %62 = tile.view %K[%61 : 128, %kv_col : 128] : !tile.global<?x?xbf16, row_major> -> !tile.global<128x128xbf16, row_major>
              %63 = tile.view %V[%kv_col : 128, %61 : 128] : !tile.global<?x?xbf16, col_major> -> !tile.global<128x128xbf16, col_major>
              %k_stage_1 = aproxy.producer_acquire %kpipe, %ps : !aproxy.pipeline<3>
              %64 = tile.view %sK[%k_stage_1][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>
              %65 = tile.view %sV[%k_stage_1][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>
              tile.copy_async %62 -> %64 barrier(%kpipe[%k_stage_1]) scope(thread) : !tile.global<128x128xbf16, row_major> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>, !aproxy.pipeline<3>
              %v_stage_1 = aproxy.producer_acquire %vpipe, %ps : !aproxy.pipeline<3>
              %66 = tile.view %sK[%v_stage_1][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>
              %67 = tile.view %sV[%v_stage_1][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>
              tile.copy_async %63 -> %67 barrier(%vpipe[%v_stage_1]) scope(thread) : !tile.global<128x128xbf16, col_major> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>, !aproxy.pipeline<3>
              %68 = aproxy.advance %ps
              scf.yield %68 : !aproxy.pipe_state
            }
          }
        }
        aproxy.role "consumer" warpgroups(1) regs(232) {
          %wg = aproxy.warpgroup_index
          %69 = arith.constant 64 : index
          %row0 = arith.muli %wg, %69 : index
          %70 = aproxy.consumer_start %qpipe : !aproxy.pipeline<1>
          %71 = aproxy.consumer_wait %qpipe, %70 : !aproxy.pipeline<1>
          %q = tile.view %sQ[%wg][:, :] : !tile.buffer<1 x 64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>
          %zero_s = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
          %o0 = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
          %m_init = tile.fill -1.0000000150474662e+30 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
          %l0 = tile.fill 0.0 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
          %72 = arith.addi %m0, %row0 : index
          %73 = aproxy.consumer_start %kpipe : !aproxy.pipeline<3>
          %stage0 = aproxy.consumer_wait %kpipe, %73 : !aproxy.pipeline<3>
          %74 = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
          %75 = tile.view %sK[%stage0][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>
          %76 = tile.view %sV[%stage0][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>
          %77 = tile.gemm_async %q, %75, %74 scope(warpgroup) : !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>, !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
          %78 = aproxy.wgmma_wait 0 (%77) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
          aproxy.consumer_release %kpipe, %73 : !aproxy.pipeline<3>
          %79 = arith.constant 0 : index
          %80 = arith.cmpi uge, %79, %n_full : index
          %s_masked = scf.if %80 -> (!tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>) {
            %81 = arith.constant 128 : index
            %82 = arith.muli %79, %81 : index
            %83 = tile.mask %78 rows(%72) cols(%82) limit(%skv) causal scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
            scf.yield %83 : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
          } else {
            scf.yield %78 : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
          }
          %84 = tile.reduce_max %s_masked scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
          %m_new = tile.max %m_init, %84 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
          %mb = tile.scale %m_new, %scale_log2 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, f32
          %p = tile.exp2 %s_masked scale(%scale_log2) sub(%mb) scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, f32, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
          %alpha = tile.exp2 %m_init scale(%scale_log2) sub(%mb) scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, f32, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
          %85 = tile.mul %l0, %alpha scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
          %86 = tile.reduce_sum %p scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
          %87 = tile.add %85, %86 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
          %88 = arith.constant 1 : index
          %89 = arith.constant 1 : index
          %90 = aproxy.advance %73
          %91, %92, %93, %94, %95, %96, %97 = scf.for %j_1 = %88 to %n_blocks step %89 iter_args(%o = %o0, %m = %m_new, %l = %87, %p_prev = %p, %st_prev = %stage0, %cs_prev = %73, %cs = %90) -> (!tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, index, !aproxy.pipe_state, !aproxy.pipe_state) {
            %stage = aproxy.consumer_wait %kpipe, %cs : !aproxy.pipeline<3>
            %98 = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
            %pb_prev = tile.cast %p_prev scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>>
            %v_stage_2 = aproxy.consumer_wait %vpipe, %cs_prev : !aproxy.pipeline<3>
            %99 = tile.view %sK[%stage][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>
            %100 = tile.view %sV[%stage][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>
            %101 = tile.gemm_async %q, %99, %98 scope(warpgroup) : !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>, !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
            %102 = tile.view %sK[%v_stage_2][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>
            %103 = tile.view %sV[%v_stage_2][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>
            %104 = tile.gemm_async %pb_prev, %103, %o scope(warpgroup) : !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>>, !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
            %s = aproxy.wgmma_wait 1 (%101) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
            aproxy.consumer_release %kpipe, %cs : !aproxy.pipeline<3>
            %105 = arith.cmpi uge, %j_1, %n_full : index
            %s_masked_1 = scf.if %105 -> (!tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>) {
              %106 = arith.constant 128 : index
              %107 = arith.muli %j_1, %106 : index
              %108 = tile.mask %s rows(%72) cols(%107) limit(%skv) causal scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
              scf.yield %108 : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
            } else {
              scf.yield %s : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
            }
            %109 = tile.reduce_max %s_masked_1 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %m_new_1 = tile.max %m, %109 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %mb_1 = tile.scale %m_new_1, %scale_log2 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, f32
            %p_1 = tile.exp2 %s_masked_1 scale(%scale_log2) sub(%mb_1) scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, f32, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %alpha_1 = tile.exp2 %m scale(%scale_log2) sub(%mb_1) scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, f32, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %110 = tile.mul %l, %alpha_1 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %111 = tile.reduce_sum %p_1 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %112 = tile.add %110, %111 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            aproxy.wgmma_hold %112 : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %113 = aproxy.wgmma_wait 0 (%104) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
            aproxy.consumer_release %vpipe, %cs_prev : !aproxy.pipeline<3>
            %o_new = tile.scale %113, %alpha_1 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %114 = aproxy.advance %cs
            scf.yield %o_new, %m_new_1, %112, %p_1, %stage, %cs, %114 : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, index, !aproxy.pipe_state, !aproxy.pipe_state
          }
          %115 = tile.cast %94 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>>
          %v_stage_3 = aproxy.consumer_wait %vpipe, %96 : !aproxy.pipeline<3>
          %116 = tile.view %sK[%v_stage_3][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>
          %117 = tile.view %sV[%v_stage_3][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>
          %118 = tile.gemm_async %115, %117, %91 scope(warpgroup) : !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>>, !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
          %119 = aproxy.wgmma_wait 0 (%118) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
          aproxy.consumer_release %vpipe, %96 : !aproxy.pipeline<3>
          %120 = tile.fill 1.0 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
          %inv_l = tile.div %120, %93 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
          %121 = tile.scale %119, %inv_l scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
          %122 = tile.cast %121 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>>
          %123 = arith.addi %q_row, %row0 : index
          %124 = tile.view %O[%123 : 64, %q_col : 128] : !tile.global<?x?xbf16, row_major> -> !tile.global<64x128xbf16, row_major>
          tile.copy %122 -> %q scope(warpgroup) : !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>> -> !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>
          tile.store_async %q -> %124 scope(warpgroup) : !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>> -> !tile.global<64x128xbf16, row_major>
          %125 = arith.constant 0.693147182 : f32
          %126 = tile.scale %92, %scale_log2 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, f32
          %127 = tile.log2 %93 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
          %128 = tile.add %126, %127 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
          %lse = tile.scale %128, %125 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, f32
          %129 = arith.addi %lse_row, %row0 : index
          %130 = tile.view %LSE[%129 : 64] : !tile.global<?xf32, row_major> -> !tile.global<64xf32, row_major>
          tile.copy %lse -> %130 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.global<64xf32, row_major>
          tile.store_wait 0 read scope(warpgroup)
          aproxy.consumer_release %qpipe, %70 : !aproxy.pipeline<1>
        }
      }
      gpu.return
    }
  }
}
