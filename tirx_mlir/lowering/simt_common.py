"""Helpers shared by the SIMT lowering passes (`gpu-to-nvvm`, `memref-to-nvvm`,
`arith-to-nvvm`, `cf-to-nvvm`): diagnostics at an op, kernel iteration, building nvvm ops
from table rows, and the MLIR type -> PTX type maps. See docs/simt.md.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from xdsl.context import Context

from xdsl.dialects import gpu
from xdsl.dialects.builtin import IndexType, IntegerType, ModuleOp
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import RewritePattern
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.utils.exceptions import VerifyException

from tirx_mlir.lowering.op_pattern import OpLowering, lowered_op_types, walk_once
from tirx_mlir.ptx_types import float_ptx, int_ptx, int_width  # noqa: F401 (the lowerings' names)
from tirx_mlir.support import fail  # noqa: F401 (the lowerings' diagnostic)

i1 = IntegerType(1)
i16 = IntegerType(16)
i32 = IntegerType(32)
i64 = IntegerType(64)


def type_str(t: Attribute) -> str:
    from tirx_mlir.dialects.nvvm.types import type_str as ts

    return ts(t)


def kernels(pass_name: str, module: ModuleOp) -> Iterator[gpu.FuncOp]:
    """Every `gpu.func ... kernel` of every `gpu.module`. Device functions (gpu.func
    without `kernel`) are rejected: calls are not lowered."""
    funcs = [op for op in module.walk() if isinstance(op, gpu.FuncOp)]
    for f in funcs:
        if f.kernel is None:
            fail(pass_name, f, f"@{f.sym_name.data} is not a kernel; only `gpu.func ... kernel` functions are lowered")
    yield from funcs


def _patterns_at(entry: str) -> tuple[type[OpLowering], ...]:
    """The patterns at "module:attribute": a tuple, or a function that returns one."""
    module, _, attr = entry.partition(":")
    found = getattr(importlib.import_module(module), attr)
    return found() if callable(found) else found


@dataclass(frozen=True)
class SimtLowering(ModulePass):
    """A SIMT lowering pass: for every kernel of the module, `before(k)`, one walk of the
    pass's one-pattern-per-op `patterns` (and the `optional_patterns` in use, then
    `fallback`, the pattern that refuses what the others left, if any), then `after(k)`."""

    patterns: ClassVar[tuple[type[OpLowering], ...]] = ()
    #: Patterns for the ops of an xDSL dialect that SIMT kernels often lack: (the dialect's
    #: Python module, "module:attribute" of the pattern tuple or of a function returning it).
    #: A family is imported and used only once its dialect's module has been imported --
    #: before that, no op of the dialect can exist -- so a kernel without math or vector ops
    #: never imports those dialects (start-up time, docs/compile-time.md, "Start-up").
    optional_patterns: ClassVar[tuple[tuple[str, str], ...]] = ()
    fallback: ClassVar[type[RewritePattern] | None] = None

    @classmethod
    def all_patterns(cls) -> tuple[type[OpLowering], ...]:
        """`patterns` and every optional family (imported here)."""
        return (*cls.patterns, *(p for _, entry in cls.optional_patterns for p in _patterns_at(entry)))

    @classmethod
    def lowered_op_types(cls) -> frozenset[type[Operation]]:
        """The op classes this pass lowers."""
        return lowered_op_types(cls.all_patterns())

    def active_patterns(self) -> tuple[type[OpLowering], ...]:
        """`patterns` and the optional families whose dialect module is imported."""
        return (*self.patterns, *(p for dialect, entry in self.optional_patterns if dialect in sys.modules
                                  for p in _patterns_at(entry)))

    def make_fallback(self, patterns: tuple[type[OpLowering], ...]) -> RewritePattern | None:
        """The instance of `fallback` to run after `patterns`."""
        return self.fallback() if self.fallback is not None else None

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for k in list(kernels(self.name, op)):
            self.before(k)
            patterns = self.active_patterns()
            fallback = self.make_fallback(patterns)
            walk_once(k.body, [*(p() for p in patterns), *([fallback] if fallback is not None else [])])
            self.after(k)

    def before(self, k: gpu.FuncOp) -> None:
        """What the pass does to kernel `k` before its patterns run."""

    def after(self, k: gpu.FuncOp) -> None:
        """What the pass does to kernel `k` after its patterns ran."""


def build(pass_name: str, at: Operation, row: str, operands: Sequence[SSAValue] = (),
          result_types: Sequence[Attribute] | None = None, **slots: Any) -> Operation:
    """Build (not insert) the nvvm op of table row `row`. A missing row or an illegal slot
    combination is a diagnostic at `at` (the op being lowered)."""
    from tirx_mlir.dialects import nvvm

    try:
        return nvvm.make(row, operands, result_types, **slots)
    except KeyError as e:
        fail(pass_name, at, f"needs PTX table row '{row}', which the table lacks ({e.args[0]})")
    except (ValueError, VerifyException) as e:
        fail(pass_name, at, f"cannot build nvvm.{row}: {e}")


def nv(pass_name: str, at: Operation, row: str, operands: Sequence[SSAValue] = (),
       result_types: Sequence[Attribute] | None = None, **slots: Any) -> Operation:
    """Build the nvvm op of table row `row` and insert it before `at` (see `build`)."""
    op = build(pass_name, at, row, operands, result_types, **slots)
    Rewriter.insert_op(op, InsertPoint.before(at))
    return op


def insert(at: Operation, op: Operation) -> Operation:
    Rewriter.insert_op(op, InsertPoint.before(at))
    return op


# ------------------------------------------------------------------ types


def reg_type(t: Attribute) -> Attribute:
    """The register type of a scalar value after lowering: index -> i64."""
    return i64 if isinstance(t, IndexType) else t


def elem_bytes(t: Attribute) -> int | None:
    if isinstance(t, IndexType):
        return 8
    if isinstance(t, IntegerType) and t.width.data in (8, 16, 32, 64):
        return t.width.data // 8
    return {"f16": 2, "bf16": 2, "f32": 4, "f64": 8}.get(float_ptx(t) or "")
