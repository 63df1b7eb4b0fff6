// RUN: tirx-opt %s -p aproxy-to-nvvm | filecheck %s
// Pipelines: 2S barriers (full[s] count 1, empty[s] count = arrivals) initialized by thread 0,
// fence.mbarrier_init, bar.sync 0; the state is one i32 counter it (stage = it % S, phase =
// (it / S) & 1); producer_acquire waits empty[stage] with parity phase ^ 1, then the
// warpgroup's first thread arrives with expect_tx on full[stage]; consumer_wait waits
// full[stage] with parity phase; consumer_release: one arrival per warpgroup on empty[stage].

// CHECK:      builtin.module {
// CHECK-NEXT:   gpu.module @k {
// CHECK-NEXT:     "memref.global"() <{sym_name = "__tirx_dyn_smem", type = memref<0xi8, 3 : i64>, initial_value, sym_visibility = "private", alignment = 16 : i64}> : () -> ()
// CHECK-NEXT:     gpu.func @g() kernel attributes {block = [256 : i64, 1 : i64, 1 : i64], dynamic_smem = 32 : i64} {
// CHECK-NEXT:       %smem = nvvm.mov.sym<type = u32> {sym = @__tirx_dyn_smem} : () -> i32
// CHECK-NEXT:       %tid = nvvm.mov.special<reg = "tid.x"> : () -> i32
// CHECK-NEXT:       %0 = arith.constant 128 : i32
// CHECK-NEXT:       %1 = arith.remui %tid, %0 : i32
// CHECK-NEXT:       %2 = arith.constant 0 : i32
// CHECK-NEXT:       %wg_leader = arith.cmpi eq, %1, %2 : i32
// CHECK-NEXT:       %3 = arith.constant 128 : i32
// CHECK-NEXT:       %wg = arith.divui %tid, %3 : i32
// CHECK-NEXT:       %4 = arith.constant 0 : i32
// CHECK-NEXT:       %p = arith.addi %smem, %4 : i32
// CHECK-NEXT:       %5 = arith.constant 0 : i32
// CHECK-NEXT:       %6 = arith.cmpi eq, %tid, %5 : i32
// CHECK-NEXT:       cf.cond_br %6, ^bb1, ^bb2
// CHECK-NEXT:     ^bb1:
// CHECK-NEXT:       %7 = arith.constant 0 : i32
// CHECK-NEXT:       %8 = arith.addi %p, %7 : i32
// CHECK-NEXT:       %9 = arith.constant 1 : i32
// CHECK-NEXT:       nvvm.mbarrier.init %8, %9 : (i32, i32) -> ()
// CHECK-NEXT:       %10 = arith.constant 8 : i32
// CHECK-NEXT:       %11 = arith.addi %p, %10 : i32
// CHECK-NEXT:       %12 = arith.constant 1 : i32
// CHECK-NEXT:       nvvm.mbarrier.init %11, %12 : (i32, i32) -> ()
// CHECK-NEXT:       %13 = arith.constant 16 : i32
// CHECK-NEXT:       %14 = arith.addi %p, %13 : i32
// CHECK-NEXT:       %15 = arith.constant 1 : i32
// CHECK-NEXT:       nvvm.mbarrier.init %14, %15 : (i32, i32) -> ()
// CHECK-NEXT:       %16 = arith.constant 24 : i32
// CHECK-NEXT:       %17 = arith.addi %p, %16 : i32
// CHECK-NEXT:       %18 = arith.constant 1 : i32
// CHECK-NEXT:       nvvm.mbarrier.init %17, %18 : (i32, i32) -> ()
// CHECK-NEXT:       nvvm.fence.mbarrier_init : () -> ()
// CHECK-NEXT:       cf.br ^bb2
// CHECK-NEXT:     ^bb2:
// CHECK-NEXT:       nvvm.bar.sync<id = 0> : () -> ()
// CHECK-NEXT:       %19 = arith.constant 0 : i32
// CHECK-NEXT:       %20 = arith.cmpi eq, %wg, %19 : i32
// CHECK-NEXT:       cf.cond_br %20, ^bb3, ^bb9
// CHECK-NEXT:     ^bb3:
// CHECK-NEXT:       %ps = arith.constant 0 : i32
// CHECK-NEXT:       %21 = arith.constant 2 : i32
// CHECK-NEXT:       %22 = arith.remui %ps, %21 : i32
// CHECK-NEXT:       %23 = arith.divui %ps, %21 : i32
// CHECK-NEXT:       %24 = arith.constant 1 : i32
// CHECK-NEXT:       %25 = arith.andi %23, %24 : i32
// CHECK-NEXT:       %26 = arith.constant 1 : i32
// CHECK-NEXT:       %27 = arith.xori %25, %26 : i32
// CHECK-NEXT:       %28 = arith.constant 2 : i32
// CHECK-NEXT:       %29 = arith.addi %22, %28 : i32
// CHECK-NEXT:       %30 = arith.constant 8 : i32
// CHECK-NEXT:       %31 = arith.muli %29, %30 : i32
// CHECK-NEXT:       %32 = arith.addi %p, %31 : i32
// CHECK-NEXT:       cf.br ^bb4
// CHECK-NEXT:     ^bb4:
// CHECK-NEXT:       %33 = nvvm.mbarrier.try_wait.parity %32, %27 : (i32, i32) -> i1
// CHECK-NEXT:       %34 = arith.constant true
// CHECK-NEXT:       %35 = arith.xori %33, %34 : i1
// CHECK-NEXT:       cf.cond_br %35, ^bb5, ^bb6
// CHECK-NEXT:     ^bb5:
// CHECK-NEXT:       cf.br ^bb4
// CHECK-NEXT:     ^bb6:
// CHECK-NEXT:       %36 = arith.constant 8 : i32
// CHECK-NEXT:       %37 = arith.muli %22, %36 : i32
// CHECK-NEXT:       %38 = arith.addi %p, %37 : i32
// CHECK-NEXT:       cf.cond_br %wg_leader, ^bb7, ^bb8
// CHECK-NEXT:     ^bb7:
// CHECK-NEXT:       %39 = arith.constant 8192 : i32
// CHECK-NEXT:       %40 = nvvm.mbarrier.arrive.expect_tx %38, %39 : (i32, i32) -> i64
// CHECK-NEXT:       cf.br ^bb8
// CHECK-NEXT:     ^bb8:
// CHECK-NEXT:       %k = arith.index_cast %22 : i32 to index
// CHECK-NEXT:       %41 = arith.constant 1 : i32
// CHECK-NEXT:       %ps2 = arith.addi %ps, %41 : i32
// CHECK-NEXT:       "test.op"(%k, %ps2) : (index, i32) -> ()
// CHECK-NEXT:       cf.br ^bb9
// CHECK-NEXT:     ^bb9:
// CHECK-NEXT:       %42 = arith.constant 1 : i32
// CHECK-NEXT:       %43 = arith.cmpi eq, %wg, %42 : i32
// CHECK-NEXT:       cf.cond_br %43, ^bb10, ^bb16
// CHECK-NEXT:     ^bb10:
// CHECK-NEXT:       %cs = arith.constant 0 : i32
// CHECK-NEXT:       %44 = arith.constant 2 : i32
// CHECK-NEXT:       %45 = arith.remui %cs, %44 : i32
// CHECK-NEXT:       %46 = arith.divui %cs, %44 : i32
// CHECK-NEXT:       %47 = arith.constant 1 : i32
// CHECK-NEXT:       %48 = arith.andi %46, %47 : i32
// CHECK-NEXT:       %49 = arith.constant 8 : i32
// CHECK-NEXT:       %50 = arith.muli %45, %49 : i32
// CHECK-NEXT:       %51 = arith.addi %p, %50 : i32
// CHECK-NEXT:       cf.br ^bb11
// CHECK-NEXT:     ^bb11:
// CHECK-NEXT:       %52 = nvvm.mbarrier.try_wait.parity %51, %48 : (i32, i32) -> i1
// CHECK-NEXT:       %53 = arith.constant true
// CHECK-NEXT:       %54 = arith.xori %52, %53 : i1
// CHECK-NEXT:       cf.cond_br %54, ^bb12, ^bb13
// CHECK-NEXT:     ^bb12:
// CHECK-NEXT:       cf.br ^bb11
// CHECK-NEXT:     ^bb13:
// CHECK-NEXT:       %k_1 = arith.index_cast %45 : i32 to index
// CHECK-NEXT:       %55 = arith.constant 2 : i32
// CHECK-NEXT:       %56 = arith.remui %cs, %55 : i32
// CHECK-NEXT:       %57 = arith.constant 2 : i32
// CHECK-NEXT:       %58 = arith.addi %56, %57 : i32
// CHECK-NEXT:       %59 = arith.constant 8 : i32
// CHECK-NEXT:       %60 = arith.muli %58, %59 : i32
// CHECK-NEXT:       %61 = arith.addi %p, %60 : i32
// CHECK-NEXT:       cf.cond_br %wg_leader, ^bb14, ^bb15
// CHECK-NEXT:     ^bb14:
// CHECK-NEXT:       %62 = nvvm.mbarrier.arrive %61 : (i32) -> i64
// CHECK-NEXT:       cf.br ^bb15
// CHECK-NEXT:     ^bb15:
// CHECK-NEXT:       "test.op"(%k_1) : (index) -> ()
// CHECK-NEXT:       cf.br ^bb16
// CHECK-NEXT:     ^bb16:
// CHECK-NEXT:       gpu.return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }

gpu.module @k {
  gpu.func @g() kernel attributes {block = [256, 1, 1]} {
    %p = aproxy.pipeline stages(2) full(tx_bytes = 8192) empty(arrivals = 1) : !aproxy.pipeline<2>
    aproxy.specialize {
      aproxy.role "producer" warpgroups(0) {
        %ps = aproxy.producer_start %p : !aproxy.pipeline<2>
        %k = aproxy.producer_acquire %p, %ps : !aproxy.pipeline<2>
        %ps2 = aproxy.advance %ps
        "test.op"(%k, %ps2) : (index, !aproxy.pipe_state) -> ()
      }
      aproxy.role "consumer" warpgroups(1) {
        %cs = aproxy.consumer_start %p : !aproxy.pipeline<2>
        %k = aproxy.consumer_wait %p, %cs : !aproxy.pipeline<2>
        aproxy.consumer_release %p, %cs : !aproxy.pipeline<2>
        "test.op"(%k) : (index) -> ()
      }
    }
    gpu.return
  }
}
