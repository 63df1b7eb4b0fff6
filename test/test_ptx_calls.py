"""Device-function call sequences in the PTX table: the `call` / `call.ret` / `st.param` rows,
their PTX, their certification inside `{ ... }` call-sequence scopes, and the corpus file of
nvcc's calls (test/ptx_corpus/src/device_calls.cu)."""

import dataclasses
import os

import pytest
from xdsl.dialects.builtin import VectorType, f32, f64, i32, i64
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.test_value import create_ssa_value

from tirx_mlir.dialects import nvvm
from tirx_mlir.dialects.nvvm import types as T
from tirx_mlir.ptx.certify import CALL_ARITIES, _Regs, certify, find_ptxas, instance
from tirx_mlir.ptx.spellings import Matcher, extract

CORPUS = os.path.join(os.path.dirname(__file__), "ptx_corpus", "nvcc", "device_calls.ptx")
needs_ptxas = pytest.mark.skipif(find_ptxas() is None, reason="ptxas not found: certification needs the CUDA toolkit")


def test_call_forms_print_as_ptx():
    op = nvvm.make("call.ret", ret="retval0", callee="axpy", args=["param0", "param1"], uni=True)
    assert op.ptx(lambda v: "%x") == "call.uni (retval0), axpy, (param0, param1);"
    assert nvvm.make("call", callee="bump", args=["param0"]).ptx(lambda v: "%x") == "call bump, (param0);"
    assert nvvm.make("call", callee="f", uni=True).ptx(lambda v: "%x") == "call.uni f;"
    assert nvvm.make("call", callee="f", args=[]).ptx(lambda v: "%x") == "call f;"
    assert not op.operands and not op.results


def test_st_param_writes_a_param_variable_by_name():
    a, h = create_ssa_value(f32), create_ssa_value(T.bf16)
    op = nvvm.make("st.param", [a], type="f32", sym="param0")
    assert op.ptx(lambda v: "%f1") == "st.param.f32 [param0], %f1;"
    b = nvvm.make("st.param", [h], type="bf16", sym="param2", offset=2)
    assert b.ptx(lambda v: "%rs1") == "st.param.b16 [param2+2], %rs1;"
    v = create_ssa_value(VectorType(f32, [4]))
    vec = nvvm.make("st.param", [v], vec="v4", type="f32", sym="retval0")
    assert vec.ptx(lambda x: ["%f1", "%f2", "%f3", "%f4"]) == "st.param.v4.f32 [retval0], {%f1, %f2, %f3, %f4};"
    assert nvvm.row_semantics(op).writes == ("param",)


def test_bad_call_sequence_ops_are_rejected():
    a = create_ssa_value(f32)
    with pytest.raises(VerifyException, match="the address 'addr' must be a symbol"):
        nvvm.make("st.param", [create_ssa_value(i64), a], type="f32")
    with pytest.raises(ValueError, match="vector accesses are at most 128 bits wide"):
        nvvm.make("st.param", [create_ssa_value(VectorType(f64, [4]))], vec="v4", type="f64", sym="p")
    with pytest.raises(VerifyException, match="operand 'v' must be i32, found f32"):
        nvvm.make("st.param", [a], type="u32", sym="p")
    with pytest.raises(VerifyException, match="missing symbol 'callee'"):
        nvvm.make("call", args=["p"])
    with pytest.raises(VerifyException, match="missing symbol 'ret'"):
        nvvm.make("call.ret", callee="f")
    # The kernel-side st row still has no .param space (it writes no call sequence).
    with pytest.raises(ValueError, match="slot 'space' has illegal value 'param'"):
        nvvm.make("st", [create_ssa_value(i64), create_ssa_value(i32)], space="param", type="b32")


def test_certification_builds_call_sequences():
    regs = _Regs()
    text = instance(nvvm.row("call.ret"), {"uni": True}, regs)
    # One scope per arity, each declaring its .param variables before the call.
    assert text.count("{") == len(CALL_ARITIES) and text.count("}") == len(CALL_ARITIES)
    assert "\t.param .b32 cert_ret;\n\t.param .b32 cert_a0;\n\t.param .b32 cert_a1;\n\t" \
           "call.uni (cert_ret), cert_fn_r2, (cert_a0, cert_a1);" in text
    assert "call.uni (cert_ret), cert_fn_r0;" in text
    st = instance(nvvm.row("st.param"), {"type": "f32"}, _Regs())
    assert st.split("\n\t") == ["{", ".param .align 16 .b8 cert_arg[32];", "st.param.f32 [cert_arg], %f0;",
                                "call.uni cert_sink, (cert_arg);", "}"]


@needs_ptxas
def test_call_rows_assemble_and_ptxas_checks_them():
    report = certify([nvvm.row("call"), nvvm.row("call.ret"), nvvm.row("st.param")], limit=1000)
    assert report.ok, report.summary()
    assert report.instances >= 2 + 2 + 40
    # Without its check, st.param's 256-bit vectors reach ptxas, which rejects them: the
    # harness maps the errors back to the row and its slot values.
    unchecked = dataclasses.replace(nvvm.row("st.param"), check=None)
    bad = certify([unchecked], limit=1000)
    assert not bad.ok
    assert {f.row for f in bad.failures} == {"st.param"}
    assert all(f.slots.get("vec") == "v4" and f.slots["type"] in ("b64", "u64", "s64", "f64")
               for f in bad.failures), bad.summary()


def test_nvcc_calls_are_printable_by_the_rows():
    spellings = set(extract(open(CORPUS).read()))
    m = Matcher()
    assert {"call.uni", "st.param.f32", "st.param.b64", "st.param.b16", "ld.param.f32"} <= spellings
    assert m.match("call.uni").row.name == "call"
    assert m.match("st.param.f64").row.name == "st.param"
    assert m.match("ld.param.b32").row.name == "ld"
    assert m.match("st.param.v4.f64") is None  # 256 bits: not on sm_90
