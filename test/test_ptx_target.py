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


def _nvvm_level(p: Path) -> bool:
    """A lit input the target prints as it is (its RUN lines run no pass pipeline first)."""
    runs = [line for line in p.read_text().splitlines() if line.startswith("// RUN:")]
    return not any(" -p " in r for r in runs)


POSITIVE = sorted(p.name for p in LIT.glob("*.mlir") if not p.name.startswith("errors") and _nvvm_level(p))

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
    assert {"module.mlir", "block-args.mlir", "vector.mlir", "abi.mlir", "wgmma-accumulator.mlir"} <= set(POSITIVE)


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
    ptx = emit_ptx(parse((LIT / "module.mlir").read_text()), version="9.0")
    assert ptx.text.splitlines()[4:7] == [".version 9.0", ".target sm_90a", ".address_size 64"]
    assert [(p.name, p.kind, p.ptx_type, p.arg_index) for p in ptx.kernels["consts"].params] == [
        ("out", "scalar", "u64", 0), ("n", "scalar", "u32", 1), ("s", "scalar", "f32", 2),
        ("d", "scalar", "f64", 3), ("h", "scalar", "bf16", 4), ("w", "scalar", "u16", 5),
        ("idx", "scalar", "u64", 6),
    ]
    clustered = ptx.kernels["clustered"]
    assert clustered.params == [] and clustered.maxntid == (384, 1, 1) and clustered.cluster == (2, 1, 1)
    assert clustered.dynamic_smem == 98304 and ptx.kernels["consts"].dynamic_smem is None
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


# ------------------------------------------------------------------ tied operands


def _with_tied_row(text: str):
    """Parses `text` and replaces each `test.op` by an op of a row whose first operand is
    tied to its result (an `InOut`, like a wgmma accumulator)."""
    from xdsl.rewriter import Rewriter

    from tirx_mlir.dialects.nvvm.ops import make_op_class
    from tirx_mlir.dialects.nvvm.spec import In, InOut, Instr

    row = Instr("test.acc", "acc.v4.f32 {d}, {a};", operands=[InOut("d", ty="f32", vec=4), In("a", ty="f32", vec=4)])
    cls = make_op_class(row)
    module = parse(text)
    for op in [o for o in module.walk() if o.name == "test.op"]:
        new = cls.create(operands=list(op.operands), result_types=[r.type for r in op.results])
        new.verify_()
        Rewriter.replace_op(op, new)
    return module


TIED = """
gpu.module @m {
  gpu.func @k(%p: i64) kernel {
    %z = arith.constant dense<0.0> : vector<4xf32>
    %x = nvvm.ld<space = global, vec = v4, type = f32> %p : (i64) -> vector<4xf32>
    %a = "test.op"(%z, %x) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %b = "test.op"(%a, %x) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %c = "test.op"(%b, %x) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    nvvm.st<space = global, vec = v4, type = f32> %p, %b : (i64, vector<4xf32>) -> ()
    nvvm.st<space = global, vec = v4, type = f32> %p, %c : (i64, vector<4xf32>) -> ()
    gpu.return
  }
}
"""


def test_tied_operand_reuses_or_copies_registers():
    body = emit_ptx(_with_tied_row(TIED)).text.split("ld.param.u64 %rd1, [p];\n")[1]
    assert body.splitlines() == [
        "\tmov.f32 %f1, 0f00000000;",
        "\tmov.f32 %f2, 0f00000000;",
        "\tmov.f32 %f3, 0f00000000;",
        "\tmov.f32 %f4, 0f00000000;",
        "\tld.global.v4.f32 {%f5, %f6, %f7, %f8}, [%rd1];",
        # %z's only use: %a takes over its registers.
        "\tacc.v4.f32 {%f1, %f2, %f3, %f4}, {%f5, %f6, %f7, %f8};",
        # %a's only use: %b takes them over too.
        "\tacc.v4.f32 {%f1, %f2, %f3, %f4}, {%f5, %f6, %f7, %f8};",
        # %b is stored after %c is computed: %c gets a copy of %b's registers first.
        "\tmov.f32 %f9, %f1;",
        "\tmov.f32 %f10, %f2;",
        "\tmov.f32 %f11, %f3;",
        "\tmov.f32 %f12, %f4;",
        "\tacc.v4.f32 {%f9, %f10, %f11, %f12}, {%f5, %f6, %f7, %f8};",
        "\tst.global.v4.f32 [%rd1], {%f1, %f2, %f3, %f4};",
        "\tst.global.v4.f32 [%rd1], {%f9, %f10, %f11, %f12};",
        "\tret;",
        "}",
    ]


TIED_LOOP = """
gpu.module @m {
  gpu.func @k(%p: i64, %n: i32) kernel {
    %z = arith.constant dense<0.0> : vector<4xf32>
    %x = nvvm.ld<space = global, vec = v4, type = f32> %p : (i64) -> vector<4xf32>
    %c0 = arith.constant 0 : i32
    cf.br ^head(%c0, %z : i32, vector<4xf32>)
  ^head(%i: i32, %acc: vector<4xf32>):
    %go = nvvm.setp<cmp = lt, type = s32> %i, %n : (i32, i32) -> i1
    cf.cond_br %go, ^body, ^exit
  ^body:
    %acc2 = "test.op"(%acc, %x) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %once = "test.op"(%x, %acc2) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    cf.br ^head(%i, %once : i32, vector<4xf32>)
  ^exit:
    nvvm.st<space = global, vec = v4, type = f32> %p, %acc : (i64, vector<4xf32>) -> ()
    gpu.return
  }
}
"""


def test_tied_operand_in_a_loop():
    lines = emit_ptx(_with_tied_row(TIED_LOOP)).text.splitlines()
    body = lines[lines.index("$L__BB0_2:") + 1:]
    assert body[:11] == [
        # %acc, a block argument of ^head, is read again only after the loop, and every
        # path there passes ^head, which redefines it: it dies here, and %acc2 takes over
        # its registers.
        "\tacc.v4.f32 {%f9, %f10, %f11, %f12}, {%f5, %f6, %f7, %f8};",
        # %x is defined before the loop and read again in the next iteration: copied first.
        "\tmov.f32 %f13, %f5;",
        "\tmov.f32 %f14, %f6;",
        "\tmov.f32 %f15, %f7;",
        "\tmov.f32 %f16, %f8;",
        "\tacc.v4.f32 {%f13, %f14, %f15, %f16}, {%f9, %f10, %f11, %f12};",
        # The back edge passes %once into %acc.
        "\tmov.f32 %f9, %f13;",
        "\tmov.f32 %f10, %f14;",
        "\tmov.f32 %f11, %f15;",
        "\tmov.f32 %f12, %f16;",
        "\tbra.uni $L__BB0_1;",
    ]
