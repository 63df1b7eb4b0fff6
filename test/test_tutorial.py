"""docs/tutorial.md runs: its `python file=NAME` blocks are written into a fresh folder, its
`sh` blocks run there in order (bash, this repository on PYTHONPATH), and each `text` block
after a command block must appear in that block's output, line by line, in order (`...`
skips). A block fenced `sh {fails}` must end with a non-zero exit status; the others with 0."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "tutorial.md"
FENCE = re.compile(r"^```([^\n]*)\n(.*?)^```\s*$", re.DOTALL | re.MULTILINE)


def blocks():
    return [(info.strip(), body) for info, body in FENCE.findall(DOC.read_text())]


def _expect_in_order(expected: str, output: str) -> str | None:
    """None if every expected line (stripped of trailing spaces) occurs in `output` in
    order, each as a substring of one output line; else what was missing."""
    lines = output.splitlines()
    at = 0
    for want in expected.splitlines():
        want = want.rstrip()
        if not want or want == "...":
            continue
        for i in range(at, len(lines)):
            if want.strip() in lines[i]:
                at = i + 1
                break
        else:
            return want
    return None


@pytest.mark.skipif(sys.platform != "linux", reason="the tutorial's commands are bash")
def test_tutorial_commands_run(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""),
               TIRX_MLIR_CACHE_DIR=str(tmp_path / "cache"))
    bs = blocks()
    files = [b for b in bs if b[0].startswith("python file=")]
    assert {i.split("=", 1)[1] for i, _ in files} >= {"stream_scale.py", "check.py"}
    ran = 0
    last_out = None
    for info, body in bs:
        if info.startswith("python file="):
            (tmp_path / info.split("=", 1)[1]).write_text(body)
        elif info.startswith("sh"):
            fails = "{fails}" in info
            cmds = [line[2:] for line in body.splitlines() if line.startswith("$ ")]
            assert cmds, body
            script = "\n".join(cmds[:-1] + [""]) if len(cmds) > 1 else ""
            script = "set -e\n" + script + cmds[-1] + "\n"
            r = subprocess.run(["bash", "-c", script.replace("python ", f"{sys.executable} ")],
                               cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300, check=False)
            last_out = r.stdout + r.stderr
            if fails:
                assert r.returncode != 0, f"expected a failure: {cmds}\n{last_out}"
            else:
                assert r.returncode == 0, f"{cmds} failed:\n{last_out}"
            assert "Traceback" not in last_out or fails, last_out
            ran += 1
        elif info == "text" and last_out is not None:
            missing = _expect_in_order(body, last_out)
            assert missing is None, f"not in the output: {missing!r}\n---\n{last_out}"
            last_out = None
    assert ran >= 10
