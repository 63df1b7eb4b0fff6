"""Traced values: Python objects standing for SSA values of the kernel being built.

* `Scalar`: an index / integer / float value; Python arithmetic and comparisons build
  `arith` ops (an int or float operand becomes a constant of the other's type). An index
  value remembers `base + offset` when built by adding constants, so that a slice
  `A[m0 : m0 + 128]` has the static size 128.
* `Global` (a `!tile.global` tensor or view), `Buffer` (a `!tile.buffer`): indexing builds
  `tile.view`.
* `Frag` (a `!tile.frag`): arithmetic builds the fragment ops (ops.py).
* Using a run-time value as a Python bool (`if x > 0:` outside the AST-transformed forms,
  `while`, `and`/`or`) is an error at the line.
"""

from __future__ import annotations

from xdsl.dialects import arith
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    FloatAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
)
from xdsl.ir import SSAValue

from tirx_mlir.dialects import tile

from .errors import fail
from .trace import const_index, result, tracer
from .types import DType, dtype_of


class Value:
    """An SSA value of the kernel being traced."""

    def __init__(self, ssa: SSAValue):
        self.ssa = ssa

    @property
    def type(self):
        return self.ssa.type

    def __bool__(self):  # noqa: PLE0304 - it never returns: a located error
        fail(f"a run-time value ({self.type}) is used as a Python bool: write `if` on it "
             f"directly in the kernel body (it becomes scf.if), not in `and`/`or`/`not`, "
             f"`while` or a conditional expression")

    def __iter__(self):
        fail(f"a run-time value ({self.type}) cannot be iterated in Python: loop with "
             f"`for i in tx.range(...)`")


def _cmp_pred(op: str, is_float: bool, is_index: bool = False) -> str:
    """The arith predicate of `op`: ordered for floats, unsigned for index values (which
    are non-negative in a kernel: `//` is divui, `%` remui), signed for integers."""
    if is_float:
        return {"<": "olt", "<=": "ole", ">": "ogt", ">=": "oge", "==": "oeq", "!=": "one"}[op]
    if is_index:
        return {"<": "ult", "<=": "ule", ">": "ugt", ">=": "uge", "==": "eq", "!=": "ne"}[op]
    return {"<": "slt", "<=": "sle", ">": "sgt", ">=": "sge", "==": "eq", "!=": "ne"}[op]


def _comparison(sym: str):
    """Scalar's comparison method for `sym` (`<`, `==`, ...): `Scalar._compare`."""

    def method(self, o):
        return self._compare(o, sym)

    return method


