// RUN: tirx-opt %s -t ptx | filecheck %s
// RUN: tirx-opt %s | tirx-opt -t ptx | filecheck %s
// Block arguments become moves on each incoming edge. The moves of one edge are a parallel
// copy: a move whose destination another pending move still reads waits, and a cycle (the
// swap in @loop, the rotation in @rotate) goes through a temporary register. A conditional
// branch whose edge carries moves jumps to a new label ($L__BB<k>_e<n>) that runs them.

// CHECK:      .version 8.5
// CHECK-NEXT: .target sm_90a
// CHECK-NEXT: .address_size 64
// CHECK-EMPTY:
// CHECK-NEXT: .visible .entry loop(
// CHECK-NEXT: 	.param .u64 p,
// CHECK-NEXT: 	.param .u32 n
// CHECK-NEXT: )
// CHECK-NEXT: {
// CHECK-NEXT: 	.reg .pred %p<3>;
// CHECK-NEXT: 	.reg .b32 %r<6>;
// CHECK-NEXT: 	.reg .b64 %rd<2>;
// CHECK-NEXT: 	.reg .f32 %f<8>;
// CHECK-EMPTY:
// CHECK-NEXT: 	ld.param.u64 %rd1, [p];
// CHECK-NEXT: 	ld.param.u32 %r1, [n];
// CHECK-NEXT: 	mov.b32 %r2, 0;
// CHECK-NEXT: 	mov.b32 %r3, 1;
// CHECK-NEXT: 	mov.f32 %f1, 0f00000000;
// CHECK-NEXT: 	mov.f32 %f2, 0f3F800000;
// CHECK-NEXT: 	mov.b32 %r4, %r2;
// CHECK-NEXT: 	mov.f32 %f3, %f1;
// CHECK-NEXT: 	mov.f32 %f4, %f2;
// CHECK-NEXT: $L__BB0_1:
// CHECK-NEXT: 	setp.ge.s32 %p1, %r4, %r1;
// CHECK-NEXT: 	@%p1 bra $L__BB0_e1;
// CHECK-NEXT: 	bra.uni $L__BB0_2;
// CHECK-NEXT: $L__BB0_e1:
// CHECK-NEXT: 	mov.f32 %f5, %f3;
// CHECK-NEXT: 	bra.uni $L__BB0_3;
// CHECK-NEXT: $L__BB0_2:
// CHECK-NEXT: 	add.f32 %f6, %f3, %f4;
// CHECK-NEXT: 	add.s32 %r5, %r4, %r3;
// CHECK-NEXT: 	setp.ne.s32 %p2, %r5, %r1;
// CHECK-NEXT: 	@%p2 bra $L__BB0_e2;
// CHECK-NEXT: 	bra.uni $L__BB0_e3;
// CHECK-NEXT: $L__BB0_e2:
// CHECK-NEXT: 	mov.b32 %r4, %r5;
// CHECK-NEXT: 	mov.f32 %f7, %f3;
// CHECK-NEXT: 	mov.f32 %f3, %f4;
// CHECK-NEXT: 	mov.f32 %f4, %f7;
// CHECK-NEXT: 	bra.uni $L__BB0_1;
// CHECK-NEXT: $L__BB0_e3:
// CHECK-NEXT: 	mov.b32 %r4, %r5;
// CHECK-NEXT: 	mov.f32 %f3, %f6;
// CHECK-NEXT: 	bra.uni $L__BB0_1;
// CHECK-NEXT: $L__BB0_3:
// CHECK-NEXT: 	st.global.f32 [%rd1], %f5;
// CHECK-NEXT: 	ret;
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: .visible .entry rotate(
// CHECK-NEXT: 	.param .u64 p,
// CHECK-NEXT: 	.param .u32 x,
// CHECK-NEXT: 	.param .u32 y,
// CHECK-NEXT: 	.param .u32 z
// CHECK-NEXT: )
// CHECK-NEXT: {
// CHECK-NEXT: 	.reg .pred %p<2>;
// CHECK-NEXT: 	.reg .b32 %r<10>;
// CHECK-NEXT: 	.reg .b64 %rd<2>;
// CHECK-EMPTY:
// CHECK-NEXT: 	ld.param.u64 %rd1, [p];
// CHECK-NEXT: 	ld.param.u32 %r1, [x];
// CHECK-NEXT: 	ld.param.u32 %r2, [y];
// CHECK-NEXT: 	ld.param.u32 %r3, [z];
// CHECK-NEXT: 	mov.b32 %r4, %r1;
// CHECK-NEXT: 	mov.b32 %r5, %r2;
// CHECK-NEXT: 	mov.b32 %r6, %r3;
// CHECK-NEXT: 	mov.b32 %r7, %r1;
// CHECK-NEXT: $L__BB1_1:
// CHECK-NEXT: 	add.s32 %r8, %r4, %r7;
// CHECK-NEXT: 	setp.lt.s32 %p1, %r8, %r1;
// CHECK-NEXT: 	@%p1 bra $L__BB1_e1;
// CHECK-NEXT: 	bra.uni $L__BB1_2;
// CHECK-NEXT: $L__BB1_e1:
// CHECK-NEXT: 	mov.b32 %r7, %r4;
// CHECK-NEXT: 	mov.b32 %r9, %r4;
// CHECK-NEXT: 	mov.b32 %r4, %r5;
// CHECK-NEXT: 	mov.b32 %r5, %r6;
// CHECK-NEXT: 	mov.b32 %r6, %r9;
// CHECK-NEXT: 	bra.uni $L__BB1_1;
// CHECK-NEXT: $L__BB1_2:
// CHECK-NEXT: 	st.global.b32 [%rd1], %r8;
// CHECK-NEXT: 	ret;
// CHECK-NEXT: }

gpu.module @m {
  gpu.func @loop(%p: i64, %n: i32) kernel {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %z = arith.constant 0.0 : f32
    %one = arith.constant 1.0 : f32
    cf.br ^head(%c0, %z, %one : i32, f32, f32)
  ^head(%i: i32, %a: f32, %b: f32):
    %done = nvvm.setp<cmp = ge, type = s32> %i, %n : (i32, i32) -> i1
    cf.cond_br %done, ^exit(%a : f32), ^body
  ^body:
    %s = nvvm.add<type = f32> %a, %b : (f32, f32) -> f32
    %i2 = nvvm.add<type = s32> %i, %c1 : (i32, i32) -> i32
    %odd = nvvm.setp<cmp = ne, type = s32> %i2, %n : (i32, i32) -> i1
    cf.cond_br %odd, ^head(%i2, %b, %a : i32, f32, f32), ^head(%i2, %s, %b : i32, f32, f32)
  ^exit(%r: f32):
    nvvm.st<space = global, type = f32> %p, %r : (i64, f32) -> ()
    gpu.return
  }
  gpu.func @rotate(%p: i64, %x: i32, %y: i32, %z: i32) kernel {
    cf.br ^loop(%x, %y, %z, %x : i32, i32, i32, i32)
  ^loop(%a: i32, %b: i32, %c: i32, %d: i32):
    %t = nvvm.add<type = s32> %a, %d : (i32, i32) -> i32
    %q = nvvm.setp<cmp = lt, type = s32> %t, %x : (i32, i32) -> i1
    cf.cond_br %q, ^loop(%b, %c, %a, %a : i32, i32, i32, i32), ^done
  ^done:
    nvvm.st<space = global, type = b32> %p, %t : (i64, i32) -> ()
    gpu.return
  }
}
