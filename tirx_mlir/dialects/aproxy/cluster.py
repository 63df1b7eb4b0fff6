"""aproxy ops of thread-block clusters (PTX ISA 9.7.13.3 barrier.cluster, 9.7.9.21 mapa,
9.7.13.15.11 mbarrier.arrive on .shared::cluster, 10 special registers %cluster_ctarank).

A kernel whose `gpu.func` carries `cluster = [x, y, z]` is launched in clusters of x*y*z
CTAs (the PTX target prints `.reqnctapercluster x, y, z` and `.explicitcluster`; the runtime
launches with that cluster shape). Its CTAs can write each other's shared memory (TMA
multicast: `aproxy.tma_load ... multicast(%mask)`) and arrive on each other's mbarriers:

    %r = aproxy.cluster_rank                               // this CTA's rank, index
    aproxy.cluster_sync                                    // all threads of all CTAs
    aproxy.remote_release %p, %st rank(%q) : !aproxy.pipeline<3>

* `cluster_rank`: %cluster_ctarank, 0 .. x*y*z - 1.
* `cluster_sync`: `barrier.cluster.arrive.release.aligned` then
  `barrier.cluster.wait.acquire.aligned`: every thread of every CTA of the cluster arrives
  before any proceeds, and the shared-memory writes (mbarrier inits included) before it are
  visible to the peers after it. Executed by every thread (not inside a role or elect_one).
  A kernel uses it (1) after its barriers are initialized, before any peer may arrive on them
  or multicast into its shared memory, and (2) before it exits, so that no CTA leaves while a
  peer may still write its shared memory or arrive on its barriers.
* `remote_release`: as `consumer_release` (one elected thread per executing warpgroup), but
  the arrival lands on empty[stage] of the same pipeline in CTA %q of the cluster (the
  address `mapa` maps, `mbarrier.arrive.shared::cluster`: release at CTA scope, after the
  warpgroup's wgmma reads of the stage have completed). A pipeline whose
  stages peers multicast into counts its consumers' releases from every CTA that reads the
  multicast data: `empty(arrivals = warpgroups x CTAs)`.
"""

from __future__ import annotations

from xdsl.dialects.builtin import ArrayAttr, IndexType, IntegerAttr
from xdsl.ir import Operation, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    result_def,
    traits_def,
)
from xdsl.traits import Pure

from tirx_mlir.dialects.sync_semantics import SyncSemantics

from ._common import _err, _NoOperandOp, enclosing, kernel_of
from .roles import ElectOneOp, RoleOp
from .types import PipelineType, PipeStateType

#: CTAs of a portable cluster (PTX ISA 10.1 / CUDA: 8; 16 with the non-portable attribute).
MAX_CLUSTER_CTAS = 8


def cluster_shape(op: Operation) -> list[int] | None:
    """The `cluster = [x, y, z]` of the kernel around `op`, or None."""
    k = kernel_of(op)
    attr = k.attributes.get("cluster") if k is not None else None
    if not isinstance(attr, ArrayAttr) or not all(isinstance(a, IntegerAttr) for a in attr.data):
        return None
    return [a.value.data for a in attr.data]


def _needs_cluster(op: Operation) -> None:
    if op.parent_op() is None:
        return
    shape = cluster_shape(op)
    if shape is None:
        raise _err(op.name, "expected the enclosing kernel to declare cluster = [x, y, z], "
                            "found no cluster attribute")
    n = 1
    for d in shape:
        n *= d
    if len(shape) != 3 or min(shape) < 1 or n > MAX_CLUSTER_CTAS:
        raise _err(op.name, f"expected cluster = [x, y, z] with x*y*z in [1, {MAX_CLUSTER_CTAS}] "
                            f"(portable cluster size), found {shape}")


@irdl_op_definition
class ClusterRankOp(IRDLOperation):
    """`%r = aproxy.cluster_rank` — the executing CTA's rank in its cluster (index)."""

    name = "aproxy.cluster_rank"
    traits = traits_def(Pure(), SyncSemantics(defines="cluster-rank"))
    result = result_def(IndexType)

    assembly_format = "attr-dict"

    def __init__(self):
        super().__init__(result_types=[IndexType()])

    def verify_(self) -> None:
        _needs_cluster(self)


@irdl_op_definition
class ClusterSyncOp(_NoOperandOp):
    """`aproxy.cluster_sync` — barrier.cluster arrive (release) + wait (acquire) by every
    thread of every CTA of the cluster (module docstring)."""

    name = "aproxy.cluster_sync"
    traits = traits_def(SyncSemantics(arrives=("cluster",), waits=("cluster",), width="cluster",
                                      cluster=True))

    def verify_(self) -> None:
        _needs_cluster(self)
        for cls, what in ((RoleOp, "an aproxy.role"), (ElectOneOp, "an aproxy.elect_one")):
            if enclosing(self, cls) is not None:
                raise _err(self.name, f"expected every thread of the CTA to execute it (the "
                                      f"barrier is .aligned), found it inside {what}")


@irdl_op_definition
class RemoteReleaseOp(IRDLOperation):
    """`aproxy.remote_release %p, %st rank(%q) : !aproxy.pipeline<S>` — one elected thread
    per executing warpgroup arrives on empty[stage] of pipeline %p in CTA %q of the cluster."""

    name = "aproxy.remote_release"
    traits = traits_def(SyncSemantics(arrives=("pipeline",), cluster=True))
    pipeline = operand_def(PipelineType)
    state = operand_def(PipeStateType)
    rank = operand_def(IndexType)

    def __init__(self, pipeline: SSAValue, state: SSAValue, rank: SSAValue):
        super().__init__(operands=[pipeline, state, rank])

    assembly_format = ("$pipeline `,` $state `rank` `(` $rank `)` attr-dict "
                       "`:` type($pipeline)")

    def verify_(self) -> None:
        _needs_cluster(self)
