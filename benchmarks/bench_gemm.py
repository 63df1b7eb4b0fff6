"""GEMM benchmark: the tile-level and aproxy-level GEMMs against cuBLAS (torch.matmul), same run.

    python benchmarks/bench_gemm.py --out DIR [--shapes 4096,4096,4096 8192,8192,8192]

Per shape and variant: a correctness check on fresh random data against a float32
reference (max relative error recorded), then CUDA-event timing of a prepared launch
(warm-up, median of the reps, p10/p90), TFLOP/s = 2*M*N*K / time, and the ratio to
cuBLAS bf16 (torch.matmul on the same A, Bᵀ) measured in the same process. Writes
DIR/bench_gemm.json and DIR/bench_gemm.md (and bench_gemm.png when matplotlib is present).
Also records the in-process compile time (IR build + tirx-to-ptx + PTX + ptxas) per variant.
"""

from __future__ import annotations

import argparse
import os
import json
import statistics
import sys
import time
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

VARIANTS = [
    dict(builder="tile"),
    dict(builder="tile", inflight=1),
    dict(builder="tile", epilogue="tma"),
    dict(builder="tile", epilogue="tma", inflight=1),
    dict(builder="tile", bn=256, stages=3),
    dict(builder="tile", bn=256, stages=3, inflight=1),
    dict(builder="tile", bn=256, stages=4),
    dict(builder="tile", bn=256, stages=4, inflight=1),
    dict(builder="aproxy", inflight=1),
    dict(builder="tile", dtype="e4m3"),
    dict(builder="tile", dtype="e4m3", inflight=1),
    dict(builder="tile", dtype="e4m3", bn=256, stages=4),
]


