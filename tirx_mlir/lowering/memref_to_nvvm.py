"""`memref-to-nvvm`: loads and stores on global and shared memrefs, lowered to `ld`/`st`.

Expects (what `gpu-to-nvvm` leaves): every memref in a kernel is either
* `builtin.unrealized_conversion_cast %ptr, %dims... : i64, ... to memref<...>` (a kernel
  argument: a global address and one i64 per dynamic dimension), or
* `memref.get_global @sym : memref<..., 3>` of a `memref.global` in shared memory (memory
  space 3) declared in the enclosing gpu.module;
memrefs are row-major and contiguous (no layout attribute).

Guarantees:
* `memref.get_global` -> `mov.u64 %rd, sym` (PTX ISA "mov": the address of a `.shared`
  variable, in the shared window) and the same unrealized cast as above; the
  `memref.global` stays (the PTX target declares it `.shared`);
* `memref.load` / `memref.store` -> `ld` / `st` in the memref's state space (`.global` or
  `.shared`, PTX ISA "ld" / "st") at `base + linearize(indices) * sizeof(elem)`, the
  row-major linearization computed with `arith` ops on i64 (lowered by `arith-to-nvvm`);
* `vector.load` / `vector.store` of a 1-D vector of 4, 8 or 16 bytes -> one `ld`/`st`
  (`.v2`/`.v4` of b32/f32/b64/f64, PTX ISA "ld") whose register list is taken apart
  with `mov.extract` or built with `mov.pack`. 16-bit elements travel packed two to a b32
  register, element 2k in the low half (PTX is little-endian), split with
  `mov.b32 {lo, hi}, r` and joined with `mov.b32 r, {lo, hi}` (PTX ISA "mov"); a store of
  `arith.truncf` of an f32 vector to bf16/f16 rounds and packs each pair with one
  `cvt.rn.bf16x2.f32 r, hi, lo` (PTX ISA "cvt"). The vector value itself is rebuilt from its
  lanes with `builtin.unrealized_conversion_cast (lanes...) -> vector`, which
  `arith-to-nvvm` scalarizes. The address must be aligned to the access size (PTX ISA
  "ld"); the runtime passes 16-byte aligned base pointers;
* `memref.extract_aligned_pointer_as_index` -> the base address (the pointer parameter, or
  the shared variable's address) as index (the grid-scope flags of aproxy-to-nvvm use it);
* `memref.dim` -> the dimension argument (`arith.index_cast` i64 -> index) or a constant;
* then, per kernel: 16-bit lane pairs that an `scf.if` yields as the two halves of one loaded
  b32 word (or as two zeros) are yielded as that word and split after the `if`
  (`packed_halves.py`), so that arith-to-nvvm extends each bf16 half from the word.
No memref op other than `memref.global` remains in a kernel; every memref-typed cast is gone.
One `OpLowering` pattern per op (`PATTERNS`, `vector_patterns()`; any other memref op, and the masked / transfer
vector accesses, end in a diagnostic), driven by xDSL's `PatternRewriteWalker` in program order.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import TYPE_CHECKING

from xdsl.dialects import arith, gpu, memref
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    NoneAttr,
    UnrealizedConversionCastOp,
    VectorType,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.pattern_rewriter import (
    PatternRewriter,
    RewritePattern,
)
from xdsl.rewriter import Rewriter

from tirx_mlir.lowering.op_pattern import CallLowering, OpLowering, table_patterns
from tirx_mlir.lowering.simt_common import (
    SimtLowering,
    elem_bytes,
    fail,
    float_ptx,
    i32,
    i64,
    insert,
    nv,
    type_str,
)

if TYPE_CHECKING:
    from xdsl.dialects import vector
from tirx_mlir.support import const_int

NAME = "memref-to-nvvm"


@dataclass
class MemrefInfo:
    base: SSAValue  # i64 address
    space: str  # "global" | "shared"
    dims: list[SSAValue | int]  # i64 SSA for dynamic dimensions


def _space_of(t: MemRefType) -> str | None:
    s = t.memory_space
    if isinstance(s, NoneAttr) or (isinstance(s, IntegerAttr) and s.value.data == 1):
        return "global"
    if isinstance(s, IntegerAttr) and s.value.data == 3:
        return "shared"
    return None


def info(user: Operation, m: SSAValue) -> MemrefInfo:
    t = m.type
    assert isinstance(t, MemRefType)
    if not isinstance(t.layout, NoneAttr):
        fail(NAME, user, f"expected a row-major contiguous memref (no layout), found {type_str(t)}")
    space = _space_of(t)
    if space is None:
        fail(NAME, user, f"unsupported memory space in {type_str(t)}; expected global (none or 1) or shared (3)")
    owner = m.owner
    if (
        not isinstance(owner, UnrealizedConversionCastOp)
        or len(owner.results) != 1
        or not owner.inputs
        or any(v.type != i64 for v in owner.inputs)
    ):
        fail(NAME, user, f"the memref operand of type {type_str(t)} must be a kernel argument (after gpu-to-nvvm) "
                         "or a memref.get_global of shared memory")
    dyn = iter(owner.inputs[1:])
    dims: list[SSAValue | int] = []
    for size in t.get_shape():
        if size == DYNAMIC_INDEX:
            d = next(dyn, None)
            if d is None:
                fail(NAME, user, f"the cast that defines {type_str(t)} lacks a dimension operand")
            dims.append(d)
        else:
            dims.append(size)
    return MemrefInfo(owner.inputs[0], space, dims)


def _const(at: Operation, v: int, t: Attribute = i64) -> SSAValue:
    return insert(at, arith.ConstantOp(IntegerAttr(v, t))).results[0]


_const_index = const_int


def address(at: Operation, mi: MemrefInfo, indices, esize: int) -> tuple[SSAValue, int]:
    """(address register, constant byte offset) of element `indices`: base +
    row-major linear index * esize, with the constant part of the linear index folded
    into the offset (printed `[%rd+off]`, PTX ISA "Addresses as Operands") and the rest computed with i64
    arith ops."""
    var: SSAValue | None = None  # the non-constant part of the linear index
    const = 0
    for k, idx in enumerate(indices):
        if k:
            d = mi.dims[k]
            if isinstance(d, int):
                const *= d
                if var is not None and d != 1:
                    var = insert(at, arith.MuliOp(var, _const(at, d))).results[0]
            else:
                if var is not None:
                    var = insert(at, arith.MuliOp(var, d)).results[0]
                if const:
                    scaled = insert(at, arith.MuliOp(d, _const(at, const))).results[0]
                    var = scaled if var is None else insert(at, arith.AddiOp(var, scaled)).results[0]
                    const = 0
        c = _const_index(idx)
        if c is not None:
            const += c
        else:
            i = insert(at, arith.IndexCastOp(idx, i64)).results[0]
            var = i if var is None else insert(at, arith.AddiOp(var, i)).results[0]
    if var is None:
        return mi.base, const * esize
    off = insert(at, arith.MuliOp(var, _const(at, esize))).results[0] if esize != 1 else var
    return insert(at, arith.AddiOp(mi.base, off)).results[0], const * esize


def scalar_ptx(op: Operation, t: Attribute) -> tuple[str, Attribute]:
    """(ld/st type slot, register type) of a scalar memref element."""
    f = float_ptx(t)
    if f is not None:
        return f, t
    if isinstance(t, IndexType):
        return "b64", i64
    if isinstance(t, IntegerType) and t.width.data in (16, 32, 64):
        return f"b{t.width.data}", t
    fail(NAME, op, f"unsupported element type {type_str(t)}; expected i16, i32, i64, index, f16, bf16, f32 or f64")


def lower_scalar_access(op: Operation, rewriter: PatternRewriter) -> None:
    """`memref.load` -> `ld.<space>` of the element's address; `memref.store` -> `st.<space>`
    at the element's address."""
    is_load = isinstance(op, memref.LoadOp)
    m = op.memref
    t = m.type
    et = t.element_type
    ty, reg = scalar_ptx(op, et)
    mi = info(op, m)
    addr, off = address(op, mi, op.indices, elem_bytes(et))
    if is_load:
        v = nv(NAME, op, "ld", [addr], [reg], space=mi.space, type=ty, offset=off or None).results[0]
        if isinstance(et, IndexType):
            v = insert(op, arith.IndexCastOp(v, IndexType())).results[0]
        rewriter.replace(op, [], [v])
    else:
        v = op.value
        if isinstance(et, IndexType):
            v = insert(op, arith.IndexCastOp(v, i64)).results[0]
        nv(NAME, op, "st", [addr, v], [], space=mi.space, type=ty, offset=off or None)
        rewriter.erase(op)


