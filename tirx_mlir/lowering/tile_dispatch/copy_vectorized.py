"""`tile.copy` variant `vectorized` (prio 50): memory <-> memory in 16-byte (or narrower)
vectors per thread, with ragged edges guarded. Lit: test/lit/tile-dispatch/vectorized.mlir."""

from __future__ import annotations

from xdsl.dialects import arith, memref, scf
from xdsl.dialects.builtin import IndexType, i32
from xdsl.ir import Block, Region, SSAValue

from tirx_mlir.dialects import aproxy, tile
from tirx_mlir.dialects.tile import space_of

from . import predicates as P
from .copy_common import (
    _func_of,
    _ptx_mem_type,
    _scope_threads,
    _smem_address,
    _smem_i32,
    _vec_insert,
    _zero_const,
    tile_gpu_tid,
)
from .layouts import global_layout, smem_info
from .registry import variant

index = IndexType()

def _vectorized_error(op) -> str | None:
    st, dt = op.src.type, op.dst_type
    sps, spd = space_of(st), space_of(dt)
    if {sps, spd} != {"global", "shared"}:
        return f"expected global <-> shared, found {sps} -> {spd}"
    gt, bt = (st, dt) if sps == "global" else (dt, st)
    if global_layout(gt) != "row_major" or len(gt.get_shape()) != 2:
        return f"expected a rank-2 row_major global tensor, found {gt}"
    info = smem_info(bt)
    if isinstance(info, str):
        return info
    if info.major != "K":
        return ("expected a K-major shared tile (16 contiguous bytes per chunk along the "
                f"global rows), found major = {info.major}")
    if info.bits not in (16, 32):
        return f"expected 16- or 32-bit elements, found {bt.element_type}"
    if (info.cols * info.elem_bytes) % 16:
        return (f"expected rows of a multiple of 16 bytes, found {info.cols} x "
                f"{info.elem_bytes} bytes")
    return None


def _block_error(op) -> str | None:
    if op.scope.data == "cta" and aproxy.block_threads(_func_of(op)) is None:
        return "expected the kernel to have a block = [x, y, z] attribute for scope cta"
    return None


def _pack(ctx, at, vec: SSAValue, et, w: int) -> SSAValue:
    """w 16-bit elements -> vector<w/2 x i32> (element 2j in the low half of word j)."""
    return ctx.pack_b32(at, vec, et, range(w))


