"""A persistent, warp-specialized GEMM in tile IR whose epilogue overlaps the next tile.

C = A · Bᵀ as in `gemm_tile` (A M x K, B N x K, both K contiguous, bf16/f16/e4m3/e5m2;
C M x N bf16; f32 accumulation), but one CTA per SM walks the output tiles itself:

* grid = [min(tiles, SMs), 1, 1], block = [384, 1, 1]. CTA b takes linear tiles
  b, b + grid, b + 2 grid, ... (a static schedule); `tile.tile_coord` maps a linear tile to
  its (row, column) of 128 x BN tiles in the chosen raster order (`raster="grouped"`: bands
  of `group` tile rows walked column by column, so the tiles in flight at one time share A
  rows and B columns in L2; `"row"`: row by row; `"hilbert"`: the bands cut into
  group x group blocks, each walked along a Hilbert curve).
* warpgroup 0, role "producer" (regs 40): one elected thread walks every K tile of every
  tile of its CTA through ONE S-stage pipeline (the pipeline state runs on across tiles, so
  the next tile's loads start as soon as a stage is free, during this tile's epilogue).
* warpgroups 1 and 2, role "consumer" (regs 232), cooperative: warpgroup i computes rows
  64i .. 64i+63 of every tile (the same K loop as gemm_tile: `consumer_k_loop`).
* epilogue `"tma"` (default): the accumulator is cast to bf16, the warpgroup waits until its
  previous tile's store has finished READING its shared C tile (`tile.store_wait 0 read`),
  writes the fragment there (`tile.copy`, stmatrix) and issues the TMA store
  (`tile.store_async`: fence.proxy.async, warpgroup barrier, one thread's
  cp.async.bulk.tensor + commit) without waiting for it: the store drains while the
  warpgroup runs the next tile's K loop. After the last tile, `tile.store_wait 0` (full
  completion) before the CTA exits. Epilogue `"direct"`: guarded per-register stores to C
  (for a C whose row pitch is not a multiple of 16 bytes, which TMA cannot address).

No CTA-wide barrier after the pipeline's initialization: the roles meet only on the
pipeline's mbarriers, and each consumer warpgroup syncs only itself (its named barrier).

Kernel signature: `@gemm_<dtype>(%A, %B, %C: !tile.global<?x?x..>, %M, %N, %K: i32)`, plus
`%scale: f32` with `scaled=True` (per-tensor scaling: C = scale * A.Bᵀ, the accumulator
multiplied before the cast; scale = scale_a * scale_b of torch._scaled_mm), plus
`%W: !tile.global<?xf32>, %F: !tile.global<?xi32>, %sk_tiles, %splits: i32` with
`splitk > 1` (split-K of the last partial wave, kernels/gemm_splitk.py).

    python -m tirx_mlir.kernels.gemm_persistent [--bn 256] [--stages 3] [--epilogue tma|direct]
        [--dtype bf16|f16|e4m3|e5m2] [--inflight 0|1] [--raster grouped|row] [--group 8]
        [--split 1|2|4] [--cluster 1|2] [--scaled] [--splitk S] [--cbufs 1|2]
"""

from __future__ import annotations

from xdsl.dialects import arith, scf
from xdsl.dialects.builtin import (DYNAMIC_INDEX, IntegerAttr, ModuleOp, i16, i32)
from xdsl.ir import Block, Region, SSAValue

from tirx_mlir.dialects import aproxy as ap
from tirx_mlir.dialects import gpu, tile
from tirx_mlir.dialects.layout import WgmmaAccAttr
from tirx_mlir.kernels.gemm_tile import (BK_BYTES, BM, THREADS, WG_ROWS, _smem, _view, bf16,
                                         bk, check_params, consumer_k_loop, consumer_start, f32,
                                         gemm_arguments, global_operands, index, producer_k_loop)
from tirx_mlir.kernels import gemm_splitk
from tirx_mlir.kernels.ir_builder import BlockBuilder, kernel_entry, kernel_module, module_text

EPILOGUES = ("tma", "direct")
RASTERS = ("grouped", "row", "hilbert")
CLUSTERS = (1, 2)
_B = BlockBuilder


