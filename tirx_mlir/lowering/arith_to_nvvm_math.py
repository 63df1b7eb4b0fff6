"""arith-to-nvvm's patterns for xDSL's `math` dialect (one `OpLowering` per op, as
arith_to_nvvm_patterns.py for `arith`): math.exp2/log2/rsqrt/sqrt/tanh/sin/cos -> the `.approx`
rows, math.fma -> fma.rn, math.absf/absi -> abs, math.exp(x) -> ex2.approx(x * log2(e)).

A module of its own so that arith-to-nvvm imports xDSL's math dialect (about 15 ms) only when
a math op can exist, i.e. once `xdsl.dialects.math` was imported (`SimtLowering.optional_patterns`).
"""

from __future__ import annotations

from typing import ClassVar

from xdsl.dialects import arith, math
from xdsl.dialects.builtin import FloatAttr
from xdsl.ir import Operation
from xdsl.pattern_rewriter import PatternRewriter

from tirx_mlir.lowering.arith_to_nvvm_patterns import NAME, _fty, _ity, _Scalar
from tirx_mlir.lowering.op_pattern import OpLowering, table_patterns
from tirx_mlir.lowering.simt_common import fail, insert, type_str

# math op -> (row, slots) for f32 operands (PTX ISA "ex2", "lg2", "rsqrt", ... approximate functions).
_MATH_F32 = {
    math.Exp2Op: ("ex2", {"approx": True, "ftz": True}),
    math.Log2Op: ("lg2", {"approx": True, "ftz": True}),
    math.RsqrtOp: ("rsqrt", {"approx": True, "ftz": True}),
    math.SqrtOp: ("sqrt", {"rnd": "rn"}),
    math.TanhOp: ("tanh", {"approx": True}),
    math.SinOp: ("sin", {"approx": True, "ftz": True}),
    math.CosOp: ("cos", {"approx": True, "ftz": True}),
}
_LOG2E = 1.4426950408889634


class _MathF32(_Scalar):
    """(row, slots) of `_MATH_F32`, f32 only (the `.approx` rows)."""

    params: ClassVar[tuple[str, dict]]

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /) -> None:
        if isinstance(op, self.lowers):
            ops = list(op.operands)
            if _fty(op, ops[0]) != "f32":
                fail(NAME, op, f"only f32 is supported, found {type_str(ops[0].type)}")
            row, slots = self.params
            self.done(op, rewriter, self.make(op, row, ops, type="f32", **slots))


class FmaLowering(_Scalar):
    """`math.fma` -> `fma.rn`."""

    def rewrite(self, op: math.FmaOp, rewriter: PatternRewriter) -> None:
        ops = list(op.operands)
        self.done(op, rewriter, self.make(op, "fma", ops, rnd="rn", type=_fty(op, ops[0])))


class AbsFLowering(_Scalar):
    """`math.absf` -> `abs.<f>`."""

    def rewrite(self, op: math.AbsFOp, rewriter: PatternRewriter) -> None:
        ops = list(op.operands)
        self.done(op, rewriter, self.make(op, "abs", ops, type=_fty(op, ops[0])))


class AbsILowering(_Scalar):
    """`math.absi` -> `abs.s<w>`."""

    def rewrite(self, op: math.AbsIOp, rewriter: PatternRewriter) -> None:
        ops = list(op.operands)
        self.done(op, rewriter, self.make(op, "abs", ops, type=_ity(op, ops[0], "s")))


class ExpLowering(_Scalar):
    """`math.exp(x)` -> `ex2.approx.ftz.f32(x * log2(e))` (f32)."""

    def rewrite(self, op: math.ExpOp, rewriter: PatternRewriter) -> None:
        ops = list(op.operands)
        if _fty(op, ops[0]) != "f32":
            fail(NAME, op, f"expected f32, found {type_str(ops[0].type)}")
        log2e = insert(op, arith.ConstantOp(FloatAttr(_LOG2E, ops[0].type))).results[0]
        x = self.make(op, "mul", [ops[0], log2e], type="f32")
        self.done(op, rewriter, self.make(op, "ex2", [x], approx=True, ftz=True, type="f32"))


#: One pattern per math op arith-to-nvvm lowers.
PATTERNS: tuple[type[OpLowering], ...] = (
    FmaLowering,
    AbsFLowering,
    AbsILowering,
    ExpLowering,
    *table_patterns(_MathF32, _MATH_F32, "`{op}` -> `{params[0]}.f32` {params[1]}."),
)
