#!/usr/bin/env bash
# The intra-kernel profiler on the GPU machine, in one call (device time is scarce):
# environment, the profiler's tests, the profiling overhead on the GEMM (instrumented vs not,
# same process, alternating launches, median of 30) with the default markers (waits=summary
# and waits=events), with all four
# (waits=events: its trace JSON + PNG are kept; and waits=summary) and with none; the same for softmax
# with the sample user ranges.
# See docs/profile.md.
#
# Run from the repository root:  bash benchmarks/profile/run_profile.sh "$OUT"
# xDSL: used if importable; else installed from .whl/ (fetch it beforehand with
# ../shared/device/fetch-wheels.sh and carry .whl), as for benchmarks/gpu_session.sh.
# $OUT gets 7 files (the device machine returns at most 8, 16 MiB each):
#   profile.log (environment, every summary table, the overhead lines), pytest_profile.log,
#   overhead.json (all overhead runs), gemm.trace.json + gemm.timeline.png (all markers),
#   softmax.trace.json + softmax.timeline.png. Traces keep the first 16 SMs (--trace-sms).
# Everything else (instrumented IR, per-run files) stays under $WORK (/tmp/tirx_profile).
set -u
OUT=${1:-${OUT:-out}}
WORK=${WORK:-/tmp/tirx_profile}
mkdir -p "$OUT" "$WORK"
export PYTHONUNBUFFERED=1
[ -d /usr/local/cuda/bin ] && export CUDA_HOME=${CUDA_HOME:-/usr/local/cuda} PATH=$PATH:/usr/local/cuda/bin
export TIRX_MLIR_CACHE_DIR=${TIRX_MLIR_CACHE_DIR:-/tmp/tirx_cache}
export PYTHONPATH=$PWD:${PYTHONPATH:-}
log="$OUT/profile.log"
: >"$log"
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

step "profiler tests (GPU + CPU)"
timeout 300 python3 -m pytest -q -ra -p no:cacheprovider test/gpu/test_profile_gpu.py test/test_profile.py \
  >"$OUT/pytest_profile.log" 2>&1
echo "pytest exit $?" | tee -a "$log"; tail -6 "$OUT/pytest_profile.log" | tee -a "$log"

# The GEMM at 4096^3 (BN 128, 4 stages): gemm_aproxy, or the tile-level GEMM (lang/gemm.py, --builder tile) if the aproxy builder fails.
gemm() {  # gemm <name> <markers> [more options]
  local name=$1 markers=$2 rc=1
  shift 2
  local b
  for b in aproxy tile; do
    timeout 240 python3 -m tirx_mlir.profile gemm --builder "$b" --m 4096 --n 4096 --k 4096 --bn 128 --stages 4 \
      --markers "$markers" --overhead --reps 30 --trace-sms 16 --out "$WORK/$name" "$@" >>"$log" 2>&1
    rc=$?
    echo "exit $rc for gemm builder $b, markers $markers" | tee -a "$log"
    [ "$rc" = 0 ] && { echo "$b" >"$WORK/$name/builder.txt"; break; }
  done
  return "$rc"
}
step "GEMM, default markers (roles, waits, epilogues; waits=summary): overhead"
gemm gemm_default roles,waits,epilogues
step "GEMM, default markers with waits=events (one record per wait, the old default): overhead"
gemm gemm_default_events roles,waits,epilogues --waits events
step "GEMM, all markers (+ iterations), waits=events: timeline (every wait drawn) + overhead"
gemm gemm_all roles,waits,iterations,epilogues --waits events
step "GEMM, all markers (+ iterations), waits=summary: overhead"
gemm gemm_all_summary roles,waits,iterations,epilogues
step "GEMM overhead, markers none (kernel span only)"
gemm gemm_none none
step "GEMM, all markers, timer=clock64 (summary: cycles mapped to ns; compare with gemm_all)"
gemm gemm_clock64 roles,waits,iterations,epilogues --timer clock64
step "GEMM overhead, the fastest variant of bench_gemm (--builder tile: lang/gemm.py, BN 256, 3 stages), default markers"
timeout 240 python3 -m tirx_mlir.profile gemm --builder tile --m 4096 --n 4096 --k 4096 --bn 256 --stages 3 \
  --overhead --reps 30 --trace-sms 16 --out "$WORK/gemm_tile_bn256" >>"$log" 2>&1
echo "exit $? for gemm_tile bn256 s3" | tee -a "$log"

step "softmax 8192x8192 with the sample user ranges: timeline + overhead"
timeout 180 python3 -m tirx_mlir.profile examples/softmax.mlir --ranges --shape rows=8192,cols=8192 \
  --overhead --reps 30 --trace-sms 16 --out "$WORK/softmax" >>"$log" 2>&1
echo "exit $? for softmax" | tee -a "$log"

step "collect"
cp "$WORK/gemm_all/gemm_bf16.trace.json" "$OUT/gemm.trace.json" 2>/dev/null
cp "$WORK/gemm_all/gemm_bf16.timeline.png" "$OUT/gemm.timeline.png" 2>/dev/null
cp "$WORK/softmax/softmax.trace.json" "$OUT/softmax.trace.json" 2>/dev/null
cp "$WORK/softmax/softmax.timeline.png" "$OUT/softmax.timeline.png" 2>/dev/null
python3 - "$WORK" "$OUT/overhead.json" <<'PY' 2>&1 | tee -a "$log"
import json, pathlib, sys
work, out = pathlib.Path(sys.argv[1]), sys.argv[2]
res = {}
for f in sorted(work.glob("*/*.overhead.json")):
    d = json.loads(f.read_text())
    b = f.parent / "builder.txt"
    d["builder"] = b.read_text().strip() if b.exists() else None
    res[f.parent.name] = d
json.dump(res, open(out, "w"), indent=1)
for k, d in res.items():
    print(f"{k}: plain {d['plain_us']:.2f} us, profiled {d['profiled_us']:.2f} us, overhead {d['overhead_pct']:+.2f}% "
          f"(median of {d['reps']})")
PY
step done
ls -l "$OUT"
