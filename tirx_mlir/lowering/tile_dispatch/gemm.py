"""`tile.gemm_async` -> one wgmma group (PTX ISA 9.7.15).

D[64,N] += A[64,K] * B[N,K]^T for one warpgroup becomes

    aproxy.wgmma_fence
    K / k times:  descriptors of the k-th slice of A (or its registers) and of B,
                  aproxy.wgmma m64nNk{k} ...      (k = 16 for f16/bf16, 32 for e4m3/e5m2)
    aproxy.wgmma_commit

The result is the accumulator after the last wgmma of the group; reading it needs an
`aproxy.wgmma_wait` (the kernel author's, as for any async group). With `overwrite` the
first wgmma's scale-d operand is `false` (D = A*B, C's values ignored; PTX ISA 9.7.15.5.2).

Variants:

* `wgmma_ss` (priority 20): A and B in shared memory, read through matrix descriptors
  (PTX ISA 9.7.15.5.1.2). Layouts must be canonical wgmma layouts (`#layout.smem`);
  MN-major (transposed) operands only for f16/bf16 (imm-trans-a/b, PTX ISA 9.7.15.5.2).
* `wgmma_rs` (priority 10): A in registers (a fragment in the accumulator arrangement,
  which is the k16 A-fragment layout of 16-bit types, PTX ISA 9.7.15.5.1.1; each k16
  slice is 8 consecutive values packed into 4 b32 registers), B in shared memory.

Shapes (PTX ISA 9.7.15.5.2, "Matrix shapes"): M = 64 per warpgroup; N a multiple of 8 in
[8, 256] for f16/bf16/e4m3/e5m2 with an f32 accumulator; K a multiple of k.
"""

from __future__ import annotations

from xdsl.dialects import arith
from xdsl.dialects.builtin import Float32Type, IntegerAttr, i1
from xdsl.ir import Operation, SSAValue

from tirx_mlir.dialects import aproxy, tile
from tirx_mlir.dialects.tile import element_bits
from tirx_mlir.ptx_types import WGMMA_K, mma_dtype

from . import predicates as P
from .layouts import SmemInfo, frag_info, smem_info
from .registry import variant

# K of one wgmma.mma_async per A/B type the tile level multiplies (tirx_mlir.ptx_types).
K_OF = {t: WGMMA_K[t] for t in ("bf16", "f16", "e4m3", "e5m2")}


def legal_n(ab_type: str) -> list[int]:
    """Every N of m64nNk* with an f32 accumulator (PTX ISA 9.7.15.5.2, "Matrix shapes"):
    multiples of 8 in [8, 256] for .f16/.bf16 and .e4m3/.e5m2."""
    if ab_type not in K_OF:
        return []
    return list(range(8, 257, 8))


def _ptx_type(t) -> str | None:
    d = mma_dtype(t)
    return d if d in K_OF else None


def _types_error(op) -> str | None:
    ta = _ptx_type(op.a.type.element_type)
    tb = _ptx_type(op.b.type.element_type)
    if ta is None or tb is None:
        return (f"expected A and B elements of bf16, f16, f8E4M3FN or f8E5M2, found "
                f"{op.a.type.element_type} and {op.b.type.element_type}")
    if not isinstance(op.c.type.element_type, Float32Type):
        return (f"expected an f32 accumulator (aproxy.wgmma accumulates in f32), found "
                f"{op.c.type.element_type}")
    return None


def _shape_error(op) -> str | None:
    m, k = op.a.type.get_shape()
    n = op.b.type.get_shape()[0]
    ta = _ptx_type(op.a.type.element_type)
    if m != 64:
        return f"expected M = 64 rows of A per warpgroup (wgmma is m64nNk*), found M = {m}"
    if n not in legal_n(ta):
        return f"expected N a multiple of 8 in [8, 256] (PTX ISA 9.7.15.5.2), found N = {n}"
    kk = K_OF[ta]
    if k % kk:
        return f"expected K a multiple of {kk} for {ta} (m64nNk{kk}), found K = {k}"
    return None


def _acc_layout_error(op) -> str | None:
    info = frag_info(op.c.type)
    if isinstance(info, str):
        return f"C: {info}"
    return None


