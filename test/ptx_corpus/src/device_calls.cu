// Device-function calls for the PTX corpus: __noinline__ device functions with arguments
// and return values (scalars, a 16-bit float, a vector struct), one without a return value,
// and printf (a call of vprintf). Compiled to PTX by regen.sh, never run.
#include <cstdio>
#include <cuda_bf16.h>

__device__ __noinline__ float axpy(float a, float x, float y) { return a * x + y; }
__device__ __noinline__ void bump(int *p, int v) { atomicAdd(p, v); }
__device__ __noinline__ double mix(double a, long long b, int c) { return a * b + c; }
__device__ __noinline__ float4 scale4(float4 v, float s) {
  return make_float4(v.x * s, v.y * s, v.z * s, v.w * s);
}
__device__ __noinline__ __nv_bfloat16 bmul(__nv_bfloat16 a, __nv_bfloat16 b) { return __hmul(a, b); }
__device__ __noinline__ unsigned char low(unsigned short x) { return (unsigned char)(x & 0xff); }

extern "C" __global__ void device_calls(float *out, const float *in, int *cnt, double *d,
                                        float4 *v, __nv_bfloat16 *h, unsigned char *c, float a) {
  int i = threadIdx.x + blockIdx.x * blockDim.x;
  out[i] = axpy(a, in[i], out[i]);
  bump(cnt, i);
  d[i] = mix(d[i], (long long)i * 3, i);
  v[i] = scale4(v[i], a);
  h[i] = bmul(h[i], h[i + 1]);
  c[i] = low((unsigned short)i);
  if (i == 0) printf("i=%d a=%f\n", i, a);
}
