"""Every op of every dialect of ours is complete: it round-trips through the printer and
the parser, it has a lowering (or it is at the last level), and it declares its
synchronization semantics.

The dialects: those `tirx_mlir.registry.DIALECTS` names (aproxy, tile, layout, nvvm, prof,
simt) and our additions to xDSL's gpu dialect (`tirx_mlir.dialects.gpu`).

1. Round trip: `test/completeness/samples.mlir` holds an instance of every op (written by
   `test/completeness/gather.py` from the lit tests, the examples and the PTX table); each
   chunk prints, parses back and prints the same text, and the op is found in a chunk.
2. Lowering: the op is lowered by a pass of the pipeline — a rewrite pattern of a lowering
   module (its `lowers`, or `match_and_rewrite(self, op: TheOp, ...)`) or the module's
   `lowered_op_types()` (aproxy-to-nvvm's patterns, the SIMT lowerings' `PATTERNS`,
   tile-dispatch's variant families and structural ops) — or the PTX target prints it
   (nvvm ops, the last level, and the `gpu.module` / `gpu.func` / `gpu.return` structure).
3. Sync semantics: `tirx_mlir.dialects.sync_semantics.semantics_of(op class)` is not None.

`test_a_dummy_dialect_is_incomplete_in_each_way` shows each check failing on a dialect
that lacks the piece.
"""

from __future__ import annotations

import importlib
import inspect
import io
import re
import typing
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest
from xdsl.ir import Dialect, Operation
from xdsl.irdl import IRDLOperation, irdl_op_definition
from xdsl.parser import Parser
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.printer import Printer

from tirx_mlir import registry

SAMPLES = Path(__file__).parent / "completeness" / "samples.mlir"
SEP = re.compile(r"^// -----\s*$", re.M)

#: The modules of the passes that lower our ops (the lowering stages of
#: tirx_mlir.pipeline.STAGES; profile-instrument replaces profile-strip when profiling).
LOWERING_MODULES = (
    "tirx_mlir.passes.profile_strip",
    "tirx_mlir.passes.profile_instrument",
    "tirx_mlir.lowering.tile_dispatch",
    "tirx_mlir.lowering.lower_layout",
    "tirx_mlir.lowering.aproxy_to_nvvm",
    "tirx_mlir.lowering.gpu_to_nvvm",
    "tirx_mlir.lowering.memref_to_nvvm",
    "tirx_mlir.lowering.arith_to_nvvm",
    "tirx_mlir.lowering.cf_to_nvvm",
)
#: The last level: ops the PTX target prints as they are (every nvvm op; the kernel
#: structure of our gpu ops), checked by test_the_target_prints_the_last_level.
LAST_LEVEL_DIALECTS = ("nvvm",)
LAST_LEVEL_OPS = ("gpu.module", "gpu.func", "gpu.return")


def our_dialects() -> dict[str, list[type[Operation]]]:
    from tirx_mlir.dialects import gpu

    out = {name: list(registry._load(entry).operations) for name, entry in registry.DIALECTS.items()}
    out["gpu"] = list(gpu._OURS)
    return out


# ---------------------------------------------------------------------- the three checks

def sample_ops(text: str, ctx) -> tuple[set[str], list[str]]:
    """The op names found in the sample chunks of `text`, and a problem per chunk that does
    not round-trip (prints, parses back, prints the same)."""
    found: set[str] = set()
    problems = []
    for i, chunk in enumerate(SEP.split(text)):
        if not chunk.strip():
            continue
        try:
            first = _print(Parser(ctx, chunk, f"samples chunk {i}").parse_module())
            module = Parser(ctx, first, f"samples chunk {i}, printed").parse_module()
            module.verify()
            again = _print(module)
        except Exception as exc:  # the diagnostic names the chunk
            problems.append(f"chunk {i} does not round-trip: {str(exc).splitlines()[0]}")
            continue
        if again != first:
            problems.append(f"chunk {i} prints differently after parsing its printed form")
            continue
        found |= {op.name for op in module.walk()}
    return found, problems


