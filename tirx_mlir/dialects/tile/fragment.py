"""tile fragment math on register fragments: fill, cast, elementwise, exp2, scale, fma, row reductions."""

from __future__ import annotations

import math
from typing import ClassVar

from xdsl.dialects.builtin import (AnyFloat, Float32Type, FloatAttr, IntegerAttr, IntegerType,
                                   StringAttr)
from xdsl.ir import SSAValue
from xdsl.irdl import (AttrSizedOperandSegments, irdl_op_definition, operand_def, opt_operand_def,
                       prop_def, result_def, traits_def)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from tirx_mlir.dialects.sync_semantics import SyncSemantics

from ._common import _shape_str
from .base import (_parse_clause, _parse_operands, _parse_scope_tail, _parse_types,
                   _print_clause, _print_operands, _print_scope_tail, _print_types, _ScopedOp,
                   _with_attrs)
from .types import FragType


class _FragOp(_ScopedOp):
    """Fragment ops run on the threads that hold the fragment: a warpgroup, warp or thread,
    or the whole CTA for a row tile (`#tile.rows`) of 256..1024 threads. They are register
    math (a row reduction across warps combines partials through shared memory)."""

    ALLOWED_SCOPES: ClassVar = ("warpgroup", "warp", "thread")
    traits = traits_def(SyncSemantics(width="scope", after="tile-dispatch"))

    def verify_scope(self) -> None:
        if self.scope.data != "cta":
            return super().verify_scope()
        from .rows import CTA_THREADS, RowsLayoutAttr

        frags = [v.type for v in (*self.operands, *self.results) if isinstance(v.type, FragType)]
        if not any(isinstance(t.layout, RowsLayoutAttr) and t.layout.threads.data in CTA_THREADS
                   for t in frags):
            found = frags[0].layout if frags else "no fragment"
            raise VerifyException(
                f"{self.name}: scope 'cta' not allowed for this primitive; expected "
                f"{' or '.join(self.ALLOWED_SCOPES)} (scope(cta) is for row tiles of "
                f"{', '.join(map(str, CTA_THREADS))} threads, #tile.rows), found {found}")
        self.verify_dispatch()


@irdl_op_definition
class FillOp(_FragOp):
    """`%f = tile.fill 0.0 scope(s) : !tile.frag<...>`: every element set to a constant."""

    name = "tile.fill"
    value = prop_def(FloatAttr | IntegerAttr)
    result = result_def(FragType)

    def __init__(self, value: float | int, ty: FragType, scope: str = "warpgroup"):
        et = ty.element_type
        attr = IntegerAttr(int(value), et) if isinstance(et, IntegerType) else FloatAttr(
            float(value), et)
        super().__init__(result_types=[ty], properties={"value": attr,
                                                          "scope": StringAttr(scope)})

    @classmethod
    def parse(cls, parser: Parser):
        vpos = parser.pos
        hex_literal = parser.lexer.input.content.startswith(("0x", "0X"), vpos)
        v = parser.parse_number()
        scope, attrs = _parse_scope_tail(parser)
        pos = parser.pos
        ty = parser.parse_type()
        if not isinstance(ty, FragType):
            parser.raise_error(f"tile.fill: expected a !tile.frag type, found {ty}", pos)
        from tirx_mlir.limits import float_range_problem

        if isinstance(v, float) and (p := float_range_problem(v, str(ty.element_type))):
            parser.raise_error(f"tile.fill: {p}", vpos, pos)  # FloatAttr would round it to inf
        if isinstance(ty.element_type, IntegerType) and isinstance(v, float):
            parser.raise_error(f"tile.fill: expected an integer value for {ty.element_type}, "
                               f"found {v}", pos)
        if hex_literal and not isinstance(ty.element_type, IntegerType):
            # MLIR's rule for float literals: hex is the bit pattern (how inf and NaN print)
            v = _float_of_bits(v, str(ty.element_type))
            if v is None:
                parser.raise_error(f"tile.fill: expected a hexadecimal bit pattern of {ty.element_type} "
                                   f"(f16, bf16, f32 or f64), found it out of range", vpos, pos)
        return _with_attrs(cls(v, ty, scope), attrs)

    def print(self, printer: Printer) -> None:
        v = self.value.value.data
        bits = _bits_of_float(v, str(self.result.type.element_type)) if isinstance(v, float) \
            and not math.isfinite(v) else None
        printer.print_string(f" {bits}" if bits else f" {v!r}" if isinstance(v, float) else f" {v}")
        _print_scope_tail(printer, self)
        printer.print_attribute(self.result.type)

    def verify_(self) -> None:
        self.verify_scope()
        if self.value.type != self.result.type.element_type:
            raise VerifyException(f"tile.fill: expected a value of type "
                                  f"{self.result.type.element_type}, found {self.value.type}")
        from tirx_mlir.limits import float_range_problem

        v = self.value.value.data
        if isinstance(v, float) and (p := float_range_problem(v, str(self.value.type))):
            raise VerifyException(f"tile.fill: {p}")


