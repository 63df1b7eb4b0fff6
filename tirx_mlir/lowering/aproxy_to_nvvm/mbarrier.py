"""aproxy-to-nvvm patterns for mbarrier arrays (dialects/aproxy/mbarrier.py): each op is its
PTX row on the barrier's shared address (PTX ISA "Parallel Synchronization and Communication
Instructions: mbarrier"); `mbarrier_wait` is a `try_wait.parity` loop (KernelState.wait)."""

from __future__ import annotations

from xdsl.pattern_rewriter import PatternRewriter

from tirx_mlir.dialects import aproxy as ap
from tirx_mlir.lowering.op_pattern import table_patterns

from .common import AproxyLowering, BarrierRowLowering, RegionAddressLowering

MbarrierAllocLowering, = table_patterns(
    RegionAddressLowering, {ap.MbarrierAllocOp: None},
    "`mbarrier_alloc count(n)` -> `%smem + <offset>` (n x 8 bytes, 8-aligned).")

MbarrierInitLowering, MbarrierArriveLowering, MbarrierArriveExpectTxLowering, MbarrierInvalLowering = (
    table_patterns(BarrierRowLowering, {
        ap.MbarrierInitOp: ("mbarrier.init", "arrivals"),
        ap.MbarrierArriveOp: ("mbarrier.arrive", None),
        ap.MbarrierArriveExpectTxOp: ("mbarrier.arrive.expect_tx", "tx_bytes"),
        ap.MbarrierInvalOp: ("mbarrier.inval", None),
    }, "`{op} %b[%i]` -> `{params[0]} [addr]` (with the {params[1]} property as n)."))


class MbarrierWaitLowering(AproxyLowering):
    """`mbarrier_wait %b[%i], parity(%p)` -> a loop around `mbarrier.try_wait.parity`."""

    def rewrite(self, op: ap.MbarrierWaitOp, rewriter: PatternRewriter) -> None:
        self.k.wait(op, self.k.barrier_addr(op, op.barrier, op.index), op.parity)
        rewriter.erase(op)
