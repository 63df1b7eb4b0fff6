"""Generates the `nvvm` op classes from the PTX instruction table.

Every row becomes one op class (`nvvm.<row name>`) with the custom syntax

    %d = nvvm.ld<space = global, vec = v4, type = f32> %p {offset = 16 : i64} : (i64) -> vector<4xf32>
    nvvm.bra [^bb1(%x : i32)] : () -> ()

a verifier driven by the row, and `ptx(regname, label)` that prints the PTX line.
"""

from __future__ import annotations

import re
import struct
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar

from xdsl.dialects.builtin import (
    FloatAttr,
    Float32Type,
    Float64Type,
    IntegerAttr,
    IntegerType,
    ArrayAttr,
    StringAttr,
    SymbolRefAttr,
    UnitAttr,
    VectorType,
)
from xdsl.ir import Attribute, Block, Operation, SSAValue
from xdsl.irdl import traits_def
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import IsTerminator, Pure
from xdsl.utils.exceptions import VerifyException

from . import types as T
from .spec import (ANY_WIDTH, SHARED_WINDOWS, Addr, Const, Flag, Imm, In, InOut, Instr, IntSlot,
                   Label, Out, Pred, Sym, Syms, slots_key)

_BARE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
RegName = Callable[[SSAValue], "str | list[str]"]


# ------------------------------------------------------------- the row's signature


class TypeRule:
    """The types an operand or result may have: a tuple of types, or (ANY_WIDTH) a vector
    of any width over some element types."""

    def __init__(self, types: tuple[Attribute, ...] = (), any_vector_of: tuple[Attribute, ...] = ()):
        self.types = types
        self.any_vector_of = any_vector_of

    def ok(self, t: Attribute) -> bool:
        if t in self.types:
            return True
        return (
            bool(self.any_vector_of)
            and isinstance(t, VectorType)
            and T.element_type(t) in self.any_vector_of
        )

    def default(self) -> Attribute | None:
        """The type inferred for a result, when there is exactly one."""
        return self.types[0] if len(self.types) == 1 and not self.any_vector_of else None

    def describe(self) -> str:
        parts = [T.type_str(t) for t in self.types]
        parts += [f"vector<Nx{T.type_str(t)}>" for t in self.any_vector_of]
        return " or ".join(parts)


def _ptx_types(row: Instr, ty, slots) -> tuple[str, ...] | None:
    t = row.resolve_ty(ty, slots) if not isinstance(ty, tuple) else ty
    if t is None:
        return None
    return tuple(t) if isinstance(t, (tuple, list)) else (t,)


def _rule(row: Instr, o, slots) -> TypeRule:
    tys = _ptx_types(row, o.ty, slots)
    if tys is None:
        raise VerifyException(f"{row.op_name}: operand '{o.name}' has no type: its type slot is absent")
    if o.vec == ANY_WIDTH:
        return TypeRule(any_vector_of=tuple(dict.fromkeys(T.reg_type(t) for t in tys)))
    vec = row.resolve_vec(o.vec, slots)
    return TypeRule(tuple(dict.fromkeys(T.reg_type(t, vec) for t in tys)))


class Signature:
    """What a row with given slot values and properties expects of an op: its SSA
    operands (in order, each with the types it may have), its results, its successors."""

    def __init__(self, row: Instr, slots: Mapping[str, Any], props: Mapping[str, Attribute]):
        self.row = row
        self.operands: list[tuple[Any, TypeRule]] = []  # one entry per SSA operand
        self.results: list[tuple[Any, TypeRule]] = []
        self.labels: list[Label] = []
        self.tied: list[tuple[int, int]] = []  # (operand index, result index)
        self.groups: dict[str, tuple[int, int]] = {}  # operand name -> (first SSA index, count)
        for o in row.present_operands(slots):
            if isinstance(o, (In, Out, InOut)):
                rule = _rule(row, o, slots)
                if isinstance(o, In):
                    n = row.resolve_count(o.count, slots)
                    self.groups[o.name] = (len(self.operands), 1 if n is None else n)
                    self.operands.extend([(o, rule)] * (1 if n is None else n))
                elif isinstance(o, Out):
                    self.results.append((o, rule))
                else:
                    self.tied.append((len(self.operands), len(self.results)))
                    self.operands.append((o, rule))
                    self.results.append((o, rule))
            elif isinstance(o, Addr):
                if o.sym and (not o.reg or row.addr_sym_prop(o) in props):
                    continue
                space = row.addr_space(o, slots)
                allowed = (T.i64, T.i32) if space in SHARED_WINDOWS else (T.i64,)
                self.groups[o.name] = (len(self.operands), 1)
                self.operands.append((o, TypeRule(allowed)))
            elif isinstance(o, Pred):
                self.groups[o.name] = (len(self.operands), 1)
                self.operands.append((o, TypeRule((T.i1,))))
            elif isinstance(o, Label):
                self.labels.append(o)

    @property
    def n_operands(self) -> int:
        return len(self.operands)


def signature_of(row: Instr, slots: Mapping[str, Any], props: Mapping[str, Attribute],
                 key: tuple | None = None) -> Signature:
    """`Signature(row, slots, props)`, memoized on the row: a signature depends only on the
    slot values and on which of the row's address-symbol properties are set. The result is
    shared: read it, do not change it. `key`: `slots_key(slots)`, when the caller has it."""
    if key is None:
        key = slots_key(slots)
    if key is None:
        return Signature(row, slots, props)
    memo = row._per_slots
    k = ("sig", key, tuple(p in props for p in _addr_sym_props(row)))
    sig = memo.get(k)
    if sig is None:
        sig = memo[k] = Signature(row, slots, props)
    return sig


def _addr_sym_props(row: Instr) -> tuple[str, ...]:
    memo = row._per_slots
    got = memo.get("addr_sym_props")
    if got is None:
        got = memo["addr_sym_props"] = tuple(
            row.addr_sym_prop(o) for o in row.operands if isinstance(o, Addr) and o.sym)
    return got


def ptx_literal(attr: Attribute, ptx_type: str) -> str:
    """A literal as PTX spells it: decimal integers, `0fXXXXXXXX` / `0dXXXXXXXXXXXXXXXX`."""
    if isinstance(attr, IntegerAttr):
        v = attr.value.data
        if T.is_int_type(ptx_type) and not T.is_signed(ptx_type) and v < 0:
            v &= (1 << T.bits(ptx_type)) - 1
        return str(v)
    if isinstance(attr, FloatAttr):
        v = attr.value.data
        if ptx_type == "f64":
            return "0d%016X" % struct.unpack("<Q", struct.pack("<d", v))[0]
        return "0f%08X" % struct.unpack("<I", struct.pack("<f", v))[0]
    raise ValueError(f"not a literal: {attr}")


# ------------------------------------------------------------------ the op base


class NVVMOperation(Operation):
    """Base of every generated nvvm op. `row` is its table row."""

    name = "nvvm.op"
    row: ClassVar[Instr]
    traits = traits_def()

    # -- slot values --------------------------------------------------------------

    def slots(self) -> dict[str, str | int | bool]:
        out: dict[str, str | int | bool] = {}
        for s in self.row.slots:
            a = self.properties.get(s.name)
            if a is None:
                continue
            if isinstance(a, UnitAttr):
                out[s.name] = True
            elif isinstance(a, StringAttr):
                out[s.name] = a.data
            elif isinstance(a, IntegerAttr):
                out[s.name] = a.value.data
            else:
                out[s.name] = a  # caught by the verifier
        return out

    def semantics(self):
        """The row's `Sem` for this op's slot values (also `nvvm.row_semantics(op)`)."""
        return self.row.semantics(self.slots())

    def signature(self) -> Signature:
        return signature_of(self.row, self.slots(), self.properties)

    def reg_operands(self) -> Sequence[SSAValue]:
        """The operands that are not successor arguments."""
        n = len(self.operands) - sum(len(b.args) for b in self.successors)
        return self.operands[: max(n, 0)]

    def successor_operands(self, i: int) -> Sequence[SSAValue]:
        """The values passed to successor `i`'s block arguments."""
        start = len(self.reg_operands()) + sum(len(b.args) for b in self.successors[:i])
        return self.operands[start : start + len(self.successors[i].args)]

    def tied(self) -> list[tuple[SSAValue, SSAValue]]:
        """(operand, result) pairs that PTX spells as one register list (InOut operands)."""
        sig = self.signature()
        return [(self.operands[i], self.results[j]) for i, j in sig.tied]

    # -- verification ---------------------------------------------------------------

    def verify_(self) -> None:
        row = self.row
        slots: dict[str, Any] = {}
        for k, a in self.properties.items():
            s = row.slot(k)
            if s is None:
                kind = row._extra.get(k)
                if kind is None:
                    legal = ", ".join(row.prop_names()) or "none"
                    raise VerifyException(f"{row.op_name}: unknown slot '{k}' (slots: {legal})")
                if kind == "offset" and not (isinstance(a, IntegerAttr)):
                    raise VerifyException(f"{row.op_name}: '{k}' must be an integer")
                if kind == "sym" and not isinstance(a, (SymbolRefAttr, StringAttr)):
                    raise VerifyException(f"{row.op_name}: '{k}' must be a symbol (@name)")
                if kind == "syms" and not (isinstance(a, ArrayAttr)
                                           and all(isinstance(x, SymbolRefAttr) for x in a.data)):
                    raise VerifyException(f"{row.op_name}: '{k}' must be a list of symbols ([@a, @b])")
                continue
            if isinstance(s, Flag):
                if not isinstance(a, UnitAttr):
                    raise VerifyException(f"{row.op_name}: slot '{k}' is a flag (write it bare, as `{k}`)")
                slots[k] = True
            elif isinstance(s, IntSlot):
                if not isinstance(a, IntegerAttr):
                    raise VerifyException(
                        f"{row.op_name}: slot '{k}' takes an integer; legal values: {s.describe()}"
                    )
                slots[k] = a.value.data
            else:
                if not isinstance(a, StringAttr):
                    raise VerifyException(f"{row.op_name}: slot '{k}' takes one of: {s.describe()}")
                slots[k] = a.data
        key = slots_key(slots)
        msg = row.validate_slots(slots, key)
        if msg:
            raise VerifyException(msg)

        sig = signature_of(row, slots, self.properties, key)
        present_ops = row.present_operands(slots, key)
        for o in present_ops:
            if isinstance(o, Const):
                ty = row.resolve_ty(o.ty, slots)
                a = self.properties.get(o.name)
                if a is None:
                    raise VerifyException(f"{row.op_name}: missing literal '{o.name}'")
                want_int = T.is_int_type(ty)
                if want_int and not isinstance(a, IntegerAttr):
                    raise VerifyException(f"{row.op_name}: '{o.name}' must be an integer literal for .{ty}")
                if not want_int and not isinstance(a, FloatAttr):
                    raise VerifyException(f"{row.op_name}: '{o.name}' must be a float literal for .{ty}")
                if o.bounds is not None and not o.bounds[0] < a.value.data <= o.bounds[1]:
                    raise VerifyException(f"{row.op_name}: '{o.name}' must be in ({o.bounds[0]}, {o.bounds[1]}], "
                                          f"found {a.value.data}")
            elif isinstance(o, Sym):
                if o.name not in self.properties:
                    raise VerifyException(f"{row.op_name}: missing symbol '{o.name}'")
            elif isinstance(o, Addr) and not o.reg and row.addr_sym_prop(o) not in self.properties:
                raise VerifyException(f"{row.op_name}: the address '{o.name}' must be a symbol: "
                                      f"set '{row.addr_sym_prop(o)}' (@name)")
        # Properties of operands that are absent.
        present = {o.name for o in present_ops}
        for o in row.operands:
            if o.name not in present and isinstance(o, (Const, Sym)) and o.name in self.properties:
                raise VerifyException(f"{row.op_name}: '{o.name}' is set but the slots leave it out")

        regs = self.reg_operands()
        if len(regs) != sig.n_operands:
            names = ", ".join(o.name for o, _ in sig.operands) or "none"
            raise VerifyException(
                f"{row.op_name}: expected {sig.n_operands} operand(s) ({names}), found {len(regs)}"
            )
        for (o, rule), v in zip(sig.operands, regs):
            if not rule.ok(v.type):
                raise VerifyException(
                    f"{row.op_name}: operand '{o.name}' must be {rule.describe()}, found {T.type_str(v.type)}"
                )
        if len(self.results) != len(sig.results):
            raise VerifyException(
                f"{row.op_name}: expected {len(sig.results)} result(s), found {len(self.results)}"
            )
        for (o, rule), r in zip(sig.results, self.results):
            if not rule.ok(r.type):
                raise VerifyException(
                    f"{row.op_name}: result '{o.name}' must be {rule.describe()}, found {T.type_str(r.type)}"
                )
        for a, b in sig.tied:
            if regs[a].type != self.results[b].type:
                raise VerifyException(
                    f"{row.op_name}: '{sig.operands[a][0].name}' is read and written: its operand and result "
                    f"types must agree ({T.type_str(regs[a].type)} vs {T.type_str(self.results[b].type)})"
                )
        for name, idx in row._fields:
            if idx == "#" or name not in sig.groups:
                continue
            k = int(idx) if idx.isdigit() else slots.get(idx)
            first, _ = sig.groups[name]
            width = T.vector_width(regs[first].type)
            if k is not None and not 0 <= k < width:
                raise VerifyException(
                    f"{row.op_name}: {idx} = {k} is out of range for operand '{name}' of {width} register(s)"
                )
        if len(self.successors) != len(sig.labels):
            raise VerifyException(
                f"{row.op_name}: expected {len(sig.labels)} successor(s), found {len(self.successors)}"
            )
        for i, b in enumerate(self.successors):
            args = self.successor_operands(i)
            if [a.type for a in args] != [a.type for a in b.args]:
                raise VerifyException(
                    f"{row.op_name}: arguments to successor {i} do not match its block arguments"
                )

    # -- PTX --------------------------------------------------------------------------

    def ptx(self, regname: RegName, label: Callable[[Block], str] | None = None) -> str:
        """This op as PTX text. `regname` maps an SSA value to its register name (a list of
        names for a vector value); `label` maps a block to its label."""
        row = self.row
        slots = self.slots()
        values: dict[str, Any] = {}
        regs = iter(self.reg_operands())
        results = iter(self.results)
        labels = iter(self.successors)
        for o in row.present_operands(slots):
            if isinstance(o, In) and o.count is not None:
                n = row.resolve_count(o.count, slots)
                values[o.name] = [_scalar(regname(next(regs))) for _ in range(n)]
            elif isinstance(o, (In, Pred)):
                values[o.name] = regname(next(regs))
            elif isinstance(o, Out):
                values[o.name] = regname(next(results))
            elif isinstance(o, InOut):
                next(regs)
                values[o.name] = regname(next(results))
            elif isinstance(o, Addr):
                symprop = row.addr_sym_prop(o) if o.sym else None
                if symprop and symprop in self.properties:
                    base = _sym_name(self.properties[symprop])
                else:
                    base = regname(next(regs))
                off = self.properties.get(o.offset) if o.offset else None
                if isinstance(off, IntegerAttr) and off.value.data:
                    d = off.value.data
                    base = f"{base}+{d}" if d > 0 else f"{base}{d}"
                values[o.name] = base
            elif isinstance(o, Imm):
                values[o.name] = None if o.name not in slots else str(slots[o.name])
            elif isinstance(o, Label):
                b = next(labels)
                if label is None:
                    raise ValueError(f"{row.op_name}: a label function is needed to print branches")
                values[o.name] = label(b)
            elif isinstance(o, Sym):
                values[o.name] = _sym_name(self.properties[o.name])
            elif isinstance(o, Syms):
                a = self.properties.get(o.name)
                names = [_sym_name(x) for x in a.data] if isinstance(a, ArrayAttr) else []
                values[o.name] = "(" + ", ".join(names) + ")" if names else None
            elif isinstance(o, Const):
                values[o.name] = ptx_literal(self.properties[o.name], row.resolve_ty(o.ty, slots))
        return row.format(slots, values)

    # -- syntax ---------------------------------------------------------------------------

    def print(self, printer: Printer) -> None:
        row = self.row
        parts = []
        for s in row.slots:
            a = self.properties.get(s.name)
            if a is None:
                continue
            if isinstance(a, UnitAttr):
                parts.append(s.name)
            elif isinstance(a, IntegerAttr):
                parts.append(f"{s.name} = {a.value.data}")
            elif isinstance(a, StringAttr) and _BARE.fullmatch(a.data):
                parts.append(f"{s.name} = {a.data}")
            elif isinstance(a, StringAttr):
                parts.append(f"{s.name} = {_quote(a.data)}")
            else:
                parts.append(None)  # printed in the attribute dictionary below
        slot_names = {s.name for s in row.slots}
        shown = [p for p in parts if p is not None]
        if shown:
            printer.print_string("<" + ", ".join(shown) + ">")
        regs = self.reg_operands()
        if regs:
            printer.print_string(" ")
            printer.print_list(regs, printer.print_operand)
        if self.successors:
            printer.print_string(" [")
            for i, b in enumerate(self.successors):
                if i:
                    printer.print_string(", ")
                printer.print_block_name(b)
                args = self.successor_operands(i)
                if args:
                    printer.print_string("(")
                    printer.print_list(args, printer.print_operand)
                    printer.print_string(" : ")
                    printer.print_list([a.type for a in args], printer.print_attribute)
                    printer.print_string(")")
            printer.print_string("]")
        extra = {
            k: v
            for k, v in self.properties.items()
            if k not in slot_names or not isinstance(v, (UnitAttr, IntegerAttr, StringAttr))
        }
        printer.print_op_attributes({**extra, **self.attributes})
        printer.print_string(" : ")
        printer.print_function_type([v.type for v in regs], [r.type for r in self.results])

    @classmethod
    def parse(cls, parser: Parser):
        row = cls.row
        props: dict[str, Attribute] = {}
        if parser.parse_optional_punctuation("<") is not None:
            if parser.parse_optional_punctuation(">") is None:
                while True:
                    start = parser.pos
                    key = parser.parse_identifier(context_msg=f" (a slot name of {row.op_name})")
                    s = row.slot(key)
                    if s is None:
                        legal = ", ".join(x.name for x in row.slots) or "none"
                        parser.raise_error(f"{row.op_name}: unknown slot '{key}' (slots: {legal})", start, parser.pos)
                    if key in props:
                        parser.raise_error(f"{row.op_name}: slot '{key}' given twice", start, parser.pos)
                    if parser.parse_optional_punctuation("=") is not None:
                        n = parser.parse_optional_integer(allow_boolean=False)
                        if n is not None:
                            props[key] = IntegerAttr(n, IntegerType(64))
                        else:
                            props[key] = StringAttr(
                                parser.parse_identifier_or_str_literal(" (a slot value)")
                            )
                    else:
                        props[key] = UnitAttr()
                    if parser.parse_optional_punctuation(">") is not None:
                        break
                    parser.parse_punctuation(",")
        operands = (
            parser.parse_optional_undelimited_comma_separated_list(
                parser.parse_optional_unresolved_operand, parser.parse_unresolved_operand
            )
            or []
        )
        successors: list[Block] = []
        succ_args: list = []
        if parser.parse_optional_punctuation("[") is not None:
            while True:
                successors.append(parser.parse_successor())
                if parser.parse_optional_punctuation("(") is not None:
                    un = parser.parse_comma_separated_list(
                        parser.Delimiter.NONE, parser.parse_unresolved_operand
                    )
                    parser.parse_punctuation(":")
                    tys = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_type)
                    parser.parse_punctuation(")")
                    succ_args.extend(parser.resolve_operands(un, tys, parser.pos))
                if parser.parse_optional_punctuation("]") is not None:
                    break
                parser.parse_punctuation(",")
        attrs = parser.parse_optional_attr_dict()
        extra = row._extra
        for k in list(attrs):
            if k in extra:
                props[k] = attrs.pop(k)
        parser.parse_punctuation(":")
        pos = parser.pos
        ft = parser.parse_function_type()
        resolved = parser.resolve_operands(operands, ft.inputs.data, pos)
        return cls.create(
            operands=[*resolved, *succ_args],
            result_types=ft.outputs.data,
            properties=props,
            attributes=attrs,
            successors=successors,
        )


