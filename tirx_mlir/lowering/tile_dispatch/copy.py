"""`tile.copy` / `tile.copy_async` variants.

| family | variant | prio | moves |
|---|---|---|---|
| copy_async | `tma` | 100 | global -> shared: `aproxy.tma_load` boxes completing on the barrier |
| copy | `tma` | 100 | shared -> global: fence.proxy.async, scope barrier, `aproxy.tma_store` boxes, bulk commit/wait |
| copy | `stmatrix` | 80 | fragment -> shared, 8x8 b16 matrices (needs the PTX table's `stmatrix` row) |
| copy | `ldmatrix` | 70 | shared -> fragment, 8x8 b16 matrices (needs the PTX table's `ldmatrix` row) |
| copy | `scalar` | 10 | fragment <-> shared (`st`/`ld.shared` per register, address `layout.apply`), fragment -> global (`memref.store` per register, guarded by the tensor's extents) |

TMA geometry (PTX ISA 9.7.9.25.5.1 "cp.async.bulk.tensor"; CUDA driver API
cuTensorMapEncodeTiled): a canonical K-major shared tile R x C (#layout.smem, C
contiguous) is C*bytes/span boxes of `span` bytes x R rows (span = 128, 64, 32 bytes for the
swizzled modes, 16 without swizzle), box j landing at the tile's element offset L(0, j*w)
(w = span / element bytes) and reading global coordinates [c0 + j*w, r0] (dimension 0
innermost). Out-of-bounds elements of a box are zero-filled on load and not written on
store, which is the tile's bounds handling.
"""

from __future__ import annotations

from xdsl.dialects import arith, memref, scf
from xdsl.dialects.builtin import (
    IndexType,
    IntegerType,
    i32,
)
from xdsl.ir import Block, Operation, Region, SSAValue

from tirx_mlir.dialects import aproxy, tile
from tirx_mlir.dialects.tile import BufferType, GlobalType, element_bits, space_of

from . import predicates as P
from .layouts import frag_info, global_layout, smem_info
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


