"""Tile schedules: what a persistent kernel computes its walk over the output tiles with.

    grid = tx.grid_dim(0)                                  # gpu.grid_dim x
    for t in tx.range(tx.block_id(0), tiles, grid):        # this CTA's tiles (static schedule)
        mi, ni = tx.tile_coord(t, m_tiles, n_tiles, raster="grouped", group=8)

and the scalar ops such a schedule needs beyond `+ - * // %` and comparisons:
`tx.umax(a, b)` (arith.maxui), `tx.ult/ule/ugt/uge(a, b)` (unsigned arith.cmpi, also on
i32 values; `<` etc. are unsigned on index values, signed on integers), `tx.select(c, a, b)`
(arith.select), and on i1 values `a & b` (arith.andi), `a ^ b` (arith.xori), `~a` (xori with
true). Misuse (a raster the tile dialect does not know, operands of the wrong kind) is an
error at the kernel's line.
"""

from __future__ import annotations

from xdsl.dialects import arith
from xdsl.dialects.builtin import IndexType, IntegerAttr, IntegerType

from tirx_mlir.dialects import gpu as tgpu
from tirx_mlir.dialects import tile

from .errors import fail
from .trace import const_index, result, tracer
from .types import DType
from .values import Scalar

#: the raster orders of tile.tile_coord (tirx_mlir/dialects/tile/schedule.py)
RASTERS = ("grouped", "row", "hilbert")


def _index(v, what: str) -> Scalar:
    if not isinstance(v, Scalar) or not isinstance(v.type, IndexType):
        fail(f"{what}: expected an index value, found {v!r}")
    return v


def tile_coord(t, m_tiles, n_tiles, raster: str = "grouped", group: int = 8) -> tuple[Scalar, Scalar]:
    """(row, column) of linear tile `t` of an m_tiles x n_tiles grid of tiles in the
    `raster` order (tile.tile_coord): "grouped" (bands of `group` tile rows walked column by
    column), "row" (group 1), "hilbert" (group x group blocks along a Hilbert curve)."""
    if raster not in RASTERS:
        fail(f"tx.tile_coord: expected raster one of {RASTERS}, found {raster!r}")
    if isinstance(group, bool) or not isinstance(group, int) or group < 1:
        fail(f"tx.tile_coord: expected group to be a positive int, found {group!r}")
    op = tracer().emit(tile.TileCoordOp(_index(t, "tx.tile_coord").ssa,
                                        _index(m_tiles, "tx.tile_coord m_tiles").ssa,
                                        _index(n_tiles, "tx.tile_coord n_tiles").ssa, raster, group))
    return Scalar(op.results[0]), Scalar(op.results[1])


def _scalar(v, what: str) -> Scalar:
    if not isinstance(v, Scalar):
        fail(f"{what}: expected a run-time integer value, found {v!r}")
    return v


def umax(a, b) -> Scalar:
    """max(a, b) of unsigned integers (arith.maxui); `b` may be a Python int."""
    a = _scalar(a, "tx.umax")
    if a.is_float:
        fail(f"tx.umax: expected integer values, found {a.type}")
    other = const_index(b) if isinstance(b, int) and isinstance(a.type, IndexType) else a._coerce(b)
    return Scalar(result(arith.MaxUIOp(a.ssa, other)))


def select(cond, a, b) -> Scalar:
    """`a` where the i1 `cond` holds, else `b` (arith.select); a Python int operand becomes a
    constant of the other's type."""
    cond = _scalar(cond, "tx.select")
    if cond.type != IntegerType(1):
        fail(f"tx.select: expected an i1 condition (a comparison), found {cond.type}")
    if not isinstance(a, Scalar):
        a = Scalar(_scalar(b, "tx.select")._coerce(a))
    bv = a._coerce(b)
    return Scalar(result(arith.SelectOp(cond.ssa, a.ssa, bv)))


def _bool_op(cls, sym: str):
    def method(self, other):
        if not isinstance(self.type, IntegerType) or not isinstance(other, Scalar) \
                or other.type != self.type:
            fail(f"`{sym}` on run-time values: expected two integer values of one type, found "
                 f"{self.type} and {other!r}")
        return Scalar(result(cls(self.ssa, other.ssa)))
    return method


def _invert(self) -> Scalar:
    if self.type != IntegerType(1):
        fail(f"`~` on a run-time value: expected an i1 (a comparison), found {self.type}")
    return Scalar(result(arith.XOrIOp(self.ssa, result(arith.ConstantOp.from_int_and_width(1, 1)))))


Scalar.__and__ = _bool_op(arith.AndIOp, "&")
Scalar.__xor__ = _bool_op(arith.XOrIOp, "^")
Scalar.__invert__ = _invert


def _unsigned(pred: str):
    def compare(a, b) -> Scalar:
        a = _scalar(a, f"tx.{pred}")
        if a.is_float:
            fail(f"tx.{pred}: compares integers (unsigned), found {a.type}")
        bv = a._coerce(b)
        return Scalar(result(arith.CmpiOp(a.ssa, bv, pred)))
    compare.__name__ = pred
    compare.__doc__ = f"`a {pred} b` of unsigned integers (arith.cmpi {pred}); `b` may be an int."
    return compare


ult, ule, ugt, uge = (_unsigned(p) for p in ("ult", "ule", "ugt", "uge"))
