"""`tile.copy` variant `scalar` (prio 10): fragment <-> shared (`st`/`ld.shared` per register,
address `layout.apply`), fragment -> global (`memref.store` per register, guarded by the
tensor's extents), and memory -> memory element by element (an scf.for over the scope's
threads). Lit: test/lit/tile-dispatch/scalar-memory.mlir."""

from __future__ import annotations

from xdsl.dialects import arith, memref, scf
from xdsl.dialects.builtin import (
    IndexType,
)
from xdsl.ir import Block, Region

from tirx_mlir.dialects import aproxy, tile
from tirx_mlir.dialects.tile import element_bits, space_of

from . import predicates as P
from .copy_common import (
    _frag_coords,
    _frag_global_error,
    _frag_smem_error,
    _func_of,
    _ptx_mem_type,
    _scope_threads,
    _smem_address,
    _smem_i32,
    _static_coord,
    load_or_zero,
    tile_gpu_tid,
)
from .layouts import frag_info, global_layout, smem_info
from .registry import variant

index = IndexType()

@variant("tile.copy", "scalar", 10,
         [P.dtype_bits_in("src", 16, 32),
          P.custom("register <-> shared/global through the accumulator arrangement, or "
                   "element by element between memories", lambda op: _scalar_error(op))])
def lower_copy_scalar(op: tile.CopyOp, ctx) -> None:
    """Registers: one st.shared / ld.shared / guarded memref.store per register, at the
    element the fragment layout gives it. Memory to memory: an scf.for in which thread t of
    the scope moves elements t, t + T, ... (row by row, so consecutive threads touch
    consecutive columns); out-of-bounds elements of a global tensor are skipped on store and
    read as 0 on load."""
    from xdsl.dialects import vector

    sp_src, sp_dst = space_of(op.src.type), space_of(op.dst_type)
    if sp_src != "register" and sp_dst != "register":
        _lower_elementwise(op, ctx)
        return
    if sp_src == "register":
        fi = frag_info(op.src.type)
        vec = ctx.vec(op.src, op)
        et = op.src.type.element_type
        r_thr, c_thr = _frag_coords(ctx, op)
        if sp_dst == "shared":
            base = _smem_i32(ctx, op, op.dst)
            lay = op.dst.type.layout
            eb = element_bits(et) // 8
            from tirx_mlir.dialects import nvvm

            for i in range(fi.per_thread):
                rs, cs = _static_coord(i)
                r = ctx.add_index(op, r_thr, rs)
                c = ctx.add_index(op, c_thr, cs)
                addr = _smem_address(ctx, op, base, lay, r, c, eb)
                val = ctx.insert(op, vector.ExtractOp(vec, [i], et)).result
                ctx.insert(op, nvvm.make("st", [addr, val], [], space="shared",
                                         type=_ptx_mem_type(et)))
        else:  # global, through a memref with bounds checks
            mem, offs = ctx.global_memref(op.dst)
            d0 = ctx.insert(op, memref.DimOp(
                mem, ctx.const_index(op, 0))).result
            d1 = ctx.insert(op, memref.DimOp(
                mem, ctx.const_index(op, 1))).result
            rb = ctx.add_index(op, offs[0], r_thr)
            cb = ctx.add_index(op, offs[1], c_thr)
            for i in range(fi.per_thread):
                rs, cs = _static_coord(i)
                r = ctx.as_index(op, ctx.add_index(op, rb, rs))
                c = ctx.as_index(op, ctx.add_index(op, cb, cs))
                ok_r = ctx.insert(op, arith.CmpiOp(r, d0, "ult")).result
                ok_c = ctx.insert(op, arith.CmpiOp(c, d1, "ult")).result
                ok = ctx.insert(op, arith.AndIOp(ok_r, ok_c)).result
                val = ctx.insert(op, vector.ExtractOp(vec, [i], et)).result
                body = Block()
                body.add_op(memref.StoreOp.get(val, mem, [r, c]))
                body.add_op(scf.YieldOp())
                ctx.insert(op, scf.IfOp(ok, [], Region(body)))
    else:  # shared -> register
        from tirx_mlir.dialects import nvvm

        fi = frag_info(op.result.type)
        et = op.result.type.element_type
        eb = element_bits(et) // 8
        base = _smem_i32(ctx, op, op.src)
        lay = op.src.type.layout
        r_thr, c_thr = _frag_coords(ctx, op)
        from xdsl.dialects.builtin import VectorType

        vt = VectorType(et, [fi.per_thread])
        out = None
        for i in range(fi.per_thread):
            rs, cs = _static_coord(i)
            addr = _smem_address(ctx, op, base, lay, ctx.add_index(op, r_thr, rs),
                                 ctx.add_index(op, c_thr, cs), eb)
            val = ctx.insert(op, nvvm.make("ld", [addr], [et], space="shared",
                                           type=_ptx_mem_type(et))).results[0]
            if out is None:
                out = ctx.insert(op, vector.BroadcastOp(val, vt)).vector
            else:
                from xdsl.dialects.builtin import DenseArrayBase, i64

                ins = vector.InsertOp.create(
                    operands=[val, out], result_types=[vt],
                    properties={"static_position": DenseArrayBase.from_list(i64, [i])})
                out = ctx.insert(op, ins).results[0]
        ctx.set_frag_result(op.result, out, op)
    op.detach()
    op.erase()


