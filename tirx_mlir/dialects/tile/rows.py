"""Row tiles: the fragment arrangement of memory-bound row kernels, and the ops they need.

    #tile.rows<4x1024, threads = 128, vec = 8>

is the layout of an R x N fragment (here 4 x 1024) over the T threads of its scope
(warpgroup: 128, warp: 32, cta: 256, 512 or 1024 — the kernel's whole block): each row belongs to P = T / R consecutive threads, and thread
t = P·r + p holds row r's columns in chunks of `vec` consecutive elements,

    register k of thread t  =  (row r, column vec·(p + P·(k / vec)) + k % vec),

so a chunk is one 16-byte global access for 16-bit elements (vec = 8) and consecutive
threads touch consecutive chunks (coalesced). Each thread holds K = N / P values. A row
fragment (rank 1, R elements, the same layout) holds one value per thread: its row's.
As a CuTe thread-value layout (element index = row + R·col, as for `#layout.wgmma_acc`):
((P, R), (vec, N / (vec·P))) : ((vec·R, 1), (R, vec·P·R)).

Ops (fragment math, `scope(warpgroup|warp|thread)` like the other fragment ops, or
`scope(cta)` on a row tile of 256..1024 threads):

    %y = tile.rsqrt %x scope(warpgroup) : T                 1/sqrt(x) elementwise (f32)
    %y = tile.rcp %x scope(warpgroup) : T                   1/x elementwise, approximate (f32)
    %e = tile.expand %m scope(warpgroup) : T_rows -> T      each row's value on every column
    %s, %q = tile.reduce_sum2 %a, %b scope(cta) : T -> T_rows
                                                            the row sums of two f32 fragments
                                                            of one type, in one reduction (one
                                                            shared-memory exchange)
    %h = tile.stash %a scope(cta) : T                       %a's values kept in shared
                                                            memory, read back at each use
    %w = tile.broadcast %g scope(warpgroup) : !tile.global<N x E> -> !tile.frag<R x N x E, L>
                                                            a global vector (rank 1, or one
                                                            row) loaded into every row

The other ops on row tiles are the general ones (tile.copy global <-> fragment, tile.cast,
add/sub/mul/max/div, exp2, log2, scale, reduce_sum/max, mask); `tile-dispatch` lowers them
with its `rows` variants (tirx_mlir/lowering/tile_dispatch/rowwise.py).
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import DYNAMIC_INDEX, ArrayAttr, Float32Type, IntAttr, StringAttr
from xdsl.ir import Attribute, SSAValue
from xdsl.irdl import irdl_attr_definition, irdl_op_definition, operand_def, result_def
from xdsl.parser import AttrParser, Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from tirx_mlir.dialects.layout import LayoutAttribute

from ._common import _shape_str
from .base import (_parse_operands, _parse_scope_tail, _parse_types, _print_operands,
                   _print_scope_tail, _print_types, _with_attrs)
from .fragment import (_F32UnaryOp, _FragOp, _ReduceOp, _same_element_type,
                       _same_elements_and_layout)
from .types import FragType, GlobalType

#: Threads of a fragment scope ("cta": the kernel's block, a row tile of 256..1024 threads).
SCOPE_THREADS = {"warpgroup": 128, "warp": 32, "thread": 1}

#: Thread counts of a row tile: a thread, a warp, a warpgroup, or a whole CTA of 2..8 warpgroups.
CTA_THREADS = (256, 512, 1024)
ROW_THREADS = (1, 32, 128) + CTA_THREADS


def scope_of_threads(threads: int) -> str:
    """The fragment scope of a row tile of `threads` threads."""
    return {1: "thread", 32: "warp", 128: "warpgroup"}.get(threads, "cta")


def rows_error(rows: int, cols: int, threads: int, vec: int) -> str | None:
    """Why (rows, cols, threads, vec) is not a row-tile arrangement; None if it is."""
    if min(rows, cols, threads, vec) < 1:
        return f"expected positive rows, columns, threads and vec, found {rows}x{cols}, {threads}, {vec}"
    if threads not in ROW_THREADS:
        return (f"expected threads = 1 (thread), 32 (warp), 128 (warpgroup) or 256, 512, 1024 "
                f"(cta), found {threads}")
    if vec & (vec - 1) or vec > 8:
        return f"expected vec 1, 2, 4 or 8 (elements per chunk), found {vec}"
    if threads % rows:
        return f"expected the {threads} threads to split evenly over the rows, found {rows} rows"
    per_row = threads // rows  # a power of two, as rows divides 1, 32 or 128
    if cols % (vec * per_row):
        return (f"expected the {cols} columns to be a multiple of vec x threads per row = "
                f"{vec} x {per_row} = {vec * per_row}")
    return None


@irdl_attr_definition
class RowsLayoutAttr(LayoutAttribute):
    """`#tile.rows<RxN, threads = T, vec = V>`: the row-tile arrangement (module docstring)."""

    name = "tile.rows"
    shape: ArrayAttr[IntAttr]
    threads: IntAttr
    vec: IntAttr

    def __init__(self, rows: int, cols: int, threads: int = 128, vec: int = 8):
        super().__init__(ArrayAttr([IntAttr(rows), IntAttr(cols)]), IntAttr(threads), IntAttr(vec))

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        with parser.in_angle_brackets():
            start = parser.pos
            dims = parser.parse_dimension_list()
            if len(dims) != 2 or min(dims) < 1:
                parser.raise_error(f"#tile.rows: expected RxN (static), found {_shape_str(dims) or 'no shape'}",
                                   start, parser.pos)
            vals = {}
            for key in ("threads", "vec"):
                parser.parse_punctuation(",")
                parser.parse_keyword(key)
                parser.parse_punctuation("=")
                vals[key] = parser.parse_integer(allow_boolean=False)
            err = rows_error(dims[0], dims[1], vals["threads"], vals["vec"])
            if err:
                parser.raise_error(f"#tile.rows: {err}", start, parser.pos)
        return (ArrayAttr([IntAttr(d) for d in dims]), IntAttr(vals["threads"]), IntAttr(vals["vec"]))

    def print_parameters(self, printer: Printer) -> None:
        r, c = self.tile_shape()
        printer.print_string(f"<{r}x{c}, threads = {self.threads.data}, vec = {self.vec.data}>")

    def tile_shape(self) -> tuple[int, ...]:
        return tuple(d.data for d in self.shape.data)

    @property
    def per_row(self) -> int:
        """P: threads per row."""
        return self.threads.data // self.tile_shape()[0]

    def registers_per_thread(self, shape: Sequence[int]) -> int:
        """Values per thread of a fragment of `shape` in this layout (1 for a row fragment)."""
        return 1 if len(shape) == 1 else self.tile_shape()[1] // self.per_row

    def coord(self, t: int, k: int) -> tuple[int, int]:
        """(row, column) of register k of thread t."""
        p, v = self.per_row, self.vec.data
        return t // p, v * (t % p + p * (k // v)) + k % v

    @property
    def layout(self):
        from tirx_mlir.layout import Layout

        r, n = self.tile_shape()
        p, v = self.per_row, self.vec.data
        return Layout(((p, r), (v, n // (v * p))), ((v * r, 1), (r, v * p * r)))

    def verify(self) -> None:
        r, c = self.tile_shape() if len(self.shape.data) == 2 else (0, 0)
        if len(self.shape.data) != 2:
            raise VerifyException(f"#tile.rows: expected RxN, found {len(self.shape.data)} dimension(s)")
        err = rows_error(r, c, self.threads.data, self.vec.data)
        if err:
            raise VerifyException(f"#tile.rows: {err}")


def is_rows(t: Attribute) -> bool:
    return isinstance(t, FragType) and isinstance(t.layout, RowsLayoutAttr)


@irdl_op_definition
class RsqrtOp(_F32UnaryOp):
    """`%r = tile.rsqrt %a scope(s) : T`: 1/sqrt elementwise (f32; PTX ISA 9.7.4.9
    rsqrt.approx.f32). The syntax is tile.log2's."""

    name = "tile.rsqrt"


