"""aproxy-to-nvvm patterns for pipelines and their states (dialects/aproxy/pipeline.py).

A pipeline of S stages is 2S mbarriers at its shared address: full[0..S) then empty[0..S).
A pipe_state is one i32 iteration counter `it`: stage = it % S, phase = (it / S) & 1.
producer_acquire waits empty[stage] with parity phase ^ 1 (a fresh mbarrier reports the phase
before phase 0 as complete, PTX ISA "mbarrier.test_wait / mbarrier.try_wait"), then the elected
thread arrives with expect_tx(tx_bytes) on full[stage]; consumer_wait waits full[stage] with
parity phase; consumer_release: the elected thread arrives on empty[stage].
"""

from __future__ import annotations

from xdsl.dialects import arith
from xdsl.pattern_rewriter import PatternRewriter

from tirx_mlir.dialects import aproxy as ap

from .common import AproxyLowering, PipelineInfo, add, c32, if_, ins, mul, nv, to_index


class PipelineLowering(AproxyLowering):
    """`pipeline` -> its address; thread 0 initializes full[s] (count 1) and empty[s] (count
    `arrivals`), `fence.mbarrier_init.release.cluster`, then `bar.sync 0` (PTX ISA
    "mbarrier.init": init before any other mbarrier op; the CTA barrier publishes it)."""

    def rewrite(self, op: ap.PipelineOp, rewriter: PatternRewriter) -> None:
        k = self.k
        s, arrivals = op.stages, op.arrivals.value.data
        full0 = add(op, k.base, c32(op, k.offsets[op]))
        full0.name_hint = op.result.name_hint
        _, block = if_(op, ins(op, arith.CmpiOp(k.tid(), c32(op, 0), "eq")).results[0])
        y = block.last_op
        for i in range(2 * s):
            a = add(y, full0, c32(y, 8 * i))
            nv(y, "mbarrier.init", [a, c32(y, 1 if i < s else arrivals)], None)
        nv(y, "fence.mbarrier_init")
        nv(op, "bar.sync", id=0)
        info = PipelineInfo(s, op.tx_bytes.value.data, arrivals)
        (p,) = self.replace(op, rewriter, [full0])
        k.pipelines[p] = info


class ProducerStartLowering(AproxyLowering):
    """`producer_start` -> iteration counter 0."""

    def rewrite(self, op: ap.ProducerStartOp, rewriter: PatternRewriter) -> None:
        c = c32(op, 0)
        c.name_hint = op.result.name_hint
        self.replace(op, rewriter, [c])


class ConsumerStartLowering(AproxyLowering):
    """`consumer_start` -> iteration counter 0."""

    def rewrite(self, op: ap.ConsumerStartOp, rewriter: PatternRewriter) -> None:
        c = c32(op, 0)
        c.name_hint = op.result.name_hint
        self.replace(op, rewriter, [c])


class AdvanceLowering(AproxyLowering):
    """`advance %st` -> `%it + 1`."""

    def rewrite(self, op: ap.AdvanceOp, rewriter: PatternRewriter) -> None:
        n = add(op, self.k.val(op, op.state), c32(op, 1))
        n.name_hint = op.result.name_hint
        self.replace(op, rewriter, [n])


class ProducerAcquireLowering(AproxyLowering):
    """`producer_acquire %p, %st` -> wait empty[stage] (parity phase ^ 1), the elected thread's
    `arrive.expect_tx(tx_bytes)` on full[stage]; the result is the stage (index)."""

    def rewrite(self, op: ap.ProducerAcquireOp, rewriter: PatternRewriter) -> None:
        k = self.k
        stage, phase = k.stage_phase(op, op.pipeline, op.state)
        parity = ins(op, arith.XOrIOp(phase, c32(op, 1))).results[0]
        full = k.val(op, op.pipeline)
        k.wait(op, k.empty_addr(op, op.pipeline, stage), parity)
        tx = k.pipeline(op, op.pipeline).tx_bytes
        full_s = add(op, full, mul(op, stage, c32(op, 8)))
        k.elected(op, lambda a2: nv(a2, "mbarrier.arrive.expect_tx", [full_s, c32(a2, tx)], None))
        self.replace(op, rewriter, [to_index(op, stage)])


class ConsumerWaitLowering(AproxyLowering):
    """`consumer_wait %p, %st` -> wait full[stage] (parity phase); the result is the stage."""

    def rewrite(self, op: ap.ConsumerWaitOp, rewriter: PatternRewriter) -> None:
        k = self.k
        stage, phase = k.stage_phase(op, op.pipeline, op.state)
        full_s = add(op, k.val(op, op.pipeline), mul(op, stage, c32(op, 8)))
        k.wait(op, full_s, phase)
        self.replace(op, rewriter, [to_index(op, stage)])


class ConsumerReleaseLowering(AproxyLowering):
    """`consumer_release %p, %st` -> the elected thread arrives on empty[stage]."""

    def rewrite(self, op: ap.ConsumerReleaseOp, rewriter: PatternRewriter) -> None:
        k = self.k
        stage, _ = k.stage_phase(op, op.pipeline, op.state)
        empty = k.empty_addr(op, op.pipeline, stage)
        k.elected(op, lambda a2: nv(a2, "mbarrier.arrive", [empty], None))
        rewriter.erase(op)
