"""Helpers the pointer-based `tile.copy` families share (copy_scalar, copy_matrix,
copy_vectorized): fragment/shared checks, fragment coordinates, shared addresses, the PTX
memory type of an element, the scope's thread count, element-wise building blocks."""

from __future__ import annotations

from xdsl.dialects import arith
from xdsl.dialects.builtin import (
    IndexType,
    i32,
)
from xdsl.ir import Operation, SSAValue

from tirx_mlir.dialects import aproxy
from tirx_mlir.dialects.tile import element_bits

from .layouts import frag_info, global_layout, smem_info

index = IndexType()

def _frag_2d_error(what: str, t) -> str | None:
    """Why `t` (the op's operand or result `what`) is not a 2-D fragment; None if it is."""
    fi = frag_info(t)
    if isinstance(fi, str):
        return f"{what}: {fi}"
    if fi.cols == 0:
        return f"expected a 2-D fragment, found {t}"
    return None


def _frag_smem_error(f: str, s: str):
    """The check of a copy between the 2-D fragment `f` and the shared tile `s`."""
    def check(op) -> str | None:
        err = _frag_2d_error(f, getattr(op, f).type)
        if err:
            return err
        si = smem_info(getattr(op, s).type)
        if isinstance(si, str):
            return f"{s}: {si}"
        return None

    return check


def _frag_global_error(op) -> str | None:
    err = _frag_2d_error("src", op.src.type)
    if err:
        return err
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


def _scope_threads(ctx_func, scope: str) -> int | None:
    if scope == "warpgroup":
        return 128
    if scope == "warp":
        return 32
    if scope == "cta":
        dims = aproxy.block_threads(ctx_func)
        return None if dims is None else dims[0] * dims[1] * dims[2]
    return 1


def _func_of(op):
    p = op.parent_op()
    while p is not None and p.name != "gpu.func":
        p = p.parent_op()
    return p


def tile_gpu_tid():
    from tirx_mlir.dialects import gpu as tgpu

    return tgpu.ThreadIdOp(tgpu.dim("x"))


def _zero_const(et):
    from xdsl.dialects.builtin import FloatAttr, IntegerAttr, IntegerType

    if isinstance(et, IntegerType):
        return arith.ConstantOp(IntegerAttr(0, et))
    return arith.ConstantOp(FloatAttr(0.0, et))


def load_or_zero(ctx, at: Operation, mem: SSAValue, idx, ok: SSAValue, et) -> SSAValue:
    """Before `at`: `mem[idx]` where `ok` holds, else 0 of `et` (an scf.if yielding it)."""
    from xdsl.dialects import memref, scf
    from xdsl.ir import Block, Region

    in_b = Block()
    ld = memref.LoadOp.get(mem, idx)
    in_b.add_ops([ld, scf.YieldOp(ld.res)])
    out_b = Block()
    zc = _zero_const(et)
    out_b.add_ops([zc, scf.YieldOp(zc.result)])
    return ctx.insert(at, scf.IfOp(ok, [et], Region(in_b), Region(out_b))).results[0]


def _vec_insert(ctx, at, vec, x, i, vt):
    from xdsl.dialects import vector
    from xdsl.dialects.builtin import DenseArrayBase, i64

    if vec is None:
        return ctx.insert(at, vector.BroadcastOp(x, vt)).vector
    return ctx.insert(at, vector.InsertOp.create(
        operands=[x, vec], result_types=[vt],
        properties={"static_position": DenseArrayBase.from_list(i64, [i])})).results[0]