class Scalar(Value):
    """`ssa` None: `base + offset`, materialized (an arith.addi, or an arith.subi of a
    negative offset, at the point of use) only when an op needs it; a slice stop `m0 + 128`
    is never built."""

    def __init__(self, ssa: SSAValue | None, base: SSAValue | None = None, offset: int = 0):
        super().__init__(ssa)
        self.base = base if base is not None else ssa
        self.offset = offset

    @property
    def ssa(self) -> SSAValue:
        if self._ssa is None:
            if self.offset < 0:
                return result(arith.SubiOp(self.base, const_index(-self.offset)))
            return result(arith.AddiOp(self.base, const_index(self.offset)))
        return self._ssa

    @ssa.setter
    def ssa(self, v) -> None:
        self._ssa = v

    @property
    def type(self):
        return self.base.type if self._ssa is None else self._ssa.type

    @property
    def dtype(self) -> DType:
        return dtype_of(self.type)

    @property
    def is_float(self) -> bool:
        return not isinstance(self.type, IntegerType | IndexType)

    def _coerce(self, other) -> SSAValue:
        if isinstance(other, Scalar):
            if other.type != self.type:
                if isinstance(other.type, IntegerType | IndexType) and isinstance(self.type, IntegerType | IndexType):
                    return result(arith.IndexCastOp(other.ssa, self.type))
                fail(f"mixed scalar types {self.type} and {other.type}: convert one with "
                     f"tx.cast(x, tx.f32) / tx.index_of(x)")
            return other.ssa
        if isinstance(other, bool) or not isinstance(other, int | float):
            fail(f"expected a scalar or a Python number, found {type(other).__name__}")
        if self.is_float:
            return result(arith.ConstantOp(FloatAttr(float(other), self.type)))
        if isinstance(other, float):
            fail(f"a float ({other}) combined with an integer value ({self.type})")
        return result(arith.ConstantOp(IntegerAttr(other, self.type)))

    def _bin(self, other, fop, iop, reverse=False):
        if isinstance(other, Value) and not isinstance(other, Scalar):
            return NotImplemented
        cls = fop if self.is_float else iop
        a = self.ssa
        okey = other.ssa if isinstance(other, Scalar) else (type(other), other)
        key = (cls.__name__, a, okey, reverse)

        def make():
            b = self._coerce(other)
            x, y = (b, a) if reverse else (a, b)
            return Scalar(result(cls(x, y)))

        return tracer().memo(key, make)

    def __repr__(self) -> str:
        return f"<a run-time {self.type} value>"

    def __add__(self, o):
        if isinstance(o, int) and not isinstance(o, bool) and isinstance(self.type, IndexType):
            if o == 0:
                return self
            if self.offset + o == 0:
                return Scalar(self.base)
            return Scalar(None, self.base, self.offset + o)
        return self._bin(o, arith.AddfOp, arith.AddiOp)

    __radd__ = __add__

    def __sub__(self, o):
        if isinstance(o, int) and not isinstance(o, bool) and isinstance(self.type, IndexType):
            return self + (-o) if o else self
        return self._bin(o, arith.SubfOp, arith.SubiOp)

    def __rsub__(self, o):
        return self._bin(o, arith.SubfOp, arith.SubiOp, reverse=True)

    def __mul__(self, o):
        return self._bin(o, arith.MulfOp, arith.MuliOp)

    __rmul__ = __mul__

    def __truediv__(self, o):
        if not self.is_float:
            fail("`/` on integers: use `//` (unsigned division of index values)")
        return self._bin(o, arith.DivfOp, None)

    def __rtruediv__(self, o):
        if not self.is_float:
            fail("`/` on integers: use `//` (unsigned division of index values)")
        return self._bin(o, arith.DivfOp, None, reverse=True)

    def _integer_division(self, o, op: str, iop, reverse: bool = False):
        """`//` / `%` of integer values (unsigned, as index arithmetic); Python's own
        ZeroDivisionError for a constant 0 divisor, and no such ops on floats."""
        if self.is_float:
            fail(f"`{op}` on a float value ({self.type}): use `/`" if op == "//" else
                 f"`{op}` on a float value ({self.type}) is not supported")
        if not reverse and isinstance(o, int) and not isinstance(o, bool) and o == 0:
            fail(f"integer division or modulo by zero (`{op} 0`)")
        return self._bin(o, None, iop, reverse=reverse)

    def __floordiv__(self, o):
        return self._integer_division(o, "//", arith.DivUIOp)

    def __rfloordiv__(self, o):
        return self._integer_division(o, "//", arith.DivUIOp, reverse=True)

    def __mod__(self, o):
        return self._integer_division(o, "%", arith.RemUIOp)

    def __rmod__(self, o):
        return self._integer_division(o, "%", arith.RemUIOp, reverse=True)

    def __neg__(self):
        return self._bin(0, arith.SubfOp, arith.SubiOp, reverse=True)

    def _compare(self, o, op):
        b = self._coerce(o)
        pred = _cmp_pred(op, self.is_float, isinstance(self.type, IndexType))
        cls = arith.CmpfOp if self.is_float else arith.CmpiOp
        return Scalar(result(cls(self.ssa, b, pred)))

    __lt__ = _comparison("<")
    __le__ = _comparison("<=")
    __gt__ = _comparison(">")
    __ge__ = _comparison(">=")
    __eq__ = _comparison("==")
    __ne__ = _comparison("!=")
    __hash__ = Value.__hash__


def as_index(v) -> SSAValue | int:
    """An offset: a Python int stays static; a Scalar becomes an index value."""
    if isinstance(v, bool):
        fail(f"expected an index, found the bool {v}")
    if isinstance(v, int):
        return v
    if isinstance(v, Scalar):
        if isinstance(v.type, IndexType):
            return v.ssa
        if isinstance(v.type, IntegerType):
            return result(arith.IndexCastOp(v.ssa, IndexType()))
    fail(f"expected an index (a Python int or an integer value), found {v!r}")


def _static_size(start, stop, dim: int, extent: int) -> int:
    if stop is None:
        if extent == DYNAMIC_INDEX:
            fail(f"dimension {dim}: `start:` needs a static extent; write start:start+size")
        stop = extent
    if isinstance(start, int) and isinstance(stop, int):
        return stop - start
    if isinstance(start, int):
        start_base, start_off = None, start
    elif isinstance(start, Scalar):
        start_base, start_off = start.base, start.offset
    else:
        start_base, start_off = object(), 0
    if isinstance(stop, Scalar) and stop.base is start_base:
        return stop.offset - start_off
    fail(f"dimension {dim}: a slice needs a size known at compile time (stop = start + "
         f"constant), found start {start!r} and stop {stop!r}")


