"""One GEMM launched a few times for Nsight Compute (not a benchmark: ncu replays the kernel).

    ncu --clock-control none -k regex:gemm --launch-skip 2 --launch-count 1 \
        --section SpeedOfLight --section MemoryWorkloadAnalysis --section WarpStateStats \
        --section LaunchStats --section Occupancy \
        python benchmarks/ncu_gemm.py --shape 8192,8192,8192 --variant 'persistent bn=256 stages=3'

`--variant cublas` launches torch.matmul instead (kernel names nvjet_* / sm90_*).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def main():
    import torch

    ap = argparse.ArgumentParser()
    ap.add_argument("--shape", default="8192,8192,8192")
    ap.add_argument("--variant", default="persistent bn=256 stages=3 epilogue=tma")
    ap.add_argument("--launches", type=int, default=4)
    args = ap.parse_args()
    M, N, K = map(int, args.shape.split(","))
    A = (torch.rand(M, K, device="cuda") * 2 - 1).to(torch.bfloat16)
    B = (torch.rand(N, K, device="cuda") * 2 - 1).to(torch.bfloat16)
    if args.variant == "cublas":
        for _ in range(args.launches):
            torch.matmul(A, B.T)
    else:
        from tirx_mlir.kernels.gemm_host import Gemm

        builder, *kv = args.variant.split()
        kw = {k: (int(v) if v.isdigit() else v) for k, v in (x.split("=") for x in kv)}
        g = Gemm(builder=builder, verify_sync=False, **kw)
        C = torch.empty(M, N, dtype=torch.bfloat16, device="cuda")
        launch = g.prepare(A, B, C)
        for _ in range(args.launches):
            launch.launch()
    torch.cuda.synchronize()


if __name__ == "__main__":
    main()
