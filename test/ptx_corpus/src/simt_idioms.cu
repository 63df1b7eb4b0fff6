// The SIMT instruction families a hand-tuned sm_90a kernel reaches for, through CUDA
// intrinsics and the inline-asm idioms of CUDA libraries (written for this corpus; nvcc emits
// the PTX, ptxas assembles it; never run): warp shuffles, votes and redux, atomics and
// reductions of every type and scope, loads and stores with cache and eviction hints,
// non-bulk cp.async, ldmatrix/stmatrix variants, mma.sync shapes, conversions with rounding,
// saturation and packing, f16x2/bf16x2 math, special registers, fences and membars at every
// scope, griddepcontrol, elect.sync, setmaxnreg, prmt, lop3, bfe/bfi, dp4a/dp2a.
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_fp8.h>
#include <cstdint>

__device__ __forceinline__ unsigned smem_u32(const void* p) {
  return static_cast<unsigned>(__cvta_generic_to_shared(p));
}

__global__ void warp_collectives(int* out, const int* in, float* fout) {
  int x = in[threadIdx.x];
  float f = __int_as_float(x);
  x += __shfl_sync(0xffffffff, x, 3);
  x += __shfl_up_sync(0xffffffff, x, 1);
  x += __shfl_down_sync(0xffffffff, x, 2);
  f += __shfl_xor_sync(0xffffffff, f, 4);
  x += __all_sync(0xffffffff, x > 0) + __any_sync(0xffffffff, x < 0) + __uni_sync(0xffffffff, x);
  x += __reduce_min_sync(0xffffffff, x) + __reduce_max_sync(0xffffffff, x);
  x += (int)__reduce_and_sync(0xffffffff, (unsigned)x) + (int)__reduce_or_sync(0xffffffff, (unsigned)x)
       + (int)__reduce_xor_sync(0xffffffff, (unsigned)x) + (int)__reduce_min_sync(0xffffffff, (unsigned)x);
  int pred;
  x += __match_all_sync(0xffffffff, x, &pred) + pred;
  unsigned lt, le, gt, ge;
  asm volatile("mov.u32 %0, %%lanemask_lt;" : "=r"(lt));
  asm volatile("mov.u32 %0, %%lanemask_le;" : "=r"(le));
  asm volatile("mov.u32 %0, %%lanemask_gt;" : "=r"(gt));
  asm volatile("mov.u32 %0, %%lanemask_ge;" : "=r"(ge));
  x += __activemask() + lt + le + gt + ge;
  unsigned leader;
  asm volatile("{\n .reg .pred P;\n elect.sync %0|P, 0xffffffff;\n}" : "=r"(leader));
  __syncwarp();
  out[threadIdx.x] = x + leader;
  fout[threadIdx.x] = f;
}

