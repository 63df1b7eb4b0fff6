"""CuTe layouts: hierarchical ``shape:stride`` functions from coordinates to offsets.

Semantics follow CuTe's ``layout.hpp`` (and NVIDIA's pycute ``layout.py``) so that anyone who
knows CuTe can predict each result.  A :class:`Layout` maps a coordinate (an integer in
``[0, size)``, or a (nested) coordinate congruent with its shape) to an integer offset:
``L(c) = sum_i c_i * d_i`` over the flattened natural coordinate.  Default strides are
column-major compact (``prefix_product(shape)``).

Algebra: :func:`coalesce` (optionally by mode / against a profile), :func:`filter`,
:func:`composition`, :func:`complement`, :func:`right_inverse`, :func:`left_inverse`,
:func:`logical_divide`, :func:`zipped_divide`, :func:`tiled_divide`, :func:`flat_divide`,
:func:`logical_product`, :func:`zipped_product`, :func:`tiled_product`,
:func:`blocked_product`, :func:`raked_product`.  Inputs the algebra does not define raise
:class:`LayoutError` naming the mode that failed and why.
"""

from __future__ import annotations

from itertools import chain

from .int_tuple import (
    IntTuple,
    LayoutError,
    ValueClass,
    scan_modes,
    as_int_tuple,
    congruent,
    crd2idx,
    depth as _tuple_depth,
    flatten,
    has_none,
    is_int,
    is_tuple,
    prefix_product,
    product,
    rank as _tuple_rank,
    slice_,
    to_str,
)


