"""aproxy-to-nvvm patterns for cluster ops (dialects/aproxy/cluster.py).

* `cluster_rank` -> `mov.u32 %r, %cluster_ctarank` (PTX ISA 10.12), as index;
* `cluster_sync` -> `barrier.cluster.arrive.release.aligned; barrier.cluster.wait.acquire.aligned`
  (PTX ISA 9.7.13.3: release/acquire at cluster scope make the shared-memory writes before
  the arrive, mbarrier inits included, visible to the peers after the wait);
* `remote_release %p, %st rank(%q)` -> the address of empty[stage] mapped into CTA %q
  (`mapa.shared::cluster.u32`, PTX ISA 9.7.9.21) and, on the elected thread,
  `mbarrier.arrive.shared::cluster.b64 _, [addr]` (PTX ISA 9.7.13.15.11; .sem and .scope
  default to .release and .cta). The released accesses are the warpgroup's wgmma reads of
  the stage, complete at its wgmma.wait_group; `.release.cluster` would make ptxas put a
  MEMBAR.ALL.GPU before every arrive (seen in the SASS: one per K tile in the mainloop),
  which is what production Hopper pipelines (CUTLASS's cluster barrier arrive) avoid.
"""

from __future__ import annotations

from xdsl.dialects.builtin import i32
from xdsl.pattern_rewriter import PatternRewriter

from tirx_mlir.dialects import aproxy as ap

from .common import AproxyLowering, nv, to_i32, to_index


class ClusterRankLowering(AproxyLowering):
    """`cluster_rank` -> %cluster_ctarank (index)."""

    def rewrite(self, op: ap.ClusterRankOp, rewriter: PatternRewriter) -> None:
        r = nv(op, "mov.special", [], None, reg="cluster_ctarank").results[0]
        r.name_hint = "cta_rank"
        self.replace(op, rewriter, [to_index(op, r)])


class ClusterSyncLowering(AproxyLowering):
    """`cluster_sync` -> barrier.cluster.arrive.release.aligned + wait.acquire.aligned."""

    def rewrite(self, op: ap.ClusterSyncOp, rewriter: PatternRewriter) -> None:
        nv(op, "barrier.cluster.arrive", sem="release", aligned=True)
        nv(op, "barrier.cluster.wait", acquire=True, aligned=True)
        rewriter.erase_op(op)


class RemoteReleaseLowering(AproxyLowering):
    """`remote_release %p, %st rank(%q)` -> mapa of empty[stage] into CTA %q, the elected
    thread's remote mbarrier.arrive."""

    def rewrite(self, op: ap.RemoteReleaseOp, rewriter: PatternRewriter) -> None:
        k = self.k
        stage, _ = k.stage_phase(op, op.pipeline, op.state)
        empty = k.empty_addr(op, op.pipeline, stage)
        peer = nv(op, "mapa", [empty, to_i32(op, op.rank)], [i32], space="shared::cluster",
                  type="u32").results[0]
        k.elected(op, lambda a2: nv(a2, "mbarrier.arrive", [peer], None, space="shared::cluster"))
        rewriter.erase_op(op)
