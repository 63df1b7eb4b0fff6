// A CUTLASS / FlashAttention-3-style warp-specialized Hopper kernel skeleton, written for the
// PTX corpus (test/ptx_corpus/README.md): plain CUDA around inline PTX the way such kernels
// spell it. It is compiled to PTX only (regen.sh); it is not run.
#include <cstdint>
#include <cuda.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>

__device__ __forceinline__ uint32_t smem_u32(const void* p) {
  return static_cast<uint32_t>(__cvta_generic_to_shared(p));
}

__device__ __forceinline__ void mbar_init(uint64_t* bar, uint32_t count) {
  asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" ::"r"(smem_u32(bar)), "r"(count));
}
__device__ __forceinline__ void mbar_expect_tx(uint64_t* bar, uint32_t bytes) {
  asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" ::"r"(smem_u32(bar)), "r"(bytes));
}
__device__ __forceinline__ void mbar_arrive(uint64_t* bar) {
  asm volatile("{\n\t.reg .b64 state;\n\tmbarrier.arrive.shared::cta.b64 state, [%0];\n\t}" ::"r"(smem_u32(bar)));
}
__device__ __forceinline__ void mbar_arrive_cluster(uint64_t* bar, uint32_t cta) {
  asm volatile("{\n\t.reg .b32 remAddr32;\n\tmapa.shared::cluster.u32 remAddr32, %0, %1;\n\t"
               "mbarrier.arrive.release.cluster.shared::cluster.b64 _, [remAddr32];\n\t}"
               ::"r"(smem_u32(bar)), "r"(cta));
}
__device__ __forceinline__ void mbar_wait(uint64_t* bar, uint32_t phase) {
  asm volatile("{\n\t.reg .pred P1;\n\tLAB_WAIT:\n\t"
               "mbarrier.try_wait.parity.shared::cta.b64 P1, [%0], %1, %2;\n\t"
               "@P1 bra DONE;\n\tbra.uni LAB_WAIT;\n\tDONE:\n\t}"
               ::"r"(smem_u32(bar)), "r"(phase), "r"(0x989680));
}
__device__ __forceinline__ uint32_t mbar_test(uint64_t* bar, uint32_t phase) {
  uint32_t ok;
  asm volatile("{\n\t.reg .pred P1;\n\tmbarrier.test_wait.parity.shared::cta.b64 P1, [%1], %2;\n\t"
               "selp.b32 %0, 1, 0, P1;\n\t}" : "=r"(ok) : "r"(smem_u32(bar)), "r"(phase));
  return ok;
}
__device__ __forceinline__ void mbar_wait_cluster(uint64_t* bar, uint32_t phase) {
  asm volatile("{\n\t.reg .pred P1;\n\tWAITC:\n\t"
               "mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64 P1, [%0], %1;\n\t"
               "@!P1 bra WAITC;\n\t}" ::"r"(smem_u32(bar)), "r"(phase));
}

