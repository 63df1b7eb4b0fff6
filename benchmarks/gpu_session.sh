#!/usr/bin/env bash
# One GPU session, everything in one call (device time is scarce): environment report,
# GPU tests, each example with --check, SASS/resource report, the benchmark.
# Run from the repository root, with the project importable (PYTHONPATH) and $OUT set:
#   OUT=/tmp/out bash benchmarks/gpu_session.sh
# Writes under $OUT: session.log (with the SASS/resource report), pytest_gpu.log, run_check.log, gemm_probe.log,
# bench/bench_simt.{json,md,png}, bench/gemm_probe.json (8 files: the most one call brings back).
set -u
OUT=${OUT:-out}
mkdir -p "$OUT/bench"
export PYTHONUNBUFFERED=1
[ -d /usr/local/cuda/bin ] && export CUDA_HOME=${CUDA_HOME:-/usr/local/cuda} PATH=$PATH:/usr/local/cuda/bin
export TIRX_MLIR_CACHE_DIR=${TIRX_MLIR_CACHE_DIR:-/tmp/tirx_cache}
log="$OUT/session.log"
step() { echo "== $* ($(date +%T))" | tee -a "$log"; }

step environment
{ nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,temperature.gpu,utilization.gpu --format=csv
  command -v ptxas && ptxas --version | tail -1
  python3 -c "import sys, torch, numpy, xdsl, cuda.bindings as b; print(sys.version.split()[0], 'torch', torch.__version__, 'numpy', numpy.__version__, 'xdsl', xdsl.__version__, 'cuda.bindings', b.__version__)"
  python3 -c "import cuda.core; print('cuda.core', cuda.core.__version__)"
  python3 -c "import ml_dtypes; print('ml_dtypes', ml_dtypes.__version__)"
  python3 -c "from tirx_mlir.runtime import gpu_status; print(gpu_status())"
} >>"$log" 2>&1

step "examples with --check"
for ex in vector_add saxpy softmax rmsnorm; do
  timeout 180 python3 -m tirx_mlir.run "examples/$ex.mlir" --check 2>&1 | tee -a "$OUT/run_check.log"
  echo "exit $? for $ex" | tee -a "$OUT/run_check.log"
done
timeout 120 python3 -m tirx_mlir.run examples/rmsnorm.mlir --check --backend numpy --shape rows=9,cols=1024 2>&1 | tee -a "$OUT/run_check.log"

step "SASS and resource usage"
timeout 120 python3 - >/tmp/sass.txt 2>&1 <<'PY'
import subprocess, tempfile, pathlib
from tirx_mlir.runtime import compile
for ex in ["vector_add", "saxpy", "softmax", "rmsnorm"]:
    m = compile(pathlib.Path(f"examples/{ex}.mlir").read_text())
    print(f"#### {ex}: {m.image_kind}")
    if m.cubin is None:
        continue
    p = pathlib.Path(tempfile.mkdtemp()) / f"{ex}.cubin"
    p.write_bytes(m.cubin)
    r = subprocess.run(["cuobjdump", "--dump-resource-usage", str(p)], capture_output=True, text=True)
    print("\n".join(l.strip() for l in r.stdout.splitlines() if "REG:" in l), r.stderr)
    r = subprocess.run(["cuobjdump", "-sass", str(p)], capture_output=True, text=True)
    ops = [l.split("*/", 1)[1].split()[0] for l in r.stdout.splitlines() if l.strip().startswith("/*") and "*/" in l and len(l.split("*/", 1)[1].split()) > 0]
    mem = sorted({o for o in ops if o.startswith(("LDG", "STG", "LDS", "STS", "SHFL", "BAR", "MUFU"))})
    print("memory/sync/SFU instructions:", ", ".join(f"{o} x{ops.count(o)}" for o in mem), r.stderr)
PY
cat /tmp/sass.txt | tee -a "$log"

step "GPU tests"
timeout 300 python3 -m pytest -q -ra -p no:cacheprovider test/gpu test/test_runtime.py 2>&1 | tee "$OUT/pytest_gpu.log" | tail -25

step benchmark
timeout 420 python3 benchmarks/bench_simt.py --out "$OUT/bench" 2>&1 | tee -a "$log" | grep -v "^|"

step "GEMM probe (tensor maps, >48 KB dynamic smem)"
timeout 150 python3 benchmarks/gemm_probe.py --out "$OUT/bench" 2>&1 | tee "$OUT/gemm_probe.log"
step done
echo; cat "$OUT/run_check.log" | grep -E "PASS|FAIL|error" ; echo
grep -E "^gemm" "$OUT/gemm_probe.log"; echo
cat "$OUT/bench/bench_simt.md" 2>/dev/null
