"""Host time per launch: our kernels against a Triton kernel launch and a comparable torch op,
same process, same tensors (issue: launch overhead at most Triton's).

    python benchmarks/bench_launch.py --out DIR      # on a GPU machine

Each row launches a small element-wise kernel (n = 4096 f32, so the GPU side is negligible)
LAUNCHES times back to back with no synchronization inside the loop, and reports the median
over REPEATS of (host time of the loop) / LAUNCHES, in microseconds. Rows:

* tirx prepared: `Kernel.prepare(...)` once, then `PreparedLaunch.launch()` (only the driver call);
* tirx call: `kernel(a, b, c, grid=..., block=..., stream=...)` (binds and checks every argument);
* tirx torch op: `torch.ops.tirx.softmax(x)` (custom-op dispatch, allocation, launch);
* triton: a Triton add kernel, `add_kernel[grid](a, b, c, n, BLOCK=1024)`;
* torch.add: `torch.add(a, b, out=c)`.

Writes launch.json, launch.md and launch.png under --out.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LAUNCHES = 2000
REPEATS = 9


def per_launch_us(fn, sync) -> float:
    for _ in range(50):
        fn()
    sync()
    samples = []
    for _ in range(REPEATS):
        t0 = time.perf_counter()
        for _ in range(LAUNCHES):
            fn()
        t1 = time.perf_counter()
        sync()
        samples.append((t1 - t0) / LAUNCHES * 1e6)
    return statistics.median(samples)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)

    import torch

    from tirx_mlir.runtime import compile

    n = 4096
    a = torch.randn(n, device="cuda")
    b = torch.randn(n, device="cuda")
    c = torch.full((n,), float("nan"), device="cuda")
    stream = torch.cuda.current_stream().cuda_stream
    kernel = compile((ROOT / "examples" / "vector_add.mlir").read_text())["vector_add"]
    prepared = kernel.prepare(a, b, c, grid=n // 256, block=256, stream=stream)
    prepared.launch()
    torch.cuda.synchronize()
    assert torch.equal(c, a + b), "vector_add gave a wrong result"
    sync = torch.cuda.synchronize
    rows = {
        "tirx prepared (PreparedLaunch.launch)": per_launch_us(prepared.launch, sync),
        "tirx call (bind + check + launch)": per_launch_us(
            lambda: kernel(a, b, c, grid=n // 256, block=256, stream=stream), sync),
    }
    try:
        import tirx_mlir.frameworks.torch_ops  # noqa: F401

        x = torch.randn(8, 512, device="cuda").to(torch.bfloat16)
        torch.ops.tirx.softmax(x)
        rows["tirx torch op (torch.ops.tirx.softmax, 8x512)"] = per_launch_us(lambda: torch.ops.tirx.softmax(x), sync)
        rows["torch.softmax (8x512 bf16)"] = per_launch_us(lambda: torch.softmax(x, dim=1), sync)
    except Exception as exc:  # reported, not hidden
        rows["tirx torch op: failed"] = float("nan")
        print(f"torch op row failed: {exc}")
    try:
        import triton
        import triton.language as tl

        @triton.jit
        def add_kernel(x_ptr, y_ptr, z_ptr, n_elements, BLOCK: tl.constexpr):
            pid = tl.program_id(0)
            offs = pid * BLOCK + tl.arange(0, BLOCK)
            mask = offs < n_elements
            tl.store(z_ptr + offs, tl.load(x_ptr + offs, mask=mask) + tl.load(y_ptr + offs, mask=mask), mask=mask)

        grid = (triton.cdiv(n, 1024),)
        add_kernel[grid](a, b, c, n, BLOCK=1024)
        torch.cuda.synchronize()
        rows["triton (add_kernel[grid](...))"] = per_launch_us(lambda: add_kernel[grid](a, b, c, n, BLOCK=1024), sync)
    except Exception as exc:
        rows["triton: failed"] = float("nan")
        print(f"triton row failed: {exc}")
    rows["torch.add(out=)"] = per_launch_us(lambda: torch.add(a, b, out=c), sync)

    (out / "launch.json").write_text(json.dumps({"launches": LAUNCHES, "repeats": REPEATS, "us_per_launch": rows,
                                                 "gpu": torch.cuda.get_device_name()}, indent=1))
    triton_us = next((v for k, v in rows.items() if k.startswith("triton (")), None)
    lines = ["| launch path | host µs / launch | vs Triton |", "|---|---|---|"]
    for k, v in rows.items():
        ratio = f"{v / triton_us:.2f}x" if triton_us else "-"
        lines.append(f"| {k} | {v:.2f} | {ratio} |")
    (out / "launch.md").write_text("\n".join(lines) + "\n")
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt

        fig, ax = plt.subplots(figsize=(8, 3.5))
        ax.barh(list(rows), list(rows.values()), color="tab:blue")
        ax.set_xlabel("host µs per launch (median)")
        ax.invert_yaxis()
        fig.tight_layout()
        fig.savefig(out / "launch.png", dpi=120)
    except ImportError:
        print("matplotlib missing: no plot")
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
