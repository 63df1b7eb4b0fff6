// RUN: tirx-opt %s -p profile-instrument | filecheck %s
// RUN: tirx-opt %s -p 'profile-instrument{scope=warp}' | filecheck %s --check-prefix=WARP
// Who writes a record: outside aproxy.elect_one, the writer thread (tid.x % 128 == 0, or
// tid.x % 32 == 0 with scope=warp); inside `elect_one warpgroup` the elected thread (it is
// that writer); inside `elect_one warp` with scope=warpgroup, the elected lane of the
// warpgroup's first warp (tid.x % 128 < 32); with scope=warp, every elected lane.

gpu.module @m {
  gpu.func @k() kernel attributes {block = [256, 1, 1]} {
    aproxy.elect_one warp {
      prof.range "in_warp" {
        "test.op"() : () -> ()
      }
    }
    aproxy.elect_one warpgroup {
      prof.range "in_warpgroup" {
        "test.op"() : () -> ()
      }
    }
    gpu.return
  }
}

// CHECK:      gpu.func @k(%prof_buf: i64) kernel
// CHECK:      %[[TID:.*]] = nvvm.mov.special<reg = "tid.x"> : () -> i32
// CHECK:      %prof_writer = arith.divui %[[TID]], %{{.*}} : i32
// CHECK-NEXT: %[[G2:.*]] = arith.constant 128 : i32
// CHECK-NEXT: %[[LANE:.*]] = arith.remui %[[TID]], %[[G2]] : i32
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %prof_is_writer = arith.cmpi eq, %[[LANE]], %[[Z]] : i32
// CHECK-NEXT: %[[W32:.*]] = arith.constant 32 : i32
// CHECK-NEXT: %prof_is_warp0 = arith.cmpi ult, %[[LANE]], %[[W32]] : i32
// CHECK:      aproxy.elect_one warp {
// CHECK-NEXT:   %prof_t0 = nvvm.mov.special<reg = globaltimer> : () -> i64
// CHECK-NEXT:   "test.op"() : () -> ()
// CHECK-NEXT:   %prof_t1 = nvvm.mov.special<reg = globaltimer> : () -> i64
// CHECK-NEXT:   scf.if %prof_is_warp0 {
// CHECK-NEXT:     %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT:     %{{.*}} = nvvm.atom<space = shared, op = add, type = u32> %prof_count, %[[ONE]] : (i32, i32) -> i32
// CHECK:      aproxy.elect_one warpgroup {
// CHECK-NEXT:   %prof_t0_1 = nvvm.mov.special<reg = globaltimer> : () -> i64
// CHECK-NEXT:   "test.op"() : () -> ()
// CHECK-NEXT:   %prof_t1_1 = nvvm.mov.special<reg = globaltimer> : () -> i64
// CHECK-NEXT:   %[[ONE2:.*]] = arith.constant 1 : i32
// CHECK-NEXT:   %{{.*}} = nvvm.atom<space = shared, op = add, type = u32> %prof_count, %[[ONE2]] : (i32, i32) -> i32
// CHECK:        nvvm.st<space = global, vec = v4, type = b32>
// CHECK:      scf.if %prof_is_writer {
// CHECK-NEXT:   %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK-NEXT:   %{{.*}} = nvvm.atom<space = shared, op = add, type = u32> %prof_count, %[[ZERO]] : (i32, i32) -> i32
// CHECK-NEXT:   nvvm.mov.special<reg = smid>
// CHECK:        gpu.return

// WARP:      "memref.global"() <{sym_name = "__tirx_prof_count", type = memref<32xi32, 3 : i64>
// WARP:      %[[NT:.*]] = arith.constant 31 : i32
// WARP:      %prof_writer = arith.divui %{{.*}}, %{{.*}} : i32
// WARP-NEXT: %[[G:.*]] = arith.constant 32 : i32
// WARP-NEXT: %{{.*}} = arith.remui %{{.*}}, %[[G]] : i32
// WARP-NOT:  prof_is_warp0
// WARP:      aproxy.elect_one warp {
// WARP-NEXT:   %prof_t0 = nvvm.mov.special<reg = globaltimer> : () -> i64
// WARP-NEXT:   "test.op"() : () -> ()
// WARP-NEXT:   %prof_t1 = nvvm.mov.special<reg = globaltimer> : () -> i64
// WARP-NEXT:   %{{.*}} = arith.constant 1 : i32
// WARP-NEXT:   %{{.*}} = nvvm.atom<space = shared, op = add, type = u32> %prof_count
// WARP:      aproxy.elect_one warpgroup {
// WARP-NEXT:   %prof_t0_1 = nvvm.mov.special<reg = globaltimer> : () -> i64
// WARP-NEXT:   "test.op"() : () -> ()
// WARP-NEXT:   %prof_t1_1 = nvvm.mov.special<reg = globaltimer> : () -> i64
// WARP-NEXT:   %{{.*}} = arith.constant 1 : i32
// WARP-NEXT:   %{{.*}} = nvvm.atom<space = shared, op = add, type = u32> %prof_count
