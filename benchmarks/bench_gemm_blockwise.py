"""Blockwise-scaled fp8 GEMM benchmark: ours against PyTorch's blockwise scaled_mm, same run.

    python benchmarks/bench_gemm_blockwise.py --out DIR [--shapes M,N,K ...] [--reps 20]

DeepSeek-style scaling (1 x 128 activation scales, 128 x 128 weight scales, f32 promotion
per K block). The peer is `torch.nn.functional.scaled_mm(A8, B8.t(), scale_a,
ScalingType.BlockWise1x128, scale_b, ScalingType.BlockWise128x128,
output_dtype=torch.bfloat16)` (torch._scaled_mm with the same scales where this torch has no
F.scaled_mm), scale_a (M, K/128) with strides (1, M), scale_b (N/128, K/128) with strides
(1, N/128), the same tensors for ours. Shapes default to issue 10's 8 (every K a multiple
of 128). Per shape: fresh random A, B and scales (2^[-3, 3)); the peer and every variant
are first checked against the float32 blockwise sum (max error relative to max |C|; a
variant over 3e-2 is marked failed and not timed), then timed as bench_gemm.py does (a
256 MiB write before each rep flushes the L2; one launch between CUDA events; median,
p10, p90). TFLOP/s = 2 M N K / median. For reference the per-tensor scaled persistent
kernel (`gemm_persistent`, scaled=True) is timed too (not part of the ratio).

Writes DIR/bench_gemm_blockwise.json, .md (best of ours per shape vs the peer, geometric
mean, every row, compile time per config) and .png.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))  # bench_gemm's timing helpers

from bench_gemm import SHAPES, geomean, time_fn  # noqa: E402

VARIANTS = [
    {"bn": 256, "stages": 4},
    {"bn": 256, "stages": 4, "stagger": True},
    {"bn": 256, "stages": 4, "prefetch": 2},
    {"bn": 256, "stages": 4, "part": 64, "temps": 2},
    {"bn": 128, "stages": 6},
    {"bn": 64, "stages": 8},
]
PER_TENSOR = {"builder": "persistent", "bn": 256, "stages": 4, "epilogue": "tma", "split": 2,
              "dtype": "e4m3", "scaled": True}


def _compile_one(cfg: dict):
    from tirx_mlir.kernels.blockwise import BlockwiseGemm
    from tirx_mlir.kernels.gemm_host import Gemm

    t0 = time.perf_counter()
    try:
        if cfg.get("builder") == "persistent":
            g = Gemm(**cfg, verify_sync=False)
            g.module()
        else:
            g = BlockwiseGemm(**cfg, verify_sync=False)
            g.kernel()
        return g.name, time.perf_counter() - t0
    except Exception as e:  # noqa: BLE001 - recorded, the run goes on
        return repr(cfg), f"{type(e).__name__}: {e}"[:300]


def compile_all(configs: list[dict]) -> dict:
    """Every config compiled cold, in parallel (spawned processes), into the kernel cache."""
    import concurrent.futures as cf
    import multiprocessing as mp

    if "TIRX_MLIR_CACHE_DIR" not in os.environ:
        import tempfile

        os.environ["TIRX_MLIR_CACHE_DIR"] = tempfile.mkdtemp(prefix="tirx_bw_cache_")
    n = max(1, min(len(configs), os.cpu_count() or 1))
    with cf.ProcessPoolExecutor(max_workers=n, mp_context=mp.get_context("spawn")) as ex:
        return dict(ex.map(_compile_one, configs))


def peer_fn(A8, B8, sa, sb):
    import torch

    F = torch.nn.functional
    # torch's BlockWise128x128 scale_b: (K/128 padded to a multiple of 4, N/128), the
    # transpose of the row-major weight scales (N/128, K/128) with K blocks padded
    sb_t = F.pad(sb, (0, -sb.shape[1] % 4)).t()
    if hasattr(F, "scaled_mm") and hasattr(F, "ScalingType"):
        return ("torch F.scaled_mm blockwise", lambda: F.scaled_mm(
            A8, B8.t(), sa, F.ScalingType.BlockWise1x128, sb_t, F.ScalingType.BlockWise128x128,
            output_dtype=torch.bfloat16))
    return ("torch._scaled_mm blockwise", lambda: torch._scaled_mm(
        A8, B8.t(), scale_a=sa, scale_b=sb_t, out_dtype=torch.bfloat16))


def main():
    import torch

    from tirx_mlir.kernels.blockwise import BlockwiseGemm
    from tirx_mlir.kernels.gemm_host import Gemm

    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="bench_out")
    ap.add_argument("--shapes", nargs="*", default=SHAPES)
    ap.add_argument("--reps", type=int, default=20)
    ap.add_argument("--name", default="bench_gemm_blockwise")
    ap.add_argument("--no-per-tensor", action="store_true", help="skip the per-tensor reference")
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    configs = VARIANTS + ([] if args.no_per_tensor else [PER_TENSOR])
    t0 = time.perf_counter()
    compile_s = compile_all(configs)
    print(f"compiled {len(configs)} configs in {time.perf_counter() - t0:.1f} s (parallel)", flush=True)
    gemms = {}
    for v in VARIANTS:
        g = BlockwiseGemm(**v, verify_sync=False)
        if isinstance(compile_s.get(g.name), float):
            g.kernel()  # a cache hit
            gemms[g.name] = g
    pt = None
    if not args.no_per_tensor:
        pt = Gemm(**PER_TENSOR, verify_sync=False)
        pt = pt if isinstance(compile_s.get(pt.name), float) and pt.module() else None
    flush = torch.empty(256 * 2**20 // 4, dtype=torch.float32, device="cuda")
    rows = []
    from tirx_mlir.kernels.blockwise import random_inputs, reference

    for shape in args.shapes:
        M, N, K = map(int, shape.split(","))
        flop = 2.0 * M * N * K
        A8, B8, sa, sb = random_inputs(M, N, K, seed=M * 31 + N * 7 + K)
        ref = reference(A8, B8, sa, sb)
        rmax = float(ref.abs().max())
        pname, pfn = peer_fn(A8, B8, sa, sb)
        cands = [(pname, True, pfn)]
        for name, g in gemms.items():
            C = torch.empty(M, N, dtype=torch.bfloat16, device="cuda")
            try:
                launch = g.prepare(A8, B8, sa, sb, C)
            except Exception as e:  # noqa: BLE001
                rows.append({"shape": [M, N, K], "variant": name, "peer": False,
                             "error": f"{type(e).__name__}: {e}"[:300]})
                continue
            cands.append((name, False, launch.launch, C))
        peer_t = None
        for c in cands:
            name, is_peer, fn = c[:3]
            row = {"shape": [M, N, K], "variant": name, "peer": is_peer}
            try:
                if not is_peer:
                    c[3].fill_(float("nan"))
                res = fn()
                torch.cuda.synchronize()
                C = res if is_peer else c[3]
                err = float((C.float() - ref).abs().max()) / rmax
                row["max_rel_err"] = err
                if not err < 3e-2:
                    row["error"] = f"wrong result: max relative error {err:.3g}"
                else:
                    t = time_fn(fn, flush, args.reps)
                    if is_peer:
                        peer_t = t[0]
                    row.update(tflops=flop / t[0] / 1e12, median_s=t[0], p10_s=t[1], p90_s=t[2],
                               ratio=(peer_t / t[0]) if peer_t else None)
            except Exception as e:  # noqa: BLE001 - a failing candidate is recorded
                traceback.print_exc()
                row["error"] = f"{type(e).__name__}: {e}"[:300]
            rows.append(row)
            print(json.dumps(row), flush=True)
        if pt is not None:  # per-tensor scaled kernel, same A8/B8 (its own scale), for scale
            C = torch.empty(M, N, dtype=torch.bfloat16, device="cuda")
            launch = pt.prepare(A8, B8, C, 1.0)
            t = time_fn(launch.launch, flush, args.reps)
            rows.append({"shape": [M, N, K], "variant": "per-tensor " + pt.name, "peer": False,
                         "reference_only": True, "tflops": flop / t[0] / 1e12, "median_s": t[0],
                         "p10_s": t[1], "p90_s": t[2], "ratio": (peer_t / t[0]) if peer_t else None})
            print(json.dumps(rows[-1]), flush=True)
        del A8, B8, sa, sb, ref
        torch.cuda.empty_cache()
    res = {"device": torch.cuda.get_device_name(), "torch": torch.__version__, "reps": args.reps,
           "rows": rows, "compile_s": compile_s}
    (out / f"{args.name}.json").write_text(json.dumps(res, indent=1))
    md = summary(rows, compile_s)
    (out / f"{args.name}.md").write_text(md)
    print(md)
    plot(rows, out / f"{args.name}.png", res["device"])


def _best(rows, shape):
    ok = [r for r in rows if r["shape"] == shape and not r["peer"] and "tflops" in r
          and not r.get("reference_only")]
    return max(ok, key=lambda r: r["tflops"]) if ok else None


def summary(rows, compile_s) -> str:
    shapes = [list(s) for s in dict.fromkeys(tuple(r["shape"]) for r in rows)]
    lines = ["| M x N x K | ours blockwise | variant | torch blockwise | ratio |",
             "|---|---|---|---|---|"]
    ratios = []
    for s in shapes:
        peer = next((r for r in rows if r["shape"] == s and r["peer"] and "tflops" in r), None)
        best = _best(rows, s)
        if best is None or peer is None:
            lines.append(f"| {'x'.join(map(str, s))} | {best['tflops'] if best else '-'} | | "
                         f"{peer['tflops'] if peer else '-'} | - |")
            continue
        ratios.append(best["ratio"])
        lines.append(f"| {'x'.join(map(str, s))} | {best['tflops']:.0f} | {best['variant']} | "
                     f"{peer['tflops']:.0f} | {best['ratio']:.2f} |")
    lines += ["", f"Geometric mean of the per-shape best ratios: {geomean(ratios):.3f} "
                  f"(worst {min(ratios, default=float('nan')):.2f}) over {len(ratios)} shapes.", ""]
    lines += ["| M x N x K | variant | TFLOP/s | ratio to peer | p10-p90 (us) | max rel err |",
              "|---|---|---|---|---|---|"]
    for r in rows:
        shp = "x".join(map(str, r["shape"]))
        if "error" in r:
            lines.append(f"| {shp} | {r['variant']} | error | | | {r['error'][:90]} |")
        else:
            ratio = f"{r['ratio']:.3f}" if r.get("ratio") else "-"
            lines.append(f"| {shp} | {r['variant']} | {r['tflops']:.0f} | {ratio} | "
                         f"{r['p10_s'] * 1e6:.0f}-{r['p90_s'] * 1e6:.0f} | "
                         f"{r.get('max_rel_err', float('nan')):.2e} |")
    lines += ["", "| config | compile time (s, cold, parallel workers, no verify-sync) |", "|---|---|"]
    lines += [f"| {k} | {v:.2f} |" if isinstance(v, float) else f"| {k} | {v} |"
              for k, v in compile_s.items()]
    return "\n".join(lines) + "\n"


def plot(rows, path, device) -> None:
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print("matplotlib missing: no PNG")
        return
    shapes = [list(s) for s in dict.fromkeys(tuple(r["shape"]) for r in rows)]
    ours = [(_best(rows, s) or {}).get("tflops", 0) for s in shapes]
    peer = [next((r["tflops"] for r in rows if r["shape"] == s and r["peer"] and "tflops" in r), 0)
            for s in shapes]
    fig, ax = plt.subplots(figsize=(12, 5))
    w = 0.38
    ax.bar([j for j in range(len(shapes))], ours, w, label="ours blockwise (best)")
    ax.bar([j + w for j in range(len(shapes))], peer, w, label="torch blockwise scaled_mm")
    ax.set_xticks([j + w / 2 for j in range(len(shapes))], ["x".join(map(str, s)) for s in shapes],
                  fontsize=8)
    ax.set_ylabel("TFLOP/s")
    ax.set_title(f"fp8 blockwise-scaled GEMM on {device} (L2 flushed, median)")
    ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=110)


if __name__ == "__main__":
    main()
