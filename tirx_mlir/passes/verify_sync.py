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

import io
import sys
import time
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.passes import ModulePass
from xdsl.printer import Printer
from xdsl.utils.diagnostic import Diagnostic
from xdsl.utils.exceptions import PassFailedException

from tirx_mlir.pass_options import require
from tirx_mlir.passes.hang_format import location, op_path
from tirx_mlir.passes.sync_model import static
from tirx_mlir.passes.sync_model.search import Search
from tirx_mlir.passes.sync_model.trace import (
    SYMMETRY_CAP,
    Finding,
    Kernel,
    ModelError,
    build,
    largest_array,
)

NAME = "aproxy-verify-sync"


READINGS = {
    "barrier": "generic read then TMA overwrite: ordered by the release/acquire, no proxy fence demanded",
    "fence": "generic read then TMA overwrite: a fence.proxy.async demanded in the reading threads (conservative)",
}
ELECTED = "an elected thread's arrive releases only its own accesses; bulk and wgmma waits are per thread"


@dataclass
class Options:
    bound: int | None = None
    max_states: int = 100_000
    max_paths: int = 16
    max_seconds: float = 30.0
    max_mb: float = 1024.0
    proxy_reading: str = "barrier"


@dataclass
class Result:
    kernel: Kernel
    findings: list[Finding]
    states: int
    truncated: bool
    seconds: float
    paths: int = 1
    bound_hit: str = ""
    reading: str = "barrier"
    not_checked: ModelError | None = None
    cpu_seconds: float = 0.0  # the check's CPU time (what the machine's load does not change)

    def readings(self) -> str:
        return f"readings: {READINGS[self.reading]}; {ELECTED}"

    def summary(self) -> str:
        k = self.kernel
        roles = len({p.name.split(":")[0].split(".")[-1] for p in k.procs})
        per_cta = len(k.procs) // max(1, k.ctas)
        cl = f"cluster of {k.ctas} CTAs, " if k.ctas > 1 else ""
        st = f"{len(k.stages)} pipeline(s) of {'/'.join(map(str, k.stages))} stages" if k.stages else "no pipeline"
        trunc = f" ({self.bound_hit})" if self.bound_hit else (" (state bound reached)" if self.truncated else "")
        paths = f", {self.paths} paths" if self.paths > 1 else ""
        big = largest_array(k_func) if (k_func := getattr(k, "func", None)) is not None else 0
        if big > SYMMETRY_CAP:
            paths += (f" (arrays of {big} barriers/stages reduced to {SYMMETRY_CAP} by symmetry: the barriers past "
                      f"iteration {k.bound} are never used)")
        return (f"{NAME}: @{k.name}: {cl}{roles} roles, {per_cta} warpgroups, {k.n_barrier_arrays} barrier "
                f"arrays ({k.n_barriers} mbarriers), {st}, unrolled {k.bound} iterations{paths}, "
                f"{self.states} states{trunc}: no findings"
                f"{' in the part explored (not exhaustive)' if self.truncated else ''}\n  {self.readings()}")


def _dedupe(findings: list[Finding]) -> list[Finding]:
    seen = set()
    out = []
    for f in findings:
        key = (f.kind, id(f.op))
        if key not in seen:
            seen.add(key)
            out.append(f)
    return out


def _on_path(f: Finding, k: Kernel) -> Finding:
    flips = [k.points[key] for key, v in k.decisions.items() if v is False and key in k.points]
    if not flips:
        return f
    return Finding(f.kind, f.op, f"{f.msg} [on the path where {'; '.join(flips)} is false]", f.trace, f.write_op)


