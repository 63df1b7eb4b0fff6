"""The `nvvm` dialect: one op per PTX instruction form, generated from the PTX table.

    from tirx_mlir.dialects import nvvm
    op = nvvm.make("add", [a, b], [f32], type="f32")   # build an op from a row name
    nvvm.row("add")                                    # the Instr row
    nvvm.row_semantics(op)                             # its Sem: memory, proxy, order, width, barriers
    op.ptx(regname)                                    # one PTX line
    nvvm.NVVM                                          # the xDSL Dialect

Lazy, for start-up time (vector_add's `tirx-opt` run uses 11 of the ~190 rows):

- `OPS` makes a row's op class on first lookup, and `NVVM` (the Dialect, which lists every
  op class) is built on first access: making all the classes at import cost ~9 ms of every
  `tirx-opt` run. Only parsing IR text that contains `nvvm.*` ops needs the Dialect: the
  Context loads it through tirx_mlir.registry's loader, which reads `NVVM`. Each row gets
  exactly one class either way (`OPS[name] is OPS[name]`, and `NVVM` holds those classes).
- Rows come from `table.CORE_ROWS` until a name outside them is asked for (`row`, `make`,
  `OPS`); then, and on the first read of `ROWS` or `ROW_BY_NAME` or a length or iteration of
  `OPS`, the other table_* modules are imported (table.EXTRA_ROW_MODULES). A duplicate row
  name across modules is reported then (the PTX-table tests read every row).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from xdsl.ir import Attribute, Block, Dialect, SSAValue

from . import types
from .ops import NVVMOperation, infer_result_types, make_op_class, prop_attr, ptx_literal, slot_attr
from .spec import Instr, Sem, rows_by_name, slots_key
from . import table

# Row name -> row: CORE_ROWS's until a name outside them is looked up, then every row's.
_by_name: dict[str, Instr] = rows_by_name(table.CORE_ROWS)
_complete = False


def _all_rows() -> dict[str, Instr]:
    """Every row by name, in table order (imports the table_* modules the first time)."""
    global _by_name, _complete
    if not _complete:
        _by_name = rows_by_name(table.ROWS)
        _complete = True
    return _by_name


def _find(name: str) -> Instr | None:
    r = _by_name.get(name)
    if r is None and not _complete:
        r = _all_rows().get(name)
    return r


class _LazyOps(Mapping):
    """Row name -> the row's op class (in table order), each class made on first lookup."""

    __slots__ = ("_made",)

    def __init__(self) -> None:
        self._made: dict[str, type[NVVMOperation]] = {}

    def __getitem__(self, name: str) -> type[NVVMOperation]:
        cls = self._made.get(name)
        if cls is None:
            # setdefault: two threads racing on one row still share one class.
            r = _find(name) if isinstance(name, str) else None
            if r is None:
                raise KeyError(name)
            cls = self._made.setdefault(name, make_op_class(r))
        return cls

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and _find(name) is not None

    def __iter__(self) -> Iterator[str]:
        return iter(_all_rows())

    def __len__(self) -> int:
        return len(_all_rows())

    def __repr__(self) -> str:
        return f"<nvvm.OPS: {len(self._made)} op classes made>"


OPS: Mapping[str, type[NVVMOperation]] = _LazyOps()


def __getattr__(name: str):
    # PEP 562: made on first access; later reads find them in the module's globals.
    if name == "NVVM":
        return globals().setdefault("NVVM", Dialect("nvvm", list(OPS.values()), []))
    if name == "ROWS":
        return globals().setdefault("ROWS", table.ROWS)
    if name == "ROW_BY_NAME":
        return globals().setdefault("ROW_BY_NAME", _all_rows())
    if name in table.EXTRA_ROW_MODULES:
        import importlib

        return importlib.import_module(f"{__name__}.{name}")
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def row(name: str) -> Instr:
    """The table row of form `name` (e.g. "ld", "mov.special")."""
    r = _find(name)
    if r is None:
        raise KeyError(f"no PTX table row named {name!r}")
    return r


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
