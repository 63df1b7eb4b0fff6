"""arith-to-nvvm's scalar patterns: one `OpLowering` per `arith` op (`math` ops: arith_to_nvvm_math.py) (operands already
scalar and `index` already i64), each replacing its op by the nvvm rows the module docstring of
`arith_to_nvvm` lists (PTX ISA "Integer Arithmetic", "Floating-Point", "Comparison and
Selection", "Half Precision" instructions and "cvt"). Ops of one shape share a base class
(`_Binary` over a row table, `_IntCast`, ...); `PATTERNS` lists one class per op."""

from __future__ import annotations

from typing import Any, ClassVar

from xdsl.dialects import arith
from xdsl.dialects.builtin import IndexType, IntegerAttr, IntegerType
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from tirx_mlir.lowering.op_pattern import OpLowering, table_patterns
from tirx_mlir.lowering.packed_halves import split_half
from tirx_mlir.lowering.simt_common import (
    fail,
    float_ptx,
    i1,
    i32,
    i64,
    insert,
    int_width,
    nv,
    type_str,
)

NAME = "arith-to-nvvm"


def _ity(op: Operation, v: SSAValue, kind: str) -> str:
    w = int_width(v.type)
    if w not in (16, 32, 64):
        fail(NAME, op, f"unsupported integer type {type_str(v.type)}; expected i16, i32, i64 or index")
    return f"{kind}{w}"


def _fty(op: Operation, v: SSAValue) -> str:
    f = float_ptx(v.type)
    if f is None:
        fail(NAME, op, f"expected a float type, found {type_str(v.type)}")
    return f


def _c(at: Operation, v: int, t: Attribute) -> SSAValue:
    return insert(at, arith.ConstantOp(IntegerAttr(v, t))).results[0]


def _to_u32(op: Operation, v: SSAValue) -> SSAValue:
    """A shift amount as u32 (PTX ISA "shl" / "shr": the amount is a .u32)."""
    w = int_width(v.type)
    if w == 32:
        return v
    return nv(NAME, op, "cvt", [v], None, dtype="u32", atype=f"u{w}").results[0]


_INT_BIN = {
    arith.AddiOp: ("add", "s"),
    arith.SubiOp: ("sub", "s"),
    arith.DivSIOp: ("div", "s"),
    arith.DivUIOp: ("div", "u"),
    arith.RemSIOp: ("rem", "s"),
    arith.RemUIOp: ("rem", "u"),
    arith.MinSIOp: ("min", "s"),
    arith.MaxSIOp: ("max", "s"),
    arith.MinUIOp: ("min", "u"),
    arith.MaxUIOp: ("max", "u"),
}
_LOGIC = {arith.AndIOp: "and", arith.OrIOp: "or", arith.XOrIOp: "xor"}
_FLOAT_BIN = {
    arith.AddfOp: ("add", {}),
    arith.SubfOp: ("sub", {}),
    arith.MulfOp: ("mul", {}),
    arith.MaxnumfOp: ("max", {}),
    arith.MinnumfOp: ("min", {}),
    arith.MaximumfOp: ("max", {"nan": True}),
    arith.MinimumfOp: ("min", {"nan": True}),
}
_CMPI = {
    "eq": ("eq", "b"), "ne": ("ne", "b"),
    "slt": ("lt", "s"), "sle": ("le", "s"), "sgt": ("gt", "s"), "sge": ("ge", "s"),
    "ult": ("lo", "u"), "ule": ("ls", "u"), "ugt": ("hi", "u"), "uge": ("hs", "u"),
}
_CMPF = {
    "oeq": "eq", "ogt": "gt", "oge": "ge", "olt": "lt", "ole": "le", "one": "ne", "ord": "num",
    "ueq": "equ", "ugt": "gtu", "uge": "geu", "ult": "ltu", "ule": "leu", "une": "neu", "uno": "nan",
}


def _pow2_const(v: SSAValue) -> int | None:
    """k when `v` is an integer constant 2^k (k >= 0), else None."""
    owner = v.owner
    if isinstance(owner, arith.ConstantOp) and isinstance(owner.value, IntegerAttr):
        c = owner.value.value.data
        if c > 0 and c & (c - 1) == 0:
            return c.bit_length() - 1
    return None


class _Scalar(OpLowering):
    """Base: `make` builds one nvvm row before the op; `done` replaces the op's result."""

    def make(self, op: Operation, row: str, operands, **slots: Any) -> SSAValue:
        return nv(NAME, op, row, operands, None, **slots).results[0]

    def done(self, op: Operation, rewriter: PatternRewriter, v: SSAValue) -> None:
        rewriter.replace(op, [], [v])