def check_kernel(func: Operation, bound: int | None = None, opts: Options | None = None) -> Result:
    """Check one kernel: limits and widths first, then the traces and the search on every
    path through the conditions the model cannot compute (all then-sides, each one's
    else-side alone, all else-sides; at most `max_paths`)."""
    opts = opts or Options(bound=bound)
    t0 = time.perf_counter()
    c0 = time.process_time()
    pre = static.limits(func)
    if pre:  # counts the model must not even try: errors at the ops
        return Result(_empty_kernel(func), pre + static.widths(func), 0, False, time.perf_counter() - t0,
                      reading=opts.proxy_reading)
    pre = static.widths(func)
    try:
        k = build(func, opts.bound)
    except ModelError as e:
        if not pre:
            raise
        r = Result(_empty_kernel(func), pre, 0, False, time.perf_counter() - t0, reading=opts.proxy_reading)
        r.not_checked = e
        return r
    findings = list(pre) + list(k.findings) + static.budgets(func, k)
    states, truncated, hits = 0, False, []
    sigs: set = set()
    todo: list[dict] = [{}]
    paths = 0
    flipped_all = False
    while todo:
        dec = todo.pop(0)
        kk = k if not dec else build(func, opts.bound, dec)
        sig = kk.signature()
        if sig in sigs:
            continue
        if paths >= opts.max_paths:
            hits.append(f"path bound reached ({opts.max_paths} paths through {len(k.points)} conditions the "
                        f"model cannot compute; raise it with aproxy-verify-sync{{max_paths=N}})")
            truncated = True
            break
        sigs.add(sig)
        paths += 1
        left = max(1.0, opts.max_seconds - (time.perf_counter() - t0))
        s = Search(kk, opts.max_states, left, opts.max_mb, opts.proxy_reading == "fence")
        s.run()
        states += s.states
        truncated |= s.truncated
        if s.bound_hit:
            hits.append(s.bound_hit)
        if dec:
            findings += [_on_path(f, kk) for f in list(kk.findings) + s.findings]
        else:
            findings += s.findings
            todo += [{key: False} for key in k.points]
        if not todo and not flipped_all and len(k.points) > 1:
            flipped_all = True
            todo.append({key: False for key in k.points})
        if s.bound_hit:
            break
    return Result(k, _dedupe(findings), states, truncated, time.perf_counter() - t0, paths,
                  "; ".join(dict.fromkeys(hits)), opts.proxy_reading, cpu_seconds=time.process_time() - c0)


def _empty_kernel(func: Operation) -> Kernel:
    return Kernel(_name(func), 0, [], {}, {}, [], 0, 0, [], {})


def kernels(module: ModuleOp, level: str = "aproxy.") -> list[Operation]:
    """The kernels with ops of `level` ("aproxy." or "tile.")."""
    out = []
    for op in module.walk():
        if op.name == "gpu.func" and any(o.name.startswith(level) for o in op.walk()):
            out.append(op)
    return out


def where(op: Operation) -> str:
    """The op's place (file:line:col when parsed with locations, else the chain of region
    ops from the gpu.func down; xDSL keeps no locations otherwise) and its first line."""
    buf = io.StringIO()
    try:
        Printer(stream=buf).print_op(op)
        text = buf.getvalue().strip().splitlines()[0][:160]
    except Exception:  # noqa: BLE001 - printing is only for the message
        text = op.name
    loc = location(op)
    path = op_path(op)
    return f"at {loc if loc == path else loc + ' (' + path + ')'}: `{text}`"


def check_module(module: ModuleOp, bound: int | None = None, opts: Options | None = None) -> list[Result]:
    return [check_kernel(f, bound, opts) for f in kernels(module)]


def _name(func: Operation) -> str:
    sym = getattr(func, "sym_name", None)
    return sym.data if sym is not None else "kernel"


def format_finding(f: Finding) -> str:
    tr = " -> ".join(f.trace) if f.trace else ""
    return f"{NAME}: {f.op.name}: {f.kind}: {f.msg}" + (f"\n  interleaving: {tr}" if tr else "")


