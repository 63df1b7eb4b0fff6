"""Asynchronous stores and global partials: the epilogue constructs of persistent kernels.

    tx.store_wait(1, read=True)     # tile.store_wait 1 read: at most 1 store still reading
    tx.copy(c_s, tx.cast(acc, tx.bf16))
    tx.store_async(C[m:m + 64, n:n + 128], c_s)   # tile.store_async (TMA store, not waited)
    tx.store_wait(0)                # every store complete (before the CTA exits)

Split-K (a tile's K range over several CTAs, a fixed-order reduction):

    tx.frag_store(W, off, acc)      # tile.frag_store: the fragment to f32 workspace W[off..]
    tx.flag_arrive(F, i)            # tile.flag_arrive: F[i] += 1 (release, gpu scope)
    tx.flag_wait(F, i, count)       # tile.flag_wait: until F[i] == count, then reset it
    acc = tx.frag_load(W, off, add=acc)   # tile.frag_load ... add(%acc): acc + W[off..]

Destination first, as `tx.copy`; the scope is the enclosing construct's (a `tx.role`:
warpgroup).
"""

from __future__ import annotations

from xdsl.dialects.builtin import IndexType

from tirx_mlir.dialects import tile

from .errors import fail
from .ops import _mem_scope, _what, _whole
from .trace import emit, result
from .values import Buffer, Frag, Global, Scalar


def store_async(dst: Global, src: Buffer, scope: str | None = None) -> None:
    """Store the shared tile `src` to the global window `dst` asynchronously
    (tile.store_async: the TMA store of one elected thread, committed as a bulk group)."""
    if not isinstance(dst, Global) or not isinstance(src, Buffer):
        fail(f"tx.store_async: expected (global window, shared buffer), found ({_what(dst)}, "
             f"{_what(src)})")
    if tuple(dst.shape) != tuple(src.shape):
        fail(f"tx.store_async: the shared tile is {'x'.join(map(str, src.shape))} but the "
             f"window is {'x'.join(map(str, dst.shape))}")
    emit(tile.StoreAsyncOp(_whole(src).ssa, dst.ssa, _mem_scope(scope)))


def store_wait(pending: int = 0, read: bool = False, scope: str | None = None) -> None:
    """Wait until at most `pending` asynchronous stores are outstanding (`read`: only until
    they have read their shared tiles, which may then be overwritten)."""
    if isinstance(pending, bool) or not isinstance(pending, int) or pending < 0:
        fail(f"tx.store_wait: expected pending >= 0, found {pending!r}")
    emit(tile.StoreWaitOp(pending, bool(read), _mem_scope(scope)))


def _offset(v, what: str):
    if not isinstance(v, Scalar) or not isinstance(v.type, IndexType):
        fail(f"{what}: expected an index offset, found {v!r}")
    return v.ssa


def _vector(t: Global, what: str, dtype: str) -> Global:
    if not isinstance(t, Global) or len(t.shape) != 1 or str(t.type.element_type) != dtype:
        fail(f"{what}: expected a rank-1 global tensor of {dtype}, found {_what(t)}")
    return t


def frag_store(dst: Global, offset, frag: Frag, scope: str | None = None) -> None:
    """The fragment's f32 values to dst[offset ..] (tile.frag_store, a private layout that
    tx.frag_load of the same fragment type reads back)."""
    if not isinstance(frag, Frag):
        fail(f"tx.frag_store: expected a fragment, found {_what(frag)}")
    emit(tile.FragStoreOp(frag.ssa, _vector(dst, "tx.frag_store", "f32").ssa,
                          _offset(offset, "tx.frag_store"), _mem_scope(scope)))


def frag_load(src: Global, offset, like: Frag = None, add: Frag = None,
              scope: str | None = None) -> Frag:
    """A fragment of `like`'s (or `add`'s) type from src[offset ..]; with `add`, that
    fragment plus the loaded values (tile.frag_load ... add(%acc))."""
    t = like if like is not None else add
    if not isinstance(t, Frag) or (add is not None and not isinstance(add, Frag)):
        fail(f"tx.frag_load: expected like= or add= to be a fragment, found {_what(t)}")
    return Frag(result(tile.FragLoadOp(_vector(src, "tx.frag_load", "f32").ssa,
                                       _offset(offset, "tx.frag_load"), t.type,
                                       _mem_scope(scope), acc=add.ssa if add is not None else None)))


def flag_arrive(flags: Global, index, scope: str | None = None) -> None:
    """flags[index] += 1 once the scope's earlier writes are visible (tile.flag_arrive)."""
    emit(tile.FlagArriveOp(_vector(flags, "tx.flag_arrive", "i32").ssa,
                           _offset(index, "tx.flag_arrive"), _mem_scope(scope)))


def flag_wait(flags: Global, index, count, scope: str | None = None) -> None:
    """Wait until flags[index] == count (acquire), then reset it to 0 (tile.flag_wait)."""
    emit(tile.FlagWaitOp(_vector(flags, "tx.flag_wait", "i32").ssa,
                         _offset(index, "tx.flag_wait"), _offset(count, "tx.flag_wait count"),
                         _mem_scope(scope)))