__device__ __forceinline__ void tma_load_2d(void* dst, const void* tmap, uint64_t* bar, int c0, int c1,
                                            uint64_t policy) {
  asm volatile(
      "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint"
      " [%0], [%1, {%3, %4}], [%2], %5;"
      ::"r"(smem_u32(dst)), "l"(tmap), "r"(smem_u32(bar)), "r"(c0), "r"(c1), "l"(policy) : "memory");
}
__device__ __forceinline__ void tma_load_3d_mc(void* dst, const void* tmap, uint64_t* bar, int c0, int c1, int c2,
                                               uint16_t mask, uint64_t policy) {
  asm volatile(
      "cp.async.bulk.tensor.3d.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint"
      " [%0], [%1, {%3, %4, %5}], [%2], %6, %7;"
      ::"r"(smem_u32(dst)), "l"(tmap), "r"(smem_u32(bar)), "r"(c0), "r"(c1), "r"(c2), "h"(mask), "l"(policy)
      : "memory");
}
__device__ __forceinline__ void tma_load_4d_im2col(void* dst, const void* tmap, uint64_t* bar, int c0, int c1,
                                                   int c2, int c3, uint16_t o0, uint16_t o1) {
  asm volatile(
      "cp.async.bulk.tensor.4d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes"
      " [%0], [%1, {%3, %4, %5, %6}], [%2], {%7, %8};"
      ::"r"(smem_u32(dst)), "l"(tmap), "r"(smem_u32(bar)), "r"(c0), "r"(c1), "r"(c2), "r"(c3), "h"(o0), "h"(o1)
      : "memory");
}
__device__ __forceinline__ void tma_store_2d(const void* tmap, const void* src, int c0, int c1) {
  asm volatile("cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [%0, {%2, %3}], [%1];"
               ::"l"(tmap), "r"(smem_u32(src)), "r"(c0), "r"(c1) : "memory");
}
__device__ __forceinline__ void tma_store_2d_hint(const void* tmap, const void* src, int c0, int c1, uint64_t pol) {
  asm volatile("cp.async.bulk.tensor.2d.global.shared::cta.bulk_group.L2::cache_hint [%0, {%2, %3}], [%1], %4;"
               ::"l"(tmap), "r"(smem_u32(src)), "r"(c0), "r"(c1), "l"(pol) : "memory");
}
__device__ __forceinline__ void tma_reduce_add_2d(const void* tmap, const void* src, int c0, int c1) {
  asm volatile("cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group [%0, {%2, %3}], [%1];"
               ::"l"(tmap), "r"(smem_u32(src)), "r"(c0), "r"(c1) : "memory");
}
__device__ __forceinline__ void tma_prefetch_2d(const void* tmap, int c0, int c1) {
  asm volatile("cp.async.bulk.prefetch.tensor.2d.L2.global.tile [%0, {%1, %2}];" ::"l"(tmap), "r"(c0), "r"(c1)
               : "memory");
}

template <int N>
__device__ __forceinline__ void wgmma_bf16(float (&d)[N / 2], uint64_t da, uint64_t db);

template <>
__device__ __forceinline__ void wgmma_bf16<16>(float (&d)[8], uint64_t da, uint64_t db) {
  asm volatile(
      "{\n\t.reg .pred p;\n\tsetp.ne.b32 p, %10, 0;\n\t"
      "wgmma.mma_async.sync.aligned.m64n16k16.f32.bf16.bf16 "
      "{%0, %1, %2, %3, %4, %5, %6, %7}, %8, %9, p, 1, 1, 0, 1;\n\t}"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7])
      : "l"(da), "l"(db), "r"(1));
}

__device__ __forceinline__ void wgmma_e4m3_f16acc(uint32_t (&d)[2], uint64_t da, uint64_t db) {
  asm volatile(
      "{\n\t.reg .pred p;\n\tsetp.ne.b32 p, %4, 0;\n\t"
      "wgmma.mma_async.sync.aligned.m64n8k32.f16.e4m3.e4m3 {%0, %1}, %2, %3, p, 1, 1;\n\t}"
      : "+r"(d[0]), "+r"(d[1]) : "l"(da), "l"(db), "r"(1));
}

__device__ __forceinline__ void wgmma_rs_f16(float (&d)[4], const uint32_t (&a)[4], uint64_t db) {
  asm volatile(
      "{\n\t.reg .pred p;\n\tsetp.ne.b32 p, %9, 0;\n\t"
      "wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {%0, %1, %2, %3}, {%4, %5, %6, %7}, %8, p, 1, 1, 1;\n\t}"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
      : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "l"(db), "r"(1));
}

__device__ __forceinline__ void wgmma_tf32(float (&d)[4], uint64_t da, uint64_t db) {
  asm volatile(
      "wgmma.mma_async.sync.aligned.m64n8k8.f32.tf32.tf32 {%0, %1, %2, %3}, %4, %5, 1, 1, 1;"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]) : "l"(da), "l"(db));
}

