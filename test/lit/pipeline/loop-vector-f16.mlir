// RUN: tirx-opt %s -p tirx-to-ptx | filecheck %s --check-prefix=IR
// RUN: tirx-opt %s -p tirx-to-ptx -t ptx | filecheck %s
// RUN: tirx-opt %s -p tirx-to-ptx -t ptx > %t.ptx
// RUN: %if ptxas %{ ptxas -arch=sm_90a %t.ptx -o %t.cubin %}
// 16-bit float values carried by a loop (iter_args, block arguments after scf-to-cf): a
// vector<8xbf16> (P of an attention tile, computed in f32 and rounded to bf16) and an f16
// scalar with a vector<2xf16>. Their lanes are read with mov.extract<type = bf16/f16> and
// packed with mov.pack<type = bf16/f16>, which print mov.b16 (PTX ISA 9.7.9.10: mov has no
// 16-bit float type; the values live in .b16 registers); the edge copies are mov.b16. The
// loaded bf16 pairs are extended from their b32 word (shl / and, then mov.b32 to the f32).

// IR:      ^bb1(%i: i64, %p: vector<8xbf16>):
// IR-NEXT: %1 = nvvm.mov.extract<type = bf16, lane = 0> %p : (vector<8xbf16>) -> bf16
// IR:      %66 = nvvm.mov.pack<type = bf16, n = 8> %57, %58, %59, %60, %61, %62, %63, %64 : (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) -> vector<8xbf16>
// IR-NEXT: cf.br ^bb1(%65, %66 : i64, vector<8xbf16>)
// IR:      nvvm.mov.extract<type = f16, lane = 1> %v : (vector<2xf16>) -> f16
// IR:      nvvm.mov.pack<type = f16, n = 2> %{{.*}}, %{{.*}} : (f16, f16) -> vector<2xf16>
// IR-NEXT: cf.br ^bb1(%{{.*}}, %{{.*}}, %{{.*}} : i64, f16, vector<2xf16>)

