// RUN: tirx-opt %s | filecheck %s
// RUN: tirx-opt %s | tirx-opt | filecheck %s
// RUN: tirx-opt %s --print-op-generic | tirx-opt | filecheck %s
// MLIR's custom syntax for the gpu ops tirx IR uses, printed back exactly.

// CHECK:      builtin.module {
// CHECK-NEXT:   gpu.module @kernels {
// CHECK-NEXT:     gpu.func @k(%a: memref<?xf32>, %n: index, %s: f32) kernel attributes {block = [128 : i64, 1 : i64, 1 : i64]} {
// CHECK-NEXT:       %tx = gpu.thread_id x
// CHECK-NEXT:       %ty = gpu.thread_id y
// CHECK-NEXT:       %tz = gpu.thread_id z
// CHECK-NEXT:       %bx = gpu.block_id x
// CHECK-NEXT:       %by = gpu.block_id y
// CHECK-NEXT:       %dx = gpu.block_dim x
// CHECK-NEXT:       %dz = gpu.block_dim z
// CHECK-NEXT:       %gx = gpu.grid_dim x
// CHECK-NEXT:       %gy = gpu.grid_dim y
// CHECK-NEXT:       %gid = gpu.global_id x
// CHECK-NEXT:       %lane = gpu.lane_id
// CHECK-NEXT:       gpu.barrier
// CHECK-NEXT:       %sg = gpu.subgroup_id : index
// CHECK-NEXT:       %nsg = gpu.num_subgroups : index
// CHECK-NEXT:       %sgs = gpu.subgroup_size : index
// CHECK-NEXT:       gpu.return
// CHECK-NEXT:     }
// CHECK-NEXT:     gpu.func @helper(%x: f32, %y: i32) -> (f32, i32) {
// CHECK-NEXT:       gpu.return %x, %y : f32, i32
// CHECK-NEXT:     }
// CHECK-NEXT:     gpu.func @one(%x: f32) -> f32 attributes {note = "x"} {
// CHECK-NEXT:       gpu.return %x : f32
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   gpu.module @empty attributes {tag = 1 : i64} {
// CHECK-NEXT:   }
// CHECK-NEXT: }
gpu.module @kernels {
  gpu.func @k(%a: memref<?xf32>, %n: index, %s: f32) kernel attributes {block = [128, 1, 1]} {
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %tz = gpu.thread_id  z
    %bx = gpu.block_id x
    %by = gpu.block_id y
    %dx = gpu.block_dim x
    %dz = gpu.block_dim z
    %gx = gpu.grid_dim x
    %gy = gpu.grid_dim y
    %gid = gpu.global_id x
    %lane = gpu.lane_id
    gpu.barrier
    %sg = gpu.subgroup_id : index
    %nsg = gpu.num_subgroups : index
    %sgs = gpu.subgroup_size : index
    gpu.return
  }
  gpu.func @helper(%x: f32, %y: i32) -> (f32, i32) {
    gpu.return %x, %y : f32, i32
  }
  gpu.func @one(%x: f32) -> f32 attributes {note = "x"} {
    gpu.return %x : f32
  }
}
gpu.module @empty attributes {tag = 1} {
}
