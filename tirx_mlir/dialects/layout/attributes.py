"""`layout` dialect attributes: CuTe layouts, swizzled layouts and canonical shared-memory tiles (parse/print, checks)."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from functools import lru_cache

from xdsl.dialects.builtin import (DYNAMIC_INDEX, ArrayAttr, IndexType, IntAttr, IntegerType,
                                   StringAttr)
from xdsl.ir import Attribute, ParametrizedAttribute
from xdsl.irdl import irdl_attr_definition
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from tirx_mlir.layout import ComposedLayout, Layout, LayoutError, Swizzle
from tirx_mlir.layout.smem import (Major, SmemSwizzle, TmaSwizzle, WgmmaDescriptor,
                                   smem_tile_layout, tma_swizzle_mode, wgmma_descriptor)

# ---------------------------------------------------------------------------------------
# Helpers: CuTe text <-> xDSL tokens
# ---------------------------------------------------------------------------------------


def _parse_int_tuple(parser: AttrParser):
    """`int | ( int_tuple (, int_tuple)* )`"""
    if parser.parse_optional_punctuation("(") is not None:
        items = [_parse_int_tuple(parser)]
        while parser.parse_optional_punctuation(",") is not None:
            items.append(_parse_int_tuple(parser))
        parser.parse_punctuation(")", " to close the integer tuple")
        return tuple(items)
    return parser.parse_integer(allow_boolean=False, allow_negative=True,
                                context_msg=" or '(' in a layout shape/stride")


def _parse_plain_layout(parser: AttrParser, what: str, first=None) -> Layout:
    """`shape [: stride]` (the shape may already have been read as `first`)."""
    start = parser.pos
    shape = _parse_int_tuple(parser) if first is None else first
    stride = None
    if parser.parse_optional_punctuation(":") is not None:
        stride = _parse_int_tuple(parser)
    try:
        layout = Layout(shape, stride)
    except LayoutError as e:
        parser.raise_error(f"{what}: {e}", start, parser.pos)
    err = _index_range_error(layout)
    if err:
        parser.raise_error(f"{what}: {err}", start, parser.pos)
    return layout


_INDEX_LIMIT = 1 << 62


def _index_range_error(layout: Layout) -> str | None:
    """Extents, strides and offsets must fit `index` arithmetic (64-bit, with headroom)."""
    for v in _flatten(layout.shape) + _flatten(layout.stride):
        if abs(v) >= _INDEX_LIMIT:
            return f"{v} does not fit index arithmetic (|value| < 2^62)"
    if layout.size() >= _INDEX_LIMIT:
        return f"size {layout.size()} does not fit index arithmetic (< 2^62)"
    return None


def _parse_swizzle(parser: AttrParser, what: str) -> Swizzle:
    """`Sw<B,M,S>`"""
    start = parser.pos
    parser.parse_keyword("Sw", f" (a swizzle Sw<B,M,S>) in {what}")
    parser.parse_punctuation("<")
    b = parser.parse_integer(allow_boolean=False)
    parser.parse_punctuation(",")
    m = parser.parse_integer(allow_boolean=False)
    parser.parse_punctuation(",")
    s = parser.parse_integer(allow_boolean=False)
    parser.parse_punctuation(">")
    try:
        return Swizzle(b, m, s)
    except LayoutError as e:
        parser.raise_error(f"{what}: {e}", start, parser.pos)


def element_bits(ty: Attribute) -> int | None:
    """Bit width of a scalar element type (bf16 -> 16), or None if it has none."""
    if isinstance(ty, IntegerType):
        return ty.width.data
    if isinstance(ty, IndexType):
        return None
    bits = getattr(ty, "bitwidth", None)
    return bits if isinstance(bits, int) else None


@lru_cache(maxsize=512)
def _parse_cached(text: str):
    from tirx_mlir.layout import parse_layout

    return parse_layout(text)


@lru_cache(maxsize=512)
def _smem_cached(rows: int, cols: int, bits: int, major: str, swizzle: str):
    return smem_tile_layout(rows, cols, bits, major, swizzle)


def _dims_str(dims) -> str:
    return "x".join("?" if d == DYNAMIC_INDEX else str(d) for d in dims)


def _verify_shape_stride(what: str, expected: str, text: str) -> Layout:
    """The Layout `text` spells (a VerifyException naming `what` unless it is one)."""
    from tirx_mlir.layout import parse_layout

    try:
        layout = parse_layout(text)
    except LayoutError as e:
        raise VerifyException(f"{what}: {e}") from None
    if not isinstance(layout, Layout):
        raise VerifyException(f"{what}: expected {expected}, found '{text}'")
    return layout


def parse_static_2d(parser: AttrParser, what: str, expected: str) -> tuple[list[int], Attribute, int]:
    """`MxNxT` (inside the attribute's `<...>`): two static extents and an element type;
    with the position it starts at. `expected` names the form (`MxN such as 64x256xf32`)."""
    start = parser.pos
    dims, ty = parser.parse_ranked_shape()
    if len(dims) != 2:
        parser.raise_error(f"{what}: expected {expected}, found {len(dims)} dimension(s)",
                           start, parser.pos)
    if DYNAMIC_INDEX in dims:
        parser.raise_error(f"{what}: expected static extents, found {_dims_str(dims)}", start,
                           parser.pos)
    return dims, ty, start


def print_shape_elem(printer: Printer, attr: Attribute) -> None:
    """`<MxNxT>` of an attribute with `shape` and `elem` parameters."""
    printer.print_string("<" + "x".join(str(d.data) for d in attr.shape.data) + "x")
    printer.print_attribute(attr.elem)
    printer.print_string(">")


def _mode_sizes(layout) -> tuple[int, ...]:
    inner = layout.inner if isinstance(layout, ComposedLayout) else layout
    return tuple(inner[i].size() for i in range(inner.rank()))


# ---------------------------------------------------------------------------------------
# Attributes
# ---------------------------------------------------------------------------------------


class LayoutAttribute(ParametrizedAttribute, ABC):
    """Base of the `layout` dialect's attributes: each one stands for a layout object."""

    @property
    @abstractmethod
    def layout(self) -> Layout | ComposedLayout:
        """The `tirx_mlir.layout` object (a Layout or a swizzle-composed layout)."""

    def tile_shape(self) -> tuple[int, ...]:
        """The size of each top-level mode: the tile this layout describes."""
        return _mode_sizes(self.layout)

    def element_type(self) -> Attribute | None:
        """The element type the layout was built for, where the attribute says."""
        return None


@irdl_attr_definition
class LayoutAttr(LayoutAttribute):
    """`#layout.layout<(64,(8,8)):(64,(1,8))>`: a CuTe layout, shape:stride over nested tuples.

    The stride may be left out (`#layout.layout<(4,8)>`): CuTe's column-major default. It
    always prints with its stride."""

    name = "layout.layout"
    spec: StringAttr

    def __init__(self, layout: Layout | str):
        if isinstance(layout, str):
            from tirx_mlir.layout import parse_layout

            layout = parse_layout(layout)
        if not isinstance(layout, Layout):
            raise LayoutError(f"#layout.layout: expected a plain Layout, found {layout}")
        super().__init__(StringAttr(str(layout)))

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        with parser.in_angle_brackets():
            layout = _parse_plain_layout(parser, "#layout.layout")
        return (StringAttr(str(layout)),)

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(f"<{self.spec.data}>")

    @property
    def layout(self) -> Layout:
        return _parse_cached(self.spec.data)

    def verify(self) -> None:
        _verify_shape_stride("#layout.layout", "shape:stride", self.spec.data)


def _swizzle_fit_error(sw: Swizzle, offset: int, inner: Layout) -> str | None:
    """Why `sw o offset o inner` is not a permutation of inner's offsets (None if it is)."""
    image = {offset}
    for s, d in zip(_flatten(inner.shape), _flatten(inner.stride)):
        image = {x + k * d for x in image for k in range(s)}
    mask, shift = sw.yyy_mask, sw.shift
    if shift >= 0:
        moved = {x ^ ((x & mask) >> shift) for x in image}
    else:
        moved = {x ^ ((x & mask) << -shift) for x in image}
    if moved <= image:
        return None
    for x in sorted(image):
        y = sw(x)
        if y not in image:
            return (f"{sw} does not fit {offset} o {inner}: it moves offset {x} to {y}, which the "
                    f"layout never reaches (a swizzle must permute the layout's offsets; "
                    f"{sw} permutes aligned blocks of {1 << (sw.base + sw.bits + max(0, sw.shift))} "
                    f"elements)")
    return None


def _flatten(t) -> tuple:
    if isinstance(t, tuple):
        return tuple(x for e in t for x in _flatten(e))
    return (t,)


@irdl_attr_definition
class SwizzledLayoutAttr(LayoutAttribute):
    """`#layout.swizzled<Sw<3,3,3> o (128,64):(64,1)>`: CuTe's `Swizzle o offset o Layout`.

    The offset (`Sw<3,3,3> o 64 o (8,64):(64,1)`) may be left out when it is 0.  The swizzle
    must permute the layout's offsets (otherwise two elements could share a slot or an
    element could land outside the buffer)."""

    name = "layout.swizzled"
    bits: IntAttr
    base: IntAttr
    shift: IntAttr
    offset: IntAttr
    inner: StringAttr

    def __init__(self, layout: ComposedLayout):
        if not isinstance(layout, ComposedLayout) or not isinstance(layout.outer, Swizzle):
            raise LayoutError(f"#layout.swizzled: expected Swizzle o Layout, found {layout}")
        sw = layout.outer
        super().__init__(IntAttr(sw.bits), IntAttr(sw.base), IntAttr(sw.shift),
                         IntAttr(layout.offset), StringAttr(str(layout.inner)))

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        what = "#layout.swizzled"
        with parser.in_angle_brackets():
            start = parser.pos
            sw = _parse_swizzle(parser, what)
            parser.parse_keyword("o", f" (composition) after the swizzle in {what}")
            offset = 0
            first = _parse_int_tuple(parser)
            if parser.parse_optional_keyword("o") is not None:
                if not isinstance(first, int):
                    parser.raise_error(f"{what}: expected an integer offset before 'o', found "
                                       f"a tuple", start, parser.pos)
                offset, first = first, None
            inner = _parse_plain_layout(parser, what, first)
            if abs(offset) >= _INDEX_LIMIT:
                parser.raise_error(f"{what}: offset {offset} does not fit index arithmetic "
                                   f"(|value| < 2^62)", start, parser.pos)
            err = _swizzle_fit_error(sw, offset, inner)
            if err:
                parser.raise_error(f"{what}: {err}", start, parser.pos)
        return (IntAttr(sw.bits), IntAttr(sw.base), IntAttr(sw.shift), IntAttr(offset),
                StringAttr(str(inner)))

    def print_parameters(self, printer: Printer) -> None:
        off = f" {self.offset.data} o" if self.offset.data else ""
        printer.print_string(f"<Sw<{self.bits.data},{self.base.data},{self.shift.data}> o"
                             f"{off} {self.inner.data}>")

    @property
    def layout(self) -> ComposedLayout:
        return ComposedLayout(Swizzle(self.bits.data, self.base.data, self.shift.data),
                              self.offset.data, _parse_cached(self.inner.data))

    def verify(self) -> None:
        try:
            sw = Swizzle(self.bits.data, self.base.data, self.shift.data)
        except LayoutError as e:
            raise VerifyException(f"#layout.swizzled: {e}") from None
        inner = _verify_shape_stride("#layout.swizzled", "an inner shape:stride", self.inner.data)
        err = _swizzle_fit_error(sw, self.offset.data, inner)
        if err:
            raise VerifyException(f"#layout.swizzled: {err}")


@irdl_attr_definition
class SmemLayoutAttr(LayoutAttribute):
    """`#layout.smem<128x64xbf16, swizzle = 128B, major = K>`: a canonical wgmma/TMA tile.

    Stands for `smem_tile_layout(128, 64, 16, K, 128B)` = `Sw<3,3,3> o (128,64):(64,1)`;
    dims are MN x K, coordinates (mn, k).  Swizzles: none, 32B, 64B, 128B."""

    name = "layout.smem"
    shape: ArrayAttr[IntAttr]
    elem: Attribute
    swizzle: StringAttr
    major: StringAttr

    def __init__(self, rows: int, cols: int, element_type: Attribute, swizzle="128B",
                 major="K"):
        super().__init__(ArrayAttr([IntAttr(rows), IntAttr(cols)]), element_type,
                         StringAttr(SmemSwizzle.of(swizzle).label),
                         StringAttr(Major.of(major).value))

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        what = "#layout.smem"
        with parser.in_angle_brackets():
            dims, ty, start = parse_static_2d(parser, what, "a 2-D MNxK tile such as 128x64xbf16")
            values: dict[str, str] = {}
            while parser.parse_optional_punctuation(",") is not None:
                kstart = parser.pos
                key = parser.parse_keyword_in(("swizzle", "major"), f" in {what}")
                if key in values:
                    parser.raise_error(f"{what}: '{key}' given twice", kstart, parser.pos)
                parser.parse_punctuation("=")
                vstart = parser.pos
                if key == "swizzle":
                    n = parser.parse_optional_integer(allow_boolean=False, allow_negative=False)
                    if n is None:
                        word = parser.parse_identifier(context_msg=f" (none, 32B, 64B or 128B) in {what}")
                    else:
                        word = f"{n}{parser.parse_identifier(context_msg=' (B, as in 128B)')}"
                    try:
                        values[key] = SmemSwizzle.of(word).label
                    except LayoutError:
                        parser.raise_error(f"{what}: expected swizzle none, 32B, 64B or 128B, "
                                           f"found {word}", vstart, parser.pos)
                else:
                    word = parser.parse_identifier(context_msg=f" (K or MN) in {what}")
                    if word not in ("K", "MN"):
                        parser.raise_error(f"{what}: expected major K or MN, found {word}",
                                           vstart, parser.pos)
                    values[key] = word
            for key in ("swizzle", "major"):
                if key not in values:
                    parser.raise_error(f"{what}: expected '{key} = ...', found none", start,
                                       parser.pos)
            params = (ArrayAttr([IntAttr(d) for d in dims]), ty, StringAttr(values["swizzle"]),
                      StringAttr(values["major"]))
            err = _smem_error(dims, ty, values["swizzle"], values["major"])
            if err:
                parser.raise_error(f"{what}: {err}", start, parser.pos)
        return params

    def print_parameters(self, printer: Printer) -> None:
        rows, cols = (d.data for d in self.shape.data)
        printer.print_string(f"<{rows}x{cols}x")
        printer.print_attribute(self.elem)
        printer.print_string(f", swizzle = {self.swizzle.data}, major = {self.major.data}>")

    @property
    def layout(self) -> Layout | ComposedLayout:
        rows, cols = (d.data for d in self.shape.data)
        return _smem_cached(rows, cols, element_bits(self.elem), self.major.data,
                            self.swizzle.data)

    def tile_shape(self) -> tuple[int, ...]:
        return tuple(d.data for d in self.shape.data)

    def element_type(self) -> Attribute | None:
        return self.elem

    @property
    def dtype_bits(self) -> int:
        return element_bits(self.elem)

    def tma_swizzle(self) -> TmaSwizzle:
        """The CUtensorMapSwizzle a TMA copy into this tile uses (`.cu_name` for its name)."""
        return tma_swizzle_mode(self.layout, self.dtype_bits)

    def wgmma_descriptor(self, k_block: int = 0, start_address: int = 0) -> WgmmaDescriptor:
        """The wgmma descriptor of the `k_block`-th K slice (raises LayoutError if none)."""
        return wgmma_descriptor(self.layout, self.dtype_bits, self.major.data, k_block,
                                start_address)

    def verify(self) -> None:
        dims = [d.data for d in self.shape.data]
        if len(dims) != 2:
            raise VerifyException(f"#layout.smem: expected a 2-D MNxK tile, found "
                                  f"{len(dims)} dimension(s)")
        err = _smem_error(dims, self.elem, self.swizzle.data, self.major.data)
        if err:
            raise VerifyException(f"#layout.smem: {err}")


def _smem_error(dims, ty: Attribute, swizzle: str, major: str) -> str | None:
    bits = element_bits(ty)
    if bits not in (8, 16, 32, 64):
        return f"expected an 8, 16, 32 or 64-bit element type, found {ty}"
    try:
        smem_tile_layout(dims[0], dims[1], bits, major, swizzle)
    except LayoutError as e:
        return str(e)
    return None

