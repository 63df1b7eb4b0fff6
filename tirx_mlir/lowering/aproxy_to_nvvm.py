"""`aproxy-to-nvvm`: the `aproxy` dialect lowered to `nvvm` ops plus arith and cf.

Expects: `gpu.func ... kernel` functions (inside `gpu.module`s) that use aproxy ops and
types, verified (docs/aproxy.md). Runs before the SIMT passes (`gpu-to-nvvm`,
`arith-to-nvvm`, ...), which lower the arith it leaves; `tirx-to-ptx` runs it after
tile-dispatch and lower-layout.

Guarantees, for every kernel:
* no aproxy op remains, and no value of an aproxy type except the kernel's
  `!aproxy.tensormap` arguments (the PTX target declares them `.param .align 64 .b8 x[128]`);
  `!aproxy.smem`, `!aproxy.mbarrier`, `!aproxy.pipeline` values become i32 shared-window
  addresses and `!aproxy.pipe_state` one i32 iteration counter (scf iter_args included);
* shared memory: every `smem_alloc` / `mbarrier_alloc` / `pipeline` gets, in op order, an
  aligned offset in the module's dynamic buffer `@__tirx_dyn_smem` (a zero-sized
  `memref.global` in address space 3 that the target prints `.extern .shared`); the kernel
  gets `dynamic_smem = <total bytes> : i64` (see `dynamic_smem_bytes`);
* `pipeline`: thread 0 initializes full[s] (count 1) and empty[s] (count `arrivals`),
  `fence.mbarrier_init.release.cluster`, then `bar.sync 0` (PTX ISA "mbarrier.init": init before
  any other mbarrier op; the CTA barrier publishes it);
* pipe_state `it`: stage = it % S, phase = (it / S) & 1; producer_acquire waits empty[stage]
  with parity phase ^ 1 (a fresh mbarrier reports the phase before phase 0 as complete,
  PTX ISA "mbarrier.test_wait / mbarrier.try_wait"), then the elected thread does arrive.expect_tx(tx_bytes) on
  full[stage]; consumer_wait waits full[stage] with parity phase; consumer_release: the
  elected thread arrives on empty[stage]. "Elected": every thread inside `elect_one`,
  else the thread with tid.x % 128 == 0 (one per warpgroup);
* `mbarrier_wait` (and the pipeline waits): a loop around `mbarrier.try_wait.parity` (PTX
  ISA "mbarrier.test_wait / mbarrier.try_wait"); so that it is a real loop, every kernel the
  pass touches leaves in cf form (xDSL's scf-to-cf patterns plus `WhileLowering`);
* `specialize`: wg = tid.x / 128; each role an `scf.if` on membership that starts with
  `setmaxnreg.dec` / `.inc` (PTX ISA "setmaxnreg") when its regs differ from the entry count
  (65536 / block threads, rounded down to a multiple of 8, at most 256); kernels with
  register budgets get `tirx.min_ctas_per_sm = 1` (the target prints `.minnctapersm 1`, so
  ptxas knows the register count at entry);
* `elect_one warpgroup` -> `scf.if (tid.x % 128 == 0)`; `elect_one warp` -> `elect.sync`
  (PTX ISA "elect.sync") predicate;
* TMA, bulk groups, fences, wgmma and named barriers map one-to-one to their PTX rows
  (docs/aproxy.md lists them); `wgmma_desc` becomes i64 arithmetic on the address
  (PTX ISA "Matrix Descriptor Format"); `wgmma_wait n (%acc)` is `wgmma.wait_group n`
  followed by the accumulator re-made from its lanes (`mov.extract`, `mov.pack`), so reads
  of the result stay after the wait; `smem_address` is the view's i32 address, and casts
  of views to i32 (identities after retyping) are folded.
A table row the lowering needs but the PTX table lacks is a diagnostic at the aproxy op.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, NoReturn

from xdsl.context import Context
from xdsl.dialects import arith, cf, memref, scf
from xdsl.dialects.builtin import (
    Float32Type,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    ModuleOp,
    StringAttr,
    SymbolRefAttr,
    UnitAttr,
    UnrealizedConversionCastOp,
)
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
    TypeConversionPattern,
    attr_type_rewrite_pattern,
    op_type_rewrite_pattern,
)
from xdsl.rewriter import BlockInsertPoint, InsertPoint, Rewriter
from xdsl.transforms.convert_scf_to_cf import ForLowering, IfLowering, SwitchLowering
from xdsl.utils.diagnostic import Diagnostic
from xdsl.utils.exceptions import PassFailedException, VerifyException

from tirx_mlir.dialects import aproxy as ap

NAME = "aproxy-to-nvvm"
DYN_SMEM = "__tirx_dyn_smem"

i1 = IntegerType(1)
i16 = IntegerType(16)
i32 = IntegerType(32)
i64 = IntegerType(64)
index = IndexType()

#: wgmma descriptor swizzle-mode field (bits 62-63), PTX ISA "Matrix Descriptor Format".
DESC_SWIZZLE = {"none": 0, "128B": 1, "64B": 2, "32B": 3}
#: wgmma A/B type names -> PTX type spelling.
WGMMA_PTX_TYPE = {"bf16": "bf16", "f16": "f16", "tf32": "tf32", "e4m3": "e4m3", "e5m2": "e5m2"}


def _fail(op: Operation, msg: str) -> NoReturn:
    diag = Diagnostic()
    diag.add_message(op, msg)
    diag.raise_exception(op, PassFailedException(f"{NAME}: {op.name}: {msg}"))


def _ins(at: Operation, op: Operation) -> Operation:
    Rewriter.insert_op(op, InsertPoint.before(at))
    return op


def _nv(at: Operation, row: str, operands: Sequence[SSAValue] = (),
        result_types: Sequence[Attribute] | None = None, *, diag_at: Operation | None = None,
        **slots: Any) -> Operation:
    """The nvvm op of table row `row`, inserted before `at` (a missing row or illegal slots
    are a diagnostic at `diag_at`, default `at`)."""
    return _ins(at, _make_nv(diag_at or at, row, operands, result_types, **slots))


def _c32(at: Operation, v: int) -> SSAValue:
    return _ins(at, arith.ConstantOp.from_int_and_width(v, 32)).results[0]


def _c64(at: Operation, v: int) -> SSAValue:
    if v >= 1 << 63:
        v -= 1 << 64
    return _ins(at, arith.ConstantOp.from_int_and_width(v, 64)).results[0]


def _true(at: Operation) -> SSAValue:
    return _ins(at, arith.ConstantOp.from_int_and_width(1, 1)).results[0]


def _to_i32(at: Operation, v: SSAValue) -> SSAValue:
    if isinstance(v.type, IndexType):
        return _ins(at, arith.IndexCastOp(v, i32)).results[0]
    return v


def _to_index(at: Operation, v: SSAValue) -> SSAValue:
    return _ins(at, arith.IndexCastOp(v, index)).results[0]


def _add(at, a, b) -> SSAValue:
    return _ins(at, arith.AddiOp(a, b)).results[0]


def _mul(at, a, b) -> SSAValue:
    return _ins(at, arith.MuliOp(a, b)).results[0]


def _if(at: Operation, cond: SSAValue, body: Block | None = None) -> tuple[scf.IfOp, Block]:
    """An `scf.if %cond` without results before `at`; returns it and its then-block (whose
    last op is the scf.yield)."""
    block = body if body is not None else Block()
    block.add_op(scf.YieldOp())
    op = _ins(at, scf.IfOp(cond, [], Region(block)))
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


def _declare_dyn_smem(gpu_module: Operation, align: int) -> None:
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


# ------------------------------------------------------------------ the lowering


class _Kernel:
    def __init__(self, func: Operation):
        self.func = func
        self.entry = func.regions[0].blocks[0]
        # Values every thread computes once (tid, wg, the shared base, tensor-map addresses)
        # go before this anchor at the top of the entry block; it is erased at the end.
        self.first = arith.ConstantOp.from_int_and_width(0, 32)
        self.entry.insert_op_before(self.first, self.entry.first_op)
        self.addr: dict[SSAValue, SSAValue] = {}  # aproxy value -> i32 address / counter
        self.tmaps: dict[SSAValue, SSAValue] = {}  # tensormap arg -> generic i64 address
        self.dims = ap.block_threads(func)
        self._tid: SSAValue | None = None
        self._wg: SSAValue | None = None
        self._leader: SSAValue | None = None
        self.dead: list[Operation] = []
        self.current: Operation = func

    # per-thread values, computed once at the kernel entry ---------------------------

    def tid(self) -> SSAValue:
        """tid.x (i32)."""
        if self._tid is None:
            self._tid = _nv(self.first, "mov.special", [], None, reg="tid.x").results[0]
            self._tid.name_hint = "tid"
        return self._tid

    def wg(self) -> SSAValue:
        """tid.x / 128: the warpgroup of the thread (i32)."""
        if self._wg is None:
            t = self.tid()
            self._wg = _ins(self.first, arith.DivUIOp(t, _c32(self.first, 128))).results[0]
            self._wg.name_hint = "wg"
        return self._wg

    def leader(self) -> SSAValue:
        """i1: tid.x % 128 == 0, the first thread of each warpgroup."""
        if self._leader is None:
            t = self.tid()
            r = _ins(self.first, arith.RemUIOp(t, _c32(self.first, 128))).results[0]
            self._leader = _ins(self.first, arith.CmpiOp(r, _c32(self.first, 0), "eq")).results[0]
            self._leader.name_hint = "wg_leader"
        return self._leader

    # values ------------------------------------------------------------------------

    def val(self, v: SSAValue) -> SSAValue:
        """The lowered value of an aproxy-typed SSA value (or v itself once retyped)."""
        if v in self.addr:
            return self.addr[v]
        if isinstance(v.type, _LOWERED_TYPES):
            owner = v.owner
            what = owner.name if isinstance(owner, Operation) else "a block argument"
            _fail(self.current, f"expected the {v.type} operand to come from an aproxy op "
                                f"(smem_alloc, smem_offset, mbarrier_alloc, pipeline, *_start, "
                                f"advance), found {what}")
        return v

    def tmap(self, at: Operation, v: SSAValue) -> SSAValue:
        if v in self.tmaps:
            return self.tmaps[v]
        owner = v.owner
        if not isinstance(owner, Block) or owner is not self.entry:
            _fail(at, "expected the tensor map to be a kernel argument")
        name = v.name_hint or f"arg{v.index}"
        a = _nv(self.first, "mov.sym", [], [i64], type="u64", sym=SymbolRefAttr(name)).results[0]
        g = _nv(self.first, "cvta", [a], [i64], space="param", type="u64").results[0]
        g.name_hint = f"{name}_addr"
        self.tmaps[v] = g
        return g

    def barrier_addr(self, at: Operation, bar: SSAValue, idx: SSAValue) -> SSAValue:
        """Address of barrier `idx` of an mbarrier array, or of full[idx] of a pipeline."""
        base = self.val(bar)
        c = ap.const_int(idx)
        if c is not None:
            return base if c == 0 else _add(at, base, _c32(at, 8 * c))
        off = _mul(at, _to_i32(at, idx), _c32(at, 8))
        return _add(at, base, off)

    def stage_phase(self, at: Operation, p: SSAValue, st: SSAValue) -> tuple[SSAValue, SSAValue]:
        s = p.type.n
        it = self.val(st)
        cs = _c32(at, s)
        stage = _ins(at, arith.RemUIOp(it, cs)).results[0]
        q = _ins(at, arith.DivUIOp(it, cs)).results[0]
        phase = _ins(at, arith.AndIOp(q, _c32(at, 1))).results[0]
        return stage, phase

    def wait(self, at: Operation, addr: SSAValue, parity: SSAValue) -> None:
        """scf.while { p = try_wait.parity(addr, parity); condition(!p) } do { }"""
        try_wait = _make_nv(at, "mbarrier.try_wait.parity", [addr, parity], None)
        one = arith.ConstantOp.from_int_and_width(1, 1)
        again = arith.XOrIOp(try_wait.results[0], one.result)
        before = Block([try_wait, one, again, scf.ConditionOp(again.result)])
        after = Block()
        after.add_op(scf.YieldOp())
        _ins(at, scf.WhileOp([], [], Region(before), Region(after)))

    def elected(self, at: Operation, emit) -> None:
        """Run `emit(at2)` on the elected thread: directly inside elect_one, else under
        `scf.if (tid.x % 128 == 0)`."""
        if ap.enclosing(at, ap.ElectOneOp) is not None:
            emit(at)
            return
        _, block = _if(at, self.leader())
        emit(block.last_op)

    # ops ---------------------------------------------------------------------------

    def lower(self, op: Operation, base: SSAValue, offsets: dict[Operation, int]) -> None:
        at = op
        self.current = op
        if isinstance(op, (ap.SmemAllocOp, ap.MbarrierAllocOp)):
            a = _add(at, base, _c32(at, offsets[op]))
            a.name_hint = op.result.name_hint
            self.addr[op.result] = a
        elif isinstance(op, ap.PipelineOp):
            self.lower_pipeline(op, base, offsets[op])
        elif isinstance(op, ap.SmemOffsetOp):
            a = _add(at, self.val(op.source), _to_i32(at, op.offset))
            a.name_hint = op.result.name_hint
            self.addr[op.result] = a
        elif isinstance(op, ap.SmemAddressOp):
            self.addr[op.result] = self.val(op.view)
        elif isinstance(op, ap.MbarrierInitOp):
            a = self.barrier_addr(at, op.barrier, op.index)
            _nv(at, "mbarrier.init", [a, _c32(at, op.arrivals.value.data)], None)
        elif isinstance(op, ap.MbarrierArriveOp):
            a = self.barrier_addr(at, op.barrier, op.index)
            _nv(at, "mbarrier.arrive", [a], None)
        elif isinstance(op, ap.MbarrierArriveExpectTxOp):
            a = self.barrier_addr(at, op.barrier, op.index)
            _nv(at, "mbarrier.arrive.expect_tx", [a, _c32(at, op.tx_bytes.value.data)], None)
        elif isinstance(op, ap.MbarrierWaitOp):
            self.wait(at, self.barrier_addr(at, op.barrier, op.index), op.parity)
        elif isinstance(op, ap.MbarrierInvalOp):
            _nv(at, "mbarrier.inval", [self.barrier_addr(at, op.barrier, op.index)], None)
        elif isinstance(op, (ap.ProducerStartOp, ap.ConsumerStartOp)):
            c = _c32(at, 0)
            c.name_hint = op.result.name_hint
            self.addr[op.result] = c
        elif isinstance(op, ap.AdvanceOp):
            n = _add(at, self.val(op.state), _c32(at, 1))
            n.name_hint = op.result.name_hint
            self.addr[op.result] = n
        elif isinstance(op, ap.ProducerAcquireOp):
            s = op.pipeline.type.n
            stage, phase = self.stage_phase(at, op.pipeline, op.state)
            parity = _ins(at, arith.XOrIOp(phase, _c32(at, 1))).results[0]
            full = self.val(op.pipeline)
            empty = _add(at, full, _mul(at, _add(at, stage, _c32(at, s)), _c32(at, 8)))
            self.wait(at, empty, parity)
            tx = _pipeline_op(op, op.pipeline).tx_bytes.value.data
            full_s = _add(at, full, _mul(at, stage, _c32(at, 8)))
            self.elected(at, lambda a2: _nv(a2, "mbarrier.arrive.expect_tx", [full_s, _c32(a2, tx)], None))
            self.addr[op.stage] = _to_index(at, stage)
        elif isinstance(op, ap.ConsumerWaitOp):
            stage, phase = self.stage_phase(at, op.pipeline, op.state)
            full_s = _add(at, self.val(op.pipeline), _mul(at, stage, _c32(at, 8)))
            self.wait(at, full_s, phase)
            self.addr[op.stage] = _to_index(at, stage)
        elif isinstance(op, ap.ConsumerReleaseOp):
            s = op.pipeline.type.n
            stage, _ = self.stage_phase(at, op.pipeline, op.state)
            empty = _add(at, self.val(op.pipeline), _mul(at, _add(at, stage, _c32(at, s)), _c32(at, 8)))
            self.elected(at, lambda a2: _nv(a2, "mbarrier.arrive", [empty], None))
        elif isinstance(op, ap.TmaLoadOp):
            tm = self.tmap(at, op.tensormap)
            bar = self.barrier_addr(at, op.barrier, op.index)
            dst = self.val(op.dst)
            operands = [dst, tm, *op.coords, bar]
            slots: dict[str, Any] = {"dim": len(op.coords)}
            if op.multicast_mask is not None:
                operands.append(op.multicast_mask)
                slots["multicast"] = True
            _nv(at, "cp.async.bulk.tensor.load", operands, None, **slots)
        elif isinstance(op, ap.TmaStoreOp):
            tm = self.tmap(at, op.tensormap)
            _nv(at, "cp.async.bulk.tensor.store", [tm, *op.coords, self.val(op.src)], None,
                dim=len(op.coords))
        elif isinstance(op, ap.BulkCommitOp):
            _nv(at, "cp.async.bulk.commit_group")
        elif isinstance(op, ap.BulkWaitOp):
            _nv(at, "cp.async.bulk.wait_group", n=op.count.value.data, read=op.read is not None)
        elif isinstance(op, ap.PrefetchTensormapOp):
            _nv(at, "prefetch.tensormap", [self.tmap(at, op.tensormap)])
        elif isinstance(op, ap.FenceProxyAsyncOp):
            _nv(at, "fence.proxy.async", space="shared::cta")
        elif isinstance(op, ap.FenceMbarrierInitOp):
            _nv(at, "fence.mbarrier_init")
        elif isinstance(op, ap.WgmmaFenceOp):
            _nv(at, "wgmma.fence")
        elif isinstance(op, ap.WgmmaCommitOp):
            _nv(at, "wgmma.commit_group")
        elif isinstance(op, ap.WgmmaWaitOp):
            _nv(at, "wgmma.wait_group", n=op.count.value.data)
            # Each covered accumulator is re-made after the wait from its lanes (register
            # moves ptxas folds away), so later lane reads hang off a value defined here.
            for acc, ready in zip(op.accs, op.ready):
                vt = acc.type
                ty = "f32" if isinstance(vt.element_type, Float32Type) else "b32"
                n = vt.get_shape()[0]
                lanes = [_nv(at, "mov.extract", [acc], [vt.element_type], type=ty, lane=k).results[0]
                         for k in range(n)]
                packed = _nv(at, "mov.pack", lanes, [vt], type=ty, n=n).results[0]
                packed.name_hint = ready.name_hint
                self.addr[ready] = packed
        elif isinstance(op, ap.WgmmaDescOp):
            self.addr[op.result] = self.wgmma_desc(op)
        elif isinstance(op, ap.WgmmaOp):
            sd = op.scale_d if op.scale_d is not None else _true(at)
            slots = {"n": op.n.value.data, "atype": WGMMA_PTX_TYPE[op.a_type.data],
                     "btype": WGMMA_PTX_TYPE[op.b_type.data]}
            if op.transpose_a is not None:
                slots["tnsp_a"] = 1
            if op.transpose_b is not None:
                slots["tnsp_b"] = 1
            row = "wgmma.mma_async.rs" if op.a_in_registers else "wgmma.mma_async"
            r = _nv(at, row, [op.acc, op.a, op.b, sd], [op.result.type], **slots).results[0]
            r.name_hint = op.result.name_hint
            self.addr[op.result] = r
        elif isinstance(op, ap.NamedBarrierSyncOp):
            _nv(at, "bar.sync", id=op.barrier_id.value.data, count=op.threads.value.data)
        elif isinstance(op, ap.NamedBarrierArriveOp):
            _nv(at, "bar.arrive", id=op.barrier_id.value.data, count=op.threads.value.data)
        elif isinstance(op, ap.WarpgroupIndexOp):
            self.addr[op.result] = self.warpgroup_index(op)
        else:
            return
        self.dead.append(op)

    def finish_leaves(self) -> None:
        """Replaces every lowered aproxy value by its lowering and erases the lowered ops
        (deferred so that each op's lowering still sees its operands' aproxy types)."""
        for old, new in self.addr.items():
            old.replace_all_uses_with(new)
        for op in reversed(self.dead):
            Rewriter.erase_op(op)
        self.dead.clear()

    def lower_pipeline(self, op: ap.PipelineOp, base: SSAValue, offset: int) -> None:
        at = op
        s, arrivals = op.stages, op.arrivals.value.data
        full0 = _add(at, base, _c32(at, offset))
        full0.name_hint = op.result.name_hint
        self.addr[op.result] = full0
        _, block = _if(at, _ins(at, arith.CmpiOp(self.tid(), _c32(at, 0), "eq")).results[0])
        y = block.last_op
        for k in range(2 * s):
            a = _add(y, full0, _c32(y, 8 * k))
            _nv(y, "mbarrier.init", [a, _c32(y, 1 if k < s else arrivals)], None)
        _nv(y, "fence.mbarrier_init")
        _nv(at, "bar.sync", id=0)

    def wgmma_desc(self, op: ap.WgmmaDescOp) -> SSAValue:
        # PTX ISA "Matrix Descriptor Format": start address (addr & 0x3FFFF) >> 4 in bits 0-13; leading
        # byte offset >> 4 in bits 16-29; stride byte offset >> 4 in bits 32-45; base
        # offset (bits 49-51) 0; swizzle mode in bits 62-63.
        at = op
        addr = self.val(op.view)
        lo = _ins(at, arith.AndIOp(addr, _c32(at, 0x3FFFF))).results[0]
        lo = _ins(at, arith.ShRUIOp(lo, _c32(at, 4))).results[0]
        lo64 = _ins(at, arith.ExtUIOp(lo, i64)).results[0]
        const = ((op.lbo.value.data >> 4) << 16) | ((op.sbo.value.data >> 4) << 32) | (
            DESC_SWIZZLE[op.swizzle.data] << 62)
        d = _ins(at, arith.OrIOp(lo64, _c64(at, const))).results[0]
        d.name_hint = op.result.name_hint
        return d

    def warpgroup_index(self, op: ap.WarpgroupIndexOp) -> SSAValue:
        at = op
        role = ap.enclosing(op, ap.RoleOp)
        wgs = role.warpgroup_list
        wg = self.wg()
        if wgs == list(range(wgs[0], wgs[0] + len(wgs))):
            pos = _ins(at, arith.SubiOp(wg, _c32(at, wgs[0]))).results[0]
        else:
            pos = _c32(at, 0)
            for k, w in enumerate(wgs[1:], start=1):
                eq = _ins(at, arith.CmpiOp(wg, _c32(at, w), "eq")).results[0]
                pos = _ins(at, arith.SelectOp(eq, _c32(at, k), pos)).results[0]
        r = _to_index(at, pos)
        r.name_hint = op.result.name_hint
        return r

    def lower_elect(self, op: ap.ElectOneOp) -> None:
        at = op
        if op.scope.data == "warpgroup":
            cond = self.leader()
        else:
            cond = _nv(at, "elect.sync", [_c32(at, -1)], None).results[1]
        body = op.body.block
        op.body.detach_block(body)
        _if(at, cond, body)
        Rewriter.erase_op(op)

    def lower_specialize(self, op: ap.SpecializeOp) -> None:
        at = op
        threads = self.dims[0]
        entry_regs = min(256, (65536 // threads) // 8 * 8)
        wg = self.wg()
        budget = False
        for role in op.roles:
            wgs = role.warpgroup_list
            if len(wgs) == 1:
                cond = _ins(at, arith.CmpiOp(wg, _c32(at, wgs[0]), "eq")).results[0]
            elif wgs == list(range(wgs[0], wgs[0] + len(wgs))):
                lo = _ins(at, arith.CmpiOp(wg, _c32(at, wgs[0]), "uge")).results[0]
                hi = _ins(at, arith.CmpiOp(wg, _c32(at, wgs[-1]), "ule")).results[0]
                cond = _ins(at, arith.AndIOp(lo, hi)).results[0]
            else:
                cond = None
                for w in wgs:
                    eq = _ins(at, arith.CmpiOp(wg, _c32(at, w), "eq")).results[0]
                    cond = eq if cond is None else _ins(at, arith.OrIOp(cond, eq)).results[0]
            body = role.body.block
            role.body.detach_block(body)
            _, block = _if(at, cond, body)
            if role.regs is not None:
                budget = True
                r = role.regs.value.data
                first = block.first_op
                if r != entry_regs:
                    _nv(first, "setmaxnreg", action="dec" if r < entry_regs else "inc",
                        count=r, diag_at=role)
        if budget:
            self.func.attributes["tirx.min_ctas_per_sm"] = IntegerAttr(1, 64)
        Rewriter.erase_op(op)


def _make_nv(at: Operation, row: str, operands, result_types, **slots) -> Operation:
    """An nvvm op of row `row`, not inserted (a missing row is a diagnostic at `at`)."""
    from tirx_mlir.dialects import nvvm

    try:
        return nvvm.make(row, operands, result_types, **slots)
    except KeyError as e:
        _fail(at, f"needs PTX table row '{row}', which the table lacks ({e.args[0]})")
    except (ValueError, VerifyException) as e:
        _fail(at, f"cannot build nvvm.{row}: {e}")


def _pipeline_op(at: Operation, v: SSAValue) -> ap.PipelineOp:
    owner = v.owner
    if not isinstance(owner, ap.PipelineOp):
        _fail(at, f"expected the pipeline operand to come from aproxy.pipeline (its barriers "
                  f"and counts), found {owner.name if isinstance(owner, Operation) else 'a block argument'}")
    return owner


class WhileLowering(RewritePattern):
    """`scf.while` -> cf blocks (MLIR's SCFToControlFlow WhileLowering; xDSL 0.75's
    convert-scf-to-cf has no scf.while pattern): the before-region is the loop header,
    `scf.condition` a `cf.cond_br` to the after-region or out, `scf.yield` a branch back."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: scf.WhileOp, rewriter: PatternRewriter, /):
        init_block = op.parent_block()
        if init_block is None:
            return
        end_block = init_block.split_before(op)
        for t in op.result_types:
            end_block.insert_arg(t, len(end_block.args))
        before = op.before_region.first_block
        after = op.after_region.first_block
        cond = op.before_region.last_block.last_op
        yld = op.after_region.last_block.last_op
        assert isinstance(cond, scf.ConditionOp) and yld is not None
        rewriter.inline_region(op.before_region, BlockInsertPoint.before(end_block))
        rewriter.inline_region(op.after_region, BlockInsertPoint.before(end_block))
        rewriter.insert(cf.BranchOp(before, *op.arguments), InsertPoint.at_end(init_block))
        rewriter.replace(cond, cf.ConditionalBranchOp(cond.condition, after, cond.args,
                                                         end_block, cond.args))
        rewriter.replace(yld, cf.BranchOp(before, *yld.operands))
        rewriter.replace(op, [], end_block.args)