class ConstantLowering(_Scalar):
    """An index `arith.constant` -> the i64 constant (other constants stay: immediates)."""

    def rewrite(self, op: arith.ConstantOp, rewriter: PatternRewriter) -> None:
        if isinstance(op.result.type, IndexType):
            self.done(op, rewriter, insert(op, arith.ConstantOp(IntegerAttr(op.value.value.data, i64))).results[0])


class _IntBinary(_Scalar):
    """(row, kind) of `_INT_BIN`: `row.<kind><width>` of both operands."""

    params: ClassVar[tuple[str, str]]

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /) -> None:
        if isinstance(op, self.lowers):
            ops = list(op.operands)
            if type(op) in (arith.DivUIOp, arith.RemUIOp) and _pow2_const(ops[1]) is not None:
                # Unsigned x / 2^k = x >> k and x % 2^k = x & (2^k - 1) (PTX ISA "shr", "and"):
                # ptxas keeps div.u64 / rem.u64 by a register constant as a called subroutine.
                k = _pow2_const(ops[1])
                if type(op) is arith.DivUIOp:
                    return self.done(op, rewriter, self.make(op, "shr", [ops[0], _c(op, k, i32)],
                                                             type=_ity(op, ops[0], "u")))
                return self.done(op, rewriter, self.make(op, "and", [ops[0], _c(op, (1 << k) - 1, ops[0].type)],
                                                         type=_ity(op, ops[0], "b")))
            row, kind = self.params
            self.done(op, rewriter, self.make(op, row, ops, type=_ity(op, ops[0], kind)))


class _Logic(_Scalar):
    """`and` / `or` / `xor` (`.pred` on i1)."""

    params: ClassVar[str]

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /) -> None:
        if isinstance(op, self.lowers):
            ops = list(op.operands)
            t = "pred" if ops[0].type == i1 else _ity(op, ops[0], "b")
            self.done(op, rewriter, self.make(op, self.params, ops, type=t))


class _FloatBinary(_Scalar):
    """(row, slots) of `_FLOAT_BIN` on the float type."""

    params: ClassVar[tuple[str, dict]]

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /) -> None:
        if isinstance(op, self.lowers):
            ops = list(op.operands)
            row, slots = self.params
            self.done(op, rewriter, self.make(op, row, ops, type=_fty(op, ops[0]), **slots))


class DivfLowering(_Scalar):
    """`arith.divf` -> `div.rn`; on f32 with fastmath `afn` -> `div.full.ftz.f32` (PTX ISA
    "div" (floating point): a full-range approximation within 2 ulp, no slow path)."""

    def rewrite(self, op: arith.DivfOp, rewriter: PatternRewriter) -> None:
        ops = list(op.operands)
        t = _fty(op, ops[0])
        fm = op.fastmath
        approx = t == "f32" and fm is not None and "afn" in fm.data
        slots = {"rnd": "full", "ftz": True} if approx else {"rnd": "rn"}
        self.done(op, rewriter, self.make(op, "div", ops, type=t, **slots))


class MuliLowering(_Scalar):
    """`arith.muli` -> `mul.lo.s<w>`."""

    def rewrite(self, op: arith.MuliOp, rewriter: PatternRewriter) -> None:
        ops = list(op.operands)
        self.done(op, rewriter, self.make(op, "mul", ops, mode="lo", type=_ity(op, ops[0], "s")))


class ShLILowering(_Scalar):
    """`arith.shli` -> `shl.b<w>` (the amount as u32)."""

    def rewrite(self, op: arith.ShLIOp, rewriter: PatternRewriter) -> None:
        ops = list(op.operands)
        self.done(op, rewriter, self.make(op, "shl", [ops[0], _to_u32(op, ops[1])], type=_ity(op, ops[0], "b")))


class _Shr(_Scalar):
    """params: the kind of `shr` (u, s)."""

    def rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        ops = list(op.operands)
        self.done(op, rewriter, self.make(op, "shr", [ops[0], _to_u32(op, ops[1])], type=_ity(op, ops[0], self.params)))


ShRUILowering, ShRSILowering = table_patterns(
    _Shr, {arith.ShRUIOp: "u", arith.ShRSIOp: "s"}, "`{op}` -> `shr.{params}<w>`.")


class CmpiLowering(_Scalar):
    """`arith.cmpi` -> `setp.<cmp>.<kind><w>` (i1: xor / not)."""

    def rewrite(self, op: arith.CmpiOp, rewriter: PatternRewriter) -> None:
        ops = list(op.operands)
        pred = arith.CMPI_COMPARISON_OPERATIONS[op.predicate.value.data]
        cmp, kind = _CMPI[pred]
        if ops[0].type == i1:
            if pred not in ("eq", "ne"):
                fail(NAME, op, f"predicate '{pred}' on i1 is not supported")
            x = self.make(op, "xor", ops, type="pred")
            return self.done(op, rewriter, x if pred == "ne" else self.make(op, "not", [x], type="pred"))
        self.done(op, rewriter, self.make(op, "setp", ops, cmp=cmp, type=_ity(op, ops[0], kind)))


