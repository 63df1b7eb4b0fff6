"""`profile-strip`: drops every `prof` marker, keeping what the ranges enclose.

Expects: any module. Guarantees: no `prof` op remains; the body of each `prof.range` is
inlined where the range was, in order; `prof.begin` / `prof.end` pairs are erased. Nothing
else changes, so a kernel with markers lowers to the same PTX as the kernel without them
(this is what profiling "off" means; `tirx-to-ptx` runs it first). Where
`profile-instrument` ran before, there is nothing left to strip.

One rewrite pattern per prof op (`StripRange`, `StripEnd`, `StripBegin`), driven by
xDSL's `PatternRewriteWalker`; a `prof.begin` goes once its `prof.end`s have.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (GreedyRewritePatternApplier, PatternRewriter, PatternRewriteWalker,
                                   RewritePattern, op_type_rewrite_pattern)
from xdsl.rewriter import InsertPoint, Rewriter

from tirx_mlir.dialects import prof


def inline_range(op: prof.RangeOp) -> None:
    """Moves the body of a prof.range before it and erases the range."""
    block = op.body.block
    for inner in list(block.ops):
        inner.detach()
        Rewriter.insert_op(inner, InsertPoint.before(op))
    Rewriter.erase_op(op)


class StripRange(RewritePattern):
    """`prof.range "r" { body }` -> body."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: prof.RangeOp, rewriter: PatternRewriter, /):
        rewriter.inline_block(op.body.block, InsertPoint.before(op))
        rewriter.erase_op(op)


class StripEnd(RewritePattern):
    """`prof.end %m` -> nothing."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: prof.EndOp, rewriter: PatternRewriter, /):
        rewriter.erase_op(op)


class StripBegin(RewritePattern):
    """`%m = prof.begin "r"` -> nothing, once no `prof.end` uses %m."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: prof.BeginOp, rewriter: PatternRewriter, /):
        if not op.mark.uses:
            rewriter.erase_op(op)


def strip(module: ModuleOp) -> None:
    PatternRewriteWalker(GreedyRewritePatternApplier([StripRange(), StripEnd(), StripBegin()]),
                         apply_recursively=True).rewrite_module(module)


@dataclass(frozen=True)
class ProfileStrip(ModulePass):
    """Removes prof markers (see the module docstring)."""

    name = "profile-strip"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        strip(op)
