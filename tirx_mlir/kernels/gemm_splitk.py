"""Split-K of the persistent GEMM's last partial wave, with a fixed-order fix-up.

A persistent grid of G CTAs over T output tiles runs ceil(T / G) waves; when T mod G = r is
small the last wave leaves G - r SMs idle (2048x7168x2304 with 128x256 tiles: 448 tiles,
3 full waves of 132 and 52 tiles, 61% of the last wave idle; 128x8192x8192: 32 tiles for
132 SMs). Here the first T - r tiles run whole, as before ("data-parallel" units), and each
of the r tail tiles is split along K into S parts (S <= G / r, S <= K tiles), so the last
wave has r * S units of K / S K tiles each:

    units  = (T - r) + r * S                    # u = bid, bid + G, ... (the static schedule)
    u < T - r:  tile u, K tiles 0 .. kt
    u >= T - r: v = u - (T - r), slot = v mod r, s = v / r
                tile T - r + slot, K tiles s*kt/S .. (s+1)*kt/S

Each split-K unit is the last unit of its CTA (r * S <= G). Split s < S - 1 (a
"contributor") writes its f32 accumulators to the workspace W (`tile.frag_store`, slot
(slot, s, warpgroup, part)) and arrives on flag F[2 slot + warpgroup] (`tile.flag_arrive`:
barrier, then red.release.gpu). Split S - 1 (the "owner") waits until that flag counts
S - 1 (`tile.flag_wait`: ld.acquire.gpu, reset to 0, barrier), adds the partials to its
own accumulators in the order s = 0, 1, ..., S - 2 (`tile.frag_load ... add(%acc)`:
((own + p0) + p1) + ..., the same bits whatever the arrival order, so the result is
deterministic run to run) and runs the usual
epilogue; contributors store nothing to C.

No deadlock: a waiting owner's contributors are units of smaller index, hence CTAs of
smaller block index of the same (last) wave; the grid has at most one CTA per SM (shared
memory), so they are resident or run before the owner (the hardware dispatches CTAs in
block-index order), and a contributor never waits for anything but its own pipeline.

Host side: `plan(M, N, K, bn, sms, splitk)` gives (grid, r, S); the kernel takes r and S as
i32 arguments (`%sk_tiles`, `%splits`; r = 0 runs every tile whole), W as
`!tile.global<?xf32>` (r (S-1) 128 BN elements) and F as `!tile.global<?xi32>` (2 r
elements, zero before the first launch; each owner leaves its flags at zero).
"""

from __future__ import annotations

from xdsl.dialects import arith, scf
from xdsl.dialects.builtin import IndexType, i32
from xdsl.ir import Block, Region, SSAValue

from tirx_mlir.dialects import tile
from tirx_mlir.kernels.ir_builder import BlockBuilder as _B

index = IndexType()
#: rows of the output tile (two consumer warpgroups of 64 rows)
BM = 128


