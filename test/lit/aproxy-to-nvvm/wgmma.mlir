// RUN: tirx-opt %s -p aproxy-to-nvvm | filecheck %s
// wgmma (PTX ISA "Asynchronous Warpgroup Level Matrix Multiply-Accumulate Instructions"): fence /
// commit_group / wait_group one-to-one; wgmma.mma_async with the accumulator as one vector InOut
// operand, scale-d true when absent, transposes as tnsp slots, the RS form for an A fragment in
// registers; a wait naming an accumulator re-makes it from its lanes after the wait (mov.extract,
// mov.pack). Roles with regs: setmaxnreg.dec below the entry count (65536 / 384 threads -> 168)
// and .inc above it (PTX ISA "setmaxnreg"), tirx.min_ctas_per_sm = 1.

// CHECK:      builtin.module {
// CHECK-NEXT:   gpu.module @k {
// CHECK-NEXT:     "memref.global"() <{sym_name = "__tirx_dyn_smem", type = memref<0xi8, 3 : i64>, initial_value, sym_visibility = "private", alignment = 1024 : i64}> : () -> ()
// CHECK-NEXT:     gpu.func @g() kernel attributes {block = [384 : i64, 1 : i64, 1 : i64], dynamic_smem = 16384 : i64, tirx.min_ctas_per_sm = 1 : i64} {
// CHECK-NEXT:       %smem = nvvm.mov.sym<type = u32> {sym = @__tirx_dyn_smem} : () -> i32
// CHECK-NEXT:       %tid = nvvm.mov.special<reg = "tid.x"> : () -> i32
// CHECK-NEXT:       %0 = arith.constant 128 : i32
// CHECK-NEXT:       %wg = arith.divui %tid, %0 : i32
// CHECK-NEXT:       %1 = arith.constant 0 : i32
// CHECK-NEXT:       %2 = arith.cmpi eq, %wg, %1 : i32
// CHECK-NEXT:       cf.cond_br %2, ^bb1, ^bb2
// CHECK-NEXT:     ^bb1:
// CHECK-NEXT:       nvvm.setmaxnreg<action = dec, count = 40> : () -> ()
// CHECK-NEXT:       cf.br ^bb2
// CHECK-NEXT:     ^bb2:
// CHECK-NEXT:       %3 = arith.constant 1 : i32
// CHECK-NEXT:       %4 = arith.cmpi uge, %wg, %3 : i32
// CHECK-NEXT:       %5 = arith.constant 2 : i32
// CHECK-NEXT:       %6 = arith.cmpi ule, %wg, %5 : i32
// CHECK-NEXT:       %7 = arith.andi %4, %6 : i1
// CHECK-NEXT:       cf.cond_br %7, ^bb3, ^bb4
// CHECK-NEXT:     ^bb3:
// CHECK-NEXT:       nvvm.setmaxnreg<action = inc, count = 232> : () -> ()
// CHECK-NEXT:       %acc = arith.constant dense<0.000000e+00> : vector<8xf32>
// CHECK-NEXT:       %ra = arith.constant dense<0> : vector<4xi32>
// CHECK-NEXT:       %z = arith.constant false
// CHECK-NEXT:       %8 = arith.constant 262143 : i32
// CHECK-NEXT:       %9 = arith.andi %smem, %8 : i32
// CHECK-NEXT:       %10 = arith.constant 4 : i32
// CHECK-NEXT:       %11 = arith.shrui %9, %10 : i32
// CHECK-NEXT:       %12 = arith.constant 65536 : i32
// CHECK-NEXT:       %13 = arith.ori %11, %12 : i32
// CHECK-NEXT:       %14 = arith.extui %13 : i32 to i64
// CHECK-NEXT:       %15 = arith.constant 4611686293305294848 : i64
// CHECK-NEXT:       %d = arith.ori %14, %15 : i64
// CHECK-NEXT:       nvvm.wgmma.fence : () -> ()
// CHECK-NEXT:       %a1 = nvvm.wgmma.mma_async<n = 16, atype = bf16, btype = bf16> %acc, %d, %d, %z : (vector<8xf32>, i64, i64, i1) -> vector<8xf32>
// CHECK-NEXT:       %16 = arith.constant true
// CHECK-NEXT:       %a2 = nvvm.wgmma.mma_async<n = 16, atype = f16, btype = f16, tnsp_b = 1> %a1, %d, %d, %16 : (vector<8xf32>, i64, i64, i1) -> vector<8xf32>
// CHECK-NEXT:       %17 = arith.constant true
// CHECK-NEXT:       %a3 = nvvm.wgmma.mma_async<n = 16, atype = e4m3, btype = e5m2> %a2, %d, %d, %17 : (vector<8xf32>, i64, i64, i1) -> vector<8xf32>
// CHECK-NEXT:       %18 = arith.constant true
// CHECK-NEXT:       %a4 = nvvm.wgmma.mma_async.rs<n = 16, atype = bf16, btype = bf16> %a3, %ra, %d, %18 : (vector<8xf32>, vector<4xi32>, i64, i1) -> vector<8xf32>
// CHECK-NEXT:       nvvm.wgmma.commit_group : () -> ()
// CHECK-NEXT:       nvvm.wgmma.wait_group<n = 1> : () -> ()
// CHECK-NEXT:       nvvm.wgmma.wait_group<n = 0> : () -> ()
// CHECK-NEXT:       %19 = nvvm.mov.extract<type = f32, lane = 0> %a4 : (vector<8xf32>) -> f32
// CHECK-NEXT:       %20 = nvvm.mov.extract<type = f32, lane = 1> %a4 : (vector<8xf32>) -> f32
// CHECK-NEXT:       %21 = nvvm.mov.extract<type = f32, lane = 2> %a4 : (vector<8xf32>) -> f32
// CHECK-NEXT:       %22 = nvvm.mov.extract<type = f32, lane = 3> %a4 : (vector<8xf32>) -> f32
// CHECK-NEXT:       %23 = nvvm.mov.extract<type = f32, lane = 4> %a4 : (vector<8xf32>) -> f32
// CHECK-NEXT:       %24 = nvvm.mov.extract<type = f32, lane = 5> %a4 : (vector<8xf32>) -> f32
// CHECK-NEXT:       %25 = nvvm.mov.extract<type = f32, lane = 6> %a4 : (vector<8xf32>) -> f32
// CHECK-NEXT:       %26 = nvvm.mov.extract<type = f32, lane = 7> %a4 : (vector<8xf32>) -> f32
// CHECK-NEXT:       %r = nvvm.mov.pack<type = f32, n = 8> %19, %20, %21, %22, %23, %24, %25, %26 : (f32, f32, f32, f32, f32, f32, f32, f32) -> vector<8xf32>
// CHECK-NEXT:       "test.op"(%r) : (vector<8xf32>) -> ()
// CHECK-NEXT:       cf.br ^bb4
// CHECK-NEXT:     ^bb4:
// CHECK-NEXT:       gpu.return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }

