// RUN: tirx-opt %s | filecheck %s
// RUN: tirx-opt %s | tirx-opt | filecheck %s
// simt.shfl_xor: a butterfly shuffle over the full warp, on i32 or f32.

gpu.module @m {
  gpu.func @k(%v: f32, %w: i32) kernel {
    %o = arith.constant 1 : i32
    %a = simt.shfl_xor %v, %o : f32
    %b = simt.shfl_xor %w, %o : i32
    gpu.return
  }
}

// CHECK:      %a = simt.shfl_xor %v, %o : f32
// CHECK-NEXT: %b = simt.shfl_xor %w, %o : i32
