"""aproxy-to-nvvm patterns for shared memory: `smem_alloc`, `smem_offset`, `smem_address`
(dialects/aproxy/memory.py). Each region is an i32 address in the shared window: the
kernel's dynamic buffer `@__tirx_dyn_smem` plus the region's offset (common.smem_layout)."""

from __future__ import annotations

from xdsl.pattern_rewriter import PatternRewriter

from tirx_mlir.dialects import aproxy as ap
from tirx_mlir.lowering.op_pattern import table_patterns

from .common import AproxyLowering, RegionAddressLowering, add, to_i32


SmemAllocLowering, = table_patterns(RegionAddressLowering, {ap.SmemAllocOp: None},
                                    "`smem_alloc` -> `%smem + <offset>` (offsets in op order, aligned).")


class SmemOffsetLowering(AproxyLowering):
    """`smem_offset %s, %off` -> `%s + %off` (i32)."""

    def rewrite(self, op: ap.SmemOffsetOp, rewriter: PatternRewriter) -> None:
        a = add(op, self.k.val(op, op.source), to_i32(op, op.offset))
        a.name_hint = op.result.name_hint
        self.replace(op, rewriter, [a])


class SmemAddressLowering(AproxyLowering):
    """`smem_address %v` -> the view's i32 address itself."""

    def rewrite(self, op: ap.SmemAddressOp, rewriter: PatternRewriter) -> None:
        self.replace(op, rewriter, [self.k.val(op, op.view)])
