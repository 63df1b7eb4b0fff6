"""Element types and parameter annotations of the front end.

    x: tx.Tensor["M", "N", tx.bf16]     a global tensor: symbolic extents (run time, or a
                                        compile-time parameter of that name), ints (static)
    eps: tx.f32                         a run-time scalar parameter (f32, i32, index)
    *, ROWS: tx.Const(int, choices=(1, 2, 4)) = 1
                                        a compile-time parameter (keyword-only); plain int,
                                        float, bool, str or tx.DType annotations work too
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.dialects.builtin import (
    BFloat16Type,
    Float8E4M3FNType,
    Float8E5M2Type,
    Float16Type,
    Float32Type,
    IndexType,
    IntegerType,
)
from xdsl.ir import Attribute

from tirx_mlir.lang.errors import KernelError, definition_location


@dataclass(frozen=True)
class DType:
    name: str
    torch_name: str

    @property
    def ir(self) -> Attribute:
        return _IR[self.name]()

    @property
    def is_float(self) -> bool:
        return self.name not in ("i32", "i64", "index", "i1")

    def __repr__(self) -> str:
        return f"tx.{self.name}"


_IR = {"f32": Float32Type, "f16": Float16Type, "bf16": BFloat16Type,
       "e4m3": Float8E4M3FNType, "e5m2": Float8E5M2Type,
       "i32": lambda: IntegerType(32), "i64": lambda: IntegerType(64), "i1": lambda: IntegerType(1),
       "index": IndexType}

f32 = DType("f32", "float32")
f16 = DType("f16", "float16")
bf16 = DType("bf16", "bfloat16")
e4m3 = DType("e4m3", "float8_e4m3fn")
e5m2 = DType("e5m2", "float8_e5m2")
i32 = DType("i32", "int32")
i64 = DType("i64", "int64")
i1 = DType("i1", "bool")
index = DType("index", "int64")
DTYPES = {d.name: d for d in (f32, f16, bf16, e4m3, e5m2, i32, i64, i1, index)}


def dtype_of(t: Attribute) -> DType:
    for d in DTYPES.values():
        if d.ir == t:
            return d
    raise KeyError(str(t))


@dataclass(frozen=True)
class Sym:
    """A symbolic extent: `M, N = tx.symbols("M N")`, then `tx.Tensor[M, N, tx.bf16]` (the
    same as the strings "M", "N", without string annotations)."""

    name: str

    def __repr__(self) -> str:
        return self.name


def symbols(names: str) -> tuple[Sym, ...]:
    return tuple(Sym(n) for n in names.replace(",", " ").split())


@dataclass(frozen=True)
class TensorSpec:
    dims: tuple  # str (symbolic) or int
    dtype: DType
    layout: str = "row_major"

    def __repr__(self) -> str:
        return f"tx.Tensor[{', '.join(map(repr, self.dims))}, {self.dtype!r}]"


class Tensor:
    """`tx.Tensor["M", "N", tx.bf16]` or `tx.Tensor[M, N, tx.bf16]` with `tx.symbols`
    (append "col_major" for a column-major matrix, or `tx.layout_param(NAME, ...)` for the
    layout a compile-time parameter picks)."""

    def __class_getitem__(cls, item) -> TensorSpec:
        items = item if isinstance(item, tuple) else (item,)
        layout = "row_major"
        if items and (getattr(items[-1], "is_layout_param", False)
                      or (isinstance(items[-1], str) and items[-1] in ("row_major", "col_major"))):
            layout, items = items[-1], items[:-1]
        if not items or not isinstance(items[-1], DType):
            raise KernelError("tx.Tensor[...]: expected extents followed by an element type such "
                              f"as tx.bf16, found {item!r}", definition_location())
        dims = tuple(d.name if isinstance(d, Sym) else d for d in items[:-1])
        for d in dims:
            if not (isinstance(d, str) or (isinstance(d, int) and d > 0)):
                raise KernelError(f"tx.Tensor[...]: expected each extent to be a name or a "
                                  f"positive int, found {d!r}", definition_location())
        if not dims:
            raise KernelError("tx.Tensor[...]: expected at least one extent", definition_location())
        return TensorSpec(tuple(dims), items[-1], layout)


@dataclass(frozen=True)
class Const:
    """A compile-time parameter's type and allowed values (checked when specialized)."""

    type: type = int
    min: float | None = None
    max: float | None = None
    choices: tuple | None = None
    multiple_of: int | None = None

    def problem(self, name: str, value) -> str | None:
        """Why `value` is not allowed for parameter `name`; None if it is."""
        ok_type = isinstance(value, self.type) and not (self.type is int and isinstance(value, bool))
        if self.type is float and isinstance(value, int) and not isinstance(value, bool):
            ok_type = True
        if not ok_type:
            return (f"compile-time parameter {name}: expected {self.type.__name__}, found "
                    f"{type(value).__name__} {value!r}")
        if self.choices is not None and value not in self.choices:
            return (f"compile-time parameter {name} = {value!r} is out of range: expected one of "
                    f"{', '.join(map(repr, self.choices))}")
        if self.min is not None and value < self.min:
            return f"compile-time parameter {name} = {value!r} is out of range: expected >= {self.min}"
        if self.max is not None and value > self.max:
            return f"compile-time parameter {name} = {value!r} is out of range: expected <= {self.max}"
        if self.multiple_of and value % self.multiple_of:
            return (f"compile-time parameter {name} = {value!r}: expected a multiple of "
                    f"{self.multiple_of}")
        return None
