"""`arith-to-nvvm`: scalar and vector arithmetic (`arith`, `math`, `vector` in registers)
lowered to `nvvm`, and `index` lowered to `i64`.

Expects: kernels (`gpu.func ... kernel`) whose remaining non-nvvm ops are `arith`, `math`,
register-level `vector` ops (`vector.broadcast`, `extract`, `insert`, `reduction`, `fma`,
dense vector constants), `builtin.unrealized_conversion_cast` between a vector and its
lanes (from `memref-to-nvvm`), `cf` branches and `gpu.return` -- i.e. what
`gpu-to-nvvm`, `memref-to-nvvm` and `convert-scf-to-cf` leave.

Guarantees: in every kernel,
1. vectors are scalarized: each vector value becomes one scalar per lane; elementwise
   `arith`/`math` ops on vectors become one scalar op per lane, `vector.reduction` a
   pairwise tree of scalar ops (then combined with the accumulator), `vector.broadcast`
   the scalar on every lane. Vectors held whole as register lists -- block arguments
   (loop-carried accumulators) and nvvm results -- stay: their lanes are read with
   `nvvm.mov.extract` right after their definition; a scalarized vector passed to a block
   argument or an nvvm op is rebuilt with `nvvm.mov.pack` before that use, except a splat
   `arith.constant`, which stays for the PTX target;
2. every `index` value (block arguments and the kernel signature included) is an `i64`;
3. every `arith` / `math` op is an nvvm op (PTX ISA "Integer Arithmetic", "Floating-Point",
   "Comparison and Selection", "Half Precision" instructions and "cvt"):
   integers -> add/sub/mul.lo/div/rem/min/max/and/or/xor/shl/shr (shift amounts are u32,
   PTX ISA "shl"), cmpi -> setp (signed / unsigned comparisons), select -> selp,
   floats -> add/sub/mul (no rounding modifier: ptxas may contract to fma, PTX ISA "add" (floating point)),
   divf -> div.rn, negf -> neg, min/max(num) -> min/max, minimumf/maximumf -> min/max.NaN,
   cmpf -> setp with the ordered/unordered comparison, extf/truncf/sitofp/uitofp/fptosi/
   fptoui/extsi/extui/trunci/index_cast -> cvt (rn for float rounding, rzi for
   float->int), bitcast -> mov.bits; math.exp2/log2/rsqrt/sqrt/tanh/sin/cos -> the
   `.approx` instructions (`ex2.approx.ftz.f32`, ...; PTX ISA "ex2", "lg2", "rsqrt", "sin", "cos", "tanh"), math.fma -> fma.rn,
   math.exp(x) -> ex2.approx(x * log2(e)).
`arith.constant` of integer/float scalars stays (the PTX target prints immediates); index
constants become i64. An op or type it cannot lower is a diagnostic naming both.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import arith, cf, math, vector
from xdsl.dialects.builtin import (
    DenseIntOrFPElementsAttr,
    FloatAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    ModuleOp,
    UnrealizedConversionCastOp,
    VectorType,
)
from xdsl.ir import Attribute, BlockArgument, Operation, OpResult, SSAValue
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint, Rewriter

from tirx_mlir.lowering.simt_common import (
    build,
    fail,
    float_ptx,
    i1,
    i32,
    i64,
    insert,
    int_width,
    kernels,
    nv,
    type_str,
)

NAME = "arith-to-nvvm"

# ----------------------------------------------------------------- 1. scalarization

_REDUCE = {
    "add": (arith.AddfOp, arith.AddiOp),
    "mul": (arith.MulfOp, arith.MuliOp),
    "minnumf": (arith.MinnumfOp, None),
    "maxnumf": (arith.MaxnumfOp, None),
    "minimumf": (arith.MinimumfOp, None),
    "maximumf": (arith.MaximumfOp, None),
    "minsi": (None, arith.MinSIOp),
    "maxsi": (None, arith.MaxSIOp),
    "minui": (None, arith.MinUIOp),
    "maxui": (None, arith.MaxUIOp),
    "and": (None, arith.AndIOp),
    "or": (None, arith.OrIOp),
    "xor": (None, arith.XOrIOp),
}


def _is_vec(t: Attribute) -> bool:
    return isinstance(t, VectorType)


def _lanes_count(op: Operation, t: VectorType) -> int:
    if t.get_num_dims() != 1:
        fail(NAME, op, f"expected 1-D vectors, found {type_str(t)}")
    return t.get_shape()[0]


# Lane moves of mov.extract / mov.pack by element type (the rows' f16/bf16 forms move
# 16-bit float lanes as .b16 bits: PTX ISA 9.7.9.10, mov has no 16-bit float type).
_LANE_TYPE = {"f16": "f16", "bf16": "bf16", "f32": "f32", "f64": "f64", "i16": "b16", "i32": "b32", "i64": "b64"}


def _lane_slot(op: Operation, et: Attribute) -> tuple[str, Attribute]:
    """(mov type slot, register type) moving one lane of element type `et`."""
    f = float_ptx(et)
    key = f or (f"i{int_width(et)}" if int_width(et) else "")
    if key not in _LANE_TYPE:
        fail(NAME, op, f"cannot move lanes of element type {type_str(et)} between a register list and scalars")
    return _LANE_TYPE[key], (i64 if isinstance(et, IndexType) else et)


def _is_whole(v: SSAValue) -> bool:
    """A vector held whole as a register list: a block argument or an nvvm op's result."""
    return isinstance(v, BlockArgument) or (isinstance(v, OpResult) and v.op.dialect_name() == "nvvm")


