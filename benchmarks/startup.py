"""Start-up time of `tirx-opt`, against a bare interpreter and xDSL's own `xdsl-opt`.

    python benchmarks/startup.py [--runs N] [--before REV] [--out benchmarks/results/startup]

`--before REV` adds the driver of git revision REV (its tirx_mlir/tools/opt.py, run against
today's package: the registry API it calls is unchanged) as "before:" rows; d59e8d2 is the
xdsl-opt-based driver this session started from.

Each command runs N times, interleaved (one round runs every command once, so a change in
the machine's load hits all of them alike); the table gives medians of wall time and of CPU
time (user + system of the child: less sensitive to other processes on a shared machine).
Writes startup.json and startup.md (and startup.png when matplotlib is installed).
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
    "tirx-opt vector_add -p tirx-to-ptx -t ptx": [PY, os.path.join(ROOT, "tools", "tirx-opt"),
                                                    os.path.join(ROOT, "examples", "vector_add.mlir"),
                                                    "-p", "tirx-to-ptx", "-t", "ptx"],
}


def add_before(rev: str) -> None:
    import tempfile

    d = tempfile.mkdtemp(prefix="tirx-opt-before-")
    src = subprocess.run(["git", "-C", ROOT, "show", f"{rev}:tirx_mlir/tools/opt.py"], check=True,
                         capture_output=True, text=True).stdout
    with open(os.path.join(d, "opt_before.py"), "w") as f:
        f.write(src)
    launcher = os.path.join(d, "tirx-opt-before")
    with open(launcher, "w") as f:
        f.write(f"import sys\nsys.path[:0] = [{ROOT!r}, {d!r}]\nfrom opt_before import main\nsys.exit(main())\n")
    COMMANDS[f"before ({rev}): tirx-opt --version"] = [PY, launcher, "--version"]
    COMMANDS[f"before ({rev}): tirx-opt vector_add -p tirx-to-ptx -t ptx"] = [
        PY, launcher, os.path.join(ROOT, "examples", "vector_add.mlir"), "-p", "tirx-to-ptx", "-t", "ptx"]


def measure(runs: int) -> dict[str, dict[str, float]]:
    wall: dict[str, list[float]] = {k: [] for k in COMMANDS}
    cpu: dict[str, list[float]] = {k: [] for k in COMMANDS}
    for _ in range(runs):
        for name, argv in COMMANDS.items():
            r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
            t0 = time.perf_counter()
            subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True, cwd=ROOT)
            wall[name].append(time.perf_counter() - t0)
            r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu[name].append(r1.ru_utime - r0.ru_utime + r1.ru_stime - r0.ru_stime)
    return {k: {"wall_median_s": statistics.median(wall[k]), "wall_min_s": min(wall[k]),
                "cpu_median_s": statistics.median(cpu[k]), "runs": runs} for k in COMMANDS}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=15)
    ap.add_argument("--before", metavar="REV", help="also time the driver of this git revision")
    ap.add_argument("--out", default=os.path.join(ROOT, "benchmarks", "results", "startup"))
    a = ap.parse_args()
    if a.before:
        add_before(a.before)
    res = measure(a.runs)
    base = res["python -c pass"]
    os.makedirs(a.out, exist_ok=True)
    load = os.getloadavg()
    meta = {"cpus": os.cpu_count(), "loadavg": load, "python": sys.version.split()[0]}
    with open(os.path.join(a.out, "startup.json"), "w") as f:
        json.dump({"meta": meta, "results": res}, f, indent=2)
    lines = [f"Start-up, {a.runs} interleaved runs, {meta['cpus']} CPUs, load average {load[0]:.1f} "
             "(medians; + is over `python -c pass`)", "",
             "| command | wall | wall + | CPU | CPU + |", "|---|---|---|---|---|"]
    for k, v in res.items():
        lines.append(f"| `{k}` | {v['wall_median_s']:.3f} s | {v['wall_median_s'] - base['wall_median_s']:+.3f} | "
                     f"{v['cpu_median_s']:.3f} s | {v['cpu_median_s'] - base['cpu_median_s']:+.3f} |")
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