__global__ void atomics(int* i, unsigned* u, unsigned long long* ull, long long* ll, float* f, double* d,
                        __half2* h2, __nv_bfloat162* b2, __half* h, __nv_bfloat16* b) {
  int t = threadIdx.x;
  atomicAdd(i, t); atomicSub(i, t); atomicMin(i, t); atomicMax(i, t); atomicAnd(i, t); atomicOr(i, t);
  atomicXor(i, t); atomicExch(i, t); atomicCAS(i, t, 1);
  atomicAdd(u, 1u); atomicInc(u, 5u); atomicDec(u, 5u); atomicMin(u, 3u); atomicMax(u, 3u);
  atomicAdd(ull, 1ull); atomicCAS(ull, 1ull, 2ull); atomicExch(ull, 3ull); atomicMin(ll, -1ll); atomicMax(ll, 1ll);
  atomicAnd(ull, 1ull); atomicOr(ull, 2ull); atomicXor(ull, 4ull);
  atomicAdd(f, 1.0f); atomicExch(f, 2.0f); atomicAdd(d, 1.0);
  atomicAdd(h2, __floats2half2_rn(1.f, 2.f)); atomicAdd(b2, __floats2bfloat162_rn(1.f, 2.f));
  atomicAdd(h, __float2half(1.f)); atomicAdd(b, __float2bfloat16(1.f));
  atomicAdd_block(i, 1); atomicAdd_system(i, 1); atomicCAS_block(i, 0, 1); atomicExch_system(u, 1u);
  int r = atomicAdd(i + 1, 1);  // result used: atom, not red
  int old;
  asm volatile("atom.acquire.gpu.global.add.u32 %0, [%1], 1;" : "=r"(old) : "l"(u) : "memory");
  asm volatile("atom.release.sys.global.exch.b32 %0, [%1], %2;" : "=r"(old) : "l"(i), "r"(r) : "memory");
  asm volatile("atom.relaxed.cta.shared.cas.b64 %0, [%1], %2, %3;" : "=l"(*ll) : "r"(smem_u32(ll)), "l"(1ll), "l"(2ll) : "memory");
  asm volatile("red.release.gpu.global.add.u32 [%0], 1;" :: "l"(u) : "memory");
  asm volatile("red.relaxed.sys.global.max.s32 [%0], %1;" :: "l"(i), "r"(t) : "memory");
  asm volatile("red.global.add.noftz.f16x2 [%0], %1;" :: "l"(h2), "r"(0x3c003c00u) : "memory");
  asm volatile("red.global.add.noftz.bf16x2 [%0], %1;" :: "l"(b2), "r"(0x3f803f80u) : "memory");
  asm volatile("red.global.v4.f32.add [%0], {%1, %1, %1, %1};" :: "l"(f), "f"(1.f) : "memory");
  asm volatile("atom.global.v2.f16x2.add.noftz {%0, %1}, [%2], {%3, %3};"
               : "=r"(old), "=r"(r) : "l"(h2), "r"(0x3c003c00u) : "memory");
  i[t] = r + old;
}

__global__ void cache_hints(float4* out, const float4* in, const float* fin, int* iout, unsigned long long policy_in) {
  int t = threadIdx.x;
  float4 a = __ldg(in + t);
  float4 b = __ldcg(in + t + 32);
  float4 c = __ldca(in + t + 64);
  float4 d = __ldcs(in + t + 96);
  float4 e = __ldlu(in + t + 128);
  float4 g = __ldcv(in + t + 160);
  float v;
  asm volatile("ld.global.nc.L1::no_allocate.f32 %0, [%1];" : "=f"(v) : "l"(fin + t));
  float w;
  asm volatile("ld.global.L1::evict_last.L2::256B.f32 %0, [%1];" : "=f"(w) : "l"(fin + t + 1));
  unsigned long long pol;
  asm volatile("createpolicy.fractional.L2::evict_first.b64 %0, 1.0;" : "=l"(pol));
  unsigned long long pol2;
  asm volatile("createpolicy.fractional.L2::evict_last.L2::evict_unchanged.b64 %0, 0.5;" : "=l"(pol2));
  float z;
  asm volatile("ld.global.L2::cache_hint.f32 %0, [%1], %2;" : "=f"(z) : "l"(fin + t + 2), "l"(pol));
  asm volatile("st.global.L1::no_allocate.f32 [%0], %1;" :: "l"(fin + t + 3), "f"(v + w + z) : "memory");
  asm volatile("st.global.L2::cache_hint.v4.f32 [%0], {%1, %1, %1, %1}, %2;" :: "l"(out + t + 32), "f"(z), "l"(pol2) : "memory");
  asm volatile("prefetch.global.L2::evict_last [%0];" :: "l"(in + t + 256));
  asm volatile("prefetch.global.L1 [%0];" :: "l"(in + t + 288));
  asm volatile("prefetchu.L1 [%0];" :: "l"(in + t + 320));
  asm volatile("discard.global.L2 [%0], 128;" :: "l"(out + 1024) : "memory");
  asm volatile("applypriority.global.L2::evict_normal [%0], 128;" :: "l"(out + 2048) : "memory");
  int volatile_v;
  asm volatile("ld.volatile.global.s32 %0, [%1];" : "=r"(volatile_v) : "l"(iout));
  int acq;
  asm volatile("ld.acquire.gpu.global.s32 %0, [%1];" : "=r"(acq) : "l"(iout + 1) : "memory");
  asm volatile("st.release.sys.global.s32 [%0], %1;" :: "l"(iout + 2), "r"(acq + volatile_v) : "memory");
  asm volatile("st.relaxed.cta.global.s32 [%0], %1;" :: "l"(iout + 3), "r"(acq) : "memory");
  __stcg(out + t, a); __stcs(out + t + 64, b); __stwt(out + t + 96, c); __stwb(out + t + 128, d);
  out[t + 160] = make_float4(e.x + g.x, e.y, e.z, e.w);
  (void)policy_in;
}

