"""The aproxy-to-nvvm pattern lists: one `AproxyLowering` per aproxy op, grouped by the
module of its concern. Adding an op's lowering is one pattern class in that module and one
line here (docs in the package's __init__)."""

from __future__ import annotations

from xdsl.ir import Operation
from xdsl.pattern_rewriter import RewritePattern

from tirx_mlir.dialects import aproxy as ap
from tirx_mlir.lowering.op_pattern import lowered_op_types as lowered

from . import cluster, fences, flags, mbarrier, memory, pipeline, roles, tma, wgmma
from .common import AproxyLowering, KernelState

#: Patterns of ops without regions, applied first, in program order (so each operand is
#: lowered before its users, and the per-kernel values land at the entry in first-use order).
LEAF_PATTERNS: tuple[type[AproxyLowering], ...] = (
    # memory
    memory.SmemAllocLowering,
    memory.SmemOffsetLowering,
    memory.SmemAddressLowering,
    # mbarrier
    mbarrier.MbarrierAllocLowering,
    mbarrier.MbarrierInitLowering,
    mbarrier.MbarrierArriveLowering,
    mbarrier.MbarrierArriveExpectTxLowering,
    mbarrier.MbarrierWaitLowering,
    mbarrier.MbarrierInvalLowering,
    # pipeline
    pipeline.PipelineLowering,
    pipeline.ProducerStartLowering,
    pipeline.ConsumerStartLowering,
    pipeline.AdvanceLowering,
    pipeline.ProducerAcquireLowering,
    pipeline.ConsumerWaitLowering,
    pipeline.ConsumerReleaseLowering,
    # tma
    tma.TmaLoadLowering,
    tma.TmaStoreLowering,
    tma.BulkCommitLowering,
    tma.BulkWaitLowering,
    tma.PrefetchTensormapLowering,
    # fences
    fences.FenceProxyAsyncLowering,
    fences.FenceMbarrierInitLowering,
    # wgmma
    wgmma.WgmmaFenceLowering,
    wgmma.WgmmaCommitLowering,
    wgmma.WgmmaWaitLowering,
    wgmma.WgmmaHoldLowering,
    wgmma.WgmmaDescLowering,
    wgmma.WgmmaLowering,
    # roles
    roles.NamedBarrierSyncLowering,
    roles.NamedBarrierArriveLowering,
    roles.WarpgroupIndexLowering,
    # cluster
    cluster.ClusterRankLowering,
    cluster.ClusterSyncLowering,
    cluster.RemoteReleaseLowering,
    # grid-scope flags
    flags.FlagArriveLowering,
    flags.FlagWaitLowering,
)

#: Patterns of region ops, applied after every leaf op is lowered, innermost first (their
#: leaf ops read the enclosing elect_one / role while they are lowered).
REGION_PATTERNS: tuple[type[AproxyLowering], ...] = (
    roles.ElectOneLowering,
    roles.SpecializeLowering,
)

#: Ops lowered by the pattern of the op that holds them, not by a pattern of their own.
LOWERED_BY_PARENT: dict[type[Operation], type[AproxyLowering]] = {
    ap.RoleOp: roles.SpecializeLowering,
}


def populate_aproxy_to_nvvm_patterns(k: KernelState) -> list[RewritePattern]:
    """The leaf patterns for the kernel whose state is `k`."""
    return [cls(k) for cls in LEAF_PATTERNS]


def populate_aproxy_region_patterns(k: KernelState) -> list[RewritePattern]:
    """The region-op patterns for the kernel whose state is `k`."""
    return [cls(k) for cls in REGION_PATTERNS]


def lowered_op_types() -> frozenset[type[Operation]]:
    """The aproxy op classes aproxy-to-nvvm lowers (by a pattern of their own, or, for
    `aproxy.role`, by their parent's)."""
    return lowered(LEAF_PATTERNS + REGION_PATTERNS) | frozenset(LOWERED_BY_PARENT)