def vector_form(op: Operation, vt: VectorType) -> tuple[int, str, Attribute, int]:
    """(register count, ld/st type, register type, elements per register) of a vector access."""
    if vt.get_num_dims() != 1:
        fail(NAME, op, f"expected a 1-D vector, found {type_str(vt)}")
    n = vt.get_shape()[0]
    et = vt.element_type
    eb = elem_bytes(et)
    if eb is None or isinstance(et, IndexType) or (isinstance(et, IntegerType) and et.width.data == 8):
        fail(NAME, op, f"unsupported vector element type {type_str(et)} in {type_str(vt)}")
    total = n * eb
    if total not in (4, 8, 16):
        fail(NAME, op, f"expected a vector of 4, 8 or 16 bytes (one ld/st, PTX ISA 'ld'), found {type_str(vt)} "
                       f"({total} bytes)")
    if eb == 2:
        return total // 4, "b32", i32, 2
    f = float_ptx(et)
    if eb == 4:
        return n, (f or "b32"), et, 1
    return n, (f or "b64"), et, 1


def _vec_slot(nregs: int) -> str | None:
    return None if nregs == 1 else f"v{nregs}"


def lower_vector_load(op: vector.LoadOp, rewriter: PatternRewriter) -> None:
    """`vector.load` -> one vector `ld` (`.v2` / `.v4`)."""
    vt = op.result.type
    nregs, ty, reg, per = vector_form(op, vt)
    mi = info(op, op.base)
    addr, off = address(op, mi, op.indices, elem_bytes(vt.element_type))
    rt = reg if nregs == 1 else VectorType(reg, [nregs])
    loaded = nv(NAME, op, "ld", [addr], [rt], space=mi.space, vec=_vec_slot(nregs), type=ty,
                offset=off or None).results[0]
    if nregs == 1:
        regs = [loaded]
    else:
        regs = [nv(NAME, op, "mov.extract", [loaded], [reg], type=ty, lane=k).results[0] for k in range(nregs)]
    et = vt.element_type
    lanes: list[SSAValue] = []
    for r in regs:
        if per == 1:
            lanes.append(r)
        else:
            # Two 16-bit elements per b32 register, element 2k in the low half.
            lanes.extend(nv(NAME, op, "mov.split", [r], [et, et], type="b32").results)
    v = insert(op, UnrealizedConversionCastOp.get(lanes, [vt])).results[0]
    rewriter.replace(op, [], [v])


