// RUN: tirx-opt %s -p gpu-to-nvvm | filecheck %s
// RUN: tirx-opt %s -p gpu-to-nvvm | tirx-opt | filecheck %s
// Special registers (read as u32, widened to index), bar.sync 0, and warp shuffles
// (shfl.sync.bfly.b32 with clamp 31 and a full member mask; f32 travels as i32 bits).

gpu.module @simt {
  gpu.func @k(%v: f32, %w: i32) kernel {
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %bz = gpu.block_id z
    %nx = gpu.block_dim x
    %gy = gpu.grid_dim y
    %lane = gpu.lane_id
    %gid = gpu.global_id x
    gpu.barrier
    %o = arith.constant 16 : i32
    %a = simt.shfl_xor %v, %o : f32
    %b = simt.shfl_xor %w, %o : i32
    gpu.return
  }
}

// CHECK: builtin.module {
// CHECK-NEXT: gpu.module @simt {
// CHECK-NEXT: gpu.func @k(%v: f32, %w: i32) kernel attributes {tirx.kernel_params = [{kind = "scalar", arg = 0 : i64, name = "v"}, {kind = "scalar", arg = 1 : i64, name = "w"}]} {
// CHECK-NEXT: %0 = nvvm.mov.special<reg = "tid.x"> : () -> i32
// CHECK-NEXT: %tx = arith.index_cast %0 : i32 to index
// CHECK-NEXT: %1 = nvvm.mov.special<reg = "tid.y"> : () -> i32
// CHECK-NEXT: %ty = arith.index_cast %1 : i32 to index
// CHECK-NEXT: %2 = nvvm.mov.special<reg = "ctaid.z"> : () -> i32
// CHECK-NEXT: %bz = arith.index_cast %2 : i32 to index
// CHECK-NEXT: %3 = nvvm.mov.special<reg = "ntid.x"> : () -> i32
// CHECK-NEXT: %nx = arith.index_cast %3 : i32 to index
// CHECK-NEXT: %4 = nvvm.mov.special<reg = "nctaid.y"> : () -> i32
// CHECK-NEXT: %gy = arith.index_cast %4 : i32 to index
// CHECK-NEXT: %5 = nvvm.mov.special<reg = laneid> : () -> i32
// CHECK-NEXT: %lane = arith.index_cast %5 : i32 to index
// CHECK-NEXT: %6 = nvvm.mov.special<reg = "tid.x"> : () -> i32
// CHECK-NEXT: %7 = arith.index_cast %6 : i32 to index
// CHECK-NEXT: %8 = nvvm.mov.special<reg = "ntid.x"> : () -> i32
// CHECK-NEXT: %9 = arith.index_cast %8 : i32 to index
// CHECK-NEXT: %10 = nvvm.mov.special<reg = "ctaid.x"> : () -> i32
// CHECK-NEXT: %11 = arith.index_cast %10 : i32 to index
// CHECK-NEXT: %12 = arith.muli %11, %9 : index
// CHECK-NEXT: %gid = arith.addi %12, %7 : index
// CHECK-NEXT: nvvm.bar.sync<id = 0> : () -> ()
// CHECK-NEXT: %o = arith.constant 16 : i32
// CHECK-NEXT: %13 = arith.bitcast %v : f32 to i32
// CHECK-NEXT: %14 = arith.constant 31 : i32
// CHECK-NEXT: %15 = arith.constant -1 : i32
// CHECK-NEXT: %16 = nvvm.shfl.sync<mode = bfly> %13, %o, %14, %15 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: %a = arith.bitcast %16 : i32 to f32
// CHECK-NEXT: %17 = arith.constant 31 : i32
// CHECK-NEXT: %18 = arith.constant -1 : i32
// CHECK-NEXT: %b = nvvm.shfl.sync<mode = bfly> %w, %o, %17, %18 : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
