"""fp8 GEMM with DeepSeek-style blockwise scaling, persistent and warp-specialized, written in
the front end.

C[m, n] = sum over K blocks kb of  scale_a[m, kb] * scale_b[n / 128, kb] * (A[m, kb] . B[n, kb])

A is M x K, B is N x K (K contiguous, e4m3 or e5m2: `DTYPE`), C is M x N bf16; K blocks are
128 wide (1 x 128 activation scales, 128 x 128 weight scales, as torch's
`ScalingType.BlockWise1x128` and `BlockWise128x128`). The per-block products are promoted
to f32 registers: each K block is multiplied into a temporary accumulator by wgmma
(`tx.gemm_overwrite`) and added to the output accumulator with its scales (`tx.fma`), so no
f32 partial is ever scaled twice.

The kernel is gemm_persistent's (one CTA per SM walks the output tiles in the `RASTER`
order; warpgroup 0 the TMA producer, the same `load_k_tiles`; warpgroups 1 and 2 consumers;
the TMA-store epilogue overlapped with the next tile) with its own consumer K loop. One
pipeline stage holds 128 bytes of K, which for fp8 is exactly one 128-wide scale block. Per
stage and consumer warpgroup (rows row0 .. row0 + 63 of the tile):

    sa = tx.load_rows(SA[kt:kt + 1, m_row:m_row + 64], like=acc)   (its 2 rows per thread)
    sb = tx.load_scalar(SB[nb:nb + 1, kt:kt + 1])                   (per 128 columns)
    pipe.wait(cs)
    for each part p of PN columns of the tile (BN / PN parts; PN = PART or min(BN, 128)):
        t = tx.gemm_overwrite(a, b_p, t)                 (t = A_kb . B_kb,p^T)
        tx.wgmma_wait(0)          [last part: pipe.release of the stage]
        acc_p = tx.fma(t, tx.scale(sa, sb_p), acc_p)     (acc += t * scale_a[row] * scale_b)

Options: TEMPS = 2 keeps part p + 1 in flight while part p is promoted (`wgmma_wait(1)`);
PREFETCH P loads the scales of K block kt + P in iteration kt (P sets carried in the loop;
0: at the top of their own iteration); STAGGER: consumer warpgroup 1 starts each tile's K
loop only once warpgroup 0's first product has landed (named barrier 6, 256 threads).

Arguments: SA is the K/128 x M row_major f32 tensor (torch's scale_a (M, K/128) with strides
(1, M)) and SB the N/128 x K/128 row_major one (K blocks contiguous), K/128 and N/128 rounded
up. Host side: kernels/blockwise.py. The IR is op for op the hand builder's it replaced
(test/test_lang_gemm_blockwise.py).

    python -m tirx_mlir.lang.gemm_blockwise [--bn 256] [--stages 4] [--dtype e4m3|e5m2] ...
"""

from __future__ import annotations

import argparse

from tirx_mlir.kernels import gemm_common as _tile
from tirx_mlir.lang.gemm_persistent import (RASTERS, THREADS, WG_ROWS, _origin, operand_stages, schedule_sizes,
                                            grid_for, load_k_tiles)

import tirx_mlir.lang as tx

