"""Every SIMT example compiles to PTX through `tirx-to-ptx -t ptx` and assembles with
`ptxas -arch=sm_90a`."""

from __future__ import annotations

import functools
import os
import shutil
import subprocess

import pytest

from tirx_mlir.tools import forkserver

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXAMPLES = os.path.join(ROOT, "examples")
# The tile-free SIMT kernels (docs/simt.md).
SIMT_EXAMPLES = ["vector_add", "saxpy", "softmax", "rmsnorm"]


@functools.cache  # both tests of an example assert on the one compilation
def compile_to_ptx(name: str) -> str:
    # tools/tirx-opt through the fork server (the process without Python's start-up)
    proc = forkserver.run("tirx-opt", [os.path.join(EXAMPLES, f"{name}.mlir"), "-p", "tirx-to-ptx", "-t", "ptx"],
                          ROOT)
    assert proc.returncode == 0, proc.stderr
    assert "Traceback" not in proc.stderr
    return proc.stdout


@pytest.mark.parametrize("name", SIMT_EXAMPLES)
def test_example_compiles_to_ptx(name: str):
    ptx = compile_to_ptx(name)
    assert ".target sm_90a" in ptx
    assert f".entry {name}(" in ptx


@pytest.mark.skipif(shutil.which("ptxas") is None, reason="ptxas is not on PATH")
@pytest.mark.parametrize("name", SIMT_EXAMPLES)
def test_example_assembles_with_ptxas(name: str, tmp_path):
    ptx = tmp_path / f"{name}.ptx"
    ptx.write_text(compile_to_ptx(name))
    proc = subprocess.run(
        ["ptxas", "-arch=sm_90a", str(ptx), "-o", str(tmp_path / f"{name}.cubin")],
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 0, proc.stderr
