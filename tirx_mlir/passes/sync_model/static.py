"""Checks of `aproxy-verify-sync` that need no interleaving (run before the traces).

* `limits(func)`: counts at the op against shared-memory and PTX limits — an mbarrier array
  or a pipeline whose barriers do not fit shared memory (8 bytes each, PTX ISA "mbarrier":
  "Size and alignment of mbarrier object"), pipeline stages whose buffers (stages x tx bytes)
  do not, arrival counts outside [1, 2^20 - 1] ("mbarrier.init"), shared-memory allocations
  over the 227 KB a CTA can have, named barrier ids outside [0, 15] and thread counts not a
  multiple of 32 ("bar, barrier"). Found before anything is interpreted, so a count of 2^64
  is an error at the op, never a search that runs out of memory.
* `widths(func)`: every op's execution width (its declared `SyncSemantics.width`,
  tirx_mlir/dialects/sync_semantics.py) against the threads that reach it: a warpgroup op
  (wgmma, a warpgroup-scope tile op) needs whole warpgroups, a warp op (`elect.sync`, i.e.
  `elect_one warp`) whole warps, a `scope(cta)` op every thread of the block; computed from
  the block size, the roles' warpgroups, `elect_one` and `scf.if`s on the thread id.
* `budgets(func, kernel)`: setmaxnreg counts and the register file ("setmaxnreg"), named
  barrier thread counts against the threads that reach each round of an id ("bar, barrier").
"""

from __future__ import annotations

from xdsl.dialects import scf
from xdsl.ir import Block, Operation, SSAValue

from tirx_mlir.dialects import aproxy as ap
from tirx_mlir.dialects.sync_semantics import semantics_of, width_of

from .trace import _BIN, _CMP, Finding, Kernel, _cmp_pred, _is_x, arith_reaches

MBARRIER_BYTES = 8


def _threads(func: Operation) -> int:
    dims = ap.block_threads(func) or [128, 1, 1]
    n = 1
    for d in dims:
        n *= d
    return n


def limits(func: Operation) -> list[Finding]:
    out: list[Finding] = []
    smem = ap.MAX_SMEM_BYTES
    total = 0
    last = None
    for op in func.walk():
        if isinstance(op, ap.MbarrierAllocOp):
            n = op.result.type.n
            total += n * MBARRIER_BYTES
            last = op
            if n * MBARRIER_BYTES > smem:
                out.append(Finding("limit", op, f"{n} mbarriers take {n * MBARRIER_BYTES} bytes of shared memory, "
                                   f"over the {smem} bytes a CTA can have (at most {smem // MBARRIER_BYTES} "
                                   f"mbarriers; PTX ISA mbarrier: 8 bytes each)"))
        elif isinstance(op, ap.PipelineOp):
            s, tx = op.stages, op.tx_bytes.value.data
            total += 2 * s * MBARRIER_BYTES
            last = op
            if 2 * s * MBARRIER_BYTES > smem or s * tx > smem:
                out.append(Finding("limit", op, f"stages({s}) with tx_bytes = {tx}: the stages' buffers "
                                   f"({s} x {tx} = {s * tx} bytes) and barriers ({2 * s * MBARRIER_BYTES} bytes) "
                                   f"must fit the {smem} bytes of shared memory"))
            arr = op.arrivals.value.data
            if not 1 <= arr <= ap.MAX_MBARRIER_COUNT:
                out.append(Finding("limit", op, f"empty(arrivals = {arr}) outside [1, {ap.MAX_MBARRIER_COUNT}] "
                                   f"(PTX ISA mbarrier.init: the count is in [1, 2^20 - 1])"))
        elif isinstance(op, ap.MbarrierInitOp):
            a = op.arrivals.value.data
            if not 1 <= a <= ap.MAX_MBARRIER_COUNT:
                out.append(Finding("limit", op, f"arrivals({a}) outside [1, {ap.MAX_MBARRIER_COUNT}] "
                                   f"(PTX ISA mbarrier.init: the count is in [1, 2^20 - 1])"))
        elif isinstance(op, ap.SmemAllocOp):
            total += op.result.type.bytes
            last = op
        elif isinstance(op, (ap.NamedBarrierSyncOp, ap.NamedBarrierArriveOp)):
            bid, n = op.barrier_id.value.data, op.threads.value.data
            if not 0 <= bid < 16 or n % 32 or n <= 0:
                out.append(Finding("limit", op, f"named barrier id({bid}) threads({n}): ids are 0..15 and the "
                                   f"thread count a positive multiple of 32 (PTX ISA bar, barrier)"))
    if total > smem and last is not None and not out:
        out.append(Finding("limit", last, f"the kernel's shared memory (allocations and barriers) adds up to "
                           f"{total} bytes, over the {smem} bytes a CTA can have"))
    return out


