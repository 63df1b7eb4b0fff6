"""aproxy-to-nvvm patterns for wgmma (dialects/aproxy/wgmma.py): fences and groups are one PTX
row each (PTX ISA "wgmma.fence", "wgmma.commit_group", "wgmma.wait_group"); `wgmma_desc` is
i64 arithmetic on the view's address (PTX ISA "Matrix Descriptor Format"); `wgmma` is
`wgmma.mma_async` (SS) or its `.rs` row (A in registers)."""

from __future__ import annotations

from xdsl.dialects import arith
from xdsl.dialects.builtin import Float32Type
from xdsl.ir import SSAValue
from xdsl.pattern_rewriter import PatternRewriter

from tirx_mlir.dialects import aproxy as ap
from tirx_mlir.lowering.op_pattern import table_patterns
from tirx_mlir.support import const_int

from .common import (AproxyLowering, RowLowering, c32, c64, declare_shared_words, fail, i64, ins,
                     nv, true)

#: wgmma descriptor swizzle-mode field (bits 62-63), PTX ISA "Matrix Descriptor Format".
DESC_SWIZZLE = {"none": 0, "128B": 1, "64B": 2, "32B": 3}
#: wgmma A/B type names -> PTX type spelling.
WGMMA_PTX_TYPE = {"bf16": "bf16", "f16": "f16", "tf32": "tf32", "e4m3": "e4m3", "e5m2": "e5m2"}


WgmmaFenceLowering, WgmmaCommitLowering = table_patterns(
    RowLowering, {ap.WgmmaFenceOp: ("wgmma.fence", {}), ap.WgmmaCommitOp: ("wgmma.commit_group", {})},
    "`{op}` -> `{params[0]}.sync.aligned`.")


class WgmmaWaitLowering(AproxyLowering):
    """`wgmma_wait n (%acc...)` -> `wgmma.wait_group.sync.aligned n`, then each covered
    accumulator re-made after the wait from its lanes (`mov.extract`, `mov.pack`: register
    moves ptxas folds away), so later lane reads hang off a value defined after the wait."""

    def rewrite(self, op: ap.WgmmaWaitOp, rewriter: PatternRewriter) -> None:
        nv(op, "wgmma.wait_group", n=op.count.value.data)
        ready = []
        for acc, res in zip(op.accs, op.ready):
            vt = acc.type
            ty = "f32" if isinstance(vt.element_type, Float32Type) else "b32"
            n = vt.get_shape()[0]
            lanes = [nv(op, "mov.extract", [acc], [vt.element_type], type=ty, lane=i).results[0]
                     for i in range(n)]
            packed = nv(op, "mov.pack", lanes, [vt], type=ty, n=n).results[0]
            packed.name_hint = res.name_hint
            ready.append(packed)
        self.replace(op, rewriter, ready)


#: The private shared word `aproxy.wgmma_hold` stores to (never read).
HOLD_SYM = "__tirx_wgmma_hold"


class WgmmaHoldLowering(AproxyLowering):
    """`wgmma_hold %v...` -> `st.shared.b32 [@__tirx_wgmma_hold], r` of each 32-bit register
    of the values (a 4-byte static shared word in the gpu.module, declared here). ptxas
    does not move a later `wgmma.wait_group` above a shared store, and the store waits for
    its register: the wait stays after the values' computation."""

    def rewrite(self, op: ap.WgmmaHoldOp, rewriter: PatternRewriter) -> None:
        from xdsl.dialects.builtin import SymbolRefAttr, VectorType, i32

        module = op.parent_op()
        while module is not None and module.name != "gpu.module":
            module = module.parent_op()
        if module is None:
            fail(op, "expected the op inside a gpu.module (its shared word is a module "
                     "variable), found none")
        declare_shared_words(module, HOLD_SYM, 1)
        addr = nv(op, "mov.sym", [], [i32], type="u32", sym=SymbolRefAttr(HOLD_SYM)).results[0]
        for v in op.values:
            t = v.type
            if isinstance(t, VectorType):
                et = t.element_type
                ty = "f32" if isinstance(et, Float32Type) else "b32"
                regs = [nv(op, "mov.extract", [v], [et], type=ty, lane=i).results[0]
                        for i in range(t.get_shape()[0])]
            else:
                ty = "f32" if isinstance(t, Float32Type) else "b32"
                regs = [v]
            for r in regs:
                nv(op, "st", [addr, r], [], space="shared", type=ty)
        rewriter.erase(op)