@irdl_op_definition
class StashOp(_F32UnaryOp):
    """`%h = tile.stash %a scope(s) : T`: the values of %a, kept in shared memory instead of
    registers from here on, and read back where %h is used — for a value that stays live
    across a loop (LayerNorm's w and b in its persistent row loop) without taking registers
    for the whole loop.

    Expects: an f32 row tile (#tile.rows) whose threads hold a multiple of 4 values each.
    Guarantees: %h has %a's type and values; each thread reads back only the words it
    stored (16-byte `ld.shared.v4.f32` per 4 values), behind one barrier of the tile's
    threads after the stores (tile-dispatch's `row_tile` variant, stash.py)."""

    name = "tile.stash"

    def verify_(self) -> None:
        super().verify_()
        lay = self.input.type.layout
        if not isinstance(lay, RowsLayoutAttr):
            raise VerifyException(f"tile.stash: expected a row tile (#tile.rows), found {lay}")
        k = lay.registers_per_thread(self.input.type.get_shape())
        if k % 4:
            raise VerifyException(f"tile.stash: expected a multiple of 4 values a thread "
                                  f"(16-byte shared accesses), found {k} in {self.input.type}")


@irdl_op_definition
class RcpOp(_F32UnaryOp):
    """`%r = tile.rcp %a scope(s) : T`: 1/x elementwise, approximate (f32; lowered to
    div.full.ftz.f32, PTX ISA "div" (floating point): within 2 ulp over the full range,
    without div.rn's slow path). The syntax is tile.log2's."""

    name = "tile.rcp"


