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
from operator import itemgetter
from dataclasses import dataclass, field

from xdsl.dialects import scf
from xdsl.dialects.builtin import IntegerAttr, IntegerType, UnrealizedConversionCastOp
from xdsl.ir import Block, BlockArgument, Operation, Region, SSAValue

from tirx_mlir.dialects import aproxy as ap
from tirx_mlir.dialects.sync_semantics import semantics_of

INF = 1 << 40
CS = 1 << 20  # barrier-array and allocation ids of CTA r of a cluster: id + r * CS

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
    cta: int = 0  # rank in the cluster
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
    points: dict = field(default_factory=dict)  # conditions the model could not compute
    decisions: dict = field(default_factory=dict)  # the branch this path takes at each
    n_barriers: int = 0
    ctas: int = 1

    def signature(self) -> tuple:
        """The traces, for telling two paths with the same events apart from new ones."""
        return tuple(tuple((e.kind, id(e.op), e.args, e.tset) for e in p.events) for p in self.procs)


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


_HANDLERS: dict = {}  # filled by handlers.py when it is imported (HANDLERS)
CLUSTER_BAR = -1  # nbar id of barrier.cluster (aproxy.cluster_sync)


def _mask(v: SSAValue, x):
    """i1 values are 0 or 1 (MLIR prints `true` as -1: arith.xori %c, %true is "not")."""
    if isinstance(x, int) and isinstance(v.type, IntegerType) and v.type.width.data == 1:
        return x & 1
    return x


def _relevant_op(op: Operation) -> bool:
    """Does the op matter to the model (so a region holding it must be interpreted)?"""
    if op.name.startswith("aproxy.") or _nv_smem(op) is not None:
        return True
    sem = semantics_of(op)
    return sem is None or bool(sem.after) or not sem.is_none


def _is_relevant(region: Region, memo: dict) -> bool:
    key = id(region)
    if key in memo:
        return memo[key]
    r = any(_relevant_op(op) for op in region.walk())
    memo[key] = r
    return r


class BarNames:
    """Names of the mbarriers of the kernel's arrays, made on demand (an array of 29,056
    barriers is named only where the model touches it)."""

    def __init__(self):
        self.arrays: dict[int, tuple[str, str, int, int]] = {}  # uid -> (name, kind, stages, n)
        self.cluster = False
        self._made: dict = {}

    def get(self, bar, default=None):
        r = self._made.get(bar)
        if r is None:
            r = self._made[bar] = self._name(bar)
        return default if r is False else r

    def _name(self, bar):
        ok = isinstance(bar, tuple) and len(bar) == 2 and isinstance(bar[0], int)
        a = self.arrays.get(bar[0] % CS) if ok else None
        if a is None or not 0 <= bar[1] < a[3]:
            return False
        nm, kind, s, _n = a
        at = f"@cta{bar[0] // CS}" if self.cluster else ""
        if kind == "pipe":
            return f"{nm} {'full' if bar[1] < s else 'empty'}[{bar[1] % s}]{at}"
        return f"{nm}[{bar[1]}]{at}"

    def __getitem__(self, bar):
        r = self.get(bar)
        if r is None:
            raise KeyError(bar)
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


def arith_reaches(v: SSAValue, is_source, memo: dict, limit: int, depth: int = 0) -> bool:
    """Whether the arith slice of `v` (through ops without regions, at most `limit` deep)
    reaches an op `is_source` accepts (the thread id, ...); memoized in `memo`."""
    if v in memo:
        return memo[v]
    owner = v.owner
    r = False
    if isinstance(owner, Operation) and depth < limit:
        if is_source(owner):
            r = True
        elif owner.name.startswith("arith.") and not owner.regions:
            r = any(arith_reaches(o, is_source, memo, limit, depth + 1) for o in owner.operands)
    memo[v] = r
    return r


def _is_x(op: Operation) -> bool:
    dim = op.properties.get("dimension") or op.attributes.get("dimension")
    data = getattr(dim, "data", None)
    return "x" in str(getattr(data, "value", data) if data is not None else dim)


