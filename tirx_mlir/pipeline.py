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
"""

from __future__ import annotations

import gc
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass, PassPipeline
from xdsl.printer import Printer

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


VERIFY_SYNC = "aproxy-verify-sync"


def pipeline_spec(verify_sync: bool = True) -> str:
    return ",".join(s for s in STAGES if verify_sync or not s.startswith(VERIFY_SYNC))


@contextmanager
def gc_paused() -> Iterator[None]:
    """Python's cyclic garbage collector off for the block (as it was, after). Lowering a
    kernel allocates many objects and frees few cycles, so the collector's periodic scans
    of every live object are wasted work (5-10% of a GEMM compile; one collection later
    frees what the block left)."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


@dataclass(frozen=True)
class TirxToPtx(ModulePass):
    """Runs every lowering stage in STAGES. Expects tile/aproxy/SIMT IR inside gpu.module
    (the SIMT contract: docs/simt.md); guarantees kernels made of nvvm ops, `arith.constant`,
    `cf.br` / `cf.cond_br` and `gpu.return`, which the `ptx` target prints.

    `print_stages=true` prints the IR after each stage to stdout, as
    `--print-between-passes` does between top-level passes. `verify_sync=false` skips
    `aproxy-verify-sync` (docs/verify-sync.md), which otherwise rejects aproxy kernels with
    synchronization errors before they are lowered."""

    name = "tirx-to-ptx"

    print_stages: bool = False
    verify_sync: bool = True

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

        pipeline = PassPipeline.parse_spec(available, pipeline_spec(self.verify_sync), callback)
        with gc_paused():
            pipeline.apply(ctx, op)


if __name__ == "__main__":
    print(pipeline_spec())
