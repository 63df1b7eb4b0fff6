"""One blockwise-scaled fp8 GEMM launched a few times for Nsight Compute (not a benchmark).

    ncu --clock-control none -k regex:gemm_blockwise --launch-skip 2 --launch-count 1 \
        --section SpeedOfLight --section ComputeWorkloadAnalysis --section WarpStateStats \
        python benchmarks/ncu_blockwise.py --shape 4096,4096,4096 --variant 'bn=256 stages=4'

`--variant torch` launches torch's blockwise F.scaled_mm on the same inputs instead;
`--variant per-tensor` the persistent per-tensor scaled kernel (the same kernel without the
promotion: bench_gemm_blockwise's PER_TENSOR).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))


def main():
    import torch

    from bench_gemm_blockwise import PER_TENSOR, peer_fn
    from tirx_mlir.kernels.blockwise import BlockwiseGemm, random_inputs

    ap = argparse.ArgumentParser()
    ap.add_argument("--shape", default="4096,4096,4096")
    ap.add_argument("--variant", default="bn=256 stages=4")
    ap.add_argument("--launches", type=int, default=4)
    args = ap.parse_args()
    M, N, K = map(int, args.shape.split(","))
    A, B, sa, sb = random_inputs(M, N, K, seed=1)
    if args.variant == "torch":
        fn = peer_fn(A, B, sa, sb)[1]
    elif args.variant == "per-tensor":
        from tirx_mlir.kernels.gemm_host import Gemm

        C = torch.empty(M, N, dtype=torch.bfloat16, device="cuda")
        fn = Gemm(**PER_TENSOR, verify_sync=False).prepare(A, B, C, 1.0).launch
    else:
        kw = {k: (int(v) if v.isdigit() else v) for k, v in (x.split("=") for x in args.variant.split())}
        g = BlockwiseGemm(verify_sync=False, **kw)
        C = torch.empty(M, N, dtype=torch.bfloat16, device="cuda")
        fn = g.prepare(A, B, sa, sb, C).launch
    for _ in range(args.launches):
        fn()
    torch.cuda.synchronize()


if __name__ == "__main__":
    main()
