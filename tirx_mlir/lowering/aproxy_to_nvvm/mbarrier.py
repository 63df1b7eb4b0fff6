"""aproxy-to-nvvm patterns for mbarrier arrays (dialects/aproxy/mbarrier.py): each op is its
PTX row on the barrier's shared address (PTX ISA "Parallel Synchronization and Communication
Instructions: mbarrier"); `mbarrier_wait` is a `try_wait.parity` loop (KernelState.wait)."""

from __future__ import annotations

from xdsl.pattern_rewriter import PatternRewriter

from tirx_mlir.dialects import aproxy as ap

from .common import AproxyLowering, add, c32, nv


class MbarrierAllocLowering(AproxyLowering):
    """`mbarrier_alloc count(n)` -> `%smem + <offset>` (n x 8 bytes, 8-aligned)."""

    def rewrite(self, op: ap.MbarrierAllocOp, rewriter: PatternRewriter) -> None:
        a = add(op, self.k.base, c32(op, self.k.offsets[op]))
        a.name_hint = op.result.name_hint
        self.replace(op, rewriter, [a])


class MbarrierInitLowering(AproxyLowering):
    """`mbarrier_init %b[%i], arrivals(n)` -> `mbarrier.init [addr], n`."""

    def rewrite(self, op: ap.MbarrierInitOp, rewriter: PatternRewriter) -> None:
        a = self.k.barrier_addr(op, op.barrier, op.index)
        nv(op, "mbarrier.init", [a, c32(op, op.arrivals.value.data)], None)
        rewriter.erase(op)


class MbarrierArriveLowering(AproxyLowering):
    """`mbarrier_arrive %b[%i]` -> `mbarrier.arrive [addr]`."""

    def rewrite(self, op: ap.MbarrierArriveOp, rewriter: PatternRewriter) -> None:
        a = self.k.barrier_addr(op, op.barrier, op.index)
        nv(op, "mbarrier.arrive", [a], None)
        rewriter.erase(op)


class MbarrierArriveExpectTxLowering(AproxyLowering):
    """`mbarrier_arrive_expect_tx %b[%i], bytes(n)` -> `mbarrier.arrive.expect_tx [addr], n`."""

    def rewrite(self, op: ap.MbarrierArriveExpectTxOp, rewriter: PatternRewriter) -> None:
        a = self.k.barrier_addr(op, op.barrier, op.index)
        nv(op, "mbarrier.arrive.expect_tx", [a, c32(op, op.tx_bytes.value.data)], None)
        rewriter.erase(op)


class MbarrierWaitLowering(AproxyLowering):
    """`mbarrier_wait %b[%i], parity(%p)` -> a loop around `mbarrier.try_wait.parity`."""

    def rewrite(self, op: ap.MbarrierWaitOp, rewriter: PatternRewriter) -> None:
        self.k.wait(op, self.k.barrier_addr(op, op.barrier, op.index), op.parity)
        rewriter.erase(op)


class MbarrierInvalLowering(AproxyLowering):
    """`mbarrier_inval %b[%i]` -> `mbarrier.inval [addr]`."""

    def rewrite(self, op: ap.MbarrierInvalOp, rewriter: PatternRewriter) -> None:
        nv(op, "mbarrier.inval", [self.k.barrier_addr(op, op.barrier, op.index)], None)
        rewriter.erase(op)