def extract_lanes(user: Operation, v: SSAValue) -> list[SSAValue]:
    """Read every lane of a whole vector with nvvm.mov.extract, right after its definition."""
    t = v.type
    et = t.element_type
    ty, reg = _lane_slot(user, et)
    ops: list[Operation] = []
    out: list[SSAValue] = []
    for k in range(_lanes_count(user, t)):
        e = build(NAME, user, "mov.extract", [v], [reg], type=ty, lane=k)
        ops.append(e)
        out.append(e.results[0])
    if isinstance(v, BlockArgument):
        Rewriter.insert_op(ops, InsertPoint.at_start(v.block))
    else:
        Rewriter.insert_op(ops, InsertPoint.after(v.op))
    return out


def pack_lanes(user: Operation, v: SSAValue, ls: list[SSAValue]) -> SSAValue:
    """A whole vector (one register list) made of scalar lanes, before `user`."""
    t = v.type
    et = t.element_type
    ty, reg = _lane_slot(user, et)
    if reg != et:
        fail(NAME, user, f"cannot pack lanes of {type_str(t)} into a register list")
    return nv(NAME, user, "mov.pack", ls, [t], type=ty, n=len(ls)).results[0]


def _splat_constant(v: SSAValue) -> bool:
    o = v.owner
    return isinstance(o, arith.ConstantOp) and isinstance(o.value, DenseIntOrFPElementsAttr) and (
        len(set(o.value.get_values())) == 1
    )


