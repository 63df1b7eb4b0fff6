"""Runtime probe on the GPU: the tile-level bf16 GEMM (tirx_mlir/lang/gemm.py) through
`runtime.compile`, TMA descriptors from `runtime.tensormap.encode_tiled_for`, and its declared
dynamic shared memory above 48 KB. Checks C = A @ B^T against a float64 reference on fresh
random inputs (C poisoned with NaN first), then times a few square sizes against
torch.matmul (cuBLAS) in the same run (CUDA events, L2 flush, warm-up, median of --reps).

    python benchmarks/gemm_probe.py [--reps 20] [--out DIR]

This exercises the runtime's tensor-map path; the GEMM kernel itself belongs to the GEMM
work (docs/tile.md). Exit status 1 when any check fails.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--reps", type=int, default=20)
    ap.add_argument("--out", default=None)
    ap.add_argument("--check-shapes", default="256x256x256,1000x520x384,384x128x1024")
    ap.add_argument("--bench-sizes", default="4096,8192")
    args = ap.parse_args(argv)

    import torch

    from tirx_mlir.lang.gemm import gemm_ir, launch_params
    from tirx_mlir.runtime import TirxRuntimeError, compile
    from tirx_mlir.runtime.tensormap import encode_tiled_for

    try:
        mod = compile(gemm_ir(128, 4))
    except TirxRuntimeError as exc:
        print(f"error: compiling the GEMM: {exc}", file=sys.stderr)
        return 2
    k = mod.gemm_bf16
    print(f"{k!r}: {mod.image_kind}, declared dynamic smem {k.abi.extra.get('dynamic_smem')} bytes")
    report = {"checks": [], "bench": []}

    def operands(M, N, K):
        A = torch.randn(M, K, device="cuda").to(torch.bfloat16)
        B = torch.randn(N, K, device="cuda").to(torch.bfloat16)
        C = torch.full((M, N), float("nan"), device="cuda", dtype=torch.bfloat16)
        p = launch_params(M, N)
        tm = {a.name: a for a in k.abi.tensormap_args()}  # boxes and swizzles: the compiled ABI
        tA = encode_tiled_for(A, tm["A"].box, tm["A"].swizzle)
        tB = encode_tiled_for(B, tm["B"].box, tm["B"].swizzle)
        return A, B, C, tA, tB, p

    ok_all = True
    for spec in filter(None, args.check_shapes.split(",")):
        M, N, K = (int(v) for v in spec.split("x"))
        try:
            A, B, C, tA, tB, p = operands(M, N, K)
            k(tA, tB, C, K, grid=p["grid"], block=p["block"], sync=True)
        except TirxRuntimeError as exc:
            print(f"gemm {spec}: error: {exc}")
            ok_all = False
            continue
        ref = A.double() @ B.double().T
        out = C.double()
        nan = int((~torch.isfinite(out)).sum())
        err = (torch.nan_to_num(out, nan=0.0) - ref)
        rel = float(torch.linalg.vector_norm(err) / torch.linalg.vector_norm(ref))
        ok = nan == 0 and rel < 1e-2
        ok_all &= ok
        report["checks"].append({"shape": spec, "nan": nan, "rel_err": rel, "max_abs": float(err.abs().max()), "ok": ok})
        print(f"gemm {spec}: ||err||/||ref|| {rel:.2e}, max |err| {float(err.abs().max()):.3e}, NaN {nan}: "
              f"{'PASS' if ok else 'FAIL'}")

    flush = torch.empty(256 * 1024 * 1024 // 4, dtype=torch.int32, device="cuda")

    def median_ms(fn):
        for _ in range(3):
            fn()
        torch.cuda.synchronize()
        ts = []
        for _ in range(args.reps):
            flush.zero_()
            s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
            s.record()
            fn()
            e.record()
            e.synchronize()
            ts.append(s.elapsed_time(e))
        return statistics.median(ts)

    for n in (int(v) for v in filter(None, args.bench_sizes.split(","))):
        A, B, C, tA, tB, p = operands(n, n, n)
        launch = k.prepare(tA, tB, C, n, grid=p["grid"], block=p["block"],
                           stream=torch.cuda.current_stream().cuda_stream)
        launch.launch()
        torch.cuda.synchronize()
        ref = (A.float() @ B.float().T)
        rel = float(torch.linalg.vector_norm(C.float() - ref) / torch.linalg.vector_norm(ref))
        ours = median_ms(launch.launch)
        cublas = median_ms(lambda: torch.matmul(A, B.T))
        flops = 2.0 * n ** 3
        row = {"n": n, "ours_ms": ours, "cublas_ms": cublas, "ours_tflops": flops / ours / 1e9,
               "cublas_tflops": flops / cublas / 1e9, "rel_err": rel}
        report["bench"].append(row)
        print(f"gemm {n}^3 bf16: ours {row['ours_tflops']:.0f} TFLOP/s, cuBLAS {row['cublas_tflops']:.0f} TFLOP/s "
              f"(ratio {row['ours_tflops'] / row['cublas_tflops']:.2f}), ||err||/||ref|| {rel:.1e}")
        del A, B, C
    if args.out:
        Path(args.out).mkdir(parents=True, exist_ok=True)
        (Path(args.out) / "gemm_probe.json").write_text(json.dumps(report, indent=1))
    return 0 if ok_all else 1


if __name__ == "__main__":
    sys.exit(main())