def _scalar(r: "str | list[str]") -> str:
    return r[0] if isinstance(r, list) and len(r) == 1 else r  # type: ignore[return-value]


def _quote(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _sym_name(a: Attribute) -> str:
    if isinstance(a, SymbolRefAttr):
        return a.string_value()
    if isinstance(a, StringAttr):
        return a.data
    raise ValueError(f"not a symbol: {a}")


# -------------------------------------------------------------- class generation


def _class_name(row: Instr) -> str:
    parts = re.split(r"[^A-Za-z0-9]+", row.name)
    return "".join(p[:1].upper() + p[1:] for p in parts if p) + "Op"


def make_op_class(row: Instr) -> type[NVVMOperation]:
    traits = []
    if row.terminator:
        traits.append(IsTerminator())
    if row.pure:
        traits.append(Pure())
    cls = type(
        _class_name(row),
        (NVVMOperation,),
        {
            "name": row.op_name,
            "row": row,
            "traits": traits_def(*traits),
            "__doc__": f"`{row.spelled_form()}` ({row.target_str()})." + (f" {row.doc}" if row.doc else ""),
            "__module__": __name__,
        },
    )
    return cls


# ---------------------------------------------------------------- building ops


def slot_attr(row: Instr, name: str, value: Any) -> Attribute:
    """The property holding slot `name`'s value (one shared instance per row, slot and
    value: attributes are immutable)."""
    try:
        k = ("attr", name, value.__class__, value)
        got = row._per_slots.get(k)
    except TypeError:
        return _slot_attr(row, name, value)
    if got is None:
        got = row._per_slots[k] = _slot_attr(row, name, value)
    return got


def _slot_attr(row: Instr, name: str, value: Any) -> Attribute:
    s = row.slot(name)
    if isinstance(s, Flag):
        if value is not True:
            raise ValueError(f"{row.op_name}: flag slot '{name}' takes True")
        return UnitAttr()
    if isinstance(s, IntSlot) or (isinstance(value, int) and not isinstance(value, bool)):
        return IntegerAttr(int(value), IntegerType(64))
    return StringAttr(str(value))


def slots_type_is_f64(row: Instr, name: str, slots: Mapping[str, Any]) -> bool:
    o = next(o for o in row.operands if o.name == name)
    return row.resolve_ty(o.ty, slots) == "f64"


def prop_attr(row: Instr, name: str, value: Any, slots: Mapping[str, Any] = {}) -> Attribute:
    if isinstance(value, Attribute):
        return value
    kind = row._extra[name]
    if kind == "offset":
        return IntegerAttr(int(value), IntegerType(64))
    if kind == "sym":
        return SymbolRefAttr(str(value))
    if kind == "syms":
        return ArrayAttr([x if isinstance(x, SymbolRefAttr) else SymbolRefAttr(str(x)) for x in value])
    # A literal: an int for integer (and pred) types, a float for float types.
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError(f"{row.op_name}: '{name}' takes an int, a float or an attribute, not {value!r}")
    if isinstance(value, int):
        return IntegerAttr(value, IntegerType(64))
    return FloatAttr(float(value), Float64Type() if slots_type_is_f64(row, name, slots) else Float32Type())


def infer_result_types(row: Instr, slots: Mapping[str, Any], props: Mapping[str, Attribute],
                       key: tuple | None = None) -> list[Attribute]:
    out = []
    for o, rule in signature_of(row, slots, props, key).results:
        t = rule.default()
        if t is None:
            raise ValueError(f"{row.op_name}: the type of result '{o.name}' cannot be inferred "
                             f"(it may be {rule.describe()}): give result_types")
        out.append(t)
    return out
