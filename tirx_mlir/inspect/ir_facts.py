"""What the tile IR says before lowering: every tile-dispatch decision (the variant chosen and
why each higher-priority variant declined) and a roofline estimate.

The roofline counts, per kernel, the bytes the tile ops move between global and shared memory
(`tile.copy_async` / `tile.copy` whose source or destination is a global view) and the FLOPs
of `tile.gemm_async` (2·M·N·K of its operand tiles), weighting each op by the static trip
counts of the `scf.for` loops around it and, for warpgroup-scope ops, the warpgroups of its role (a loop whose bounds are not constants runs `trips` times, default 1, and the estimate
says so). The ratio is the kernel's arithmetic intensity per CTA, to be read
against the machine's ridge point (`tirx_mlir.machine`): above it the tile schedule is compute
bound, below it memory bound. Reuse through L2 is not modelled: the DRAM bytes of a whole
problem are at most what this counts.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from xdsl.dialects import arith, scf
from xdsl.ir import Operation

from tirx_mlir.machine import DEFAULT, Machine


@dataclass
class Decision:
    op: str
    location: str
    chosen: str | None
    declined: list[tuple[str, str]]  # (variant, reason), higher priority first
    error: str = ""


@dataclass
class Roofline:
    global_bytes: int = 0
    flops: int = 0
    dtype: str = ""
    dynamic_loops: int = 0
    notes: list[str] = field(default_factory=list)

    @property
    def intensity(self) -> float | None:
        return self.flops / self.global_bytes if self.global_bytes else None

    def bound(self, machine: Machine = DEFAULT) -> str:
        if not self.flops:
            return "memory (no tile GEMM)" if self.global_bytes else "no tile traffic"
        ridge = machine.ridge_point(self.dtype if self.dtype in machine.matrix_rates else "bf16")
        i = self.intensity or float("inf")
        kind = "compute" if i >= ridge else "memory"
        return (f"{kind}-bound if every tile load came from DRAM (intensity {i:.0f} FLOP/B, DRAM ridge "
                f"{ridge:.0f} on {machine.name}; L2 reuse not modelled)")


def _location(op: Operation) -> str:
    loc = getattr(op, "location", None)
    text = str(loc) if loc is not None else ""
    return text if text and "unknown" not in text else ""


def dispatch_decisions(root: Operation) -> list[Decision]:
    """For every op under `root` that tile-dispatch lowers: the variant it picks and why the
    higher-priority variants declined."""
    from tirx_mlir.lowering import tile_dispatch  # noqa: F401  (registers the variants)
    from tirx_mlir.lowering.tile_dispatch.registry import REGISTRY, DispatchError

    out = []
    for op in root.walk():
        variants = REGISTRY.variants(op.name)
        if not variants:
            continue
        declined, chosen, error = [], None, ""
        try:
            chosen = REGISTRY.select(op).name
        except DispatchError as exc:
            error = str(exc)
        for v in variants:
            if v.name == chosen:
                break
            declined.append((v.name, v.first_failure(op) or "applies, but a forced dispatch chose another"))
        out.append(Decision(op.name, _location(op), chosen, declined, error))
    return out


def _trip_count(loop: scf.ForOp) -> int | None:
    vals = []
    for v in (loop.lb, loop.ub, loop.step):
        owner = v.owner
        if not (isinstance(owner, arith.ConstantOp) and hasattr(owner.value, "value")):
            return None
        vals.append(owner.value.value.data)
    lb, ub, step = vals
    return max(0, -(-(ub - lb) // step)) if step > 0 else None


def _weight(op: Operation, rf: Roofline, trips: int) -> int:
    """How many times `op` runs per CTA: the static trip counts of the loops around it, times
    the warpgroups of its role when it is a warpgroup-scope op (each warpgroup issues it)."""
    w = 1
    scope = getattr(getattr(op, "scope", None), "data", "")
    p = op.parent_op()
    while p is not None:
        if p.name == "aproxy.role" and scope == "warpgroup":
            w *= len(p.warpgroups.data)
        if isinstance(p, scf.ForOp):
            n = _trip_count(p)
            if n is None:
                rf.dynamic_loops += 1
                w *= trips
            else:
                w *= n
        p = p.parent_op()
    return w


def _tile_bytes(t) -> int:
    from tirx_mlir.dialects.tile import element_bits

    n = 1
    for d in t.get_shape():
        n *= max(d, 0)
    return n * element_bits(t.element_type) // 8


def roofline(func: Operation, trips: int = 1) -> Roofline:
    """The estimate for one kernel; a loop with run-time bounds is taken to run `trips` times."""
    from tirx_mlir.dialects import tile
    from tirx_mlir.dialects.tile import GlobalType

    rf = Roofline()
    for op in func.walk():
        if isinstance(op, (tile.CopyAsyncOp, tile.CopyOp)):
            src = op.src.type
            dst = op.dst.type if op.dst is not None else None
            if isinstance(src, GlobalType) and dst is not None:
                rf.global_bytes += _tile_bytes(dst) * _weight(op, rf, trips)
            elif isinstance(dst, GlobalType):
                rf.global_bytes += _tile_bytes(src) * _weight(op, rf, trips)
        elif isinstance(op, tile.GemmAsyncOp):
            m, k = op.a.type.get_shape()[-2:]
            n = op.b.type.get_shape()[-2]
            rf.flops += 2 * m * n * k * _weight(op, rf, trips)
            rf.dtype = rf.dtype or _dtype_name(op.b.type.element_type)
    if rf.dynamic_loops:
        rf.notes.append(f"{rf.dynamic_loops} op-in-loop nestings with run-time trip counts, each taken as "
                        f"{trips} iteration(s) (--trips)")
    return rf


def _dtype_name(t) -> str:
    name = str(t)
    return {"bf16": "bf16", "f16": "f16", "f8E4M3FN": "e4m3", "f8E5M2": "e5m2", "f32": "f32"}.get(name, name)