def window(shape, key) -> tuple[list, list[int]]:
    """(offsets, sizes) of a subscript `key` of a tile of `shape`."""
    if not isinstance(key, tuple):
        key = (key,)
    if len(key) != len(shape):
        fail(f"expected {len(shape)} subscripts for a {'x'.join('?' if d == DYNAMIC_INDEX else str(d) for d in shape)} "
             f"tile, found {len(key)}")
    offsets, sizes = [], []
    for d, (k, extent) in enumerate(zip(key, shape)):
        if isinstance(k, slice):
            if k.step not in (None, 1):
                fail(f"dimension {d}: slices take no step, found {k.step!r}")
            start = 0 if k.start is None else k.start
            size = _static_size(start, k.stop, d, extent)
            if size < 1:
                fail(f"dimension {d}: expected a positive slice size, found {size}")
            if isinstance(start, int) and start < 0:
                fail(f"dimension {d}: expected a slice start >= 0 (slices do not count from the end "
                     f"in a kernel), found {start}:{start + size}")
            if extent != DYNAMIC_INDEX and isinstance(start, int) and start + size > extent:
                fail(f"dimension {d}: the slice {start}:{start + size} is outside the extent {extent}")
            offsets.append(as_index(start))
            sizes.append(size)
        else:
            fail(f"dimension {d}: expected a slice (start:stop); a single index selects a "
                 f"window of size 1: write i:i+1")
    return offsets, sizes


class TileValue(Value):
    """A value of a tile type: its shape and element type."""

    @property
    def shape(self) -> tuple[int, ...]:
        return self.type.get_shape()

    @property
    def dtype(self) -> DType:
        return dtype_of(self.type.element_type)


class _Memory(TileValue):
    """A tensor in memory (global or shared): it is read and written through tx.load /
    tx.copy, never assigned into or computed with as it stands."""

    def _where(self) -> str:
        return "a shared buffer" if isinstance(self, Buffer) else "a global tensor window"

    def __setitem__(self, key, value):
        fail(f"{self._where()} is not assigned into: write tx.copy(dst[...], value) (a fragment "
             f"or another window)")

    def _no_math(self, *_):
        fail(f"{self._where()} holds no values to compute with: read it into a fragment first "
             f"(tx.load(window, layout)), compute, then tx.copy the result back")

    __add__ = __radd__ = __sub__ = __rsub__ = __mul__ = __rmul__ = _no_math
    __truediv__ = __rtruediv__ = __floordiv__ = __rfloordiv__ = __mod__ = __rmod__ = _no_math
    __neg__ = __pow__ = __matmul__ = __rmatmul__ = _no_math


class Global(_Memory):
    """A global tensor (a kernel argument) or a window of one."""

    def __getitem__(self, key) -> Global:
        offsets, sizes = window(self.shape, key)
        gt = tile.GlobalType(sizes, self.type.element_type, self.type.layout)
        return Global(result(tile.ViewOp(self.ssa, None, offsets, sizes, gt)))


class Buffer(_Memory):
    """A shared-memory tile (`tx.alloc`), possibly staged; `b[stage]` picks a stage,
    `b[r:r+64, :]` a window."""

    def __init__(self, ssa: SSAValue, stage=None):
        super().__init__(ssa)
        self._stage = stage

    @property
    def stages(self) -> int:
        return self.type.stages.data

    def __getitem__(self, key):
        if self.stages and self._stage is None:
            if isinstance(key, tuple):
                fail(f"a {self.stages}-stage buffer is indexed by its stage first: buf[stage][rows, cols]")
            return Buffer(self.ssa, as_index(key) if not isinstance(key, int) else const_index(key))
        offsets, sizes = window(self.shape, key)
        return self._view(offsets, sizes)

    def _view(self, offsets, sizes) -> Buffer:
        from .ops import sub_layout

        bt = self.type
        layout = sub_layout(bt.layout, sizes, bt.element_type)
        rt = tile.BufferType(sizes, bt.element_type, layout)
        return Buffer(result(tile.ViewOp(self.ssa, self._stage, offsets, sizes, rt)))

    def whole(self) -> Buffer:
        """The buffer as a view (one stage, every element)."""
        if self.stages and self._stage is None:
            fail("a staged buffer is used through one stage: buf[stage]")
        if self._stage is None:
            return self
        return self._view([0] * len(self.shape), list(self.shape))


class Frag(TileValue):
    """A register fragment; see ops.py for its operators."""

    @property
    def layout(self):
        return self.type.layout


class Opaque(Value):
    """A pipeline, a pipeline state or another value the kernel only passes to tx calls."""


def wrap(ssa: SSAValue) -> Value:
    t = ssa.type
    if t.name == "aproxy.pipeline":
        from .sync import Pipeline

        return Pipeline(ssa)
    if isinstance(t, tile.FragType):
        return Frag(ssa)
    if isinstance(t, tile.GlobalType):
        return Global(ssa)
    if isinstance(t, tile.BufferType):
        return Buffer(ssa)
    try:
        dtype_of(t)
        return Scalar(ssa)
    except KeyError:
        return Opaque(ssa)