class CmpfLowering(_Scalar):
    """`arith.cmpf` -> `setp` with the ordered / unordered comparison (true/false constants)."""

    def rewrite(self, op: arith.CmpfOp, rewriter: PatternRewriter) -> None:
        ops = list(op.operands)
        pred = arith.CMPF_COMPARISON_OPERATIONS[op.predicate.value.data]
        if pred in ("true", "false"):
            return self.done(op, rewriter, insert(op, arith.ConstantOp(IntegerAttr(int(pred == "true"), i1))).results[0])
        self.done(op, rewriter, self.make(op, "setp", ops, cmp=_CMPF[pred], type=_fty(op, ops[0])))


class SelectLowering(_Scalar):
    """`arith.select` -> `selp` (i1: and/or/not)."""

    def rewrite(self, op: arith.SelectOp, rewriter: PatternRewriter) -> None:
        c, a, b = list(op.operands)
        if c.type != i1:
            fail(NAME, op, f"expected an i1 condition, found {type_str(c.type)}")
        t = a.type
        if t == i1:
            # d = (c & a) | (!c & b)
            ca = self.make(op, "and", [c, a], type="pred")
            nc = self.make(op, "not", [c], type="pred")
            return self.done(op, rewriter, self.make(op, "or", [ca, self.make(op, "and", [nc, b], type="pred")],
                                                     type="pred"))
        f = float_ptx(t)
        if f in ("f16", "bf16"):
            fail(NAME, op, f"select on {type_str(t)} is not supported (selp has no 16-bit float form)")
        ty = f if f else _ity(op, a, "b")
        self.done(op, rewriter, self.make(op, "selp", [a, b, c], type=ty))


class NegfLowering(_Scalar):
    """`arith.negf` -> `neg`."""

    def rewrite(self, op: arith.NegfOp, rewriter: PatternRewriter) -> None:
        ops = list(op.operands)
        self.done(op, rewriter, self.make(op, "neg", ops, type=_fty(op, ops[0])))


class _FloatCast(_Scalar):
    """params: the rounding modifier (None: exact). A bf16 -> f32 extension of one half of a
    split 32-bit word (a bf16 pair loaded as one register) is that word's bits moved into
    the f32's high half: `shl.b32 w, 16` for the low half, `and.b32 w, 0xffff0000` for the
    high one, then `mov.b32` to the f32 (bf16 is f32's top 16 bits, so this is exact, as
    `cvt.f32.bf16` is); ptxas then keeps the pair in one register instead of unpacking
    each half before converting it (one SASS instruction per value instead of two)."""

    def rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        ops = list(op.operands)
        src, dst = _fty(op, ops[0]), float_ptx(op.result.type)
        if dst is None:
            fail(NAME, op, f"expected a float result, found {type_str(op.result.type)}")
        half = split_half(ops[0]) if (src, dst, self.params) == ("bf16", "f32", None) else None
        if half is not None:
            word, k = half
            bits = (self.make(op, "shl", [word, _c(op, 16, i32)], type="b32") if k == 0 else
                    self.make(op, "and", [word, _c(op, 0xFFFF0000 - (1 << 32), i32)], type="b32"))
            return self.done(op, rewriter, nv(NAME, op, "mov.bits", [bits], [op.result.type], type="b32").results[0])
        self.done(op, rewriter, self.make(op, "cvt", ops, rnd=self.params, dtype=dst, atype=src))


ExtFLowering, TruncFLowering = table_patterns(
    _FloatCast, {arith.ExtFOp: None, arith.TruncFOp: "rn"}, "`{op}` -> `cvt.<dst>.<src>`, rounding: {params}.")


class _IntToFloat(_Scalar):
    """params: the integer kind (s, u)."""

    def rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        ops = list(op.operands)
        dst = float_ptx(op.result.type)
        self.done(op, rewriter, self.make(op, "cvt", ops, rnd="rn", dtype=dst, atype=_ity(op, ops[0], self.params)))


SIToFPLowering, UIToFPLowering = table_patterns(
    _IntToFloat, {arith.SIToFPOp: "s", arith.UIToFPOp: "u"}, "`{op}` -> `cvt.rn.<f>.{params}<w>`.")


class _FloatToInt(_Scalar):
    """params: the integer kind (s, u)."""

    def rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        ops = list(op.operands)
        w = int_width(op.result.type)
        if w not in (16, 32, 64):
            fail(NAME, op, f"unsupported result type {type_str(op.result.type)}")
        self.done(op, rewriter, self.make(op, "cvt", ops, rnd="rzi", dtype=f"{self.params}{w}", atype=_fty(op, ops[0])))


