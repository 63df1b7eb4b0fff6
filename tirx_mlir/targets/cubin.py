"""PTX text to a cubin through `ptxas`.

`find_ptxas()` looks, in order, in PATH, `$CUDA_HOME/bin`, `$CUDA_PATH/bin` and the
`nvidia-cuda-nvcc` pip package (`nvidia/cuda_nvcc/bin`); `assemble(ptx, arch)` runs it and
returns the cubin bytes, raising `PtxasError` with ptxas's own messages when it rejects the PTX.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

__all__ = ["PtxasError", "PtxasNotFound", "find_ptxas", "assemble", "ptxas_version"]


class PtxasNotFound(RuntimeError):
    """No ptxas executable was found."""


class PtxasError(RuntimeError):
    """ptxas rejected the PTX; the message holds ptxas's error text."""

    def __init__(self, message: str, stderr: str = "", ptx: str = ""):
        super().__init__(message)
        self.stderr = stderr
        self.ptx = ptx


def _exe(path: Path) -> str | None:
    for name in ("ptxas", "ptxas.exe"):
        cand = path / name
        if cand.is_file() and os.access(cand, os.X_OK):
            return str(cand)
    return None


def _candidates() -> list[Path]:
    dirs: list[Path] = []
    for var in ("CUDA_HOME", "CUDA_PATH"):
        root = os.environ.get(var)
        if root:
            dirs.append(Path(root) / "bin")
    # The nvidia-cuda-nvcc wheel installs into the `nvidia` namespace package.
    try:
        spec = importlib.util.find_spec("nvidia")
    except (ImportError, ValueError):
        spec = None
    if spec is not None:
        for loc in spec.submodule_search_locations or []:
            dirs.append(Path(loc) / "cuda_nvcc" / "bin")
    return dirs


def find_ptxas() -> str | None:
    """The path of a ptxas executable, or None when there is none."""
    found = shutil.which("ptxas")
    if found:
        return found
    for d in _candidates():
        exe = _exe(d)
        if exe:
            return exe
    return None


def ptxas_version(ptxas: str | None = None) -> str:
    """ptxas's `--version` line (e.g. `Cuda compilation tools, release 13.0, V13.0.48`)."""
    exe = ptxas or find_ptxas()
    if exe is None:
        raise PtxasNotFound(_not_found_message())
    out = subprocess.run([exe, "--version"], capture_output=True, text=True, check=False)
    lines = [l.strip() for l in out.stdout.splitlines() if l.strip()]
    release = [l for l in lines if "release" in l]
    return (release or lines or [""])[-1]


def _not_found_message() -> str:
    return (
        "ptxas not found: looked in PATH, $CUDA_HOME/bin, $CUDA_PATH/bin and the "
        "nvidia-cuda-nvcc pip package (nvidia/cuda_nvcc/bin)"
    )


def assemble(
    ptx_text: str,
    arch: str = "sm_90a",
    *,
    opt_level: int = 3,
    extra_args: list[str] | tuple[str, ...] = (),
    ptxas: str | None = None,
) -> bytes:
    """Assemble PTX text into a cubin for `arch` and return its bytes.

    Raises PtxasNotFound when no ptxas exists and PtxasError (with ptxas's messages) when
    ptxas rejects the input.
    """
    exe = ptxas or find_ptxas()
    if exe is None:
        raise PtxasNotFound(_not_found_message())
    with tempfile.TemporaryDirectory(prefix="tirx-ptxas-") as tmp:
        src = Path(tmp) / "kernel.ptx"
        dst = Path(tmp) / "kernel.cubin"
        src.write_text(ptx_text)
        cmd = [exe, f"-arch={arch}", f"-O{opt_level}", *extra_args, str(src), "-o", str(dst)]
        proc = subprocess.run(cmd, capture_output=True, text=True, check=False)
        if proc.returncode != 0 or not dst.exists():
            msgs = (proc.stderr + proc.stdout).strip().replace(str(src), "<ptx>")
            raise PtxasError(
                f"ptxas -arch={arch} rejected the PTX (exit {proc.returncode}):\n{msgs}",
                stderr=proc.stderr,
                ptx=ptx_text,
            )
        return dst.read_bytes()
