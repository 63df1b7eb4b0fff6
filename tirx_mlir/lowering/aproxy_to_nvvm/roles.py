"""aproxy-to-nvvm patterns for roles and CTA-level barriers (dialects/aproxy/roles.py).

* `named_barrier_sync` / `_arrive` -> `bar.sync` / `bar.arrive id, threads` (PTX ISA "bar");
* `warpgroup_index` -> the thread's position among its role's warpgroups (wg = tid.x / 128);
* region ops, lowered after every leaf op (REGION_PATTERNS): `elect_one warpgroup` ->
  `scf.if (tid.x % 128 == 0)`, `elect_one warp` -> the `elect.sync` predicate (PTX ISA
  "elect.sync"); `specialize` -> one `scf.if` on membership per role, starting with
  `setmaxnreg.dec` / `.inc` (PTX ISA "setmaxnreg") when its regs differ from the entry count
  (65536 / block threads, rounded down to a multiple of 8, at most 256); kernels with register
  budgets get `tirx.min_ctas_per_sm = 1` (the target prints `.minnctapersm 1`).
"""

from __future__ import annotations

from xdsl.dialects import arith
from xdsl.dialects.builtin import IntegerAttr
from xdsl.pattern_rewriter import PatternRewriter

from tirx_mlir.dialects import aproxy as ap

from .common import AproxyLowering, c32, if_, ins, nv, to_index


class NamedBarrierSyncLowering(AproxyLowering):
    """`named_barrier_sync id(i), threads(n)` -> `bar.sync i, n`."""

    def rewrite(self, op: ap.NamedBarrierSyncOp, rewriter: PatternRewriter) -> None:
        nv(op, "bar.sync", id=op.barrier_id.value.data, count=op.threads.value.data)
        rewriter.erase(op)


class NamedBarrierArriveLowering(AproxyLowering):
    """`named_barrier_arrive id(i), threads(n)` -> `bar.arrive i, n`."""

    def rewrite(self, op: ap.NamedBarrierArriveOp, rewriter: PatternRewriter) -> None:
        nv(op, "bar.arrive", id=op.barrier_id.value.data, count=op.threads.value.data)
        rewriter.erase(op)


class WarpgroupIndexLowering(AproxyLowering):
    """`warpgroup_index` -> wg - first (contiguous warpgroups), else a select chain (index)."""

    def rewrite(self, op: ap.WarpgroupIndexOp, rewriter: PatternRewriter) -> None:
        role = ap.enclosing(op, ap.RoleOp)
        wgs = role.warpgroup_list
        wg = self.k.wg()
        if wgs == list(range(wgs[0], wgs[0] + len(wgs))):
            pos = ins(op, arith.SubiOp(wg, c32(op, wgs[0]))).results[0]
        else:
            pos = c32(op, 0)
            for i, w in enumerate(wgs[1:], start=1):
                eq = ins(op, arith.CmpiOp(wg, c32(op, w), "eq")).results[0]
                pos = ins(op, arith.SelectOp(eq, c32(op, i), pos)).results[0]
        r = to_index(op, pos)
        r.name_hint = op.result.name_hint
        self.replace(op, rewriter, [r])


class ElectOneLowering(AproxyLowering):
    """`elect_one warpgroup|warp { body }` -> `scf.if (elected) { body }`."""

    def rewrite(self, op: ap.ElectOneOp, rewriter: PatternRewriter) -> None:
        if op.scope.data == "warpgroup":
            cond = self.k.leader()
        else:
            cond = nv(op, "elect.sync", [c32(op, -1)], None).results[1]
        body = op.body.block
        op.body.detach_block(body)
        if_(op, cond, body)
        rewriter.erase(op)


class SpecializeLowering(AproxyLowering):
    """`specialize { role ... }` -> one `scf.if` on warpgroup membership per role."""

    def rewrite(self, op: ap.SpecializeOp, rewriter: PatternRewriter) -> None:
        k = self.k
        threads = k.dims[0]
        entry_regs = min(256, (65536 // threads) // 8 * 8)
        wg = k.wg()
        budget = False
        for role in op.roles:
            wgs = role.warpgroup_list
            if len(wgs) == 1:
                cond = ins(op, arith.CmpiOp(wg, c32(op, wgs[0]), "eq")).results[0]
            elif wgs == list(range(wgs[0], wgs[0] + len(wgs))):
                lo = ins(op, arith.CmpiOp(wg, c32(op, wgs[0]), "uge")).results[0]
                hi = ins(op, arith.CmpiOp(wg, c32(op, wgs[-1]), "ule")).results[0]
                cond = ins(op, arith.AndIOp(lo, hi)).results[0]
            else:
                cond = None
                for w in wgs:
                    eq = ins(op, arith.CmpiOp(wg, c32(op, w), "eq")).results[0]
                    cond = eq if cond is None else ins(op, arith.OrIOp(cond, eq)).results[0]
            body = role.body.block
            role.body.detach_block(body)
            _, block = if_(op, cond, body)
            if role.regs is not None:
                budget = True
                r = role.regs.value.data
                if r != entry_regs:
                    nv(block.first_op, "setmaxnreg", action="dec" if r < entry_regs else "inc",
                       count=r, diag_at=role)
        if budget:
            k.func.attributes["tirx.min_ctas_per_sm"] = IntegerAttr(1, 64)
        rewriter.erase(op)
