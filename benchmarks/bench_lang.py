"""The front end's memory-bound zoo (tirx_mlir/lang/zoo.py) against eager PyTorch and
torch.compile, with a device copy of the same bytes as the bandwidth ceiling, in one run.

    python benchmarks/bench_lang.py --out benchmarks/results/<name> [--reps 20]
        [--shapes 8192x8192,...] [--kernels softmax,...] [--deadline 300] [--precompile N]

Shapes are M x N with N the kernel's row width (SwiGLU reads M x 2N). Timing, as
bench_simt.py: CUDA events around one launch after a 256 MiB L2-flushing write, warm-up
first, the median of --reps; ours launches through `Kernel.prepare(...).launch()` (the
arguments bound and checked once, the driver call per launch). Bytes = every input read once + every output written once
(zoo_check.bytes_moved); the copy moves the same number of bytes (read + write). Before
timing, our outputs (NaN-poisoned) are checked against float64 references on fresh inputs.
torch.compile compiles the eager function once per kernel with dynamic shapes.
`--deadline` (seconds): no new measurement starts after it (what was measured is written).
Each kernel runs as `zoo.run` runs it by default (`zoo.choice`: the measured picks, e.g.
RMSNorm's persistent form at 4096 and 8192 columns, else `zoo.config`'s ROWS x THREADS).
`--params 'PERSIST=True'`: compile-time parameters for the kernels that take them instead (the
others run as they are); with PERSIST, `--ctas-per-sm N` sets the grid (min(row tiles, N x SMs);
0: as many CTAs as fit on an SM).
`--precompile N`: compile every zoo kernel this run needs (and test/gpu/test_lang_zoo.py's)
on N processes first, into the runtime's cache. `--warm-peer`: meanwhile compile the
torch.compile peers in one spawned process per kernel (the inductor's disk cache), so that
their compile time (about 10 s each) overlaps ours; the timing starts after both.

Writes bench_lang.json, bench_lang.md and bench_lang.png into --out; prints the table last.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

SHAPES = "8192x8192,16384x8192,4096x4096,2048x8192,65536x128"
START = time.time()


#: Alternating rounds of (ours, copy) medians per row; each keeps its fastest.
ROUNDS = 3


def parse_shapes(text: str) -> list[tuple[int, int]]:
    from bench_simt import parse_shapes as parse

    return parse(text)


def precompile(kernels, widths, procs: int, params: dict | None = None) -> list[str]:
    """zoo.precompile of every (kernel, width) this run and test/gpu/test_lang_zoo.py need."""
    from tirx_mlir.lang import zoo

    jobs = []
    for k in kernels:
        for n in widths:
            if params_of(k, params):
                jobs.append((k, n, None, None, tuple(sorted(params_of(k, params).items()))))
            else:  # zoo.choice's config (with its parameters, if any)
                for m in (None, 1):  # the pick for many rows, and for few (zoo.FEW_ROWS_CHOICES)
                    r, t, p, _ = zoo.choice(k, n, m)
                    jobs.append((k, n, r, t, tuple(sorted(p.items()))) if p else (k, n, None))
    return zoo.precompile(jobs + test_jobs(), procs)


def parse_params(text: str) -> dict:
    """'A=True,B=3,C=x' -> {A: True, B: 3, C: 'x'}."""
    out = {}
    for item in (x for x in text.split(",") if x):
        k, v = item.split("=")
        out[k] = v == "True" if v in ("True", "False") else int(v) if v.lstrip("-").isdigit() else v
    return out


def params_of(name: str, params: dict | None) -> dict:
    """The compile-time parameters of `params` that zoo kernel `name` takes."""
    import inspect

    from tirx_mlir.lang import zoo

    have = set(inspect.signature(zoo.KERNELS[name].fn).parameters)
    return {k: v for k, v in (params or {}).items() if k in have}


def test_jobs() -> list:
    """The (kernel, width, rows[, threads]) compile jobs of test/gpu/test_lang_zoo.py."""
    try:
        sys.path.insert(0, str(ROOT / "test" / "gpu"))
        import test_lang_zoo
    except ImportError:
        return []
    return test_lang_zoo.compile_jobs()


def warm_peer(name: str, shapes) -> str:
    """torch.compile of kernel `name` (dynamic shapes) called once per shape in the
    benchmark's order, in a spawned process: it fills the inductor's on-disk caches (FX
    graphs, Triton kernels), so that the timing process's own torch.compile hits them."""
    import torch

    from tirx_mlir.lang import zoo_check

    t = time.time()
    peer = torch.compile(zoo_check.eager(name), dynamic=True)
    gen = torch.Generator(device="cuda").manual_seed(0)
    for m, n in shapes:
        ins = zoo_check.inputs(torch, name, m, n, gen)
        peer(*ins)
        del ins
    torch.cuda.synchronize()
    return f"{name} {time.time() - t:.0f} s"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--reps", type=int, default=20)
    ap.add_argument("--shapes", default=SHAPES)
    ap.add_argument("--kernels", default="softmax,rmsnorm,layernorm,add_rmsnorm,swiglu,rotary")
    ap.add_argument("--deadline", type=float, default=1e9)
    ap.add_argument("--precompile", type=int, default=0)
    ap.add_argument("--no-compile-peer", action="store_true")
    ap.add_argument("--precompile-only", action="store_true")
    ap.add_argument("--params", default="",
                    help="','-separated compile-time parameters for the kernels that take them, "
                         "e.g. 'PERSIST=True'")
    ap.add_argument("--ctas-per-sm", type=int, default=0,
                    help="a PERSIST kernel's CTAs per SM (0: as many as fit)")
    ap.add_argument("--warm-peer", action="store_true",
                    help="compile the torch.compile peers in spawned processes (one per kernel) "
                         "while ours compile, into the inductor's disk cache, before timing")
    args = ap.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    shapes = parse_shapes(args.shapes)
    kernels = args.kernels.split(",")
    warming = None
    if args.warm_peer and not args.no_compile_peer and not args.precompile_only:
        import multiprocessing
        from concurrent.futures import ProcessPoolExecutor

        pool = ProcessPoolExecutor(len(kernels), mp_context=multiprocessing.get_context("spawn"))
        warming = (pool, [pool.submit(warm_peer, k, shapes) for k in kernels])
    params = parse_params(args.params)
    if args.precompile:
        for err in precompile(kernels, sorted({n for _, n in shapes}), args.precompile, params):
            print(f"compile FAILED: {err}", flush=True)
        print(f"precompile done at {time.time() - START:.0f} s", flush=True)
        if args.precompile_only:
            return 0
    if warming is not None:  # before any timing: the GPU is ours alone from here
        pool, futs = warming
        for f in futs:
            try:
                print(f"torch.compile warmed: {f.result()}", flush=True)
            except Exception as e:  # noqa: BLE001 - the timing process compiles it itself
                print(f"torch.compile warm-up FAILED: {type(e).__name__}: {str(e)[:200]}", flush=True)
        pool.shutdown()
        print(f"warm-up done at {time.time() - START:.0f} s", flush=True)

    import torch
    from bench_simt import Timer

    from tirx_mlir.lang import zoo_check

    timer = Timer(torch, args.reps, warmup=3)
    if warming is not None:  # let the warm-up processes' contexts go, the clocks settle
        time.sleep(2)
        for _ in range(50):
            timer.flush.zero_()
        torch.cuda.synchronize()
    gen = torch.Generator(device="cuda").manual_seed(0)
    rows = []
    # Pass 1: every kernel and shape: correctness, ours, eager, the copy.
    for name in kernels:
        for m, n in shapes:
            if time.time() - START > args.deadline:
                print(f"deadline: skipping {name} {m}x{n}", flush=True)
                continue
            try:
                rows.append(measure(torch, timer, gen, name, m, n, params_of(name, params),
                                    args.ctas_per_sm or None))
                torch.cuda.empty_cache()
            except Exception as e:  # noqa: BLE001 - a failed kernel is reported, the rest run
                print(f"{name} {m}x{n}: FAILED {type(e).__name__}: {str(e)[:400]}", flush=True)
                rows.append({"kernel": name, "M": m, "N": n, "correct": False, "error": str(e)[:400],
                             "bytes": 0, "ours_ms": float("nan"), "eager_ms": float("nan"),
                             "copy_ms": float("nan"), "ours_GBps": 0, "vs_eager": 0, "of_copy": 0,
                             "ROWS": 0})
    # Pass 2, as time allows: torch.compile (dynamic shapes, one compile per kernel).
    if not args.no_compile_peer:
        for name in kernels:
            if time.time() - START > args.deadline:
                break
            print(f"torch.compile {name} from {time.time() - START:.0f} s", flush=True)
            peer = torch.compile(zoo_check.eager(name), dynamic=True)
            for row in [r for r in rows if r["kernel"] == name and "error" not in r]:
                if time.time() - START > args.deadline:
                    print(f"deadline: no torch.compile for {name} {row['M']}x{row['N']}", flush=True)
                    continue
                ins = zoo_check.inputs(torch, name, row["M"], row["N"], gen)
                try:
                    row["compile_ms"], _ = timer.median_ms(lambda peer=peer, ins=ins: peer(*ins))
                    row["vs_compile"] = row["compile_ms"] / row["ours_ms"]
                    print(f"{name} {row['M']}x{row['N']}: torch.compile {row['compile_ms']:.3f} ms "
                          f"(ours {row['vs_compile']:.2f}x)", flush=True)
                except Exception as e:  # noqa: BLE001 - recorded, the row stays
                    row["compile_error"] = str(e)[:300]
                del ins
    meta = {"gpu": torch.cuda.get_device_name(), "torch": torch.__version__,
            "python": platform.python_version(), "reps": args.reps,
            "timing": "median of CUDA-event times after a 256 MiB L2 flush",
            "ours_launch": "Kernel.prepare(...).launch() (arguments bound once)"}
    (out / "bench_lang.json").write_text(json.dumps({"meta": meta, "rows": rows}, indent=1))
    table = markdown(rows, meta)
    (out / "bench_lang.md").write_text(table)
    plot(rows, out / "bench_lang.png")
    print(table)
    return 0 if all(r["correct"] for r in rows) else 1


