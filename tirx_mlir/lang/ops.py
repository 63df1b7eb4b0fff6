"""The tile primitives as Python calls (close to TIRx: `tx.copy(dst, src)`, destination
first), and fragment arithmetic through Python operators.

Scopes: an op's `scope(...)` is the threads executing it together. Fragment ops take it from
the fragment's layout (a row tile of 128 threads: warpgroup; of 32: warp; a wgmma
accumulator: warpgroup); memory copies from the enclosing construct (`tx.elect_one()`:
thread; `tx.role(...)`: warpgroup; the kernel body: cta) unless `scope=` says.
"""

from __future__ import annotations

from xdsl.dialects import arith
from xdsl.dialects.builtin import FloatAttr, IndexType, IntegerAttr
from xdsl.dialects.builtin import f32 as _f32
from xdsl.ir import SSAValue

from tirx_mlir.dialects import gpu as tgpu
from tirx_mlir.dialects import tile
from tirx_mlir.dialects.layout import SmemLayoutAttr, WgmmaAccAttr
from tirx_mlir.dialects.tile.rows import CTA_THREADS, RowsLayoutAttr, rows_error, scope_of_threads

from .errors import fail
from .trace import result, tracer
from .types import DType
from .values import Buffer, Frag, Global, Scalar, Value

LOG2E = 1.4426950408889634


# -- thread and block indices ------------------------------------------------------------

def block_id(dim: int = 0) -> Scalar:
    return Scalar(result(tgpu.BlockIdOp(tgpu.dim("xyz"[_dim(dim)]))))


def thread_id(dim: int = 0) -> Scalar:
    return Scalar(result(tgpu.ThreadIdOp(tgpu.dim("xyz"[_dim(dim)]))))


def grid_dim(dim: int = 0) -> Scalar:
    """The number of CTAs of the grid along `dim` (gpu.grid_dim, index)."""
    return Scalar(result(tgpu.GridDimOp(tgpu.dim("xyz"[_dim(dim)]))))


def constant(value, dtype: DType = None) -> Scalar:
    """A scalar constant (`arith.constant`) of `dtype` (default tx.index; index constants are
    shared while tracing, as those the front end makes itself)."""
    from .trace import const_index
    from .types import index as INDEX

    dtype = dtype or INDEX
    if not isinstance(dtype, DType):
        fail(f"tx.constant: expected a tx.DType such as tx.f32, found {dtype!r}")
    if isinstance(value, bool) or not isinstance(value, int | float):
        fail(f"tx.constant: expected a Python int or float, found {type(value).__name__} {value!r}")
    if dtype.name == "index":
        if not isinstance(value, int):
            fail(f"tx.constant: an index constant is an int, found {value!r}")
        return Scalar(const_index(value))
    if dtype.is_float:
        return Scalar(result(arith.ConstantOp(FloatAttr(float(value), dtype.ir))))
    if not isinstance(value, int):
        fail(f"tx.constant: a {dtype!r} constant is an int, found {value!r}")
    return Scalar(result(arith.ConstantOp(IntegerAttr(value, dtype.ir))))


def _dim(d) -> int:
    if d not in (0, 1, 2):
        fail(f"expected dimension 0, 1 or 2, found {d!r}")
    return d