class Layout(ValueClass):
    """``Layout(shape, stride=None)``: a CuTe layout over nested int tuples.

    ``shape`` entries must be positive ints; ``stride`` must be congruent with ``shape``
    (default: column-major compact strides).  Layouts are immutable and hashable.
    """

    __slots__ = ("_shape", "_stride", "_flat", "_modes")

    def __init__(self, shape: IntTuple, stride: IntTuple | None = None):
        shape = as_int_tuple(shape, "Layout shape")
        for s in flatten(shape):
            if s < 1:
                raise LayoutError(
                    f"Layout shape {to_str(shape)}: every extent must be a positive int, found {s}")
        if stride is None:
            stride = prefix_product(shape)
        else:
            stride = as_int_tuple(stride, "Layout stride")
            if not congruent(shape, stride):
                raise LayoutError(
                    f"Layout: stride {to_str(stride)} is not congruent with shape {to_str(shape)} "
                    "(expected the same nesting of tuples)")
        self._init_fields(_shape=shape, _stride=stride,
                          _flat=tuple(zip(flatten(shape), flatten(stride))),
                          # per top-level mode, its flattened (extent, stride) pairs: the
                          # tuple-coordinate fast path of __call__ (None: an int shape)
                          _modes=tuple(tuple(zip(flatten(s), flatten(d))) for s, d in zip(shape, stride))
                          if is_tuple(shape) else None)

    @property
    def shape(self) -> IntTuple:
        return self._shape

    @property
    def stride(self) -> IntTuple:
        return self._stride

    # -- queries ------------------------------------------------------------------
    def size(self) -> int:
        """Size of the domain: the product of the shape."""
        return product(self._shape)

    def cosize(self) -> int:
        """Size of the codomain: ``sum((s-1)*|d|) + 1`` (CuTe ``cosize``)."""
        return sum((s - 1) * abs(d) for s, d in zip(flatten(self._shape), flatten(self._stride))) + 1

    def rank(self) -> int:
        return _tuple_rank(self._shape)

    def depth(self) -> int:
        return _tuple_depth(self._shape)

    def __len__(self) -> int:
        return self.rank()

    def __iter__(self):
        return (self[i] for i in range(self.rank()))

    def __getitem__(self, i: int) -> "Layout":
        """Mode ``i`` as a layout (a rank-1 layout's only mode is itself)."""
        if not is_int(i):
            raise LayoutError(f"layout {self}: a mode index must be an int, found {i!r}")
        if is_tuple(self._shape):
            if not -len(self._shape) <= i < len(self._shape):
                raise LayoutError(f"layout {self}: mode {i} out of range (rank {self.rank()})")
            return Layout(self._shape[i], self._stride[i])
        if i not in (0, -1):
            raise LayoutError(f"layout {self}: mode {i} out of range (rank 1)")
        return self

    def __call__(self, *args):
        """Coordinate to offset.  ``L(i)``, ``L(i, j)``, ``L((i, (j, k)))``.

        A coordinate containing ``None`` (CuTe's ``_``) slices instead and returns the
        sub-layout of the ``None`` modes (its offset is dropped; see :func:`slice_and_offset`).
        """
        crd = args[0] if len(args) == 1 else tuple(args)
        if is_int(crd):
            # fast path: an integer coordinate runs colexicographically over the flattened modes,
            # the last mode taking whatever is left (identical to crd2idx)
            idx, flat = 0, self._flat
            for s, d in flat[:-1]:
                idx += (crd % s) * d
                crd //= s
            return idx + crd * flat[-1][1] if flat else 0
        modes = self._modes
        if modes is not None and type(crd) is tuple and len(crd) == len(modes) and all(type(c) is int for c in crd):
            # fast path: one int per top-level mode, each run colexicographically over its
            # mode's flattened extents (its last taking whatever is left), as crd2idx splits it
            idx = 0
            for c, flat in zip(crd, modes):
                for s, d in flat[:-1]:
                    idx += (c % s) * d
                    c //= s
                idx += c * flat[-1][1] if flat else 0
            return idx
        if has_none(crd):
            return Layout(slice_(crd, self._shape), slice_(crd, self._stride))
        if is_tuple(crd) and not is_tuple(self._shape) and len(crd) == 1:
            crd = crd[0]
        return crd2idx(crd, self._shape, self._stride)

    def offsets(self) -> list[int]:
        """``[L(0), L(1), ..., L(size-1)]``."""
        return [self(i) for i in range(self.size())]

    # -- identity -----------------------------------------------------------------
    def _key(self) -> tuple:
        return (self._shape, self._stride)

    def __str__(self) -> str:
        return f"{to_str(self._shape)}:{to_str(self._stride)}"

    def __repr__(self) -> str:
        return f"Layout({to_str(self._shape)}, {to_str(self._stride)})"


def _unflatten(flat: list, profile):
    if is_tuple(profile):
        return tuple(_unflatten(flat, p) for p in profile)
    return flat.pop(0)


def compact_col_major(shape: IntTuple) -> IntTuple:
    """CuTe ``compact_major<LayoutLeft>``: first mode fastest (the default strides)."""
    return prefix_product(as_int_tuple(shape, "compact_col_major shape"))


def compact_row_major(shape: IntTuple) -> IntTuple:
    """CuTe ``compact_major<LayoutRight>``: last mode fastest, at every nesting level."""
    shape = as_int_tuple(shape, "compact_row_major shape")
    flat = list(flatten(shape))
    strides, acc = [0] * len(flat), 1
    for i in range(len(flat) - 1, -1, -1):
        strides[i] = acc
        acc *= flat[i]
    return _unflatten(strides, shape)


def make_ordered_layout(shape: IntTuple, order: IntTuple) -> Layout:
    """CuTe ``make_ordered_layout``: a compact layout whose modes get increasing strides in the
    order given by ``order`` (congruent with ``shape``; ties keep left-to-right order).

    ``make_ordered_layout((2,2,2,2), (0,2,3,1))`` is ``(2,2,2,2):(1,4,8,2)``."""
    shape = as_int_tuple(shape, "make_ordered_layout shape")
    order = as_int_tuple(order, "make_ordered_layout order")
    if not congruent(shape, order):
        raise LayoutError(f"make_ordered_layout: order {to_str(order)} is not congruent with "
                          f"shape {to_str(shape)}")
    fs, fo = flatten(shape), flatten(order)
    strides, acc = [0] * len(fs), 1
    for i in sorted(range(len(fs)), key=lambda i: (fo[i], i)):
        strides[i] = acc
        acc *= fs[i]
    return Layout(shape, _unflatten(strides, shape))