def measure(torch, timer, gen, name: str, m: int, n: int, params: dict | None = None,
            ctas_per_sm: int | None = None) -> dict:
    from tirx_mlir.lang import zoo, zoo_check

    rows = threads = None
    if not params:  # zoo.run's default: zoo.choice
        rows, threads, params, chosen_ctas = zoo.choice(name, n, m)
        ctas_per_sm = ctas_per_sm or chosen_ctas
    params = params or {}
    row = {"kernel": name, "M": m, "N": n, "bytes": zoo_check.bytes_moved(name, m, n), "params": params}
    ins = zoo_check.inputs(torch, name, m, n, gen)
    outs = zoo_check.poisoned_outputs(torch, name, ins)
    zoo.run(name, *ins, outs=outs, rows=rows, threads=threads, ctas_per_sm=ctas_per_sm, **params)
    torch.cuda.synchronize()
    probs = zoo_check.check(torch, name, outs, zoo_check.reference(torch, name, ins))
    row["correct"], row["problems"] = not probs, probs
    k, r, threads = zoo.compiled(name, n, rows, threads, **params)
    row["ROWS"], row["THREADS"] = r, threads
    launch, grid = zoo.launch(k, r, threads, ins, outs, params, ctas_per_sm)
    row["grid"] = grid
    eager = zoo_check.eager(name)
    # Validated and marshalled once (Kernel.prepare), then only the driver call per launch:
    # a plain call binds and checks every argument (~0.1 ms of host time, more than a 67 MB
    # kernel runs), which the L2 flush before it no longer hides.
    prep = k.prepare(*launch, grid=grid, block=threads,
                     stream=torch.cuda.current_stream().cuda_stream)
    row["eager_ms"], _ = timer.median_ms(lambda: eager(*ins))
    src = torch.empty(row["bytes"] // 4, dtype=torch.bfloat16, device="cuda")
    dst = torch.empty_like(src)
    # ours and the copy alternate, ROUNDS medians each, and each keeps its best: a slow
    # moment of the machine (clocks, another tenant) then lowers neither the ceiling nor us
    ours, copy = [], []
    for _ in range(ROUNDS):
        ours.append(timer.median_ms(prep.launch)[0])
        copy.append(timer.median_ms(lambda: dst.copy_(src))[0])
    row["ours_ms"], row["copy_ms"] = min(ours), min(copy)
    gbs = row["bytes"] / 1e9
    row["ours_GBps"] = gbs / (row["ours_ms"] * 1e-3)
    row["copy_GBps"] = gbs / (row["copy_ms"] * 1e-3)
    row["vs_eager"] = row["eager_ms"] / row["ours_ms"]
    row["of_copy"] = row["copy_ms"] / row["ours_ms"]
    print(f"{name} {m}x{n}: ours {row['ours_ms']:.3f} ms ({row['ours_GBps']:.0f} GB/s, "
          f"{row['of_copy']:.2f} of copy), eager {row['eager_ms']:.3f} ms, copy {row['copy_ms']:.3f} ms; "
          f"correct {row['correct']}" + ("" if row["correct"] else f" {probs[0]}"), flush=True)
    return row


def markdown(rows, meta) -> str:
    head = (f"Zoo kernels of the front end, bf16, {meta['gpu']}, torch {meta['torch']}; "
            f"{meta['timing']}.\n\n"
            "| kernel | M x N | ROWS x THREADS | MB moved | ours ms | GB/s | eager ms | compile ms | "
            "ours/eager | ours/compile | of copy | correct |\n|---|---|---|---|---|---|---|---|---|---|---|---|\n")
    lines = []
    for r in rows:
        comp = f"{r['compile_ms']:.3f}" if "compile_ms" in r else "—"
        vc = f"{r['vs_compile']:.2f}x" if r.get("vs_compile") else "—"
        extra = "".join(f", {k}" if v is True else f", {k}={v}" for k, v in (r.get("params") or {}).items())
        extra += f", grid {r['grid']}" if extra and "grid" in r else ""
        lines.append(f"| {r['kernel']} | {r['M']}x{r['N']} | {r['ROWS']}x{r.get('THREADS', 128)}{extra} | "
                     f"{r['bytes'] / 1e6:.0f} | "
                     f"{r['ours_ms']:.3f} | {r['ours_GBps']:.0f} | {r['eager_ms']:.3f} | {comp} | "
                     f"{r['vs_eager']:.2f}x | {vc} | {r['of_copy']:.2f} | {'yes' if r['correct'] else 'NO'} |")
    return head + "\n".join(lines) + "\n"


def plot(rows, path: Path) -> None:
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return
    if not rows:
        return
    fig, ax = plt.subplots(figsize=(12, 4.5))
    labels = [f"{r['kernel']}\n{r['M']}x{r['N']}" for r in rows]
    xs = range(len(rows))
    w = 0.2
    for i, (key, lab) in enumerate((("ours_ms", "ours"), ("eager_ms", "eager"),
                                    ("compile_ms", "torch.compile"), ("copy_ms", "copy"))):
        vals = [r["bytes"] / 1e9 / (r[key] * 1e-3) if key in r else 0 for r in rows]
        ax.bar([x + (i - 1.5) * w for x in xs], vals, w, label=lab)
    ax.set_xticks(list(xs))
    ax.set_xticklabels(labels, fontsize=6, rotation=90)
    ax.set_ylabel("GB/s (bytes moved / time)")
    ax.legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(path, dpi=130)


if __name__ == "__main__":
    os.environ.setdefault("PYTHONUNBUFFERED", "1")
    sys.exit(main())
