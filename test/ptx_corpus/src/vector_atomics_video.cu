// Vector atomics and the video instructions (written for this corpus; nvcc emits the PTX,
// ptxas assembles it; never run): atom/red with .v2/.v4/.v8 of f32, f16, bf16, f16x2 and
// bf16x2 (PTX ISA 9.7.13.5-6, sm_90), in the ISA's syntax order and in the order of its
// examples (vector and type before the op), with memory-ordering semantics, scopes and
// .L2::cache_hint; and the scalar (vadd ... vmax, with a secondary operation or a merge)
// and SIMD (vadd2/vsub2/vavrg2/vabsdiff2/vmin2/vmax2 and the 4-lane forms, .sat or .add,
// masks and selectors) video instructions (PTX ISA 9.7.17) that packed-byte and
// packed-half-word code uses.
#include <cstdint>

__global__ void vector_atomics(float* f, unsigned* h, unsigned short* s, unsigned long long policy) {
  float a, b, c, d;
  unsigned p, q, r, t;
  unsigned short e[8];
  asm volatile("atom.global.add.v4.f32 {%0, %1, %2, %3}, [%4], {%5, %5, %5, %5};"
               : "=f"(a), "=f"(b), "=f"(c), "=f"(d) : "l"(f), "f"(1.f) : "memory");
  f[4] = a + b + c + d;
  asm volatile("atom.relaxed.gpu.global.add.v2.f32 {%0, %1}, [%2], {%3, %3};"
               : "=f"(a), "=f"(b) : "l"(f + 8), "f"(2.f) : "memory");
  f[5] = a + b;
  asm volatile("atom.acq_rel.sys.global.max.noftz.v4.bf16x2 {%0, %1, %2, %3}, [%4], {%5, %5, %5, %5};"
               : "=r"(p), "=r"(q), "=r"(r), "=r"(t) : "l"(h), "r"(0x3f803f80u) : "memory");
  h[4] = p ^ q ^ r ^ t;
  asm volatile("atom.acquire.cta.global.min.noftz.v2.f16x2 {%0, %1}, [%2], {%3, %3};"
               : "=r"(p), "=r"(q) : "l"(h + 8), "r"(0x3c003c00u) : "memory");
  h[5] = p ^ q;
  asm volatile("atom.global.add.noftz.v8.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, [%8], {%9, %9, %9, %9, %9, %9, %9, %9};"
               : "=h"(e[0]), "=h"(e[1]), "=h"(e[2]), "=h"(e[3]), "=h"(e[4]), "=h"(e[5]), "=h"(e[6]), "=h"(e[7])
               : "l"(s), "h"((unsigned short)0x3c00) : "memory");
  asm volatile("atom.release.cluster.global.max.noftz.L2::cache_hint.v4.bf16 {%0, %1, %2, %3}, [%4], {%5, %5, %5, %5}, %6;"
               : "=h"(e[4]), "=h"(e[5]), "=h"(e[6]), "=h"(e[7]) : "l"(s + 16), "h"((unsigned short)0x3f80), "l"(policy)
               : "memory");
  s[32] = e[0] ^ e[1] ^ e[2] ^ e[3] ^ e[4] ^ e[5] ^ e[6] ^ e[7];
  asm volatile("atom.global.v8.bf16.min.noftz {%0, %1, %2, %3, %4, %5, %6, %7}, [%8], {%9, %9, %9, %9, %9, %9, %9, %9};"
               : "=h"(e[0]), "=h"(e[1]), "=h"(e[2]), "=h"(e[3]), "=h"(e[4]), "=h"(e[5]), "=h"(e[6]), "=h"(e[7])
               : "l"(s + 48), "h"((unsigned short)0x3f80) : "memory");
  s[33] = e[0] ^ e[7];
  asm volatile("atom.global.v2.f32.add {%0, %1}, [%2], {%3, %3};" : "=f"(a), "=f"(b) : "l"(f + 16), "f"(3.f) : "memory");
  f[6] = a - b;
  asm volatile("red.global.add.v2.f32 [%0], {%1, %1};" :: "l"(f + 20), "f"(1.f) : "memory");
  asm volatile("red.release.gpu.global.add.L2::cache_hint.v4.f32 [%0], {%1, %1, %1, %1}, %2;"
               :: "l"(f + 24), "f"(1.f), "l"(policy) : "memory");
  asm volatile("red.relaxed.sys.global.add.noftz.v4.f16x2 [%0], {%1, %1, %1, %1};" :: "l"(h + 16), "r"(0x3c003c00u) : "memory");
  asm volatile("red.global.min.noftz.v2.bf16x2 [%0], {%1, %1};" :: "l"(h + 24), "r"(0x3f803f80u) : "memory");
  asm volatile("red.global.max.noftz.v8.f16 [%0], {%1, %1, %1, %1, %1, %1, %1, %1};" :: "l"(s + 64), "h"((unsigned short)0x3c00) : "memory");
  asm volatile("red.global.add.noftz.v4.bf16 [%0], {%1, %1, %1, %1};" :: "l"(s + 80), "h"((unsigned short)0x3f80) : "memory");
  asm volatile("red.global.v2.bf16x2.add.noftz [%0], {%1, %1};" :: "l"(h + 32), "r"(0x3f803f80u) : "memory");
}

