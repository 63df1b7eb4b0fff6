"""GEMM benchmark: our tile-level GEMMs against cuBLAS, same process, same inputs.

    python benchmarks/bench_gemm.py --out DIR [--shapes M,N,K ...] [--variants persistent ...]

Shapes default to the 8 of issue 10. Per shape: fresh random A (M x K) and B (N x K); for
every variant a correctness run first (C poisoned with NaN, compared with a float32
reference: max relative error recorded, a variant over tolerance is marked failed and not
timed), then timing: each rep writes a 256 MiB buffer first (flushing the 60 MB L2, so no
operand is served from L2 by the previous rep), then one launch between CUDA events;
median, p10, p90 of the reps. Peers in the same run on the same tensors: cuBLAS bf16
(torch.matmul(A, B.T)) and cuBLAS fp8 (torch._scaled_mm(A8, B8.T, scale_a, scale_b, bf16 out) with per-tensor
scales 0.75 and 1.5; the persistent fp8 variants are `scaled` (C = scale_a * scale_b * A.Bᵀ,
applied to the f32 accumulator); the old tile-level fp8 kernel is unscaled). TFLOP/s = 2 M N K / median.

Writes DIR/bench_gemm.json (every row, compile times, device), DIR/bench_gemm.md (best of
ours per shape and dtype against the peer, geometric means; then every variant; then the
compile time of each config: IR build + tirx-to-ptx + ptxas, cold, in one worker process of
a pool that compiles all configs in parallel, the worker's imports done before timing,
without aproxy-verify-sync, which the CPU tests run on every shipped variant) and DIR/bench_gemm.png.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import sys
import time
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

SHAPES = ["4096,4096,4096", "8192,8192,8192", "2048,7168,2304", "4096,8192,2048",
          "8192,8192,1024", "4096,14336,4096", "6144,6144,6144", "128,8192,8192"]
P = {"builder": "persistent"}
# per-tensor fp8 scales (torch._scaled_mm's scale_a, scale_b; our scaled kernels take the product)
SCALE_A, SCALE_B = 0.75, 1.5
VARIANTS = {
    "persistent": [
        dict(P, bn=256, stages=3, epilogue="tma"),
        dict(P, bn=256, stages=4, epilogue="tma", split=2),
        dict(P, bn=256, stages=4, epilogue="tma", split=2, inflight=1),
        dict(P, bn=256, stages=4, epilogue="tma", split=2, group=16),
        dict(P, bn=256, stages=4, epilogue="tma", split=2, raster="hilbert", group=8),
        dict(P, bn=256, stages=3, epilogue="tma", split=2, cbufs=2),
        dict(P, bn=256, stages=4, epilogue="tma", split=4, cbufs=2),
        dict(P, bn=256, stages=4, epilogue="direct"),
        dict(P, bn=128, stages=6, epilogue="tma"),
        dict(P, bn=64, stages=8, epilogue="tma"),
        dict(P, bn=256, stages=4, epilogue="tma", split=2, dtype="e4m3", scaled=True),
        dict(P, bn=128, stages=6, epilogue="tma", dtype="e4m3", scaled=True),
    ],
    "cluster": [
        dict(P, bn=256, stages=4, epilogue="tma", split=2, cluster=2),
        dict(P, bn=256, stages=4, epilogue="tma", split=2, cluster=2, ctas=128),
        dict(P, bn=256, stages=4, epilogue="direct", cluster=2),
        dict(P, bn=256, stages=4, epilogue="tma", split=2, cluster=2, dtype="e4m3", scaled=True),
    ],
    # 128 x 192 tiles: fewer idle SMs in the last wave where 128 x 256 tiles leave many
    # (2048x7168x2304: 448 tiles of 128 x 256 = 3.4 waves; 608 of 128 x 192 = 4.6)
    "wide": [
        dict(P, bn=192, stages=4, epilogue="tma"),
        dict(P, bn=192, stages=4, epilogue="tma", inflight=1),
        dict(P, bn=192, stages=4, epilogue="tma", group=16),
        dict(P, bn=192, stages=4, epilogue="tma", dtype="e4m3", scaled=True),
        # 128 x 224: 2048x7168x2304 is 512 tiles = 3.88 waves; C in 32-column boxes
        dict(P, bn=224, stages=3, epilogue="tma"),
        dict(P, bn=224, stages=3, epilogue="tma", group=16),
        dict(P, bn=224, stages=3, epilogue="tma", dtype="e4m3", scaled=True),
    ],
    # 2-CTA clusters along N sharing A (each CTA loads half of A, multicast): for few tile
    # rows (128x8192x8192: every CTA of a bn64 grid reads all 2 MB of A from L2)
    "cluster_n": [
        dict(P, bn=64, stages=8, epilogue="tma", cluster=2, cluster_dim="n"),
        dict(P, bn=128, stages=6, epilogue="tma", cluster=2, cluster_dim="n"),
        dict(P, bn=256, stages=4, epilogue="tma", split=2, cluster=2, cluster_dim="n"),
        dict(P, bn=64, stages=8, epilogue="tma", cluster=2, cluster_dim="n", dtype="e4m3", scaled=True),
        dict(P, bn=128, stages=6, epilogue="tma", cluster=2, cluster_dim="n", dtype="e4m3", scaled=True),
    ],
    # split-K of the last partial wave (kernels/gemm_splitk.py): only shapes whose tiles leave
    # a partial wave of at most half the SMs are split (elsewhere these run as the plain kernel)
    "splitk": [
        dict(P, bn=256, stages=4, epilogue="tma", split=2, splitk=4),
        dict(P, bn=256, stages=4, epilogue="tma", split=2, group=16, splitk=4),
        dict(P, bn=256, stages=4, epilogue="tma", split=2, splitk=8),
        dict(P, bn=256, stages=4, epilogue="tma", split=4, cbufs=2, splitk=4),
        dict(P, bn=128, stages=6, epilogue="tma", splitk=4),
        dict(P, bn=256, stages=4, epilogue="tma", split=2, splitk=4, dtype="e4m3", scaled=True),
    ],
    # split-K in 2-CTA clusters (each CTA's partials and flags by rank)
    "cluster_splitk": [
        dict(P, bn=256, stages=4, epilogue="tma", split=2, cluster=2, splitk=4),
        dict(P, bn=256, stages=4, epilogue="tma", split=2, cluster=2, ctas=128, splitk=4),
    ],
    # ping-pong consumers (lang/gemm_pingpong.py): each warpgroup a whole 128 x 128 tile
    "pingpong": [
        {"builder": "pingpong", "bn": 128, "stages": 6, "epilogue": "tma", "inflight": 1},
        {"builder": "pingpong", "bn": 128, "stages": 6, "epilogue": "tma", "inflight": 1, "group": 16},
        {"builder": "pingpong", "bn": 128, "stages": 6, "epilogue": "tma"},
    ],
    "tile": [
        {"builder": "tile", "bn": 256, "stages": 3},
        {"builder": "tile", "bn": 128, "stages": 4, "dtype": "e4m3"},
    ],
}


def time_fn(fn, flush, reps: int, warmup: int = 3):
    """(median, p10, p90) seconds of ``fn`` with the L2 flushed before each call."""
    from tirx_mlir.kernels.gemm_tune import event_times

    ts = event_times(fn, flush, reps, warmup)
    return statistics.median(ts), ts[len(ts) // 10], ts[(9 * len(ts)) // 10]


def geomean(xs):
    xs = [x for x in xs if x]
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float("nan")


def compile_all(variants: list[dict], cache_dir: str | None = None) -> dict:
    """Every config compiled cold (a fresh kernel cache directory, or `cache_dir`) in
    parallel on the host's cores (gemm_tune.compile_all), so that the timing loop loads them
    from the cache."""
    import tempfile

    from tirx_mlir.kernels.gemm_tune import compile_all as pool_compile

    os.environ["TIRX_MLIR_CACHE"] = "1"
    os.environ["TIRX_MLIR_CACHE_DIR"] = cache_dir or tempfile.mkdtemp(prefix="tirx_bench_cache_")
    return pool_compile(variants)


def main():
    import torch

    from tirx_mlir.kernels.gemm_host import Gemm
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="bench_out")
    ap.add_argument("--shapes", nargs="*", default=SHAPES)
    ap.add_argument("--variants", nargs="*", default=list(VARIANTS), choices=list(VARIANTS))
    ap.add_argument("--reps", type=int, default=20)
    ap.add_argument("--name", default="bench_gemm", help="base name of the output files")
    ap.add_argument("--compile", nargs="*", default=None, choices=list(VARIANTS),
                    help="variant groups to compile (default: those timed)")
    ap.add_argument("--auto", choices=("heuristic", "tune"), default=None,
                    help="also time, per shape and dtype, gemm_tune's pick: the heuristic, or "
                         "the winner of tune() run first on that shape (its time recorded)")
    ap.add_argument("--cache-dir", default=None,
                    help="kernel cache directory to compile into (default: a fresh one, so "
                         "compile times are cold); a later run or test can reuse it")
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    variants = [v for group in args.variants for v in VARIANTS[group]]
    t0 = time.perf_counter()
    compile_s = compile_all([v for g in (args.compile or args.variants) for v in VARIANTS[g]],
                            args.cache_dir)
    print(f"compiled {len(variants)} configs in {time.perf_counter() - t0:.1f} s (parallel)")
    gemms, rows, tune_s = {}, [], {}
    for v in variants:
        g = Gemm(**v, verify_sync=False)
        if g.name not in compile_s:  # compiled by an earlier run into the same cache
            t1 = time.perf_counter()
            g.module()
            compile_s[g.name] = time.perf_counter() - t1
        if isinstance(compile_s.get(g.name), float):
            g.module()  # a cache hit
            gemms[g.name] = g
    flush = torch.empty(256 * 2**20 // 4, dtype=torch.float32, device="cuda")
    for shape in args.shapes:
        M, N, K = map(int, shape.split(","))
        flop = 2.0 * M * N * K
        A = (torch.rand(M, K, device="cuda") * 2 - 1).to(torch.bfloat16)
        B = (torch.rand(N, K, device="cuda") * 2 - 1).to(torch.bfloat16)
        A8, B8 = A.to(torch.float8_e4m3fn), B.to(torch.float8_e4m3fn)
        sa, sb = torch.tensor(SCALE_A, device="cuda"), torch.tensor(SCALE_B, device="cuda")
        peers = {"bf16": ("cuBLAS bf16 (torch.matmul)", lambda A=A, B=B: torch.matmul(A, B.T)),
                 "e4m3": ("cuBLAS fp8 (torch._scaled_mm)",
                          lambda A8=A8, B8=B8, sa=sa, sb=sb: torch._scaled_mm(
                              A8, B8.T, sa, sb, out_dtype=torch.bfloat16))}
        peer_t = {}
        for dt, (pname, fn) in peers.items():
            t = time_fn(fn, flush, args.reps)
            peer_t[dt] = t[0]
            rows.append({"shape": [M, N, K], "dtype": dt, "variant": pname, "peer": True, "tflops": flop / t[0] / 1e12,
                             "median_s": t[0], "p10_s": t[1], "p90_s": t[2], "ratio": 1.0})
            print(json.dumps(rows[-1]), flush=True)
        refs = {"bf16": A.float() @ B.float().T, "e4m3": A8.float() @ B8.float().T}
        shape_gemms = dict(gemms)
        for dt in (("bf16", "e4m3") if args.auto else ()):
            from tirx_mlir.kernels import gemm_tune

            t1 = time.perf_counter()
            cfg = (gemm_tune.tune(M, N, K, dt, reps=10) if args.auto == "tune"
                   else gemm_tune.heuristic(M, N, K, dt))
            if dt == "e4m3":  # timed against the per-tensor scaled peer: scale too (free)
                cfg = dict(cfg, scaled=True)
            g = Gemm(**cfg, verify_sync=False)
            g.module()
            tune_s.setdefault(f"{M}x{N}x{K}:{dt}", time.perf_counter() - t1)
            shape_gemms[f"{args.auto}:{g.name}"] = g
        for name, g in shape_gemms.items():
            a, b = (A8, B8) if g.dtype == "e4m3" else (A, B)
            scale = SCALE_A * SCALE_B if g.scaled else None
            ref = refs[g.dtype] * scale if scale else refs[g.dtype]
            row = {"shape": [M, N, K], "dtype": g.dtype, "variant": name, "peer": False}
            try:
                C = torch.full((M, N), float("nan"), dtype=torch.bfloat16, device="cuda")
                launch = g.prepare(a, b, C, scale)
                if g.builder == "persistent" and g.splitk > 1:  # the split the plan chose
                    lp = g.launch_params(M, N, K)
                    row["split_plan"] = {"grid": lp["grid"][0], "sk_tiles": lp["sk_tiles"],
                                         "splits": lp["splits"]}
                launch.launch()
                torch.cuda.synchronize()
                err = float(((C.float() - ref).abs().max() / ref.abs().max()).item())
                row["max_rel_err"] = err
                if not err < (3e-2 if g.dtype == "e4m3" else 1e-2):
                    row["error"] = f"wrong result: max relative error {err:.3g}"
                else:
                    t = time_fn(launch.launch, flush, args.reps)
                    row.update(tflops=flop / t[0] / 1e12, median_s=t[0], p10_s=t[1], p90_s=t[2],
                               ratio=peer_t[g.dtype] / t[0])
            except Exception as e:  # noqa: BLE001 - a failing variant is recorded, the run goes on
                traceback.print_exc()
                row["error"] = f"{type(e).__name__}: {e}"[:300]
            rows.append(row)
            print(json.dumps(row), flush=True)
        del A, B, A8, B8, refs
        torch.cuda.empty_cache()
    res = {"device": torch.cuda.get_device_name(), "torch": torch.__version__, "reps": args.reps,
               "l2_flush_bytes": flush.numel() * 4, "rows": rows, "compile_s": compile_s, "tune_s": tune_s}
    (out / f"{args.name}.json").write_text(json.dumps(res, indent=1))
    md = summary(rows, compile_s, tune_s)
    (out / f"{args.name}.md").write_text(md)
    print(md)
    plot(rows, out / f"{args.name}.png", res["device"])


def _best(rows, shape, dtype):
    ok = [r for r in rows if r["shape"] == shape and r["dtype"] == dtype and not r["peer"]
          and "tflops" in r]
    return max(ok, key=lambda r: r["tflops"]) if ok else None


def summary(rows, compile_s, tune_s=None) -> str:
    shapes = list(dict.fromkeys(tuple(r["shape"]) for r in rows))
    lines = ["| M x N x K | ours bf16 | variant | cuBLAS bf16 | ratio | ours e4m3 | variant | cuBLAS fp8 | ratio |",
             "|---|---|---|---|---|---|---|---|---|"]
    ratios = {"bf16": [], "e4m3": []}
    for s in shapes:
        cells = ["x".join(map(str, s))]
        for dt in ("bf16", "e4m3"):
            peer = next((r for r in rows if tuple(r["shape"]) == s and r["dtype"] == dt and r["peer"]), None)
            best = _best(rows, list(s), dt)
            if best is None or peer is None:
                cells += ["-", "-", f"{peer['tflops']:.0f}" if peer else "-", "-"]
                continue
            ratios[dt].append(best["ratio"])
            cells += [f"{best['tflops']:.0f}", best["variant"], f"{peer['tflops']:.0f}", f"{best['ratio']:.2f}"]
        lines.append("| " + " | ".join(cells) + " |")
    worst = {dt: min(r, default=float("nan")) for dt, r in ratios.items()}
    lines += ["", (f"Geometric mean of the per-shape best ratios: bf16 {geomean(ratios['bf16']):.3f} "
                   f"(worst {worst['bf16']:.2f}), e4m3 {geomean(ratios['e4m3']):.3f} "
                   f"(worst {worst['e4m3']:.2f})."), ""]
    lines += ["| M x N x K | variant | TFLOP/s | ratio to peer | p10-p90 (us) | max rel err |", "|---|---|---|---|---|---|"]
    for r in rows:
        shp = "x".join(map(str, r["shape"]))
        if "error" in r:
            lines.append(f"| {shp} | {r['variant']} | error | | | {r['error'][:90]} |")
        else:
            lines.append(f"| {shp} | {r['variant']} | {r['tflops']:.0f} | {r['ratio']:.3f} | "
                         f"{r['p10_s'] * 1e6:.0f}-{r['p90_s'] * 1e6:.0f} | {r.get('max_rel_err', 0):.2e} |")
    lines += ["", "| config | compile time (s: IR build + tirx-to-ptx + ptxas, cold, in process, imports apart) |", "|---|---|"]
    lines += [f"| {k} | {v:.2f} |" if isinstance(v, float) else f"| {k} | {v} |" for k, v in compile_s.items()]
    if tune_s:
        lines += ["", "| shape:dtype | gemm_tune pick time (s: tune() incl. its compiles, or the heuristic's compile) |",
                  "|---|---|"] + [f"| {k} | {v:.1f} |" for k, v in tune_s.items()]
    return "\n".join(lines) + "\n"


def plot(rows, path, device) -> None:
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print("matplotlib missing: no PNG")
        return
    shapes = list(dict.fromkeys(tuple(r["shape"]) for r in rows))
    series = {"ours bf16 (best)": [], "cuBLAS bf16": [], "ours e4m3 (best)": [], "cuBLAS fp8": []}
    for s in shapes:
        for dt, ours, peer in (("bf16", "ours bf16 (best)", "cuBLAS bf16"), ("e4m3", "ours e4m3 (best)", "cuBLAS fp8")):
            b = _best(rows, list(s), dt)
            p = next((r for r in rows if tuple(r["shape"]) == s and r["dtype"] == dt and r["peer"]), None)
            series[ours].append(b["tflops"] if b else 0)
            series[peer].append(p["tflops"] if p else 0)
    fig, ax = plt.subplots(figsize=(13, 5))
    w = 0.2
    for i, (k, ys) in enumerate(series.items()):
        ax.bar([j + i * w for j in range(len(shapes))], ys, w, label=k)
    ax.set_xticks([j + 1.5 * w for j in range(len(shapes))], ["x".join(map(str, s)) for s in shapes], fontsize=8)
    ax.set_ylabel("TFLOP/s")
    ax.set_title(f"GEMM on {device} (L2 flushed, median)")
    ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=110)


if __name__ == "__main__":
    main()
