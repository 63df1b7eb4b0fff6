"""`cf-to-nvvm`: the last SIMT stage -- `cf.switch` becomes compare-and-branch, and the
kernels are checked against the contract with the PTX target.

Expects: kernels after `arith-to-nvvm` (no index, no arith other than constants).

Guarantees: every `cf.switch` is a chain of `nvvm.setp.eq` + `cf.cond_br` tests, one per
case in order, ending in a `cf.br` to the default block. Every op left in a kernel is an
`nvvm` op, an `arith.constant` of an integer or float scalar or a splat vector, `cf.br`,
`cf.cond_br` or `gpu.return`, and every value has a PTX register type (i1, i16, i32, i64,
f16, bf16, f32, f64, or a 1-D vector of them for an nvvm register list; a kernel argument
may also be a TMA descriptor, `!aproxy.tensormap<...>`); anything else is a diagnostic
naming the op (or block argument) and the type found. `cf.br` / `cf.cond_br` stay: the
PTX target prints them as `bra` / `@%p bra` and turns block arguments into moves.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.dialects import arith, cf, gpu
from xdsl.dialects.builtin import (BFloat16Type, DenseIntOrFPElementsAttr, Float16Type, Float32Type,
                                   Float64Type, FloatAttr, IntegerAttr, IntegerType, VectorType)
from xdsl.ir import Attribute, Block, Operation
from xdsl.pattern_rewriter import (
    PatternRewriter,
)

from tirx_mlir.dialects.nvvm.ops import NVVMOperation
from tirx_mlir.lowering.gpu_to_nvvm import is_tensormap_type
from tirx_mlir.lowering.op_pattern import OpLowering
from tirx_mlir.lowering.simt_common import SimtLowering, build, fail, int_width, type_str

NAME = "cf-to-nvvm"


def reg_type_ok(t: Attribute) -> bool:
    if isinstance(t, VectorType):
        return t.get_num_dims() == 1 and reg_type_ok(t.element_type)
    if isinstance(t, IntegerType):
        return t.width.data in (1, 16, 32, 64)
    return isinstance(t, (Float16Type, BFloat16Type, Float32Type, Float64Type))


def lower_switch(op: cf.SwitchOp, rewriter: PatternRewriter) -> None:
    flag = op.flag
    w = int_width(flag.type)
    if w not in (16, 32, 64):
        fail(NAME, op, f"unsupported switch flag type {type_str(flag.type)}; expected i16, i32, i64 or index")
    values = [] if op.case_values is None else [int(v) for v in op.case_values.get_values()]
    cases = [(v, b, list(args)) for v, b, args in zip(values, op.case_blocks, op.case_operand)]
    default, default_args = op.default_block, list(op.default_operands)
    block = op.parent_block()
    region = block.parent_region() if block is not None else None
    assert block is not None and region is not None
    built = []
    cur = block
    for value, target, args in cases:
        c = arith.ConstantOp(IntegerAttr(value, flag.type))
        p = build(NAME, op, "setp", [flag, c.result], None, cmp="eq", type=f"b{w}")
        nxt = Block()
        region.insert_block_after(nxt, cur)
        built.append((cur, [c, p, cf.ConditionalBranchOp(p.results[0], target, args, nxt, [])]))
        cur = nxt
    built.append((cur, [cf.BranchOp(default, *default_args)]))
    rewriter.erase(op)
    for b, ops in built:
        b.add_ops(ops)


class SwitchLowering(OpLowering):
    """`cf.switch` -> a chain of `setp.eq` + `cf.cond_br` blocks, then a branch to the default."""

    def rewrite(self, op: cf.SwitchOp, rewriter: PatternRewriter) -> None:
        lower_switch(op, rewriter)


#: One pattern per op this pass lowers.
PATTERNS: tuple[type[OpLowering], ...] = (SwitchLowering,)


def check(op: Operation) -> None:
    legal = isinstance(op, (NVVMOperation, cf.BranchOp, cf.ConditionalBranchOp, gpu.ReturnOp)) or (
        isinstance(op, arith.ConstantOp) and isinstance(op.value, (IntegerAttr, FloatAttr))
    ) or (
        isinstance(op, arith.ConstantOp) and isinstance(op.value, DenseIntOrFPElementsAttr)
        and len(set(op.value.get_values())) == 1
    )
    if not legal:
        fail(NAME, op, "is left in the kernel after the SIMT lowering; the PTX target prints only nvvm ops, "
                       "arith.constant, cf.br, cf.cond_br and gpu.return")
    for r in op.regions:
        for b in r.blocks:
            for a in b.args:
                if not reg_type_ok(a.type):
                    fail(NAME, op, f"block argument {a.index} of ^bb{r.blocks.index(b)} has type {type_str(a.type)}, "
                                   "which is not a PTX register type")
    for r in op.results:
        if not reg_type_ok(r.type):
            fail(NAME, op, f"result of type {type_str(r.type)} is not a PTX register type")


@dataclass(frozen=True)
class CfToNvvm(SimtLowering):
    """Lowers cf.switch and checks the kernels against the PTX target contract (see module doc)."""

    name = "cf-to-nvvm"
    patterns = PATTERNS

    def after(self, k: gpu.FuncOp) -> None:
        for a in k.body.blocks[0].args:
            if not reg_type_ok(a.type) and not is_tensormap_type(a.type):
                fail(NAME, k, f"argument {a.index} has type {type_str(a.type)}, which is not a PTX register type")
        for o in k.walk():
            if o is not k:
                check(o)


lowered_op_types = CfToNvvm.lowered_op_types
