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

Modules: `attributes` (the layout, swizzled and shared-memory tile attributes, their CuTe-text
parsing), `fragments` (the wgmma and ldmatrix/stmatrix register fragments), `ops`
(`layout.apply` and the queries other dialects use); every public name is importable from
`tirx_mlir.dialects.layout`.
"""

from __future__ import annotations

from xdsl.ir import Dialect

from .attributes import (
    LayoutAttr,
    LayoutAttribute,
    SmemLayoutAttr,
    SwizzledLayoutAttr,
    element_bits,
)
from .fragments import LdmatrixAttr, StmatrixAttr, WgmmaAAttr, WgmmaAccAttr
from .ops import ApplyOp, shape_and_dtype, subtile_error

__all__ = [
    "LAYOUT",
    "ApplyOp",
    "LayoutAttr",
    "LayoutAttribute",
    "LdmatrixAttr",
    "SmemLayoutAttr",
    "StmatrixAttr",
    "SwizzledLayoutAttr",
    "WgmmaAAttr",
    "WgmmaAccAttr",
    "element_bits",
    "shape_and_dtype",
    "subtile_error",
]

LAYOUT = Dialect(
    "layout",
    [ApplyOp],
    [LayoutAttr, SwizzledLayoutAttr, SmemLayoutAttr, WgmmaAccAttr, WgmmaAAttr, LdmatrixAttr,
     StmatrixAttr],
)