#: Mask of the shared-window address the descriptor's start-address field encodes (PTX ISA
#: "Matrix Descriptor Format": matrix-descriptor-encode(x) = (x & 0x3FFFF) >> 4).
DESC_ADDRESS_MASK = 0x3FFFF


def split_constant_offset(addr: SSAValue) -> tuple[SSAValue, int]:
    """`addr` as `base + c`: the constants of the `arith.addi` chain that made it (an i32
    constant, or an index constant through `arith.index_cast`, as `smem_offset` lowers)
    summed into c, and the first value that is not such an add as base."""
    c = 0
    while isinstance(add := addr.owner, arith.AddiOp):
        for base, other in ((add.lhs, add.rhs), (add.rhs, add.lhs)):
            src = other.owner.input if isinstance(other.owner, arith.IndexCastOp) else other
            k = const_int(src)
            if k is not None:
                c, addr = c + k, base
                break
        else:
            break
    return addr, c


class WgmmaDescLowering(AproxyLowering):
    """`wgmma_desc %v swizzle lbo sbo` -> the 64-bit descriptor. PTX ISA "Matrix Descriptor
    Format": start address (addr & 0x3FFFF) >> 4 in bits 0-13; leading byte offset >> 4 in
    bits 16-29; stride byte offset >> 4 in bits 32-45; base offset (bits 49-51) 0; swizzle
    mode in bits 62-63.

    The low word is `((base & 0x3FFFF) >> 4 | lbo >> 4 << 16) + c / 16` where the view's
    address is `base + c` with a constant c (the k slices of one stage: base is the stage's
    tile, c the slice's byte offset), so the slices of one tile share everything but one
    add, and ptxas keeps the shared part in a register (one IADD per descriptor instead of
    an add, mask, shift and or). Exact when c is a multiple of 16 in 0 .. 2^18 and
    base + c < 2^18: every shared-window address is (228 KiB of shared memory per CTA),
    so the start-address field never carries into bit 14. Other constants (not a
    multiple of 16, negative) keep the plain form on the whole address."""

    def rewrite(self, op: ap.WgmmaDescOp, rewriter: PatternRewriter) -> None:
        addr = self.k.val(op, op.view)
        base, c = split_constant_offset(addr)
        if c % 16 or not 0 <= c <= DESC_ADDRESS_MASK:
            base, c = addr, 0
        lo = ins(op, arith.AndIOp(base, c32(op, DESC_ADDRESS_MASK))).results[0]
        lo = ins(op, arith.ShRUIOp(lo, c32(op, 4))).results[0]
        lbo_field = (op.lbo.value.data >> 4) << 16
        if lbo_field:
            lo = ins(op, arith.OrIOp(lo, c32(op, lbo_field))).results[0]
        if c:
            lo = ins(op, arith.AddiOp(lo, c32(op, c >> 4))).results[0]
        lo64 = ins(op, arith.ExtUIOp(lo, i64)).results[0]
        const = ((op.sbo.value.data >> 4) << 32) | (DESC_SWIZZLE[op.swizzle.data] << 62)
        d = ins(op, arith.OrIOp(lo64, c64(op, const))).results[0]
        d.name_hint = op.result.name_hint
        self.replace(op, rewriter, [d])


class WgmmaLowering(AproxyLowering):
    """`wgmma mMnNkK types(a, b, acc)` -> `wgmma.mma_async.sync.aligned` (`.rs` when A is in
    registers), scale-d defaulting to true."""

    def rewrite(self, op: ap.WgmmaOp, rewriter: PatternRewriter) -> None:
        sd = op.scale_d if op.scale_d is not None else true(op)
        slots = {"n": op.n.value.data, "atype": WGMMA_PTX_TYPE[op.a_type.data],
                 "btype": WGMMA_PTX_TYPE[op.b_type.data]}
        if op.acc_type == "f16":
            slots["dtype"] = "f16"  # N/4 f16x2 registers (PTX ISA "wgmma.mma_async" .dtype)
        if op.transpose_a is not None:
            slots["tnsp_a"] = 1
        if op.transpose_b is not None:
            slots["tnsp_b"] = 1
        row = "wgmma.mma_async.rs" if op.a_in_registers else "wgmma.mma_async"
        r = nv(op, row, [op.acc, op.a, op.b, sd], [op.result.type], **slots).results[0]
        r.name_hint = op.result.name_hint
        self.replace(op, rewriter, [r])
