"""What the persistent builder kernels (gemm_pingpong, gemm_blockwise) share: the schedule
sizes, tile origins in a raster order, the stage buffers, the operand pipeline and the static
persistent tile loop, built with xDSL's Builder (kernels/ir_builder.py). The persistent GEMM
itself is written in the front end (tirx_mlir/lang/gemm_persistent.py), whose host-side
helpers (check_persistent_params, grid_for, RASTERS) these kernels use too."""

from __future__ import annotations

from xdsl.dialects import arith, scf
from xdsl.ir import Block, Region, SSAValue

from tirx_mlir.dialects import aproxy as ap
from tirx_mlir.dialects import gpu, tile
from tirx_mlir.kernels.gemm_tile import BK_BYTES, BM, WG_ROWS, _smem, index
from tirx_mlir.kernels.ir_builder import BlockBuilder

_B = BlockBuilder


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


def tile_loop(b: _B, bid, grid, n_tiles, state0, body_fn) -> SSAValue:
    """`scf.for %t = %bid to %tiles step %grid iter_args(%st = state0)`: the static
    persistent schedule; `body_fn(builder, t, st)` appends the tile's work and returns the
    state to carry. Returns the state after the last tile."""
    loop_body = Block(arg_types=[index, ap.PipeStateType()])
    t, st = loop_body.args
    t.name_hint, st.name_hint = "t", "st"
    lb = _B(loop_body)
    lb.op(scf.YieldOp(body_fn(lb, t, st)))
    return b.op(scf.ForOp(bid, n_tiles, grid, [state0], Region(loop_body))).results[0]
