// RUN: tirx-opt %s -t ptx | filecheck %s
// RUN: tirx-opt %s | tirx-opt -t ptx | filecheck %s
// A wgmma accumulator is one vector<8xf32> value carried through a loop as one block
// argument. wgmma.mma_async's `d` is tied (read and written): since %acc is dead after
// it on every path (the only other read is after the loop, behind ^head, which redefines
// %acc), %acc2 takes over %acc's registers and the back edge needs no moves for it.

// CHECK:      .visible .entry mma(
// CHECK-NEXT: 	.param .u64 out,
// CHECK-NEXT: 	.param .u64 da,
// CHECK-NEXT: 	.param .u64 db,
// CHECK-NEXT: 	.param .u32 k
// CHECK-NEXT: )
// CHECK-NEXT: .reqntid 128, 1, 1
// CHECK-NEXT: {
// CHECK-NEXT: 	.reg .pred %p<3>;
// CHECK-NEXT: 	.reg .b32 %r<6>;
// CHECK-NEXT: 	.reg .b64 %rd<4>;
// CHECK-NEXT: 	.reg .f32 %f<19>;
// CHECK-EMPTY:
// CHECK-NEXT: 	ld.param.u64 %rd1, [out];
// CHECK-NEXT: 	ld.param.u64 %rd2, [da];
// CHECK-NEXT: 	ld.param.u64 %rd3, [db];
// CHECK-NEXT: 	ld.param.u32 %r1, [k];
// CHECK-NEXT: 	mov.f32 %f1, 0f00000000;
// CHECK-NEXT: 	mov.f32 %f2, 0f00000000;
// CHECK-NEXT: 	mov.f32 %f3, 0f00000000;
// CHECK-NEXT: 	mov.f32 %f4, 0f00000000;
// CHECK-NEXT: 	mov.f32 %f5, 0f00000000;
// CHECK-NEXT: 	mov.f32 %f6, 0f00000000;
// CHECK-NEXT: 	mov.f32 %f7, 0f00000000;
// CHECK-NEXT: 	mov.f32 %f8, 0f00000000;
// CHECK-NEXT: 	mov.b32 %r2, 0;
// CHECK-NEXT: 	mov.b32 %r3, 1;
// CHECK-NEXT: 	mov.pred %p1, 1;
// CHECK-NEXT: 	mov.b32 %r4, %r2;
// CHECK-NEXT: 	mov.f32 %f9, %f1;
// CHECK-NEXT: 	mov.f32 %f10, %f2;
// CHECK-NEXT: 	mov.f32 %f11, %f3;
// CHECK-NEXT: 	mov.f32 %f12, %f4;
// CHECK-NEXT: 	mov.f32 %f13, %f5;
// CHECK-NEXT: 	mov.f32 %f14, %f6;
// CHECK-NEXT: 	mov.f32 %f15, %f7;
// CHECK-NEXT: 	mov.f32 %f16, %f8;
// CHECK-NEXT: $L__BB0_1:
// CHECK-NEXT: 	setp.lt.s32 %p2, %r4, %r1;
// CHECK-NEXT: 	@%p2 bra $L__BB0_2;
// CHECK-NEXT: 	bra.uni $L__BB0_3;
// CHECK-NEXT: $L__BB0_2:
// CHECK-NEXT: 	wgmma.fence.sync.aligned;
// CHECK-NEXT: 	wgmma.mma_async.sync.aligned.m64n16k16.f32.bf16.bf16 {%f9, %f10, %f11, %f12, %f13, %f14, %f15, %f16}, %rd2, %rd3, %p1, 1, 1, 0, 0;
// CHECK-NEXT: 	wgmma.commit_group.sync.aligned;
// CHECK-NEXT: 	wgmma.wait_group.sync.aligned 0;
// CHECK-NEXT: 	add.s32 %r5, %r4, %r3;
// CHECK-NEXT: 	mov.b32 %r4, %r5;
// CHECK-NEXT: 	bra.uni $L__BB0_1;
// CHECK-NEXT: $L__BB0_3:
// CHECK-NEXT: 	mov.f32 %f17, %f9;
// CHECK-NEXT: 	mov.f32 %f18, %f16;
// CHECK-NEXT: 	st.global.f32 [%rd1], %f17;
// CHECK-NEXT: 	st.global.f32 [%rd1+28], %f18;
// CHECK-NEXT: 	ret;
// CHECK-NEXT: }

gpu.module @m {
  gpu.func @mma(%out: i64, %da: i64, %db: i64, %k: i32) kernel attributes {block = [128, 1, 1]} {
    %zero = arith.constant dense<0.0> : vector<8xf32>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %t = arith.constant true
    cf.br ^head(%c0, %zero : i32, vector<8xf32>)
  ^head(%i: i32, %acc: vector<8xf32>):
    %go = nvvm.setp<cmp = lt, type = s32> %i, %k : (i32, i32) -> i1
    cf.cond_br %go, ^body, ^exit
  ^body:
    nvvm.wgmma.fence : () -> ()
    %acc2 = nvvm.wgmma.mma_async<n = 16, atype = bf16, btype = bf16> %acc, %da, %db, %t : (vector<8xf32>, i64, i64, i1) -> vector<8xf32>
    nvvm.wgmma.commit_group : () -> ()
    nvvm.wgmma.wait_group<n = 0> : () -> ()
    %i2 = nvvm.add<type = s32> %i, %c1 : (i32, i32) -> i32
    cf.br ^head(%i2, %acc2 : i32, vector<8xf32>)
  ^exit:
    %x0 = nvvm.mov.extract<type = f32, lane = 0> %acc : (vector<8xf32>) -> f32
    %x7 = nvvm.mov.extract<type = f32, lane = 7> %acc : (vector<8xf32>) -> f32
    nvvm.st<space = global, type = f32> %out, %x0 : (i64, f32) -> ()
    nvvm.st<space = global, type = f32> %out, %x7 {offset = 28 : i64} : (i64, f32) -> ()
    gpu.return
  }
}
