"""Planted synchronization bugs: what compute-sanitizer (racecheck, synccheck) reports next
to what `aproxy-verify-sync` reports (docs/verify-sync.md, "Planted bugs").

For every variant of plant.py: our pass on its IR (CPU), then the kernel compiled with the
checker OFF (`tirx-to-ptx{verify_sync=false}`, ptxas) and run_one.py run three times, each
under a timeout that kills its process group (a wrong parity or an expect-tx mismatch can hang): plain (the symptom:
right C, wrong C, hang, error), `compute-sanitizer --tool racecheck` and `--tool synccheck`.
Writes OUT/sanitizer.json (everything, incl. the sanitizers' report lines), OUT/sanitizer.md
(the table) and OUT/sanitizer.log (every command's output). Results are rewritten after each
run, so a session cut short still leaves what finished.

    python benchmarks/sanitizer/run_sanitizer.py OUT [--only a,b] [--shape 256x256x512]
        [--timeout-plain 30] [--timeout-tool 120] [--timeout-tool-hung 45] [--budget 540]
        [--sanitizer PATH]

A variant whose plain run hung gets the shorter sanitizer timeout; past `--budget` seconds
the remaining runs are skipped (marked "not run (budget)"), so one call fits the GPU
machine's 10-minute command limit.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(HERE))

import plant  # noqa: E402

TOOLS = ("racecheck", "synccheck")


def sanitizer_path(given: str | None) -> str | None:
    if given:
        return given
    found = shutil.which("compute-sanitizer")
    if found:
        return found
    for d in (os.environ.get("CUDA_HOME", ""), "/usr/local/cuda"):
        p = Path(d) / "bin" / "compute-sanitizer"
        if d and p.exists():
            return str(p)
    return None


def run(cmd: list[str], timeout: int, log) -> dict:
    """Run `cmd` in its own process group; past `timeout` seconds kill the whole group (a
    hung kernel's process too, not only compute-sanitizer)."""
    import signal

    t0 = time.perf_counter()
    log.write(f"\n$ {' '.join(cmd)}\n")
    log.flush()
    hung = False
    try:
        p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, cwd=ROOT,
                             start_new_session=True)
        try:
            out, _ = p.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            hung = True
            os.killpg(p.pid, signal.SIGKILL)
            out, _ = p.communicate()
        rc = p.returncode
    except OSError as exc:
        out, rc = f"{type(exc).__name__}: {exc}", -1
    out = out or ""
    log.write(out[-20000:])
    log.write(f"\n[exit {rc}{', killed after ' + str(timeout) + ' s' if hung else ''}, "
              f"{time.perf_counter() - t0:.1f} s]\n")
    log.flush()
    return {"rc": rc, "hung": hung, "seconds": round(time.perf_counter() - t0, 1), "output": out}


def result_of(out: str) -> dict | None:
    m = re.findall(r"^RESULT (\{.*\})$", out, re.M)
    return json.loads(m[-1]) if m else None


def symptom(r: dict) -> str:
    if r["hung"]:
        return "hang (killed by timeout)"
    res = result_of(r["output"])
    if res is None:
        return f"no result (exit {r['rc']})"
    if res.get("error"):
        return "error: " + res["error"].splitlines()[0][:160]
    if res["ok"]:
        return "C correct"
    return f"C wrong ({res['bad_elements']} elements off, {res['nan']} NaN)"


def sanitizer_summary(tool: str, r: dict) -> dict:
    out = r["output"]
    s = {"hung": r["hung"], "rc": r["rc"]}
    m = re.findall(r"ERROR SUMMARY: (\d+) error", out)
    s["errors"] = int(m[-1]) if m else None
    m = re.findall(r"RACECHECK SUMMARY: (\d+) hazards? displayed \((\d+) errors?, (\d+) warnings?\)", out)
    if m:
        s["hazards"], s["hazard_errors"], s["hazard_warnings"] = (int(x) for x in m[-1])
    lines = []
    for line in out.splitlines():
        t = line.strip().lstrip("=").strip()
        if re.search(r"(Error|Warning|hazard|Race reported|Barrier|Invalid|divergen)", t) and "SUMMARY" not in t:
            if t not in lines:
                lines.append(t)
    s["lines"] = lines[:12]
    return s


