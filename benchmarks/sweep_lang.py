"""Which (ROWS, THREADS) each zoo kernel runs fastest at: every config of
`zoo.config(n, kernel, per_thread, threads)` over --per-thread x --threads, timed as
bench_lang.py times (CUDA events, L2 flushed, median), with the device copy of the same bytes.

    python benchmarks/sweep_lang.py [--shapes ...] [--kernels ...] [--per-thread 8,16,32]
        [--threads 128,256,512] [--reps 10] [--precompile 16] [--json out.json]
        [--variants 'PERSIST=True;PERSIST=True,PREFETCH=False'] [--ctas-per-sm 1,2,4]
        [--grids 256,512]

Prints one line per (kernel, shape, config) and the best config per (kernel, shape) last.
Each config's output is checked against the float64 reference on the first shape of each
width (poisoned outputs), so that a fast wrong config cannot win. A variant with PERSIST=True
(zoo.py's persistent normalizations) runs on a grid of min(row tiles, CTAs per SM x SMs):
once per --ctas-per-sm value (0: the CTAs an SM holds at once, from the kernel's registers;
the default), and once per --grids value (that grid exactly: e.g. 256 for 2048 rows gives
every CTA 8 rows, where 3 x 132 = 396 CTAs take 5 or 6).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--shapes", default="8192x8192,16384x8192,4096x4096,2048x8192,65536x128")
    ap.add_argument("--kernels", default="softmax,rmsnorm,layernorm,add_rmsnorm,swiglu,rotary")
    ap.add_argument("--per-thread", default="8,16,32")
    ap.add_argument("--threads", default="128,256,512")
    ap.add_argument("--reps", type=int, default=10)
    ap.add_argument("--precompile", type=int, default=0)
    ap.add_argument("--json", default="")
    ap.add_argument("--variants", default="",
                    help="';'-separated extra compile-time parameter sets, each timed with "
                         "every config besides the default, e.g. 'EARLY=True'")
    ap.add_argument("--configs", default="",
                    help="','-separated ROWSxTHREADS configs timed besides zoo.config's, for every "
                         "shape and variant (e.g. '1x512,1x1024': past a kernel's MAX_THREADS_OF)")
    ap.add_argument("--ctas-per-sm", default="0",
                    help="','-separated CTAs per SM of a PERSIST variant's grid, each timed "
                         "(0: as many as fit on an SM, zoo.launch's default)")
    ap.add_argument("--grids", default="",
                    help="','-separated grids a PERSIST variant is also timed on, each exactly")
    ap.add_argument("--precompile-only", action="store_true",
                    help="compile the sweep's configs and test/gpu/test_lang_zoo.py's, then stop")
    args = ap.parse_args(argv)
    from bench_lang import parse_params, parse_shapes

    from tirx_mlir.lang import zoo

    shapes = parse_shapes(args.shapes)
    kernels = args.kernels.split(",")
    pts = [int(x) for x in args.per_thread.split(",")]
    ths = [int(x) for x in args.threads.split(",")]

    def parse_variant(text):
        return tuple(parse_params(text).items())

    per_sms = [int(x) for x in args.ctas_per_sm.split(",") if x]
    # (CTAs per SM, forced grid or 0) of each timing of a PERSIST variant
    launches = [(p, 0) for p in per_sms] + [(0, int(g)) for g in args.grids.split(",") if g]

    variants = [()] + [parse_variant(v) for v in args.variants.split(";") if v]

    def configs(name, n):
        import inspect

        have = set(inspect.signature(zoo.KERNELS[name].fn).parameters)
        extra = [tuple(int(x) for x in c.split("x")) for c in args.configs.split(",") if c]
        fits = [(r, t) for r, t in extra if (n // 2 if name == "rotary" else n) >= t // r]
        return sorted({(*zoo.config(n, name, p, t), v) for p in pts for t in ths for v in variants
                       if all(k in have for k, _ in v)}
                      | {(r, t, v) for r, t in fits for v in variants if all(k in have for k, _ in v)})

    if args.precompile:
        jobs = [(k, n, r, t, v) for k in kernels for n in {n for _, n in shapes} for r, t, v in configs(k, n)]
        if args.precompile_only:
            from bench_lang import test_jobs

            jobs += test_jobs()
        t0 = time.time()
        for e in zoo.precompile(jobs, args.precompile):
            print("compile FAILED:", e, flush=True)
        print(f"compiled {len(jobs)} jobs in {time.time() - t0:.0f} s", flush=True)
        if args.precompile_only:
            return 0
    import torch
    from bench_simt import Timer

    from tirx_mlir.lang import zoo_check, zoo_rows

    timer = Timer(torch, args.reps, warmup=2)
    gen = torch.Generator(device="cuda").manual_seed(1)
    rows, checked = [], set()
    for name in kernels:
        for m, n in shapes:
            ins = zoo_check.inputs(torch, name, m, n, gen)
            nbytes = zoo_check.bytes_moved(name, m, n)
            src = torch.empty(nbytes // 4, dtype=torch.bfloat16, device="cuda")
            dst = torch.empty_like(src)
            # the copy's best of three medians: the ceiling is not lowered by a slow moment
            copy_ms = min(timer.median_ms(lambda dst=dst, src=src: dst.copy_(src))[0] for _ in range(3))
            del src, dst
            ref = None
            for r, t, v in configs(name, n):
                k, r, t = zoo.compiled(name, n, r, t, **dict(v))
                for per_sm, forced in (launches if zoo_rows.is_persistent(dict(v)) else [(0, 0)]):
                    outs = zoo_check.poisoned_outputs(torch, name, ins)
                    launch, grid = zoo.launch(k, r, t, ins, outs, dict(v), per_sm or None)
                    grid = forced or grid
                    ok = None
                    key = (name, n, r, t, v, per_sm, forced)
                    if key not in checked:
                        if ref is None:
                            ref = zoo_check.reference(torch, name, ins)
                        k(*launch, grid=grid, block=t)
                        torch.cuda.synchronize()
                        ok = not zoo_check.check(torch, name, outs, ref)
                        checked.add(key)
                    prep = k.prepare(*launch, grid=grid, block=t,
                                     stream=torch.cuda.current_stream().cuda_stream)
                    ms, _ = timer.median_ms(prep.launch)
                    row = {"kernel": name, "M": m, "N": n, "ROWS": r, "THREADS": t, "params": dict(v),
                           "grid": grid, "ms": ms, "copy_ms": copy_ms, "of_copy": copy_ms / ms, "correct": ok}
                    rows.append(row)
                    print(f"{name} {m}x{n} ROWS={r} THREADS={t} {dict(v) or ''} grid={grid}: {ms:.4f} ms, "
                          f"{copy_ms / ms:.2f} of copy{'' if ok is None else ' correct' if ok else ' WRONG'}",
                          flush=True)
            del ins, ref
            torch.cuda.empty_cache()
    print("\nbest per kernel and shape:")
    for name in kernels:
        for m, n in shapes:
            cand = [r for r in rows if r["kernel"] == name and (r["M"], r["N"]) == (m, n)
                    and r["correct"] is not False]
            if cand:
                b = min(cand, key=lambda r: r["ms"])
                print(f"  {name:12s} {m}x{n}: ROWS={b['ROWS']} THREADS={b['THREADS']} {b['params'] or ''} grid={b['grid']} "
                      f"{b['ms']:.4f} ms {b['of_copy']:.2f} of copy")
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
