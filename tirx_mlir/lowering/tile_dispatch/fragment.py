"""Fragment primitives -> per-register arithmetic on the thread's vector.

A fragment is one `vector<K x T>` per thread (K values, in the order of its layout), so
`tile.fill` / `tile.cast` / elementwise ops are one `arith` / `math` op on that vector
(`arith-to-nvvm` scalarizes it: one instruction per register). Row reductions reduce each
thread's values of a row, then combine the 4 lanes of a quad that share the row with two
butterfly shuffles (`simt.shfl_xor` 1, 2): in the wgmma accumulator arrangement the lanes
4q .. 4q+3 hold the columns of rows 16w + q and 16w + q + 8 (PTX ISA 9.7.15.5.1.1).
"""

from __future__ import annotations

from xdsl.dialects import arith, math, vector
from xdsl.dialects.builtin import (
    BFloat16Type,
    DenseArrayBase,
    Float16Type,
    Float32Type,
    FloatAttr,
    IntegerAttr,
    IntegerType,
    VectorType,
    i32,
    i64,
)
from xdsl.ir import Operation, SSAValue

from tirx_mlir.dialects import simt, tile
from tirx_mlir.dialects.tile import FragType

from . import predicates as P
from .layouts import frag_info
from .registry import variant

ALL_FRAG_SCOPES = ("warpgroup", "warp", "thread")


def _vt(t: FragType) -> VectorType:
    return VectorType(t.element_type, [frag_info(t).per_thread])


def _splat(ctx, at: Operation, value, t: FragType) -> SSAValue:
    et = t.element_type
    if isinstance(et, IntegerType):
        c = ctx.insert(at, arith.ConstantOp(IntegerAttr(int(value), et)))
    else:
        c = ctx.insert(at, arith.ConstantOp(FloatAttr(float(value), et)))
    return ctx.insert(at, vector.BroadcastOp(c.result, _vt(t))).vector


@variant("tile.fill", "splat", 10, [P.frag_known("result")])
def lower_fill(op: tile.FillOp, ctx) -> None:
    """The constant on every register: arith.constant + vector.broadcast."""
    v = _splat(ctx, op, op.value.value.data, op.result.type)
    ctx.set_frag_result(op.result, v, op)


def _cast_error(op) -> str | None:
    a, b = op.input.type.element_type, op.result.type.element_type
    ok = {"f32", "f16", "bf16"}
    names = {Float32Type: "f32", Float16Type: "f16", BFloat16Type: "bf16"}
    na, nb = names.get(type(a)), names.get(type(b))
    if na in ok and nb in ok:
        return None
    return (f"expected a conversion among f32, f16 and bf16 (cvt, PTX ISA 9.7.9.21), found "
            f"{a} -> {b}")


@variant("tile.cast", "per_register", 10,
         [P.frag_known("input"), P.custom("f32/f16/bf16 conversion", _cast_error)])
def lower_cast(op: tile.CastOp, ctx) -> None:
    """arith.truncf / arith.extf on the vector (round to nearest even)."""
    src = ctx.vec(op.input, op)
    a, b = op.input.type.element_type, op.result.type.element_type
    vt = _vt(op.result.type)
    if a == b:
        out = src
    elif isinstance(a, Float32Type):
        out = ctx.insert(op, arith.TruncFOp(src, vt)).result
    elif isinstance(b, Float32Type):
        out = ctx.insert(op, arith.ExtFOp(src, vt)).result
    else:  # f16 <-> bf16 through f32
        mid = ctx.insert(op, arith.ExtFOp(src, VectorType(Float32Type(), vt.get_shape())))
        out = ctx.insert(op, arith.TruncFOp(mid.result, vt)).result
    ctx.set_frag_result(op.result, out, op)


_FLOAT_BINARY = {"tile.add": arith.AddfOp, "tile.sub": arith.SubfOp, "tile.mul": arith.MulfOp,
                 "tile.max": arith.MaxnumfOp}