def is_layout(x) -> bool:
    return isinstance(x, Layout)


def make_layout(*layouts) -> Layout:
    """Concatenate layouts as the modes of a new layout (CuTe ``make_layout(l0, l1, ...)``).

    ``make_layout(shape)`` / ``make_layout(shape, stride)`` with int tuples build a layout
    directly, ``make_layout([l0, l1])`` accepts an iterable of layouts.
    """
    if len(layouts) in (1, 2) and all(_is_int_tuple(x) for x in layouts):
        return Layout(*layouts)
    if len(layouts) == 1 and not is_layout(layouts[0]):
        layouts = tuple(layouts[0])
    for i, l in enumerate(layouts):
        if not is_layout(l):
            raise LayoutError(f"make_layout: argument {i} is not a Layout (found {l!r})")
    return Layout(tuple(l.shape for l in layouts), tuple(l.stride for l in layouts))


def _is_int_tuple(x) -> bool:
    if is_tuple(x):
        return all(_is_int_tuple(e) for e in x)
    return is_int(x)


def _modes(x) -> tuple:
    return x if is_tuple(x) else (x,)


def size(x, *modes) -> int:
    """``size(L)``, ``size(L, i, j)`` (size of mode ``(i, j)``), also for int tuples."""
    x = _get(x, modes)
    return x.size() if is_layout(x) or hasattr(x, "size") else product(as_int_tuple(x))


def cosize(x, *modes) -> int:
    return _get(x, modes).cosize()


def rank(x, *modes) -> int:
    x = _get(x, modes)
    return x.rank() if is_layout(x) else _tuple_rank(as_int_tuple(x))


def depth(x, *modes) -> int:
    x = _get(x, modes)
    return x.depth() if is_layout(x) else _tuple_depth(as_int_tuple(x))


def shape(x, *modes) -> IntTuple:
    return _get(x, modes).shape


def stride(x, *modes) -> IntTuple:
    return _get(x, modes).stride


def _get(x, modes):
    for m in modes:
        if is_layout(x):
            x = x[m]
        else:
            t = _modes(as_int_tuple(x))
            if not -len(t) <= m < len(t):
                raise LayoutError(f"mode {m} out of range for {to_str(x)}")
            x = t[m]
    return x


def slice_and_offset(crd, layout: Layout):
    """CuTe's ``slice_and_offset``: the sub-layout of the ``None`` modes and the offset of the rest."""
    return (Layout(slice_(crd, layout.shape), slice_(crd, layout.stride)),
            crd2idx(crd, layout.shape, layout.stride))


# ---------------------------------------------------------------------------------
# coalesce / filter
# ---------------------------------------------------------------------------------

def coalesce(layout: Layout, profile=None) -> Layout:
    """Flatten and merge modes while keeping the same int-to-int function.

    With a tuple ``profile`` (e.g. ``(1, 1)``) each of the first ``len(profile)`` modes is
    coalesced separately ("by mode") and the result keeps that rank; nested profiles recurse.
    """
    layout = _need_layout(layout, "coalesce")
    if is_tuple(profile):
        if layout.rank() < len(profile) or not is_tuple(layout.shape):
            raise LayoutError(
                f"coalesce: profile {to_str(profile)} has {len(profile)} modes but layout "
                f"{layout} has rank {layout.rank()}")
        return make_layout(chain((coalesce(layout[i], profile[i]) for i in range(len(profile))),
                                 (layout[i] for i in range(len(profile), layout.rank()))))
    rs, rd = [1], [0]
    for s, d in zip(flatten(layout.shape), flatten(layout.stride)):
        if s == 1:
            continue
        if rs[-1] == 1:
            rs[-1], rd[-1] = s, d
        elif rs[-1] * rd[-1] == d:
            rs[-1] *= s
        else:
            rs.append(s)
            rd.append(d)
    if len(rs) == 1:
        return Layout(rs[0], rd[0])
    return Layout(tuple(rs), tuple(rd))


