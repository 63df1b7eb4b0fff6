#!/usr/bin/env bash
# One GPU call for the hang-check demo and the new planted bug's compute-sanitizer columns
# (docs/verify-sync.md, "Hangs that explain themselves"). Compile beforehand on the CPU:
#   python benchmarks/sanitizer/hang_demo.py --build benchmarks/sanitizer/prebuilt/hang
#   python benchmarks/sanitizer/run_sanitizer.py /tmp/x --only missing-arrival --build benchmarks/sanitizer/prebuilt/plain
# then on the GPU machine (carry .whl):  bash benchmarks/sanitizer/gpu_hang_session.sh "$OUT"
set -u
OUT=${1:-${OUT:-out}}
mkdir -p "$OUT"
python3 -m pip install -q --no-index --no-deps --no-compile --target /tmp/site .whl/*.whl 2>&1 | tail -1
export PYTHONPATH=/tmp/site:$PWD PYTHONUNBUFFERED=1 TIRX_MLIR_CACHE_DIR=/tmp/tirx_cache
[ -d /usr/local/cuda/bin ] && export PATH=$PATH:/usr/local/cuda/bin
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$OUT/gpu.txt"
timeout 75 python3 benchmarks/sanitizer/hang_demo.py "$OUT" --prebuilt benchmarks/sanitizer/prebuilt/hang \
  --only baseline,wrong-parity,expect-tx,missing-arrival --timeout 25
timeout 45 python3 benchmarks/sanitizer/run_sanitizer.py "$OUT" --only missing-arrival \
  --prebuilt benchmarks/sanitizer/prebuilt/plain --timeout-plain 10 --timeout-tool-hung 12 --budget 40
echo "== done"