_BIT_FORMATS = {"f16": ("e", "H", 4), "f32": ("f", "I", 8), "f64": ("d", "Q", 16)}


def _bits_of_float(v: float, type_name: str) -> str | None:
    """A non-finite fill value as MLIR spells it: the hexadecimal bit pattern."""
    import struct

    if type_name == "bf16":
        return f"0x{struct.unpack('<I', struct.pack('<f', v))[0] >> 16:04X}"
    if type_name not in _BIT_FORMATS:
        return None
    f, i, digits = _BIT_FORMATS[type_name]
    return f"0x{struct.unpack('<' + i, struct.pack('<' + f, v))[0]:0{digits}X}"


def _float_of_bits(bits: int, type_name: str) -> float | None:
    import struct

    if type_name == "bf16":
        return struct.unpack("<f", struct.pack("<I", bits << 16))[0] if 0 <= bits < 1 << 16 else None
    if type_name not in _BIT_FORMATS:
        return None
    f, i, digits = _BIT_FORMATS[type_name]
    if not 0 <= bits < 1 << (4 * digits):
        return None
    return struct.unpack("<" + f, struct.pack("<" + i, bits))[0]


class _UnaryOp(_FragOp):
    """One-operand fragment ops: `%x scope(s) {attrs} : T -> T_result`, or `: T` where the
    result type is the operand's (SAME_TYPE)."""

    SAME_TYPE: ClassVar[bool] = False
    input = operand_def(FragType)
    result = result_def(FragType)

    def __init__(self, input: SSAValue, ty: FragType, scope: str = "warpgroup"):
        super().__init__(operands=[input], result_types=[ty],
                         properties={"scope": StringAttr(scope)})

    @classmethod
    def parse(cls, parser: Parser):
        u = parser.parse_unresolved_operand()
        scope, attrs = _parse_scope_tail(parser)
        tys = _parse_types(parser, 1 if cls.SAME_TYPE else 2, "->")
        x = parser.resolve_operand(u, tys[0])
        return _with_attrs(cls(x, scope) if cls.SAME_TYPE else cls(x, tys[1], scope), attrs)

    def print(self, printer: Printer) -> None:
        _print_operands(printer, [self.input])
        _print_scope_tail(printer, self)
        tys = [self.input.type] if self.SAME_TYPE else [self.input.type, self.result.type]
        _print_types(printer, tys, " -> ")


class _F32UnaryOp(_UnaryOp):
    """`%r = tile.<op> %a scope(s) : T`: elementwise on f32 fragments, the result of T."""

    SAME_TYPE: ClassVar[bool] = True

    def __init__(self, input: SSAValue, scope: str = "warpgroup"):
        super().__init__(input, input.type, scope)

    def verify_(self) -> None:
        self.verify_scope()
        _verify_f32_same_type(self)


def _verify_f32_same_type(op) -> None:
    """An f32 fragment operand `input` and a result of its type."""
    if not isinstance(op.input.type.element_type, Float32Type):
        raise VerifyException(f"{op.name}: expected an f32 fragment, found "
                              f"{op.input.type.element_type}")
    if op.result.type != op.input.type:
        raise VerifyException(f"{op.name}: expected result type {op.input.type}, found "
                              f"{op.result.type}")


def _same_layout(name: str, a: FragType, b: FragType, what: str) -> None:
    if a.layout != b.layout:
        raise VerifyException(f"{name}: expected {what} layout {a.layout}, found {b.layout}")


