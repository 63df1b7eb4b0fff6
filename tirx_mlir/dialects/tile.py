"""`tile`: tile primitives on tile views, the level a kernel author writes at.

Types (every buffer has a shape, an element type and a layout):

    !tile.global<?x?xbf16, row_major>          a tensor in global memory ('?' = extent known
                                                only at run time); layout row_major | col_major
    !tile.buffer<128x64xbf16, #L>              a tile in shared memory, #L a layout attribute
    !tile.buffer<4 x 128x64xbf16, #L>          4 pipeline stages of that tile (`4 x` = stages)
    !tile.frag<64x256xf32, #layout.wgmma_acc<64x256xf32>>
                                                a register fragment: one SSA value, distributed
                                                over the threads of its scope by its layout

Views take static-size, dynamic-offset windows of a global tensor or a shared buffer (and pick
one stage of a staged buffer):

    %v = tile.view %sA[%stage][%r : 64, :] : !tile.buffer<4 x 128x64xbf16, #L>
                                           -> !tile.buffer<64x64xbf16, #L64>
    %g = tile.view %A[%m : 128, %k : 64] : !tile.global<?x?xbf16, row_major>
                                         -> !tile.global<128x64xbf16, row_major>

Primitives carry an execution scope, `scope(cta|warpgroup|warp|thread)`: the set of threads
that execute the op together (all of them must reach it). An optional `dispatch = "name"`
attribute forces a `tile-dispatch` variant.

    %s  = tile.alloc scope(cta) : !tile.buffer<4 x 128x64xbf16, #L>
    tile.copy %src -> %dst scope(warpgroup) : T_src -> T_dst
    tile.copy_async %src -> %dst barrier(%bar) scope(thread) : T_src -> T_dst, T_bar
    %d  = tile.gemm_async %a, %b, %c scope(warpgroup) : T_a, T_b, T_c
    %z  = tile.fill 0.0 scope(warpgroup) : !tile.frag<...>
    %h  = tile.cast %d scope(warpgroup) : !tile.frag<64x256xf32, #acc> -> !tile.frag<64x256xbf16, #acc>
    %r  = tile.add %a, %b scope(warpgroup) : !tile.frag<...>       (also sub, mul, max)
    %e  = tile.exp2 %a scope(warpgroup) : !tile.frag<...>
    %s2 = tile.scale %a, %f scope(warpgroup) : !tile.frag<...>, f32
    %m  = tile.reduce_max %a scope(warpgroup) : !tile.frag<64x256xf32, #acc> -> !tile.frag<64xf32, #acc>
    %t  = tile.reduce_sum %a scope(warpgroup) : ...

`tile.gemm_async` computes D[M,N] = C[M,N] + A[M,K] * B[N,K]^T: both operands are indexed with
K last (CUTLASS's "TN" convention); whether K or M/N is contiguous in shared memory is the
operand's layout (`major = K` or `major = MN`). A comes from shared memory or a register
fragment, B from shared memory, C is the accumulator fragment; the result is the new
accumulator, one SSA value of C's type.

A row reduction of an M x N fragment is an M-element fragment with the same layout: each
thread holds the reduced value of every row it owns in the M x N layout.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AnyFloat,
    ArrayAttr,
    BFloat16Type,
    DenseArrayBase,
    Float8E4M3FNType,
    Float8E5M2Type,
    Float16Type,
    Float32Type,
    FloatAttr,
    IndexType,
    IntAttr,
    IntegerAttr,
    IntegerType,
    StringAttr,
    i64,
)
from xdsl.ir import Attribute, Dialect, Operation, ParametrizedAttribute, SSAValue, TypeAttribute
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_result_def,
    prop_def,
    result_def,
    var_operand_def,
)
from xdsl.parser import AttrParser, Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

__all__ = [
    "TILE",
    "SCOPES",
    "GlobalType",
    "BufferType",
    "FragType",
    "TileType",
    "AllocOp",
    "ViewOp",
    "CopyOp",
    "CopyAsyncOp",
    "GemmAsyncOp",
    "FillOp",
    "CastOp",
    "AddOp",
    "SubOp",
    "MulOp",
    "MaxOp",
    "Exp2Op",
    "ScaleOp",
    "ReduceMaxOp",
    "ReduceSumOp",
    "layout_fit_error",
    "space_of",
]

SCOPES = ("cta", "warpgroup", "warp", "thread")
GLOBAL_LAYOUTS = ("row_major", "col_major")

# Element types a tile may hold. e4m3 is MLIR's f8E4M3FN (finite, no infinities), e5m2 is
# f8E5M2 (PTX ISA 5.2.5.1, "Alternate Floating Point Data Formats").
_ELEMENT_TYPES = (Float32Type, Float16Type, BFloat16Type, Float8E4M3FNType, Float8E5M2Type,
                  IntegerType)


def _is_element_type(t: Attribute) -> bool:
    return isinstance(t, _ELEMENT_TYPES)


def _shape_str(shape: Sequence[int]) -> str:
    return "x".join("?" if d == DYNAMIC_INDEX else str(d) for d in shape)


# ---------------------------------------------------------------------------------------
# Layout facts. A tile's layout is a `layout` dialect attribute (shared memory, fragments)
# or the keyword row_major / col_major (global tensors).
# ---------------------------------------------------------------------------------------


def _layout_shape_dtype(layout: Attribute) -> tuple[tuple[int, ...] | None, Attribute | None]:
    """The (shape, element type) a layout attribute was built for, where it says."""
    from tirx_mlir.dialects import layout as layout_dialect

    return layout_dialect.shape_and_dtype(layout)


def layout_fit_error(what: str, layout: Attribute, shape: Sequence[int],
                     dtype: Attribute, space: str) -> str | None:
    """Why `layout` cannot describe a `shape` tile of `dtype` in `space`; None if it can."""
    shape = tuple(shape)
    if isinstance(layout, StringAttr):
        if space != "global":
            return (f"{what}: expected a layout attribute for a {space} tile, found "
                    f"'{layout.data}' (row_major/col_major describe global tensors)")
        if layout.data not in GLOBAL_LAYOUTS:
            return (f"{what}: expected layout row_major or col_major, found '{layout.data}'")
        if layout.data == "col_major" and len(shape) != 2:
            return f"{what}: col_major needs a rank-2 shape, found {_shape_str(shape)}"
        return None
    if space == "global":
        return (f"{what}: expected layout row_major or col_major for a global tensor, found "
                f"{layout}")
    lshape, ldtype = _layout_shape_dtype(layout)
    if lshape is None:
        return f"{what}: expected a layout attribute of the layout dialect, found {layout}"
    if space == "register" and len(shape) == 1 and len(lshape) == 2:
        # A row-reduced fragment: one value per row of the 2-D layout.
        if shape[0] != lshape[0]:
            return (f"{what}: layout {layout} has {lshape[0]} rows, but the row fragment has "
                    f"{shape[0]} elements")
        return None
    if lshape != shape:
        return (f"{what}: layout {layout} describes a {_shape_str(lshape)} tile, but the "
                f"{space} tile is {_shape_str(shape)}")
    if space == "shared" and ldtype is not None and ldtype != dtype:
        return (f"{what}: layout {layout} is for {ldtype} elements, but the tile holds {dtype}")
    return None


# ---------------------------------------------------------------------------------------
# Types
# ---------------------------------------------------------------------------------------


def _parse_dims_and_type(parser: AttrParser, first: int | None = None) -> tuple[list[int], Attribute]:
    """`128x64xbf16` (the first dimension may already have been consumed)."""
    if first is None:
        dims, ty = parser.parse_ranked_shape()
        return dims, ty
    dims = [first]
    while parser._parse_optional_shape_delimiter():  # noqa: SLF001 - xDSL's shape lexing
        if parser._current_token.text in ("?",) or parser._current_token.text[:1].isdigit():  # noqa: SLF001
            dims.append(parser.parse_shape_dimension())
        else:
            parser._resume_from(parser._current_token.span.start - 1)  # noqa: SLF001
            break
    parser.parse_shape_delimiter()
    ty = parser.expect(parser.parse_optional_type, "Expected an element type.")
    return dims, ty


def _parse_layout(parser: AttrParser) -> Attribute:
    word = parser.parse_optional_identifier()
    if word is not None:
        return StringAttr(word)
    return parser.parse_attribute()


def _print_layout(printer: Printer, layout: Attribute) -> None:
    if isinstance(layout, StringAttr):
        printer.print_string(layout.data)
    else:
        printer.print_attribute(layout)


class _TileTypeBase(ParametrizedAttribute, TypeAttribute):
    """Common queries of the three tile types (each declares shape, element_type, layout)."""

    SPACE: ClassVar[str] = ""

    def get_shape(self) -> tuple[int, ...]:
        return tuple(d.data for d in self.shape.data)

    @property
    def space(self) -> str:
        return self.SPACE

    def num_elements(self) -> int:
        n = 1
        for d in self.get_shape():
            n *= d
        return n

    def _verify_common(self, name: str) -> None:
        if not _is_element_type(self.element_type):
            raise VerifyException(
                f"!{name}: expected an element type (f32, f16, bf16, f8E4M3FN, f8E5M2 or an "
                f"integer type), found {self.element_type}")
        for d in self.get_shape():
            if d != DYNAMIC_INDEX and d < 1:
                raise VerifyException(f"!{name}: expected positive extents, found "
                                      f"{_shape_str(self.get_shape())}")
        if not self.get_shape():
            raise VerifyException(f"!{name}: expected at least one dimension")


@irdl_attr_definition
class GlobalType(_TileTypeBase):
    """`!tile.global<?x?xbf16, row_major>`: a tensor in global memory."""

    name = "tile.global"
    shape: ArrayAttr[IntAttr]
    element_type: Attribute
    layout: Attribute
    SPACE: ClassVar[str] = "global"

    def __init__(self, shape: Sequence[int], element_type: Attribute,
                 layout: Attribute | str = "row_major"):
        if isinstance(layout, str):
            layout = StringAttr(layout)
        super().__init__(ArrayAttr([IntAttr(d) for d in shape]), element_type, layout)

    @classmethod
    def parse_parameters(cls, parser: AttrParser):
        parser.parse_punctuation("<")
        dims, ty = parser.parse_ranked_shape()
        parser.parse_punctuation(",")
        layout = _parse_layout(parser)
        parser.parse_punctuation(">")
        return ArrayAttr([IntAttr(d) for d in dims]), ty, layout

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(f"<{_shape_str(self.get_shape())}x")
        printer.print_attribute(self.element_type)
        printer.print_string(", ")
        _print_layout(printer, self.layout)
        printer.print_string(">")

    def verify(self) -> None:
        self._verify_common("tile.global")
        err = layout_fit_error("!tile.global", self.layout, self.get_shape(),
                               self.element_type, "global")
        if err:
            raise VerifyException(err)


@irdl_attr_definition
class BufferType(_TileTypeBase):
    """`!tile.buffer<[S x] 128x64xbf16, #layout>`: a tile (S stages of it) in shared memory."""

    name = "tile.buffer"
    stages: IntAttr
    shape: ArrayAttr[IntAttr]
    element_type: Attribute
    layout: Attribute
    SPACE: ClassVar[str] = "shared"

    def __init__(self, shape: Sequence[int], element_type: Attribute, layout: Attribute,
                 stages: int = 0):
        super().__init__(IntAttr(stages), ArrayAttr([IntAttr(d) for d in shape]), element_type,
                         layout)

    @classmethod
    def parse_parameters(cls, parser: AttrParser):
        parser.parse_punctuation("<")
        first = parser.parse_shape_dimension()
        stages = 0
        if parser._current_token.text == "x" and (  # noqa: SLF001 - `4 x 128x64xbf16`
            parser._current_token.span.start > 0
        ):
            parser.parse_shape_delimiter()
            stages = first
            dims, ty = parser.parse_ranked_shape()
        else:
            dims, ty = _parse_dims_and_type(parser, first)
        parser.parse_punctuation(",")
        layout = _parse_layout(parser)
        parser.parse_punctuation(">")
        return IntAttr(stages), ArrayAttr([IntAttr(d) for d in dims]), ty, layout

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string("<")
        if self.stages.data:
            printer.print_string(f"{self.stages.data} x ")
        printer.print_string(f"{_shape_str(self.get_shape())}x")
        printer.print_attribute(self.element_type)
        printer.print_string(", ")
        _print_layout(printer, self.layout)
        printer.print_string(">")

    def verify(self) -> None:
        self._verify_common("tile.buffer")
        if self.stages.data < 0:
            raise VerifyException(f"!tile.buffer: expected a positive stage count, found "
                                  f"{self.stages.data}")
        if DYNAMIC_INDEX in self.get_shape():
            raise VerifyException(f"!tile.buffer: expected static extents, found "
                                  f"{_shape_str(self.get_shape())}")
        err = layout_fit_error("!tile.buffer", self.layout, self.get_shape(),
                               self.element_type, "shared")
        if err:
            raise VerifyException(err)

    def stage_bytes(self) -> int:
        return self.num_elements() * element_bits(self.element_type) // 8

    def total_bytes(self) -> int:
        return self.stage_bytes() * max(1, self.stages.data)


@irdl_attr_definition
class FragType(_TileTypeBase):
    """`!tile.frag<64x256xf32, #layout.wgmma_acc<64x256xf32>>`: a register fragment."""

    name = "tile.frag"
    shape: ArrayAttr[IntAttr]
    element_type: Attribute
    layout: Attribute
    SPACE: ClassVar[str] = "register"

    def __init__(self, shape: Sequence[int], element_type: Attribute, layout: Attribute):
        super().__init__(ArrayAttr([IntAttr(d) for d in shape]), element_type, layout)

    @classmethod
    def parse_parameters(cls, parser: AttrParser):
        parser.parse_punctuation("<")
        dims, ty = parser.parse_ranked_shape()
        parser.parse_punctuation(",")
        layout = _parse_layout(parser)
        parser.parse_punctuation(">")
        return ArrayAttr([IntAttr(d) for d in dims]), ty, layout

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(f"<{_shape_str(self.get_shape())}x")
        printer.print_attribute(self.element_type)
        printer.print_string(", ")
        _print_layout(printer, self.layout)
        printer.print_string(">")

    def verify(self) -> None:
        self._verify_common("tile.frag")
        if DYNAMIC_INDEX in self.get_shape():
            raise VerifyException(f"!tile.frag: expected static extents, found "
                                  f"{_shape_str(self.get_shape())}")
        err = layout_fit_error("!tile.frag", self.layout, self.get_shape(),
                               self.element_type, "register")
        if err:
            raise VerifyException(err)


TileType = GlobalType | BufferType | FragType


def space_of(t: Attribute) -> str | None:
    """'global', 'shared' or 'register' for a tile type; None otherwise."""
    return t.SPACE if isinstance(t, _TileTypeBase) else None


def element_bits(t: Attribute) -> int:
    if isinstance(t, IntegerType):
        return t.width.data
    if isinstance(t, Float32Type):
        return 32
    if isinstance(t, Float16Type | BFloat16Type):
        return 16
    if isinstance(t, Float8E4M3FNType | Float8E5M2Type):
        return 8
    raise ValueError(f"no bit width known for {t}")


# ---------------------------------------------------------------------------------------
# Syntax helpers shared by the ops
# ---------------------------------------------------------------------------------------


def _parse_scope(parser: Parser) -> StringAttr:
    parser.parse_keyword("scope")
    parser.parse_punctuation("(")
    pos = parser.pos
    word = parser.parse_optional_identifier()
    if word not in SCOPES:
        parser.raise_error(f"expected a scope ({', '.join(SCOPES)}), found {word!r}", pos)
    parser.parse_punctuation(")")
    return StringAttr(word)


def _print_scope(printer: Printer, op: Operation) -> None:
    printer.print_string(f" scope({op.scope.data})")


def _parse_attrs(parser: Parser, op: Operation) -> None:
    attrs = parser.parse_optional_attr_dict()
    op.attributes.update(attrs)


def _print_attrs(printer: Printer, op: Operation) -> None:
    printer.print_op_attributes(op.attributes)


class _ScopedOp(IRDLOperation):
    """Ops with a `scope` property and an optional `dispatch` attribute."""

    ALLOWED_SCOPES: ClassVar[tuple[str, ...]] = SCOPES

    def verify_scope(self) -> None:
        scope = self.scope.data
        if scope not in SCOPES:
            raise VerifyException(f"{self.name}: expected scope one of {', '.join(SCOPES)}, "
                                  f"found '{scope}'")
        if scope not in self.ALLOWED_SCOPES:
            raise VerifyException(
                f"{self.name}: scope '{scope}' not allowed for this primitive; expected "
                f"{' or '.join(self.ALLOWED_SCOPES)}")
        d = self.attributes.get("dispatch")
        if d is not None and not isinstance(d, StringAttr):
            raise VerifyException(f"{self.name}: expected the dispatch attribute to be a "
                                  f"string naming a variant, found {d}")


# ---------------------------------------------------------------------------------------
# Ops
# ---------------------------------------------------------------------------------------


@irdl_op_definition
class AllocOp(_ScopedOp):
    """`%b = tile.alloc scope(cta) : !tile.buffer<...>`: shared memory for the whole CTA."""

    name = "tile.alloc"
    scope = prop_def(StringAttr)
    result = result_def(BufferType)
    ALLOWED_SCOPES: ClassVar = ("cta",)

    def __init__(self, ty: BufferType, scope: str = "cta"):
        super().__init__(result_types=[ty], properties={"scope": StringAttr(scope)})

    @classmethod
    def parse(cls, parser: Parser) -> AllocOp:
        scope = _parse_scope(parser)
        parser.parse_punctuation(":")
        pos = parser.pos
        ty = parser.parse_type()
        if not isinstance(ty, BufferType):
            parser.raise_error(f"tile.alloc: expected a !tile.buffer type, found {ty}", pos)
        op = cls(ty, scope.data)
        _parse_attrs(parser, op)
        return op

    def print(self, printer: Printer) -> None:
        _print_scope(printer, self)
        printer.print_string(" : ")
        printer.print_attribute(self.result.type)
        _print_attrs(printer, self)

    def verify_(self) -> None:
        self.verify_scope()


@irdl_op_definition
class ViewOp(IRDLOperation):
    """`%v = tile.view %base[%stage][%o0 : 64, :] : T -> T'`

    A window of a global tensor or shared buffer: each dimension is `:` (all of it) or
    `offset : size` with a static size and an offset that is an index value or an integer.
    A staged buffer takes a stage index first (`[%stage]`); the result has no stages."""

    name = "tile.view"
    base = operand_def(GlobalType | BufferType)
    stage = opt_operand_def(IndexType)
    offsets = var_operand_def(IndexType)
    static_offsets = prop_def(DenseArrayBase)
    static_sizes = prop_def(DenseArrayBase)
    result = result_def(GlobalType | BufferType)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    def __init__(self, base: SSAValue, stage: SSAValue | None,
                 offsets: Sequence[SSAValue | int], sizes: Sequence[int],
                 result_type: Attribute):
        dyn = [o for o in offsets if isinstance(o, SSAValue)]
        static = [DYNAMIC_INDEX if isinstance(o, SSAValue) else o for o in offsets]
        super().__init__(
            operands=[base, [stage] if stage is not None else [], dyn],
            result_types=[result_type],
            properties={"static_offsets": DenseArrayBase.from_list(i64, static),
                        "static_sizes": DenseArrayBase.from_list(i64, list(sizes))},
        )

    def get_static_offsets(self) -> tuple[int, ...]:
        return tuple(self.static_offsets.get_values())

    def get_sizes(self) -> tuple[int, ...]:
        return tuple(self.static_sizes.get_values())

    def mixed_offsets(self) -> list[SSAValue | int]:
        """Per dimension: the dynamic offset value, or the static integer offset."""
        dyn = iter(self.offsets)
        return [next(dyn) if o == DYNAMIC_INDEX else o for o in self.get_static_offsets()]

    @classmethod
    def parse(cls, parser: Parser) -> ViewOp:
        base = parser.parse_unresolved_operand()
        # Either `[%stage][dims]` or `[dims]`: a bracket holding only an operand is a stage.
        groups: list[list] = []
        while parser.parse_optional_punctuation("[") is not None:
            entries = []
            if parser.parse_optional_punctuation("]") is None:
                while True:
                    entries.append(cls._parse_slice(parser))
                    if parser.parse_optional_punctuation(",") is None:
                        break
                parser.parse_punctuation("]")
            groups.append(entries)
        if len(groups) not in (1, 2):
            parser.raise_error("tile.view: expected [dims] or [%stage][dims]")
        stage_u = None
        if len(groups) == 2:
            st = groups[0]
            if len(st) != 1 or st[0][0] != "point" or not isinstance(st[0][1], UnresolvedOperand):
                parser.raise_error("tile.view: expected a single index value as the stage")
            stage_u = st[0][1]
        dims = groups[-1]
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        base_ty = parser.parse_type()
        parser.parse_punctuation("->")
        res_ty = parser.parse_type()
        base_v = parser.resolve_operand(base, base_ty)
        stage_v = parser.resolve_operand(stage_u, IndexType()) if stage_u else None
        base_shape = base_ty.get_shape() if isinstance(base_ty, _TileTypeBase) else ()
        offsets: list[SSAValue | int] = []
        sizes: list[int] = []
        for i, (kind, off, size) in enumerate(dims):
            if kind == "point":
                parser.raise_error("tile.view: expected `offset : size` or `:` for each "
                                   "dimension (sizes are static)")
            if kind == "full":
                offsets.append(0)
                sizes.append(base_shape[i] if i < len(base_shape) else DYNAMIC_INDEX)
            else:
                offsets.append(parser.resolve_operand(off, IndexType())
                               if isinstance(off, UnresolvedOperand) else off)
                sizes.append(size)
        op = cls(base_v, stage_v, offsets, sizes, res_ty)
        op.attributes.update(attrs)
        return op

    @staticmethod
    def _parse_slice(parser: Parser):
        if parser.parse_optional_punctuation(":") is not None:
            return ("full", 0, None)
        off = parser.parse_optional_unresolved_operand()
        if off is None:
            off = parser.parse_integer(allow_boolean=False, allow_negative=False,
                                       context_msg=" or an index value as a view offset")
        if parser.parse_optional_punctuation(":") is None:
            return ("point", off, None)
        size = parser.parse_integer(allow_boolean=False, allow_negative=False,
                                    context_msg=" as a static view size")
        return ("slice", off, size)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.base)
        if self.stage is not None:
            printer.print_string("[")
            printer.print_operand(self.stage)
            printer.print_string("]")
        printer.print_string("[")
        base_shape = self.base.type.get_shape() if isinstance(self.base.type, _TileTypeBase) else ()
        parts = []
        for i, (off, size) in enumerate(zip(self.mixed_offsets(), self.get_sizes())):
            full = (isinstance(off, int) and off == 0 and i < len(base_shape)
                    and size == base_shape[i] and size != DYNAMIC_INDEX)
            parts.append((off, size, full))

        def p(part):
            off, size, full = part
            if full:
                printer.print_string(":")
                return
            if isinstance(off, SSAValue):
                printer.print_operand(off)
            else:
                printer.print_string(str(off))
            printer.print_string(f" : {size}")

        printer.print_list(parts, p)
        printer.print_string("]")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.base.type)
        printer.print_string(" -> ")
        printer.print_attribute(self.result.type)

    def verify_(self) -> None:
        bt, rt = self.base.type, self.result.type
        if type(bt) is not type(rt):
            raise VerifyException(f"tile.view: expected the result in the same memory space as "
                                  f"the base ({space_of(bt)}), found {rt}")
        staged = isinstance(bt, BufferType) and bt.stages.data > 0
        if staged and self.stage is None:
            raise VerifyException(f"tile.view: expected a stage index for the staged buffer "
                                  f"{bt}, found none")
        if not staged and self.stage is not None:
            raise VerifyException(f"tile.view: expected no stage index for {bt}, which has no "
                                  "stages")
        if isinstance(rt, BufferType) and rt.stages.data:
            raise VerifyException(f"tile.view: expected a result with no stages, found {rt}")
        shape = bt.get_shape()
        sizes = self.get_sizes()
        offs = self.get_static_offsets()
        if len(sizes) != len(shape) or len(offs) != len(shape):
            raise VerifyException(f"tile.view: expected {len(shape)} slices for the rank-"
                                  f"{len(shape)} base, found {len(sizes)}")
        if len(self.offsets) != sum(1 for o in offs if o == DYNAMIC_INDEX):
            raise VerifyException("tile.view: the dynamic offsets do not match the static "
                                  "offsets' placeholders")
        for i, (o, s, d) in enumerate(zip(offs, sizes, shape)):
            if s == DYNAMIC_INDEX or s < 1:
                raise VerifyException(f"tile.view: expected a static positive size in "
                                      f"dimension {i}, found {'?' if s == DYNAMIC_INDEX else s}")
            if d != DYNAMIC_INDEX and s > d:
                raise VerifyException(f"tile.view: size {s} in dimension {i} exceeds the base "
                                      f"extent {d}")
            if d != DYNAMIC_INDEX and o != DYNAMIC_INDEX and o + s > d:
                raise VerifyException(f"tile.view: window [{o}, {o + s}) in dimension {i} "
                                      f"exceeds the base extent {d}")
        if rt.get_shape() != sizes:
            raise VerifyException(f"tile.view: expected result shape {_shape_str(sizes)}, "
                                  f"found {_shape_str(rt.get_shape())}")
        if rt.element_type != bt.element_type:
            raise VerifyException(f"tile.view: expected result element type "
                                  f"{bt.element_type}, found {rt.element_type}")
        if isinstance(bt, GlobalType) and rt.layout != bt.layout:
            raise VerifyException(f"tile.view: expected result layout {bt.layout.data}, found "
                                  f"{_layout_text(rt.layout)}")
        if isinstance(bt, BufferType):
            from tirx_mlir.dialects import layout as layout_dialect

            err = layout_dialect.subtile_error(bt.layout, rt.layout, offs, sizes)
            if err:
                raise VerifyException(f"tile.view: {err}")


def _layout_text(layout: Attribute) -> str:
    return layout.data if isinstance(layout, StringAttr) else str(layout)


@irdl_op_definition
class CopyOp(_ScopedOp):
    """A synchronous tile copy, in one of two forms:

        tile.copy %src -> %dst scope(s) : T_src -> T_dst        (into global/shared memory)
        %f = tile.copy %src scope(s) : T_src -> !tile.frag<...>  (into registers)

    Every thread of the scope has finished its part when it proceeds; a copy that writes
    shared memory read later by other threads still needs the scope's barrier."""

    name = "tile.copy"
    src = operand_def(GlobalType | BufferType | FragType)
    dst = opt_operand_def(GlobalType | BufferType)
    scope = prop_def(StringAttr)
    result = opt_result_def(FragType)

    def __init__(self, src: SSAValue, dst: SSAValue | Attribute, scope: str,
                 dispatch: str | None = None):
        if isinstance(dst, SSAValue):
            super().__init__(operands=[src, [dst]], result_types=[[]],
                             properties={"scope": StringAttr(scope)})
        else:
            super().__init__(operands=[src, []], result_types=[[dst]],
                             properties={"scope": StringAttr(scope)})
        if dispatch:
            self.attributes["dispatch"] = StringAttr(dispatch)

    @property
    def dst_type(self) -> Attribute:
        return self.dst.type if self.dst is not None else self.result.type

    @classmethod
    def parse(cls, parser: Parser):
        src = parser.parse_unresolved_operand()
        dst = None
        if parser.parse_optional_punctuation("->") is not None:
            dst = parser.parse_unresolved_operand()
        scope = _parse_scope(parser)
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        st = parser.parse_type()
        parser.parse_punctuation("->")
        pos = parser.pos
        dt = parser.parse_type()
        if dst is None and not isinstance(dt, FragType):
            parser.raise_error(f"tile.copy: expected a destination operand (`%src -> %dst`) "
                               f"for a {space_of(dt) or 'non-tile'} destination, found none; "
                               "only a copy into registers has a result", pos)
        src_v = parser.resolve_operand(src, st)
        op = cls(src_v, parser.resolve_operand(dst, dt) if dst is not None else dt, scope.data)
        op.attributes.update(attrs)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.src)
        if self.dst is not None:
            printer.print_string(" -> ")
            printer.print_operand(self.dst)
        _print_scope(printer, self)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.src.type)
        printer.print_string(" -> ")
        printer.print_attribute(self.dst_type)

    def verify_(self) -> None:
        self.verify_scope()
        if (self.dst is None) == (self.result is None):
            raise VerifyException("tile.copy: expected either a destination operand or a "
                                  "fragment result, found "
                                  + ("both" if self.dst is not None else "neither"))
        if space_of(self.src.type) == "register" and self.result is not None:
            raise VerifyException("tile.copy: expected a global or shared destination for a "
                                  "fragment source (use the fragment itself), found a "
                                  "fragment result")
        _verify_copy_types(self.name, self.src.type, self.dst_type)


