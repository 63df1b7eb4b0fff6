"""tile-dispatch variant `row_tile` of `tile.stash` (prio 20): a row tile's registers kept in
shared memory, read back at each use. Lit: test/lit/tile-rows/stash.mlir.

`%h = tile.stash %a scope(s) : T` with T an f32 row tile of K values a thread (K a multiple
of 4) over the tile's T threads becomes:

* one region of the kernel's dynamic shared memory (`aproxy.smem_alloc`, placed at the top
  of the kernel) in slices of 4·K·G bytes, one per G = min(T, 128) threads of the block (a
  warpgroup; a warp for a warp's tile): every warpgroup that runs the op holds its own
  fragment (a CTA-wide tile: its part of one). Thread tid = G·g + l keeps its values
  4q .. 4q + 3 in the 16-byte word q·G + l of slice g. The 32 threads of a warp touch 32
  consecutive words (512 contiguous bytes: four wavefronts, no bank conflict), and one
  address per thread plus constant offsets reaches every word;
* at the stash: K/4 `st.shared.v4.f32` per thread through a view (`aproxy.smem_offset`)
  of its own slice, so that the synchronization checker sees each warpgroup write and read
  only its own bytes (no thread reads another's words: no barrier is needed);
* before each op that uses %h: K/4 `ld.shared.v4.f32` of the thread's own words (PTX ISA
  9.7.9.8 "ld"), the use then taking the loaded vector. A use inside a loop reads them on
  every iteration: that is the point — the registers hold the values only between the
  read and its use.
"""

from __future__ import annotations

from xdsl.dialects import arith
from xdsl.dialects.builtin import VectorType, f32, i32

from tirx_mlir.dialects import aproxy, nvvm, tile
from tirx_mlir.dialects.tile.rows import RowsLayoutAttr

from . import predicates as P
from .copy import tile_gpu_tid
from .fragment import _from_lanes
from .registry import DispatchError, variant
from .rowwise import NAME, PRIORITY, _lanes, rows_pred


def _stash_error(op) -> str | None:
    lay = op.input.type.layout
    if not isinstance(lay, RowsLayoutAttr):
        return f"expected a row tile, found {lay}"
    k = lay.registers_per_thread(op.input.type.get_shape())
    return None if k % 4 == 0 else f"expected a multiple of 4 values a thread, found {k}"


@variant("tile.stash", NAME, PRIORITY,
         [rows_pred("input"), P.custom("a multiple of 4 values a thread", _stash_error)])
def lower_stash(op: tile.StashOp, ctx) -> None:
    """The stores at the stash, the reads before each use (module docstring)."""
    ft = op.input.type
    lay: RowsLayoutAttr = ft.layout
    k = lay.registers_per_thread(ft.get_shape())
    group = min(lay.threads.data, 128)  # the threads of one slice: a warpgroup (or the warp of a warp's tile)
    dims = aproxy.block_threads(ctx.func)
    if dims is None:
        raise DispatchError("expected the kernel to have a block = [x, y, z] attribute (a "
                            "stash has one slice per warpgroup of the block)")
    block = dims[0] * dims[1] * dims[2]
    # every warpgroup (warp) of the block that runs the op holds its own fragment: one slice
    # each, g = tid / G over the whole block (for a CTA-wide tile, the tile's warpgroups)
    region = aproxy.SmemAllocOp(4 * k * group * max(1, block // group), 16)
    ctx.insert(ctx.entry.first_op, region)
    tid = ctx.insert(op, tile_gpu_tid()).result
    g = ctx.insert(op, arith.DivUIOp(tid, ctx.const_index(op, group))).result
    lane = ctx.insert(op, arith.RemUIOp(tid, ctx.const_index(op, group))).result
    lane16 = ctx.insert(op, arith.MuliOp(ctx.insert(op, arith.IndexCastOp(lane, i32)).result,
                                         ctx.const(op, 16, i32))).result
    size = 4 * k * group  # one warpgroup's slice: its K/4 words a thread, value group by group
    view = ctx.insert(op, aproxy.SmemOffsetOp(region.result, ctx.as_index(
        op, ctx.mul_index(op, g, size)), size)).result
    mine = ctx.insert(op, arith.AddiOp(ctx.insert(op, aproxy.SmemAddressOp(view)).result,
                                       lane16)).result
    addrs = [mine] + [ctx.insert(op, arith.AddiOp(mine, ctx.const(op, 16 * group * q, i32))).result
                      for q in range(1, k // 4)]
    v4 = VectorType(f32, [4])
    lanes = _lanes(ctx, op, ctx.vec(op.input, op), f32, k)
    for q, addr in enumerate(addrs):
        data = _from_lanes(ctx, op, lanes[4 * q:4 * q + 4], v4)
        ctx.insert(op, nvvm.make("st", [addr, data], [], space="shared", vec="v4", type="f32"))
    for use in list(op.result.uses):
        user = use.operation
        got = []
        for addr in addrs:
            ld = ctx.insert(user, nvvm.make("ld", [addr], [v4], space="shared", vec="v4",
                                            type="f32")).results[0]
            got.extend(_lanes(ctx, user, ld, f32, 4))
        ctx.set_frag_operand(user, use.index, _from_lanes(ctx, user, got, VectorType(f32, [k])), ft)
