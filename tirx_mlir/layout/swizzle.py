"""CuTe swizzles and composed layouts.

``Swizzle(bits, base, shift)`` is CuTe's ``Swizzle<B, M, S>``: on an offset it XORs the
``bits`` bits starting at bit ``base + max(0, shift)`` (the "YYY" mask) into the bits
starting at ``base - min(0, shift)`` (the "ZZZ" mask)::

    Sw(x) = x ^ ((x & yyy_mask) >> shift)          (shift < 0 shifts left)

``Swizzle(3, 4, 3)`` on byte offsets is the 128-byte swizzle of TMA/wgmma; on bf16 element
offsets the same pattern is ``Swizzle(3, 3, 3)`` (see docs/layout.md).

``ComposedLayout(outer, offset, inner)`` is CuTe's ``ComposedLayout<A, O, B>``: the function
``c -> outer(offset + inner(c))``; its domain (shape, size, modes) is the inner layout's.
"""

from __future__ import annotations

from .int_tuple import LayoutError, ValueClass, crd2idx, has_none, is_int, slice_
from .layout import Layout, composition, is_layout


class Swizzle(ValueClass):
    """CuTe ``Swizzle<B, M, S>``; ``Swizzle(0, m, s)`` is the identity."""

    __slots__ = ("bits", "base", "shift")

    def __init__(self, bits: int, base: int, shift: int):
        for name, v in (("bits", bits), ("base", base), ("shift", shift)):
            if not is_int(v):
                raise LayoutError(f"Swizzle {name}: expected an int, found {v!r}")
        if bits < 0:
            raise LayoutError(f"Swizzle bits: expected >= 0, found {bits}")
        if base < 0:
            raise LayoutError(f"Swizzle base: expected >= 0, found {base}")
        if abs(shift) < bits:
            raise LayoutError(
                f"Swizzle shift: expected |shift| >= bits ({bits}) so the XOR source and target "
                f"bits do not overlap, found {shift}")
        if base + bits + abs(shift) > 63:  # an offset is a 64-bit index; bit 63 is its sign
            raise LayoutError(
                f"Swizzle: expected base + bits + |shift| <= 63 (the bits of a 64-bit index offset), "
                f"found {base} + {bits} + {abs(shift)} = {base + bits + abs(shift)}")
        self._init_fields(bits=bits, base=base, shift=shift)

    @property
    def bit_mask(self) -> int:
        return (1 << self.bits) - 1

    @property
    def yyy_mask(self) -> int:
        """The source bits (CuTe ``yyy_msk``)."""
        return self.bit_mask << (self.base + max(0, self.shift))

    @property
    def zzz_mask(self) -> int:
        """The target bits (CuTe ``zzz_msk``)."""
        return self.bit_mask << (self.base - min(0, self.shift))

    def __call__(self, offset: int) -> int:
        if not is_int(offset):
            raise LayoutError(f"Swizzle {self}: expected an int offset, found {offset!r}")
        y = offset & self.yyy_mask
        return offset ^ (y >> self.shift if self.shift >= 0 else y << -self.shift)

    def size(self) -> int:
        """The block the swizzle permutes: ``2**(bits + base + |shift|)`` offsets (pycute)."""
        return 1 << (self.bits + self.base + abs(self.shift))

    def cosize(self) -> int:
        return self.size()

    def is_identity(self) -> bool:
        return self.bits == 0

    def _key(self) -> tuple:
        return (self.bits, self.base, self.shift)

    def __str__(self) -> str:
        return f"Sw<{self.bits},{self.base},{self.shift}>"



class ComposedLayout(ValueClass):
    """``outer o offset o inner``: ``c -> outer(offset + inner(c))`` (CuTe ``ComposedLayout``).

    ``outer`` is a :class:`Swizzle` or a :class:`Layout`; ``inner`` is a :class:`Layout`.
    """

    __slots__ = ("outer", "offset", "inner")

    def __init__(self, outer, offset, inner=None):
        if inner is None and is_layout(offset):   # ComposedLayout(outer, inner)
            offset, inner = 0, offset
        if not isinstance(outer, (Swizzle, Layout)):
            raise LayoutError(f"ComposedLayout outer: expected a Swizzle or Layout, found {outer!r}")
        if not is_int(offset):
            raise LayoutError(f"ComposedLayout offset: expected an int, found {offset!r}")
        if not is_layout(inner):
            raise LayoutError(f"ComposedLayout inner: expected a Layout, found {inner!r}")
        self._init_fields(outer=outer, offset=offset, inner=inner)

    # domain = inner's domain
    @property
    def shape(self):
        return self.inner.shape

    @property
    def stride(self):
        return self.inner.stride

    def size(self) -> int:
        return self.inner.size()

    def cosize(self) -> int:
        """One past the largest offset the function reaches (by enumeration)."""
        # offset + inner(i) for every i, built mode by mode (the inner layout is a sum over
        # its flattened modes), then the outer function on each distinct value.
        offs = [self.offset]
        for s, d in self.inner._flat:
            offs = [o + c * d for c in range(s) for o in offs]
        outer = self.outer
        if isinstance(outer, Swizzle):
            y, sh = outer.yyy_mask, outer.shift
            if sh >= 0:
                return max(x ^ ((x & y) >> sh) for x in set(offs)) + 1
            return max(x ^ ((x & y) << -sh) for x in set(offs)) + 1
        return max(outer(x) for x in set(offs)) + 1

    def rank(self) -> int:
        return self.inner.rank()

    def depth(self) -> int:
        return self.inner.depth()

    def __len__(self) -> int:
        return self.rank()

    def __iter__(self):
        return (self[i] for i in range(self.rank()))

    def __getitem__(self, i: int) -> "ComposedLayout":
        return ComposedLayout(self.outer, self.offset, self.inner[i])

    def __call__(self, *args):
        crd = args[0] if len(args) == 1 else tuple(args)
        if has_none(crd):
            sub = Layout(slice_(crd, self.inner.shape), slice_(crd, self.inner.stride))
            return ComposedLayout(self.outer, self.offset + crd2idx(crd, self.inner.shape,
                                                                    self.inner.stride), sub)
        return self.outer(self.offset + self.inner(crd))

    def offsets(self) -> list[int]:
        return [self(i) for i in range(self.size())]

    def compose(self, b) -> "ComposedLayout":
        """``(outer o off o inner) o b = outer o off o (inner o b)``."""
        return ComposedLayout(self.outer, self.offset, composition(self.inner, b))

    def outer_compose(self, new_inner) -> "ComposedLayout":
        return ComposedLayout(self.outer, self.offset, new_inner)

    def _key(self) -> tuple:
        return (self.outer, self.offset, self.inner)

    def __str__(self) -> str:
        return f"{self.outer} o {self.offset} o {self.inner}"
