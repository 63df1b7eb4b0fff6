#!/usr/bin/env bash
# Planted synchronization bugs under compute-sanitizer vs aproxy-verify-sync, in one call on
# the GPU machine (docs/verify-sync.md, "Planted bugs"):
#   bash benchmarks/sanitizer/run_sanitizer.sh "$OUT" [--only missing-fence,expect-tx] [--shape MxNxK]
# xDSL: used if importable; else installed from .whl/ (fetch it beforehand with
# ../shared/device/fetch-wheels.sh and carry .whl), as for the other GPU sessions.
# Writes under $OUT: sanitizer.md (the table), sanitizer.json, sanitizer.log. Five variants x
# (plain run + racecheck + synccheck), each under a timeout (hangs are expected for some);
# at most --budget (540) seconds of runs, results rewritten after each run.
set -u
OUT=${1:-${OUT:-out}}
shift || true
mkdir -p "$OUT"
export PYTHONUNBUFFERED=1
[ -d /usr/local/cuda/bin ] && export CUDA_HOME=${CUDA_HOME:-/usr/local/cuda} PATH=$PATH:/usr/local/cuda/bin
export PYTHONPATH=$PWD:${PYTHONPATH:-}
if ! python3 -c "import xdsl" 2>/dev/null; then
  if ls .whl/*.whl >/dev/null 2>&1; then
    python3 -m pip install -q --no-index --no-deps --no-compile --target /tmp/site .whl/*.whl 2>&1 | tail -2
    export PYTHONPATH=/tmp/site:$PYTHONPATH
  else
    echo "xdsl is not importable and there is no .whl/ folder (run ../shared/device/fetch-wheels.sh and carry .whl)" | tee -a "$OUT/sanitizer.log"
    exit 2
  fi
fi
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
  command -v compute-sanitizer && compute-sanitizer --version | tail -1
  command -v ptxas && ptxas --version | tail -1; } 2>&1 | tee -a "$OUT/sanitizer.log"
python3 benchmarks/sanitizer/run_sanitizer.py "$OUT" "$@"