@irdl_op_definition
class ExpandOp(_ReduceOp):
    """`%e = tile.expand %m scope(s) : T_{M} -> T_{MxN}`: a row fragment spread over the
    columns (every element takes its row's value); the inverse shape of a row reduction."""

    name = "tile.expand"

    def verify_(self) -> None:
        self.verify_scope()
        it, ot = self.input.type, self.result.type
        if len(it.get_shape()) != 1 or len(ot.get_shape()) != 2:
            raise VerifyException(f"tile.expand: expected a row fragment (rank 1) to a rank-2 "
                                  f"fragment, found {_shape_str(it.get_shape())} -> "
                                  f"{_shape_str(ot.get_shape())}")
        if it.get_shape()[0] != ot.get_shape()[0]:
            raise VerifyException(f"tile.expand: expected a result of {it.get_shape()[0]} rows, "
                                  f"found {_shape_str(ot.get_shape())}")
        _same_elements_and_layout(self.name, it, ot)


@irdl_op_definition
class BroadcastOp(_ReduceOp):
    """`%w = tile.broadcast %g scope(s) : !tile.global<N x E> -> !tile.frag<R x N x E, L>`:
    a global vector (rank 1, or a 1 x N window) read into every row of the fragment."""

    name = "tile.broadcast"
    input = operand_def(GlobalType)

    def verify_(self) -> None:
        self.verify_scope()
        it, ot = self.input.type, self.result.type
        shape = it.get_shape()
        n = shape[-1]
        if not (len(shape) == 1 or (len(shape) == 2 and shape[0] == 1)):
            raise VerifyException(f"tile.broadcast: expected a rank-1 or 1 x N global source, "
                                  f"found {_shape_str(shape)}")
        if len(ot.get_shape()) != 2 or (n != DYNAMIC_INDEX and ot.get_shape()[1] != n):
            raise VerifyException(f"tile.broadcast: expected a rank-2 result of {_shape_str([n])} columns, "
                                  f"found {_shape_str(ot.get_shape())}")
        _same_element_type(self.name, it, ot)


@irdl_op_definition
class ReduceSum2Op(_FragOp):
    """`%s, %q = tile.reduce_sum2 %a, %b scope(s) : T_{MxN} -> T_{M}`: the row sums of two
    fragments at once (%s of %a, %q of %b), as two tile.reduce_sum would give them, but
    combined in one reduction: a row that spans several warps exchanges both partials
    through shared memory with ONE barrier instead of two (rowwise.py). For two independent
    sums of one row tile (LayerNorm's Σ(x − x0) and Σ(x − x0)²).

    Expects: %a and %b of one type T, a rank-2 fragment of f32 elements (the shuffles are
    32-bit, PTX ISA 9.7.9.6); both results T_{M}: M elements (one per row), T's element type
    and layout. Guarantees (verifier): nothing else is accepted; the lowering (tile-dispatch,
    row tiles only) sums each operand exactly as tile.reduce_sum does (the same pairwise
    order), so %s and %q equal the two single reductions' results bit for bit."""

    name = "tile.reduce_sum2"
    lhs = operand_def(FragType)
    rhs = operand_def(FragType)
    lhs_sum = result_def(FragType)
    rhs_sum = result_def(FragType)

    def __init__(self, lhs: SSAValue, rhs: SSAValue, ty: FragType, scope: str = "cta"):
        super().__init__(operands=[lhs, rhs], result_types=[ty, ty],
                         properties={"scope": StringAttr(scope)})

    @classmethod
    def parse(cls, parser: Parser):
        a, b = _parse_operands(parser, 2)
        scope, attrs = _parse_scope_tail(parser)
        it, ot = _parse_types(parser, 2, "->")
        return _with_attrs(cls(parser.resolve_operand(a, it), parser.resolve_operand(b, it), ot,
                               scope), attrs)

    def print(self, printer: Printer) -> None:
        _print_operands(printer, [self.lhs, self.rhs])
        _print_scope_tail(printer, self)
        _print_types(printer, [self.lhs.type, self.lhs_sum.type], " -> ")

    def verify_(self) -> None:
        self.verify_scope()
        it, bt = self.lhs.type, self.rhs.type
        if it != bt:
            raise VerifyException(f"tile.reduce_sum2: expected two operands of one type {it}, "
                                  f"found {bt}")
        if not isinstance(it.element_type, Float32Type):
            raise VerifyException(f"tile.reduce_sum2: expected f32 fragments (32-bit shuffles, "
                                  f"PTX ISA 9.7.9.6), found {it.element_type}")
        if len(it.get_shape()) != 2:
            raise VerifyException(f"tile.reduce_sum2: expected rank-2 fragments, found "
                                  f"{_shape_str(it.get_shape())}")
        m = it.get_shape()[0]
        for ot in (self.lhs_sum.type, self.rhs_sum.type):
            if ot.get_shape() != (m,):
                raise VerifyException(f"tile.reduce_sum2: expected results of shape {m} (one "
                                      f"value per row), found {_shape_str(ot.get_shape())}")
            _same_elements_and_layout(self.name, it, ot)
