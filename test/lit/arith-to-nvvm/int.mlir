// RUN: tirx-opt %s -p arith-to-nvvm | filecheck %s
// RUN: tirx-opt %s -p arith-to-nvvm | tirx-opt | filecheck %s
// Integer and index arithmetic: index becomes i64 everywhere (signature, block arguments,
// constants); ops map to PTX integer instructions with signed/unsigned types as the arith
// op says; shift amounts become u32; i1 logic uses .pred.

gpu.module @m {
  gpu.func @k(%a: i32, %b: i32, %x: index, %y: i64, %p: i1, %q: i1, %h: i16) kernel {
    %0 = arith.addi %a, %b : i32
    %1 = arith.subi %x, %x : index
    %2 = arith.muli %y, %y : i64
    %3 = arith.divsi %a, %b : i32
    %4 = arith.divui %x, %x : index
    %5 = arith.remsi %a, %b : i32
    %6 = arith.remui %y, %y : i64
    %7 = arith.minsi %a, %b : i32
    %8 = arith.maxui %a, %b : i32
    %9 = arith.andi %a, %b : i32
    %10 = arith.ori %p, %q : i1
    %11 = arith.xori %y, %y : i64
    %12 = arith.shli %y, %y : i64
    %13 = arith.shrui %a, %b : i32
    %14 = arith.shrsi %x, %x : index
    %c5 = arith.constant 5 : index
    %15 = arith.cmpi slt, %x, %c5 : index
    %16 = arith.cmpi ult, %a, %b : i32
    %17 = arith.cmpi eq, %a, %b : i32
    %18 = arith.cmpi uge, %y, %y : i64
    %19 = arith.cmpi ne, %p, %q : i1
    %20 = arith.cmpi eq, %p, %q : i1
    %21 = arith.select %p, %a, %b : i32
    %22 = arith.select %p, %p, %q : i1
    %23 = arith.extsi %a : i32 to i64
    %24 = arith.extui %a : i32 to i64
    %25 = arith.trunci %y : i64 to i32
    %26 = arith.extui %p : i1 to i32
    %27 = arith.trunci %a : i32 to i1
    %28 = arith.index_cast %a : i32 to index
    %29 = arith.index_cast %x : index to i32
    %30 = arith.index_cast %x : index to i64
    %31 = arith.extsi %h : i16 to i32
    %32 = arith.addi %h, %h : i16
    cf.br ^bb1(%x : index)
  ^bb1(%i: index):
    %33 = arith.addi %i, %c5 : index
    gpu.return
  }
}

