"""Syntax helpers shared by the tile ops and the base class of scoped ops."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import ClassVar, TypeVar

from xdsl.dialects.builtin import StringAttr
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import IRDLOperation, prop_def
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from tirx_mlir.dialects.syntax import with_attrs as _with_attrs  # noqa: F401 (the ops' name)

from ._common import SCOPES

# ---------------------------------------------------------------------------------------
# Syntax helpers shared by the ops
# ---------------------------------------------------------------------------------------


def _parse_scope(parser: Parser) -> StringAttr:
    parser.parse_keyword("scope")
    parser.parse_punctuation("(")
    pos = parser.pos
    word = parser.parse_optional_identifier()
    if word not in SCOPES:
        parser.raise_error(f"expected a scope ({', '.join(SCOPES)}), found {word!r}", pos)
    parser.parse_punctuation(")")
    return StringAttr(word)


def _print_scope(printer: Printer, op: Operation) -> None:
    printer.print_string(f" scope({op.scope.data})")


def _parse_attrs(parser: Parser, op: Operation) -> None:
    attrs = parser.parse_optional_attr_dict()
    op.attributes.update(attrs)


def _print_attrs(printer: Printer, op: Operation) -> None:
    printer.print_op_attributes(op.attributes)


T = TypeVar("T")

# The ops' syntax is `operands [clauses] scope(s) {attrs} : types`; these helpers read and
# write its pieces, so that each op's parse/print states only what is its own.


def _parse_separated(parser: Parser, n: int, sep: str, parse_one: Callable[[], T]) -> list[T]:
    """n items that `parse_one` reads, separated by the punctuation `sep`."""
    items = [parse_one()]
    for _ in range(n - 1):
        parser.parse_punctuation(sep)
        items.append(parse_one())
    return items


def _parse_operands(parser: Parser, n: int, sep: str = ",") -> list[UnresolvedOperand]:
    """`%a, %b, ...`: n operands separated by `sep`."""
    return _parse_separated(parser, n, sep, parser.parse_unresolved_operand)


def _parse_clause(parser: Parser, keyword: str, optional: bool = False
                  ) -> UnresolvedOperand | None:
    """`keyword(%x)` (with `optional`, None where the keyword is absent)."""
    if optional:
        if parser.parse_optional_keyword(keyword) is None:
            return None
    else:
        parser.parse_keyword(keyword)
    parser.parse_punctuation("(")
    u = parser.parse_unresolved_operand()
    parser.parse_punctuation(")")
    return u


def _parse_ref(parser: Parser) -> tuple[UnresolvedOperand, UnresolvedOperand]:
    """`%v[%i]`: a value and an index into it."""
    v = parser.parse_unresolved_operand()
    parser.parse_punctuation("[")
    i = parser.parse_unresolved_operand()
    parser.parse_punctuation("]")
    return v, i


def _print_ref(printer: Printer, value: SSAValue, index: SSAValue) -> None:
    """`%v[%i]`."""
    printer.print_operand(value)
    printer.print_string("[")
    printer.print_operand(index)
    printer.print_string("]")


def _parse_scope_tail(parser: Parser) -> tuple[str, dict[str, Attribute]]:
    """`scope(s) {attrs} :`: the scope word and the attribute dictionary."""
    scope = _parse_scope(parser)
    attrs = parser.parse_optional_attr_dict()
    parser.parse_punctuation(":")
    return scope.data, attrs


def _parse_types(parser: Parser, n: int, sep: str = ",") -> list[Attribute]:
    """`T1, T2, ...`: n types separated by `sep`."""
    return _parse_separated(parser, n, sep, parser.parse_type)


def _print_operands(printer: Printer, values: Sequence[SSAValue], sep: str = ", ") -> None:
    """` %a, %b, ...`."""
    printer.print_string(" ")
    printer.print_list(values, printer.print_operand, sep)


def _print_clause(printer: Printer, keyword: str, value: SSAValue | None) -> None:
    """` keyword(%x)`; nothing where value is None."""
    if value is not None:
        printer.print_string(f" {keyword}(")
        printer.print_operand(value)
        printer.print_string(")")


def _print_scope_tail(printer: Printer, op: Operation, reserved: Sequence[str] = ()) -> None:
    """` scope(s) {attrs} : `."""
    _print_scope(printer, op)
    printer.print_op_attributes(op.attributes, reserved_attr_names=reserved)
    printer.print_string(" : ")


def _print_types(printer: Printer, types: Sequence[Attribute], sep: str = ", ") -> None:
    """`T1, T2, ...`."""
    printer.print_list(types, printer.print_attribute, sep)


class _ScopedOp(IRDLOperation):
    """Ops with a `scope` property and an optional `dispatch` attribute."""

    ALLOWED_SCOPES: ClassVar[tuple[str, ...]] = SCOPES
    scope = prop_def(StringAttr)

    def set_dispatch(self, dispatch: str | None) -> None:
        """Names the tile-dispatch variant that must lower the op (None: the dispatcher picks)."""
        if dispatch:
            self.attributes["dispatch"] = StringAttr(dispatch)

    def verify_scope(self) -> None:
        scope = self.scope.data
        if scope not in SCOPES:
            raise VerifyException(f"{self.name}: expected scope one of {', '.join(SCOPES)}, "
                                  f"found '{scope}'")
        if scope not in self.ALLOWED_SCOPES:
            raise VerifyException(
                f"{self.name}: scope '{scope}' not allowed for this primitive; expected "
                f"{' or '.join(self.ALLOWED_SCOPES)}")
        self.verify_dispatch()

    def verify_dispatch(self) -> None:
        """The optional `dispatch` attribute names a variant (a string)."""
        d = self.attributes.get("dispatch")
        if d is not None and not isinstance(d, StringAttr):
            raise VerifyException(f"{self.name}: expected the dispatch attribute to be a "
                                  f"string naming a variant, found {d}")


def _layout_text(layout: Attribute) -> str:
    return layout.data if isinstance(layout, StringAttr) else str(layout)