FPToSILowering, FPToUILowering = table_patterns(
    _FloatToInt, {arith.FPToSIOp: "s", arith.FPToUIOp: "u"}, "`{op}` -> `cvt.rzi.{params}<w>.<f>`.")


class _IntCast(_Scalar):
    """Integer width changes: the value itself (same width), selp (from i1), and + setp (to
    i1), else `cvt` (unsigned when narrowing)."""

    def rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        ops = list(op.operands)
        src_w = int_width(ops[0].type)
        dst_w = int_width(op.results[0].type)
        kind = "u" if isinstance(op, (arith.ExtUIOp, arith.TruncIOp)) else "s"
        if src_w == dst_w:
            return self.done(op, rewriter, ops[0])
        if src_w == 1 and isinstance(op, (arith.ExtUIOp, arith.ExtSIOp)):
            t = IntegerType(dst_w)
            one = _c(op, 1 if isinstance(op, arith.ExtUIOp) else -1, t)
            return self.done(op, rewriter, self.make(op, "selp", [one, _c(op, 0, t), ops[0]], type=f"b{dst_w}"))
        if dst_w == 1 and isinstance(op, arith.TruncIOp):
            bit = self.make(op, "and", [ops[0], _c(op, 1, ops[0].type)], type=f"b{src_w}")
            return self.done(op, rewriter, self.make(op, "setp", [bit, _c(op, 0, ops[0].type)], cmp="ne",
                                                     type=f"b{src_w}"))
        if dst_w < src_w:
            kind = "u"
        if src_w not in (16, 32, 64) or dst_w not in (16, 32, 64):
            fail(NAME, op, f"unsupported conversion {type_str(ops[0].type)} -> {type_str(op.results[0].type)}")
        self.done(op, rewriter, self.make(op, "cvt", ops, dtype=f"{kind}{dst_w}", atype=f"{kind}{src_w}"))


ExtSILowering, ExtUILowering, TruncILowering, IndexCastLowering = table_patterns(
    _IntCast, {arith.ExtSIOp: None, arith.ExtUIOp: None, arith.TruncIOp: None, arith.IndexCastOp: None},
    "`{op}` (index is i64 by now): see _IntCast.")


class BitcastLowering(_Scalar):
    """`arith.bitcast` -> `mov.b<bits>` (the value itself when the types agree)."""

    def rewrite(self, op: arith.BitcastOp, rewriter: PatternRewriter) -> None:
        ops = list(op.operands)
        if ops[0].type == op.result.type:
            return self.done(op, rewriter, ops[0])
        bits = int_width(ops[0].type) or {"f16": 16, "bf16": 16, "f32": 32, "f64": 64}[_fty(op, ops[0])]
        self.done(op, rewriter, nv(NAME, op, "mov.bits", ops, [op.result.type], type=f"b{bits}").results[0])


#: One pattern per arith op arith-to-nvvm lowers (the math ops': arith_to_nvvm_math.py).
PATTERNS: tuple[type[OpLowering], ...] = (
    ConstantLowering,
    *table_patterns(_IntBinary, _INT_BIN, "`{op}` -> `{params[0]}.{params[1]}<w>` (unsigned division / remainder by 2^k: shr / and)."),
    MuliLowering,
    *table_patterns(_Logic, _LOGIC, "`{op}` -> `{params}` (.pred on i1, else .b<w>)."),
    ShLILowering,
    ShRUILowering,
    ShRSILowering,
    CmpiLowering,
    CmpfLowering,
    SelectLowering,
    *table_patterns(_FloatBinary, _FLOAT_BIN, "`{op}` -> `{params[0]}` {params[1]}."),
    DivfLowering,
    NegfLowering,
    ExtFLowering,
    TruncFLowering,
    SIToFPLowering,
    UIToFPLowering,
    FPToSILowering,
    FPToUILowering,
    ExtSILowering,
    ExtUILowering,
    TruncILowering,
    IndexCastLowering,
    BitcastLowering,
)


class UnsupportedScalarOp(RewritePattern):
    """Any other arith / math op, and a conversion cast left by an earlier lowering: a
    diagnostic at the op (after the lowering patterns `patterns`; ops they match are not
    refused: an `arith.constant` that is not an index stays)."""

    def __init__(self, patterns: tuple[type[OpLowering], ...] = PATTERNS):
        self.lowered = tuple(t for p in patterns for t in p.lowers)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /) -> None:
        if isinstance(op, self.lowered):
            return
        if op.dialect_name() in ("arith", "math"):
            fail(NAME, op, f"is not supported by the SIMT lowering (types: "
                           f"{', '.join(type_str(t) for t in [*op.operand_types, *op.result_types]) or 'none'})")
        if op.name == "builtin.unrealized_conversion_cast":
            fail(NAME, op, "is left over from an earlier lowering and cannot be lowered here")
