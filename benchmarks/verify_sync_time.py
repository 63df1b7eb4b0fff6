"""CPU time and states of `aproxy-verify-sync` on a fixed corpus of kernels, and a diff of two runs.

    PYTHONPATH=. python3 benchmarks/verify_sync_time.py --out benchmarks/results/verify-sync/after \
        [--before benchmarks/results/verify-sync/before/verify-sync.json] [--only SUBSTR] [--reps N]

Corpus (what the tests check; each kernel through `check_module` in this process):

* `attn-*`: every variant of test/test_attention.py VARIANTS (tile IR, then tile-dispatch);
* `persistent-*`: test_gemm_persistent_ptxas.py SHIPPED (tile-dispatch), and its two 2-CTA
  cluster configs under a fixed state bound (`max_states=20000`, no time bound) instead of
  the tests' 5 s time bound, so their figures do not depend on the machine's speed;
* `blockwise-*`, `pingpong-*`: the configs of the verify tests of test_gemm_blockwise.py and
  test_gemm_pingpong.py (tile-dispatch), and pingpong's two planted bugs (missing turn,
  early release);
* `zoo-*`: test_verify_sync.py ZOO (tile-dispatch + lower-layout for tile IR);
* `example-*`: examples/*.mlir; `plant-*`: benchmarks/sanitizer/plant.py's variants;
* `lit-<file>#<n>`: each `// -----` chunk of test/lit/aproxy-verify-sync/*.mlir, parsed as is
  (a chunk that does not parse, e.g. the verifier's own errors, is recorded as such).

Per kernel: states explored, findings (kind, op name, message and interleaving), not_checked,
bound_hit, truncated, and CPU seconds (time.process_time around check_module: trace building
and search; the minimum over --reps runs). Writes verify-sync.json and verify-sync.md to --out.
With --before (a verify-sync.json of another run), the md puts both side by side and the
script exits non-zero when states, findings, not_checked or bound_hit differ on any kernel.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "test"))
sys.path.insert(0, str(ROOT / "benchmarks" / "sanitizer"))


def _ctx():
    from tirx_mlir.registry import make_context

    return make_context()


def _parse(text: str, dispatch: bool = False, layout: bool = False):
    from xdsl.parser import Parser

    ctx = _ctx()
    m = Parser(ctx, text).parse_module()
    if dispatch:
        importlib.import_module("tirx_mlir.lowering.tile_dispatch.pass").TileDispatch().apply(ctx, m)
    if layout:
        from tirx_mlir.lowering.lower_layout import LowerLayout

        LowerLayout().apply(ctx, m)
    return m


def corpus() -> list[tuple[str, callable, dict]]:
    """(name, () -> module, Options kwargs)."""
    from tirx_mlir.lang import gemm_blockwise as BW
    from tirx_mlir.lang import gemm_persistent as P
    from tirx_mlir.lang import gemm_pingpong as PP
    from tirx_mlir.lang.attention import attention

    out = []
    from test_attention import VARIANTS as AV

    for kw in AV:
        nm = "-".join(f"{k}{v}" for k, v in kw.items()) or "default"
        out.append((f"attn-{nm}", lambda kw=kw: _parse(attention.ir(**kw), True), {}))
    from test_gemm_persistent_ptxas import SHIPPED as PS

    for v in PS:
        out.append((f"persistent-{'-'.join(map(str, v))}", lambda v=v: _parse(P.persistent_gemm_ir(*v), True), {}))
    for v in [(256, 4, "tma", "bf16", 0, "grouped", 8, 2, 2, False, 4), (256, 4, "tma", "bf16", 0, "grouped", 8, 2, 2)]:
        out.append((f"persistent-cluster-{'-'.join(map(str, v))}",
                    lambda v=v: _parse(P.persistent_gemm_ir(*v), True), dict(max_states=20_000, max_seconds=1e9)))
    from test_gemm_blockwise import SHIPPED as BS

    for v in BS[:3] + BS[4:]:
        out.append((f"blockwise-{'-'.join(map(str, v))}", lambda v=v: _parse(BW.blockwise_gemm_ir(*v), True), {}))
    for a in [(128, 6, "bf16"), (128, 6, "e4m3"), (64, 8, "bf16"), (192, 4, "bf16"), (128, 6, "bf16", "grouped", 8, 0)]:
        out.append((f"pingpong-{'-'.join(map(str, a))}", lambda a=a: _parse(PP.pingpong_gemm_ir(*a), True), {}))

    def missing_turn():
        lines = PP.pingpong_gemm_ir().splitlines()
        i = next(i for i, ln in enumerate(lines) if "aproxy.named_barrier_sync id(4), threads(256)" in ln)
        del lines[i]
        return _parse("\n".join(lines) + "\n", True)

    out.append(("pingpong-bug-missing-turn", missing_turn, {}))
    out.append(("pingpong-bug-early-release",
                lambda: _parse(PP.pingpong_gemm_ir().replace("aproxy.wgmma_wait 2", "aproxy.wgmma_wait 3"), True), {}))
    from test_verify_sync import ZOO, _zoo_ir

    for b, kw in ZOO:
        nm = f"zoo-{b}-{'-'.join(f'{k}{v}' for k, v in kw.items())}"
        out.append((nm, lambda b=b, kw=kw: (lambda t: _parse(t, "tile." in t, "tile." in t))(_zoo_ir(b, kw)), {}))
    for p in sorted((ROOT / "examples").glob("*.mlir")):
        out.append((f"example-{p.name}", lambda p=p: (lambda t: _parse(t, "tile." in t, "tile." in t))(p.read_text()), {}))
    import plant

    for name, v in plant.variants().items():
        out.append((f"plant-{name}", lambda v=v: _parse(v["ir"]), {}))
    for p in sorted((ROOT / "test" / "lit" / "aproxy-verify-sync").glob("*.mlir")):
        for i, chunk in enumerate(p.read_text().split("// -----")):
            out.append((f"lit-{p.stem}#{i}", lambda c=chunk: _parse(c), {}))
    return out


def run_one(make, kw: dict, reps: int) -> dict:
    from tirx_mlir.passes.sync_model.trace import ModelError
    from tirx_mlir.passes.verify_sync import Options, check_module

    try:
        m = make()
    except Exception as e:  # noqa: BLE001 - a chunk the parser rejects (verifier tests)
        return {"error": f"does not parse: {type(e).__name__}"}
    best = None
    for _ in range(reps):
        m2 = m.clone() if reps > 1 else m
        c0 = time.process_time()
        try:
            res = check_module(m2, opts=Options(**kw))
        except ModelError as e:
            return {"error": f"ModelError: {e.op.name}: {e.msg}", "cpu_s": time.process_time() - c0}
        cpu = time.process_time() - c0
        best = cpu if best is None else min(best, cpu)
    kernels = []
    for r in res:
        kernels.append({
            "name": r.kernel.name, "states": r.states, "paths": r.paths, "truncated": r.truncated,
            "bound_hit": r.bound_hit,
            "not_checked": None if r.not_checked is None else f"{r.not_checked.op.name}: {r.not_checked.msg}",
            "findings": [{"kind": f.kind, "op": f.op.name, "message": f.msg, "interleaving": list(f.trace)}
                         for f in r.findings],
        })
    return {"cpu_s": round(best, 4), "states": sum(k["states"] for k in kernels), "kernels": kernels}


def _key(r: dict):
    """What must not change between two runs (everything but the time)."""
    return json.dumps({k: v for k, v in r.items() if k != "cpu_s"}, sort_keys=True)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--before", help="verify-sync.json of an earlier run, to compare with")
    ap.add_argument("--only", default="", help="only the kernels whose name contains this")
    ap.add_argument("--reps", type=int, default=1)
    a = ap.parse_args()
    results = {}
    t0 = time.perf_counter()
    for name, make, kw in corpus():
        if a.only not in name:
            continue
        r = run_one(make, kw, a.reps)
        results[name] = r
        print(f"{name:60s} {r.get('states', '-'):>7} states {r.get('cpu_s', 0):7.3f} s"
              f"{'  ' + r['error'] if 'error' in r else ''}", flush=True)
    os.makedirs(a.out, exist_ok=True)
    import subprocess

    commit = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"], capture_output=True,
                            text=True, check=False).stdout.strip()
    with open(os.path.join(a.out, "verify-sync.json"), "w") as f:
        json.dump({"commit": commit, "wall_s": round(time.perf_counter() - t0, 1), "results": results}, f, indent=1)
    before = {}
    if a.before:
        with open(a.before) as f:
            before = json.load(f)["results"]
    diff = []
    lines = [f"# aproxy-verify-sync cost (commit {commit})", ""]
    if before:
        lines += ["| kernel | states before | states after | CPU s before | CPU s after | x |", "|---|---|---|---|---|---|"]
    else:
        lines += ["| kernel | states | findings | CPU s |", "|---|---|---|---|"]
    tot_b = tot_a = 0.0
    for name, r in results.items():
        nf = sum(len(k["findings"]) for k in r.get("kernels", []))
        if before:
            b = before.get(name, {})
            if _key(b) != _key(r):
                diff.append(name)
            cb, ca = b.get("cpu_s", 0.0), r.get("cpu_s", 0.0)
            tot_b += cb
            tot_a += ca
            x = f"{cb / ca:.2f}" if ca else "-"
            mark = " **differs**" if name in diff else ""
            lines.append(f"| {name}{mark} | {b.get('states', '-')} | {r.get('states', '-')} | {cb:.3f} | {ca:.3f} | {x} |")
        else:
            tot_a += r.get("cpu_s", 0.0)
            lines.append(f"| {name} | {r.get('states', r.get('error'))} | {nf} | {r.get('cpu_s', 0.0):.3f} |")
    if before:
        lines.append(f"| **total** | | | {tot_b:.2f} | {tot_a:.2f} | {tot_b / max(tot_a, 1e-9):.2f} |")
        lines += ["", f"kernels whose states/findings/not_checked/bound_hit differ: {diff or 'none'}"]
    else:
        lines.append(f"| **total** | | | {tot_a:.2f} |")
    with open(os.path.join(a.out, "verify-sync.md"), "w") as f:
        f.write("\n".join(lines) + "\n")
    print("\n".join(lines[-3:]))
    return 1 if diff else 0


if __name__ == "__main__":
    sys.exit(main())
