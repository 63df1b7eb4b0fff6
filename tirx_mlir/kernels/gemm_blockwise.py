"""fp8 GEMM with DeepSeek-style blockwise scaling, persistent and warp-specialized, in tile IR.

C[m, n] = sum over K blocks kb of  scale_a[m, kb] * scale_b[n / 128, kb] * (A[m, kb] . B[n, kb])

A is M x K, B is N x K (K contiguous, e4m3 or e5m2), C is M x N bf16; K blocks are 128 wide
(1 x 128 activation scales, 128 x 128 weight scales, as torch's `ScalingType.BlockWise1x128`
and `BlockWise128x128`). The per-block products are promoted to f32 registers: each K block
is multiplied into a temporary accumulator by wgmma and added to the output accumulator with
its scales (`fp32 promotion of partial sums`), so no f32 partial is ever scaled twice.

The kernel is `gemm_persistent`'s (one CTA per SM walks the output tiles in grouped order;
warpgroup 0 the TMA producer, the same `producer_k_loop`; warpgroups 1 and 2 consumers; the
TMA-store epilogue overlapped with the next tile) with its own consumer K loop. One pipeline
stage holds 128 bytes of K, which for fp8 is exactly one 128-wide scale block. Per stage and
consumer warpgroup (rows row0 .. row0 + 63 of the tile):

    %sa = tile.load SA[kt : 1, m0 + row0 : 64] -> row fragment      (its 2 rows per thread)
    %sb = tile.load SB[nb : 1, kt : 1] -> f32                       (per 128 columns)
    consumer_wait
    for each 128-column part p of the tile (BN / 128 parts; 1 for BN <= 128):
        %t = tile.gemm_async %a, %b_p, %t overwrite               (t = A_kb . B_kb,p^T)
        aproxy.wgmma_wait 0           [last part: consumer_release of the stage]
        %s = tile.scale %sa, %sb_p                                  (scale_a[row] * scale_b)
        %acc_p = tile.fma %t, %s, %acc_p                            (acc += t * s, per row)

The scale loads of K block kt + 1 are issued in iteration kt (`prefetch`, carried in the
loop), so their latency hides behind a whole stage.
One temporary accumulator (64 x min(BN, 128) f32) serves every part: BN = 256 keeps
2 x 64 + 64 f32 registers of accumulators per thread.

Kernel signature: `@gemm_blockwise_<dtype>(%A, %B, %C, %SA, %SB: !tile.global<...>, %M, %N,
%K: i32)`; %SA is the K/128 x M row_major f32 tensor (torch's scale_a (M, K/128) with strides
(1, M)) and %SB the N/128 x K/128 row_major one (the weight's scales, K blocks contiguous:
what torch's BlockWise128x128 takes transposed, its K blocks padded to a multiple of 4),
K/128 and N/128 rounded up.

    python -m tirx_mlir.kernels.gemm_blockwise [--bn 256] [--stages 4] [--dtype e4m3|e5m2]
"""

from __future__ import annotations

import argparse

from xdsl.dialects import arith, scf
from xdsl.dialects.builtin import DYNAMIC_INDEX, ModuleOp, i32
from xdsl.ir import Block, Region, SSAValue

from tirx_mlir.dialects import aproxy as ap
from tirx_mlir.dialects import tile
from tirx_mlir.dialects.layout import WgmmaAccAttr
from tirx_mlir.kernels.persistent_common import (operand_pipeline, stage_buffers, tile_at,
                                                tile_counts, tile_loop)
from tirx_mlir.kernels.gemm_tile import (THREADS, WG_ROWS, _smem, _view, bf16, check_params,
                                         consumer_start, f32, global_operands, index,
                                         producer_k_loop)
from tirx_mlir.kernels.ir_builder import BlockBuilder, kernel_entry, kernel_module, module_text
from tirx_mlir.lang.gemm_persistent import RASTERS, grid_for

BLOCK = 128  # K (and N) extent of one scale block
STAGGER = 6  # named barrier of the consumer stagger (0: the CTA, 8 + warpgroup: each warpgroup)
DTYPES_FP8 = ("e4m3", "e5m2")
BNS = (64, 128, 192, 256)
_B = BlockBuilder


