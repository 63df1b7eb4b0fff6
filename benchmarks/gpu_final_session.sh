#!/usr/bin/env bash
# The whole GPU test suite in one call, for the end of a session: every test/gpu file (GEMM,
# attention, SIMT examples, profiler, the Python front end's zoo, the framework bindings, the
# exported C launcher) as its own pytest process, all at once (they check results, not speed;
# compiles use the machine's many cores), each with its own time limit; a summary table last.
# Run from the repository root with the project importable and $OUT set:
#   OUT=/tmp/out bash benchmarks/gpu_final_session.sh [SECONDS_PER_FILE]
set -u
OUT=${OUT:-out}
per=${1:-420}
mkdir -p "$OUT"
export PYTHONUNBUFFERED=1 TIRX_MLIR_CACHE_DIR=${TIRX_MLIR_CACHE_DIR:-/tmp/tirx_cache} XLA_PYTHON_CLIENT_PREALLOCATE=false
[ -d /usr/local/cuda/bin ] && export CUDA_HOME=${CUDA_HOME:-/usr/local/cuda} PATH=$PATH:/usr/local/cuda/bin
nvidia-smi --query-gpu=name,driver_version,clocks.sm --format=csv,noheader | tee "$OUT/final.log"
logs=$(mktemp -d)
start=$(date +%s)
for f in test/gpu/test_*.py; do
  name=$(basename "$f" .py)
  ( timeout "$per" python3 -m pytest -q -ra -p no:cacheprovider "$f" > "$logs/$name.log" 2>&1; echo $? > "$logs/$name.rc" ) &
done
wait
echo "wall $(( $(date +%s) - start )) s" | tee -a "$OUT/final.log"
{ echo "| GPU test file | result |"; echo "|---|---|"; } > "$logs/summary"
for f in test/gpu/test_*.py; do
  name=$(basename "$f" .py)
  rc=$(cat "$logs/$name.rc")
  line=$(grep -E "[0-9]+ (passed|failed|error)" "$logs/$name.log" | tail -1)
  [ "$rc" = 124 ] && line="TIMEOUT after ${per}s: $line"
  echo "| $name | ${line:-rc=$rc} |" >> "$logs/summary"
  grep -E "^(FAILED|ERROR)" "$logs/$name.log" | head -8 >> "$OUT/final.log"
  { echo "===== $name (rc $rc)"; cat "$logs/$name.log"; } >> "$OUT/all_tests.log"
done
cat "$logs/summary" | tee -a "$OUT/final.log"
