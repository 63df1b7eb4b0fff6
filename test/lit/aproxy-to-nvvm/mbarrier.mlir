// RUN: tirx-opt %s -p aproxy-to-nvvm | filecheck %s
// mbarriers (PTX ISA "mbarrier"): 8 bytes each at base + 8 * index (constant indices folded);
// init / arrive / arrive.expect_tx / inval one-to-one; mbarrier_wait a try_wait.parity loop.

// CHECK:      builtin.module {
// CHECK-NEXT:   gpu.module @k {
// CHECK-NEXT:     "memref.global"() <{sym_name = "__tirx_dyn_smem", type = memref<0xi8, 3 : i64>, initial_value, sym_visibility = "private", alignment = 16 : i64}> : () -> ()
// CHECK-NEXT:     gpu.func @g(%i: index) kernel attributes {block = [128 : i64, 1 : i64, 1 : i64], dynamic_smem = 16 : i64} {
// CHECK-NEXT:       %smem = nvvm.mov.sym<type = u32> {sym = @__tirx_dyn_smem} : () -> i32
// CHECK-NEXT:       %p = arith.constant 1 : i32
// CHECK-NEXT:       %0 = arith.constant 0 : i32
// CHECK-NEXT:       %b = arith.addi %smem, %0 : i32
// CHECK-NEXT:       %1 = arith.constant 8 : i32
// CHECK-NEXT:       %2 = arith.addi %b, %1 : i32
// CHECK-NEXT:       %3 = arith.constant 128 : i32
// CHECK-NEXT:       nvvm.mbarrier.init %2, %3 : (i32, i32) -> ()
// CHECK-NEXT:       nvvm.fence.mbarrier_init : () -> ()
// CHECK-NEXT:       %4 = arith.index_cast %i : index to i32
// CHECK-NEXT:       %5 = arith.constant 8 : i32
// CHECK-NEXT:       %6 = arith.muli %4, %5 : i32
// CHECK-NEXT:       %7 = arith.addi %b, %6 : i32
// CHECK-NEXT:       %8 = nvvm.mbarrier.arrive %7 : (i32) -> i64
// CHECK-NEXT:       %9 = arith.constant 8 : i32
// CHECK-NEXT:       %10 = arith.addi %b, %9 : i32
// CHECK-NEXT:       %11 = arith.constant 4096 : i32
// CHECK-NEXT:       %12 = nvvm.mbarrier.arrive.expect_tx %10, %11 : (i32, i32) -> i64
// CHECK-NEXT:       %13 = arith.constant 8 : i32
// CHECK-NEXT:       %14 = arith.addi %b, %13 : i32
// CHECK-NEXT:       cf.br ^bb1
// CHECK-NEXT:     ^bb1:
// CHECK-NEXT:       %15 = nvvm.mbarrier.try_wait.parity %14, %p : (i32, i32) -> i1
// CHECK-NEXT:       %16 = arith.constant true
// CHECK-NEXT:       %17 = arith.xori %15, %16 : i1
// CHECK-NEXT:       cf.cond_br %17, ^bb2, ^bb3
// CHECK-NEXT:     ^bb2:
// CHECK-NEXT:       cf.br ^bb1
// CHECK-NEXT:     ^bb3:
// CHECK-NEXT:       %18 = arith.constant 8 : i32
// CHECK-NEXT:       %19 = arith.addi %b, %18 : i32
// CHECK-NEXT:       nvvm.mbarrier.inval %19 : (i32) -> ()
// CHECK-NEXT:       gpu.return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }

gpu.module @k {
  gpu.func @g(%i: index) kernel attributes {block = [128, 1, 1]} {
    %c1 = arith.constant 1 : index
    %p = arith.constant 1 : i32
    %b = aproxy.mbarrier_alloc count(2) : !aproxy.mbarrier<2>
    aproxy.mbarrier_init %b[%c1], arrivals(128) : !aproxy.mbarrier<2>
    aproxy.fence_mbarrier_init
    aproxy.mbarrier_arrive %b[%i] : !aproxy.mbarrier<2>
    aproxy.mbarrier_arrive_expect_tx %b[%c1], bytes(4096) : !aproxy.mbarrier<2>
    aproxy.mbarrier_wait %b[%c1], parity(%p) : !aproxy.mbarrier<2>
    aproxy.mbarrier_inval %b[%c1] : !aproxy.mbarrier<2>
    gpu.return
  }
}