// CHECK: builtin.module {
// CHECK-NEXT: gpu.module @m {
// CHECK-NEXT: gpu.func @k(%a: i32, %b: i32, %x: i64, %y: i64, %p: i1, %q: i1, %h: i16) kernel {
// CHECK-NEXT: %0 = nvvm.add<type = s32> %a, %b : (i32, i32) -> i32
// CHECK-NEXT: %1 = nvvm.sub<type = s64> %x, %x : (i64, i64) -> i64
// CHECK-NEXT: %2 = nvvm.mul<mode = lo, type = s64> %y, %y : (i64, i64) -> i64
// CHECK-NEXT: %3 = nvvm.div<type = s32> %a, %b : (i32, i32) -> i32
// CHECK-NEXT: %4 = nvvm.div<type = u64> %x, %x : (i64, i64) -> i64
// CHECK-NEXT: %5 = nvvm.rem<type = s32> %a, %b : (i32, i32) -> i32
// CHECK-NEXT: %6 = nvvm.rem<type = u64> %y, %y : (i64, i64) -> i64
// CHECK-NEXT: %7 = nvvm.min<type = s32> %a, %b : (i32, i32) -> i32
// CHECK-NEXT: %8 = nvvm.max<type = u32> %a, %b : (i32, i32) -> i32
// CHECK-NEXT: %9 = nvvm.and<type = b32> %a, %b : (i32, i32) -> i32
// CHECK-NEXT: %10 = nvvm.or<type = pred> %p, %q : (i1, i1) -> i1
// CHECK-NEXT: %11 = nvvm.xor<type = b64> %y, %y : (i64, i64) -> i64
// CHECK-NEXT: %12 = nvvm.cvt<dtype = u32, atype = u64> %y : (i64) -> i32
// CHECK-NEXT: %13 = nvvm.shl<type = b64> %y, %12 : (i64, i32) -> i64
// CHECK-NEXT: %14 = nvvm.shr<type = u32> %a, %b : (i32, i32) -> i32
// CHECK-NEXT: %15 = nvvm.cvt<dtype = u32, atype = u64> %x : (i64) -> i32
// CHECK-NEXT: %16 = nvvm.shr<type = s64> %x, %15 : (i64, i32) -> i64
// CHECK-NEXT: %c5 = arith.constant 5 : i64
// CHECK-NEXT: %17 = nvvm.setp<cmp = lt, type = s64> %x, %c5 : (i64, i64) -> i1
// CHECK-NEXT: %18 = nvvm.setp<cmp = lo, type = u32> %a, %b : (i32, i32) -> i1
// CHECK-NEXT: %19 = nvvm.setp<cmp = eq, type = b32> %a, %b : (i32, i32) -> i1
// CHECK-NEXT: %20 = nvvm.setp<cmp = hs, type = u64> %y, %y : (i64, i64) -> i1
// CHECK-NEXT: %21 = nvvm.xor<type = pred> %p, %q : (i1, i1) -> i1
// CHECK-NEXT: %22 = nvvm.xor<type = pred> %p, %q : (i1, i1) -> i1
// CHECK-NEXT: %23 = nvvm.not<type = pred> %22 : (i1) -> i1
// CHECK-NEXT: %24 = nvvm.selp<type = b32> %a, %b, %p : (i32, i32, i1) -> i32
// CHECK-NEXT: %25 = nvvm.and<type = pred> %p, %p : (i1, i1) -> i1
// CHECK-NEXT: %26 = nvvm.not<type = pred> %p : (i1) -> i1
// CHECK-NEXT: %27 = nvvm.and<type = pred> %26, %q : (i1, i1) -> i1
// CHECK-NEXT: %28 = nvvm.or<type = pred> %25, %27 : (i1, i1) -> i1
// CHECK-NEXT: %29 = nvvm.cvt<dtype = s64, atype = s32> %a : (i32) -> i64
// CHECK-NEXT: %30 = nvvm.cvt<dtype = u64, atype = u32> %a : (i32) -> i64
// CHECK-NEXT: %31 = nvvm.cvt<dtype = u32, atype = u64> %y : (i64) -> i32
// CHECK-NEXT: %32 = arith.constant 1 : i32
// CHECK-NEXT: %33 = arith.constant 0 : i32
// CHECK-NEXT: %34 = nvvm.selp<type = b32> %32, %33, %p : (i32, i32, i1) -> i32
// CHECK-NEXT: %35 = arith.constant 1 : i32
// CHECK-NEXT: %36 = nvvm.and<type = b32> %a, %35 : (i32, i32) -> i32
// CHECK-NEXT: %37 = arith.constant 0 : i32
// CHECK-NEXT: %38 = nvvm.setp<cmp = ne, type = b32> %36, %37 : (i32, i32) -> i1
// CHECK-NEXT: %39 = nvvm.cvt<dtype = s64, atype = s32> %a : (i32) -> i64
// CHECK-NEXT: %40 = nvvm.cvt<dtype = u32, atype = u64> %x : (i64) -> i32
// CHECK-NEXT: %41 = nvvm.cvt<dtype = s32, atype = s16> %h : (i16) -> i32
// CHECK-NEXT: %42 = nvvm.add<type = s16> %h, %h : (i16, i16) -> i16
// CHECK-NEXT: cf.br ^bb1(%x : i64)
// CHECK-NEXT: ^bb1(%i: i64):
// CHECK-NEXT: %43 = nvvm.add<type = s64> %i, %c5 : (i64, i64) -> i64
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
