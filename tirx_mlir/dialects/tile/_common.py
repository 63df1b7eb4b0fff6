"""Scopes, element types and layout-fit facts shared by the tile dialect's modules."""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import (DYNAMIC_INDEX, BFloat16Type, Float8E4M3FNType, Float8E5M2Type,
                                   Float16Type, Float32Type, IntegerType, StringAttr)
from xdsl.ir import Attribute

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


