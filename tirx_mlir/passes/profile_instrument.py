"""`profile-instrument`: records when each marked range of a kernel starts and ends.

    tirx-opt k.mlir -p 'profile-instrument{markers=roles,waits,iterations,epilogues scope=warpgroup max_events=4096},tirx-to-ptx' -t ptx

Expects: `gpu.func ... kernel`s inside `gpu.module`s, before `aproxy-to-nvvm` (the automatic
markers need the aproxy structure) and before `gpu-to-nvvm` (the pass adds a kernel
argument); `prof` markers (tirx_mlir/dialects/prof.py) anywhere in the kernels; a 1-D block.

Options:
* `markers`: automatic ranges to add, any of `roles` (each `aproxy.role` body), `waits`
  (each `aproxy.producer_acquire` / `consumer_wait` / `mbarrier_wait`), `iterations` (each
  iteration of a mainloop: an `scf.for` with a pipeline wait inside), `epilogues` (what
  follows the last mainloop in its block), or `none`. Default: roles, waits, epilogues
  (DEFAULT_MARKERS; an iteration range costs one more timer read and record per K tile,
  and its bounds are close to the waits' anyway).
* `waits`: `summary` (default) or `events`. With `summary` the automatic wait ranges are
  not recorded one by one: after each wait the writer adds {1, d, max d} to its slot for
  that wait site in the shared array `@__tirx_prof_waits` (`red.shared.add/max.u32`, PTX
  ISA "red"), and at the end of the enclosing role (or before the exit header outside
  roles) reads and resets the slot (`atom.shared.exch`) and appends one summary record
  {count, max, total, tag} (tag kind `wait_summary`) per site; the mainloop stores nothing
  to global memory. `events`: one record per wait, like any range.
* `scope`: `warpgroup` (default: one writer per 128 threads) or `warp` (per 32 threads).
* `max_events`: the most records one writer may keep (the buffer's capacity per writer is
  at most this; further records are counted as overflow, never written).
* `lower=false`: add the automatic markers (`prof.begin` / `prof.end`, user ranges as
  pairs too) and stop: shows where the ranges are.
* `timer`: `globaltimer` (default) reads `%globaltimer` at the ranges' ends; `clock64`
  reads the SM's cycle counter `%clock64` there instead (finer than the global timer's
  update period, PTX ISA "Special Registers: %clock64"); segment headers hold both
  timers at entry and exit, from which the decoder maps cycles to nanoseconds.
* `sink` (default true): store each record not where its range ends but just before the
  next op of the block that waits (pipeline / mbarrier waits, `wgmma_wait`, barriers,
  `bulk_wait`), holds regions, or ends the block: there the writer's bookkeeping overlaps
  a wait (in the GEMM's consumer loop: between `wgmma_commit` and `wgmma_wait`) instead of
  delaying the work after the range. The timer reads stay where the range ends.

Guarantees, per kernel:
* a last argument `%prof_buf: i64`, the device address of the profile buffer (layout in
  tirx_mlir/passes/profile_format.py), converted with `cvta.to.global.u64` (PTX ISA "cvta");
* at the entry every thread reads `%globaltimer` (PTX ISA "Special Registers:
  %globaltimer", a 64-bit nanosecond timer), computes its writer (tid.x / 128 or / 32)
  and its segment, and the writer (tid.x % 128 == 0, or % 32) zeroes its record counter
  in the shared array `@__tirx_prof_count` (one u32 per writer; only the writer touches it,
  so no barrier is needed) with `atom.shared.exch`;
* each range becomes a `%globaltimer` read where it begins and one where it ends (reads
  with only markers between them are shared), then (where it ends, or later with `sink`),
  on the writer (inside
  `aproxy.elect_one`: the elected thread), `count = atom.shared.add(counter, 1)` (PTX ISA
  "atom"; one instruction where ld + add + st would be three) and, when `count <
  capacity` (capacity read from the buffer's header), one 16-byte `st.global.v4.b32`
  record {start, end - start, tag} at slot `count`. (The counter is touched only by
  atomics, which `aproxy-verify-sync` leaves out of its shared-memory model: it is the
  profiler's private state, not a buffer other threads synchronize on);
* before each `gpu.return` the writer stores its segment header {count, %smid, block,
  writer, entry and exit %globaltimer, entry and exit %clock64} (%smid is read at the end: PTX ISA "Special Registers:
  %smid" warns it may change when a thread is rescheduled) and adds `count - capacity`,
  when positive, to the header's overflow counter with `red.global.add.u32` (PTX ISA
  "red");
* the kernel gets `tirx.profile`: the tags (range names and kinds, indexed by the record's
  tag), the scope, the roles' warpgroups, max_events and the records it can make
  (`events = [fixed, per trip of a dynamic loop, unbounded]`), which the host uses to size
  the buffer (tirx_mlir/profile/runtime.py);
* no `prof` op remains. Only nvvm ops from the PTX table, arith and scf are added.
Without this pass, `tirx-to-ptx` strips the markers (`profile-strip`), so the PTX is the
same as without markers.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from xdsl.context import Context
from xdsl.dialects import arith, scf
from xdsl.dialects.builtin import (
    ArrayAttr,
    DictionaryAttr,
    FunctionType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    ModuleOp,
    StringAttr,
    SymbolRefAttr,
    UnitAttr,
)
from xdsl.dialects import memref
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.traits import IsTerminator

from tirx_mlir.dialects import aproxy as ap
from tirx_mlir.dialects import gpu
from tirx_mlir.dialects import prof
from tirx_mlir.passes.profile_strip import inline_range
from tirx_mlir.pass_options import require
from tirx_mlir.passes import profile_format as fmt
from tirx_mlir.support import fail

NAME = "profile-instrument"
COUNT_SYM = "__tirx_prof_count"
WAITS_SYM = "__tirx_prof_waits"
#: waits=summary (default): a pipeline wait accumulates {count, total, max} of its duration
#: in the writer's shared slot (SLOT_BYTES per wait site) and the writer stores one
#: summary record per site at the end of the enclosing role; waits=events: one record
#: per wait.
WAIT_MODES = ("summary", "events")
SUMMARY_KIND = "wait_summary"
SLOT_BYTES = 16
BUF_ARG = "prof_buf"
MARKERS = ("roles", "waits", "iterations", "epilogues")
DEFAULT_MARKERS = ("roles", "waits", "epilogues")
WAIT_OPS = {ap.ProducerAcquireOp: "producer_acquire", ap.ConsumerWaitOp: "consumer_wait",
            ap.MbarrierWaitOp: "mbarrier_wait"}
PIPELINE_WAITS = (ap.ProducerAcquireOp, ap.ConsumerWaitOp)

i32 = IntegerType(32)
i64 = IntegerType(64)


def _ins(at: InsertPoint, op: Operation) -> SSAValue | None:
    Rewriter.insert_op(op, at)
    return op.results[0] if op.results else None


def _c(at: InsertPoint, v: int, t=i32) -> SSAValue:
    return _ins(at, arith.ConstantOp.from_int_and_width(v, t.width.data))


def _nv(at: InsertPoint, row: str, operands=(), result_types=None, **slots) -> Operation:
    from tirx_mlir.dialects import nvvm

    op = nvvm.make(row, list(operands), result_types, **slots)
    Rewriter.insert_op(op, at)
    return op


def _if(at: InsertPoint, cond: SSAValue) -> InsertPoint:
    """An `scf.if %cond` without results at `at`; returns the point before its yield."""
    body = Block()
    y = scf.YieldOp()
    body.add_op(y)
    Rewriter.insert_op(scf.IfOp(cond, [], Region(body)), at)
    return InsertPoint.before(y)


#: Range timers: `%globaltimer` (ns, one clock for every SM) or `%clock64` (the SM's cycle
#: counter, PTX ISA "Special Registers: %clock64": finer, but per SM; the decoder maps
#: cycles to ns with the segments' globaltimer/clock64 pairs at entry and exit).
TIMERS = ("globaltimer", "clock64")


def _timer(at: InsertPoint, reg: str = "globaltimer") -> SSAValue:
    return _nv(at, "mov.special", reg=reg).results[0]


# ------------------------------------------------------------------ automatic markers


def _wrap(first: Operation, last: Operation, name: str, kind: str) -> None:
    """A begin before `first` and an end after `last` (same block)."""
    b = prof.BeginOp(name, kind)
    Rewriter.insert_op(b, InsertPoint.before(first))
    Rewriter.insert_op(prof.EndOp(b.mark), InsertPoint.after(last))


def _wrap_block(block: Block, name: str, kind: str, start: Operation | None = None) -> None:
    """Wraps `start` (default the first op) .. the last non-terminator op of `block`."""
    ops = list(block.ops)
    last = ops[-1] if ops else None
    if last is not None and last.has_trait(IsTerminator):
        ops = ops[:-1]
    if start is not None:
        ops = ops[ops.index(start):]
    if not ops:
        return
    _wrap(ops[0], ops[-1], name, kind)


def _is_mainloop(op: Operation) -> bool:
    return isinstance(op, scf.ForOp) and any(isinstance(o, PIPELINE_WAITS) for o in op.walk())


def add_markers(kernel: gpu.FuncOp, markers: set[str]) -> None:
    ops = list(kernel.walk())
    if "waits" in markers:
        for op in ops:
            for cls, name in WAIT_OPS.items():
                if isinstance(op, cls):
                    _wrap(op, op, name, "wait")
    if "iterations" in markers:
        for op in ops:
            if _is_mainloop(op):
                _wrap_block(op.body.block, "iteration", "iteration")
    if "epilogues" in markers:
        blocks = {op.parent_block() for op in ops if _is_mainloop(op)}
        for block in blocks:
            loops = [o for o in block.ops if _is_mainloop(o)]
            after = loops[-1].next_op
            if after is not None and not after.has_trait(IsTerminator):
                _wrap_block(block, "epilogue", "epilogue", start=after)
    if "roles" in markers:
        for op in ops:
            if isinstance(op, ap.RoleOp):
                _wrap_block(op.body.block, op.role_name.data, "role")


# ------------------------------------------------------------------ the lowering


@dataclass
class _Kernel:
    func: gpu.FuncOp
    scope: str
    tags: dict[tuple[str, str], int] = field(default_factory=dict)
    values: dict[str, SSAValue] = field(default_factory=dict)
    #: waits=summary: the wait sites' begins, in slot order
    sites: list[prof.BeginOp] = field(default_factory=list)

    def tag(self, name: str, kind: str) -> int:
        return self.tags.setdefault((name, kind), len(self.tags))

    def prologue(self, buf: SSAValue) -> None:
        """Per-thread values at the kernel's entry (every thread computes them)."""
        entry = self.func.body.blocks[0]
        at = InsertPoint.at_start(entry)
        g = fmt.SCOPE_THREADS[self.scope]
        v = self.values
        v["buf"] = _nv(at, "cvta", [buf], None, to=True, space="global", type="u64").results[0]
        v["buf"].name_hint = "prof_global"
        v["cap"] = _nv(at, "ld", [v["buf"]], None, space="global", type="u32",
                       offset=fmt.OFF_CAPACITY).results[0]
        v["cap"].name_hint = "prof_cap"
        tid = _nv(at, "mov.special", reg="tid.x").results[0]
        ntid = _nv(at, "mov.special", reg="ntid.x").results[0]
        cx, cy, cz = (_nv(at, "mov.special", reg=f"ctaid.{d}").results[0] for d in "xyz")
        nx, ny = (_nv(at, "mov.special", reg=f"nctaid.{d}").results[0] for d in "xy")
        # linear CTA id: ctaid.x + nctaid.x * (ctaid.y + nctaid.y * ctaid.z)
        yz = _ins(at, arith.AddiOp(cy, _ins(at, arith.MuliOp(ny, cz))))
        blk = _ins(at, arith.AddiOp(cx, _ins(at, arith.MuliOp(nx, yz))))
        blk.name_hint = "prof_block"
        writers = _ins(at, arith.DivUIOp(_ins(at, arith.AddiOp(ntid, _c(at, g - 1))), _c(at, g)))
        w = _ins(at, arith.DivUIOp(tid, _c(at, g)))
        w.name_hint = "prof_writer"
        lane = _ins(at, arith.RemUIOp(tid, _c(at, g)))
        v["writer"] = _ins(at, arith.CmpiOp(lane, _c(at, 0), "eq"))
        v["writer"].name_hint = "prof_is_writer"
        if self.scope == "warpgroup" and any(
                isinstance(o, ap.ElectOneOp) and o.scope.data == "warp" for o in self.func.walk()):
            # Inside `elect_one warp` the elected lane of each warp runs: warp 0 of the
            # warpgroup writes.
            v["writer_warp"] = _ins(at, arith.CmpiOp(lane, _c(at, 32), "ult"))
            v["writer_warp"].name_hint = "prof_is_warp0"
        seg = _ins(at, arith.AddiOp(_ins(at, arith.MuliOp(blk, writers)), w))
        seg64 = _ins(at, arith.ExtUIOp(seg, i64))
        cap64 = _ins(at, arith.ExtUIOp(v["cap"], i64))
        seg_bytes = _ins(at, arith.AddiOp(_ins(at, arith.MuliOp(cap64, _c(at, fmt.RECORD_BYTES, i64))),
                                          _c(at, fmt.SEGMENT_HEADER_BYTES, i64)))
        base = _ins(at, arith.AddiOp(v["buf"], _c(at, fmt.HEADER_BYTES, i64)))
        v["seg"] = _ins(at, arith.AddiOp(base, _ins(at, arith.MuliOp(seg64, seg_bytes))))
        v["seg"].name_hint = "prof_segment"
        v["records"] = _ins(at, arith.AddiOp(v["seg"], _c(at, fmt.SEGMENT_HEADER_BYTES, i64)))
        v["records"].name_hint = "prof_records"
        counts = _nv(at, "mov.sym", [], [i32], type="u32", sym=SymbolRefAttr(COUNT_SYM)).results[0]
        v["count"] = _ins(at, arith.AddiOp(counts, _ins(at, arith.MuliOp(w, _c(at, 4)))))
        v["count"].name_hint = "prof_count"
        v["blk"], v["w"] = blk, w
        v["t_entry"] = _timer(at)
        v["t_entry"].name_hint = "prof_t_entry"
        v["c_entry"] = _timer(at, "clock64")
        v["c_entry"].name_hint = "prof_c_entry"
        if self.sites:
            # waits=summary: this writer's slots, {count, total, max, -} per wait site
            wbase = _nv(at, "mov.sym", [], [i32], type="u32", sym=SymbolRefAttr(WAITS_SYM)).results[0]
            v["wslot"] = _ins(at, arith.AddiOp(wbase, _ins(at, arith.MuliOp(
                w, _c(at, SLOT_BYTES * len(self.sites))))))
            v["wslot"].name_hint = "prof_wait_slots"
        y = _if(at, v["writer"])
        _nv(y, "atom", [v["count"], _c(y, 0)], None, space="shared", op="exch", type="b32")
        for i in range(len(self.sites)):
            for word in range(3):
                _nv(y, "atom", [v["wslot"], _c(y, 0)], None, space="shared", op="exch", type="b32",
                    offset=SLOT_BYTES * i + 4 * word)

    def writer_at(self, op: Operation) -> SSAValue | None:
        """The writer predicate where `op` runs, or None when the running thread is the
        writer (inside elect_one)."""
        e = ap.enclosing(op, ap.ElectOneOp)
        if e is None:
            return self.values["writer"]
        if self.scope == "warpgroup" and e.scope.data == "warp":
            return self.values["writer_warp"]
        return None

    def lower_end(self, end: prof.EndOp, t0: SSAValue, t1: SSAValue, tag: int, sink: bool) -> None:
        v = self.values
        at = _sink_point(end) if sink else InsertPoint.before(end)
        pred = self.writer_at(end)
        if pred is not None:
            at = _if(at, pred)
        c = _nv(at, "atom", [v["count"], _c(at, 1)], None, space="shared", op="add", type="u32").results[0]
        at = _if(at, _ins(at, arith.CmpiOp(c, v["cap"], "ult")))
        off = _ins(at, arith.MuliOp(_ins(at, arith.ExtUIOp(c, i64)), _c(at, fmt.RECORD_BYTES, i64)))
        addr = _ins(at, arith.AddiOp(v["records"], off))
        lo, hi = _nv(at, "mov.split", [t0], [i32, i32], type="b64").results
        dur = _ins(at, arith.TruncIOp(_ins(at, arith.SubiOp(t1, t0)), i32))
        rec = _nv(at, "mov.pack", [lo, hi, dur, _c(at, tag)], None, type="b32", n=4).results[0]
        _nv(at, "st", [addr, rec], space="global", vec="v4", type="b32")
        Rewriter.erase_op(end)

    def lower_wait_end(self, end: prof.EndOp, t0: SSAValue, t1: SSAValue, site: int, sink: bool) -> None:
        """waits=summary: the writer adds the wait to its slot (count += 1, total += d,
        max = max(max, d)) with shared reductions; no global store in the loop."""
        v = self.values
        at = _sink_point(end) if sink else InsertPoint.before(end)
        pred = self.writer_at(end)
        if pred is not None:
            at = _if(at, pred)
        d = _ins(at, arith.TruncIOp(_ins(at, arith.SubiOp(t1, t0)), i32))
        for word, (op, x) in enumerate((("add", _c(at, 1)), ("add", d), ("max", d))):
            _nv(at, "red", [v["wslot"], x], None, space="shared", op=op, type="u32",
                offset=SLOT_BYTES * site + 4 * word)
        Rewriter.erase_op(end)

    def flush_sites(self, at: InsertPoint, sites: list[int]) -> None:
        """On the writer (at `at`): one summary record {count, max, total, tag} per site
        (PTX ISA "red": the slots are updated by shared reductions, read here by atomics)."""
        v = self.values
        for i in sites:
            b = self.sites[i]
            # read and reset (a role that runs again, e.g. in a loop, reports its own waits)
            n, total, mx = (_nv(at, "atom", [v["wslot"], _c(at, 0)], None, space="shared", op="exch",
                                type="b32", offset=SLOT_BYTES * i + 4 * word).results[0] for word in range(3))
            c = _nv(at, "atom", [v["count"], _c(at, 1)], None, space="shared", op="add", type="u32").results[0]
            ok = _if(at, _ins(at, arith.CmpiOp(c, v["cap"], "ult")))
            off = _ins(ok, arith.MuliOp(_ins(ok, arith.ExtUIOp(c, i64)), _c(ok, fmt.RECORD_BYTES, i64)))
            addr = _ins(ok, arith.AddiOp(v["records"], off))
            tag = _c(ok, self.tag(b.range_name.data, SUMMARY_KIND))
            rec = _nv(ok, "mov.pack", [n, mx, total, tag], None, type="b32", n=4).results[0]
            _nv(ok, "st", [addr, rec], space="global", vec="v4", type="b32")

    def lower_return(self, ret: Operation, sites: list[int] = ()) -> None:
        v = self.values
        at = InsertPoint.before(ret)
        t_exit = _timer(at)
        c_exit = _timer(at, "clock64")
        at = _if(at, v["writer"])
        if sites:
            self.flush_sites(at, list(sites))
        c = _nv(at, "atom", [v["count"], _c(at, 0)], None, space="shared", op="add", type="u32").results[0]
        smid = _nv(at, "mov.special", reg="smid").results[0]
        hdr = _nv(at, "mov.pack", [c, smid, v["blk"], v["w"]], None, type="b32", n=4).results[0]
        _nv(at, "st", [v["seg"], hdr], space="global", vec="v4", type="b32")
        times = _nv(at, "mov.pack", [v["t_entry"], t_exit], None, type="b64", n=2).results[0]
        _nv(at, "st", [v["seg"], times], space="global", vec="v2", type="b64", offset=16)
        clocks = _nv(at, "mov.pack", [v["c_entry"], c_exit], None, type="b64", n=2).results[0]
        _nv(at, "st", [v["seg"], clocks], space="global", vec="v2", type="b64", offset=32)
        at = _if(at, _ins(at, arith.CmpiOp(c, v["cap"], "ugt")))
        over = _ins(at, arith.SubiOp(c, v["cap"]))
        _nv(at, "red", [v["buf"], over], None, space="global", op="add", type="u32",
            offset=fmt.OFF_OVERFLOW)