def lower_vector_store(op: vector.StoreOp, rewriter: PatternRewriter) -> None:
    """`vector.store` -> one vector `st` (`.v2` / `.v4`)."""
    vt = op.vector.type
    nregs, ty, reg, per = vector_form(op, vt)
    et = vt.element_type
    n = vt.get_shape()[0]
    mi = info(op, op.base)
    addr, off = address(op, mi, op.indices, elem_bytes(et))
    regs: list[SSAValue] = []
    src = op.vector.owner
    if per == 2 and isinstance(src, arith.TruncFOp) and float_ptx(et) in ("f16", "bf16") \
            and float_ptx(src.input.type.element_type) == "f32":
        # A store of truncf(f32 vector): round and pack each pair with one
        # cvt.rn.{bf16x2,f16x2}.f32 d, hi, lo (PTX ISA "cvt": a goes to the upper half).
        wide = list(insert(op, UnrealizedConversionCastOp.get([src.input], [src.input.type.element_type] * n)).results)
        for k in range(0, n, 2):
            regs.append(nv(NAME, op, "cvt.pack", [wide[k + 1], wide[k]], None, rnd="rn",
                           dtype=f"{float_ptx(et)}x2").results[0])
    else:
        lanes = list(insert(op, UnrealizedConversionCastOp.get([op.vector], [et] * n)).results)
        if per == 1:
            regs = lanes
        else:
            for k in range(0, n, 2):
                regs.append(nv(NAME, op, "mov.join", lanes[k : k + 2], [i32], type="b32").results[0])
    if nregs == 1:
        value = regs[0]
    else:
        value = nv(NAME, op, "mov.pack", regs, [VectorType(reg, [nregs])], type=ty, n=nregs).results[0]
    nv(NAME, op, "st", [addr, value], [], space=mi.space, vec=_vec_slot(nregs), type=ty, offset=off or None)
    rewriter.erase(op)