def cell(tool: str, s: dict | None) -> str:
    if s is None:
        return "not run"
    if s["hung"]:
        extra = f", {s['errors']} errors before the kill" if s.get("errors") else ""
        return f"hang (timeout){extra}"
    if s.get("errors") is None:
        return f"no summary (exit {s['rc']})"
    if tool == "racecheck" and "hazards" in s:
        return f"{s['hazards']} hazards ({s['hazard_errors']} errors, {s['hazard_warnings']} warnings)"
    return f"{s['errors']} errors"


def write(out: Path, rows: dict) -> None:
    (out / "sanitizer.json").write_text(json.dumps(rows, indent=1))
    md = ["| variant | planted bug | plain run | racecheck | synccheck | aproxy-verify-sync |",
          "|---|---|---|---|---|---|"]
    for name, r in rows.items():
        md.append(f"| {name} | {r['title']} | {r.get('plain', 'not run')} | "
                  f"{cell('racecheck', r.get('racecheck'))} | {cell('synccheck', r.get('synccheck'))} | "
                  f"{plant.short(r['ours'])} |")
    md.append("")
    for name, r in rows.items():
        for tool in TOOLS:
            s = r.get(tool)
            if s and s.get("lines"):
                md.append(f"* {name}, {tool}: " + " / ".join(s["lines"][:4]))
    (out / "sanitizer.md").write_text("\n".join(md) + "\n")


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("out")
    p.add_argument("--only", default="")
    p.add_argument("--shape", default="256x256x512")
    p.add_argument("--timeout-plain", type=int, default=30)
    p.add_argument("--timeout-tool", type=int, default=120)
    p.add_argument("--timeout-tool-hung", type=int, default=45)
    p.add_argument("--budget", type=int, default=540)
    p.add_argument("--sanitizer", default=None)
    p.add_argument("--prebuilt", default=None,
                   help="a folder of NAME.ptx/.cubin/.abi.json/.json made beforehand (--build): no compile here")
    p.add_argument("--build", default=None, help="only compile the variants into this folder (CPU + ptxas)")
    args = p.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    work = Path(args.build or args.prebuilt or Path(os.environ.get("TMPDIR", "/tmp")) / "tirx_sanitizer")
    work.mkdir(parents=True, exist_ok=True)
    san = sanitizer_path(args.sanitizer)
    vs = plant.variants()
    names = [n for n in vs if not args.only or n in args.only.split(",")]
    rows: dict = {}
    from tirx_mlir.runtime.abi import dumps

    t_start = time.perf_counter()

    def left() -> float:
        return args.budget - (time.perf_counter() - t_start)

    with open(out / "sanitizer.log", "a") as log:
        log.write(f"compute-sanitizer: {san}\n")
        for name in names:
            v = vs[name]
            rows[name] = {"title": v["title"], "ours": plant.ours(v["ir"])}
            if not args.prebuilt:
                try:
                    ptx, cubin, abis = plant.compile_unchecked(v["ir"])
                except Exception as exc:
                    rows[name]["plain"] = f"compile error: {exc}"[:300]
                    write(out, rows)
                    continue
                (work / f"{name}.ptx").write_text(ptx)
                (work / f"{name}.cubin").write_bytes(cubin)
                (work / f"{name}.abi.json").write_text(dumps(abis))
                (work / f"{name}.json").write_text(json.dumps(v["gemm"]))
            if args.build:
                continue
            one = [sys.executable, str(HERE / "run_one.py"), str(work), name, "--shape", args.shape]
            if left() < args.timeout_plain:
                rows[name]["plain"] = "not run (budget)"
                write(out, rows)
                continue
            r = run(one, args.timeout_plain, log)
            rows[name]["plain"] = symptom(r)
            rows[name]["plain_result"] = result_of(r["output"])
            write(out, rows)
            if san is None:
                continue
            limit = args.timeout_tool_hung if r["hung"] else args.timeout_tool
            for tool in TOOLS:
                if left() < 8:
                    log.write(f"{name} {tool}: not run (budget)\n")
                    continue
                extra = ["--racecheck-report", "all"] if tool == "racecheck" else []
                r = run([san, "--tool", tool, *extra, "--print-limit", "50"] + one,
                        int(max(8, min(limit, left()))), log)
                rows[name][tool] = sanitizer_summary(tool, r)
                rows[name][tool]["symptom"] = symptom(r)
                write(out, rows)
        if san is None:
            log.write("compute-sanitizer not found: only the plain runs were made\n")
    if (out / "sanitizer.md").exists():
        print((out / "sanitizer.md").read_text())
    return 0


if __name__ == "__main__":
    sys.exit(main())