def _verify_copy_types(name: str, st: Attribute, dt: Attribute) -> None:
    if space_of(st) == "global" and space_of(dt) == "global":
        raise VerifyException(f"{name}: expected at most one global operand, found a global "
                              "source and a global destination")
    if st.get_shape() != dt.get_shape():
        raise VerifyException(f"{name}: expected the destination shape to match the source "
                              f"shape {_shape_str(st.get_shape())}, found "
                              f"{_shape_str(dt.get_shape())}")
    if st.element_type != dt.element_type:
        raise VerifyException(f"{name}: expected the destination element type to match the "
                              f"source's {st.element_type}, found {dt.element_type}; use "
                              "tile.cast to convert")
    if isinstance(st, BufferType) and st.stages.data:
        raise VerifyException(f"{name}: expected one stage of the source (tile.view "
                              f"%buf[%stage][...]), found the staged buffer {st}")
    if isinstance(dt, BufferType) and dt.stages.data:
        raise VerifyException(f"{name}: expected one stage of the destination (tile.view "
                              f"%buf[%stage][...]), found the staged buffer {dt}")


@irdl_op_definition
class CopyAsyncOp(_ScopedOp):
    """`tile.copy_async %src -> %dst barrier(%bar[%i]) scope(s) : T_src -> T_dst, T_bar`

    An asynchronous copy whose completion is reported on barrier `%i` of `%bar` (an
    `!aproxy.mbarrier<n>` array, or an `!aproxy.pipeline<S>` whose stage `%i` full barrier is
    meant): the consumer waits on the barrier, not on the op."""

    name = "tile.copy_async"
    src = operand_def(GlobalType | BufferType)
    dst = operand_def(GlobalType | BufferType)
    barrier = operand_def()
    index = operand_def(IndexType)
    scope = prop_def(StringAttr)

    def __init__(self, src: SSAValue, dst: SSAValue, barrier: SSAValue, index: SSAValue,
                 scope: str, dispatch: str | None = None):
        super().__init__(operands=[src, dst, barrier, index],
                         properties={"scope": StringAttr(scope)})
        if dispatch:
            self.attributes["dispatch"] = StringAttr(dispatch)

    @classmethod
    def parse(cls, parser: Parser):
        src = parser.parse_unresolved_operand()
        parser.parse_punctuation("->")
        dst = parser.parse_unresolved_operand()
        parser.parse_keyword("barrier")
        parser.parse_punctuation("(")
        bar = parser.parse_unresolved_operand()
        parser.parse_punctuation("[")
        idx = parser.parse_unresolved_operand()
        parser.parse_punctuation("]")
        parser.parse_punctuation(")")
        scope = _parse_scope(parser)
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        st = parser.parse_type()
        parser.parse_punctuation("->")
        dt = parser.parse_type()
        parser.parse_punctuation(",")
        bt = parser.parse_type()
        op = cls(parser.resolve_operand(src, st), parser.resolve_operand(dst, dt),
                 parser.resolve_operand(bar, bt), parser.resolve_operand(idx, IndexType()),
                 scope.data)
        op.attributes.update(attrs)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.src)
        printer.print_string(" -> ")
        printer.print_operand(self.dst)
        printer.print_string(" barrier(")
        printer.print_operand(self.barrier)
        printer.print_string("[")
        printer.print_operand(self.index)
        printer.print_string("])")
        _print_scope(printer, self)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.src.type)
        printer.print_string(" -> ")
        printer.print_attribute(self.dst.type)
        printer.print_string(", ")
        printer.print_attribute(self.barrier.type)

    def verify_(self) -> None:
        self.verify_scope()
        _verify_copy_types(self.name, self.src.type, self.dst.type)
        bt = self.barrier.type
        if getattr(bt, "name", "") not in ("aproxy.mbarrier", "aproxy.pipeline"):
            raise VerifyException(f"tile.copy_async: expected the barrier to be an "
                                  f"!aproxy.mbarrier<n> or !aproxy.pipeline<S>, found {bt}")


