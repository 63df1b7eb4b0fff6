"""Helpers shared by the aproxy-to-nvvm patterns: op builders, the kernel's shared-memory
layout, and `KernelState`, the per-kernel values every pattern reads (tid, warpgroup, the
shared base, tensor-map addresses, the lowered value of each aproxy-typed operand).

Every pattern is an `AproxyLowering`: a `RewritePattern` for the one op class named by the
annotation of its `rewrite` method's `op` parameter; it builds its nvvm/arith/scf ops before
the op and ends with `self.replace(op, rewriter, [...])` or `rewriter.erase(op)`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, NoReturn

from xdsl.dialects import arith, memref, scf
from xdsl.dialects.builtin import (
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    StringAttr,
    SymbolRefAttr,
    UnitAttr,
    UnrealizedConversionCastOp,
)
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.pattern_rewriter import PatternRewriter
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.utils.exceptions import VerifyException

from tirx_mlir import support
from tirx_mlir.dialects import aproxy as ap
from tirx_mlir.lowering.op_pattern import OpLowering

NAME = "aproxy-to-nvvm"
#: The module's dynamic shared buffer (a zero-sized memref.global in address space 3).
DYN_SMEM = "__tirx_dyn_smem"

i1 = IntegerType(1)
i16 = IntegerType(16)
i32 = IntegerType(32)
i64 = IntegerType(64)
index = IndexType()

#: aproxy types lowered to one i32 (a shared-window address, or a pipe_state's counter).
LOWERED_TYPES = (ap.SmemType, ap.MbarrierType, ap.PipelineType, ap.PipeStateType)


def is_aproxy_type(t: Attribute) -> bool:
    return isinstance(t, (*LOWERED_TYPES, ap.TensorMapType))


def fail(op: Operation, msg: str) -> NoReturn:
    """The pass's diagnostic at `op` (printed with the op, raised as PassFailedException)."""
    support.fail(NAME, op, msg)


# ------------------------------------------------------------------ builders


def ins(at: Operation, op: Operation) -> Operation:
    """`op` inserted before `at`."""
    Rewriter.insert_op(op, InsertPoint.before(at))
    return op


def make_nv(at: Operation, row: str, operands, result_types, **slots) -> Operation:
    """An nvvm op of PTX table row `row`, not inserted (a missing row or illegal slots are a
    diagnostic at `at`)."""
    from tirx_mlir.dialects import nvvm

    try:
        return nvvm.make(row, operands, result_types, **slots)
    except KeyError as e:
        fail(at, f"needs PTX table row '{row}', which the table lacks ({e.args[0]})")
    except (ValueError, VerifyException) as e:
        fail(at, f"cannot build nvvm.{row}: {e}")


def nv(at: Operation, row: str, operands: Sequence[SSAValue] = (),
       result_types: Sequence[Attribute] | None = None, *, diag_at: Operation | None = None,
       **slots: Any) -> Operation:
    """The nvvm op of table row `row`, inserted before `at` (a missing row or illegal slots
    are a diagnostic at `diag_at`, default `at`)."""
    return ins(at, make_nv(diag_at or at, row, operands, result_types, **slots))


def c32(at: Operation, v: int) -> SSAValue:
    return ins(at, arith.ConstantOp.from_int_and_width(v, 32)).results[0]


def c64(at: Operation, v: int) -> SSAValue:
    if v >= 1 << 63:
        v -= 1 << 64
    return ins(at, arith.ConstantOp.from_int_and_width(v, 64)).results[0]


def true(at: Operation) -> SSAValue:
    return ins(at, arith.ConstantOp.from_int_and_width(1, 1)).results[0]


def to_i32(at: Operation, v: SSAValue) -> SSAValue:
    if isinstance(v.type, IndexType):
        return ins(at, arith.IndexCastOp(v, i32)).results[0]
    return v


def to_index(at: Operation, v: SSAValue) -> SSAValue:
    return ins(at, arith.IndexCastOp(v, index)).results[0]


def add(at: Operation, a: SSAValue, b: SSAValue) -> SSAValue:
    return ins(at, arith.AddiOp(a, b)).results[0]


def mul(at: Operation, a: SSAValue, b: SSAValue) -> SSAValue:
    return ins(at, arith.MuliOp(a, b)).results[0]


