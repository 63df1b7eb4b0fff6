// Written for the PTX corpus: integer and single-bit wgmma (s8/u8 with an s32 accumulator,
// .satfinite, mixed signedness, b1 .and.popc, A from registers). Compiled, never run.
// (Device-function calls -- call.uni with st.param/.param call sequences, printf's vprintf --
// are a documented gap of the table: docs/nvvm.md, "Deliberate gaps".)
#include <cstdint>

__device__ __forceinline__ void wgmma_s8(int (&d)[4], uint64_t da, uint64_t db) {
  asm volatile(
      "{\n\t.reg .pred p;\n\tsetp.ne.b32 p, %6, 0;\n\t"
      "wgmma.mma_async.sync.aligned.m64n8k32.s32.s8.s8 {%0, %1, %2, %3}, %4, %5, p;\n\t}"
      : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3]) : "l"(da), "l"(db), "r"(1));
}

__device__ __forceinline__ void wgmma_u8s8_sat(int (&d)[8], uint64_t da, uint64_t db) {
  asm volatile(
      "{\n\t.reg .pred p;\n\tsetp.ne.b32 p, %10, 0;\n\t"
      "wgmma.mma_async.sync.aligned.m64n16k32.s32.u8.s8.satfinite {%0, %1, %2, %3, %4, %5, %6, %7}, %8, %9, p;\n\t}"
      : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3]), "+r"(d[4]), "+r"(d[5]), "+r"(d[6]), "+r"(d[7])
      : "l"(da), "l"(db), "r"(1));
}

__device__ __forceinline__ void wgmma_rs_u8(int (&d)[4], const uint32_t (&a)[4], uint64_t db) {
  asm volatile(
      "{\n\t.reg .pred p;\n\tsetp.ne.b32 p, %9, 0;\n\t"
      "wgmma.mma_async.sync.aligned.m64n8k32.s32.u8.u8 {%0, %1, %2, %3}, {%4, %5, %6, %7}, %8, p;\n\t}"
      : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3])
      : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "l"(db), "r"(1));
}

__device__ __forceinline__ void wgmma_b1(int (&d)[4], uint64_t da, uint64_t db) {
  asm volatile(
      "{\n\t.reg .pred p;\n\tsetp.ne.b32 p, %6, 0;\n\t"
      "wgmma.mma_async.sync.aligned.m64n8k256.s32.b1.b1.and.popc {%0, %1, %2, %3}, %4, %5, p;\n\t}"
      : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3]) : "l"(da), "l"(db), "r"(1));
}

extern "C" __global__ void int_wgmma(int* out, const uint64_t* descs, const uint32_t* regs, float* f, int n) {
  int d[8] = {0, 0, 0, 0, 0, 0, 0, 0};
  int e[4] = {0, 0, 0, 0};
  uint32_t a[4] = {regs[0], regs[1], regs[2], regs[3]};
  asm volatile("wgmma.fence.sync.aligned;" ::: "memory");
  wgmma_s8(e, descs[0], descs[1]);
  wgmma_u8s8_sat(d, descs[2], descs[3]);
  wgmma_rs_u8(e, a, descs[4]);
  wgmma_b1(e, descs[5], descs[6]);
  asm volatile("wgmma.commit_group.sync.aligned;" ::: "memory");
  asm volatile("wgmma.wait_group.sync.aligned 0;" ::: "memory");
  for (int i = 0; i < 8; i++) out[threadIdx.x * 12 + i] = d[i];
  for (int i = 0; i < 4; i++) out[threadIdx.x * 12 + 8 + i] = e[i];
  f[threadIdx.x] = (f[threadIdx.x] + f[threadIdx.x + n]) * (float)n;
}