// CHECK:      .visible .entry carry(
// CHECK-NEXT: 	.param .u64 a_ptr,
// CHECK-NEXT: 	.param .u64 a_dim0,
// CHECK-NEXT: 	.param .u64 out_ptr
// CHECK-NEXT: )
// CHECK-NEXT: {
// CHECK-NEXT: 	.reg .pred %p<2>;
// CHECK-NEXT: 	.reg .b16 %rs<41>;
// CHECK-NEXT: 	.reg .b32 %r<33>;
// CHECK-NEXT: 	.reg .b64 %rd<13>;
// CHECK-NEXT: 	.reg .f32 %f<25>;
// CHECK-EMPTY:
// CHECK-NEXT: 	ld.param.u64 %rd1, [a_ptr];
// CHECK-NEXT: 	ld.param.u64 %rd2, [a_dim0];
// CHECK-NEXT: 	ld.param.u64 %rd3, [out_ptr];
// CHECK-NEXT: 	cvta.to.global.u64 %rd4, %rd1;
// CHECK-NEXT: 	cvta.to.global.u64 %rd5, %rd3;
// CHECK-NEXT: 	mov.b64 %rd6, 0;
// CHECK-NEXT: 	mov.b64 %rd7, 8;
// CHECK-NEXT: 	mov.b16 %rs1, 0;
// CHECK-NEXT: 	mov.b16 %rs2, 0;
// CHECK-NEXT: 	mov.b16 %rs3, 0;
// CHECK-NEXT: 	mov.b16 %rs4, 0;
// CHECK-NEXT: 	mov.b16 %rs5, 0;
// CHECK-NEXT: 	mov.b16 %rs6, 0;
// CHECK-NEXT: 	mov.b16 %rs7, 0;
// CHECK-NEXT: 	mov.b16 %rs8, 0;
// CHECK-NEXT: 	mov.b64 %rd8, 2;
// CHECK-NEXT: 	mov.b64 %rd9, %rd6;
// CHECK-NEXT: 	mov.b16 %rs9, %rs1;
// CHECK-NEXT: 	mov.b16 %rs10, %rs2;
// CHECK-NEXT: 	mov.b16 %rs11, %rs3;
// CHECK-NEXT: 	mov.b16 %rs12, %rs4;
// CHECK-NEXT: 	mov.b16 %rs13, %rs5;
// CHECK-NEXT: 	mov.b16 %rs14, %rs6;
// CHECK-NEXT: 	mov.b16 %rs15, %rs7;
// CHECK-NEXT: 	mov.b16 %rs16, %rs8;
// CHECK-NEXT: $L__BB0_1:
// CHECK-NEXT: 	mov.b16 %rs17, %rs9;
// CHECK-NEXT: 	mov.b16 %rs18, %rs10;
// CHECK-NEXT: 	mov.b16 %rs19, %rs11;
// CHECK-NEXT: 	mov.b16 %rs20, %rs12;
// CHECK-NEXT: 	mov.b16 %rs21, %rs13;
// CHECK-NEXT: 	mov.b16 %rs22, %rs14;
// CHECK-NEXT: 	mov.b16 %rs23, %rs15;
// CHECK-NEXT: 	mov.b16 %rs24, %rs16;
// CHECK-NEXT: 	setp.lt.s64 %p1, %rd9, %rd2;
// CHECK-NEXT: 	@%p1 bra $L__BB0_2;
// CHECK-NEXT: 	bra.uni $L__BB0_3;
// CHECK-NEXT: $L__BB0_2:
// CHECK-NEXT: 	mul.lo.s64 %rd10, %rd9, %rd8;
// CHECK-NEXT: 	add.s64 %rd11, %rd4, %rd10;
// CHECK-NEXT: 	ld.global.v4.b32 {%r1, %r2, %r3, %r4}, [%rd11];
// CHECK-NEXT: 	mov.b32 %r5, %r1;
// CHECK-NEXT: 	mov.b32 %r6, %r2;
// CHECK-NEXT: 	mov.b32 %r7, %r3;
// CHECK-NEXT: 	mov.b32 %r8, %r4;
// CHECK-NEXT: 	mov.b32 %r9, 16;
// CHECK-NEXT: 	shl.b32 %r10, %r5, %r9;
// CHECK-NEXT: 	mov.b32 %f1, %r10;
// CHECK-NEXT: 	mov.b32 %r11, 4294901760;
// CHECK-NEXT: 	and.b32 %r12, %r5, %r11;
// CHECK-NEXT: 	mov.b32 %f2, %r12;
// CHECK-NEXT: 	mov.b32 %r13, 16;
// CHECK-NEXT: 	shl.b32 %r14, %r6, %r13;
// CHECK-NEXT: 	mov.b32 %f3, %r14;
// CHECK-NEXT: 	mov.b32 %r15, 4294901760;
// CHECK-NEXT: 	and.b32 %r16, %r6, %r15;
// CHECK-NEXT: 	mov.b32 %f4, %r16;
// CHECK-NEXT: 	mov.b32 %r17, 16;
// CHECK-NEXT: 	shl.b32 %r18, %r7, %r17;
// CHECK-NEXT: 	mov.b32 %f5, %r18;
// CHECK-NEXT: 	mov.b32 %r19, 4294901760;
// CHECK-NEXT: 	and.b32 %r20, %r7, %r19;
// CHECK-NEXT: 	mov.b32 %f6, %r20;
// CHECK-NEXT: 	mov.b32 %r21, 16;
// CHECK-NEXT: 	shl.b32 %r22, %r8, %r21;
// CHECK-NEXT: 	mov.b32 %f7, %r22;
// CHECK-NEXT: 	mov.b32 %r23, 4294901760;
// CHECK-NEXT: 	and.b32 %r24, %r8, %r23;
// CHECK-NEXT: 	mov.b32 %f8, %r24;
// CHECK-NEXT: 	cvt.f32.bf16 %f9, %rs17;
// CHECK-NEXT: 	cvt.f32.bf16 %f10, %rs18;
// CHECK-NEXT: 	cvt.f32.bf16 %f11, %rs19;
// CHECK-NEXT: 	cvt.f32.bf16 %f12, %rs20;
// CHECK-NEXT: 	cvt.f32.bf16 %f13, %rs21;
// CHECK-NEXT: 	cvt.f32.bf16 %f14, %rs22;
// CHECK-NEXT: 	cvt.f32.bf16 %f15, %rs23;
// CHECK-NEXT: 	cvt.f32.bf16 %f16, %rs24;
// CHECK-NEXT: 	add.f32 %f17, %f1, %f9;
// CHECK-NEXT: 	add.f32 %f18, %f2, %f10;
// CHECK-NEXT: 	add.f32 %f19, %f3, %f11;
// CHECK-NEXT: 	add.f32 %f20, %f4, %f12;
// CHECK-NEXT: 	add.f32 %f21, %f5, %f13;
// CHECK-NEXT: 	add.f32 %f22, %f6, %f14;
// CHECK-NEXT: 	add.f32 %f23, %f7, %f15;
// CHECK-NEXT: 	add.f32 %f24, %f8, %f16;
// CHECK-NEXT: 	cvt.rn.bf16.f32 %rs25, %f17;
// CHECK-NEXT: 	cvt.rn.bf16.f32 %rs26, %f18;
// CHECK-NEXT: 	cvt.rn.bf16.f32 %rs27, %f19;
// CHECK-NEXT: 	cvt.rn.bf16.f32 %rs28, %f20;
// CHECK-NEXT: 	cvt.rn.bf16.f32 %rs29, %f21;
// CHECK-NEXT: 	cvt.rn.bf16.f32 %rs30, %f22;
// CHECK-NEXT: 	cvt.rn.bf16.f32 %rs31, %f23;
// CHECK-NEXT: 	cvt.rn.bf16.f32 %rs32, %f24;
// CHECK-NEXT: 	add.s64 %rd12, %rd9, %rd7;
// CHECK-NEXT: 	mov.b16 %rs33, %rs25;
// CHECK-NEXT: 	mov.b16 %rs34, %rs26;
// CHECK-NEXT: 	mov.b16 %rs35, %rs27;
// CHECK-NEXT: 	mov.b16 %rs36, %rs28;
// CHECK-NEXT: 	mov.b16 %rs37, %rs29;
// CHECK-NEXT: 	mov.b16 %rs38, %rs30;
// CHECK-NEXT: 	mov.b16 %rs39, %rs31;
// CHECK-NEXT: 	mov.b16 %rs40, %rs32;
// CHECK-NEXT: 	mov.b64 %rd9, %rd12;
// CHECK-NEXT: 	mov.b16 %rs9, %rs33;
// CHECK-NEXT: 	mov.b16 %rs10, %rs34;
// CHECK-NEXT: 	mov.b16 %rs11, %rs35;
// CHECK-NEXT: 	mov.b16 %rs12, %rs36;
// CHECK-NEXT: 	mov.b16 %rs13, %rs37;
// CHECK-NEXT: 	mov.b16 %rs14, %rs38;
// CHECK-NEXT: 	mov.b16 %rs15, %rs39;
// CHECK-NEXT: 	mov.b16 %rs16, %rs40;
// CHECK-NEXT: 	bra.uni $L__BB0_1;
// CHECK-NEXT: $L__BB0_3:
// CHECK-NEXT: 	mov.b32 %r25, {%rs17, %rs18};
// CHECK-NEXT: 	mov.b32 %r26, {%rs19, %rs20};
// CHECK-NEXT: 	mov.b32 %r27, {%rs21, %rs22};
// CHECK-NEXT: 	mov.b32 %r28, {%rs23, %rs24};
// CHECK-NEXT: 	mov.b32 %r29, %r25;
// CHECK-NEXT: 	mov.b32 %r30, %r26;
// CHECK-NEXT: 	mov.b32 %r31, %r27;
// CHECK-NEXT: 	mov.b32 %r32, %r28;
// CHECK-NEXT: 	st.global.v4.b32 [%rd5], {%r29, %r30, %r31, %r32};
// CHECK-NEXT: 	ret;
// CHECK-NEXT: }

