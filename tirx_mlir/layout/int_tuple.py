"""Integer tuples (CuTe's ``IntTuple``): an ``int`` or a tuple of integer tuples.

The helpers follow CuTe's ``int_tuple.hpp`` / pycute's ``int_tuple.py`` definitions:
``flatten``, ``product``, ``prefix_product`` (exclusive, column-major), ``shape_div``
(inclusive prefix division), ``crd2idx`` and ``idx2crd``.  Malformed input raises
:class:`LayoutError` naming what was expected and what was found.
"""

from __future__ import annotations

from functools import reduce
from typing import Union

IntTuple = Union[int, tuple]


class LayoutError(ValueError):
    """An input that the layout algebra does not define (the message says which mode and why)."""


def is_int(x) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def is_tuple(x) -> bool:
    return isinstance(x, tuple)


def as_int_tuple(x, what: str = "int tuple") -> IntTuple:
    """Normalise lists to tuples and check that every leaf is an ``int``."""
    if is_int(x):
        return x
    if isinstance(x, (tuple, list)):
        return tuple(as_int_tuple(e, what) for e in x)
    raise LayoutError(f"{what}: expected an int or a (nested) tuple of ints, found {x!r}")


def to_str(t: IntTuple) -> str:
    """CuTe's printing: ``(4,(2,2))``; a one-element tuple prints as ``(4)``."""
    if is_tuple(t):
        return "(" + ",".join(to_str(e) for e in t) + ")"
    return str(t)


def flatten(t: IntTuple) -> tuple:
    if is_tuple(t):
        return tuple(i for a in t for i in flatten(a))
    return (t,)


def product(a: IntTuple) -> int:
    if is_tuple(a):
        return reduce(lambda v, e: v * product(e), a, 1)
    return a


def rank(t: IntTuple) -> int:
    return len(t) if is_tuple(t) else 1


def depth(t: IntTuple) -> int:
    if is_tuple(t):
        return 1 + max((depth(e) for e in t), default=0)
    return 0


def congruent(a: IntTuple, b: IntTuple) -> bool:
    """Same tuple profile (same nesting, same lengths)."""
    if is_tuple(a) and is_tuple(b):
        return len(a) == len(b) and all(congruent(x, y) for x, y in zip(a, b))
    return not is_tuple(a) and not is_tuple(b)


def inner_product(a: IntTuple, b: IntTuple) -> int:
    if is_tuple(a):
        if not is_tuple(b) or len(a) != len(b):
            raise LayoutError(f"inner_product: {to_str(a)} and {to_str(b)} are not congruent")
        return sum(inner_product(x, y) for x, y in zip(a, b))
    if is_tuple(b):
        raise LayoutError(f"inner_product: {to_str(a)} and {to_str(b)} are not congruent")
    return a * b


def scan_modes(name: str, fn, a: tuple, b: IntTuple, step, strict: bool = True) -> tuple:
    """`fn` over the modes of the tuple `a`: mode by mode with a tuple `b` (of a's rank with
    `strict`; else zipped to the shorter), else with `b` carried from mode to mode
    (`b = step(b, mode)`), as CuTe's shape_div, prefix_product and ceil_div do."""
    if is_tuple(b):
        if strict and len(a) != len(b):
            raise LayoutError(f"{name}: {to_str(a)} and {to_str(b)} have different ranks")
        return tuple(fn(x, y) for x, y in zip(a, b))
    r = []
    for v in a:
        r.append(fn(v, b))
        b = step(b, v)
    return tuple(r)


def shape_div(a: IntTuple, b: IntTuple) -> IntTuple:
    """Inclusive prefix ceil-division, result congruent to ``a`` (CuTe ``shape_div``).

    For integers CuTe requires ``a % b == 0 or b % a == 0``; otherwise :class:`LayoutError`.
    """
    if is_tuple(a):
        return scan_modes("shape_div", shape_div, a, b, lambda b, v: shape_div(b, product(v)))
    if is_tuple(b):
        return shape_div(a, product(b))
    if b == 0 or not (a % b == 0 or b % a == 0):
        raise LayoutError(f"shape_div: neither of {a} and {b} divides the other")
    return (a + b - 1) // b


