"""Start-up time of `tirx-opt`, against a bare interpreter and xDSL's own `xdsl-opt`.

    python benchmarks/startup.py [--runs N] [--before REV] [--no-bytecode] [--out DIR]

`--before REV` adds "before:" rows: the whole tree of git revision REV (`git archive`, its
own tirx_mlir package and tools/tirx-opt, on PYTHONPATH instead of this checkout), so a
change anywhere in the package shows. `--no-bytecode` measures as with
PYTHONDONTWRITEBYTECODE=1 and no `__pycache__` in the measured trees (every run compiles
tirx_mlir's modules; xDSL's installed bytecode is used either way); without it the variable
is unset and one unmeasured round first writes the bytecode.

Each command runs N times, interleaved (one round runs every command once, so a change in
the machine's load hits all of them alike); the table gives medians (and minima) of wall
time and of CPU time (user + system of the child: less sensitive to other processes on a
shared machine, though not immune: on a loaded 2-core VM it grows too). Writes
startup.json and startup.md (and startup.png when matplotlib is installed) to --out.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PY = sys.executable
COMMANDS = {
    "python -c pass": [PY, "-c", "pass"],
    "tirx-opt --version": [PY, os.path.join(ROOT, "tools", "tirx-opt"), "--version"],
    "xdsl-opt --version (peer)": [PY, "-c", "import sys; from xdsl.tools.xdsl_opt import main; sys.argv[1:] = ['--version']; main()"],
    # the floor under any xDSL tool that parses and lowers a kernel: xDSL's own modules for the
    # dialects vector_add's IR is written in (builtin, arith, gpu, memref) and its parser
    "import xDSL's builtin, arith, gpu, memref, parser (floor)": [
        PY, "-c", "import xdsl.dialects.builtin, xdsl.dialects.arith, xdsl.dialects.gpu, "
        "xdsl.dialects.memref, xdsl.parser"],
    "tirx-opt vector_add -p tirx-to-ptx -t ptx": [PY, os.path.join(ROOT, "tools", "tirx-opt"),
                                                    os.path.join(ROOT, "examples", "vector_add.mlir"),
                                                    "-p", "tirx-to-ptx", "-t", "ptx"],
}


def add_before(rev: str) -> str:
    """Extract revision `rev` into a temporary folder and add its rows; returns the folder."""
    import io
    import tarfile
    import tempfile

    d = tempfile.mkdtemp(prefix="tirx-opt-before-")
    archive = subprocess.run(["git", "-C", ROOT, "archive", rev], check=True, capture_output=True).stdout
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(d)
    COMMANDS[f"before ({rev}): tirx-opt --version"] = [PY, os.path.join(d, "tools", "tirx-opt"), "--version"]
    COMMANDS[f"before ({rev}): tirx-opt vector_add -p tirx-to-ptx -t ptx"] = [
        PY, os.path.join(d, "tools", "tirx-opt"), os.path.join(d, "examples", "vector_add.mlir"),
        "-p", "tirx-to-ptx", "-t", "ptx"]
    TREES[d] = rev
    return d


#: The source trees whose package a command runs (this checkout, and --before's).
TREES: dict[str, str] = {ROOT: "this checkout"}


def _tree_of(argv: list[str]) -> str:
    """The tree whose package the command runs: the --before tree its arguments name, else ROOT."""
    for tree in TREES:
        if tree != ROOT and any(a.startswith(tree + os.sep) for a in argv):
            return tree
    return ROOT


def _drop_bytecode(tree: str) -> None:
    import shutil

    for d, dirs, _ in os.walk(tree):
        if "__pycache__" in dirs:
            shutil.rmtree(os.path.join(d, "__pycache__"))
            dirs.remove("__pycache__")


def measure(runs: int, bytecode: bool) -> dict[str, dict[str, float]]:
    env = dict(os.environ)
    if bytecode:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
    else:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        for tree in TREES:
            _drop_bytecode(tree)
    wall: dict[str, list[float]] = {k: [] for k in COMMANDS}
    cpu: dict[str, list[float]] = {k: [] for k in COMMANDS}
    for round_ in range(runs + (1 if bytecode else 0)):  # with bytecode: a first round writes it
        for name, argv in COMMANDS.items():
            e = dict(env, PYTHONPATH=_tree_of(argv))
            r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
            t0 = time.perf_counter()
            subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True, cwd=ROOT, env=e)
            w = time.perf_counter() - t0
            r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
            if bytecode and round_ == 0:
                continue
            wall[name].append(w)
            cpu[name].append(r1.ru_utime - r0.ru_utime + r1.ru_stime - r0.ru_stime)
    return {k: {"wall_median_s": statistics.median(wall[k]), "wall_min_s": min(wall[k]),
                "cpu_median_s": statistics.median(cpu[k]), "cpu_min_s": min(cpu[k]), "runs": runs} for k in COMMANDS}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=15)
    ap.add_argument("--before", metavar="REV", help="also time the whole tree of this git revision")
    ap.add_argument("--no-bytecode", action="store_true",
                    help="PYTHONDONTWRITEBYTECODE=1 and no __pycache__ in the measured trees")
    ap.add_argument("--out", default=os.path.join(ROOT, "benchmarks", "results", "startup"))
    a = ap.parse_args()
    before = add_before(a.before) if a.before else None
    try:
        res = measure(a.runs, bytecode=not a.no_bytecode)
    finally:
        if before is not None:
            import shutil

            shutil.rmtree(before, ignore_errors=True)
    base = res["python -c pass"]
    os.makedirs(a.out, exist_ok=True)
    load = os.getloadavg()
    meta = {"cpus": os.cpu_count(), "loadavg": load, "python": sys.version.split()[0],
            "bytecode": "none (PYTHONDONTWRITEBYTECODE=1)" if a.no_bytecode else "cached"}
    with open(os.path.join(a.out, "startup.json"), "w") as f:
        json.dump({"meta": meta, "results": res}, f, indent=2)
    lines = [f"Start-up, {a.runs} interleaved runs, {meta['cpus']} CPUs, load average {load[0]:.1f}, "
             f"bytecode {meta['bytecode']} (medians, minima in brackets; + is over `python -c pass`)", "",
             "| command | wall | wall + | CPU | CPU + |", "|---|---|---|---|---|"]
    for k, v in res.items():
        lines.append(f"| `{k}` | {v['wall_median_s']:.3f} s ({v['wall_min_s']:.3f}) | "
                     f"{v['wall_median_s'] - base['wall_median_s']:+.3f} | "
                     f"{v['cpu_median_s']:.3f} s ({v['cpu_min_s']:.3f}) | {v['cpu_median_s'] - base['cpu_median_s']:+.3f} |")
    text = "\n".join(lines) + "\n"
    with open(os.path.join(a.out, "startup.md"), "w") as f:
        f.write(text)
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt

        fig, ax = plt.subplots(figsize=(7, 3))
        names = list(res)
        ax.barh(names, [res[k]["cpu_median_s"] for k in names], label="CPU")
        ax.barh(names, [res[k]["wall_median_s"] for k in names], alpha=0.4, label="wall")
        ax.set_xlabel("seconds (median)")
        ax.legend()
        fig.tight_layout()
        fig.savefig(os.path.join(a.out, "startup.png"), dpi=120)
    except ImportError:
        pass
    sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