def scalarize(k: Operation) -> None:
    lanes: dict[SSAValue, list[SSAValue]] = {}
    dead: list[Operation] = []

    def get(op: Operation, v: SSAValue) -> list[SSAValue]:
        if v not in lanes:
            if not _is_whole(v):
                fail(NAME, op, f"vector operand of type {type_str(v.type)} does not come from a supported op")
            lanes[v] = extract_lanes(op, v)
        return lanes[v]

    for op in list(k.walk()):
        types = [*op.operand_types, *op.result_types]
        if not any(_is_vec(t) for t in types):
            continue
        if op.dialect_name() == "nvvm" or isinstance(op, (cf.BranchOp, cf.ConditionalBranchOp)):
            # These hold vectors whole, as register lists: give them one, made of the lanes
            # of a scalarized operand (a splat constant stays: the PTX target prints it).
            for i, v in enumerate(op.operands):
                if _is_vec(v.type) and v in lanes and not _is_whole(v) and not _splat_constant(v):
                    op.operands[i] = pack_lanes(op, v, lanes[v])
            continue
        if isinstance(op, UnrealizedConversionCastOp):
            if len(op.results) == 1 and _is_vec(op.results[0].type):
                lanes[op.results[0]] = list(op.inputs)
            elif len(op.inputs) == 1 and _is_vec(op.inputs[0].type):
                ls = get(op, op.inputs[0])
                if len(ls) != len(op.results):
                    fail(NAME, op, "lane count mismatch")
                for r, lane in zip(op.results, ls):
                    r.replace_all_uses_with(lane)
            else:
                fail(NAME, op, "unsupported cast between vector types")
            dead.append(op)
        elif isinstance(op, arith.ConstantOp):
            t = op.result.type
            n = _lanes_count(op, t)
            attr = op.value
            if not isinstance(attr, DenseIntOrFPElementsAttr):
                fail(NAME, op, f"unsupported vector constant {attr}")
            vals = list(attr.get_values())
            if len(vals) == 1:
                vals = vals * n
            et = t.element_type
            made: dict = {}
            ls = []
            for v in vals:
                if v not in made:
                    a = FloatAttr(v, et) if float_ptx(et) else IntegerAttr(v, et)
                    made[v] = insert(op, arith.ConstantOp(a)).results[0]
                ls.append(made[v])
            lanes[op.result] = ls
            dead.append(op)
        elif isinstance(op, vector.BroadcastOp):
            t = op.vector.type
            if _is_vec(op.source.type):
                fail(NAME, op, f"broadcast of a vector ({type_str(op.source.type)}) is not supported")
            lanes[op.vector] = [op.source] * _lanes_count(op, t)
            dead.append(op)
        elif isinstance(op, vector.InsertOp):
            pos = op.static_position.get_values()
            if len(pos) != 1 or pos[0] < 0 or op.dynamic_position:
                fail(NAME, op, "expected one static position")
            ls = list(get(op, op.dest))
            ls[pos[0]] = op.source
            lanes[op.result] = ls
            dead.append(op)
        elif isinstance(op, vector.ExtractOp):
            pos = op.static_position.get_values()
            if len(pos) != 1 or pos[0] < 0 or op.dynamic_position or _is_vec(op.result.type):
                fail(NAME, op, "expected one static position and a scalar result")
            op.result.replace_all_uses_with(get(op, op.vector)[pos[0]])
            dead.append(op)
        elif isinstance(op, vector.ReductionOp):
            kind = op.kind.data.value
            et = op.dest.type
            fcls, icls = _REDUCE.get(kind, (None, None))
            cls = fcls if float_ptx(et) else icls
            if cls is None:
                fail(NAME, op, f"unsupported reduction kind '{kind}' on {type_str(op.vector.type)}")
            level = list(get(op, op.vector))
            while len(level) > 1:
                nxt = [insert(op, cls(level[i], level[i + 1])).results[0] for i in range(0, len(level) - 1, 2)]
                if len(level) % 2:
                    nxt.append(level[-1])
                level = nxt
            r = level[0]
            if op.acc is not None:
                r = insert(op, cls(op.acc, r)).results[0]
            op.dest.replace_all_uses_with(r)
            dead.append(op)
        elif isinstance(op, vector.FMAOp):
            a, b, c = (get(op, v) for v in op.operands)
            lanes[op.res] = [insert(op, math.FmaOp(x, y, z)).results[0] for x, y, z in zip(a, b, c)]
            dead.append(op)
        elif op.dialect_name() in ("arith", "math") and len(op.results) == 1 and not op.regions:
            rt = op.results[0].type
            if not _is_vec(rt):
                fail(NAME, op, f"unsupported mix of vector and scalar types: {', '.join(type_str(t) for t in types)}")
            n = _lanes_count(op, rt)
            ls = []
            for i in range(n):
                operands = [get(op, v)[i] if _is_vec(v.type) else v for v in op.operands]
                new = op.__class__.create(
                    operands=operands,
                    result_types=[rt.element_type],
                    properties=dict(op.properties),
                    attributes=dict(op.attributes),
                )
                ls.append(insert(op, new).results[0])
            lanes[op.results[0]] = ls
            dead.append(op)
        else:
            fail(NAME, op, f"is not supported on vector types ({', '.join(type_str(t) for t in types)})")
    for op in reversed(dead):
        if any(r.uses for r in op.results):
            if isinstance(op, arith.ConstantOp):
                continue  # a splat constant still feeding a register list
            fail(NAME, next(iter(op.results[0].uses)).operation,
                 f"uses a vector ({type_str(op.results[0].type)}) that cannot be kept whole")
        Rewriter.erase_op(op)


# ------------------------------------------------------------------ 2. index -> i64


def convert_index(k) -> None:
    for block in k.body.blocks:
        for a in list(block.args):
            if isinstance(a.type, IndexType):
                Rewriter.replace_value_with_new_type(a, i64)
    for op in k.walk():
        for region in op.regions:
            if op is k:
                continue
            for block in region.blocks:
                for a in list(block.args):
                    if isinstance(a.type, IndexType):
                        Rewriter.replace_value_with_new_type(a, i64)
    from xdsl.dialects.builtin import FunctionType

    ft = k.function_type
    k.properties["function_type"] = FunctionType.from_lists(
        [i64 if isinstance(t, IndexType) else t for t in ft.inputs.data], list(ft.outputs.data)
    )


# ------------------------------------------------------------------ 3. scalar ops


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
    arith.DivfOp: ("div", {"rnd": "rn"}),
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


