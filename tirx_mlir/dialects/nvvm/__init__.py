"""The `nvvm` dialect: one op per PTX instruction form, generated from the PTX table.

    from tirx_mlir.dialects import nvvm
    op = nvvm.make("add", [a, b], [f32], type="f32")   # build an op from a row name
    nvvm.row("add")                                    # the Instr row
    nvvm.row_semantics(op)                             # its Sem: memory, proxy, order, width, barriers
    op.ptx(regname)                                    # one PTX line
    nvvm.NVVM                                          # the xDSL Dialect

Lazy, for start-up time: `OPS` makes a row's op class on first lookup, and `NVVM` (the
Dialect, which lists every op class) is built on first access. Making all ~190 classes at
import cost ~9 ms of every `tirx-opt` run, though a lowering builds ops of a handful of rows
(`make`, `op_class`) and only parsing IR text that contains `nvvm.*` ops needs the Dialect:
the Context loads it through tirx_mlir.registry's loader, which reads `NVVM`. Each row gets
exactly one class either way (`OPS[name] is OPS[name]`, and `NVVM` holds those classes).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from xdsl.ir import Attribute, Block, Dialect, SSAValue

from . import types
from .ops import NVVMOperation, infer_result_types, make_op_class, prop_attr, ptx_literal, slot_attr
from .spec import Instr, Sem, rows_by_name, slots_key
from .table import ROWS

ROW_BY_NAME: dict[str, Instr] = rows_by_name(ROWS)


class _LazyOps(Mapping):
    """Row name -> the row's op class (in table order), each class made on first lookup."""

    __slots__ = ("_made",)

    def __init__(self) -> None:
        self._made: dict[str, type[NVVMOperation]] = {}

    def __getitem__(self, name: str) -> type[NVVMOperation]:
        cls = self._made.get(name)
        if cls is None:
            # setdefault: two threads racing on one row still share one class.
            cls = self._made.setdefault(name, make_op_class(ROW_BY_NAME[name]))
        return cls

    def __contains__(self, name: object) -> bool:
        return name in ROW_BY_NAME

    def __iter__(self) -> Iterator[str]:
        return iter(ROW_BY_NAME)

    def __len__(self) -> int:
        return len(ROW_BY_NAME)

    def __repr__(self) -> str:
        return f"<nvvm.OPS: {len(self)} rows, {len(self._made)} op classes made>"


OPS: Mapping[str, type[NVVMOperation]] = _LazyOps()


def __getattr__(name: str):
    # `NVVM` is built on first access (PEP 562); later reads find it in the module's globals.
    if name == "NVVM":
        return globals().setdefault("NVVM", Dialect("nvvm", list(OPS.values()), []))
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def row(name: str) -> Instr:
    """The table row of form `name` (e.g. "ld", "mov.special")."""
    try:
        return ROW_BY_NAME[name]
    except KeyError:
        raise KeyError(f"no PTX table row named {name!r}") from None


def op_class(name: str) -> type[NVVMOperation]:
    row(name)
    return OPS[name]


def row_semantics(op: NVVMOperation) -> Sem:
    """What `op` does to memory and which threads execute it together (`Sem`: spaces read and
    written, proxy, ordering and scope, execution width, the barrier it arrives on or waits
    for), for its slot values. See docs/nvvm.md, "Semantics"."""
    return op.row.semantics(op.slots())


def make(
    name: str,
    operands: Sequence[SSAValue] = (),
    result_types: Sequence[Attribute] | None = None,
    *,
    successors: Sequence[Block] = (),
    successor_operands: Sequence[Sequence[SSAValue]] = (),
    attributes: Mapping[str, Attribute] | None = None,
    **slots: Any,
) -> NVVMOperation:
    """Builds the op of row `name`. Keyword arguments are slot values (str, int, or True
    for a flag; None leaves an optional slot out) and non-slot properties (`offset=16`,
    `sym="smem"`, `value=FloatAttr(...)`). `result_types` is inferred from the slots when
    None. The op is verified."""
    r = row(name)
    extra = r._extra
    props: dict[str, Attribute] = {}
    slot_values: dict[str, Any] = {}
    for k, v in slots.items():
        if v is None or v is False:
            continue
        if r.slot(k) is not None:
            props[k] = slot_attr(r, k, v)
            slot_values[k] = v
        elif k not in extra:
            legal = ", ".join(r.prop_names()) or "none"
            raise ValueError(f"{r.op_name}: unknown slot '{k}' (slots: {legal})")
    for k, v in slots.items():
        if k in extra and v is not None:
            props[k] = prop_attr(r, k, v, slot_values)
    if result_types is None:
        key = slots_key(slot_values)
        msg = r.validate_slots(slot_values, key)
        if msg:
            raise ValueError(msg)
        result_types = infer_result_types(r, slot_values, props, key)
    flat_succ = [v for group in successor_operands for v in group]
    op = OPS[name].create(
        operands=[*operands, *flat_succ],
        result_types=list(result_types),
        properties=props,
        attributes=dict(attributes or {}),
        successors=list(successors),
    )
    op.verify_()
    return op


__all__ = ["NVVM", "NVVMOperation", "OPS", "ROWS", "Instr", "Sem", "make", "op_class", "ptx_literal", "row",
           "row_semantics", "types"]