def prefix_product(a: IntTuple, init: IntTuple = 1) -> IntTuple:
    """Exclusive prefix product, congruent to ``a`` (column-major compact strides)."""
    if is_tuple(a):
        return scan_modes("prefix_product", prefix_product, a, init, lambda b, v: b * product(v))
    if is_tuple(init):
        raise LayoutError(f"prefix_product: int {a} with tuple init {to_str(init)}")
    return init


def crd2idx(crd, shape: IntTuple, stride: IntTuple | None = None) -> int:
    """Map a coordinate (an int, or a tuple congruent with a prefix of the shape) to an index.

    An integer coordinate against a tuple shape is split colexicographically (the last
    mode takes whatever is left, as in CuTe).  ``None`` in a coordinate counts as 0.
    """
    if stride is None:
        stride = prefix_product(shape)
    if is_tuple(crd):
        if not is_tuple(shape) or len(crd) != len(shape):
            raise LayoutError(
                f"coordinate {_crd_str(crd)} does not match shape {to_str(shape)}: "
                f"expected {rank(shape)} mode(s), found {len(crd)}" if is_tuple(shape) else
                f"coordinate {_crd_str(crd)} does not match shape {to_str(shape)}: "
                f"expected an integer coordinate for an integer mode")
        return sum(crd2idx(c, s, d) for c, s, d in zip(crd, shape, stride))
    if crd is None:
        crd = 0
    if not is_int(crd):
        raise LayoutError(f"coordinate: expected an int or a tuple, found {crd!r}")
    if is_tuple(shape):
        result = 0
        for i in range(len(shape) - 1):
            p = product(shape[i])
            result += crd2idx(crd % p, shape[i], stride[i])
            crd = crd // p
        return result + crd2idx(crd, shape[-1], stride[-1]) if shape else result
    return crd * stride


def idx2crd(idx, shape: IntTuple, stride: IntTuple | None = None):
    """Inverse of ``crd2idx`` for compact strides: the natural (nested) coordinate of ``idx``."""
    if stride is None:
        stride = prefix_product(shape)
    if is_tuple(idx):
        if not is_tuple(shape) or len(idx) != len(shape):
            raise LayoutError(f"idx2crd: index {_crd_str(idx)} does not match shape {to_str(shape)}")
        return tuple(idx2crd(i, s, d) for i, s, d in zip(idx, shape, stride))
    if is_tuple(shape):
        return tuple(idx2crd(idx, s, d) for s, d in zip(shape, stride))
    return (idx // stride) % shape


def _crd_str(c) -> str:
    if is_tuple(c):
        return "(" + ",".join(_crd_str(e) for e in c) + ")"
    return "_" if c is None else str(c)


def slice_(crd, trg: IntTuple):
    """Keep the parts of ``trg`` paired with ``None`` in ``crd`` (CuTe's slice with ``_``)."""
    if is_tuple(crd):
        if not is_tuple(trg) or len(crd) != len(trg):
            raise LayoutError(f"slice: coordinate {_crd_str(crd)} does not match {to_str(trg)}")
        out = []
        for c, s in zip(crd, trg):
            r = slice_(c, s)
            if r != ():
                out.extend(r)
        return tuple(out)
    if crd is None:
        return (trg,)
    return ()


def has_none(a) -> bool:
    if is_tuple(a):
        return any(has_none(v) for v in a)
    return a is None


class ValueClass:
    """Immutability, and equality and hashing of the value by `_key()`: equal to any instance of the
    value class (the subclass that lists ValueClass as a base; its own subclasses compare
    as it) with the same key; the hash is the value class's name's and the key's."""

    __slots__ = ()
    _value_class: type

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        if ValueClass in cls.__bases__:
            cls._value_class = cls

    def _key(self) -> tuple:
        raise NotImplementedError

    def _init_fields(self, **fields) -> None:
        """Sets the (slot) fields once, in `__init__`; afterwards the value is immutable."""
        for name, value in fields.items():
            object.__setattr__(self, name, value)

    def __setattr__(self, name, value):
        raise AttributeError(f"{self._value_class.__name__} is immutable")

    def __eq__(self, other) -> bool:
        return isinstance(other, self._value_class) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash((self._value_class.__name__, *self._key()))

    def __repr__(self) -> str:
        return f"{self._value_class.__name__}({', '.join(map(repr, self._key()))})"
