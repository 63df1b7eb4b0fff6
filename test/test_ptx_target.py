"""The PTX target (`tirx_mlir.targets.ptx`) and ptxas wrapper (`tirx_mlir.targets.cubin`).

* every positive lit input of test/lit/ptx is emitted and assembled with `ptxas -arch=sm_90a`;
* the kernel ABI that `emit_ptx` returns;
* the parallel-copy sequentializer, checked by simulation on random copies;
* find_ptxas's search order and assemble's error reporting.
Tests that need ptxas are skipped, with the reason printed, when none is found.
"""

from __future__ import annotations

import random
import stat
import sys
from pathlib import Path

import pytest

from tirx_mlir.registry import make_context
from tirx_mlir.targets import cubin
from tirx_mlir.targets.ptx import (
    Param,
    PtxEmitError,
    emit_ptx,
    sequentialize_copies,
)

LIT = Path(__file__).parent / "lit" / "ptx"
POSITIVE = sorted(p.name for p in LIT.glob("*.mlir") if p.name != "errors.mlir")

needs_ptxas = pytest.mark.skipif(
    cubin.find_ptxas() is None,
    reason="ptxas not found (PATH, $CUDA_HOME/bin, $CUDA_PATH/bin, nvidia-cuda-nvcc)",
)


def parse(text: str):
    from xdsl.parser import Parser

    module = Parser(make_context(), text).parse_module()
    module.verify()
    return module


def test_positive_lit_inputs_exist():
    assert {"module.mlir", "block-args.mlir", "vector.mlir", "abi.mlir"} <= set(POSITIVE)


@needs_ptxas
@pytest.mark.parametrize("name", POSITIVE)
def test_lit_input_assembles(name):
    ptx = emit_ptx(parse((LIT / name).read_text()))
    image = cubin.assemble(ptx.text, arch="sm_90a")
    assert image[:4] == b"\x7fELF"


def test_abi_from_kernel_params():
    ptx = emit_ptx(parse((LIT / "abi.mlir").read_text()))
    abi = ptx.kernels["copy"]
    assert abi.params == [
        Param("a_ptr", "ptr", "u64", 0, None),
        Param("a_dim0", "dim", "u64", 0, 0),
        Param("a_dim1", "dim", "u64", 0, 1),
        Param("n", "scalar", "u64", 1, None),
        Param("tmap_a", "tensormap", "b8", 2, None),
        Param("tmap_b", "tensormap", "b8", 3, None),
    ]
    assert abi.reqntid == (128, 1, 1)
    assert abi.cluster is None


def test_abi_without_kernel_params_and_directives():
    ptx = emit_ptx(parse((LIT / "module.mlir").read_text()), version="8.0")
    assert ptx.text.splitlines()[4:7] == [".version 8.0", ".target sm_90a", ".address_size 64"]
    assert [(p.name, p.kind, p.ptx_type, p.arg_index) for p in ptx.kernels["consts"].params] == [
        ("out", "scalar", "u64", 0), ("n", "scalar", "u32", 1), ("s", "scalar", "f32", 2),
        ("d", "scalar", "f64", 3), ("h", "scalar", "b16", 4), ("w", "scalar", "u16", 5),
        ("idx", "scalar", "u64", 6),
    ]
    clustered = ptx.kernels["clustered"]
    assert clustered.params == [] and clustered.maxntid == (384, 1, 1) and clustered.cluster == (2, 1, 1)
    assert ptx.kernels["known"].reqntid == (32, 4, 1)


def test_unsupported_op_is_a_diagnostic():
    text = """
    gpu.module @m {
      gpu.func @k(%a: i32) kernel {
        %b = arith.muli %a, %a : i32
        gpu.return
      }
    }"""
    with pytest.raises(PtxEmitError, match=r"ptx target: arith.muli: the ptx target cannot print this op"):
        emit_ptx(parse(text))


# ------------------------------------------------------------------ parallel copies


def _simulate(moves, regs):
    state = dict(regs)
    for d, s, _ in moves:
        state[d] = state[s]
    return state


