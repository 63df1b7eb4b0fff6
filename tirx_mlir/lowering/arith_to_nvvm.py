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
   divf -> div.rn (fastmath afn on f32: div.full.ftz), negf -> neg, min/max(num) -> min/max, minimumf/maximumf -> min/max.NaN,
   cmpf -> setp with the ordered/unordered comparison, extf/truncf/sitofp/uitofp/fptosi/
   fptoui/extsi/extui/trunci/index_cast -> cvt (rn for float rounding, rzi for
   float->int; a bf16 -> f32 extf of one half of a split b32 word -> shl.b32 / and.b32 of
   the word and mov.b32, exact), bitcast -> mov.bits; math.exp2/log2/rsqrt/sqrt/tanh/sin/cos -> the
   `.approx` instructions (`ex2.approx.ftz.f32`, ...; PTX ISA "ex2", "lg2", "rsqrt", "sin", "cos", "tanh"), math.fma -> fma.rn,
   math.exp(x) -> ex2.approx(x * log2(e)).
`arith.constant` of integer/float scalars stays (the PTX target prints immediates); index
constants become i64. An op or type it cannot lower is a diagnostic naming both.
Step 3 is one `OpLowering` pattern per op (arith_to_nvvm_patterns.py and, for math,
arith_to_nvvm_math.py: `PATTERNS`), driven by
xDSL's `PatternRewriteWalker` in program order; steps 1 and 2 are whole-kernel rewrites of
values (lanes of each vector, the index type).
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.dialects import arith, cf, gpu
from xdsl.dialects.builtin import (
    DenseIntOrFPElementsAttr,
    FloatAttr,
    IndexType,
    IntegerAttr,
    UnrealizedConversionCastOp,
    VectorType,
)
from xdsl.ir import Attribute, BlockArgument, Operation, OpResult, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter

from tirx_mlir.lowering.arith_to_nvvm_patterns import (  # noqa: F401
    PATTERNS,
    UnsupportedScalarOp,
)
from tirx_mlir.lowering.simt_common import (SimtLowering, build, fail, float_ptx, i64, insert,
                                            int_width, nv, type_str)

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
        # Here, not at the top: a kernel without vector values does not import xDSL's vector
        # and math dialects (start-up time).
        from xdsl.dialects import math, vector

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


@dataclass(frozen=True)
class ArithToNvvm(SimtLowering):
    """Scalarizes register vectors and lowers arith/math to nvvm, index to i64 (see module doc)."""

    name = "arith-to-nvvm"
    patterns = PATTERNS
    optional_patterns = (("xdsl.dialects.math", "tirx_mlir.lowering.arith_to_nvvm_math:PATTERNS"),)
    fallback = UnsupportedScalarOp

    def make_fallback(self, patterns):
        return UnsupportedScalarOp(patterns)

    def before(self, k: gpu.FuncOp) -> None:
        scalarize(k)
        convert_index(k)


lowered_op_types = ArithToNvvm.lowered_op_types
