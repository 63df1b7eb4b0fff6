"""`layout`: storage-first layouts as attributes, and `layout.apply`.

Every attribute exposes `.layout`, the `tirx_mlir.layout` object it stands for (a `Layout`,
or a `ComposedLayout` for swizzled ones), so passes never re-derive it.  The syntax is CuTe's
printing, so that anyone who knows CuTe reads it as is:

    #layout.layout<(64,(8,8)):(64,(1,8))>          shape:stride, nested; `8` alone = `8:1`
    #layout.swizzled<Sw<3,3,3> o (128,64):(64,1)>  Swizzle<B,M,S> o [offset o] layout
    #layout.smem<128x64xbf16, swizzle = 128B, major = K>
                                                   the canonical wgmma/TMA shared-memory tile
                                                   (tirx_mlir.layout.smem.smem_tile_layout);
                                                   swizzle = none | 32B | 64B | 128B,
                                                   major = K | MN; coordinates are (mn, k)
    #layout.wgmma_acc<64x256xf32>                  the wgmma m64nNk* accumulator fragment:
                                                   (thread, value) -> m + 64*n
    #layout.wgmma_a<64x16xbf16>                    wgmma's A operand in registers
    #layout.ldmatrix<x4>, #layout.stmatrix<x2, trans>
                                                   the .m8n8 .b16 fragments of ldmatrix /
                                                   stmatrix: (lane, value) -> row + R*col

`layout.apply` maps a coordinate to an offset:

    %off = layout.apply #layout.layout<(4,8):(8,1)> (%i, %j) : index

It takes one index per top-level mode (each split colexicographically over the mode's
sub-shape, as CuTe does for an integer coordinate of a nested mode) or one linear index over
the whole layout.  `lower-layout` turns it into `arith` index math.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from functools import lru_cache
from typing import ClassVar

from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    ArrayAttr,
    BFloat16Type,
    Float8E4M3FNType,
    Float8E5M2Type,
    Float16Type,
    Float32Type,
    IndexType,
    IntAttr,
    IntegerType,
    StringAttr,
)
from xdsl.ir import Attribute, Dialect, ParametrizedAttribute, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    irdl_attr_definition,
    irdl_op_definition,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from tirx_mlir.layout import ComposedLayout, Layout, LayoutError, Swizzle
from tirx_mlir.layout.smem import (
    Major,
    SmemSwizzle,
    TmaSwizzle,
    WgmmaDescriptor,
    smem_tile_layout,
    tma_swizzle_mode,
    wgmma_descriptor,
)

__all__ = [
    "ApplyOp",
    "LdmatrixAttr",
    "LayoutAttr",
    "LayoutAttribute",
    "LAYOUT",
    "SmemLayoutAttr",
    "StmatrixAttr",
    "SwizzledLayoutAttr",
    "WgmmaAAttr",
    "WgmmaAccAttr",
    "element_bits",
    "shape_and_dtype",
    "subtile_error",
]


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
        from tirx_mlir.layout import parse_layout

        try:
            layout = parse_layout(self.spec.data)
        except LayoutError as e:
            raise VerifyException(f"#layout.layout: {e}") from None
        if not isinstance(layout, Layout):
            raise VerifyException(f"#layout.layout: expected shape:stride, found "
                                  f"'{self.spec.data}'")


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
        from tirx_mlir.layout import parse_layout

        try:
            sw = Swizzle(self.bits.data, self.base.data, self.shift.data)
            inner = parse_layout(self.inner.data)
        except LayoutError as e:
            raise VerifyException(f"#layout.swizzled: {e}") from None
        if not isinstance(inner, Layout):
            raise VerifyException(f"#layout.swizzled: expected an inner shape:stride, found "
                                  f"'{self.inner.data}'")
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
            start = parser.pos
            dims, ty = parser.parse_ranked_shape()
            if len(dims) != 2:
                parser.raise_error(f"{what}: expected a 2-D MNxK tile such as 128x64xbf16, "
                                   f"found {len(dims)} dimension(s)", start, parser.pos)
            if DYNAMIC_INDEX in dims:
                parser.raise_error(f"{what}: expected static extents, found "
                                   f"{_dims_str(dims)}", start, parser.pos)
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


def _acc_error(m: int, n: int, ty: Attribute) -> str | None:
    # PTX ISA 9.7.15, "Matrix Shape" of wgmma.mma_async: M = 64; N a multiple of 8 in
    # [8, 256] (integer wgmma with .s32 accumulators takes a subset of these N).
    if m != 64:
        return f"expected M = 64 (wgmma.mma_async is m64nNk*), found M = {m}"
    if n % 8 or not 8 <= n <= 256:
        return f"expected N a multiple of 8 in [8, 256], found N = {n}"
    ok = isinstance(ty, (Float16Type, Float32Type)) or (
        isinstance(ty, IntegerType) and ty.width.data == 32)
    if not ok:
        return f"expected an f16, f32 or i32 (.s32) accumulator element type, found {ty}"
    return None


@irdl_attr_definition
class WgmmaAccAttr(LayoutAttribute):
    """`#layout.wgmma_acc<64x256xf32>`: the wgmma m64nNk* accumulator (D) fragment.

    `.layout` maps (thread in warpgroup, value) to the element index m + 64*n of the 64xN
    tile: CuTe's `GMMA::CLayout_64xN` (for f32: ((4,8),4),(2,2,N/8)):((128,1),16),(64,8,512))),
    built by `tirx_mlir.layout.fragments.wgmma_accumulator`; `.tv` is that TVLayout
    (PTX ISA 9.7.15.5.1.1.1, "Matrix Fragments for wgmma.mma_async.m64nNk16", accumulator D)."""

    name = "layout.wgmma_acc"
    shape: ArrayAttr[IntAttr]
    elem: Attribute

    def __init__(self, n: int, element_type: Attribute, m: int = 64):
        super().__init__(ArrayAttr([IntAttr(m), IntAttr(n)]), element_type)

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        with parser.in_angle_brackets():
            start = parser.pos
            dims, ty = parser.parse_ranked_shape()
            if len(dims) != 2:
                parser.raise_error(f"#layout.wgmma_acc: expected MxN such as 64x256xf32, "
                                   f"found {len(dims)} dimension(s)", start, parser.pos)
            if DYNAMIC_INDEX in dims:
                parser.raise_error(f"#layout.wgmma_acc: expected static extents, found "
                                   f"{_dims_str(dims)}", start, parser.pos)
            err = _acc_error(dims[0], dims[1], ty)
            if err:
                parser.raise_error(f"#layout.wgmma_acc: {err}", start, parser.pos)
        return (ArrayAttr([IntAttr(d) for d in dims]), ty)

    def print_parameters(self, printer: Printer) -> None:
        m, n = (d.data for d in self.shape.data)
        printer.print_string(f"<{m}x{n}x")
        printer.print_attribute(self.elem)
        printer.print_string(">")

    @property
    def tv(self):
        """The `tirx_mlir.layout.fragments.TVLayout` (named lane/warp and register axes)."""
        return _wgmma_acc_tv(self.shape.data[1].data, _acc_dtype(self.elem))

    @property
    def layout(self) -> Layout:
        return self.tv.layout

    def tile_shape(self) -> tuple[int, ...]:
        return tuple(d.data for d in self.shape.data)

    def element_type(self) -> Attribute | None:
        return self.elem

    def verify(self) -> None:
        dims = [d.data for d in self.shape.data]
        if len(dims) != 2:
            raise VerifyException(f"#layout.wgmma_acc: expected MxN, found {len(dims)} "
                                  "dimension(s)")
        err = _acc_error(dims[0], dims[1], self.elem)
        if err:
            raise VerifyException(f"#layout.wgmma_acc: {err}")


@lru_cache(maxsize=128)
def _wgmma_acc_tv(n: int, dtype: str):
    from tirx_mlir.layout.fragments import wgmma_accumulator

    return wgmma_accumulator(n, dtype)


def _acc_dtype(ty: Attribute) -> str:
    """fragments' name for an accumulator element type: f32, f16 or s32."""
    if isinstance(ty, IntegerType):
        return "s32"
    return "f16" if element_bits(ty) == 16 else "f32"


