"""Ahead-of-time export: a kernel module as files a C program can use with no Python.

    python -m tirx_mlir.export examples/vector_add.mlir -o out/
    # out/vector_add.cubin  out/vector_add.ptx  out/vector_add.abi.json
    # out/vector_add.h      (launch metadata, parameter structs, prototypes)
    # out/vector_add.c      (the launcher on the CUDA driver API, the cubin embedded)

`export(source, out_dir)` compiles through `tirx_mlir.runtime.compile` (same pipeline, same
options: arch, verify_sync, ...) and writes the files; `c_launcher` holds what the C text
says. A C program includes the header, compiles the .c beside it and links libcuda:
`cc app.c out/vector_add.c -I out -I $CUDA_HOME/include -lcuda`.
"""

from __future__ import annotations

import json
from pathlib import Path

from tirx_mlir.runtime.errors import CompileError

from .c_launcher import ExportError, c_identifier, header_text, source_text

__all__ = ["export", "ExportError", "cuda_include_dir"]


def cuda_include_dir() -> Path | None:
    """The CUDA toolkit's include folder (the one holding cuda.h): $CUDA_HOME, $CUDA_PATH,
    /usr/local/cuda, or beside the nvcc on PATH; None when there is none."""
    import os
    import shutil

    for base in (os.environ.get("CUDA_HOME"), os.environ.get("CUDA_PATH"), "/usr/local/cuda"):
        if base and (Path(base) / "include" / "cuda.h").exists():
            return Path(base) / "include"
    nvcc = shutil.which("nvcc")
    if nvcc and (Path(nvcc).resolve().parents[1] / "include" / "cuda.h").exists():
        return Path(nvcc).resolve().parents[1] / "include"
    return None


def export(source, out_dir, *, name: str | None = None, **compile_options) -> list[Path]:
    """Compile `source` (IR text or a path) and write cubin/PTX/ABI/header/launcher under
    `out_dir`; returns the paths written. `name` (default: the file's stem) names the files
    and the C prefix `tirx_<name>_`."""
    from tirx_mlir import __version__
    from tirx_mlir.runtime import compile

    src_name = "<string>"
    if isinstance(source, Path) or (isinstance(source, str) and "\n" not in source and source.endswith(".mlir")):
        path = Path(source)
        src_name = path.name
        name = name or path.stem
        try:
            source = path.read_text()
        except (OSError, UnicodeDecodeError) as exc:
            raise CompileError(f"{path}: cannot read the kernel IR ({exc})") from None
    name = c_identifier(name or "module")
    out = Path(out_dir)
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise ExportError(f"{out}: cannot create the output folder ({exc})") from None
    mod = compile(source, **compile_options)
    image, kind = (mod.cubin, "cubin") if mod.cubin else (mod.ptx.encode(), "ptx")
    arch = getattr(mod, "arch", "sm_90a")
    files = {
        f"{name}.ptx": mod.ptx.encode(),
        f"{name}.abi.json": json.dumps({k: a.to_json() for k, a in mod.abis.items()}, indent=1,
                                       sort_keys=True).encode(),
        f"{name}.h": header_text(name, mod.abis, src_name, __version__, arch).encode(),
        f"{name}.c": source_text(name, mod.abis, image, kind).encode(),
    }
    if mod.cubin:
        files[f"{name}.cubin"] = mod.cubin
    written = []
    for fname, data in files.items():
        p = out / fname
        try:
            p.write_bytes(data)
        except OSError as exc:
            raise ExportError(f"{p}: cannot write ({exc})") from None
        written.append(p)
    return written
