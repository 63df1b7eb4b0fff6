"""`tile.copy` of a row fragment to global memory (variant `rows`).

A row fragment (`!tile.frag<64xf32, #layout.wgmma_acc<64xN>>`, what a row reduction gives)
holds, on thread t (warp w = (t / 32) % 4, lane l = t % 32), the values of rows
16w + l/4 and 16w + l/4 + 8 — the same values on the four lanes of a quad (PTX ISA
9.7.15.5.1.1). The copy stores them from lane l % 4 == 0 only: two guarded `memref.store`s
per quad, row r stored iff offset + r < the tensor's extent (FlashAttention's logsumexp
output, one f32 per query row).
"""

from __future__ import annotations

from xdsl.dialects import arith, memref, scf, vector
from xdsl.ir import Block, Region

from tirx_mlir.dialects import tile
from tirx_mlir.dialects.tile import space_of

from . import predicates as P
from .layouts import frag_info, global_layout
from .registry import variant


def _rows_error(op) -> str | None:
    info = frag_info(op.src.type)
    if isinstance(info, str):
        return info
    if info.cols:
        return f"expected a row fragment (rank 1), found {op.src.type}"
    dt = op.dst_type
    if space_of(dt) != "global" or len(dt.get_shape()) != 1 or global_layout(dt) != "row_major":
        return f"expected a rank-1 row_major global destination, found {dt}"
    if op.scope.data != "warpgroup":
        return f"expected scope warpgroup (a row fragment spans a warpgroup), found {op.scope.data}"
    return None


@variant("tile.copy", "rows", 60,
         [P.space("src", "register"), P.dtype_bits_in("src", 16, 32),
          P.custom("a row fragment into a rank-1 global tensor, scope warpgroup", _rows_error)])
def lower_copy_rows(op: tile.CopyOp, ctx) -> None:
    """Lane l % 4 == 0 of each quad stores its two rows, each guarded by the extent."""
    et = op.src.type.element_type
    v = ctx.vec(op.src, op)
    mem, offs = ctx.global_memref(op.dst)
    d0 = ctx.insert(op, memref.DimOp(mem, ctx.const_index(op, 0))).result
    warp, lane = ctx.warp_and_lane(op)
    c4 = ctx.const_index(op, 4)
    q = ctx.insert(op, arith.DivUIOp(lane, c4)).result
    first = ctx.insert(op, arith.CmpiOp(ctx.insert(op, arith.RemUIOp(lane, c4)).result,
                                        ctx.const_index(op, 0), "eq")).result
    base = ctx.add_index(op, offs[0], ctx.add_index(op, ctx.mul_index(op, warp, 16), q))
    for h in (0, 1):
        r = ctx.as_index(op, ctx.add_index(op, base, 8 * h))
        ok_r = ctx.insert(op, arith.CmpiOp(r, d0, "ult")).result
        ok = ctx.insert(op, arith.AndIOp(ok_r, first)).result
        val = ctx.insert(op, vector.ExtractOp(v, [h], et)).result
        body = Block([memref.StoreOp.get(val, mem, [r]), scf.YieldOp()])
        ctx.insert(op, scf.IfOp(ok, [], Region(body)))
