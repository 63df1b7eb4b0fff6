"""aproxy-to-nvvm patterns for the fences (dialects/aproxy/fences.py): one PTX row each
(PTX ISA "membar / fence": `fence.proxy.async`, `fence.mbarrier_init`)."""

from __future__ import annotations

from xdsl.pattern_rewriter import PatternRewriter

from tirx_mlir.dialects import aproxy as ap

from .common import AproxyLowering, nv


class FenceProxyAsyncLowering(AproxyLowering):
    """`fence_proxy_async` -> `fence.proxy.async.shared::cta`."""

    def rewrite(self, op: ap.FenceProxyAsyncOp, rewriter: PatternRewriter) -> None:
        nv(op, "fence.proxy.async", space="shared::cta")
        rewriter.erase(op)


class FenceMbarrierInitLowering(AproxyLowering):
    """`fence_mbarrier_init` -> `fence.mbarrier_init.release.cluster`."""

    def rewrite(self, op: ap.FenceMbarrierInitOp, rewriter: PatternRewriter) -> None:
        nv(op, "fence.mbarrier_init")
        rewriter.erase(op)
