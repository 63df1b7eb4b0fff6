"""`aproxy-insert-fences`: insert the proxy fences `aproxy-verify-sync` would demand.

Expects: the IR `aproxy-verify-sync` expects (aproxy-level kernels in gpu.module).

Guarantees: for every generic-proxy write (nvvm st/stmatrix on the shared space) whose
bytes an async-proxy access (TMA store, wgmma, TMA load) later reaches with no
`fence.proxy.async` in the writing threads in between (PTX ISA "Memory Consistency Model",
proxies; "membar/fence": fence.proxy.async), one `aproxy.fence_proxy_async` is inserted in
the writing threads: in the write's block, right before the first later op that hands the
data over (a barrier, an arrive, an async-proxy access, or a region op containing one), or
at the end of the block. Writes that share that point share one fence. Nothing else
changes: a kernel the checker finds no missing fence in is left exactly as it was, and the
other findings (races, deadlocks, ...) are left for `aproxy-verify-sync` to report. The
checker is run again after inserting, until no missing fence remains (at most 4 rounds).
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.passes import ModulePass
from xdsl.traits import IsTerminator

from tirx_mlir.dialects import aproxy as ap
from tirx_mlir.passes.sync_model.trace import ModelError
from tirx_mlir.passes.verify_sync import check_kernel, kernels

# Ops after which generic writes are handed to other threads or to the async proxy.
_HANDOFF = (
    ap.NamedBarrierSyncOp, ap.NamedBarrierArriveOp, ap.MbarrierArriveOp, ap.MbarrierArriveExpectTxOp,
    ap.ConsumerReleaseOp, ap.ProducerAcquireOp, ap.TmaStoreOp, ap.TmaLoadOp, ap.WgmmaOp,
    ap.WgmmaFenceOp, ap.FenceProxyAsyncOp,
)


def _hands_off(op: Operation) -> bool:
    if isinstance(op, _HANDOFF) or op.name == "gpu.barrier":
        return True
    return any(isinstance(o, _HANDOFF) or o.name == "gpu.barrier" for r in op.regions for o in r.walk())


def fence_point(write: Operation) -> tuple[Operation | None, Operation | None]:
    """(op to insert before, or None for the block end; an existing fence already there)."""
    op = write.next_op
    while op is not None:
        if isinstance(op, ap.FenceProxyAsyncOp):
            return op, op
        if _hands_off(op) or op.has_trait(IsTerminator):
            return op, None
        op = op.next_op
    return None, None


@dataclass(frozen=True)
class AproxyInsertFences(ModulePass):
    """See the module docstring."""

    name = "aproxy-insert-fences"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for func in kernels(op):
            for _ in range(4):
                try:
                    res = check_kernel(func)
                except ModelError:
                    break  # aproxy-verify-sync reports what the model cannot interpret
                writes = []
                for f in res.findings:
                    if f.kind == "fence" and f.write_op is not None and f.write_op not in writes:
                        writes.append(f.write_op)
                placed: set[int] = set()
                inserted = False
                for w in writes:
                    before, existing = fence_point(w)
                    if existing is not None:
                        continue
                    block = w.parent_block()
                    if block is None:
                        continue
                    key = id(before) if before is not None else id(block)
                    if key in placed:
                        continue
                    placed.add(key)
                    fence = ap.FenceProxyAsyncOp()
                    if before is not None:
                        block.insert_op_before(fence, before)
                    else:
                        block.add_op(fence)
                    inserted = True
                if not inserted:
                    break