def scf_to_cf(func: Operation) -> None:
    """Lowers the kernel's structured control flow to cf blocks: xDSL's convert-scf-to-cf
    patterns plus WhileLowering (the try_wait loops are scf.while)."""
    PatternRewriteWalker(GreedyRewritePatternApplier(
        [SwitchLowering(), IfLowering(), ForLowering(), WhileLowering()])).rewrite_region(func.regions[0])


class _Retype(TypeConversionPattern):
    """!aproxy.smem / mbarrier / pipeline / pipe_state -> i32 on the block arguments and
    results of non-aproxy ops (scf.for iter_args and results, ...). The aproxy ops keep their
    types until each is lowered: their lowering reads them."""

    @attr_type_rewrite_pattern
    def convert_type(self, typ: ap.SmemType | ap.MbarrierType | ap.PipelineType | ap.PipeStateType) -> Attribute:
        return i32

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter):  # type: ignore[misc]
        if op.name.startswith("aproxy."):
            return
        if op.name.startswith("scf."):
            super().match_and_rewrite(op, rewriter)
            return
        # Other ops keep their results (an aproxy value made by, e.g., a cast is reported
        # where it is used); their regions' block arguments are converted.
        for region in op.regions:
            for block in region.blocks:
                for arg in block.args:
                    if isinstance(arg.type, _LOWERED_TYPES):
                        rewriter.replace_value_with_new_type(arg, i32)


