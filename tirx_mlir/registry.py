"""Everything tirx-mlir adds to xDSL: dialects, passes and targets, as one xDSL `Universe`.

Entries are lazy (module path, attribute name) pairs, so importing this module imports no
xDSL and no pass: the driver stays cheap. To add a pass, add one line to PASSES; to add a
dialect, one line to DIALECTS; a target, one line to TARGETS.

`UNIVERSE` (built on first access) is an `xdsl.universe.Universe` of these entries; the
package's entry point `[project.entry-points."xdsl.universe"] tirx_mlir =
"tirx_mlir.registry:UNIVERSE"` makes `xdsl-opt` (and every xDSL tool that reads the
multiverse) load them, and xDSL's `Universe.get_multiverse()` rejects a name that clashes
with one of xDSL's. `tirx-opt` reads the same multiverse (tirx_mlir.tools.driver).

The one name we share with xDSL on purpose is the `gpu` dialect: `tirx_mlir.dialects.gpu`
subclasses xDSL's gpu ops only to add MLIR's custom syntax (`gpu.module @k {...}`). It is
not in the universe (it would clash); `tirx-opt` and `make_context()` register it in place
of xDSL's (GPU_OVERRIDE), and under `xdsl-opt` gpu ops parse in the generic form.
"""

from __future__ import annotations

import functools
import importlib
from collections.abc import Callable

# xDSL's own dialects that tirx IR uses at every level (what make_context registers).
XDSL_DIALECTS: dict[str, tuple[str, str]] = {
    "builtin": ("xdsl.dialects.builtin", "Builtin"),
    "func": ("xdsl.dialects.func", "Func"),
    "arith": ("xdsl.dialects.arith", "Arith"),
    "math": ("xdsl.dialects.math", "Math"),
    "scf": ("xdsl.dialects.scf", "Scf"),
    "cf": ("xdsl.dialects.cf", "Cf"),
    "memref": ("xdsl.dialects.memref", "MemRef"),
    "vector": ("xdsl.dialects.vector", "Vector"),
    "test": ("xdsl.dialects.test", "Test"),
}

# xDSL's gpu dialect with MLIR's syntax (see the module docstring).
GPU_OVERRIDE: dict[str, tuple[str, str]] = {
    "gpu": ("tirx_mlir.dialects.gpu", "GPU"),
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

# The project's passes: name -> (module, class). One line per pass.
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

# Passes of PASSES that are named pipelines (they run other passes); `--list-passes` says so.
PIPELINES: frozenset[str] = frozenset({"tirx-to-ptx"})

# Output targets for `-t`.
TARGETS: dict[str, tuple[str, str]] = {
    "ptx": ("tirx_mlir.targets.ptx", "PTXTarget"),
}


def _load(entry: tuple[str, str]):
    module, name = entry
    return getattr(importlib.import_module(module), name)


def _factories(table: dict[str, tuple[str, str]]) -> dict[str, Callable]:
    # functools.partial, not a lambda with a default argument: xDSL calls a factory without
    # parameters and inspects its signature (a parameter would make it a legacy target).
    return {name: functools.partial(_load, entry) for name, entry in table.items()}


def dialect_factories() -> dict[str, Callable]:
    """xDSL's dialects that tirx IR uses, the MLIR-syntax gpu, and ours."""
    return _factories({**XDSL_DIALECTS, **GPU_OVERRIDE, **DIALECTS})


def pass_factories() -> dict[str, Callable]:
    return _factories(PASSES)


def target_factories() -> dict[str, Callable]:
    return _factories(TARGETS)


def make_context(allow_unregistered: bool = False):
    """A Context that knows every dialect tirx IR may contain."""
    from xdsl.context import Context

    ctx = Context(allow_unregistered=allow_unregistered)
    for name, factory in dialect_factories().items():
        ctx.register_dialect(name, factory)
    return ctx


@functools.cache
def _universe():
    from xdsl.universe import Universe

    return Universe(
        all_dialects=_factories(DIALECTS),
        all_passes=pass_factories(),
        all_targets=target_factories(),
    )


def __getattr__(name: str):
    # `UNIVERSE` is built on first access (the entry point reads it): importing this
    # module stays free of xDSL.
    if name == "UNIVERSE":
        return _universe()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
