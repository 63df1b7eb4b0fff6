"""Synchronization semantics, declared once per op (issue 9, item 2).

Every op of our dialects says what it does to synchronization: which barriers it waits on
and arrives on, which memory it reads and writes and through which proxy, what it retires or
orders, and how many threads must execute it together (its execution width). The checker
(`aproxy-verify-sync`, tirx_mlir/passes/verify_sync.py), `aproxy-insert-fences` and the width
(scope) check read these declarations; nothing else decides what an op means to them.

Declaring, on an op class (aproxy, tile)::

    from tirx_mlir.dialects.sync_semantics import SyncSemantics, smem

    class MbarrierWaitOp(IRDLOperation):
        traits = traits_def(SyncSemantics(waits=("barrier",)))

    class TmaLoadOp(IRDLOperation):
        traits = traits_def(SyncSemantics(writes=(smem("dst", "async"),), completes=("barrier",)))

    class WgmmaOp(IRDLOperation):
        traits = traits_def(SyncSemantics(reads=(smem("a", "async"), smem("b", "async"), regs("a"),
                                                  regs("acc")), width="warpgroup", group="wgmma"))

`SyncSemantics()` with no field set declares "no synchronization and no shared-memory effect"
(a pure view, an address computation, register math). Rows of the PTX table (nvvm ops) are
declared by the table's semantic flags (`Instr.sync`, when the row has it); ops of upstream
dialects (arith, math, scf, memref, func, builtin, cf) by `UPSTREAM` below.

Query: `semantics_of(op_or_class)` returns the `SyncSemantics` of an op instance or class,
or None when nothing is declared — the checker then reports `not checked: <op>` at the op
instead of skipping it. `width_of(op)` is the declared width with `"scope"` resolved from the
op's `scope` property. The completeness test calls `semantics_of(cls)` for every op class of
every dialect of ours and requires a result that is not None; an op whose declared effects
the checker's interpreter has no handler for is reported by the checker as
`not checked: <op>: declares ... but the model has no handler for it` (see
tirx_mlir/passes/sync_model/handlers.py, `HANDLERS`).

What the model needs from a new op (say, for clusters: `mapa`, remote arrivals,
`barrier.cluster` arrive/wait, the CTA rank, multicast at the tile level): the op's
`SyncSemantics` (use `cluster=True` for ops whose effect reaches other CTAs of the cluster,
width "cluster" for barrier.cluster), and a handler registered in handlers.py under the op's
name. Without the handler the kernel is reported "not checked" at that op, never passed.

Fields (all optional):

* `waits`, `arrives`, `expects`, `completes`, `inits`: operand names of barriers (mbarrier
  arrays, pipelines, or the literal "cta" / "named" / "cluster" for CTA-wide, named and
  cluster barriers) the op waits on, arrives on, announces transaction bytes on (expect-tx),
  completes transaction bytes on (TMA's complete_tx), or initializes / invalidates.
* `reads`, `writes`: `Access(operand, space, proxy)`; space "smem" (dynamic shared memory
  the model tracks by byte interval), "smem-static" (memref.global space 3, never aliasing
  it), "gmem" (global memory, not modelled), "regs" (registers the op reads while it is in
  flight — RS wgmma's A fragment, accumulators); proxy "generic" or "async"
  (PTX ISA "Memory Consistency Model", "Proxies").
* `width`: "thread" (any number of threads, each on its own), "warp", "warpgroup", "cta",
  "cluster" — the threads that must execute it together (`.sync.aligned` forms need the whole
  warp / warpgroup, PTX ISA "wgmma.mma_async", "elect.sync", "setmaxnreg") — or "scope": the
  op's `scope` property says it (tile ops).
* `group`: the async group the op joins or retires: "wgmma" / "bulk" (issue), "wgmma-commit"
  / "bulk-commit", "wgmma-wait" / "bulk-wait" (PTX ISA "wgmma.wait_group",
  "cp.async.bulk.wait_group").
* `orders`: fences: "proxy.async" (fence.proxy.async), "mbarrier_init"
  (fence.mbarrier_init), "wgmma" (wgmma.fence), "registers" (setmaxnreg).
* `region`: how the op runs its region: "roles" (aproxy.specialize), "role", "elect"
  (elect_one: a subset of the threads), "loop"/"branch" (scf), "inline" (prof.range).
* `defines`: what the op's results are to the model: "smem-view", "barrier-array",
  "pipeline", "pipe-state", "stage", "descriptor", "address", "warpgroup-index", "tid", ...
* `cluster`: the op's effect reaches other CTAs of the cluster (multicast, remote arrive).
* `after`: the pass after which the checker interprets the op ("tile-dispatch" for tile ops
  that become TMA / wgmma / ld-st code): before it the checker refuses the kernel and says
  to run after that pass, never guessing.
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from xdsl.ir import Operation
from xdsl.traits import OpTrait

WIDTHS = ("thread", "warp", "warpgroup", "cta", "cluster", "scope")
SPACES = ("smem", "smem-static", "gmem", "regs")
PROXIES = ("generic", "async")

# Threads each width needs together (a multiple of it).
WIDTH_THREADS = {"thread": 1, "warp": 32, "warpgroup": 128}


@dataclass(frozen=True)
class Access:
    operand: str
    space: str = "smem"
    proxy: str = "generic"

    def __post_init__(self):
        if self.space not in SPACES:
            raise ValueError(f"Access: space {self.space!r} not one of {SPACES}")
        if self.proxy not in PROXIES:
            raise ValueError(f"Access: proxy {self.proxy!r} not one of {PROXIES}")

    def __str__(self) -> str:
        return f"{self.operand}:{self.space}/{self.proxy}"


def smem(operand: str, proxy: str = "generic") -> Access:
    return Access(operand, "smem", proxy)


def gmem(operand: str, proxy: str = "generic") -> Access:
    return Access(operand, "gmem", proxy)


def regs(operand: str) -> Access:
    return Access(operand, "regs", "generic")


@dataclass(frozen=True)
class SyncSemantics(OpTrait):
    """The synchronization semantics of an op (see the module docstring)."""

    waits: tuple[str, ...] = ()
    arrives: tuple[str, ...] = ()
    expects: tuple[str, ...] = ()
    completes: tuple[str, ...] = ()
    inits: tuple[str, ...] = ()
    reads: tuple[Access, ...] = ()
    writes: tuple[Access, ...] = ()
    width: str = "thread"
    group: str = ""
    orders: tuple[str, ...] = ()
    region: str = ""
    defines: str = ""
    cluster: bool = False
    after: str = ""

    def __post_init__(self):
        if self.width not in WIDTHS:
            raise ValueError(f"SyncSemantics: width {self.width!r} not one of {WIDTHS}")

    def verify(self, op: Operation) -> None:  # the declaration has nothing to check per op
        return None

    @property
    def is_none(self) -> bool:
        """True when the op has no synchronization and no shared-memory effect."""
        return not (self.waits or self.arrives or self.expects or self.completes or self.inits
                    or self.group or self.orders
                    or self.cluster or any(a.space in ("smem", "regs") for a in self.reads + self.writes))

    @property
    def touches_sync(self) -> bool:
        """Does the op matter to the synchronization model (anything but pure / global)?"""
        return not self.is_none or bool(self.region) or self.defines in _MODEL_DEFINES

    def describe(self) -> str:
        parts = []
        for f in fields(self):
            v = getattr(self, f.name)
            if v in ((), "", False) or (f.name == "width" and v == "thread"):
                continue
            if isinstance(v, tuple):
                v = ",".join(map(str, v))
            parts.append(f"{f.name}={v}")
        return " ".join(parts) or "none"


_MODEL_DEFINES = ("smem-view", "barrier-array", "pipeline", "pipe-state", "stage", "descriptor",
                  "warpgroup-index", "tid")

NONE = SyncSemantics()

# --------------------------------------------------------------------- upstream dialects
# Ops of dialects that are not ours, by name; a dialect prefix ("arith.") covers all its ops.
UPSTREAM: dict[str, SyncSemantics] = {
    "arith.": NONE, "math.": NONE, "index.": NONE, "func.": NONE, "llvm.": NONE,
    "builtin.unrealized_conversion_cast": NONE, "builtin.module": NONE,
    "scf.for": SyncSemantics(region="loop"), "scf.if": SyncSemantics(region="branch"),
    "scf.yield": NONE, "scf.condition": NONE,
    "scf.while": SyncSemantics(region="loop"),
    "cf.br": NONE, "cf.cond_br": NONE,
    "memref.load": SyncSemantics(reads=(gmem("memref"),)),
    "memref.store": SyncSemantics(writes=(gmem("memref"),)),
    "memref.global": NONE, "memref.get_global": NONE, "memref.alloca": NONE, "memref.dim": NONE,
    "memref.cast": NONE, "memref.subview": NONE, "memref.reinterpret_cast": NONE,
    "memref.extract_aligned_pointer_as_index": NONE,
    "vector.": NONE,
}


def _upstream(name: str) -> SyncSemantics | None:
    s = UPSTREAM.get(name)
    if s is not None:
        return s
    dialect = name.split(".", 1)[0] + "."
    return UPSTREAM.get(dialect)


def _nvvm(op_or_class) -> SyncSemantics | None:
    """The semantics of a PTX table row (`nvvm.<row>`): its `Sem` flags for the op's slot
    values (tirx_mlir/dialects/nvvm/spec.py, `Sem`); for a class, the row's flags for no
    slots (rows whose flags depend on the slots are declared per op)."""
    from tirx_mlir.dialects import nvvm

    name = op_or_class.name
    try:
        row = nvvm.row(name[len("nvvm."):])
    except KeyError:
        return None
    if not hasattr(row, "semantics"):
        return nvvm_default(row.name)
    if isinstance(op_or_class, type):
        try:
            sem = row.semantics({})
        except Exception:  # noqa: BLE001 - flags that need slot values
            return NONE
    else:
        sem = nvvm.row_semantics(op_or_class)
    return from_sem(sem)


_SPACE = {"shared::cta": "smem", "shared::cluster": "smem", "shared": "smem", "generic": "smem",
          "global": "gmem", "local": "gmem", "param": "gmem", "const": "gmem", "tensormap": "gmem"}
_KIND = {"mbarrier": "mbarrier", "named_barrier": "named", "cluster_barrier": "cluster",
         "bulk_group": "bulk", "wgmma_group": "wgmma", "async_group": "async"}


def from_sem(sem) -> SyncSemantics:
    """A PTX-table `Sem` as SyncSemantics (a "warp" barrier — bar.warp.sync, the warp's own
    convergence — is no synchronization between the model's processes)."""
    proxy = sem.proxy if sem.proxy in PROXIES else "generic"
    reads = tuple(Access("addr", _SPACE.get(x, "gmem"), proxy) for x in sem.reads)
    writes = tuple(Access("addr", _SPACE.get(x, "gmem"), proxy) for x in sem.writes)
    orders: tuple[str, ...] = ()
    if sem.fence is not None:
        orders = (f"proxy.{sem.fence[1]}",)
    elif sem.order is not None and not sem.reads and not sem.writes:
        orders = ("memory",)
    arrives = (_KIND[sem.arrives],) if sem.arrives in _KIND else ()
    waits = (_KIND[sem.waits],) if sem.waits in _KIND else ()
    group = ""
    if sem.joins in _KIND:
        group = _KIND[sem.joins]
    if sem.tx == "expect":
        expects, completes = ("mbarrier",), ()
    elif sem.tx == "complete":
        expects, completes = (), ("mbarrier",)
    else:
        expects = completes = ()
    width = sem.width if sem.width in WIDTHS else "thread"
    if width == "cta" and getattr(sem, "threads", None):
        width = "warp"  # bar.sync id, count: `count` threads in whole warps, checked against the count
    return SyncSemantics(waits=waits, arrives=arrives, expects=expects, completes=completes,
                         reads=reads, writes=writes, width=width,
                         group=group, orders=orders, cluster=bool(sem.remote))


# nvvm rows by name until the PTX table carries its own flags: synchronization rows, shared
# memory accesses through a generic address (operand 0), and warp-collective rows.
_NV_SYNC = {
    "bar.sync": SyncSemantics(waits=("named",), arrives=("named",), width="warp"),
    "bar.arrive": SyncSemantics(arrives=("named",), width="warp"),
    "barrier.cluster.arrive": SyncSemantics(arrives=("cluster",), width="warp", cluster=True),
    "barrier.cluster.wait": SyncSemantics(waits=("cluster",), width="warp", cluster=True),
    "mbarrier.init": SyncSemantics(arrives=("addr",)),
    "mbarrier.arrive": SyncSemantics(arrives=("addr",)),
    "mbarrier.arrive.expect_tx": SyncSemantics(arrives=("addr",)),
    "mbarrier.arrive.remote": SyncSemantics(arrives=("addr",), cluster=True),
    "mbarrier.expect_tx": SyncSemantics(arrives=("addr",)),
    "mbarrier.try_wait.parity": SyncSemantics(waits=("addr",)),
    "mbarrier.inval": SyncSemantics(arrives=("addr",)),
    "setmaxnreg": SyncSemantics(orders=("registers",), width="warpgroup"),
    "fence.proxy.async": SyncSemantics(orders=("proxy.async",)),
    "fence.mbarrier_init": SyncSemantics(orders=("mbarrier_init",)),
    "fence": SyncSemantics(orders=("memory",)),
    "wgmma.fence": SyncSemantics(orders=("wgmma",), width="warpgroup"),
    "elect.sync": SyncSemantics(width="warp"),
    "mapa": SyncSemantics(cluster=True),
}


def nvvm_default(rname: str) -> SyncSemantics:
    if rname in _NV_SYNC:
        return _NV_SYNC[rname]
    if rname.startswith(("cp.async.bulk", "wgmma.mma_async", "wgmma.commit", "wgmma.wait",
                         "cp.async.", "cp.reduce")):
        return SyncSemantics(group="async-copy", writes=(smem("dst", "async"),))
    if rname in ("ld", "ldmatrix"):
        return SyncSemantics(reads=(Access("addr", "smem", "generic"),))
    if rname in ("st", "stmatrix"):
        return SyncSemantics(writes=(Access("addr", "smem", "generic"),))
    if rname.startswith(("shfl", "vote", "match", "redux", "ldmatrix", "stmatrix", "mma")):
        return SyncSemantics(width="warp")
    if rname.startswith(("atom", "red")):
        return SyncSemantics(writes=(gmem("addr"),), reads=(gmem("addr"),))
    return NONE


def semantics_of(op_or_class: Operation | type[Operation]) -> SyncSemantics | None:
    """The declared synchronization semantics of an op (instance or class), or None."""
    cls = op_or_class if isinstance(op_or_class, type) else type(op_or_class)
    traits = getattr(cls, "traits", None)
    if traits is not None:
        for t in traits:
            if isinstance(t, SyncSemantics):
                return t
    name = getattr(cls, "name", None)
    if not isinstance(name, str) and not isinstance(op_or_class, type):
        name = op_or_class.name
    if not isinstance(name, str):
        return None
    if name.startswith("nvvm."):
        return _nvvm(op_or_class)
    if name.startswith(("aproxy.", "tile.")):
        return None  # declared on the class, or not at all
    if name.startswith(("gpu.", "prof.", "simt.", "layout.")):
        return _OURS.get(name)
    return _upstream(name)


# Our dialects without synchronization ops of their own (tirx_mlir/dialects/gpu.py, prof.py,
# simt.py, layout.py), declared here by name: their op classes are shared with the
# lowerings' owners, and none of them but gpu.barrier synchronizes.
_OURS: dict[str, SyncSemantics] = {
    "prof.range": SyncSemantics(region="inline"), "prof.begin": NONE, "prof.end": NONE,
    "prof.mark": NONE,
    "simt.shfl_xor": SyncSemantics(width="warp"),
    "layout.apply": NONE,
    "gpu.module": NONE, "gpu.func": NONE, "gpu.return": NONE,
    "gpu.thread_id": SyncSemantics(defines="tid"), "gpu.lane_id": SyncSemantics(defines="tid"),
    "gpu.subgroup_id": SyncSemantics(defines="tid"), "gpu.global_id": SyncSemantics(defines="tid"),
    "gpu.block_id": NONE, "gpu.block_dim": NONE, "gpu.grid_dim": NONE,
    "gpu.num_subgroups": NONE, "gpu.subgroup_size": NONE,
    "gpu.barrier": SyncSemantics(waits=("cta",), arrives=("cta",), width="cta"),
    "gpu.all_reduce": SyncSemantics(waits=("cta",), arrives=("cta",), width="cta"),
    "gpu.terminator": NONE, "gpu.yield": NONE,
    # host-side ops of the upstream gpu dialect: nothing inside a kernel
    "gpu.alloc": NONE, "gpu.dealloc": NONE, "gpu.memcpy": NONE, "gpu.host_register": NONE,
    "gpu.host_unregister": NONE, "gpu.launch": NONE, "gpu.launch_func": NONE,
    "gpu.set_default_device": NONE, "gpu.wait": NONE,
}


def width_of(op: Operation) -> str:
    """The op's execution width, "scope" resolved from its `scope` property."""
    s = semantics_of(op)
    if s is None:
        return "thread"
    if s.width == "scope":
        sc = op.properties.get("scope") or op.attributes.get("scope")
        v = getattr(sc, "data", None)
        return v if v in WIDTHS else "thread"
    return s.width


__all__ = [
    "NONE",
    "UPSTREAM",
    "WIDTHS",
    "Access",
    "SyncSemantics",
    "gmem",
    "regs",
    "semantics_of",
    "smem",
    "width_of",
]
