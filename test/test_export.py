"""AOT export (`python -m tirx_mlir.export`): the files, the header's metadata against the
kernel's ABI, and the C launcher compiled with the system C compiler against cuda.h.

The launcher is run on the GPU by test/gpu/test_export_gpu.py."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tirx_mlir.export import ExportError, cuda_include_dir, export
from tirx_mlir.export.c_launcher import c_identifier
from tirx_mlir.runtime.errors import CompileError

ROOT = Path(__file__).resolve().parents[1]
APP = ROOT / "test" / "export_app" / "vector_add_app.c"




CC = shutil.which("cc") or shutil.which("gcc")
needs_cc = pytest.mark.skipif(CC is None or cuda_include_dir() is None,
                              reason="needs a C compiler and cuda.h (CUDA toolkit)")


def compile_c(*sources: Path, include: list[Path], out: Path) -> None:
    for src in sources:
        proc = subprocess.run([CC, "-std=c11", "-Wall", "-Wextra", "-Werror", "-c", str(src), "-o",
                               str(out / (src.stem + ".o"))] + [f"-I{i}" for i in include],
                              capture_output=True, text=True)
        assert proc.returncode == 0, f"{src.name} did not compile:\n{proc.stderr}"


@pytest.fixture(scope="module")
def vector_add(tmp_path_factory):
    out = tmp_path_factory.mktemp("export_va")
    paths = export(ROOT / "examples" / "vector_add.mlir", out)
    return out, paths


def test_export_writes_every_file(vector_add):
    out, paths = vector_add
    names = sorted(p.name for p in paths)
    assert names == sorted(["vector_add.ptx", "vector_add.abi.json", "vector_add.h", "vector_add.c",
                            "vector_add.cubin"])
    assert (out / "vector_add.cubin").read_bytes()[:4] == b"\x7fELF"
    assert ".entry vector_add" in (out / "vector_add.ptx").read_text()


def test_header_struct_follows_the_abi_params(vector_add):
    out, _ = vector_add
    abi = json.loads((out / "vector_add.abi.json").read_text())["vector_add"]
    header = (out / "vector_add.h").read_text()
    struct = re.search(r"typedef struct \{\n((?:(?!typedef).)*?)\} tirx_vector_add_vector_add_params;", header, re.S).group(1)
    fields = re.findall(r"^\s+(\w+) (\w+);", struct, re.M)
    assert [f for _, f in fields] == [p["name"] for p in abi["params"]]
    assert all(t == "uint64_t" for t, _ in fields)  # pointers and extents travel as u64
    assert "TIRX_VECTOR_ADD_VECTOR_ADD_DYNAMIC_SMEM 0" in header


@needs_cc
def test_launcher_and_app_compile_against_cuda_h(vector_add, tmp_path):
    out, _ = vector_add
    compile_c(out / "vector_add.c", APP, include=[out, cuda_include_dir()], out=tmp_path)
    assert (tmp_path / "vector_add.o").stat().st_size > 4000  # the embedded cubin is in it


@pytest.fixture(scope="module")
def gemm(tmp_path_factory):
    out = tmp_path_factory.mktemp("export_gemm")
    export(ROOT / "examples" / "gemm_bf16.mlir", out)
    return out


def test_gemm_header_has_tensor_map_cluster_and_smem_rules(gemm):
    header = (gemm / "gemm_bf16.h").read_text()
    launcher = (gemm / "gemm_bf16.c").read_text()
    abi = json.loads((gemm / "gemm_bf16.abi.json").read_text())["gemm_bf16"]
    smem = abi["extra"]["dynamic_smem"]
    assert smem > 48 * 1024
    assert f"TIRX_GEMM_BF16_GEMM_BF16_DYNAMIC_SMEM {smem}" in header
    # More than 48 KB: the loader raises the kernel's dynamic limit.
    assert f"CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, {smem}" in launcher
    bx = abi["known_block_size"][0]
    assert f"TIRX_GEMM_BF16_GEMM_BF16_BLOCK_X {bx}" in header
    assert f"if (block_x != {bx} " in launcher
    for a in abi["args"]:
        if a["kind"] == "tensormap":
            base = f"TIRX_GEMM_BF16_GEMM_BF16_TMAP_{a['name'].upper()}"
            assert f"CUtensorMap {a['name']};" in header
            if a.get("box"):
                # innermost dimension first, as cuTensorMapEncodeTiled takes it
                box = ", ".join(str(b) for b in reversed(a["box"]))
                assert f"#define {base}_BOX {{{box}}}" in header


@needs_cc
def test_gemm_launcher_compiles(gemm, tmp_path):
    compile_c(gemm / "gemm_bf16.c", include=[gemm, cuda_include_dir()], out=tmp_path)


def test_cli_reports_bad_input_without_traceback(tmp_path):
    missing = subprocess.run([sys.executable, "-m", "tirx_mlir.export", str(tmp_path / "nope.mlir"), "-o",
                              str(tmp_path / "o")], capture_output=True, text=True, cwd=ROOT)
    assert missing.returncode == 1
    assert "nope.mlir" in missing.stderr and "Traceback" not in missing.stderr
    empty = tmp_path / "empty.mlir"
    empty.write_text("builtin.module {}\n")
    with pytest.raises(CompileError, match="the IR has no kernel"):
        export(empty, tmp_path / "o2")
    blocker = tmp_path / "file"
    blocker.write_text("")
    with pytest.raises(ExportError, match="cannot create the output folder"):
        export(ROOT / "examples" / "vector_add.mlir", blocker / "sub")


def test_c_identifier():
    assert c_identifier("gemm-bf16.v2") == "gemm_bf16_v2"
    assert c_identifier("9lives") == "_9lives"