gpu.module @k {
  gpu.func @g() kernel attributes {block = [384, 1, 1]} {
    %s = aproxy.smem_alloc 16384 align 1024 : !aproxy.smem<16384>
    aproxy.specialize {
      aproxy.role "producer" warpgroups(0) regs(40) {
      }
      aproxy.role "consumer" warpgroups(1, 2) regs(232) {
        %acc = arith.constant dense<0.0> : vector<8xf32>
        %ra = arith.constant dense<0> : vector<4xi32>
        %z = arith.constant false
        %d = aproxy.wgmma_desc %s swizzle("128B") lbo(16) sbo(1024) : !aproxy.smem<16384>
        aproxy.wgmma_fence
        %a1 = aproxy.wgmma m64n16k16 types(bf16, bf16, f32) %d, %d, %acc scale_d(%z) : i64, vector<8xf32>
        %a2 = aproxy.wgmma m64n16k16 types(f16, f16, f32) %d, %d, %a1 transpose_b : i64, vector<8xf32>
        %a3 = aproxy.wgmma m64n16k32 types(e4m3, e5m2, f32) %d, %d, %a2 : i64, vector<8xf32>
        %a4 = aproxy.wgmma m64n16k16 types(bf16, bf16, f32) %ra, %d, %a3 : vector<4xi32>, vector<8xf32>
        aproxy.wgmma_commit
        aproxy.wgmma_wait 1
        %r = aproxy.wgmma_wait 0 (%a4) : vector<8xf32>
        "test.op"(%r) : (vector<8xf32>) -> ()
      }
    }
    gpu.return
  }
}
