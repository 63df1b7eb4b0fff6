// RUN: tirx-opt %s -t ptx | filecheck %s
// A vector value is one SSA value with a register list: ld/st .v4 print the list, a splat
// constant sets each register, and a vector block argument moves register by register.

// CHECK:      .visible .entry frag(
// CHECK-NEXT: 	.param .u64 p,
// CHECK-NEXT: 	.param .u32 n
// CHECK-NEXT: )
// CHECK-NEXT: {
// CHECK-NEXT: 	.reg .pred %p<2>;
// CHECK-NEXT: 	.reg .b32 %r<6>;
// CHECK-NEXT: 	.reg .b64 %rd<2>;
// CHECK-NEXT: 	.reg .f32 %f<13>;
// CHECK-EMPTY:
// CHECK-NEXT: 	ld.param.u64 %rd1, [p];
// CHECK-NEXT: 	ld.param.u32 %r1, [n];
// CHECK-NEXT: 	mov.f32 %f1, 0f00000000;
// CHECK-NEXT: 	mov.f32 %f2, 0f00000000;
// CHECK-NEXT: 	mov.f32 %f3, 0f00000000;
// CHECK-NEXT: 	mov.f32 %f4, 0f00000000;
// CHECK-NEXT: 	mov.b32 %r2, 0;
// CHECK-NEXT: 	mov.b32 %r3, 1;
// CHECK-NEXT: 	mov.b32 %r4, %r2;
// CHECK-NEXT: 	mov.f32 %f5, %f1;
// CHECK-NEXT: 	mov.f32 %f6, %f2;
// CHECK-NEXT: 	mov.f32 %f7, %f3;
// CHECK-NEXT: 	mov.f32 %f8, %f4;
// CHECK-NEXT: $L__BB0_1:
// CHECK-NEXT: 	ld.global.v4.f32 {%f9, %f10, %f11, %f12}, [%rd1+16];
// CHECK-NEXT: 	add.s32 %r5, %r4, %r3;
// CHECK-NEXT: 	setp.lt.s32 %p1, %r5, %r1;
// CHECK-NEXT: 	@%p1 bra $L__BB0_e1;
// CHECK-NEXT: 	bra.uni $L__BB0_2;
// CHECK-NEXT: $L__BB0_e1:
// CHECK-NEXT: 	mov.b32 %r4, %r5;
// CHECK-NEXT: 	mov.f32 %f5, %f9;
// CHECK-NEXT: 	mov.f32 %f6, %f10;
// CHECK-NEXT: 	mov.f32 %f7, %f11;
// CHECK-NEXT: 	mov.f32 %f8, %f12;
// CHECK-NEXT: 	bra.uni $L__BB0_1;
// CHECK-NEXT: $L__BB0_2:
// CHECK-NEXT: 	st.global.v4.f32 [%rd1], {%f5, %f6, %f7, %f8};
// CHECK-NEXT: 	ret;
// CHECK-NEXT: }

gpu.module @m {
  gpu.func @frag(%p: i64, %n: i32) kernel {
    %zero = arith.constant dense<0.0> : vector<4xf32>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    cf.br ^loop(%c0, %zero : i32, vector<4xf32>)
  ^loop(%i: i32, %acc: vector<4xf32>):
    %x = nvvm.ld<space = global, vec = v4, type = f32> %p {offset = 16 : i64} : (i64) -> vector<4xf32>
    %i2 = nvvm.add<type = s32> %i, %c1 : (i32, i32) -> i32
    %more = nvvm.setp<cmp = lt, type = s32> %i2, %n : (i32, i32) -> i1
    cf.cond_br %more, ^loop(%i2, %x : i32, vector<4xf32>), ^done
  ^done:
    nvvm.st<space = global, vec = v4, type = f32> %p, %acc : (i64, vector<4xf32>) -> ()
    gpu.return
  }
}