_LOWERED_TYPES = (ap.SmemType, ap.MbarrierType, ap.PipelineType, ap.PipeStateType)


def _is_aproxy_type(t: Attribute) -> bool:
    return isinstance(t, (*_LOWERED_TYPES, ap.TensorMapType))


def _uses_aproxy(func: Operation) -> bool:
    if any(_is_aproxy_type(a.type) for a in func.regions[0].blocks[0].args):
        return True
    for op in func.walk():
        if op.name.startswith("aproxy.") or any(_is_aproxy_type(r.type) for r in op.results):
            return True
    return False


def lower_kernel(func: Operation) -> None:
    k = _Kernel(func)
    offsets, total, max_align = smem_layout(func)
    ops = [op for op in func.walk() if op.name.startswith("aproxy.")]
    structural = (ap.SpecializeOp, ap.RoleOp, ap.ElectOneOp)
    base = None
    for arg in func.regions[0].blocks[0].args:
        if isinstance(arg.type, _LOWERED_TYPES):
            _fail(func, f"expected kernel arguments of aproxy type to be tensor maps only, found "
                        f"{arg.type} (shared memory, barriers and pipelines are allocated in the kernel)")
    PatternRewriteWalker(_Retype(), apply_recursively=False).rewrite_region(func.regions[0])
    if offsets:
        _declare_dyn_smem(func.parent_op(), max_align)
        base = _nv(k.first, "mov.sym", [], [i32], type="u32", sym=SymbolRefAttr(DYN_SMEM)).results[0]
        base.name_hint = "smem"
        func.attributes["dynamic_smem"] = IntegerAttr(total, 64)
    # Leaf ops first (in program order, so each operand is lowered before its users) ...
    for op in ops:
        if not isinstance(op, structural):
            k.lower(op, base, offsets)
    k.finish_leaves()
    # ... then the regions: elect_one (innermost first), then specialize.
    for op in reversed(ops):
        if isinstance(op, ap.ElectOneOp):
            k.lower_elect(op)
    for op in ops:
        if isinstance(op, ap.SpecializeOp):
            k.lower_specialize(op)
    Rewriter.erase_op(k.first)
    # Casts of aproxy values to their lowered type (e.g. !aproxy.smem -> i32) are identities now.
    for op in list(func.walk()):
        if (isinstance(op, UnrealizedConversionCastOp) and len(op.inputs) == 1
                and len(op.results) == 1 and op.inputs[0].type == op.results[0].type):
            op.results[0].replace_all_uses_with(op.inputs[0])
            Rewriter.erase_op(op)
    # The mbarrier wait loops need real loops: the kernel leaves in cf form.
    scf_to_cf(func)


@dataclass(frozen=True)
class AproxyToNvvm(ModulePass):
    """Lowers every aproxy op to nvvm + arith/scf (see the module docstring)."""

    name = "aproxy-to-nvvm"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        funcs = [f for f in op.walk() if f.name == "gpu.func"]
        for f in funcs:
            if not _uses_aproxy(f):
                continue
            if f.parent_op() is None or f.parent_op().name != "gpu.module":
                _fail(f, "expected the kernel inside a gpu.module")
            lower_kernel(f)
