"""tile-dispatch variants of the cross-CTA partial-sum ops (dialects/tile/splitk.py).

| family | variant | prio | produces |
|---|---|---|---|
| frag_store | `vector` | 10 | per 4 registers one `vector.store` of vector<4xf32> (st.global.v4) at %off + (j/4)·4T + 4t |
| frag_load | `vector` | 10 | the same addresses, `vector.load` (ld.global.v4), the lanes rebuilt into the fragment's vector; with `add(%acc)` each chunk added to %acc's 4 registers as it arrives |
| flag_arrive | `release` | 10 | the warpgroup barrier, then the elected thread's `aproxy.flag_arrive` |
| flag_wait | `acquire` | 10 | the elected thread's `aproxy.flag_wait`, then the warpgroup barrier |

t = tid.x % T is the thread's index in its scope (T = 128 for a warpgroup). The global
workspace and flags become `memref<?xT>` kernel arguments (pointer + extent).
"""

from __future__ import annotations

from xdsl.dialects import arith, vector
from xdsl.dialects.builtin import VectorType

from tirx_mlir.dialects import aproxy, tile

from . import predicates as P
from .copy import _drop_anchor, _elected, warpgroup_sync
from .copy_common import tile_gpu_tid
from .layouts import frag_info
from .registry import variant

SCOPE_THREADS = {"warpgroup": 128}


def _regs_error(op) -> str | None:
    ft = op.src.type if isinstance(op, tile.FragStoreOp) else op.result.type
    info = frag_info(ft)
    if isinstance(info, str):
        return info
    if info.per_thread % 4:
        return (f"expected a multiple of 4 registers per thread (16-byte chunks), found "
                f"{info.per_thread}")
    return None


def _chunk_base(ctx, op, off):
    """Element index of this thread's first chunk: %off + 4 * (tid % T)."""
    threads = SCOPE_THREADS[op.scope.data]
    tid = ctx.insert(op, tile_gpu_tid()).result
    t = ctx.insert(op, arith.RemUIOp(tid, ctx.const_index(op, threads))).result
    return ctx.insert(op, arith.AddiOp(off, ctx.mul_index(op, t, 4))).result, threads


@variant("tile.frag_store", "vector", 10,
         [P.scope_in("warpgroup"), P.frag_known("src"),
          P.custom("4k registers per thread", _regs_error)])
def lower_frag_store(op: tile.FragStoreOp, ctx) -> None:
    """One 16-byte vector.store per 4 registers (module docstring)."""
    mem, offs = ctx.global_memref(op.dst)
    src = ctx.vec(op.src, op)
    et = op.src.type.element_type
    n = frag_info(op.src.type).per_thread
    start = ctx.add_index(op, offs[0], op.offset)
    base, threads = _chunk_base(ctx, op, ctx.as_index(op, start))
    v4 = VectorType(et, [4])
    for c in range(n // 4):
        lanes = [ctx.insert(op, vector.ExtractOp(src, [4 * c + k], et)).result for k in range(4)]
        chunk = ctx.vector_of(op, lanes, v4)
        at = ctx.add_index(op, base, 4 * threads * c)
        ctx.insert(op, vector.StoreOp(chunk, mem, [ctx.as_index(op, at)]))


@variant("tile.frag_load", "vector", 10,
         [P.scope_in("warpgroup"), P.frag_known("result"),
          P.custom("4k registers per thread", _regs_error)])
def lower_frag_load(op: tile.FragLoadOp, ctx) -> None:
    """One 16-byte vector.load per 4 registers, the lanes put back in fragment order."""
    mem, offs = ctx.global_memref(op.src)
    et = op.result.type.element_type
    n = frag_info(op.result.type).per_thread
    start = ctx.add_index(op, offs[0], op.offset)
    base, threads = _chunk_base(ctx, op, ctx.as_index(op, start))
    v4 = VectorType(et, [4])
    acc = ctx.vec(op.acc, op) if op.acc is not None else None
    lanes = []
    for c in range(n // 4):
        at = ctx.add_index(op, base, 4 * threads * c)
        chunk = ctx.insert(op, vector.LoadOp(mem, [ctx.as_index(op, at)], v4)).result
        got = [ctx.insert(op, vector.ExtractOp(chunk, [k], et)).result for k in range(4)]
        if acc is not None:
            got = [ctx.insert(op, arith.AddfOp(
                ctx.insert(op, vector.ExtractOp(acc, [4 * c + k], et)).result, x)).result
                for k, x in enumerate(got)]
        lanes += got
    ctx.set_frag_result(op.result, ctx.vector_of(op, lanes, VectorType(et, [n])), op)


def _flag_ref(ctx, op):
    mem, offs = ctx.global_memref(op.flags)
    return mem, ctx.as_index(op, ctx.add_index(op, offs[0], op.index))


@variant("tile.flag_arrive", "release", 10, [P.scope_in("warpgroup")])
def lower_flag_arrive(op: tile.FlagArriveOp, ctx) -> None:
    """The warpgroup barrier (every thread's earlier writes precede the release), then one
    thread's aproxy.flag_arrive."""
    mem, i = _flag_ref(ctx, op)
    warpgroup_sync(ctx, op)
    at = _elected(ctx, op, op.scope.data)
    ctx.insert(at, aproxy.FlagArriveOp(mem, i))
    _drop_anchor(at, op)


@variant("tile.flag_wait", "acquire", 10, [P.scope_in("warpgroup")])
def lower_flag_wait(op: tile.FlagWaitOp, ctx) -> None:
    """One thread's aproxy.flag_wait, then the warpgroup barrier (the others read after it)."""
    mem, i = _flag_ref(ctx, op)
    at = _elected(ctx, op, op.scope.data)
    ctx.insert(at, aproxy.FlagWaitOp(mem, i, op.count))
    _drop_anchor(at, op)
    warpgroup_sync(ctx, op)