# -- execution widths ---------------------------------------------------------------------------
class _Widths:
    def __init__(self, func: Operation):
        self.func = func
        self.T = _threads(func)
        self.out: list[Finding] = []
        self.pos: dict[int, int] = {}  # warpgroup -> its position in its role
        self.dep: dict[SSAValue, bool] = {}
        self.opq: dict[SSAValue, bool] = {}

    def value(self, v: SSAValue, tid: int, memo: dict, depth: int = 0):
        if v in memo:
            return memo[v]
        r = self._value(v, tid, memo, depth)
        memo[v] = r
        return r

    def depends(self, v: SSAValue) -> bool:
        """Does `v` depend on the thread (thread id, warpgroup index)?"""
        return arith_reaches(v, lambda o: o.name == "gpu.thread_id" or isinstance(o, ap.WarpgroupIndexOp),
                             self.dep, 32)

    def opaque(self, v: SSAValue, depth: int = 0) -> bool:
        """Does `v` depend on something other than constants and the thread (a kernel
        argument, a block id, a load)? Then no thread's value is known."""
        if v in self.opq:
            return self.opq[v]
        o = v.owner
        if not isinstance(o, Operation) or depth > 32:
            r = True
        elif o.name in ("arith.constant", "gpu.thread_id") or isinstance(o, ap.WarpgroupIndexOp):
            r = False
        elif o.name.startswith("arith.") and not o.regions:
            r = any(self.opaque(a, depth + 1) for a in o.operands)
        else:
            r = True
        self.opq[v] = r
        return r

    def _value(self, v: SSAValue, tid: int, memo: dict, depth: int):
        o = v.owner
        if not isinstance(o, Operation) or depth > 32:
            return None
        if o.name == "arith.constant":
            c = o.properties.get("value")
            x = getattr(getattr(c, "value", None), "data", None)
            return x & 1 if isinstance(x, int) and getattr(v.type, "width", None) is not None and \
                v.type.width.data == 1 else x
        if o.name == "gpu.thread_id":
            return tid if _is_x(o) else 0
        if isinstance(o, ap.WarpgroupIndexOp):
            return self.pos.get(tid // 128)
        if o.name.startswith("arith.") and not o.regions:
            xs = [self.value(a, tid, memo, depth + 1) for a in o.operands]
            if any(not isinstance(x, int) for x in xs):
                return None
            try:
                if o.name in _BIN:
                    return _BIN[o.name](xs[0], xs[1])
                if o.name == "arith.cmpi":
                    return int(_CMP[_cmp_pred(o)](xs[0], xs[1]))
                if o.name == "arith.select":
                    return xs[1] if xs[0] else xs[2]
                if o.name in ("arith.index_cast", "arith.index_castui", "arith.extui", "arith.extsi",
                              "arith.trunci"):
                    return xs[0]
            except (ValueError, ZeroDivisionError, OverflowError):
                return None
        return None

    def check(self, op: Operation, tids: frozenset, ctx: tuple[str, ...]) -> None:
        sem = semantics_of(op)
        if sem is None or not tids:
            return
        w = width_of(op)
        where = f" ({'; '.join(ctx)})" if ctx else ""
        if isinstance(op, ap.ElectOneOp) and w == "warpgroup":
            # tid.x % 128 == 0 is elected: that thread must reach it
            missing = sorted({t // 128 for t in tids if (t // 128) * 128 not in tids})
            if missing:
                self.fail(op, f"elect_one warpgroup elects the thread with tid % 128 == 0, which does not reach "
                          f"it in warpgroup(s) {', '.join(map(str, missing))}: {len(tids)} threads reach it{where}")
            return
        if w in ("warp", "warpgroup"):
            size = 32 if w == "warp" else 128
            groups = {t // size for t in tids}
            short = [g for g in sorted(groups)
                     if sum(1 for t in range(g * size, (g + 1) * size) if t in tids) < size]
            if short or (w == "warpgroup" and self.T < 128):
                g = short[0] if short else 0
                n = sum(1 for t in range(g * size, (g + 1) * size) if t in tids)
                blk = f"; the block has {self.T} threads" if self.T < size else ""
                self.fail(op, f"{op.name} executes with width {w} ({size} threads together, .sync.aligned) but "
                          f"{n} thread{'s' if n != 1 else ''} of {w} {g} reach it{where}{blk}")
        elif w in ("cta", "cluster") and len(tids) < self.T:
            self.fail(op, f"{op.name} has width {w} (every thread of the block) but {len(tids)} of the "
                          f"block's {self.T} threads reach it{where}")

    def fail(self, op: Operation, msg: str) -> None:
        self.out.append(Finding("width", op, msg + " (the op's declared execution width against the threads "
                                "that reach it)"))

    def block(self, block: Block, tids: frozenset, ctx: tuple[str, ...]) -> None:
        for op in block.ops:
            self.op(op, tids, ctx)

    def op(self, op: Operation, tids: frozenset, ctx: tuple[str, ...]) -> None:
        self.check(op, tids, ctx)
        if isinstance(op, ap.SpecializeOp):
            for role in op.roles:
                wgs = [a.value.data for a in role.warpgroups.data]
                for i, w in enumerate(wgs):
                    self.pos[w] = i
                sub = frozenset(t for t in tids if t // 128 in wgs)
                label = f"role {role.role_name.data!r}: warpgroups {', '.join(map(str, wgs))}, {len(sub)} threads"
                self.block(role.body.block, sub, (*ctx, label))
            return
        if isinstance(op, ap.ElectOneOp):
            size = 128 if op.scope.data == "warpgroup" else 32
            if size == 128:
                sub = frozenset(t for t in tids if t % 128 == 0)
            else:
                sub = frozenset(min(t for t in tids if t // 32 == g) for g in {t // 32 for t in tids})
            self.block(op.body.block, sub, ctx + (f"inside elect_one {op.scope.data}: {len(sub)} thread(s)",))
            return
        if isinstance(op, scf.IfOp):
            if self.opaque(op.cond):
                vals = {t: None for t in tids}
            elif self.depends(op.cond):
                vals = {t: self.value(op.cond, t, {}) for t in tids}
            else:
                x = self.value(op.cond, 0, {})
                vals = {t: x for t in tids}
            if any(not isinstance(x, int) for x in vals.values()):
                sets = [(op.true_region, tids), (op.false_region, tids)]
            else:
                on = frozenset(t for t, x in vals.items() if x)
                sets = [(op.true_region, on), (op.false_region, tids - on)]
            for r, sub in sets:
                for b in r.blocks:
                    self.block(b, sub, ctx + ((f"under scf.if: {len(sub)} threads",) if sub != tids else ()))
            return
        for r in op.regions:
            for b in r.blocks:
                self.block(b, tids, ctx)


def widths(func: Operation) -> list[Finding]:
    w = _Widths(func)
    w.block(func.body.block, frozenset(range(w.T)), ())
    return w.out


# -- register and named-barrier budgets -------------------------------------------------------------
def budgets(func: Operation, k: Kernel) -> list[Finding]:
    out: list[Finding] = []
    # setmaxnreg (PTX ISA "setmaxnreg"): counts in [24, 256], multiples of 8, and
    # the warpgroups' registers after rebalancing must fit the register file.
    for spec in (op for op in func.walk() if isinstance(op, ap.SpecializeOp)):
        total = 0
        for role in spec.roles:
            if role.regs is None:
                continue
            r = role.regs.value.data
            n = len(role.warpgroups.data)
            if not (24 <= r <= 256 and r % 8 == 0):
                out.append(Finding("misuse", role, f"setmaxnreg count {r} out of range (a multiple of 8 in [24, 256]; "
                                   f"PTX ISA setmaxnreg)"))
            total += r * 128 * n
        if total > ap.REGISTER_FILE:
            out.append(Finding("misuse", spec, f"the roles ask for {total} registers after setmaxnreg, over the "
                               f"{ap.REGISTER_FILE}-register file: setmaxnreg.inc never completes"))
    # named barriers: the threads reaching each round of an id must equal its count.
    per_id: dict[int, dict[int, list]] = {}
    for p, proc in enumerate(k.procs):
        for ev in proc.events:
            if ev.kind == "nbar" and ev.op is not None and ev.op.name != "gpu.barrier" and \
                    not isinstance(ev.op, ap.PipelineOp):
                per_id.setdefault(ev.args[0], {}).setdefault(p, []).append(ev)
    for bid, by_p in per_id.items():
        lens = {len(v) for v in by_p.values()}
        if len(lens) != 1:
            continue
        for rnd in range(lens.pop()):
            evs = [v[rnd] for v in by_p.values()]
            got = sum(e.args[2] for e in evs)
            want = {e.args[1] for e in evs}
            if len(want) > 1 or got != next(iter(want)):
                who = ", ".join(f"{k.procs[p].name} {v[rnd].args[2]}" for p, v in by_p.items())
                name = f"id({bid % 16})" + (f"@cta{bid // 16}" if k.ctas > 1 else "")
                if bid == 16 * k.ctas:
                    name = "barrier.cluster"
                out.append(Finding("misuse", evs[0].op, f"named barrier {name} threads({'/'.join(map(str, sorted(want)))}) "
                                   f"but {got} threads reach it ({who}; PTX ISA bar: the count must equal the "
                                   f"threads that arrive)"))
                break
    return out