def tma_plan(gt: GlobalType, st: BufferType):
    """The TmaPlan of a global window <-> shared tile, or a reason string.

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
    arg, offs = ctx.global_ref(op.src)
    tm = ctx.tensormap(arg, aproxy.TensorMapType(op.src.type.element_type, plan.box,
                                                 plan.swizzle))
    dst = ctx.smem(op.dst)
    at = _elected(ctx, op, op.scope.data)
    for j in range(plan.nboxes):
        v = dst
        off = plan.start(j) * plan.info.elem_bytes
        if off:
            v = ctx.insert(at, aproxy.SmemOffsetOp(dst, ctx.const_index(at, off),
                                                   plan.box_bytes())).result
        ctx.insert(at, aproxy.TmaLoadOp(tm, plan.coords(ctx, at, offs, j), v, op.barrier,
                                        op.index))
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


@variant("tile.copy", "tma", 100,
         [P.space("src", "shared"), P.space("dst", "global"),
          P.scope_in("thread", "warpgroup"),
          P.custom("a TMA box geometry", _tma_error("dst", "src"))])
def lower_copy_tma_store(op: tile.CopyOp, ctx) -> None:
    """fence.proxy.async + warpgroup barrier, then one thread issues the TMA stores and
    waits for them (cp.async.bulk.wait_group 0), then the warpgroup barrier again so the
    shared tile may be reused when the copy returns."""
    plan = tma_plan(op.dst.type, op.src.type)
    arg, offs = ctx.global_ref(op.dst)
    tm = ctx.tensormap(arg, aproxy.TensorMapType(op.dst.type.element_type, plan.box,
                                                 plan.swizzle))
    src = ctx.smem(op.src)
    scope = op.scope.data
    # Generic-proxy writes (st.shared / stmatrix) must be visible to the async proxy
    # (PTX ISA 9.7.13.4, fence.proxy.async) before any thread's TMA reads them.
    ctx.insert(op, aproxy.FenceProxyAsyncOp())
    if scope == "warpgroup":
        warpgroup_sync(ctx, op)
    at = _elected(ctx, op, scope)
    for j in range(plan.nboxes):
        v = src
        off = plan.start(j) * plan.info.elem_bytes
        if off:
            v = ctx.insert(at, aproxy.SmemOffsetOp(src, ctx.const_index(at, off),
                                                   plan.box_bytes())).result
        ctx.insert(at, aproxy.TmaStoreOp(v, tm, plan.coords(ctx, at, offs, j)))
    ctx.insert(at, aproxy.BulkCommitOp())
    ctx.insert(at, aproxy.BulkWaitOp(0))
    _drop_anchor(at, op)
    if scope == "warpgroup":
        warpgroup_sync(ctx, op)
    op.detach()
    op.erase()


# ----------------------------------------------------------------------------- registers


def _frag_smem_error(f: str, s: str):
    def check(op) -> str | None:
        ft, st = getattr(op, f).type, getattr(op, s).type
        fi = frag_info(ft)
        if isinstance(fi, str):
            return f"{f}: {fi}"
        if fi.cols == 0:
            return f"expected a 2-D fragment, found {ft}"
        si = smem_info(st)
        if isinstance(si, str):
            return f"{s}: {si}"
        return None

    return check


def _frag_global_error(op) -> str | None:
    fi = frag_info(op.src.type)
    if isinstance(fi, str):
        return f"src: {fi}"
    if fi.cols == 0:
        return f"expected a 2-D fragment, found {op.src.type}"
    if global_layout(op.dst.type) != "row_major":
        return f"expected a row_major global tensor, found {global_layout(op.dst.type)}"
    return None


def _frag_coords(ctx, at: Operation):
    """Per-thread parts of the accumulator arrangement: (16*warp + lane/4, 2*(lane%4))."""
    warp, lane = ctx.warp_and_lane(at)
    c4 = ctx.const_index(at, 4)
    q = ctx.insert(at, arith.DivUIOp(lane, c4)).result
    p = ctx.insert(at, arith.RemUIOp(lane, c4)).result
    r = ctx.add_index(at, ctx.mul_index(at, warp, 16), q)
    c = ctx.mul_index(at, p, 2)
    return r, c


def _static_coord(i: int) -> tuple[int, int]:
    """The value-dependent part of value i's (row, col) (see layouts.FragInfo)."""
    return 8 * ((i // 2) % 2), 8 * (i // 4) + i % 2


def _smem_address(ctx, at: Operation, base_i32: SSAValue, layout, r, c, eb: int) -> SSAValue:
    from tirx_mlir.dialects.layout import ApplyOp

    off = ctx.insert(at, ApplyOp(layout, [ctx.as_index(at, r), ctx.as_index(at, c)])).result
    off32 = ctx.insert(at, arith.IndexCastOp(off, i32)).result
    if eb > 1:
        off32 = ctx.insert(at, arith.MuliOp(off32, ctx.const(at, eb, i32))).result
    return ctx.insert(at, arith.AddiOp(base_i32, off32)).result


def _smem_i32(ctx, at: Operation, v: SSAValue) -> SSAValue:
    """The i32 shared-window address of a shared tile, for generic-proxy nvvm accesses
    (aproxy.smem_address)."""
    s = ctx.smem(v)
    return ctx.insert(at, aproxy.SmemAddressOp(s)).result


def _ptx_mem_type(et) -> str:
    """The ld/st type of a 16- or 32-bit element (f16/bf16 move as .b16)."""
    from xdsl.dialects.builtin import BFloat16Type, Float16Type, Float32Type

    return {Float32Type: "f32", BFloat16Type: "bf16", Float16Type: "f16"}.get(
        type(et), f"b{element_bits(et)}")


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
            arg, offs = ctx.global_ref(op.dst)
            mem = ctx.memref(arg)
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
        return _smem_frag_error(op)
    return f"expected a copy into or out of registers, found {sp_src} -> {sp_dst}"


def _smem_frag_error(op) -> str | None:
    fi = frag_info(op.result.type)
    if isinstance(fi, str):
        return f"result: {fi}"
    if fi.cols == 0:
        return f"expected a 2-D fragment, found {op.result.type}"
    si = smem_info(op.src.type)
    if isinstance(si, str):
        return f"src: {si}"
    return None


# ----------------------------------------------------------------------------- 8x8 matrices


def _matrix_error(frag: str, smem: str):
    """stmatrix / ldmatrix move 8x8 b16 matrices (PTX ISA 9.7.14.5.16 "stmatrix",
    9.7.14.5.15 "ldmatrix": one row address per lane, thread t holding row t/4, columns 2(t%4) and
    2(t%4)+1 of each matrix). In the accumulator arrangement, for each warp, the values
    4j+2h and 4j+2h+1 of every lane form exactly one such matrix (rows 16w+8h.., columns
    8j..), so a 64xN 16-bit fragment is N/8 * 2 matrices per warp, four per instruction."""

    def check(op) -> str | None:
        ft = getattr(op, frag).type if frag != "result" else op.result.type
        st = getattr(op, smem).type
        if element_bits(ft.element_type) != 16:
            return f"expected 16-bit elements (.b16 matrices), found {ft.element_type}"
        fi = frag_info(ft)
        if isinstance(fi, str):
            return fi
        if fi.cols == 0 or fi.cols % 16:
            return (f"expected a fragment with a multiple of 16 columns (four 8x8 matrices "
                    f"per instruction), found {ft}")
        si = smem_info(st)
        if isinstance(si, str):
            return si
        if si.major != "K":
            return (f"expected a K-major shared tile (each matrix row 16 contiguous bytes), "
                    f"found major = {si.major}")
        return None

    return check


def _row_builds(row: str, build):
    """The PTX table has `row` and it takes the operands this variant gives it."""

    def check(op) -> str | None:
        from xdsl.utils.exceptions import VerifyException

        from tirx_mlir.dialects import nvvm

        try:
            nvvm.row(row)
        except KeyError:
            return f"the PTX table has no '{row}' row"
        try:
            build()
        except (KeyError, ValueError, VerifyException) as e:
            return f"the PTX table's '{row}' row does not take this variant's operands: {e}"
        return None

    return check


def _probe_stmatrix():
    from xdsl.dialects.builtin import VectorType
    from xdsl.dialects.test import TestOp

    from tirx_mlir.dialects import nvvm

    a = TestOp(result_types=[i32]).results[0]
    r = TestOp(result_types=[VectorType(i32, [4])]).results[0]
    return nvvm.make("stmatrix", [a, r], [], num="x4", space="shared")


def _probe_ldmatrix():
    from xdsl.dialects.builtin import VectorType
    from xdsl.dialects.test import TestOp

    from tirx_mlir.dialects import nvvm

    a = TestOp(result_types=[i32]).results[0]
    return nvvm.make("ldmatrix", [a], [VectorType(i32, [4])], num="x4", space="shared")


def _matrix_row_address(ctx, at, base_i32, layout, warp, lane, j0: int, eb: int):
    """Lane l's row address for x4 matrix l/8 of the group starting at column block j0:
    matrix m = l/8 covers rows 16w + 8(m%2) + l%8, columns 8(j0 + m/2) .. +7."""
    c8 = ctx.const_index(at, 8)
    m = ctx.insert(at, arith.DivUIOp(lane, c8)).result
    rr = ctx.insert(at, arith.RemUIOp(lane, c8)).result
    c2 = ctx.const_index(at, 2)
    mh = ctx.insert(at, arith.RemUIOp(m, c2)).result
    mj = ctx.insert(at, arith.DivUIOp(m, c2)).result
    row = ctx.add_index(at, ctx.add_index(at, ctx.mul_index(at, warp, 16),
                                          ctx.mul_index(at, mh, 8)), rr)
    col = ctx.add_index(at, ctx.mul_index(at, mj, 8), 8 * j0)
    return _smem_address(ctx, at, base_i32, layout, row, col, eb)


@variant("tile.copy", "stmatrix", 80,
         [P.space("src", "register"), P.space("dst", "shared"), P.scope_in("warpgroup"),
          P.custom("16-bit accumulator-arranged fragment into a K-major tile",
                   _matrix_error("src", "dst")),
          P.custom("the PTX table's stmatrix row", _row_builds("stmatrix", _probe_stmatrix))])
def lower_copy_stmatrix(op: tile.CopyOp, ctx) -> None:
    """stmatrix.sync.aligned.m8n8.x4.shared.b16: four 8x8 matrices per instruction."""
    from xdsl.dialects import vector
    from xdsl.dialects.builtin import DenseArrayBase, VectorType, i16, i64

    from tirx_mlir.dialects import nvvm

    fi = frag_info(op.src.type)
    vec = ctx.vec(op.src, op)
    et = op.src.type.element_type
    base = _smem_i32(ctx, op, op.dst)
    warp, lane = ctx.warp_and_lane(op)
    vt = VectorType(i32, [4])
    for j0 in range(0, fi.cols // 8, 2):
        addr = _matrix_row_address(ctx, op, base, op.dst.type.layout, warp, lane, j0, 2)
        regs = None
        for m in range(4):
            j, h = j0 + m // 2, m % 2
            words = []
            for e in range(2):
                x = ctx.insert(op, vector.ExtractOp(vec, [4 * j + 2 * h + e], et)).result
                x = ctx.insert(op, arith.BitcastOp(x, i16)).result
                words.append(ctx.insert(op, arith.ExtUIOp(x, i32)).result)
            hi = ctx.insert(op, arith.ShLIOp(words[1], ctx.const(op, 16, i32))).result
            w = ctx.insert(op, arith.OrIOp(words[0], hi)).result
            if regs is None:
                regs = ctx.insert(op, vector.BroadcastOp(w, vt)).vector
            else:
                regs = ctx.insert(op, vector.InsertOp.create(
                    operands=[w, regs], result_types=[vt],
                    properties={"static_position": DenseArrayBase.from_list(i64, [m])})).results[0]
        ctx.insert(op, nvvm.make("stmatrix", [addr, regs], [], num="x4", space="shared"))
    op.detach()
    op.erase()


@variant("tile.copy", "ldmatrix", 70,
         [P.space("src", "shared"), P.space("dst", "register"), P.scope_in("warpgroup"),
          P.custom("K-major tile into a 16-bit accumulator-arranged fragment",
                   _matrix_error("result", "src")),
          P.custom("the PTX table's ldmatrix row", _row_builds("ldmatrix", _probe_ldmatrix))])
def lower_copy_ldmatrix(op: tile.CopyOp, ctx) -> None:
    """ldmatrix.sync.aligned.m8n8.x4.shared.b16: four 8x8 matrices per instruction."""
    from xdsl.dialects import vector
    from xdsl.dialects.builtin import DenseArrayBase, VectorType, i16, i64

    from tirx_mlir.dialects import nvvm

    fi = frag_info(op.result.type)
    et = op.result.type.element_type
    base = _smem_i32(ctx, op, op.src)
    warp, lane = ctx.warp_and_lane(op)
    out_t = VectorType(et, [fi.per_thread])
    values: dict[int, SSAValue] = {}
    for j0 in range(0, fi.cols // 8, 2):
        addr = _matrix_row_address(ctx, op, base, op.src.type.layout, warp, lane, j0, 2)
        regs = ctx.insert(op, nvvm.make("ldmatrix", [addr], [VectorType(i32, [4])],
                                        num="x4", space="shared")).results[0]
        for m in range(4):
            j, h = j0 + m // 2, m % 2
            w = ctx.insert(op, vector.ExtractOp(regs, [m], i32)).result
            lo = ctx.insert(op, arith.TruncIOp(w, i16)).result
            hi = ctx.insert(op, arith.TruncIOp(
                ctx.insert(op, arith.ShRUIOp(w, ctx.const(op, 16, i32))).result, i16)).result
            values[4 * j + 2 * h] = ctx.insert(op, arith.BitcastOp(lo, et)).result
            values[4 * j + 2 * h + 1] = ctx.insert(op, arith.BitcastOp(hi, et)).result
    out = ctx.insert(op, vector.BroadcastOp(values[0], out_t)).vector
    for i in range(1, fi.per_thread):
        out = ctx.insert(op, vector.InsertOp.create(
            operands=[values[i], out], result_types=[out_t],
            properties={"static_position": DenseArrayBase.from_list(i64, [i])})).results[0]
    ctx.set_frag_result(op.result, out, op)
    op.detach()
    op.erase()


# ----------------------------------------------------------------------------- 16-byte chunks


def _scope_threads(ctx_func, scope: str) -> int | None:
    if scope == "warpgroup":
        return 128
    if scope == "warp":
        return 32
    if scope == "cta":
        dims = aproxy.block_threads(ctx_func)
        return None if dims is None else dims[0] * dims[1] * dims[2]
    return 1


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


def _func_of(op):
    p = op.parent_op()
    while p is not None and p.name != "gpu.func":
        p = p.parent_op()
    return p


def _pack(ctx, at, vec: SSAValue, et, w: int) -> SSAValue:
    """w 16-bit elements -> vector<w/2 x i32> (element 2j in the low half of word j)."""
    from xdsl.dialects import vector
    from xdsl.dialects.builtin import DenseArrayBase, VectorType, i16, i64

    vt = VectorType(i32, [w // 2])
    out = None
    for j in range(w // 2):
        halves = []
        for e in range(2):
            x = ctx.insert(at, vector.ExtractOp(vec, [2 * j + e], et)).result
            if not isinstance(et, IntegerType):
                x = ctx.insert(at, arith.BitcastOp(x, i16)).result
            halves.append(ctx.insert(at, arith.ExtUIOp(x, i32)).result)
        hi = ctx.insert(at, arith.ShLIOp(halves[1], ctx.const(at, 16, i32))).result
        word = ctx.insert(at, arith.OrIOp(halves[0], hi)).result
        if out is None:
            out = ctx.insert(at, vector.BroadcastOp(word, vt)).vector
        else:
            out = ctx.insert(at, vector.InsertOp.create(
                operands=[word, out], result_types=[vt],
                properties={"static_position": DenseArrayBase.from_list(i64, [j])})).results[0]
    return out


def _unpack(ctx, at, words: SSAValue, et, w: int) -> SSAValue:
    """vector<w/2 x i32> -> w 16-bit elements (inverse of _pack)."""
    from xdsl.dialects import vector
    from xdsl.dialects.builtin import DenseArrayBase, VectorType, i16, i64

    vt = VectorType(et, [w])
    out = None
    for j in range(w // 2):
        word = ctx.insert(at, vector.ExtractOp(words, [j], i32)).result
        parts = [word, ctx.insert(at, arith.ShRUIOp(word, ctx.const(at, 16, i32))).result]
        for e, p in enumerate(parts):
            x = ctx.insert(at, arith.TruncIOp(p, i16)).result
            if not isinstance(et, IntegerType):
                x = ctx.insert(at, arith.BitcastOp(x, et)).result
            if out is None:
                out = ctx.insert(at, vector.BroadcastOp(x, vt)).vector
            else:
                out = ctx.insert(at, vector.InsertOp.create(
                    operands=[x, out], result_types=[vt],
                    properties={"static_position": DenseArrayBase.from_list(
                        i64, [2 * j + e])})).results[0]
    return out


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
    arg, offs = ctx.global_ref(gval)
    mem = ctx.memref(arg)
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


def tile_gpu_tid():
    from tirx_mlir.dialects import gpu as tgpu

    return tgpu.ThreadIdOp(tgpu.dim("x"))


def _zero_const(et):
    from xdsl.dialects.builtin import FloatAttr, IntegerAttr, IntegerType

    if isinstance(et, IntegerType):
        return arith.ConstantOp(IntegerAttr(0, et))
    return arith.ConstantOp(FloatAttr(0.0, et))


def _vec_insert(ctx, at, vec, x, i, vt):
    from xdsl.dialects import vector
    from xdsl.dialects.builtin import DenseArrayBase, i64

    if vec is None:
        return ctx.insert(at, vector.BroadcastOp(x, vt)).vector
    return ctx.insert(at, vector.InsertOp.create(
        operands=[x, vec], result_types=[vt],
        properties={"static_position": DenseArrayBase.from_list(i64, [i])})).results[0]


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
            arg, offs = ctx.global_ref(v)
            mem = ctx.memref(arg)
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
        in_b = Block()
        ld = memref.LoadOp.get(mem, ix)
        in_b.add_ops([ld, scf.YieldOp(ld.res)])
        out_b = Block()
        zc = _zero_const(et)
        out_b.add_ops([zc, scf.YieldOp(zc.result)])
        val = ctx.insert(at, scf.IfOp(src_ok, [et], Region(in_b), Region(out_b))).results[0]
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
