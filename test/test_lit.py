"""The lit/FileCheck suite under test/lit, one pytest item per lit file.

`test_lit[tile/errors.mlir]` fails with that file's lit output, so a failure names its file
(`python3 -m pytest test/test_lit.py -k tile/errors` runs one). The selected files run
together in one lit run, in parallel (a worker per CPU), the first time a lit item needs its
result; each item then reports its own file. tirx-opt and filecheck go through lit.cfg.py's
fork server (no Python start-up per RUN line).
"""

from __future__ import annotations

import os

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
LIT_DIR = os.path.join(HERE, "lit")


def _lit_files() -> list[str]:
    out = []
    for dirpath, dirnames, filenames in os.walk(LIT_DIR):
        dirnames[:] = sorted(d for d in dirnames if d not in ("Inputs", "Output") and not d.startswith("."))
        out.extend(os.path.join(dirpath, f) for f in sorted(filenames) if f.endswith(".mlir"))
    return out


FILES = _lit_files()


def _estimate(path: str) -> float:
    """A guess at a lit file's seconds: 0.3 a RUN-line command that goes through the fork
    server, 1.5 one that starts a Python (or ptxas) process."""
    with open(path) as f:
        runs = [line.split("RUN:", 1)[1] for line in f if "RUN:" in line]
    cmds = [c.strip() for r in runs for c in r.split("|")]
    slow = sum(c.startswith(("python3", "%python", "xdsl-opt", "ptxas", "not ptxas")) for c in cmds)
    return 0.3 * (len(cmds) - slow) + 1.5 * slow


@pytest.fixture(scope="session")
def lit_results(request) -> dict:
    import lit.discovery
    import lit.LitConfig
    import lit.run

    selected = [it.callspec.params["path"] for it in request.session.items
                if getattr(it, "originalname", None) == "test_lit" and hasattr(it, "callspec")]
    config = lit.LitConfig.LitConfig(
        progname="lit", path=[], diagnostic_level="error", useValgrind=False,
        valgrindLeakCheck=False, valgrindArgs=[], noExecute=False, debug=False,
        isWindows=False, order="lexical", params={})
    tests = lit.discovery.find_tests_for_inputs(config, selected)
    # Longest first, so that the slow files overlap: the times lit keeps in
    # .lit_test_times.txt, else (a fresh checkout) an estimate from the file's RUN lines.
    tests.sort(key=lambda t: -(t.previous_elapsed or _estimate(t.getSourcePath())))
    lit.run.Run(tests, config, os.cpu_count() or 1, lambda test: None, None, None).execute()
    return {os.path.abspath(t.getSourcePath()): t.result for t in tests}


@pytest.mark.parametrize("path", FILES, ids=[os.path.relpath(f, LIT_DIR) for f in FILES])
def test_lit(path, lit_results):
    import lit.Test

    rel = os.path.relpath(path, LIT_DIR)
    result = lit_results.get(os.path.abspath(path))
    assert result is not None, f"lit did not discover {rel}"
    if result.code is lit.Test.UNSUPPORTED:
        pytest.skip(f"{rel}: unsupported here (a REQUIRES: feature is missing)")
    assert result.code in (lit.Test.PASS, lit.Test.XFAIL), f"{rel}: {result.code.name}\n{result.output}"
