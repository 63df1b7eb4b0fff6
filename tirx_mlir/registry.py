"""Everything `tirx-opt` knows: dialects, passes and targets.

Entries are lazy (module path, attribute name) pairs so that importing the driver stays
cheap. To add a pass, add one line to PASSES; to add a dialect, one line to DIALECTS.
"""

from __future__ import annotations

import functools
import importlib
from collections.abc import Callable

# xDSL's own dialects that tirx IR uses at every level.
XDSL_DIALECTS: dict[str, tuple[str, str]] = {
    "builtin": ("xdsl.dialects.builtin", "Builtin"),
    "func": ("xdsl.dialects.func", "Func"),
    "arith": ("xdsl.dialects.arith", "Arith"),
    "math": ("xdsl.dialects.math", "Math"),
    "scf": ("xdsl.dialects.scf", "Scf"),
    "cf": ("xdsl.dialects.cf", "Cf"),
    "memref": ("xdsl.dialects.memref", "MemRef"),
    "gpu": ("tirx_mlir.dialects.gpu", "GPU"),
    "vector": ("xdsl.dialects.vector", "Vector"),
    "test": ("xdsl.dialects.test", "Test"),
}

# The project's dialects.
DIALECTS: dict[str, tuple[str, str]] = {
    "nvvm": ("tirx_mlir.dialects.nvvm", "NVVM"),
    "simt": ("tirx_mlir.dialects.simt", "SIMT"),
    "aproxy": ("tirx_mlir.dialects.aproxy", "APROXY"),
    "layout": ("tirx_mlir.dialects.layout", "LAYOUT"),
    "tile": ("tirx_mlir.dialects.tile", "TILE"),
    "prof": ("tirx_mlir.dialects.prof", "PROF"),
}

# The project's passes: name -> (module, class). xDSL's own passes are registered too.
PASSES: dict[str, tuple[str, str]] = {
    "tirx-to-ptx": ("tirx_mlir.pipeline", "TirxToPtx"),
    "tile-dispatch": ("tirx_mlir.lowering.tile_dispatch", "TileDispatch"),
    "aproxy-to-nvvm": ("tirx_mlir.lowering.aproxy_to_nvvm", "AproxyToNvvm"),
    "aproxy-verify-sync": ("tirx_mlir.passes.verify_sync", "AproxyVerifySync"),
    "aproxy-insert-fences": ("tirx_mlir.passes.insert_fences", "AproxyInsertFences"),
    "gpu-to-nvvm": ("tirx_mlir.lowering.gpu_to_nvvm", "GpuToNvvm"),
    "memref-to-nvvm": ("tirx_mlir.lowering.memref_to_nvvm", "MemrefToNvvm"),
    "arith-to-nvvm": ("tirx_mlir.lowering.arith_to_nvvm", "ArithToNvvm"),
    "cf-to-nvvm": ("tirx_mlir.lowering.cf_to_nvvm", "CfToNvvm"),
    "lower-layout": ("tirx_mlir.lowering.lower_layout", "LowerLayout"),
    "profile-instrument": ("tirx_mlir.passes.profile_instrument", "ProfileInstrument"),
    "profile-strip": ("tirx_mlir.passes.profile_strip", "ProfileStrip"),
}

# Output targets for `-t`.
TARGETS: dict[str, tuple[str, str]] = {
    "ptx": ("tirx_mlir.targets.ptx", "PTXTarget"),
}


def _load(entry: tuple[str, str]):
    module, name = entry
    return getattr(importlib.import_module(module), name)


def dialect_factories() -> dict[str, Callable]:
    out = {}
    for name, entry in {**XDSL_DIALECTS, **DIALECTS}.items():
        out[name] = (lambda e=entry: _load(e))
    return out


def pass_factories() -> dict[str, Callable]:
    return {name: (lambda e=entry: _load(e)) for name, entry in PASSES.items()}


def target_factories() -> dict[str, Callable]:
    # xDSL's driver calls a factory without parameters as `factory().from_spec(spec)` (a
    # Target class); a lambda with a default argument would be taken for a legacy target.
    return {name: functools.partial(_load, entry) for name, entry in TARGETS.items()}


def make_context(allow_unregistered: bool = False):
    """A Context that knows every dialect tirx IR may contain."""
    from xdsl.context import Context

    ctx = Context(allow_unregistered=allow_unregistered)
    for name, factory in dialect_factories().items():
        ctx.register_dialect(name, factory)
    return ctx