def _scalar_error(op) -> str | None:
    sp_src, sp_dst = space_of(op.src.type), space_of(op.dst_type)
    scope = op.scope.data
    if "register" in (sp_src, sp_dst):
        if scope != "warpgroup":
            return (f"expected scope warpgroup for a fragment copy (the accumulator "
                    f"arrangement spans a warpgroup), found {scope}")
    else:
        if scope == "thread":
            return "expected scope cta, warpgroup or warp for an element-wise copy, found thread"
        if scope == "cta" and aproxy.block_threads(_func_of(op)) is None:
            return "expected the kernel to have a block = [x, y, z] attribute for scope cta"
        for v, sp in ((op.src.type, sp_src), (op.dst_type, sp_dst)):
            if sp == "shared":
                si = smem_info(v)
                if isinstance(si, str):
                    return si
            elif global_layout(v) != "row_major" or len(v.get_shape()) != 2:
                return f"expected a rank-2 row_major global tensor, found {v}"
        return None
    if sp_src == "register" and sp_dst == "shared":
        return _frag_smem_error("src", "dst")(op)
    if sp_src == "register" and sp_dst == "global":
        return _frag_global_error(op)
    if sp_src == "shared" and sp_dst == "register":
        return _frag_smem_error("result", "src")(op)
    return f"expected a copy into or out of registers, found {sp_src} -> {sp_dst}"


def _lower_elementwise(op: tile.CopyOp, ctx) -> None:
    """Memory -> memory, one element per thread per loop iteration (see lower_copy_scalar)."""
    from tirx_mlir.dialects import nvvm

    st, dt = op.src.type, op.dst_type
    rows, cols = st.get_shape()
    et = st.element_type
    eb = element_bits(et) // 8
    n = rows * cols
    threads = _scope_threads(ctx.func, op.scope.data)
    tid = ctx.insert(op, tile_gpu_tid()).result
    t = ctx.insert(op, arith.RemUIOp(tid, ctx.const_index(op, threads))).result
    sides = {}
    for key, v in (("src", op.src), ("dst", op.dst)):
        if space_of(v.type) == "shared":
            sides[key] = ("shared", _smem_i32(ctx, op, v), v.type.layout)
        else:
            mem, offs = ctx.global_memref(v)
            d0 = ctx.insert(op, memref.DimOp(mem, ctx.const_index(op, 0))).result
            d1 = ctx.insert(op, memref.DimOp(mem, ctx.const_index(op, 1))).result
            sides[key] = ("global", mem, offs, d0, d1)
    body = Block(arg_types=[index])
    k = body.args[0]
    y = scf.YieldOp()
    body.add_op(y)
    idx = ctx.insert(y, arith.AddiOp(t, ctx.insert(y, arith.MuliOp(
        k, ctx.const_index(y, threads))).result)).result
    inner = Block()
    at = scf.YieldOp()
    inner.add_op(at)
    c_cols = ctx.const_index(at, cols)
    r = ctx.insert(at, arith.DivUIOp(idx, c_cols)).result
    c = ctx.insert(at, arith.RemUIOp(idx, c_cols)).result

    def where(side):
        if side[0] == "shared":
            return _smem_address(ctx, at, side[1], side[2], r, c, eb), None
        _, mem, offs, d0, d1 = side
        row = ctx.as_index(at, ctx.add_index(at, offs[0], r))
        col = ctx.as_index(at, ctx.add_index(at, offs[1], c))
        ok = ctx.insert(at, arith.AndIOp(ctx.insert(at, arith.CmpiOp(row, d0, "ult")).result,
                                         ctx.insert(at, arith.CmpiOp(col, d1, "ult")).result)
                        ).result
        return (mem, [row, col]), ok

    src_at, src_ok = where(sides["src"])
    dst_at, dst_ok = where(sides["dst"])
    if sides["src"][0] == "shared":
        val = ctx.insert(at, nvvm.make("ld", [src_at], [et], space="shared",
                                       type=_ptx_mem_type(et))).results[0]
    else:
        mem, ix = src_at
        val = load_or_zero(ctx, at, mem, ix, src_ok, et)
    if sides["dst"][0] == "shared":
        ctx.insert(at, nvvm.make("st", [dst_at, val], [], space="shared",
                                 type=_ptx_mem_type(et)))
    else:
        mem, ix = dst_at
        st_b = Block()
        st_b.add_ops([memref.StoreOp.get(val, mem, ix), scf.YieldOp()])
        ctx.insert(at, scf.IfOp(dst_ok, [], Region(st_b)))
    if n % threads:
        cond = ctx.insert(y, arith.CmpiOp(idx, ctx.const_index(y, n), "ult")).result
        ctx.insert(y, scf.IfOp(cond, [], Region(inner)))
    else:
        for o in list(inner.ops):
            if o is not at:
                o.detach()
                ctx.insert(y, o)
    trips = (n + threads - 1) // threads
    ctx.insert(op, scf.ForOp(ctx.const_index(op, 0), ctx.const_index(op, trips),
                             ctx.const_index(op, 1), [], Region(body)))
    op.detach()
    op.erase()
