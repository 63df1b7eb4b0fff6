"""Predicate builders for tile-dispatch variants: each returns `(what, fn)`, where
`fn(op) -> (ok, reason)` and `reason` says what was expected and what was found."""

from __future__ import annotations

from collections.abc import Callable

from xdsl.ir import Operation

from tirx_mlir.dialects.tile import element_bits, space_of

from .layouts import frag_info


class _Typed:
    def __init__(self, type):
        self.type = type


def _operand(op: Operation, name: str):
    """The operand `name`; for tile.copy's `dst`, the result when the copy has one."""
    v = getattr(op, name)
    if v is None and name == "dst" and getattr(op, "result", None) is not None:
        return _Typed(op.result.type)
    return v


def scope_in(*scopes: str):
    def fn(op):
        s = op.scope.data
        return s in scopes, f"expected scope {' or '.join(scopes)}, found {s}"

    return (f"scope in {', '.join(scopes)}", fn)


def space(operand: str, *spaces: str):
    def fn(op):
        sp = space_of(_operand(op, operand).type)
        return sp in spaces, f"expected {operand} in {' or '.join(spaces)} memory, found {sp}"

    return (f"{operand} in {'/'.join(spaces)}", fn)


def dtype_bits_in(operand: str, *bits: int):
    def fn(op):
        t = _operand(op, operand).type
        b = element_bits(t.element_type)
        return b in bits, (f"expected {operand} elements of {' or '.join(map(str, bits))} bits, "
                           f"found {t.element_type}")

    return (f"{operand} element bits in {bits}", fn)


def frag_known(operand: str):
    def fn(op):
        info = frag_info(_operand(op, operand).type)
        if isinstance(info, str):
            return False, f"{operand}: {info}"
        return True, ""

    return (f"{operand} has a wgmma-accumulator fragment layout", fn)


def custom(what: str, check: Callable[[Operation], str | None]):
    """A predicate from `check(op) -> reason or None`."""

    def fn(op):
        r = check(op)
        return r is None, r or ""

    return (what, fn)
