#!/usr/bin/env bash
# The whole GPU test suite in one call, for the end of a session: every test/gpu file (GEMM,
# attention, SIMT examples, profiler, the Python front end's zoo, the framework bindings, the
# exported C launcher), each file with its own time limit so one slow file cannot starve the
# rest; a summary table last. Run from the repository root with the project importable and
# $OUT set:   OUT=/tmp/out bash benchmarks/gpu_final_session.sh [SECONDS_PER_FILE]
set -u
OUT=${OUT:-out}
per=${1:-150}
mkdir -p "$OUT"
export PYTHONUNBUFFERED=1 TIRX_MLIR_CACHE_DIR=${TIRX_MLIR_CACHE_DIR:-/tmp/tirx_cache} XLA_PYTHON_CLIENT_PREALLOCATE=false
[ -d /usr/local/cuda/bin ] && export CUDA_HOME=${CUDA_HOME:-/usr/local/cuda} PATH=$PATH:/usr/local/cuda/bin
nvidia-smi --query-gpu=name,driver_version,clocks.sm --format=csv,noheader | tee "$OUT/final.log"
summary=()
logs=$(mktemp -d)
for f in test/gpu/test_*.py; do
  name=$(basename "$f" .py)
  timeout "$per" python3 -m pytest -q -ra -p no:cacheprovider "$f" > "$logs/$name.log" 2>&1
  rc=$?
  line=$(grep -E "[0-9]+ (passed|failed|error)" "$logs/$name.log" | tail -1)
  [ $rc -eq 124 ] && line="TIMEOUT after ${per}s: $line"
  summary+=("| $name | ${line:-rc=$rc} |")
  grep -E "^(FAILED|ERROR)" "$logs/$name.log" | head -5 >> "$OUT/final.log"
  { echo "===== $name (rc $rc)"; cat "$logs/$name.log"; } >> "$OUT/all_tests.log"
done
{ echo "| GPU test file | result |"; echo "|---|---|"; printf '%s\n' "${summary[@]}"; } | tee -a "$OUT/final.log"
