"""`aproxy-insert-fences`: insert the proxy fences `aproxy-verify-sync` would demand.

Expects: the IR `aproxy-verify-sync` expects (aproxy-level kernels in gpu.module).

Guarantees: for every generic-proxy write (nvvm st/stmatrix on the shared space) whose
bytes an async-proxy access (TMA store, wgmma, TMA load) later reaches with no
`fence.proxy.async` in the writing threads in between (PTX ISA "Memory Consistency Model",
proxies; "membar/fence": fence.proxy.async), one `aproxy.fence_proxy_async` is inserted in
the writing threads: in the write's block, right before the first later op that hands the
data over (by its declared SyncSemantics: a barrier it waits or arrives on, an async-proxy
access, a proxy or wgmma fence, or a region op containing one), or
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
from xdsl.utils.exceptions import PassFailedException

from tirx_mlir.dialects import aproxy as ap
from tirx_mlir.dialects.sync_semantics import semantics_of
from tirx_mlir.passes.sync_model.trace import ModelError
from tirx_mlir.passes.verify_sync import READINGS, Options, check_kernel, kernels


def _hands_off_itself(op: Operation) -> bool:
    """Does the op (by its declared SyncSemantics) hand data to other threads or to the async
    proxy: a barrier it waits on or arrives on, an async-proxy access, a proxy or wgmma fence?"""
    sem = semantics_of(op)
    if sem is None:
        return False
    return bool(sem.waits or sem.arrives or sem.expects or "proxy.async" in sem.orders or "wgmma" in sem.orders
                or any(a.proxy == "async" for a in sem.reads + sem.writes))


def _hands_off(op: Operation) -> bool:
    return _hands_off_itself(op) or any(_hands_off_itself(o) for r in op.regions for o in r.walk())


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
    """See the module docstring. `proxy_reading=fence`: also the fences the conservative
    reading demands (after a generic read of a stage a TMA load later overwrites; the read
    is the "write" whose threads get the fence)."""

    name = "aproxy-insert-fences"

    proxy_reading: str = "barrier"
    """barrier (default) or fence: also the fences the conservative reading demands."""

    def __post_init__(self) -> None:
        # the option-validation hook (tirx_mlir/pass_options.py)
        from tirx_mlir.pass_options import require

        require(self, "proxy_reading", self.proxy_reading in READINGS, f"one of {', '.join(READINGS)}")

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        if self.proxy_reading not in READINGS:
            raise PassFailedException(f"aproxy-insert-fences: proxy_reading must be one of {', '.join(READINGS)}, "
                                      f"found {self.proxy_reading!r}")
        opts = Options(proxy_reading=self.proxy_reading)
        for func in kernels(op):
            for _ in range(4):
                try:
                    res = check_kernel(func, opts=opts)
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
