"""Explicit-state search over the interleavings of the processes' traces (the second half of
`aproxy-verify-sync`).

State (hashed; a state seen before is not explored again):

* per process: the index of its next event, the named barrier generation it is blocked on,
  and its vector clock. Clock components: for every process p two counters, "p's whole
  warpgroup" (A) and "p's elected thread" (E) — the events of p with a smaller index that are
  ordered before this point — and for every mbarrier the number of its phases whose
  completion has been observed.
* per mbarrier (PTX ISA "mbarrier"): who initialized it, the arrival count,
  pending arrivals, tx-count, phase number, the clock the arrivals of the current phase
  release and the clock of the last completed phase.
* per named barrier (PTX ISA "bar, barrier"): threads arrived, their clock,
  generation, the clock of the last completed generation.
* shared memory: access records (region, read/write, proxy, who, clock position), pruned by
  covering writes.

Happens-before: a wait that observes a completed phase acquires the clock its arrivals
released; bar.sync acquires the clock of every thread that reached the barrier. An arrive
by one elected thread releases only that thread's events; the whole warpgroup's events are
released only up to its last warpgroup-wide bar.sync (PTX ISA "mbarrier.arrive": release
semantics cover the executing thread). A TMA load's write is ordered before a thread
exactly when that thread has observed the completion of the phase its complete_tx landed
in (PTX ISA "cp.async.bulk.tensor": completion mechanism mbarrier::complete_tx).

Reduction: accesses to shared memory and the retirement of async reads are executed as soon
as they are reached (race detection with vector clocks reports a conflicting pair in
whichever order the two accesses run), so only synchronization events are interleaved.

Representation (a matter of cost only: the states explored, their order and the findings
are those of plain tuples): every vector clock, mbarrier, named barrier and access record is
hash-consed (one object per distinct value, kept alive for the search), and so are the tuples
of them in a state; the `seen` key of a state is its pcs, its blocked generations and the ids
of its four hash-consed components. An event's effect (fire) and a process's run of local
events (normalize) are functions of the hash-consed values they read (its pc and clock, the
barrier, the memory), so they are memoized by their ids; what they report was reported the
first time (findings are kept once per kind and op). Shared memory is a tuple of records
sorted by (allocation, offset, ...): an access visits only the records of its allocation that
start before its end (bisection), in the order a scan of all of them would.
"""

from __future__ import annotations

import time
from bisect import bisect_left, insort

from xdsl.ir import Operation

from .trace import CS, INF, Finding, Kernel, short

_LOCAL = ("access", "close", "exit")
_BAR_KINDS = ("wait", "arrive", "tma", "init", "inval")
BLOCKED = "blocked"  # a memoized transition that cannot fire
MAX_STATES = 100_000  # the search stops (and says so in the summary) past this many states
MAX_FINDINGS = 16
AFTER_FINDING = 5_000  # states explored after the first finding, for more findings


def _rss_mb() -> float:
    """Resident memory of this process in MB (Linux /proc; 0 where it is not there)."""
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * 4096 / 2**20
    except (OSError, ValueError, IndexError):
        return 0.0


