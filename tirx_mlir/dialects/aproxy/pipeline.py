"""aproxy pipelines: multi-stage full/empty barrier pairs with a stage/phase state."""

from __future__ import annotations

from xdsl.dialects.builtin import IndexType, IntegerAttr
from xdsl.ir import SSAValue
from xdsl.irdl import (IRDLOperation, irdl_op_definition, operand_def, prop_def, result_def,
                       traits_def)
from xdsl.parser import Parser
from xdsl.printer import Printer

from tirx_mlir.dialects.sync_semantics import SyncSemantics

from ._common import (ARRIVALS_SOURCE, MAX_MBARRIER_COUNT, MAX_TX_BYTES, TX_BYTES_SOURCE, _check_in,
                      _err, _int_prop, _parse_int_in_parens, _parse_result_tail, _print_result_tail,
                      index)
from .types import PipelineType, PipeStateType

# Pipelines -----------------------------------------------------------------------------


@irdl_op_definition
class PipelineOp(IRDLOperation):
    """`%p = aproxy.pipeline stages(S) full(tx_bytes = B) empty(arrivals = A)` — S full
    barriers (count 1: the producer's arrive_expect_tx of B bytes, completed by the TMA
    bytes) and S empty barriers (count A: one arrival per consumer warpgroup per stage).
    Executed by every thread of the CTA at kernel top level: thread 0 initializes the 2S
    barriers, fences the init and the CTA synchronizes (bar.sync 0)."""

    name = "aproxy.pipeline"
    traits = traits_def(SyncSemantics(inits=("result",), waits=("cta",), arrives=("cta",), defines="pipeline", width="cta"))
    tx_bytes = prop_def(IntegerAttr)
    arrivals = prop_def(IntegerAttr)
    result = result_def(PipelineType)

    def __init__(self, stages: int, tx_bytes: int, arrivals: int):
        super().__init__(properties={"tx_bytes": _int_prop(tx_bytes),
                                     "arrivals": _int_prop(arrivals)},
                         result_types=[PipelineType(stages)])

    @property
    def stages(self) -> int:
        return self.result.type.n

    @classmethod
    def parse(cls, parser: Parser) -> PipelineOp:
        s = _parse_int_in_parens(parser, "stages")
        parser.parse_keyword("full")
        with parser.in_parens():
            parser.parse_keyword("tx_bytes")
            parser.parse_punctuation("=")
            b = parser.parse_integer(allow_boolean=False)
        parser.parse_keyword("empty")
        with parser.in_parens():
            parser.parse_keyword("arrivals")
            parser.parse_punctuation("=")
            a = parser.parse_integer(allow_boolean=False)
        attrs, ty = _parse_result_tail(parser, cls.name,
                                       lambda t: isinstance(t, PipelineType) and t.n == s,
                                       f"!aproxy.pipeline<{s}> (the stage count)")
        return cls.create(properties={"tx_bytes": _int_prop(b), "arrivals": _int_prop(a)},
                          result_types=[ty], attributes=dict(attrs))

    def print(self, printer: Printer) -> None:
        printer.print_string(f" stages({self.stages}) full(tx_bytes = "
                             f"{self.tx_bytes.value.data}) empty(arrivals = "
                             f"{self.arrivals.value.data})")
        _print_result_tail(printer, self)

    def verify_(self) -> None:
        n = self.name
        _check_in(n, "full(tx_bytes)", self.tx_bytes.value.data, 1, MAX_TX_BYTES, TX_BYTES_SOURCE)
        _check_in(n, "empty(arrivals)", self.arrivals.value.data, 1, MAX_MBARRIER_COUNT,
                  ARRIVALS_SOURCE)
        parent = self.parent_op()
        if parent is None:
            return
        if parent.name != "gpu.func":
            raise _err(n, "expected to be at the top level of a gpu.func (every thread of "
                          f"the CTA executes its initialization barrier), found it inside {parent.name}")


class _StartOp(IRDLOperation):
    """`%st = aproxy.<op> %p : !aproxy.pipeline<S>`: a pipeline's initial state."""

    pipeline = operand_def(PipelineType)
    result = result_def(PipeStateType)

    assembly_format = "$pipeline attr-dict `:` type($pipeline)"

    def __init__(self, pipeline: SSAValue):
        super().__init__(operands=[pipeline], result_types=[PipeStateType()])


class _PipeStateUseOp(IRDLOperation):
    """`aproxy.<op> %p, %st : !aproxy.pipeline<S>`: an op at a pipeline state (its type is
    implied)."""

    pipeline = operand_def(PipelineType)
    state = operand_def(PipeStateType)

    assembly_format = "$pipeline `,` $state attr-dict `:` type($pipeline)"

    def __init__(self, pipeline: SSAValue, state: SSAValue):
        super().__init__(operands=[pipeline, state])


class _StageOp(_PipeStateUseOp):
    """A `_PipeStateUseOp` that returns the stage (index) of its state."""

    stage = result_def(IndexType)

    def __init__(self, pipeline: SSAValue, state: SSAValue):
        IRDLOperation.__init__(self, operands=[pipeline, state], result_types=[index])


@irdl_op_definition
class ProducerStartOp(_StartOp):
    """`%st = aproxy.producer_start %p` — the producer's initial state (iteration 0). Its
    first wait on empty[0] uses parity 1, which a fresh barrier satisfies at once
    (PTX ISA "mbarrier.test_wait / mbarrier.try_wait": the phase before phase 0 counts as completed)."""

    name = "aproxy.producer_start"
    traits = traits_def(SyncSemantics(defines="pipe-state"))


@irdl_op_definition
class ConsumerStartOp(_StartOp):
    """`%st = aproxy.consumer_start %p` — the consumer's initial state (iteration 0)."""

    name = "aproxy.consumer_start"
    traits = traits_def(SyncSemantics(defines="pipe-state"))


@irdl_op_definition
class ProducerAcquireOp(_StageOp):
    """`%stage = aproxy.producer_acquire %p, %st` — wait until empty[stage] completed the
    phase ((it / S) & 1) ^ 1, then ONE thread (see docs/aproxy.md, "Elected thread")
    arrives on full[stage] expecting the pipeline's tx_bytes. Returns the stage (index)."""

    name = "aproxy.producer_acquire"
    traits = traits_def(SyncSemantics(waits=("pipeline",), arrives=("pipeline",), expects=("pipeline",), defines="stage"))


@irdl_op_definition
class ConsumerWaitOp(_StageOp):
    """`%stage = aproxy.consumer_wait %p, %st` — every executing thread waits until
    full[stage] completed phase (it / S) & 1. Returns the stage (index)."""

    name = "aproxy.consumer_wait"
    traits = traits_def(SyncSemantics(waits=("pipeline",), defines="stage"))


@irdl_op_definition
class ConsumerReleaseOp(_PipeStateUseOp):
    """`aproxy.consumer_release %p, %st` — ONE thread per executing warpgroup (see
    docs/aproxy.md, "Elected thread") arrives on empty[stage]."""

    name = "aproxy.consumer_release"
    traits = traits_def(SyncSemantics(arrives=("pipeline",)))


@irdl_op_definition
class AdvanceOp(IRDLOperation):
    """`%st2 = aproxy.advance %st` — the next pipeline position (it + 1)."""

    name = "aproxy.advance"
    traits = traits_def(SyncSemantics(defines="pipe-state"))
    state = operand_def(PipeStateType)
    result = result_def(PipeStateType)

    assembly_format = "$state attr-dict"

    def __init__(self, state: SSAValue):
        super().__init__(operands=[state], result_types=[PipeStateType()])


