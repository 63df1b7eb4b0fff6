// RUN: tirx-opt %s -p arith-to-nvvm | filecheck %s
// RUN: tirx-opt %s -p arith-to-nvvm | tirx-opt | filecheck %s
// math ops on f32 map to PTX's approximate functions (PTX ISA "ex2", "lg2",
// "rsqrt", "sin", "cos" with .approx.ftz; "tanh".approx), sqrt to the IEEE sqrt.rn, exp(x) to
// ex2.approx(x * log2(e)); bitcasts between registers of one width are mov.bN.

gpu.module @m {
  gpu.func @k(%a: f32, %i: i32, %h: bf16, %d: f64) kernel {
    %0 = math.exp2 %a : f32
    %1 = math.log2 %a : f32
    %2 = math.rsqrt %a : f32
    %3 = math.sqrt %a : f32
    %4 = math.tanh %a : f32
    %5 = math.sin %a : f32
    %6 = math.cos %a : f32
    %7 = math.exp %a : f32
    %8 = arith.bitcast %a : f32 to i32
    %9 = arith.bitcast %i : i32 to f32
    %10 = arith.bitcast %h : bf16 to i16
    %11 = arith.bitcast %d : f64 to i64
    %12 = math.absi %i : i32
    gpu.return
  }
}

// CHECK: builtin.module {
// CHECK-NEXT: gpu.module @m {
// CHECK-NEXT: gpu.func @k(%a: f32, %i: i32, %h: bf16, %d: f64) kernel {
// CHECK-NEXT: %0 = nvvm.ex2<approx, ftz, type = f32> %a : (f32) -> f32
// CHECK-NEXT: %1 = nvvm.lg2<approx, ftz, type = f32> %a : (f32) -> f32
// CHECK-NEXT: %2 = nvvm.rsqrt<approx, ftz, type = f32> %a : (f32) -> f32
// CHECK-NEXT: %3 = nvvm.sqrt<rnd = rn, type = f32> %a : (f32) -> f32
// CHECK-NEXT: %4 = nvvm.tanh<approx, type = f32> %a : (f32) -> f32
// CHECK-NEXT: %5 = nvvm.sin<approx, ftz, type = f32> %a : (f32) -> f32
// CHECK-NEXT: %6 = nvvm.cos<approx, ftz, type = f32> %a : (f32) -> f32
// CHECK-NEXT: %7 = arith.constant 1.44269502 : f32
// CHECK-NEXT: %8 = nvvm.mul<type = f32> %a, %7 : (f32, f32) -> f32
// CHECK-NEXT: %9 = nvvm.ex2<approx, ftz, type = f32> %8 : (f32) -> f32
// CHECK-NEXT: %10 = nvvm.mov.bits<type = b32> %a : (f32) -> i32
// CHECK-NEXT: %11 = nvvm.mov.bits<type = b32> %i : (i32) -> f32
// CHECK-NEXT: %12 = nvvm.mov.bits<type = b16> %h : (bf16) -> i16
// CHECK-NEXT: %13 = nvvm.mov.bits<type = b64> %d : (f64) -> i64
// CHECK-NEXT: %14 = nvvm.abs<type = s32> %i : (i32) -> i32
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