def _cmp_pred(op: Operation) -> str:
    p = op.properties.get("predicate") or op.attributes.get("predicate")
    names = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
    return names[p.value.data] if isinstance(p, IntegerAttr) else "eq"


class _Interp:
    """Interprets one process. `env` maps SSA values to ints, None (unknown), views
    (alloc, lo, size), barrier arrays ('bar', uid, n), pipelines ('pipe', uid, S, tx, arr),
    pipe states (('ps', it)), descriptors (('desc', view)) or _Tok."""

    def __init__(self, kv: _KernelView, proc: Process, role: ap.RoleOp | None, wg: int, pos: int):
        self.kv = kv
        self.proc = proc
        self.cta = proc.cta
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
        self.tid_dep: dict[SSAValue, bool] = {}
        # register operands of in-flight wgmmas [(value, batch, wgmma)], the values each
        # enclosing loop's yield carries into an iteration argument {yielded: iter_arg}
        self.reg_reads: list = []
        self.yield_slots: dict[SSAValue, SSAValue] = {}
        self.loops: list[int] = []  # iteration numbers of the enclosing loops

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
            parts.sort(key=itemgetter(0, 1))
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
                return _mask(v, c.value.data)
        return None

    def _depends_on_tid(self, v: SSAValue) -> bool:
        return arith_reaches(v, lambda o: o.name == "gpu.thread_id", self.tid_dep, 64)

    def eval_tids(self, v: SSAValue, memo: dict) -> list:
        """The values of the arith slice `v` on each thread of self.tids (one walk of the
        slice, each op evaluated per thread)."""
        if v in memo:
            return memo[v]
        owner = v.owner
        if not self._depends_on_tid(v):
            r = [self.val(v)] * len(self.tids)
        elif owner.name == "gpu.thread_id":
            r = list(self.tids) if _is_x(owner) else [0] * len(self.tids)
        else:
            cols = [self.eval_tids(o, memo) for o in owner.operands]
            r = [self._arith(owner, list(xs)) for xs in zip(*cols)]
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
        if self.reg_reads and self.yield_slots:
            self.check_reg_overwrite(op)
        if n.startswith("arith.") and not op.regions:
            if len(op.results) == 1:
                if n == "arith.constant":
                    self.env[op.results[0]] = self.val(op.results[0])
                else:
                    xs = [self.env.get(o, self.val(o)) for o in ops_]
                    self.env[op.results[0]] = _mask(op.results[0], self._arith(op, xs))
            return
        if isinstance(op, scf.ForOp):
            self.run_for(op)
            return
        if isinstance(op, scf.IfOp):
            self.run_if(op)
            return
        if n == "scf.yield":
            return
        h = _HANDLERS.get(n) if _HANDLERS else _handlers().HANDLERS.get(n)
        if h is not None:
            h(self, op)
            return
        if id(op) in self.kv.plain:  # seen before (an earlier iteration): nothing to model
            for r in op.results:
                self.env[r] = None
            return
        sem = semantics_of(op)
        if sem is None:
            raise ModelError(op, "no synchronization semantics declared for this op "
                             "(tirx_mlir/dialects/sync_semantics.py)")
        if sem.after:
            raise ModelError(op, f"a {sem.after.split('-')[0]}-level op: run aproxy-verify-sync after "
                             f"{sem.after} (tirx-opt -p '{sem.after},lower-layout,aproxy-verify-sync')")
        if sem.touches_sync:
            raise ModelError(op, f"declares {sem.describe()} but the model has no handler for it")
        if op.regions:
            for r in op.regions:
                if _is_relevant(r, self.kv.rel_memo):
                    raise ModelError(op, f"cannot model synchronization inside {n}")
        self.kv.plain.add(id(op))
        for r in op.results:
            self.env[r] = None

    def known(self, v: SSAValue):
        """The value of `v` when the model knows it (an int), else None."""
        x = self.env.get(v, self.val(v))
        return x if isinstance(x, int) else None

    def check_reg_overwrite(self, op: Operation) -> None:
        """An op defining the value a loop carries into the registers of an A fragment that an
        in-flight wgmma still reads (PTX ISA "wgmma.mma_async": the A registers must not be
        modified until wgmma.wait_group retires the wgmma)."""
        for r in op.results:
            carried = self.yield_slots.get(r)
            if carried is None:
                continue
            for v, batch, wop in self.reg_reads:
                if v is carried and batch not in self.retired:
                    self.find("register", op,
                              f"writes {_name(r)}, which the loop carries into the registers of "
                              f"{_name(v)}, the A fragment of an aproxy.wgmma whose group is still in "
                              f"flight (no aproxy.wgmma_wait retires it before; PTX ISA wgmma.mma_async: "
                              f"registers read by wgmma must not change before wgmma.wait_group)")
                    return

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
            # a loop of unknown trip count around another one that synchronizes (a persistent
            # kernel's tile loop around its K loop) runs OUTER_BOUND iterations: the inner
            # loops run the bound in each, so every stage is reused and every phase wraps, and
            # the hand-over from one tile to the next is seen; both sides of a pipeline have
            # the same nest, so they still run the same number of iterations
            nested = any(isinstance(o, scf.ForOp) and _is_relevant(o.body, self.kv.rel_memo)
                         for o in op.body.walk() if o is not op)
            trips = min(OUTER_BOUND, self.kv.bound) if nested else self.kv.bound
        else:
            trips = max(0, -(-(ub - lb) // st))
            trips = min(trips, self.kv.bound)
        y = body.last_op
        slots = {v: a for v, a in zip(y.operands, body.args[1:]) if v is not a} if y is not None else {}
        saved = self.yield_slots
        self.yield_slots = {**saved, **slots}
        for i in range(trips):
            self.env[body.args[0]] = lb + i * st
            for a, c in zip(body.args[1:], carried):
                self.env[a] = c
            self.loops.append(i)
            self.run_block(body)
            self.loops.pop()
            carried = [self.env.get(v, self.val(v)) for v in y.operands] if y is not None else []
        self.yield_slots = saved
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
            taken = self.eval_tids(cond, {})
            if any(x is None for x in taken):
                sets = [(then_r if self.decide(op, cond) else else_r, self.tids)]
            else:
                sets = [(then_r, tuple(t for t, x in zip(self.tids, taken) if x)),
                        (else_r, tuple(t for t, x in zip(self.tids, taken) if not x))]
        else:
            c = self.known(cond)
            if c is None:
                sets = [(then_r if self.decide(op, cond) else else_r, self.tids)]
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
            raise ModelError(op, "expected the barrier operand to come from aproxy.mbarrier_alloc or aproxy.pipeline")
        if idx is None:
            raise ModelError(op, "expected a barrier index the model can compute (a constant, loop counter or stage)")
        if arr[0] == "pipe":
            return self.bk(arr[1], idx + (arr[2] if empty else 0))
        return self.bk(arr[1], idx)

    def bk(self, uid: int, idx: int, cta: int | None = None) -> tuple[int, int]:
        """The key of barrier `idx` of array `uid` in CTA `cta` (this process's by default)."""
        return (uid + CS * (self.cta if cta is None else cta), idx)

    def nbar(self, op: Operation, bid: int, threads: int, sync: bool) -> None:
        """Named barrier `bid` of this CTA (ids are per CTA: 16 * rank + id); the cluster
        barrier is id 16 * CTAs."""
        if sync and len(self.tids) == self.proc.nthreads:
            self.proc.wg_syncs.append(len(self.proc.events))
        q = bid if bid == CLUSTER_BAR else 16 * self.cta + bid
        self.emit("nbar", op, (q if bid != CLUSTER_BAR else 16 * self.kv.ctas, threads, len(self.tids), sync))

    def view(self, op: Operation, v: SSAValue):
        x = self.env.get(v)
        if not (isinstance(x, tuple) and len(x) == 3 and x[0] != "bar"):
            raise ModelError(op, "expected the shared-memory view to come from aproxy.smem_alloc / smem_offset")
        return x

    def expect(self, op: Operation, bar: tuple, nbytes: int) -> None:
        self.kv.tx_log.setdefault(bar, []).append((self.proc.name, "expect", op, nbytes))

    def deliver(self, op: Operation, bar: tuple, nbytes: int) -> None:
        self.kv.tx_log.setdefault(bar, []).append((self.proc.name, "copy", op, nbytes))

    def decide(self, op: Operation, cond: SSAValue) -> bool:
        """The branch taken at a condition the model cannot compute: the path being explored
        says (kv.decisions; then-side by default); the condition is recorded by its
        expression, so every process sees one value for one condition."""
        key, text = self.cond_key(cond)
        where = f"{short(op)} in {self.proc.name}" + (f", iteration {self.loops[-1]}" if self.loops else "")
        return self.kv.decide(key, f"{_name(cond)} ({text}) at {where}")

    def cond_key(self, v: SSAValue, depth: int = 0):
        """(a hashable key, a text) for the expression of `v` over what the model knows."""
        x = self.env.get(v, self.val(v))
        if isinstance(x, int):
            return x, str(x)
        o = v.owner
        if depth > 12 or not isinstance(o, Operation):
            if isinstance(v, BlockArgument) and isinstance(v.owner, Block) and v.owner.parent_op() is self.kv.func:
                return ("arg", v.index), _name(v)
            return ("value", id(v), tuple(self.loops)), _name(v)
        if o.name.startswith("arith.") and not o.regions:
            parts = [self.cond_key(a, depth + 1) for a in o.operands]
            pred = _cmp_pred(o) if o.name == "arith.cmpi" else ""
            key = (o.name, pred, *(p[0] for p in parts))
            return key, f"{short(o)}{' ' + pred if pred else ''} {', '.join(p[1] for p in parts)}"
        if o.name in ("gpu.block_id", "gpu.grid_dim", "gpu.block_dim"):
            dim = str(o.properties.get("dimension") or o.attributes.get("dimension"))
            return (o.name, dim), f"{short(o)} {dim.split()[-1].rstrip('>')}"
        return ("op", id(o), tuple(self.loops)), _name(v)

    def finish(self) -> None:
        self.flush_wgmma_reads()
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
    def __init__(self, func: Operation, threads: int, bound: int, ctas: int = 1):
        self.func = func
        self.threads = threads
        self.ctas = ctas
        self.bound = bound
        self.rel_memo: dict = {}
        self.plain: set[int] = set()  # ids of ops found to have no effect the model tracks
        self.allocs: dict[Operation, int] = {}
        self.alloc_names: dict[int, str] = {}
        self.bar_names = BarNames()
        self.bar_arrays: dict[Operation, tuple] = {}
        self.findings: list[Finding] = []
        self.seen: set = set()
        self.uid = 0
        self.last_store_op: dict = {}
        self.tx_log: dict[tuple, list] = {}  # bar -> [(process, "expect"/"copy", op, bytes)]
        self.decisions: dict = {}  # condition key -> branch taken (the path explored)
        self.points: dict = {}  # condition key -> its text, in the order first met

    def decide(self, key, text: str) -> bool:
        if key not in self.points:
            self.points[key] = text
        return self.decisions.get(key, True)

    def new_uid(self) -> int:
        self.uid += 1
        return self.uid

    def add_finding(self, f: Finding) -> None:
        key = (f.kind, id(f.op))
        if key not in self.seen:
            self.seen.add(key)
            self.findings.append(f)

    def alloc(self, op: Operation, nbytes: int, cta: int = 0):
        if op not in self.allocs:
            self.allocs[op] = len(self.allocs)
        a = self.allocs[op] + CS * cta
        self.alloc_names[a] = _name(op.results[0]) + (f"@cta{cta}" if self.ctas > 1 else "")
        return (a, 0, nbytes)

    def barrier_array(self, op: Operation, n: int, kind: str, s: int = 0):
        if op not in self.bar_arrays:
            uid = 1000 + len(self.bar_arrays)
            self.bar_names.arrays[uid] = (_name(op.results[0]), kind, s, n)
            self.bar_arrays[op] = ("bar", uid, n)
        return self.bar_arrays[op]



OUTER_BOUND = 2  # iterations of an unknown-trip loop around a synchronizing loop (run_for)
SYMMETRY_CAP = 8  # stages / array sizes above this are reduced (see unroll_bound)


def largest_array(func: Operation) -> int:
    s = 1
    for op in func.walk():
        if isinstance(op, ap.PipelineOp):
            s = max(s, op.stages)
        elif isinstance(op, ap.MbarrierAllocOp):
            s = max(s, op.result.type.n)
    return s


def unroll_bound(func: Operation) -> int:
    """Iterations each loop runs: 4 x the largest stage count (or mbarrier array size), plus
    one, so that every stage is used at least 4 times (its index wraps at least 3 times) and
    every phase bit wraps (1 -> 0) at least twice; at least 4. Stages and barriers of one
    array are symmetric (the same code indexed by the stage), so arrays larger than
    SYMMETRY_CAP are reduced to that many: loops run 4 x SYMMETRY_CAP + 1 iterations and the
    barriers past them are never touched (the summary says so)."""
    return max(4, 4 * min(largest_array(func), SYMMETRY_CAP) + 1)


MAX_MODELLED_CTAS = 4


def cluster_ctas(func: Operation) -> int:
    """CTAs of the kernel's cluster (`cluster = [x, y, z]` on the gpu.func; 1 without)."""
    attr = func.attributes.get("cluster")
    data = getattr(attr, "data", None)
    if not data:
        return 1
    n = 1
    for a in data:
        v = getattr(getattr(a, "value", None), "data", None)
        if not isinstance(v, int) or v < 1:
            raise ModelError(func, f"expected cluster = [x, y, z] of positive integers, found {attr}")
        n *= v
    if n > MAX_MODELLED_CTAS:
        raise ModelError(func, f"clusters of {n} CTAs are not modelled (at most {MAX_MODELLED_CTAS}: the "
                         f"interleavings grow with the CTAs)")
    return n


def build(func: Operation, bound: int | None = None, decisions: dict | None = None) -> Kernel:
    """Interpret every process of the kernel `func` (a gpu.func with `block`) on one path:
    `decisions` gives the branch taken at conditions the model cannot compute (by their key
    in `Kernel.points`; the then-side where not given)."""
    dims = ap.block_threads(func) or [128, 1, 1]
    threads = dims[0] * (dims[1] if len(dims) > 1 else 1) * (dims[2] if len(dims) > 2 else 1)
    ctas = cluster_ctas(func)
    kv = _KernelView(func, threads, bound or unroll_bound(func), ctas)
    kv.bar_names.cluster = ctas > 1
    kv.decisions = dict(decisions or {})
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
    for r in range(ctas):
        for name, role, wg, pos in layout:
            proc = Process(f"cta{r}.{name}" if ctas > 1 else name, wg, min(128, threads - 128 * wg), cta=r)
            it = _Interp(kv, proc, role, wg, pos)
            it.run_block(func.body.block)
            it.finish()
            procs.append(proc)
    _handlers().check_tx(kv)
    stages = [op.stages for op in func.walk() if isinstance(op, ap.PipelineOp)]
    n_arrays = len(kv.bar_arrays)
    # the barriers the traces touch (an array's untouched barriers never change state)
    used = {ev.args[0] for p in procs for ev in p.events if ev.kind in ("init", "arrive", "wait", "tma", "inval")}
    bar_index = {k: i for i, k in enumerate(sorted(used))}
    k = Kernel(func.sym_name.data if hasattr(func, "sym_name") else "kernel", threads, procs,
               kv.bar_names, bar_index, stages, n_arrays, kv.bound, kv.findings, kv.alloc_names)
    k.points = kv.points
    k.decisions = kv.decisions
    k.func = func
    k.ctas = ctas
    k.n_barriers = sum(a[2] for a in kv.bar_arrays.values())
    return k


def _handlers():
    """handlers.HANDLERS (imported on first use: the handlers import this module)."""
    from . import handlers

    return handlers