#: Ops where a thread waits (PTX ISA "mbarrier.test_wait / mbarrier.try_wait",
#: "wgmma.wait_group", "bar", "cp.async.bulk.wait_group"): a record store just before one
#: overlaps the wait instead of delaying the work that follows a range.
WAITING_OPS = {"aproxy.producer_acquire", "aproxy.consumer_wait", "aproxy.mbarrier_wait",
               "aproxy.wgmma_wait", "aproxy.named_barrier_sync", "aproxy.bulk_wait", "gpu.barrier"}


def _sink_point(end: prof.EndOp) -> InsertPoint:
    """Where the record of the range ending at `end` is stored: before the next op of the
    block that waits (WAITING_OPS), holds regions or ends the block, and before the timer
    reads and markers that precede that op; the block's end if there is none."""
    op = end.next_op
    while op is not None and not (op.name in WAITING_OPS or op.regions or op.has_trait(IsTerminator)):
        op = op.next_op
    if op is None:
        return InsertPoint.at_end(end.parent_block())
    while op.prev_op is not end and (_is_timer(op.prev_op) or isinstance(op.prev_op, (prof.BeginOp, prof.EndOp))):
        op = op.prev_op
    return InsertPoint.before(op)


def _events(kernel: gpu.FuncOp, begins: list[prof.BeginOp],
            anchor: dict[prof.BeginOp, Operation] | None = None) -> tuple[int, int, int]:
    """(fixed, per trip of a dynamic loop, unbounded): records one writer can make at most
    (the sum over all ranges: a writer runs a subset of them). A summarized wait counts
    where its summary is stored: once per run of `anchor[b]` (its role, or the kernel)."""
    fixed = per_trip = 0
    unbounded = 0
    anchor = anchor or {}
    if len(kernel.body.blocks) > 1:
        return 0, 0, 1
    for b in begins:
        mult, dynamic = 1, 0
        p = anchor.get(b, b.parent_op())
        while p is not None and p is not kernel:
            if isinstance(p, (scf.WhileOp,)):
                dynamic += 2
            elif isinstance(p, scf.ForOp):
                lb, ub, st = (ap.const_int(x) for x in (p.lb, p.ub, p.step))
                if None in (lb, ub, st) or st <= 0:
                    dynamic += 1
                else:
                    mult *= max(0, -(-(ub - lb) // st))
            p = p.parent_op()
        if dynamic == 0:
            fixed += mult
        elif dynamic == 1:
            per_trip += mult
        else:
            unbounded = 1
    return fixed, per_trip, unbounded


def _is_timer(op: Operation | None) -> bool:
    return op is not None and op.name == "nvvm.mov.special" and op.properties["reg"].data in TIMERS


def _share_timer_reads(kernel: gpu.FuncOp, reads: set[SSAValue]) -> dict[SSAValue, SSAValue]:
    """Merges the ranges' timer reads (`reads`) with only prof markers between them into
    the first; returns {erased read: the read that replaces it}."""
    merged: dict[SSAValue, SSAValue] = {}
    for op in list(kernel.walk()):
        if not _is_timer(op) or op.results[0] not in reads or op.results[0] in merged:
            continue
        prev = op.prev_op
        while isinstance(prev, (prof.BeginOp, prof.EndOp)):
            prev = prev.prev_op
        if _is_timer(prev) and prev.results[0] in reads:
            keep = merged.get(prev.results[0], prev.results[0])
            merged[op.results[0]] = keep
            op.results[0].replace_all_uses_with(keep)
            Rewriter.erase_op(op)
    return merged


def _roles(kernel: gpu.FuncOp) -> DictionaryAttr:
    out: dict[str, ArrayAttr] = {}
    for op in kernel.walk():
        if isinstance(op, ap.RoleOp):
            out[op.role_name.data] = ArrayAttr([IntegerAttr(w, 64) for w in op.warpgroup_list])
    return DictionaryAttr(out)


def _declare_counts(gpu_module: Operation, scope: str) -> None:
    _declare_shared(gpu_module, COUNT_SYM, fmt.MAX_WRITERS[scope])


def _declare_shared(gpu_module: Operation, sym: str, n: int) -> None:
    """A static shared u32 array `@sym` of at least n words in the gpu.module."""
    block = gpu_module.regions[0].blocks[0]
    for op in block.ops:
        if isinstance(op, memref.GlobalOp) and op.sym_name.data == sym:
            if op.type.get_shape()[0] < n:
                op.properties["type"] = MemRefType(i32, [n], memory_space=IntegerAttr(3, 64))
            return
    g = memref.GlobalOp.get(StringAttr(sym), MemRefType(i32, [n], memory_space=IntegerAttr(3, 64)),
                            UnitAttr(), alignment=16, sym_visibility=StringAttr("private"))
    if block.first_op is not None:
        block.insert_op_before(g, block.first_op)
    else:
        block.add_op(g)


def instrument_kernel(func: gpu.FuncOp, markers: set[str], scope: str, max_events: int,
                      lower: bool = True, sink: bool = True, timer: str = "globaltimer",
                      waits: str = "summary") -> None:
    name = func.sym_name.data
    if "tirx.kernel_params" in func.attributes:
        fail(NAME, func, f"@{name}: expected a kernel before gpu-to-nvvm (its signature is already "
                         "lowered); run profile-instrument before tirx-to-ptx")
    if "tirx.profile" in func.attributes:
        fail(NAME, func, f"@{name}: the kernel is already instrumented")
    dims = ap.block_threads(func)
    if dims is not None and (len(dims) != 3 or dims[1] != 1 or dims[2] != 1):
        fail(NAME, func, f"@{name}: expected a 1-D block (writers are tid.x / "
                         f"{fmt.SCOPE_THREADS[scope]}), found block = {dims}")
    entry = func.body.blocks[0]
    for a in entry.args:
        if a.name_hint == BUF_ARG:
            fail(NAME, func, f"@{name}: an argument is already named %{BUF_ARG}, the name of the "
                             "profile buffer argument")
    for op in list(func.walk()):
        if isinstance(op, prof.RangeOp):
            b = prof.BeginOp(op.range_name.data)
            Rewriter.insert_op(b, InsertPoint.before(op))
            e = prof.EndOp(b.mark)
            Rewriter.insert_op(e, InsertPoint.after(op))
            inline_range(op)
    add_markers(func, markers)
    begins = [op for op in func.walk() if isinstance(op, prof.BeginOp)]
    for b in begins:
        b.verify()
    if not lower:
        return

    # waits=summary: the automatic wait ranges (kind wait, named after their op) are
    # summed per writer and site; each site's summary is stored at the end of its role
    # (or at the kernel's end outside roles).
    sites = [b for b in begins if waits == "summary" and b.kind_name == "wait"
             and b.range_name.data in WAIT_OPS.values()] if lower else []
    role_of = {b: ap.enclosing(b, ap.RoleOp) for b in sites}
    events = _events(func, begins, {b: (role_of[b] if role_of[b] is not None else func) for b in sites})
    buf = entry.insert_arg(i64, len(entry.args))
    buf.name_hint = BUF_ARG
    func.properties["function_type"] = FunctionType.from_lists(
        list(entry.arg_types), list(func.function_type.outputs.data))
    k = _Kernel(func, scope, sites=sites)
    k.prologue(buf)
    # 1. a %globaltimer read at every begin and end; 2. reads with nothing between them
    # (ranges that begin or end together, one ending where the next begins) become one;
    # 3. the record stores, after the reads, at each end.
    times: dict[Operation, SSAValue] = {}
    for b in begins:
        end = b.end_op()
        times[b] = _timer(InsertPoint.before(b), timer)
        times[b].name_hint = "prof_t0"
        times[end] = _timer(InsertPoint.before(end), timer)
        times[end].name_hint = "prof_t1"
    merged = _share_timer_reads(func, set(times.values()))
    times = {op: merged.get(t, t) for op, t in times.items()}
    site_of = {b: i for i, b in enumerate(sites)}
    for b in begins:
        end = b.end_op()
        if b in site_of:
            k.lower_wait_end(end, times[b], times[end], site_of[b], sink)
        else:
            k.lower_end(end, times[b], times[end], k.tag(b.range_name.data, b.kind_name), sink)
        Rewriter.erase_op(b)
    # the summaries: at the end of each role body, after its ranges' records
    by_role: dict[Operation, list[int]] = {}
    for b, i in site_of.items():
        by_role.setdefault(role_of[b], []).append(i)
    for role, idx in by_role.items():
        if role is None:
            continue
        body = role.body.block
        last = body.last_op
        at = InsertPoint.before(last) if last is not None and last.has_trait(IsTerminator) else InsertPoint.at_end(body)
        pred = k.writer_at(role)
        k.flush_sites(_if(at, pred) if pred is not None else at, sorted(idx))
    for op in list(func.walk()):
        if isinstance(op, gpu.ReturnOp):
            k.lower_return(op, sorted(by_role.get(None, [])))
    tags = sorted(k.tags.items(), key=lambda kv: kv[1])
    func.attributes["tirx.profile"] = DictionaryAttr({
        "version": IntegerAttr(fmt.VERSION, 64),
        "scope": StringAttr(scope),
        "timer": StringAttr(timer),
        "max_events": IntegerAttr(max_events, 64),
        "tags": ArrayAttr([StringAttr(n) for (n, _), _ in tags]),
        "kinds": ArrayAttr([StringAttr(kd) for (_, kd), _ in tags]),
        "roles": _roles(func),
        "events": ArrayAttr([IntegerAttr(x, 64) for x in events]),
        "waits": StringAttr(waits),
    })
    _declare_counts(func.parent_op(), scope)
    if sites:
        _declare_shared(func.parent_op(), WAITS_SYM, fmt.MAX_WRITERS[scope] * len(sites) * SLOT_BYTES // 4)


@dataclass(frozen=True)
class ProfileInstrument(ModulePass):
    """Instruments prof markers (and automatic ones) with %globaltimer records (see the
    module docstring)."""

    name = "profile-instrument"

    markers: tuple[str, ...] = DEFAULT_MARKERS
    """Automatic ranges to add: any of roles, waits, iterations, epilogues, or none."""
    scope: str = "warpgroup"
    """One writer per warpgroup (128 threads) or per warp (32)."""
    max_events: int = 4096
    """The most records one writer keeps (more are counted as overflow)."""
    lower: bool = True
    """false: add the automatic prof.begin/prof.end markers and stop (shows the ranges)."""
    sink: bool = True
    """Store each record just before the next waiting op of its block, not at the range end."""
    timer: str = "globaltimer"
    """globaltimer (ns, comparable across SMs) or clock64 (SM cycles)."""
    waits: str = "summary"
    """summary: per wait site count/total/max; events: one record per wait."""

    def __post_init__(self) -> None:
        # the option-validation hook (tirx_mlir/pass_options.py): checked however the pass is made
        bad = sorted(set(self.markers) - set(MARKERS) - {"none"})
        require(self, "markers", not bad, f"some of {', '.join(MARKERS)}, or none", bad[0] if bad else None)
        require(self, "markers", not ("none" in self.markers and len(set(self.markers)) > 1),
                "none alone (it cannot be combined with other marker kinds)")
        require(self, "scope", self.scope in fmt.SCOPE_THREADS, "warpgroup or warp")
        require(self, "timer", self.timer in TIMERS, "globaltimer or clock64")
        require(self, "waits", self.waits in WAIT_MODES, "summary or events")
        require(self, "max_events", 1 <= self.max_events <= 1 << 24, f"an integer in [1, {1 << 24}]")

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        markers = set(self.markers)
        markers.discard("none")
        funcs = [f for f in op.walk() if isinstance(f, gpu.FuncOp)]
        for o in op.walk():
            if isinstance(o, (prof.RangeOp, prof.BeginOp)):
                f = ap.kernel_of(o)
                if f is None or f.kernel is None:
                    fail(NAME, o, "expected a profile range inside a gpu.func ... kernel")
        for f in funcs:
            if f.kernel is None:
                continue
            if f.parent_op() is None or f.parent_op().name != "gpu.module":
                fail(NAME, f, "expected the kernel inside a gpu.module")
            instrument_kernel(f, markers, self.scope, self.max_events, self.lower, self.sink, self.timer,
                             self.waits)