M_, N_, K_, KB_, NB_, MS_ = tx.symbols("M N K KB NB MS")
BLOCK = 128  # K (and N) extent of one scale block
STAGGER_BARRIER = 6  # the named barrier of the consumer stagger
DTYPES_FP8 = ("e4m3", "e5m2")
BNS = (64, 128, 192, 256)
MAX_SCALES = 12  # carried scale values: PREFETCH (<= 3) sets of 1 + at most 3 (BN 192)


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
    (gemm_common.smem_bytes)."""
    return _tile.smem_bytes(bn, stages, "tma", parts_of(bn, pn)[1])


def check_blockwise_params(bn: int, stages: int, dtype: str, raster: str, group: int,
                           pn: int | None = None, temps: int = 1, prefetch: int = 1,
                           stagger: bool = False) -> None:
    """gemm_common.check_params's diagnostics (shared memory asked against the 227 KB limit)
    plus the blockwise kernel's: fp8 operands, BN one of 64 / 128 / 192 / 256, parts that
    each lie inside one 128-column block of scale_b (192: 64-column parts), temps, prefetch
    and stagger (ValueError)."""
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
    _tile.check_params(bn, stages, "tma", dtype, parts_of(bn, pn)[1])
    if raster not in RASTERS:
        raise ValueError(f"gemm_blockwise: expected raster one of {RASTERS}, found {raster!r}")
    if group < 1 or (raster == "row" and group != 1):
        raise ValueError(f"gemm_blockwise: expected group >= 1 (1 for raster 'row'), found {group}")
    if stagger and temps != 1:
        raise ValueError("gemm_blockwise: stagger is for temps = 1 (the arrive follows the first "
                         "part's wait)")
    if prefetch not in range(4):
        raise ValueError(f"gemm_blockwise: expected prefetch 0..3 (K blocks the scales are loaded "
                         f"ahead), found {prefetch}")



def _padded(values, n: int) -> tuple:
    """`values` followed by None up to n (the unused loop-carried names)."""
    return tuple(values) + (None,) * (n - len(values))


@tx.macro
def load_scales(SA, SB, kb, m_row, n0, like, bn: int):
    """(scale_a of the warpgroup's 64 rows as a row fragment of `like`, then scale_b of each
    column block of the tile: scale_cols) for K block kb (0 past the last block)."""
    out = [tx.load_rows(SA[kb:kb + 1, m_row:m_row + WG_ROWS], like=like)]
    for off in scale_cols(bn):
        col = n0 if off == 0 else n0 + off
        nb = col // BLOCK
        out.append(tx.load_scalar(SB[nb:nb + 1, kb:kb + 1]))
    return tuple(out)


@tx.macro
def promote(t, acc, sa, sb, cache: dict, j: int):
    """acc + t * (scale_a[row] * scale_b[j]); the factor of block j computed once per K block
    (`cache`)."""
    if j not in cache:
        cache[j] = tx.scale(sa, sb[j])
    return tx.fma(t, cache[j], acc)


@tx.macro
def k_block(SA, SB, sA, sB, pipe, kt, cs, accs, tmps, scales, wg, row0, m_row, n0, bn: int,
            pn: int, temps: int, prefetch: int, stagger: bool):
    """One K block of a consumer warpgroup: its scales (carried from `prefetch` blocks ahead,
    loading block kt + prefetch; or loaded now), the products of the parts into the
    temporaries, each promoted into its accumulator (module docstring). Returns the carried
    state: (accumulators, temporaries, scale sets, pipeline state), padded with None."""
    parts = bn // pn
    nsc = 1 + len(scale_cols(bn))
    if prefetch:
        new = load_scales(SA, SB, kt + prefetch, m_row, n0, accs[0], bn)
        sa, sb = scales[0], scales[1:nsc]
        nxt = tuple(scales[nsc:prefetch * nsc]) + new
    else:
        sa, *sb = load_scales(SA, SB, kt, m_row, n0, accs[0], bn)
        nxt = ()
    stage = pipe.wait(cs)
    a = sA[stage][row0:row0 + WG_ROWS, :]
    accs, tmps = list(accs[:parts]), list(tmps[:temps])
    out = list(accs)
    cache = {}
    per_block = bn % BLOCK == 0 or bn < BLOCK  # else (BN 192) one scale per 64-column part
    for p in range(parts):
        b = sB[stage][p * pn:p * pn + pn, :]
        i = p % temps
        tmps[i] = tx.gemm_overwrite(a, b, tmps[i])
        if temps == 1:
            tx.wgmma_wait(0)
            if stagger and p == 0:
                if (kt == 0) & (wg == 0):  # warpgroup 1 may start its K loop
                    tx.barrier_arrive(STAGGER_BARRIER, 256)
            if p == parts - 1:
                # every wgmma reading the stage has completed: the producer may refill it
                # while the last part is promoted
                pipe.release(cs)
            j = p * pn // BLOCK if per_block else p
            out[p] = promote(tmps[i], accs[p], sa, sb, cache, j)
        elif p > 0:
            tx.wgmma_wait(1)  # part p - 1 has landed; part p runs on
            j = (p - 1) * pn // BLOCK if per_block else p - 1
            out[p - 1] = promote(tmps[(p - 1) % temps], accs[p - 1], sa, sb, cache, j)
    if temps > 1:
        tx.wgmma_wait(0)
        pipe.release(cs)
        j = (parts - 1) * pn // BLOCK if per_block else parts - 1
        out[parts - 1] = promote(tmps[(parts - 1) % temps], accs[parts - 1], sa, sb, cache, j)
    return (*_padded(out, 4), *_padded(tmps, 2), *_padded(nxt, MAX_SCALES), tx.advance(cs))


@tx.kernel(threads=THREADS, name="gemm_blockwise_{DTYPE}")
def gemm_blockwise(A: tx.Tensor[M_, K_, tx.dtype_param("DTYPE")],
                   B: tx.Tensor[N_, K_, tx.dtype_param("DTYPE")],
                   C: tx.Tensor[M_, N_, tx.bf16], SA: tx.Tensor[KB_, MS_, tx.f32],
                   SB: tx.Tensor[NB_, KB_, tx.f32], M: tx.i32, N: tx.i32, K: tx.i32, *,
                   BN: int = 256, STAGES: int = 4,
                   DTYPE: tx.Const(str, choices=DTYPES_FP8) = "e4m3", RASTER: str = "grouped",
                   GROUP: int = 8, PART: int = 0, TEMPS: int = 1, PREFETCH: int = 1,
                   STAGGER: bool = False):
    tx.static_check(check_blockwise_params, BN, STAGES, DTYPE, RASTER, GROUP, PART or None, TEMPS,
                    PREFETCH, STAGGER)
    PARTS, PN = parts_of(BN, PART or None)
    BK = _tile.bk(DTYPE)
    k_tiles, m_tiles, n_tiles, bid, grid = schedule_sizes(M, N, K, BK, BN)
    tiles = m_tiles * n_tiles
    sA, sB, sC, pipe = operand_stages(DTYPE, BK, BN, STAGES, PN, consumers=2)

    with tx.role("producer", warpgroups=[0], regs=40), tx.elect_one():
        ps = pipe.producer_start()
        for t in tx.range(bid, tiles, grid):
            m0, n0 = _origin(t, m_tiles, n_tiles, None, RASTER, GROUP, 1, BN)
            ps = load_k_tiles(A, B, sA, sB, pipe, ps, m0, n0, k_tiles, None, BK, BN)

    with tx.role("consumer", warpgroups=[1, 2], regs=232):
        wg = tx.warpgroup_index()
        row0 = wg * WG_ROWS
        cs = pipe.consumer_start()
        c_s = sC[wg][:, :]
        for t in tx.range(bid, tiles, grid):
            m0, n0 = _origin(t, m_tiles, n_tiles, None, RASTER, GROUP, 1, BN)
            m_row = m0 + row0
            # PARTS accumulators of 64 x PN, then TEMPS temporaries (None where unused)
            zero = tx.fill(0.0, shape=(WG_ROWS, PN), dtype=tx.f32, layout=tx.acc_layout(WG_ROWS, PN))
            zeros = [zero] + [tx.fill(0.0, like=zero) for _ in range(PARTS + TEMPS - 1)]
            acc0, acc1, acc2, acc3 = _padded(zeros[:PARTS], 4)
            tmp0, tmp1 = _padded(zeros[PARTS:], 2)
            # the scales of K blocks 0 .. PREFETCH - 1, carried
            first = []
            for d in range(PREFETCH):
                first += load_scales(SA, SB, tx.constant(d), m_row, n0, acc0, BN)
            (q0, q1, q2, q3, q4, q5, q6, q7, q8, q9, q10, q11) = _padded(first, MAX_SCALES)
            if STAGGER:
                if wg == 1:  # until warpgroup 0's first product of the tile has landed
                    tx.barrier(STAGGER_BARRIER, 256)
            for kt in tx.range(k_tiles):
                (acc0, acc1, acc2, acc3, tmp0, tmp1, q0, q1, q2, q3, q4, q5, q6, q7, q8, q9, q10,
                 q11, cs) = k_block(SA, SB, sA, sB, pipe, kt, cs, (acc0, acc1, acc2, acc3),
                                    (tmp0, tmp1), (q0, q1, q2, q3, q4, q5, q6, q7, q8, q9, q10, q11),
                                    wg, row0, m_row, n0, BN, PN, TEMPS, PREFETCH, STAGGER)
            for p, d in enumerate((acc0, acc1, acc2, acc3)[:PARTS]):
                out = tx.cast(d, tx.bf16)
                n_col = n0 if p == 0 else n0 + p * PN
                c_g = C[m_row:m_row + WG_ROWS, n_col:n_col + PN]
                tx.store_wait(0, read=True)  # the previous store has read c_s
                tx.copy(c_s, out)
                tx.store_async(c_g, c_s)
        tx.store_wait(0)


def launch_params(M: int, N: int, bn: int, stages: int, sms: int, pn: int | None = None) -> dict:
    """Grid (one CTA per SM, at most one per tile), block and dynamic shared memory."""
    return {"grid": grid_for(M, N, bn, sms), "block": (THREADS, 1, 1),
            "smem": smem_bytes(bn, stages, pn)}


def params(bn: int = 256, stages: int = 4, dtype: str = "e4m3", raster: str = "grouped",
           group: int = 8, pn: int | None = None, temps: int = 1, prefetch: int = 1,
           stagger: bool = False) -> dict:
    """The kernel's compile-time parameters for the builder-style options."""
    return dict(BN=bn, STAGES=stages, DTYPE=dtype, RASTER=raster, GROUP=group, PART=pn or 0,
                TEMPS=temps, PREFETCH=prefetch, STAGGER=bool(stagger))


def blockwise_gemm_ir(bn: int = 256, stages: int = 4, dtype: str = "e4m3",
                      raster: str = "grouped", group: int = 8, pn: int | None = None,
                      temps: int = 1, prefetch: int = 1, stagger: bool = False,
                      locations: bool = True) -> str:
    """The kernel's tile-level IR as text (it parses back with tirx-opt); a bad option is a
    ValueError with check_blockwise_params' message."""
    check_blockwise_params(bn, stages, dtype, raster, group, pn, temps, prefetch, stagger)
    return gemm_blockwise.ir(locations=locations, **params(bn, stages, dtype, raster, group, pn,
                                                           temps, prefetch, stagger))


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
    p.add_argument("--locations", action="store_true", help="each op at its Python line")
    a = p.parse_args(argv)
    _tile.print_ir("python -m tirx_mlir.lang.gemm_blockwise",
        blockwise_gemm_ir, a.bn, a.stages, a.dtype, a.raster, a.group, a.part, a.temps,
        a.prefetch, a.stagger, a.locations)


if __name__ == "__main__":
    main()