_INT_BINARY = {"tile.add": arith.AddiOp, "tile.sub": arith.SubiOp, "tile.mul": arith.MuliOp,
               "tile.max": arith.MaxSIOp}


def _lower_binary(op, ctx) -> None:
    a = ctx.vec(op.lhs, op)
    b = ctx.vec(op.rhs, op)
    et = op.lhs.type.element_type
    cls = (_INT_BINARY if isinstance(et, IntegerType) else _FLOAT_BINARY)[op.name]
    out = ctx.insert(op, cls(a, b)).result
    ctx.set_frag_result(op.result, out, op)


for _name in ("tile.add", "tile.sub", "tile.mul", "tile.max"):
    variant(_name, "per_register", 10, [P.frag_known("lhs")],
            doc="One arith op on the thread's vector (per register).")(_lower_binary)


@variant("tile.exp2", "per_register", 10, [P.frag_known("input")])
def lower_exp2(op: tile.Exp2Op, ctx) -> None:
    """math.exp2 on the vector (ex2.approx.ftz.f32 per register, PTX ISA 9.7.3.19)."""
    out = ctx.insert(op, math.Exp2Op(ctx.vec(op.input, op))).result
    ctx.set_frag_result(op.result, out, op)


@variant("tile.scale", "per_register", 10, [P.frag_known("input")])
def lower_scale(op: tile.ScaleOp, ctx) -> None:
    """vector.broadcast of the factor, then one multiply per register."""
    v = ctx.vec(op.input, op)
    s = ctx.insert(op, vector.BroadcastOp(op.factor, v.type)).vector
    cls = arith.MuliOp if isinstance(op.input.type.element_type, IntegerType) else arith.MulfOp
    out = ctx.insert(op, cls(v, s)).result
    ctx.set_frag_result(op.result, out, op)


def _reduce_scope(op) -> str | None:
    if op.scope.data == "thread":
        return ("expected scope warpgroup or warp: a row of a wgmma accumulator fragment "
                "spans the 4 lanes of a quad (PTX ISA 9.7.15.5.1.1), found thread")
    return None


def _reduce_dtype(op) -> str | None:
    et = op.input.type.element_type
    if isinstance(et, Float32Type):
        return None
    return f"expected f32 elements (32-bit shuffles, PTX ISA 9.7.9.6), found {et}"


def _lower_reduce(op, ctx) -> None:
    info = frag_info(op.input.type)
    v = ctx.vec(op.input, op)
    et = op.input.type.element_type
    combine = arith.MaxnumfOp if op.name == "tile.reduce_max" else arith.AddfOp
    halves = []
    for h in (0, 1):
        # Value i of the accumulator is on row half (i / 2) % 2.
        idx = [i for i in range(info.per_thread) if (i // 2) % 2 == h]
        acc = None
        for i in idx:
            e = ctx.insert(op, vector.ExtractOp(v, [i], et)).result
            acc = e if acc is None else ctx.insert(op, combine(acc, e)).result
        for off in (1, 2):
            o = ctx.const(op, off, i32)
            other = ctx.insert(op, simt.ShflXorOp(acc, o)).result
            acc = ctx.insert(op, combine(acc, other)).result
        halves.append(acc)
    rt = VectorType(et, [2])
    out = ctx.insert(op, vector.BroadcastOp(halves[0], rt)).vector
    ins = vector.InsertOp.create(
        operands=[halves[1], out], result_types=[rt],
        properties={"static_position": DenseArrayBase.from_list(i64, [1])})
    out = ctx.insert(op, ins).results[0]
    ctx.set_frag_result(op.result, out, op)


for _name in ("tile.reduce_max", "tile.reduce_sum"):
    variant(_name, "quad_shuffle", 10,
            [P.frag_known("input"), P.custom("f32 elements", _reduce_dtype),
             P.custom("scope warpgroup or warp", _reduce_scope)],
            doc="Per-thread partial per row, then shfl.sync.bfly 1 and 2 within the quad.")(
        _lower_reduce)
