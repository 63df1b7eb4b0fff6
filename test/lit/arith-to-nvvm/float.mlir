// RUN: tirx-opt %s -p arith-to-nvvm | filecheck %s
// RUN: tirx-opt %s -p arith-to-nvvm | tirx-opt | filecheck %s
// Float arithmetic, comparisons and conversions. add/sub/mul carry no rounding modifier
// (ptxas may contract them to fma, PTX ISA "add"); divf is IEEE div.rn; narrowing
// conversions round to nearest even, float->int truncates (rzi).

gpu.module @m {
  gpu.func @k(%a: f32, %b: f32, %d: f64, %h: bf16, %g: f16, %i: i32, %y: i64) kernel {
    %0 = arith.addf %a, %b : f32
    %1 = arith.subf %d, %d : f64
    %2 = arith.mulf %a, %b : f32
    %3 = arith.divf %a, %b : f32
    %4 = arith.negf %a : f32
    %5 = arith.maxnumf %a, %b : f32
    %6 = arith.minnumf %a, %b : f32
    %7 = arith.maximumf %a, %b : f32
    %8 = arith.minimumf %a, %b : f32
    %9 = arith.cmpf olt, %a, %b : f32
    %10 = arith.cmpf uge, %a, %b : f32
    %11 = arith.cmpf une, %d, %d : f64
    %12 = arith.cmpf ord, %a, %b : f32
    %13 = arith.cmpf true, %a, %b : f32
    %14 = arith.select %9, %a, %b : f32
    %15 = arith.extf %h : bf16 to f32
    %16 = arith.extf %g : f16 to f32
    %17 = arith.extf %a : f32 to f64
    %18 = arith.truncf %a : f32 to bf16
    %19 = arith.truncf %d : f64 to f32
    %20 = arith.sitofp %i : i32 to f32
    %21 = arith.uitofp %y : i64 to f64
    %22 = arith.fptosi %a : f32 to i32
    %23 = arith.fptoui %d : f64 to i64
    %24 = math.fma %a, %b, %a : f32
    %25 = math.absf %d : f64
    %26 = arith.addf %h, %h : bf16
    %27 = arith.mulf %g, %g : f16
    %28 = arith.constant 1.5 : f32
    %29 = arith.addf %a, %28 : f32
    gpu.return
  }
}

// CHECK: builtin.module {
// CHECK-NEXT: gpu.module @m {
// CHECK-NEXT: gpu.func @k(%a: f32, %b: f32, %d: f64, %h: bf16, %g: f16, %i: i32, %y: i64) kernel {
// CHECK-NEXT: %0 = nvvm.add<type = f32> %a, %b : (f32, f32) -> f32
// CHECK-NEXT: %1 = nvvm.sub<type = f64> %d, %d : (f64, f64) -> f64
// CHECK-NEXT: %2 = nvvm.mul<type = f32> %a, %b : (f32, f32) -> f32
// CHECK-NEXT: %3 = nvvm.div<rnd = rn, type = f32> %a, %b : (f32, f32) -> f32
// CHECK-NEXT: %4 = nvvm.neg<type = f32> %a : (f32) -> f32
// CHECK-NEXT: %5 = nvvm.max<type = f32> %a, %b : (f32, f32) -> f32
// CHECK-NEXT: %6 = nvvm.min<type = f32> %a, %b : (f32, f32) -> f32
// CHECK-NEXT: %7 = nvvm.max<nan, type = f32> %a, %b : (f32, f32) -> f32
// CHECK-NEXT: %8 = nvvm.min<nan, type = f32> %a, %b : (f32, f32) -> f32
// CHECK-NEXT: %9 = nvvm.setp<cmp = lt, type = f32> %a, %b : (f32, f32) -> i1
// CHECK-NEXT: %10 = nvvm.setp<cmp = geu, type = f32> %a, %b : (f32, f32) -> i1
// CHECK-NEXT: %11 = nvvm.setp<cmp = neu, type = f64> %d, %d : (f64, f64) -> i1
// CHECK-NEXT: %12 = nvvm.setp<cmp = num, type = f32> %a, %b : (f32, f32) -> i1
// CHECK-NEXT: %13 = arith.constant true
// CHECK-NEXT: %14 = nvvm.selp<type = f32> %a, %b, %9 : (f32, f32, i1) -> f32
// CHECK-NEXT: %15 = nvvm.cvt<dtype = f32, atype = bf16> %h : (bf16) -> f32
// CHECK-NEXT: %16 = nvvm.cvt<dtype = f32, atype = f16> %g : (f16) -> f32
// CHECK-NEXT: %17 = nvvm.cvt<dtype = f64, atype = f32> %a : (f32) -> f64
// CHECK-NEXT: %18 = nvvm.cvt<rnd = rn, dtype = bf16, atype = f32> %a : (f32) -> bf16
// CHECK-NEXT: %19 = nvvm.cvt<rnd = rn, dtype = f32, atype = f64> %d : (f64) -> f32
// CHECK-NEXT: %20 = nvvm.cvt<rnd = rn, dtype = f32, atype = s32> %i : (i32) -> f32
// CHECK-NEXT: %21 = nvvm.cvt<rnd = rn, dtype = f64, atype = u64> %y : (i64) -> f64
// CHECK-NEXT: %22 = nvvm.cvt<rnd = rzi, dtype = s32, atype = f32> %a : (f32) -> i32
// CHECK-NEXT: %23 = nvvm.cvt<rnd = rzi, dtype = u64, atype = f64> %d : (f64) -> i64
// CHECK-NEXT: %24 = nvvm.fma<rnd = rn, type = f32> %a, %b, %a : (f32, f32, f32) -> f32
// CHECK-NEXT: %25 = nvvm.abs<type = f64> %d : (f64) -> f64
// CHECK-NEXT: %26 = nvvm.add<type = bf16> %h, %h : (bf16, bf16) -> bf16
// CHECK-NEXT: %27 = nvvm.mul<type = f16> %g, %g : (f16, f16) -> f16
// CHECK-NEXT: %28 = arith.constant 1.500000e+00 : f32
// CHECK-NEXT: %29 = nvvm.add<type = f32> %a, %28 : (f32, f32) -> f32
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
