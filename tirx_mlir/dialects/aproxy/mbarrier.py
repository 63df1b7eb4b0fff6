"""aproxy mbarrier ops (PTX ISA "Parallel Synchronization and Communication Instructions: mbarrier")."""

from __future__ import annotations

from typing import ClassVar

from xdsl.dialects.builtin import I64, IndexType, IntegerAttr, i32
from xdsl.ir import SSAValue
from xdsl.irdl import (IRDLOperation, irdl_op_definition, operand_def, prop_def, result_def,
                       traits_def)
from xdsl.parser import Parser
from xdsl.printer import Printer

from tirx_mlir.dialects.sync_semantics import SyncSemantics

from ._common import (ARRIVALS_SOURCE, MAX_MBARRIER_COUNT, MAX_TX_BYTES, TX_BYTES_SOURCE, _check_in,
                      _err, _int_prop, _parse_int_in_parens, _parse_result_tail, _print_result_tail,
                      const_int, kernel_of)
from .types import MbarrierType, PipelineType


def _check_barrier_index(opname: str, bar: SSAValue, idx: SSAValue) -> None:
    c = const_int(idx)
    n = bar.type.n if isinstance(bar.type, (MbarrierType, PipelineType)) else None
    if c is not None and n is not None and not 0 <= c < n:
        what = "stage" if isinstance(bar.type, PipelineType) else "barrier index"
        raise _err(opname, f"expected a {what} in [0, {n - 1}] for {bar.type}, found {c}")


# mbarriers -----------------------------------------------------------------------------


@irdl_op_definition
class MbarrierAllocOp(IRDLOperation):
    """`%b = aproxy.mbarrier_alloc count(n) : !aproxy.mbarrier<n>` — n mbarriers (8 bytes
    each, 8-byte aligned; PTX ISA "Contents of the mbarrier object") in shared memory. Not initialized."""

    name = "aproxy.mbarrier_alloc"
    traits = traits_def(SyncSemantics(defines="barrier-array"))
    result = result_def(MbarrierType)

    def __init__(self, count: int):
        super().__init__(result_types=[MbarrierType(count)])

    @classmethod
    def parse(cls, parser: Parser) -> MbarrierAllocOp:
        n = _parse_int_in_parens(parser, "count")
        attrs, ty = _parse_result_tail(parser, cls.name,
                                       lambda t: isinstance(t, MbarrierType) and t.n == n,
                                       f"!aproxy.mbarrier<{n}> (the count)")
        return cls.create(result_types=[ty], attributes=dict(attrs))

    def print(self, printer: Printer) -> None:
        printer.print_string(f" count({self.result.type.n})")
        _print_result_tail(printer, self)

    def verify_(self) -> None:
        n = "aproxy.mbarrier_alloc"
        if kernel_of(self) is None:
            raise _err(n, "expected to be inside a gpu.func (mbarriers live in its shared memory)")


def _barrier_ref_format(extra: str = "") -> str:
    """`%b[%i] <extra> : !aproxy.mbarrier<n>`, the syntax of the ops on one barrier."""
    return f"$barrier `[` $index `]` {extra} attr-dict `:` type($barrier)"


class _BarrierRefOp(IRDLOperation):
    """An op on barrier `%index` of the array `%barrier` (an op with more operands lists
    all of its operands itself, in order)."""

    barrier = operand_def(MbarrierType)
    index = operand_def(IndexType)

    assembly_format = _barrier_ref_format()

    def __init__(self, barrier: SSAValue, idx: SSAValue):
        super().__init__(operands=[barrier, idx])

    def verify_(self) -> None:
        _check_barrier_index(self.name, self.barrier, self.index)



