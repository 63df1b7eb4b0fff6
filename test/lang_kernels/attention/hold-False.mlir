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
      %sK = tile.alloc scope(cta) : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>
      %sV = tile.alloc scope(cta) : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>
      %qpipe = aproxy.pipeline stages(1) full(tx_bytes = 32768) empty(arrivals = 2) : !aproxy.pipeline<1>
      %kpipe = aproxy.pipeline stages(3) full(tx_bytes = 32768) empty(arrivals = 2) : !aproxy.pipeline<3>
      %vpipe = aproxy.pipeline stages(3) full(tx_bytes = 32768) empty(arrivals = 2) : !aproxy.pipeline<3>
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
            %30 = aproxy.producer_start %kpipe : !aproxy.pipeline<3>
            %31 = arith.constant 0 : index
            %32 = arith.constant 128 : index
            %33 = arith.muli %31, %32 : index
            %34 = arith.addi %kv_row, %33 : index
            %35 = tile.view %K[%34 : 128, %kv_col : 128] : !tile.global<?x?xbf16, row_major> -> !tile.global<128x128xbf16, row_major>
            %36 = tile.view %V[%kv_col : 128, %34 : 128] : !tile.global<?x?xbf16, col_major> -> !tile.global<128x128xbf16, col_major>
            %k_stage = aproxy.producer_acquire %kpipe, %30 : !aproxy.pipeline<3>
            %37 = tile.view %sK[%k_stage][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>
            %38 = tile.view %sV[%k_stage][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>
            tile.copy_async %35 -> %37 barrier(%kpipe[%k_stage]) scope(thread) : !tile.global<128x128xbf16, row_major> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>, !aproxy.pipeline<3>
            %v_stage = aproxy.producer_acquire %vpipe, %30 : !aproxy.pipeline<3>
            %39 = tile.view %sK[%v_stage][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>
            %40 = tile.view %sV[%v_stage][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>
            tile.copy_async %36 -> %40 barrier(%vpipe[%v_stage]) scope(thread) : !tile.global<128x128xbf16, col_major> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>, !aproxy.pipeline<3>
            %41 = aproxy.advance %30
            %42 = arith.constant 1 : index
            %43 = arith.constant 1 : index
            %44 = scf.for %j = %42 to %n_blocks step %43 iter_args(%ps = %41) -> (!aproxy.pipe_state) {
              %45 = arith.constant 128 : index
              %46 = arith.muli %j, %45 : index
              %47 = arith.addi %kv_row, %46 : index
              %48 = tile.view %K[%47 : 128, %kv_col : 128] : !tile.global<?x?xbf16, row_major> -> !tile.global<128x128xbf16, row_major>
              %49 = tile.view %V[%kv_col : 128, %47 : 128] : !tile.global<?x?xbf16, col_major> -> !tile.global<128x128xbf16, col_major>
              %k_stage_1 = aproxy.producer_acquire %kpipe, %ps : !aproxy.pipeline<3>
              %50 = tile.view %sK[%k_stage_1][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>
              %51 = tile.view %sV[%k_stage_1][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>
              tile.copy_async %48 -> %50 barrier(%kpipe[%k_stage_1]) scope(thread) : !tile.global<128x128xbf16, row_major> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>, !aproxy.pipeline<3>
              %v_stage_1 = aproxy.producer_acquire %vpipe, %ps : !aproxy.pipeline<3>
              %52 = tile.view %sK[%v_stage_1][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>
              %53 = tile.view %sV[%v_stage_1][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>
              tile.copy_async %49 -> %53 barrier(%vpipe[%v_stage_1]) scope(thread) : !tile.global<128x128xbf16, col_major> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>, !aproxy.pipeline<3>
              %54 = aproxy.advance %ps
              scf.yield %54 : !aproxy.pipe_state
            }
          }
        }
        aproxy.role "consumer" warpgroups(1, 2) regs(240) {
          %wg = aproxy.warpgroup_index
          %55 = arith.constant 64 : index
          %row0 = arith.muli %wg, %55 : index
          %56 = aproxy.consumer_start %qpipe : !aproxy.pipeline<1>
          %57 = aproxy.consumer_wait %qpipe, %56 : !aproxy.pipeline<1>
          %q = tile.view %sQ[%wg][:, :] : !tile.buffer<2 x 64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>
          %zero_s = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
          %o0 = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
          %m_init = tile.fill -1.0000000150474662e+30 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
          %l0 = tile.fill 0.0 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
          %58 = arith.addi %m0, %row0 : index
          %59 = aproxy.consumer_start %kpipe : !aproxy.pipeline<3>
          %60 = arith.constant 0 : index
          %61 = arith.cmpi eq, %wg, %60 : index
          scf.if %61 {
          } else {
            aproxy.named_barrier_arrive id(4), threads(256)
          }
          %stage0 = aproxy.consumer_wait %kpipe, %59 : !aproxy.pipeline<3>
          %62 = arith.constant 0 : index
          %63 = arith.cmpi eq, %wg, %62 : index
          scf.if %63 {
            aproxy.named_barrier_sync id(4), threads(256)
          } else {
            aproxy.named_barrier_sync id(5), threads(256)
          }
          %64 = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
          %65 = tile.view %sK[%stage0][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>
          %66 = tile.view %sV[%stage0][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>
          %67 = tile.gemm_async %q, %65, %64 scope(warpgroup) : !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>, !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
          %68 = arith.constant 0 : index
          %69 = arith.cmpi eq, %wg, %68 : index
          scf.if %69 {
            aproxy.named_barrier_arrive id(5), threads(256)
          } else {
            aproxy.named_barrier_arrive id(4), threads(256)
          }
          %70 = aproxy.wgmma_wait 0 (%67) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
          aproxy.consumer_release %kpipe, %59 : !aproxy.pipeline<3>
          %71 = arith.constant 0 : index
          %72 = arith.cmpi uge, %71, %n_full : index
          %s_masked = scf.if %72 -> (!tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>) {
            %73 = arith.constant 128 : index
            %74 = arith.muli %71, %73 : index
            %75 = tile.mask %70 rows(%58) cols(%74) limit(%skv) scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
            scf.yield %75 : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
          } else {
            scf.yield %70 : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
          }
          %76 = tile.reduce_max %s_masked scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
          %m_new = tile.max %m_init, %76 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
          %mb = tile.scale %m_new, %scale_log2 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, f32
          %p = tile.exp2 %s_masked scale(%scale_log2) sub(%mb) scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, f32, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
          %alpha = tile.exp2 %m_init scale(%scale_log2) sub(%mb) scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, f32, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
          %77 = tile.mul %l0, %alpha scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
          %78 = tile.reduce_sum %p scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
          %79 = tile.add %77, %78 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
          %80 = arith.constant 1 : index
          %81 = arith.constant 1 : index
          %82 = aproxy.advance %59
          %83, %84, %85, %86, %87, %88, %89 = scf.for %j_1 = %80 to %n_blocks step %81 iter_args(%o = %o0, %m = %m_new, %l = %79, %p_prev = %p, %st_prev = %stage0, %cs_prev = %59, %cs = %82) -> (!tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, index, !aproxy.pipe_state, !aproxy.pipe_state) {
            %stage = aproxy.consumer_wait %kpipe, %cs : !aproxy.pipeline<3>
            %90 = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
            %pb_prev = tile.cast %p_prev scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>>
            %v_stage_2 = aproxy.consumer_wait %vpipe, %cs_prev : !aproxy.pipeline<3>
            %91 = arith.constant 0 : index
            %92 = arith.cmpi eq, %wg, %91 : index
            scf.if %92 {
              aproxy.named_barrier_sync id(4), threads(256)
            } else {
              aproxy.named_barrier_sync id(5), threads(256)
            }
            %93 = tile.view %sK[%stage][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>
            %94 = tile.view %sV[%stage][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>
            %95 = tile.gemm_async %q, %93, %90 scope(warpgroup) : !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>, !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
            %96 = tile.view %sK[%v_stage_2][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>
            %97 = tile.view %sV[%v_stage_2][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>
            %98 = tile.gemm_async %pb_prev, %97, %o scope(warpgroup) : !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>>, !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
            %99 = arith.constant 0 : index
            %100 = arith.cmpi eq, %wg, %99 : index
            scf.if %100 {
              aproxy.named_barrier_arrive id(5), threads(256)
            } else {
              aproxy.named_barrier_arrive id(4), threads(256)
            }
            %s = aproxy.wgmma_wait 1 (%95) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
            aproxy.consumer_release %kpipe, %cs : !aproxy.pipeline<3>
            %101 = arith.cmpi uge, %j_1, %n_full : index
            %s_masked_1 = scf.if %101 -> (!tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>) {
              %102 = arith.constant 128 : index
              %103 = arith.muli %j_1, %102 : index
              %104 = tile.mask %s rows(%58) cols(%103) limit(%skv) scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
              scf.yield %104 : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
            } else {
              scf.yield %s : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
            }
            %105 = tile.reduce_max %s_masked_1 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %m_new_1 = tile.max %m, %105 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %mb_1 = tile.scale %m_new_1, %scale_log2 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, f32
            %p_1 = tile.exp2 %s_masked_1 scale(%scale_log2) sub(%mb_1) scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, f32, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %alpha_1 = tile.exp2 %m scale(%scale_log2) sub(%mb_1) scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, f32, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %106 = tile.mul %l, %alpha_1 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %107 = tile.reduce_sum %p_1 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %108 = tile.add %106, %107 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %109 = aproxy.wgmma_wait 0 (%98) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
            aproxy.consumer_release %vpipe, %cs_prev : !aproxy.pipeline<3>
            %o_new = tile.scale %109, %alpha_1 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %110 = aproxy.advance %cs
            scf.yield %o_new, %m_new_1, %108, %p_1, %stage, %cs, %110 : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, index, !aproxy.pipe_state, !aproxy.pipe_state
          }
          %111 = tile.cast %86 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>>
          %v_stage_3 = aproxy.consumer_wait %vpipe, %88 : !aproxy.pipeline<3>
          %112 = arith.constant 0 : index
          %113 = arith.cmpi eq, %wg, %112 : index
          scf.if %113 {
            aproxy.named_barrier_sync id(4), threads(256)
          } else {
            aproxy.named_barrier_sync id(5), threads(256)
          }
          %114 = tile.view %sK[%v_stage_3][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>
          %115 = tile.view %sV[%v_stage_3][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>
          %116 = tile.gemm_async %111, %115, %83 scope(warpgroup) : !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>>, !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
          %117 = arith.constant 0 : index
          %118 = arith.cmpi eq, %wg, %117 : index
          scf.if %118 {
            aproxy.named_barrier_arrive id(5), threads(256)
          } else {
          }
          %119 = aproxy.wgmma_wait 0 (%116) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
          aproxy.consumer_release %vpipe, %88 : !aproxy.pipeline<3>
          %120 = tile.fill 1.0 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
          %inv_l = tile.div %120, %85 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
          %121 = tile.scale %119, %inv_l scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
          %122 = tile.cast %121 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>>
          %123 = arith.addi %q_row, %row0 : index
          %124 = tile.view %O[%123 : 64, %kv_col : 128] : !tile.global<?x?xbf16, row_major> -> !tile.global<64x128xbf16, row_major>
          tile.copy %122 -> %q scope(warpgroup) : !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>> -> !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>
          tile.store_async %q -> %124 scope(warpgroup) : !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>> -> !tile.global<64x128xbf16, row_major>
          %125 = arith.constant 0.693147182 : f32
          %126 = tile.scale %84, %scale_log2 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, f32
          %127 = tile.log2 %85 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
          %128 = tile.add %126, %127 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
          %lse = tile.scale %128, %125 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, f32
          %129 = arith.addi %q_row, %row0 : index
          %130 = tile.view %LSE[%129 : 64] : !tile.global<?xf32, row_major> -> !tile.global<64xf32, row_major>
          tile.copy %lse -> %130 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.global<64xf32, row_major>
          tile.store_wait 0 read scope(warpgroup)
          aproxy.consumer_release %qpipe, %56 : !aproxy.pipeline<1>
        }
      }
      gpu.return
    }
  }
}