def _a_dtype(ty: Attribute) -> str | None:
    """fragments' name for a wgmma A element type, or None if wgmma takes no such A."""
    if isinstance(ty, BFloat16Type):
        return "bf16"
    if isinstance(ty, Float16Type):
        return "f16"
    if isinstance(ty, Float8E4M3FNType):
        return "e4m3"
    if isinstance(ty, Float8E5M2Type):
        return "e5m2"
    if isinstance(ty, IntegerType) and ty.width.data == 8:
        return "s8"       # .s8 and .u8 share the layout
    return None


def _wgmma_a_error(m: int, k: int, ty: Attribute) -> str | None:
    # PTX ISA 9.7.15.5.1.1.1 / 9.7.15.5.1.1.3: A from registers is 64x16 for .f16/.bf16
    # (m64nNk16) and 64x32 for .e4m3/.e5m2/.s8/.u8 (m64nNk32).
    dtype = _a_dtype(ty)
    if dtype is None:
        return f"expected an f16, bf16, f8E4M3FN, f8E5M2 or i8 A operand, found {ty}"
    want = (64, 16) if element_bits(ty) == 16 else (64, 32)
    if (m, k) != want:
        return (f"expected a {want[0]}x{want[1]} A tile for {ty} (one wgmma K step), found "
                f"{m}x{k}")
    return None


