"""tile types: `!tile.global`, `!tile.buffer`, `!tile.frag`, and facts about them."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects.builtin import (DYNAMIC_INDEX, ArrayAttr, BFloat16Type, Float8E4M3FNType,
                                   Float8E5M2Type, Float16Type, Float32Type, IntAttr, IntegerType,
                                   StringAttr)
from xdsl.ir import Attribute, ParametrizedAttribute, TypeAttribute
from xdsl.irdl import irdl_attr_definition
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from ._common import _is_element_type, _shape_str, layout_fit_error

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


def _parse_layout_tail(parser: AttrParser) -> Attribute:
    """`, layout>`: the end of a tile type."""
    parser.parse_punctuation(",")
    layout = _parse_layout(parser)
    parser.parse_punctuation(">")
    return layout


def _print_layout(printer: Printer, layout: Attribute) -> None:
    if isinstance(layout, StringAttr):
        printer.print_string(layout.data)
    else:
        printer.print_attribute(layout)


class _TileTypeBase(ParametrizedAttribute, TypeAttribute):
    """Common queries of the three tile types (each declares shape, element_type, layout),
    and their syntax `<128x64xbf16, layout>` (the buffer type adds a stage count)."""

    SPACE: ClassVar[str] = ""

    @classmethod
    def parse_parameters(cls, parser: AttrParser):
        parser.parse_punctuation("<")
        dims, ty = parser.parse_ranked_shape()
        return ArrayAttr([IntAttr(d) for d in dims]), ty, _parse_layout_tail(parser)

    def print_parameters(self, printer: Printer) -> None:
        self._print_shape_layout(printer)

    def _print_shape_layout(self, printer: Printer, lead: str = "") -> None:
        printer.print_string(f"<{lead}{_shape_str(self.get_shape())}x")
        printer.print_attribute(self.element_type)
        printer.print_string(", ")
        _print_layout(printer, self.layout)
        printer.print_string(">")

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
            if stages < 1:  # `0 x ...` would read back as an unstaged buffer
                parser.raise_error(f"!tile.buffer: expected a positive stage count, found {stages}")
            dims, ty = parser.parse_ranked_shape()
        else:
            dims, ty = _parse_dims_and_type(parser, first)
        layout = _parse_layout_tail(parser)
        return IntAttr(stages), ArrayAttr([IntAttr(d) for d in dims]), ty, layout

    def print_parameters(self, printer: Printer) -> None:
        self._print_shape_layout(printer, f"{self.stages.data} x " if self.stages.data else "")

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
        from tirx_mlir.limits import MAX_SMEM_PER_CTA

        if self.total_bytes() > MAX_SMEM_PER_CTA:
            raise VerifyException(f"!tile.buffer: expected at most {MAX_SMEM_PER_CTA} bytes (227 KB, the shared "
                                  f"memory of one CTA on sm_90), found {self.total_bytes()} bytes")

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


