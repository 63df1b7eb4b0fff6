#!/usr/bin/env bash
# One GPU round on a fresh H200 machine, from the repository root, $OUT set: install the
# wheels carried in .whl (xdsl & co.) and, when /tmp/peers holds the peer wheels
# (FlashAttention-4 and the CuTe DSL as pip wheels, the largest split into cu13.part.* with
# its file name in cu13.name; too large for one carry, so brought in several calls), the
# peers; then the steps named on the command line, each with its own time limit, logs under
# $OUT, a summary table last.
#   bash benchmarks/gpu_round.sh tests attention attn-variants zoo-sweep compile-time gemm blockwise zoo
set -u
OUT=${OUT:-out}; mkdir -p "$OUT"
export PYTHONUNBUFFERED=1 TIRX_MLIR_CACHE_DIR=/tmp/tirx_cache XLA_PYTHON_CLIENT_PREALLOCATE=false
[ -d /usr/local/cuda/bin ] && export CUDA_HOME=${CUDA_HOME:-/usr/local/cuda} PATH=$PATH:/usr/local/cuda/bin
if [ -d .whl ]; then
  python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl || exit 1
fi
export PYTHONPATH=/tmp/site:$PWD
if [ -f /tmp/peers/cu13.name ] && ! [ -d /tmp/site/flash_attn ]; then
  (cd /tmp/peers && cat cu13.part.* > "$(cat cu13.name)" &&
   python3 -m pip install -q --no-index --no-deps --no-compile --target /tmp/site ./*.whl) > "$OUT/peers.log" 2>&1 || echo "peer install failed (peers.log)"
fi
[ -d /tmp/site/nvidia_cutlass_dsl/dsl_packages ] && export PYTHONPATH=$PYTHONPATH:/tmp/site/nvidia_cutlass_dsl/dsl_packages
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm,temperature.gpu --format=csv,noheader | tee "$OUT/round.log"
summary=()
step() {  # step NAME SECONDS COMMAND...
  local name=$1 secs=$2; shift 2
  local t0=$(date +%s)
  timeout "$secs" "$@" > "$OUT/$name.log" 2>&1; local rc=$?
  summary+=("| $name | rc $rc | $(( $(date +%s) - t0 )) s | $(grep -E '[0-9]+ (passed|failed)' "$OUT/$name.log" | tail -1) |")
}
for s in "$@"; do
  case $s in
    tests) step tests 300 bash benchmarks/gpu_final_session.sh 240; cp "$OUT"/all_tests.log "$OUT/tests_all.log" 2>/dev/null ;;
    attention) step attention 420 python3 benchmarks/bench_attention.py --out "$OUT/attention" ;;
    attn-variants) step attn-variants 420 python3 benchmarks/attn_variants.py ;;
    attn-exp2) step attn-exp2 300 python3 benchmarks/attn_variants.py --exp2 ;;
    attn-three) step attn-three 420 python3 benchmarks/attn_variants.py --three ;;
    attn-tests) step attn-tests 300 python3 -m pytest -q -ra -p no:cacheprovider test/gpu/test_attention_gpu.py ;;
    attention-quick) step attention 300 python3 benchmarks/bench_attention.py --quick --out "$OUT/attention" ;;
    attention-quick-seq) step attention-seq 300 python3 benchmarks/bench_attention.py --quick --sequential --out "$OUT/attention-seq" ;;
    zoo-tests) step zoo-tests 240 python3 -m pytest -q -ra -p no:cacheprovider test/gpu/test_lang_zoo.py ;;
    zoo-ln-bench) for r in 1 2 3; do step zoo-ln-bench-$r 150 python3 benchmarks/bench_lang.py --out "$OUT/zoo-ln-bench-$r" --precompile 16 \
        --kernels layernorm,rmsnorm --shapes 2048x8192,4096x4096 --reps 50 --no-compile-peer --deadline 120; done ;;
    zoo-ln-ab) for r in 1 2; do
        step zoo-ln-ab-stash-$r 150 python3 benchmarks/bench_lang.py --out "$OUT/zoo-ln-ab-stash-$r" --precompile 16 \
          --kernels layernorm --shapes 2048x8192,4096x4096 --reps 50 --no-compile-peer --deadline 120
        step zoo-ln-ab-hold-$r 150 python3 benchmarks/bench_lang.py --out "$OUT/zoo-ln-ab-hold-$r" --precompile 16 \
          --kernels layernorm --shapes 2048x8192,4096x4096 --reps 50 --no-compile-peer --deadline 120 --params PERSIST=True,HOLD=False; done ;;
    zoo-sweep) step zoo-sweep 200 python3 benchmarks/sweep_lang.py --reps 20 --precompile 16 --kernels layernorm,rmsnorm \
        --shapes 4096x4096,2048x8192,8192x8192,16384x8192 --per-thread 16,32 --threads 256,512 --configs 1x512,1x1024 --json "$OUT/zoo-sweep.json" ;;
    zoo) step zoo 150 python3 benchmarks/bench_lang.py --out "$OUT/zoo" --precompile 16 --warm-peer --reps 20 --deadline 110 ;;
    compile-time) step compile-time 200 python3 benchmarks/compile_time.py --out "$OUT/compile-time" --runs 3 --verify-sync both ;;
    gemm) step gemm 300 python3 benchmarks/bench_gemm.py --out "$OUT/gemm" --variants persistent wide splitk cluster cluster_n pingpong --auto tune --reps 20 ;;
    gemm-focus) step gemm-focus 200 python3 benchmarks/bench_gemm.py --out "$OUT/gemm-focus" --variants persistent wide cluster_n splitk pingpong \
        --shapes 128,8192,8192 2048,7168,2304 4096,4096,4096 4096,8192,2048 --reps 20 ;;
    gemm-tests) step gemm-tests 200 python3 -m pytest -q -ra -p no:cacheprovider test/gpu/test_gemm.py -k "cluster_dim or along_n or bn192 or bn224" ;;
    new-tests) step new-tests 240 python3 -m pytest -q -ra -p no:cacheprovider test/gpu/test_lang_zoo.py test/gpu/test_attention_gpu.py \
        -k "persistent_rows or three_consumer" ;;
    zoo-persist) step zoo-persist 240 python3 benchmarks/sweep_lang.py --reps 20 --precompile 16 --kernels layernorm,rmsnorm,add_rmsnorm --per-thread 16,32 --threads 256,512 \
        --shapes 4096x4096,2048x8192,8192x8192 --variants 'PERSIST=True;PERSIST=True,PREFETCH=False' --ctas-per-sm 0,1,2,4 \
        --json "$OUT/zoo-persist.json" ;;
    zoo-ln) step zoo-ln 200 python3 benchmarks/sweep_lang.py --reps 20 --precompile 16 --kernels layernorm \
        --shapes 4096x4096,2048x8192,8192x8192,16384x8192 --per-thread 16,32 --threads 256,512 --variants 'SHIFTED=True' \
        --json "$OUT/zoo-ln.json" ;;
    zoo-ln-persist) step zoo-ln-persist 150 python3 benchmarks/sweep_lang.py --reps 20 --precompile 16 --kernels layernorm \
        --shapes 4096x4096,2048x8192,8192x8192 --per-thread 16 --threads 256,512 --configs 1x512,2x512 \
        --variants 'PERSIST=True,SHIFTED=True' --ctas-per-sm 2,4 --json "$OUT/zoo-ln-persist.json" ;;
    zoo-ln-hold) step zoo-ln-hold 240 python3 benchmarks/sweep_lang.py --reps 20 --precompile 16 --kernels layernorm \
        --shapes 4096x4096,2048x8192,8192x8192,16384x8192 --per-thread 16 --threads 256,512 --configs 1x256,1x512,2x512 \
        --variants 'SHIFTED=True;PERSIST=True,HOLD=False;PERSIST=True,HOLD=False,SHIFTED=True;PERSIST=True,HOLD=False,PREFETCH=False' \
        --ctas-per-sm 0,2,4 --json "$OUT/zoo-ln-hold.json" ;;
    zoo-ln-ctas) step zoo-ln-ctas 200 python3 benchmarks/sweep_lang.py --reps 20 --precompile 16 --kernels layernorm \
        --shapes 4096x4096,2048x8192 --per-thread 16 --threads 256 --configs 1x256,1x512 \
        --variants 'PERSIST=True,CTAS=4;PERSIST=True,CTAS=2;PERSIST=True,HOLD=False,CTAS=4' --ctas-per-sm 0 --json "$OUT/zoo-ln-ctas.json" ;;
    cache-hints) step cache-hints 200 python3 benchmarks/probe_cache_hints.py --reps 30 --json "$OUT/cache-hints.json" ;;
    zoo-ahead) step zoo-ahead 240 python3 benchmarks/sweep_lang.py --reps 20 --precompile 16 --kernels layernorm,rmsnorm,add_rmsnorm \
        --shapes 4096x4096,2048x8192,8192x8192 --per-thread 16 --threads 256 --configs 1x256,1x512,2x512,1x1024 \
        --variants 'PERSIST=True,HOLD=False;PERSIST=True,HOLD=False,AHEAD=2;PERSIST=True;PERSIST=True,AHEAD=2' \
        --ctas-per-sm 0 --json "$OUT/zoo-ahead.json" ;;
    ncu-zoo) for v in 'layernorm 1x512 PERSIST=True,HOLD=False 2' 'rmsnorm 1x512 PERSIST=True 2' 'layernorm 1x256 - 0' 'rmsnorm 1x256 - 0'; do
        set -- $v; step "ncu-zoo-$1-$2-${3%%,*}" 120 ncu --clock-control none -k 'regex:^(layernorm|rmsnorm)$' --launch-skip 2 --launch-count 1 \
          --section SpeedOfLight --section MemoryWorkloadAnalysis --section WarpStateStats --section LaunchStats --section Occupancy \
          --section SchedulerStats --section InstructionStats --metrics smsp__pcsamp_warps_issue_stalled_barrier,smsp__pcsamp_warps_issue_stalled_long_scoreboard \
          python3 benchmarks/ncu_zoo.py --kernel "$1" --shape 2048x8192 --config "$2" --params "${3#-}" --ctas-per-sm "$4"; done ;;
    zoo-ln-final) step zoo-ln-final 200 python3 benchmarks/sweep_lang.py --reps 20 --precompile 16 --kernels layernorm,rmsnorm \
        --shapes 4096x4096,2048x8192 --per-thread 16,32 --threads 256,512 --configs 1x256,1x512,2x512 \
        --variants 'PERSIST=True,HOLD=False;PERSIST=True' --ctas-per-sm 0 --json "$OUT/zoo-ln-final.json" ;;
    zoo-ln-8192) step zoo-ln-8192 200 python3 benchmarks/sweep_lang.py --reps 20 --precompile 16 --kernels layernorm \
        --shapes 2048x8192,8192x8192,16384x8192 --per-thread 32 --threads 256 --configs 1x256,1x512 \
        --variants 'PERSIST=True,HOLD=False' --ctas-per-sm 0,2,4 --json "$OUT/zoo-ln-8192.json" ;;
    zoo-ln-onepass) step zoo-ln-onepass 200 python3 benchmarks/sweep_lang.py --reps 20 --precompile 16 --kernels layernorm,rmsnorm \
        --shapes 2048x8192,4096x4096 --per-thread 32 --threads 256 --configs 1x256,1x512 \
        --variants 'PERSIST=True,HOLD=False;PERSIST=True,HOLD=False,ONEPASS=True;ONEPASS=True;PERSIST=True' --ctas-per-sm 0 --json "$OUT/zoo-ln-onepass.json" ;;
    zoo-grid) step zoo-grid 240 python3 benchmarks/sweep_lang.py --reps 20 --precompile 16 --kernels layernorm,rmsnorm \
        --shapes 2048x8192,4096x4096 --per-thread 16,32 --threads 256 --configs 1x256,1x512 \
        --variants 'PERSIST=True,HOLD=False;PERSIST=True' --ctas-per-sm 0 --grids 128,256,384,512 --json "$OUT/zoo-grid.json" ;;
    zoo-ln-wide) step zoo-ln-wide 240 python3 benchmarks/sweep_lang.py --reps 20 --precompile 16 --kernels layernorm \
        --shapes 2048x8192 --per-thread 8,16,32 --threads 256,512,1024 --configs 1x1024,2x1024 \
        --variants 'PERSIST=True,HOLD=False;PERSIST=True;PERSIST=True,ONEPASS=True;PERSIST=True,HOLD=False,PREFETCH=False' \
        --ctas-per-sm 0,1,2 --json "$OUT/zoo-ln-wide.json" ;;
    ln-probe) step ln-probe 240 python3 benchmarks/probe_ln_affine.py ;;
    zoo-stash) step zoo-stash 300 python3 benchmarks/sweep_lang.py --reps 20 --precompile 16 --kernels layernorm \
        --shapes 2048x8192,4096x4096,8192x8192,16384x8192 --per-thread 16,32 --threads 256 --configs 1x256,1x512 \
        --variants 'PERSIST=True,HOLD=False;PERSIST=True,STASH=True;PERSIST=True,STASH=True,CTAS=3' --ctas-per-sm 0,2,3 --json "$OUT/zoo-stash.json" ;;
    zoo-stash2) step zoo-stash2 240 python3 benchmarks/sweep_lang.py --reps 20 --precompile 16 --kernels layernorm,rmsnorm \
        --shapes 2048x8192,4096x4096 --per-thread 32 --threads 256 --configs 1x256,2x256 \
        --variants 'PERSIST=True,STASH=True,CTAS=3;PERSIST=True,STASH=True,CTAS=3,SHIFTED=True;PERSIST=True,STASH=True,CTAS=3,ONEPASS=True;PERSIST=True,STASH=True,CTAS=3,PREFETCH=False' \
        --ctas-per-sm 0,3 --json "$OUT/zoo-stash2.json" ;;
    zoo-ln-ctas2) step zoo-ln-ctas2 200 python3 benchmarks/sweep_lang.py --reps 20 --precompile 16 --kernels layernorm \
        --shapes 2048x8192,4096x4096 --per-thread 16 --threads 256 --configs 1x256,1x512 \
        --variants 'PERSIST=True,HOLD=False;PERSIST=True,CTAS=2;PERSIST=True,CTAS=3' --ctas-per-sm 0 --json "$OUT/zoo-ln-ctas2.json" ;;
    zoo-shifted) step zoo 170 python3 benchmarks/bench_lang.py --out "$OUT/zoo" --precompile 16 --warm-peer --reps 20 --deadline 130 \
        --params SHIFTED=True ;;
    attn-d64) step attn-d64 300 python3 benchmarks/attn_variants.py --d64 ;;
    ncu-small) for v in 'persistent bn=64 stages=8 epilogue=tma' cublas; do
        step "ncu-small-${v%% *}" 120 ncu --clock-control none -k 'regex:gemm|nvjet|sm90' --launch-skip 2 --launch-count 1 \
          --section SpeedOfLight --section MemoryWorkloadAnalysis --section WarpStateStats \
          python3 benchmarks/ncu_gemm.py --shape 128,8192,8192 --variant "$v"; done ;;
    blockwise) step blockwise 200 python3 benchmarks/bench_gemm_blockwise.py --out "$OUT/blockwise" --reps 15 ;;
    *) echo "unknown step $s" ;;
  esac
done
{ echo "| step | exit | wall | tests |"; echo "|---|---|---|---|"; printf '%s\n' "${summary[@]}"; } | tee -a "$OUT/round.log"
# Only 8 files come back from the device tool: everything in one archive, plus the summary.
(cd "$OUT" && tar czf /tmp/round.tgz --exclude round.tgz . && find . -mindepth 1 ! -name round.log -delete && mv /tmp/round.tgz .)
