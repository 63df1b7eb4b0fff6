"""`tile.copy` variants `stmatrix` (prio 80, fragment -> shared) and `ldmatrix` (prio 70,
shared -> fragment): 8x8 b16 matrices (PTX ISA "stmatrix", "ldmatrix"; they need the PTX
table's rows). Lit: test/lit/tile-dispatch/matrix.mlir."""

from __future__ import annotations

from xdsl.dialects import arith
from xdsl.dialects.builtin import (
    IndexType,
    i32,
)
from xdsl.ir import SSAValue

from tirx_mlir.dialects import tile
from tirx_mlir.dialects.tile import element_bits

from . import predicates as P
from .copy_common import (
    _smem_address,
    _smem_i32,
)
from .layouts import frag_info, smem_info
from .registry import variant

index = IndexType()

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
    """The PTX table has `row` and it takes the operands this variant gives it (a fact of
    the table, not of the op: probed once per process)."""
    memo: list[str | None] = []

    def check(op) -> str | None:
        if memo:
            return memo[0]
        from xdsl.utils.exceptions import VerifyException

        from tirx_mlir.dialects import nvvm

        try:
            nvvm.row(row)
        except KeyError:
            memo.append(f"the PTX table has no '{row}' row")
            return memo[0]
        try:
            build()
        except (KeyError, ValueError, VerifyException) as e:
            memo.append(f"the PTX table's '{row}' row does not take this variant's operands: {e}")
            return memo[0]
        memo.append(None)
        return None

    return check


def _probe_stmatrix():
    from xdsl.dialects.builtin import VectorType
    from xdsl.ir import Block

    from tirx_mlir.dialects import nvvm

    a, r = Block(arg_types=[i32, VectorType(i32, [4])]).args  # scratch operands of those types
    return nvvm.make("stmatrix", [a, r], [], num="x4", space="shared")


def _probe_ldmatrix():
    from xdsl.dialects.builtin import VectorType
    from xdsl.ir import Block

    from tirx_mlir.dialects import nvvm

    (a,) = Block(arg_types=[i32]).args
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


def _matrix_predicates(src: str, dst: str, what: str, frag: str, smem: str, row: str, probe) -> list:
    """The predicates of a stmatrix / ldmatrix copy: `src` -> `dst` spaces, a warpgroup scope,
    the fragment `frag` / shared tile `smem` check (`what`), and that the table's `row` builds."""
    return [P.space("src", src), P.space("dst", dst), P.scope_in("warpgroup"),
            P.custom(what, _matrix_error(frag, smem)),
            P.custom(f"the PTX table's {row} row", _row_builds(row, probe))]


@variant("tile.copy", "stmatrix", 80,
         _matrix_predicates("register", "shared", "16-bit accumulator-arranged fragment into a K-major tile",
                            "src", "dst", "stmatrix", _probe_stmatrix))
def lower_copy_stmatrix(op: tile.CopyOp, ctx) -> None:
    """stmatrix.sync.aligned.m8n8.x4.shared.b16: four 8x8 matrices per instruction."""
    from tirx_mlir.dialects import nvvm

    fi = frag_info(op.src.type)
    vec = ctx.vec(op.src, op)
    et = op.src.type.element_type
    base = _smem_i32(ctx, op, op.dst)
    warp, lane = ctx.warp_and_lane(op)
    for j0 in range(0, fi.cols // 8, 2):
        addr = _matrix_row_address(ctx, op, base, op.dst.type.layout, warp, lane, j0, 2)
        # matrix m = (j, h) = (j0 + m/2, m%2): its register holds lanes 4j + 2h and 4j + 2h + 1
        regs = ctx.pack_b32(op, vec, et, [4 * (j0 + m // 2) + 2 * (m % 2) + e
                                          for m in range(4) for e in range(2)])
        ctx.insert(op, nvvm.make("stmatrix", [addr, regs], [], num="x4", space="shared"))
    op.detach()
    op.erase()


@variant("tile.copy", "ldmatrix", 70,
         _matrix_predicates("shared", "register", "K-major tile into a 16-bit accumulator-arranged fragment",
                            "result", "src", "ldmatrix", _probe_ldmatrix))
def lower_copy_ldmatrix(op: tile.CopyOp, ctx) -> None:
    """ldmatrix.sync.aligned.m8n8.x4.shared.b16: four 8x8 matrices per instruction."""
    from xdsl.dialects.builtin import VectorType

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
        # matrix m = (j, h) = (j0 + m/2, m%2) holds lanes 4j + 2h, 4j + 2h + 1 = 4j0 + 2m, + 1
        for i, v in enumerate(ctx.unpack_b32(op, regs, 4, et)):
            values[4 * j0 + i] = v
    out = ctx.vector_of(op, [values[i] for i in range(fi.per_thread)], out_t)
    ctx.set_frag_result(op.result, out, op)
    op.detach()
    op.erase()