def lower_get_global(op: memref.GetGlobalOp, rewriter: PatternRewriter) -> None:
    """`memref.get_global @g` (shared) -> the variable's shared address, cast to the memref."""
    t = op.memref.type
    if _space_of(t) != "shared":
        fail(NAME, op, f"only shared-memory globals (memory space 3) are supported, found {type_str(t)}")
    if not isinstance(t.layout, NoneAttr) or any(s == DYNAMIC_INDEX for s in t.get_shape()):
        fail(NAME, op, f"expected a static row-major shape, found {type_str(t)}")
    a = nv(NAME, op, "mov.sym", [], [i64], type="u64", sym=op.name_).results[0]
    a.name_hint = op.name_.string_value()
    cast = insert(op, UnrealizedConversionCastOp.get([a], [t]))
    rewriter.replace(op, [], [cast.results[0]])


def lower_dim(op: memref.DimOp, rewriter: PatternRewriter) -> None:
    """`memref.dim` -> the static extent, or the kernel's dimension parameter."""
    idx = op.index.owner
    if not (isinstance(idx, arith.ConstantOp) and isinstance(idx.value, IntegerAttr)):
        fail(NAME, op, "expected a constant dimension index")
    k = idx.value.value.data
    mi = info(op, op.source)
    if not 0 <= k < len(mi.dims):
        fail(NAME, op, f"dimension {k} is out of range for {type_str(op.source.type)}")
    d = mi.dims[k]
    if isinstance(d, int):
        v = insert(op, arith.ConstantOp(IntegerAttr(d, IndexType()))).results[0]
    else:
        v = insert(op, arith.IndexCastOp(d, IndexType())).results[0]
    rewriter.replace(op, [], [v])


def lower_extract_pointer(op: memref.ExtractAlignedPointerAsIndexOp, rewriter: PatternRewriter) -> None:
    """`memref.extract_aligned_pointer_as_index` -> the memref's base address (index)."""
    mi = info(op, op.source)
    rewriter.replace(op, [], [insert(op, arith.IndexCastOp(mi.base, IndexType())).results[0]])


#: The masked and transfer vector accesses (by name: xDSL's vector dialect stays unimported
#: for kernels without vector ops).
_UNSUPPORTED_VECTOR_OPS = frozenset({"vector.maskedload", "vector.maskedstore", "vector.transfer_read",
                                     "vector.transfer_write"})


class UnsupportedMemoryOp(RewritePattern):
    """Any other memref op, and the masked / transfer vector accesses: a diagnostic at the op
    (after every lowering pattern has declined it)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /) -> None:
        if op.dialect_name() == "memref" or op.name in _UNSUPPORTED_VECTOR_OPS:
            fail(NAME, op, "is not supported by the SIMT lowering")


#: One pattern per memref op this pass lowers, in the order the walker tries them.
PATTERNS: tuple[type[OpLowering], ...] = tuple(table_patterns(CallLowering, {
    memref.GetGlobalOp: lower_get_global, memref.LoadOp: lower_scalar_access,
    memref.StoreOp: lower_scalar_access, memref.DimOp: lower_dim,
    memref.ExtractAlignedPointerAsIndexOp: lower_extract_pointer,
}, "{params.__doc__}"))


@functools.cache
def vector_patterns() -> tuple[type[OpLowering], ...]:
    """The vector.load / vector.store patterns (made on first use: they import xDSL's vector
    dialect)."""
    from xdsl.dialects import vector

    return tuple(table_patterns(CallLowering, {
        vector.LoadOp: lower_vector_load, vector.StoreOp: lower_vector_store,
    }, "{params.__doc__}"))


@dataclass(frozen=True)
class MemrefToNvvm(SimtLowering):
    """Lowers memref/vector loads and stores to nvvm ld/st (see module doc)."""

    name = "memref-to-nvvm"
    patterns = PATTERNS
    optional_patterns = (("xdsl.dialects.vector", "tirx_mlir.lowering.memref_to_nvvm:vector_patterns"),)
    fallback = UnsupportedMemoryOp

    def after(self, k: gpu.FuncOp) -> None:
        # 16-bit lane pairs yielded by an scf.if travel as their b32 word (packed_halves.py)
        from tirx_mlir.lowering.packed_halves import pack_yielded_halves

        pack_yielded_halves(k)
        # Memref-typed casts are now dead; anything still using one is unsupported.
        for o in reversed(list(k.walk())):
            if isinstance(o, UnrealizedConversionCastOp) and any(isinstance(r.type, MemRefType) for r in o.results):
                for r in o.results:
                    for use in list(r.uses):
                        fail(NAME, use.operation, f"uses a memref ({type_str(r.type)}) and is not lowered")
                Rewriter.erase_op(o)


lowered_op_types = MemrefToNvvm.lowered_op_types