def _pow2_const(v: SSAValue) -> int | None:
    """k when `v` is an integer constant 2^k (k >= 0), else None."""
    owner = v.owner
    if isinstance(owner, arith.ConstantOp) and isinstance(owner.value, IntegerAttr):
        c = owner.value.value.data
        if c > 0 and c & (c - 1) == 0:
            return c.bit_length() - 1
    return None


def lower_scalar(op: Operation) -> None:
    """Replace one arith/math op (operands already lowered) by nvvm ops."""
    ops = list(op.operands)
    cls = type(op)

    def done(v: SSAValue) -> None:
        Rewriter.replace_op(op, [], [v])

    def make(row: str, operands, **slots) -> SSAValue:
        return nv(NAME, op, row, operands, None, **slots).results[0]

    if isinstance(op, arith.ConstantOp):
        if isinstance(op.result.type, IndexType):
            done(insert(op, arith.ConstantOp(IntegerAttr(op.value.value.data, i64))).results[0])
        return
    if cls in (arith.DivUIOp, arith.RemUIOp) and _pow2_const(ops[1]) is not None:
        # Unsigned x / 2^k = x >> k and x % 2^k = x & (2^k - 1) (PTX ISA "shr", "and"):
        # ptxas keeps div.u64 / rem.u64 by a register constant as a called subroutine.
        k = _pow2_const(ops[1])
        if cls is arith.DivUIOp:
            return done(make("shr", [ops[0], _c(op, k, i32)], type=_ity(op, ops[0], "u")))
        return done(make("and", [ops[0], _c(op, (1 << k) - 1, ops[0].type)],
                         type=_ity(op, ops[0], "b")))
    if cls in _INT_BIN:
        row, kind = _INT_BIN[cls]
        return done(make(row, ops, type=_ity(op, ops[0], kind)))
    if isinstance(op, arith.MuliOp):
        return done(make("mul", ops, mode="lo", type=_ity(op, ops[0], "s")))
    if cls in _LOGIC:
        t = "pred" if ops[0].type == i1 else _ity(op, ops[0], "b")
        return done(make(_LOGIC[cls], ops, type=t))
    if isinstance(op, arith.ShLIOp):
        return done(make("shl", [ops[0], _to_u32(op, ops[1])], type=_ity(op, ops[0], "b")))
    if isinstance(op, (arith.ShRUIOp, arith.ShRSIOp)):
        kind = "u" if isinstance(op, arith.ShRUIOp) else "s"
        return done(make("shr", [ops[0], _to_u32(op, ops[1])], type=_ity(op, ops[0], kind)))
    if isinstance(op, arith.CmpiOp):
        pred = arith.CMPI_COMPARISON_OPERATIONS[op.predicate.value.data]
        cmp, kind = _CMPI[pred]
        if ops[0].type == i1:
            if pred not in ("eq", "ne"):
                fail(NAME, op, f"predicate '{pred}' on i1 is not supported")
            x = make("xor", ops, type="pred")
            return done(x if pred == "ne" else make("not", [x], type="pred"))
        return done(make("setp", ops, cmp=cmp, type=_ity(op, ops[0], kind)))
    if isinstance(op, arith.CmpfOp):
        pred = arith.CMPF_COMPARISON_OPERATIONS[op.predicate.value.data]
        if pred in ("true", "false"):
            return done(insert(op, arith.ConstantOp(IntegerAttr(int(pred == "true"), i1))).results[0])
        return done(make("setp", ops, cmp=_CMPF[pred], type=_fty(op, ops[0])))
    if isinstance(op, arith.SelectOp):
        c, a, b = ops
        if c.type != i1:
            fail(NAME, op, f"expected an i1 condition, found {type_str(c.type)}")
        t = a.type
        if t == i1:
            # d = (c & a) | (!c & b)
            ca = make("and", [c, a], type="pred")
            nc = make("not", [c], type="pred")
            return done(make("or", [ca, make("and", [nc, b], type="pred")], type="pred"))
        f = float_ptx(t)
        if f in ("f16", "bf16"):
            fail(NAME, op, f"select on {type_str(t)} is not supported (selp has no 16-bit float form)")
        ty = f if f else _ity(op, a, "b")
        return done(make("selp", [a, b, c], type=ty))
    if cls in _FLOAT_BIN:
        row, slots = _FLOAT_BIN[cls]
        return done(make(row, ops, type=_fty(op, ops[0]), **slots))
    if isinstance(op, arith.NegfOp):
        return done(make("neg", ops, type=_fty(op, ops[0])))
    if isinstance(op, (arith.ExtFOp, arith.TruncFOp)):
        src, dst = _fty(op, ops[0]), float_ptx(op.result.type)
        if dst is None:
            fail(NAME, op, f"expected a float result, found {type_str(op.result.type)}")
        rnd = "rn" if isinstance(op, arith.TruncFOp) else None
        return done(make("cvt", ops, rnd=rnd, dtype=dst, atype=src))
    if isinstance(op, (arith.SIToFPOp, arith.UIToFPOp)):
        kind = "s" if isinstance(op, arith.SIToFPOp) else "u"
        dst = float_ptx(op.result.type)
        return done(make("cvt", ops, rnd="rn", dtype=dst, atype=_ity(op, ops[0], kind)))
    if isinstance(op, (arith.FPToSIOp, arith.FPToUIOp)):
        kind = "s" if isinstance(op, arith.FPToSIOp) else "u"
        w = int_width(op.result.type)
        if w not in (16, 32, 64):
            fail(NAME, op, f"unsupported result type {type_str(op.result.type)}")
        return done(make("cvt", ops, rnd="rzi", dtype=f"{kind}{w}", atype=_fty(op, ops[0])))
    if isinstance(op, (arith.ExtSIOp, arith.ExtUIOp, arith.TruncIOp, arith.IndexCastOp)):
        src_w = int_width(ops[0].type)
        dst_w = int_width(op.results[0].type)
        kind = "u" if isinstance(op, (arith.ExtUIOp, arith.TruncIOp)) else "s"
        if src_w == dst_w:
            return done(ops[0])
        if src_w == 1 and isinstance(op, (arith.ExtUIOp, arith.ExtSIOp)):
            t = IntegerType(dst_w)
            one = _c(op, 1 if isinstance(op, arith.ExtUIOp) else -1, t)
            return done(make("selp", [one, _c(op, 0, t), ops[0]], type=f"b{dst_w}"))
        if dst_w == 1 and isinstance(op, arith.TruncIOp):
            bit = make("and", [ops[0], _c(op, 1, ops[0].type)], type=f"b{src_w}")
            return done(make("setp", [bit, _c(op, 0, ops[0].type)], cmp="ne", type=f"b{src_w}"))
        if dst_w < src_w:
            kind = "u"
        if src_w not in (16, 32, 64) or dst_w not in (16, 32, 64):
            fail(NAME, op, f"unsupported conversion {type_str(ops[0].type)} -> {type_str(op.results[0].type)}")
        return done(make("cvt", ops, dtype=f"{kind}{dst_w}", atype=f"{kind}{src_w}"))
    if isinstance(op, arith.BitcastOp):
        if ops[0].type == op.result.type:
            return done(ops[0])
        bits = int_width(ops[0].type) or {"f16": 16, "bf16": 16, "f32": 32, "f64": 64}[_fty(op, ops[0])]
        return done(nv(NAME, op, "mov.bits", ops, [op.result.type], type=f"b{bits}").results[0])
    if isinstance(op, math.FmaOp):
        return done(make("fma", ops, rnd="rn", type=_fty(op, ops[0])))
    if isinstance(op, math.AbsFOp):
        return done(make("abs", ops, type=_fty(op, ops[0])))
    if isinstance(op, math.AbsIOp):
        return done(make("abs", ops, type=_ity(op, ops[0], "s")))
    if isinstance(op, math.ExpOp):
        if _fty(op, ops[0]) != "f32":
            fail(NAME, op, f"expected f32, found {type_str(ops[0].type)}")
        log2e = insert(op, arith.ConstantOp(FloatAttr(_LOG2E, ops[0].type))).results[0]
        x = make("mul", [ops[0], log2e], type="f32")
        return done(make("ex2", [x], approx=True, ftz=True, type="f32"))
    if cls in _MATH_F32:
        if _fty(op, ops[0]) != "f32":
            fail(NAME, op, f"only f32 is supported, found {type_str(ops[0].type)}")
        row, slots = _MATH_F32[cls]
        return done(make(row, ops, type="f32", **slots))
    fail(NAME, op, f"is not supported by the SIMT lowering (types: "
                   f"{', '.join(type_str(t) for t in [*op.operand_types, *op.result_types]) or 'none'})")


@dataclass(frozen=True)
class ArithToNvvm(ModulePass):
    """Scalarizes register vectors and lowers arith/math to nvvm, index to i64 (see module doc)."""

    name = "arith-to-nvvm"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for k in list(kernels(NAME, op)):
            scalarize(k)
            convert_index(k)
            for o in list(k.walk()):
                if o.dialect_name() in ("arith", "math"):
                    lower_scalar(o)
                elif isinstance(o, UnrealizedConversionCastOp):
                    fail(NAME, o, "is left over from an earlier lowering and cannot be lowered here")
