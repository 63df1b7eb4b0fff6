"""Compile time per GEMM config (tile IR -> cubin), cold, in a fresh process, phase by phase;
before/after trees and Triton's GEMM compile in the same run.

    python benchmarks/compile_time.py --out benchmarks/results/compile-time [--runs 3]
        [--before DIR] [--cases a,b] [--verify-sync both|off|on] [--no-triton]

For each config (`CASES`: the persistent GEMMs `gemm_tune` / `gemm_host.Gemm` compile) and
each tree (this one, and `--before DIR`, a checkout of an older commit), `--runs` fresh Python
processes each:

1. import everything the compile uses (every module of tirx_mlir's dialects, layout,
   lowering, passes, targets, runtime and kernels packages, xDSL's passes, the CUDA driver
   bindings the cache key asks for): `imports_s`, reported apart;
2. compile the config once, cold (`Gemm(...).ir()` then `runtime.compile(ir,
   use_cache=False)`: nothing cached on disk or in the process), timed phase by phase;
3. compile it `--reps` more times (warm: the process's memo tables are filled).

Phases: `build` (the IR text), `toolchain` (ptxas/driver versions for the cache key),
`parse`, `verify` (xDSL verification, every call), each `tirx-to-ptx` stage, `check_lowered`,
`emit_ptx`, `ptxas` and `other` (the rest of compile(): signatures, contracts, ABI). Wall and
CPU seconds (this process's, plus ptxas's); on a shared machine CPU time is the steadier.
`verify_sync`: off (what the tuner and bench_gemm compile) and on (`Gemm()`'s default, the
CPU tests' setting), as `--verify-sync` says.

Triton (when `import triton` works, or `--triton-path DIR` holds it): a bf16 GEMM kernel
written here (128x256x64 tiles, 8 warps, 3 stages, grouped raster, fp32 accumulation, bf16
out), `triton.compile(..., target=GPUTarget("cuda", 90, 32))` in a fresh process with an
empty TRITON_CACHE_DIR, imports apart, its first compile (`cold`) and a second config
(128x128x64, 4 stages, `warm`). No GPU is needed for either compiler.

Writes compile-time.json, compile-time.md and compile-time.png into --out.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

_P = {"builder": "persistent", "epilogue": "tma"}
CASES: dict[str, dict] = {
    # gemm_tune.heuristic's pick for many output tiles (bf16), the fp8 per-tensor scaled
    # kernel, and its pick for few tiles (128x64 tiles, 8 stages)
    "bf16_bn256_s4_split2": dict(_P, bn=256, stages=4, split=2, dtype="bf16"),
    "e4m3_bn128_s6_scaled": dict(_P, bn=128, stages=6, dtype="e4m3", scaled=True),
    "bf16_bn64_s8": dict(_P, bn=64, stages=8, dtype="bf16"),
}
PACKAGES = ("dialects", "layout", "lowering", "passes", "targets", "runtime", "kernels")


# ----------------------------------------------------------------------- child: ours


def _cpu() -> float:
    t = os.times()  # children: ptxas
    return time.process_time() + t.children_user + t.children_system


class _Phases:
    def __init__(self):
        self.wall: dict[str, float] = {}
        self.cpu: dict[str, float] = {}
        self.depth = 0

    def add(self, name: str, wall: float, cpu: float) -> None:
        self.wall[name] = self.wall.get(name, 0.0) + wall
        self.cpu[name] = self.cpu.get(name, 0.0) + cpu

    def timed(self, name: str, fn):
        """`fn` wrapped to add its time to phase `name` (outermost call only)."""
        import functools

        @functools.wraps(fn)
        def wrapper(*a, **k):
            if self.depth:
                return fn(*a, **k)
            self.depth += 1
            w, c = time.perf_counter(), _cpu()
            try:
                return fn(*a, **k)
            finally:
                self.add(name, time.perf_counter() - w, _cpu() - c)
                self.depth -= 1

        return wrapper


def _import_all() -> None:
    import importlib
    import pkgutil

    import tirx_mlir

    for pkg in PACKAGES:
        mod = importlib.import_module(f"tirx_mlir.{pkg}")
        for m in pkgutil.walk_packages(mod.__path__, f"tirx_mlir.{pkg}."):
            try:
                importlib.import_module(m.name)
            except Exception:  # noqa: BLE001 - optional parts (torch glue, ...): not the compile's
                pass
    from xdsl.passes import PassPipeline
    from xdsl.transforms import get_all_passes

    from tirx_mlir import pipeline, registry
    from tirx_mlir.runtime import compiler

    avail = dict(get_all_passes())
    avail.update(registry.pass_factories())
    PassPipeline.parse_spec(avail, pipeline.pipeline_spec())  # loads the passes' modules
    compiler.toolchain(compiler._ptxas()[1])  # imports the CUDA driver bindings
    del tirx_mlir


def child(case: str, verify_sync: bool, reps: int) -> dict:
    t0, c0 = time.perf_counter(), _cpu()
    _import_all()
    imports = (time.perf_counter() - t0, _cpu() - c0)

    from xdsl.dialects.builtin import ModuleOp

    import tirx_mlir.source as source
    import tirx_mlir.targets.cubin as cubin
    import tirx_mlir.targets.ptx as ptx
    from tirx_mlir.kernels.gemm_host import Gemm
    from tirx_mlir.runtime import compiler

    ph = _Phases()

    from xdsl.transforms import get_all_passes

    from tirx_mlir import pipeline, registry

    avail = dict(get_all_passes())
    avail.update(registry.pass_factories())
    for name in dict.fromkeys(st.split("{")[0] for st in pipeline.STAGES):
        cls = avail[name]()  # each stage's class: its apply timed, however tirx-to-ptx calls it
        cls.apply = ph.timed(f"stage:{name}", cls.apply)
    compiler.toolchain = ph.timed("toolchain", compiler.toolchain)
    compiler._ptxas = ph.timed("toolchain", compiler._ptxas)
    source.parse_source = ph.timed("parse", source.parse_source)
    try:  # compile() parses with the locating parser (tirx-opt's) since 3d3dd06
        from tirx_mlir.tools import locparser

        locparser.LocatingParser.parse_module = ph.timed("parse", locparser.LocatingParser.parse_module)
    except ImportError:
        pass
    ModuleOp.verify = ph.timed("verify", ModuleOp.verify)
    if hasattr(compiler, "check_lowered"):
        compiler.check_lowered = ph.timed("check_lowered", compiler.check_lowered)
    ptx.emit_ptx = ph.timed("emit_ptx", ptx.emit_ptx)
    cubin.assemble = ph.timed("ptxas", cubin.assemble)

    g = Gemm(**CASES[case], verify_sync=verify_sync)
    runs = []
    ptx_text = None
    for _ in range(1 + reps):
        ph.wall, ph.cpu = {}, {}
        w, c = time.perf_counter(), _cpu()
        ph.depth += 1  # the builder's own verification is part of `build`
        ir = g.ir()
        ph.depth -= 1
        ph.add("build", time.perf_counter() - w, _cpu() - c)
        w2, c2 = time.perf_counter(), _cpu()
        mod = compiler.compile(ir, use_cache=False, verify_sync=verify_sync)
        wall, cpu = time.perf_counter() - w2, _cpu() - c2
        ph.add("other", wall - sum(v for k, v in ph.wall.items() if k != "build"),
               cpu - sum(v for k, v in ph.cpu.items() if k != "build"))
        for d in (ph.wall, ph.cpu):
            d["total"] = sum(d.values())
        runs.append({"wall": dict(ph.wall), "cpu": dict(ph.cpu)})
        ptx_text = ptx_text or mod.ptx
    import hashlib

    return {"imports_s": imports[0], "imports_cpu_s": imports[1], "cold": runs[0], "warm": runs[1:],
            "ptx_sha256": hashlib.sha256(ptx_text.encode()).hexdigest(), "ptx_lines": ptx_text.count("\n"),
            "cubin": mod.cubin is not None}


# ----------------------------------------------------------------------- child: Triton

TRITON_KERNEL = '''
import triton
import triton.language as tl


@triton.jit
def gemm(a_ptr, b_ptr, c_ptr, M, N, K, sam, sak, sbn, sbk, scm, scn,
         BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, G: tl.constexpr):
    """C = A B^T (A: M x K, B: N x K, bf16), fp32 accumulation, grouped tile order."""
    pid = tl.program_id(0)
    nm = tl.cdiv(M, BM)
    nn = tl.cdiv(N, BN)
    band = G * nn
    first = (pid // band) * G
    rows = min(nm - first, G)
    pm = first + (pid % band) % rows
    pn = (pid % band) // rows
    om = pm * BM + tl.arange(0, BM)
    on = pn * BN + tl.arange(0, BN)
    ok = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        kk = k * BK + ok
        a = tl.load(a_ptr + om[:, None] * sam + kk[None, :] * sak,
                    mask=(om[:, None] < M) & (kk[None, :] < K), other=0.0)
        b = tl.load(b_ptr + on[None, :] * sbn + kk[:, None] * sbk,
                    mask=(on[None, :] < N) & (kk[:, None] < K), other=0.0)
        acc = tl.dot(a, b, acc)
    tl.store(c_ptr + om[:, None] * scm + on[None, :] * scn, acc.to(tl.bfloat16),
             mask=(om[:, None] < M) & (on[None, :] < N))
'''
TRITON_CONFIGS = {"cold": ((128, 256, 64), 8, 3), "warm": ((128, 128, 64), 4, 4)}


def child_triton() -> dict:
    os.environ["TRITON_CACHE_DIR"] = tempfile.mkdtemp(prefix="tirx-triton-cache-")
    os.environ.setdefault("TRITON_DEFAULT_FP_FUSION", "1")
    t0, c0 = time.perf_counter(), _cpu()
    import triton
    from triton.backends.compiler import GPUTarget
    from triton.compiler import ASTSource
    imports = (time.perf_counter() - t0, _cpu() - c0)
    path = Path(tempfile.mkdtemp(prefix="tirx-triton-src-")) / "tirx_bench_gemm.py"
    path.write_text(TRITON_KERNEL)  # @triton.jit reads the kernel's source from its file
    sys.path.insert(0, str(path.parent))
    import tirx_bench_gemm

    sig = {n: "*bf16" for n in ("a_ptr", "b_ptr", "c_ptr")}
    sig.update({n: "i32" for n in ("M", "N", "K", "sam", "sak", "sbn", "sbk", "scm", "scn")})
    sig.update({n: "constexpr" for n in ("BM", "BN", "BK", "G")})
    out = {"imports_s": imports[0], "imports_cpu_s": imports[1], "version": triton.__version__}
    for label, ((bm, bn, bk), warps, stages) in TRITON_CONFIGS.items():
        src = ASTSource(tirx_bench_gemm.gemm, sig, constexprs={"BM": bm, "BN": bn, "BK": bk, "G": 8})
        w, c = time.perf_counter(), _cpu()
        k = triton.compile(src, target=GPUTarget("cuda", 90, 32),
                           options={"num_warps": warps, "num_stages": stages})
        out[label] = {"config": f"{bm}x{bn}x{bk} warps={warps} stages={stages}",
                      "wall_s": time.perf_counter() - w, "cpu_s": _cpu() - c,
                      "cubin_bytes": len(k.asm["cubin"])}
    return out


# ----------------------------------------------------------------------- parent


def _run_child(tree: Path, args: list[str], extra_path: str = "") -> dict:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(tree), extra_path, env.get("PYTHONPATH", "")) if p)
    env["TIRX_MLIR_CACHE"] = "0"
    proc = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--child", *args], env=env,
                          cwd=tree, capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        raise RuntimeError(f"child {args} in {tree} failed:\n{proc.stderr[-3000:]}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


def _summary(runs: list[dict]) -> dict:
    """Per phase: min and median over the fresh processes of the cold compile, and the best
    warm compile; imports likewise."""
    keys: list[str] = []
    for r in runs:
        for k in r["cold"]["wall"]:
            if k not in keys:
                keys.append(k)
    out = {"imports_s": min(r["imports_s"] for r in runs),
           "imports_cpu_s": min(r["imports_cpu_s"] for r in runs), "phases": {}}
    for k in keys:
        cw = [r["cold"]["wall"].get(k, 0.0) for r in runs]
        cc = [r["cold"]["cpu"].get(k, 0.0) for r in runs]
        ww = [w["wall"].get(k, 0.0) for r in runs for w in r["warm"]]
        wc = [w["cpu"].get(k, 0.0) for r in runs for w in r["warm"]]
        out["phases"][k] = {"cold_wall_min": min(cw), "cold_wall_median": statistics.median(cw),
                            "cold_cpu_min": min(cc), "cold_cpu_median": statistics.median(cc),
                            "warm_wall_min": min(ww) if ww else None, "warm_cpu_min": min(wc) if wc else None}
    out["ptx_sha256"] = sorted({r["ptx_sha256"] for r in runs})
    out["ptx_lines"] = runs[0]["ptx_lines"]
    return out


def _head() -> str:
    proc = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"], capture_output=True,
                          text=True, check=False)
    dirty = subprocess.run(["git", "-C", str(ROOT), "status", "--porcelain", "--untracked-files=no"],
                           capture_output=True, text=True, check=False).stdout.strip()
    return proc.stdout.strip() + ("+changes" if dirty else "") if proc.returncode == 0 else "unknown"


def _triton_available(extra_path: str) -> bool:
    env = dict(os.environ)
    if extra_path:
        env["PYTHONPATH"] = os.pathsep.join(p for p in (extra_path, env.get("PYTHONPATH", "")) if p)
    return subprocess.run([sys.executable, "-c", "import triton"], env=env, capture_output=True).returncode == 0


def table(res: dict) -> str:
    trees = list(res["trees"])
    lines = ["Cold compile, fresh process, imports apart: CPU ms (this process + ptxas), min over "
             f"{res['runs']} processes; wall ms in brackets. `total` = build + compile().", ""]
    for key, per_tree in res["results"].items():
        cols = [t for t in trees if t in per_tree]
        lines += [f"### {key}", "", "| phase | " + " | ".join(cols) + " |", "|---" * (len(cols) + 1) + "|"]
        phases: list[str] = []
        for t in cols:
            for k in per_tree[t]["phases"]:
                if k not in phases:
                    phases.append(k)
        phases = [k for k in phases if k != "total"] + ["total"]
        for k in phases:
            cells = []
            for t in cols:
                p = per_tree[t]["phases"].get(k)
                cells.append("-" if p is None else f"{p['cold_cpu_min'] * 1e3:.0f} ({p['cold_wall_min'] * 1e3:.0f})")
            name = f"**{k}**" if k == "total" else k
            lines.append(f"| {name} | " + " | ".join(cells) + " |")
        def warm(t) -> str:  # "-" with --reps 0 (no warm compile)
            total = per_tree[t]["phases"]["total"]
            if total["warm_cpu_min"] is None:
                return "-"
            return f"{total['warm_cpu_min'] * 1e3:.0f} ({total['warm_wall_min'] * 1e3:.0f})"

        lines.append("| warm total (best) | " + " | ".join(warm(t) for t in cols) + " |")
        lines.append("| imports | " + " | ".join(
            f"{per_tree[t]['imports_cpu_s'] * 1e3:.0f} ({per_tree[t]['imports_s'] * 1e3:.0f})" for t in cols) + " |")
        same = len({h for t in cols for h in per_tree[t]["ptx_sha256"]}) == 1
        lines += ["", f"PTX ({per_tree[cols[0]]['ptx_lines']} lines) identical across trees: {same}", ""]
    tr = res.get("triton")
    if tr:
        lines += ["### Triton (same run)", "", "| compile | config | CPU ms (min) | wall ms (min) |", "|---|---|---|---|"]
        for label in TRITON_CONFIGS:
            lines.append(f"| {label} | {tr[0][label]['config']} | {min(r[label]['cpu_s'] for r in tr) * 1e3:.0f} | "
                         f"{min(r[label]['wall_s'] for r in tr) * 1e3:.0f} |")
        lines.append(f"| imports | triton {tr[0]['version']} | {min(r['imports_cpu_s'] for r in tr) * 1e3:.0f} | "
                     f"{min(r['imports_s'] for r in tr) * 1e3:.0f} |")
    return "\n".join(lines) + "\n"


def plot(res: dict, path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    keys = list(res["results"])
    trees = list(res["trees"])
    fig, ax = plt.subplots(figsize=(1.6 + 1.3 * len(keys), 3.6))
    width = 0.8 / max(1, len(trees))
    for i, t in enumerate(trees):
        ys = [res["results"][k].get(t, {}).get("phases", {}).get("total", {}).get("cold_cpu_min", 0) for k in keys]
        ax.bar([j + i * width for j in range(len(keys))], ys, width, label=f"ours, {t}")
    tr = res.get("triton")
    if tr:
        y = min(r["cold"]["cpu_s"] for r in tr)
        ax.axhline(y, color="k", ls="--", lw=1, label=f"Triton {tr[0]['cold']['config'].split()[0]}, cold ({y:.2f} s)")
    ax.set_xticks([j + 0.4 - width / 2 for j in range(len(keys))])
    ax.set_xticklabels([k.replace("+", "\n+") for k in keys], fontsize=7)
    ax.set_ylabel("cold compile, CPU s")
    ax.set_title("tile IR -> cubin, fresh process, imports apart", fontsize=9)
    ax.legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(path, dpi=110)


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path)
    ap.add_argument("--runs", type=int, default=3, help="fresh processes per config and tree")
    ap.add_argument("--reps", type=int, default=2, help="warm compiles per process")
    ap.add_argument("--cases", default=",".join(CASES))
    ap.add_argument("--verify-sync", choices=("both", "off", "on"), default="both")
    ap.add_argument("--before", type=Path, help="a tree of an older commit to time in the same run")
    ap.add_argument("--before-commit", default="", help="the commit --before holds (recorded in the JSON)")
    ap.add_argument("--triton-path", default="", help="a directory to put on PYTHONPATH for Triton")
    ap.add_argument("--no-triton", action="store_true")
    ap.add_argument("--child", nargs="*", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.child is not None:
        if args.child[0] == "triton":
            print(json.dumps(child_triton()))
        else:
            print(json.dumps(child(args.child[0], args.child[1] == "1", int(args.child[2]))))
        return
    if args.out is None:
        ap.error("--out is required")
    trees = {"after": ROOT}
    if args.before:
        trees = {"before": args.before.resolve(), "after": ROOT}
    modes = {"both": (False, True), "off": (False,), "on": (True,)}[args.verify_sync]
    res = {"machine": {"platform": platform.platform(), "python": platform.python_version(),
                       "cpus": os.cpu_count(), "loadavg_1m_start": os.getloadavg()[0]},
           "runs": args.runs, "reps": args.reps, "trees": {k: str(v) for k, v in trees.items()},
           "commits": {"before": args.before_commit, "after": _head()},
           "cases": {c: CASES[c] for c in args.cases.split(",")}, "results": {}}
    raw: dict = {}
    for case in args.cases.split(","):
        for vs in modes:
            key = case + ("+verify_sync" if vs else "")
            got: dict[str, list] = {t: [] for t in trees}
            for r in range(args.runs):  # trees alternate, so they share the machine's load
                order = list(trees) if r % 2 == 0 else list(trees)[::-1]
                for t in order:
                    got[t].append(_run_child(trees[t], [case, "1" if vs else "0", str(args.reps)]))
            res["results"][key] = {t: _summary(v) for t, v in got.items()}
            raw[key] = got
            print(f"{key}: " + ", ".join(f"{t} {res['results'][key][t]['phases']['total']['cold_cpu_min']:.3f} s"
                                         for t in trees), flush=True)
    if not args.no_triton and _triton_available(args.triton_path):
        res["triton"] = [_run_child(ROOT, ["triton"], args.triton_path) for _ in range(args.runs)]
        print(f"triton cold {min(r['cold']['cpu_s'] for r in res['triton']):.3f} s CPU", flush=True)
    res["machine"]["loadavg_1m_end"] = os.getloadavg()[0]
    res["raw"] = raw
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "compile-time.json").write_text(json.dumps(res, indent=1) + "\n")
    md = table(res)
    (args.out / "compile-time.md").write_text(md)
    try:
        plot(res, args.out / "compile-time.png")
    except ImportError as e:
        print(f"no plot: {e}")
    print(md)


if __name__ == "__main__":
    main()