# wgmma operand types (PTX ISA 9.7.15.2 "Matrix Shape", 9.7.15.5.1 "Register Fragments and
# Shared Memory Matrix Layouts"): f16/bf16 inputs with f32 (or, for f16, f16) accumulators;
# e4m3/e5m2 inputs (any mix) with f32 or f16 accumulators.
_FP8 = (Float8E4M3FNType, Float8E5M2Type)


def _gemm_dtype_error(a: Attribute, b: Attribute, c: Attribute) -> str | None:
    if isinstance(a, _FP8) and isinstance(b, _FP8):
        if not isinstance(c, Float32Type | Float16Type):
            return f"expected an f32 or f16 accumulator for {a} x {b}, found {c}"
        return None
    if a != b:
        return f"expected B's element type to match A's {a}, found {b}"
    if isinstance(a, Float16Type):
        if not isinstance(c, Float32Type | Float16Type):
            return f"expected an f32 or f16 accumulator for f16 inputs, found {c}"
        return None
    if isinstance(a, BFloat16Type):
        if not isinstance(c, Float32Type):
            return f"expected an f32 accumulator for bf16 inputs, found {c}"
        return None
    return f"expected A of element type f16, bf16, f8E4M3FN or f8E5M2, found {a}"


@irdl_op_definition
class GemmAsyncOp(_ScopedOp):
    """`%d = tile.gemm_async %a, %b, %c scope(warpgroup) : T_a, T_b, T_c`

    D[M,N] = C[M,N] + A[M,K] * B[N,K]^T, issued asynchronously (a wgmma group): the result
    is the new accumulator and may be read only after the group is waited on."""

    name = "tile.gemm_async"
    a = operand_def(BufferType | FragType)
    b = operand_def(BufferType)
    c = operand_def(FragType)
    scope = prop_def(StringAttr)
    result = result_def(FragType)
    ALLOWED_SCOPES: ClassVar = ("warpgroup",)  # wgmma is warpgroup-wide (PTX ISA 9.7.15)

    def __init__(self, a: SSAValue, b: SSAValue, c: SSAValue, scope: str = "warpgroup",
                 dispatch: str | None = None):
        super().__init__(operands=[a, b, c], result_types=[c.type],
                         properties={"scope": StringAttr(scope)})
        if dispatch:
            self.attributes["dispatch"] = StringAttr(dispatch)

    @classmethod
    def parse(cls, parser: Parser):
        ops = [parser.parse_unresolved_operand()]
        for _ in range(2):
            parser.parse_punctuation(",")
            ops.append(parser.parse_unresolved_operand())
        scope = _parse_scope(parser)
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        tys = [parser.parse_type()]
        for _ in range(2):
            parser.parse_punctuation(",")
            tys.append(parser.parse_type())
        a, b, c = (parser.resolve_operand(u, t) for u, t in zip(ops, tys))
        op = cls(a, b, c, scope.data)
        op.attributes.update(attrs)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_list([self.a, self.b, self.c], printer.print_operand)
        _print_scope(printer, self)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_list([self.a.type, self.b.type, self.c.type], printer.print_attribute)

    def verify_(self) -> None:
        self.verify_scope()
        at, bt, ct = self.a.type, self.b.type, self.c.type
        for what, t in (("A", at), ("B", bt)):
            if isinstance(t, BufferType) and t.stages.data:
                raise VerifyException(f"tile.gemm_async: expected one stage of {what} "
                                      f"(tile.view %buf[%stage][...]), found {t}")
        for what, t in (("A", at), ("B", bt), ("C", ct)):
            if len(t.get_shape()) != 2:
                raise VerifyException(f"tile.gemm_async: expected a rank-2 {what}, found "
                                      f"{_shape_str(t.get_shape())}")
        (m, k), (n, kb), (mc, nc) = at.get_shape(), bt.get_shape(), ct.get_shape()
        if kb != k:
            raise VerifyException(f"tile.gemm_async: expected B of shape Nx{k} (K = {k} from "
                                  f"A), found {n}x{kb}")
        if (mc, nc) != (m, n):
            raise VerifyException(f"tile.gemm_async: expected C of shape {m}x{n} (M from A, N "
                                  f"from B), found {mc}x{nc}")
        err = _gemm_dtype_error(at.element_type, bt.element_type, ct.element_type)
        if err:
            raise VerifyException(f"tile.gemm_async: {err}")
        if self.result.type != ct:
            raise VerifyException(f"tile.gemm_async: expected the result type {ct}, found "
                                  f"{self.result.type}")