def if_(at: Operation, cond: SSAValue, body: Block | None = None) -> tuple[scf.IfOp, Block]:
    """An `scf.if %cond` without results before `at`; returns it and its then-block (whose
    last op is the scf.yield)."""
    block = body if body is not None else Block()
    block.add_op(scf.YieldOp())
    op = ins(at, scf.IfOp(cond, [], Region(block)))
    return op, block


# ------------------------------------------------------------------ shared memory layout


def _align_up(x: int, a: int) -> int:
    return (x + a - 1) // a * a


def smem_layout(kernel: Operation) -> tuple[dict[Operation, int], int, int]:
    """Offsets of every smem_alloc / mbarrier_alloc / pipeline of `kernel` in the dynamic
    shared buffer (op order), the total size in bytes and the largest alignment."""
    offsets: dict[Operation, int] = {}
    cur, max_align = 0, 16
    for op in kernel.walk():
        if isinstance(op, ap.SmemAllocOp):
            size, align = op.bytes, op.align.value.data
        elif isinstance(op, ap.MbarrierAllocOp):
            size, align = 8 * op.result.type.n, 8
        elif isinstance(op, ap.PipelineOp):
            size, align = 16 * op.stages, 8
        else:
            continue
        cur = _align_up(cur, align)
        offsets[op] = cur
        cur += size
        max_align = max(max_align, align)
    return offsets, cur, max_align


def dynamic_smem_bytes(kernel: Operation) -> int:
    """Bytes of dynamic shared memory the kernel's aproxy allocations need (the value
    aproxy-to-nvvm records as the kernel's `dynamic_smem` attribute)."""
    return smem_layout(kernel)[1]


def declare_dyn_smem(gpu_module: Operation, align: int) -> None:
    """Declares (or re-aligns) the module's `@__tirx_dyn_smem` buffer."""
    block = gpu_module.regions[0].blocks[0]
    for op in block.ops:
        if isinstance(op, memref.GlobalOp) and op.sym_name.data == DYN_SMEM:
            old = op.alignment.value.data if op.alignment is not None else 1
            if align > old:
                op.properties["alignment"] = IntegerAttr(align, 64)
            return
    g = memref.GlobalOp.get(StringAttr(DYN_SMEM), MemRefType(IntegerType(8), [0], memory_space=IntegerAttr(3, 64)),
                            UnitAttr(), alignment=align)
    if block.first_op is not None:
        block.insert_op_before(g, block.first_op)
    else:
        block.add_op(g)


def declare_shared_words(gpu_module: Operation, sym: str, n: int) -> None:
    """A static shared u32 array `@sym` of at least n words in the gpu.module (private)."""
    block = gpu_module.regions[0].blocks[0]
    for op in block.ops:
        if isinstance(op, memref.GlobalOp) and op.sym_name.data == sym:
            if op.type.get_shape()[0] < n:
                op.properties["type"] = MemRefType(IntegerType(32), [n], memory_space=IntegerAttr(3, 64))
            return
    g = memref.GlobalOp.get(StringAttr(sym), MemRefType(IntegerType(32), [n], memory_space=IntegerAttr(3, 64)),
                            UnitAttr(), alignment=16, sym_visibility=StringAttr("private"))
    if block.first_op is not None:
        block.insert_op_before(g, block.first_op)
    else:
        block.add_op(g)


# ------------------------------------------------------------------ per-kernel state


@dataclass(frozen=True)
class PipelineInfo:
    """The counts of a lowered `aproxy.pipeline` that its users' lowerings read."""

    stages: int
    tx_bytes: int
    arrivals: int


