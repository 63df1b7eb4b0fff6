"""Persistent scheduling and overlapped stores at the tile level.

A persistent kernel launches one CTA per SM and walks the output tiles itself; these ops
name the two things such a kernel does that a one-tile-per-CTA kernel does not:

    %mi, %ni = tile.tile_coord %t tiles(%mt, %nt) raster("grouped") group(8)
    tile.store_async %src -> %dst scope(warpgroup) : !tile.buffer<...> -> !tile.global<...>
    tile.store_wait 0 read scope(warpgroup)

* `tile.tile_coord` maps the linear tile index `%t` (0 <= %t < %mt * %nt) to the tile's
  (row, column) coordinates. `raster("row")`: row by row (`%ni` fastest).
  `raster("grouped") group(G)`: bands of G tile rows walked column by column, so the CTAs
  running at one time share G tile rows of A and a narrow band of B in L2 (the last band
  holds the remaining `%mt mod G` rows). `raster("hilbert") group(G)` (G a power of 2):
  the same bands of G rows, cut into G x G blocks walked left to right; inside a whole
  block the tiles follow the Hilbert curve of order log2(G) (from the block's top-left
  corner to its top-right one, so consecutive tiles are neighbours across the whole band),
  inside a partial block (the band's last columns, or the last band) column by column.
  Every order is a permutation of the tiles. Pure: `cse` / `dce` apply.
* `tile.store_async` copies a shared tile to a global window and returns before the copy
  has read the shared tile: the scope's elected thread (thread `tid.x % 128 == 0` of the
  warpgroup) issues it as one bulk-async group (PTX ISA 9.7.9.25.4.4 cp.async.bulk.tensor,
  .bulk_group completion). Out-of-bounds parts of the window are not written (the TMA unit
  clips them). The generic-proxy writes of the scope into the tile before the op are made
  visible to the store (fence.proxy.async and a barrier of the scope).
* `tile.store_wait N [read] scope(s)`: afterwards, at most N of the scope's most recent
  store groups are still pending; with `read`, the earlier ones have finished reading their
  shared tiles (which may then be overwritten), without it they have also finished writing
  global memory (PTX ISA 9.7.9.25.5.3 cp.async.bulk.wait_group). Every thread of the scope
  proceeds only after the elected thread's wait (a barrier of the scope follows it).
"""

from __future__ import annotations

from typing import ClassVar

from xdsl.dialects.builtin import I64, IndexType, IntegerAttr, StringAttr, UnitAttr, i64
from xdsl.ir import SSAValue
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from tirx_mlir.dialects.sync_semantics import SyncSemantics, gmem, smem

from .base import (_parse_operands, _parse_scope, _parse_scope_tail, _parse_types, _print_operands,
                   _print_scope, _print_scope_tail, _print_types, _ScopedOp, _with_attrs)
from .copies import _verify_copy_types
from .types import BufferType, GlobalType

RASTERS = ("row", "grouped", "hilbert")
#: largest block side of raster("hilbert") (the curve is unrolled log2(G) steps)
MAX_HILBERT_BLOCK = 64
STORE_SCOPES = ("thread", "warpgroup")
#: cp.async.bulk.wait_group's N is an immediate; 0..7 as for wgmma.wait_group (PTX ISA
#: 9.7.9.25.5.3 gives no bound below 2^32; the tile level keeps it small).
MAX_PENDING = 7


@irdl_op_definition
class TileCoordOp(IRDLOperation):
    """`%mi, %ni = tile.tile_coord %t tiles(%mt, %nt) raster("grouped") group(8)`: the
    coordinates (tile row, tile column) of linear output tile %t (module docstring)."""

    name = "tile.tile_coord"
    tile = operand_def(IndexType)
    m_tiles = operand_def(IndexType)
    n_tiles = operand_def(IndexType)
    raster = prop_def(StringAttr)
    group = prop_def(IntegerAttr[I64])
    mi = result_def(IndexType)
    ni = result_def(IndexType)
    traits = traits_def(Pure(), SyncSemantics())
    assembly_format = ("$tile `tiles` `(` $m_tiles `,` $n_tiles `)` `raster` `(` $raster `)` "
                       "`group` `(` $group `)` attr-dict")

    def __init__(self, t: SSAValue, m_tiles: SSAValue, n_tiles: SSAValue,
                 raster: str = "grouped", group: int = 8):
        super().__init__(operands=[t, m_tiles, n_tiles], result_types=[IndexType(), IndexType()],
                         properties={"raster": StringAttr(raster),
                                     "group": IntegerAttr(group, i64)})

    def verify_(self) -> None:
        if self.raster.data not in RASTERS:
            raise VerifyException(f"tile.tile_coord: expected raster one of "
                                  f"{', '.join(map(repr, RASTERS))}, found {self.raster.data!r}")
        g = self.group.value.data
        if g < 1:
            raise VerifyException(f"tile.tile_coord: expected group >= 1, found {g}")
        if self.raster.data == "row" and g != 1:
            raise VerifyException(f"tile.tile_coord: raster \"row\" takes group(1), found "
                                  f"group({g})")
        if self.raster.data == "hilbert" and (g & (g - 1) or g > MAX_HILBERT_BLOCK):
            raise VerifyException(f"tile.tile_coord: raster \"hilbert\" takes a power-of-2 "
                                  f"block side group(G) <= {MAX_HILBERT_BLOCK}, found group({g})")


