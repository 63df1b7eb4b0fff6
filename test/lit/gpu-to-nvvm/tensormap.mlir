// RUN: tirx-opt %s -p gpu-to-nvvm | filecheck %s
// RUN: tirx-opt %s -p gpu-to-nvvm | tirx-opt | filecheck %s
// A TMA descriptor argument stays on the signature (kind "tensormap"; the PTX target prints
// `.param .align 64 .b8 tm[128]`), next to the memref ABI.

gpu.module @m {
  gpu.func @k(%tm: !aproxy.tensormap<2, bf16, box = [64, 128], swizzle = "128B">, %c: memref<?xf32>) kernel {
    gpu.return
  }
}

// CHECK: builtin.module {
// CHECK-NEXT: gpu.module @m {
// CHECK-NEXT: gpu.func @k(%tm: !aproxy.tensormap<2, bf16, box = [64, 128], swizzle = "128B">, %c_ptr: i64, %c_dim0: i64) kernel attributes {tirx.kernel_params = [{kind = "tensormap", arg = 0 : i64, name = "tm"}, {kind = "ptr", arg = 1 : i64, name = "c_ptr"}, {kind = "dim", arg = 1 : i64, dim = 0 : i64, name = "c_dim0"}]} {
// CHECK-NEXT: %c_global = nvvm.cvta<to, space = global, type = u64> %c_ptr : (i64) -> i64
// CHECK-NEXT: %c = builtin.unrealized_conversion_cast %c_global, %c_dim0 : i64, i64 to memref<?xf32>
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