def _same_element_type(name: str, it, ot) -> None:
    """The result type `ot` holds the operand type `it`'s elements."""
    if ot.element_type != it.element_type:
        raise VerifyException(f"{name}: expected result element type {it.element_type}, "
                              f"found {ot.element_type}")


def _same_elements_and_layout(name: str, it, ot) -> None:
    """The result fragment type `ot` has the operand `it`'s element type and layout."""
    _same_element_type(name, it, ot)
    _same_layout(name, it, ot, "result")


@irdl_op_definition
class CastOp(_UnaryOp):
    """`%o = tile.cast %a scope(s) : T_a -> T_o`: element type conversion (round to nearest
    even), same shape and thread-value layout."""

    name = "tile.cast"

    def verify_(self) -> None:
        self.verify_scope()
        it, ot = self.input.type, self.result.type
        if it.get_shape() != ot.get_shape():
            raise VerifyException(f"tile.cast: expected result shape "
                                  f"{_shape_str(it.get_shape())}, found {_shape_str(ot.get_shape())}")
        _same_layout(self.name, it, ot, "result")
        for t in (it.element_type, ot.element_type):
            if not isinstance(t, AnyFloat):
                raise VerifyException(f"tile.cast: expected float element types, found {t}")


class _BinaryOp(_FragOp):
    lhs = operand_def(FragType)
    rhs = operand_def(FragType)
    result = result_def(FragType)

    def __init__(self, lhs: SSAValue, rhs: SSAValue, scope: str = "warpgroup"):
        super().__init__(operands=[lhs, rhs], result_types=[lhs.type],
                         properties={"scope": StringAttr(scope)})

    @classmethod
    def parse(cls, parser: Parser):
        a, b = _parse_operands(parser, 2)
        scope, attrs = _parse_scope_tail(parser)
        ty = parser.parse_type()
        return _with_attrs(cls(parser.resolve_operand(a, ty), parser.resolve_operand(b, ty), scope),
                           attrs)

    def print(self, printer: Printer) -> None:
        _print_operands(printer, [self.lhs, self.rhs])
        _print_scope_tail(printer, self)
        printer.print_attribute(self.result.type)

    def verify_(self) -> None:
        self.verify_scope()
        if self.lhs.type != self.rhs.type or self.result.type != self.lhs.type:
            raise VerifyException(f"{self.name}: expected operands and result of one type "
                                  f"{self.lhs.type}, found {self.rhs.type} -> "
                                  f"{self.result.type}")


@irdl_op_definition
class AddOp(_BinaryOp):
    """`%r = tile.add %a, %b scope(s) : T` elementwise."""

    name = "tile.add"


@irdl_op_definition
class SubOp(_BinaryOp):
    """`%r = tile.sub %a, %b scope(s) : T` elementwise."""

    name = "tile.sub"


@irdl_op_definition
class MulOp(_BinaryOp):
    """`%r = tile.mul %a, %b scope(s) : T` elementwise."""

    name = "tile.mul"


@irdl_op_definition
class MaxOp(_BinaryOp):
    """`%r = tile.max %a, %b scope(s) : T` elementwise."""

    name = "tile.max"


def _row_fragment_error(name: str, what: str, x: FragType, r) -> str | None:
    """Why `r` is not a row fragment of the 2-D fragment `x` (one value per row of x, the
    same element type, a wgmma accumulator arrangement of as many rows); None if it is.
    The rows a thread holds in `#layout.wgmma_acc<64xN>` do not depend on N (PTX ISA
    9.7.15.5.1.1: rows 16w + l/4 and +8), so a row fragment of an S tile (N = 128) scales
    an O tile (N = head dim)."""
    from tirx_mlir.dialects.layout import WgmmaAccAttr

    rt = r.type
    if not isinstance(rt, FragType) or len(rt.get_shape()) != 1:
        return f"{name}: expected {what} to be a row fragment (rank 1), found {rt}"
    shape = x.get_shape()
    if len(shape) != 2:
        return (f"{name}: a row fragment as {what} needs a rank-2 fragment to spread over, "
                f"found {_shape_str(shape)} (use tile.mul / tile.sub for two row fragments)")
    if rt.get_shape()[0] != shape[0]:
        return (f"{name}: expected {what} of {shape[0]} rows (one value per row of "
                f"{_shape_str(shape)}), found {_shape_str(rt.get_shape())}")
    if rt.element_type != x.element_type:
        return f"{name}: expected {what} of {x.element_type}, found {rt.element_type}"
    if rt.layout != x.layout and not (isinstance(rt.layout, WgmmaAccAttr)
                                      and isinstance(x.layout, WgmmaAccAttr)):
        return f"{name}: expected {what} in the layout {x.layout}, found {rt.layout}"
    return None