gpu.module @m {
  gpu.func @carry(%a: memref<?xbf16>, %out: memref<8xbf16>) kernel {
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %n = memref.dim %a, %c0 : memref<?xbf16>
    %z = arith.constant dense<0.0> : vector<8xbf16>
    %r = scf.for %i = %c0 to %n step %c8 iter_args(%p = %z) -> (vector<8xbf16>) {
      %v = vector.load %a[%i] : memref<?xbf16>, vector<8xbf16>
      %e = arith.extf %v : vector<8xbf16> to vector<8xf32>
      %q = arith.extf %p : vector<8xbf16> to vector<8xf32>
      %s = arith.addf %e, %q : vector<8xf32>
      %t = arith.truncf %s : vector<8xf32> to vector<8xbf16>
      scf.yield %t : vector<8xbf16>
    }
    vector.store %r, %out[%c0] : memref<8xbf16>, vector<8xbf16>
    gpu.return
  }
  gpu.func @half(%a: memref<?xf16>, %out: memref<2xf16>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %n = memref.dim %a, %c0 : memref<?xf16>
    %z = arith.constant 0.0 : f16
    %zv = arith.constant dense<0.0> : vector<2xf16>
    %r:2 = scf.for %i = %c0 to %n step %c2 iter_args(%s = %z, %v = %zv) -> (f16, vector<2xf16>) {
      %x = vector.load %a[%i] : memref<?xf16>, vector<2xf16>
      %y = arith.addf %v, %x : vector<2xf16>
      %e = vector.extract %y[1] : f16 from vector<2xf16>
      %t = arith.addf %s, %e : f16
      scf.yield %t, %y : f16, vector<2xf16>
    }
    vector.store %r#1, %out[%c0] : memref<2xf16>, vector<2xf16>
    memref.store %r#0, %out[%c1] : memref<2xf16>
    gpu.return
  }
}
