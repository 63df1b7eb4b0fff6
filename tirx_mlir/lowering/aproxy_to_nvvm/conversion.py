"""The `aproxy-to-nvvm` pass: per kernel, retype the aproxy values carried by scf ops, run the
leaf patterns, then the region patterns (patterns.py), each with xDSL's
`PatternRewriteWalker`, and leave the kernel in cf form (see the package docstring)."""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import cf, scf
from xdsl.dialects.builtin import (
    IntegerAttr,
    ModuleOp,
    SymbolRefAttr,
    UnrealizedConversionCastOp,
)
from xdsl.ir import Attribute, Operation
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
    TypeConversionPattern,
    attr_type_rewrite_pattern,
    op_type_rewrite_pattern,
)
from xdsl.rewriter import BlockInsertPoint, InsertPoint, Rewriter
from xdsl.transforms.convert_scf_to_cf import ForLowering, IfLowering, SwitchLowering

from tirx_mlir.dialects import aproxy as ap
from tirx_mlir.lowering.op_pattern import walk_once

from .common import (
    DYN_SMEM,
    LOWERED_TYPES,
    KernelState,
    declare_dyn_smem,
    fail,
    i32,
    is_aproxy_type,
    nv,
)
from .patterns import (
    lowered_op_types,
    populate_aproxy_region_patterns,
    populate_aproxy_to_nvvm_patterns,
)


