"""Per-kernel state of `tile-dispatch` while it rewrites one `gpu.func`.

Lowered values keep the tile-level IR well typed until the end of the pass:

* a fragment result is replaced by `builtin.unrealized_conversion_cast %vec : vector<..> to
  !tile.frag<..>`, so later tile ops (and their predicates) still see the fragment type;
  `vec(v)` gives a variant the per-thread vector behind a fragment value;
* shared buffers (`tile.alloc`, `tile.view` of shared buffers) become `aproxy.smem_alloc` /
  `aproxy.smem_offset` on first use (`smem(v)`);
* a global tensor argument becomes an `!aproxy.tensormap` kernel argument (`tensormap`) or a
  `memref` argument (`memref`) when a variant asks for it.

`finish()` converts the fragment types left on block arguments and op results (scf.for
iter_args, scf.if results) to their vector types, folds the casts away, retypes the kernel
arguments, and erases the tile.alloc / tile.view ops.
"""

from __future__ import annotations

from xdsl.dialects import arith, gpu
from xdsl.dialects.builtin import (
    ArrayAttr,
    DictionaryAttr,
    FunctionType,
    IndexType,
    IntegerAttr,
    MemRefType,
    UnrealizedConversionCastOp,
    VectorType,
    i32,
    i64,
)
from xdsl.ir import Attribute, Block, BlockArgument, Operation, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter

from tirx_mlir.dialects import aproxy
from tirx_mlir.dialects import gpu as tgpu
from tirx_mlir.dialects import tile
from tirx_mlir.dialects.tile import BufferType, FragType, GlobalType

from tirx_mlir.diagnostics import inherit_location

from .layouts import frag_info, smem_info
from .registry import DispatchError

index = IndexType()

#: Named barriers tile-dispatch uses to synchronize one warpgroup: id 8 + warpgroup
#: (PTX ISA 9.7.13.1: ids 0..15; 0 is __syncthreads, aproxy.pipeline uses it).
WARPGROUP_BARRIER_BASE = 8
#: Shared-memory alignment of tile buffers: the 128B swizzle pattern repeats every 1024
#: bytes and TMA/wgmma address it from a 1024-byte aligned origin (PTX ISA 9.7.15.5.1.2.2).
SMEM_ALIGN = 1024


def frag_vector_type(t: FragType) -> VectorType | str:
    per_thread = getattr(t.layout, "registers_per_thread", None)  # layouts that say (#tile.rows)
    if per_thread is not None:
        return VectorType(t.element_type, [per_thread(t.get_shape())])
    info = frag_info(t)
    if isinstance(info, str):
        return info
    return VectorType(t.element_type, [info.per_thread])


def _truncated_f32(vec: SSAValue, et: Attribute) -> SSAValue | None:
    """The f32 vector that `vec` rounds to bf16/f16 (`arith.truncf`, the `tile.cast`
    lowering), or None."""
    from xdsl.dialects.builtin import BFloat16Type, Float16Type, Float32Type

    src = vec.owner
    if (isinstance(src, arith.TruncFOp) and isinstance(et, (BFloat16Type, Float16Type))
            and isinstance(src.input.type, VectorType)
            and isinstance(src.input.type.element_type, Float32Type)):
        return src.input
    return None


def _cvt_pack(hi: SSAValue, lo: SSAValue, et: Attribute) -> Operation:
    """cvt.rn.{bf16x2,f16x2}.f32 d, hi, lo: the i32 word {lo in bits 0-15, hi in 16-31}."""
    from xdsl.dialects.builtin import BFloat16Type

    from tirx_mlir.dialects import nvvm

    dtype = "bf16x2" if isinstance(et, BFloat16Type) else "f16x2"
    return nvvm.make("cvt.pack", [hi, lo], [i32], rnd="rn", dtype=dtype)


