// gpu.subgroup_id / num_subgroups / subgroup_size: the subgroups are the warps (32 threads of
// consecutive linear thread index); gpu-to-nvvm computes them from %tid / %ntid.
// RUN: tirx-opt %s -p gpu-to-nvvm | filecheck %s
// RUN: tirx-opt %s -p tirx-to-ptx -t ptx | filecheck %s --check-prefix=PTX

gpu.module @m {
  gpu.func @subgroups(%out: memref<3xindex>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %id = gpu.subgroup_id : index
    %n = gpu.num_subgroups : index
    %sz = gpu.subgroup_size : index
    memref.store %id, %out[%c0] : memref<3xindex>
    memref.store %n, %out[%c1] : memref<3xindex>
    memref.store %sz, %out[%c2] : memref<3xindex>
    gpu.return
  }
}

// CHECK:      %0 = nvvm.mov.special<reg = "tid.x"> : () -> i32
// CHECK-NEXT: %1 = arith.index_cast %0 : i32 to index
// CHECK-NEXT: %2 = nvvm.mov.special<reg = "tid.y"> : () -> i32
// CHECK-NEXT: %3 = arith.index_cast %2 : i32 to index
// CHECK-NEXT: %4 = nvvm.mov.special<reg = "tid.z"> : () -> i32
// CHECK-NEXT: %5 = arith.index_cast %4 : i32 to index
// CHECK-NEXT: %6 = nvvm.mov.special<reg = "ntid.y"> : () -> i32
// CHECK-NEXT: %7 = arith.index_cast %6 : i32 to index
// CHECK-NEXT: %8 = nvvm.mov.special<reg = "ntid.x"> : () -> i32
// CHECK-NEXT: %9 = arith.index_cast %8 : i32 to index
// CHECK-NEXT: %10 = arith.muli %5, %7 : index
// CHECK-NEXT: %11 = arith.addi %10, %3 : index
// CHECK-NEXT: %12 = arith.muli %11, %9 : index
// CHECK-NEXT: %13 = arith.addi %12, %1 : index
// CHECK-NEXT: %14 = arith.constant 32 : index
// CHECK-NEXT: %id = arith.divui %13, %14 : index
// CHECK-NEXT: %15 = nvvm.mov.special<reg = "ntid.x"> : () -> i32
// CHECK-NEXT: %16 = arith.index_cast %15 : i32 to index
// CHECK-NEXT: %17 = nvvm.mov.special<reg = "ntid.y"> : () -> i32
// CHECK-NEXT: %18 = arith.index_cast %17 : i32 to index
// CHECK-NEXT: %19 = nvvm.mov.special<reg = "ntid.z"> : () -> i32
// CHECK-NEXT: %20 = arith.index_cast %19 : i32 to index
// CHECK-NEXT: %21 = arith.muli %16, %18 : index
// CHECK-NEXT: %22 = arith.muli %21, %20 : index
// CHECK-NEXT: %23 = arith.constant 31 : index
// CHECK-NEXT: %24 = arith.addi %22, %23 : index
// CHECK-NEXT: %25 = arith.constant 32 : index
// CHECK-NEXT: %n = arith.divui %24, %25 : index
// CHECK-NEXT: %sz = arith.constant 32 : index

// The divisions by 32 become shifts by 5 (arith-to-nvvm); the size is the constant 32.
// PTX:      add.s64 %rd11, %rd10, %rd3;
// PTX-NEXT: mov.b64 %rd12, 32;
// PTX-NEXT: mov.b32 %r6, 5;
// PTX-NEXT: shr.u64 %rd13, %rd11, %r6;
// PTX:      mov.b64 %rd19, 31;
// PTX-NEXT: add.s64 %rd20, %rd18, %rd19;
// PTX-NEXT: mov.b32 %r10, 5;
// PTX-NEXT: shr.u64 %rd21, %rd20, %r10;
// PTX-NEXT: st.global.b64 [%rd2], %rd13;
// PTX-NEXT: st.global.b64 [%rd2+8], %rd21;
// PTX-NEXT: st.global.b64 [%rd2+16], %rd12;