class _FragOp(_ScopedOp):
    """Fragment ops run on the threads that hold the fragment; never a whole CTA."""

    ALLOWED_SCOPES: ClassVar = ("warpgroup", "warp", "thread")


@irdl_op_definition
class FillOp(_FragOp):
    """`%f = tile.fill 0.0 scope(s) : !tile.frag<...>`: every element set to a constant."""

    name = "tile.fill"
    value = prop_def(FloatAttr | IntegerAttr)
    scope = prop_def(StringAttr)
    result = result_def(FragType)

    def __init__(self, value: float | int, ty: FragType, scope: str = "warpgroup"):
        et = ty.element_type
        attr = IntegerAttr(int(value), et) if isinstance(et, IntegerType) else FloatAttr(
            float(value), et)
        super().__init__(result_types=[ty], properties={"value": attr,
                                                          "scope": StringAttr(scope)})

    @classmethod
    def parse(cls, parser: Parser):
        v = parser.parse_number()
        scope = _parse_scope(parser)
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        pos = parser.pos
        ty = parser.parse_type()
        if not isinstance(ty, FragType):
            parser.raise_error(f"tile.fill: expected a !tile.frag type, found {ty}", pos)
        if isinstance(ty.element_type, IntegerType) and isinstance(v, float):
            parser.raise_error(f"tile.fill: expected an integer value for {ty.element_type}, "
                               f"found {v}", pos)
        op = cls(v, ty, scope.data)
        op.attributes.update(attrs)
        return op

    def print(self, printer: Printer) -> None:
        v = self.value.value.data
        printer.print_string(f" {v!r}" if isinstance(v, float) else f" {v}")
        _print_scope(printer, self)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.result.type)

    def verify_(self) -> None:
        self.verify_scope()
        if self.value.type != self.result.type.element_type:
            raise VerifyException(f"tile.fill: expected a value of type "
                                  f"{self.result.type.element_type}, found {self.value.type}")