class WhileLowering(RewritePattern):
    """`scf.while` -> cf blocks (MLIR's SCFToControlFlow WhileLowering; xDSL 0.75's
    convert-scf-to-cf has no scf.while pattern): the before-region is the loop header,
    `scf.condition` a `cf.cond_br` to the after-region or out, `scf.yield` a branch back."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: scf.WhileOp, rewriter: PatternRewriter, /):
        init_block = op.parent_block()
        if init_block is None:
            return
        end_block = init_block.split_before(op)
        for t in op.result_types:
            end_block.insert_arg(t, len(end_block.args))
        before = op.before_region.first_block
        after = op.after_region.first_block
        cond = op.before_region.last_block.last_op
        yld = op.after_region.last_block.last_op
        assert isinstance(cond, scf.ConditionOp) and yld is not None
        rewriter.inline_region(op.before_region, BlockInsertPoint.before(end_block))
        rewriter.inline_region(op.after_region, BlockInsertPoint.before(end_block))
        rewriter.insert(cf.BranchOp(before, *op.arguments), InsertPoint.at_end(init_block))
        rewriter.replace(cond, cf.ConditionalBranchOp(cond.condition, after, cond.args,
                                                         end_block, cond.args))
        rewriter.replace(yld, cf.BranchOp(before, *yld.operands))
        rewriter.replace(op, [], end_block.args)


#: The aproxy ops of a kernel that keeps its scf ops through aproxy-to-nvvm (lower_kernel).
SMEM_ONLY_OPS = frozenset({"aproxy.smem_alloc", "aproxy.smem_offset", "aproxy.smem_address"})


def scf_to_cf(func: Operation) -> None:
    """Lowers the kernel's structured control flow to cf blocks: xDSL's convert-scf-to-cf
    patterns plus WhileLowering (the try_wait loops are scf.while)."""
    PatternRewriteWalker(GreedyRewritePatternApplier(
        [SwitchLowering(), IfLowering(), ForLowering(), WhileLowering()])).rewrite_region(func.regions[0])


class _Retype(TypeConversionPattern):
    """!aproxy.smem / mbarrier / pipeline / pipe_state -> i32 on the block arguments and
    results of non-aproxy ops (scf.for iter_args and results, ...). The aproxy ops keep their
    types until each is lowered: their lowering reads them."""

    @attr_type_rewrite_pattern
    def convert_type(self, typ: ap.SmemType | ap.MbarrierType | ap.PipelineType | ap.PipeStateType) -> Attribute:
        return i32

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter):  # type: ignore[misc]
        if op.name.startswith("aproxy."):
            return
        if op.name.startswith("scf."):
            super().match_and_rewrite(op, rewriter)
            return
        # Other ops keep their results (an aproxy value made by, e.g., a cast is reported
        # where it is used); their regions' block arguments are converted.
        for region in op.regions:
            for block in region.blocks:
                for arg in block.args:
                    if isinstance(arg.type, LOWERED_TYPES):
                        rewriter.replace_value_with_new_type(arg, i32)


def _uses_aproxy(func: Operation) -> bool:
    if any(is_aproxy_type(a.type) for a in func.regions[0].blocks[0].args):
        return True
    for op in func.walk():
        if op.name.startswith("aproxy.") or any(is_aproxy_type(r.type) for r in op.results):
            return True
    return False


def _check_lowerable(func: Operation) -> None:
    lowered = lowered_op_types()
    for op in func.walk():
        if op.name.startswith("aproxy.") and type(op) not in lowered:
            fail(op, f"no lowering for {op.name} (aproxy-to-nvvm has no pattern for this op)")


def lower_kernel(func: Operation, options: object = None) -> None:
    """Lowers every aproxy op of the kernel `func` (a `gpu.func` inside a `gpu.module`)."""
    _check_lowerable(func)
    # shared-memory regions only (tile.stash's): the kernel keeps its structured control flow
    smem_only = {op.name for op in func.walk() if op.name.startswith("aproxy.")} <= SMEM_ONLY_OPS
    k = KernelState(func, options)
    for arg in func.regions[0].blocks[0].args:
        if isinstance(arg.type, LOWERED_TYPES):
            fail(func, f"expected kernel arguments of aproxy type to be tensor maps only, found "
                       f"{arg.type} (shared memory, barriers and pipelines are allocated in the kernel)")
    PatternRewriteWalker(_Retype(), apply_recursively=False).rewrite_region(func.regions[0])
    if k.offsets:
        declare_dyn_smem(func.parent_op(), k.smem_align)
        k.base = nv(k.first, "mov.sym", [], [i32], type="u32", sym=SymbolRefAttr(DYN_SMEM)).results[0]
        k.base.name_hint = "smem"
        func.attributes["dynamic_smem"] = IntegerAttr(k.smem_total, 64)
    # Leaf ops first (program order, so each operand is lowered before its users) ...
    walk_once(func.regions[0], populate_aproxy_to_nvvm_patterns(k))
    # ... then the regions, innermost first.
    walk_once(func.regions[0], populate_aproxy_region_patterns(k), regions_first=True)
    for op in func.walk():
        if op.name.startswith("aproxy."):
            fail(op, f"no lowering for {op.name} (its pattern left it in place)")
    Rewriter.erase_op(k.first)
    # The casts that stood for lowered aproxy values give way to the i32 values; casts of
    # aproxy values to their lowered type (e.g. !aproxy.smem -> i32) are identities now.
    for cast in k.casts:
        cast.results[0].replace_all_uses_with(cast.inputs[0])
        Rewriter.erase_op(cast)
    for op in list(func.walk()):
        if (isinstance(op, UnrealizedConversionCastOp) and len(op.inputs) == 1
                and len(op.results) == 1 and op.inputs[0].type == op.results[0].type):
            op.results[0].replace_all_uses_with(op.inputs[0])
            Rewriter.erase_op(op)
    # The mbarrier wait loops need real loops: the kernel leaves in cf form — unless its
    # aproxy ops were shared-memory regions only (tile.stash's), which make no loop: it keeps
    # its scf.if / scf.for for the passes that read them (memref-to-nvvm's packed halves),
    # and convert-scf-to-cf lowers them later in tirx-to-ptx.
    if not smem_only:
        scf_to_cf(func)


@dataclass(frozen=True)
class AproxyToNvvm(ModulePass):
    """Lowers every aproxy op to nvvm + arith/scf (see the package docstring)."""

    name = "aproxy-to-nvvm"

    #: hang_check: wait loops time out after hang_ms, record and trap (lowering/hang_check.py)
    hang_check: bool = False
    """Wait loops that time out record where and trap (a last i64 kernel argument)."""
    hang_ms: int = 1000
    """How long a wait polls before it records and traps, in milliseconds (1 to 3600000)."""

    def __post_init__(self) -> None:
        # the option-validation hook (tirx_mlir/pass_options.py)
        from tirx_mlir.pass_options import require

        require(self, "hang_ms", 1 <= self.hang_ms <= 3_600_000,
                "a number of milliseconds in [1, 3600000] (the longest a wait may poll)")

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        funcs = [f for f in op.walk() if f.name == "gpu.func"]
        for f in funcs:
            if not _uses_aproxy(f):
                continue
            if f.parent_op() is None or f.parent_op().name != "gpu.module":
                fail(f, "expected the kernel inside a gpu.module")
            if self.hang_check:
                from tirx_mlir.lowering import hang_check

                hang_check.prepare(f, self.hang_ms)
            lower_kernel(f, self)
