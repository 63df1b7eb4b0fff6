"""tile-dispatch variants `row_tile` for row tiles (`#tile.rows<RxN, threads = T, vec = V>`).

A row tile is one `vector<K x E>` per thread (K = N / P, P = T / R threads per row; a row
fragment is `vector<1 x E>`). Register k of thread t (t = tid.x % T, row r = t / P,
p = t % P) is (r, V·(p + P·(k / V)) + k % V) (tirx_mlir/dialects/tile/rows.py).

* copy global -> fragment / fragment -> global, broadcast (global vector -> every row): one
  `scf.if` on "every chunk of this thread inside the tensor and the tensor 16-byte aligned"
  (row length and column offset multiples of V): straight-line `vector.load` /
  `vector.store` of at most 16 bytes each (PTX ISA 9.7.9.8 ld.global.v4 / v8.b16), all of a
  thread's loads issued before any use; otherwise chunk by chunk, one `scf.if` each: the
  vector access when the chunk is inside, else element by element, each guarded by the
  extents (a load gives 0 outside).
* fill, cast, add/sub/mul/max/div, exp2 (scale, sub of the same type), log2, rsqrt, rcp
  (arith.divf 1 / x with fastmath<afn>: div.full.ftz.f32), scale
  (by a scalar or per row), expand (a row value on every register): one arith/math op per
  register, as for the accumulator arrangement.
* reduce_sum / reduce_max: the thread's K values combined pairwise, then butterfly
  shuffles (`simt.shfl_xor`, PTX ISA 9.7.9.6 shfl.sync.bfly) over the min(P, 32) lanes of
  the row; when a row spans W = P / 32 > 1 warps, lane 0 of each warp writes its partial to
  a shared array (a private `memref.global` in address space 3), a barrier orders it — the
  warpgroup's named barrier (bar.sync 8 + warpgroup, 128; PTX ISA 9.7.13.1) for a
  warpgroup's tile, the CTA's barrier 0 (`gpu.barrier`) for a CTA-wide tile of 256..1024
  threads — (twice inside a loop, so that the next iteration's write waits for this one's
  reads, unless another barrier of the kind runs in the same block every time: a second
  reduction across warps, or a gpu.barrier, which already orders those reads before the next
  write), and every thread combines the W partials of its row pairwise.
* reduce_sum2 (two row sums of one row tile type): both inputs' pairwise adds and shuffles,
  then ONE exchange across warps: both partials in one shared array (input j at word
  j·(block warps) + warp), one barrier (two inside a loop, by the rule above), both loaded.
* scope(cta): a row tile of T = 256, 512 or 1024 threads is the kernel's whole block
  (block = [T, 1, 1], checked), thread t = tid.x.
* A global tensor with a static row length and a static column offset, both multiples of
  V, that holds the tile's columns: the copies check only the row (no check for a rank-1
  vector), the other rows' loads give 0.
* mask (not causal): register k kept iff c0 + its column < n, else -inf.
"""

from __future__ import annotations

from xdsl.dialects import arith, math, memref, scf, vector
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    Float32Type,
    FloatAttr,
    IntegerAttr,
    IntegerType,
    MemRefType,
    StringAttr,
    UnitAttr,
    VectorType,
    f32,
    i32,
)
from xdsl.ir import Block, Operation, Region, SSAValue

from tirx_mlir.dialects import gpu, simt, tile
from tirx_mlir.dialects.tile import FragType, element_bits, space_of
from tirx_mlir.dialects.tile.rows import CTA_THREADS, SCOPE_THREADS, RowsLayoutAttr

from . import predicates as P
from .copy import _zero_const, tile_gpu_tid, warpgroup_sync
from .fragment import _from_lanes
from .registry import variant

NAME = "row_tile"
PRIORITY = 20  # above the accumulator-arrangement variants (which decline row tiles)


def _rows_of(t) -> RowsLayoutAttr | None:
    return t.layout if isinstance(t, FragType) and isinstance(t.layout, RowsLayoutAttr) else None


def _operand_type(op, name):
    v = getattr(op, name, None)
    if v is None and name == "dst":
        return op.result.type
    return v.type