class KernelState:
    """What the patterns of one kernel share. Values every thread computes once (tid, wg,
    the shared base, tensor-map addresses) go before `first`, an anchor at the top of the
    entry block (erased by the pass at the end), in the order the patterns first ask."""

    def __init__(self, func: Operation, options: Any = None):
        self.func = func
        #: the pass instance (its options), for patterns whose lowering an option changes
        self.options = options
        self.entry = func.regions[0].blocks[0]
        self.first = arith.ConstantOp.from_int_and_width(0, 32)
        self.entry.insert_op_before(self.first, self.entry.first_op)
        self.dims = ap.block_threads(func)
        self.offsets, self.smem_total, self.smem_align = smem_layout(func)
        self.base: SSAValue | None = None  # i32 address of @__tirx_dyn_smem, when used
        self.tmaps: dict[SSAValue, SSAValue] = {}  # tensormap arg -> generic i64 address
        #: the casts (i32 -> aproxy type) that stand for lowered aproxy values until the
        #: pass ends, and the pipeline op whose lowering each pipeline cast stands for
        self.casts: dict[Operation, None] = {}
        self.pipelines: dict[SSAValue, PipelineInfo] = {}
        self._tid: SSAValue | None = None
        self._wg: SSAValue | None = None
        self._leader: SSAValue | None = None

    # per-thread values, computed once at the kernel entry ---------------------------

    def tid(self) -> SSAValue:
        """tid.x (i32)."""
        if self._tid is None:
            self._tid = nv(self.first, "mov.special", [], None, reg="tid.x").results[0]
            self._tid.name_hint = "tid"
        return self._tid

    def wg(self) -> SSAValue:
        """tid.x / 128: the warpgroup of the thread (i32)."""
        if self._wg is None:
            t = self.tid()
            self._wg = ins(self.first, arith.DivUIOp(t, c32(self.first, 128))).results[0]
            self._wg.name_hint = "wg"
        return self._wg

    def leader(self) -> SSAValue:
        """i1: tid.x % 128 == 0, the first thread of each warpgroup."""
        if self._leader is None:
            t = self.tid()
            r = ins(self.first, arith.RemUIOp(t, c32(self.first, 128))).results[0]
            self._leader = ins(self.first, arith.CmpiOp(r, c32(self.first, 0), "eq")).results[0]
            self._leader.name_hint = "wg_leader"
        return self._leader

    # values ------------------------------------------------------------------------

    def val(self, at: Operation, v: SSAValue) -> SSAValue:
        """The lowered (i32) value of the aproxy-typed operand `v` of `at`, or v itself when it
        already has its lowered type (an scf iter_arg retyped by the pass)."""
        owner = v.owner
        if owner in self.casts:
            return owner.inputs[0]
        if isinstance(v.type, LOWERED_TYPES):
            what = owner.name if isinstance(owner, Operation) else "a block argument"
            fail(at, f"expected the {v.type} operand to come from an aproxy op "
                     f"(smem_alloc, smem_offset, mbarrier_alloc, pipeline, *_start, "
                     f"advance), found {what}")
        return v

    def pipeline(self, at: Operation, v: SSAValue) -> PipelineInfo:
        """The counts of the `aproxy.pipeline` op the pipeline operand `v` of `at` was made by."""
        p = self.pipelines.get(v)
        if p is None:
            owner = v.owner
            what = owner.name if isinstance(owner, Operation) else "a block argument"
            fail(at, f"expected the pipeline operand to come from aproxy.pipeline (its barriers "
                     f"and counts), found {what}")
        return p

    def tmap(self, at: Operation, v: SSAValue) -> SSAValue:
        """The generic address of the tensor-map kernel argument `v` (computed once)."""
        if v in self.tmaps:
            return self.tmaps[v]
        owner = v.owner
        if not isinstance(owner, Block) or owner is not self.entry:
            fail(at, "expected the tensor map to be a kernel argument")
        name = v.name_hint or f"arg{v.index}"
        a = nv(self.first, "mov.sym", [], [i64], type="u64", sym=SymbolRefAttr(name)).results[0]
        g = nv(self.first, "cvta", [a], [i64], space="param", type="u64").results[0]
        g.name_hint = f"{name}_addr"
        self.tmaps[v] = g
        return g

    def barrier_addr(self, at: Operation, bar: SSAValue, idx: SSAValue) -> SSAValue:
        """Address of barrier `idx` of an mbarrier array, or of full[idx] of a pipeline."""
        base = self.val(at, bar)
        c = ap.const_int(idx)
        if c is not None:
            return base if c == 0 else add(at, base, c32(at, 8 * c))
        off = mul(at, to_i32(at, idx), c32(at, 8))
        return add(at, base, off)

    def stage_phase(self, at: Operation, p: SSAValue, st: SSAValue) -> tuple[SSAValue, SSAValue]:
        """stage = it % S, phase = (it / S) & 1 of the pipe_state `st` of pipeline `p`."""
        s = p.type.n
        it = self.val(at, st)
        cs = c32(at, s)
        stage = ins(at, arith.RemUIOp(it, cs)).results[0]
        q = ins(at, arith.DivUIOp(it, cs)).results[0]
        phase = ins(at, arith.AndIOp(q, c32(at, 1))).results[0]
        return stage, phase

    def empty_addr(self, at: Operation, p: SSAValue, stage: SSAValue) -> SSAValue:
        """Address of empty[stage] of pipeline `p` (the S full barriers come first)."""
        s = p.type.n
        return add(at, self.val(at, p), mul(at, add(at, stage, c32(at, s)), c32(at, 8)))

    def wait(self, at: Operation, addr: SSAValue, parity: SSAValue) -> None:
        """scf.while { p = try_wait.parity(addr, parity); condition(!p) } do { } before `at`
        (PTX ISA "mbarrier.test_wait / mbarrier.try_wait"); with the `hang_check` option, the
        loop that times out and reports (tirx_mlir/lowering/hang_check.py)."""
        if getattr(self.options, "hang_check", False):
            from tirx_mlir.lowering import hang_check

            return hang_check.wait(self, at, addr, parity)
        try_wait = make_nv(at, "mbarrier.try_wait.parity", [addr, parity], None)
        one = arith.ConstantOp.from_int_and_width(1, 1)
        again = arith.XOrIOp(try_wait.results[0], one.result)
        before = Block([try_wait, one, again, scf.ConditionOp(again.result)])
        after = Block()
        after.add_op(scf.YieldOp())
        ins(at, scf.WhileOp([], [], Region(before), Region(after)))

    def elected(self, at: Operation, emit: Callable[[Operation], object]) -> None:
        """Run `emit(at2)` on the elected thread: directly inside elect_one, else under
        `scf.if (tid.x % 128 == 0)`."""
        if ap.enclosing(at, ap.ElectOneOp) is not None:
            emit(at)
            return
        _, block = if_(at, self.leader())
        emit(block.last_op)


