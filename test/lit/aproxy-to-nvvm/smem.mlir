// RUN: tirx-opt %s -p aproxy-to-nvvm | filecheck %s
// Shared memory: allocations laid out in op order in @__tirx_dyn_smem (aligned), the kernel's
// dynamic_smem total, smem_offset as i32 address arithmetic, smem_address (and a cast of a view to
// i32) as the address itself, wgmma_desc as the descriptor bit fields (PTX ISA "Matrix Descriptor
// Format"): 128B swizzle = 1 << 62, lbo >> 4 << 16, sbo >> 4 << 32. A view at a constant byte
// offset c from a base (%v = %smem + 1024 + 64) encodes the base's low word and adds c / 16 (68);
// an offset that is not a multiple of 16 (%w = %t + 8) encodes the whole address; a k slice of a
// stage at a run-time offset (%slice = %stage + 32) encodes %stage and adds 2.

// CHECK:      builtin.module {
// CHECK-NEXT:   gpu.module @k {
// CHECK-NEXT:     "memref.global"() <{sym_name = "__tirx_dyn_smem", type = memref<0xi8, 3 : i64>, initial_value, sym_visibility = "private", alignment = 1024 : i64}> : () -> ()
// CHECK-NEXT:     gpu.func @g() kernel attributes {block = [128 : i64, 1 : i64, 1 : i64], dynamic_smem = 3096 : i64} {
// CHECK-NEXT:       %smem = nvvm.mov.sym<type = u32> {sym = @__tirx_dyn_smem} : () -> i32
// CHECK-NEXT:       %c64 = arith.constant 64 : index
// CHECK-NEXT:       %0 = arith.constant 1024 : i32
// CHECK-NEXT:       %t = arith.addi %smem, %0 : i32
// CHECK-NEXT:       %1 = arith.constant 3072 : i32
// CHECK-NEXT:       %b = arith.addi %smem, %1 : i32
// CHECK-NEXT:       %2 = arith.index_cast %c64 : index to i32
// CHECK-NEXT:       %v = arith.addi %t, %2 : i32
// CHECK-NEXT:       %3 = arith.constant 262143 : i32
// CHECK-NEXT:       %4 = arith.andi %smem, %3 : i32
// CHECK-NEXT:       %5 = arith.constant 4 : i32
// CHECK-NEXT:       %6 = arith.shrui %4, %5 : i32
// CHECK-NEXT:       %7 = arith.constant 65536 : i32
// CHECK-NEXT:       %8 = arith.ori %6, %7 : i32
// CHECK-NEXT:       %9 = arith.constant 68 : i32
// CHECK-NEXT:       %10 = arith.addi %8, %9 : i32
// CHECK-NEXT:       %11 = arith.extui %10 : i32 to i64
// CHECK-NEXT:       %12 = arith.constant 4611686293305294848 : i64
// CHECK-NEXT:       %d = arith.ori %11, %12 : i64
// CHECK-NEXT:       %13 = arith.constant 262143 : i32
// CHECK-NEXT:       %14 = arith.andi %smem, %13 : i32
// CHECK-NEXT:       %15 = arith.constant 4 : i32
// CHECK-NEXT:       %16 = arith.shrui %14, %15 : i32
// CHECK-NEXT:       %17 = arith.constant 524288 : i32
// CHECK-NEXT:       %18 = arith.ori %16, %17 : i32
// CHECK-NEXT:       %19 = arith.extui %18 : i32 to i64
// CHECK-NEXT:       %20 = arith.constant 68719476736 : i64
// CHECK-NEXT:       %e = arith.ori %19, %20 : i64
// CHECK-NEXT:       %c8 = arith.constant 8 : index
// CHECK-NEXT:       %21 = arith.index_cast %c8 : index to i32
// CHECK-NEXT:       %w = arith.addi %t, %21 : i32
// CHECK-NEXT:       %22 = arith.constant 262143 : i32
// CHECK-NEXT:       %23 = arith.andi %w, %22 : i32
// CHECK-NEXT:       %24 = arith.constant 4 : i32
// CHECK-NEXT:       %25 = arith.shrui %23, %24 : i32
// CHECK-NEXT:       %26 = arith.constant 65536 : i32
// CHECK-NEXT:       %27 = arith.ori %25, %26 : i32
// CHECK-NEXT:       %28 = arith.extui %27 : i32 to i64
// CHECK-NEXT:       %29 = arith.constant 4611686293305294848 : i64
// CHECK-NEXT:       %f = arith.ori %28, %29 : i64
// CHECK-NEXT:       %tid = gpu.thread_id x
// CHECK-NEXT:       %30 = arith.index_cast %tid : index to i32
// CHECK-NEXT:       %stage = arith.addi %t, %30 : i32
// CHECK-NEXT:       %31 = arith.constant 262143 : i32
// CHECK-NEXT:       %32 = arith.andi %stage, %31 : i32
// CHECK-NEXT:       %33 = arith.constant 4 : i32
// CHECK-NEXT:       %34 = arith.shrui %32, %33 : i32
// CHECK-NEXT:       %35 = arith.constant 65536 : i32
// CHECK-NEXT:       %36 = arith.ori %34, %35 : i32
// CHECK-NEXT:       %37 = arith.constant 2 : i32
// CHECK-NEXT:       %38 = arith.addi %36, %37 : i32
// CHECK-NEXT:       %39 = arith.extui %38 : i32 to i64
// CHECK-NEXT:       %40 = arith.constant 4611686293305294848 : i64
// CHECK-NEXT:       %g = arith.ori %39, %40 : i64
// CHECK-NEXT:       "test.op"(%d, %e, %b, %v, %t, %f, %g) : (i64, i64, i32, i32, i32, i64, i64) -> ()
// CHECK-NEXT:       gpu.return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }

