"""One zoo kernel launched a few times for Nsight Compute (not a benchmark: ncu replays it).

    ncu --clock-control none -k regex:layernorm --launch-skip 2 --launch-count 1 \
        --section SpeedOfLight --section MemoryWorkloadAnalysis --section WarpStateStats \
        --section LaunchStats --section Occupancy --section SchedulerStats \
        python benchmarks/ncu_zoo.py --kernel layernorm --shape 2048x8192 --config 1x512 \
        --params PERSIST=True,HOLD=False --ctas-per-sm 2

`--kernel copy` launches torch's device copy of the bytes the zoo kernel `--like` moves.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))


def main() -> int:
    import torch
    from bench_lang import parse_params

    from tirx_mlir.lang import zoo, zoo_check

    ap = argparse.ArgumentParser()
    ap.add_argument("--kernel", default="layernorm")
    ap.add_argument("--like", default="layernorm")
    ap.add_argument("--shape", default="2048x8192")
    ap.add_argument("--config", default="", help="ROWSxTHREADS (default: zoo.config's)")
    ap.add_argument("--params", default="")
    ap.add_argument("--ctas-per-sm", type=int, default=0)
    ap.add_argument("--launches", type=int, default=4)
    args = ap.parse_args()
    m, n = map(int, args.shape.split("x"))
    gen = torch.Generator(device="cuda").manual_seed(5)
    if args.kernel == "copy":
        nbytes = zoo_check.bytes_moved(args.like, m, n)
        src = torch.empty(nbytes // 4, dtype=torch.bfloat16, device="cuda")
        dst = torch.empty_like(src)
        for _ in range(args.launches):
            dst.copy_(src)
    else:
        params = parse_params(args.params)
        rows, threads = map(int, args.config.split("x")) if args.config else (None, None)
        k, rows, threads = zoo.compiled(args.kernel, n, rows, threads, **params)
        ins = zoo_check.inputs(torch, args.kernel, m, n, gen)
        outs = zoo_check.poisoned_outputs(torch, args.kernel, ins)
        launch, grid = zoo.launch(k, rows, threads, ins, outs, params, args.ctas_per_sm or None)
        for _ in range(args.launches):
            k(*launch, grid=grid, block=threads)
    torch.cuda.synchronize()
    return 0


if __name__ == "__main__":
    sys.exit(main())
