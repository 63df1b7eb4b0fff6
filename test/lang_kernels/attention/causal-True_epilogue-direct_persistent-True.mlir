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
              %20 = arith.constant 127 : index
              %21 = arith.addi %sq, %20 : index
              %22 = arith.constant 128 : index
              %23 = arith.divui %21, %22 : index
              %24 = arith.constant 1 : index
              %25 = arith.subi %23, %24 : index
              %26 = arith.subi %25, %18 : index
              %27 = arith.constant 128 : index
              %28 = arith.muli %26, %27 : index
              %29 = arith.constant 128 : index
              %30 = arith.subi %sq, %29 : index
              %m0 = arith.minui %28, %30 : index
              %hkv = arith.divui %h, %13 : index
              %31 = arith.muli %bz, %12 : index
              %32 = arith.addi %31, %h : index
              %33 = arith.muli %32, %sq : index
              %q_row = arith.addi %33, %m0 : index
              %kv_col = arith.constant 0 : index
              %34 = arith.divui %12, %13 : index
              %35 = arith.muli %bz, %34 : index
              %36 = arith.addi %35, %hkv : index
              %kv_row = arith.muli %36, %skv : index
              %37 = arith.constant 127 : index
              %38 = arith.addi %skv, %37 : index
              %39 = arith.constant 128 : index
              %40 = arith.divui %38, %39 : index
              %41 = arith.constant 128 : index
              %42 = arith.divui %skv, %41 : index
              %43 = arith.constant 127 : index
              %44 = arith.addi %m0, %43 : index
              %45 = arith.constant 128 : index
              %46 = arith.divui %44, %45 : index
              %47 = arith.constant 1 : index
              %48 = arith.addi %46, %47 : index
              %n_blocks = arith.minui %40, %48 : index
              %49 = arith.constant 1 : index
              %50 = arith.addi %m0, %49 : index
              %51 = arith.constant 128 : index
              %52 = arith.divui %50, %51 : index
              %53 = arith.minui %42, %52 : index
              %n_full = arith.minui %53, %n_blocks : index
              %54 = arith.constant 0 : index
              %55 = arith.constant 128 : index
              %56 = arith.muli %54, %55 : index
              %57 = arith.addi %kv_row, %56 : index
              %58 = tile.view %K[%57 : 128, %kv_col : 128] : !tile.global<?x?xbf16, row_major> -> !tile.global<128x128xbf16, row_major>
              %59 = tile.view %V[%kv_col : 128, %57 : 128] : !tile.global<?x?xbf16, col_major> -> !tile.global<128x128xbf16, col_major>
              %k_stage = aproxy.producer_acquire %kpipe, %ps : !aproxy.pipeline<3>
              %60 = tile.view %sK[%k_stage][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>
              %61 = tile.view %sV[%k_stage][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>
              tile.copy_async %58 -> %60 barrier(%kpipe[%k_stage]) scope(thread) : !tile.global<128x128xbf16, row_major> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>, !aproxy.pipeline<3>
              %v_stage = aproxy.producer_acquire %vpipe, %ps : !aproxy.pipeline<3>
              %62 = tile.view %sK[%v_stage][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>
              %63 = tile.view %sV[%v_stage][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>
              tile.copy_async %59 -> %63 barrier(%vpipe[%v_stage]) scope(thread) : !tile.global<128x128xbf16, col_major> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>, !aproxy.pipeline<3>
              %64 = aproxy.advance %ps
              %65 = aproxy.producer_acquire %qpipe, %qs : !aproxy.pipeline<1>
              %66 = arith.constant 0 : index
              %67 = arith.addi %q_row, %66 : index
              %68 = tile.view %Q[%67 : 64, %kv_col : 128] : !tile.global<?x?xbf16, row_major> -> !tile.global<64x128xbf16, row_major>
              %69 = arith.constant 0 : index
              %70 = tile.view %sQ[%69][:, :] : !tile.buffer<2 x 64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>
              tile.copy_async %68 -> %70 barrier(%qpipe[%65]) scope(thread) : !tile.global<64x128xbf16, row_major> -> !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>, !aproxy.pipeline<1>
              %71 = arith.constant 64 : index
              %72 = arith.addi %q_row, %71 : index
              %73 = tile.view %Q[%72 : 64, %kv_col : 128] : !tile.global<?x?xbf16, row_major> -> !tile.global<64x128xbf16, row_major>
              %74 = arith.constant 1 : index
              %75 = tile.view %sQ[%74][:, :] : !tile.buffer<2 x 64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>
              tile.copy_async %73 -> %75 barrier(%qpipe[%65]) scope(thread) : !tile.global<64x128xbf16, row_major> -> !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>, !aproxy.pipeline<1>
              %76 = arith.constant 1 : index
              %77 = arith.constant 1 : index
              %78 = scf.for %j = %76 to %n_blocks step %77 iter_args(%ps_1 = %64) -> (!aproxy.pipe_state) {
                %79 = arith.constant 128 : index
                %80 = arith.muli %j, %79 : index
                %81 = arith.addi %kv_row, %80 : index
                %82 = tile.view %K[%81 : 128, %kv_col : 128] : !tile.global<?x?xbf16, row_major> -> !tile.global<128x128xbf16, row_major>
                %83 = tile.view %V[%kv_col : 128, %81 : 128] : !tile.global<?x?xbf16, col_major> -> !tile.global<128x128xbf16, col_major>
                %k_stage_1 = aproxy.producer_acquire %kpipe, %ps_1 : !aproxy.pipeline<3>
                %84 = tile.view %sK[%k_stage_1][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>
                %85 = tile.view %sV[%k_stage_1][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>
                tile.copy_async %82 -> %84 barrier(%kpipe[%k_stage_1]) scope(thread) : !tile.global<128x128xbf16, row_major> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>, !aproxy.pipeline<3>
                %v_stage_1 = aproxy.producer_acquire %vpipe, %ps_1 : !aproxy.pipeline<3>
                %86 = tile.view %sK[%v_stage_1][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>
                %87 = tile.view %sV[%v_stage_1][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>
                tile.copy_async %83 -> %87 barrier(%vpipe[%v_stage_1]) scope(thread) : !tile.global<128x128xbf16, col_major> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>, !aproxy.pipeline<3>
                %88 = aproxy.advance %ps_1
                scf.yield %88 : !aproxy.pipe_state
              }
              %89 = aproxy.advance %qs
              scf.yield %89, %78 : !aproxy.pipe_state, !aproxy.pipe_state
            }
          }
        }
        aproxy.role "consumer" warpgroups(1, 2) regs(240) {
          %wg = aproxy.warpgroup_index
          %90 = arith.constant 64 : index
          %row0 = arith.muli %wg, %90 : index
          %q = tile.view %sQ[%wg][:, :] : !tile.buffer<2 x 64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>
          %zero_s = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
          %91 = aproxy.consumer_start %qpipe : !aproxy.pipeline<1>
          %92 = aproxy.consumer_start %kpipe : !aproxy.pipeline<3>
          %93, %94 = scf.for %t_1 = %bid to %tiles step %grid iter_args(%qcs = %91, %cs = %92) -> (!aproxy.pipe_state, !aproxy.pipe_state) {
            %sq_1 = arith.index_cast %seq_q : i32 to index
            %skv_1 = arith.index_cast %seq_kv : i32 to index
            %95 = arith.index_cast %heads : i32 to index
            %96 = arith.index_cast %group : i32 to index
            %97 = arith.constant 127 : index
            %98 = arith.addi %sq_1, %97 : index
            %99 = arith.constant 128 : index
            %100 = arith.divui %98, %99 : index
            %101 = arith.remui %t_1, %100 : index
            %102 = arith.divui %t_1, %100 : index
            %h_1 = arith.remui %102, %95 : index
            %bz_1 = arith.divui %102, %95 : index
            %103 = arith.constant 127 : index
            %104 = arith.addi %sq_1, %103 : index
            %105 = arith.constant 128 : index
            %106 = arith.divui %104, %105 : index
            %107 = arith.constant 1 : index
            %108 = arith.subi %106, %107 : index
            %109 = arith.subi %108, %101 : index
            %110 = arith.constant 128 : index
            %111 = arith.muli %109, %110 : index
            %112 = arith.constant 128 : index
            %113 = arith.subi %sq_1, %112 : index
            %m0_1 = arith.minui %111, %113 : index
            %hkv_1 = arith.divui %h_1, %96 : index
            %114 = arith.muli %bz_1, %95 : index
            %115 = arith.addi %114, %h_1 : index
            %116 = arith.muli %115, %sq_1 : index
            %q_row_1 = arith.addi %116, %m0_1 : index
            %kv_col_1 = arith.constant 0 : index
            %117 = arith.divui %95, %96 : index
            %118 = arith.muli %bz_1, %117 : index
            %119 = arith.addi %118, %hkv_1 : index
            %kv_row_1 = arith.muli %119, %skv_1 : index
            %120 = arith.constant 127 : index
            %121 = arith.addi %skv_1, %120 : index
            %122 = arith.constant 128 : index
            %123 = arith.divui %121, %122 : index
            %124 = arith.constant 128 : index
            %125 = arith.divui %skv_1, %124 : index
            %126 = arith.constant 127 : index
            %127 = arith.addi %m0_1, %126 : index
            %128 = arith.constant 128 : index
            %129 = arith.divui %127, %128 : index
            %130 = arith.constant 1 : index
            %131 = arith.addi %129, %130 : index
            %n_blocks_1 = arith.minui %123, %131 : index
            %132 = arith.constant 1 : index
            %133 = arith.addi %m0_1, %132 : index
            %134 = arith.constant 128 : index
            %135 = arith.divui %133, %134 : index
            %136 = arith.minui %125, %135 : index
            %n_full_1 = arith.minui %136, %n_blocks_1 : index
            %137 = aproxy.consumer_wait %qpipe, %qcs : !aproxy.pipeline<1>
            %o0 = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
            %m_init = tile.fill -1.0000000150474662e+30 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %l0 = tile.fill 0.0 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %138 = arith.addi %m0_1, %row0 : index
            %139 = arith.constant 0 : index
            %140 = arith.cmpi eq, %wg, %139 : index
            scf.if %140 {
            } else {
              aproxy.named_barrier_arrive id(4), threads(256)
            }
            %stage0 = aproxy.consumer_wait %kpipe, %cs : !aproxy.pipeline<3>
            %141 = arith.constant 0 : index
            %142 = arith.cmpi eq, %wg, %141 : index
            scf.if %142 {
              aproxy.named_barrier_sync id(4), threads(256)
            } else {
              aproxy.named_barrier_sync id(5), threads(256)
            }
            %143 = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
            %144 = tile.view %sK[%stage0][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>
            %145 = tile.view %sV[%stage0][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>
            %146 = tile.gemm_async %q, %144, %143 scope(warpgroup) : !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>, !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
            %147 = arith.constant 0 : index
            %148 = arith.cmpi eq, %wg, %147 : index
            scf.if %148 {
              aproxy.named_barrier_arrive id(5), threads(256)
            } else {
              aproxy.named_barrier_arrive id(4), threads(256)
            }
            %149 = aproxy.wgmma_wait 0 (%146) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
            aproxy.consumer_release %kpipe, %cs : !aproxy.pipeline<3>
            %150 = arith.constant 0 : index
            %151 = arith.cmpi uge, %150, %n_full_1 : index
            %s_masked = scf.if %151 -> (!tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>) {
              %152 = arith.constant 128 : index
              %153 = arith.muli %150, %152 : index
              %154 = tile.mask %149 rows(%138) cols(%153) limit(%skv_1) causal scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
              scf.yield %154 : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
            } else {
              scf.yield %149 : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
            }
            %155 = tile.reduce_max %s_masked scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %m_new = tile.max %m_init, %155 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %mb = tile.scale %m_new, %scale_log2 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, f32
            %p = tile.exp2 %s_masked scale(%scale_log2) sub(%mb) scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, f32, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %alpha = tile.exp2 %m_init scale(%scale_log2) sub(%mb) scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, f32, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %156 = tile.mul %l0, %alpha scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %157 = tile.reduce_sum %p scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %158 = tile.add %156, %157 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %159 = arith.constant 1 : index
            %160 = arith.constant 1 : index
            %161 = aproxy.advance %cs
            %162, %163, %164, %165, %166, %167, %168 = scf.for %j_1 = %159 to %n_blocks_1 step %160 iter_args(%o = %o0, %m = %m_new, %l = %158, %p_prev = %p, %st_prev = %stage0, %cs_prev = %cs, %cs_1 = %161) -> (!tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, index, !aproxy.pipe_state, !aproxy.pipe_state) {
              %stage = aproxy.consumer_wait %kpipe, %cs_1 : !aproxy.pipeline<3>
              %169 = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
              %pb_prev = tile.cast %p_prev scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>>
              %v_stage_2 = aproxy.consumer_wait %vpipe, %cs_prev : !aproxy.pipeline<3>
              %170 = arith.constant 0 : index
              %171 = arith.cmpi eq, %wg, %170 : index
              scf.if %171 {
                aproxy.named_barrier_sync id(4), threads(256)
              } else {
                aproxy.named_barrier_sync id(5), threads(256)
              }
              %172 = tile.view %sK[%stage][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>
              %173 = tile.view %sV[%stage][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>
              %174 = tile.gemm_async %q, %172, %169 scope(warpgroup) : !tile.buffer<64x128xbf16, #layout.smem<64x128xbf16, swizzle = 128B, major = K>>, !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
              %175 = tile.view %sK[%v_stage_2][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>
              %176 = tile.view %sV[%v_stage_2][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>
              %177 = tile.gemm_async %pb_prev, %176, %o scope(warpgroup) : !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>>, !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
              %178 = arith.constant 0 : index
              %179 = arith.cmpi eq, %wg, %178 : index
              scf.if %179 {
                aproxy.named_barrier_arrive id(5), threads(256)
              } else {
                aproxy.named_barrier_arrive id(4), threads(256)
              }
              %s = aproxy.wgmma_wait 1 (%174) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
              aproxy.consumer_release %kpipe, %cs_1 : !aproxy.pipeline<3>
              %180 = arith.cmpi uge, %j_1, %n_full_1 : index
              %s_masked_1 = scf.if %180 -> (!tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>) {
                %181 = arith.constant 128 : index
                %182 = arith.muli %j_1, %181 : index
                %183 = tile.mask %s rows(%138) cols(%182) limit(%skv_1) causal scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
                scf.yield %183 : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
              } else {
                scf.yield %s : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
              }
              %184 = tile.reduce_max %s_masked_1 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
              %m_new_1 = tile.max %m, %184 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
              %mb_1 = tile.scale %m_new_1, %scale_log2 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, f32
              %p_1 = tile.exp2 %s_masked_1 scale(%scale_log2) sub(%mb_1) scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, f32, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
              %alpha_1 = tile.exp2 %m scale(%scale_log2) sub(%mb_1) scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, f32, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
              %185 = tile.mul %l, %alpha_1 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
              %186 = tile.reduce_sum %p_1 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
              %187 = tile.add %185, %186 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
              aproxy.wgmma_hold %187 : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
              %188 = aproxy.wgmma_wait 0 (%177) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
              aproxy.consumer_release %vpipe, %cs_prev : !aproxy.pipeline<3>
              %o_new = tile.scale %188, %alpha_1 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
              %189 = aproxy.advance %cs_1
              scf.yield %o_new, %m_new_1, %187, %p_1, %stage, %cs_1, %189 : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, index, !aproxy.pipe_state, !aproxy.pipe_state
            }
            aproxy.consumer_release %qpipe, %qcs : !aproxy.pipeline<1>
            %190 = tile.cast %165 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>>
            %v_stage_3 = aproxy.consumer_wait %vpipe, %167 : !aproxy.pipeline<3>
            %191 = arith.constant 0 : index
            %192 = arith.cmpi eq, %wg, %191 : index
            scf.if %192 {
              aproxy.named_barrier_sync id(4), threads(256)
            } else {
              aproxy.named_barrier_sync id(5), threads(256)
            }
            %193 = tile.view %sK[%v_stage_3][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = K>>
            %194 = tile.view %sV[%v_stage_3][:, :] : !tile.buffer<3 x 128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>> -> !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>
            %195 = tile.gemm_async %190, %194, %162 scope(warpgroup) : !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>>, !tile.buffer<128x128xbf16, #layout.smem<128x128xbf16, swizzle = 128B, major = MN>>, !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
            %196 = arith.constant 0 : index
            %197 = arith.cmpi eq, %wg, %196 : index
            scf.if %197 {
              aproxy.named_barrier_arrive id(5), threads(256)
            } else {
            }
            %198 = aproxy.wgmma_wait 0 (%195) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>
            aproxy.consumer_release %vpipe, %167 : !aproxy.pipeline<3>
            %199 = tile.fill 1.0 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %inv_l = tile.div %199, %164 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %200 = tile.scale %198, %inv_l scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>>, !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %201 = tile.cast %200 scope(warpgroup) : !tile.frag<64x128xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>>
            %202 = arith.addi %q_row_1, %row0 : index
            %203 = tile.view %O[%202 : 64, %kv_col_1 : 128] : !tile.global<?x?xbf16, row_major> -> !tile.global<64x128xbf16, row_major>
            tile.copy %201 -> %203 scope(warpgroup) : !tile.frag<64x128xbf16, #layout.wgmma_acc<64x128xf32>> -> !tile.global<64x128xbf16, row_major>
            %204 = arith.constant 0.693147182 : f32
            %205 = tile.scale %163, %scale_log2 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, f32
            %206 = tile.log2 %164 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %207 = tile.add %205, %206 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>
            %lse = tile.scale %207, %204 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>, f32
            %208 = arith.addi %q_row_1, %row0 : index
            %209 = tile.view %LSE[%208 : 64] : !tile.global<?xf32, row_major> -> !tile.global<64xf32, row_major>
            tile.copy %lse -> %209 scope(warpgroup) : !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>> -> !tile.global<64xf32, row_major>
            %210 = aproxy.advance %qcs
            scf.yield %210, %168 : !aproxy.pipe_state, !aproxy.pipe_state
          }
        }
      }
      gpu.return
    }
  }
}