def _print(module) -> str:
    out = io.StringIO()
    Printer(stream=out).print_op(module)
    return out.getvalue()


def _pattern_op_types(module) -> set[type]:
    """The op classes the rewrite patterns defined in `module` match: a pattern class's
    `lowers` (the one-pattern-per-op lowerings declare it), or the annotation of
    `match_and_rewrite`'s op parameter (unions count each member)."""
    out: set[type] = set()
    for _, cls in inspect.getmembers(module, inspect.isclass):
        if not (issubclass(cls, RewritePattern) and cls.__module__.startswith(module.__name__)):
            continue
        lowers = cls.__dict__.get("lowers")  # the one-pattern-per-op classes' declared op
        if isinstance(lowers, type) and issubclass(lowers, Operation):
            out.add(lowers)
        fn = getattr(cls, "match_and_rewrite")
        if fn.__closure__:  # xDSL's @op_type_rewrite_pattern: the decorated function
            fn = inspect.getclosurevars(fn).nonlocals.get("func", fn)
        try:
            hints = typing.get_type_hints(fn)
        except Exception:  # a pattern without resolvable annotations matches no one op
            continue
        hint = next((h for n, h in hints.items() if n not in ("self", "rewriter", "return")), None)
        for t in typing.get_args(hint) or (hint,):
            # A concrete op class (a pattern on `Operation` matches everything, lowers nothing).
            if isinstance(t, type) and issubclass(t, Operation) and isinstance(t.__dict__.get("name"), str):
                out.add(t)
    return out


@cache
def lowered(modules: tuple[str, ...] = LOWERING_MODULES) -> frozenset[type]:
    """The op classes the lowerings in `modules` (and their submodules) handle: the
    ops their rewrite patterns match and their `lowered_op_types()` (tile-dispatch's: the
    variant families and the structural ops)."""
    import pkgutil

    classes: set[type] = set()
    for name in modules:
        pkg = importlib.import_module(name)
        mods = [pkg]
        if hasattr(pkg, "__path__"):  # a package: its pattern modules too
            mods += [importlib.import_module(f"{name}.{m.name}") for m in pkgutil.iter_modules(pkg.__path__)]
        for mod in mods:
            classes |= _pattern_op_types(mod)
            fn = getattr(mod, "lowered_op_types", None)
            if callable(fn):
                classes |= set(fn())
    return frozenset(classes)


def has_lowering(cls: type[Operation], dialect: str, modules: tuple[str, ...] = LOWERING_MODULES) -> bool:
    if dialect in LAST_LEVEL_DIALECTS or cls.name in LAST_LEVEL_OPS:
        return True
    return any(issubclass(cls, c) for c in lowered(modules))


def declares_sync(cls: type[Operation]) -> bool:
    from tirx_mlir.dialects import sync_semantics

    return sync_semantics.semantics_of(cls) is not None


@dataclass
class Report:
    no_sample: list[str]
    no_lowering: list[str]
    no_sync: list[str]
    round_trip: list[str]


def check(dialects: dict[str, Iterable[type[Operation]]], samples: str, ctx,
          modules: tuple[str, ...] = LOWERING_MODULES) -> Report:
    found, round_trip = sample_ops(samples, ctx)
    rep = Report([], [], [], round_trip)
    for dialect, ops in dialects.items():
        for cls in ops:
            if cls.name not in found:
                rep.no_sample.append(cls.name)
            if not has_lowering(cls, dialect, modules):
                rep.no_lowering.append(cls.name)
            if not declares_sync(cls):
                rep.no_sync.append(cls.name)
    return rep


# ---------------------------------------------------------------------- the tests

@pytest.fixture(scope="module")
def report() -> Report:
    return check(our_dialects(), SAMPLES.read_text(), registry.make_context())


def test_every_dialect_is_walked():
    d = our_dialects()
    assert set(d) == {"aproxy", "tile", "layout", "nvvm", "prof", "simt", "gpu"}
    assert all(d.values())


