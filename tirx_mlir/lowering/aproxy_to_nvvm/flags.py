"""aproxy-to-nvvm patterns for grid-scope flags (dialects/aproxy/flags.py).

The flag's address is the memref's base (`memref.extract_aligned_pointer_as_index`, which
memref-to-nvvm turns into the kernel's pointer parameter) + 4 * index, in i64:

* `flag_arrive %F[%i]` -> `red.release.gpu.global.add.u32 [addr], 1` (PTX ISA 9.7.13.7);
* `flag_wait %F[%i] count(%n)` -> `scf.while { v = ld.acquire.gpu.global.u32 [addr];
  condition(v != n) }`, then `st.relaxed.gpu.global.u32 [addr], 0` (PTX ISA 9.7.9.8 ld,
  9.7.9.9 st; 8.8 acquire / release patterns).
"""

from __future__ import annotations

from xdsl.dialects import arith, memref, scf
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.pattern_rewriter import PatternRewriter

from tirx_mlir.dialects import aproxy as ap

from .common import AproxyLowering, c32, i32, i64, ins, make_nv, nv


def flag_address(at: Operation, flags: SSAValue, idx: SSAValue) -> SSAValue:
    """i64 global address of flags[idx] (i32 elements)."""
    base = ins(at, memref.ExtractAlignedPointerAsIndexOp.get(flags)).results[0]
    base64 = ins(at, arith.IndexCastOp(base, i64)).results[0]
    i = ins(at, arith.IndexCastOp(idx, i64)).results[0]
    four = ins(at, arith.ConstantOp.from_int_and_width(4, 64)).results[0]
    off = ins(at, arith.MuliOp(i, four)).results[0]
    return ins(at, arith.AddiOp(base64, off)).results[0]


class FlagArriveLowering(AproxyLowering):
    """`flag_arrive %F[%i]` -> red.release.gpu.global.add.u32 [&F[i]], 1."""

    def rewrite(self, op: ap.FlagArriveOp, rewriter: PatternRewriter) -> None:
        a = flag_address(op, op.flags, op.index)
        nv(op, "red", [a, c32(op, 1)], None, sem="release", scope="gpu", space="global",
           op="add", type="u32")
        rewriter.erase(op)


class FlagWaitLowering(AproxyLowering):
    """`flag_wait %F[%i] count(%n)` -> an ld.acquire.gpu loop until F[i] == n, then F[i] = 0."""

    def rewrite(self, op: ap.FlagWaitOp, rewriter: PatternRewriter) -> None:
        a = flag_address(op, op.flags, op.index)
        n = ins(op, arith.IndexCastOp(op.count, i32)).results[0]
        ld = make_nv(op, "ld", [a], [i32], sem="acquire", scope="gpu", space="global",
                     type="u32")
        again = arith.CmpiOp(ld.results[0], n, "ne")
        before = Block([ld, again, scf.ConditionOp(again.result)])
        after = Block()
        after.add_op(scf.YieldOp())
        ins(op, scf.WhileOp([], [], Region(before), Region(after)))
        nv(op, "st", [a, c32(op, 0)], None, sem="relaxed", scope="gpu", space="global",
           type="u32")
        rewriter.erase(op)