@dataclass(frozen=True)
class AproxyVerifySync(ModulePass):
    """See the module docstring. Options: `summary` (default true): the remark on stderr
    for a kernel without findings; `bound` (default 0 = automatic): loop iterations;
    `max_states` (100000), `max_paths` (16), `max_seconds` (30), `max_mb` (1024): the search's
    bounds (a bound hit is said in the summary with how to raise it); `proxy_reading`:
    "barrier" (default) or "fence" (the conservative reading: a proxy fence demanded between a
    generic read of a stage and the TMA that overwrites it)."""

    name = NAME

    summary: bool = True
    """The remark on stderr for a kernel without findings."""
    bound: int = 0
    """Loop iterations to model (0: automatic)."""
    max_states: int = 100_000
    """The most interleaving states the search visits (a bound hit is said in the summary)."""
    max_paths: int = 16
    """The most paths through run-time branches the search follows."""
    max_seconds: int = 30
    """The search's time bound in seconds."""
    max_mb: int = 1024
    """The search's memory bound in MB."""
    proxy_reading: str = "barrier"
    """barrier (default) or fence: the conservative reading, a proxy fence between a generic
    read of a stage and the TMA that overwrites it."""

    def __post_init__(self) -> None:
        # the option-validation hook (tirx_mlir/pass_options.py)
        require(self, "bound", self.bound >= 0, "a non-negative number of loop iterations (0: automatic)")
        for option in ("max_states", "max_paths", "max_seconds", "max_mb"):
            require(self, option, getattr(self, option) >= 1, "a positive integer")
        require(self, "proxy_reading", self.proxy_reading in READINGS, f"one of {', '.join(READINGS)}")

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        if self.proxy_reading not in READINGS:
            raise PassFailedException(f"{NAME}: proxy_reading must be one of {', '.join(READINGS)}, "
                                      f"found {self.proxy_reading!r}")
        opts = Options(self.bound or None, self.max_states, self.max_paths, float(self.max_seconds),
                       float(self.max_mb), self.proxy_reading)
        diag = Diagnostic()
        lines = []
        first = None
        funcs = kernels(op)
        # tile-level kernels without aproxy ops: the width (scope) check only
        found = [(f, static.widths(f)) for f in kernels(op, "tile.") if f not in funcs]
        # SIMT kernels with CTA barriers and a declared block: the same width check (a
        # gpu.barrier under a thread-dependent branch is a deadlock; PTX ISA "bar, barrier":
        # every thread of the CTA). Without `block`, the thread count is not known.
        found += [(f, static.widths(f)) for f in kernels(op, "gpu.barrier")
                  if f not in funcs and all(f is not g for g, _ in found)
                  and ("block" in f.attributes or "gpu.known_block_size" in f.attributes)]
        for func in funcs:
            try:
                res = check_kernel(func, opts=opts)
            except ModelError as e:
                # a construct the model does not cover: the kernel is not checked, which is
                # said at the op, but not rejected
                sys.stderr.write(f"{NAME}: @{_name(func)}: not checked: {e.op.name}: {e.msg}\n  {where(e.op)}\n")
                continue
            except Exception as e:  # noqa: BLE001 - a model defect: said, never a traceback
                sys.stderr.write(f"{NAME}: @{_name(func)}: not checked: internal error while modelling "
                                 f"the kernel: {type(e).__name__}: {e}\n")
                continue
            if res.not_checked is not None:
                e = res.not_checked
                sys.stderr.write(f"{NAME}: @{_name(func)}: not checked: {e.op.name}: {e.msg}\n  {where(e.op)}\n")
            if res.findings:
                found.append((func, res.findings))
                lines.append(f"  {res.readings()}")
            elif self.summary:
                sys.stderr.write(res.summary() + "\n")
        texts = []
        for _func, fs in found:
            for f in fs:
                text = format_finding(f)
                diag.add_message(f.op, text)
                texts.append(text)
                first = first or f.op
        if texts:
            diag.raise_exception(first, PassFailedException("\n".join(texts + list(dict.fromkeys(lines)))))
