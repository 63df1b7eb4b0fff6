"""`tile.copy` / `tile.copy_async` variants: the TMA family here, the others one module per
family (each registers its variants when imported; this module imports them).

| family | variant | prio | moves | module |
|---|---|---|---|---|
| copy_async | `tma` | 100 | global -> shared: `aproxy.tma_load` boxes completing on the barrier | copy.py |
| copy | `tma` | 100 | shared -> global: fence.proxy.async, scope barrier, `aproxy.tma_store` boxes, bulk commit/wait | copy.py |
| copy | `stmatrix` | 80 | fragment -> shared, 8x8 b16 matrices (needs the PTX table's `stmatrix` row) | copy_matrix.py |
| copy | `ldmatrix` | 70 | shared -> fragment, 8x8 b16 matrices (needs the PTX table's `ldmatrix` row) | copy_matrix.py |
| copy | `vectorized` | 50 | global <-> K-major shared in 16-byte chunks | copy_vectorized.py |
| copy | `scalar` | 10 | fragment <-> shared (`st`/`ld.shared` per register, address `layout.apply`), fragment -> global (`memref.store` per register, guarded by the tensor's extents) | copy_scalar.py |

copy_common.py holds the helpers the pointer-based families share.

TMA geometry (PTX ISA 9.7.9.25.5.1 "cp.async.bulk.tensor"; CUDA driver API
cuTensorMapEncodeTiled): a canonical K-major shared tile R x C (#layout.smem, C
contiguous) is C*bytes/span boxes of `span` bytes x R rows (span = 128, 64, 32 bytes for the
swizzled modes, 16 without swizzle), box j landing at the tile's element offset L(0, j*w)
(w = span / element bytes) and reading global coordinates [c0 + j*w, r0] (dimension 0
innermost). Out-of-bounds elements of a box are zero-filled on load and not written on
store, which is the tile's bounds handling.
"""

from __future__ import annotations

from xdsl.dialects import arith, scf
from xdsl.dialects.builtin import (
    IndexType,
)
from xdsl.ir import Block, Operation, Region, SSAValue

from tirx_mlir.dialects import aproxy, tile
from tirx_mlir.dialects.tile import BufferType, GlobalType
from tirx_mlir.memo import memoized

from . import predicates as P
from .layouts import global_layout, smem_info
from .registry import DispatchError, variant

index = IndexType()


# ----------------------------------------------------------------------------- TMA


class TmaPlan:
    """The boxes that move a canonical shared tile: `nboxes` boxes of `box` (innermost
    first: `w` elements of the contiguous tile dimension `cd`, then every index of the other
    one). Box j starts at the tile's element offset `start(j)` and at global coordinate
    `j * w` along dimension `cd`."""

    def __init__(self, info, cd: int, w: int, nboxes: int):
        self.info, self.cd, self.w, self.nboxes = info, cd, w, nboxes
        other = info.cols if cd == 0 else info.rows
        self.box = [w, other]
        self.swizzle = info.swizzle

    def start(self, j: int) -> int:
        return self.info.offset(j * self.w, 0) if self.cd == 0 else self.info.offset(0, j * self.w)

    def box_bytes(self) -> int:
        return self.box[0] * self.box[1] * self.info.elem_bytes

    def coords(self, ctx, at, offs, j: int):
        """TMA coordinates (innermost first) of box j of a window at `offs` (row, col)."""
        inner = ctx.to_i32(at, ctx.add_index(at, offs[self.cd], j * self.w))
        outer = ctx.to_i32(at, offs[1 - self.cd])
        return [inner, outer]