def _same_layout(name: str, a: FragType, b: FragType, what: str) -> None:
    if a.layout != b.layout:
        raise VerifyException(f"{name}: expected {what} layout {a.layout}, found {b.layout}")


@irdl_op_definition
class CastOp(_FragOp):
    """`%o = tile.cast %a scope(s) : T_a -> T_o`: element type conversion (round to nearest
    even), same shape and thread-value layout."""

    name = "tile.cast"
    input = operand_def(FragType)
    scope = prop_def(StringAttr)
    result = result_def(FragType)

    def __init__(self, input: SSAValue, ty: FragType, scope: str = "warpgroup"):
        super().__init__(operands=[input], result_types=[ty],
                         properties={"scope": StringAttr(scope)})

    @classmethod
    def parse(cls, parser: Parser):
        u = parser.parse_unresolved_operand()
        scope = _parse_scope(parser)
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        it = parser.parse_type()
        parser.parse_punctuation("->")
        ot = parser.parse_type()
        op = cls(parser.resolve_operand(u, it), ot, scope.data)
        op.attributes.update(attrs)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.input)
        _print_scope(printer, self)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.input.type)
        printer.print_string(" -> ")
        printer.print_attribute(self.result.type)

    def verify_(self) -> None:
        self.verify_scope()
        it, ot = self.input.type, self.result.type
        if it.get_shape() != ot.get_shape():
            raise VerifyException(f"tile.cast: expected result shape "
                                  f"{_shape_str(it.get_shape())}, found {_shape_str(ot.get_shape())}")
        _same_layout(self.name, it, ot, "result")
        for t in (it.element_type, ot.element_type):
            if not isinstance(t, AnyFloat):
                raise VerifyException(f"tile.cast: expected float element types, found {t}")


