"""`layout` dialect op (`layout.apply`) and the queries other dialects use (shape_and_dtype, subtile_error)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from xdsl.dialects.builtin import DYNAMIC_INDEX, IndexType
from xdsl.ir import Attribute, SSAValue
from xdsl.irdl import (IRDLOperation, irdl_op_definition, prop_def, result_def, traits_def,
                       var_operand_def)
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from tirx_mlir.layout import ComposedLayout

from .attributes import LayoutAttribute
from .fragments import WgmmaAAttr, WgmmaAccAttr, _MatrixFragmentAttr


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