def plan(M: int, N: int, K: int, bn: int, sms: int, splitk: int, bk: int = 64,
         cluster: int = 1) -> tuple[int, int, int]:
    """(grid, r, S): r tail tiles split S ways (module docstring); (min(T, sms), 0, 1) when
    the split does not apply (splitk <= 1, no partial wave, or S < 2). With `cluster` = 2 the
    schedule's tiles are bands of 2 tile rows (one per CTA of a cluster), r counts bands,
    and the grid (in CTAs) is a multiple of 2."""
    T = -(-M // (BM * cluster)) * -(-N // bn)
    G = sms // cluster
    kt = max(1, -(-K // bk))
    q, r = divmod(T, G)
    if splitk <= 1 or r == 0:
        return cluster * min(T, G), 0, 1
    S = min(splitk, G // r, kt)
    if S < 2:
        return cluster * min(T, G), 0, 1
    return cluster * (G if q else r * S), r, S


def workspace_elems(r: int, S: int, bn: int, cluster: int = 1) -> int:
    """f32 elements of W: one 128 x BN partial tile per contributor (r tiles or bands of
    `cluster` tiles, S - 1 contributors each)."""
    return max(1, r * cluster * (S - 1) * BM * bn)


def flag_elems(r: int, cluster: int = 1) -> int:
    return max(1, 2 * r * cluster)


def _i32(b: _B, v: SSAValue) -> SSAValue:
    return b(arith.IndexCastOp(v, i32))


def _idx(b: _B, v: SSAValue) -> SSAValue:
    return b(arith.IndexCastOp(v, index))


class Units:
    """The kernel values of the split (`%sk_tiles`, `%splits` as index) and per-unit decoding."""

    def __init__(self, b: _B, tiles: SSAValue, sk_tiles: SSAValue, splits: SSAValue):
        self.r = _idx(b, sk_tiles)
        self.S = _idx(b, splits)
        self.r.name_hint, self.S.name_hint = "sk_tiles", "splits"
        self.dp = b(arith.SubiOp(tiles, self.r))
        self.dp.name_hint = "dp_tiles"
        self.units = b.add(self.dp, b.mul(self.r, self.S))
        self.units.name_hint = "units"

    def decode(self, b: _B, u: SSAValue, kt_n: SSAValue):
        """(tile, kt_lo, kt_hi, is_sk, s, slot) of unit u, in i32 arithmetic (a 64-bit
        division by a run-time value is a called subroutine on sm_90)."""
        sk = b(arith.CmpiOp(u, self.dp, "uge"))
        sk.name_hint = "is_sk"
        u32, dp32 = _i32(b, u), _i32(b, self.dp)
        r32 = b(arith.MaxUIOp(_i32(b, self.r), b.c32(1)))
        S32, kt32 = _i32(b, self.S), _i32(b, kt_n)
        v = b(arith.SelectOp(sk, b(arith.SubiOp(u32, dp32)), b.c32(0)))
        slot32 = b(arith.RemUIOp(v, r32))
        s32 = b(arith.DivUIOp(v, r32))
        lo32 = b(arith.DivUIOp(b(arith.MuliOp(s32, kt32)), S32))
        hi32 = b(arith.DivUIOp(b(arith.MuliOp(b(arith.AddiOp(s32, b.c32(1))), kt32)), S32))
        tile_i = b(arith.SelectOp(sk, _idx(b, b(arith.AddiOp(dp32, slot32))), u))
        kt_lo = b(arith.SelectOp(sk, _idx(b, lo32), b.idx(0)))
        kt_hi = b(arith.SelectOp(sk, _idx(b, hi32), kt_n))
        tile_i.name_hint, kt_lo.name_hint, kt_hi.name_hint = "tile", "kt_lo", "kt_hi"
        s, slot = _idx(b, s32), _idx(b, slot32)
        s.name_hint, slot.name_hint = "split", "slot"
        return tile_i, kt_lo, kt_hi, sk, s, slot


def fixup(lb: _B, units: Units, W, F, ds: list[SSAValue], sk, s, slot, wg, bn: int,
          epilogue, rank: SSAValue | None = None, cluster: int = 1) -> None:
    """The end of one unit on a consumer warpgroup: a contributor stores its partials and
    arrives; otherwise (a whole tile, or the owner after adding the partials in split order)
    `epilogue(builder, part, accumulator)` stores each part of C."""
    parts = len(ds)
    pn = bn // parts
    frag_elems = 64 * pn
    last = lb(arith.SubiOp(units.S, lb.idx(1)))
    is_owner = lb(arith.CmpiOp(s, last, "eq"))
    contrib = lb(arith.AndIOp(sk, lb(arith.XOrIOp(is_owner, lb(arith.ConstantOp.from_int_and_width(1, 1))))))
    contrib.name_hint = "contributor"
    # the CTA's own tile of the slot: slot (one tile), or slot * cluster + rank (a band)
    cslot = slot if rank is None else lb.add(lb.mul(slot, lb.idx(cluster)), rank)
    flag = lb.add(lb.mul(cslot, lb.idx(2)), wg)
    flag.name_hint = "flag"

    def ws_off(b: _B, split_i: SSAValue, p: int) -> SSAValue:
        # (((slot * (S - 1) + split) * cluster + rank) * 2 + wg) * parts + p, times one
        # fragment's elements
        row = b.add(b.mul(slot, last), split_i)
        if rank is not None:
            row = b.add(b.mul(row, b.idx(cluster)), rank)
        row = b.add(b.mul(row, b.idx(2)), wg)
        return b.mul(b.add(b.mul(row, b.idx(parts)), b.idx(p)), b.idx(frag_elems))

    # contributor: partials to W, then the flag
    cb = Block()
    c = _B(cb)
    for p, d in enumerate(ds):
        c.op(tile.FragStoreOp(d, W, ws_off(c, s, p), "warpgroup"))
    c.op(tile.FlagArriveOp(F, flag, "warpgroup"))
    c.op(scf.YieldOp())
    # otherwise: per part, the owner's fix-up (sk) then that part's epilogue; one part's
    # accumulator is dead before the next part's partials are loaded (register pressure)
    eb = Block()
    e = _B(eb)
    for p, d in enumerate(ds):
        ob = Block()
        o = _B(ob)
        if p == 0:
            o.op(tile.FlagWaitOp(F, flag, last, "warpgroup"))
        body = Block(arg_types=[index, d.type])
        i, acc = body.args
        i.name_hint, acc.name_hint = "part_split", "acc"
        lbb = _B(body)
        # acc + partial i, in split order: ((own + p0) + p1) + ..., the same bits every run
        total = lbb(tile.FragLoadOp(W, ws_off(lbb, i, p), d.type, "warpgroup", acc=acc))
        total.name_hint = "sum"
        lbb.op(scf.YieldOp(total))
        loop = o.op(scf.ForOp(o.idx(0), last, o.idx(1), [d], Region(body)))
        o.op(scf.YieldOp(*loop.results))
        nb = Block()
        nb.add_op(scf.YieldOp(d))
        fixed = e.op(scf.IfOp(sk, [d.type], Region(ob), Region(nb))).results[0]
        epilogue(e, p, fixed)
    e.op(scf.YieldOp())
    lb.op(scf.IfOp(contrib, [], Region(cb), Region(eb)))