def rows_pred(name: str):
    """`name` is a row tile whose thread count is the scope's."""

    def check(op) -> str | None:
        lay = _rows_of(_operand_type(op, name))
        if lay is None:
            return f"{name}: expected a row tile (#tile.rows), found {_operand_type(op, name)}"
        want = SCOPE_THREADS.get(op.scope.data)
        if op.scope.data == "cta":
            want = _block_threads(op)
            if want != lay.threads.data:
                return (f"{name}: expected a block of {lay.threads.data} threads for {lay} in "
                        f"scope(cta), found block = {want or 'unknown'}")
            return None
        if want != lay.threads.data:
            return (f"{name}: expected scope with {lay.threads.data} threads for {lay}, found "
                    f"scope({op.scope.data}) ({want} threads)")
        return None

    return P.custom(f"{name} is a row tile of the scope", check)


def _block_threads(op) -> int | None:
    """x·y·z of the enclosing gpu.func's block = [x, y, z] attribute (None without one)."""
    from tirx_mlir.dialects import aproxy

    f = op.parent_op()
    while f is not None and f.name != "gpu.func":
        f = f.parent_op()
    dims = aproxy.block_threads(f) if f is not None else None
    return dims[0] * dims[1] * dims[2] if dims else None


class _Thread:
    """t, row r = t / P and p = t % P of the executing thread, as index values."""

    def __init__(self, ctx, at: Operation, lay: RowsLayoutAttr):
        tid = ctx.insert(at, tile_gpu_tid()).result
        self.tid = tid
        # scope(cta): the block is the tile's threads (rows_pred), so tid.x is t
        t = tid if lay.threads.data in CTA_THREADS else ctx.insert(
            at, arith.RemUIOp(tid, ctx.const_index(at, lay.threads.data))).result
        pc = ctx.const_index(at, lay.per_row)
        self.row = ctx.insert(at, arith.DivUIOp(t, pc)).result
        self.p = ctx.insert(at, arith.RemUIOp(t, pc)).result


def _vt(t: FragType) -> VectorType:
    return VectorType(t.element_type, [t.layout.registers_per_thread(t.get_shape())])


def _lanes(ctx, at, v: SSAValue, et, n: int) -> list[SSAValue]:
    return [ctx.insert(at, vector.ExtractOp(v, [i], et)).result for i in range(n)]


def _cmp(ctx, at, a, b, pred="ult"):
    return ctx.insert(at, arith.CmpiOp(a, b, pred)).result


def _and(ctx, at, a, b):
    return ctx.insert(at, arith.AndIOp(a, b)).result


def _static_int(v) -> int | None:
    """v as an int when it is one or an index arith.constant."""
    if isinstance(v, int):
        return v
    owner = getattr(v, "owner", None)
    if isinstance(owner, arith.ConstantOp) and isinstance(owner.value, IntegerAttr):
        return owner.value.value.data
    return None


