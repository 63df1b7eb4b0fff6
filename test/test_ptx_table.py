"""The PTX table and the generated nvvm dialect: API, PTX printing, listing, certification."""

import subprocess
import sys

import pytest
from xdsl.dialects.builtin import FloatAttr, IntegerAttr, IntegerType, VectorType, f32, i32, i64
from xdsl.ir import Block
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.test_value import create_ssa_value

from tirx_mlir.dialects import nvvm
from tirx_mlir.dialects.nvvm import types as T
from tirx_mlir.ptx.certify import certify, find_ptxas, legal_combos


def names(mapping):
    def regname(v):
        return mapping[v]

    return regname


def test_make_infers_results_and_prints_ptx():
    a, b = create_ssa_value(f32), create_ssa_value(f32)
    op = nvvm.make("add", [a, b], type="f32", rnd="rn", ftz=True)
    assert op.results[0].type == f32
    assert op.ptx(names({a: "%f1", b: "%f2", op.results[0]: "%f3"})) == "add.rn.ftz.f32 %f3, %f1, %f2;"


def test_vector_load_with_offset():
    p = create_ssa_value(i64)
    op = nvvm.make("ld", [p], space="global", vec="v4", type="f32", offset=16)
    assert op.results[0].type == VectorType(f32, [4])
    regs = {p: "%rd1", op.results[0]: ["%f1", "%f2", "%f3", "%f4"]}
    assert op.ptx(names(regs)) == "ld.global.v4.f32 {%f1, %f2, %f3, %f4}, [%rd1+16];"


def test_ld_bf16_moves_bits():
    p = create_ssa_value(i64)
    op = nvvm.make("ld", [p], space="global", type="bf16")
    assert op.ptx(names({p: "%rd1", op.results[0]: "%rs1"})) == "ld.global.b16 %rs1, [%rd1];"


def test_param_symbol_and_shared_32bit_address():
    op = nvvm.make("ld", [], space="param", type="u64", sym="k_param_0")
    assert op.ptx(names({op.results[0]: "%rd1"})) == "ld.param.u64 %rd1, [k_param_0];"
    s, v = create_ssa_value(i32), create_ssa_value(i32)
    st = nvvm.make("st", [s, v], space="shared::cta", type="b32")
    assert st.ptx(names({s: "%r1", v: "%r2"})) == "st.shared::cta.b32 [%r1], %r2;"


def test_special_register_and_literal():
    op = nvvm.make("mov.special", reg="tid.x")
    assert op.results[0].type == i32
    assert op.ptx(names({op.results[0]: "%r1"})) == "mov.u32 %r1, %tid.x;"
    g = nvvm.make("mov.special", reg="globaltimer")
    assert g.results[0].type == i64
    c = nvvm.make("mov.const", type="f32", value=FloatAttr(1.0, f32))
    assert c.ptx(names({c.results[0]: "%f1"})) == "mov.f32 %f1, 0f3F800000;"
    n = nvvm.make("mov.const", type="u32", value=IntegerAttr(-1, IntegerType(64)))
    assert n.ptx(names({n.results[0]: "%r1"})) == "mov.u32 %r1, 4294967295;"


def test_mul_wide_result_is_wider():
    a = create_ssa_value(i32)
    op = nvvm.make("mul", [a, a], mode="wide", type="s32")
    assert op.results[0].type == i64


def test_branches_print_labels():
    b1, b2 = Block(), Block()
    p = create_ssa_value(T.i1)
    op = nvvm.make("bra.cond", [p], successors=[b1, b2])
    text = op.ptx(names({p: "%p1"}), label={b1: "$L1", b2: "$L2"}.__getitem__)
    assert text == "@%p1 bra $L1;\n\tbra.uni $L2;"
    assert nvvm.make("bar.sync", id=0).ptx(names({})) == "bar.sync 0;"
    assert nvvm.make("bar.sync", id=1, count=64).ptx(names({})) == "bar.sync 1, 64;"


def test_illegal_slot_value_names_slot_value_and_legal_values():
    a = create_ssa_value(f32)
    with pytest.raises(ValueError, match=r"nvvm.add: slot 'type' has illegal value 'f8'; legal values: u16"):
        nvvm.make("add", [a, a], type="f8")
    with pytest.raises(VerifyException, match=r"operand 'b' must be f32, found i32"):
        nvvm.make("add", [a, create_ssa_value(i32)], [f32], type="f32")
    with pytest.raises(ValueError, match="unknown slot 'typo'"):
        nvvm.make("add", [a, a], typo="f32")


def test_every_row_is_an_op_of_the_dialect():
    ops = {op.name for op in nvvm.NVVM.operations}
    assert ops == {r.op_name for r in nvvm.ROWS}
    for r in nvvm.ROWS:
        assert legal_combos(r, limit=10), f"row {r.name} has no legal slot combination"


def test_list_command():
    out = subprocess.run([sys.executable, "-m", "tirx_mlir.ptx", "list"], capture_output=True, text=True, check=True)
    lines = out.stdout.splitlines()
    assert len(lines) == len(nvvm.ROWS)
    assert any(l.startswith("ld[.{volatile") for l in lines)


@pytest.mark.skipif(find_ptxas() is None, reason="ptxas not found: PTX certification needs the CUDA toolkit")
def test_every_row_assembles_with_ptxas():
    report = certify(list(nvvm.ROWS))
    assert report.ok, report.summary()
    assert report.instances >= len(nvvm.ROWS)