@lru_cache(maxsize=16)
def _wgmma_a_tv(dtype: str):
    from tirx_mlir.layout.fragments import wgmma_a_fragment

    return wgmma_a_fragment(dtype)


@irdl_attr_definition
class WgmmaAAttr(LayoutAttribute):
    """`#layout.wgmma_a<64x16xbf16>`: matrix A of wgmma.mma_async held in registers.

    `.layout` maps (thread in warpgroup, value) to m + 64*k of the 64xK A tile (K = 16 for
    16-bit, 32 for 8-bit types); CuTe's `GMMA::ALayout_64x16` / `ALayout_64x32`, built by
    `tirx_mlir.layout.fragments.wgmma_a_fragment` (PTX ISA 9.7.15.5.1.1.1, Figure 148;
    9.7.15.5.1.1.3, Figure 152); `.tv` is that TVLayout."""

    name = "layout.wgmma_a"
    shape: ArrayAttr[IntAttr]
    elem: Attribute

    def __init__(self, element_type: Attribute):
        k = 16 if element_bits(element_type) == 16 else 32
        super().__init__(ArrayAttr([IntAttr(64), IntAttr(k)]), element_type)

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        what = "#layout.wgmma_a"
        with parser.in_angle_brackets():
            start = parser.pos
            dims, ty = parser.parse_ranked_shape()
            if len(dims) != 2 or DYNAMIC_INDEX in dims:
                parser.raise_error(f"{what}: expected a static MxK such as 64x16xbf16, found "
                                   f"{_dims_str(dims)}", start, parser.pos)
            err = _wgmma_a_error(dims[0], dims[1], ty)
            if err:
                parser.raise_error(f"{what}: {err}", start, parser.pos)
        return (ArrayAttr([IntAttr(d) for d in dims]), ty)

    def print_parameters(self, printer: Printer) -> None:
        m, k = (d.data for d in self.shape.data)
        printer.print_string(f"<{m}x{k}x")
        printer.print_attribute(self.elem)
        printer.print_string(">")

    @property
    def tv(self):
        return _wgmma_a_tv(_a_dtype(self.elem))

    @property
    def layout(self) -> Layout:
        return self.tv.layout

    def tile_shape(self) -> tuple[int, ...]:
        return tuple(d.data for d in self.shape.data)

    def element_type(self) -> Attribute | None:
        return self.elem

    def verify(self) -> None:
        dims = [d.data for d in self.shape.data]
        err = (f"expected MxK, found {len(dims)} dimension(s)" if len(dims) != 2
               else _wgmma_a_error(dims[0], dims[1], self.elem))
        if err:
            raise VerifyException(f"#layout.wgmma_a: {err}")


@lru_cache(maxsize=32)
def _ldst_tv(kind: str, num: int, trans: bool):
    from tirx_mlir.layout.fragments import ldmatrix_fragment, stmatrix_fragment

    return (ldmatrix_fragment if kind == "ldmatrix" else stmatrix_fragment)(num, trans)