def time_fn(fn, reps=30, warmup=5):
    import torch

    for _ in range(warmup):
        fn()
    torch.cuda.synchronize()
    ts = []
    for _ in range(reps):
        s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        s.record()
        fn()
        e.record()
        e.synchronize()
        ts.append(s.elapsed_time(e) * 1e-3)
    ts.sort()
    return statistics.median(ts), ts[len(ts) // 10], ts[(9 * len(ts)) // 10]


def main():
    import torch

    from tirx_mlir.kernels.gemm_host import Gemm

    os.environ["TIRX_MLIR_CACHE"] = "0"  # compile times below are cold compiles, not cache hits
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="bench_out")
    ap.add_argument("--shapes", nargs="*", default=["4096,4096,4096", "8192,8192,8192", "4096,8192,2048"])
    ap.add_argument("--reps", type=int, default=30)
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    rows = []
    compile_s = {}
    tdt = {"bf16": torch.bfloat16, "f16": torch.float16, "e4m3": torch.float8_e4m3fn}
    for shape in args.shapes:
        M, N, K = map(int, shape.split(","))
        flop = 2.0 * M * N * K
        A = (torch.rand(M, K, device="cuda") * 2 - 1).to(torch.bfloat16)
        B = (torch.rand(N, K, device="cuda") * 2 - 1).to(torch.bfloat16)
        Bt = B.T
        t_cublas = time_fn(lambda: torch.matmul(A, Bt), args.reps)
        A8, B8 = A.to(torch.float8_e4m3fn), B.to(torch.float8_e4m3fn)
        try:
            one = torch.tensor(1.0, device="cuda")
            t_cublas8 = time_fn(lambda: torch._scaled_mm(A8, B8.T, one, one, out_dtype=torch.bfloat16), args.reps)
        except Exception as e:  # noqa: BLE001 - record why the fp8 peer is missing
            t_cublas8 = None
            print("cuBLAS fp8 unavailable:", e)
        rows.append(dict(shape=[M, N, K], variant="cuBLAS bf16 (torch.matmul)", tflops=flop / t_cublas[0] / 1e12,
                         median_s=t_cublas[0], p10_s=t_cublas[1], p90_s=t_cublas[2], ratio=1.0, max_rel_err=0.0))
        if t_cublas8:
            rows.append(dict(shape=[M, N, K], variant="cuBLAS fp8 e4m3 (torch._scaled_mm)",
                             tflops=flop / t_cublas8[0] / 1e12, median_s=t_cublas8[0], p10_s=t_cublas8[1],
                             p90_s=t_cublas8[2], ratio=t_cublas[0] / t_cublas8[0], max_rel_err=0.0))
        ref = A.float() @ B.float().T
        ref8 = A8.float() @ B8.float().T
        for v in VARIANTS:
            g = Gemm(**v)
            try:
                if g.name not in compile_s:
                    t0 = time.perf_counter()
                    g.module()
                    compile_s[g.name] = time.perf_counter() - t0
                a, b = (A8, B8) if g.dtype == "e4m3" else (A, B)
                C = torch.full((M, N), float("nan"), dtype=torch.bfloat16, device="cuda")
                launch = g.prepare(a, b, C)
                launch.launch()
                torch.cuda.synchronize()
                r = ref8 if g.dtype == "e4m3" else ref
                err = float(((C.float() - r).abs().max() / r.abs().max()).item())
                t = time_fn(launch.launch, args.reps)
                peer = t_cublas8 if (g.dtype == "e4m3" and t_cublas8) else t_cublas
                rows.append(dict(shape=[M, N, K], variant=g.name, tflops=flop / t[0] / 1e12, median_s=t[0],
                                 p10_s=t[1], p90_s=t[2], ratio=peer[0] / t[0], max_rel_err=err,
                                 peer="cuBLAS fp8" if peer is t_cublas8 else "cuBLAS bf16"))
            except Exception as e:  # noqa: BLE001 - a failing variant is recorded, the run goes on
                traceback.print_exc()
                rows.append(dict(shape=[M, N, K], variant=g.name, error=f"{type(e).__name__}: {e}"[:300]))
            print(json.dumps(rows[-1]), flush=True)
    res = dict(device=torch.cuda.get_device_name(), torch=torch.__version__, rows=rows, compile_s=compile_s)
    (out / "bench_gemm.json").write_text(json.dumps(res, indent=1))
    lines = ["| M x N x K | variant | TFLOP/s | ratio to peer | peer | max rel err |", "|---|---|---|---|---|---|"]
    for r in rows:
        shp = "x".join(map(str, r["shape"]))
        if "error" in r:
            lines.append(f"| {shp} | {r['variant']} | error | | | {r['error'][:80]} |")
        else:
            lines.append(f"| {shp} | {r['variant']} | {r['tflops']:.0f} | {r['ratio']:.3f} | "
                         f"{r.get('peer', '')} | {r['max_rel_err']:.2e} |")
    lines += ["", "| variant | compile time (s, build + tirx-to-ptx + ptxas) |", "|---|---|"]
    lines += [f"| {k} | {v:.2f} |" for k, v in compile_s.items()]
    (out / "bench_gemm.md").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt

        ok = [r for r in rows if "error" not in r]
        shapes = sorted({"x".join(map(str, r["shape"])) for r in ok})
        variants = list(dict.fromkeys(r["variant"] for r in ok))
        fig, ax = plt.subplots(figsize=(12, 5))
        w = 0.8 / max(1, len(variants))
        for i, v in enumerate(variants):
            ys = [next((r["tflops"] for r in ok if r["variant"] == v and "x".join(map(str, r["shape"])) == s), 0)
                  for s in shapes]
            ax.bar([j + i * w for j in range(len(shapes))], ys, w, label=v)
        ax.set_xticks([j + 0.4 for j in range(len(shapes))], shapes)
        ax.set_ylabel("TFLOP/s")
        ax.set_title(f"GEMM on {res['device']}")
        ax.legend(fontsize=7)
        fig.tight_layout()
        fig.savefig(out / "bench_gemm.png", dpi=110)
    except ImportError:
        print("matplotlib missing: no PNG")


if __name__ == "__main__":
    main()
