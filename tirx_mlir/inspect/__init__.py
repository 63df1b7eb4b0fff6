"""Kernel inspection for people and agents, no GPU needed:

    python -m tirx_mlir.inspect KERNEL.mlir            # a table per kernel
    python -m tirx_mlir.inspect KERNEL.mlir --json     # the same facts as JSON
    python -m tirx_mlir.inspect --diff A.mlir B.mlir   # what differs between two variants

Per kernel: registers per thread, shared memory (dynamic, from the ABI, and static), spills
and stack frame (ptxas -v), the SASS instruction mix (cuobjdump, where present), occupancy
(resident CTAs per SM and the limiting resource), every tile-dispatch decision with the reason
each higher-priority variant declined, what `aproxy-verify-sync` said and the readings it
applied, and a roofline estimate from the tile IR against the machine description
(`tirx_mlir.machine`).
"""

from __future__ import annotations

import contextlib
import io
from dataclasses import asdict, dataclass, field

from tirx_mlir.machine import DEFAULT, Machine
from tirx_mlir.runtime.errors import CompileError

from .ir_facts import Decision, dispatch_decisions, roofline
from .machine_code import Resources, ptxas_resources, sass_mix

__all__ = ["KernelReport", "Report", "inspect_source"]


@dataclass
class KernelReport:
    name: str
    threads: int = 0
    dynamic_smem: int = 0
    resources: Resources = field(default_factory=Resources)
    sass: dict = field(default_factory=dict)
    ctas_per_sm: int = 0
    occupancy_limit: str = ""
    roofline: dict = field(default_factory=dict)
    dispatch: list[Decision] = field(default_factory=list)


@dataclass
class Report:
    source: str
    machine: str
    kernels: list[KernelReport]
    verify_sync: list[str]
    notes: list[str]

    def to_json(self) -> dict:
        return asdict(self)


def sync_check(text: str, source: str) -> list[str]:
    """What `aproxy-verify-sync` says of the kernels (its remark per kernel, or its findings),
    run after the stages that precede it in `tirx-to-ptx`."""
    from xdsl.parser import Parser
    from xdsl.passes import PassPipeline
    from xdsl.transforms import get_all_passes

    from tirx_mlir import pipeline, registry

    stages = []
    for s in pipeline.STAGES:
        if s.startswith(pipeline.VERIFY_SYNC):
            stages.append(pipeline.VERIFY_SYNC)  # with its default summary remark
            break
        stages.append(s)
    else:
        return ["aproxy-verify-sync is not a stage of tirx-to-ptx: not run"]
    passes = dict(get_all_passes())
    passes.update(registry.pass_factories())
    ctx = registry.make_context()
    module = Parser(ctx, text, source).parse_module()
    err = io.StringIO()
    try:
        with contextlib.redirect_stderr(err):
            PassPipeline.parse_spec(passes, ",".join(stages)).apply(ctx, module)
    except Exception as exc:  # the checker's findings arrive as a failed pass
        return [line for line in (err.getvalue() + str(exc)).splitlines() if line.strip()]
    return [line for line in err.getvalue().splitlines() if line.strip()]


def inspect_source(text: str, source: str = "<string>", machine: Machine = DEFAULT, *, trips: int = 1,
                   block: int = 0) -> Report:
    """Compile `text` (tile / aproxy / SIMT IR) to PTX and cubin and gather every fact above.
    `trips`: iterations assumed for loops with run-time bounds (roofline); `block`: threads per
    CTA for occupancy when the kernel does not fix its block size. Raises CompileError when
    the IR does not compile."""
    from xdsl.parser import Parser

    from tirx_mlir.registry import make_context
    from tirx_mlir.runtime.compiler import lower_to_ptx

    try:
        module = Parser(make_context(), text, source).parse_module()
    except Exception as exc:  # xDSL's ParseError carries the location
        raise CompileError(f"{source}: the IR does not parse:\n{exc}") from None
    funcs = {op.sym_name.data: op for op in module.walk()
             if op.name == "gpu.func" and getattr(op, "kernel", None) is not None}
    remarks = sync_check(text, source)
    ptx, abis = lower_to_ptx(text)[:2]
    notes: list[str] = []
    res, cubin, note = ptxas_resources(ptx, machine.arch)
    if note:
        notes.append(note)
    mix: dict = {}
    if cubin is not None:
        mix, note = sass_mix(cubin)
        if note:
            notes.append(note)
    kernels = []
    for name, abi in abis.items():
        shape = tuple(abi.known_block_size or ())
        threads = shape[0] * shape[1] * shape[2] if shape else block
        smem = int(abi.extra.get("dynamic_smem") or 0)
        r = res.get(name, Resources())
        kr = KernelReport(name, threads, smem, r, dict(mix.get(name, {})))
        if threads:
            kr.ctas_per_sm, kr.occupancy_limit = machine.ctas_per_sm(threads, r.registers, smem + r.static_smem)
        func = funcs.get(name)
        if func is not None:
            rf = roofline(func, trips)
            kr.roofline = {"global_bytes": rf.global_bytes, "flops": rf.flops, "intensity": rf.intensity,
                           "bound": rf.bound(machine), "notes": rf.notes}
            kr.dispatch = dispatch_decisions(func)
        kernels.append(kr)
    return Report(source, machine.name, kernels, remarks, notes)

