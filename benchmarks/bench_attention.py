"""FlashAttention forward: ours (tirx_mlir.kernels.attention) against SDPA's cuDNN and flash
backends and FlashAttention-4 (flash_attn.cute, when installed), in one process.

Correctness first: every implementation's O on each workload is compared with float32 math
on the first heads of fresh random inputs (ours: O and LSE, poisoned with NaN before the
launch); a workload whose check fails is reported and not timed for that implementation.
Timing: CUDA events around `--reps` launches after `--warmup`, repeated `--trials` times;
the median of the trials. The trials are interleaved across the implementations of a
workload (trial 1 of each, then trial 2 of each, ...), so that a drift of the GPU's clock
or temperature during the row hits every implementation alike; `--sequential` times each
implementation's trials in one block, one implementation after the other (ours first, FA4
last: the method of the figures before session 8). TFLOP/s = 4·B·H·Sq·Skv·D / t (halved
for causal).

    python benchmarks/bench_attention.py --out benchmarks/results/NAME [--quick] [--serial]

writes results.json, results.md (table with ratios) and tflops.png (TFLOP/s against S).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))


def workloads(quick: bool):
    """(B, H, Hkv, S, D, causal): B·S = 16384 tokens, H = 16; GQA 8:1 at D128."""
    out = []
    seqs = (1024, 4096, 16384) if quick else (1024, 2048, 4096, 8192, 16384)
    for d in (64, 128):
        for causal in (False, True):
            for s in seqs:
                out.append((16384 // s, 16, 16, s, d, causal))
    for causal in (False, True):
        for s in ((4096,) if quick else (4096, 8192)):
            out.append((16384 // s, 16, 2, s, 128, causal))
    return out


def flops(B, H, S, D, causal):
    f = 4.0 * B * H * S * S * D
    return f / 2 if causal else f


def reference(q, k, v, causal, heads=2):
    """float32 O and LSE of the first `heads` query heads (bhsd)."""
    import torch

    g = q.shape[1] // k.shape[1]
    kv = [h // g for h in range(heads)]  # the KV head of each query head
    q, k, v = q[:, :heads].float(), k[:, kv].float(), v[:, kv].float()
    s = (q @ k.transpose(-1, -2)) / math.sqrt(q.shape[-1])
    if causal:
        n = s.shape[-1]
        s = s.masked_fill(~torch.ones(n, n, dtype=torch.bool, device=s.device).tril(), -math.inf)
    return torch.softmax(s, -1) @ v, torch.logsumexp(s, -1)


def close(o, ro):
    err = (o.float() - ro).abs().max().item()
    return err <= 2e-2 + 2e-2 * ro.abs().max().item(), err


def time_fn(fn, warmup, reps, trials):
    """Median ms of one launch callable (`time_interleaved` of it alone: --sequential)."""
    return time_interleaved({"fn": fn}, warmup, reps, trials)["fn"]


def time_interleaved(fns, warmup, reps, trials):
    """{name: median ms} of each launch callable in `fns`: each warmed up, then `trials`
    rounds in which every callable is timed once (CUDA events around `reps` launches), in
    the same order every round."""
    import torch

    for fn in fns.values():
        for _ in range(warmup):
            fn()
    torch.cuda.synchronize()
    ts = {name: [] for name in fns}
    for _ in range(trials):
        for name, fn in fns.items():
            a, b = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
            a.record()
            for _ in range(reps):
                fn()
            b.record()
            b.synchronize()
            ts[name].append(a.elapsed_time(b) / reps)
    return {name: statistics.median(t) for name, t in ts.items()}


OURS = {"ours": dict(schedule="pingpong", stages=3), "ours_serial": dict(schedule="serial", stages=2),
        "ours3": dict(schedule="pingpong", stages=3, consumers=3)}
#: the variants of OURS timed only at some head dims: ours3 (three consumer warpgroups,
#: BM = 192, BN = 112) exists at D 64 only
OURS_DIMS = {"ours3": (64,)}


def implementations(q, k, v, causal, ours_only=False, serial=False):
    """name -> (callable returning O in bhsd, launch callable for timing)."""
    import torch
    from torch.nn.attention import SDPBackend, sdpa_kernel

    from tirx_mlir.kernels.attention import Config, prepare

    impls = {}
    for name, kw in OURS.items():
        if name == "ours_serial" and not serial:
            continue
        if q.shape[-1] not in OURS_DIMS.get(name, (q.shape[-1],)):
            continue
        cfg = Config(q.shape[-1], bool(causal), "bhsd", **kw)
        launch, finish = prepare(q, k, v, causal=causal, cfg=cfg)

        def ours(launch=launch, finish=finish):
            launch.launch()
            return finish()

        impls[name] = (ours, launch.launch)
    if ours_only:
        return impls
    gqa = q.shape[1] != k.shape[1]
    for name, be in (("sdpa_cudnn", SDPBackend.CUDNN_ATTENTION),
                     ("sdpa_flash", SDPBackend.FLASH_ATTENTION)):
        def run(be=be):
            with sdpa_kernel([be]):
                return torch.nn.functional.scaled_dot_product_attention(
                    q, k, v, is_causal=causal, enable_gqa=gqa)
        impls[name] = (run, run)
    try:
        from flash_attn.cute import flash_attn_func  # FlashAttention-4 (CuTe DSL)

        qt, kt, vt = (t.transpose(1, 2).contiguous() for t in (q, k, v))

        def fa4():
            out = flash_attn_func(qt, kt, vt, causal=causal)
            out = out[0] if isinstance(out, tuple) else out
            return out.transpose(1, 2)
        impls["fa4"] = (fa4, fa4)
    except Exception as e:  # noqa: BLE001 - reported, the others still run
        impls["fa4"] = (None, "missing: " + repr(e)[:200])
    return impls


def main(argv=None):
    import torch

    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", required=True)
    p.add_argument("--quick", action="store_true")
    p.add_argument("--warmup", type=int, default=3)
    p.add_argument("--reps", type=int, default=10)
    p.add_argument("--trials", type=int, default=5)
    p.add_argument("--sequential", action="store_true",
                   help="time each implementation's trials in one block (no interleaving)")
    p.add_argument("--ours-only", action="store_true", help="compile and check ours only")
    p.add_argument("--serial", action="store_true",
                   help="also time our serial schedule (ours_serial; 4 more compiles)")
    a = p.parse_args(argv)
    os.makedirs(a.out, exist_ok=True)
    rows = []
    t0 = time.time()
    for (B, H, Hkv, S, D, causal) in workloads(a.quick):
        torch.manual_seed(S + D + 7 * causal + Hkv)
        q = torch.randn(B, H, S, D, device="cuda", dtype=torch.bfloat16)
        k = torch.randn(B, Hkv, S, D, device="cuda", dtype=torch.bfloat16)
        v = torch.randn(B, Hkv, S, D, device="cuda", dtype=torch.bfloat16)
        ro, rlse = reference(q[:1], k[:1], v[:1], causal)
        row = {"B": B, "H": H, "Hkv": Hkv, "S": S, "D": D, "causal": causal}
        timed = {}  # the implementations that passed the check: timed after all were checked
        for name, (fn, launch) in implementations(q, k, v, causal, a.ours_only, a.serial).items():
            if fn is None:
                row[name] = {"error": launch}
                continue
            try:
                out = fn()
                o = out[0] if isinstance(out, tuple) else out
                ok, err = close(o[:1, :2], ro)
                rec = {"max_err": err, "ok": ok}
                if name.startswith("ours"):
                    lerr = (out[1][:1, :2] - rlse).abs().max().item()
                    rec["lse_err"] = lerr
                    rec["ok"] = ok and lerr <= 1e-2 and not torch.isnan(o).any().item()
                if rec["ok"] and a.sequential:
                    rec["ms"] = time_fn(launch, a.warmup, a.reps, a.trials)
                elif rec["ok"]:
                    timed[name] = launch
                row[name] = rec
            except Exception as e:  # noqa: BLE001 - one failing implementation is reported
                row[name] = {"error": repr(e)[:300]}
        if timed:
            for name, ms in time_interleaved(timed, a.warmup, a.reps, a.trials).items():
                row[name]["ms"] = ms
        for rec in row.values():
            if isinstance(rec, dict) and "ms" in rec:
                rec["tflops"] = flops(B, H, S, D, causal) / rec["ms"] / 1e9
        rows.append(row)
        print(json.dumps(row), flush=True)
        del q, k, v
        torch.cuda.empty_cache()
    meta = {"device": torch.cuda.get_device_name(), "torch": torch.__version__,
            "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
            "seconds": round(time.time() - t0, 1), "warmup": a.warmup, "reps": a.reps,
            "trials": a.trials, "timing": "sequential" if a.sequential else "interleaved"}
    try:
        import flash_attn

        meta["flash_attn"] = getattr(flash_attn, "__version__", "?")
    except Exception:  # noqa: BLE001
        meta["flash_attn"] = None
    with open(os.path.join(a.out, "results.json"), "w") as f:
        json.dump({"meta": meta, "rows": rows}, f, indent=1)
    write_markdown(rows, meta, os.path.join(a.out, "results.md"))
    try:
        plot(rows, os.path.join(a.out, "tflops.png"))
    except ImportError as e:  # no matplotlib on the machine: replot from results.json
        print(f"no plot: {e}")


IMPLS = ("ours", "sdpa_cudnn", "sdpa_flash", "fa4", "ours_serial", "ours3")


def _tf(rec):
    return rec.get("tflops") if isinstance(rec, dict) else None


def _why(rec):
    """The cell of an implementation with no time: missing (not installed), fail, or -."""
    err = rec.get("error", "") if isinstance(rec, dict) else ""
    if err.startswith("missing"):
        return "missing"
    return "fail" if err or not rec.get("ok", True) else "-"


def write_markdown(rows, meta, path):
    lines = [f"# Attention forward, {meta['device']} ({meta['date']}, torch {meta['torch']}, "
             f"flash_attn {meta['flash_attn']})", "",
             f"TFLOP/s (median of trials, {meta.get('timing', 'sequential')} timing); ratio = "
             "ours / best of cuDNN and FA4 in the same run.",
             "ours = the ping-pong schedule (3 stages); ours_serial (with --serial) = the simple "
             "schedule; ours3 (D 64) = three consumer warpgroups (BM = 192, BN = 112); FA4 = "
             "flash_attn.cute when installed.",
             "", "| B | H:Hkv | S | D | causal | ours | cuDNN | flash | FA4 | ours_serial | ours3 "
             "| ours/best | ours3/best |",
             "|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        vals = [_tf(r.get(n, {})) for n in IMPLS]
        best = max([x for x in (vals[1], vals[3]) if x] or [0])
        ratio = f"{vals[0] / best:.2f}" if vals[0] and best else "-"
        ratio3 = f"{vals[5] / best:.2f}" if vals[5] and best else "-"
        cells = [f"{x:.0f}" if x else _why(r.get(n, {})) for x, n in zip(vals, IMPLS)]
        lines.append(f"| {r['B']} | {r['H']}:{r['Hkv']} | {r['S']} | {r['D']} | "
                     f"{'yes' if r['causal'] else 'no'} | " + " | ".join(cells) +
                     f" | {ratio} | {ratio3} |")
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")


def plot(rows, path):
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    groups = sorted({(r["D"], r["causal"], r["Hkv"] != r["H"]) for r in rows})
    fig, axes = plt.subplots(1, len(groups), figsize=(4 * len(groups), 3.5), squeeze=False)
    for ax, (d, causal, gqa) in zip(axes[0], groups):
        sel = [r for r in rows if (r["D"], r["causal"], r["Hkv"] != r["H"]) == (d, causal, gqa)]
        for n in IMPLS:
            pts = [(r["S"], _tf(r.get(n, {}))) for r in sel if _tf(r.get(n, {}))]
            if pts:
                ax.plot(*zip(*pts), marker="o", label=n)
        ax.set_xscale("log", base=2)
        ax.set_title(f"D{d} {'causal' if causal else 'non-causal'}{' GQA 8:1' if gqa else ''}")
        ax.set_xlabel("S")
        ax.set_ylabel("TFLOP/s")
        ax.grid(alpha=0.3)
    axes[0][0].legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(path, dpi=110)


def replot(out_dir):
    """results.md and tflops.png again from a results.json (e.g. on a machine with matplotlib)."""
    with open(os.path.join(out_dir, "results.json")) as f:
        r = json.load(f)
    write_markdown(r["rows"], r["meta"], os.path.join(out_dir, "results.md"))
    plot(r["rows"], os.path.join(out_dir, "tflops.png"))


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--replot":
        replot(sys.argv[2])
    else:
        main()
