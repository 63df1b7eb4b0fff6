"""tile-dispatch variants of the persistent-kernel ops (dialects/tile/schedule.py).

| family | variant | prio | produces |
|---|---|---|---|
| tile_coord | `arith` | 10 | i32 arithmetic: `raster("row")` mi = t / nt, ni = t % nt; `raster("grouped") group(G)` band b = t / (G·nt), rows r0 = b·G, h = min(mt - r0, G), mi = r0 + (t mod G·nt) mod h, ni = (t mod G·nt) / h; `raster("hilbert") group(G)` the band cut into G x G blocks, the Hilbert curve's d2xy inside whole blocks (`_hilbert`) |
| store_async | `tma` | 100 | as `tile.copy`'s `tma` store (fence.proxy.async, the warpgroup barrier, the elected thread's `aproxy.tma_store` boxes and `bulk_commit`) without the wait: the group stays in flight |
| store_wait | `bulk_wait` | 10 | the elected thread's `aproxy.bulk_wait N (read)`, then the warpgroup barrier (the other threads learn of the completion only through it) |
"""

from __future__ import annotations

from xdsl.dialects import arith
from xdsl.dialects.builtin import IndexType, i32

from tirx_mlir.dialects import aproxy

from . import predicates as P
from .copy import _drop_anchor, _elected, _tma_error, tma_store_begin, warpgroup_sync
from .registry import variant


@variant("tile.tile_coord", "arith", 10, [])
def lower_tile_coord(op, ctx) -> None:
    """Index arithmetic of the raster order (module docstring), in i32: tile counts fit, and
    a 64-bit division by a run-time value is a called subroutine on sm_90, a 32-bit one an
    inline sequence."""

    def ins(o):
        return ctx.insert(op, o).results[0]

    t, mt, nt = (ins(arith.IndexCastOp(v, i32)) for v in (op.tile, op.m_tiles, op.n_tiles))
    if op.raster.data == "row":
        mi, ni = ins(arith.DivUIOp(t, nt)), ins(arith.RemUIOp(t, nt))
    elif op.raster.data == "hilbert":
        mi, ni = _hilbert(ctx, op, ins, t, mt, nt, op.group.value.data)
    else:
        g = ctx.const(op, op.group.value.data, i32)
        band = ins(arith.MuliOp(g, nt))
        r0 = ins(arith.MuliOp(ins(arith.DivUIOp(t, band)), g))
        h = ins(arith.MinUIOp(ins(arith.SubiOp(mt, r0)), g))
        rem = ins(arith.RemUIOp(t, band))
        mi = ins(arith.AddiOp(r0, ins(arith.RemUIOp(rem, h))))
        ni = ins(arith.DivUIOp(rem, h))
    op.mi.replace_all_uses_with(ins(arith.IndexCastOp(mi, IndexType())))
    op.ni.replace_all_uses_with(ins(arith.IndexCastOp(ni, IndexType())))


def _hilbert(ctx, op, ins, t, mt, nt, g: int):
    """raster("hilbert") group(G) in i32 (dialects/tile/schedule.py): band b = t / (G nt),
    rows r0 = b G, h = min(mt - r0, G); rem = t mod G nt; block j = rem / (h G), columns
    c0 = j G, w = min(nt - c0, G); local = rem mod (h G). A whole block (h = w = G): the
    Hilbert curve's d2xy(local) (log2 G unrolled steps: rx = (d >> 1) & 1, ry = (d ^ rx) &
    1, the quadrant's rotation, x += s rx, y += s ry, d >>= 2), mi = r0 + y, ni = c0 + x;
    else column by column: mi = r0 + local mod h, ni = c0 + local / h."""
    def c(v):
        return ctx.const(op, v, i32)

    G = c(g)
    band = ins(arith.MuliOp(G, nt))
    r0 = ins(arith.MuliOp(ins(arith.DivUIOp(t, band)), G))
    h = ins(arith.MinUIOp(ins(arith.SubiOp(mt, r0)), G))
    rem = ins(arith.RemUIOp(t, band))
    hg = ins(arith.MuliOp(h, G))
    c0 = ins(arith.MuliOp(ins(arith.DivUIOp(rem, hg)), G))
    w = ins(arith.MinUIOp(ins(arith.SubiOp(nt, c0)), G))
    local = ins(arith.RemUIOp(rem, hg))
    # partial block: column by column
    pm = ins(arith.AddiOp(r0, ins(arith.RemUIOp(local, h))))
    pn = ins(arith.AddiOp(c0, ins(arith.DivUIOp(local, h))))
    # whole block: Hilbert d2xy
    x, y, d = c(0), c(0), local
    one = c(1)
    s = 1
    while s < g:
        rx = ins(arith.AndIOp(ins(arith.ShRUIOp(d, one)), one))
        ry = ins(arith.AndIOp(ins(arith.XOrIOp(d, rx)), one))
        flip = ins(arith.AndIOp(ins(arith.CmpiOp(ry, c(0), "eq")), ins(arith.CmpiOp(rx, one, "eq"))))
        sm1 = c(s - 1)
        xf = ins(arith.SelectOp(flip, ins(arith.SubiOp(sm1, x)), x))
        yf = ins(arith.SelectOp(flip, ins(arith.SubiOp(sm1, y)), y))
        swap = ins(arith.CmpiOp(ry, c(0), "eq"))
        x2 = ins(arith.SelectOp(swap, yf, xf))
        y2 = ins(arith.SelectOp(swap, xf, yf))
        x = ins(arith.AddiOp(x2, ins(arith.MuliOp(c(s), rx))))
        y = ins(arith.AddiOp(y2, ins(arith.MuliOp(c(s), ry))))
        d = ins(arith.ShRUIOp(d, c(2)))
        s *= 2
    whole = ins(arith.AndIOp(ins(arith.CmpiOp(h, G, "eq")), ins(arith.CmpiOp(w, G, "eq"))))
    mi = ins(arith.SelectOp(whole, ins(arith.AddiOp(r0, y)), pm))
    ni = ins(arith.SelectOp(whole, ins(arith.AddiOp(c0, x)), pn))
    return mi, ni


@variant("tile.store_async", "tma", 100,
         [P.space("src", "shared"), P.space("dst", "global"),
          P.custom("a TMA box geometry", _tma_error("dst", "src"))])
def lower_store_async_tma(op, ctx) -> None:
    """fence.proxy.async + warpgroup barrier, the elected thread's TMA stores and commit
    (copy.tma_store_begin), and no wait."""
    _drop_anchor(tma_store_begin(ctx, op, op.src, op.dst), op)


@variant("tile.store_wait", "bulk_wait", 10, [])
def lower_store_wait(op, ctx) -> None:
    """The elected thread waits for its bulk groups, then the scope's barrier."""
    scope = op.scope.data
    at = _elected(ctx, op, scope)
    ctx.insert(at, aproxy.BulkWaitOp(op.pending.value.data, op.read is not None))
    _drop_anchor(at, op)
    if scope == "warpgroup":
        warpgroup_sync(ctx, op)