@pytest.mark.parametrize("seed", range(200))
def test_parallel_copy_by_simulation(seed):
    rng = random.Random(seed)
    names = [f"%r{i}" for i in range(1, rng.randint(2, 9))]
    dsts = rng.sample(names, rng.randint(1, len(names)))
    copies = [(d, rng.choice(names), "b32") for d in dsts]
    temps = iter(f"%t{i}" for i in range(100))
    moves = sequentialize_copies(copies, lambda cls: next(temps))
    before = {n: f"v{n}" for n in names}
    after = _simulate(moves, before)
    for d, s, _ in copies:
        assert after[d] == before[s], (copies, moves)
    for n in names:
        if n not in dsts:
            assert after[n] == before[n], (copies, moves)
    # A cycle of k registers costs k + 1 moves; nothing is moved onto itself.
    assert all(d != s for d, s, _ in moves)


def test_swap_uses_one_temporary():
    moves = sequentialize_copies([("%f1", "%f2", "f32"), ("%f2", "%f1", "f32")], lambda c: "%f9")
    assert moves == [("%f9", "%f1", "f32"), ("%f1", "%f2", "f32"), ("%f2", "%f9", "f32")]


# ------------------------------------------------------------------------- ptxas


def _fake_ptxas(directory: Path) -> Path:
    directory.mkdir(parents=True, exist_ok=True)
    exe = directory / "ptxas"
    exe.write_text("#!/bin/sh\necho fake\n")
    exe.chmod(exe.stat().st_mode | stat.S_IXUSR)
    return exe


def test_find_ptxas_search_order(tmp_path, monkeypatch):
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    monkeypatch.delenv("CUDA_HOME", raising=False)
    monkeypatch.delenv("CUDA_PATH", raising=False)
    # The nvidia-cuda-nvcc wheel layout: <site>/nvidia/cuda_nvcc/bin/ptxas.
    site = tmp_path / "site"
    wheel = _fake_ptxas(site / "nvidia" / "cuda_nvcc" / "bin")
    monkeypatch.syspath_prepend(str(site))
    sys.modules.pop("nvidia", None)
    assert cubin.find_ptxas() == str(wheel)
    cuda_path = _fake_ptxas(tmp_path / "cuda_path" / "bin")
    monkeypatch.setenv("CUDA_PATH", str(tmp_path / "cuda_path"))
    assert cubin.find_ptxas() == str(cuda_path)
    cuda_home = _fake_ptxas(tmp_path / "cuda_home" / "bin")
    monkeypatch.setenv("CUDA_HOME", str(tmp_path / "cuda_home"))
    assert cubin.find_ptxas() == str(cuda_home)
    on_path = _fake_ptxas(tmp_path / "path")
    monkeypatch.setenv("PATH", str(tmp_path / "path"))
    assert cubin.find_ptxas() == str(on_path)


def test_find_ptxas_none(tmp_path, monkeypatch):
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.delenv("CUDA_HOME", raising=False)
    monkeypatch.delenv("CUDA_PATH", raising=False)
    monkeypatch.setattr(cubin, "_candidates", lambda: [])
    assert cubin.find_ptxas() is None
    with pytest.raises(cubin.PtxasNotFound, match="ptxas not found"):
        cubin.assemble(".version 8.5\n")


@needs_ptxas
def test_assemble_reports_ptxas_errors():
    bad = ".version 8.5\n.target sm_90a\n.address_size 64\n.visible .entry k()\n{\n\tfrobnicate.u32 %r1;\n}\n"
    with pytest.raises(cubin.PtxasError) as info:
        cubin.assemble(bad)
    msg = str(info.value)
    assert "ptxas -arch=sm_90a rejected the PTX" in msg
    assert "<ptx>, line 6" in msg  # ptxas's own message, with the temp path hidden
    assert info.value.ptx == bad


@needs_ptxas
def test_ptxas_version():
    assert "release" in cubin.ptxas_version()