gpu.module @k {
  gpu.func @g() kernel attributes {block = [128, 1, 1]} {
    %c64 = arith.constant 64 : index
    %s = aproxy.smem_alloc 100 align 16 : !aproxy.smem<100>
    %t = aproxy.smem_alloc 2048 align 1024 : !aproxy.smem<2048>
    %b = aproxy.mbarrier_alloc count(3) : !aproxy.mbarrier<3>
    %v = aproxy.smem_offset %t, %c64 : !aproxy.smem<2048> -> !aproxy.smem<1024>
    %d = aproxy.wgmma_desc %v swizzle("128B") lbo(16) sbo(1024) : !aproxy.smem<1024>
    %e = aproxy.wgmma_desc %s swizzle("none") lbo(128) sbo(256) : !aproxy.smem<100>
    %a = aproxy.smem_address %v : !aproxy.smem<1024>
    %c = builtin.unrealized_conversion_cast %t : !aproxy.smem<2048> to i32
    %c8 = arith.constant 8 : index
    %w = aproxy.smem_offset %t, %c8 : !aproxy.smem<2048> -> !aproxy.smem<1024>
    %f = aproxy.wgmma_desc %w swizzle("128B") lbo(16) sbo(1024) : !aproxy.smem<1024>
    %tid = gpu.thread_id x
    %stage = aproxy.smem_offset %t, %tid : !aproxy.smem<2048> -> !aproxy.smem<1024>
    %c32 = arith.constant 32 : index
    %slice = aproxy.smem_offset %stage, %c32 : !aproxy.smem<1024> -> !aproxy.smem<992>
    %g = aproxy.wgmma_desc %slice swizzle("128B") lbo(16) sbo(1024) : !aproxy.smem<992>
    "test.op"(%d, %e, %b, %a, %c, %f, %g) : (i64, i64, !aproxy.mbarrier<3>, i32, i32, i64, i64) -> ()
    gpu.return
  }
}
