"""`tile-dispatch`: every tile primitive replaced by the implementation its registry picks.

Expects: `gpu.func` kernels holding `tile` ops (verified), with `!tile.global` kernel
arguments, shared tiles from `tile.alloc` / `tile.view`, and fragments flowing through SSA
values (scf.for iter_args included).

Guarantees, for every kernel:
* each tile primitive is lowered by exactly one variant: the one its `dispatch = "name"`
  attribute forces, else the highest-priority variant of its family whose predicates all
  hold (registry.py). Variants are chosen for every op before any op is rewritten, so a
  choice never depends on another op's lowering. When no variant applies, or a forced one
  does not, the diagnostic is at the op and lists each variant with its reason;
* no tile op or tile type remains: shared tiles become `!aproxy.smem` regions
  (`aproxy.smem_alloc` 1024-aligned, `aproxy.smem_offset` views), fragments become one
  `vector<K x T>` per thread (block arguments and scf results included), global tensors used
  by TMA become `!aproxy.tensormap<...>` kernel arguments (the kernel attribute
  `tile.tensormaps` records, per such argument, its index `arg`, `dtype`, global `shape`
  (-1 = dynamic), `layout`, `box` (dimension 0 innermost) and `swizzle`, for the host to
  build the CUtensorMap), and global tensors used by pointer variants become
  `memref<...>` arguments;
* the result is aproxy + nvvm + arith/math/vector/scf/memref + `layout.apply` (run
  `lower-layout` next); generic-proxy shared accesses (st/ld.shared, stmatrix, ldmatrix)
  take their region's i32 address from `aproxy.smem_address`.
Driven by xDSL's `PatternRewriteWalker` in program order: one `VariantLowering` pattern per
primitive family applies the variant chosen for each op.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import NoReturn

from xdsl.context import Context
from xdsl.dialects import gpu
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    PatternRewriter,
    RewritePattern,
)

from tirx_mlir import support
from tirx_mlir.dialects import tile
from tirx_mlir.lowering.op_pattern import walk_once

NAME = "tile-dispatch"
VARIANT_MODULES = ("copy", "gemm", "fragment", "schedule", "rowwise", "stash", "loads", "splitk")


def load_variants():
    """Import the variant modules (each registers its variants once) and return the
    registry."""
    pkg = __name__.rsplit(".", 1)[0]
    for m in VARIANT_MODULES:
        importlib.import_module(f"{pkg}.{m}")
    from .registry import REGISTRY

    return REGISTRY


def fail(op: Operation, msg: str) -> NoReturn:
    """tile-dispatch's diagnostic at `op` ("tile-dispatch: <msg>")."""
    support.fail(NAME, op, msg, name_op=False)


#: The tile ops that are no primitive: shared tiles and views, which the lowering turns into
#: aproxy shared-memory regions once every primitive using them is lowered
#: (`Lowering.finish`, context.py).
STRUCTURAL_OPS: tuple[type[Operation], ...] = (tile.ViewOp, tile.AllocOp)


def _is_primitive(op: Operation) -> bool:
    return op.dialect_name() == "tile" and not isinstance(op, STRUCTURAL_OPS)


def lowered_op_types() -> frozenset[type[Operation]]:
    """The tile op classes tile-dispatch lowers: those with a variant family, and the
    structural ops."""
    families = set(load_variants().families())
    return frozenset({c for c in tile.TILE.operations if c.name in families} | set(STRUCTURAL_OPS))


class VariantLowering(RewritePattern):
    """The pattern of one primitive family (one tile op): each op of the family is lowered by
    the variant chosen for it before any op was rewritten (`chosen`)."""

    def __init__(self, family: str, chosen: dict[Operation, object], lowering) -> None:
        self.family = family
        self.chosen = chosen
        self.lowering = lowering

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /) -> None:
        from .registry import DispatchError

        if op.name != self.family or op not in self.chosen:
            return
        v = self.chosen.pop(op)
        try:
            v.lower(op, self.lowering)
        except (DispatchError, ValueError) as e:
            # ValueError covers tirx_mlir.layout.LayoutError and nvvm.make's slot errors.
            fail(op, f"{op.name}: variant '{v.name}': {e}")
        if op.parent is not None:
            for r in op.results:
                if r.uses:
                    fail(op, f"{op.name}: variant '{v.name}' left uses of its result")
            rewriter.erase(op)
        else:
            rewriter.has_done_action = True


def dispatch_kernel(func: gpu.FuncOp, registry) -> None:
    from .context import Lowering
    from .registry import DispatchError

    prims = [op for op in func.walk() if _is_primitive(op)]
    chosen: dict[Operation, object] = {}
    for op in prims:
        try:
            chosen[op] = registry.select(op)
        except DispatchError as e:
            fail(op, str(e))
    lowering = Lowering(func)
    patterns = [VariantLowering(f, chosen, lowering) for f in sorted({op.name for op in prims})]
    walk_once(func.body, patterns)
    for op, v in chosen.items():  # every op the walk did not reach (moved out of the kernel)
        fail(op, f"{op.name}: variant '{v.name}' was chosen but the op left the kernel before it was lowered")
    try:
        lowering.finish()
    except DispatchError as e:
        fail(func, str(e))


@dataclass(frozen=True)
class TileDispatch(ModulePass):
    """Lowers every tile primitive through the variant registry (module docstring)."""

    name = NAME

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        registry = load_variants()
        for t in op.walk():
            if _is_primitive(t) or isinstance(t, STRUCTURAL_OPS):
                p = t.parent_op()
                while p is not None and not isinstance(p, gpu.FuncOp):
                    p = p.parent_op()
                if p is None:
                    fail(t, f"{t.name}: expected to be inside a gpu.func kernel")
        funcs = [f for f in op.walk() if isinstance(f, gpu.FuncOp)]
        for f in funcs:
            if any(o.dialect_name() == "tile" for o in f.walk()) or any(
                    isinstance(t, tile.GlobalType) for t in f.function_type.inputs.data):
                dispatch_kernel(f, registry)