@irdl_op_definition
class Exp2Op(_FragOp):
    """`%r = tile.exp2 %a scope(s) : T`: 2^x elementwise (f32 fragments; PTX ISA 9.7.4.4
    ex2.approx is the f32 instruction).

    With the softmax scale folded in (FlashAttention's exp2 form, the scale times log2 e):

        %p = tile.exp2 %s scale(%c) sub(%mb) scope(s) : T, f32, T_rows

    is 2^(s * c - mb) elementwise, `%c` an f32 scalar and `%mb` either a fragment of T (one
    value per element) or a row fragment of T (one value per row, subtracted from each
    element of its row). Either clause may be left out (`: T, f32` / `: T, T_rows`)."""

    name = "tile.exp2"
    input = operand_def(FragType)
    factor = opt_operand_def(Float32Type)
    bias = opt_operand_def(FragType)
    result = result_def(FragType)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    def __init__(self, input: SSAValue, scope: str = "warpgroup",
                 factor: SSAValue | None = None, bias: SSAValue | None = None):
        super().__init__(operands=[input, [factor] if factor is not None else [],
                                   [bias] if bias is not None else []],
                         result_types=[input.type], properties={"scope": StringAttr(scope)})

    @classmethod
    def parse(cls, parser: Parser):
        a = parser.parse_unresolved_operand()
        clauses = {kw: _parse_clause(parser, kw, optional=True) for kw in ("scale", "sub")}
        scope, attrs = _parse_scope_tail(parser)
        ty = parser.parse_type()
        vals = {}
        for kw, u in clauses.items():
            if u is not None:
                parser.parse_punctuation(",")
                vals[kw] = parser.resolve_operand(u, parser.parse_type())
        return _with_attrs(cls(parser.resolve_operand(a, ty), scope, vals.get("scale"),
                               vals.get("sub")), attrs)

    def print(self, printer: Printer) -> None:
        _print_operands(printer, [self.input])
        _print_clause(printer, "scale", self.factor)
        _print_clause(printer, "sub", self.bias)
        _print_scope_tail(printer, self, reserved=("operandSegmentSizes",))
        _print_types(printer, [v.type for v in (self.result, self.factor, self.bias)
                               if v is not None])

    def verify_(self) -> None:
        self.verify_scope()
        _verify_f32_same_type(self)
        if self.bias is not None and self.bias.type != self.input.type:
            err = _row_fragment_error(self.name, "the subtrahend", self.input.type, self.bias)
            if err:
                raise VerifyException(f"{err} (or a fragment of {self.input.type})")


@irdl_op_definition
class ScaleOp(_FragOp):
    """`%r = tile.scale %a, %s scope(s) : T, f32`: every element times the scalar %s.

    `%r = tile.scale %o, %alpha scope(s) : T, T_rows`: each element times its row's value
    of the row fragment %alpha (FlashAttention's rescaling of the running output)."""

    name = "tile.scale"
    input = operand_def(FragType)
    factor = operand_def()
    result = result_def(FragType)

    def __init__(self, input: SSAValue, factor: SSAValue, scope: str = "warpgroup"):
        super().__init__(operands=[input, factor], result_types=[input.type],
                         properties={"scope": StringAttr(scope)})

    @property
    def per_row(self) -> bool:
        """Whether the factor is a row fragment (else a scalar)."""
        return isinstance(self.factor.type, FragType)

    @classmethod
    def parse(cls, parser: Parser):
        a, s = _parse_operands(parser, 2)
        scope, attrs = _parse_scope_tail(parser)
        ty, sty = _parse_types(parser, 2)
        return _with_attrs(cls(parser.resolve_operand(a, ty), parser.resolve_operand(s, sty),
                               scope), attrs)

    def print(self, printer: Printer) -> None:
        _print_operands(printer, [self.input, self.factor])
        _print_scope_tail(printer, self)
        _print_types(printer, [self.result.type, self.factor.type])

    def verify_(self) -> None:
        self.verify_scope()
        et = self.input.type.element_type
        if self.per_row:
            err = _row_fragment_error(self.name, "the factor", self.input.type, self.factor)
            if err:
                raise VerifyException(err)
        elif self.factor.type != et:
            raise VerifyException(f"tile.scale: expected a scalar factor of the element type "
                                  f"{et} or a row fragment, found {self.factor.type}")
        if self.result.type != self.input.type:
            raise VerifyException(f"tile.scale: expected result type {self.input.type}, found "
                                  f"{self.result.type}")


