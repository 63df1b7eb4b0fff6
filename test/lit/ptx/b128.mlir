// RUN: tirx-opt %s -t ptx | filecheck %s
// i128 values live in .b128 registers (%rq, PTX ISA 8.3): nvvm.mov.join / nvvm.mov.split
// (mov.b128 {lo, hi}) build and take them apart, and a block argument of type i128 is copied
// with mov.b128 on each incoming edge. test_ptx_target assembles the output with ptxas.

// CHECK:      .visible .entry pairs(
// CHECK-NEXT: 	.param .u64 p,
// CHECK-NEXT: 	.param .u32 n
// CHECK-NEXT: )
// CHECK-NEXT: {
// CHECK-NEXT: 	.reg .pred %p<2>;
// CHECK-NEXT: 	.reg .b32 %r<6>;
// CHECK-NEXT: 	.reg .b64 %rd<8>;
// CHECK-NEXT: 	.reg .b128 %rq<4>;
// CHECK-EMPTY:
// CHECK-NEXT: 	ld.param.u64 %rd1, [p];
// CHECK-NEXT: 	ld.param.u32 %r1, [n];
// CHECK-NEXT: 	mov.b32 %r2, 0;
// CHECK-NEXT: 	mov.b32 %r3, 1;
// CHECK-NEXT: 	ld.global.b64 %rd2, [%rd1];
// CHECK-NEXT: 	ld.global.b64 %rd3, [%rd1+8];
// CHECK-NEXT: 	mov.b128 %rq1, {%rd2, %rd3};
// CHECK-NEXT: 	mov.b32 %r4, %r2;
// CHECK-NEXT: 	mov.b128 %rq2, %rq1;
// CHECK-NEXT: $L__BB0_1:
// CHECK-NEXT: 	mov.b128 {%rd4, %rd5}, %rq2;
// CHECK-NEXT: 	mov.b128 %rq3, {%rd5, %rd4};
// CHECK-NEXT: 	add.s32 %r5, %r4, %r3;
// CHECK-NEXT: 	setp.lt.s32 %p1, %r5, %r1;
// CHECK-NEXT: 	@%p1 bra $L__BB0_e1;
// CHECK-NEXT: 	bra.uni $L__BB0_2;
// CHECK-NEXT: $L__BB0_e1:
// CHECK-NEXT: 	mov.b32 %r4, %r5;
// CHECK-NEXT: 	mov.b128 %rq2, %rq3;
// CHECK-NEXT: 	bra.uni $L__BB0_1;
// CHECK-NEXT: $L__BB0_2:
// CHECK-NEXT: 	mov.b128 {%rd6, %rd7}, %rq2;
// CHECK-NEXT: 	st.global.b64 [%rd1], %rd6;
// CHECK-NEXT: 	st.global.b64 [%rd1+8], %rd7;
// CHECK-NEXT: 	ret;
// CHECK-NEXT: }

gpu.module @m {
  gpu.func @pairs(%p: i64, %n: i32) kernel {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %lo = nvvm.ld<space = global, type = b64> %p : (i64) -> i64
    %hi = nvvm.ld<space = global, type = b64> %p {offset = 8 : i64} : (i64) -> i64
    %q = nvvm.mov.join<type = b128> %lo, %hi : (i64, i64) -> i128
    cf.br ^loop(%c0, %q : i32, i128)
  ^loop(%i: i32, %acc: i128):
    // Swap the halves on each trip.
    %a, %b = nvvm.mov.split<type = b128> %acc : (i128) -> (i64, i64)
    %s = nvvm.mov.join<type = b128> %b, %a : (i64, i64) -> i128
    %i2 = nvvm.add<type = s32> %i, %c1 : (i32, i32) -> i32
    %more = nvvm.setp<cmp = lt, type = s32> %i2, %n : (i32, i32) -> i1
    cf.cond_br %more, ^loop(%i2, %s : i32, i128), ^done
  ^done:
    %x, %y = nvvm.mov.split<type = b128> %acc : (i128) -> (i64, i64)
    nvvm.st<space = global, type = b64> %p, %x : (i64, i64) -> ()
    nvvm.st<space = global, type = b64> %p, %y {offset = 8 : i64} : (i64, i64) -> ()
    gpu.return
  }
}
