"""Syntax helpers shared by the tile ops and the base class of scoped ops."""

from __future__ import annotations

from typing import ClassVar

from xdsl.dialects.builtin import StringAttr
from xdsl.ir import Attribute, Operation
from xdsl.irdl import IRDLOperation
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

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


class _ScopedOp(IRDLOperation):
    """Ops with a `scope` property and an optional `dispatch` attribute."""

    ALLOWED_SCOPES: ClassVar[tuple[str, ...]] = SCOPES

    def verify_scope(self) -> None:
        scope = self.scope.data
        if scope not in SCOPES:
            raise VerifyException(f"{self.name}: expected scope one of {', '.join(SCOPES)}, "
                                  f"found '{scope}'")
        if scope not in self.ALLOWED_SCOPES:
            raise VerifyException(
                f"{self.name}: scope '{scope}' not allowed for this primitive; expected "
                f"{' or '.join(self.ALLOWED_SCOPES)}")
        d = self.attributes.get("dispatch")
        if d is not None and not isinstance(d, StringAttr):
            raise VerifyException(f"{self.name}: expected the dispatch attribute to be a "
                                  f"string naming a variant, found {d}")


def _layout_text(layout: Attribute) -> str:
    return layout.data if isinstance(layout, StringAttr) else str(layout)