def test_the_target_prints_the_last_level():
    """The ops counted as the last level are ones the PTX target prints."""
    from tirx_mlir.targets.ptx import emit_ptx

    text = ("gpu.module @m {\n  gpu.func @k() kernel {\n"
            "    nvvm.bar.sync<id = 0> : () -> ()\n    gpu.return\n  }\n}\n")
    module = Parser(registry.make_context(), text).parse_module()
    assert {op.name for op in module.walk()} >= set(LAST_LEVEL_OPS)
    ptx = emit_ptx(module).text
    assert ".visible .entry k(" in ptx and "bar.sync 0;" in ptx and "ret;" in ptx


def test_every_op_round_trips(report):
    assert not report.round_trip, "\n".join(report.round_trip)
    assert not report.no_sample, "\n".join(
        f"{n}: no sample in test/completeness/samples.mlir (add a lit test that shows it and "
        "run test/completeness/gather.py, or add a chunk)" for n in report.no_sample)


def test_every_op_has_a_lowering(report):
    assert not report.no_lowering, "\n".join(
        f"{n}: no lowering (no rewrite pattern lowers it and no lowering module's "
        "lowered_op_types() has it)" for n in report.no_lowering)


def test_every_op_declares_its_sync_semantics(report):
    assert not report.no_sync, "\n".join(
        f"{n}: no synchronization semantics (a SyncSemantics trait, "
        "tirx_mlir/dialects/sync_semantics.py)" for n in report.no_sync)


# A dialect of three ops, each missing one of the three pieces.

@irdl_op_definition
class _NoSampleOp(IRDLOperation):
    name = "dummy.no_sample"


@irdl_op_definition
class _NoLoweringOp(IRDLOperation):
    name = "dummy.no_lowering"
    assembly_format = "attr-dict"


@irdl_op_definition
class _NoSyncOp(IRDLOperation):
    name = "dummy.no_sync"
    assembly_format = "attr-dict"


class _DummyLowering(RewritePattern):
    def match_and_rewrite(self, op: _NoSampleOp | _NoSyncOp, rewriter: PatternRewriter, /):
        rewriter.erase_op(op)


def test_a_dummy_dialect_is_incomplete_in_each_way(monkeypatch):
    """Three ops, each missing one piece: the check names exactly that piece for each."""
    import sys
    import types

    from tirx_mlir.dialects import sync_semantics

    dummy = Dialect("dummy", [_NoSampleOp, _NoLoweringOp, _NoSyncOp])
    ctx = registry.make_context()
    ctx.load_dialect(dummy)
    # A lowering module whose one pattern matches two of the three ops.
    mod = types.ModuleType("dummy_to_nvvm")
    _DummyLowering.__module__ = mod.__name__
    mod.DummyLowering = _DummyLowering
    monkeypatch.setitem(sys.modules, mod.__name__, mod)
    # The sync query knows two of the three.
    declared = sync_semantics.SyncSemantics()
    orig = sync_semantics.semantics_of
    monkeypatch.setattr(sync_semantics, "semantics_of", lambda c: (
        None if c is _NoSyncOp else declared if c.name.startswith("dummy.") else orig(c)))
    samples = "builtin.module {\n  dummy.no_lowering\n  dummy.no_sync\n}\n"
    rep = check({"dummy": dummy.operations}, samples, ctx, modules=(mod.__name__,))
    assert rep.no_sample == ["dummy.no_sample"]
    assert rep.no_lowering == ["dummy.no_lowering"]
    assert rep.no_sync == ["dummy.no_sync"]
    assert rep.round_trip == []
    # Against the real lowerings none of the three is lowered.
    assert check({"dummy": dummy.operations}, samples, ctx).no_lowering == [
        "dummy.no_sample", "dummy.no_lowering", "dummy.no_sync"]
    # A chunk that does not parse is a round-trip problem, and its ops count as unsampled.
    bad = check({"dummy": [_NoLoweringOp]}, "builtin.module {\n  dummy.no_lowering {\n}\n", ctx,
                modules=(mod.__name__,))
    assert bad.no_sample == ["dummy.no_lowering"] and len(bad.round_trip) == 1
    assert bad.round_trip[0].startswith("chunk 0 does not round-trip")
