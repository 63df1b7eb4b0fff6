"""Per-process event traces of an aproxy kernel (the first half of `aproxy-verify-sync`).

A *process* is one warpgroup of one role (`aproxy.role ... warpgroups(...)`), or one
warpgroup of the block when the kernel has no `aproxy.specialize`. Its 128 threads run in
lockstep except inside `aproxy.elect_one` and divergent `scf.if`s, which run on a subset of
them (a *thread set*, labelled "A" for the whole warpgroup, "E" for its elected thread
128*wg, else "T<n>:<first tid>").

Control flow in these kernels never depends on shared memory or on another process:
conditions and loop bounds are functions of constants, the thread id, the loop counters and
kernel arguments. So each process is interpreted once, concretely, into a straight-line list
of `Event`s; the interleaving search (search.py) only has to choose the order of events
across processes. Unknown values (kernel arguments, block ids, memref dims) are `None`; a
loop whose trip count is unknown, or larger than the bound, runs `bound` iterations; an
`scf.if` whose condition is unknown takes its then-branch (so a masked path that skips an
arrive is not explored — docs/verify-sync.md, "limits").

Process-local rules are checked here, while interpreting (they need no interleaving):
accumulators read before their wgmma group is waited (PTX ISA "wgmma.wait_group"),
wgmma without a preceding `wgmma.fence` ("wgmma.fence"), expect-tx bytes against the bytes
the copies of that phase deliver ("mbarrier.expect_tx", "cp.async.bulk.tensor"), TMA stores
still reading shared memory at exit ("cp.async.bulk.wait_group").
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from xdsl.dialects import arith, scf
from xdsl.dialects.builtin import IntegerAttr, UnrealizedConversionCastOp
from xdsl.ir import Block, Operation, Region, SSAValue

from tirx_mlir.dialects import aproxy as ap

INF = 1 << 40

# nvvm rows that read or write shared memory through a generic address (operand 0).
_NV_WRITES = {"nvvm.st", "nvvm.stmatrix"}
_NV_READS = {"nvvm.ld", "nvvm.ldmatrix"}


class ModelError(Exception):
    """IR the model cannot interpret (reported as a diagnostic at `op`)."""

    def __init__(self, op: Operation, msg: str):
        super().__init__(msg)
        self.op = op
        self.msg = msg


@dataclass
class Event:
    """One step of a process. kind and args:

    init (bar, count) · arrive (bar, arrivals, expect_bytes) · wait (bar, parity) ·
    inval (bar) · tma (bar, region, bytes): a TMA load, its complete_tx applied at issue ·
    nbar (id, threads, contribution, is_sync) · access (region, mode 'r'/'w', proxy 'g'/'a',
    uid): uid != 0 opens an async read that `close (uid,)` ends · exit ()."""

    kind: str
    op: Operation | None
    args: tuple
    tset: str = "A"
    nthreads: int = 128


@dataclass
class Finding:
    kind: str
    op: Operation
    msg: str
    trace: tuple[str, ...] = ()
    write_op: Operation | None = None  # missing-fence findings: the generic write


@dataclass
class Process:
    name: str
    wg: int
    nthreads: int
    events: list[Event] = field(default_factory=list)
    proxy_fences: list[tuple[int, str]] = field(default_factory=list)  # (pc, tset)
    init_fences: list[int] = field(default_factory=list)
    wg_syncs: list[int] = field(default_factory=list)


@dataclass
class Kernel:
    """What the interpreter found: processes, barrier names, region names, findings."""

    name: str
    threads: int
    procs: list[Process]
    bar_names: dict[tuple, str]
    bar_index: dict[tuple, int]
    stages: list[int]
    n_barrier_arrays: int
    bound: int
    findings: list[Finding]
    region_names: dict[int, str]


def _name(v: SSAValue) -> str:
    if v.name_hint:
        return f"%{v.name_hint}"
    if isinstance(v.owner, Operation):
        return "%" + v.owner.name.split(".")[-1]
    return "%arg"


def short(op: Operation) -> str:
    return op.name.split(".", 1)[-1]


class _Tok:
    """A wgmma result: the accumulator registers of batch `batch` of its process."""

    __slots__ = ("batch",)

    def __init__(self, batch: int):
        self.batch = batch


def _is_relevant(region: Region, memo: dict) -> bool:
    key = id(region)
    if key in memo:
        return memo[key]
    r = False
    for op in region.walk():
        if op.name.startswith("aproxy.") or op.name == "gpu.barrier" or _nv_smem(op) is not None:
            r = True
            break
    memo[key] = r
    return r


def _nv_smem(op: Operation) -> str | None:
    if op.name in _NV_WRITES or op.name in _NV_READS:
        space = op.properties.get("space")
        sp = getattr(space, "data", None)
        if sp is not None and str(sp).startswith("shared"):
            return "w" if op.name in _NV_WRITES else "r"
    return None


_BIN = {
    "arith.addi": lambda a, b: a + b, "arith.subi": lambda a, b: a - b,
    "arith.muli": lambda a, b: a * b,
    "arith.divui": lambda a, b: a // b if b else None, "arith.divsi": lambda a, b: int(a / b) if b else None,
    "arith.remui": lambda a, b: a % b if b else None,
    "arith.remsi": lambda a, b: int(math.fmod(a, b)) if b else None,
    "arith.andi": lambda a, b: a & b, "arith.ori": lambda a, b: a | b, "arith.xori": lambda a, b: a ^ b,
    "arith.shli": lambda a, b: a << b, "arith.shrui": lambda a, b: a >> b, "arith.shrsi": lambda a, b: a >> b,
    "arith.minui": min, "arith.minsi": min, "arith.maxui": max, "arith.maxsi": max,
    "arith.ceildivui": lambda a, b: -(-a // b) if b else None,
    "arith.ceildivsi": lambda a, b: -(-a // b) if b else None,
    "arith.floordivsi": lambda a, b: a // b if b else None,
}
_CMP = {"eq": lambda a, b: a == b, "ne": lambda a, b: a != b, "slt": lambda a, b: a < b,
        "sle": lambda a, b: a <= b, "sgt": lambda a, b: a > b, "sge": lambda a, b: a >= b,
        "ult": lambda a, b: a < b, "ule": lambda a, b: a <= b, "ugt": lambda a, b: a > b,
        "uge": lambda a, b: a >= b}
_CAST = {"arith.index_cast", "arith.index_castui", "arith.extui", "arith.extsi", "arith.trunci"}


def _is_x(op: Operation) -> bool:
    dim = op.properties.get("dimension") or op.attributes.get("dimension")
    return "x" in str(dim)


def _cmp_pred(op: Operation) -> str:
    p = op.properties.get("predicate") or op.attributes.get("predicate")
    names = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
    return names[p.value.data] if isinstance(p, IntegerAttr) else "eq"


class _Interp:
    """Interprets one process. `env` maps SSA values to ints, None (unknown), views
    (alloc, lo, size), barrier arrays ('bar', uid, n), pipelines ('pipe', uid, S, tx, arr),
    pipe states (('ps', it)), descriptors (('desc', view)) or _Tok."""

    def __init__(self, kv: "_KernelView", proc: Process, role: ap.RoleOp | None, wg: int, pos: int):
        self.kv = kv
        self.proc = proc
        self.role = role
        self.wg = wg
        self.pos = pos
        self.env: dict[SSAValue, object] = {}
        self.tids: tuple[int, ...] = tuple(range(128 * wg, 128 * wg + proc.nthreads))
        self.tset = "A"
        # wgmma: batch counter, open (uncommitted) batch, committed groups [(batch, uids)]
        self.batch = 0
        self.cur_uids: list[int] = []
        self.groups: list[tuple[int, list[int]]] = []
        self.retired: set[int] = set()
        self.wg_fenced = False
        self.wg_reads: list = []
        # bulk (TMA store) groups: per thread, but issued by one elected thread here
        self.bulk_cur: list[int] = []
        self.bulk_groups: list[list[int]] = []
        # expect-tx accounting: bar -> [op, expected, delivered, copies]
        self.tx_ctx: dict[tuple, list] = {}
        self.tid_dep: dict[SSAValue, bool] = {}

    # -- helpers ---------------------------------------------------------------------
    def emit(self, kind: str, op: Operation | None, args: tuple) -> None:
        if self.wg_reads and kind != "access":
            self.flush_wgmma_reads()
        self.proc.events.append(Event(kind, op, args, self.tset, len(self.tids)))

    def flush_wgmma_reads(self) -> None:
        """The shared-memory operands of the wgmmas issued since the last event, merged per
        allocation into one async read each (open until a wgmma_wait retires the group)."""
        reads, self.wg_reads = self.wg_reads, []
        by_alloc: dict[int, list] = {}
        for (a, lo, hi), op in reads:
            by_alloc.setdefault(a, []).append((lo, hi, op))
        for a, parts in by_alloc.items():
            parts.sort(key=lambda x: (x[0], x[1]))
            merged: list[list] = []
            for lo, hi, op in parts:
                if merged and lo <= merged[-1][1]:
                    merged[-1][1] = max(merged[-1][1], hi)
                else:
                    merged.append([lo, hi, op])
            for lo, hi, op in merged:
                uid = self.kv.new_uid()
                self.proc.events.append(Event("access", op, ((a, lo, hi), "r", "a", uid), self.tset, len(self.tids)))
                self.cur_uids.append(uid)

    def find(self, kind: str, op: Operation, msg: str, write_op: Operation | None = None) -> None:
        self.kv.add_finding(Finding(kind, op, msg, (f"{self.proc.name}:{short(op)}",), write_op))

    def val(self, v: SSAValue):
        if v in self.env:
            return self.env[v]
        owner = v.owner
        if isinstance(owner, Operation) and owner.name == "arith.constant":
            c = owner.properties.get("value")
            if isinstance(c, IntegerAttr):
                return c.value.data
        return None

    def _depends_on_tid(self, v: SSAValue, depth: int = 0) -> bool:
        if v in self.tid_dep:
            return self.tid_dep[v]
        owner = v.owner
        r = False
        if isinstance(owner, Operation) and depth < 64:
            if owner.name == "gpu.thread_id":
                r = True
            elif owner.name.startswith("arith.") and not owner.regions:
                r = any(self._depends_on_tid(o, depth + 1) for o in owner.operands)
        self.tid_dep[v] = r
        return r

    def eval_at(self, v: SSAValue, tid: int, memo: dict):
        """The value of the arith slice `v` on thread `tid`."""
        if v in memo:
            return memo[v]
        owner = v.owner
        if not self._depends_on_tid(v):
            r = self.val(v)
        elif owner.name == "gpu.thread_id":
            r = tid if _is_x(owner) else 0
        else:
            r = self._arith(owner, [self.eval_at(o, tid, memo) for o in owner.operands])
        memo[v] = r
        return r

    def _arith(self, op: Operation, xs: list):
        n = op.name
        if any(x is None or not isinstance(x, int) for x in xs):
            if n == "arith.select" and len(xs) == 3 and isinstance(xs[0], int):
                return xs[1] if xs[0] else xs[2]
            return None
        if n in _BIN:
            try:
                return _BIN[n](xs[0], xs[1])
            except (ValueError, ZeroDivisionError, OverflowError):
                return None
        if n == "arith.cmpi":
            return int(_CMP[_cmp_pred(op)](xs[0], xs[1]))
        if n == "arith.select":
            return xs[1] if xs[0] else xs[2]
        if n in _CAST:
            return xs[0]
        return None

    # -- shared-memory regions ----------------------------------------------------------
    def region_of_addr(self, v: SSAValue, op: Operation):
        """The view an nvvm shared address was computed from (through arith ops)."""
        seen = 0
        stack = [v]
        while stack and seen < 256:
            x = stack.pop()
            seen += 1
            o = x.owner
            if x in self.env and isinstance(self.env[x], tuple) and len(self.env[x]) == 3 and self.env[x][0] != "bar":
                return self.env[x]
            if isinstance(o, Operation):
                if isinstance(o, ap.SmemAddressOp) or isinstance(o, UnrealizedConversionCastOp):
                    view = self.env.get(o.operands[0])
                    if isinstance(view, tuple) and len(view) == 3:
                        return view
                if o.name.startswith("arith."):
                    stack.extend(o.operands)
        return None

    # -- the walk ------------------------------------------------------------------------
    def run_block(self, block: Block) -> None:
        for op in block.ops:
            self.step(op)

    def step(self, op: Operation) -> None:
        n = op.name
        ops_ = op.operands
        # accumulator registers read by anything but a wgmma chain, a loop or a yield
        if n not in ("aproxy.wgmma", "aproxy.wgmma_wait", "scf.yield", "scf.for"):
            for o in ops_:
                t = self.env.get(o)
                if isinstance(t, _Tok) and t.batch not in self.retired:
                    self.find("accumulator", op,
                              f"reads the accumulator {_name(o)} while its wgmma group is still in flight "
                              f"(no aproxy.wgmma_wait covers it; PTX ISA wgmma.wait_group)")
                    self.retired.add(t.batch)  # one report per group
        if n.startswith("arith.") and not op.regions:
            if len(op.results) == 1:
                if n == "arith.constant":
                    self.env[op.results[0]] = self.val(op.results[0])
                else:
                    xs = [self.env.get(o, self.val(o)) for o in ops_]
                    self.env[op.results[0]] = self._arith(op, xs)
            return
        if n == "gpu.thread_id":
            self.env[op.results[0]] = self.tids[0] if _is_x(op) else 0
            return
        if n.startswith("aproxy."):
            self.aproxy(op)
            return
        if n == "gpu.barrier":
            self.nbar(op, 0, self.kv.threads, True)
            return
        mode = _nv_smem(op)
        if mode is not None:
            reg = self.region_of_addr(ops_[0], op) if ops_ else None
            if reg is not None:
                self.emit("access", op, ((reg[0], reg[1], reg[1] + reg[2]), mode, "g", 0))
            # else: static shared memory (memref.global in space 3), which never aliases the
            # aproxy regions of the dynamic buffer: not tracked
            for r in op.results:
                self.env[r] = None
            return
        if isinstance(op, scf.ForOp):
            self.run_for(op)
            return
        if isinstance(op, scf.IfOp):
            self.run_if(op)
            return
        if n == "scf.yield":
            return
        if op.regions:
            for r in op.regions:
                if _is_relevant(r, self.kv.rel_memo):
                    raise ModelError(op, f"cannot model synchronization inside {n}")
        for r in op.results:
            self.env[r] = None

    def run_for(self, op: scf.ForOp) -> None:
        lb, ub, st = self.val(op.lb), self.val(op.ub), self.val(op.step)
        body = op.body.block
        carried = [self.env.get(v, self.val(v)) for v in op.iter_args]
        if not _is_relevant(op.body, self.kv.rel_memo) and not any(isinstance(c, _Tok) for c in carried):
            for r in op.results:
                self.env[r] = None
            return
        if lb is None or st is None or st <= 0:
            lb, st = 0, 1
        if ub is None:
            trips = self.kv.bound
        else:
            trips = max(0, -(-(ub - lb) // st))
            if trips > self.kv.bound:
                trips = self.kv.bound
        for i in range(trips):
            self.env[body.args[0]] = lb + i * st
            for a, c in zip(body.args[1:], carried):
                self.env[a] = c
            self.run_block(body)
            y = body.last_op
            carried = [self.env.get(v, self.val(v)) for v in y.operands] if y is not None else []
        for r, c in zip(op.results, carried):
            self.env[r] = c

    def run_if(self, op: scf.IfOp) -> None:
        cond = op.cond
        then_r, else_r = op.true_region, op.false_region
        results: list = [None] * len(op.results)
        if not any(_is_relevant(r, self.kv.rel_memo) for r in (then_r, else_r) if r.blocks):
            for r in (then_r, else_r):
                if r.blocks:
                    self.check_skipped(r)
            for r in op.results:
                self.env[r] = None
            return
        if self._depends_on_tid(cond):
            taken = []
            for t in self.tids:
                x = self.eval_at(cond, t, {})
                taken.append(x)
            if any(x is None for x in taken):
                sets = [(then_r, self.tids)]
            else:
                sets = [(then_r, tuple(t for t, x in zip(self.tids, taken) if x)),
                        (else_r, tuple(t for t, x in zip(self.tids, taken) if not x))]
        else:
            c = self.env.get(cond, self.val(cond))
            if c is None:
                sets = [(then_r, self.tids)]
            else:
                sets = [(then_r if c else else_r, self.tids)]
        saved = (self.tids, self.tset)
        for region, tids in sets:
            if not tids or not region.blocks:
                continue
            if not _is_relevant(region, self.kv.rel_memo):
                self.check_skipped(region)
                continue
            self.tids = tids
            self.tset = self.label(tids)
            self.run_block(region.block)
            y = region.block.last_op
            if isinstance(y, scf.YieldOp):
                results = [self.env.get(v, self.val(v)) for v in y.operands]
            self.tids, self.tset = saved
        for r, v in zip(op.results, results):
            self.env[r] = v

    def check_skipped(self, region: Region) -> None:
        for o in region.walk():
            for x in o.operands:
                t = self.env.get(x)
                if isinstance(t, _Tok) and t.batch not in self.retired:
                    self.step(o)  # reports the read
                    return

    def label(self, tids: tuple[int, ...]) -> str:
        if len(tids) == self.proc.nthreads:
            return "A"
        if len(tids) == 1 and tids[0] == 128 * self.wg:
            return "E"
        return f"T{len(tids)}:{tids[0]}"

    # -- aproxy ops ----------------------------------------------------------------------
    def bar_ref(self, op: Operation, b: SSAValue, i: SSAValue, *, empty: bool = False):
        arr = self.env.get(b)
        idx = self.env.get(i, self.val(i))
        if not isinstance(arr, tuple):
            raise ModelError(op, f"expected the barrier operand to come from aproxy.mbarrier_alloc or aproxy.pipeline")
        if idx is None:
            raise ModelError(op, "expected a barrier index the model can compute (a constant, loop counter or stage)")
        if arr[0] == "pipe":
            return (arr[1], idx + (arr[2] if empty else 0))
        return (arr[1], idx)

    def nbar(self, op: Operation, bid: int, threads: int, sync: bool) -> None:
        if sync and len(self.tids) == self.proc.nthreads:
            self.proc.wg_syncs.append(len(self.proc.events))
        self.emit("nbar", op, (bid, threads, len(self.tids), sync))

    def view(self, op: Operation, v: SSAValue):
        x = self.env.get(v)
        if not (isinstance(x, tuple) and len(x) == 3 and x[0] != "bar"):
            raise ModelError(op, "expected the shared-memory view to come from aproxy.smem_alloc / smem_offset")
        return x

    def aproxy(self, op: Operation) -> None:
        kv = self.kv
        if isinstance(op, ap.SmemAllocOp):
            self.env[op.result] = kv.alloc(op, op.result.type.bytes)
        elif isinstance(op, ap.SmemOffsetOp):
            src = self.view(op, op.source)
            off = self.env.get(op.offset, self.val(op.offset))
            size = op.result.type.bytes
            if off is None:
                raise ModelError(op, "expected an offset the model can compute (constants, loop counters, stages)")
            self.env[op.result] = (src[0], src[1] + off, size)
        elif isinstance(op, ap.SmemAddressOp):
            self.env[op.result] = None
        elif isinstance(op, ap.MbarrierAllocOp):
            self.env[op.result] = kv.barrier_array(op, op.result.type.n, "")
        elif isinstance(op, ap.PipelineOp):
            s = op.stages
            arr = kv.barrier_array(op, 2 * s, "pipe", s)
            self.env[op.result] = ("pipe", arr[1], s, op.tx_bytes.value.data, op.arrivals.value.data)
            if self.wg == 0:
                saved = (self.tids, self.tset)
                self.tids, self.tset = (0,), "E"
                for k in range(s):
                    self.emit("init", op, ((arr[1], k), 1))
                for k in range(s):
                    self.emit("init", op, ((arr[1], s + k), op.arrivals.value.data))
                self.proc.init_fences.append(len(self.proc.events))
                self.tids, self.tset = saved
            self.nbar(op, 0, kv.threads, True)
        elif isinstance(op, ap.MbarrierInitOp):
            self.emit("init", op, (self.bar_ref(op, op.barrier, op.index), op.arrivals.value.data))
        elif isinstance(op, ap.MbarrierArriveOp):
            self.emit("arrive", op, (self.bar_ref(op, op.barrier, op.index), len(self.tids), 0))
        elif isinstance(op, ap.MbarrierArriveExpectTxOp):
            bar = self.bar_ref(op, op.barrier, op.index)
            self.expect(op, bar, op.tx_bytes.value.data * len(self.tids))
            self.emit("arrive", op, (bar, len(self.tids), op.tx_bytes.value.data * len(self.tids)))
        elif isinstance(op, ap.MbarrierWaitOp):
            p = self.env.get(op.parity, self.val(op.parity))
            if p is None:
                raise ModelError(op, "expected a parity the model can compute")
            self.emit("wait", op, (self.bar_ref(op, op.barrier, op.index), p & 1))
        elif isinstance(op, ap.MbarrierInvalOp):
            self.emit("inval", op, (self.bar_ref(op, op.barrier, op.index),))
        elif isinstance(op, (ap.ProducerStartOp, ap.ConsumerStartOp)):
            self.env[op.result] = ("ps", 0)
        elif isinstance(op, ap.AdvanceOp):
            st = self.env.get(op.state)
            self.env[op.result] = ("ps", st[1] + 1) if isinstance(st, tuple) else None
        elif isinstance(op, (ap.ProducerAcquireOp, ap.ConsumerWaitOp, ap.ConsumerReleaseOp)):
            self.pipe_op(op)
        elif isinstance(op, ap.TmaLoadOp):
            dst = self.view(op, op.dst)
            nbytes = op.tensormap.type.box_bytes
            if op.multicast_mask is not None:
                raise ModelError(op, "multicast TMA (cluster barriers) is not modelled")
            pipe = self.env.get(op.barrier)
            bar = self.bar_ref(op, op.barrier, op.index)
            if isinstance(pipe, tuple) and pipe[0] == "pipe" and bar[1] >= pipe[2]:
                raise ModelError(op, "expected a full barrier of the pipeline")
            ctx = self.tx_ctx.get(bar)
            if ctx is not None:
                ctx[2] += nbytes
                ctx[3] += 1
            else:
                self.kv.orphan_tx.append((bar, op))
            self.emit("tma", op, (bar, (dst[0], dst[1], dst[1] + nbytes), nbytes))
        elif isinstance(op, ap.TmaStoreOp):
            src = self.view(op, op.src)
            uid = kv.new_uid()
            self.emit("access", op, ((src[0], src[1], src[1] + op.tensormap.type.box_bytes), "r", "a", uid))
            self.bulk_cur.append(uid)
        elif isinstance(op, ap.BulkCommitOp):
            self.bulk_groups.append(self.bulk_cur)
            self.bulk_cur = []
        elif isinstance(op, ap.BulkWaitOp):
            keep = op.count.value.data
            while len(self.bulk_groups) > keep:
                for uid in self.bulk_groups.pop(0):
                    self.emit("close", op, (uid,))
        elif isinstance(op, ap.FenceProxyAsyncOp):
            self.proc.proxy_fences.append((len(self.proc.events), self.tset))
        elif isinstance(op, ap.FenceMbarrierInitOp):
            self.proc.init_fences.append(len(self.proc.events))
        elif isinstance(op, ap.WgmmaFenceOp):
            self.wg_fenced = True
        elif isinstance(op, ap.WgmmaDescOp):
            self.env[op.result] = ("desc", self.view(op, op.view))
        elif isinstance(op, ap.WgmmaOp):
            self.wgmma(op)
        elif isinstance(op, ap.WgmmaCommitOp):
            self.flush_wgmma_reads()
            self.groups.append((self.batch, self.cur_uids))
            self.batch += 1
            self.cur_uids = []
        elif isinstance(op, ap.WgmmaWaitOp):
            keep = op.count.value.data
            while len(self.groups) > keep:
                b, uids = self.groups.pop(0)
                self.retired.add(b)
                for uid in uids:
                    self.emit("close", op, (uid,))
            # `%r = aproxy.wgmma_wait n (%acc)`: %r is %acc, readable once its group retired
            for a, r in zip(op.operands, op.results):
                t = self.env.get(a)
                self.env[r] = t if isinstance(t, _Tok) and t.batch not in self.retired else None
        elif isinstance(op, (ap.NamedBarrierSyncOp, ap.NamedBarrierArriveOp)):
            self.nbar(op, op.barrier_id.value.data, op.threads.value.data, isinstance(op, ap.NamedBarrierSyncOp))
        elif isinstance(op, ap.SpecializeOp):
            for role in op.roles:
                if role is self.role:
                    self.run_block(role.body.block)
        elif isinstance(op, ap.WarpgroupIndexOp):
            self.env[op.result] = self.pos
        elif isinstance(op, ap.ElectOneOp):
            saved = (self.tids, self.tset)
            if op.scope.data == "warpgroup":
                self.tids = (128 * self.wg,)
            else:
                self.tids = tuple(t for t in self.tids if t % 32 == 0) or self.tids[:1]
            self.tset = self.label(self.tids)
            self.run_block(op.body.block)
            self.tids, self.tset = saved
        elif isinstance(op, ap.PrefetchTensormapOp):
            pass
        else:
            for r in op.results:
                self.env[r] = None

    def pipe_op(self, op) -> None:
        pipe = self.env.get(op.pipeline)
        st = self.env.get(op.state)
        if not (isinstance(pipe, tuple) and isinstance(st, tuple)):
            raise ModelError(op, "expected the pipeline and its state to come from aproxy.pipeline / *_start / advance")
        _, uid, s, tx, _arr = pipe
        it = st[1]
        stage, phase = it % s, (it // s) & 1
        saved = (self.tids, self.tset)
        if isinstance(op, ap.ProducerAcquireOp):
            # wait empty[stage] with the flipped parity; the elected thread expects tx on full[stage]
            self.emit("wait", op, ((uid, s + stage), phase ^ 1))
            self.tids, self.tset = (self.tids[0],), self.label((self.tids[0],))
            self.expect(op, (uid, stage), tx)
            self.emit("arrive", op, ((uid, stage), 1, tx))
            self.env[op.stage] = stage
        elif isinstance(op, ap.ConsumerWaitOp):
            self.emit("wait", op, ((uid, stage), phase))
            self.env[op.stage] = stage
        else:
            self.tids, self.tset = (self.tids[0],), self.label((self.tids[0],))
            self.emit("arrive", op, ((uid, s + stage), 1, 0))
        self.tids, self.tset = saved

    def expect(self, op: Operation, bar: tuple, nbytes: int) -> None:
        self.close_tx(bar)
        self.tx_ctx[bar] = [op, nbytes, 0, 0]

    def close_tx(self, bar: tuple) -> None:
        ctx = self.tx_ctx.pop(bar, None)
        if ctx is None:
            return
        op, exp, got, n = ctx
        if exp != got:
            self.find("expect-tx", op,
                      f"expects {exp} transaction bytes on {self.kv.bar_names.get(bar, bar)} but the "
                      f"{n} cop{'y' if n == 1 else 'ies'} issued for that phase deliver {got} bytes "
                      f"(PTX ISA mbarrier: a phase completes when pending arrivals and tx-count are both 0)")

    def wgmma(self, op: ap.WgmmaOp) -> None:
        if not self.wg_fenced:
            self.find("wgmma-fence", op, "wgmma issued without a preceding aproxy.wgmma_fence in this warpgroup "
                      "(PTX ISA wgmma.fence: required before the first wgmma.mma_async)")
            self.wg_fenced = True
        for operand in (op.a, op.b):
            d = self.env.get(operand)
            if isinstance(d, tuple) and d[0] == "desc":
                v = d[1]
                self.wg_reads.append(((v[0], v[1], v[1] + v[2]), op))
        self.env[op.result] = _Tok(self.batch)

    def finish(self) -> None:
        self.flush_wgmma_reads()
        for bar in list(self.tx_ctx):
            self.close_tx(bar)
        if self.bulk_cur or self.bulk_groups:
            op = self.kv.last_store_op.get(self.proc.name)
            for ev in reversed(self.proc.events):
                if ev.op is not None and isinstance(ev.op, ap.TmaStoreOp):
                    op = ev.op
                    break
            if op is not None:
                self.find("bulk-exit", op, "TMA store still reading shared memory when the warpgroup exits "
                          "(no aproxy.bulk_commit + bulk_wait covers it; PTX ISA cp.async.bulk.wait_group)")
        self.emit("exit", None, ())


class _KernelView:
    def __init__(self, func: Operation, threads: int, bound: int):
        self.func = func
        self.threads = threads
        self.bound = bound
        self.rel_memo: dict = {}
        self.allocs: dict[Operation, int] = {}
        self.alloc_names: dict[int, str] = {}
        self.bar_names: dict[tuple, str] = {}
        self.bar_arrays: dict[Operation, tuple] = {}
        self.findings: list[Finding] = []
        self.seen: set = set()
        self.uid = 0
        self.orphan_tx: list = []
        self.last_store_op: dict = {}

    def new_uid(self) -> int:
        self.uid += 1
        return self.uid

    def add_finding(self, f: Finding) -> None:
        key = (f.kind, id(f.op))
        if key not in self.seen:
            self.seen.add(key)
            self.findings.append(f)

    def alloc(self, op: Operation, nbytes: int):
        if op not in self.allocs:
            self.allocs[op] = len(self.allocs)
            self.alloc_names[self.allocs[op]] = _name(op.results[0])
        return (self.allocs[op], 0, nbytes)

    def barrier_array(self, op: Operation, n: int, kind: str, s: int = 0):
        if op not in self.bar_arrays:
            uid = 1000 + len(self.bar_arrays)
            nm = _name(op.results[0])
            for k in range(n):
                if kind == "pipe":
                    self.bar_names[(uid, k)] = f"{nm} {'full' if k < s else 'empty'}[{k % s}]"
                else:
                    self.bar_names[(uid, k)] = f"{nm}[{k}]"
            self.bar_arrays[op] = ("bar", uid, n)
        return self.bar_arrays[op]


def unroll_bound(func: Operation) -> int:
    """Iterations each loop runs: 4 x the largest stage count (or mbarrier array size), plus
    one, so that every stage is used at least 4 times (its index wraps at least 3 times) and
    every phase bit wraps (1 -> 0) at least twice; at least 4."""
    s = 1
    for op in func.walk():
        if isinstance(op, ap.PipelineOp):
            s = max(s, op.stages)
        elif isinstance(op, ap.MbarrierAllocOp):
            s = max(s, op.result.type.n)
    return max(4, 4 * s + 1)


def build(func: Operation, bound: int | None = None) -> Kernel:
    """Interpret every process of the kernel `func` (a gpu.func with `block`)."""
    dims = ap.block_threads(func) or [128, 1, 1]
    threads = dims[0] * (dims[1] if len(dims) > 1 else 1) * (dims[2] if len(dims) > 2 else 1)
    kv = _KernelView(func, threads, bound or unroll_bound(func))
    spec = next((op for op in func.walk() if isinstance(op, ap.SpecializeOp)), None)
    layout: list[tuple[str, ap.RoleOp | None, int, int]] = []
    if spec is not None:
        for role in spec.roles:
            for pos, a in enumerate(role.warpgroups.data):
                layout.append((f"{role.role_name.data}:wg{a.value.data}", role, a.value.data, pos))
        layout.sort(key=lambda x: x[2])
    else:
        for w in range(max(1, -(-threads // 128))):
            layout.append((f"cta:wg{w}", None, w, w))
    procs = []
    for name, role, wg, pos in layout:
        proc = Process(name, wg, min(128, threads - 128 * wg))
        it = _Interp(kv, proc, role, wg, pos)
        it.run_block(func.body.block)
        it.finish()
        procs.append(proc)
    expected = {ev.args[0] for p in procs for ev in p.events if ev.kind == "arrive" and ev.args[2]}
    for bar, op in kv.orphan_tx:
        if bar not in expected:
            kv.add_finding(Finding("expect-tx", op, f"completes transaction bytes on {kv.bar_names.get(bar, bar)} "
                                   f"but no arrive_expect_tx announces them: the phase completes without waiting for the copy",
                                   (f"{op.name}",)))
    stages = [op.stages for op in func.walk() if isinstance(op, ap.PipelineOp)]
    n_arrays = len(kv.bar_arrays)
    bar_index = {k: i for i, k in enumerate(sorted(kv.bar_names))}
    return Kernel(func.sym_name.data if hasattr(func, "sym_name") else "kernel", threads, procs,
                  kv.bar_names, bar_index, stages, n_arrays, kv.bound, kv.findings, kv.alloc_names)
