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
// CHECK-NEXT: {{[[:space:]]+}}.reg .b32 %r<54>;
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
// CHECK-NEXT: {{[[:space:]]+}}mov.b32 %r15, 7;
// CHECK-NEXT: {{[[:space:]]+}}shr.u32 %r16, %r14, %r15;
// CHECK-NEXT: {{[[:space:]]+}}mov.b32 %r17, 7;
// CHECK-NEXT: {{[[:space:]]+}}shr.u32 %r18, %r2, %r17;
// CHECK-NEXT: {{[[:space:]]+}}mov.b32 %r19, 127;
// CHECK-NEXT: {{[[:space:]]+}}and.b32 %r20, %r2, %r19;
// CHECK-NEXT: {{[[:space:]]+}}mov.b32 %r21, 0;
// CHECK-NEXT: {{[[:space:]]+}}setp.eq.b32 %p1, %r20, %r21;
// CHECK-NEXT: {{[[:space:]]+}}mul.lo.s32 %r22, %r12, %r16;
// CHECK-NEXT: {{[[:space:]]+}}add.s32 %r23, %r22, %r18;
// CHECK-NEXT: {{[[:space:]]+}}cvt.u64.u32 %rd6, %r23;
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
// CHECK-NEXT: {{[[:space:]]+}}mov.u32 %r24, __tirx_prof_count;
// CHECK-NEXT: {{[[:space:]]+}}mov.b32 %r25, 4;
// CHECK-NEXT: {{[[:space:]]+}}mul.lo.s32 %r26, %r18, %r25;
// CHECK-NEXT: {{[[:space:]]+}}add.s32 %r27, %r24, %r26;
// CHECK-NEXT: {{[[:space:]]+}}mov.u64 %rd17, %globaltimer;
// CHECK-NEXT: {{[[:space:]]+}}mov.u64 %rd18, %clock64;
// CHECK-NEXT: {{[[:space:]]+}}@%p1 bra $L__BB0_1;
// CHECK-NEXT: {{[[:space:]]+}}bra.uni $L__BB0_2;
// CHECK-NEXT: $L__BB0_1:
// CHECK-NEXT: {{[[:space:]]+}}atom.shared.exch.b32 %r28, [%r27], %r21;
// CHECK-NEXT: $L__BB0_2:
// CHECK-NEXT: {{[[:space:]]+}}mov.u64 %rd19, %globaltimer;
// CHECK-NEXT: {{[[:space:]]+}}ld.global.f32 %f1, [%rd4];
// CHECK-NEXT: {{[[:space:]]+}}st.global.f32 [%rd4], %f1;
// CHECK-NEXT: {{[[:space:]]+}}mov.u64 %rd20, %globaltimer;
// CHECK-NEXT: {{[[:space:]]+}}@%p1 bra $L__BB0_3;
// CHECK-NEXT: {{[[:space:]]+}}bra.uni $L__BB0_6;
// CHECK-NEXT: $L__BB0_3:
// CHECK-NEXT: {{[[:space:]]+}}mov.b32 %r29, 1;
// CHECK-NEXT: {{[[:space:]]+}}atom.shared.add.u32 %r30, [%r27], %r29;
// CHECK-NEXT: {{[[:space:]]+}}setp.lo.u32 %p2, %r30, %r1;
// CHECK-NEXT: {{[[:space:]]+}}@%p2 bra $L__BB0_4;
// CHECK-NEXT: {{[[:space:]]+}}bra.uni $L__BB0_5;
// CHECK-NEXT: $L__BB0_4:
// CHECK-NEXT: {{[[:space:]]+}}cvt.u64.u32 %rd21, %r30;
// CHECK-NEXT: {{[[:space:]]+}}mul.lo.s64 %rd22, %rd21, %rd8;
// CHECK-NEXT: {{[[:space:]]+}}add.s64 %rd23, %rd16, %rd22;
// CHECK-NEXT: {{[[:space:]]+}}mov.b64 {%r31, %r32}, %rd19;
// CHECK-NEXT: {{[[:space:]]+}}sub.s64 %rd24, %rd20, %rd19;
// CHECK-NEXT: {{[[:space:]]+}}cvt.u32.u64 %r33, %rd24;
// CHECK-NEXT: {{[[:space:]]+}}mov.b32 %r34, %r31;
// CHECK-NEXT: {{[[:space:]]+}}mov.b32 %r35, %r32;
// CHECK-NEXT: {{[[:space:]]+}}mov.b32 %r36, %r33;
// CHECK-NEXT: {{[[:space:]]+}}mov.b32 %r37, %r29;
// CHECK-NEXT: {{[[:space:]]+}}st.global.v4.b32 [%rd23], {%r34, %r35, %r36, %r37};
// CHECK-NEXT: $L__BB0_5:
// CHECK-NEXT: $L__BB0_6:
// CHECK-NEXT: {{[[:space:]]+}}@%p1 bra $L__BB0_7;
// CHECK-NEXT: {{[[:space:]]+}}bra.uni $L__BB0_10;
// CHECK-NEXT: $L__BB0_7:
// CHECK-NEXT: {{[[:space:]]+}}mov.b32 %r38, 1;
// CHECK-NEXT: {{[[:space:]]+}}atom.shared.add.u32 %r39, [%r27], %r38;
// CHECK-NEXT: {{[[:space:]]+}}setp.lo.u32 %p3, %r39, %r1;
// CHECK-NEXT: {{[[:space:]]+}}@%p3 bra $L__BB0_8;
// CHECK-NEXT: {{[[:space:]]+}}bra.uni $L__BB0_9;
// CHECK-NEXT: $L__BB0_8:
// CHECK-NEXT: {{[[:space:]]+}}cvt.u64.u32 %rd25, %r39;
// CHECK-NEXT: {{[[:space:]]+}}mul.lo.s64 %rd26, %rd25, %rd8;
// CHECK-NEXT: {{[[:space:]]+}}add.s64 %rd27, %rd16, %rd26;
// CHECK-NEXT: {{[[:space:]]+}}mov.b64 {%r40, %r41}, %rd19;
// CHECK-NEXT: {{[[:space:]]+}}sub.s64 %rd28, %rd20, %rd19;
// CHECK-NEXT: {{[[:space:]]+}}cvt.u32.u64 %r42, %rd28;
// CHECK-NEXT: {{[[:space:]]+}}mov.b32 %r43, %r40;
// CHECK-NEXT: {{[[:space:]]+}}mov.b32 %r44, %r41;
// CHECK-NEXT: {{[[:space:]]+}}mov.b32 %r45, %r42;
// CHECK-NEXT: {{[[:space:]]+}}mov.b32 %r46, %r21;
// CHECK-NEXT: {{[[:space:]]+}}st.global.v4.b32 [%rd27], {%r43, %r44, %r45, %r46};
// CHECK-NEXT: $L__BB0_9:
// CHECK-NEXT: $L__BB0_10:
// CHECK-NEXT: {{[[:space:]]+}}mov.u64 %rd29, %globaltimer;
// CHECK-NEXT: {{[[:space:]]+}}mov.u64 %rd30, %clock64;
// CHECK-NEXT: {{[[:space:]]+}}@%p1 bra $L__BB0_11;
// CHECK-NEXT: {{[[:space:]]+}}bra.uni $L__BB0_14;
// CHECK-NEXT: $L__BB0_11:
// CHECK-NEXT: {{[[:space:]]+}}atom.shared.add.u32 %r47, [%r27], %r21;
// CHECK-NEXT: {{[[:space:]]+}}mov.u32 %r48, %smid;
// CHECK-NEXT: {{[[:space:]]+}}mov.b32 %r49, %r47;
// CHECK-NEXT: {{[[:space:]]+}}mov.b32 %r50, %r48;
// CHECK-NEXT: {{[[:space:]]+}}mov.b32 %r51, %r12;
// CHECK-NEXT: {{[[:space:]]+}}mov.b32 %r52, %r18;
// CHECK-NEXT: {{[[:space:]]+}}st.global.v4.b32 [%rd15], {%r49, %r50, %r51, %r52};
// CHECK-NEXT: {{[[:space:]]+}}mov.b64 %rd31, %rd17;
// CHECK-NEXT: {{[[:space:]]+}}mov.b64 %rd32, %rd29;
// CHECK-NEXT: {{[[:space:]]+}}st.global.v2.b64 [%rd15+16], {%rd31, %rd32};
// CHECK-NEXT: {{[[:space:]]+}}mov.b64 %rd33, %rd18;
// CHECK-NEXT: {{[[:space:]]+}}mov.b64 %rd34, %rd30;
// CHECK-NEXT: {{[[:space:]]+}}st.global.v2.b64 [%rd15+32], {%rd33, %rd34};
// CHECK-NEXT: {{[[:space:]]+}}setp.hi.u32 %p4, %r47, %r1;
// CHECK-NEXT: {{[[:space:]]+}}@%p4 bra $L__BB0_12;
// CHECK-NEXT: {{[[:space:]]+}}bra.uni $L__BB0_13;
// CHECK-NEXT: $L__BB0_12:
// CHECK-NEXT: {{[[:space:]]+}}sub.s32 %r53, %r47, %r1;
// CHECK-NEXT: {{[[:space:]]+}}red.global.add.u32 [%rd5+20], %r53;
// CHECK-NEXT: $L__BB0_13:
// CHECK-NEXT: $L__BB0_14:
