"""`tirx-to-ptx`: the named pipeline from tile-level IR down to `nvvm`, ready for `-t ptx`.

The pipeline grows as passes land; STAGES is the single list of pass specs it runs, in
order. `tirx-opt -p tirx-to-ptx --print-between-passes` does not show the IR between the
inner stages (xDSL sees one pass); use `-p` with the spelled-out list
(`python -m tirx_mlir.pipeline` prints it) to see every step.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass, PassPipeline

# Pass specs in xDSL's `-p` syntax; each name is registered in tirx_mlir.registry or xDSL.
STAGES: list[str] = []


def pipeline_spec() -> str:
    return ",".join(STAGES)


@dataclass(frozen=True)
class TirxToPtx(ModulePass):
    """Runs every lowering stage in STAGES. Expects tile/aproxy/SIMT IR inside gpu.module;
    guarantees IR made of nvvm ops (plus cf-free structured PTX control flow) that the
    `ptx` target prints."""

    name = "tirx-to-ptx"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        from xdsl.transforms import get_all_passes

        from tirx_mlir import registry

        available = dict(get_all_passes())
        available.update(registry.pass_factories())
        available.pop(self.name, None)
        if not STAGES:
            return
        PassPipeline.parse_spec(available, pipeline_spec()).apply(ctx, op)


if __name__ == "__main__":
    print(pipeline_spec())