class _BinaryOp(_FragOp):
    lhs = operand_def(FragType)
    rhs = operand_def(FragType)
    scope = prop_def(StringAttr)
    result = result_def(FragType)

    def __init__(self, lhs: SSAValue, rhs: SSAValue, scope: str = "warpgroup"):
        super().__init__(operands=[lhs, rhs], result_types=[lhs.type],
                         properties={"scope": StringAttr(scope)})

    @classmethod
    def parse(cls, parser: Parser):
        a = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        b = parser.parse_unresolved_operand()
        scope = _parse_scope(parser)
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        ty = parser.parse_type()
        op = cls(parser.resolve_operand(a, ty), parser.resolve_operand(b, ty), scope.data)
        op.attributes.update(attrs)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.lhs)
        printer.print_string(", ")
        printer.print_operand(self.rhs)
        _print_scope(printer, self)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.result.type)

    def verify_(self) -> None:
        self.verify_scope()
        if self.lhs.type != self.rhs.type or self.result.type != self.lhs.type:
            raise VerifyException(f"{self.name}: expected operands and result of one type "
                                  f"{self.lhs.type}, found {self.rhs.type} -> "
                                  f"{self.result.type}")


@irdl_op_definition
class AddOp(_BinaryOp):
    """`%r = tile.add %a, %b scope(s) : T` elementwise."""

    name = "tile.add"


