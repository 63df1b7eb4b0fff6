"""Fragment primitives -> per-register arithmetic on the thread's vector.

A fragment is one `vector<K x T>` per thread (K values, in the order of its layout), so
`tile.fill` / `tile.cast` / elementwise ops are one `arith` / `math` op on that vector
(`arith-to-nvvm` scalarizes it: one instruction per register). Row reductions reduce each
thread's values of a row (a pairwise tree), then combine the 4 lanes of a quad that share the row with two
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
                 "tile.max": arith.MaxnumfOp, "tile.div": arith.DivfOp}
_INT_BINARY = {"tile.add": arith.AddiOp, "tile.sub": arith.SubiOp, "tile.mul": arith.MuliOp,
               "tile.max": arith.MaxSIOp}


def _lower_binary(op, ctx) -> None:
    a = ctx.vec(op.lhs, op)
    b = ctx.vec(op.rhs, op)
    et = op.lhs.type.element_type
    cls = (_INT_BINARY if isinstance(et, IntegerType) else _FLOAT_BINARY)[op.name]
    out = ctx.insert(op, cls(a, b)).result
    ctx.set_frag_result(op.result, out, op)


for _name in ("tile.add", "tile.sub", "tile.mul", "tile.max", "tile.div"):
    variant(_name, "per_register", 10, [P.frag_known("lhs")],
            doc="One arith op on the thread's vector (per register).")(_lower_binary)


def _from_lanes(ctx, at: Operation, lanes: list[SSAValue], vt: VectorType) -> SSAValue:
    """A vector of `vt` whose lane i is lanes[i] (vector.broadcast + vector.insert)."""
    out = ctx.insert(at, vector.BroadcastOp(lanes[0], vt)).vector
    for i, x in enumerate(lanes[1:], 1):
        ins = vector.InsertOp.create(
            operands=[x, out], result_types=[vt],
            properties={"static_position": DenseArrayBase.from_list(i64, [i])})
        out = ctx.insert(at, ins).results[0]
    return out


def _row_operand(ctx, at: Operation, x: FragType, rows: SSAValue) -> SSAValue:
    """The vector of `x`'s registers holding, in register i, the value of `rows` for the row
    of register i: a row fragment (rank 1: rows 16w + l/4 and +8, i.e. row half
    (i / 2) % 2) spread over the registers of `x`; a fragment of x's type as it is."""
    r = ctx.vec(rows, at)
    if rows.type == x:
        return r
    et = x.element_type
    halves = [ctx.insert(at, vector.ExtractOp(r, [h], et)).result for h in (0, 1)]
    n = frag_info(x).per_thread
    return _from_lanes(ctx, at, [halves[(i // 2) % 2] for i in range(n)], _vt(x))


@variant("tile.exp2", "per_register", 10, [P.frag_known("input")])
def lower_exp2(op: tile.Exp2Op, ctx) -> None:
    """math.exp2 on the vector (ex2.approx.ftz.f32 per register, PTX ISA 9.7.3.19); with
    `scale(%c) sub(%b)` first one fma per register, x * c + (-b) (PTX ISA 9.7.4.5 fma.rn),
    the row value of `%b` for a row fragment."""
    x = ctx.vec(op.input, op)
    vt = x.type
    if op.bias is not None:
        nb = ctx.insert(op, arith.NegfOp(_row_operand(ctx, op, op.input.type, op.bias))).result
        if op.factor is not None:
            c = ctx.insert(op, vector.BroadcastOp(op.factor, vt)).vector
            x = ctx.insert(op, vector.FMAOp.build(operands=[x, c, nb], result_types=[vt])).res
        else:
            x = ctx.insert(op, arith.AddfOp(x, nb)).result
    elif op.factor is not None:
        c = ctx.insert(op, vector.BroadcastOp(op.factor, vt)).vector
        x = ctx.insert(op, arith.MulfOp(x, c)).result
    out = ctx.insert(op, math.Exp2Op(x)).result
    ctx.set_frag_result(op.result, out, op)


@variant("tile.log2", "per_register", 10, [P.frag_known("input")])
def lower_log2(op, ctx) -> None:
    """math.log2 on the vector (lg2.approx.ftz.f32 per register, PTX ISA 9.7.4.6)."""
    out = ctx.insert(op, math.Log2Op(ctx.vec(op.input, op))).result
    ctx.set_frag_result(op.result, out, op)


@variant("tile.scale", "per_register", 10, [P.frag_known("input")])
def lower_scale(op: tile.ScaleOp, ctx) -> None:
    """vector.broadcast of the factor (a row fragment: its row value per register), then
    one multiply per register."""
    v = ctx.vec(op.input, op)
    if op.per_row:
        s = _row_operand(ctx, op, op.input.type, op.factor)
    else:
        s = ctx.insert(op, vector.BroadcastOp(op.factor, v.type)).vector
    cls = arith.MuliOp if isinstance(op.input.type.element_type, IntegerType) else arith.MulfOp
    out = ctx.insert(op, cls(v, s)).result
    ctx.set_frag_result(op.result, out, op)


@variant("tile.fma", "per_register", 10, [P.frag_known("input")])
def lower_fma(op: tile.FmaOp, ctx) -> None:
    """One fma per register (vector.fma: fma.rn.f32, PTX ISA 9.7.3.6), the factor
    broadcast (a scalar) or spread over the registers of its row (a row fragment)."""
    x = ctx.vec(op.input, op)
    c = ctx.vec(op.addend, op)
    if isinstance(op.factor.type, FragType):
        f = _row_operand(ctx, op, op.input.type, op.factor)
    else:
        f = ctx.insert(op, vector.BroadcastOp(op.factor, x.type)).vector
    out = ctx.insert(op, vector.FMAOp.build(operands=[x, f, c], result_types=[x.type])).res
    ctx.set_frag_result(op.result, out, op)


def _mask_layout_error(op) -> str | None:
    info = frag_info(op.input.type)
    if isinstance(info, str):
        return info
    return None if info.cols else "expected a rank-2 fragment"


@variant("tile.mask", "per_register", 10,
         [P.frag_known("input"), P.custom("a rank-2 wgmma accumulator fragment", _mask_layout_error),
          P.custom("scope warpgroup", lambda op: None if op.scope.data == "warpgroup" else
                   f"expected scope warpgroup (the accumulator arrangement spans a warpgroup), "
                   f"found {op.scope.data}")])
def lower_mask(op, ctx) -> None:
    """Register i of thread (warp w, lane l) holds (row, col) = (r0 + 16w + l/4 + rs_i,
    c0 + 2(l%4) + cs_i) with rs_i = 8((i/2)%2), cs_i = 8(i/4) + i%2 (PTX ISA
    9.7.15.5.1.1). It is kept iff cs_i < bound[(i/2)%2], where per row half h
    bound[h] = n - c0 - 2(l%4), and with `causal` the smaller of that and
    r0 + 16w + l/4 + 8h - c0 - 2(l%4) + 1 (col <= row); else it becomes -inf. One compare
    and one select per register (i32 arithmetic)."""
    from .copy import _frag_coords, _static_coord

    x = ctx.vec(op.input, op)
    et = op.input.type.element_type
    r_thr, c_thr = _frag_coords(ctx, op)

    def i32v(v):
        return ctx.insert(op, arith.IndexCastOp(ctx.as_index(op, v), i32)).result

    c_base = i32v(ctx.add_index(op, op.col0, c_thr))
    lim = ctx.insert(op, arith.SubiOp(i32v(op.limit), c_base)).result
    bounds = []
    for h in (0, 1):
        b = lim
        if op.causal is not None:
            r = i32v(ctx.add_index(op, ctx.add_index(op, op.row0, r_thr), 8 * h + 1))
            diag = ctx.insert(op, arith.SubiOp(r, c_base)).result
            b = ctx.insert(op, arith.MinSIOp(b, diag)).result
        bounds.append(b)
    ninf = ctx.insert(op, arith.ConstantOp(FloatAttr(float("-inf"), et))).result
    lanes = []
    for i in range(frag_info(op.input.type).per_thread):
        rs, cs = _static_coord(i)
        keep = ctx.insert(op, arith.CmpiOp(ctx.const(op, cs, i32), bounds[rs // 8], "slt")).result
        xi = ctx.insert(op, vector.ExtractOp(x, [i], et)).result
        lanes.append(ctx.insert(op, arith.SelectOp(keep, xi, ninf)).result)
    ctx.set_frag_result(op.result, _from_lanes(ctx, op, lanes, x.type), op)


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
        vals = [ctx.insert(op, vector.ExtractOp(v, [i], et)).result for i in idx]
        # a pairwise tree (depth log2 n, not a chain of n - 1 dependent ops: the reduction
        # heads the softmax's critical path)
        while len(vals) > 1:
            pairs = [ctx.insert(op, combine(vals[k], vals[k + 1])).result
                     for k in range(0, len(vals) - 1, 2)]
            vals = pairs + vals[len(pairs) * 2:]
        acc = vals[0]
        for off in (1, 2):
            o = ctx.const(op, off, i32)
            other = ctx.insert(op, simt.ShflXorOp(acc, o)).result
            acc = ctx.insert(op, combine(acc, other)).result
        halves.append(acc)
    ctx.set_frag_result(op.result, _from_lanes(ctx, op, halves, VectorType(et, [2])), op)


for _name in ("tile.reduce_max", "tile.reduce_sum"):
    variant(_name, "quad_shuffle", 10,
            [P.frag_known("input"), P.custom("f32 elements", _reduce_dtype),
             P.custom("scope warpgroup or warp", _reduce_scope)],
            doc="Per-thread partial per row, then shfl.sync.bfly 1 and 2 within the quad.")(
        _lower_reduce)


# The row-fragment store (a tile.copy variant) lives beside the fragment math it serves.
from . import rows as _rows_variant  # noqa: E402,F401  (registers tile.copy "rows")
