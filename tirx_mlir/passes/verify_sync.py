"""`aproxy-verify-sync`: static checking of the synchronization of aproxy kernels.

Expects: aproxy-level IR (before `aproxy-to-nvvm`) inside `gpu.module`; kernels are
`gpu.func ... kernel` with a `block` attribute; shared memory is reached through aproxy ops
(`smem_alloc`/`smem_offset` views, TMA, wgmma descriptors) or nvvm `ld/st/ldmatrix/stmatrix`
on the shared space whose address comes from `aproxy.smem_address`. Kernels without aproxy
ops are left alone.

Model (docs/verify-sync.md): each warpgroup of each role is a process; each process is
interpreted once into a trace of synchronization and shared-memory events (loops unrolled
to `unroll_bound` iterations: 4 x the largest stage count + 1, so every stage is reused and
every phase bit wraps at least twice); an explicit-state search with state hashing then
explores the interleavings of those traces with mbarrier state (count, pending arrivals,
tx-count, phase), named barriers, vector clocks for happens-before, TMA writes (async
proxy), wgmma and bulk-store groups and proxy fences.

Guarantees: the IR is not changed. Every finding is an error at the op (one diagnostic,
all findings), with the interleaving (role:op steps) that leads there:
deadlock; races on shared memory (a stage written while still read, read before written,
wgmma operands read in flight); accumulators read before their wgmma group is waited;
expect-tx bytes that do not match the copies; a generic-proxy write followed by an async-
proxy access without fence.proxy.async in the writing threads; misuse (arrive/wait on an
uninitialized barrier, init not published or not fenced, arrival counts larger than the
threads or than the pending arrivals, named barrier thread counts that do not match the
threads reaching it, setmaxnreg counts out of range or over the register file). A kernel
with no finding gets a one-line remark on stderr (`summary=false` turns it off). A kernel
using what the model does not cover (multicast TMA / cluster barriers, barrier indices or
smem offsets it cannot compute) is not rejected: a remark on stderr says it was not checked
and why.
"""

from __future__ import annotations

import sys
import time
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.passes import ModulePass
from xdsl.utils.diagnostic import Diagnostic
from xdsl.utils.exceptions import PassFailedException

from tirx_mlir.dialects import aproxy as ap
from tirx_mlir.passes.sync_model.search import Search
from tirx_mlir.passes.sync_model.trace import Finding, Kernel, ModelError, build

NAME = "aproxy-verify-sync"


@dataclass
class Result:
    kernel: Kernel
    findings: list[Finding]
    states: int
    truncated: bool
    seconds: float

    def summary(self) -> str:
        k = self.kernel
        roles = len({p.name.split(":")[0] for p in k.procs})
        st = f"{len(k.stages)} pipeline(s) of {'/'.join(map(str, k.stages))} stages" if k.stages else "no pipeline"
        trunc = " (state bound reached)" if self.truncated else ""
        return (f"{NAME}: @{k.name}: {roles} roles, {len(k.procs)} warpgroups, {k.n_barrier_arrays} barrier "
                f"arrays ({len(k.bar_index)} mbarriers), {st}, unrolled {k.bound} iterations, "
                f"{self.states} states{trunc}: no findings")


def static_checks(func: Operation, k: Kernel) -> list[Finding]:
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
            if ev.kind == "nbar" and ev.op is not None and isinstance(ev.op, (ap.NamedBarrierSyncOp, ap.NamedBarrierArriveOp)):
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
                out.append(Finding("misuse", evs[0].op, f"named barrier id({bid}) threads({'/'.join(map(str, sorted(want)))}) "
                                   f"but {got} threads reach it ({who}; PTX ISA bar: the count must equal the "
                                   f"threads that arrive)"))
                break
    return out


def check_kernel(func: Operation, bound: int | None = None) -> Result:
    t0 = time.perf_counter()
    k = build(func, bound)
    s = Search(k)
    s.run()
    findings = list(k.findings) + static_checks(func, k) + s.findings
    seen = set()
    uniq = []
    for f in findings:
        key = (f.kind, id(f.op), f.msg)
        if key not in seen:
            seen.add(key)
            uniq.append(f)
    return Result(k, uniq, s.states, s.truncated, time.perf_counter() - t0)


def kernels(module: ModuleOp) -> list[Operation]:
    out = []
    for op in module.walk():
        if op.name == "gpu.func" and any(o.name.startswith("aproxy.") for o in op.walk()):
            out.append(op)
    return out


def check_module(module: ModuleOp, bound: int | None = None) -> list[Result]:
    return [check_kernel(f, bound) for f in kernels(module)]


def _name(func: Operation) -> str:
    sym = getattr(func, "sym_name", None)
    return sym.data if sym is not None else "kernel"


def format_finding(f: Finding) -> str:
    tr = " -> ".join(f.trace) if f.trace else ""
    return f"{NAME}: {f.op.name}: {f.kind}: {f.msg}" + (f"\n  interleaving: {tr}" if tr else "")


@dataclass(frozen=True)
class AproxyVerifySync(ModulePass):
    """See the module docstring. Options: `summary` (default true): the one-line remark on
    stderr for a kernel without findings; `bound` (default 0 = automatic): loop iterations."""

    name = NAME

    summary: bool = True
    bound: int = 0

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        diag = Diagnostic()
        lines = []
        first = None
        for func in kernels(op):
            try:
                res = check_kernel(func, self.bound or None)
            except ModelError as e:
                # a construct the model does not cover (clusters, unknown indices): the kernel
                # is not checked, which is said, but not rejected
                sys.stderr.write(f"{NAME}: @{_name(func)}: not checked: {e.op.name}: {e.msg}\n")
                continue
            except Exception as e:  # noqa: BLE001 - a model defect: said, never a traceback
                sys.stderr.write(f"{NAME}: @{_name(func)}: not checked: internal error while modelling "
                                 f"the kernel: {type(e).__name__}: {e}\n")
                continue
            if res.findings:
                for f in res.findings:
                    text = format_finding(f)
                    diag.add_message(f.op, text)
                    lines.append(text)
                    first = first or f.op
            elif self.summary:
                sys.stderr.write(res.summary() + "\n")
        if lines:
            diag.raise_exception(first, PassFailedException("\n".join(lines)))