__global__ void cp_async_and_matrices(float* out, const float4* in) {
  __shared__ alignas(128) unsigned char smem[16384];
  int t = threadIdx.x;
  asm volatile("cp.async.ca.shared.global [%0], [%1], 16;" :: "r"(smem_u32(smem + 16 * t)), "l"(in + t) : "memory");
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16, 8;" :: "r"(smem_u32(smem + 4096 + 16 * t)), "l"(in + t + 256) : "memory");
  asm volatile("cp.async.ca.shared.global.L2::128B [%0], [%1], 8;" :: "r"(smem_u32(smem + 8192 + 8 * t)), "l"(in + t + 512) : "memory");
  asm volatile("cp.async.cg.shared.global.L2::cache_hint [%0], [%1], 16, %2;" :: "r"(smem_u32(smem + 12288 + 16 * t)),
               "l"(in + t + 768), "l"(0ull) : "memory");
  asm volatile("cp.async.commit_group;" ::: "memory");
  asm volatile("cp.async.wait_group 1;" ::: "memory");
  asm volatile("cp.async.wait_all;" ::: "memory");
  unsigned long long bar_mem;
  asm volatile("cp.async.mbarrier.arrive.noinc.shared.b64 [%0];" :: "r"(smem_u32(smem)) : "memory");
  __syncthreads();
  unsigned r0, r1, r2, r3;
  unsigned addr = smem_u32(smem + 16 * (t % 32));
  asm volatile("ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%0}, [%1];" : "=r"(r0) : "r"(addr));
  asm volatile("ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {%0, %1}, [%2];" : "=r"(r0), "=r"(r1) : "r"(addr));
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];" : "=r"(r0), "=r"(r1), "=r"(r2), "=r"(r3) : "r"(addr));
  asm volatile("stmatrix.sync.aligned.m8n8.x1.shared.b16 [%0], {%1};" :: "r"(addr), "r"(r0) : "memory");
  asm volatile("stmatrix.sync.aligned.m8n8.x2.trans.shared.b16 [%0], {%1, %2};" :: "r"(addr), "r"(r0), "r"(r1) : "memory");
  asm volatile("stmatrix.sync.aligned.m8n8.x4.trans.shared.b16 [%0], {%1, %2, %3, %4};" :: "r"(addr), "r"(r0), "r"(r1), "r"(r2), "r"(r3) : "memory");
  float d0 = 0, d1 = 0, d2 = 0, d3 = 0;
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3};"
               : "+f"(d0), "+f"(d1), "+f"(d2), "+f"(d3) : "r"(r0), "r"(r1), "r"(r2), "r"(r3), "r"(r0), "r"(r1));
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3};"
               : "+f"(d0), "+f"(d1), "+f"(d2), "+f"(d3) : "r"(r0), "r"(r1), "r"(r2), "r"(r3), "r"(r0), "r"(r1));
  asm volatile("mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3};"
               : "+f"(d0), "+f"(d1), "+f"(d2), "+f"(d3) : "r"(r0), "r"(r1), "r"(r2), "r"(r3), "r"(r0), "r"(r1));
  asm volatile("mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3};"
               : "+f"(d0), "+f"(d1), "+f"(d2), "+f"(d3) : "r"(r0), "r"(r1), "r"(r2), "r"(r3), "r"(r0), "r"(r1));
  unsigned h0 = 0, h1 = 0;
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {%0, %1}, {%2, %3, %4, %5}, {%6, %7}, {%0, %1};"
               : "+r"(h0), "+r"(h1) : "r"(r0), "r"(r1), "r"(r2), "r"(r3), "r"(r0), "r"(r1));
  int i0 = 0, i1 = 0, i2 = 0, i3 = 0;
  asm volatile("mma.sync.aligned.m16n8k32.row.col.satfinite.s32.s8.s8.s32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3};"
               : "+r"(i0), "+r"(i1), "+r"(i2), "+r"(i3) : "r"(r0), "r"(r1), "r"(r2), "r"(r3), "r"(r0), "r"(r1));
  asm volatile("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%0, %1}, {%2}, {%3}, {%0, %1};"
               : "+d"(*reinterpret_cast<double*>(out + 64)), "+d"(*reinterpret_cast<double*>(out + 66))
               : "d"(1.0), "d"(2.0));
  out[t] = d0 + d1 + d2 + d3 + __int_as_float(h0 ^ h1) + float(i0 + i1 + i2 + i3);
  (void)bar_mem;
}

