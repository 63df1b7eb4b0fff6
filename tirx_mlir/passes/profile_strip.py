"""`profile-strip`: drops every `prof` marker, keeping what the ranges enclose.

Expects: any module. Guarantees: no `prof` op remains; the body of each `prof.range` is
inlined where the range was, in order; `prof.begin` / `prof.end` pairs are erased. Nothing
else changes, so a kernel with markers lowers to the same PTX as the kernel without them
(this is what profiling "off" means; `tirx-to-ptx` runs it first). Where
`profile-instrument` ran before, there is nothing left to strip.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint, Rewriter

from tirx_mlir.dialects import prof


def inline_range(op: prof.RangeOp) -> None:
    """Moves the body of a prof.range before it and erases the range."""
    block = op.body.block
    for inner in list(block.ops):
        inner.detach()
        Rewriter.insert_op(inner, InsertPoint.before(op))
    Rewriter.erase_op(op)


def strip(module: ModuleOp) -> None:
    for op in list(module.walk()):
        if isinstance(op, prof.RangeOp):
            inline_range(op)
    for op in list(module.walk()):
        if isinstance(op, prof.EndOp):
            Rewriter.erase_op(op)
    for op in list(module.walk()):
        if isinstance(op, prof.BeginOp):
            Rewriter.erase_op(op)


@dataclass(frozen=True)
class ProfileStrip(ModulePass):
    """Removes prof markers (see the module docstring)."""

    name = "profile-strip"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        strip(op)
