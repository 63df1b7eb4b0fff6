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
from xdsl.irdl import irdl_op_definition, operand_def, opt_prop_def, result_def
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from ._common import _shape_str
from .base import (_parse_clause, _parse_scope_tail, _print_clause, _print_operands,
                   _print_scope_tail, _with_attrs)
from .fragment import _BinaryOp, _F32UnaryOp, _FragOp
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
        idx = [parser.resolve_operand(_parse_clause(parser, kw), IndexType())
               for kw in ("rows", "cols", "limit")]
        causal = parser.parse_optional_keyword("causal") is not None
        scope, attrs = _parse_scope_tail(parser)
        ty = parser.parse_type()
        return _with_attrs(cls(parser.resolve_operand(x, ty), *idx, causal=causal, scope=scope),
                           attrs)

    def print(self, printer: Printer) -> None:
        _print_operands(printer, [self.input])
        for kw, v in (("rows", self.row0), ("cols", self.col0), ("limit", self.limit)):
            _print_clause(printer, kw, v)
        if self.causal is not None:
            printer.print_string(" causal")
        _print_scope_tail(printer, self)
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
class Log2Op(_F32UnaryOp):
    """`%r = tile.log2 %a scope(s) : T`: log2 elementwise (f32 fragments)."""

    name = "tile.log2"


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