__global__ void conversions(unsigned* packed, __half2* h2, __nv_bfloat162* b2, const float* f, const double* dd, int* iout) {
  int t = threadIdx.x;
  float x = f[t], y = f[t + 32];
  h2[t] = __floats2half2_rn(x, y);
  b2[t] = __floats2bfloat162_rn(x, y);
  __half2 hs = __hmul2_sat(h2[t], h2[t + 32]);
  __nv_bfloat162 bs = __hfma2(b2[t], b2[t + 32], b2[t + 64]);
  h2[t + 64] = __hfma2_relu(hs, hs, hs);
  b2[t + 96] = __hmax2(bs, __hmin2(bs, b2[t]));
  h2[t + 96] = h2exp2(h2[t]) ;
  b2[t + 128] = __habs2(__hneg2(bs));
  unsigned p;
  asm volatile("cvt.rn.satfinite.e4m3x2.f32 %0, %1, %2;" : "=h"(*reinterpret_cast<unsigned short*>(&p)) : "f"(x), "f"(y));
  unsigned short e5;
  asm volatile("cvt.rn.satfinite.e5m2x2.f32 %0, %1, %2;" : "=h"(e5) : "f"(x), "f"(y));
  unsigned hx;
  asm volatile("cvt.rn.f16x2.e4m3x2 %0, %1;" : "=r"(hx) : "h"(e5));
  unsigned bx;
  asm volatile("cvt.rn.relu.satfinite.bf16x2.f32 %0, %1, %2;" : "=r"(bx) : "f"(x), "f"(y));
  unsigned tf;
  asm volatile("cvt.rna.satfinite.tf32.f32 %0, %1;" : "=r"(tf) : "f"(x));
  int r1 = __float2int_rz(x) + __float2int_rd(y) + __float2int_ru(x) + __double2int_rn(dd[t]);
  unsigned r2 = __float2uint_rn(x) + (unsigned)__double2ll_rz(dd[t]);
  float r3 = __int2float_rz(t) + __uint2float_rd(t) + __ll2float_ru(t) + __double2float_rz(dd[t]) + __saturatef(x);
  double r4 = __int2double_rn(t) + (double)__float2half_rz(x) + __ull2double_rd(t);
  signed char s8;
  asm volatile("cvt.rni.sat.s8.f32 %0, %1;" : "=r"(*reinterpret_cast<int*>(&s8)) : "f"(x));
  short s16 = (short)__float2int_rn(x);
  asm volatile("cvt.sat.s16.s32 %0, %1;" : "=h"(s16) : "r"(r1));
  float fl;
  asm volatile("cvt.rzi.ftz.f32.f32 %0, %1;" : "=f"(fl) : "f"(x));
  packed[t] = p + e5 + hx + bx + tf + r1 + r2 + (unsigned)r3 + (unsigned)r4 + s8 + s16 + (unsigned)fl;
  iout[t] = __float_as_int(__fdividef(x, y)) + __float_as_int(__expf(x)) + __float_as_int(__sinf(x)) +
            __float_as_int(__cosf(y)) + __float_as_int(__log2f(x)) + __float_as_int(rsqrtf(x)) +
            __float_as_int(__frcp_rn(x)) + __float_as_int(__fsqrt_rn(y)) + __float_as_int(tanhf(x)) +
            __float_as_int(__fmaf_rz(x, y, x)) + __float_as_int(fmaxf(x, y)) + __float_as_int(copysignf(x, y));
  float ap;
  asm volatile("tanh.approx.f32 %0, %1;" : "=f"(ap) : "f"(x));
  asm volatile("ex2.approx.ftz.f32 %0, %0;" : "+f"(ap));
  unsigned hh;
  asm volatile("ex2.approx.f16x2 %0, %1;" : "=r"(hh) : "r"(hx));
  asm volatile("tanh.approx.bf16x2 %0, %1;" : "=r"(hh) : "r"(bx));
  asm volatile("fma.rn.relu.bf16x2 %0, %0, %1, %1;" : "+r"(hh) : "r"(bx));
  asm volatile("max.NaN.f32 %0, %0, %1;" : "+f"(ap) : "f"(x));
  asm volatile("min.xorsign.abs.f32 %0, %0, %1;" : "+f"(ap) : "f"(y));
  iout[t + 32] = __float_as_int(ap) + hh;
}

