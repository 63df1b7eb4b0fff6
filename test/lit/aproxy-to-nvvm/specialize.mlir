// RUN: tirx-opt %s -p aproxy-to-nvvm | filecheck %s
// Warp specialization without register budgets: wg = tid.x / 128 once at the entry; one branch
// per role on membership (eq / or of eq / a uge-ule range); warpgroup_index as the position in
// the role's list; elect_one warpgroup as a branch on tid.x % 128 == 0; named barriers as
// bar.sync / bar.arrive. The kernel leaves in cf form (the wait loops need real loops).

// CHECK:      builtin.module {
// CHECK-NEXT:   gpu.module @k {
// CHECK-NEXT:     gpu.func @g() kernel attributes {block = [640 : i64, 1 : i64, 1 : i64]} {
// CHECK-NEXT:       %tid = nvvm.mov.special<reg = "tid.x"> : () -> i32
// CHECK-NEXT:       %0 = arith.constant 128 : i32
// CHECK-NEXT:       %wg = arith.divui %tid, %0 : i32
// CHECK-NEXT:       %1 = arith.constant 128 : i32
// CHECK-NEXT:       %2 = arith.remui %tid, %1 : i32
// CHECK-NEXT:       %3 = arith.constant 0 : i32
// CHECK-NEXT:       %wg_leader = arith.cmpi eq, %2, %3 : i32
// CHECK-NEXT:       %4 = arith.constant 0 : i32
// CHECK-NEXT:       %5 = arith.cmpi eq, %wg, %4 : i32
// CHECK-NEXT:       %6 = arith.constant 2 : i32
// CHECK-NEXT:       %7 = arith.cmpi eq, %wg, %6 : i32
// CHECK-NEXT:       %8 = arith.ori %5, %7 : i1
// CHECK-NEXT:       cf.cond_br %8, ^bb1, ^bb4
// CHECK-NEXT:     ^bb1:
// CHECK-NEXT:       %9 = arith.constant 0 : i32
// CHECK-NEXT:       %10 = arith.constant 2 : i32
// CHECK-NEXT:       %11 = arith.cmpi eq, %wg, %10 : i32
// CHECK-NEXT:       %12 = arith.constant 1 : i32
// CHECK-NEXT:       %13 = arith.select %11, %12, %9 : i32
// CHECK-NEXT:       %i = arith.index_cast %13 : i32 to index
// CHECK-NEXT:       cf.cond_br %wg_leader, ^bb2, ^bb3
// CHECK-NEXT:     ^bb2:
// CHECK-NEXT:       "test.op"(%i) : (index) -> ()
// CHECK-NEXT:       cf.br ^bb3
// CHECK-NEXT:     ^bb3:
// CHECK-NEXT:       cf.br ^bb4
// CHECK-NEXT:     ^bb4:
// CHECK-NEXT:       %14 = arith.constant 1 : i32
// CHECK-NEXT:       %15 = arith.cmpi eq, %wg, %14 : i32
// CHECK-NEXT:       cf.cond_br %15, ^bb5, ^bb6
// CHECK-NEXT:     ^bb5:
// CHECK-NEXT:       nvvm.bar.sync<id = 1, count = 128> : () -> ()
// CHECK-NEXT:       nvvm.bar.arrive<id = 2, count = 256> : () -> ()
// CHECK-NEXT:       cf.br ^bb6
// CHECK-NEXT:     ^bb6:
// CHECK-NEXT:       %16 = arith.constant 3 : i32
// CHECK-NEXT:       %17 = arith.cmpi uge, %wg, %16 : i32
// CHECK-NEXT:       %18 = arith.constant 4 : i32
// CHECK-NEXT:       %19 = arith.cmpi ule, %wg, %18 : i32
// CHECK-NEXT:       %20 = arith.andi %17, %19 : i1
// CHECK-NEXT:       cf.cond_br %20, ^bb7, ^bb8
// CHECK-NEXT:     ^bb7:
// CHECK-NEXT:       %21 = arith.constant 3 : i32
// CHECK-NEXT:       %22 = arith.subi %wg, %21 : i32
// CHECK-NEXT:       %k = arith.index_cast %22 : i32 to index
// CHECK-NEXT:       "test.op"(%k) : (index) -> ()
// CHECK-NEXT:       cf.br ^bb8
// CHECK-NEXT:     ^bb8:
// CHECK-NEXT:       gpu.return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }

gpu.module @k {
  gpu.func @g() kernel attributes {block = [640, 1, 1]} {
    aproxy.specialize {
      aproxy.role "a" warpgroups(0, 2) {
        %i = aproxy.warpgroup_index
        aproxy.elect_one warpgroup {
          "test.op"(%i) : (index) -> ()
        }
      }
      aproxy.role "b" warpgroups(1) {
        %j = aproxy.warpgroup_index
        aproxy.named_barrier_sync id(1), threads(128)
        aproxy.named_barrier_arrive id(2), threads(256)
      }
      aproxy.role "c" warpgroups(3, 4) {
        %k = aproxy.warpgroup_index
        "test.op"(%k) : (index) -> ()
      }
    }
    gpu.return
  }
}
