"""Execution scopes and synchronization: roles, elect_one, pipelines, named barriers.

    with tx.role("producer", warpgroups=[0], regs=40):    # aproxy.role inside aproxy.specialize
        with tx.elect_one():                              # aproxy.elect_one warpgroup
            ps = pipe.producer_start()
            ...
    pipe = tx.pipeline(stages=4, tx_bytes=32768, consumers=2)
    stage = pipe.acquire(ps); pipe.wait(cs); pipe.release(cs); ps = tx.advance(ps)
    tx.barrier(id=1, threads=256); tx.barrier_arrive(id=2, threads=256); tx.wgmma_wait(0)

Consecutive `tx.role` blocks at one level share one `aproxy.specialize`.
"""

from __future__ import annotations

from contextlib import contextmanager

from xdsl.ir import Block, Region

from tirx_mlir.dialects import aproxy

from .errors import fail
from .trace import emit, result, tracer
from .values import Frag, Opaque, Value


class Pipeline(Opaque):
    """An `!aproxy.pipeline<S>`: S stages of full/empty barriers."""

    def producer_start(self) -> Opaque:
        return Opaque(result(aproxy.ProducerStartOp(self.ssa)))

    def consumer_start(self) -> Opaque:
        return Opaque(result(aproxy.ConsumerStartOp(self.ssa)))

    def acquire(self, state: Value):
        """Wait until the state's stage is empty; the stage index."""
        from .values import Scalar

        return Scalar(result(aproxy.ProducerAcquireOp(self.ssa, _state(state))))

    def wait(self, state: Value):
        """Wait until the state's stage is full; the stage index."""
        from .values import Scalar

        return Scalar(result(aproxy.ConsumerWaitOp(self.ssa, _state(state))))

    def release(self, state: Value) -> None:
        emit(aproxy.ConsumerReleaseOp(self.ssa, _state(state)))


def _state(s) -> object:
    if not isinstance(s, Opaque) or s.type.name != "aproxy.pipe_state":
        fail(f"expected a pipeline state (pipe.producer_start(), pipe.consumer_start() or "
             f"tx.advance(state)), found {s!r}")
    return s.ssa


def pipeline(stages: int, tx_bytes: int, consumers: int = 1) -> Pipeline:
    """`aproxy.pipeline stages(S) full(tx_bytes = B) empty(arrivals = consumers)`."""
    for name, v in (("stages", stages), ("tx_bytes", tx_bytes), ("consumers", consumers)):
        if not isinstance(v, int) or isinstance(v, bool) or v < 1:
            fail(f"tx.pipeline: expected {name} to be a positive int, found {v!r}")
    return Pipeline(result(aproxy.PipelineOp(stages, tx_bytes, consumers)))


def advance(state: Value) -> Opaque:
    return Opaque(result(aproxy.AdvanceOp(_state(state))))


@contextmanager
def _region(op, block: Block, scope: str):
    t = tracer()
    t.scopes.append(scope)
    try:
        with t.inside(block):
            yield
    finally:
        t.scopes.pop()


@contextmanager
def role(name: str, warpgroups, regs: int | None = None):
    """The body runs on the listed warpgroups (aproxy.role; `regs`: setmaxnreg)."""
    t = tracer()
    wgs = list(warpgroups) if not isinstance(warpgroups, int) else [warpgroups]
    if not wgs or any(not isinstance(w, int) or w < 0 or w >= max(1, t.threads // 128) for w in wgs):
        fail(f"tx.role: expected warpgroups among 0..{max(1, t.threads // 128) - 1} (the kernel has "
             f"{t.threads} threads), found {warpgroups!r}")
    last = t.block.last_op
    if isinstance(last, aproxy.SpecializeOp):
        spec = last
    else:
        spec = emit(aproxy.SpecializeOp([]))
    body = Block()
    r = aproxy.RoleOp(name, wgs, regs, Region(body))
    with t.inside(spec.regions[0].blocks[0]):
        emit(r)
    with _region(r, body, "warpgroup"):
        yield


@contextmanager
def elect_one(scope: str = "warpgroup"):
    """One thread of the warpgroup (or warp) runs the body (aproxy.elect_one)."""
    body = Block()
    op = emit(aproxy.ElectOneOp(scope, Region(body)))
    with _region(op, body, "thread"):
        yield


def warpgroup_index():
    """The executing thread's warpgroup (aproxy.warpgroup_index, index)."""
    from .values import Scalar

    return Scalar(result(aproxy.WarpgroupIndexOp()))


def barrier(id: int, threads: int) -> None:
    """bar.sync id, threads (aproxy.named_barrier_sync)."""
    _barrier_args("tx.barrier", id, threads)
    emit(aproxy.NamedBarrierSyncOp(id, threads))


def barrier_arrive(id: int, threads: int) -> None:
    """bar.arrive id, threads (aproxy.named_barrier_arrive): count this warp in, without
    waiting; the barrier completes when `threads` threads arrived or synced."""
    _barrier_args("tx.barrier_arrive", id, threads)
    emit(aproxy.NamedBarrierArriveOp(id, threads))


def _barrier_args(what: str, id, threads) -> None:
    for name, v in (("id", id), ("threads", threads)):
        if isinstance(v, bool) or not isinstance(v, int):
            fail(f"{what}: expected {name} to be a Python int, found {v!r}")


def wgmma_hold(*values: Frag) -> None:
    """aproxy.wgmma_hold: the next wgmma_wait stays after the ops that computed `values`
    (ptxas would otherwise hoist the wait above them)."""
    if not values or any(not isinstance(v, Frag) for v in values):
        fail(f"tx.wgmma_hold: expected one or more fragments, found {values!r}")
    emit(aproxy.WgmmaHoldOp([v.ssa for v in values]))


def wgmma_wait(count: int = 0, *accs: Frag):
    """Wait until at most `count` wgmma groups are pending; the accumulators to read after."""
    op = emit(aproxy.WgmmaWaitOp(count, [a.ssa for a in accs]))
    outs = [Frag(r) for r in op.results]
    return outs[0] if len(outs) == 1 else (tuple(outs) if outs else None)
