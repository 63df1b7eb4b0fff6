"""Per-block promotion: the constructs of a blockwise-scaled GEMM (lang/gemm_blockwise.py).

    sa = tx.load_rows(SA[kb:kb + 1, m:m + 64], like=acc)   # tile.load -> row fragment
    sb = tx.load_scalar(SB[nb:nb + 1, kb:kb + 1])          # tile.load -> f32
    t = tx.gemm_overwrite(a, b, t)          # tile.gemm_async ... overwrite: t = A·Bᵀ
    acc = tx.fma(t, tx.scale(sa, sb), acc)  # tile.fma: acc + t * (its row's factor)

`tx.load_rows` reads a 1 x E (or E x 1) global window into the rows of a fragment arranged
as `like` (each thread loads the rows it holds); `tx.load_scalar` reads a window of one
element into a scalar every thread of the scope holds. `tx.gemm_overwrite` is
`tx.gemm_async` that ignores the accumulator's values (wgmma with scale-d off: the product
of one K block alone, in the registers of `acc`). `tx.fma(x, factor, addend)` is
`addend + x * factor` with a scalar or row-fragment factor, one FFMA per register.
"""

from __future__ import annotations

from xdsl.dialects.builtin import f32 as _f32

from tirx_mlir.dialects import tile

from .errors import fail
from .ops import _frag_scope, _mem_scope, _what, _whole
from .trace import result
from .values import Frag, Global, Scalar


def _window(src, what: str) -> Global:
    if not isinstance(src, Global):
        fail(f"{what}: expected a global window, found {_what(src)}")
    return src


def load_rows(src: Global, like: Frag) -> Frag:
    """The E elements of a 1 x E (or E x 1, or E) global window as a row fragment of `like`'s
    E rows in its arrangement (tile.load; elements outside the tensor read as 0)."""
    src = _window(src, "tx.load_rows")
    if not isinstance(like, Frag) or len(like.shape) != 2:
        fail(f"tx.load_rows: expected like= to be a rank-2 fragment, found {_what(like)}")
    n = 1
    for d in src.shape:
        n *= d
    if sum(1 for d in src.shape if d != 1) > 1 or n != like.shape[0]:
        fail(f"tx.load_rows: expected a window of {like.shape[0]} elements along one dimension "
             f"(the rows of the fragment), found {'x'.join(map(str, src.shape))}")
    ft = tile.FragType([like.shape[0]], src.type.element_type, like.layout)
    return Frag(result(tile.LoadOp(src.ssa, ft, _frag_scope(like.layout))))


def load_scalar(src: Global, scope: str | None = None) -> Scalar:
    """The one element of a global window (1 x 1) as a scalar every thread of the scope
    holds (tile.load; 0 outside the tensor)."""
    src = _window(src, "tx.load_scalar")
    if any(d != 1 for d in src.shape) or src.type.element_type != _f32:
        fail(f"tx.load_scalar: expected a window of one f32 element, found {_what(src)}")
    sc = _mem_scope(scope)
    if sc not in tile.LoadOp.ALLOWED_SCOPES:
        fail(f"tx.load_scalar: a scalar is loaded by a warpgroup, a warp or a thread (inside "
             f"tx.role or tx.elect_one, or scope=...), found scope {sc!r}")
    return Scalar(result(tile.LoadOp(src.ssa, src.type.element_type, sc)))


def gemm_overwrite(a, b, acc: Frag) -> Frag:
    """D = A·Bᵀ on the warpgroup's tensor cores into `acc`'s registers, its values ignored
    (tile.gemm_async ... overwrite; wait with tx.wgmma_wait before reading D)."""
    if not isinstance(acc, Frag):
        fail(f"tx.gemm_overwrite: expected the accumulator to be a fragment, found {_what(acc)}")
    return Frag(result(tile.GemmAsyncOp(_whole(a).ssa, _whole(b).ssa, acc.ssa, "warpgroup",
                                        overwrite=True)))


def fma(x: Frag, factor, addend: Frag) -> Frag:
    """addend + x * factor (tile.fma): `factor` an f32 scalar or a row fragment of x's rows."""
    if not isinstance(x, Frag) or not isinstance(addend, Frag):
        fail(f"tx.fma: expected fragments x and addend, found {_what(x)}, {_what(addend)}")
    if x.type != addend.type:
        fail(f"tx.fma: x is {x.type} but the addend is {addend.type}")
    ok = (isinstance(factor, Scalar) and factor.type == _f32) or (
        isinstance(factor, Frag) and tuple(factor.shape) == (x.shape[0],)
        and factor.layout == x.layout)
    if not ok:
        fail(f"tx.fma: expected the factor to be an f32 scalar or a row fragment of x's "
             f"{x.shape[0]} rows in its layout, found {_what(factor)}")
    return Frag(result(tile.FmaOp(x.ssa, factor.ssa, addend.ssa, _frag_scope(x.layout))))