__global__ void bit_tricks(unsigned* out, const unsigned* in, unsigned long long* gt) {
  int t = threadIdx.x;
  unsigned a = in[t], b = in[t + 32], c = in[t + 64];
  unsigned r = __byte_perm(a, b, 0x5410);
  unsigned l;
  asm volatile("lop3.b32 %0, %1, %2, %3, 0x96;" : "=r"(l) : "r"(a), "r"(b), "r"(c));
  unsigned e, ins;
  asm volatile("bfe.u32 %0, %1, 8, 4;" : "=r"(e) : "r"(a));
  asm volatile("bfi.b32 %0, %1, %2, 4, 8;" : "=r"(ins) : "r"(a), "r"(b));
  int s;
  asm volatile("bfe.s32 %0, %1, 3, 5;" : "=r"(s) : "r"(a));
  int dp = __dp4a((int)a, (int)b, (int)c) + (int)__dp4a(a, b, c) + __dp2a_lo((int)a, (int)b, (int)c) + (int)__dp2a_hi(a, b, c);
  unsigned fs = __funnelshift_l(a, b, c) + __funnelshift_rc(a, b, c) + __usad(a, b, c) + __sad((int)a, (int)b, c);
  unsigned hi = __umulhi(a, b) + __mul24(a, b) + __umul24(a, b) + (unsigned)__mulhi((int)a, (int)b);
  unsigned long long w = __umul64hi(a, (unsigned long long)b << 20) + __brevll(gt[t]) + __popcll(gt[t]) + __clzll(gt[t]);
  unsigned fns = __fns(a, 3, 1);
  unsigned bm;
  asm volatile("bmsk.clamp.b32 %0, %1, %2;" : "=r"(bm) : "r"(a & 31), "r"(b & 31));
  unsigned sz;
  asm volatile("szext.wrap.s32 %0, %1, %2;" : "=r"(sz) : "r"(a), "r"(b & 31));
  unsigned sh;
  asm volatile("shf.l.clamp.b32 %0, %1, %2, %3;" : "=r"(sh) : "r"(a), "r"(b), "r"(c));
  unsigned vs;
  asm volatile("vabsdiff4.u32.u32.u32.add %0, %1, %2, %3;" : "=r"(vs) : "r"(a), "r"(b), "r"(c));
  int cl;
  asm volatile("cnot.b32 %0, %1;" : "=r"(cl) : "r"(a));
  unsigned mad;
  asm volatile("mad.hi.cc.u32 %0, %1, %2, %3;\n\tmadc.lo.u32 %0, %0, %2, %3;" : "=r"(mad) : "r"(a), "r"(b), "r"(c));
  unsigned add;
  asm volatile("add.cc.u32 %0, %1, %2;\n\taddc.cc.u32 %0, %0, %2;\n\tsub.cc.u32 %0, %0, %1;\n\tsubc.u32 %0, %0, %1;" : "=r"(add) : "r"(a), "r"(b));
  unsigned sl;
  asm volatile("{\n .reg .pred p;\n setp.lt.u32 p, %1, %2;\n selp.b32 %0, %1, %2, p;\n}" : "=r"(sl) : "r"(a), "r"(b));
  unsigned slc;
  asm volatile("slct.u32.s32 %0, %1, %2, %3;" : "=r"(slc) : "r"(a), "r"(b), "r"((int)c));
  unsigned tst;
  asm volatile("{\n .reg .pred p;\n testp.finite.f32 p, %1;\n selp.u32 %0, 1, 0, p;\n}" : "=r"(tst) : "f"(__uint_as_float(a)));
  out[t] = r + l + e + ins + s + dp + fs + hi + (unsigned)w + fns + bm + sz + sh + vs + cl + mad + add + sl + slc + tst;
}

