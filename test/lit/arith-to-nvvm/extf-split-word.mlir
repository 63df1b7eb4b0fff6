// RUN: tirx-opt %s -p arith-to-nvvm | filecheck %s
// RUN: tirx-opt %s -p arith-to-nvvm | tirx-opt | filecheck %s
// bf16 -> f32 of a half of a split b32 word (`mov.b32 {lo, hi}, w`, how memref-to-nvvm
// takes a loaded bf16 pair apart) moves the word's bits: the low half `shl.b32 w, 16`, the
// high half `and.b32 w, 0xffff0000`, then `mov.b32` into the f32 (exact: bf16 is f32's top
// 16 bits). Any other extension stays a cvt: a bf16 that is not a half of a split word, an
// f16 half (f16 -> f32 is not a bit move), a half of a 64-bit split.

gpu.module @m {
  gpu.func @k(%w: i32, %h: bf16, %d: i64) kernel {
    %lo, %hi = nvvm.mov.split<type = b32> %w : (i32) -> (bf16, bf16)
    %a = arith.extf %lo : bf16 to f32
    %b = arith.extf %hi : bf16 to f32
    %c = arith.extf %h : bf16 to f32
    %glo, %ghi = nvvm.mov.split<type = b32> %w : (i32) -> (f16, f16)
    %g = arith.extf %ghi : f16 to f32
    %e = arith.extf %lo : bf16 to f64
    %s = arith.addf %a, %b : f32
    gpu.return
  }
}

// CHECK:      gpu.func @k(%w: i32, %h: bf16, %d: i64) kernel {
// CHECK-NEXT:   %lo, %hi = nvvm.mov.split<type = b32> %w : (i32) -> (bf16, bf16)
// CHECK-NEXT:   %0 = arith.constant 16 : i32
// CHECK-NEXT:   %1 = nvvm.shl<type = b32> %w, %0 : (i32, i32) -> i32
// CHECK-NEXT:   %a = nvvm.mov.bits<type = b32> %1 : (i32) -> f32
// CHECK-NEXT:   %2 = arith.constant -65536 : i32
// CHECK-NEXT:   %3 = nvvm.and<type = b32> %w, %2 : (i32, i32) -> i32
// CHECK-NEXT:   %b = nvvm.mov.bits<type = b32> %3 : (i32) -> f32
// CHECK-NEXT:   %c = nvvm.cvt<dtype = f32, atype = bf16> %h : (bf16) -> f32
// CHECK-NEXT:   %glo, %ghi = nvvm.mov.split<type = b32> %w : (i32) -> (f16, f16)
// CHECK-NEXT:   %g = nvvm.cvt<dtype = f32, atype = f16> %ghi : (f16) -> f32
// CHECK-NEXT:   %e = nvvm.cvt<dtype = f64, atype = bf16> %lo : (bf16) -> f64
// CHECK-NEXT:   %s = nvvm.add<type = f32> %a, %b : (f32, f32) -> f32
// CHECK-NEXT:   gpu.return
