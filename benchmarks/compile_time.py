"""Compile time, phase by phase, in-process: IR build, parse, verify, each `tirx-to-ptx`
stage, emit_ptx and ptxas, for the tile GEMM (defaults, and bn=256/stages=3) and for
examples/rmsnorm.mlir; plus the Python import time a CLI compile pays.

    python benchmarks/compile_time.py --out benchmarks/results [--reps 5]
        [--profile gemm] [--no-ptxas]

Each case runs `--reps` times in one process after one warm-up run (so imports and
first-use caches are not counted; the warm-up's own total is reported as `cold_s`).
Per phase: best and median of the reps, in wall time and in CPU time (this process's,
plus ptxas's for the ptxas phase). On a shared machine the CPU time is the steadier one. The stages are run one by one exactly as
`tirx_mlir.pipeline.TirxToPtx` runs them (the same pass objects from the same STAGES
list), so the sum of the stage times is the pipeline's time.

Import time: a fresh `python -X importtime -c "import tirx_mlir.runtime"` (and the other
entry points listed in IMPORTS), best of `--reps`, with the cumulative microseconds of the
ten slowest top-level imports from -X importtime.

Writes compile-time.json into --out and prints a markdown table. `--profile CASE` also
prints the top of a cProfile of that case's in-process compile (sorted by cumulative and
by internal time).
"""

from __future__ import annotations

import argparse
import cProfile
import io
import json
import os
import platform
import pstats
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

IMPORTS = {
    "tirx_mlir.runtime": "import tirx_mlir.runtime",
    "registry+pipeline+ptx": ("import tirx_mlir.registry, tirx_mlir.pipeline, "
                              "tirx_mlir.targets.ptx"),
    "pipeline passes + ptx": ("from xdsl.passes import PassPipeline; "
                              "from xdsl.transforms import get_all_passes; "
                              "from tirx_mlir import registry, pipeline; "
                              "a = dict(get_all_passes()); a.update(registry.pass_factories()); "
                              "PassPipeline.parse_spec(a, pipeline.pipeline_spec()); "
                              "import tirx_mlir.targets.ptx"),
}


def _cases() -> dict[str, object]:
    """name -> callable returning IR text (the IR build is timed as phase `build`)."""
    from tirx_mlir.kernels import gemm_tile

    rms = (ROOT / "examples" / "rmsnorm.mlir")
    return {
        "gemm": lambda: gemm_tile.gemm_ir(),
        "gemm_bn256_s3": lambda: gemm_tile.gemm_ir(bn=256, stages=3),
        "rmsnorm": lambda: rms.read_text(),
    }


def _gc_paused():
    import contextlib

    from tirx_mlir import pipeline

    return getattr(pipeline, "gc_paused", contextlib.nullcontext)()


def _passes():
    from xdsl.passes import PassPipeline
    from xdsl.transforms import get_all_passes

    from tirx_mlir import registry
    from tirx_mlir.pipeline import STAGES, pipeline_spec

    available = dict(get_all_passes())
    available.update(registry.pass_factories())
    return list(zip(STAGES, PassPipeline.parse_spec(available, pipeline_spec()).passes))


class _Clock:
    """Wall and CPU seconds of each phase. CPU time (this process's, plus its children's
    for ptxas) is what the phase costs; wall time also counts waiting for the CPU, which on a
    shared machine is most of the noise."""

    def __init__(self):
        self.wall: dict[str, float] = {}
        self.cpu: dict[str, float] = {}

    @staticmethod
    def _cpu() -> float:
        # process_time: this process, ns resolution; os.times: children (ptxas), in ticks
        t = os.times()
        return time.process_time() + t.children_user + t.children_system

    def start(self) -> None:
        self._t = (time.perf_counter(), self._cpu())

    def stop(self, phase: str) -> None:
        self.wall[phase] = time.perf_counter() - self._t[0]
        self.cpu[phase] = self._cpu() - self._t[1]


def compile_once(build, ptxas: str | None, arch: str = "sm_90a") -> dict[str, dict[str, float]]:
    """One compile, timed phase by phase: {"wall": {phase: s}, "cpu": {phase: s}}. The same
    steps as runtime.lower_to_ptx (plus runtime.compile's ptxas)."""
    from xdsl.parser import Parser

    from tirx_mlir.registry import make_context
    from tirx_mlir.targets.ptx import emit_ptx

    c = _Clock()
    c.start()
    text = build()
    c.stop("build")
    c.start()
    ctx = make_context()
    module = Parser(ctx, text).parse_module()
    c.stop("parse")
    c.start()
    module.verify()
    c.stop("verify")
    with _gc_paused():  # as TirxToPtx.apply runs the stages
        for name, p in _passes():
            c.start()
            p.apply(ctx, module)
            c.stop(f"stage:{name}")
    c.start()
    ptx = emit_ptx(module, arch=arch).text
    c.stop("emit_ptx")
    if ptxas is not None:
        from tirx_mlir.targets.cubin import assemble

        c.start()
        assemble(ptx, arch, ptxas=ptxas)
        c.stop("ptxas")
    out = {}
    for kind, t in (("wall", c.wall), ("cpu", c.cpu)):
        t = dict(t)
        t["pipeline"] = sum(v for k, v in t.items() if k.startswith("stage:"))
        t["total"] = sum(v for k, v in t.items() if k != "pipeline")
        t["total_no_build"] = t["total"] - t["build"]
        out[kind] = t
    return out


