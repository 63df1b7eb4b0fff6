"""A probe (not a benchmark of a shipped kernel): how much of LayerNorm's time at 2048 x 8192
is its affine part (w and b read per row tile and converted, `HOLD=False`). Times, in one
process and interleaved, the persistent LayerNorm of the zoo and two cut-down copies of it
that are wrong on purpose: AFFINE="w" (y = (x − mean)·rstd·w, b never read) and
AFFINE="none" (y = (x − mean)·rstd, neither read), with RMSNorm and the device copy of the
same bytes. If "none" is no faster than the full kernel, w and b are not LayerNorm's gap to
RMSNorm, and holding them as f32 in shared memory would not close it.

    python benchmarks/probe_ln_affine.py [--shapes 2048x8192,4096x4096] [--reps 20] [--rounds 3]
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

import tirx_mlir.lang as tx  # noqa: E402
from tirx_mlir.lang import zoo, zoo_rows  # noqa: E402

M = zoo.M
C = zoo.C


@tx.macro
def _probe_rows(t, xs, w, y, r0, N: int, EPS: float, AFFINE: str):
    mean = tx.scale(tx.sum(xs), 1.0 / N)
    d = xs - mean
    rstd = tx.rsqrt(tx.scale(tx.sum(d * d), 1.0 / N) + EPS)
    out = d * rstd
    if AFFINE == "w":
        out = out * tx.cast(tx.load(w[0:t.cols], t), tx.f32)
    tx.copy(y[r0:r0 + t.rows, 0:t.cols], tx.cast(out, tx.bf16))


@tx.kernel(threads="THREADS", min_ctas="CTAS")
def layernorm_probe(x: tx.Tensor[M, C, tx.bf16], w: tx.Tensor[C, tx.bf16],
                    b: tx.Tensor[C, tx.bf16], y: tx.Tensor[M, C, tx.bf16], m: tx.index, *,
                    N: zoo.WIDTH, THREADS: zoo.BLOCKS = 256, CTAS: int = 0, COLS: int = 0,
                    EPS: float = 1e-5, AFFINE: tx.Const(str, choices=("none", "w")) = "none"):
    """zoo.layernorm (PERSIST, HOLD=False, two passes) with its affine part cut (see above)."""
    t = tx.row_tile(1, N, threads=THREADS)
    zoo_rows.persistent_rows(t, m, (x,), True, lambda r, xb, _: _probe_rows(
        t, tx.cast(xb, tx.f32), w, y, r, N, EPS, AFFINE))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--shapes", default="2048x8192,4096x4096")
    ap.add_argument("--reps", type=int, default=20)
    ap.add_argument("--rounds", type=int, default=3)
    a = ap.parse_args(argv)
    import torch
    from bench_simt import Timer

    timer = Timer(torch, a.reps, warmup=2)
    sms = torch.cuda.get_device_properties(0).multi_processor_count
    for shape in a.shapes.split(","):
        m, n = map(int, shape.split("x"))
        x = torch.randn(m, n, device="cuda", dtype=torch.bfloat16)
        w = torch.randn(n, device="cuda", dtype=torch.bfloat16)
        b = torch.randn(n, device="cuda", dtype=torch.bfloat16)
        y = torch.empty_like(x)
        src = torch.empty(2 * m * n, dtype=torch.bfloat16, device="cuda")
        dst = torch.empty_like(src)
        fns = {"copy": lambda: dst.copy_(src)}
        ln, _, _ = zoo.compiled("layernorm", n, 1, 256, PERSIST=True, HOLD=False)
        launch, grid = zoo.launch(ln, 1, 256, (x, w, b), (y,), {"PERSIST": True, "HOLD": False}, 3)
        fns["layernorm (HOLD=False)"] = ln.prepare(*launch, grid=grid, block=256).launch
        rms, _, _ = zoo.compiled("rmsnorm", n, 1, 512, PERSIST=True)
        rl, rg = zoo.launch(rms, 1, 512, (x, w), (y,), {"PERSIST": True}, 2)
        fns["rmsnorm (1x512)"] = rms.prepare(*rl, grid=rg, block=512).launch
        for aff in ("w", "none"):
            k = getattr(layernorm_probe.compile(N=n, THREADS=256, COLS=n, AFFINE=aff), "layernorm_probe")
            fns[f"probe AFFINE={aff}"] = k.prepare(x, w, b, y, m, grid=min(m, 3 * sms), block=256).launch
        ts = {k: [] for k in fns}
        for _ in range(a.rounds):
            for k, fn in fns.items():
                ts[k].append(timer.median_ms(fn)[0])
        copy = min(ts["copy"])
        print(f"{m}x{n} (medians of {a.reps}, best of {a.rounds} rounds; copy {copy:.4f} ms)")
        for k, v in ts.items():
            print(f"  {k:24s} {min(v):.4f} ms  (rounds {', '.join(f'{t:.4f}' for t in v)})  "
                  f"{copy / min(v):.2f} of copy")
    return 0


if __name__ == "__main__":
    sys.exit(main())
