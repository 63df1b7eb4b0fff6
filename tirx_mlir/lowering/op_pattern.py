"""`OpLowering`: the base of the lowerings' one-pattern-per-op `RewritePattern`s.

A subclass lowers the op class (or union of classes) named by the annotation of its `rewrite`
method's `op` parameter (`lowers`, read once when the subclass is defined, as xDSL's
`op_type_rewrite_pattern` reads `match_and_rewrite`'s); `match_and_rewrite` calls `rewrite`
for those ops only. A family of ops that differ only in data (the binary arith ops, the
special registers) is one base class whose `rewrite` takes `op: Operation` and reads
`self.params`, and a table: `table_patterns` makes one subclass per op class of the table
(its `lowers` declared, not annotated). A pattern that only refuses its ops (a located diagnostic) sets
`rejects = True`, so `lowered_op_types` does not count them as lowered.
"""

from __future__ import annotations

import inspect
import types
import typing
from collections.abc import Iterable, Mapping
from typing import Any, ClassVar

from xdsl.ir import Operation, Region
from xdsl.pattern_rewriter import (
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
)


class OpLowering(RewritePattern):
    """One op's lowering (see the module docstring)."""

    lowers: ClassVar[tuple[type[Operation], ...]] = ()
    rejects: ClassVar[bool] = False
    params: ClassVar[Any] = None  # a table_patterns family's per-op data

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        if "rewrite" in cls.__dict__ and "lowers" not in cls.__dict__:
            params = list(inspect.signature(cls.rewrite, eval_str=True).parameters.values())
            hint = params[1].annotation
            kinds = typing.get_args(hint) if typing.get_origin(hint) in (typing.Union, types.UnionType) else (hint,)
            assert all(isinstance(t, type) and issubclass(t, Operation) for t in kinds), cls
            # A family's base (`op: Operation`) lowers nothing itself: table_patterns' do.
            cls.lowers = () if kinds == (Operation,) else tuple(kinds)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /) -> None:
        if isinstance(op, self.lowers):
            self.rewrite(op, rewriter)

    def rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        raise NotImplementedError


class CallLowering(OpLowering):
    """A table_patterns family whose `params` is the function `(op, rewriter)` that lowers."""

    def rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        type(self).params(op, rewriter)


def table_patterns(base: type[OpLowering], table: Mapping[type[Operation], Any],
                   doc: str) -> list[type[OpLowering]]:
    """One subclass of `base` per op class of `table` (op class -> its `params`), named
    `<Op>Lowering` and documented by `doc` (formatted with `op`, the op name, and `params`)."""
    return [type(cls.__name__.removesuffix("Op") + "Lowering", (base,),
                 {"lowers": (cls,), "params": params, "__module__": base.__module__,
                  "__doc__": doc.format(op=cls.name, params=params)})
            for cls, params in table.items()]


def lowered_op_types(patterns: Iterable[type[OpLowering]]) -> frozenset[type[Operation]]:
    """The op classes the pattern classes `patterns` lower (refusing patterns excluded)."""
    return frozenset(t for p in patterns if not p.rejects for t in p.lowers)


class PatternsByType(RewritePattern):
    """`patterns` tried in order on each op until one rewrites it, as xDSL's
    `GreedyRewritePatternApplier` does (without folding or dead-code elimination), but an
    `OpLowering` is only offered the ops of its classes: the candidates are computed once per
    op class."""

    def __init__(self, patterns: Iterable[RewritePattern]):
        self.patterns = list(patterns)
        self._by_type: dict[type, list[RewritePattern]] = {}

    def _candidates(self, t: type) -> list:
        """The bound methods to offer ops of class `t`: an OpLowering's `rewrite` (its class
        check done here, once) unless it overrides `match_and_rewrite`, else that. The class check
        reads `t.__mro__` rather than `issubclass`: op classes are ABCs, and the first negative
        `issubclass` of a pair walks all subclasses of the ABC (18 µs a pair on average in
        arith-to-nvvm, whose ~50 patterns meet ~40 op classes)."""
        c = self._by_type.get(t)
        if c is None:
            mro = set(t.__mro__)
            c = [p.rewrite if type(p).match_and_rewrite is OpLowering.match_and_rewrite
                 else p.match_and_rewrite
                 for p in self.patterns
                 if not isinstance(p, OpLowering) or not mro.isdisjoint(p.lowers)]
            self._by_type[t] = c
        return c

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /) -> None:
        for fn in self._candidates(type(op)):
            fn(op, rewriter)
            if rewriter.has_done_action:
                return


def walk_once(region: Region, patterns: Iterable[RewritePattern], *, regions_first: bool = False) -> None:
    """One `PatternRewriteWalker` pass over `region` in program order: each op present when the
    walk starts is offered to `patterns` in order (`PatternsByType`), the first that rewrites
    it wins (ops the patterns insert are not revisited; no dead-code elimination on the way)."""
    PatternRewriteWalker(PatternsByType(patterns), apply_recursively=False,
                         walk_regions_first=regions_first).rewrite_region(region)