__device__ __forceinline__ void stmatrix_x4(void* p, uint32_t a, uint32_t b, uint32_t c, uint32_t e) {
  asm volatile("stmatrix.sync.aligned.x4.m8n8.shared.b16 [%0], {%1, %2, %3, %4};"
               ::"r"(smem_u32(p)), "r"(a), "r"(b), "r"(c), "r"(e));
}
__device__ __forceinline__ void stmatrix_x2_trans(void* p, uint32_t a, uint32_t b) {
  asm volatile("stmatrix.sync.aligned.m8n8.x2.trans.shared.b16 [%0], {%1, %2};" ::"r"(smem_u32(p)), "r"(a), "r"(b));
}
__device__ __forceinline__ void ldmatrix_x4(const void* p, uint32_t (&r)[4]) {
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];"
               : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "r"(smem_u32(p)));
}
__device__ __forceinline__ void ldmatrix_x2_trans(const void* p, uint32_t (&r)[2]) {
  asm volatile("ldmatrix.sync.aligned.m8n8.x2.trans.shared::cta.b16 {%0, %1}, [%2];"
               : "=r"(r[0]), "=r"(r[1]) : "r"(smem_u32(p)));
}

__device__ __forceinline__ uint32_t elect_one() {
  uint32_t pred = 0, lane = 0;
  asm volatile("{\n\t.reg .b32 %%rx;\n\t.reg .pred %%px;\n\telect.sync %%rx|%%px, %2;\n\t"
               "@%%px mov.s32 %1, 1;\n\tmov.s32 %0, %%rx;\n\t}"
               : "+r"(lane), "+r"(pred) : "r"(0xffffffff));
  return pred;
}

__device__ __forceinline__ uint32_t cluster_ctarank() {
  uint32_t r;
  asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(r));
  return r;
}
__device__ __forceinline__ uint32_t rank_of(const void* p) {
  uint32_t r;
  asm volatile("getctarank.shared::cluster.u32 %0, %1;" : "=r"(r) : "r"(smem_u32(p)));
  return r;
}
__device__ __forceinline__ uint64_t evict_first_policy() {
  uint64_t p;
  asm volatile("createpolicy.fractional.L2::evict_first.b64 %0, 1.0;" : "=l"(p));
  return p;
}

struct alignas(128) Smem {
  __nv_bfloat16 a[4][64 * 64];
  __nv_bfloat16 b[4][64 * 64];
  __nv_bfloat16 c[64 * 128];
  uint64_t full[4], empty[4];
  alignas(128) char tmap[128];
};