class Search:
    """`max_states`, `max_seconds`, `max_mb` bound the search (states explored, wall time,
    memory grown); `bound_hit` then names the bound and how to raise it. `conservative`:
    the proxy-fence reading for a generic read of bytes a TMA load later overwrites (a
    `fence.proxy.async` demanded in the reading threads before the release)."""

    def __init__(self, k: Kernel, max_states: int = MAX_STATES, max_seconds: float = 30.0,
                 max_mb: float = 1024.0, conservative: bool = False):
        self.k = k
        self.max_states = max_states
        self.max_seconds = max_seconds
        self.max_mb = max_mb
        self.conservative = conservative
        self.bound_hit = ""
        self.P = len(k.procs)
        self.NB = len(k.bar_index)
        self.W = 2 * self.P + self.NB
        self.findings: list[Finding] = []
        self.seen_f: set = set()
        self.states = 0
        self.truncated = False
        self.first_at: int | None = None
        self.ops: list[Operation] = []
        self.op_ix: dict[int, int] = {}
        self.cta_procs = [[p for p, pr in enumerate(k.procs) if pr.cta == c] for c in range(k.ctas)]
        # hash-consing tables: a value (or the ids of its hash-consed parts) -> its one object
        (self._vc, self._vcs, self._bar, self._bars, self._nbar, self._nbars, self._rec,
         self._mem) = ({} for _ in range(8))
        # memo tables keyed by ids of hash-consed values: join, released, the first
        # fence.mbarrier_init after an init, TMA writes (p, pc, clock, memory, phase), local runs
        # (normalize: p, pc, clock, memory), transitions (fire), tuple updates (_set)
        (self._join, self._rel, self._ifence, self._tma, self._norm, self._fire,
         self._sets) = ({} for _ in range(7))
        self.zero = self.cvc((0,) * self.W)
        self._prepare()

    def _prepare(self) -> None:
        """Per-event data computed once: whether an event is local, the last warpgroup-wide
        bar.sync before it, the barrier index, an access's region, mode, proxy, uid and op key."""
        self.evs = [pr.events for pr in self.k.procs]
        self.nev = [len(e) for e in self.evs]
        self.local = [[e.kind in _LOCAL for e in evs] + [False] for evs in self.evs]
        self.items = [[(p, e) for e in evs] for p, evs in enumerate(self.evs)]  # a path's steps
        self.wsa = [[self.ws(p, pc) for pc in range(n + 1)] for p, n in enumerate(self.nev)]
        self.bis: list[list] = []
        self.ainfo: list[list] = []
        self.uid_region: dict | None = {}
        sane = True  # every region (alloc, lo, hi) of ints with lo <= hi: bisection applies
        for evs in self.evs:
            bis, ainfo = [], []
            for ev in evs:
                bis.append(self.k.bar_index.get(ev.args[0]) if ev.kind in _BAR_KINDS else None)
                info = None
                if ev.kind == "access":
                    (alloc, lo, hi), mode, proxy, uid = ev.args
                    info = (alloc, lo, hi, mode, proxy, uid, self.opk(ev.op))
                    sane = sane and all(isinstance(x, int) for x in (alloc, lo, hi)) and lo <= hi
                    if uid and self.uid_region is not None:
                        if uid in self.uid_region:
                            self.uid_region = None  # not unique: a close scans every record
                        else:
                            self.uid_region[uid] = (alloc, lo, hi)
                elif ev.kind == "tma":
                    alloc, lo, hi = ev.args[1]
                    info = self.opk(ev.op)
                    sane = sane and all(isinstance(x, int) for x in (alloc, lo, hi)) and lo <= hi
                ainfo.append(info)
            self.bis.append(bis)
            self.ainfo.append(ainfo)
        self.sane = sane

    # -- hash-consing ------------------------------------------------------------------------
    def cvc(self, t: tuple) -> tuple:
        return self._vc.setdefault(t, t)

    def cvcs(self, t: tuple) -> tuple:
        return self._vcs.setdefault(tuple(map(id, t)), t)

    def cbar(self, b: tuple) -> tuple:
        return self._bar.setdefault((b[0], b[1], b[2], b[3], b[4], id(b[5]), id(b[6])), b)

    def cbars(self, t: tuple) -> tuple:
        return self._bars.setdefault(tuple(map(id, t)), t)

    def cnbar(self, n: tuple) -> tuple:
        return self._nbar.setdefault((n[0], id(n[1]), n[2], id(n[3])), n)

    def cnbars(self, t: tuple) -> tuple:
        return self._nbars.setdefault(tuple(map(id, t)), t)

    def crec(self, r: tuple) -> tuple:
        return self._rec.setdefault(r, r)

    def cmem(self, recs: list) -> tuple:
        """The hash-consed memory of the (sorted) records `recs`."""
        t = tuple(recs)
        return self._mem.setdefault(tuple(map(id, t)), t)

    @staticmethod
    def key(state) -> tuple:
        pcs, blk, vcs, bars, nbars, mem = state
        return (pcs, blk, id(vcs), id(bars), id(nbars), id(mem))

    # -- helpers ---------------------------------------------------------------------------
    def opk(self, op: Operation) -> int:
        k = self.op_ix.get(id(op))
        if k is None:
            k = len(self.ops)
            self.ops.append(op)
            self.op_ix[id(op)] = k
        return k

    def report(self, kind: str, op: Operation, msg: str, path, write_op: Operation | None = None) -> None:
        key = (kind, id(op))
        if key in self.seen_f:
            return
        self.seen_f.add(key)
        self.findings.append(Finding(kind, op, msg, self.trace(path), write_op))

    def trace(self, path) -> tuple[str, ...]:
        steps = []
        node = path
        while node is not None and len(steps) < 12:
            node, step = node
            steps.append(self.step_text(*step) if isinstance(step, tuple) else step)
        if node is not None:
            steps.append("...")
        return tuple(reversed(steps))

    def ws(self, p: int, pc: int) -> int:
        """Index of p's last warpgroup-wide bar.sync before `pc` (0: none)."""
        syncs = self.k.procs[p].wg_syncs
        i = bisect_left(syncs, pc)
        return syncs[i - 1] if i else 0

    def released(self, p: int, pc: int, tset: str, vc: tuple) -> tuple:
        key = (id(vc), p, pc)
        r = self._rel.get(key)
        if r is None:
            c = list(vc)
            ws = self.wsa[p][pc]
            c[2 * p] = pc if tset == "A" else ws
            c[2 * p + 1] = pc if tset in ("A", "E") else ws
            r = self._rel[key] = self.cvc(tuple(c))
        return r

    def join(self, a: tuple | None, b: tuple | None) -> tuple | None:
        """The componentwise max of two hash-consed clocks (None: no clock)."""
        if a is None or a is b:
            return b
        if b is None:
            return a
        key = (id(a), id(b))
        r = self._join.get(key)
        if r is None:
            r = self._join[key] = self.cvc(tuple(map(max, a, b)))
        return r

    def comp(self, p: int, tset: str) -> int:
        return 2 * p + (1 if tset == "E" else 0)

    def ordered(self, rec: tuple, q: int, tset: str, pc: int, vc: tuple) -> bool:
        """Is the access `rec` ordered before process q's event at pc (thread set tset)?"""
        _a, _lo, _hi, _m, _px, p, l1, rpc, bi, phase, _uid, _ok = rec
        if p < 0:
            return vc[2 * self.P + bi] >= phase + 1
        if rpc >= INF:
            return False
        if p == q:
            if l1 == tset or l1 == "*":
                return True
            syncs = self.k.procs[p].wg_syncs
            i = bisect_left(syncs, rpc + 1)
            return i < len(syncs) and syncs[i] < pc
        if l1 == "*":
            return rpc < vc[2 * p] or rpc < vc[2 * p + 1]
        return rpc < vc[self.comp(p, l1)]

    def fenced(self, rec: tuple, q: int, pc: int, vc: tuple) -> bool:
        """Did the writer of generic write `rec` run fence.proxy.async after it, ordered
        before process q's event at pc? (PTX ISA "membar/fence": fence.proxy.async.)"""
        p, l1, rpc = rec[5], rec[6], rec[7]
        for f, fl in self.k.procs[p].proxy_fences:
            if f <= rpc:
                continue
            if fl != "A" and fl != l1:
                continue
            if p == q:
                if f <= pc:
                    return True
            elif f <= vc[self.comp(p, fl)]:
                return True
        return False

    def span(self, mem, alloc: int, lo: int, hi: int, start: int = 0) -> tuple[int, int]:
        """The indices [s, e) of the sorted records that can overlap [lo, hi) of `alloc`:
        those of the allocation that start before hi (all of them where a region is not
        plain integers)."""
        if not self.sane:
            return 0, len(mem)
        s = bisect_left(mem, (alloc,), start)
        return s, bisect_left(mem, (alloc, hi), s)

    def inside(self, mem, alloc: int, lo: int, hi: int, start: int = 0) -> tuple[int, int]:
        """The indices [s, e) of the sorted records that can lie within [lo, hi) of `alloc`."""
        if not self.sane:
            return 0, len(mem)
        s = bisect_left(mem, (alloc, lo), start)
        return s, bisect_left(mem, (alloc, hi, hi + 1), s)

    # -- the search --------------------------------------------------------------------------
    def initial(self):
        P = self.P
        pcs = (0,) * P
        blk = (-1,) * P
        vcs = self.cvcs((self.zero,) * P)
        # barrier: (init (p, pc, tset) | None, count, pending, tx, phase, acc, last)
        bars = self.cbars((self.cbar((None, 0, 0, 0, 0, None, None)),) * self.NB)
        nbars = self.cnbars((self.cnbar((0, None, 0, None)),) * (16 * self.k.ctas + 1))
        return (pcs, blk, vcs, bars, nbars, self.cmem([]))

    def run(self) -> None:
        s0 = self.normalize(self.initial(), None)
        if s0 is None:
            return
        key = self.key
        seen = {key(s0[0])}
        stack = [s0]
        t0 = time.perf_counter()
        mb0 = _rss_mb()
        P = self.P
        nev = self.nev
        fire = self.fire
        normalize = self.normalize
        local = self.local
        while stack:
            state, path = stack.pop()
            self.states += 1
            if self.states > self.max_states:
                self.truncated = True
                self.bound_hit = (f"state bound reached ({self.max_states} states; raise it with "
                                  f"aproxy-verify-sync{{max_states=N}})")
                return
            if len(self.findings) >= MAX_FINDINGS:
                return
            if self.states % 1024 == 0:
                if time.perf_counter() - t0 > self.max_seconds:
                    self.truncated = True
                    self.bound_hit = (f"time bound reached ({self.max_seconds:g} s, {self.states} states; raise "
                                      f"it with aproxy-verify-sync{{max_seconds=N}})")
                    return
                if _rss_mb() - mb0 > self.max_mb:
                    self.truncated = True
                    self.bound_hit = (f"memory bound reached ({self.max_mb:g} MB, {self.states} states; raise "
                                      f"it with aproxy-verify-sync{{max_mb=N}})")
                    return
            if self.findings:
                if self.first_at is None:
                    self.first_at = self.states
                elif self.states > self.first_at + AFTER_FINDING:
                    return
            succs = []
            blocked = []
            pcs = state[0]
            for p in range(P):
                r = fire(state, p, path)
                if r is None:
                    if pcs[p] < nev[p]:
                        blocked.append(p)
                    continue
                succs.append((r, p))
            if not succs:
                if blocked:
                    self.deadlock(state, blocked, path)
                continue
            for n2, p in succs:
                s2 = n2[0]
                if local[p][s2[0][p]]:
                    n2 = normalize(s2, n2[1], p)
                    s2 = n2[0]
                n = len(seen)
                seen.add((s2[0], s2[1], id(s2[2]), id(s2[3]), id(s2[4]), id(s2[5])))  # key(s2)
                if len(seen) == n:
                    continue
                stack.append(n2)

    def normalize(self, state, path, only: int | None = None):
        """Run every process's local events (shared-memory accesses, async-read retirement,
        exit) as far as they go (`only`: the process that just moved; the others' were run
        in the state it came from)."""
        pcs, blk, vcs, bars, nbars, mem = state
        if only is not None:
            pc = pcs[only]
            if not self.local[only][pc]:
                return (state, path)
            # the local run depends on p's pc and clock and on the memory only, and what it
            # reports was reported when it first ran: memoized
            mkey = (only, pc, id(vcs[only]), id(mem))
            hit = self._norm.get(mkey)
            if hit is not None:
                return ((pcs[:only] + (hit[0],) + pcs[only + 1:], blk, vcs, bars, nbars, hit[1]), path)
            todo = (only,)
        else:
            todo = range(self.P)
        pcs = list(pcs)
        # the records as a scan of the original list would see them: `base` (sorted, less
        # what was removed, closed in place) then `new` (this call's, in their order)
        base = list(mem)
        new: list = []
        closed: list = []  # records of `base` relabelled in place by a close (out of order)
        dirty = False
        for p in todo:
            evs = self.evs[p]
            loc = self.local[p]
            pc = pcs[p]
            while loc[pc]:
                ev = evs[pc]
                if ev.kind == "access":
                    self.access(p, pc, ev, vcs[p], base, new, path)
                    dirty = True
                elif ev.kind == "close":
                    # an async read retired by a wait: its completion is observed by the
                    # threads that waited (PTX ISA "cp.async.bulk.wait_group", "wgmma.wait_group":
                    # per thread). A wait by the whole warpgroup covers its elected thread's
                    # release too ("*"); an elected thread's wait covers only that thread, the
                    # others need a barrier after it.
                    dirty = self.close(ev.args[0], "*" if ev.tset == "A" else ev.tset, pc, base, new, closed) or dirty
                pc += 1
            pcs[p] = pc
        if dirty:
            # sorted again: the relabelled records still there and the new ones put in place
            for c in closed:
                i, n = (bisect_left(base, c[:3]), bisect_left(base, c[:2] + (c[2] + 1,))) if self.sane else (0, len(base))
                while i < n and base[i] is not c:
                    i += 1
                if i < n:
                    del base[i]
                    new.append(c)
            for r in new:
                insort(base, r)
            mem = self.cmem(base)
        if only is not None:
            self._norm[mkey] = (pcs[only], mem)
        return ((tuple(pcs), blk, vcs, bars, nbars, mem), path)

    def close(self, uid: int, lab: str, pc: int, base: list, new: list, closed: list) -> bool:
        """Relabel the record of async read `uid` as retired at pc by thread set `lab`."""
        reg = self.uid_region.get(uid) if self.uid_region is not None else None
        found = False
        if reg is not None and self.sane:
            i = bisect_left(base, reg)
            while i < len(base) and base[i][0] == reg[0] and base[i][1] == reg[1] and base[i][2] == reg[2]:
                r = base[i]
                if r[10] == uid:
                    base[i] = self.crec(r[:6] + (lab, pc) + r[8:])
                    closed.append(base[i])
                    found = True
                i += 1
        else:
            for i, r in enumerate(base):
                if r[10] == uid:
                    base[i] = self.crec(r[:6] + (lab, pc) + r[8:])
                    closed.append(base[i])
                    found = True
        for i, r in enumerate(new):
            if r[10] == uid:
                new[i] = self.crec(r[:6] + (lab, pc) + r[8:])
                found = True
        return found

    def access(self, q: int, pc: int, ev, vc: tuple, base: list, new: list, path) -> None:
        alloc, lo, hi, mode, proxy, uid, opk = self.ainfo[q][pc]
        tset = ev.tset
        covered = []
        s, e = self.span(base, alloc, lo, hi)
        for r in (base[s:e] + new if new else base[s:e]):
            if r[0] != alloc or r[2] <= lo or r[1] >= hi:
                continue
            if r[3] == "w":
                covered.append((max(r[1], lo), min(r[2], hi)))
            if r[3] == "r" and mode == "r":
                continue
            if r[5] == q and r[6] == tset and r[7] < INF:
                ok = True
            else:
                ok = self.ordered(r, q, tset, pc, vc)
            if not ok:
                self.race(q, ev, r, path)
            elif r[3] == "w" and r[4] == "g" and proxy == "a" and not self.fenced(r, q, pc, vc):
                wop = self.ops[r[11]]
                self.report("fence", ev.op,
                            f"async-proxy {'read' if mode == 'r' else 'write'} of {self.region(r)} written by "
                            f"{wop.name} ({self.k.procs[r[5]].name}) through the generic proxy, with no "
                            f"aproxy.fence_proxy_async in the writing threads in between (PTX ISA membar/fence, "
                            f"fence.proxy.async: generic -> async proxy needs a proxy fence)",
                            path, write_op=wop)
        if mode == "r" and not self._covers(covered, lo, hi):
            self.report("race", ev.op,
                        f"reads {self.region((alloc, lo, hi))} ({self.k.procs[q].name}) before any write to "
                        f"those bytes is ordered before it", path)
        rec = self.crec((alloc, lo, hi, mode, proxy, q, tset, INF if uid else pc, -1, 0, uid, opk))
        s2, e2 = self.inside(base, alloc, lo, hi, s)
        if mode == "w":
            if s2 < e2:
                base[s2:e2] = [r for r in base[s2:e2] if not (r[0] == alloc and r[1] >= lo and r[2] <= hi)]
            if new:
                new[:] = [r for r in new if not (r[0] == alloc and r[1] >= lo and r[2] <= hi)]
        else:
            if self.sane:  # the records of this region, mode, proxy and process only
                s2 = bisect_left(base, (alloc, lo, hi, "r", proxy, q), s2)
                e2 = bisect_left(base, (alloc, lo, hi, "r", proxy, q + 1), s2)
            if s2 < e2:
                base[s2:e2] = [r for r in base[s2:e2] if not (
                    r[0] == alloc and r[1] == lo and r[2] == hi and r[3] == "r" and r[4] == proxy
                    and r[5] == q and r[6] == tset and r[7] < INF)]
            if new:
                new[:] = [r for r in new if not (
                    r[0] == alloc and r[1] == lo and r[2] == hi and r[3] == "r" and r[4] == proxy
                    and r[5] == q and r[6] == tset and r[7] < INF)]
        new.append(rec)

    @staticmethod
    def _covers(parts, lo, hi) -> bool:
        x = lo
        for a, b in sorted(parts):
            if a > x:
                return False
            x = max(x, b)
            if x >= hi:
                return True
        return x >= hi

    def region(self, r) -> str:
        return f"{self.k.region_names.get(r[0], '%smem')}[{r[1]}, {r[2]})"

    def who(self, r) -> str:
        if r[5] < 0:
            return "the TMA load"
        return self.k.procs[r[5]].name

    def race(self, q: int, ev, r, path) -> None:
        other = self.ops[r[11]]
        mode = ev.args[1]
        if mode == "r":
            msg = (f"reads {self.region(ev.args[0])} ({self.k.procs[q].name}) unordered with the write by "
                   f"{other.name} ({self.who(r)}): the data may not have landed")
        elif r[3] == "r":
            still = " still in flight" if r[7] >= INF else ""
            msg = (f"overwrites {self.region(ev.args[0])} ({self.k.procs[q].name}) while {other.name} "
                   f"({self.who(r)}){still} may still read it: the stage is written while still read")
        else:
            msg = (f"writes {self.region(ev.args[0])} ({self.k.procs[q].name}) unordered with the write by "
                   f"{other.name} ({self.who(r)})")
        self.report("race", ev.op, msg, path)

    def nb_name(self, bid: int) -> str:
        if bid == 16 * self.k.ctas:
            return "barrier.cluster"
        if self.k.ctas > 1:
            return f"named barrier id({bid % 16})@cta{bid // 16}"
        return f"named barrier id({bid})"

    def exited_peer(self, state, p: int, ev, path) -> None:
        """A write into (or an arrival on a barrier of) a CTA of the cluster all of whose
        warpgroups have exited: its shared memory may be reused by the next CTA on that SM
        (PTX ISA "Cluster of Cooperative Thread Arrays": a CTA must not exit while peers
        may still access its shared memory)."""
        c = ev.args[0][0] // CS
        if c == self.k.procs[p].cta or not self.cta_procs[c]:
            return
        pcs = state[0]
        if all(pcs[q] >= len(self.k.procs[q].events) for q in self.cta_procs[c]):
            what = "multicast TMA writes into" if ev.kind == "tma" else "arrives on a barrier of"
            self.report("cluster-exit", ev.op, f"{what} CTA {c} ({self.k.bar_names.get(ev.args[0], '?')}) after "
                        f"every warpgroup of CTA {c} exited: a CTA must not exit while a peer may still write its "
                        f"shared memory or arrive on its barriers (aproxy.cluster_sync before the exit)", path)

    def step_text(self, p: int, ev) -> str:
        nm = self.k.procs[p].name
        if ev.kind in ("wait", "arrive", "init", "tma"):
            b = self.k.bar_names.get(ev.args[0], "?")
            extra = f" parity {ev.args[1]}" if ev.kind == "wait" else ""
            return f"{nm}:{short(ev.op)}({ev.kind} {b}{extra})"
        if ev.kind == "nbar":
            b = ev.args[0]
            text = ("barrier.cluster" if b == 16 * self.k.ctas else
                    f"id {b % 16}@cta{b // 16}" if self.k.ctas > 1 else f"id {b}")
            return f"{nm}:{short(ev.op)}({text})"
        return f"{nm}:{short(ev.op) if ev.op is not None else ev.kind}"

    def check_init(self, b, p, pc, ev, vc, path) -> bool:
        if b[0] is not None and b[0][0] == p:
            return True
        if b[0] is None:
            name = self.k.bar_names.get(ev.args[0], "?")
            self.report("misuse", ev.op, f"{ev.kind} on {name} before it is initialized "
                        f"(PTX ISA mbarrier: any mbarrier op but init on an uninitialized barrier is undefined)", path)
            return False
        ip, ipc, il = b[0]
        if ip != p:
            seen = vc[self.comp(ip, il)]
            if not ipc < seen:
                name = self.k.bar_names.get(ev.args[0], "?")
                by = ("a cluster barrier (aproxy.cluster_sync)" if self.k.procs[ip].cta != self.k.procs[p].cta
                      else "a CTA barrier")
                self.report("misuse", ev.op, f"uses {name} ({self.k.procs[p].name}) before its initialization by "
                            f"{self.k.procs[ip].name} is published by {by}", path)
                return True
            # some fence.mbarrier_init f with ipc < f <= seen: the first one after ipc is <= seen
            key = (ip, ipc)
            if key not in self._ifence:
                self._ifence[key] = min((f for f in self.k.procs[ip].init_fences if f > ipc), default=None)
            f = self._ifence[key]
            if f is None or f > seen:
                name = self.k.bar_names.get(ev.args[0], "?")
                self.report("misuse", ev.op, f"uses {name} ({self.k.procs[p].name}) but its initialization by "
                            f"{self.k.procs[ip].name} is not followed by aproxy.fence_mbarrier_init "
                            f"(PTX ISA membar/fence: fence.mbarrier_init makes the init visible)", path)
        return True

    def complete(self, b, bi):
        """The barrier `b` (index bi), its phase completed if nothing is pending (hash-consed)."""
        init, count, pending, tx, phase, acc, last = b
        if pending == 0 and tx == 0:
            rel = list(acc or self.zero)
            rel[2 * self.P + bi] = max(rel[2 * self.P + bi], phase + 1)
            return self.cbar((init, count, count, 0, phase + 1, None, self.cvc(tuple(rel))))
        return self.cbar(b)

    def fire(self, state, p: int, path):
        """The successor where process p runs its next synchronization event, or None if it
        is blocked or done. The event's effect on p's clock, the barrier it uses and the
        memory is a function of those (and of p's pc and blocked generation) only, and what
        it reports was reported when it first ran: memoized."""
        pcs, blk, vcs, bars, nbars, mem = state
        pc = pcs[p]
        if pc >= self.nev[p]:
            return None
        ev = self.evs[p][pc]
        vc = vcs[p]
        step = (path, self.items[p][pc])  # the text is made only for a reported trace
        if ev.kind == "nbar":
            bid = ev.args[0]
            nb = nbars[bid]
            key = (p, pc, blk[p], id(vc), id(nb))
            t = self._fire.get(key)
            if t is None:
                t = self._fire[key] = self.nbar_step(p, pc, ev, blk[p], vc, nb, step)
            if t is BLOCKED:
                return None
            npc, nblk, nvc, nnb = t
            return ((pcs[:p] + (npc,) + pcs[p + 1:], blk if nblk == blk[p] else blk[:p] + (nblk,) + blk[p + 1:],
                     vcs if nvc is vc else self._set(vcs, p, nvc, self.cvcs), bars, nbars if nnb is nb else self._set(nbars, bid, nnb, self.cnbars),
                     mem), step)
        kind = ev.kind
        if kind not in _BAR_KINDS:
            raise AssertionError(kind)
        if self.k.ctas > 1 and kind in ("tma", "arrive"):
            self.exited_peer(state, p, ev, step)
        bi = self.bis[p][pc]
        b = bars[bi]
        key = (p, pc, id(vc), id(b), id(mem) if kind == "tma" else 0)
        t = self._fire.get(key)
        if t is None:
            t = self._fire[key] = self.bar_step(p, pc, ev, vc, b, bi, mem, step)
        if t is BLOCKED:
            return None
        nb, nvc, mem2 = t
        nxt = ((pcs[:p] + (pc + 1,) + pcs[p + 1:], blk, vcs if nvc is vc else self._set(vcs, p, nvc, self.cvcs),
                bars if nb is b else self._set(bars, bi, nb, self.cbars), nbars, mem if mem2 is None else mem2), step)
        if kind == "tma" and len(ev.args) > 3 and ev.args[3]:
            return self.fire(nxt[0], p, step)  # the multicast's next CTA, in the same step
        return nxt

    def nbar_step(self, p, pc, ev, blkp, vc, nb, step):
        """bar.sync / bar.arrive (PTX ISA "bar, barrier") by process p on named barrier state
        `nb`: BLOCKED, or (p's next pc, its blocked generation, its clock, the barrier)."""
        bid, N, contrib, sync = ev.args
        count, acc, gen, last = nb
        if blkp >= 0:
            if gen <= blkp:
                return BLOCKED
            return (pc + 1, -1, self.join(vc, last), nb)
        nvc = vc
        nblk = blkp
        npc = pc
        count += contrib
        acc = self.join(acc, self.released(p, pc, ev.tset, vc))
        if count > N:
            self.report("misuse", ev.op, f"{self.nb_name(bid)} threads({N}): more than {N} threads reach it "
                        f"({count} so far; PTX ISA bar: the count must equal the threads that arrive)", step)
        if count >= N:
            nnb = (0, None, gen + 1, acc)
            if sync:
                nvc = self.join(vc, acc)
            npc = pc + 1
        else:
            nnb = (count, acc, gen, last)
            if sync:
                nblk = gen
            else:
                npc = pc + 1
        return (npc, nblk, nvc, self.cnbar(nnb))

    def bar_step(self, p, pc, ev, vc, b, bi, mem, step):
        """An mbarrier event (PTX ISA "mbarrier") or TMA load of process p on barrier state `b`:
        BLOCKED, or (the barrier, p's clock, the memory after a TMA load's write, else None)."""
        kind = ev.kind
        nvc = vc
        mem2 = None
        if kind == "init":
            if ev.args[1] > self.k.threads:
                name = self.k.bar_names.get(ev.args[0], "?")
                self.report("misuse", ev.op, f"initializes {name} with {ev.args[1]} arrivals but the block has "
                            f"only {self.k.threads} threads: no phase can complete", step)
            if b[0] is not None:
                name = self.k.bar_names.get(ev.args[0], "?")
                self.report("misuse", ev.op, f"re-initializes {name} while it is live (no mbarrier_inval)", step)
            nb = self.cbar(((p, pc, ev.tset), ev.args[1], ev.args[1], 0, 0, None, None))
        elif kind == "inval":
            nb = self.cbar((None, 0, 0, 0, 0, None, None))
        else:
            ok = self.check_init(b, p, pc, ev, vc, step)
            if not ok:
                nb = b
            elif kind == "wait":
                if (b[4] & 1) == ev.args[1]:
                    return BLOCKED  # the phase with this parity has not completed
                nvc = self.join(vc, b[6])
                nb = b
            elif kind == "arrive":
                init, count, pending, tx, phase, acc, last = b
                n, expect = ev.args[1], ev.args[2]
                if n > pending:
                    name = self.k.bar_names.get(ev.args[0], "?")
                    self.report("misuse", ev.op,
                                f"{n} threads arrive on {name} in a phase with only {pending} of {count} "
                                f"arrivals pending: the surplus completes the next phase early "
                                f"(the arrival count does not match the threads that arrive)", step)
                    n = pending
                rel = self.released(p, pc, ev.tset, vc)
                nb = self.complete((init, count, pending - n, tx + expect, phase, self.join(acc, rel), last), bi)
            else:  # tma: the async-proxy write, then complete_tx
                region, nbytes = ev.args[1], ev.args[2]
                mem2 = self.tma_write(p, pc, ev, vc, mem, region, bi, b[4], step)
                init, count, pending, tx, phase, acc, last = b
                nb = self.complete((init, count, pending, tx - nbytes, phase, acc, last), bi)
        return (nb, nvc, mem2)

    def _set(self, t: tuple, i: int, x, cons) -> tuple:
        """The hash-consed tuple `t` with item i replaced by the hash-consed `x` (memoized)."""
        key = (id(t), i, id(x))
        r = self._sets.get(key)
        if r is None:
            r = self._sets[key] = cons(t[:i] + (x,) + t[i + 1:])
        return r

    def tma_write(self, p, pc, ev, vc, mem, region, bi, phase, path) -> tuple:
        """The TMA load's async-proxy write of `region`: races and missing fences against the
        records it overlaps; the new (hash-consed) memory."""
        mkey = (p, pc, id(vc), id(mem), phase)  # what it depends on (it reported when it first ran)
        hit = self._tma.get(mkey)
        if hit is not None:
            return hit
        alloc, lo, hi = region
        s, e = self.span(mem, alloc, lo, hi)
        for i in range(s, e):
            r = mem[i]
            if r[0] != alloc or r[2] <= lo or r[1] >= hi:
                continue
            if not self.ordered(r, p, ev.tset, pc, vc):
                self.race(p, type(ev)("tma", ev.op, (region, "w", "a", 0), ev.tset), r, path)
            elif r[3] == "w" and r[4] == "g" and not self.fenced(r, p, pc, vc):
                wop = self.ops[r[11]]
                self.report("fence", ev.op, f"TMA load overwrites {self.region(r)} written through the generic proxy by "
                            f"{wop.name} with no aproxy.fence_proxy_async in between (PTX ISA membar/fence, fence.proxy.async)",
                            path, write_op=wop)
            elif (self.conservative and r[3] == "r" and r[4] == "g" and r[5] >= 0
                  and not self.fenced(r, p, pc, vc)):
                rop = self.ops[r[11]]
                self.report("fence", ev.op, f"TMA load overwrites {self.region(r)} read through the generic proxy by "
                            f"{rop.name} ({self.k.procs[r[5]].name}) with no aproxy.fence_proxy_async in the reading "
                            f"threads between the read and the release (reading: proxy-fence, the conservative "
                            f"one; PTX ISA Proxies, membar/fence)", path, write_op=rop)
        s2, e2 = self.inside(mem, alloc, lo, hi, s)
        out = list(mem[:s2])
        out += [r for r in mem[s2:e2] if not (r[0] == alloc and r[1] >= lo and r[2] <= hi)]
        out += mem[e2:]
        insort(out, self.crec((alloc, lo, hi, "w", "a", -1, "E", pc, bi, phase, 0, self.ainfo[p][pc])))
        r = self._tma[mkey] = self.cmem(out)
        return r

    def deadlock(self, state, blocked, path) -> None:
        pcs, blk, vcs, bars, nbars, mem = state
        parts = []
        first = None
        for p in blocked:
            ev = self.k.procs[p].events[pcs[p]]
            first = first or ev.op
            nm = self.k.procs[p].name
            if ev.kind == "wait":
                b = bars[self.k.bar_index[ev.args[0]]]
                bn = self.k.bar_names.get(ev.args[0], "?")
                tx = f", tx-count {b[3]}" if b[3] else ""
                parts.append(f"{nm} waits on {bn} parity {ev.args[1]} at {short(ev.op)} (phase {b[4]}, "
                             f"{b[2]} of {b[1]} arrivals pending{tx})")
            else:
                cnt = nbars[ev.args[0]][0]
                parts.append(f"{nm} waits at {self.nb_name(ev.args[0])} ({cnt} of {ev.args[1]} threads arrived)")
        done = [self.k.procs[p].name for p in range(self.P) if pcs[p] >= len(self.k.procs[p].events)]
        tail = f"; exited: {', '.join(done)}" if done else ""
        # a phase that waits only for transaction bytes: the expect-tx / copy mismatch
        said = set()
        for p in blocked:
            ev = self.k.procs[p].events[pcs[p]]
            if ev.kind == "wait" and ev.args[0] not in said:
                said.add(ev.args[0])
                b = bars[self.k.bar_index[ev.args[0]]]
                bn = self.k.bar_names.get(ev.args[0])
                if b[2] == 0 and b[3] > 0:
                    parts.append(f"{bn} has all arrivals but {b[3]} transaction bytes never arrive "
                                 f"(expect-tx larger than the copies deliver)")
                elif b[2] == 0 and b[3] < 0:
                    parts.append(f"{bn} has all arrivals but received {-b[3]} transaction bytes more than "
                                 f"expected (expect-tx smaller than the copies deliver)")
        self.report("deadlock", first, "every live warpgroup waits: " + "; ".join(parts) + tail, path)
