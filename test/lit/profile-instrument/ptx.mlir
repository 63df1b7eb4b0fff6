// RUN: tirx-opt %s -p profile-instrument,tirx-to-ptx -t ptx | filecheck %s
// RUN: tirx-opt %s -p profile-instrument,tirx-to-ptx -t ptx > %t.ptx && ptxas -arch=sm_90a %t.ptx -o %t.cubin
// REQUIRES: ptxas
// The instrumented kernel through tirx-to-ptx: the extra .u64 parameter prof_buf, the
// shared counters, %globaltimer reads (mov.u64), the 16-byte record stores
// (st.global.v4.b32), the segment header (v4.b32 + v2.b64) and the overflow red.add;
// ptxas accepts it.

gpu.module @m {
  gpu.func @k(%x: memref<?xf32>) kernel attributes {block = [256, 1, 1]} {
    %c0 = arith.constant 0 : index
    %m = prof.begin "outer"
    prof.range "load" {
      %v = memref.load %x[%c0] : memref<?xf32>
      memref.store %v, %x[%c0] : memref<?xf32>
    }
    prof.end %m
    gpu.return
  }
}

// CHECK:      .shared .align 16 .b8 __tirx_prof_count[32];
// CHECK-EMPTY:
// CHECK-NEXT: .visible .entry k(
// CHECK-NEXT: {{[[:space:]]+}}.param .u64 x_ptr,
// CHECK-NEXT: {{[[:space:]]+}}.param .u64 x_dim0,
// CHECK-NEXT: {{[[:space:]]+}}.param .u64 prof_buf
// CHECK-NEXT: )
// CHECK-NEXT: .reqntid 256, 1, 1
// CHECK-NEXT: {
// CHECK-NEXT: {{[[:space:]]+}}.reg .pred %p<5>;
// CHECK-NEXT: {{[[:space:]]+}}.reg .b32 %r<52>;
// CHECK-NEXT: {{[[:space:]]+}}.reg .b64 %rd<35>;
// CHECK-NEXT: {{[[:space:]]+}}.reg .f32 %f<2>;
// CHECK-EMPTY:
// CHECK-NEXT: {{[[:space:]]+}}ld.param.u64 %rd1, [x_ptr];
// CHECK-NEXT: {{[[:space:]]+}}ld.param.u64 %rd2, [x_dim0];
// CHECK-NEXT: {{[[:space:]]+}}ld.param.u64 %rd3, [prof_buf];
// CHECK-NEXT: {{[[:space:]]+}}cvta.to.global.u64 %rd4, %rd1;
// CHECK-NEXT: {{[[:space:]]+}}cvta.to.global.u64 %rd5, %rd3;
// CHECK-NEXT: {{[[:space:]]+}}ld.global.u32 %r1, [%rd5+8];
// CHECK-NEXT: {{[[:space:]]+}}mov.u32 %r2, %tid.x;
// CHECK-NEXT: {{[[:space:]]+}}mov.u32 %r3, %ntid.x;
// CHECK-NEXT: {{[[:space:]]+}}mov.u32 %r4, %ctaid.x;
// CHECK-NEXT: {{[[:space:]]+}}mov.u32 %r5, %ctaid.y;
// CHECK-NEXT: {{[[:space:]]+}}mov.u32 %r6, %ctaid.z;
// CHECK-NEXT: {{[[:space:]]+}}mov.u32 %r7, %nctaid.x;
// CHECK-NEXT: {{[[:space:]]+}}mov.u32 %r8, %nctaid.y;
// CHECK-NEXT: {{[[:space:]]+}}mul.lo.s32 %r9, %r8, %r6;
// CHECK-NEXT: {{[[:space:]]+}}add.s32 %r10, %r5, %r9;
// CHECK-NEXT: {{[[:space:]]+}}mul.lo.s32 %r11, %r7, %r10;
// CHECK-NEXT: {{[[:space:]]+}}add.s32 %r12, %r4, %r11;
// CHECK-NEXT: {{[[:space:]]+}}mov.b32 %r13, 127;
// CHECK-NEXT: {{[[:space:]]+}}add.s32 %r14, %r3, %r13;
// CHECK-NEXT: {{[[:space:]]+}}mov.b32 %r15, 128;
// CHECK-NEXT: {{[[:space:]]+}}div.u32 %r16, %r14, %r15;
// CHECK-NEXT: {{[[:space:]]+}}div.u32 %r17, %r2, %r15;
// CHECK-NEXT: {{[[:space:]]+}}rem.u32 %r18, %r2, %r15;
// CHECK-NEXT: {{[[:space:]]+}}mov.b32 %r19, 0;
// CHECK-NEXT: {{[[:space:]]+}}setp.eq.b32 %p1, %r18, %r19;
// CHECK-NEXT: {{[[:space:]]+}}mul.lo.s32 %r20, %r12, %r16;
// CHECK-NEXT: {{[[:space:]]+}}add.s32 %r21, %r20, %r17;
// CHECK-NEXT: {{[[:space:]]+}}cvt.u64.u32 %rd6, %r21;
// CHECK-NEXT: {{[[:space:]]+}}cvt.u64.u32 %rd7, %r1;
// CHECK-NEXT: {{[[:space:]]+}}mov.b64 %rd8, 16;
// CHECK-NEXT: {{[[:space:]]+}}mul.lo.s64 %rd9, %rd7, %rd8;
// CHECK-NEXT: {{[[:space:]]+}}mov.b64 %rd10, 48;
// CHECK-NEXT: {{[[:space:]]+}}add.s64 %rd11, %rd9, %rd10;
// CHECK-NEXT: {{[[:space:]]+}}mov.b64 %rd12, 64;
// CHECK-NEXT: {{[[:space:]]+}}add.s64 %rd13, %rd5, %rd12;
// CHECK-NEXT: {{[[:space:]]+}}mul.lo.s64 %rd14, %rd6, %rd11;
// CHECK-NEXT: {{[[:space:]]+}}add.s64 %rd15, %rd13, %rd14;
// CHECK-NEXT: {{[[:space:]]+}}add.s64 %rd16, %rd15, %rd10;
// CHECK-NEXT: {{[[:space:]]+}}mov.u32 %r22, __tirx_prof_count;
// CHECK-NEXT: {{[[:space:]]+}}mov.b32 %r23, 4;
// CHECK-NEXT: {{[[:space:]]+}}mul.lo.s32 %r24, %r17, %r23;
// CHECK-NEXT: {{[[:space:]]+}}add.s32 %r25, %r22, %r24;
// CHECK-NEXT: {{[[:space:]]+}}mov.u64 %rd17, %globaltimer;
// CHECK-NEXT: {{[[:space:]]+}}mov.u64 %rd18, %clock64;
// CHECK-NEXT: {{[[:space:]]+}}@%p1 bra $L__BB0_1;
// CHECK-NEXT: {{[[:space:]]+}}bra.uni $L__BB0_2;
// CHECK-NEXT: $L__BB0_1:
// CHECK-NEXT: {{[[:space:]]+}}atom.shared.exch.b32 %r26, [%r25], %r19;
// CHECK-NEXT: $L__BB0_2:
// CHECK-NEXT: {{[[:space:]]+}}mov.u64 %rd19, %globaltimer;
// CHECK-NEXT: {{[[:space:]]+}}ld.global.f32 %f1, [%rd4];
// CHECK-NEXT: {{[[:space:]]+}}st.global.f32 [%rd4], %f1;
// CHECK-NEXT: {{[[:space:]]+}}mov.u64 %rd20, %globaltimer;
// CHECK-NEXT: {{[[:space:]]+}}@%p1 bra $L__BB0_3;
// CHECK-NEXT: {{[[:space:]]+}}bra.uni $L__BB0_6;
// CHECK-NEXT: $L__BB0_3:
// CHECK-NEXT: {{[[:space:]]+}}mov.b32 %r27, 1;
// CHECK-NEXT: {{[[:space:]]+}}atom.shared.add.u32 %r28, [%r25], %r27;
// CHECK-NEXT: {{[[:space:]]+}}setp.lo.u32 %p2, %r28, %r1;
// CHECK-NEXT: {{[[:space:]]+}}@%p2 bra $L__BB0_4;
// CHECK-NEXT: {{[[:space:]]+}}bra.uni $L__BB0_5;
// CHECK-NEXT: $L__BB0_4:
// CHECK-NEXT: {{[[:space:]]+}}cvt.u64.u32 %rd21, %r28;
// CHECK-NEXT: {{[[:space:]]+}}mul.lo.s64 %rd22, %rd21, %rd8;
// CHECK-NEXT: {{[[:space:]]+}}add.s64 %rd23, %rd16, %rd22;
// CHECK-NEXT: {{[[:space:]]+}}mov.b64 {%r29, %r30}, %rd19;
// CHECK-NEXT: {{[[:space:]]+}}sub.s64 %rd24, %rd20, %rd19;
// CHECK-NEXT: {{[[:space:]]+}}cvt.u32.u64 %r31, %rd24;
// CHECK-NEXT: {{[[:space:]]+}}mov.b32 %r32, %r29;
// CHECK-NEXT: {{[[:space:]]+}}mov.b32 %r33, %r30;
// CHECK-NEXT: {{[[:space:]]+}}mov.b32 %r34, %r31;
// CHECK-NEXT: {{[[:space:]]+}}mov.b32 %r35, %r27;
// CHECK-NEXT: {{[[:space:]]+}}st.global.v4.b32 [%rd23], {%r32, %r33, %r34, %r35};
// CHECK-NEXT: $L__BB0_5:
// CHECK-NEXT: $L__BB0_6:
// CHECK-NEXT: {{[[:space:]]+}}@%p1 bra $L__BB0_7;
// CHECK-NEXT: {{[[:space:]]+}}bra.uni $L__BB0_10;
// CHECK-NEXT: $L__BB0_7:
// CHECK-NEXT: {{[[:space:]]+}}mov.b32 %r36, 1;
// CHECK-NEXT: {{[[:space:]]+}}atom.shared.add.u32 %r37, [%r25], %r36;
// CHECK-NEXT: {{[[:space:]]+}}setp.lo.u32 %p3, %r37, %r1;
// CHECK-NEXT: {{[[:space:]]+}}@%p3 bra $L__BB0_8;
// CHECK-NEXT: {{[[:space:]]+}}bra.uni $L__BB0_9;
// CHECK-NEXT: $L__BB0_8:
// CHECK-NEXT: {{[[:space:]]+}}cvt.u64.u32 %rd25, %r37;
// CHECK-NEXT: {{[[:space:]]+}}mul.lo.s64 %rd26, %rd25, %rd8;
// CHECK-NEXT: {{[[:space:]]+}}add.s64 %rd27, %rd16, %rd26;
// CHECK-NEXT: {{[[:space:]]+}}mov.b64 {%r38, %r39}, %rd19;
// CHECK-NEXT: {{[[:space:]]+}}sub.s64 %rd28, %rd20, %rd19;
// CHECK-NEXT: {{[[:space:]]+}}cvt.u32.u64 %r40, %rd28;
// CHECK-NEXT: {{[[:space:]]+}}mov.b32 %r41, %r38;
// CHECK-NEXT: {{[[:space:]]+}}mov.b32 %r42, %r39;
// CHECK-NEXT: {{[[:space:]]+}}mov.b32 %r43, %r40;
// CHECK-NEXT: {{[[:space:]]+}}mov.b32 %r44, %r19;
// CHECK-NEXT: {{[[:space:]]+}}st.global.v4.b32 [%rd27], {%r41, %r42, %r43, %r44};
// CHECK-NEXT: $L__BB0_9:
// CHECK-NEXT: $L__BB0_10:
// CHECK-NEXT: {{[[:space:]]+}}mov.u64 %rd29, %globaltimer;
// CHECK-NEXT: {{[[:space:]]+}}mov.u64 %rd30, %clock64;
// CHECK-NEXT: {{[[:space:]]+}}@%p1 bra $L__BB0_11;
// CHECK-NEXT: {{[[:space:]]+}}bra.uni $L__BB0_14;
// CHECK-NEXT: $L__BB0_11:
// CHECK-NEXT: {{[[:space:]]+}}atom.shared.add.u32 %r45, [%r25], %r19;
// CHECK-NEXT: {{[[:space:]]+}}mov.u32 %r46, %smid;
// CHECK-NEXT: {{[[:space:]]+}}mov.b32 %r47, %r45;
// CHECK-NEXT: {{[[:space:]]+}}mov.b32 %r48, %r46;
// CHECK-NEXT: {{[[:space:]]+}}mov.b32 %r49, %r12;
// CHECK-NEXT: {{[[:space:]]+}}mov.b32 %r50, %r17;
// CHECK-NEXT: {{[[:space:]]+}}st.global.v4.b32 [%rd15], {%r47, %r48, %r49, %r50};
// CHECK-NEXT: {{[[:space:]]+}}mov.b64 %rd31, %rd17;
// CHECK-NEXT: {{[[:space:]]+}}mov.b64 %rd32, %rd29;
// CHECK-NEXT: {{[[:space:]]+}}st.global.v2.b64 [%rd15+16], {%rd31, %rd32};
// CHECK-NEXT: {{[[:space:]]+}}mov.b64 %rd33, %rd18;
// CHECK-NEXT: {{[[:space:]]+}}mov.b64 %rd34, %rd30;
// CHECK-NEXT: {{[[:space:]]+}}st.global.v2.b64 [%rd15+32], {%rd33, %rd34};
// CHECK-NEXT: {{[[:space:]]+}}setp.hi.u32 %p4, %r45, %r1;
// CHECK-NEXT: {{[[:space:]]+}}@%p4 bra $L__BB0_12;
// CHECK-NEXT: {{[[:space:]]+}}bra.uni $L__BB0_13;
// CHECK-NEXT: $L__BB0_12:
// CHECK-NEXT: {{[[:space:]]+}}sub.s32 %r51, %r45, %r1;
// CHECK-NEXT: {{[[:space:]]+}}red.global.add.u32 [%rd5+20], %r51;
// CHECK-NEXT: $L__BB0_13:
// CHECK-NEXT: $L__BB0_14:
// CHECK-NEXT: {{[[:space:]]+}}ret;
// CHECK-NEXT: }
