"""`tile.load` variants: a scalar or a row fragment read from a global window.

* `uniform` (scalar result): every thread of the scope loads the window's one element,
  `memref.load` under `scf.if` (0 when the element is outside the tensor's extents).
* `rows` (a row fragment in the wgmma accumulator arrangement, scope warpgroup): thread t
  (warp w = (t / 32) % 4, lane l) holds rows 16w + l/4 and 16w + l/4 + 8 of a 64-row
  fragment (PTX ISA 9.7.15.5.1.1), so it loads window elements 16w + l/4 and +8 along the
  window's non-unit dimension, each guarded by the extents (0 outside); the four lanes of
  a quad load the same two addresses.
* `row_tile` (a row fragment of a `#tile.rows` row tile): each thread loads the element of
  its row (the P threads of a row the same address), guarded by the extents.

Both read a row_major global tensor passed as a memref (the window's offsets from its
`tile.view`s). Blockwise-scaled fp8 GEMMs load their per-K-block scales this way.
"""

from __future__ import annotations

from xdsl.dialects import arith, memref
from xdsl.ir import SSAValue

from tirx_mlir.dialects import tile
from tirx_mlir.dialects.tile import FragType

from . import predicates as P
from .context import frag_vector_type
from .copy_common import load_or_zero
from .layouts import frag_info, global_layout
from .registry import variant


def _row_major_error(op) -> str | None:
    if global_layout(op.src.type) != "row_major":
        return (f"expected a row_major global tensor (passed as a memref), found "
                f"{op.src.type.layout.data}")
    return None


def _guarded_load(ctx, op, mem, idx: list[SSAValue], dims: list[SSAValue], et) -> SSAValue:
    """mem[idx] when every idx[d] < dims[d], else 0 (an scf.if yielding the value)."""
    ok = None
    for i, d in zip(idx, dims):
        c = ctx.insert(op, arith.CmpiOp(i, d, "ult")).result
        ok = c if ok is None else ctx.insert(op, arith.AndIOp(ok, c)).result
    return load_or_zero(ctx, op, mem, idx, ok, et)


def _window(ctx, op):
    """(memref, window offsets as index values, the extents of the tensor)."""
    mem, offs = ctx.global_memref(op.src)
    dims = [ctx.insert(op, memref.DimOp(mem, ctx.const_index(op, d))).result
            for d in range(len(offs))]
    return mem, [ctx.as_index(op, o) for o in offs], dims


def _scalar_error(op) -> str | None:
    if isinstance(op.result.type, FragType):
        return f"expected a scalar result, found {op.result.type}"
    return None


def _load_variant(name: str, priority: int, what: str, error):
    """Registers a tile.load variant: its result check `error` (`what`), then a row_major
    global tensor."""
    return variant("tile.load", name, priority,
                   [P.custom(what, error), P.custom("a row_major global tensor", _row_major_error)])


@_load_variant("uniform", 10, "a scalar result", _scalar_error)
def lower_load_uniform(op: tile.LoadOp, ctx) -> None:
    """Every thread loads the element (guarded by the extents; 0 outside)."""
    mem, offs, dims = _window(ctx, op)
    v = _guarded_load(ctx, op, mem, offs, dims, op.result.type)
    op.result.replace_all_uses_with(v)


def _rows_error(op) -> str | None:
    t = op.result.type
    info = frag_info(t)
    if isinstance(info, str):
        return info
    if info.cols or info.rows != 64:
        return f"expected a 64-row row fragment (rank 1), found {t}"
    if op.scope.data != "warpgroup":
        return f"expected scope warpgroup (a row fragment spans a warpgroup), found {op.scope.data}"
    return None


@_load_variant("rows", 20, "a 64-row wgmma-arrangement row fragment, scope warpgroup", _rows_error)
def lower_load_rows(op: tile.LoadOp, ctx) -> None:
    """Each thread loads its two rows (16w + l/4, +8) along the window's non-unit
    dimension, guarded by the extents."""
    et = op.result.type.element_type
    mem, offs, dims = _window(ctx, op)
    shape = op.src.type.get_shape()
    along = next((d for d, n in enumerate(shape) if n != 1), len(shape) - 1)
    warp, lane = ctx.warp_and_lane(op)
    q = ctx.insert(op, arith.DivUIOp(lane, ctx.const_index(op, 4))).result
    base = ctx.add_index(op, offs[along], ctx.add_index(op, ctx.mul_index(op, warp, 16), q))
    vals = []
    for h in (0, 1):
        idx = list(offs)
        idx[along] = ctx.as_index(op, ctx.add_index(op, base, 8 * h))
        vals.append(_guarded_load(ctx, op, mem, idx, dims, et))
    ctx.set_frag_result(op.result, ctx.vector_of(op, vals, frag_vector_type(op.result.type)), op)


def _row_tile_error(op) -> str | None:
    from tirx_mlir.dialects.tile.rows import RowsLayoutAttr

    t = op.result.type
    if not (isinstance(t, FragType) and isinstance(t.layout, RowsLayoutAttr)):
        return f"expected a row fragment of a row tile (#tile.rows), found {t}"
    from .rowwise import rows_pred

    ok, reason = rows_pred("result")[1](op)
    return None if ok else reason


@_load_variant("row_tile", 30, "a row-tile row fragment (#tile.rows) of the scope", _row_tile_error)
def lower_load_row_tile(op: tile.LoadOp, ctx) -> None:
    """Thread t (row r = t / P of the tile) loads window element r along the window's non-unit
    dimension (a one-row tile: every thread the window's one element), guarded by the
    extents (0 outside): the P threads of a row read one address (one transaction per warp,
    PTX ISA 9.7.9.8 ld). E.g. a row's first element x[r0 + r, 0] for every thread of the row."""
    from .rowwise import _Thread

    et = op.result.type.element_type
    mem, idx, dims = _window(ctx, op)
    shape = op.src.type.get_shape()
    if op.result.type.get_shape()[0] > 1:  # the verifier: one dimension of the rows' extent
        along = next(d for d, n in enumerate(shape) if n != 1)
        thr = _Thread(ctx, op, op.result.type.layout)
        idx[along] = ctx.as_index(op, ctx.add_index(op, idx[along], thr.row))
    v = _guarded_load(ctx, op, mem, idx, dims, et)
    ctx.set_frag_result(op.result, ctx.vector_of(op, [v], frag_vector_type(op.result.type)), op)