def bench_case(build, reps: int, ptxas: str | None) -> dict:
    cold = compile_once(build, ptxas)
    runs = [compile_once(build, ptxas) for _ in range(reps)]
    phases = {}
    for k in runs[0]["wall"]:
        wall = [r["wall"][k] for r in runs]
        cpu = [r["cpu"][k] for r in runs]
        phases[k] = {"best_s": min(wall), "median_s": statistics.median(wall),
                     "cpu_best_s": min(cpu), "cpu_median_s": statistics.median(cpu)}
    return {"cold_s": cold["wall"]["total"], "cold_cpu_s": cold["cpu"]["total"], "phases": phases}


def import_times(reps: int) -> dict:
    out = {}
    for label, stmt in IMPORTS.items():
        walls, best_top = [], None
        for _ in range(reps):
            t0 = time.perf_counter()
            proc = subprocess.run([sys.executable, "-X", "importtime", "-c", stmt], cwd=ROOT,
                                  capture_output=True, text=True, check=False)
            if proc.returncode != 0:
                raise RuntimeError(f"`{stmt}` failed:\n{proc.stderr[-2000:]}")
            wall = time.perf_counter() - t0
            walls.append(wall)
            if wall == min(walls):
                best_top = _top_imports(proc.stderr)
        t0 = time.perf_counter()
        subprocess.run([sys.executable, "-c", "pass"], check=True)
        bare = time.perf_counter() - t0
        out[label] = {"stmt": stmt, "best_s": min(walls), "median_s": statistics.median(walls),
                      "bare_python_s": bare, "top_cumulative_us": best_top}
    return out


def _top_imports(stderr: str, n: int = 10) -> list[tuple[str, int]]:
    """The n largest cumulative times among top-level (unindented) imports."""
    rows = []
    for line in stderr.splitlines():
        if not line.startswith("import time:") or "|" not in line:
            continue
        parts = line[len("import time:"):].split("|")
        try:
            cum = int(parts[1])
        except ValueError:
            continue
        name = parts[2]
        if name.startswith(" ") and not name.startswith("  "):  # depth 0 (one space)
            rows.append((name.strip(), cum))
    rows.sort(key=lambda r: -r[1])
    return rows[:n]


def profile_case(build, ptxas: str | None, lines: int) -> str:
    compile_once(build, ptxas)  # warm
    pr = cProfile.Profile()
    pr.enable()
    compile_once(build, ptxas)
    pr.disable()
    buf = io.StringIO()
    st = pstats.Stats(pr, stream=buf)
    st.sort_stats("cumulative").print_stats(lines)
    st.sort_stats("tottime").print_stats(lines)
    return buf.getvalue()


def table(results: dict) -> str:
    cases = list(results["cases"])
    keys: list[str] = []
    for c in cases:
        for k in results["cases"][c]["phases"]:
            if k not in keys:
                keys.append(k)
    head = "| phase | " + " | ".join(f"{c} wall best / median, cpu median (ms)" for c in cases) + " |"
    lines = [head, "|" + "---|" * (len(cases) + 1)]
    for k in keys:
        cells = []
        for c in cases:
            p = results["cases"][c]["phases"].get(k)
            cells.append("-" if p is None else f"{p['best_s'] * 1e3:.1f} / {p['median_s'] * 1e3:.1f}, "
                                               f"{p['cpu_median_s'] * 1e3:.1f}")
        lines.append(f"| {k} | " + " | ".join(cells) + " |")
    lines.append("| cold (first compile in process) | " + " | ".join(
        f"{results['cases'][c]['cold_s'] * 1e3:.1f}, {results['cases'][c]['cold_cpu_s'] * 1e3:.1f}"
        for c in cases) + " |")
    out = "\n".join(lines)
    if results.get("imports"):
        out += "\n\n| import | best / median (ms) | bare python (ms) |\n|---|---|---|\n"
        out += "\n".join(f"| `{v['stmt']}` | {v['best_s'] * 1e3:.0f} / {v['median_s'] * 1e3:.0f} | "
                         f"{v['bare_python_s'] * 1e3:.0f} |" for v in results["imports"].values())
    return out


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, required=True, help="directory for compile-time.json")
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--cases", default="gemm,gemm_bn256_s3,rmsnorm")
    ap.add_argument("--no-ptxas", action="store_true")
    ap.add_argument("--no-imports", action="store_true")
    ap.add_argument("--profile", default="", help="case name(s) to cProfile, comma-separated")
    ap.add_argument("--profile-lines", type=int, default=40)
    args = ap.parse_args(argv)

    ptxas = None
    if not args.no_ptxas:
        from tirx_mlir.targets.cubin import find_ptxas

        ptxas = find_ptxas()
    cases = _cases()
    results = {
        "machine": {"platform": platform.platform(), "python": platform.python_version(),
                    "cpus": os.cpu_count(), "loadavg_1m_start": os.getloadavg()[0]},
        "reps": args.reps, "ptxas": ptxas, "cases": {}, "imports": {},
    }
    for name in filter(None, args.cases.split(",")):
        results["cases"][name] = bench_case(cases[name], args.reps, ptxas)
    if not args.no_imports:
        results["imports"] = import_times(args.reps)
    results["machine"]["loadavg_1m_end"] = os.getloadavg()[0]
    for name in filter(None, args.profile.split(",")):
        print(f"# cProfile: {name}\n")
        print(profile_case(cases[name], ptxas, args.profile_lines))
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "compile-time.json").write_text(json.dumps(results, indent=1) + "\n")
    print(table(results))


if __name__ == "__main__":
    main()