def filter(layout: Layout, profile=None) -> Layout:  # noqa: A001 - CuTe's name
    """Replace stride-0 modes by size 1 and coalesce (CuTe ``filter``)."""
    layout = _need_layout(layout, "filter")
    if is_tuple(profile):
        if layout.rank() < len(profile) or not is_tuple(layout.shape):
            raise LayoutError(f"filter: profile {to_str(profile)} longer than layout {layout}")
        return make_layout(chain((filter(layout[i], profile[i]) for i in range(len(profile))),
                                 (layout[i] for i in range(len(profile), layout.rank()))))
    pairs = [(s, d) for s, d in zip(flatten(layout.shape), flatten(layout.stride))
             if not (s == 1 or d == 0)]
    if not pairs:
        return Layout(1, 0)
    return coalesce(Layout(tuple(s for s, _ in pairs), tuple(d for _, d in pairs)))


def _need_layout(x, fn: str) -> Layout:
    if is_layout(x):
        return x
    if is_int(x) or is_tuple(x):
        try:
            return Layout(x)
        except LayoutError:
            pass
    raise LayoutError(f"{fn}: expected a Layout, found {x!r}")


# ---------------------------------------------------------------------------------
# composition
# ---------------------------------------------------------------------------------

def composition(a, b, _where: str = ""):
    """``R = A o B`` with ``R(c) = A(B(c))`` for every ``c`` in B's domain.

    ``b`` may be a Layout, an int ``n`` (meaning ``n:1``), ``None`` (keep A), or a tuple of
    those (a "tiler", applied to A's first ``len(b)`` modes; like current CuTe, A's modes that
    the tiler does not reach are dropped).  A Layout ``b`` with a tuple shape distributes over
    its modes, so the result's shape is congruent with B's.  ``a`` may also be a
    :class:`~tirx_mlir.layout.swizzle.Swizzle` or
    :class:`~tirx_mlir.layout.swizzle.ComposedLayout`; the result is then a ComposedLayout.

    Follows CuTe's ``composition_impl`` (A is first flattened with ``coalesce_x``).  Where
    CuTe's divisibility conditions fail and its result would not equal ``A(B(c))``, raises
    :class:`LayoutError` naming B's mode, A's mode and the condition.
    """
    from .swizzle import ComposedLayout, Swizzle  # local: swizzle imports this module

    if isinstance(a, Swizzle):
        return ComposedLayout(a, 0, _need_layout(b, "composition"))
    if isinstance(a, ComposedLayout):
        return a.compose(b)
    if not is_layout(a):
        raise LayoutError(f"composition: left operand must be a Layout or Swizzle, found {a!r}")
    r = _by_mode("composition", a, b, lambda ai, bi, i: composition(ai, bi, f"{_where}tiler mode {i}: "),
                 keep_rest=False, need_layout=False)
    if not isinstance(r, tuple):
        return r
    a, b = r
    if isinstance(b, (Swizzle, ComposedLayout)):
        raise LayoutError(f"composition: {a} o {b}: a swizzle or composed layout on the right is not "
                          "supported; compose the swizzle on the left (swizzle o layout)")
    if not is_layout(b):
        raise LayoutError(f"composition: right operand must be a Layout, int, tuple or None, found {b!r}")
    flat_a = coalesce_x(a)
    usage: dict = {}
    result = _compose_impl(flat_a, b.shape, b.stride, a, b, _where, (), usage)
    # Right-distributivity, A(B0(i) + B1(j)) == A(B0(i)) + A(B1(j)), holds only when the
    # digits B's modes place in each bounded mode of A add up without a carry.
    a_shapes = flatten(flat_a.shape)
    for k, uses in sorted(usage.items()):
        if sum(u for u, _ in uses) > a_shapes[k] - 1:
            modes = ", ".join(_mode_name(p) for _, p in uses)
            raise LayoutError(
                f"composition {a} o {b}: {_where}{modes} overlap in mode {k} "
                f"({a_shapes[k]}:{flatten(flat_a.stride)[k]}) of A coalesced to {flat_a}: "
                f"their offsets into that mode add up past its size {a_shapes[k]}, so A o B is "
                "not a layout (disjointness condition)")
    return result