def _unpack(ctx, at, words: SSAValue, et, w: int) -> SSAValue:
    """vector<w/2 x i32> -> w 16-bit elements (inverse of _pack)."""
    from xdsl.dialects.builtin import VectorType

    return ctx.vector_of(at, ctx.unpack_b32(at, words, w // 2, et), VectorType(et, [w]))


@variant("tile.copy", "vectorized", 50,
         [P.scope_in("cta", "warpgroup", "warp"),
          P.custom("global <-> K-major shared in 16-byte chunks", _vectorized_error),
          P.custom("a known thread count", _block_error)])
def lower_copy_vectorized(op: tile.CopyOp, ctx) -> None:
    """16-byte chunks, thread t of the scope moving chunks t, t + T, ...: one 16-byte
    global access (vector.load/store) and one ld/st.shared.v4 per chunk. A chunk that is
    not wholly inside the tensor, or whose global address is not 16-byte aligned (row
    length or column offset not a multiple of 16 bytes), moves element by element with
    bounds checks instead (a load fills out-of-bounds elements with 0)."""
    from xdsl.dialects import vector
    from xdsl.dialects.builtin import VectorType

    load = space_of(op.src.type) == "global"
    gval, sval = (op.src, op.dst) if load else (op.dst, op.src)
    info = smem_info(sval.type)
    et = sval.type.element_type
    eb = info.elem_bytes
    w = 16 // eb
    per_row = info.cols // w
    n = info.rows * per_row
    threads = _scope_threads(ctx.func, op.scope.data)
    mem, offs = ctx.global_memref(gval)
    base = _smem_i32(ctx, op, sval)
    d0 = ctx.insert(op, memref.DimOp(mem, ctx.const_index(op, 0))).result
    d1 = ctx.insert(op, memref.DimOp(mem, ctx.const_index(op, 1))).result
    tid = ctx.insert(op, tile_gpu_tid()).result
    t = ctx.insert(op, arith.RemUIOp(tid, ctx.const_index(op, threads))).result
    cw = ctx.const_index(op, w)
    zero = ctx.const_index(op, 0)
    # Whole-tensor alignment: 16-byte rows and a 16-byte aligned column offset.
    c0 = ctx.as_index(op, offs[1])
    aligned = ctx.insert(op, arith.AndIOp(
        ctx.insert(op, arith.CmpiOp(ctx.insert(op, arith.RemUIOp(d1, cw)).result, zero,
                                    "eq")).result,
        ctx.insert(op, arith.CmpiOp(ctx.insert(op, arith.RemUIOp(c0, cw)).result, zero,
                                    "eq")).result)).result
    vt = VectorType(et, [w])
    words_t = VectorType(i32, [4]) if eb == 2 else VectorType(et, [4])
    ptx_t = "b32" if eb == 2 else _ptx_mem_type(et)
    from tirx_mlir.dialects import nvvm

    for k in range((n + threads - 1) // threads):
        idx = ctx.add_index(op, t, k * threads)
        guard_body = Block()
        anchor = scf.YieldOp()
        guard_body.add_op(anchor)
        at = anchor
        r = ctx.insert(at, arith.DivUIOp(idx, ctx.const_index(at, per_row))).result
        cc = ctx.mul_index(
            at, ctx.insert(at, arith.RemUIOp(idx, ctx.const_index(at, per_row))).result, w)
        addr = _smem_address(ctx, at, base, sval.type.layout, r, cc, eb)
        row = ctx.as_index(at, ctx.add_index(at, offs[0], r))
        col = ctx.as_index(at, ctx.add_index(at, offs[1], cc))
        row_ok = ctx.insert(at, arith.CmpiOp(row, d0, "ult")).result
        end = ctx.insert(at, arith.AddiOp(col, cw)).result
        whole = ctx.insert(at, arith.AndIOp(row_ok, ctx.insert(at, arith.CmpiOp(
            end, d1, "ule")).result)).result
        fast = ctx.insert(at, arith.AndIOp(whole, aligned)).result
        if load:
            # No vector-typed scf.if results (they would become block arguments): each
            # branch packs and stores its own chunk.
            fast_b = Block()
            fy = scf.YieldOp()
            fast_b.add_op(fy)
            v = ctx.insert(fy, vector.LoadOp(mem, [row, col], vt)).result
            data = _pack(ctx, fy, v, et, w) if eb == 2 else v
            ctx.insert(fy, nvvm.make("st", [addr, data], [], space="shared", vec="v4",
                                     type=ptx_t))
            slow_b = Block()
            sy = scf.YieldOp()
            slow_b.add_op(sy)
            elems = None
            for e in range(w):
                ce = ctx.as_index(sy, ctx.add_index(sy, col, e))
                ok = ctx.insert(sy, arith.AndIOp(row_ok, ctx.insert(sy, arith.CmpiOp(
                    ce, d1, "ult")).result)).result
                in_b = Block()
                ld = memref.LoadOp.get(mem, [row, ce])
                in_b.add_ops([ld, scf.YieldOp(ld.res)])
                out_b = Block()
                zc = _zero_const(et)
                out_b.add_ops([zc, scf.YieldOp(zc.result)])
                x = ctx.insert(sy, scf.IfOp(ok, [et], Region(in_b), Region(out_b))).results[0]
                elems = _vec_insert(ctx, sy, elems, x, e, vt)
            data = _pack(ctx, sy, elems, et, w) if eb == 2 else elems
            ctx.insert(sy, nvvm.make("st", [addr, data], [], space="shared", vec="v4",
                                     type=ptx_t))
            ctx.insert(at, scf.IfOp(fast, [], Region(fast_b), Region(slow_b)))
        else:
            data = ctx.insert(at, nvvm.make("ld", [addr], [words_t], space="shared",
                                            vec="v4", type=ptx_t)).results[0]
            chunk = _unpack(ctx, at, data, et, w) if eb == 2 else data
            fast_b = Block()
            fast_b.add_ops([vector.StoreOp(chunk, mem, [row, col]), scf.YieldOp()])
            slow_b = Block()
            sy = scf.YieldOp()
            slow_b.add_op(sy)
            for e in range(w):
                ce = ctx.as_index(sy, ctx.add_index(sy, col, e))
                ok = ctx.insert(sy, arith.AndIOp(row_ok, ctx.insert(sy, arith.CmpiOp(
                    ce, d1, "ult")).result)).result
                x = ctx.insert(sy, vector.ExtractOp(chunk, [e], et)).result
                st_b = Block()
                st_b.add_ops([memref.StoreOp.get(x, mem, [row, ce]), scf.YieldOp()])
                ctx.insert(sy, scf.IfOp(ok, [], Region(st_b)))
            ctx.insert(at, scf.IfOp(fast, [], Region(fast_b), Region(slow_b)))
        if n % threads and (k + 1) * threads > n:
            cond = ctx.insert(op, arith.CmpiOp(ctx.as_index(op, idx),
                                               ctx.const_index(op, n), "ult")).result
            ctx.insert(op, scf.IfOp(cond, [], Region(guard_body)))
        else:
            for o in list(guard_body.ops):
                if o is anchor:
                    continue
                o.detach()
                ctx.insert(op, o)
    op.detach()
    op.erase()