__global__ void __cluster_dims__(2, 1, 1) __launch_bounds__(384, 1)
gemm_ws(const __grid_constant__ CUtensorMap tma_a, const __grid_constant__ CUtensorMap tma_b,
        const __grid_constant__ CUtensorMap tma_c, CUtensorMap* gtmap, int k_tiles, float* out) {
  extern __shared__ __align__(1024) unsigned char raw[];
  Smem& s = *reinterpret_cast<Smem*>(raw);
  const int wg = threadIdx.x / 128;
  const uint32_t rank = cluster_ctarank();
  if (threadIdx.x == 0) {
    for (int i = 0; i < 4; ++i) {
      mbar_init(&s.full[i], 1);
      mbar_init(&s.empty[i], 2 * 2);
    }
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
    asm volatile("prefetch.tensormap [%0];" ::"l"(&tma_a) : "memory");
  }
  asm volatile("barrier.cluster.arrive.relaxed.aligned;\n\tbarrier.cluster.wait.aligned;" ::: "memory");
  if (wg == 0) {  // producer
    asm volatile("setmaxnreg.dec.sync.aligned.u32 40;");
    if (elect_one() && threadIdx.x < 32) {
      uint64_t pol = evict_first_policy();
      for (int k = 0; k < k_tiles; ++k) {
        int st = k % 4;
        mbar_wait(&s.empty[st], ((k / 4) & 1) ^ 1);
        mbar_expect_tx(&s.full[st], 2 * 64 * 64 * 2);
        tma_load_2d(s.a[st], &tma_a, &s.full[st], k * 64, blockIdx.y * 64, pol);
        tma_load_3d_mc(s.b[st], &tma_b, &s.full[st], k * 64, blockIdx.x * 64, 0, (uint16_t)0x3, pol);
        if (k == 0) tma_load_4d_im2col(s.b[st], &tma_b, &s.full[st], 0, 0, 0, 0, 1, 1);
        tma_prefetch_2d(&tma_a, (k + 4) * 64, blockIdx.y * 64);
      }
    }
  } else {  // consumers
    asm volatile("setmaxnreg.inc.sync.aligned.u32 232;");
    float acc[8] = {0};
    float acc4[4] = {0};
    uint32_t acch[2] = {0, 0};
    for (int k = 0; k < k_tiles; ++k) {
      int st = k % 4;
      mbar_wait_cluster(&s.full[st], (k / 4) & 1);
      uint64_t da = (uint64_t)(smem_u32(s.a[st]) >> 4) | (1ull << 62);
      uint64_t db = (uint64_t)(smem_u32(s.b[st]) >> 4) | (1ull << 62);
      asm volatile("wgmma.fence.sync.aligned;" ::: "memory");
      wgmma_bf16<16>(acc, da, db);
      wgmma_e4m3_f16acc(acch, da, db);
      wgmma_tf32(acc4, da, db);
      uint32_t afrag[4];
      ldmatrix_x4(s.a[st], afrag);
      wgmma_rs_f16(acc4, afrag, db);
      asm volatile("wgmma.commit_group.sync.aligned;" ::: "memory");
      asm volatile("wgmma.wait_group.sync.aligned 0;" ::: "memory");
      if (mbar_test(&s.full[st], (k / 4) & 1) && threadIdx.x % 128 == 0) {
        mbar_arrive(&s.empty[st]);
        mbar_arrive_cluster(&s.empty[st], rank ^ 1);
      }
    }
    // Epilogue: registers -> bf16 -> stmatrix -> proxy fence -> TMA store.
    __nv_bfloat162 p0 = __floats2bfloat162_rn(acc[0], acc[1]);
    __nv_bfloat162 p1 = __floats2bfloat162_rn(acc[2] + acc4[0], acc[3] + __half2float(__ushort_as_half(acch[0])));
    __half2 h = __floats2half2_rn(acc[4], acc[5]);
    uint32_t r0 = *reinterpret_cast<uint32_t*>(&p0), r1 = *reinterpret_cast<uint32_t*>(&p1);
    uint32_t r2 = *reinterpret_cast<uint32_t*>(&h);
    stmatrix_x4(s.c + (threadIdx.x % 128) * 8, r0, r1, r2, r0 ^ r1);
    stmatrix_x2_trans(s.c + (threadIdx.x % 128) * 8, r1, r2);
    uint32_t back[2];
    ldmatrix_x2_trans(s.c, back);
    asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
    asm volatile("bar.sync %0, %1;" ::"r"(wg), "r"(256) : "memory");
    if (threadIdx.x % 128 == 0) {
      tma_store_2d(&tma_c, s.c, blockIdx.x * 128, blockIdx.y * 64);
      tma_store_2d_hint(&tma_c, s.c, blockIdx.x * 128, blockIdx.y * 64, evict_first_policy());
      tma_reduce_add_2d(&tma_c, s.c, blockIdx.x * 128, blockIdx.y * 64);
      asm volatile("cp.async.bulk.commit_group;");
      asm volatile("cp.async.bulk.wait_group.read 0;" ::: "memory");
    }
    asm volatile("bar.arrive %0, %1;" ::"r"(wg + 2), "r"(256) : "memory");
    out[blockIdx.x * blockDim.x + threadIdx.x] = acc[6] + acc[7] + __int_as_float(back[0] ^ back[1]);
  }
  // A tensor map updated in shared memory, then published for the tensormap proxy.
  if (threadIdx.x < 32) {
    if (threadIdx.x == 0) {
      asm volatile("tensormap.replace.tile.global_address.shared::cta.b1024.b64 [%0], %1;"
                   ::"r"(smem_u32(s.tmap)), "l"(out));
      asm volatile("tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [%0], 1, %1;"
                   ::"r"(smem_u32(s.tmap)), "r"(k_tiles * 64));
      asm volatile("tensormap.replace.tile.swizzle_mode.shared::cta.b1024.b32 [%0], 3;" ::"r"(smem_u32(s.tmap)));
    }
    __syncwarp();
    asm volatile("tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned"
                 " [%0], [%1], 128;" ::"l"(gtmap), "r"(smem_u32(s.tmap)) : "memory");
    asm volatile("fence.proxy.tensormap::generic.acquire.gpu [%0], 128;" ::"l"(gtmap) : "memory");
  }
  (void)rank_of(&s.full[0]);
  asm volatile("barrier.cluster.arrive.release.aligned;\n\tbarrier.cluster.wait.acquire.aligned;" ::: "memory");
}
