"""tirx_mlir/dialects/sync_semantics.py: every op of our dialects declares its
synchronization semantics, the query answers for classes and instances, nvvm rows take
theirs from the PTX table's Sem flags, and the checker reads the declarations (an op that
declares an effect the model has no handler for is "not checked" at the op)."""

from __future__ import annotations

import pytest
from xdsl.parser import Parser

from tirx_mlir.dialects import aproxy as ap
from tirx_mlir.dialects import nvvm
from tirx_mlir.dialects.sync_semantics import SyncSemantics, semantics_of, width_of
from tirx_mlir.passes.sync_model.handlers import HANDLERS
from tirx_mlir.passes.sync_model.trace import ModelError
from tirx_mlir.passes.verify_sync import check_module
from tirx_mlir.registry import make_context

OURS = ("aproxy", "tile", "layout", "prof", "simt", "gpu", "nvvm")


def test_every_op_of_our_dialects_declares_semantics():
    ctx = make_context()
    missing = [op.name for d in OURS for op in ctx.get_dialect(d).operations if semantics_of(op) is None]
    assert missing == []


def test_every_synchronizing_aproxy_op_has_a_handler():
    ctx = make_context()
    for op in ctx.get_dialect("aproxy").operations:
        sem = semantics_of(op)
        if sem.touches_sync:
            assert op.name in HANDLERS, op.name


def test_declarations_on_classes():
    assert semantics_of(ap.MbarrierWaitOp).waits == ("barrier",)
    assert semantics_of(ap.WgmmaOp).width == "warpgroup"
    assert semantics_of(ap.TmaLoadOp).writes[0].proxy == "async"
    assert semantics_of(ap.SmemOffsetOp).is_none
    assert not semantics_of(ap.FenceProxyAsyncOp).is_none
    with pytest.raises(ValueError, match="width 'block'"):
        SyncSemantics(width="block")


def test_nvvm_rows_from_the_ptx_table():
    bar = nvvm.make("bar.sync", [], [], id=1, count=256)
    s = semantics_of(bar)
    assert s.waits == ("named",) and s.arrives == ("named",) and s.width == "warp"
    assert width_of(nvvm.make("setmaxnreg", [], [], action="inc", count=240)) == "warpgroup"
    assert semantics_of(nvvm.op_class("add")).is_none


def test_scope_width_resolved_from_the_op():
    text = """gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    aproxy.elect_one warp {
    }
    gpu.return
  }
}"""
    m = Parser(make_context(), text).parse_module()
    elect = next(op for op in m.walk() if isinstance(op, ap.ElectOneOp))
    assert semantics_of(elect).width == "scope" and width_of(elect) == "warp"


def test_declared_but_unhandled_is_not_checked_at_the_op():
    text = """gpu.module @m {
  gpu.func @k() kernel attributes {block = [128, 1, 1]} {
    %s = aproxy.smem_alloc 1024 align 1024 : !aproxy.smem<1024>
    %a = aproxy.smem_address %s : !aproxy.smem<1024>
    %p = arith.constant 0 : i32
    %ok = nvvm.mbarrier.try_wait.parity %a, %p : (i32, i32) -> i1
    gpu.return
  }
}"""
    m = Parser(make_context(), text).parse_module()
    with pytest.raises(ModelError) as e:
        check_module(m)
    assert e.value.op.name == "nvvm.mbarrier.try_wait.parity"
    assert "but the model has no handler for it" in e.value.msg
