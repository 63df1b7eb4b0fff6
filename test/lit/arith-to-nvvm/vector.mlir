// RUN: tirx-opt %s -p arith-to-nvvm | filecheck %s
// RUN: tirx-opt %s -p arith-to-nvvm | tirx-opt | filecheck %s
// Register vectors are scalarized: one scalar per lane. Elementwise ops become one op per
// lane; a reduction is a pairwise tree, then combined with the accumulator; broadcast,
// insert, extract and dense constants just move lanes around. Vectors built from lanes by
// memref-to-nvvm (unrealized casts) are taken apart the same way.

gpu.module @m {
  gpu.func @k(%a: f32, %b: f32, %c: f32, %h0: bf16, %h1: bf16, %s: f32) kernel {
    %v = builtin.unrealized_conversion_cast %h0, %h1 : bf16, bf16 to vector<2xbf16>
    %f = arith.extf %v : vector<2xbf16> to vector<2xf32>
    %bc = vector.broadcast %s : f32 to vector<2xf32>
    %m = arith.mulf %f, %bc : vector<2xf32>
    %k = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
    %n = arith.addf %m, %k : vector<2xf32>
    %t = arith.truncf %n : vector<2xf32> to vector<2xbf16>
    %o0, %o1 = builtin.unrealized_conversion_cast %t : vector<2xbf16> to bf16, bf16
    %z = arith.constant dense<0.0> : vector<4xf32>
    %w0 = vector.insert %a, %z[0] : f32 into vector<4xf32>
    %w1 = vector.insert %b, %w0[1] : f32 into vector<4xf32>
    %w2 = vector.insert %c, %w1[3] : f32 into vector<4xf32>
    %r = vector.reduction <add>, %w2, %s : vector<4xf32> into f32
    %mx = vector.reduction <maxnumf>, %w2 : vector<4xf32> into f32
    %e = vector.extract %w2[1] : f32 from vector<4xf32>
    %cmp = arith.cmpf ogt, %a, %b : f32
    %sel = arith.select %cmp, %w2, %z : vector<4xf32>
    %ff = vector.fma %w2, %w2, %z : vector<4xf32>
    %x3 = vector.extract %ff[3] : f32 from vector<4xf32>
    %y2 = vector.extract %sel[2] : f32 from vector<4xf32>
    gpu.return
  }
}

// CHECK: builtin.module {
// CHECK-NEXT: gpu.module @m {
// CHECK-NEXT: gpu.func @k(%a: f32, %b: f32, %c: f32, %h0: bf16, %h1: bf16, %s: f32) kernel {
// CHECK-NEXT: %0 = nvvm.cvt<dtype = f32, atype = bf16> %h0 : (bf16) -> f32
// CHECK-NEXT: %1 = nvvm.cvt<dtype = f32, atype = bf16> %h1 : (bf16) -> f32
// CHECK-NEXT: %2 = nvvm.mul<type = f32> %0, %s : (f32, f32) -> f32
// CHECK-NEXT: %3 = nvvm.mul<type = f32> %1, %s : (f32, f32) -> f32
// CHECK-NEXT: %4 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %5 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %6 = nvvm.add<type = f32> %2, %4 : (f32, f32) -> f32
// CHECK-NEXT: %7 = nvvm.add<type = f32> %3, %5 : (f32, f32) -> f32
// CHECK-NEXT: %o0 = nvvm.cvt<rnd = rn, dtype = bf16, atype = f32> %6 : (f32) -> bf16
// CHECK-NEXT: %o1 = nvvm.cvt<rnd = rn, dtype = bf16, atype = f32> %7 : (f32) -> bf16
// CHECK-NEXT: %8 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %9 = nvvm.add<type = f32> %a, %b : (f32, f32) -> f32
// CHECK-NEXT: %10 = nvvm.add<type = f32> %8, %c : (f32, f32) -> f32
// CHECK-NEXT: %11 = nvvm.add<type = f32> %9, %10 : (f32, f32) -> f32
// CHECK-NEXT: %r = nvvm.add<type = f32> %s, %11 : (f32, f32) -> f32
// CHECK-NEXT: %12 = nvvm.max<type = f32> %a, %b : (f32, f32) -> f32
// CHECK-NEXT: %13 = nvvm.max<type = f32> %8, %c : (f32, f32) -> f32
// CHECK-NEXT: %mx = nvvm.max<type = f32> %12, %13 : (f32, f32) -> f32
// CHECK-NEXT: %cmp = nvvm.setp<cmp = gt, type = f32> %a, %b : (f32, f32) -> i1
// CHECK-NEXT: %14 = nvvm.selp<type = f32> %a, %8, %cmp : (f32, f32, i1) -> f32
// CHECK-NEXT: %15 = nvvm.selp<type = f32> %b, %8, %cmp : (f32, f32, i1) -> f32
// CHECK-NEXT: %y2 = nvvm.selp<type = f32> %8, %8, %cmp : (f32, f32, i1) -> f32
// CHECK-NEXT: %16 = nvvm.selp<type = f32> %c, %8, %cmp : (f32, f32, i1) -> f32
// CHECK-NEXT: %17 = nvvm.fma<rnd = rn, type = f32> %a, %a, %8 : (f32, f32, f32) -> f32
// CHECK-NEXT: %18 = nvvm.fma<rnd = rn, type = f32> %b, %b, %8 : (f32, f32, f32) -> f32
// CHECK-NEXT: %19 = nvvm.fma<rnd = rn, type = f32> %8, %8, %8 : (f32, f32, f32) -> f32
// CHECK-NEXT: %x3 = nvvm.fma<rnd = rn, type = f32> %c, %c, %8 : (f32, f32, f32) -> f32
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