def _desc_error(which: str):
    def check(op) -> str | None:
        t = getattr(op, which).type
        info = smem_info(t)
        if isinstance(info, str):
            return f"{which.upper()}: {info}"
        from tirx_mlir.layout import LayoutError
        from tirx_mlir.layout.smem import wgmma_descriptor

        try:
            for kb in range(info.cols // K_OF.get(_ptx_type(t.element_type), 16)):
                wgmma_descriptor(info.layout, info.bits, info.major, k_block=kb)
        except LayoutError as e:
            return f"{which.upper()}: {e}"
        return None

    return check


def _descriptor(ctx, at: Operation, view: SSAValue, info: SmemInfo, kb: int) -> SSAValue:
    from tirx_mlir.layout.smem import wgmma_descriptor

    d = wgmma_descriptor(info.layout, info.bits, info.major, k_block=kb)
    v = view
    if d.start_address:
        size = view.type.bytes - d.start_address
        v = ctx.insert(at, aproxy.SmemOffsetOp(view, ctx.const_index(at, d.start_address),
                                               size)).result
    return ctx.insert(at, aproxy.WgmmaDescOp(v, d.swizzle.label, d.leading_byte_offset,
                                             d.stride_byte_offset)).result


def _issue(op: tile.GemmAsyncOp, ctx, a_slices) -> None:
    binfo = smem_info(op.b.type)
    b_view = ctx.smem(op.b)
    acc = ctx.vec(op.c, op)
    ta = _ptx_type(op.a.type.element_type)
    tb = _ptx_type(op.b.type.element_type)
    n = op.b.type.get_shape()[0]
    ctx.insert(op, aproxy.WgmmaFenceOp())
    for kb, (a_val, a_mn_major) in enumerate(a_slices):
        db = _descriptor(ctx, op, b_view, binfo, kb)
        sd = None
        if kb == 0 and op.overwrite is not None:
            sd = ctx.insert(op, arith.ConstantOp(IntegerAttr(0, i1))).result
        acc = ctx.insert(op, aproxy.WgmmaOp(a_val, db, acc, n, ta, tb, scale_d=sd,
                                            transpose_a=a_mn_major,
                                            transpose_b=binfo.major == "MN")).result
    ctx.insert(op, aproxy.WgmmaCommitOp())
    ctx.set_frag_result(op.result, acc, op)


COMMON = [
    P.scope_in("warpgroup"),
    P.space("b", "shared"),
    P.custom("A/B element types and an f32 accumulator", _types_error),
    P.custom("M = 64, legal N, K a multiple of k", _shape_error),
    P.custom("C in the wgmma accumulator layout", _acc_layout_error),
    P.custom("B has a wgmma descriptor layout", _desc_error("b")),
]


@variant("tile.gemm_async", "wgmma_ss", 20,
         [P.space("a", "shared"), *COMMON,
          P.custom("A has a wgmma descriptor layout", _desc_error("a"))])
def lower_wgmma_ss(op: tile.GemmAsyncOp, ctx) -> None:
    """wgmma.mma_async with A and B from shared-memory descriptors."""
    ainfo = smem_info(op.a.type)
    a_view = ctx.smem(op.a)
    kk = K_OF[_ptx_type(op.a.type.element_type)]
    slices = [(_descriptor(ctx, op, a_view, ainfo, kb), ainfo.major == "MN")
              for kb in range(ainfo.cols // kk)]
    _issue(op, ctx, slices)


def _rs_a_error(op) -> str | None:
    t = op.a.type
    if element_bits(t.element_type) != 16:
        return (f"expected a 16-bit A fragment: the accumulator arrangement is the k16 "
                f"A-fragment layout of f16/bf16 (PTX ISA 9.7.15.5.1.1); an 8-bit A fragment "
                f"(k32) has another arrangement, found {t.element_type}")
    info = frag_info(t)
    if isinstance(info, str):
        return f"A: {info}"
    return None


@variant("tile.gemm_async", "wgmma_rs", 10,
         [P.space("a", "register"), *COMMON, P.custom("A is a 16-bit wgmma fragment", _rs_a_error)])
def lower_wgmma_rs(op: tile.GemmAsyncOp, ctx) -> None:
    """wgmma.mma_async with A from registers (4 b32 per k16 slice) and B from a descriptor.
    An A cast from f32 (`tile.cast`) is rounded and packed where the cast is (pack_b32's
    at_cast), so only the wgmma itself is issued where this op is."""
    a = ctx.vec(op.a, op)
    et = op.a.type.element_type
    k = op.a.type.get_shape()[1]
    slices = []
    for kb in range(k // 16):
        # A register r of K slice kb holds elements 8kb + 2r (low half) and 8kb + 2r + 1
        slices.append((ctx.pack_b32(op, a, et, range(8 * kb, 8 * kb + 8), at_cast=True), False))
    _issue(op, ctx, slices)

