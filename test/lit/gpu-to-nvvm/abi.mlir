// RUN: tirx-opt %s -p gpu-to-nvvm | filecheck %s
// RUN: tirx-opt %s -p gpu-to-nvvm | tirx-opt | filecheck %s
// Kernel ABI: a memref argument becomes an i64 pointer (cvta.to.global'd) followed by one
// i64 per dynamic dimension, in place; scalars stay; tirx.kernel_params describes every
// parameter for the PTX target and the runtime.

gpu.module @abi {
  gpu.func @k(%alpha: f32, %x: memref<?x8x?xbf16>, %n: index, %y: memref<16xf32, 1>, %z: memref<?xi32>) kernel {
    %c0 = arith.constant 0 : index
    %v = memref.load %y[%c0] : memref<16xf32, 1>
    gpu.return
  }
}

// CHECK: builtin.module {
// CHECK-NEXT: gpu.module @abi {
// CHECK-NEXT: gpu.func @k(%alpha: f32, %x_ptr: i64, %x_dim0: i64, %x_dim2: i64, %n: index, %y_ptr: i64, %z_ptr: i64, %z_dim0: i64) kernel attributes {tirx.kernel_params = [{kind = "scalar", arg = 0 : i64, name = "alpha"}, {kind = "ptr", arg = 1 : i64, name = "x_ptr"}, {kind = "dim", arg = 1 : i64, dim = 0 : i64, name = "x_dim0"}, {kind = "dim", arg = 1 : i64, dim = 2 : i64, name = "x_dim2"}, {kind = "scalar", arg = 2 : i64, name = "n"}, {kind = "ptr", arg = 3 : i64, name = "y_ptr"}, {kind = "ptr", arg = 4 : i64, name = "z_ptr"}, {kind = "dim", arg = 4 : i64, dim = 0 : i64, name = "z_dim0"}]} {
// CHECK-NEXT: %x_global = nvvm.cvta<to, space = global, type = u64> %x_ptr : (i64) -> i64
// CHECK-NEXT: %x = builtin.unrealized_conversion_cast %x_global, %x_dim0, %x_dim2 : i64, i64, i64 to memref<?x8x?xbf16>
// CHECK-NEXT: %y_global = nvvm.cvta<to, space = global, type = u64> %y_ptr : (i64) -> i64
// CHECK-NEXT: %y = builtin.unrealized_conversion_cast %y_global : i64 to memref<16xf32, 1 : i64>
// CHECK-NEXT: %z_global = nvvm.cvta<to, space = global, type = u64> %z_ptr : (i64) -> i64
// CHECK-NEXT: %z = builtin.unrealized_conversion_cast %z_global, %z_dim0 : i64, i64 to memref<?xi32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %v = memref.load %y[%c0] : memref<16xf32, 1 : i64>
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