class _StoreOp(_ScopedOp):
    """Scopes of the bulk-group ops: one elected thread of a warpgroup (or the thread
    itself) issues and waits, so the scope is thread or warpgroup."""

    ALLOWED_SCOPES: ClassVar = STORE_SCOPES


@irdl_op_definition
class StoreAsyncOp(_StoreOp):
    """`tile.store_async %src -> %dst scope(warpgroup) : T_src -> T_dst`: a shared tile to a
    global window, as one bulk-async group of the scope's elected thread; `%src` may be
    overwritten only after a `tile.store_wait ... read` of the same scope (module docstring)."""

    name = "tile.store_async"
    src = operand_def(BufferType)
    dst = operand_def(GlobalType)
    traits = traits_def(SyncSemantics(reads=(smem("src", "async"),), writes=(gmem("dst", "async"),),
                                      group="bulk", width="scope", after="tile-dispatch"))

    def __init__(self, src: SSAValue, dst: SSAValue, scope: str = "warpgroup",
                 dispatch: str | None = None):
        super().__init__(operands=[src, dst], properties={"scope": StringAttr(scope)})
        self.set_dispatch(dispatch)

    @classmethod
    def parse(cls, parser: Parser) -> StoreAsyncOp:
        src, dst = _parse_operands(parser, 2, "->")
        scope, attrs = _parse_scope_tail(parser)
        pos = parser.pos
        st, dt = _parse_types(parser, 2, "->")
        if not isinstance(st, BufferType) or not isinstance(dt, GlobalType):
            parser.raise_error(f"tile.store_async: expected a !tile.buffer source and a "
                               f"!tile.global destination, found {st} -> {dt}", pos)
        return _with_attrs(cls(parser.resolve_operand(src, st), parser.resolve_operand(dst, dt),
                               scope), attrs)

    def print(self, printer: Printer) -> None:
        _print_operands(printer, [self.src, self.dst], " -> ")
        _print_scope_tail(printer, self)
        _print_types(printer, [self.src.type, self.dst.type], " -> ")

    def verify_(self) -> None:
        self.verify_scope()
        _verify_copy_types(self.name, self.src.type, self.dst.type)


@irdl_op_definition
class StoreWaitOp(_StoreOp):
    """`tile.store_wait N [read] scope(s)`: at most N of the scope's `tile.store_async`
    groups still pending; `read`: the others have read their shared tiles (module
    docstring)."""

    name = "tile.store_wait"
    pending = prop_def(IntegerAttr)
    read = opt_prop_def(UnitAttr)
    traits = traits_def(SyncSemantics(group="bulk-wait", width="scope", after="tile-dispatch"))

    def __init__(self, pending: int = 0, read: bool = True, scope: str = "warpgroup"):
        props = {"pending": IntegerAttr(pending, i64), "scope": StringAttr(scope)}
        if read:
            props["read"] = UnitAttr()
        super().__init__(properties=props)

    @classmethod
    def parse(cls, parser: Parser) -> StoreWaitOp:
        pos = parser.pos
        n = parser.parse_integer(allow_boolean=False)
        if not 0 <= n <= MAX_PENDING:
            parser.raise_error(f"tile.store_wait: expected a pending count in [0, "
                               f"{MAX_PENDING}], found {n}", pos)
        read = parser.parse_optional_keyword("read") is not None
        scope = _parse_scope(parser)
        op = cls(n, read, scope.data)
        op.attributes.update(parser.parse_optional_attr_dict())
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {self.pending.value.data}")
        if self.read is not None:
            printer.print_string(" read")
        _print_scope(printer, self)
        printer.print_op_attributes(self.attributes)

    def verify_(self) -> None:
        self.verify_scope()
        n = self.pending.value.data
        if not 0 <= n <= MAX_PENDING:
            raise VerifyException(f"tile.store_wait: expected a pending count in [0, "
                                  f"{MAX_PENDING}], found {n}")
