"""`lower-layout`: `layout.apply` becomes `arith` index math.

Expects: `layout.apply` ops anywhere (any `layout` dialect attribute: plain, swizzled,
shared-memory tile, or a fragment -- wgmma_acc, wgmma_a, ldmatrix, stmatrix), with one
`index` coordinate per top-level mode of the layout or a single linear index (the op's
verifier has checked the count).

Guarantees: no `layout.apply` remains.  Each one is replaced by `arith` ops on `index`
computing exactly CuTe's `L(c)`:

* each coordinate's mode (the whole layout for a linear index) is coalesced, which keeps
  its integer function, then split colexicographically over the flattened leaves
  `(s_0,d_0), (s_1,d_1), ...` of its mode: leaf i gets `(c / (s_0*...*s_{i-1})) % s_i`
  (`arith.divui`, `arith.remui`), the last leaf gets the quotient without `%` (CuTe's
  convention), and the offset is `sum_i leaf_i * d_i` (`arith.muli`, `arith.addi`);
* a swizzled layout `Sw<B,M,S> o off o L` adds `off`, then computes
  `x ^ ((x & yyy_mask) >> S)` (`arith.andi`, `arith.shrui` -- `arith.shli` for S < 0 --,
  `arith.xori`), yyy_mask = (2^B - 1) << (M + max(0, S)) as in CuTe;
* trivial steps are not emitted: division by 1, `% 1` (always 0), multiplication by 1,
  terms with stride 0, a zero offset;
* operations whose operands are all `arith.constant`s are folded as they are built (MLIR's
  `createOrFold`).  xDSL 0.75's `canonicalize` folds `addi`/`subi`/`muli`/`andi`/`ori`/`xori`
  but has no folder for `divui`, `remui` or `shrui`, so without this a constant coordinate
  would stop folding at the first division.  With constant coordinates
  `-p lower-layout,canonicalize` therefore leaves one `arith.constant` (canonicalize removes
  the coordinates' now-dead constants).

Constants are emitted next to their use, once per `layout.apply`.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import arith
from xdsl.dialects.builtin import IndexType, IntegerAttr, ModuleOp
from xdsl.ir import Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint
from xdsl.pattern_rewriter import (
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
    op_type_rewrite_pattern,
)

from tirx_mlir.dialects.layout import ApplyOp
from tirx_mlir.layout import ComposedLayout, Layout, Swizzle, coalesce
from tirx_mlir.support import const_int


def _flat(t) -> tuple:
    if isinstance(t, tuple):
        return tuple(x for e in t for x in _flat(e))
    return (t,)


class _IndexBuilder:
    """Builds index arithmetic before one op, folding constant operands as it goes."""

    def __init__(self, rewriter: PatternRewriter, anchor: Operation):
        self.rewriter = rewriter
        self.anchor = anchor
        self.consts: dict[int, SSAValue] = {}

    def _insert(self, op: Operation) -> SSAValue:
        self.rewriter.insert(op, InsertPoint.before(self.anchor))
        return op.results[0]

    @staticmethod
    def value_of(v: SSAValue) -> int | None:
        return const_int(v)

    def const(self, n: int) -> SSAValue:
        if n not in self.consts:
            self.consts[n] = self._insert(arith.ConstantOp(IntegerAttr(n, IndexType())))
        return self.consts[n]

    def _binary(self, cls, a: SSAValue, b: SSAValue, fold) -> SSAValue:
        va, vb = self.value_of(a), self.value_of(b)
        if va is not None and vb is not None:
            return self.const(fold(va, vb))
        return self._insert(cls(a, b))

    def div(self, a: SSAValue, n: int) -> SSAValue:
        if n == 1:
            return a
        return self._binary(arith.DivUIOp, a, self.const(n), lambda x, y: x // y)

    def rem(self, a: SSAValue, n: int) -> SSAValue:
        return self._binary(arith.RemUIOp, a, self.const(n), lambda x, y: x % y)

    def mul(self, a: SSAValue, n: int) -> SSAValue:
        if n == 1:
            return a
        return self._binary(arith.MuliOp, a, self.const(n), lambda x, y: x * y)

    def add(self, a: SSAValue | None, b: SSAValue) -> SSAValue:
        if a is None:
            return b
        return self._binary(arith.AddiOp, a, b, lambda x, y: x + y)

    def andi(self, a: SSAValue, n: int) -> SSAValue:
        return self._binary(arith.AndIOp, a, self.const(n), lambda x, y: x & y)

    def shrui(self, a: SSAValue, n: int) -> SSAValue:
        return self._binary(arith.ShRUIOp, a, self.const(n), lambda x, y: x >> y)

    def shli(self, a: SSAValue, n: int) -> SSAValue:
        return self._binary(arith.ShLIOp, a, self.const(n), lambda x, y: x << y)

    def xori(self, a: SSAValue, b: SSAValue) -> SSAValue:
        return self._binary(arith.XOrIOp, a, b, lambda x, y: x ^ y)


def _mode_offset(b: _IndexBuilder, coord: SSAValue, shape, stride, acc: SSAValue | None):
    """acc + (offset of integer coordinate `coord` in the mode shape:stride)."""
    leaves = list(zip(_flat(shape), _flat(stride)))
    prefix = 1
    for i, (s, d) in enumerate(leaves):
        last = i == len(leaves) - 1
        if not last and s == 1:
            continue                    # (c / p) % 1 == 0
        if d != 0:
            c = b.div(coord, prefix)
            if not last:
                c = b.rem(c, s)
            acc = b.add(acc, b.mul(c, d))
        prefix *= s
    return acc


def _emit_layout(b: _IndexBuilder, layout: Layout, coords: list[SSAValue]) -> SSAValue:
    # coalesce (whole, or by mode) keeps the integer function of each coordinate -- even
    # past the last leaf's extent -- and merges leaves whose strides chain, so
    # (64,(8,8)):(64,(1,8)) applied to (i, j) is i*64 + j.
    acc: SSAValue | None = None
    if len(coords) == 1:
        flat = coalesce(layout)
        acc = _mode_offset(b, coords[0], flat.shape, flat.stride, acc)
    else:
        for i, c in enumerate(coords):
            mode = coalesce(layout[i])
            acc = _mode_offset(b, c, mode.shape, mode.stride, acc)
    return acc if acc is not None else b.const(0)


def _emit_swizzle(b: _IndexBuilder, sw: Swizzle, x: SSAValue) -> SSAValue:
    if sw.is_identity():
        return x
    y = b.andi(x, sw.yyy_mask)
    z = b.shrui(y, sw.shift) if sw.shift >= 0 else b.shli(y, -sw.shift)
    return b.xori(x, z)


class LowerApply(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ApplyOp, rewriter: PatternRewriter, /):
        layout = op.layout.layout
        b = _IndexBuilder(rewriter, op)
        coords = list(op.coords)
        if isinstance(layout, ComposedLayout):
            x = _emit_layout(b, layout.inner, coords)
            if layout.offset:
                x = b.add(x, b.const(layout.offset))
            if isinstance(layout.outer, Swizzle):
                x = _emit_swizzle(b, layout.outer, x)
            else:
                x = _emit_layout(b, layout.outer, [x])
        else:
            x = _emit_layout(b, layout, coords)
        rewriter.replace(op, [], [x])


@dataclass(frozen=True)
class LowerLayout(ModulePass):
    """Replace every `layout.apply` by `arith` index math (see the module docstring)."""

    name = "lower-layout"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        PatternRewriteWalker(LowerApply(), apply_recursively=False).rewrite_module(op)
