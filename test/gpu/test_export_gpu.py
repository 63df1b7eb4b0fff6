"""The exported C launcher run on the GPU from a C program, with no Python at run time:
`python -m tirx_mlir.export examples/vector_add.mlir`, then test/export_app/vector_add_app.c
linked against the launcher and libcuda; the program checks every element of c = a + b
(fresh pseudo-random inputs, c poisoned with NaN) and that an illegal block is refused."""

from __future__ import annotations

import random
import shutil
import subprocess
from pathlib import Path

import pytest

from tirx_mlir.export import cuda_include_dir, export

pytestmark = pytest.mark.gpu

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("n", [1, 1000003])
def test_c_launcher_runs_vector_add(tmp_path, n):
    cc = shutil.which("cc") or shutil.which("gcc")
    inc = cuda_include_dir()
    assert cc and inc, "the GPU machine needs a C compiler and cuda.h for this test"
    export(ROOT / "examples" / "vector_add.mlir", tmp_path)
    exe = tmp_path / "app"
    libdirs = [p for p in ("/usr/local/cuda/lib64/stubs", "/usr/lib/x86_64-linux-gnu") if Path(p).exists()]
    build = subprocess.run([cc, "-std=c11", "-O2", str(ROOT / "test" / "export_app" / "vector_add_app.c"),
                            str(tmp_path / "vector_add.c"), f"-I{tmp_path}", f"-I{inc}", "-o", str(exe)]
                           + [f"-L{d}" for d in libdirs] + ["-lcuda", "-lm"], capture_output=True, text=True)
    assert build.returncode == 0, build.stderr
    seed = random.randrange(1, 2**31)
    run = subprocess.run([str(exe), str(n), str(seed)], capture_output=True, text=True, timeout=60)
    assert run.returncode == 0 and run.stdout.strip() == f"PASS n={n}", (seed, run.stdout, run.stderr)