@memoized
def tma_plan(gt: GlobalType, st: BufferType):
    """The TmaPlan of a global window <-> shared tile, or a reason string (memoized on the
    two types: the variant predicate and the lowering of each TMA copy both ask).

    A row_major window (columns contiguous) pairs with a K-major tile, a col_major one
    (rows contiguous) with an MN-major tile: the TMA box runs along the contiguous
    dimension, one swizzle row (`span` bytes) wide."""
    lay = global_layout(gt)
    if len(gt.get_shape()) != 2:
        return f"expected a rank-2 tile, found rank {len(gt.get_shape())}"
    info = smem_info(st)
    if isinstance(info, str):
        return info
    want = {"row_major": "K", "col_major": "MN"}.get(lay)
    if info.major != want:
        if lay == "row_major":
            return ("expected a K-major shared tile (its second coordinate contiguous, like the "
                    f"row_major global rows), found major = {info.major}")
        return ("expected an MN-major shared tile (its first coordinate contiguous, like the "
                f"col_major global columns), found major = {info.major}")
    if info.bits not in (8, 16, 32, 64):
        return f"expected 1, 2, 4 or 8-byte elements, found {st.element_type}"
    cd = 1 if want == "K" else 0
    w = info.span_bytes // info.elem_bytes
    extent = info.cols if cd == 1 else info.rows
    other = info.rows if cd == 1 else info.cols
    if other > 256:
        return (f"expected at most 256 {'rows' if cd == 1 else 'columns'} per box "
                f"(cuTensorMapEncodeTiled), found {other}")
    if extent % w:
        return (f"expected the tile's {extent} {'columns' if cd == 1 else 'rows'} to be a "
                f"multiple of {w}")
    plan = TmaPlan(info, cd, w, extent // w)
    # TMA writes a box as `other` consecutive rows of `span` bytes (then swizzles them with
    # the same XOR pattern as the tile, both anchored at 1024-byte boundaries): the tile's
    # unswizzled layout must hold each box as one such run.
    _, _, inner = info.inner()
    for j in range(plan.nboxes):
        origin = (0, j * w) if cd == 1 else (j * w, 0)
        base = inner(origin)
        for o in range(other):
            for e in (0, w - 1):
                crd = (o, j * w + e) if cd == 1 else (j * w + e, o)
                if inner(crd) - base != o * w + e:
                    return (f"expected box {j} of the tile to be {other} consecutive rows of "
                            f"{info.span_bytes} bytes, but the layout puts {crd} at element "
                            f"{inner(crd) - base} of the box, not {o * w + e}")
    return plan


def _tensormap(ctx, global_v: SSAValue, plan: TmaPlan) -> tuple[SSAValue, list]:
    """The kernel's tensor map of the global window `global_v` boxed as `plan` says, and the
    window's offsets."""
    arg, offs = ctx.global_ref(global_v)
    return ctx.tensormap(arg, aproxy.TensorMapType(global_v.type.element_type, plan.box,
                                                   plan.swizzle)), offs


def _boxes(ctx, at: Operation, plan: TmaPlan, smem: SSAValue, offs: list):
    """Per box of `plan`, built before `at`: its shared view (an `aproxy.smem_offset` into the
    tile `smem`, past box 0) and its tensor coordinates."""
    for j in range(plan.nboxes):
        v = smem
        off = plan.start(j) * plan.info.elem_bytes
        if off:
            v = ctx.insert(at, aproxy.SmemOffsetOp(smem, ctx.const_index(at, off),
                                                   plan.box_bytes())).result
        yield v, plan.coords(ctx, at, offs, j)


def _tma_error(g: str, s: str):
    def check(op) -> str | None:
        p = tma_plan(getattr(op, g).type, getattr(op, s).type)
        return p if isinstance(p, str) else None

    return check


def _elected(ctx, op: Operation, scope: str) -> Operation:
    """Where to put ops one thread of the scope issues: the op itself for scope(thread),
    else the end of a new `aproxy.elect_one` region before the op. Returns an insertion
    anchor (ops are inserted before it)."""
    if scope == "thread":
        return op
    block = Block()
    anchor = aproxy.BulkCommitOp()  # placeholder anchor, removed below
    block.add_op(anchor)
    elect = aproxy.ElectOneOp("warpgroup" if scope == "warpgroup" else "warp", Region(block))
    ctx.insert(op, elect)
    return anchor


def _drop_anchor(anchor: Operation, op: Operation) -> None:
    if anchor is not op:
        anchor.detach()
        anchor.erase()


@variant("tile.copy_async", "tma", 100,
         [P.space("src", "global"), P.space("dst", "shared"),
          P.scope_in("thread", "warp", "warpgroup"),
          P.custom("a TMA box geometry", _tma_error("src", "dst"))])
def lower_copy_async_tma(op: tile.CopyAsyncOp, ctx) -> None:
    """cp.async.bulk.tensor loads (one elected thread), completing on the barrier."""
    plan = tma_plan(op.src.type, op.dst.type)
    tm, offs = _tensormap(ctx, op.src, plan)
    dst = ctx.smem(op.dst)
    at = _elected(ctx, op, op.scope.data)
    for v, coords in _boxes(ctx, at, plan, dst, offs):
        ctx.insert(at, aproxy.TmaLoadOp(tm, coords, v, op.barrier, op.index,
                                        multicast_mask=op.multicast))
    _drop_anchor(at, op)
    op.detach()
    op.erase()


def warpgroup_sync(ctx, at: Operation) -> None:
    """bar.sync on the executing warpgroup's own named barrier (id 8 + warpgroup, 128
    threads; PTX ISA 9.7.13.1): an scf.if per warpgroup of the block, since a named
    barrier's id is an immediate of aproxy.named_barrier_sync."""
    from .context import WARPGROUP_BARRIER_BASE

    dims = aproxy.block_threads(ctx.func)
    if dims is None:
        raise DispatchError("expected the kernel to have a block = [x, y, z] attribute (the "
                            "warpgroup barrier needs the number of warpgroups)")
    nwg = max(1, dims[0] * dims[1] * dims[2] // 128)
    if nwg > 16 - WARPGROUP_BARRIER_BASE:
        raise DispatchError(f"expected at most {16 - WARPGROUP_BARRIER_BASE} warpgroups, found "
                            f"{nwg}")
    if nwg == 1:
        ctx.insert(at, aproxy.NamedBarrierSyncOp(WARPGROUP_BARRIER_BASE, 128))
        return
    wg = ctx.warpgroup_of_cta(at)
    for g in range(nwg):
        cond = ctx.insert(at, arith.CmpiOp(wg, ctx.const_index(at, g), "eq")).result
        body = Block()
        body.add_op(aproxy.NamedBarrierSyncOp(WARPGROUP_BARRIER_BASE + g, 128))
        body.add_op(scf.YieldOp())
        ctx.insert(at, scf.IfOp(cond, [], Region(body)))


def tma_store_begin(ctx, op: Operation, src_v, dst_v) -> Operation:
    """Before `op`: fence.proxy.async, the scope's barrier (warpgroup scope), and the elected
    thread's `aproxy.tma_store` boxes of shared tile `src_v` into global window `dst_v`,
    then `bulk_commit`. Returns the insertion anchor inside the elected region (a caller
    that waits puts its `bulk_wait` before it; `_drop_anchor(anchor, op)` when done)."""
    plan = tma_plan(dst_v.type, src_v.type)
    tm, offs = _tensormap(ctx, dst_v, plan)
    src = ctx.smem(src_v)
    scope = op.scope.data
    # Generic-proxy writes (st.shared / stmatrix) must be visible to the async proxy
    # (PTX ISA 9.7.13.4, fence.proxy.async) before any thread's TMA reads them.
    ctx.insert(op, aproxy.FenceProxyAsyncOp())
    if scope == "warpgroup":
        warpgroup_sync(ctx, op)
    at = _elected(ctx, op, scope)
    for v, coords in _boxes(ctx, at, plan, src, offs):
        ctx.insert(at, aproxy.TmaStoreOp(v, tm, coords))
    ctx.insert(at, aproxy.BulkCommitOp())
    return at


@variant("tile.copy", "tma", 100,
         [P.space("src", "shared"), P.space("dst", "global"),
          P.scope_in("thread", "warpgroup"),
          P.custom("a TMA box geometry", _tma_error("dst", "src"))])
def lower_copy_tma_store(op: tile.CopyOp, ctx) -> None:
    """fence.proxy.async + warpgroup barrier, then one thread issues the TMA stores and
    waits for them (cp.async.bulk.wait_group 0), then the warpgroup barrier again so the
    shared tile may be reused when the copy returns."""
    at = tma_store_begin(ctx, op, op.src, op.dst)
    ctx.insert(at, aproxy.BulkWaitOp(0))
    _drop_anchor(at, op)
    if op.scope.data == "warpgroup":
        warpgroup_sync(ctx, op)
    op.detach()
    op.erase()


# The other families register their variants on import; the shared helpers other variant
# modules (fragment, schedule, rowwise) take from here are re-exported.
from . import copy_matrix, copy_scalar, copy_vectorized  # noqa: E402, F401
from .copy_common import _frag_coords, _static_coord, _zero_const, tile_gpu_tid  # noqa: E402, F401
