#!/usr/bin/env bash
# The intra-kernel profiler on the GPU machine, in one call (device time is scarce):
# environment, the profiler's tests, the GEMM's timeline (trace JSON + PNG + summary) and the
# profiling overhead on the GEMM (instrumented vs not, same run, alternating launches, median
# of 30), per marker set; the same for softmax with user ranges. See docs/profile.md.
#
# Run from the repository root:  bash benchmarks/profile/run_profile.sh "$OUT"
# xDSL: used if importable; else installed from .whl/ (fetch it beforehand with
# ../shared/device/fetch-wheels.sh and carry .whl to the GPU machine), as for gpu_session.sh.
# Writes under $OUT: profile.log, pytest_profile.log, gemm/ (gemm_bf16.trace.json,
# .timeline.png, .summary.md, .overhead.json, .profiled.mlir), gemm_roles_waits/, gemm_none/,
# softmax/.
set -u
OUT=${1:-${OUT:-out}}
mkdir -p "$OUT"
export PYTHONUNBUFFERED=1
[ -d /usr/local/cuda/bin ] && export CUDA_HOME=${CUDA_HOME:-/usr/local/cuda} PATH=$PATH:/usr/local/cuda/bin
export TIRX_MLIR_CACHE_DIR=${TIRX_MLIR_CACHE_DIR:-/tmp/tirx_cache}
export PYTHONPATH=$PWD:${PYTHONPATH:-}
log="$OUT/profile.log"
step() { echo "== $* ($(date +%T))" | tee -a "$log"; }

if ! python3 -c "import xdsl" 2>/dev/null; then
  if ls .whl/*.whl >/dev/null 2>&1; then
    python3 -m pip install -q --no-index --no-deps --no-compile --target /tmp/site .whl/*.whl 2>&1 | tail -2
    export PYTHONPATH=/tmp/site:$PYTHONPATH
  else
    echo "xdsl is not importable and there is no .whl/ folder (run ../shared/device/fetch-wheels.sh and carry .whl)" | tee -a "$log"
    exit 2
  fi
fi

step environment
{ nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv
  command -v ptxas && ptxas --version | tail -1
  python3 -c "import sys, xdsl; print(sys.version.split()[0], 'xdsl', xdsl.__version__)"
  python3 -c "import torch; print('torch', torch.__version__)"
  python3 -c "import matplotlib; print('matplotlib', matplotlib.__version__)" || echo "no matplotlib: no PNG"
  python3 -c "from tirx_mlir.runtime import gpu_status; print(gpu_status())"
  git log --oneline -1 2>/dev/null
} >>"$log" 2>&1
cat "$log"

step "profiler tests (GPU + CPU)"
timeout 300 python3 -m pytest -q -ra -p no:cacheprovider test/gpu/test_profile_gpu.py test/test_profile.py 2>&1 \
  | tee "$OUT/pytest_profile.log" | tail -8

# The GEMM: gemm_aproxy first; gemm_tile if the aproxy builder does not run.
gemm() {  # gemm <subdir> <markers> [extra args]
  local dir=$1 markers=$2; shift 2
  local rc=1
  for b in aproxy tile; do
    timeout 240 python3 -m tirx_mlir.profile gemm --builder "$b" --m 4096 --n 4096 --k 4096 --bn 128 --stages 4 \
      --markers "$markers" --overhead --reps 30 --out "$OUT/$dir" "$@" 2>&1 | tee -a "$log"
    rc=${PIPESTATUS[0]}
    echo "exit $rc for gemm builder $b, markers $markers" | tee -a "$log"
    [ "$rc" = 0 ] && { echo "$b" > "$OUT/$dir/builder.txt"; break; }
  done
  return "$rc"
}
step "GEMM 4096^3, default markers (roles, waits, iterations, epilogues): timeline + overhead"
gemm gemm roles,waits,iterations,epilogues
step "GEMM overhead, markers roles,waits"
gemm gemm_roles_waits roles,waits
step "GEMM overhead, markers none (kernel span only)"
gemm gemm_none none

step "softmax 8192x8192 with user ranges: timeline + overhead"
timeout 180 python3 -m tirx_mlir.profile examples/softmax.mlir --ranges --shape rows=8192,cols=8192 \
  --overhead --reps 30 --out "$OUT/softmax" 2>&1 | tee -a "$log"
echo "exit ${PIPESTATUS[0]} for softmax" | tee -a "$log"

step done
grep -h "overhead (" "$log"
ls -l "$OUT"/*/
