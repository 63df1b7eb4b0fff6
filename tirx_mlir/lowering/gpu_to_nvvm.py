"""`gpu-to-nvvm`: the SIMT basics of xDSL's `gpu` dialect, `simt.shfl_xor` and the kernel
signature, lowered to `nvvm`.

Expects: `gpu.module`s holding `gpu.func ... kernel` functions (device functions are
rejected) whose arguments are scalars (integers of 16/32/64 bits, index, f16/bf16/f32/f64)
or row-major contiguous memrefs (no layout attribute) in the global memory space (none, or
1); `gpu.thread_id` / `block_id` / `block_dim` / `grid_dim` / `global_id` / `lane_id`,
`gpu.subgroup_id` / `num_subgroups` / `subgroup_size`, `gpu.barrier` and `simt.shfl_xor`
anywhere in the kernels.

Guarantees, in every kernel:
* the kernel ABI (docs/simt.md): each memref argument is replaced, in place, by an `i64`
  pointer argument followed by one `i64` argument per dynamic dimension (named
  `<arg>_ptr`, `<arg>_dim<k>`); scalar arguments and TMA descriptors
  (`!aproxy.tensormap<...>`, kind "tensormap") stay. The pointer is converted with
  `cvta.to.global.u64` (PTX ISA "Data Movement and Conversion Instructions:
  cvta": kernel pointer parameters hold generic addresses) and, with the dimensions, rebuilt into the memref by one
  `builtin.unrealized_conversion_cast (ptr, dims...) -> memref` that `memref-to-nvvm`
  consumes. The function gets a `tirx.kernel_params` attribute: one dictionary per
  parameter (`kind` = "ptr" | "dim" | "scalar" | "tensormap", `arg` = the original argument index, `dim`
  = the dimension for "dim", `name`), which the PTX target and the runtime read;
* special-register reads (`nvvm.mov.special`, PTX ISA "Special Registers": %tid, %ntid,
  %ctaid, %nctaid, %laneid, all .u32 < 2^31) followed by `arith.index_cast` to `index`
  (a sign extension, exact for these ranges), which `arith-to-nvvm` lowers;
  `gpu.global_id` is `ctaid * ntid + tid` in index arithmetic;
* the subgroups are the warps: `gpu.subgroup_size` is 32 (PTX ISA "Special Registers":
  WARP_SZ), `gpu.subgroup_id` the linear thread index `(tid.z * ntid.y + tid.y) * ntid.x +
  tid.x` divided by 32 and `gpu.num_subgroups` `ceil(ntid.x * ntid.y * ntid.z / 32)`
  (warps take consecutive linear thread indices: CUDA C Programming Guide, "SIMT
  Architecture"; %warpid is not stable, PTX ISA "%warpid");
* `gpu.barrier` -> `bar.sync 0` (PTX ISA "Parallel Synchronization and Communication Instructions: bar");
* `simt.shfl_xor %v, %off` -> `shfl.sync.bfly.b32 d, v, off, 31, 0xffffffff` (PTX ISA
  9.7.9.6: c = 0x1f clamps to the whole warp, membermask = every lane); f32 values travel
  through `arith.bitcast` to i32 and back.
No gpu op other than gpu.module / gpu.func / gpu.return remains. One `OpLowering` pattern per op
(`PATTERNS`), driven by xDSL's `PatternRewriteWalker` in program order.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.dialects import arith, gpu
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    ArrayAttr,
    DictionaryAttr,
    Float32Type,
    FunctionType,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    NoneAttr,
    StringAttr,
    UnrealizedConversionCastOp,
    VectorType,
)
from xdsl.ir import Operation, SSAValue
from xdsl.pattern_rewriter import (
    PatternRewriter,
)

from tirx_mlir.dialects.simt import ShflXorOp
from tirx_mlir.lowering.op_pattern import OpLowering, table_patterns
from tirx_mlir.lowering.simt_common import (
    SimtLowering,
    elem_bytes,
    fail,
    i32,
    i64,
    insert,
    nv,
    type_str,
)

NAME = "gpu-to-nvvm"

def _is_global_space(space) -> bool:
    if isinstance(space, NoneAttr):
        return True
    return isinstance(space, IntegerAttr) and space.value.data == 1


def check_memref_arg(f: gpu.FuncOp, index: int, t: MemRefType) -> None:
    where = f"@{f.sym_name.data} argument {index}"
    if not isinstance(t.layout, NoneAttr):
        fail(NAME, f, f"{where}: expected a row-major contiguous memref (no layout), found {type_str(t)}; "
                      "strided layouts are not supported")
    if not _is_global_space(t.memory_space):
        fail(NAME, f, f"{where}: expected a memref in global memory (memory space none or 1), found {type_str(t)}")
    et = t.element_type
    if elem_bytes(et) is None or (isinstance(et, IntegerType) and et.width.data == 8):
        fail(NAME, f, f"{where}: unsupported element type {type_str(et)} in {type_str(t)}; expected "
                      "i16, i32, i64, index, f16, bf16, f32 or f64")


def is_tensormap_type(t) -> bool:
    """A 128-byte TMA descriptor parameter type (`!aproxy.tensormap<...>`)."""
    return getattr(t, "name", "").endswith(".tensormap")


def check_scalar_arg(f: gpu.FuncOp, index: int, t) -> None:
    ok = isinstance(t, IndexType) or (isinstance(t, IntegerType) and t.width.data in (16, 32, 64))
    ok = ok or elem_bytes(t) is not None and not isinstance(t, (IntegerType, VectorType))
    if not ok:
        fail(NAME, f, f"@{f.sym_name.data} argument {index}: unsupported kernel argument type {type_str(t)}; "
                      "expected a memref, an integer of 16/32/64 bits, index, or f16/bf16/f32/f64")


def rewrite_signature(f: gpu.FuncOp) -> None:
    entry = f.body.blocks[0]
    first = entry.first_op
    assert first is not None  # a gpu.func body ends in a terminator
    params: list[DictionaryAttr] = []
    old_args = list(entry.args)
    pos = 0
    for index, arg in enumerate(old_args):
        t = arg.type
        base = arg.name_hint or f"arg{index}"
        if isinstance(t, MemRefType):
            check_memref_arg(f, index, t)
            ptr = entry.insert_arg(i64, pos)
            ptr.name_hint = f"{base}_ptr"
            params.append(DictionaryAttr({"kind": StringAttr("ptr"), "arg": IntegerAttr(index, 64),
                                          "name": StringAttr(ptr.name_hint)}))
            pos += 1
            dims: list[SSAValue] = []
            for d, size in enumerate(t.get_shape()):
                if size == DYNAMIC_INDEX:
                    dv = entry.insert_arg(i64, pos)
                    dv.name_hint = f"{base}_dim{d}"
                    params.append(DictionaryAttr({"kind": StringAttr("dim"), "arg": IntegerAttr(index, 64),
                                                  "dim": IntegerAttr(d, 64), "name": StringAttr(dv.name_hint)}))
                    dims.append(dv)
                    pos += 1
            g = nv(NAME, first, "cvta", [ptr], None, to=True, space="global", type="u64").results[0]
            g.name_hint = f"{base}_global"
            cast = insert(first, UnrealizedConversionCastOp.get([g, *dims], [t]))
            arg.replace_all_uses_with(cast.results[0])
            entry.erase_arg(arg)
        elif is_tensormap_type(t):
            # A TMA descriptor parameter stays (aproxy-to-nvvm takes its address by name;
            # docs/aproxy.md, "Contract with the SIMT lowering").
            params.append(DictionaryAttr({"kind": StringAttr("tensormap"), "arg": IntegerAttr(index, 64),
                                          "name": StringAttr(base)}))
            pos += 1
        else:
            check_scalar_arg(f, index, t)
            params.append(DictionaryAttr({"kind": StringAttr("scalar"), "arg": IntegerAttr(index, 64),
                                          "name": StringAttr(base)}))
            pos += 1
    outputs = f.function_type.outputs.data
    f.properties["function_type"] = FunctionType.from_lists(list(entry.arg_types), list(outputs))
    f.attributes["tirx.kernel_params"] = ArrayAttr(params)


def special(at: Operation, reg: str) -> SSAValue:
    """Read special register `reg` (u32) and widen it to index."""
    r = nv(NAME, at, "mov.special", [], None, reg=reg).results[0]
    return insert(at, arith.IndexCastOp(r, IndexType())).results[0]


class _SpecialRegisterLowering(OpLowering):
    """`gpu.<dim op> x|y|z` -> the special register `params.x|y|z`, as index."""

    def rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        rewriter.replace(op, [], [special(op, f"{self.params}.{op.dimension.data.value}")])


ThreadIdLowering, BlockIdLowering, BlockDimLowering, GridDimLowering = table_patterns(
    _SpecialRegisterLowering,
    {gpu.ThreadIdOp: "tid", gpu.BlockIdOp: "ctaid", gpu.BlockDimOp: "ntid", gpu.GridDimOp: "nctaid"},
    "`{op}` -> %{params}.")


class GlobalIdLowering(OpLowering):
    """`gpu.global_id d` -> ctaid.d * ntid.d + tid.d (index)."""

    def rewrite(self, op: gpu.GlobalIdOp, rewriter: PatternRewriter) -> None:
        d = op.dimension.data.value
        tid = special(op, f"tid.{d}")
        ntid = special(op, f"ntid.{d}")
        ctaid = special(op, f"ctaid.{d}")
        base = insert(op, arith.MuliOp(ctaid, ntid)).results[0]
        v = insert(op, arith.AddiOp(base, tid)).results[0]
        rewriter.replace(op, [], [v])


class LaneIdLowering(OpLowering):
    """`gpu.lane_id` -> %laneid."""

    def rewrite(self, op: gpu.LaneIdOp, rewriter: PatternRewriter) -> None:
        rewriter.replace(op, [], [special(op, "laneid")])


class BarrierLowering(OpLowering):
    """`gpu.barrier` -> `bar.sync 0`."""

    def rewrite(self, op: gpu.BarrierOp, rewriter: PatternRewriter) -> None:
        nv(NAME, op, "bar.sync", [], None, id=0)
        rewriter.erase(op)


class ShflXorLowering(OpLowering):
    """`simt.shfl_xor %v, %off` -> `shfl.sync.bfly.b32 d, v, off, 31, 0xffffffff` (f32 through
    bitcasts)."""

    def rewrite(self, op: ShflXorOp, rewriter: PatternRewriter) -> None:
        v = op.value
        is_f32 = isinstance(v.type, Float32Type)
        if is_f32:
            v = insert(op, arith.BitcastOp(v, i32)).results[0]
        clamp = insert(op, arith.ConstantOp.from_int_and_width(31, 32)).results[0]
        mask = insert(op, arith.ConstantOp.from_int_and_width(-1, 32)).results[0]
        d = nv(NAME, op, "shfl.sync", [v, op.offset, clamp, mask], None, mode="bfly").results[0]
        if is_f32:
            d = insert(op, arith.BitcastOp(d, op.result.type)).results[0]
        rewriter.replace(op, [], [d])


WARP_SIZE = 32  # PTX ISA "Special Registers": WARP_SZ


def _index(at: Operation, v: int) -> SSAValue:
    return insert(at, arith.ConstantOp(IntegerAttr(v, IndexType()))).results[0]


def _threads_before(op: Operation, dims: str) -> SSAValue:
    """The block's linear thread index (dims "tid") or thread count (dims "ntid"), index."""
    x, y, z = (special(op, f"{dims}.{d}") for d in "xyz")
    if dims == "ntid":
        return insert(op, arith.MuliOp(insert(op, arith.MuliOp(x, y)).results[0], z)).results[0]
    ny, nx = special(op, "ntid.y"), special(op, "ntid.x")
    zy = insert(op, arith.AddiOp(insert(op, arith.MuliOp(z, ny)).results[0], y)).results[0]
    return insert(op, arith.AddiOp(insert(op, arith.MuliOp(zy, nx)).results[0], x)).results[0]