class _MatrixFragmentAttr(LayoutAttribute):
    """`#layout.<kind><x4[, trans]>`: the .m8n8 .b16 fragment of ldmatrix / stmatrix."""

    num: IntAttr
    trans: IntAttr
    KIND: ClassVar[str] = ""

    def __init__(self, num: int = 4, trans: bool = False):
        super().__init__(IntAttr(num), IntAttr(int(trans)))

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        what = f"#{cls.name}"
        with parser.in_angle_brackets():
            start = parser.pos
            word = parser.parse_identifier(context_msg=f" (x1, x2 or x4) in {what}")
            if word not in ("x1", "x2", "x4"):
                parser.raise_error(f"{what}: expected x1, x2 or x4 (the .num of "
                                   f"{cls.KIND}.m8n8), found {word}", start, parser.pos)
            trans = 0
            if parser.parse_optional_punctuation(",") is not None:
                parser.parse_keyword("trans", f" (the only option) in {what}")
                trans = 1
        return (IntAttr(int(word[1])), IntAttr(trans))

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(f"<x{self.num.data}{', trans' if self.trans.data else ''}>")

    @property
    def tv(self):
        return _ldst_tv(self.KIND, self.num.data, bool(self.trans.data))

    @property
    def layout(self) -> Layout:
        return self.tv.layout

    def tile_shape(self) -> tuple[int, ...]:
        return (8 * self.num.data, 8)

    def verify(self) -> None:
        if self.num.data not in (1, 2, 4) or self.trans.data not in (0, 1):
            raise VerifyException(f"#{self.name}: expected x1, x2 or x4 and an optional trans, "
                                  f"found num = {self.num.data}, trans = {self.trans.data}")


@irdl_attr_definition
class LdmatrixAttr(_MatrixFragmentAttr):
    """`#layout.ldmatrix<x4>` / `<x4, trans>`: the destination fragment of
    `ldmatrix.sync.aligned.m8n8.x4[.trans].shared.b16` over the 8*num x 8 tile of its
    stacked matrices; `.layout` maps (lane, value) to row + 8*num*col (PTX ISA 9.7.9.25,
    built by `tirx_mlir.layout.fragments.ldmatrix_fragment`)."""

    name = "layout.ldmatrix"
    KIND = "ldmatrix"


@irdl_attr_definition
class StmatrixAttr(_MatrixFragmentAttr):
    """`#layout.stmatrix<x4>` / `<x4, trans>`: the source fragment of
    `stmatrix.sync.aligned.m8n8.x4[.trans].shared.b16` (same arrangement as ldmatrix)."""

    name = "layout.stmatrix"
    KIND = "stmatrix"


# ---------------------------------------------------------------------------------------
# Queries other dialects use (tile verifies its buffers and views with these)
# ---------------------------------------------------------------------------------------


def shape_and_dtype(attr: Attribute) -> tuple[tuple[int, ...] | None, Attribute | None]:
    """(tile shape, element type or None) a layout attribute describes; (None, None) if
    `attr` is not a `layout` dialect attribute."""
    if not isinstance(attr, LayoutAttribute):
        return None, None
    return attr.tile_shape(), attr.element_type()


def subtile_error(parent: Attribute, child: Attribute, offsets: Sequence[int],
                  sizes: Sequence[int]) -> str | None:
    """Why `child` is not the layout of the window `offsets`/`sizes` of a `parent` tile.

    The child must map each coordinate of the window to the parent's offset of the same
    element, relative to the window's first element (`DYNAMIC_INDEX` offsets count as 0:
    a dynamic window must start on a whole swizzle pattern, which the caller guarantees).
    None if it does.  Every element is checked; results are cached per argument tuple."""
    return _subtile_error(parent, child, tuple(offsets), tuple(sizes))


