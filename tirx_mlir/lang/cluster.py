"""Thread-block clusters: CTAs that share data through each other's shared memory.

    @tx.kernel(threads=384, cluster="CLUSTER")     # gpu.func cluster = [CLUSTER, 1, 1]
    ...
    rank = tx.cluster_rank()                       # aproxy.cluster_rank (index)
    ctas = tx.cta_mask(0b11)                       # the CTAs a multicast copy writes to (i16)
    tx.cluster_sync()                              # aproxy.cluster_sync (barrier.cluster)
    tx.copy_async_multicast(dst, src, pipe, stage, ctas)   # tile.copy_async ... ctas(%ctas)
    tx.release_remote(pipe, state, peer)           # aproxy.remote_release: the peer's empty barrier
"""

from __future__ import annotations

from xdsl.dialects import arith
from xdsl.dialects.builtin import IntegerAttr, i16

from tirx_mlir.dialects import aproxy, tile

from .errors import fail
from .trace import emit, result
from .values import Buffer, Global, Opaque, Scalar


def cluster_rank() -> Scalar:
    """This CTA's rank in its cluster (aproxy.cluster_rank, index)."""
    return Scalar(result(aproxy.ClusterRankOp()))


def cluster_sync() -> None:
    """Every thread of every CTA of the cluster meets (aproxy.cluster_sync): release/acquire
    at cluster scope (barrier init before a peer arrives; no CTA exits while a peer may
    still write its shared memory)."""
    emit(aproxy.ClusterSyncOp())


def cta_mask(mask: int) -> Opaque:
    """The CTAs of the cluster a multicast copy writes to, bit r for rank r (an i16
    constant)."""
    if isinstance(mask, bool) or not isinstance(mask, int) or not 0 < mask < 1 << 16:
        fail(f"tx.cta_mask: expected a bit mask of cluster ranks in [1, 65535], found {mask!r}")
    return Opaque(result(arith.ConstantOp(IntegerAttr(mask, i16))))


def copy_async_multicast(dst: Buffer, src: Global, barrier, stage, ctas: Opaque,
                         scope: str | None = None) -> None:
    """`tx.copy_async` whose data (and transaction bytes) land in the same shared-memory
    offset and barrier of every CTA of `ctas` (tile.copy_async ... ctas(%mask))."""
    from .ops import _mem_scope, _ssa, _whole, _what
    from .trace import const_index
    from .values import as_index

    if not isinstance(dst, Buffer) or not isinstance(src, Global):
        fail(f"tx.copy_async_multicast: expected (shared buffer, global window), found "
             f"({_what(dst)}, {_what(src)})")
    if not isinstance(ctas, Opaque) or ctas.type != i16:
        fail(f"tx.copy_async_multicast: expected the CTA mask of tx.cta_mask, found {ctas!r}")
    idx = as_index(stage)
    if isinstance(idx, int):
        idx = const_index(idx)
    emit(tile.CopyAsyncOp(src.ssa, _whole(dst).ssa, _ssa(barrier), idx, _mem_scope(scope),
                          multicast=ctas.ssa))


def release_remote(pipe, state, rank) -> None:
    """Release the state's stage on CTA `rank`'s pipeline too (aproxy.remote_release): the
    peer multicasts into this CTA's stages, so it waits for this CTA's consumers."""
    from .sync import Pipeline, _state

    if not isinstance(pipe, Pipeline):
        fail(f"tx.release_remote: expected a pipeline, found {pipe!r}")
    if not isinstance(rank, Scalar):
        fail(f"tx.release_remote: expected the peer's rank (an index value), found {rank!r}")
    emit(aproxy.RemoteReleaseOp(pipe.ssa, _state(state), rank.ssa))
