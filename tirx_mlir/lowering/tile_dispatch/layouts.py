"""What tile-dispatch needs to know about a tile's layout, read off its layout attribute.

* `smem_info(buffer_type)`: for a shared-memory tile with a canonical (TMA/wgmma) layout
  `#layout.smem<RxCxT, swizzle = S, major = K|MN>`, the CuTe layout function from
  `(row, col)` to an element offset (`tirx_mlir.layout.smem.smem_tile_layout`), the swizzle
  mode and which coordinate is contiguous.
* `frag_info(frag_type)`: for a register fragment with a wgmma accumulator-shaped layout
  (`#layout.wgmma_acc<64xNxT>`), which (row, col) each value of each thread holds.

Both return a reason string instead when the attribute is not one they understand; variant
predicates pass that reason on.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.dialects.builtin import StringAttr
from xdsl.ir import Attribute

from tirx_mlir.dialects.tile import BufferType, FragType, element_bits
from tirx_mlir.memo import memoized


@dataclass(frozen=True)
class SmemInfo:
    rows: int              # MN extent (first tile coordinate)
    cols: int              # K extent (second tile coordinate)
    bits: int              # element width
    major: str             # "K": the second coordinate is contiguous; "MN": the first
    swizzle: str           # "none", "32B", "64B", "128B"
    layout: object         # tirx_mlir.layout Layout / ComposedLayout: (r, c) -> element offset

    @property
    def elem_bytes(self) -> int:
        return self.bits // 8

    @property
    def span_bytes(self) -> int:
        """Bytes of one swizzle row (16 without swizzle): the widest contiguous run."""
        return {"none": 16, "32B": 32, "64B": 64, "128B": 128}[self.swizzle]

    def offset(self, r: int, c: int) -> int:
        """Element offset of (r, c)."""
        return int(self.layout((r, c)))

    def inner(self):
        """The layout without its swizzle (the swizzle applies to the resulting offset)."""
        from tirx_mlir.layout.smem import split_swizzle

        return split_swizzle(self.layout)

    def cosize_bytes(self) -> int:
        return _cosize(self.layout) * self.elem_bytes


@memoized
def _cosize(layout) -> int:
    return int(layout.cosize())  # enumerates the layout: once per layout


def smem_params(layout: Attribute) -> tuple[str, str] | str:
    """(swizzle, major) of a `#layout.smem` attribute, or why it is not one."""
    from tirx_mlir.dialects import layout as L

    if not isinstance(layout, L.SmemLayoutAttr):
        return f"layout {layout} is not a canonical shared-memory layout (#layout.smem)"
    return layout.swizzle.data, layout.major.data


@memoized
def smem_info(t: Attribute) -> SmemInfo | str:
    """The SmemInfo of a shared tile type (memoized: a pure function of the attribute)."""
    if not isinstance(t, BufferType):
        return f"expected a shared tile, found {t}"
    p = smem_params(t.layout)
    if isinstance(p, str):
        return p
    swizzle, major = p
    shape = t.get_shape()
    if len(shape) != 2:
        return f"expected a rank-2 shared tile, found rank {len(shape)}"
    from tirx_mlir.layout import LayoutError
    from tirx_mlir.layout.smem import smem_tile_layout

    bits = element_bits(t.element_type)
    try:
        lay = smem_tile_layout(shape[0], shape[1], bits, major, swizzle)
    except LayoutError as e:
        return str(e)
    return SmemInfo(shape[0], shape[1], bits, major, swizzle, lay)


@dataclass(frozen=True)
class FragInfo:
    """A fragment in the wgmma accumulator arrangement (PTX ISA 9.7.15.5.1.1, "Register
    fragments", figure "WGMMA .m64nNk16 register fragment layout for accumulator matrix D"):
    64 x N over the 128 threads of a warpgroup; thread t (warp w = t / 32, lane l = t % 32)
    holds N/2 values; value i sits at

        row = 16*w + l/4 + 8*((i/2) % 2),   col = 8*(i/4) + 2*(l%4) + i%2.

    The same arrangement is the A-operand fragment of wgmma with A in registers for 16-bit
    types (figure "WGMMA .m64nNk16 register fragment layout for matrix A"), one k16 slice
    being 8 consecutive values. A row-reduced fragment (rank 1) holds two values per
    thread: rows 16*w + l/4 and 16*w + l/4 + 8.
    """

    rows: int
    cols: int          # 0 for a row-reduced fragment
    threads: int = 128

    @property
    def per_thread(self) -> int:
        return 2 if self.cols == 0 else self.rows * self.cols // self.threads

    @staticmethod
    def coord(i: int, warp: int, lane: int) -> tuple[int, int]:
        return (16 * warp + lane // 4 + 8 * ((i // 2) % 2), 8 * (i // 4) + 2 * (lane % 4) + i % 2)


def frag_info(t: Attribute) -> FragInfo | str:
    if not isinstance(t, FragType):
        return f"expected a register fragment, found {t}"
    from tirx_mlir.dialects import layout as L

    if not isinstance(t.layout, L.WgmmaAccAttr):
        return f"layout {t.layout} is not a wgmma accumulator layout (#layout.wgmma_acc)"
    shape = t.get_shape()
    lshape = tuple(t.layout.tile_shape())
    if lshape[0] != 64:
        return f"expected a 64-row wgmma accumulator layout, found {t.layout}"
    if len(shape) == 1:
        return FragInfo(shape[0], 0)
    return FragInfo(shape[0], shape[1])


def global_layout(t: Attribute) -> str | None:
    lay = getattr(t, "layout", None)
    return lay.data if isinstance(lay, StringAttr) else None