class SubgroupSizeLowering(OpLowering):
    """`gpu.subgroup_size` -> 32."""

    def rewrite(self, op: gpu.SubgroupSizeOp, rewriter: PatternRewriter) -> None:
        rewriter.replace(op, [], [_index(op, WARP_SIZE)])


class SubgroupIdLowering(OpLowering):
    """`gpu.subgroup_id` -> linear thread index / 32."""

    def rewrite(self, op: gpu.SubgroupIdOp, rewriter: PatternRewriter) -> None:
        linear = _threads_before(op, "tid")
        rewriter.replace(op, [], [insert(op, arith.DivUIOp(linear, _index(op, WARP_SIZE))).results[0]])


class NumSubgroupsLowering(OpLowering):
    """`gpu.num_subgroups` -> (threads + 31) / 32."""

    def rewrite(self, op: gpu.NumSubgroupsOp, rewriter: PatternRewriter) -> None:
        n = insert(op, arith.AddiOp(_threads_before(op, "ntid"), _index(op, WARP_SIZE - 1))).results[0]
        rewriter.replace(op, [], [insert(op, arith.DivUIOp(n, _index(op, WARP_SIZE))).results[0]])


class UnsupportedGpuOp(OpLowering):
    """gpu ops a kernel may not hold: a diagnostic at the op."""

    rejects = True

    def rewrite(self, op: gpu.AllReduceOp | gpu.LaunchOp | gpu.LaunchFuncOp | gpu.AllocOp | gpu.MemcpyOp
                | gpu.DeallocOp, rewriter: PatternRewriter) -> None:
        fail(NAME, op, "is not supported inside a kernel by the SIMT lowering")


#: One pattern per op this pass lowers (and the one that refuses the unsupported gpu ops).
PATTERNS: tuple[type[OpLowering], ...] = (
    ThreadIdLowering,
    BlockIdLowering,
    BlockDimLowering,
    GridDimLowering,
    GlobalIdLowering,
    LaneIdLowering,
    BarrierLowering,
    ShflXorLowering,
    SubgroupSizeLowering,
    SubgroupIdLowering,
    NumSubgroupsLowering,
    UnsupportedGpuOp,
)


@dataclass(frozen=True)
class GpuToNvvm(SimtLowering):
    """Lowers gpu SIMT ops, simt.shfl_xor and kernel signatures to nvvm (see module doc)."""

    name = "gpu-to-nvvm"
    patterns = PATTERNS

    def before(self, k: gpu.FuncOp) -> None:
        rewrite_signature(k)


lowered_op_types = GpuToNvvm.lowered_op_types
