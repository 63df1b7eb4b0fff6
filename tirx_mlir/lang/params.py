"""Kernel arguments that depend on compile-time parameters.

    @tx.kernel(threads=384)
    def gemm(A: tx.Tensor[M, K, tx.dtype_param("DTYPE")],       # A's element type: DTYPE's
             scale: tx.When("SCALED", tx.f32),                 # an argument only when SCALED
             W: tx.When("SPLITK > 1", tx.Tensor["WS", tx.f32]),
             *, DTYPE: str = "bf16", SCALED: bool = False, SPLITK: int = 1): ...

* `tx.When(condition, annotation)`: the run-time argument exists in the specializations
  where `condition` holds (a Python expression over the compile-time parameters, or the
  name of one, which holds when it is true); elsewhere the kernel's signature has no such
  argument and the function receives None.
* `tx.dtype_param(name)`: an element type given by compile-time parameter `name` (a
  `tx.DType`, or the name of one such as "bf16").
* `tx.layout_param(name, **values)`: a tensor's layout ("row_major" or "col_major") given by
  compile-time parameter `name`, through `values` when given
  (`tx.Tensor[N, K, tx.bf16, tx.layout_param("B_MAJOR", K="row_major", MN="col_major")]`).

A condition that names no parameter or does not evaluate, or a parameter that is not an
element type, is an error at the parameter's line.
"""

from __future__ import annotations

from dataclasses import dataclass

from .types import DTYPES, DType


@dataclass(frozen=True)
class When:
    """An argument present only where `cond` holds (module docstring)."""

    cond: str
    spec: object

    def holds(self, consts: dict) -> bool:
        names = {k: v for k, v in consts.items()}
        try:
            return bool(eval(compile(self.cond, "<tx.When>", "eval"),  # noqa: S307 - the kernel's own text
                             {"__builtins__": {}}, names))
        except Exception as e:  # noqa: BLE001 - reported at the parameter's line by the caller
            raise ValueError(f"tx.When({self.cond!r}): the condition does not evaluate over the "
                             f"compile-time parameters ({type(e).__name__}: {e})") from None


@dataclass(frozen=True)
class ParamDType(DType):
    """The element type named by compile-time parameter `name` (resolved per specialization)."""

    @property
    def ir(self):
        raise ValueError(f"the element type of compile-time parameter {self.name} is resolved "
                         f"when the kernel is specialized")

    def resolve(self, consts: dict) -> DType:
        v = consts.get(self.name)
        if isinstance(v, DType) and not isinstance(v, ParamDType):
            return v
        if isinstance(v, str) and v in DTYPES:
            return DTYPES[v]
        raise ValueError(f"compile-time parameter {self.name} gives an element type: expected a "
                         f"tx.DType or one of {', '.join(DTYPES)}, found {v!r}")

    def __repr__(self) -> str:
        return f"tx.dtype_param({self.name!r})"


def dtype_param(name: str) -> ParamDType:
    """The element type given by compile-time parameter `name`."""
    return ParamDType(name, "")


@dataclass(frozen=True)
class ParamLayout:
    """The layout of a tensor argument named by compile-time parameter `name`."""

    name: str
    values: tuple = ()  # (parameter value, layout) pairs; () when the value is the layout
    is_layout_param = True

    def resolve(self, consts: dict) -> str:
        v = consts.get(self.name)
        table = dict(self.values) if self.values else {x: x for x in ("row_major", "col_major")}
        if v not in table:
            raise ValueError(f"compile-time parameter {self.name} gives a tensor layout: expected "
                             f"one of {', '.join(map(repr, table))}, found {v!r}")
        return table[v]

    def __repr__(self) -> str:
        return f"tx.layout_param({self.name!r})"


def layout_param(name: str, **values: str) -> ParamLayout:
    """The layout ("row_major" / "col_major") given by compile-time parameter `name` (through
    `values`: parameter value -> layout, when given)."""
    for v in values.values():
        if v not in ("row_major", "col_major"):
            raise ValueError(f"tx.layout_param: expected layouts row_major or col_major, found {v!r}")
    return ParamLayout(name, tuple(values.items()))
