"""`tirx-to-ptx`: the named pipeline from tile-level / SIMT IR down to `nvvm`, ready for `-t ptx`.

STAGES is the single list of pass specs it runs, in order (xDSL's `-p` syntax; each name
is registered in tirx_mlir.registry or by xDSL). The SIMT part (docs/simt.md):

    gpu-to-nvvm        kernel ABI, special registers, bar.sync, warp shuffles
    memref-to-nvvm     global/shared loads and stores (scalar and 16-byte vector)
    canonicalize, cse  fold and share the address arithmetic while control flow is still
                       structured (xDSL's cse only works inside single-block regions)
    convert-scf-to-cf  xDSL's scf -> cf (it emits arith ops, so it runs before arith-to-nvvm)
    arith-to-nvvm      vector scalarization, index -> i64, arith/math -> nvvm
    cf-to-nvvm         cf.switch -> compare-and-branch; checks that only what the PTX
                       target prints is left
    dce                drops what the lowering left unused

Seeing the IR between stages: `tirx-opt k.mlir -p tirx-to-ptx --print-between-passes`
shows nothing inside the pipeline (xDSL sees one pass). Either spell the pipeline out:

    tirx-opt k.mlir -p "$(python -m tirx_mlir.pipeline)" --print-between-passes

(`python -m tirx_mlir.pipeline` prints the spelled-out pass list), or ask the pass itself
to print the IR after each of its stages: `-p 'tirx-to-ptx{print_stages=true}'`.

Options (also `tirx_mlir.runtime.compile(ir, **options)`): `verify_sync=false` drops
`aproxy-verify-sync`; `profile=roles,waits` instruments the kernels with those markers
(`profile-instrument{markers=...}` after lower-layout, in place of `profile-strip`;
docs/profile.md); `print_stages=true` as above.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass, PassPipeline
from xdsl.printer import Printer
from xdsl.utils.arg_spec import parse_pipeline

from tirx_mlir.pass_options import require
from tirx_mlir.support import gc_paused

# Pass specs in xDSL's `-p` syntax; each name is registered in tirx_mlir.registry or xDSL.
STAGES: list[str] = [
    "profile-strip",  # prof markers: dropped unless profile-instrument ran (docs/profile.md)
    "tile-dispatch",
    "lower-layout",
    "aproxy-verify-sync{summary=false}",
    "aproxy-to-nvvm",
    "gpu-to-nvvm",
    "memref-to-nvvm",
    "canonicalize",
    "cse",
    "convert-scf-to-cf",
    "arith-to-nvvm",
    "cf-to-nvvm",
    "dce",
]


#: Stages that can act only on ops, types or attributes of these dialects (each pass's module
#: docstring says so): `tirx-to-ptx` skips such a stage, without importing it, when none of
#: the dialects' Python modules was ever imported (so no instance of their classes exists)
#: and no op of the module is named with their prefix (unregistered ops). SIMT-level input
#: then never imports the tile, aproxy, layout or prof dialects, tile-dispatch or the sync
#: checker. A skipped stage would have left the module unchanged, so the output is the same.
ONLY_FOR: dict[str, tuple[str, ...]] = {
    "profile-strip": ("prof",),
    "tile-dispatch": ("tile",),
    "lower-layout": ("layout",),
    "aproxy-verify-sync": ("aproxy", "tile"),
    "aproxy-to-nvvm": ("aproxy",),
}


def stage_needed(name: str, module: ModuleOp) -> bool:
    """False when stage `name` (an entry of ONLY_FOR) cannot change `module` (see ONLY_FOR)."""
    from tirx_mlir import registry

    dialects = ONLY_FOR.get(name)
    if dialects is None:
        return True
    if any(registry.DIALECTS[d][0] in sys.modules for d in dialects):
        return True
    prefixes = tuple(d + "." for d in dialects)
    if name == VERIFY_SYNC:  # SIMT kernels with a CTA barrier get its width check too
        prefixes += ("gpu.barrier",)
    return any(o.name.startswith(prefixes) for o in module.walk())


VERIFY_SYNC = "aproxy-verify-sync"
PROFILE_STRIP = "profile-strip"
PROFILE_AFTER = "lower-layout"  # profile-instrument needs the aproxy structure tile-dispatch makes


def pipeline_spec(verify_sync: bool = True, profile: tuple[str, ...] = (), hang_check: bool = False,
                  hang_ms: int = 1000) -> str:
    """The stages as one `-p` spec: without aproxy-verify-sync when `verify_sync` is false;
    with `profile-instrument{markers=...}` after lower-layout (and no profile-strip) when
    `profile` names marker kinds; `aproxy-to-nvvm{hang_check=true hang_ms=N}` with `hang_check`."""
    stages = [s for s in STAGES if verify_sync or not s.startswith(VERIFY_SYNC)]
    if hang_check:
        stages = [f"aproxy-to-nvvm{{hang_check=true hang_ms={int(hang_ms)}}}" if s == "aproxy-to-nvvm" else s
                  for s in stages]
    if profile:
        stages = [s for s in stages if s != PROFILE_STRIP]
        at = stages.index(PROFILE_AFTER) + 1 if PROFILE_AFTER in stages else 0
        stages.insert(at, f"profile-instrument{{markers={','.join(profile)}}}")
    return ",".join(stages)


@dataclass(frozen=True)
class TirxToPtx(ModulePass):
    """Runs every lowering stage in STAGES. Expects tile/aproxy/SIMT IR inside gpu.module
    (the SIMT contract: docs/simt.md); guarantees kernels made of nvvm ops, `arith.constant`,
    `cf.br` / `cf.cond_br` and `gpu.return`, which the `ptx` target prints.

    `print_stages=true` prints the IR after each stage to stdout, as
    `--print-between-passes` does between top-level passes. `verify_sync=false` skips
    `aproxy-verify-sync` (docs/verify-sync.md), which otherwise rejects aproxy kernels with
    synchronization errors before they are lowered. `profile=roles,waits` instruments the
    kernels (profile-instrument with those markers; each kernel gets a last `i64` argument,
    the profile buffer, and its `tirx.profile` attribute, docs/profile.md). `hang_check=true`
    (`hang_ms=1000`): wait loops that time out record where and trap; each kernel gets a last
    `i64` argument, the hang buffer (tirx_mlir/lowering/hang_check.py, docs/verify-sync.md)."""

    name = "tirx-to-ptx"

    print_stages: bool = False
    """Print the IR after each stage to stdout (as --print-between-passes between passes)."""
    verify_sync: bool = True
    """false: skip aproxy-verify-sync, which rejects kernels with synchronization errors."""
    profile: tuple[str, ...] = ()
    """Instrument the kernels with these profile-instrument markers (roles, waits, ...)."""
    hang_check: bool = False
    """Wait loops that time out record where and trap (a last i64 kernel argument)."""
    hang_ms: int = 1000
    """How long a wait polls before it records and traps, in milliseconds (1 to 3600000)."""

    def __post_init__(self) -> None:
        # the option-validation hook (tirx_mlir/pass_options.py)
        require(self, "hang_ms", 1 <= self.hang_ms <= 3_600_000,
                "a number of milliseconds in [1, 3600000] (the longest a wait may poll)")

    def pipeline_spec(self) -> str:
        """The stages this instance runs, as one `-p` spec."""
        return pipeline_spec(self.verify_sync, tuple(self.profile), self.hang_check, self.hang_ms)

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        from xdsl.transforms import get_all_passes

        from tirx_mlir import registry

        available = dict(get_all_passes())
        available.update(registry.pass_factories())
        available.pop(self.name, None)
        if not STAGES:
            return

        def callback(previous: ModulePass | None, module: ModuleOp, _next: ModulePass | None) -> None:
            if self.print_stages and previous is not None:
                print(f"IR after {previous.name}:")
                Printer(stream=sys.stdout).print_op(module)
                print("\n")

        if self.print_stages:  # every stage, each one printed after it ran
            pipeline = PassPipeline.parse_spec(available, self.pipeline_spec(), callback)
            with gc_paused():
                pipeline.apply(ctx, op)
            return
        specs = list(parse_pipeline(self.pipeline_spec()))
        unknown = [s.name for s in specs if s.name not in available]
        if unknown:
            raise ValueError(f"Unrecognized passes: {unknown}")
        with gc_paused():
            for spec in specs:  # each stage built (and its module imported) only when needed
                if stage_needed(spec.name, op):
                    available[spec.name]().from_pass_spec(spec).apply(ctx, op)

if __name__ == "__main__":
    if sys.argv[1:]:
        sys.exit(f"error: python -m tirx_mlir.pipeline takes no arguments (it prints the stages "
                 f"as one -p spec), found {' '.join(sys.argv[1:])}")
    print(pipeline_spec())
