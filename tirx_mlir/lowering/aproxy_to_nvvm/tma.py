"""aproxy-to-nvvm patterns for TMA and bulk-async groups (dialects/aproxy/tma.py): one PTX row
each (PTX ISA "cp.async.bulk.tensor", "cp.async.bulk.commit_group",
"cp.async.bulk.wait_group", "prefetch"); tensor maps are the kernel's `.param` arguments,
addressed generically (KernelState.tmap)."""

from __future__ import annotations

from typing import Any

from xdsl.pattern_rewriter import PatternRewriter

from tirx_mlir.dialects import aproxy as ap
from tirx_mlir.lowering.op_pattern import table_patterns

from .common import AproxyLowering, RowLowering, nv


class TmaLoadLowering(AproxyLowering):
    """`tma_load %tm[coords] -> %v, %bar[%i] multicast(%mask)?` ->
    `cp.async.bulk.tensor.<dim>d.shared::cluster.global.mbarrier::complete_tx::bytes`."""

    def rewrite(self, op: ap.TmaLoadOp, rewriter: PatternRewriter) -> None:
        k = self.k
        tm = k.tmap(op, op.tensormap)
        bar = k.barrier_addr(op, op.barrier, op.index)
        dst = k.val(op, op.dst)
        operands = [dst, tm, *op.coords, bar]
        slots: dict[str, Any] = {"dim": len(op.coords)}
        if op.multicast_mask is not None:
            operands.append(op.multicast_mask)
            slots["multicast"] = True
        nv(op, "cp.async.bulk.tensor.load", operands, None, **slots)
        rewriter.erase(op)


class TmaStoreLowering(AproxyLowering):
    """`tma_store %v -> %tm[coords]` -> `cp.async.bulk.tensor.<dim>d.global.shared::cta.bulk_group`."""

    def rewrite(self, op: ap.TmaStoreOp, rewriter: PatternRewriter) -> None:
        tm = self.k.tmap(op, op.tensormap)
        nv(op, "cp.async.bulk.tensor.store", [tm, *op.coords, self.k.val(op, op.src)], None,
           dim=len(op.coords))
        rewriter.erase(op)


BulkCommitLowering, = table_patterns(RowLowering, {ap.BulkCommitOp: ("cp.async.bulk.commit_group", {})},
                                     "`bulk_commit` -> `cp.async.bulk.commit_group`.")


class BulkWaitLowering(AproxyLowering):
    """`bulk_wait n read?` -> `cp.async.bulk.wait_group(.read) n`."""

    def rewrite(self, op: ap.BulkWaitOp, rewriter: PatternRewriter) -> None:
        nv(op, "cp.async.bulk.wait_group", n=op.count.value.data, read=op.read is not None)
        rewriter.erase(op)


class PrefetchTensormapLowering(AproxyLowering):
    """`prefetch_tensormap %tm` -> `prefetch.tensormap [addr]`."""

    def rewrite(self, op: ap.PrefetchTensormapOp, rewriter: PatternRewriter) -> None:
        nv(op, "prefetch.tensormap", [self.k.tmap(op, op.tensormap)])
        rewriter.erase(op)