def parts_of(bn: int, pn: int | None = None) -> tuple[int, int]:
    """(parts, columns per part): by default one part per 128-column scale block."""
    pn = pn or (min(bn, BLOCK) if bn % BLOCK == 0 or bn < BLOCK else 64)
    return bn // pn, pn


def scale_cols(bn: int) -> list[int]:
    """Column offsets in the tile of the scale_b values a K block needs: one per 128-column
    block when BN is a multiple of 128 (or below it: tiles inside one block), else one per
    64-column part (BN = 192: a tile starts at a multiple of 64, so each part is inside one
    block, but which one depends on the tile)."""
    if bn % BLOCK == 0 or bn < BLOCK:
        return [j * BLOCK for j in range(max(1, bn // BLOCK))]
    return list(range(0, bn, 64))


def smem_bytes(bn: int, stages: int, pn: int | None = None) -> int:
    """The A and B stages, one 64 x pn bf16 C tile per consumer warpgroup, the barriers
    (gemm_tile.smem_bytes)."""
    from tirx_mlir.kernels import gemm_tile

    return gemm_tile.smem_bytes(bn, stages, "tma", parts_of(bn, pn)[1])


def check_blockwise_params(bn: int, stages: int, dtype: str, raster: str, group: int,
                           pn: int | None = None, temps: int = 1) -> None:
    """gemm_tile.check_params's diagnostics (shared memory asked against the 227 KB limit)
    plus the blockwise kernel's: fp8 operands, BN one of 64 / 128 / 192 / 256 and parts that
    each lie inside one 128-column block of scale_b (192: 64-column parts)."""
    if dtype not in DTYPES_FP8:
        raise ValueError(f"gemm_blockwise: expected dtype one of {DTYPES_FP8} (blockwise scaling "
                         f"is for fp8 operands), found {dtype!r}")
    if bn not in BNS:
        raise ValueError(f"gemm_blockwise: expected BN one of {BNS} (each 128-column block of "
                         f"scale_b covers whole parts of the tile), found {bn}")
    if pn is not None and (pn not in (64, 128) or pn > bn or bn % pn or (bn % BLOCK and pn > 64
                                                                         and bn > BLOCK)):
        raise ValueError(f"gemm_blockwise: expected part columns 64 or 128 dividing BN = {bn} "
                         f"(a part lies in one 128-column block of scale_b), found {pn}")
    parts = parts_of(bn, pn)[0]
    if temps not in (1, 2) or (temps == 2 and parts < 2):
        raise ValueError(f"gemm_blockwise: expected temps 1, or 2 with at least 2 parts (one "
                         f"part in flight while the previous is promoted), found temps = "
                         f"{temps} with {parts} part(s)")
    check_params(bn, stages, "tma", dtype, parts_of(bn, pn)[1])
    if raster not in RASTERS:
        raise ValueError(f"gemm_blockwise: expected raster one of {RASTERS}, found {raster!r}")
    if group < 1 or (raster == "row" and group != 1):
        raise ValueError(f"gemm_blockwise: expected group >= 1 (1 for raster 'row'), found {group}")


def _load_scales(lb: _B, SA, SB, kt, m_row, n0, bn, rows_t) -> list[SSAValue]:
    """[scale_a of this warpgroup's 64 rows (a row fragment), scale_b of each 128-column
    block of the tile] for K block `kt` (0 where kt is past the last block)."""
    sa_g = _view(lb, SA, None, [kt, m_row], [1, WG_ROWS],
                 tile.GlobalType([1, WG_ROWS], f32, "row_major"), "sa_g")
    out = [lb(tile.LoadOp(sa_g, rows_t, "warpgroup"))]
    out[0].name_hint = "sa"
    for off in scale_cols(bn):
        col = n0 if off == 0 else lb.add(n0, lb.idx(off))
        nb = lb(arith.DivUIOp(col, lb.idx(BLOCK)))
        nb.name_hint = "nb"
        sb_g = _view(lb, SB, None, [nb, kt], [1, 1], tile.GlobalType([1, 1], f32, "row_major"),
                     "sb_g")
        out.append(lb(tile.LoadOp(sb_g, f32, "warpgroup")))
        out[-1].name_hint = "sb"
    return out


def blockwise_k_loop(r: _B, SA, SB, sA, sB, pipe, kt_n, row0, m_row, n0, cs0, bn, et, BK,
                     pn: int | None = None, temps: int = 1, prefetch: int = 1,
                     wg: SSAValue | None = None) -> tuple[list[SSAValue], SSAValue]:
    """Appends the consumer warpgroup's K loop with per-block promotion (module docstring):
    the tile's BN columns in parts of `pn` (each inside one 128-column block of scale_b),
    one accumulator per part, `temps` temporaries (1: each part's product waited for and
    promoted before the next is issued; 2: part p + 1 issued before part p is promoted,
    `wgmma_wait 1` in between). `prefetch` P >= 1: the scales of K block kt + P are loaded
    in iteration kt (P sets carried in the loop), so their latency hides behind P stages;
    0: loaded at the top of their own iteration. With `wg` (stagger): consumer warpgroup 1
    starts the tile's K loop only when warpgroup 0's first product has landed (named barrier
    STAGGER, 256 threads: warpgroup 1 syncs, warpgroup 0 arrives), so that one warpgroup's
    promotion runs beside the other's wgmma instead of both promoting at once. Returns (the f32 accumulators of the parts, the pipeline
    state after the last K tile); every wgmma group has completed when it returns."""
    parts, pn = parts_of(bn, pn)
    acc_t = tile.FragType([WG_ROWS, pn], f32, WgmmaAccAttr(pn, f32))
    rows_t = tile.FragType([WG_ROWS], f32, WgmmaAccAttr(pn, f32))
    inits = [r(tile.FillOp(0.0, acc_t, "warpgroup")) for _ in range(parts + temps)]
    for v in inits:
        v.name_hint = "zero"
    nsb = len(scale_cols(bn))
    one = [rows_t] + [f32] * nsb
    sc_types = one * prefetch
    sc0 = [v for d in range(prefetch)
           for v in _load_scales(r, SA, SB, r.idx(d), m_row, n0, bn, rows_t)]
    body = Block(arg_types=[index, *([acc_t] * (parts + temps)), *sc_types, ap.PipeStateType()])
    kt, cs = body.args[0], body.args[-1]
    accs = list(body.args[1:1 + parts])
    tmps = list(body.args[1 + parts:1 + parts + temps])
    carried = list(body.args[1 + parts + temps:1 + parts + temps + len(sc_types)])
    kt.name_hint, cs.name_hint = "kt", "cs"
    for v in accs:
        v.name_hint = "acc"
    for v in tmps:
        v.name_hint = "tmp"
    lb = _B(body)
    if prefetch:
        new = _load_scales(lb, SA, SB, lb.add(kt, lb.idx(prefetch)), m_row, n0, bn, rows_t)
        sa, sbs = carried[0], carried[1:len(one)]
        nxt = carried[len(one):] + new
    else:
        sa, *sbs = _load_scales(lb, SA, SB, kt, m_row, n0, bn, rows_t)
        nxt = []
    stage = lb(ap.ConsumerWaitOp(pipe, cs))
    stage.name_hint = "stage"
    a = _view(lb, sA, stage, [row0, 0], [WG_ROWS, BK], _smem(WG_ROWS, BK, 0, et), "a")
    scales: dict[int, SSAValue] = {}
    new_accs = list(accs)

    def promote(p_: int, t: SSAValue) -> None:
        j = scale_cols(bn).index(p_ * pn - p_ * pn % BLOCK) if bn % BLOCK == 0 or bn < BLOCK else p_
        if j not in scales:
            scales[j] = lb(tile.ScaleOp(sa, sbs[j], "warpgroup"))
            scales[j].name_hint = "s"
        new_accs[p_] = lb(tile.FmaOp(t, scales[j], accs[p_], "warpgroup"))
        new_accs[p_].name_hint = "acc2"

    for p_ in range(parts):
        bv = _view(lb, sB, stage, [p_ * pn, 0], [pn, BK], _smem(pn, BK, 0, et), "b")
        i = p_ % temps
        tmps[i] = lb(tile.GemmAsyncOp(a, bv, tmps[i], "warpgroup", overwrite=True))
        tmps[i].name_hint = "t"
        if temps == 1:
            lb.op(ap.WgmmaWaitOp(0))
            if wg is not None and p_ == 0:
                first = lb(arith.AndIOp(lb(arith.CmpiOp(kt, lb.idx(0), "eq")),
                                        lb(arith.CmpiOp(wg, lb.idx(0), "eq"))))
                arrive = Block([ap.NamedBarrierArriveOp(STAGGER, 256), scf.YieldOp()])
                lb.op(scf.IfOp(first, [], Region(arrive)))
            if p_ == parts - 1:
                # Every wgmma reading the stage has completed: the producer may refill it
                # while the last part is promoted.
                lb.op(ap.ConsumerReleaseOp(pipe, cs))
            promote(p_, tmps[i])
        elif p_ > 0:
            lb.op(ap.WgmmaWaitOp(1))  # part p - 1 has landed; part p runs on
            promote(p_ - 1, tmps[(p_ - 1) % temps])
    if temps > 1:
        lb.op(ap.WgmmaWaitOp(0))
        lb.op(ap.ConsumerReleaseOp(pipe, cs))
        promote(parts - 1, tmps[(parts - 1) % temps])
    cs2 = lb(ap.AdvanceOp(cs))
    lb.op(scf.YieldOp(*new_accs, *tmps, *nxt, cs2))
    if wg is not None:
        wait = Block([ap.NamedBarrierSyncOp(STAGGER, 256), scf.YieldOp()])
        r.op(scf.IfOp(r(arith.CmpiOp(wg, r.idx(1), "eq")), [], Region(wait)))
    loop = r.op(scf.ForOp(r.idx(0), kt_n, r.idx(1), [*inits, *sc0, cs0], Region(body)))
    ds = list(loop.results[:parts])
    for d in ds:
        d.name_hint = "d"
    return ds, loop.results[-1]


def build_blockwise_gemm(bn: int = 256, stages: int = 4, dtype: str = "e4m3",
                         raster: str = "grouped", group: int = 8,
                         name: str | None = None, pn: int | None = None,
                         temps: int = 1, prefetch: int = 1, stagger: bool = False) -> ModuleOp:
    """The blockwise-scaled persistent GEMM in a module (gpu.module @kernels), named
    gemm_blockwise_<dtype> (module docstring; `pn`, `temps`: blockwise_k_loop's)."""
    check_blockwise_params(bn, stages, dtype, raster, group, pn, temps)
    if stagger and temps != 1:
        raise ValueError("gemm_blockwise: stagger is for temps = 1 (the arrive follows the first "
                         "part's wait)")
    if prefetch not in range(4):
        raise ValueError(f"gemm_blockwise: expected prefetch 0..3 (K blocks the scales are loaded "
                         f"ahead), found {prefetch}")
    parts, pn = parts_of(bn, pn)
    et, BK, g_t, c_g = global_operands(dtype)
    name = name or f"gemm_blockwise_{dtype}"
    s_g = tile.GlobalType([DYNAMIC_INDEX, DYNAMIC_INDEX], f32, "row_major")
    arg_types = [g_t, g_t, c_g, s_g, s_g, i32, i32, i32]
    entry, b = kernel_entry(arg_types, ("A", "B", "C", "SA", "SB", "M", "N", "K"))
    A, B, C, SA, SB, Mi, Ni, Ki = entry.args
    kt_n, m_tiles, n_tiles, bid, grid = tile_counts(b, Mi, Ni, Ki, BK, bn)
    tiles = b.named(b.mul(m_tiles, n_tiles), "tiles")
    sA, sB, sC = stage_buffers(b, stages, et, BK, bn, pn, 2)
    pipe = operand_pipeline(b, stages, bn, 2)

    def coords(lb: _B, t):
        return tile_at(lb, t, m_tiles, n_tiles, raster, group, bn)

    # producer: gemm_persistent's, one thread over every K tile of every tile of the CTA.
    elect_body = Block()
    e = _B(elect_body)
    ps0 = e(ap.ProducerStartOp(pipe))
    ps0.name_hint = "ps0"

    def produce(lb, t, ps):
        m0, n0 = coords(lb, t)
        return producer_k_loop(lb, A, B, sA, sB, pipe, kt_n, m0, n0, ps, bn, et, BK, "K")

    tile_loop(e, bid, grid, tiles, ps0, produce)
    producer = ap.RoleOp("producer", [0], 40,
                         Region(Block([ap.ElectOneOp("warpgroup", Region(elect_body))])))

    cbody = Block()
    r, wg, row0, cs0 = consumer_start(cbody, pipe)
    c_s = _view(r, sC, wg, [0, 0], [WG_ROWS, pn], _smem(WG_ROWS, pn), "c_s")
    out_t = tile.FragType([WG_ROWS, pn], bf16, WgmmaAccAttr(pn, f32))
    c_t = tile.GlobalType([WG_ROWS, pn], bf16, "row_major")

    def consume(lb, t, cs):
        m0, n0 = coords(lb, t)
        m_row = lb.add(m0, row0)
        m_row.name_hint = "m_row"
        ds, cs_next = blockwise_k_loop(lb, SA, SB, sA, sB, pipe, kt_n, row0, m_row, n0, cs,
                                       bn, et, BK, pn, temps, prefetch,
                                       wg if stagger else None)
        for p_, d in enumerate(ds):
            out = lb(tile.CastOp(d, out_t, "warpgroup"))
            out.name_hint = "out"
            n_col = n0 if p_ == 0 else lb.add(n0, lb.idx(p_ * pn))
            c_view = _view(lb, C, None, [m_row, n_col], [WG_ROWS, pn], c_t, "c")
            # The previous store must have read c_s before it is overwritten.
            lb.op(tile.StoreWaitOp(0, True, "warpgroup"))
            lb.op(tile.CopyOp(out, c_s, "warpgroup"))
            lb.op(tile.StoreAsyncOp(c_s, c_view, "warpgroup"))
        return cs_next

    tile_loop(r, bid, grid, tiles, cs0, consume)
    r.op(tile.StoreWaitOp(0, False, "warpgroup"))
    consumer = ap.RoleOp("consumer", [1, 2], 232, Region(cbody))
    b.op(ap.SpecializeOp([producer, consumer]))
    return kernel_module(b, name, arg_types, entry, THREADS)


def launch_params(M: int, N: int, bn: int, stages: int, sms: int, pn: int | None = None) -> dict:
    """Grid (one CTA per SM, at most one per tile), block and dynamic shared memory."""
    return {"grid": grid_for(M, N, bn, sms), "block": (THREADS, 1, 1),
            "smem": smem_bytes(bn, stages, pn)}


def blockwise_gemm_ir(bn: int = 256, stages: int = 4, dtype: str = "e4m3",
                      raster: str = "grouped", group: int = 8, pn: int | None = None,
                      temps: int = 1, prefetch: int = 1, stagger: bool = False) -> str:
    """The kernel's tile-level IR as text (it parses back with tirx-opt)."""
    return module_text(build_blockwise_gemm(bn, stages, dtype, raster, group, pn=pn,
                                            temps=temps, prefetch=prefetch, stagger=stagger))


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--bn", type=int, default=256, choices=BNS)
    p.add_argument("--stages", type=int, default=4)
    p.add_argument("--dtype", default="e4m3", choices=DTYPES_FP8)
    p.add_argument("--raster", default="grouped", choices=RASTERS)
    p.add_argument("--group", type=int, default=8)
    p.add_argument("--part", type=int, default=None, choices=(64, 128),
                   help="columns per accumulator part (default min(BN, 128))")
    p.add_argument("--temps", type=int, default=1, choices=(1, 2),
                   help="temporaries: 2 keeps the next part in flight while one is promoted")
    p.add_argument("--prefetch", type=int, default=1, choices=(0, 1, 2, 3),
                   help="load the scales this many K blocks ahead")
    p.add_argument("--stagger", action="store_true",
                   help="consumer warpgroup 1 starts each tile's K loop a product later")
    args = p.parse_args(argv)
    print(blockwise_gemm_ir(args.bn, args.stages, args.dtype, args.raster, args.group,
                            args.part, args.temps, args.prefetch, args.stagger), end="")


if __name__ == "__main__":
    main()
