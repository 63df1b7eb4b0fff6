#!/usr/bin/env bash
# GPU session for the GEMMs (at most 8 files under $OUT):
#  1. bench_gemm.py, persistent + tile variants against cuBLAS (same run); its parallel cold
#     compiles (cluster configs included) fill a fresh kernel cache the later steps reuse;
#  2. test/gpu/test_gemm.py without, then with the cluster variants (a hang there, killed by
#     the timeout, costs only those);
#  3. the cluster variants timed (bench_cluster.*) when their tests passed;
#  4. with NCU_VARIANT set, Nsight Compute (--clock-control none) on that variant at 8192^3.
# Run from the repository root with the project importable:
#   OUT=/tmp/out NCU_VARIANT="persistent bn=256 stages=3" bash benchmarks/gpu_gemm_session.sh
set -u
OUT=${OUT:-out}
mkdir -p "$OUT"
LOG="$OUT/session.log"
export PYTHONUNBUFFERED=1
[ -d /usr/local/cuda/bin ] && export CUDA_HOME=${CUDA_HOME:-/usr/local/cuda} PATH=$PATH:/usr/local/cuda/bin
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm --format=csv | tee "$LOG"
step() {  # step NAME TIMEOUT CMD...: run, append the output to the log, print the tail
  local name=$1 t=$2; shift 2
  echo "=== $name" >> "$LOG"
  timeout "$t" "$@" >> "$LOG" 2>&1
  local rc=$?
  echo "=== $name rc=$rc" | tee -a "$LOG"
  return $rc
}
step bench "${BENCH_TIMEOUT:-200}" python3 benchmarks/bench_gemm.py --out "$OUT" --variants persistent tile \
  --compile persistent tile cluster ${BENCH_ARGS:-}
grep -E "compiled .* configs|rel err|rror" "$LOG" | head -10
export TIRX_MLIR_CACHE_DIR=$(ls -d /tmp/tirx_bench_cache_* 2>/dev/null | head -1)
step tests "${TEST_TIMEOUT:-100}" python3 -m pytest -q -ra -p no:cacheprovider test/gpu/test_gemm.py -k "not cluster"
tail -3 "$LOG"
if step tests-cluster "${CLUSTER_TEST_TIMEOUT:-60}" python3 -m pytest -q -ra -p no:cacheprovider test/gpu/test_gemm.py -k cluster; then
  step bench-cluster "${CLUSTER_TIMEOUT:-90}" python3 benchmarks/bench_gemm.py --out "$OUT" --variants cluster \
    --name bench_cluster ${BENCH_ARGS:-}
fi
grep -E "^(FAILED|ERROR)|passed|failed" "$LOG" | head -30
if [ -n "${NCU_VARIANT:-}" ] && command -v ncu >/dev/null; then
  timeout "${NCU_TIMEOUT:-80}" ncu --clock-control none -k regex:gemm --launch-skip 2 --launch-count 1 \
    --section SpeedOfLight --section MemoryWorkloadAnalysis --section WarpStateStats \
    --section LaunchStats --section Occupancy \
    python3 benchmarks/ncu_gemm.py --shape 8192,8192,8192 --variant "$NCU_VARIANT" > "$OUT/ncu.txt" 2>&1
  echo "ncu rc=$?" | tee -a "$LOG"
  grep -E "Duration|DRAM Throughput|L2 Hit|Compute \(SM\)|Stall|Grid Size|Waves" "$OUT/ncu.txt" | head -20
fi
head -14 "$OUT/bench_gemm.md" 2>/dev/null
head -14 "$OUT/bench_cluster.md" 2>/dev/null