class _ReduceOp(_UnaryOp):
    def verify_(self) -> None:
        self.verify_scope()
        it, ot = self.input.type, self.result.type
        if len(it.get_shape()) != 2:
            raise VerifyException(f"{self.name}: expected a rank-2 fragment, found "
                                  f"{_shape_str(it.get_shape())}")
        m = it.get_shape()[0]
        if ot.get_shape() != (m,):
            raise VerifyException(f"{self.name}: expected a result of shape {m} (one value "
                                  f"per row), found {_shape_str(ot.get_shape())}")
        _same_elements_and_layout(self.name, it, ot)


@irdl_op_definition
class ReduceMaxOp(_ReduceOp):
    """`%m = tile.reduce_max %a scope(s) : T_{MxN} -> T_{M}`: the maximum of each row."""

    name = "tile.reduce_max"


@irdl_op_definition
class ReduceSumOp(_ReduceOp):
    """`%m = tile.reduce_sum %a scope(s) : T_{MxN} -> T_{M}`: the sum of each row."""

    name = "tile.reduce_sum"



@irdl_op_definition
class FmaOp(_FragOp):
    """`%r = tile.fma %a, %f, %c scope(s) : T, T_f`: a * f + c elementwise (one fused
    multiply-add per element, PTX ISA 9.7.3.6 fma.rn.f32), `%c` and the result of type T,
    `%f` a scalar of T's element type, a row fragment of T (its row's value for each
    element: blockwise-scaled fp8 GEMMs promote each K block's product as
    acc + product * scale_row) or a fragment of T."""

    name = "tile.fma"
    input = operand_def(FragType)
    factor = operand_def()
    addend = operand_def(FragType)
    result = result_def(FragType)

    def __init__(self, input: SSAValue, factor: SSAValue, addend: SSAValue,
                 scope: str = "warpgroup"):
        super().__init__(operands=[input, factor, addend], result_types=[addend.type],
                         properties={"scope": StringAttr(scope)})

    @property
    def per_row(self) -> bool:
        """Whether the factor is a row fragment (not a scalar nor a fragment of T)."""
        return isinstance(self.factor.type, FragType) and self.factor.type != self.input.type

    @classmethod
    def parse(cls, parser: Parser):
        a, f, c = _parse_operands(parser, 3)
        scope, attrs = _parse_scope_tail(parser)
        ty, fty = _parse_types(parser, 2)
        return _with_attrs(cls(parser.resolve_operand(a, ty), parser.resolve_operand(f, fty),
                               parser.resolve_operand(c, ty), scope), attrs)

    def print(self, printer: Printer) -> None:
        _print_operands(printer, [self.input, self.factor, self.addend])
        _print_scope_tail(printer, self)
        _print_types(printer, [self.input.type, self.factor.type])

    def verify_(self) -> None:
        self.verify_scope()
        t = self.input.type
        if not isinstance(t.element_type, Float32Type):
            raise VerifyException(f"tile.fma: expected an f32 fragment, found {t.element_type}")
        if self.addend.type != t or self.result.type != t:
            raise VerifyException(f"tile.fma: expected the addend and the result of the "
                                  f"input's type {t}, found {self.addend.type} -> "
                                  f"{self.result.type}")
        if self.per_row:
            err = _row_fragment_error(self.name, "the factor", t, self.factor)
            if err:
                raise VerifyException(f"{err} (or a scalar, or a fragment of {t})")
        elif not isinstance(self.factor.type, FragType) and self.factor.type != t.element_type:
            raise VerifyException(f"tile.fma: expected a factor of {t.element_type}, a row "
                                  f"fragment or a fragment of {t}, found {self.factor.type}")