def coalesce_x(layout: Layout) -> Layout:
    """CuTe's ``detail::coalesce_x``: like :func:`coalesce` but keeps the function outside the
    domain too (a trailing size-1 mode keeps its stride, as a size-2 mode)."""
    fs, fd = list(flatten(layout.shape)), list(flatten(layout.stride))
    if fs[-1] == 1:
        fs[-1] = 2
    return coalesce(Layout(tuple(fs), tuple(fd)))


def _compose_impl(a: Layout, bs: IntTuple, bd: IntTuple, orig_a, orig_b, where, path,
                  usage) -> Layout:
    if is_tuple(bs):
        parts = [_compose_impl(a, s, d, orig_a, orig_b, where, path + (i,), usage)
                 for i, (s, d) in enumerate(zip(bs, bd))]
        return make_layout(parts) if parts else Layout((), ())
    if bd == 0:
        return Layout(bs, 0)
    a_shapes, a_strides = flatten(a.shape), flatten(a.stride)
    if len(a_shapes) == 1:
        return Layout(bs, bd * a_strides[0])
    if bd < 0:
        raise LayoutError(
            f"composition {orig_a} o {orig_b}: {where}{_mode_name(path)} ({bs}:{bd}) has a negative "
            f"stride; it only composes with a single-mode A, and A coalesces to {a}")

    def fail(k, why):
        raise LayoutError(
            f"composition {orig_a} o {orig_b}: {where}{_mode_name(path)} ({bs}:{bd}) cannot be "
            f"composed with mode {k} ({a_shapes[k]}:{a_strides[k]}) of A coalesced to {a}: {why}")

    rs, rd = [], []
    rest_shape, rest_stride = bs, bd
    sign = 1 if bd > 0 else -1
    for k, (s, d) in enumerate(zip(a_shapes[:-1], a_strides[:-1])):
        r = abs(rest_stride)
        next_shape = -(-s // r)
        next_stride = -(-r // s) * sign
        if rest_shape == 1:
            rest_stride = next_stride
            continue
        if next_shape == 1:
            # B steps over this whole mode: its stride must be a multiple of the mode's size.
            if r % s != 0:
                fail(k, f"stride divisibility condition: remaining stride {r} is neither a multiple "
                        f"of nor smaller than the mode's size {s}")
            rest_stride = next_stride
            continue
        new_shape = min(next_shape, rest_shape)
        if s % r != 0 and rest_shape > next_shape:
            fail(k, f"stride divisibility condition: remaining stride {r} does not divide the "
                    f"mode's size {s}, and B's {rest_shape} remaining elements run past the mode")
        if rest_shape % new_shape != 0:
            fail(k, f"shape divisibility condition: the mode holds {new_shape} of B's steps, which "
                    f"does not divide B's remaining size {rest_shape}")
        rs.append(new_shape)
        rd.append(rest_stride * d)
        if new_shape > 1:
            usage.setdefault(k, []).append(((new_shape - 1) * r, path))
        rest_shape //= new_shape
        rest_stride = next_stride
    if not rs:
        return Layout(rest_shape, rest_stride * a_strides[-1])
    if rest_shape == 1:
        return Layout(rs[0], rd[0]) if len(rs) == 1 else Layout(tuple(rs), tuple(rd))
    rs.append(rest_shape)
    rd.append(rest_stride * a_strides[-1])
    return Layout(tuple(rs), tuple(rd))


def _mode_name(path) -> str:
    if not path:
        return "B"
    return "mode " + ".".join(str(p) for p in path) + " of B"


# ---------------------------------------------------------------------------------
# complement and inverses
# ---------------------------------------------------------------------------------

def ceil_div(a: IntTuple, b: IntTuple) -> IntTuple:
    """CuTe ``ceil_div``; a tuple divided by an int is divided mode by mode, left to right."""
    if is_tuple(a):
        return scan_modes("ceil_div", ceil_div, a, b, ceil_div, strict=False)
    if is_tuple(b):
        return ceil_div(a, product(b))
    return -(-a // b)


def complement(layout, cotarget: IntTuple | None = None) -> Layout:
    """The layout of the offsets ``layout`` does not reach, ordered, up to ``cotarget``.

    ``make_layout(layout, complement(layout, M))`` is a bijection onto ``[0, M')`` where
    ``M'`` is ``M`` rounded up to a multiple of the layout's extent.  ``cotarget`` is an int
    or a shape (CuTe then divides it mode by mode); default: ``cosize(filter(layout))``.
    Stride-0 and size-1 modes are ignored.  Raises :class:`LayoutError` for a layout whose
    modes overlap (not injective) or whose strides do not tile (a stride that is not a
    multiple of the extent covered by the modes of smaller stride).
    """
    layout = _need_layout(layout, "complement")
    filt = filter(layout)
    if cotarget is None:
        cotarget = filt.cosize()
    cotarget = as_int_tuple(cotarget, "complement cotarget")
    flat = [(d, s) for s, d in zip(flatten(filt.shape), flatten(filt.stride)) if not (d == 0 or s == 1)]
    if not flat:
        return Layout(product(cotarget), 1) if product(cotarget) != 1 else Layout(1, 0)
    for d, s in flat:
        if d < 0:
            raise LayoutError(f"complement of {layout}: mode {s}:{d} has a negative stride; "
                              "complement is defined for non-negative strides")
    flat.sort()
    rs, rd = [], []
    current = 1
    for d, s in flat:
        if d < current:
            raise LayoutError(
                f"complement of {layout}: the layout is not injective: its mode {s}:{d} overlaps "
                f"the modes of smaller stride, which already cover [0, {current})")
        if d % current != 0:
            raise LayoutError(
                f"complement of {layout}: its mode {s}:{d} has stride {d}, not a multiple of "
                f"{current}, the extent covered by the modes of smaller stride")
        rs.append(d // current)
        rd.append(current)
        current = s * d
    rs.append(product(ceil_div(cotarget, current)))
    rd.append(current)
    return coalesce(Layout(tuple(rs), tuple(rd)))


def _flat_modes(layout, name: str) -> tuple[tuple, tuple, tuple]:
    """The coalesced layout's flat shapes and strides, and the shapes' prefix products."""
    flat = coalesce(_need_layout(layout, name))
    fs, fd = flatten(flat.shape), flatten(flat.stride)
    return fs, fd, prefix_product(fs)


def right_inverse(layout) -> Layout:
    """R with ``layout(R(i)) == i`` for ``i`` in ``[0, size(R))``, size(R) as large as possible.

    CuTe: coalesce, sort the modes by stride and chain those that continue the contiguous
    range starting at offset 1.  A layout that never reaches offset 1 gives ``1:0``.
    """
    if layout is None:
        return None
    fs, fd, pre = _flat_modes(layout, "right_inverse")
    rs, rd = [1], [0]
    current = 1
    for i in sorted(range(len(fs)), key=lambda i: (fd[i], i)):
        if fd[i] == current:
            rs.append(fs[i])
            rd.append(pre[i])
            current = fs[i] * fd[i]
    return coalesce(Layout(tuple(rs), tuple(rd)))


def left_inverse(layout) -> Layout:
    """R with ``R(layout(i)) == i`` for every ``i`` of an injective layout's domain.

    CuTe's quasi-inverse: for any layout ``layout(R(layout(i))) == layout(i)``; offsets the
    layout never reaches map to arbitrary coordinates.  Raises :class:`LayoutError` when a
    stride is not a multiple of the next smaller one (CuTe's left-inverse divisibility
    condition).
    """
    if layout is None:
        return None
    layout = _need_layout(layout, "left_inverse")  # its messages name the Layout
    fs, fd, pre = _flat_modes(layout, "left_inverse")
    order = sorted(range(len(fs)), key=lambda i: (fd[i], i))
    rs, rd = [], [0]
    for i in order:
        if fd[i] == 0:
            continue
        if fd[i] < 0:
            raise LayoutError(f"left_inverse of {layout}: mode {fs[i]}:{fd[i]} has a negative stride")
        sz = product(tuple(rs))
        if fd[i] % sz != 0:
            raise LayoutError(
                f"left_inverse of {layout}: mode {fs[i]}:{fd[i]}: stride {fd[i]} is not a multiple "
                f"of {sz}, the next smaller stride (left-inverse divisibility condition)")
        rs.append(fd[i] // sz)
        rd.append(pre[i])
    rs.append(fs[order[-1]])
    return coalesce(Layout(tuple(rs), tuple(rd)))


# ---------------------------------------------------------------------------------
# divides and products
# ---------------------------------------------------------------------------------

def _by_mode(name: str, a, tiler, fn, keep_rest: bool = True, need_layout: bool = True):
    """The tiler steps `composition`, `logical_divide` and `logical_product` share: `a` as a
    Layout, a `None` tiler keeps `a`, an integer tiler is the layout `tiler:1`, and a tuple
    tiler applies `fn(a_i, tiler_i, i)` mode by mode (the modes past the tiler's kept with
    `keep_rest`, dropped otherwise). Returns the result, or (a, tiler) for the caller to
    combine (the tiler as a Layout with `need_layout`)."""
    a = _need_layout(a, name)
    if tiler is None:
        return a
    if is_int(tiler):
        tiler = Layout(tiler)
    if is_tuple(tiler):
        if a.rank() < len(tiler) or (not is_tuple(a.shape) and len(tiler) > 1):
            raise LayoutError(f"{name}: tiler with {len(tiler)} modes is longer than "
                              f"layout {a} (rank {a.rank()})")
        rest = range(len(tiler), a.rank()) if keep_rest else ()
        return make_layout(chain((fn(a[i], tiler[i], i) for i in range(len(tiler))),
                                 (a[i] for i in rest)))
    return a, _need_layout(tiler, name) if need_layout else tiler


def logical_divide(a, tiler):
    """``A / B = A o (B, complement(B, size(A)))``: mode 0 is the tile, mode 1 the tiles.

    A tuple tiler divides A mode by mode; ``None`` keeps a mode.
    """
    from .swizzle import ComposedLayout
    if isinstance(a, ComposedLayout):
        return a.outer_compose(logical_divide(a.inner, tiler))
    r = _by_mode("logical_divide", a, tiler, lambda ai, ti, _: logical_divide(ai, ti))
    if not isinstance(r, tuple):
        return r
    a, tiler = r
    try:
        comp = complement(tiler, coalesce(a).shape)
        return composition(a, make_layout(tiler, comp))
    except LayoutError as e:
        raise LayoutError(f"logical_divide of {a} by tile {tiler}: {e}") from None


def logical_product(a, tiler):
    """``A x B = (A, complement(A, size(A)*cosize(B)) o B)``: mode 0 is A, mode 1 repeats it."""
    r = _by_mode("logical_product", a, tiler, lambda ai, ti, _: logical_product(ai, ti))
    if not isinstance(r, tuple):
        return r
    a, tiler = r
    try:
        return make_layout(a, composition(complement(a, a.size() * tiler.cosize()), tiler))
    except LayoutError as e:
        raise LayoutError(f"logical_product of {a} by {tiler}: {e}") from None


def _hier_unzip(splitter, a: Layout, tiler) -> Layout:
    if tiler is None:
        return make_layout(Layout(1, 0), a)
    if is_tuple(tiler):
        if a.rank() < len(tiler) or (not is_tuple(a.shape) and len(tiler) > 1):
            raise LayoutError(f"tiler with {len(tiler)} modes is longer than layout {a} "
                              f"(rank {a.rank()})")
        split = [_hier_unzip(splitter, a[i], tiler[i]) for i in range(len(tiler))]
        return make_layout(make_layout(sp[0] for sp in split),
                           make_layout(chain((sp[1] for sp in split),
                                             (a[i] for i in range(len(tiler), a.rank())))))
    return splitter(a, tiler)


def zipped_divide(a, tiler):
    """``((tile modes...), (rest modes...))``: the tiles' modes gathered into mode 0."""
    from .swizzle import ComposedLayout
    if isinstance(a, ComposedLayout):
        return a.outer_compose(zipped_divide(a.inner, tiler))
    return _hier_unzip(logical_divide, _need_layout(a, "zipped_divide"), tiler)


def tiled_divide(a, tiler):
    """``((tile modes...), rest0, rest1, ...)``."""
    from .swizzle import ComposedLayout
    if isinstance(a, ComposedLayout):
        return a.outer_compose(tiled_divide(a.inner, tiler))
    r = zipped_divide(a, tiler)
    return make_layout([r[0]] + [r[1][i] for i in range(r[1].rank())])


def flat_divide(a, tiler):
    """``(tile0, tile1, ..., rest0, rest1, ...)``."""
    from .swizzle import ComposedLayout
    if isinstance(a, ComposedLayout):
        return a.outer_compose(flat_divide(a.inner, tiler))
    r = zipped_divide(a, tiler)
    return make_layout([r[0][i] for i in range(r[0].rank())] + [r[1][i] for i in range(r[1].rank())])


def zipped_product(a, tiler):
    return _hier_unzip(logical_product, _need_layout(a, "zipped_product"), tiler)


def tiled_product(a, tiler):
    r = zipped_product(a, tiler)
    return make_layout([r[0]] + [r[1][i] for i in range(r[1].rank())])


def _append(l: Layout, n: int) -> Layout:
    """CuTe ``append<n>(layout)``: pad with ``1:0`` modes up to rank n."""
    modes = list(l) if is_tuple(l.shape) else [l]
    return make_layout(modes + [Layout(1, 0)] * (n - len(modes)))


def blocked_product(a, b) -> Layout:
    """Tile B's grid with copies of A, A's elements contiguous: mode i is ``(A_i, B_i)``."""
    a, b = _need_layout(a, "blocked_product"), _need_layout(b, "blocked_product")
    n = max(a.rank(), b.rank())
    r = logical_product(_append(a, n), _append(b, n))
    return make_layout(make_layout(r[0][i], r[1][i]) for i in range(n))


def raked_product(a, b) -> Layout:
    """Like :func:`blocked_product` but A's elements are spread across the grid: ``(B_i, A_i)``."""
    a, b = _need_layout(a, "raked_product"), _need_layout(b, "raked_product")
    n = max(a.rank(), b.rank())
    r = logical_product(_append(a, n), _append(b, n))
    return make_layout(make_layout(r[1][i], r[0][i]) for i in range(n))
