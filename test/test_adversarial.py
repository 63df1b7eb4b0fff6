"""The adversarial corpus: every file of test/adversarial/cases/ is bad (or odd but legal)
input with its expected outcome in its header:

    // ARGS: -p tirx-to-ptx -t ptx        (tirx-opt arguments; the default; %s = the file)
    // EXPECT: accept                     exit 0, and ptxas accepts the PTX when -t ptx
    // EXPECT: reject: <regex>            exit 1 and a diagnostic matching <regex>
    // CLASS: <class>                     which class of issue 13 it belongs to
    // LOCATED: no                        (rare) the diagnostic has no source location

For every case: no Python traceback, no hang (a per-case timeout), the exit status and the
message as expected, and a rejection is located (`file:line:col`, or the op marked with
`^^^` in the printed IR). The cases run in two batches of `test/adversarial/runner.py`
(one process each; see there), so the corpus takes seconds, not a process start per case.
A few cases are also run as real `tirx-opt` processes to show the batch equals the shell.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent / "adversarial"
CASES = sorted((HERE / "cases").glob("*.mlir"))
RUNNER = HERE / "runner.py"
sys.path.insert(0, str(HERE))
from runner import header  # noqa: E402

PER_CASE_TIMEOUT = 20
LOCATED = re.compile(r"\S+:\d+:\d+|\^\^\^")


def _run_batch(cases: list[Path]) -> dict[str, dict]:
    """Run cases in one runner process; after a timeout, resume with a fresh one."""
    results: dict[str, dict] = {}
    todo = list(cases)
    while todo:
        proc = subprocess.run([sys.executable, str(RUNNER), "--timeout", str(PER_CASE_TIMEOUT), *map(str, todo)],
                              capture_output=True, text=True, timeout=900)  # a loaded machine
        done = [json.loads(line) for line in proc.stdout.splitlines() if line.startswith("{")]
        for r in done:
            results[r["case"]] = r
        if len(done) == len(todo):
            break
        if proc.returncode != 3:  # the runner itself died: record the case it was on
            results[str(todo[len(done)])] = {"status": "runner died", "rc": proc.returncode, "out": "",
                                             "err": proc.stderr[-4000:], "ptxas": None}
        todo = todo[len(done) + (0 if proc.returncode == 3 else 1):]
    return results


@pytest.fixture(scope="module")
def results() -> dict[str, dict]:
    halves = [CASES[0::2], CASES[1::2]]
    with ThreadPoolExecutor(2) as pool:
        parts = list(pool.map(_run_batch, halves))
    return {k: v for part in parts for k, v in part.items()}


def test_corpus_size_and_classes():
    assert len(CASES) >= 200, len(CASES)
    headers = [header(c) for c in CASES]
    for c, h in zip(CASES, headers):
        assert "EXPECT" in h and "CLASS" in h, f"{c.name}: header needs EXPECT and CLASS"
        assert h["EXPECT"] == "accept" or h["EXPECT"].startswith("reject: "), f"{c.name}: {h['EXPECT']}"
    classes = {h["CLASS"] for h in headers}
    assert {"traceback", "hang", "illegal-accepted", "legal-rejected"} <= classes, classes


def test_case_files_are_the_generators_output():
    """test/adversarial/generate.py is the source of the case files: they must not drift."""
    import generate

    files = {c.stem: c.read_bytes() for c in CASES}
    made = {c[0]: generate.render(c) for c in generate.CASES}
    assert sorted(files) == sorted(made), set(files) ^ set(made)
    stale = [n for n in made if files[n] != made[n]]
    assert not stale, f"regenerate with python3 test/adversarial/generate.py: {stale[:5]}"


@pytest.mark.parametrize("case", CASES, ids=[c.stem for c in CASES])
def test_case(case: Path, results):
    h = header(case)
    r = results[str(case)]
    shown = f"\n--- stderr ---\n{r['err']}\n--- stdout ---\n{r['out'][-1500:]}"
    assert r["status"] == "ok", f"{case.name}: {r['status']}{shown}"
    if h["EXPECT"] == "accept":
        assert r["rc"] == 0, f"{case.name}: expected acceptance, exit {r['rc']}{shown}"
        if r["ptxas"] is not None:
            assert r["ptxas"]["rc"] == 0, f"{case.name}: ptxas rejected the PTX:\n{r['ptxas']['err']}"
        return
    pattern = h["EXPECT"][len("reject: "):]
    assert r["rc"] == 1, f"{case.name}: expected exit 1 with /{pattern}/, exit {r['rc']}{shown}"
    text = r["err"] + r["out"]
    assert re.search(pattern, text), f"{case.name}: no message matching /{pattern}/{shown}"
    if h.get("LOCATED", "yes") != "no":
        assert LOCATED.search(text), f"{case.name}: the diagnostic has no location{shown}"


SHELL_SAMPLE = ["empty-file", "deep-scf-if-3000", "block-one-element-named-barrier", "kernel-name-dash"]


@pytest.mark.skipif(shutil.which("tirx-opt") is None, reason="tirx-opt is not on PATH (pip install -e .)")
@pytest.mark.parametrize("stem", SHELL_SAMPLE)
def test_shell_agrees_with_batch(stem, results):
    case = HERE / "cases" / f"{stem}.mlir"
    from runner import case_argv

    p = subprocess.run(["tirx-opt", *case_argv(case, header(case))], capture_output=True, text=True, timeout=60)
    r = results[str(case)]
    assert "Traceback" not in p.stderr
    assert p.returncode == r["rc"], (p.returncode, r["rc"], p.stderr[-2000:])
    assert p.stdout.strip() == r["out"].strip() or len(p.stdout) > 6000