__global__ void video(unsigned* out, const unsigned* in) {
  unsigned a = in[threadIdx.x], b = in[threadIdx.x + 32], c = in[threadIdx.x + 64], d, acc = 0;
  // Scalar: plain, with a secondary operation, with a merge into a byte/half-word of c.
  asm("vadd.u32.u32.u32.sat %0, %1.b0, %2.h1;" : "=r"(d) : "r"(a), "r"(b)); acc += d;
  asm("vsub.s32.s32.s32.add %0, %1, %2, %3;" : "=r"(d) : "r"(a), "r"(b), "r"(c)); acc += d;
  asm("vabsdiff.u32.u32.u32.add %0, %1.b1, %2.b1, %3;" : "=r"(d) : "r"(a), "r"(b), "r"(acc)); acc += d;
  asm("vmin.s32.s32.s32.sat.max %0, %1, %2, %3;" : "=r"(d) : "r"(a), "r"(b), "r"(c)); acc += d;
  asm("vmax.u32.u32.s32 %0.h0, %1, %2.b3, %3;" : "=r"(d) : "r"(a), "r"(b), "r"(c)); acc += d;
  // SIMD on half-words: merge (mask, .sat) and accumulate (.add).
  asm("vadd2.u32.u32.u32.sat %0, %1, %2, %3;" : "=r"(d) : "r"(a), "r"(b), "r"(c)); acc += d;
  asm("vsub2.s32.s32.s32 %0.h1, %1.h10, %2.h32, %3;" : "=r"(d) : "r"(a), "r"(b), "r"(c)); acc += d;
  asm("vavrg2.u32.u32.u32 %0, %1, %2, %3;" : "=r"(d) : "r"(a), "r"(b), "r"(c)); acc += d;
  asm("vabsdiff2.u32.u32.u32.add %0, %1, %2, %3;" : "=r"(d) : "r"(a), "r"(b), "r"(acc)); acc += d;
  asm("vmin2.s32.s32.s32 %0, %1, %2, %3;" : "=r"(d) : "r"(a), "r"(b), "r"(c)); acc += d;
  asm("vmax2.u32.u32.u32.sat %0, %1, %2, %3;" : "=r"(d) : "r"(a), "r"(b), "r"(c)); acc += d;
  // SIMD on bytes: the sum-of-absolute-differences idiom and friends.
  asm("vadd4.u32.u32.u32.sat %0, %1, %2, %3;" : "=r"(d) : "r"(a), "r"(b), "r"(c)); acc += d;
  asm("vsub4.s32.s32.s32.sat %0.b3210, %1.b3210, %2.b7654, %3;" : "=r"(d) : "r"(a), "r"(b), "r"(c)); acc += d;
  asm("vavrg4.u32.u32.u32 %0, %1, %2, %3;" : "=r"(d) : "r"(a), "r"(b), "r"(c)); acc += d;
  asm("vabsdiff4.u32.u32.u32.add %0, %1, %2, %3;" : "=r"(d) : "r"(a), "r"(b), "r"(acc)); acc += d;
  asm("vabsdiff4.u32.u32.u32 %0.b10, %1, %2, %3;" : "=r"(d) : "r"(a), "r"(b), "r"(c)); acc += d;
  asm("vmin4.u32.u32.u32 %0, %1, %2, %3;" : "=r"(d) : "r"(a), "r"(b), "r"(c)); acc += d;
  asm("vmax4.s32.s32.s32 %0, %1.b0123, %2, %3;" : "=r"(d) : "r"(a), "r"(b), "r"(c)); acc += d;
  out[threadIdx.x] = acc;
}
