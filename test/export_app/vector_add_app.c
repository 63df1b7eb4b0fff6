/* Runs the exported vector_add kernel from C (no Python): fresh pseudo-random inputs,
 * the output poisoned with NaN, every element compared with a double-precision reference.
 * Build: cc vector_add_app.c vector_add.c -I<export dir> -I$CUDA_HOME/include -lcuda -lm
 * Usage: ./app N SEED   -> prints "PASS n=N" and exits 0, or "FAIL ..." and exits 1. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include "vector_add.h"

#define CHECK(call) do { CUresult r_ = (call); if (r_ != CUDA_SUCCESS) { \
  const char *s_ = 0; cuGetErrorString(r_, &s_); \
  fprintf(stderr, "FAIL %s: %s\n", #call, s_ ? s_ : "?"); return 1; } } while (0)

static double uniform(unsigned long long *state) {
  *state = *state * 6364136223846793005ULL + 1442695040888963407ULL;
  return ((*state >> 11) * (1.0 / 9007199254740992.0)) * 2.0 - 1.0;
}

int main(int argc, char **argv) {
  size_t n = argc > 1 ? strtoull(argv[1], 0, 10) : 1000003;
  unsigned long long seed = argc > 2 ? strtoull(argv[2], 0, 10) : 1;
  float *a = malloc(n * sizeof(float)), *b = malloc(n * sizeof(float)), *c = malloc(n * sizeof(float));
  if (!a || !b || !c) { fprintf(stderr, "FAIL host allocation\n"); return 1; }
  for (size_t i = 0; i < n; i++) { a[i] = (float)uniform(&seed); b[i] = (float)uniform(&seed); c[i] = NAN; }
  CUdevice dev; CUcontext ctx; CUdeviceptr da, db, dc; CUstream stream;
  CHECK(cuInit(0));
  CHECK(cuDeviceGet(&dev, 0));
  CHECK(cuDevicePrimaryCtxRetain(&ctx, dev));
  CHECK(cuCtxSetCurrent(ctx));
  CHECK(cuStreamCreate(&stream, CU_STREAM_NON_BLOCKING));
  tirx_vector_add_module m = {0};
  CHECK(tirx_vector_add_load(&m));
  CHECK(cuMemAlloc(&da, n * sizeof(float)));
  CHECK(cuMemAlloc(&db, n * sizeof(float)));
  CHECK(cuMemAlloc(&dc, n * sizeof(float)));
  CHECK(cuMemcpyHtoD(da, a, n * sizeof(float)));
  CHECK(cuMemcpyHtoD(db, b, n * sizeof(float)));
  CHECK(cuMemcpyHtoD(dc, c, n * sizeof(float)));  /* poisoned */
  tirx_vector_add_vector_add_params p = {da, n, db, n, dc, n};
  unsigned grid = (unsigned)((n + 255) / 256);
  CHECK(tirx_vector_add_vector_add_launch(&m, &p, grid, 1, 1, 256, 1, 1, stream));
  /* A block of 2048 threads breaks the launch rules: the launcher must refuse it. */
  if (tirx_vector_add_vector_add_launch(&m, &p, grid, 1, 1, 2048, 1, 1, stream) != CUDA_ERROR_INVALID_VALUE) {
    fprintf(stderr, "FAIL an illegal block was not refused\n"); return 1;
  }
  CHECK(cuStreamSynchronize(stream));
  CHECK(cuMemcpyDtoH(c, dc, n * sizeof(float)));
  size_t bad = 0;
  for (size_t i = 0; i < n; i++) {
    double ref = (double)a[i] + (double)b[i];
    if (!(fabs((double)c[i] - ref) <= 1e-6 + 4e-7 * fabs(ref))) bad++;
  }
  CHECK(tirx_vector_add_unload(&m));
  if (bad) { printf("FAIL n=%zu: %zu elements wrong or unwritten\n", n, bad); return 1; }
  printf("PASS n=%zu\n", n);
  return 0;
}