# ------------------------------------------------------------------ the pattern base


class AproxyLowering(OpLowering):
    """The lowering of one aproxy op class: the class of `rewrite`'s `op` annotation
    (`OpLowering`), with the kernel's `KernelState` as `self.k`."""

    def __init__(self, k: KernelState):
        self.k = k

    def replace(self, op: Operation, rewriter: PatternRewriter,
                values: Sequence[SSAValue]) -> list[SSAValue]:
        """Replaces `op` by `values` (one per result). A result of an aproxy type is replaced
        by a cast of its i32 lowering back to that type, so that the ops lowered later still
        read their operands' aproxy types; the pass drops these casts when all are lowered.
        Returns the values that now stand for the results."""
        new: list[SSAValue] = []
        for res, v in zip(op.results, values, strict=True):
            if isinstance(res.type, LOWERED_TYPES) and v.type != res.type:
                cast = ins(op, UnrealizedConversionCastOp.get([v], [res.type]))
                self.k.casts[cast] = None
                v = cast.results[0]
            new.append(v)
        rewriter.replace(op, [], new)
        return new


class RowLowering(AproxyLowering):
    """An op that is one PTX row without operands: `params` = (row, slots)."""

    def rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        row, slots = self.params
        nv(op, row, **slots)
        rewriter.erase(op)


class BarrierRowLowering(AproxyLowering):
    """An op on barrier `%b[%i]` that is one PTX row on the barrier's shared address:
    `params` = (row, the integer property passed as the row's second operand, or None)."""

    def rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        row, prop = self.params
        a = self.k.barrier_addr(op, op.barrier, op.index)
        extra = [c32(op, getattr(op, prop).value.data)] if prop else []
        nv(op, row, [a, *extra], None)
        rewriter.erase(op)


class RegionAddressLowering(AproxyLowering):
    """An allocation (`smem_alloc`, `mbarrier_alloc`) -> `%smem + <its offset>`, the offsets
    laid out per kernel (smem_layout)."""

    def rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        a = add(op, self.k.base, c32(op, self.k.offsets[op]))
        a.name_hint = op.result.name_hint
        self.replace(op, rewriter, [a])