class _CountedBarrierOp(_BarrierRefOp):
    """An op on one barrier with one integer property, a count in a PTX ISA range: `COUNT` =
    (property, what it counts, lowest, highest, the ISA section of the range)."""

    COUNT: ClassVar[tuple[str, str, int, int, str]]

    def __init__(self, barrier: SSAValue, idx: SSAValue, count: int):
        IRDLOperation.__init__(self, operands=[barrier, idx],
                               properties={self.COUNT[0]: _int_prop(count)})

    def verify_(self) -> None:
        super().verify_()
        prop, what, lo, hi, source = self.COUNT
        _check_in(self.name, what, self.properties[prop].value.data, lo, hi, source)


@irdl_op_definition
class MbarrierInitOp(_CountedBarrierOp):
    """`aproxy.mbarrier_init %b[%i], arrivals(k)` — mbarrier.init with expected count k
    (PTX ISA "mbarrier.init"). Executed by one thread; publish with aproxy.fence_mbarrier_init
    plus a CTA barrier before other threads use it."""

    name = "aproxy.mbarrier_init"
    traits = traits_def(SyncSemantics(inits=("barrier",)))
    arrivals = prop_def(IntegerAttr[I64])

    assembly_format = _barrier_ref_format("`,` `arrivals` `(` $arrivals `)`")
    COUNT: ClassVar = ("arrivals", "an arrival count", 1, MAX_MBARRIER_COUNT, ARRIVALS_SOURCE)


@irdl_op_definition
class MbarrierArriveOp(_BarrierRefOp):
    """`aproxy.mbarrier_arrive %b[%i]` — one arrival by each executing thread
    (mbarrier.arrive, PTX ISA "mbarrier.arrive")."""

    name = "aproxy.mbarrier_arrive"
    traits = traits_def(SyncSemantics(arrives=("barrier",)))


@irdl_op_definition
class MbarrierArriveExpectTxOp(_CountedBarrierOp):
    """`aproxy.mbarrier_arrive_expect_tx %b[%i], bytes(n)` — expect n transaction bytes,
    then arrive once, per executing thread (mbarrier.arrive.expect_tx, PTX ISA "mbarrier.arrive")."""

    name = "aproxy.mbarrier_arrive_expect_tx"
    traits = traits_def(SyncSemantics(arrives=("barrier",), expects=("barrier",)))
    tx_bytes = prop_def(IntegerAttr[I64])

    assembly_format = _barrier_ref_format("`,` `bytes` `(` $tx_bytes `)`")
    COUNT: ClassVar = ("tx_bytes", "a transaction byte count", 0, MAX_TX_BYTES, TX_BYTES_SOURCE)


@irdl_op_definition
class MbarrierWaitOp(_BarrierRefOp):
    """`aproxy.mbarrier_wait %b[%i], parity(%p)` — block until the phase with parity %p
    (i32, 0 or 1) has completed (mbarrier.try_wait.parity in a loop, PTX ISA "mbarrier.test_wait / mbarrier.try_wait")."""

    name = "aproxy.mbarrier_wait"
    traits = traits_def(SyncSemantics(waits=("barrier",)))
    barrier = operand_def(MbarrierType)
    index = operand_def(IndexType)
    parity = operand_def(i32)

    assembly_format = _barrier_ref_format("`,` `parity` `(` $parity `)`")

    def __init__(self, barrier: SSAValue, idx: SSAValue, parity: SSAValue):
        IRDLOperation.__init__(self, operands=[barrier, idx, parity])

    def verify_(self) -> None:
        super().verify_()
        c = const_int(self.parity)
        if c is not None and c not in (0, 1):
            raise _err(self.name, f"expected a parity of 0 or 1, found {c}")


@irdl_op_definition
class MbarrierInvalOp(_BarrierRefOp):
    """`aproxy.mbarrier_inval %b[%i]` — invalidate (mbarrier.inval, PTX ISA "mbarrier.inval")
    before the memory is reused or the barrier re-initialized."""

    name = "aproxy.mbarrier_inval"
    traits = traits_def(SyncSemantics(inits=("barrier",)))


