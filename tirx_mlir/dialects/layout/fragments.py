"""`layout` dialect fragment attributes: the wgmma accumulator / A-operand and the ldmatrix / stmatrix register fragments, checked against the PTX ISA figures."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import ClassVar

from xdsl.dialects.builtin import (ArrayAttr, BFloat16Type, Float8E4M3FNType,
                                   Float8E5M2Type, Float16Type, Float32Type, IntAttr, IntegerType)
from xdsl.ir import Attribute
from xdsl.irdl import irdl_attr_definition
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from tirx_mlir.layout import Layout

from .attributes import LayoutAttribute, element_bits, parse_static_2d, print_shape_elem


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


@dataclass(frozen=True, init=False)  # the parameters take part in == and hash
class _WgmmaFragmentAttr(LayoutAttribute):
    """`#layout.<name><MxNxT>`: a wgmma register fragment of a static 2-D tile of element type
    T; the subclass names the form (`DIMS`, `EXAMPLE`), says what M, N and T wgmma takes
    (`error`) and builds the thread-value layout (`tv`)."""

    shape: ArrayAttr[IntAttr]
    elem: Attribute
    DIMS: ClassVar[str]
    EXAMPLE: ClassVar[str]

    @staticmethod
    def error(m: int, n: int, ty: Attribute) -> str | None:
        raise NotImplementedError

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        what = f"#{cls.name}"
        with parser.in_angle_brackets():
            dims, ty, start = parse_static_2d(parser, what, f"{cls.DIMS} such as {cls.EXAMPLE}")
            err = cls.error(dims[0], dims[1], ty)
            if err:
                parser.raise_error(f"{what}: {err}", start, parser.pos)
        return (ArrayAttr([IntAttr(d) for d in dims]), ty)

    def print_parameters(self, printer: Printer) -> None:
        print_shape_elem(printer, self)

    @property
    def layout(self) -> Layout:
        return self.tv.layout

    def tile_shape(self) -> tuple[int, ...]:
        return tuple(d.data for d in self.shape.data)

    def element_type(self) -> Attribute | None:
        return self.elem

    def verify(self) -> None:
        dims = [d.data for d in self.shape.data]
        err = (f"expected {self.DIMS}, found {len(dims)} dimension(s)" if len(dims) != 2
               else self.error(dims[0], dims[1], self.elem))
        if err:
            raise VerifyException(f"#{self.name}: {err}")


@irdl_attr_definition
class WgmmaAccAttr(_WgmmaFragmentAttr):
    """`#layout.wgmma_acc<64x256xf32>`: the wgmma m64nNk* accumulator (D) fragment.

    `.layout` maps (thread in warpgroup, value) to the element index m + 64*n of the 64xN
    tile: CuTe's `GMMA::CLayout_64xN` (for f32: ((4,8),4),(2,2,N/8)):((128,1),16),(64,8,512))),
    built by `tirx_mlir.layout.fragments.wgmma_accumulator`; `.tv` is that TVLayout
    (PTX ISA 9.7.15.5.1.1.1, "Matrix Fragments for wgmma.mma_async.m64nNk16", accumulator D)."""

    name = "layout.wgmma_acc"
    DIMS: ClassVar[str] = "MxN"
    EXAMPLE: ClassVar[str] = "64x256xf32"
    error = staticmethod(_acc_error)

    def __init__(self, n: int, element_type: Attribute, m: int = 64):
        super().__init__(ArrayAttr([IntAttr(m), IntAttr(n)]), element_type)

    @property
    def tv(self):
        """The `tirx_mlir.layout.fragments.TVLayout` (named lane/warp and register axes)."""
        return _wgmma_acc_tv(self.shape.data[1].data, _acc_dtype(self.elem))


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
class WgmmaAAttr(_WgmmaFragmentAttr):
    """`#layout.wgmma_a<64x16xbf16>`: matrix A of wgmma.mma_async held in registers.

    `.layout` maps (thread in warpgroup, value) to m + 64*k of the 64xK A tile (K = 16 for
    16-bit, 32 for 8-bit types); CuTe's `GMMA::ALayout_64x16` / `ALayout_64x32`, built by
    `tirx_mlir.layout.fragments.wgmma_a_fragment` (PTX ISA 9.7.15.5.1.1.1, Figure 148;
    9.7.15.5.1.1.3, Figure 152); `.tv` is that TVLayout."""

    name = "layout.wgmma_a"
    DIMS: ClassVar[str] = "MxK"
    EXAMPLE: ClassVar[str] = "64x16xbf16"
    error = staticmethod(_wgmma_a_error)

    def __init__(self, element_type: Attribute):
        k = 16 if element_bits(element_type) == 16 else 32
        super().__init__(ArrayAttr([IntAttr(64), IntAttr(k)]), element_type)

    @property
    def tv(self):
        return _wgmma_a_tv(_a_dtype(self.elem))


@lru_cache(maxsize=32)
def _ldst_tv(kind: str, num: int, trans: bool):
    from tirx_mlir.layout.fragments import ldmatrix_fragment, stmatrix_fragment

    return (ldmatrix_fragment if kind == "ldmatrix" else stmatrix_fragment)(num, trans)


@dataclass(frozen=True, init=False)  # the parameters take part in == and hash
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

