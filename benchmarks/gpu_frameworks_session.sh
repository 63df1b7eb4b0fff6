#!/usr/bin/env bash
# GPU session for the framework bindings and AOT export: the GPU tests of torch_ops (streams,
# CUDA graphs, torch.compile), jax_ops (inside jax.jit) and the exported C launcher, then the
# launch-overhead benchmark against Triton and torch (same process).
# Run from the repository root with the project importable and $OUT set:
#   OUT=/tmp/out bash benchmarks/gpu_frameworks_session.sh
set -u
OUT=${OUT:-out}
mkdir -p "$OUT"
export PYTHONUNBUFFERED=1 TIRX_MLIR_CACHE_DIR=${TIRX_MLIR_CACHE_DIR:-/tmp/tirx_cache} XLA_PYTHON_CLIENT_PREALLOCATE=false
[ -d /usr/local/cuda/bin ] && export CUDA_HOME=${CUDA_HOME:-/usr/local/cuda} PATH=$PATH:/usr/local/cuda/bin
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$OUT/frameworks.log"
python3 -c "import torch, jax; print('torch', torch.__version__, 'jax', jax.__version__, jax.devices())" 2>&1 | tee -a "$OUT/frameworks.log"
timeout 420 python3 -m pytest -q -ra -p no:cacheprovider test/gpu/test_torch_ops_gpu.py test/gpu/test_export_gpu.py \
  test/gpu/test_jax_ops_gpu.py 2>&1 | tee -a "$OUT/frameworks.log" | tail -25
timeout 120 python3 benchmarks/bench_launch.py --out "$OUT" 2>&1 | tee -a "$OUT/frameworks.log" | tail -12