@irdl_op_definition
class SubOp(_BinaryOp):
    """`%r = tile.sub %a, %b scope(s) : T` elementwise."""

    name = "tile.sub"


@irdl_op_definition
class MulOp(_BinaryOp):
    """`%r = tile.mul %a, %b scope(s) : T` elementwise."""

    name = "tile.mul"


@irdl_op_definition
class MaxOp(_BinaryOp):
    """`%r = tile.max %a, %b scope(s) : T` elementwise."""

    name = "tile.max"


@irdl_op_definition
class Exp2Op(_FragOp):
    """`%r = tile.exp2 %a scope(s) : T`: 2^x elementwise (f32 fragments; PTX ISA 9.7.4.4
    ex2.approx is the f32 instruction)."""

    name = "tile.exp2"
    input = operand_def(FragType)
    scope = prop_def(StringAttr)
    result = result_def(FragType)

    def __init__(self, input: SSAValue, scope: str = "warpgroup"):
        super().__init__(operands=[input], result_types=[input.type],
                         properties={"scope": StringAttr(scope)})

    @classmethod
    def parse(cls, parser: Parser):
        a = parser.parse_unresolved_operand()
        scope = _parse_scope(parser)
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        ty = parser.parse_type()
        op = cls(parser.resolve_operand(a, ty), scope.data)
        op.attributes.update(attrs)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.input)
        _print_scope(printer, self)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.result.type)

    def verify_(self) -> None:
        self.verify_scope()
        if not isinstance(self.input.type.element_type, Float32Type):
            raise VerifyException(f"tile.exp2: expected an f32 fragment, found "
                                  f"{self.input.type.element_type}")
        if self.result.type != self.input.type:
            raise VerifyException(f"tile.exp2: expected result type {self.input.type}, found "
                                  f"{self.result.type}")