__global__ void special_registers_and_fences(unsigned* out, int* flag) {
  unsigned v[24];
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(v[0]));
  asm volatile("mov.u32 %0, %%warpid;" : "=r"(v[1]));
  asm volatile("mov.u32 %0, %%nwarpid;" : "=r"(v[2]));
  asm volatile("mov.u32 %0, %%smid;" : "=r"(v[3]));
  asm volatile("mov.u32 %0, %%nsmid;" : "=r"(v[4]));
  asm volatile("mov.u32 %0, %%gridid;" : "=r"(v[5]));
  asm volatile("mov.u32 %0, %%clock;" : "=r"(v[6]));
  asm volatile("mov.u32 %0, %%lanemask_eq;" : "=r"(v[7]));
  asm volatile("mov.u32 %0, %%dynamic_smem_size;" : "=r"(v[8]));
  asm volatile("mov.u32 %0, %%total_smem_size;" : "=r"(v[9]));
  asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(v[10]));
  asm volatile("mov.u32 %0, %%cluster_nctarank;" : "=r"(v[11]));
  asm volatile("mov.u32 %0, %%clusterid.x;" : "=r"(v[12]));
  asm volatile("mov.u32 %0, %%nclusterid.y;" : "=r"(v[13]));
  asm volatile("mov.u32 %0, %%cluster_ctaid.z;" : "=r"(v[14]));
  asm volatile("mov.u32 %0, %%cluster_nctaid.x;" : "=r"(v[15]));
  asm volatile("{\n .reg .pred p;\n mov.pred p, %%is_explicit_cluster;\n selp.u32 %0, 1, 0, p;\n}" : "=r"(v[16]));
  asm volatile("mov.u32 %0, %%aggr_smem_size;" : "=r"(v[17]));
  asm volatile("mov.u32 %0, %%pm0;" : "=r"(v[18]));
  unsigned long long c64, g64, gt;
  asm volatile("mov.u64 %0, %%clock64;" : "=l"(c64));
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(g64));
  asm volatile("mov.u32 %0, %%globaltimer_lo;" : "=r"(v[19]));
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(gt));
  asm volatile("mov.u32 %0, %%envreg0;" : "=r"(v[20]));
  asm volatile("mov.u32 %0, %%reserved_smem_offset_begin;" : "=r"(v[21]));
  asm volatile("fence.sc.cta;" ::: "memory");
  asm volatile("fence.acq_rel.gpu;" ::: "memory");
  asm volatile("fence.sc.sys;" ::: "memory");
  asm volatile("fence.acq_rel.cluster;" ::: "memory");
  asm volatile("fence.proxy.alias;" ::: "memory");
  asm volatile("fence.proxy.async.global;" ::: "memory");
  asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
  asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  asm volatile("membar.cta;" ::: "memory");
  asm volatile("membar.gl;" ::: "memory");
  asm volatile("membar.sys;" ::: "memory");
  __threadfence(); __threadfence_block(); __threadfence_system();
  asm volatile("griddepcontrol.wait;" ::: "memory");
  asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
  asm volatile("setmaxnreg.inc.sync.aligned.u32 232;");
  asm volatile("setmaxnreg.dec.sync.aligned.u32 40;");
  asm volatile("bar.sync 1, 128;" ::: "memory");
  asm volatile("bar.arrive 2, 128;" ::: "memory");
  asm volatile("bar.red.popc.u32 %0, 3, 128, 1;" : "=r"(v[22]));
  asm volatile("{\n .reg .pred p;\n bar.red.and.pred p, 4, 128, 1;\n selp.u32 %0, 1, 0, p;\n}" : "=r"(v[23]));
  asm volatile("barrier.sync.aligned 5;" ::: "memory");
  asm volatile("barrier.cluster.arrive.release.aligned;" ::: "memory");
  asm volatile("barrier.cluster.wait.acquire.aligned;" ::: "memory");
  asm volatile("nanosleep.u32 100;");
  asm volatile("pmevent 3;");
  if (*flag == 12345) asm volatile("trap;");
  if (*flag == 54321) asm volatile("brkpt;");
  unsigned s = 0;
  for (int i = 0; i < 24; ++i) s += v[i];
  out[threadIdx.x] = s + (unsigned)(c64 + g64 + gt);
  __nanosleep(10);
}

