"""Softmax and RMSNorm (bf16, one row per CTA) against PyTorch eager and torch.compile,
with a device-to-device copy of the same bytes as the bandwidth ceiling, all in one run.

    python benchmarks/bench_simt.py --out benchmarks/results/h200 [--reps 30] [--shapes 8192x8192,...]

Timing: CUDA events around one launch, after a 256 MiB L2-flushing write (so no input is
served from L2, and the GPU stays busy while the host queues the next launch); warm-up
launches first (they also trigger torch.compile); the median of `--reps` (>= 20) launches.
Bytes = the fewest a kernel must move: every input read once plus every output written
once. Before timing, our output is checked against a float64 reference on fresh random
inputs, poisoned with NaN first.

Writes bench_simt.json, bench_simt.md and (when matplotlib is present) bench_simt.png into
--out, and prints the markdown table last.
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def parse_shapes(text: str) -> list[tuple[int, int]]:
    out = []
    for part in filter(None, text.split(",")):
        r, _, c = part.lower().partition("x")
        out.append((int(r), int(c)))
    return out


class Timer:
    def __init__(self, torch, reps: int, warmup: int):
        self.torch = torch
        self.reps = reps
        self.warmup = warmup
        self.flush = torch.empty(256 * 1024 * 1024 // 4, dtype=torch.int32, device="cuda")

    def median_ms(self, fn) -> tuple[float, list[float]]:
        torch = self.torch
        for _ in range(self.warmup):
            fn()
        torch.cuda.synchronize()
        times = []
        for _ in range(self.reps):
            self.flush.zero_()
            start = torch.cuda.Event(enable_timing=True)
            end = torch.cuda.Event(enable_timing=True)
            start.record()
            fn()
            end.record()
            end.synchronize()
            times.append(start.elapsed_time(end))
        return statistics.median(times), times


def compare_on_gpu(torch, out, ref, tol):
    """simt_recipes.compare's check, computed in float64 on the GPU (the tensors are large)."""
    from tirx_mlir.kernels.simt_recipes import Comparison

    out = out.double()
    nan = ~torch.isfinite(out)
    err = torch.where(nan, torch.zeros_like(out), (out - ref).abs())
    ratio = torch.where(nan, torch.full_like(out, float("inf")), err / (tol.atol + tol.rtol * ref.abs()))
    refn = float(torch.linalg.vector_norm(ref)) or 1.0
    return Comparison("y", float(err.max()), float(ratio.max()), float(torch.linalg.vector_norm(err)) / refn,
                      int(nan.sum()), int((ratio > 1).sum()), out.numel())


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", required=True, help="output folder for JSON, markdown and PNG")
    ap.add_argument("--reps", type=int, default=30)
    ap.add_argument("--warmup", type=int, default=5)
    ap.add_argument("--shapes", default="8192x8192,4096x4096,16384x8192")
    ap.add_argument("--kernels", default="softmax,rmsnorm")
    ap.add_argument("--no-compile-peer", action="store_true", help="skip torch.compile (it compiles for a while)")
    args = ap.parse_args(argv)
    if args.reps < 20:
        print("error: --reps must be at least 20", file=sys.stderr)
        return 2

    import numpy as np
    import torch
    import torch.nn.functional as F

    from tirx_mlir.kernels.simt_recipes import BF16_TOL, RECIPES, RMSNORM_EPS, RecipeError
    from tirx_mlir.runtime import TirxRuntimeError, compile, gpu_status

    ok, gpu = gpu_status()
    if not ok or not torch.cuda.is_available():
        print(f"error: no usable GPU ({gpu})", file=sys.stderr)
        return 2
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    timer = Timer(torch, args.reps, args.warmup)
    stream = torch.cuda.current_stream().cuda_stream

    def torch_softmax(x):
        return torch.softmax(x, dim=-1)

    def torch_rmsnorm(x, w):
        return F.rms_norm(x, (x.shape[-1],), w, RMSNORM_EPS)

    peers = {"softmax": torch_softmax, "rmsnorm": torch_rmsnorm}
    rows_out = []
    for name in args.kernels.split(","):
        recipe = RECIPES[name]
        t0 = time.perf_counter()
        try:
            mod = compile((ROOT / recipe.example).read_text())
        except TirxRuntimeError as exc:
            print(f"error: compiling {name}: {exc}", file=sys.stderr)
            return 2
        kernel = mod.kernels[name]
        compile_s = time.perf_counter() - t0
        compiled_peer = None if args.no_compile_peer else torch.compile(peers[name], dynamic=False)
        for rows, cols in parse_shapes(args.shapes):
            shape = {"rows": rows, "cols": cols}
            try:
                recipe.check_shape(shape)
            except RecipeError as exc:
                print(f"skip {name} {rows}x{cols}: {exc}")
                continue
            gen = torch.Generator(device="cuda").manual_seed(int(np.random.SeedSequence().entropy % 2**63))
            x = torch.randn(rows, cols, device="cuda", dtype=torch.float32, generator=gen)
            if name == "softmax":
                x = (3 * x).to(torch.bfloat16)
                inputs = (x,)
                x64 = x.double()
                ref = torch.softmax(x64, dim=-1)
            else:
                x = x.to(torch.bfloat16)
                w = (1 + 0.5 * torch.randn(cols, device="cuda", generator=gen)).to(torch.bfloat16)
                inputs = (x, w)
                x64, w64 = x.double(), w.double()
                ref = x64 / torch.sqrt((x64 * x64).mean(dim=1, keepdim=True) + float(np.float32(RMSNORM_EPS))) * w64
            y = torch.full_like(x, float("nan"))
            kargs = (x, y) if name == "softmax" else (x, w, y, float(np.float32(RMSNORM_EPS)))
            try:
                launch = kernel.prepare(*kargs, grid=rows, block=cols // 16, stream=stream)
            except TirxRuntimeError as exc:
                print(f"error: {name} {rows}x{cols}: {exc}", file=sys.stderr)
                return 2
            launch.launch()
            torch.cuda.synchronize()
            cmp = compare_on_gpu(torch, y, ref, BF16_TOL)
            print(f"{name} {rows}x{cols}: {cmp.line()}")
            del x64, ref
            nbytes = recipe.bytes_moved(shape)
            results, spread = {}, {}

            def q(ts):  # 10th and 90th percentiles of the reps, to judge noise
                ts = sorted(ts)
                return [ts[len(ts) // 10], ts[(9 * len(ts)) // 10]]

            results["ours"], t = timer.median_ms(launch.launch)
            spread["ours"] = q(t)
            results["torch eager"], t = timer.median_ms(lambda: peers[name](*inputs))
            spread["torch eager"] = q(t)
            if compiled_peer is not None:
                results["torch.compile"], t = timer.median_ms(lambda: compiled_peer(*inputs))
                spread["torch.compile"] = q(t)
            src = x
            dst = torch.empty_like(x)
            copy_bytes = 2 * src.numel() * src.element_size()
            copy_ms, t = timer.median_ms(lambda: dst.copy_(src))
            spread["copy"] = q(t)
            row = {
                "kernel": name, "rows": rows, "cols": cols, "dtype": "bfloat16", "bytes": nbytes,
                "correct": cmp.passed, "max_abs_err": cmp.max_abs, "norm_rel_err": cmp.norm_rel,
                "ms": results, "GBps": {k: nbytes / (v * 1e-3) / 1e9 for k, v in results.items()},
                "p10_p90_ms": spread, "copy_ms": copy_ms, "copy_GBps": copy_bytes / (copy_ms * 1e-3) / 1e9,
                "compile_s": compile_s, "image": mod.image_kind,
            }
            ours = row["GBps"]["ours"]
            row["ratio"] = {k: ours / v for k, v in row["GBps"].items() if k != "ours"}
            row["ratio"]["copy"] = ours / row["copy_GBps"]
            rows_out.append(row)
            print(f"  ours {ours:.0f} GB/s; " + "; ".join(f"{k} {v:.0f} GB/s" for k, v in row["GBps"].items() if k != "ours")
                  + f"; copy {row['copy_GBps']:.0f} GB/s", flush=True)
            del x, y, dst, inputs
            torch.cuda.empty_cache()

    env = {
        "gpu": torch.cuda.get_device_name(), "driver": gpu, "torch": torch.__version__,
        "python": platform.python_version(), "reps": args.reps, "warmup": args.warmup,
        "timing": "CUDA events around one launch after a 256 MiB L2 flush; median",
    }
    (out / "bench_simt.json").write_text(json.dumps({"env": env, "results": rows_out}, indent=1))
    peers_cols = ["torch eager"] + ([] if args.no_compile_peer else ["torch.compile"])
    head = ("| kernel | shape | ours GB/s | " + " | ".join(f"{p} GB/s" for p in peers_cols)
            + " | copy GB/s | " + " | ".join(f"ours/{p}" for p in peers_cols) + " | ours/copy | correct |")
    lines = [f"GPU: {env['gpu']}; {env['driver']}; torch {env['torch']}; {env['timing']} of {args.reps}.", "",
             head, "|" + "---|" * (head.count("|") - 1)]
    for r in rows_out:
        lines.append(
            f"| {r['kernel']} | {r['rows']}x{r['cols']} bf16 | {r['GBps']['ours']:.0f} | "
            + " | ".join(f"{r['GBps'][p]:.0f}" for p in peers_cols)
            + f" | {r['copy_GBps']:.0f} | " + " | ".join(f"{r['ratio'][p]:.2f}" for p in peers_cols)
            + f" | {r['ratio']['copy']:.2f} | {'yes' if r['correct'] else 'NO'} |")
    md = "\n".join(lines) + "\n"
    (out / "bench_simt.md").write_text(md)
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt

        labels = [f"{r['kernel']}\n{r['rows']}x{r['cols']}" for r in rows_out]
        series = ["ours"] + peers_cols
        fig, ax = plt.subplots(figsize=(max(7, 1.8 * len(labels) + 2), 4))
        width = 0.8 / (len(series) + 1)
        for i, s in enumerate(series):
            ax.bar([j + i * width for j in range(len(labels))], [r["GBps"][s] for r in rows_out], width, label=s)
        ax.bar([j + len(series) * width for j in range(len(labels))], [r["copy_GBps"] for r in rows_out], width,
               label="device copy", color="grey")
        ax.set_xticks([j + width * len(series) / 2 for j in range(len(labels))], labels)
        ax.set_ylabel("GB/s (read + write)")
        ax.set_title(f"bf16 row kernels on {env['gpu']}")
        ax.legend(loc="upper left", bbox_to_anchor=(1.0, 1.0))
        fig.tight_layout()
        fig.savefig(out / "bench_simt.png", dpi=120)
    except ImportError:
        pass
    print(md)
    return 0 if all(r["correct"] for r in rows_out) else 1


if __name__ == "__main__":
    sys.exit(main())
