"""aproxy proxy and mbarrier-init fences (PTX ISA "membar/fence")."""

from __future__ import annotations

from xdsl.irdl import irdl_op_definition, traits_def

from tirx_mlir.dialects.sync_semantics import SyncSemantics

from ._common import _NoOperandOp

# Fences --------------------------------------------------------------------------------


@irdl_op_definition
class FenceProxyAsyncOp(_NoOperandOp):
    """`aproxy.fence_proxy_async` — fence.proxy.async.shared::cta (PTX ISA
    "membar/fence"): orders the executing thread's generic-proxy shared-memory writes
    before later async-proxy reads (TMA store, wgmma operands)."""

    name = "aproxy.fence_proxy_async"
    traits = traits_def(SyncSemantics(orders=("proxy.async",)))


@irdl_op_definition
class FenceMbarrierInitOp(_NoOperandOp):
    """`aproxy.fence_mbarrier_init` — fence.mbarrier_init.release.cluster (PTX ISA
    "membar/fence"): publishes prior mbarrier.init to the cluster."""

    name = "aproxy.fence_mbarrier_init"
    traits = traits_def(SyncSemantics(orders=("mbarrier_init",)))