__global__ void fp_math(double* d, float* f, int n) {
  int t = threadIdx.x;
  double a = d[t], b = d[t + 32];
  float x = f[t], y = f[t + 32];
  d[t] = fma(a, b, a) / b + sqrt(a) + rsqrt(b) + __drcp_rn(a) + __dsqrt_rz(b) + __dadd_ru(a, b) + __dmul_rd(a, b) +
         fmin(a, b) + fabs(a) + copysign(a, b) + floor(a) + ceil(b) + trunc(a) + rint(b);
  f[t] = __fadd_rz(x, y) + __fmul_ru(x, y) + __fsub_rd(x, y) + __fdiv_rn(x, y) + floorf(x) + ceilf(y) + truncf(x) +
         rintf(y) + fabsf(x) + __fmaf_ieee_rn(x, y, x) + __frsqrt_rn(y) + exp2f(x) + log2f(y) + __powf(x, y);
  float lg;
  asm volatile("lg2.approx.ftz.f32 %0, %1;" : "=f"(lg) : "f"(x));
  float sn;
  asm volatile("sin.approx.ftz.f32 %0, %1;" : "=f"(sn) : "f"(y));
  float rc;
  asm volatile("rcp.approx.ftz.f64 %0, %1;" : "=d"(*reinterpret_cast<double*>(d + 64)) : "d"(a));
  asm volatile("rcp.rn.ftz.f32 %0, %1;" : "=f"(rc) : "f"(x));
  float sq;
  asm volatile("sqrt.approx.ftz.f32 %0, %1;" : "=f"(sq) : "f"(y));
  float ab;
  asm volatile("abs.ftz.f32 %0, %1;\n\tneg.ftz.f32 %0, %0;" : "=f"(ab) : "f"(x));
  float cp;
  asm volatile("copysign.f32 %0, %1, %2;" : "=f"(cp) : "f"(x), "f"(y));
  f[t + 32] = lg + sn + rc + sq + ab + cp + (float)n;
}
