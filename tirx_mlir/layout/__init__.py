"""tirx_mlir.layout: CuTe's layout algebra in pure Python (no xDSL import).

    >>> from tirx_mlir.layout import Layout, composition
    >>> L = Layout((4, (2, 2)), (1, (4, 8)))
    >>> str(L), L(5), L(1, (1, 0))
    ('(4,(2,2)):(1,(4,8))', 5, 5)

See docs/layout.md for worked examples.
"""

from .int_tuple import (
    IntTuple,
    LayoutError,
    congruent,
    crd2idx,
    flatten,
    idx2crd,
    inner_product,
    is_int,
    is_tuple,
    prefix_product,
    product,
    shape_div,
)
from .layout import (
    Layout,
    blocked_product,
    ceil_div,
    coalesce,
    coalesce_x,
    compact_col_major,
    compact_row_major,
    complement,
    composition,
    cosize,
    depth,
    filter,
    flat_divide,
    is_layout,
    left_inverse,
    logical_divide,
    logical_product,
    make_layout,
    make_ordered_layout,
    raked_product,
    rank,
    right_inverse,
    shape,
    size,
    slice_and_offset,
    stride,
    tiled_divide,
    tiled_product,
    zipped_divide,
    zipped_product,
)
from .swizzle import ComposedLayout, Swizzle
from .parse import parse_layout
from .recast import downcast, recast_layout, upcast
from .fragments import (
    TVLayout,
    elements,
    ldmatrix_address_lane,
    ldmatrix_fragment,
    owner,
    owner_table,
    stmatrix_fragment,
    vectorized_copy,
    wgmma_a_fragment,
    wgmma_accumulator,
)

__all__ = [
    "IntTuple", "LayoutError", "congruent", "crd2idx", "flatten", "idx2crd", "inner_product",
    "is_int", "is_tuple", "prefix_product", "product", "shape_div",
    "Layout", "blocked_product", "ceil_div", "coalesce", "coalesce_x", "compact_col_major",
    "compact_row_major", "complement", "composition", "cosize", "depth",
    "filter", "flat_divide", "is_layout", "left_inverse", "logical_divide", "logical_product",
    "make_layout", "make_ordered_layout", "raked_product", "rank", "right_inverse", "shape",
    "size", "slice_and_offset", "stride", "tiled_divide", "tiled_product", "zipped_divide", "zipped_product",
    "ComposedLayout", "Swizzle", "parse_layout", "downcast", "recast_layout", "upcast",
    "TVLayout", "elements", "ldmatrix_address_lane", "ldmatrix_fragment", "owner", "owner_table",
    "stmatrix_fragment", "vectorized_copy", "wgmma_a_fragment", "wgmma_accumulator",
]
