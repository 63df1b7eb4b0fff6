"""The structure of aproxy-to-nvvm (tirx_mlir/lowering/aproxy_to_nvvm/): one pattern per aproxy
op, `lowered_op_types()` naming exactly the ops with a lowering, and an aproxy op without a
pattern ending in a located "no lowering for aproxy.X" diagnostic, never left in place."""

from __future__ import annotations

import pytest
from xdsl.ir import Dialect
from xdsl.irdl import IRDLOperation, irdl_op_definition
from xdsl.parser import Parser
from xdsl.utils.exceptions import PassFailedException

from tirx_mlir import registry
from tirx_mlir.dialects import aproxy as ap
from tirx_mlir.lowering import aproxy_to_nvvm as a2n


def test_every_aproxy_op_has_exactly_one_pattern():
    patterns = [*a2n.LEAF_PATTERNS, *a2n.REGION_PATTERNS]
    lowers = [t for p in patterns for t in p.lowers]
    assert len(lowers) == len(set(lowers)), "two patterns for one op"
    ops = set(ap.APROXY.operations)
    assert a2n.lowered_op_types() == ops, sorted(o.name for o in ops ^ a2n.lowered_op_types())


def test_pattern_reads_its_op_from_the_annotation():
    assert a2n.LEAF_PATTERNS[0].lowers == (ap.SmemAllocOp,)
    assert {t for p in a2n.REGION_PATTERNS for t in p.lowers} == {ap.ElectOneOp, ap.SpecializeOp}


@irdl_op_definition
class _UnloweredOp(IRDLOperation):
    """An aproxy op that no pattern lowers (stands for an op added without its lowering)."""

    name = "aproxy.test_unlowered"


def test_an_op_without_pattern_is_a_located_diagnostic():
    ctx = registry.make_context()
    ctx.load_dialect(Dialect("aproxy_test", [_UnloweredOp]))
    text = """
gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    %b = aproxy.mbarrier_alloc count(1) : !aproxy.mbarrier<1>
    "aproxy.test_unlowered"() : () -> ()
    gpu.return
  }
}
"""
    module = Parser(ctx, text).parse_module()
    with pytest.raises(PassFailedException) as err:
        a2n.AproxyToNvvm().apply(ctx, module)
    assert "aproxy-to-nvvm: aproxy.test_unlowered: no lowering for aproxy.test_unlowered" in str(err.value)
    # Nothing was lowered: the check runs before the patterns.
    assert any(op.name == "aproxy.mbarrier_alloc" for op in module.walk())


def test_the_lowered_gemm_keeps_no_aproxy_op_or_cast():
    from tirx_mlir.kernels import gemm_aproxy as G

    module = G.build_gemm(128, 4, 0)
    a2n.AproxyToNvvm().apply(registry.make_context(), module)
    module.verify()
    names = [op.name for op in module.walk()]
    assert not [n for n in names if n.startswith("aproxy.")]
    assert "builtin.unrealized_conversion_cast" not in names
