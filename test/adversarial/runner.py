"""Batch runner for the adversarial corpus (test/adversarial/cases/*.mlir).

    python3 test/adversarial/runner.py [--timeout S] CASE.mlir ...

Runs each case through `tirx-opt`'s own entry point (`tirx_mlir.tools.opt.main`) in this
one process, so the corpus pays Python's and the registry's start-up once instead of once
per case, and prints one JSON line per case:

    {"case": path, "status": "ok" | "traceback" | "timeout", "rc": int, "out": str, "err": str,
     "ptxas": null | {"rc": int, "err": str}, "seconds": float}

"traceback" means an exception escaped `main()` (the shell would have printed a Python
traceback) or the text "Traceback (most recent call last)" reached stdout/stderr. After a
"timeout" (SIGALRM after --timeout seconds) the runner stops: the hung work may still be
running on another thread, so the caller restarts a fresh runner for the cases after it.
An accepted case whose arguments include `-t ptx` is also assembled with `ptxas
-arch=sm_90a` when ptxas is on PATH, so "accepted" means accepted by the assembler too.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import traceback
from pathlib import Path

DEFAULT_ARGS = "-p tirx-to-ptx -t ptx"


class CaseTimeout(BaseException):
    """Raised by SIGALRM; a BaseException so no `except Exception` in the code under test
    swallows it."""


def header(path: Path) -> dict[str, str]:
    """The `// KEY: value` lines at the top of a case (ARGS, EXPECT, CLASS, ...)."""
    out: dict[str, str] = {}
    with open(path, "rb") as f:
        for raw in f:
            line = raw.decode("utf-8", "replace").strip()
            if not line.startswith("// ") or ":" not in line:
                break
            key, _, value = line[3:].partition(":")
            if not key.isupper():
                break
            out[key.strip()] = value.strip()
    return out


def case_argv(path: Path, hdr: dict[str, str]) -> list[str]:
    args = shlex.split(hdr.get("ARGS", DEFAULT_ARGS))
    return [str(path) if a == "%s" else a for a in args] if "%s" in args else [str(path), *args]


def _ptxas(text: str) -> dict | None:
    exe = shutil.which("ptxas")
    if exe is None:
        return None
    with tempfile.TemporaryDirectory() as d:
        src = Path(d) / "k.ptx"
        src.write_text(text)
        p = subprocess.run([exe, "-arch=sm_90a", str(src), "-o", str(Path(d) / "k.cubin")],
                           capture_output=True, text=True, timeout=60)
    return {"rc": p.returncode, "err": p.stderr[-2000:]}


def _clip(text: str, keep: int = 3000) -> str:
    """Head and tail of a long output (a diagnostic's message may follow a very long line)."""
    return text if len(text) <= 2 * keep else text[:keep] + "\n[...]\n" + text[-keep:]


def _alarm(signum, frame):
    raise CaseTimeout()


def run_case(path: Path, timeout: float) -> dict:
    from tirx_mlir.tools.opt import main

    hdr = header(path)
    argv = case_argv(path, hdr)
    out, err = io.StringIO(), io.StringIO()
    status, rc = "ok", None
    t0 = time.perf_counter()
    signal.setitimer(signal.ITIMER_REAL, timeout)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                rc = main(argv)
            except SystemExit as e:  # argparse and friends
                rc = e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
    except CaseTimeout:
        status = "timeout"
    except BaseException:  # noqa: BLE001 - anything escaping main() is a traceback in the shell
        status = "traceback"
        err.write(traceback.format_exc())
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
    seconds = time.perf_counter() - t0
    text_out, text_err = out.getvalue(), err.getvalue()
    if status == "ok" and "Traceback (most recent call last)" in text_out + text_err:
        status = "traceback"
    ptx = None
    if status == "ok" and rc == 0 and "-t" in argv and argv[argv.index("-t") + 1] == "ptx" \
            and "-o" not in argv and "--split-input-file" not in argv and text_out.strip():
        ptx = _ptxas(text_out)
    return {"case": str(path), "status": status, "rc": rc, "out": _clip(text_out), "err": _clip(text_err),
            "ptxas": ptx, "seconds": round(seconds, 3)}


def main(argv: list[str]) -> int:
    timeout = 20.0
    if argv[:1] == ["--timeout"]:
        timeout, argv = float(argv[1]), argv[2:]
    signal.signal(signal.SIGALRM, _alarm)
    for case in argv:
        res = run_case(Path(case), timeout)
        sys.__stdout__.write(json.dumps(res) + "\n")
        sys.__stdout__.flush()
        if res["status"] == "timeout":
            os._exit(3)  # the hung work may hold a thread; the caller resumes after this case
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
