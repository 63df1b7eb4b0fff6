#!/usr/bin/env bash
# GPU session for the GEMMs: correctness tests, then the benchmark against cuBLAS (same run).
# Run from the repository root with the project importable and $OUT set:
#   OUT=/tmp/out bash benchmarks/gpu_gemm_session.sh
set -u
OUT=${OUT:-out}
mkdir -p "$OUT"
export PYTHONUNBUFFERED=1 TIRX_MLIR_CACHE_DIR=${TIRX_MLIR_CACHE_DIR:-/tmp/tirx_cache}
[ -d /usr/local/cuda/bin ] && export CUDA_HOME=${CUDA_HOME:-/usr/local/cuda} PATH=$PATH:/usr/local/cuda/bin
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm --format=csv | tee "$OUT/gemm_session.log"
timeout 300 python3 -m pytest -q -ra -p no:cacheprovider test/gpu/test_gemm.py 2>&1 | tee -a "$OUT/gemm_session.log" | tail -8
timeout 400 python3 benchmarks/bench_gemm.py --out "$OUT" 2>&1 | tee -a "$OUT/gemm_session.log" | grep -E "^\||error|Error" | head -60