class Lowering:
    def __init__(self, func: gpu.FuncOp):
        self.func = func
        self.entry: Block = func.body.blocks[0]
        self._smem: dict[SSAValue, SSAValue] = {}
        self._casts: list[UnrealizedConversionCastOp] = []
        self._arg_casts: dict[int, tuple[UnrealizedConversionCastOp, str]] = {}
        self._arg_records: dict[int, DictionaryAttr] = {}
        self._tile_defs: list[Operation] = []
        # (block, CTA-wide?) pairs where a row reduction across warps was lowered: its
        # barrier runs every time the block runs (rowwise.py, the barrier before a write)
        self.barrier_blocks: set[tuple[Block, bool]] = set()

    # -- insertion helpers ----------------------------------------------------------------

    @staticmethod
    def insert(at: Operation, *ops: Operation) -> Operation:
        for op in ops:
            Rewriter.insert_op(op, InsertPoint.before(at))
            inherit_location(op, at)  # a later pass's diagnostic names the tile op's line
        return ops[-1]

    def const_index(self, at: Operation, v: int) -> SSAValue:
        return self.insert(at, arith.ConstantOp.from_int_and_width(v, index)).result

    def const(self, at: Operation, v: int, ty: Attribute) -> SSAValue:
        return self.insert(at, arith.ConstantOp(IntegerAttr(v, ty))).result

    def pack_b32(self, at: Operation, vec: SSAValue, et: Attribute, lanes, *,
                 at_cast: bool = False) -> SSAValue:
        """The 16-bit lanes `lanes` of `vec` (element type `et`) two to a 32-bit register:
        word j holds lane lanes[2j] in bits 0-15 and lanes[2j+1] in bits 16-31 (the order of
        PTX's packed .b16x2 / .f16x2 / .bf16x2 operands, PTX ISA 5.2.3 "Packed Data Types"),
        as a vector<len(lanes)/2 x i32>. `at_cast`: when `vec` is an f32 vector rounded by
        a `tile.cast` (an `arith.truncf` in the same block or an enclosing one), the words
        are made right after that cast instead of before `at` (which the cast dominates):
        the rounding stays where the kernel put its cast (e.g. before a ping-pong turn
        rather than inside it, between the turn's barrier and the wgmma that reads them)."""
        from xdsl.dialects import vector
        from xdsl.dialects.builtin import DenseArrayBase, IntegerType, f32, i16

        lanes = list(lanes)
        vt = VectorType(i32, [len(lanes) // 2])
        wide = _truncated_f32(vec, et)
        if wide is not None and at_cast:
            # before the op after the cast: later calls for other lanes of the same cast land
            # after this call's words, in lane order
            at = vec.owner.next_op
        out = None

        def put(word, j):  # word j into the vector, as soon as it is made
            if j == 0:
                return self.insert(at, vector.BroadcastOp(word, vt)).vector
            return self.insert(at, vector.InsertOp.create(
                operands=[word, out], result_types=[vt],
                properties={"static_position": DenseArrayBase.from_list(i64, [j])})).results[0]

        for j in range(len(lanes) // 2):
            if wide is not None:
                # the lanes are an f32 vector rounded to bf16/f16 (tile.cast): round and pack
                # each pair with one cvt.rn.{bf16x2,f16x2}.f32 d, hi, lo (PTX ISA 9.7.9.21:
                # a goes to the upper half) instead of two cvts and a shift/or
                lo, hi = (self.insert(at, vector.ExtractOp(wide, [lane], f32)).result
                          for lane in lanes[2 * j:2 * j + 2])
                out = put(self.insert(at, _cvt_pack(hi, lo, et)).results[0], j)
                continue
            bits = []
            for lane in lanes[2 * j:2 * j + 2]:
                x = self.insert(at, vector.ExtractOp(vec, [lane], et)).result
                if not isinstance(et, IntegerType):
                    x = self.insert(at, arith.BitcastOp(x, i16)).result
                bits.append(x)
            lo, hi = (self.insert(at, arith.ExtUIOp(b, i32)).result for b in bits)
            hi = self.insert(at, arith.ShLIOp(hi, self.const(at, 16, i32))).result
            out = put(self.insert(at, arith.OrIOp(lo, hi)).result, j)
        return out

    def unpack_b32(self, at: Operation, words: SSAValue, n: int, et: Attribute) -> list[SSAValue]:
        """The inverse of `pack_b32`: the 2n 16-bit values (element type `et`) held by the
        first n i32 lanes of `words`, each word's low half first."""
        from xdsl.dialects import vector
        from xdsl.dialects.builtin import IntegerType, i16

        out = []
        for j in range(n):
            w = self.insert(at, vector.ExtractOp(words, [j], i32)).result
            lo = self.insert(at, arith.TruncIOp(w, i16)).result
            hi = self.insert(at, arith.TruncIOp(
                self.insert(at, arith.ShRUIOp(w, self.const(at, 16, i32))).result, i16)).result
            if not isinstance(et, IntegerType):
                lo, hi = (self.insert(at, arith.BitcastOp(x, et)).result for x in (lo, hi))
            out += [lo, hi]
        return out

    def vector_of(self, at: Operation, elems: list[SSAValue], vt: VectorType) -> SSAValue:
        """A `vt` vector of `elems` (a broadcast of the first, then one insert per lane)."""
        from xdsl.dialects import vector
        from xdsl.dialects.builtin import DenseArrayBase

        out = self.insert(at, vector.BroadcastOp(elems[0], vt)).vector
        for i in range(1, len(elems)):
            out = self.insert(at, vector.InsertOp.create(
                operands=[elems[i], out], result_types=[vt],
                properties={"static_position": DenseArrayBase.from_list(i64, [i])})).results[0]
        return out

    def add_index(self, at: Operation, a: SSAValue | int, b: SSAValue | int) -> SSAValue | int:
        if isinstance(a, int) and isinstance(b, int):
            return a + b
        if isinstance(a, int):
            a, b = b, a
        if isinstance(b, int):
            if b == 0:
                return a
            b = self.const_index(at, b)
        return self.insert(at, arith.AddiOp(a, b)).result

    def mul_index(self, at: Operation, a: SSAValue | int, k: int) -> SSAValue | int:
        if isinstance(a, int):
            return a * k
        if k == 1:
            return a
        return self.insert(at, arith.MuliOp(a, self.const_index(at, k))).result

    def as_index(self, at: Operation, v: SSAValue | int) -> SSAValue:
        return self.const_index(at, v) if isinstance(v, int) else v

    def to_i32(self, at: Operation, v: SSAValue | int) -> SSAValue:
        if isinstance(v, int):
            return self.const(at, v, i32)
        return self.insert(at, arith.IndexCastOp(v, i32)).result

    # -- threads --------------------------------------------------------------------------

    def warp_and_lane(self, at: Operation) -> tuple[SSAValue, SSAValue]:
        """(warp within the warpgroup, lane) as index values: (tid.x / 32) % 4, tid.x % 32."""
        tid = self.insert(at, tgpu.ThreadIdOp(tgpu.dim("x"))).result
        c32 = self.const_index(at, 32)
        warp_all = self.insert(at, arith.DivUIOp(tid, c32)).result
        warp = self.insert(at, arith.RemUIOp(warp_all, self.const_index(at, 4))).result
        lane = self.insert(at, arith.RemUIOp(tid, c32)).result
        return warp, lane

    def warpgroup_of_cta(self, at: Operation) -> SSAValue:
        """tid.x / 128 as an index value."""
        tid = self.insert(at, tgpu.ThreadIdOp(tgpu.dim("x"))).result
        return self.insert(at, arith.DivUIOp(tid, self.const_index(at, 128))).result

    # -- fragments ------------------------------------------------------------------------

    def vec(self, v: SSAValue, at: Operation) -> SSAValue:
        """The per-thread vector of fragment value `v`."""
        owner = v.owner
        if isinstance(owner, UnrealizedConversionCastOp) and owner in self._casts:
            return owner.inputs[0]
        vt = frag_vector_type(v.type)
        if isinstance(vt, str):
            raise DispatchError(vt)
        cast = UnrealizedConversionCastOp.get([v], [vt])
        self.insert(at, cast)
        self._casts.append(cast)
        return cast.results[0]

    def set_frag_result(self, result: SSAValue, vec: SSAValue, at: Operation) -> None:
        """Replace the uses of the fragment `result` by the lowered vector `vec`."""
        cast = UnrealizedConversionCastOp.get([vec], [result.type])
        self.insert(at, cast)
        self._casts.append(cast)
        result.replace_all_uses_with(cast.results[0])

    def set_frag_operand(self, user: Operation, index: int, vec: SSAValue, ty: Attribute) -> None:
        """Operand `index` of `user` (a fragment of type `ty`) becomes the lowered vector `vec`,
        inserted before `user`: one use replaced, where set_frag_result replaces them all."""
        cast = UnrealizedConversionCastOp.get([vec], [ty])
        self.insert(user, cast)
        self._casts.append(cast)
        user.operands[index] = cast.results[0]

    # -- shared memory --------------------------------------------------------------------

    def smem(self, v: SSAValue) -> SSAValue:
        """The `!aproxy.smem<bytes>` value of a shared tile value (alloc or view)."""
        if v in self._smem:
            return self._smem[v]
        owner = v.owner
        if isinstance(owner, tile.AllocOp):
            t: BufferType = v.type
            op = aproxy.SmemAllocOp(t.total_bytes(), SMEM_ALIGN)
            self.insert(owner, op)
            self._tile_defs.append(owner)
            self._smem[v] = op.result
            return op.result
        if isinstance(owner, tile.ViewOp) and isinstance(v.type, BufferType):
            base = self.smem(owner.base)
            off = self.view_byte_offset(owner)
            at = owner
            size = view_bytes(v.type)
            op = aproxy.SmemOffsetOp(base, self.as_index(at, off), size)
            self.insert(at, op)
            self._tile_defs.append(owner)
            self._smem[v] = op.result
            return op.result
        raise DispatchError(f"expected a shared tile defined by tile.alloc or tile.view, found "
                            f"{'a block argument' if isinstance(v, BlockArgument) else owner.name}"
                            " (shared tiles are not carried through region arguments)")

    def view_byte_offset(self, view: tile.ViewOp) -> SSAValue | int:
        """Bytes from the base buffer's start to the view's first element."""
        bt: BufferType = view.base.type
        at = view
        off: SSAValue | int = 0
        if view.stage is not None:
            off = self.mul_index(at, view.stage, bt.stage_bytes())
        info = smem_info(BufferType(bt.get_shape(), bt.element_type, bt.layout))
        if isinstance(info, str):
            raise DispatchError(f"tile.view: {info}")
        eb = info.elem_bytes
        offs = view.mixed_offsets()
        static = [o if isinstance(o, int) else 0 for o in offs]
        off = self.add_index(at, off, info.offset(static[0], static[1]) * eb)
        for d, o in enumerate(offs):
            if isinstance(o, int):
                continue
            stride = linear_stride(info, d)
            off = self.add_index(at, off, self.mul_index(at, o, stride * eb))
        return off

    # -- global tensors -------------------------------------------------------------------

    def global_ref(self, v: SSAValue) -> tuple[BlockArgument, list[SSAValue | int]]:
        """The kernel argument behind a global tile value and the window's offsets."""
        offsets: list[SSAValue | int] | None = None
        cur = v
        pending: list[tile.ViewOp] = []
        while isinstance(cur.owner, tile.ViewOp):
            pending.append(cur.owner)
            cur = cur.owner.base
        if not (isinstance(cur, BlockArgument) and cur.block is self.entry):
            raise DispatchError("expected a global tensor that is a kernel argument (or a "
                                "tile.view of one)")
        rank = len(cur.type.get_shape())
        offsets = [0] * rank
        for view in reversed(pending):
            self._tile_defs.append(view)
            for d, o in enumerate(view.mixed_offsets()):
                offsets[d] = self.add_index(view, offsets[d], o)
        return cur, offsets

    def tensormap(self, arg: BlockArgument, tm: aproxy.TensorMapType) -> SSAValue:
        """The tensor-map value standing for kernel argument `arg` (one box per argument)."""
        i = arg.index
        if i in self._arg_casts:
            cast, kind = self._arg_casts[i]
            have = cast.results[0].type
            if kind != "tensormap" or have != tm:
                raise DispatchError(
                    f"kernel argument {i} is already passed as {have}; a global tensor "
                    f"travels as one kernel parameter, so every copy of it must use the same "
                    f"form (found a use that needs {tm})")
            return cast.results[0]
        cast = UnrealizedConversionCastOp.get([arg], [tm])
        Rewriter.insert_op(cast, InsertPoint.at_start(self.entry))
        self._arg_casts[i] = (cast, "tensormap")
        gt: GlobalType = arg.type
        self._arg_records[i] = DictionaryAttr({
            "arg": IntegerAttr(i, i64),
            "dtype": gt.element_type,
            "shape": ArrayAttr([IntegerAttr(-1 if d < 0 else d, i64) for d in gt.get_shape()]),
            "layout": gt.layout,
            "box": ArrayAttr([IntegerAttr(b, i64) for b in tm.box_dims]),
            "swizzle": tm.swizzle,
        })
        return cast.results[0]

    def global_memref(self, v: SSAValue) -> tuple[SSAValue, list[SSAValue | int]]:
        """The memref of the kernel argument behind global tile value `v` (`memref`), and
        the window's offsets (`global_ref`)."""
        arg, offsets = self.global_ref(v)
        return self.memref(arg), offsets

    def memref(self, arg: BlockArgument) -> SSAValue:
        """The memref value standing for kernel argument `arg` (pointer + extents)."""
        i = arg.index
        gt: GlobalType = arg.type
        mt = MemRefType(gt.element_type, list(gt.get_shape()))
        if i in self._arg_casts:
            cast, kind = self._arg_casts[i]
            if kind != "memref":
                raise DispatchError(
                    f"kernel argument {i} is already passed as {cast.results[0].type}; a "
                    "global tensor travels as one kernel parameter, so every copy of it must "
                    f"use the same form (found a use that needs {mt})")
            return cast.results[0]
        if gt.layout.data != "row_major":
            raise DispatchError(f"kernel argument {i}: only row_major global tensors can be "
                                f"passed as a memref, found {gt.layout.data}")
        cast = UnrealizedConversionCastOp.get([arg], [mt])
        Rewriter.insert_op(cast, InsertPoint.at_start(self.entry))
        self._arg_casts[i] = (cast, "memref")
        return cast.results[0]

    # -- the end --------------------------------------------------------------------------

    def finish(self) -> None:
        from xdsl.pattern_rewriter import PatternRewriteWalker, TypeConversionPattern

        errors: list[str] = []

        class FragToVector(TypeConversionPattern):
            def convert_type(self, typ: Attribute) -> Attribute | None:
                if isinstance(typ, FragType):
                    vt = frag_vector_type(typ)
                    if isinstance(vt, str):
                        errors.append(vt)
                        return None
                    return vt
                return None

        PatternRewriteWalker(FragToVector(), apply_recursively=False).rewrite_region(self.func.body)
        if errors:
            raise DispatchError(errors[0])
        # The type conversion rebuilt the casts; every identity cast left is one of ours.
        for cast in [o for o in self.func.walk() if isinstance(o, UnrealizedConversionCastOp)]:
            if len(cast.inputs) != 1 or len(cast.results) != 1:
                continue
            src, res = cast.inputs[0], cast.results[0]
            if src.type == res.type:
                if src.name_hint is None and res.name_hint is not None:
                    src.name_hint = res.name_hint
                res.replace_all_uses_with(src)
                cast.detach()
                cast.erase()
        # Kernel arguments: global tensors become tensor maps / memrefs; one no op reads
        # still takes its parameters (a row-major memref), so the signature stays callable.
        for arg in self.entry.args:
            if (isinstance(arg.type, GlobalType) and arg.index not in self._arg_casts
                    and arg.type.layout.data == "row_major"):
                self.memref(arg)
        for i in sorted(self._arg_casts):
            arg = self.entry.args[i]
            casts = [u.operation for u in arg.uses
                     if isinstance(u.operation, UnrealizedConversionCastOp)]
            new_type = casts[0].results[0].type
            new = Rewriter.replace_value_with_new_type(arg, new_type)
            for cast in casts:
                cast.results[0].replace_all_uses_with(new)
                cast.detach()
                cast.erase()
        inputs = [a.type for a in self.entry.args]
        self.func.function_type = FunctionType.from_lists(inputs,
                                                          self.func.function_type.outputs.data)
        if self._arg_records:
            self.func.attributes["tile.tensormaps"] = ArrayAttr(
                [self._arg_records[i] for i in sorted(self._arg_records)])
        # tile.view / tile.alloc: erase users first.
        seen = set()
        defs = []
        for op in self.func.walk():
            if isinstance(op, tile.ViewOp | tile.AllocOp):
                defs.append(op)
        for op in reversed(defs):
            if id(op) in seen:
                continue
            seen.add(id(op))
            if any(r.uses for r in op.results):
                user = next(iter(op.results[0].uses)).operation
                raise DispatchError(f"{op.name} result is still used by {user.name} after "
                                    "dispatch (only tile ops may use tile buffers)")
            op.detach()
            op.erase()


def view_bytes(t: BufferType) -> int:
    info = smem_info(t)
    if isinstance(info, str):
        return t.stage_bytes()
    return max(info.cosize_bytes(), t.stage_bytes())


def linear_stride(info, dim: int) -> int:
    """Elements per unit step of coordinate `dim` at the layout's atom granularity.

    A canonical tile is a grid of swizzle atoms (8 rows x span bytes for K-major, span bytes
    x 8 for MN-major); moving by whole atoms is linear in the coordinate. A dynamic view
    offset must be a multiple of the atom extent along its dimension."""
    g = atom_extent(info, dim)
    e = (g, 0) if dim == 0 else (0, g)
    return info.offset(*e) // g


def atom_extent(info, dim: int) -> int:
    per_span = info.span_bytes // info.elem_bytes
    if info.major == "K":
        return 8 if dim == 0 else per_span
    return per_span if dim == 0 else 8


def tensormap_records(func: Operation) -> dict[int, dict]:
    """The `tile.tensormaps` attribute of a dispatched kernel as plain Python, by argument
    index: {"dtype": str, "shape": [-1 = dynamic, ...], "layout": "row_major", "box":
    [innermost first, as in the IR], "box_rows_first": (outermost first, the runtime's
    encode_tiled_for order), "swizzle": "128B"}."""
    out: dict[int, dict] = {}
    attr = func.attributes.get("tile.tensormaps")
    if not isinstance(attr, ArrayAttr):
        return out
    for d in attr.data:
        f = d.data
        box = [b.value.data for b in f["box"].data]
        out[f["arg"].value.data] = {
            "dtype": str(f["dtype"]),
            "shape": [s.value.data for s in f["shape"].data],
            "layout": f["layout"].data,
            "box": box,
            "box_rows_first": tuple(reversed(box)),
            "swizzle": f["swizzle"].data,
        }
    return out