def cdiv(a: int, b: int) -> int:
    return -(-a // b)


def static_assert(cond: bool, message: str) -> None:
    """A compile-time check: its message becomes an error at this line."""
    if isinstance(cond, Value):
        fail("tx.static_assert: expected a compile-time condition, found a run-time value")
    if not cond:
        fail(message)


def static_check(check, *args) -> None:
    """A compile-time check by a host-side validator: `check(*args)` (a function that raises
    ValueError for parameters it refuses, e.g. a kernel's check_*_params); its message becomes
    an error at this line."""
    try:
        check(*args)
    except ValueError as e:
        fail(str(e))


# -- layouts -------------------------------------------------------------------------------

class RowTile:
    """The arrangement of `rows` rows of `cols` columns over `threads` threads (a
    `#tile.rows` layout). The columns are padded to a multiple of vec × threads per row;
    copies guard the padding against the tensor's extents."""

    def __init__(self, rows: int, cols: int, threads: int, vec: int):
        for name, v in (("rows", rows), ("cols", cols)):
            if not isinstance(v, int) or isinstance(v, bool) or v < 1:
                fail(f"tx.row_tile: expected {name} to be a positive int, found {v!r}")
        per_row = threads // rows if rows and threads % rows == 0 else 0
        if not per_row:
            fail(f"tx.row_tile: {rows} rows do not divide the {threads} threads of the scope: "
                 f"expected rows to divide {threads}")
        self.width = cols
        self.cols = cdiv(cols, vec * per_row) * vec * per_row
        err = rows_error(rows, self.cols, threads, vec)
        if err:
            fail(f"tx.row_tile: {err}")
        self.rows, self.threads, self.vec = rows, threads, vec
        self.attr = RowsLayoutAttr(rows, self.cols, threads, vec)

    @property
    def per_thread(self) -> int:
        return self.cols * self.rows // self.threads


def row_tile(rows: int, cols: int, vec: int | None = None, threads: int | None = None) -> RowTile:
    """`rows` x `cols` (padded) over the warpgroup (or `threads` = 32: a warp; 256, 512 or
    1024: the whole CTA, which must be the kernel's block). `vec` (elements per chunk)
    defaults to the largest of 8, 4, 2, 1 that needs no padding (8, padded, when none does)."""
    threads = threads or 128
    if threads in CTA_THREADS and threads != tracer().threads:
        fail(f"tx.row_tile: a row tile of {threads} threads spans the CTA: expected the "
             f"kernel's threads to be {threads}, found {tracer().threads}")
    if vec is None:
        per_row = threads // rows if isinstance(rows, int) and rows > 0 and threads % rows == 0 else 1
        exact = [v for v in (8, 4, 2, 1) if isinstance(cols, int) and cols % (v * per_row) == 0]
        vec = exact[0] if exact else 8
    return RowTile(rows, cols, threads, vec)


def _frag_scope(layout) -> str:
    if isinstance(layout, RowsLayoutAttr):
        return scope_of_threads(layout.threads.data)
    return "warpgroup"


def _mem_scope(scope: str | None) -> str:
    return scope or tracer().scope


def _layout_attr(layout):
    if isinstance(layout, RowTile):
        return layout.attr
    return layout


# -- memory -------------------------------------------------------------------------------

def alloc(shape, dtype: DType, swizzle: str = "128B", major: str = "K", stages: int = 0) -> Buffer:
    """A shared-memory tile (`tile.alloc`) with the canonical TMA/wgmma layout."""
    if len(shape) != 2:
        fail(f"tx.alloc: expected a rank-2 shape, found {shape!r}")
    if isinstance(stages, bool) or not isinstance(stages, int) or stages < 0:
        fail(f"tx.alloc: expected stages to be an int >= 1 (or 0: no stages), found {stages!r}")
    lay = SmemLayoutAttr(shape[0], shape[1], dtype.ir, swizzle, major)
    return Buffer(result(tile.AllocOp(tile.BufferType(list(shape), dtype.ir, lay, stages))))


def sub_layout(layout, sizes, et):
    if isinstance(layout, SmemLayoutAttr):
        return SmemLayoutAttr(sizes[0], sizes[1], et, layout.swizzle.data, layout.major.data)
    fail(f"expected a #layout.smem buffer to take a window of, found {layout}")


def load(src: Global, layout, scope: str | None = None) -> Frag:
    """A fragment of `src` in `layout`: a global window of the layout's shape (`tile.copy`),
    or a rank-1 / 1 x N window read into every row (`tile.broadcast`)."""
    if not isinstance(src, Global | Buffer):
        fail(f"tx.load: expected a global tensor or shared buffer window, found {_what(src)}")
    attr = _layout_attr(layout)
    shape = attr.tile_shape()
    sc = scope or _frag_scope(attr)
    ft = tile.FragType(list(shape), src.type.element_type, attr)
    src_shape = src.shape
    if isinstance(src, Global) and len(shape) == 2 and (len(src_shape) == 1 or (src_shape[0] == 1 and shape[0] > 1)):
        return Frag(result(tile.BroadcastOp(src.ssa, ft, sc)))
    if tuple(src_shape) != tuple(shape):
        fail(f"tx.load: the window is {_shape(src_shape)} but the layout is {_shape(shape)}")
    return Frag(result(tile.CopyOp(_whole(src).ssa, ft, sc)))


def copy(dst, src, scope: str | None = None) -> None:
    """`tile.copy src -> dst` (destination first, as TIRx's Tx.copy)."""
    if not isinstance(dst, Global | Buffer):
        fail(f"tx.copy: expected the destination to be a global or shared window, found {_what(dst)}")
    if not isinstance(src, Frag | Global | Buffer):
        fail(f"tx.copy: expected the source to be a fragment or a window, found {_what(src)}")
    if tuple(dst.shape) != tuple(src.shape):
        fail(f"tx.copy: the source is {_shape(src.shape)} but the destination is {_shape(dst.shape)}")
    sc = scope or (_frag_scope(src.layout) if isinstance(src, Frag) else _mem_scope(None))
    result_or_none(tile.CopyOp(_whole(src).ssa, _whole(dst).ssa, sc))


def copy_async(dst: Buffer, src: Global, barrier, stage, scope: str | None = None) -> None:
    """`tile.copy_async src -> dst barrier(pipe[stage])`: completes on the barrier."""
    if not isinstance(dst, Buffer) or not isinstance(src, Global):
        fail(f"tx.copy_async: expected (shared buffer, global window), found ({_what(dst)}, {_what(src)})")
    from .values import as_index

    idx = as_index(stage)
    if isinstance(idx, int):
        from .trace import const_index

        idx = const_index(idx)
    result_or_none(tile.CopyAsyncOp(src.ssa, _whole(dst).ssa, _ssa(barrier), idx, _mem_scope(scope)))


def gemm_async(a, b: Buffer, acc: Frag) -> Frag:
    """D = acc + A·Bᵀ on the warpgroup's tensor cores (tile.gemm_async; wait with
    tx.wgmma_wait before reading the result)."""
    if not isinstance(acc, Frag):
        fail(f"tx.gemm_async: expected the accumulator to be a fragment, found {_what(acc)}")
    return Frag(result(tile.GemmAsyncOp(_whole(a).ssa, _whole(b).ssa, acc.ssa, "warpgroup")))


def acc_layout(m: int, n: int, dtype: DType = None):
    """The wgmma accumulator layout of an m x n tile (m = 64)."""
    from .types import f32 as F32

    if m != 64:
        fail(f"tx.acc_layout: a wgmma accumulator has 64 rows, found {m}")
    return WgmmaAccAttr(n, (dtype or F32).ir)


def _whole(v):
    return v.whole() if isinstance(v, Buffer) else v


def _ssa(v) -> SSAValue:
    if not isinstance(v, Value):
        fail(f"expected a traced value, found {_what(v)}")
    return v.ssa


def result_or_none(op):
    from .trace import emit

    o = emit(op)
    return o.results[0] if o.results else None


def _what(v) -> str:
    if isinstance(v, Value):
        return f"{type(v).__name__.lower()} of type {v.type}"
    return f"{type(v).__name__} {v!r}"


def _shape(s) -> str:
    return "x".join("?" if d < 0 else str(d) for d in s)


# -- fragment math --------------------------------------------------------------------------

def _frag(x, what: str) -> Frag:
    if not isinstance(x, Frag):
        fail(f"{what}: expected a fragment, found {_what(x)}")
    return x


def fill(value: float, like: Frag | None = None, shape=None, dtype: DType = None, layout=None) -> Frag:
    """A fragment of `value`: of `like`'s type, or of shape/dtype/layout."""
    if like is not None:
        ft = like.type
    else:
        attr = _layout_attr(layout)
        ft = tile.FragType(list(shape or attr.tile_shape()), dtype.ir, attr)
    v = float(value) if ft.element_type.name.startswith(("f", "bf")) else int(value)
    from tirx_mlir.limits import float_range_problem

    if isinstance(v, float) and (p := float_range_problem(v, str(ft.element_type))):
        fail(f"tx.fill: {p}")
    return Frag(result(tile.FillOp(v, ft, _frag_scope(ft.layout))))


def cast(x, dtype: DType):
    if isinstance(x, Scalar):
        return _cast_scalar(x, dtype)
    x = _frag(x, "tx.cast")
    ft = tile.FragType(list(x.shape), dtype.ir, x.layout)
    if ft == x.type:
        return x
    return Frag(result(tile.CastOp(x.ssa, ft, _frag_scope(x.layout))))


def _cast_scalar(x: Scalar, dtype: DType) -> Scalar:
    t = dtype.ir
    if x.type == t:
        return x
    if isinstance(t, IndexType) or not dtype.is_float:
        return Scalar(result(arith.IndexCastOp(x.ssa, t)))
    fail(f"tx.cast: scalar conversion {x.type} -> {t} is not supported")


def _is_row_of(r, x: Frag) -> bool:
    return isinstance(r, Frag) and len(r.shape) == 1 and len(x.shape) == 2


def expand(row: Frag, like: Frag) -> Frag:
    """A row fragment's value on every column of `like`'s shape (tile.expand)."""
    ft = tile.FragType(list(like.shape), row.type.element_type, like.layout)
    return Frag(result(tile.ExpandOp(row.ssa, ft, _frag_scope(like.layout))))


def _operand(x: Frag, other, what: str) -> Frag:
    """`other` as a fragment of x's type: a fragment, a row fragment (expanded), a number."""
    if isinstance(other, Frag):
        if other.type == x.type:
            return other
        if _is_row_of(other, x):
            return expand(other, x)
        fail(f"{what}: the fragments are {other.type} and {x.type}")
    if isinstance(other, int | float) and not isinstance(other, bool):
        return fill(other, like=x)
    fail(f"{what}: expected a fragment or a number, found {_what(other)}")


def _binary(cls, a: Frag, b, what: str, reverse: bool = False) -> Frag:
    b = _operand(a, b, what)
    lhs, rhs = (b, a) if reverse else (a, b)
    return Frag(result(cls(lhs.ssa, rhs.ssa, _frag_scope(a.layout))))


def scale(x: Frag, factor) -> Frag:
    """Each element times a scalar (f32 value or number) or its row's value."""
    x = _frag(x, "tx.scale")
    if isinstance(factor, int | float) and not isinstance(factor, bool):
        factor = Scalar(result(arith.ConstantOp(FloatAttr(float(factor), x.type.element_type))))
    if not isinstance(factor, Scalar | Frag):
        fail(f"tx.scale: expected a scalar, a number or a row fragment, found {_what(factor)}")
    return Frag(result(tile.ScaleOp(x.ssa, factor.ssa, _frag_scope(x.layout))))


def _mul(a: Frag, b) -> Frag:
    if isinstance(b, Scalar | int | float) and not isinstance(b, bool) or _is_row_of(b, a):
        return scale(a, b)
    return _binary(tile.MulOp, a, b, "*")


def _frag_op(name, cls, reverse=False):
    def op(self, other):
        if isinstance(other, Scalar):
            fail(f"`{name}` of a fragment and a scalar: use tx.scale for products, or tx.fill")
        return _binary(cls, self, other, name, reverse)
    return op


Frag.__add__ = _frag_op("+", tile.AddOp)
Frag.__radd__ = _frag_op("+", tile.AddOp, True)
Frag.__sub__ = _frag_op("-", tile.SubOp)
Frag.__rsub__ = _frag_op("-", tile.SubOp, True)
Frag.__truediv__ = _frag_op("/", tile.DivOp)
Frag.__rtruediv__ = _frag_op("/", tile.DivOp, True)
Frag.__mul__ = _mul
Frag.__rmul__ = _mul
Frag.__neg__ = lambda self: scale(self, -1.0)


def maximum(a, b):
    """The elementwise maximum of two fragments (tile.max), or of two scalars (arith: maxui
    on index values, which are unsigned as `//` and `%` are; maxsi on integers; maximumf)."""
    if isinstance(a, Scalar):
        return _scalar_extremum(a, b, "tx.maximum", arith.MaxUIOp, arith.MaxSIOp, arith.MaximumfOp)
    return _binary(tile.MaxOp, _frag(a, "tx.maximum"), b, "tx.maximum")


def minimum(a: Scalar, b) -> Scalar:
    """The minimum of two scalars (arith.minui on index values, minsi on integers, minimumf
    on floats); e.g. the last tile's row `tx.minimum(t * BM, seq - BM)`."""
    if not isinstance(a, Scalar):
        fail(f"tx.minimum: expected a scalar (fragments have tile.max only), found {_what(a)}")
    return _scalar_extremum(a, b, "tx.minimum", arith.MinUIOp, arith.MinSIOp, arith.MinimumfOp)


def _scalar_extremum(a: Scalar, b, what: str, unsigned, signed, floating) -> Scalar:
    if isinstance(b, Value) and not isinstance(b, Scalar):
        fail(f"{what}: expected two scalars, found {_what(a)} and {_what(b)}")
    cls = floating if a.is_float else unsigned if isinstance(a.type, IndexType) else signed
    x = a.ssa
    return Scalar(result(cls(x, a._coerce(b))))


def exp2(x: Frag, scale=None, sub=None) -> Frag:
    """2^(x·scale − sub) (tile.exp2; `sub` a fragment of x's type or a row fragment)."""
    x = _frag(x, "tx.exp2")
    c = None
    if scale is not None:
        c = scale.ssa if isinstance(scale, Scalar) else result(
            arith.ConstantOp(FloatAttr(float(scale), _f32)))
    b = None
    if sub is not None:
        b = _frag(sub, "tx.exp2 sub").ssa
    return Frag(result(tile.Exp2Op(x.ssa, _frag_scope(x.layout), c, b)))


def exp(x: Frag) -> Frag:
    """e^x = 2^(x·log2 e)."""
    return exp2(x, scale=LOG2E)


def _elementwise(cls, x, what: str) -> Frag:
    """The one-operand fragment op `cls` on x, in x's scope."""
    x = _frag(x, what)
    return Frag(result(cls(x.ssa, _frag_scope(x.layout))))


def log2(x: Frag) -> Frag:
    return _elementwise(tile.Log2Op, x, "tx.log2")


def rsqrt(x: Frag) -> Frag:
    return _elementwise(tile.RsqrtOp, x, "tx.rsqrt")


def stash(x: Frag) -> Frag:
    """x's values kept in shared memory instead of registers, read back where the result is
    used (tile.stash: an f32 row tile, a multiple of 4 values a thread): for a value that
    stays live across a loop without taking its registers for the whole loop."""
    return _elementwise(tile.StashOp, x, "tx.stash")


def rcp(x: Frag) -> Frag:
    """1/x, approximate (tile.rcp: div.full.ftz.f32, within 2 ulp)."""
    return _elementwise(tile.RcpOp, x, "tx.rcp")


def sigmoid(x: Frag) -> Frag:
    """1 / (1 + e^-x), with tx.rcp (the approximate reciprocal: a sigmoid needs no
    correctly rounded division, and div.rn costs a slow-path branch per element)."""
    return rcp(exp2(x, scale=-LOG2E) + 1.0)


def _reduce(cls, x: Frag, axis: int, what: str) -> Frag:
    x = _frag(x, what)
    if axis not in (1, -1) or len(x.shape) != 2:
        fail(f"{what}: reduces the rows of a rank-2 fragment (axis=1), found axis={axis} on {_shape(x.shape)}")
    rt = tile.FragType([x.shape[0]], x.type.element_type, x.layout)
    return Frag(result(cls(x.ssa, rt, _frag_scope(x.layout))))


def sum(x: Frag, axis: int = 1) -> Frag:
    return _reduce(tile.ReduceSumOp, x, axis, "tx.sum")


def sums(a: Frag, b: Frag) -> tuple[Frag, Frag]:
    """(tx.sum(a), tx.sum(b)) in one reduction (tile.reduce_sum2): for two independent row
    sums of one row tile, whose partials then cross the CTA's warps in one shared-memory
    exchange (one barrier) instead of two. Expects: a and b f32 fragments of one row-tile
    type (`tx.row_tile`); the sums equal tx.sum's bit for bit."""
    a, b = _frag(a, "tx.sums"), _frag(b, "tx.sums")
    if a.type != b.type:
        fail(f"tx.sums: expected two fragments of one type, found {a.type} and {b.type}")
    if len(a.shape) != 2 or not isinstance(a.layout, RowsLayoutAttr) or a.type.element_type != _f32:
        fail(f"tx.sums: expected f32 row-tile fragments (tx.row_tile, rank 2), found {a.type}")
    rt = tile.FragType([a.shape[0]], _f32, a.layout)
    from .trace import emit

    op = emit(tile.ReduceSum2Op(a.ssa, b.ssa, rt, _frag_scope(a.layout)))
    return Frag(op.results[0]), Frag(op.results[1])


def max(x: Frag, axis: int = 1) -> Frag:
    return _reduce(tile.ReduceMaxOp, x, axis, "tx.max")


def mask(x: Frag, limit, col0=0, row0=0, causal: bool = False) -> Frag:
    """Elements at column col0 + j >= limit (and, causal, above the diagonal) become −inf."""
    from .trace import const_index
    from .values import as_index

    def idx(v):
        i = as_index(v)
        return const_index(i) if isinstance(i, int) else i

    x = _frag(x, "tx.mask")
    return Frag(result(tile.MaskOp(x.ssa, idx(row0), idx(col0), idx(limit), causal,
                                   _frag_scope(x.layout))))


__all__ = [
    "LOG2E",
    "RowTile",
    "acc_layout",
    "alloc",
    "block_id",
    "cast",
    "cdiv",
    "copy",
    "copy_async",
    "constant",
    "exp",
    "exp2",
    "expand",
    "fill",
    "gemm_async",
    "grid_dim",
    "load",
    "log2",
    "mask",
    "max",
    "maximum",
    "minimum",
    "row_tile",
    "rsqrt",
    "rcp",
    "scale",
    "sigmoid",
    "static_assert",
    "store_async",
    "store_wait",
    "sum",
    "sums",
    "thread_id",
]