def smem_bytes(bn: int, stages: int, epilogue: str = "tma", split: int = 1, cbufs: int = 1) -> int:
    """The stages of A and B, `cbufs` 64 x BN/split bf16 C tiles per consumer warpgroup (tma
    epilogue), the pipeline's 2 x stages mbarriers — as gemm_tile.smem_bytes."""
    from tirx_mlir.kernels import gemm_tile

    extra = (cbufs - 1) * 2 * WG_ROWS * (bn // split) * 2 if epilogue == "tma" else 0
    return gemm_tile.smem_bytes(bn, stages, epilogue, bn // split) + extra


def check_persistent_params(bn: int, stages: int, epilogue: str, dtype: str, inflight: int,
                            raster: str, group: int, cluster: int = 1, split: int = 1,
                            splitk: int = 1, cbufs: int = 1) -> None:
    """The diagnostics of gemm_tile.check_params (wgmma N, TMA boxes, shared memory: what
    was asked against the 227 KB limit) plus the persistent kernel's own options."""
    if epilogue not in EPILOGUES:
        raise ValueError(f"gemm_persistent: expected epilogue one of {EPILOGUES}, found "
                         f"{epilogue!r}")
    if split not in (1, 2, 4) or bn % split:
        raise ValueError(f"gemm_persistent: expected split 1, 2 or 4 dividing BN, found {split}")
    check_params(bn, stages, epilogue, dtype, bn // split)
    if inflight not in (0, 1):
        raise ValueError(f"gemm_persistent: expected inflight 0 or 1, found {inflight}")
    if inflight and stages < 2:
        raise ValueError("gemm_persistent: inflight=1 needs at least 2 stages (the stage of "
                         "the group in flight is released one iteration later), found 1")
    if raster not in RASTERS:
        raise ValueError(f"gemm_persistent: expected raster one of {RASTERS}, found {raster!r}")
    if group < 1 or (raster == "row" and group != 1):
        raise ValueError(f"gemm_persistent: expected group >= 1 (1 for raster 'row'), found "
                         f"{group}")
    if raster == "hilbert" and (group & (group - 1) or group > 64):
        raise ValueError(f"gemm_persistent: raster 'hilbert' takes a power-of-2 block side "
                         f"group <= 64, found {group}")
    if cluster not in CLUSTERS:
        raise ValueError(f"gemm_persistent: expected cluster one of {CLUSTERS} (CTAs along M "
                         f"sharing B), found {cluster}")
    if cbufs not in (1, 2) or (cbufs == 2 and (epilogue != "tma" or split % 2)):
        raise ValueError(f"gemm_persistent: expected cbufs 1, or 2 with the tma epilogue and an "
                         f"even split (C slice p goes to buffer p mod 2), found cbufs {cbufs} "
                         f"with epilogue {epilogue!r}, split {split}")
    need = smem_bytes(bn, stages, epilogue, split, cbufs)
    if need > ap.MAX_SMEM_BYTES:
        raise ValueError(f"gemm_persistent: {stages} stages of BN = {bn} with {cbufs} C buffers "
                         f"of 64 x {bn // split} per warpgroup need {need} bytes of shared "
                         f"memory; at most {ap.MAX_SMEM_BYTES} ({ap.MAX_SMEM_BYTES // 1024} KB) "
                         f"exist per CTA on sm_90")
    if splitk < 1 or splitk > 16:
        raise ValueError(f"gemm_persistent: expected splitk (most K splits of a tail tile) in "
                         f"[1, 16], found {splitk}")
    if splitk > 1 and bn // split > 128:
        # registers: the owner's fix-up holds its 64 x (BN/split) slice plus the partial being
        # added; with 128 f32 registers per slice (BN/split = 256) ptxas spills (368 bytes,
        # measured with ptxas -v) out of the 232 a consumer thread has (setmaxnreg 232)
        raise ValueError(f"gemm_persistent: split-K needs accumulator slices of at most 64 x 128 "
                         f"(64 f32 registers per thread; the fix-up adds a partial to each "
                         f"slice within the 232 registers of a consumer thread); found 64 x "
                         f"{bn // split} (BN {bn}, split {split}): use split >= {bn // 128}")
    if cluster == 2 and bn % 16:
        raise ValueError(f"gemm_persistent: a 2-CTA cluster multicasts B in halves of BN/2 rows "
                         f"(a multiple of 8, the swizzle atom); expected BN a multiple of 16, "
                         f"found {bn}")


def tile_counts(b: _B, Mi, Ni, Ki, BK: int, bn: int):
    """The persistent kernels' schedule sizes: k_tiles (at least one, so the consumers
    release their last stage without a run-time test), m_tiles and n_tiles of BM x bn tiles,
    and this CTA's index and the grid's CTA count (bid, grid), as named index values."""
    kt_n = b(arith.MaxUIOp(b.ceil_div(b(arith.IndexCastOp(Ki, index)), BK), b.idx(1)))
    m_tiles = b.ceil_div(b(arith.IndexCastOp(Mi, index)), BM)
    if bn & (bn - 1):
        # not a power of 2 (BN 192): in i32, since a 64-bit division by a constant that is
        # not a power of 2 is a called subroutine on sm_90
        n32 = b(arith.DivUIOp(b(arith.AddiOp(Ni, b.c32(bn - 1))), b.c32(bn)))
        n_tiles = b(arith.IndexCastOp(n32, index))
    else:
        n_tiles = b.ceil_div(b(arith.IndexCastOp(Ni, index)), bn)
    kt_n.name_hint, m_tiles.name_hint, n_tiles.name_hint = "k_tiles", "m_tiles", "n_tiles"
    bid = b(gpu.BlockIdOp(gpu.dim("x")))
    grid = b(gpu.GridDimOp(gpu.dim("x")))
    bid.name_hint, grid.name_hint = "bid", "grid"
    return kt_n, m_tiles, n_tiles, bid, grid


def tile_origin(lb: _B, mi, ni, bn: int):
    """(m0, n0), the first row and column of tile (mi, ni) of BM x bn tiles, named."""
    m0 = lb.mul(mi, lb.idx(BM))
    n0 = lb.mul(ni, lb.idx(bn))
    m0.name_hint, n0.name_hint = "m0", "n0"
    return m0, n0


def tile_at(lb: _B, t, m_tiles, n_tiles, raster: str, group: int, bn: int):
    """(m0, n0) of schedule position `t` (`tile.tile_coord` in the raster order)."""
    tc = lb.op(tile.TileCoordOp(t, m_tiles, n_tiles, raster, group))
    return tile_origin(lb, tc.mi, tc.ni, bn)


def stage_buffers(b: _B, stages: int, et, BK: int, bn: int, c_cols: int = 0, c_tiles: int = 0):
    """The shared-memory stages of A (BM x BK) and B (bn x BK), `stages` of each, and, where
    `c_tiles`, that many C staging tiles of WG_ROWS x c_cols: (sA, sB, sC or None), named."""
    sA = b(tile.AllocOp(_smem(BM, BK, stages, et)))
    sB = b(tile.AllocOp(_smem(bn, BK, stages, et)))
    sA.name_hint, sB.name_hint = "sA", "sB"
    sC = None
    if c_tiles:
        sC = b(tile.AllocOp(_smem(WG_ROWS, c_cols, c_tiles)))
        sC.name_hint = "sC"
    return sA, sB, sC


def operand_pipeline(b: _B, stages: int, bn: int, arrivals: int) -> SSAValue:
    """The A/B pipeline: `stages` stages of one A and one B tile (full: their TMA bytes;
    empty: `arrivals` consumer releases), named."""
    pipe = b(ap.PipelineOp(stages, BM * BK_BYTES + bn * BK_BYTES, arrivals))
    pipe.name_hint = "pipe"
    return pipe


def _tile_loop(b: _B, bid, grid, n_tiles, state0, body_fn) -> SSAValue:
    """`scf.for %t = %bid to %tiles step %grid iter_args(%st = state0)`: the static
    persistent schedule; `body_fn(builder, t, st)` appends the tile's work and returns the
    state to carry. Returns the state after the last tile."""
    loop_body = Block(arg_types=[index, ap.PipeStateType()])
    t, st = loop_body.args
    t.name_hint, st.name_hint = "t", "st"
    lb = _B(loop_body)
    lb.op(scf.YieldOp(body_fn(lb, t, st)))
    return b.op(scf.ForOp(bid, n_tiles, grid, [state0], Region(loop_body))).results[0]


def build_persistent_gemm(bn: int = 256, stages: int = 3, epilogue: str = "tma",
                          dtype: str = "bf16", inflight: int = 0, raster: str = "grouped",
                          group: int = 8, name: str | None = None,
                          cluster: int = 1, split: int = 1, scaled: bool = False,
                          splitk: int = 1, cbufs: int = 1) -> ModuleOp:
    """The persistent tile-level GEMM in a module (gpu.module @kernels) named gemm_<dtype>
    (module docstring)."""
    check_persistent_params(bn, stages, epilogue, dtype, inflight, raster, group, cluster, split,
                            splitk, cbufs)
    pn = bn // split  # columns of each accumulator / stored C slice
    et, BK, g_t, c_g = global_operands(dtype)
    name = name or f"gemm_{dtype}"
    # scaled: per-tensor scaling, C = scale * (A . B^T) with scale = scale_a * scale_b (f32),
    # as torch._scaled_mm's per-tensor form; applied to the f32 accumulator before the cast.
    arg_types = [g_t, g_t, c_g, i32, i32, i32] + ([f32] if scaled else [])
    names = ["A", "B", "C", "M", "N", "K"] + (["scale"] if scaled else [])
    if splitk > 1:
        arg_types += [tile.GlobalType([DYNAMIC_INDEX], f32, "row_major"),
                      tile.GlobalType([DYNAMIC_INDEX], i32, "row_major"), i32, i32]
        names += ["W", "F", "sk_tiles", "splits"]
    entry, b = kernel_entry(arg_types, names)
    A, B, C, Mi, Ni, Ki = entry.args[:6]
    scale = entry.args[6] if scaled else None
    sk_args = entry.args[len(entry.args) - 4:] if splitk > 1 else None
    # (K = 0 has no tensor map anyway: cuTensorMapEncodeTiled needs extents >= 1.)
    kt_n, m_tiles, n_tiles, bid, grid = tile_counts(b, Mi, Ni, Ki, BK, bn)
    rank = peer = b_half = None
    sched_m = m_tiles
    if cluster > 1:
        # The cluster's 2 CTAs (ranks 0, 1) take the two 128-row tiles of a 256-row band:
        # the schedule runs over bands (cluster index bid / 2, stride grid / 2).
        rank = b(ap.ClusterRankOp())
        rank.name_hint = "rank"
        peer = b(arith.SubiOp(b.idx(1), rank))
        peer.name_hint = "peer"
        mask = b(arith.ConstantOp(IntegerAttr(0b11, i16)))
        mask.name_hint = "ctas"
        b_half = (rank, mask)
        bid = b(arith.DivUIOp(bid, b.idx(cluster)))
        grid = b(arith.DivUIOp(grid, b.idx(cluster)))
        bid.name_hint, grid.name_hint = "cid", "clusters"
        sched_m = b.ceil_div(m_tiles, cluster)
        sched_m.name_hint = "m_bands"
    tiles = b.mul(sched_m, n_tiles)  # schedule units: tiles, or bands of `cluster` tiles
    tiles.name_hint = "tiles"
    units = None
    loop_n = tiles
    if sk_args is not None:
        units = gemm_splitk.Units(b, tiles, sk_args[2], sk_args[3])
        loop_n = units.units
    sA, sB, sC = stage_buffers(b, stages, et, BK, bn, pn, 2 * cbufs if epilogue == "tma" else 0)
    # empty[s] counts one release per consumer warpgroup of every CTA that reads the stage's
    # multicast half of B: 2 here, and 2 from the peer in a cluster.
    pipe = operand_pipeline(b, stages, bn, 2 * cluster)
    if cluster > 1:
        # The peer arrives on our barriers and multicasts into our stages only after it
        # knows they are initialized (PTX ISA 9.7.13.3: release/acquire at cluster scope).
        b.op(ap.ClusterSyncOp())

    def coords(lb: _B, t):
        tc = lb.op(tile.TileCoordOp(t, sched_m, n_tiles, raster, group))
        mi = tc.mi if rank is None else lb.add(lb.mul(tc.mi, lb.idx(cluster)), rank)
        return tile_origin(lb, mi, tc.ni, bn)

    # producer: one thread, every K tile of every tile of this CTA, one pipeline.
    elect_body = Block()
    e = _B(elect_body)
    ps0 = e(ap.ProducerStartOp(pipe))
    ps0.name_hint = "ps0"

    def unit(lb, t):
        """(tile, first K tile, end K tile, split-K values or None) of schedule unit t."""
        if units is None:
            return t, None, kt_n, None
        tile_i, lo, hi, sk, s, slot = units.decode(lb, t, kt_n)
        return tile_i, lo, hi, (sk, s, slot)

    def produce(lb, t, ps):
        tile_i, lo, hi, _ = unit(lb, t)
        m0, n0 = coords(lb, tile_i)
        return producer_k_loop(lb, A, B, sA, sB, pipe, hi, m0, n0, ps, bn, et, BK, "K",
                               b_half, kt_lo=lo)

    _tile_loop(e, bid, grid, loop_n, ps0, produce)
    producer = ap.RoleOp("producer", [0], 40,
                         Region(Block([ap.ElectOneOp("warpgroup", Region(elect_body))])))

    # consumers: the K loop, then the epilogue, per tile.
    cbody = Block()
    r, wg, row0, cs0 = consumer_start(cbody, pipe)
    # `cbufs` C tiles per warpgroup (stages wg * cbufs + j of sC); slice p uses tile p mod cbufs
    c_bufs = []
    if sC is not None:
        for j in range(cbufs):
            st_j = wg if cbufs == 1 else r.add(r.mul(wg, r.idx(cbufs)), r.idx(j))
            c_bufs.append(_view(r, sC, st_j, [0, 0], [WG_ROWS, pn], _smem(WG_ROWS, pn), "c_s"))
    c_s = c_bufs[0] if c_bufs else None
    out_t = tile.FragType([WG_ROWS, pn], bf16, WgmmaAccAttr(pn, f32))
    c_t = tile.GlobalType([WG_ROWS, pn], bf16, "row_major")

    def consume(lb, t, cs):
        tile_i, lo, hi, skv = unit(lb, t)
        m0, n0 = coords(lb, tile_i)
        ds, cs_next = consumer_k_loop(lb, sA, sB, pipe, hi, row0, cs, bn, et, BK, inflight,
                                      "K", some_k=True, peer=peer, parts=split, kt_lo=lo)
        if skv is None:
            store_c(lb, m0, n0, ds)
        else:
            W, F = sk_args[0], sk_args[1]
            gemm_splitk.fixup(lb, units, W, F, ds, *skv, wg, bn,
                              lambda eb, p_, d: store_c(eb, m0, n0, [d], p_), rank, cluster)
        return cs_next

    def store_c(lb, m0, n0, ds, first: int = 0):
        """The epilogue of accumulators ds = parts first, first + 1, ... of the tile."""
        m_row = lb.add(m0, row0)
        for p_, d in enumerate(ds, first):
            if scale is not None:
                d = lb(tile.ScaleOp(d, scale, "warpgroup"))
            out = lb(tile.CastOp(d, out_t, "warpgroup"))
            out.name_hint = "out"
            n_col = n0 if p_ == 0 else lb.add(n0, lb.idx(p_ * pn))
            c_view = _view(lb, C, None, [m_row, n_col], [WG_ROWS, pn], c_t, "c")
            if c_s is None:
                lb.op(tile.CopyOp(out, c_view, "warpgroup"))
            else:
                # The store that last used this C tile (cbufs slices ago: the previous slice,
                # or a previous tile's) must have read it before it is overwritten; with
                # cbufs = 2 the most recent store (the other tile's) may still be reading.
                buf = c_bufs[p_ % cbufs]
                lb.op(tile.StoreWaitOp(cbufs - 1, True, "warpgroup"))
                lb.op(tile.CopyOp(out, buf, "warpgroup"))
                lb.op(tile.StoreAsyncOp(buf, c_view, "warpgroup"))

    _tile_loop(r, bid, grid, loop_n, cs0, consume)
    if c_s is not None:
        r.op(tile.StoreWaitOp(0, False, "warpgroup"))
    consumer = ap.RoleOp("consumer", [1, 2], 232, Region(cbody))

    b.op(ap.SpecializeOp([producer, consumer]))
    if cluster > 1:
        # No CTA exits while its peer may still multicast into its shared memory or arrive
        # on its barriers: both have finished every tile when both have arrived here.
        b.op(ap.ClusterSyncOp())
    return kernel_module(b, name, arg_types, entry, THREADS, cluster)


def grid_for(M: int, N: int, bn: int, sms: int, cluster: int = 1) -> tuple[int, int, int]:
    """The launch grid: one CTA per SM, never more CTAs (clusters) than output tiles (bands of
    `cluster` tile rows); a multiple of the cluster size."""
    units = -(-M // (BM * cluster)) * -(-N // bn)
    return (cluster * max(1, min(units, sms // cluster)), 1, 1)


def launch_params(M: int, N: int, bn: int, stages: int, epilogue: str, sms: int,
                  cluster: int = 1, split: int = 1, splitk: int = 1, K: int = 0,
                  dtype: str = "bf16", cbufs: int = 1) -> dict:
    """Grid (one CTA per SM, at most one per tile), block and dynamic shared memory (the
    cluster shape is the kernel's own, `.reqnctapercluster`); with splitk > 1 also the
    split (`sk_tiles` r, `splits` S, gemm_splitk.plan) and the grid it needs."""
    p = {"grid": grid_for(M, N, bn, sms, cluster), "block": (THREADS, 1, 1),
         "smem": smem_bytes(bn, stages, epilogue, split, cbufs)}
    if splitk > 1:
        g, r, S = gemm_splitk.plan(M, N, K, bn, sms, splitk, bk(dtype), cluster)
        p.update(grid=(g, 1, 1), sk_tiles=r, splits=S)
    return p


def persistent_gemm_ir(bn: int = 256, stages: int = 3, epilogue: str = "tma",
                       dtype: str = "bf16", inflight: int = 0, raster: str = "grouped",
                       group: int = 8, cluster: int = 1, split: int = 1,
                       scaled: bool = False, splitk: int = 1, cbufs: int = 1) -> str:
    """The kernel's tile-level IR as text (it parses back with tirx-opt)."""
    return module_text(build_persistent_gemm(bn, stages, epilogue, dtype, inflight, raster,
                                             group, cluster=cluster, split=split, scaled=scaled,
                                             splitk=splitk, cbufs=cbufs))


def main(argv: list[str] | None = None) -> None:
    p = gemm_arguments(__doc__, 256, 3, "tma", EPILOGUES)
    p.add_argument("--raster", default="grouped", choices=RASTERS)
    p.add_argument("--group", type=int, default=8)
    p.add_argument("--cluster", type=int, default=1, choices=CLUSTERS)
    p.add_argument("--split", type=int, default=1, choices=(1, 2, 4))
    p.add_argument("--scaled", action="store_true", help="per-tensor scale argument (f32)")
    p.add_argument("--cbufs", type=int, default=1, choices=(1, 2),
                   help="C staging tiles per warpgroup (2: slice p+1 does not wait for slice p's store)")
    p.add_argument("--splitk", type=int, default=1,
                   help="split the last partial wave's tiles along K, at most this many ways")
    args = p.parse_args(argv)
    print(persistent_gemm_ir(args.bn, args.stages, args.epilogue, args.dtype, args.inflight,
                             args.raster, args.group, args.cluster, args.split, args.scaled,
                             args.splitk, args.cbufs), end="")


if __name__ == "__main__":
    main()