@irdl_op_definition
class ScaleOp(_FragOp):
    """`%r = tile.scale %a, %s scope(s) : T, f32`: every element times the scalar %s."""

    name = "tile.scale"
    input = operand_def(FragType)
    factor = operand_def()
    scope = prop_def(StringAttr)
    result = result_def(FragType)

    def __init__(self, input: SSAValue, factor: SSAValue, scope: str = "warpgroup"):
        super().__init__(operands=[input, factor], result_types=[input.type],
                         properties={"scope": StringAttr(scope)})

    @classmethod
    def parse(cls, parser: Parser):
        a = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        s = parser.parse_unresolved_operand()
        scope = _parse_scope(parser)
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        ty = parser.parse_type()
        parser.parse_punctuation(",")
        sty = parser.parse_type()
        op = cls(parser.resolve_operand(a, ty), parser.resolve_operand(s, sty), scope.data)
        op.attributes.update(attrs)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.input)
        printer.print_string(", ")
        printer.print_operand(self.factor)
        _print_scope(printer, self)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.result.type)
        printer.print_string(", ")
        printer.print_attribute(self.factor.type)

    def verify_(self) -> None:
        self.verify_scope()
        et = self.input.type.element_type
        if self.factor.type != et:
            raise VerifyException(f"tile.scale: expected a scalar factor of the element type "
                                  f"{et}, found {self.factor.type}")
        if self.result.type != self.input.type:
            raise VerifyException(f"tile.scale: expected result type {self.input.type}, found "
                                  f"{self.result.type}")


class _ReduceOp(_FragOp):
    input = operand_def(FragType)
    scope = prop_def(StringAttr)
    result = result_def(FragType)

    def __init__(self, input: SSAValue, ty: FragType, scope: str = "warpgroup"):
        super().__init__(operands=[input], result_types=[ty],
                         properties={"scope": StringAttr(scope)})

    @classmethod
    def parse(cls, parser: Parser):
        a = parser.parse_unresolved_operand()
        scope = _parse_scope(parser)
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        it = parser.parse_type()
        parser.parse_punctuation("->")
        ot = parser.parse_type()
        op = cls(parser.resolve_operand(a, it), ot, scope.data)
        op.attributes.update(attrs)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.input)
        _print_scope(printer, self)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.input.type)
        printer.print_string(" -> ")
        printer.print_attribute(self.result.type)

    def verify_(self) -> None:
        self.verify_scope()
        it, ot = self.input.type, self.result.type
        if len(it.get_shape()) != 2:
            raise VerifyException(f"{self.name}: expected a rank-2 fragment, found "
                                  f"{_shape_str(it.get_shape())}")
        m = it.get_shape()[0]
        if ot.get_shape() != (m,):
            raise VerifyException(f"{self.name}: expected a result of shape {m} (one value "
                                  f"per row), found {_shape_str(ot.get_shape())}")
        if ot.element_type != it.element_type:
            raise VerifyException(f"{self.name}: expected result element type "
                                  f"{it.element_type}, found {ot.element_type}")
        _same_layout(self.name, it, ot, "result")


@irdl_op_definition
class ReduceMaxOp(_ReduceOp):
    """`%m = tile.reduce_max %a scope(s) : T_{MxN} -> T_{M}`: the maximum of each row."""

    name = "tile.reduce_max"


@irdl_op_definition
class ReduceSumOp(_ReduceOp):
    """`%m = tile.reduce_sum %a scope(s) : T_{MxN} -> T_{M}`: the sum of each row."""

    name = "tile.reduce_sum"


TILE = Dialect(
    "tile",
    [AllocOp, ViewOp, CopyOp, CopyAsyncOp, GemmAsyncOp, FillOp, CastOp, AddOp, SubOp, MulOp,
     MaxOp, Exp2Op, ScaleOp, ReduceMaxOp, ReduceSumOp],
    [GlobalType, BufferType, FragType],
)