@lru_cache(maxsize=1024)
def _subtile_error(parent: Attribute, child: Attribute, offsets: tuple, sizes: tuple):
    if not isinstance(parent, LayoutAttribute) or not isinstance(child, LayoutAttribute):
        bad = parent if not isinstance(parent, LayoutAttribute) else child
        return f"expected a layout dialect attribute, found {bad}"
    frags = (WgmmaAccAttr, WgmmaAAttr, _MatrixFragmentAttr)
    if isinstance(parent, frags) or isinstance(child, frags):
        return "a view of a register fragment layout is not a shared-memory window"
    pl, cl = parent.layout, child.layout
    if len(offsets) != len(sizes) or len(sizes) != pl.rank():
        return (f"expected a window of rank {pl.rank()} for the parent layout {pl}, found rank "
                f"{len(sizes)}")
    if len(sizes) != 2:
        return f"expected a 2-D window, found rank {len(sizes)}"
    if tuple(child.tile_shape()) != tuple(sizes):
        return (f"layout {child} describes a {'x'.join(map(str, child.tile_shape()))} tile, "
                f"but the window is {'x'.join(map(str, sizes))}")
    o0, o1 = (0 if o == DYNAMIC_INDEX else o for o in offsets)
    want = _offset_table(pl, range(o0, o0 + sizes[0]), range(o1, o1 + sizes[1]))
    got = _offset_table(cl, range(sizes[0]), range(sizes[1]))
    base = want[0][0]
    for i in range(sizes[0]):
        wi, gi = want[i], got[i]
        for j in range(sizes[1]):
            if wi[j] - base != gi[j]:
                return (f"layout {child} puts window element ({i}, {j}) at offset {gi[j]}, but "
                        f"in the parent {parent} it is {wi[j] - base} past the window's first "
                        "element")
    return None


def _offset_table(layout, rows: range, cols: range) -> list[list[int]]:
    """layout((i, j)) for i in rows, j in cols of a rank-2 (swizzled) layout, fast: the
    inner layout is L0(i) + L1(j), the swizzle a few bit operations."""
    sw, off, inner = (layout.outer, layout.offset, layout.inner) if isinstance(
        layout, ComposedLayout) else (None, 0, layout)
    m0, m1 = inner[0], inner[1]
    r = [off + m0(i) for i in rows]
    c = [m1(j) for j in cols]
    if sw is None or sw.is_identity():
        return [[x + y for y in c] for x in r]
    mask, shift = sw.yyy_mask, sw.shift
    if shift >= 0:
        return [[(x + y) ^ (((x + y) & mask) >> shift) for y in c] for x in r]
    return [[(x + y) ^ (((x + y) & mask) << -shift) for y in c] for x in r]


# ---------------------------------------------------------------------------------------
# layout.apply
# ---------------------------------------------------------------------------------------


@irdl_op_definition
class ApplyOp(IRDLOperation):
    """`%off = layout.apply #layout.layout<...> (%c0, %c1) : index`: coordinate -> offset.

    One index per top-level mode of the layout, or a single linear index (CuTe's integer
    coordinate).  The offset is in the layout's unit (elements for smem tiles; for a
    fragment the index m + 64*n of the element)."""

    name = "layout.apply"
    layout = prop_def(LayoutAttribute)
    coords = var_operand_def(IndexType)
    result = result_def(IndexType)

    traits = traits_def(Pure())

    assembly_format = "$layout ` ` `(` $coords `)` attr-dict `:` type($result)"

    def __init__(self, layout: LayoutAttribute, coords: Sequence[SSAValue]):
        super().__init__(operands=[list(coords)], result_types=[IndexType()],
                         properties={"layout": layout})

    def verify_(self) -> None:
        layout = self.layout.layout
        rank = layout.rank()
        n = len(self.coords)
        if rank == 1 and n != 1:
            raise VerifyException(
                f"'layout.apply' expects 1 coordinate for the rank-1 layout {layout}, found {n}")
        if n != rank and n != 1:
            raise VerifyException(
                f"'layout.apply' expects {rank} coordinates (one per mode of {layout}) or 1 "
                f"(a linear index), found {n}")


LAYOUT = Dialect(
    "layout",
    [ApplyOp],
    [LayoutAttr, SwizzledLayoutAttr, SmemLayoutAttr, WgmmaAccAttr, WgmmaAAttr, LdmatrixAttr,
     StmatrixAttr],
)
