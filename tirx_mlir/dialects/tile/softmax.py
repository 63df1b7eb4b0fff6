"""tile fragment math for online softmax (FlashAttention): masks, log2, division.

    %s2 = tile.mask %s rows(%r0) cols(%c0) limit(%n) causal scope(warpgroup) : T
    %lg = tile.log2 %l scope(warpgroup) : T
    %q  = tile.div %a, %b scope(warpgroup) : T

`tile.mask` keeps element (i, j) of an M x N fragment, at the global position
(row, col) = (r0 + i, c0 + j), when col < n and, with `causal`, col <= row; every other
element becomes -inf (so that exp2 gives 0 and row maxima ignore it). `%r0`, `%c0`, `%n` are
`index` values. `tile.log2` is log2 elementwise (f32; PTX ISA 9.7.4.6 lg2.approx), `tile.div`
elementwise division (PTX ISA 9.7.4.3 div.rn). The row ops combine with the row-fragment
forms of `tile.scale` and `tile.exp2` (fragment.py) and the row reductions.
"""

from __future__ import annotations

from xdsl.dialects.builtin import Float32Type, IndexType, StringAttr, UnitAttr
from xdsl.ir import SSAValue
from xdsl.irdl import irdl_op_definition, operand_def, opt_prop_def, prop_def, result_def
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from ._common import _shape_str
from .base import _parse_scope, _print_scope
from .fragment import _BinaryOp, _FragOp, _parse_unary, _print_unary
from .types import FragType


@irdl_op_definition
class MaskOp(_FragOp):
    """`%r = tile.mask %s rows(%r0) cols(%c0) limit(%n) [causal] scope(s) : T`: element
    (i, j) stays where c0 + j < n (and c0 + j <= r0 + i with `causal`), else -inf."""

    name = "tile.mask"
    input = operand_def(FragType)
    row0 = operand_def(IndexType)
    col0 = operand_def(IndexType)
    limit = operand_def(IndexType)
    causal = opt_prop_def(UnitAttr)
    scope = prop_def(StringAttr)
    result = result_def(FragType)

    def __init__(self, input: SSAValue, row0: SSAValue, col0: SSAValue, limit: SSAValue,
                 causal: bool = False, scope: str = "warpgroup"):
        props = {"scope": StringAttr(scope)}
        if causal:
            props["causal"] = UnitAttr()
        super().__init__(operands=[input, row0, col0, limit], result_types=[input.type],
                         properties=props)

    @classmethod
    def parse(cls, parser: Parser):
        x = parser.parse_unresolved_operand()
        idx = []
        for kw in ("rows", "cols", "limit"):
            parser.parse_keyword(kw)
            parser.parse_punctuation("(")
            idx.append(parser.resolve_operand(parser.parse_unresolved_operand(), IndexType()))
            parser.parse_punctuation(")")
        causal = parser.parse_optional_keyword("causal") is not None
        scope = _parse_scope(parser)
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        ty = parser.parse_type()
        op = cls(parser.resolve_operand(x, ty), *idx, causal=causal, scope=scope.data)
        op.attributes.update(attrs)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.input)
        for kw, v in (("rows", self.row0), ("cols", self.col0), ("limit", self.limit)):
            printer.print_string(f" {kw}(")
            printer.print_operand(v)
            printer.print_string(")")
        if self.causal is not None:
            printer.print_string(" causal")
        _print_scope(printer, self)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.result.type)

    def verify_(self) -> None:
        self.verify_scope()
        t = self.input.type
        if len(t.get_shape()) != 2:
            raise VerifyException(f"tile.mask: expected a rank-2 fragment, found "
                                  f"{_shape_str(t.get_shape())}")
        if not isinstance(t.element_type, Float32Type):
            raise VerifyException(f"tile.mask: expected an f32 fragment (masked elements "
                                  f"become -inf), found {t.element_type}")
        if self.result.type != t:
            raise VerifyException(f"tile.mask: expected result type {t}, found "
                                  f"{self.result.type}")


@irdl_op_definition
class Log2Op(_FragOp):
    """`%r = tile.log2 %a scope(s) : T`: log2 elementwise (f32 fragments)."""

    name = "tile.log2"
    input = operand_def(FragType)
    scope = prop_def(StringAttr)
    result = result_def(FragType)

    def __init__(self, input: SSAValue, scope: str = "warpgroup"):
        super().__init__(operands=[input], result_types=[input.type],
                         properties={"scope": StringAttr(scope)})

    @classmethod
    def parse(cls, parser: Parser):
        return _parse_unary(cls, parser, arrow=False)

    def print(self, printer: Printer) -> None:
        _print_unary(printer, self, arrow=False)

    def verify_(self) -> None:
        self.verify_scope()
        if not isinstance(self.input.type.element_type, Float32Type):
            raise VerifyException(f"tile.log2: expected an f32 fragment, found "
                                  f"{self.input.type.element_type}")
        if self.result.type != self.input.type:
            raise VerifyException(f"tile.log2: expected result type {self.input.type}, found "
                                  f"{self.result.type}")


@irdl_op_definition
class DivOp(_BinaryOp):
    """`%r = tile.div %a, %b scope(s) : T` elementwise (float fragments)."""

    name = "tile.div"

    def verify_(self) -> None:
        super().verify_()
        from xdsl.dialects.builtin import AnyFloat

        if not isinstance(self.lhs.type.element_type, AnyFloat):
            raise VerifyException(f"tile.div: expected a float fragment, found "
                                  f"{self.lhs.type.element_type}")
