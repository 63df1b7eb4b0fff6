"""Changing the unit of a layout's offsets: CuTe's ``upcast``, ``downcast`` and ``recast_layout``.

``upcast(L, n)`` re-expresses a layout whose offsets count small units (say bytes) in units
``n`` times larger (say bf16 elements): a stride-1 mode of size ``s`` becomes ``s/n`` wide
vectors, every other stride is divided by ``n``.  ``downcast`` is the reverse.  On a
:class:`Swizzle` the XOR pattern moves ``log2(n)`` bits down (up): the 128-byte swizzle
``Sw<3,4,3>`` on bytes is ``Sw<3,3,3>`` on 16-bit elements.  Follows CuTe's ``layout.hpp``
and ``swizzle_layout.hpp``.
"""

from __future__ import annotations

from .int_tuple import LayoutError, is_int, is_tuple
from .layout import Layout, is_layout
from .swizzle import ComposedLayout, Swizzle


def _check_n(n, fn):
    if not (is_int(n) and n >= 1):
        raise LayoutError(f"{fn}: the factor must be a positive int, found {n!r}")


def _cdiv(a, b):
    return -(-a // b)


def _upcast_leaves(s, d, n, where):
    if is_tuple(s):
        pairs = [_upcast_leaves(x, y, n, f"{where}.{i}") for i, (x, y) in enumerate(zip(s, d))]
        return tuple(p[0] for p in pairs), tuple(p[1] for p in pairs)
    if d == 0:
        return s, d
    a = abs(d)
    if not (a % n == 0 or n % a == 0):
        raise LayoutError(f"upcast by {n}: mode {where} ({s}:{d}): stride {d} and {n} do not divide "
                          "one another (CuTe's divisibility condition)")
    return _cdiv(s, _cdiv(n, a)), (1 if d > 0 else -1) * _cdiv(a, n)


def upcast(x, n: int):
    """``x`` (Layout, Swizzle or ComposedLayout) with offsets counted in units ``n`` times larger."""
    _check_n(n, "upcast")
    if is_layout(x):
        s, d = _upcast_leaves(x.shape, x.stride, n, "0" if not is_tuple(x.shape) else "")
        return Layout(s, d)
    if isinstance(x, Swizzle):
        log2n = _log2(n, "upcast")
        m = x.base - log2n
        return Swizzle(x.bits, m, x.shift) if m >= 0 else Swizzle(max(x.bits + m, 0), 0, x.shift)
    if isinstance(x, ComposedLayout):
        if x.offset % n:
            raise LayoutError(f"upcast by {n}: offset {x.offset} of {x} is not a multiple of {n}")
        return ComposedLayout(upcast(x.outer, n), x.offset // n, upcast(x.inner, n))
    raise LayoutError(f"upcast: expected a Layout, Swizzle or ComposedLayout, found {x!r}")


def _downcast_leaves(s, d, n):
    if is_tuple(s):
        pairs = [_downcast_leaves(x, y, n) for x, y in zip(s, d)]
        return tuple(p[0] for p in pairs), tuple(p[1] for p in pairs)
    if d in (1, -1):
        return s * n, d
    return s, d * n


def downcast(x, n: int):
    """``x`` with offsets counted in units ``n`` times smaller (needs a stride-1 mode)."""
    _check_n(n, "downcast")
    if is_layout(x):
        from .int_tuple import flatten
        if not any(abs(d) == 1 for d in flatten(x.stride)):
            raise LayoutError(f"downcast by {n}: layout {x} has no stride-1 mode, so adjacent "
                              "elements cannot be split (CuTe requires one)")
        s, d = _downcast_leaves(x.shape, x.stride, n)
        return Layout(s, d)
    if isinstance(x, Swizzle):
        return Swizzle(x.bits, x.base + _log2(n, "downcast"), x.shift)
    if isinstance(x, ComposedLayout):
        return ComposedLayout(downcast(x.outer, n), x.offset * n, downcast(x.inner, n))
    raise LayoutError(f"downcast: expected a Layout, Swizzle or ComposedLayout, found {x!r}")


def recast_layout(x, old_bits: int, new_bits: int):
    """CuTe ``recast_layout<Old, New>``: from offsets in ``old_bits``-bit units to ``new_bits``."""
    from math import gcd
    for name, v in (("old_bits", old_bits), ("new_bits", new_bits)):
        if not (is_int(v) and v > 0):
            raise LayoutError(f"recast_layout: {name} must be a positive int, found {v!r}")
    g = gcd(old_bits, new_bits)
    num, den = new_bits // g, old_bits // g
    if num == 1 and den == 1:
        return x
    if num == 1:
        return downcast(x, den)
    if den == 1:
        return upcast(x, num)
    return downcast(upcast(x, num), den)


def _log2(n, fn):
    if n & (n - 1):
        raise LayoutError(f"{fn} of a Swizzle: the factor must be a power of two, found {n}")
    return n.bit_length() - 1
