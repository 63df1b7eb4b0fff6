"""The `nvvm` dialect: one op per PTX instruction form, generated from the PTX table.

    from tirx_mlir.dialects import nvvm
    op = nvvm.make("add", [a, b], [f32], type="f32")   # build an op from a row name
    nvvm.row("add")                                    # the Instr row
    nvvm.row_semantics(op)                             # its Sem: memory, proxy, order, width, barriers
    op.ptx(regname)                                    # one PTX line
    nvvm.NVVM                                          # the xDSL Dialect
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from xdsl.ir import Attribute, Block, Dialect, SSAValue

from . import types
from .ops import NVVMOperation, infer_result_types, make_op_class, prop_attr, ptx_literal, slot_attr
from .spec import Instr, Sem, rows_by_name, slots_key
from .table import ROWS

ROW_BY_NAME: dict[str, Instr] = rows_by_name(ROWS)
OPS: dict[str, type[NVVMOperation]] = {r.name: make_op_class(r) for r in ROWS}

NVVM = Dialect("nvvm", list(OPS.values()), [])


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
