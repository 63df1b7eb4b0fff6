builtin.module {
  gpu.module @kernels {
    gpu.func @attention(%Q: !tile.global<?x?xbf16, row_major>, %K: !tile.global<?x?xbf16, row_major>, %V: !tile.global<?x?xbf16, col_major>, %O: !tile.global<?x?xbf16, row_major>, %LSE: !tile.global<?xf32, row_major>, %seq_q: i32, %seq_kv: i32, %heads: i32, %group: i32, %scale_log2: f32, %batch: i32) kernel attributes {block = [384 : i64, 1 : i64, 1 : i64]} {
      %sQ = tile.alloc scope(cta) : !tile.buffer<2 x 64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>
      %sK = tile.alloc scope(cta) : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>
      %sV = tile.alloc scope(cta) : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>
      %qpipe = aproxy.pipeline stages(1) full(tx_bytes = 32768) empty(arrivals = 2) : !aproxy.pipeline<1>
      %kpipe = aproxy.pipeline stages(3) full(tx_bytes = 32768) empty(arrivals = 2) : !aproxy.pipeline<3>
      %vpipe = aproxy.pipeline stages(3) full(tx_bytes = 32768) empty(arrivals = 2) : !aproxy.pipeline<3>
      %0 = arith.index_cast %seq_q : i32 to index
      %1 = arith.index_cast %heads : i32 to index
      %2 = arith.index_cast %batch : i32 to index
      %3 = arith.constant 127 : index
      %4 = arith.addi %0, %3 : index
      %5 = arith.constant 128 : index
      %6 = arith.divui %4, %5 : index
      %7 = arith.muli %6, %1 : index
      %tiles = arith.muli %7, %2 : index
      %bid = gpu.block_id x
      %grid = gpu.grid_dim x
      aproxy.specialize {
        aproxy.role "producer" warpgroups(0) regs(24) {
          aproxy.elect_one warpgroup {
            %8 = aproxy.producer_start %qpipe : !aproxy.pipeline<1>
            %9 = aproxy.producer_start %kpipe : !aproxy.pipeline<3>
            %10, %11 = scf.for %t = %bid to %tiles step %grid iter_args(%qs = %8, %ps = %9) -> (!aproxy.pipe_state, !aproxy.pipe_state) {
              %sq = arith.index_cast %seq_q : i32 to index
              %skv = arith.index_cast %seq_kv : i32 to index
              %12 = arith.index_cast %heads : i32 to index
              %13 = arith.index_cast %group : i32 to index
              %14 = arith.constant 127 : index
              %15 = arith.addi %sq, %14 : index
              %16 = arith.constant 128 : index
              %17 = arith.divui %15, %16 : index
              %18 = arith.remui %t, %17 : index
              %19 = arith.divui %t, %17 : index
              %h = arith.remui %19, %12 : index
              %bz = arith.divui %19, %12 : index
              %20 = arith.constant 128 : index
              %21 = arith.muli %18, %20 : index
              %22 = arith.constant 128 : index
              %23 = arith.subi %sq, %22 : index
              %m0 = arith.minui %21, %23 : index
              %hkv = arith.divui %h, %13 : index
              %24 = arith.muli %bz, %12 : index
              %25 = arith.addi %24, %h : index
              %26 = arith.muli %25, %sq : index
              %q_row = arith.addi %26, %m0 : index
              %kv_col = arith.constant 0 : index
              %27 = arith.divui %12, %13 : index
              %28 = arith.muli %bz, %27 : index
              %29 = arith.addi %28, %hkv : index
              %kv_row = arith.muli %29, %skv : index
              %30 = arith.constant 127 : index
              %31 = arith.addi %skv, %30 : index
              %32 = arith.constant 128 : index
              %n_blocks = arith.divui %31, %32 : index
              %33 = arith.constant 128 : index
              %34 = arith.divui %skv, %33 : index
              %n_full = arith.minui %34, %n_blocks : index
              %35 = arith.constant 0 : index
              %36 = arith.constant 128 : index
              %37 = arith.muli %35, %36 : index
              %38 = arith.addi %kv_row, %37 : index
              %39 = tile.view %K[%38 : 128, %kv_col : 128] : !tile.global<?x?xbf16, row_major> -> !tile.global<128x128xbf16, row_major>
              %40 = tile.view %V[%kv_col : 128, %38 : 128] : !tile.global<?x?xbf16, col_major> -> !tile.global<128x128xbf16, col_major>
              %k_stage = aproxy.producer_acquire %kpipe, %ps : !aproxy.pipeline<3>
              %41 = tile.view %sK[%k_stage][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>
              %42 = tile.view %sV[%k_stage][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>
              tile.copy_async %39 -> %41 barrier(%kpipe[%k_stage]) scope(thread) : !tile.global<128x128xbf16, row_major> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>, !aproxy.pipeline<3>
              %v_stage = aproxy.producer_acquire %vpipe, %ps : !aproxy.pipeline<3>
              %43 = tile.view %sK[%v_stage][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>
              %44 = tile.view %sV[%v_stage][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>
              tile.copy_async %40 -> %44 barrier(%vpipe[%v_stage]) scope(thread) : !tile.global<128x128xbf16, col_major> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>, !aproxy.pipeline<3>
              %45 = aproxy.advance %ps
              %46 = aproxy.producer_acquire %qpipe, %qs : !aproxy.pipeline<1>
              %47 = arith.constant 0 : index
              %48 = arith.addi %q_row, %47 : index
              %49 = tile.view %Q[%48 : 64, %kv_col : 128] : !tile.global<?x?xbf16, row_major> -> !tile.global<64x128xbf16, row_major>
              %50 = arith.constant 0 : index
              %51 = tile.view %sQ[%50][:, :] : !tile.buffer<2 x 64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>
              tile.copy_async %49 -> %51 barrier(%qpipe[%46]) scope(thread) : !tile.global<64x128xbf16, row_major> -> !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>, !aproxy.pipeline<1>
              %52 = arith.constant 64 : index
              %53 = arith.addi %q_row, %52 : index
              %54 = tile.view %Q[%53 : 64, %kv_col : 128] : !tile.global<?x?xbf16, row_major> -> !tile.global<64x128xbf16, row_major>
              %55 = arith.constant 1 : index
              %56 = tile.view %sQ[%55][:, :] : !tile.buffer<2 x 64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>
              tile.copy_async %54 -> %56 barrier(%qpipe[%46]) scope(thread) : !tile.global<64x128xbf16, row_major> -> !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>, !aproxy.pipeline<1>
              %57 = arith.constant 1 : index
              %58 = arith.constant 1 : index
              %59 = scf.for %j = %57 to %n_blocks step %58 iter_args(%ps_1 = %45) -> (!aproxy.pipe_state) {
                %60 = arith.constant 128 : index
                %61 = arith.muli %j, %60 : index
                %62 = arith.addi %kv_row, %61 : index
                %63 = tile.view %K[%62 : 128, %kv_col : 128] : !tile.global<?x?xbf16, row_major> -> !tile.global<128x128xbf16, row_major>
                %64 = tile.view %V[%kv_col : 128, %62 : 128] : !tile.global<?x?xbf16, col_major> -> !tile.global<128x128xbf16, col_major>
                %k_stage_1 = aproxy.producer_acquire %kpipe, %ps_1 : !aproxy.pipeline<3>
                %65 = tile.view %sK[%k_stage_1][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>
                %66 = tile.view %sV[%k_stage_1][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>
                tile.copy_async %63 -> %65 barrier(%kpipe[%k_stage_1]) scope(thread) : !tile.global<128x128xbf16, row_major> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>, !aproxy.pipeline<3>
                %v_stage_1 = aproxy.producer_acquire %vpipe, %ps_1 : !aproxy.pipeline<3>
                %67 = tile.view %sK[%v_stage_1][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>
                %68 = tile.view %sV[%v_stage_1][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>
                tile.copy_async %64 -> %68 barrier(%vpipe[%v_stage_1]) scope(thread) : !tile.global<128x128xbf16, col_major> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>, !aproxy.pipeline<3>
                %69 = aproxy.advance %ps_1
                scf.yield %69 : !aproxy.pipe_state
              }
              %70 = aproxy.advance %qs
              scf.yield %70, %59 : !aproxy.pipe_state, !aproxy.pipe_state
            }
          }
        }
        aproxy.role "consumer" warpgroups(1, 2) regs(240) {
          %wg = aproxy.warpgroup_index
          %71 = arith.constant 64 : index
          %row0 = arith.muli %wg, %71 : index
          %q = tile.view %sQ[%wg][:, :] : !tile.buffer<2 x 64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>
          %zero_s = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
          %72 = aproxy.consumer_start %qpipe : !aproxy.pipeline<1>
          %73 = aproxy.consumer_start %kpipe : !aproxy.pipeline<3>
          %74, %75 = scf.for %t_1 = %bid to %tiles step %grid iter_args(%qcs = %72, %cs = %73) -> (!aproxy.pipe_state, !aproxy.pipe_state) {
            %sq_1 = arith.index_cast %seq_q : i32 to index
            %skv_1 = arith.index_cast %seq_kv : i32 to index
            %76 = arith.index_cast %heads : i32 to index
            %77 = arith.index_cast %group : i32 to index
            %78 = arith.constant 127 : index
            %79 = arith.addi %sq_1, %78 : index
            %80 = arith.constant 128 : index
            %81 = arith.divui %79, %80 : index
            %82 = arith.remui %t_1, %81 : index
            %83 = arith.divui %t_1, %81 : index
            %h_1 = arith.remui %83, %76 : index
            %bz_1 = arith.divui %83, %76 : index
            %84 = arith.constant 128 : index
            %85 = arith.muli %82, %84 : index
            %86 = arith.constant 128 : index
            %87 = arith.subi %sq_1, %86 : index
            %m0_1 = arith.minui %85, %87 : index
            %hkv_1 = arith.divui %h_1, %77 : index
            %88 = arith.muli %bz_1, %76 : index
            %89 = arith.addi %88, %h_1 : index
            %90 = arith.muli %89, %sq_1 : index
            %q_row_1 = arith.addi %90, %m0_1 : index
            %kv_col_1 = arith.constant 0 : index
            %91 = arith.divui %76, %77 : index
            %92 = arith.muli %bz_1, %91 : index
            %93 = arith.addi %92, %hkv_1 : index
            %kv_row_1 = arith.muli %93, %skv_1 : index
            %94 = arith.constant 127 : index
            %95 = arith.addi %skv_1, %94 : index
            %96 = arith.constant 128 : index
            %n_blocks_1 = arith.divui %95, %96 : index
            %97 = arith.constant 128 : index
            %98 = arith.divui %skv_1, %97 : index
            %n_full_1 = arith.minui %98, %n_blocks_1 : index
            %99 = aproxy.consumer_wait %qpipe, %qcs : !aproxy.pipeline<1>
            %o0 = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
            %m_init = tile.fill -1.0000000150474662e+30 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %l0 = tile.fill 0.0 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %100 = arith.addi %m0_1, %row0 : index
            %101 = arith.constant 0 : index
            %102 = arith.cmpi eq, %wg, %101 : index
            scf.if %102 {
            } else {
              aproxy.named_barrier_arrive id(4), threads(256)
            }
            %stage0 = aproxy.consumer_wait %kpipe, %cs : !aproxy.pipeline<3>
            %103 = arith.constant 0 : index
            %104 = arith.cmpi eq, %wg, %103 : index
            scf.if %104 {
              aproxy.named_barrier_sync id(4), threads(256)
            } else {
              aproxy.named_barrier_sync id(5), threads(256)
            }
            %105 = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
            %106 = tile.view %sK[%stage0][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>
            %107 = tile.view %sV[%stage0][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>
            %108 = tile.gemm_async %q, %106, %105 scope(warpgroup) : !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>, !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
            %109 = arith.constant 0 : index
            %110 = arith.cmpi eq, %wg, %109 : index
            scf.if %110 {
              aproxy.named_barrier_arrive id(5), threads(256)
            } else {
              aproxy.named_barrier_arrive id(4), threads(256)
            }
            %111 = aproxy.wgmma_wait 0 (%108) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
            aproxy.consumer_release %kpipe, %cs : !aproxy.pipeline<3>
            %112 = arith.constant 0 : index
            %113 = arith.cmpi uge, %112, %n_full_1 : index
            %s_masked = scf.if %113 -> (!tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>) {
              %114 = arith.constant 128 : index
              %115 = arith.muli %112, %114 : index
              %116 = tile.mask %111 rows(%100) cols(%115) limit(%skv_1) scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
              scf.yield %116 : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
            } else {
              scf.yield %111 : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
            }
            %117 = tile.reduce_max %s_masked scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %m_new = tile.max %m_init, %117 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %mb = tile.scale %m_new, %scale_log2 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, f32
            %p = tile.exp2 %s_masked scale(%scale_log2) sub(%mb) scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, f32, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %alpha = tile.exp2 %m_init scale(%scale_log2) sub(%mb) scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, f32, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %118 = tile.mul %l0, %alpha scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %119 = tile.reduce_sum %p scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %120 = tile.add %118, %119 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %121 = arith.constant 1 : index
            %122 = arith.constant 1 : index
            %123 = aproxy.advance %cs
            %124, %125, %126, %127, %128, %129, %130 = scf.for %j_1 = %121 to %n_blocks_1 step %122 iter_args(%o = %o0, %m = %m_new, %l = %120, %p_prev = %p, %st_prev = %stage0, %cs_prev = %cs, %cs_1 = %123) -> (!tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, index, !aproxy.pipe_state, !aproxy.pipe_state) {
              %stage = aproxy.consumer_wait %kpipe, %cs_1 : !aproxy.pipeline<3>
              %131 = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
              %pb_prev = tile.cast %p_prev scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>>
              %v_stage_2 = aproxy.consumer_wait %vpipe, %cs_prev : !aproxy.pipeline<3>
              %132 = arith.constant 0 : index
              %133 = arith.cmpi eq, %wg, %132 : index
              scf.if %133 {
                aproxy.named_barrier_sync id(4), threads(256)
              } else {
                aproxy.named_barrier_sync id(5), threads(256)
              }
              %134 = tile.view %sK[%stage][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>
              %135 = tile.view %sV[%stage][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>
              %136 = tile.gemm_async %q, %134, %131 scope(warpgroup) : !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>, !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
              %137 = tile.view %sK[%v_stage_2][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>
              %138 = tile.view %sV[%v_stage_2][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>
              %139 = tile.gemm_async %pb_prev, %138, %o scope(warpgroup) : !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>>, !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
              %140 = arith.constant 0 : index
              %141 = arith.cmpi eq, %wg, %140 : index
              scf.if %141 {
                aproxy.named_barrier_arrive id(5), threads(256)
              } else {
                aproxy.named_barrier_arrive id(4), threads(256)
              }
              %s = aproxy.wgmma_wait 1 (%136) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
              aproxy.consumer_release %kpipe, %cs_1 : !aproxy.pipeline<3>
              %142 = arith.cmpi uge, %j_1, %n_full_1 : index
              %s_masked_1 = scf.if %142 -> (!tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>) {
                %143 = arith.constant 128 : index
                %144 = arith.muli %j_1, %143 : index
                %145 = tile.mask %s rows(%100) cols(%144) limit(%skv_1) scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
                scf.yield %145 : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
              } else {
                scf.yield %s : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
              }
              %146 = tile.reduce_max %s_masked_1 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
              %m_new_1 = tile.max %m, %146 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
              %mb_1 = tile.scale %m_new_1, %scale_log2 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, f32
              %p_1 = tile.exp2 %s_masked_1 scale(%scale_log2) sub(%mb_1) scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, f32, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
              %alpha_1 = tile.exp2 %m scale(%scale_log2) sub(%mb_1) scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, f32, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
              %147 = tile.mul %l, %alpha_1 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
              %148 = tile.reduce_sum %p_1 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
              %149 = tile.add %147, %148 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
              aproxy.wgmma_hold %149 : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
              %150 = aproxy.wgmma_wait 0 (%139) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
              aproxy.consumer_release %vpipe, %cs_prev : !aproxy.pipeline<3>
              %o_new = tile.scale %150, %alpha_1 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
              %151 = aproxy.advance %cs_1
              scf.yield %o_new, %m_new_1, %149, %p_1, %stage, %cs_1, %151 : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, index, !aproxy.pipe_state, !aproxy.pipe_state
            }
            aproxy.consumer_release %qpipe, %qcs : !aproxy.pipeline<1>
            %152 = tile.cast %127 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>>
            %v_stage_3 = aproxy.consumer_wait %vpipe, %129 : !aproxy.pipeline<3>
            %153 = arith.constant 0 : index
            %154 = arith.cmpi eq, %wg, %153 : index
            scf.if %154 {
              aproxy.named_barrier_sync id(4), threads(256)
            } else {
              aproxy.named_barrier_sync id(5), threads(256)
            }
            %155 = tile.view %sK[%v_stage_3][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>
            %156 = tile.view %sV[%v_stage_3][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>
            %157 = tile.gemm_async %152, %156, %124 scope(warpgroup) : !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>>, !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
            %158 = arith.constant 0 : index
            %159 = arith.cmpi eq, %wg, %158 : index
            scf.if %159 {
              aproxy.named_barrier_arrive id(5), threads(256)
            } else {
            }
            %160 = aproxy.wgmma_wait 0 (%157) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
            aproxy.consumer_release %vpipe, %129 : !aproxy.pipeline<3>
            %161 = tile.fill 1.0 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %inv_l = tile.div %161, %126 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %162 = tile.scale %160, %inv_l scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %163 = tile.cast %162 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>>
            %164 = arith.addi %q_row_1, %row0 : index
            %165 = tile.view %O[%164 : 64, %kv_col_1 : 128] : !tile.global<?x?xbf16, row_major> -> !tile.global<64x128xbf16, row_major>
            tile.copy %163 -> %165 scope(warpgroup) : !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>> -> !tile.global<64x128xbf16, row_major>
            %166 = arith.constant 0.693147182 : f32
            %167 = tile.scale %125, %scale_log2 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, f32
            %168 = tile.log2 %126 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %169 = tile.add %167, %168 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %lse = tile.scale %169, %166 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, f32
            %170 = arith.addi %q_row_1, %row0 : index
            %171 = tile.view %LSE[%170 : 64] : !tile.global<?xf32, row_major> -> !tile.global<64xf32, row_major>
            tile.copy %lse -> %171 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.global<64xf32, row_major>
            %172 = aproxy.advance %qcs
            scf.yield %172, %130 : !aproxy.pipe_state, !aproxy.pipe_state
          }
        }
      }
      gpu.return
    }
  }
}
