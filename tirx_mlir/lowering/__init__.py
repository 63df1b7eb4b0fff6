"""The lowering passes (tile-dispatch, lower-layout, aproxy-to-nvvm, the SIMT passes).

Each pass that lowers ops does it with one rewrite pattern per op (`op_pattern.OpLowering`)
driven by xDSL's `PatternRewriteWalker`, and exposes `lowered_op_types()`: the op classes it
lowers. `lowered_op_types()` here is their union (modules imported on first call).
"""

from __future__ import annotations

import importlib

#: The lowering modules that expose `lowered_op_types()`, in pipeline order.
LOWERING_MODULES = (
    "tirx_mlir.lowering.tile_dispatch.pass",
    "tirx_mlir.lowering.aproxy_to_nvvm",
    "tirx_mlir.lowering.gpu_to_nvvm",
    "tirx_mlir.lowering.memref_to_nvvm",
    "tirx_mlir.lowering.arith_to_nvvm",
    "tirx_mlir.lowering.cf_to_nvvm",
)


def lowered_op_types() -> frozenset[type]:
    """Every op class some lowering pass of ours lowers (by a pattern, a tile-dispatch
    variant family, or as the structure its parent's pattern lowers)."""
    out: set[type] = set()
    for name in LOWERING_MODULES:
        out |= importlib.import_module(name).lowered_op_types()
    return frozenset(out)


def lowered_op_names() -> frozenset[str]:
    """The names (`dialect.op`) of `lowered_op_types()`."""
    return frozenset(t.name for t in lowered_op_types())