class _Chunks:
    """The chunk geometry of one global <-> row-tile transfer."""

    def __init__(self, ctx, op, gval: SSAValue, ft: FragType, rank1: bool):
        self.lay: RowsLayoutAttr = ft.layout
        self.et = ft.element_type
        self.v = self.lay.vec.data
        self.piece = min(self.v, max(1, 128 // element_bits(self.et)))  # <= 16 bytes
        arg, self.offs = ctx.global_ref(gval)
        self.mem = ctx.memref(arg)
        self.rank1 = rank1 or len(arg.type.get_shape()) == 1
        dims = [ctx.insert(op, memref.DimOp(self.mem, ctx.const_index(op, d))).result
                for d in range(len(arg.type.get_shape()))]
        self.ncols = dims[-1]
        self.nrows = None if len(dims) == 1 else dims[0]
        self.thr = _Thread(ctx, op, self.lay)
        # Static facts: a static row length and column offset, both multiples of V, and the
        # tile's columns inside the row: every chunk is in bounds and aligned, only the row
        # is checked at run time.
        n, c0s = arg.type.get_shape()[-1], _static_int(self.offs[-1])
        self.cols_ok = (n != DYNAMIC_INDEX and isinstance(c0s, int) and n % self.v == 0
                        and c0s % self.v == 0 and c0s + ft.get_shape()[-1] <= n)
        if not self.cols_ok:
            zero = ctx.const_index(op, 0)
            cv = ctx.const_index(op, self.v)
            c0 = ctx.as_index(op, self.offs[-1])
            self.aligned = _and(ctx, op, _cmp(ctx, op, ctx.insert(op, arith.RemUIOp(self.ncols, cv)).result, zero, "eq"),
                                _cmp(ctx, op, ctx.insert(op, arith.RemUIOp(c0, cv)).result, zero, "eq"))
        if self.nrows is not None:
            r = ctx.as_index(op, self.offs[0]) if rank1 else ctx.add_index(op, self.offs[0], self.thr.row)
            self.grow = ctx.as_index(op, r)
            self.row_ok = _cmp(ctx, op, self.grow, self.nrows)
        else:
            self.grow, self.row_ok = None, None

    def index(self, col):
        return [col] if self.nrows is None else [self.grow, col]

    def col(self, ctx, at, j: int) -> SSAValue:
        """Global column of chunk j's first element."""
        lay = self.lay
        base = ctx.mul_index(at, self.thr.p, self.v)
        return ctx.as_index(at, ctx.add_index(at, ctx.add_index(at, self.offs[-1], base),
                                              self.v * lay.per_row * j))

    def ok(self, ctx, at, col) -> SSAValue:
        c = _cmp(ctx, at, col, self.ncols)
        return c if self.row_ok is None else _and(ctx, at, self.row_ok, c)

    def fast(self, ctx, at, col) -> SSAValue:
        end = ctx.insert(at, arith.AddiOp(col, ctx.const_index(at, self.v))).result
        f = _and(ctx, at, self.aligned, _cmp(ctx, at, end, self.ncols, "ule"))
        return f if self.row_ok is None else _and(ctx, at, self.row_ok, f)


def _all_fast(ctx, at, g: _Chunks, chunks: int) -> SSAValue:
    """Every chunk of this thread in bounds and the tensor aligned: the last chunk's end
    within the row (the chunks' columns increase with j) and the row inside the tensor."""
    return g.fast(ctx, at, g.col(ctx, at, chunks - 1))


def _fast_loads(ctx, g: _Chunks, chunks: int, at) -> list[SSAValue]:
    """The chunks' 16-byte vector.loads, inserted before `at`."""
    vals = []
    for j in range(chunks):
        col = g.col(ctx, at, j)
        for s in range(0, g.v, g.piece):
            c = col if s == 0 else ctx.add_index(at, col, s)
            ld = ctx.insert(at, vector.LoadOp(g.mem, g.index(c), VectorType(g.et, [g.piece])))
            vals.extend(_lanes(ctx, at, ld.result, g.et, g.piece))
    return vals


def _guarded_chunk(ctx, g: _Chunks, at, col) -> list[SSAValue]:
    """One chunk at `col`: a vector.load when in bounds and aligned, else element by
    element (0 outside), inserted before `at`."""
    et, v = g.et, g.v
    fast_b = Block()
    fy_vals = []
    for s in range(0, v, g.piece):
        c = col if s == 0 else ctx.add_index(at, col, s)
        ld = vector.LoadOp(g.mem, g.index(c), VectorType(et, [g.piece]))
        fast_b.add_op(ld)
        for e in range(g.piece):
            x = vector.ExtractOp(ld.result, [e], et)
            fast_b.add_op(x)
            fy_vals.append(x.result)
    fast_b.add_op(scf.YieldOp(*fy_vals))
    slow_b = Block()
    sy = scf.YieldOp()
    slow_b.add_op(sy)
    vals = []
    for e in range(v):
        ce = ctx.as_index(sy, ctx.add_index(sy, col, e))
        in_b = Block()
        ld = memref.LoadOp.get(g.mem, g.index(ce))
        in_b.add_ops([ld, scf.YieldOp(ld.res)])
        out_b = Block()
        zc = _zero_const(et)
        out_b.add_ops([zc, scf.YieldOp(zc.result)])
        vals.append(ctx.insert(sy, scf.IfOp(g.ok(ctx, sy, ce), [et], Region(in_b),
                                            Region(out_b))).results[0])
    sy.detach()
    slow_b.add_op(scf.YieldOp(*vals))
    sy.erase()
    return list(ctx.insert(at, scf.IfOp(g.fast(ctx, at, col), [et] * v, Region(fast_b),
                                        Region(slow_b))).results)


def _load_chunks(ctx, op, gval, ft: FragType, rank1: bool = False) -> SSAValue:
    """One scf.if: every chunk of the thread in bounds and aligned -> straight-line
    vector.loads; else chunk by chunk (_guarded_chunk). Columns statically in bounds: no
    check (a vector), or the row's (else zeros)."""
    g = _Chunks(ctx, op, gval, ft, rank1)
    et, v = g.et, g.v
    k = ft.layout.registers_per_thread(ft.get_shape())
    chunks = k // v
    if g.cols_ok and g.row_ok is None:
        return _from_lanes(ctx, op, _fast_loads(ctx, g, chunks, op),
                           VectorType(et, [k]))
    if chunks == 1 and not g.cols_ok:  # the chunk's own check is the thread's
        return _from_lanes(ctx, op, _guarded_chunk(ctx, g, op, g.col(ctx, op, 0)),
                           VectorType(et, [k]))
    fast_b = Block()
    fy = scf.YieldOp()
    fast_b.add_op(fy)
    fvals = _fast_loads(ctx, g, chunks, fy)
    fy.detach()
    fast_b.add_op(scf.YieldOp(*fvals))
    fy.erase()
    slow_b = Block()
    sy = scf.YieldOp()
    slow_b.add_op(sy)
    if g.cols_ok:  # only the row can be outside: zeros
        zc = ctx.insert(sy, _zero_const(et)).result
        svals = [zc] * k
        cond = g.row_ok
    else:
        svals = []
        for j in range(chunks):
            svals.extend(_guarded_chunk(ctx, g, sy, g.col(ctx, sy, j)))
        cond = _all_fast(ctx, op, g, chunks)
    sy.detach()
    slow_b.add_op(scf.YieldOp(*svals))
    sy.erase()
    res = ctx.insert(op, scf.IfOp(cond, [et] * k, Region(fast_b), Region(slow_b)))
    return _from_lanes(ctx, op, list(res.results), VectorType(et, [k]))


def _copy_error(op) -> str | None:
    src, dst = op.src.type, _operand_type(op, "dst")
    spaces = (space_of(src), space_of(dst))
    if spaces not in (("global", "register"), ("register", "global")):
        return f"expected global <-> register, found {spaces[0]} -> {spaces[1]}"
    g = src if spaces[0] == "global" else dst
    if len(g.get_shape()) != 2 or getattr(g.layout, "data", "") != "row_major":
        return f"expected a rank-2 row_major global tile, found {g}"
    return None


def _copy_rows_error(op) -> str | None:
    name = "src" if space_of(op.src.type) == "register" else "dst"
    ok, reason = rows_pred(name)[1](op)
    return None if ok else reason


@variant("tile.copy", "row_tile", 65,
         [P.custom("global <-> register, rank-2 row_major", _copy_error),
          P.custom("a row tile of the scope", _copy_rows_error)])
def lower_copy_rows(op: tile.CopyOp, ctx) -> None:
    """Chunks of V registers: vector.load/store when in bounds and aligned, else guarded
    element accesses (0 outside on loads, skipped on stores)."""
    if op.result is not None:
        ctx.set_frag_result(op.result, _load_chunks(ctx, op, op.src, op.result.type), op)
        return
    ft: FragType = op.src.type
    src = ctx.vec(op.src, op)
    g = _Chunks(ctx, op, op.dst, ft, False)
    et, v = g.et, g.v
    vals = _lanes(ctx, op, src, et, ft.layout.registers_per_thread(ft.get_shape()))
    chunks = len(vals) // v

    def stores(at, j, chunk) -> None:
        col = g.col(ctx, at, j)
        for s in range(0, v, g.piece):
            c = col if s == 0 else ctx.add_index(at, col, s)
            piece = _from_lanes(ctx, at, chunk[s:s + g.piece], VectorType(et, [g.piece]))
            ctx.insert(at, vector.StoreOp(piece, g.mem, g.index(c)))

    if g.cols_ok:  # columns statically inside: no check, or the row's
        if g.row_ok is None:
            for j in range(chunks):
                stores(op, j, vals[j * v:(j + 1) * v])
            return
        all_b = Block()
        ay = scf.YieldOp()
        all_b.add_op(ay)
        for j in range(chunks):
            stores(ay, j, vals[j * v:(j + 1) * v])
        ctx.insert(op, scf.IfOp(g.row_ok, [], Region(all_b)))
        return
    if chunks == 1:  # the chunk's own check is the thread's
        all_b, sy = None, op
    else:
        all_b = Block()
        ay = scf.YieldOp()
        all_b.add_op(ay)
        for j in range(chunks):
            stores(ay, j, vals[j * v:(j + 1) * v])
        some_b = Block()
        sy = scf.YieldOp()
        some_b.add_op(sy)
    for j in range(chunks):
        col = g.col(ctx, sy, j)
        chunk = vals[j * v:(j + 1) * v]
        fast_b = Block()
        fy = scf.YieldOp()
        fast_b.add_op(fy)
        stores(fy, j, chunk)
        slow_b = Block()
        ey = scf.YieldOp()
        slow_b.add_op(ey)
        for e in range(v):
            ce = ctx.as_index(ey, ctx.add_index(ey, col, e))
            st_b = Block([memref.StoreOp.get(chunk[e], g.mem, g.index(ce)), scf.YieldOp()])
            ctx.insert(ey, scf.IfOp(g.ok(ctx, ey, ce), [], Region(st_b)))
        ctx.insert(sy, scf.IfOp(g.fast(ctx, sy, col), [], Region(fast_b), Region(slow_b)))
    if all_b is not None:
        ctx.insert(op, scf.IfOp(_all_fast(ctx, op, g, chunks), [], Region(all_b), Region(some_b)))


@variant("tile.broadcast", NAME, PRIORITY, [rows_pred("dst")])
def lower_broadcast(op, ctx) -> None:
    """The chunks of the global vector at this thread's columns, for every row."""
    ctx.set_frag_result(op.result, _load_chunks(ctx, op, op.input, op.result.type, rank1=True), op)


# -- per-register math ------------------------------------------------------------------


def _splat(ctx, at, value: SSAValue, vt: VectorType) -> SSAValue:
    return ctx.insert(at, vector.BroadcastOp(value, vt)).vector


def _spread(ctx, at, x: FragType, rows: SSAValue) -> SSAValue:
    """A row fragment's value on every register of `x` (a fragment of x's type as it is)."""
    r = ctx.vec(rows, at)
    if rows.type == x:
        return r
    val = ctx.insert(at, vector.ExtractOp(r, [0], x.element_type)).result
    return _splat(ctx, at, val, _vt(x))


@variant("tile.fill", NAME, PRIORITY, [rows_pred("result")])
def lower_fill(op, ctx) -> None:
    """arith.constant + vector.broadcast."""
    t = op.result.type
    et = t.element_type
    attr = IntegerAttr(int(op.value.value.data), et) if isinstance(et, IntegerType) else FloatAttr(
        float(op.value.value.data), et)
    c = ctx.insert(op, arith.ConstantOp(attr)).result
    ctx.set_frag_result(op.result, _splat(ctx, op, c, _vt(t)), op)


@variant("tile.cast", NAME, PRIORITY, [rows_pred("input")])
def lower_cast(op, ctx) -> None:
    """arith.extf / arith.truncf per register (f16 <-> bf16 through f32)."""
    x = ctx.vec(op.input, op)
    a, b = op.input.type.element_type, op.result.type.element_type
    vt = _vt(op.result.type)
    if a != b:
        if not isinstance(a, Float32Type) and not isinstance(b, Float32Type):
            x = ctx.insert(op, arith.ExtFOp(x, VectorType(f32, vt.get_shape()))).result
            a = f32
        cls = arith.ExtFOp if element_bits(b) > element_bits(a) else arith.TruncFOp
        x = ctx.insert(op, cls(x, vt)).result
    ctx.set_frag_result(op.result, x, op)


_BINARY = {"tile.add": (arith.AddfOp, arith.AddiOp), "tile.sub": (arith.SubfOp, arith.SubiOp),
           "tile.mul": (arith.MulfOp, arith.MuliOp), "tile.max": (arith.MaxnumfOp, arith.MaxSIOp),
           "tile.div": (arith.DivfOp, None)}


def _lower_binary(op, ctx) -> None:
    fcls, icls = _BINARY[op.name]
    cls = icls if isinstance(op.lhs.type.element_type, IntegerType) else fcls
    out = ctx.insert(op, cls(ctx.vec(op.lhs, op), ctx.vec(op.rhs, op))).result
    ctx.set_frag_result(op.result, out, op)


for _name in _BINARY:
    variant(_name, NAME, PRIORITY, [rows_pred("lhs")],
            doc="One arith op per register.")(_lower_binary)


def _lower_unary(op, ctx) -> None:
    cls = {"tile.log2": math.Log2Op, "tile.rsqrt": math.RsqrtOp}[op.name]
    ctx.set_frag_result(op.result, ctx.insert(op, cls(ctx.vec(op.input, op))).result, op)


for _name in ("tile.log2", "tile.rsqrt"):
    variant(_name, NAME, PRIORITY, [rows_pred("input")],
            doc="One math op per register (lg2.approx / rsqrt.approx).")(_lower_unary)


@variant("tile.rcp", NAME, PRIORITY, [rows_pred("input")])
def lower_rcp(op, ctx) -> None:
    """1.0 / x per register, arith.divf with fastmath<afn> (div.full.ftz.f32)."""
    x = ctx.vec(op.input, op)
    one = ctx.insert(op, arith.ConstantOp(FloatAttr(1.0, f32))).result
    d = arith.DivfOp(_splat(ctx, op, one, x.type), x, arith.FastMathFlagsAttr(("afn",)))
    ctx.set_frag_result(op.result, ctx.insert(op, d).result, op)


@variant("tile.exp2", NAME, PRIORITY, [rows_pred("input")])
def lower_exp2(op, ctx) -> None:
    """x·c − b per register (fma), then math.exp2 (ex2.approx)."""
    x = ctx.vec(op.input, op)
    vt = x.type
    if op.factor is not None:
        x = ctx.insert(op, arith.MulfOp(x, _splat(ctx, op, op.factor, vt))).result
    if op.bias is not None:
        x = ctx.insert(op, arith.SubfOp(x, _spread(ctx, op, op.input.type, op.bias))).result
    ctx.set_frag_result(op.result, ctx.insert(op, math.Exp2Op(x)).result, op)


@variant("tile.scale", NAME, PRIORITY, [rows_pred("input")])
def lower_scale(op, ctx) -> None:
    """The factor (a row fragment: its row's value) on every register, one multiply each."""
    x = ctx.vec(op.input, op)
    s = (_spread(ctx, op, op.input.type, op.factor) if op.per_row
         else _splat(ctx, op, op.factor, x.type))
    cls = arith.MuliOp if isinstance(op.input.type.element_type, IntegerType) else arith.MulfOp
    ctx.set_frag_result(op.result, ctx.insert(op, cls(x, s)).result, op)


@variant("tile.expand", NAME, PRIORITY, [rows_pred("input")])
def lower_expand(op, ctx) -> None:
    """vector.extract of the thread's row value + vector.broadcast."""
    ctx.set_frag_result(op.result, _spread(ctx, op, op.result.type, op.input), op)


@variant("tile.mask", NAME, PRIORITY,
         [rows_pred("input"),
          P.custom("not causal", lambda op: "expected no causal mask on a row tile (its rows "
                   "are not query positions)" if op.causal is not None else None)])
def lower_mask(op, ctx) -> None:
    """bound = n − c0 − V·p (i32); register k kept iff V·P·(k / V) + k % V < bound."""
    lay: RowsLayoutAttr = op.input.type.layout
    x = ctx.vec(op.input, op)
    et = op.input.type.element_type
    thr = _Thread(ctx, op, lay)
    v, pr = lay.vec.data, lay.per_row

    def i32v(val):
        return ctx.insert(op, arith.IndexCastOp(ctx.as_index(op, val), i32)).result

    base = i32v(ctx.add_index(op, op.col0, ctx.mul_index(op, thr.p, v)))
    bound = ctx.insert(op, arith.SubiOp(i32v(op.limit), base)).result
    ninf = ctx.insert(op, arith.ConstantOp(FloatAttr(float("-inf"), et))).result
    out = []
    for k, xk in enumerate(_lanes(ctx, op, x, et, x.type.get_shape()[0])):
        keep = _cmp(ctx, op, ctx.const(op, v * pr * (k // v) + k % v, i32), bound, "slt")
        out.append(ctx.insert(op, arith.SelectOp(keep, xk, ninf)).result)
    ctx.set_frag_result(op.result, _from_lanes(ctx, op, out, x.type), op)


# -- row reductions ---------------------------------------------------------------------


def _in_loop(op: Operation) -> bool:
    p = op.parent_op()
    while p is not None and p.name != "gpu.func":
        if isinstance(p, scf.ForOp | scf.WhileOp):
            return True
        p = p.parent_op()
    return False


def _crosses_warps(op: Operation, cta: bool | None = None) -> bool:
    """`op` is a row reduction whose rows span several warps (its partials go through shared
    memory between two barriers) over a CTA-wide tile (cta=True), a warpgroup's (False), or
    either (None)."""
    if op.name not in ("tile.reduce_sum", "tile.reduce_max", "tile.reduce_sum2"):
        return False
    lay = _rows_of(op.operands[0].type)
    return lay is not None and lay.per_row > 32 and (
        cta is None or (lay.threads.data in CTA_THREADS) == cta)


def _barrier_in_block(ctx, op: Operation, cta: bool) -> bool:
    """Another barrier of the same kind (the CTA's barrier 0, or the warpgroup's own) runs in
    `op`'s block, unconditionally, every time the block runs: another row reduction across
    warps there (lowered before this one, recorded in `ctx.barrier_blocks`, or still to be
    lowered), or, for a CTA-wide tile, a gpu.barrier directly in the block. Then the
    barrier before this reduction's write of its partials is not needed inside a loop: every
    thread's read of the partials in one run of the block comes before its arrival at that
    other barrier, which comes before any thread's write in the next run."""
    block = op.parent_block()
    if (block, cta) in ctx.barrier_blocks:
        return True
    return any(o is not op and (_crosses_warps(o, cta) or (cta and isinstance(o, gpu.BarrierOp)))
               for o in block.ops)


def _scratch(ctx, op, words: int) -> SSAValue:
    """A private shared f32 array of `words` elements for this op's partials."""
    module = ctx.func.parent_op()
    names = {o.sym_name.data for o in module.walk() if isinstance(o, memref.GlobalOp)}
    i = 0
    while f"tile_rows_partials_{i}" in names:
        i += 1
    name = f"tile_rows_partials_{i}"
    mt = MemRefType(f32, [words], memory_space=IntegerAttr(3, 64))
    g = memref.GlobalOp.get(StringAttr(name), mt, UnitAttr(), alignment=16)
    module.body.block.insert_op_before(g, module.body.block.first_op)
    return ctx.insert(op, memref.GetGlobalOp(name, mt)).memref


def _reduce_dtype(op) -> str | None:
    et = op.input.type.element_type
    return None if isinstance(et, Float32Type) else (
        f"expected f32 elements (32-bit shuffles, PTX ISA 9.7.9.6), found {et}")


def _combine_rows(ctx, op, lay: RowsLayoutAttr, inputs: list[SSAValue], combine) -> list[SSAValue]:
    """The row reductions of the f32 row-tile vectors `inputs` (each this thread's K values
    of one fragment of layout `lay`), all combined with `combine`, inserted before `op`: per
    input the K values pairwise, then per butterfly step (PTX ISA 9.7.9.6 shfl.sync.bfly)
    each input's shuffle and add; across W > 1 warps ONE exchange for all of them: lane 0
    stores input j's partial at word j·(block warps) + warp of one shared array, a single
    barrier (PTX ISA "bar, barrier"; plus the one before the write inside a loop, as the
    module docstring says), every thread loads its row's W partials of each input and adds
    them pairwise (read 4 or 2 at a time: one `ld.shared.v4.f32` for four warps' words).
    Guarantees: per input the same ops in the same order as one input alone
    (so one input gives exactly the single reduction's IR); the scalar sum per input, in
    order."""
    accs = []
    for vec in inputs:
        vals = _lanes(ctx, op, vec, f32, vec.type.get_shape()[0])
        while len(vals) > 1:  # pairwise: log2(K) dependent steps
            nxt = [ctx.insert(op, combine(vals[i], vals[i + 1])).result
                   for i in range(0, len(vals) - 1, 2)]
            vals = nxt + ([vals[-1]] if len(vals) % 2 else [])
        accs.append(vals[0])
    off = min(lay.per_row, 32) // 2
    while off >= 1:
        others = [ctx.insert(op, simt.ShflXorOp(a, ctx.const(op, off, i32))).result for a in accs]
        accs = [ctx.insert(op, combine(a, o)).result for a, o in zip(accs, others)]
        off //= 2
    warps = lay.per_row // 32
    if warps > 1:
        from tirx_mlir.dialects import aproxy

        dims = aproxy.block_threads(ctx.func)
        total = dims[0] * dims[1] * dims[2] if dims else 128
        stride = max(1, total // 32)  # one word per warp of the block, per input
        buf = _scratch(ctx, op, stride * len(accs))
        tid = ctx.insert(op, tile_gpu_tid()).result
        c32 = ctx.const_index(op, 32)
        warp = ctx.insert(op, arith.DivUIOp(tid, c32)).result
        lane = ctx.insert(op, arith.RemUIOp(tid, c32)).result
        cta = lay.threads.data in CTA_THREADS

        def sync():  # the CTA's barrier 0 for a CTA-wide tile, else the warpgroup's own
            if cta:
                ctx.insert(op, gpu.BarrierOp())
            else:
                warpgroup_sync(ctx, op)

        if _in_loop(op) and not _barrier_in_block(ctx, op, cta):
            sync()
        ctx.barrier_blocks.add((op.parent_block(), cta))
        first = _cmp(ctx, op, lane, ctx.const_index(op, 0), "eq")
        stores = Block()
        for j, a in enumerate(accs):
            idx = warp if j == 0 else ctx.insert(op, arith.AddiOp(
                warp, ctx.const_index(op, j * stride))).result
            stores.add_op(memref.StoreOp.get(a, buf, [idx]))
        stores.add_op(scf.YieldOp())
        ctx.insert(op, scf.IfOp(first, [], Region(stores)))
        sync()
        w0 = ctx.insert(op, arith.SubiOp(warp, ctx.insert(op, arith.RemUIOp(
            warp, ctx.const_index(op, warps))).result)).result
        out = []
        # the W partials in 16-byte (or 8-byte) vector loads: W and the block's warps are
        # powers of two, the array 16-byte aligned, so word w0 + i + j·stride (i a multiple
        # of the width) is aligned (PTX ISA "ld": .v2 / .v4 need the vector's alignment)
        width = min(warps, 4) if stride % min(warps, 4) == 0 else 1
        for j in range(len(accs)):
            parts = []
            for i in range(0, warps, width):
                idx = [ctx.as_index(op, ctx.add_index(op, w0, i + j * stride))]
                if width == 1:
                    parts.append(ctx.insert(op, memref.LoadOp.get(buf, idx)).res)
                    continue
                ld = ctx.insert(op, vector.LoadOp(buf, idx, VectorType(f32, [width])))
                parts.extend(_lanes(ctx, op, ld.result, f32, width))
            while len(parts) > 1:  # pairwise: log2(W) dependent steps
                parts = [ctx.insert(op, combine(parts[i], parts[i + 1])).result
                         for i in range(0, len(parts) - 1, 2)] + ([parts[-1]] if len(parts) % 2 else [])
            out.append(parts[0])
        accs = out
    return accs


def _lower_reduce(op, ctx) -> None:
    """tile.reduce_sum / reduce_max of a row tile: `_combine_rows` of its one input."""
    combine = arith.MaxnumfOp if op.name == "tile.reduce_max" else arith.AddfOp
    acc, = _combine_rows(ctx, op, op.input.type.layout, [ctx.vec(op.input, op)], combine)
    ctx.set_frag_result(op.result, _splat(ctx, op, acc, VectorType(f32, [1])), op)


for _name in ("tile.reduce_max", "tile.reduce_sum"):
    variant(_name, NAME, PRIORITY,
            [rows_pred("input"), P.custom("f32 elements", _reduce_dtype)],
            doc="Pairwise in the thread, shfl.sync.bfly over the row's lanes, shared partials "
                "across warps.")(_lower_reduce)


@variant("tile.reduce_sum2", NAME, PRIORITY, [rows_pred("lhs")])
def lower_reduce_sum2(op, ctx) -> None:
    """Both row sums in one `_combine_rows`: their partials in one shared array (2 x the
    block's warps words), one barrier for the pair (the verifier has checked one f32 type)."""
    a, b = _combine_rows(ctx, op, op.lhs.type.layout,
                         [ctx.vec(op.lhs, op), ctx.vec(op.rhs, op)], arith.AddfOp)
    ctx.set_frag_result(op.lhs_sum, _splat(ctx, op, a, VectorType(f32, [1])), op)
    ctx.set_frag_result(op.rhs_sum, _splat(ctx, op, b, VectorType(f32, [1])), op)
