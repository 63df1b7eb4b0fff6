"""The vocabulary of the PTX instruction table: slots, operand kinds and `Instr` rows.

A row says everything about one PTX instruction form; `ops.py` turns each row into an
`nvvm` op class (parser, printer, verifier, PTX printing) and `tirx_mlir.ptx` lists and
certifies the rows. See docs/nvvm.md for the row format.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, fields
from functools import cached_property
from reprlib import recursive_repr
from typing import Any, Union

# Slot values of one op: slot name -> str (Slot), int (IntSlot) or True (Flag).
# Absent optional slots are missing from the mapping.
Slots = Mapping[str, Union[str, int, bool]]


# ------------------------------------------------------------------------ records

# The classes below are frozen dataclasses whose __repr__, __eq__ and __hash__ come from
# `_Record` instead of being generated per class: `dataclass` compiles each generated method
# from source, and this module's 16 classes cost ~12 ms of every `tirx-opt` start-up that way
# (~4.5 ms less with these three shared). They behave as `@dataclass(frozen=True)` does:
# the same repr text, equality only between instances of one class over the compared fields,
# the hash of those fields' tuple; `fields`, `replace` and `asdict` work as before.
_record = dataclass(frozen=True, eq=False, repr=False)

# class -> (names shown by repr, names compared and hashed), made on first use.
_RECORD_FIELDS: dict[type, tuple[tuple[str, ...], tuple[str, ...]]] = {}


def _record_fields(cls: type) -> tuple[tuple[str, ...], tuple[str, ...]]:
    got = _RECORD_FIELDS.get(cls)
    if got is None:
        fs = fields(cls)
        got = _RECORD_FIELDS[cls] = (tuple(f.name for f in fs if f.repr),
                                     tuple(f.name for f in fs if f.compare))
    return got


class _Record:
    """The __repr__, __eq__ and __hash__ that `@dataclass(frozen=True)` would generate."""

    __slots__ = ()

    @recursive_repr()
    def __repr__(self) -> str:
        shown = _record_fields(self.__class__)[0]
        return self.__class__.__qualname__ + "(" + ", ".join(
            f"{n}={getattr(self, n)!r}" for n in shown) + ")"

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            names = _record_fields(self.__class__)[1]
            return tuple([getattr(self, n) for n in names]) == tuple([getattr(other, n) for n in names])
        return NotImplemented

    def __hash__(self) -> int:
        return hash(tuple([getattr(self, n) for n in _record_fields(self.__class__)[1]]))


# --------------------------------------------------------------------------- slots


@_record
class Slot(_Record):
    """A named modifier position with a tuple of legal string values.

    `{.name}` in the template expands to `.value` (nothing when an optional slot is
    absent); `{name}` to the bare value.

    `default`: the value an absent optional slot means (printed as that value: an
    absent mbarrier space prints `.shared::cta`). `spell`: value -> PTX text where the
    two differ; "" prints nothing (the `generic` space of an mbarrier op). `summary`: how
    messages describe the legal values where listing them would not read (vop4's 4096 byte
    selectors)."""

    name: str
    values: tuple[str, ...]
    optional: bool = False
    default: str | None = None
    spell: Mapping[str, str] | tuple = ()
    summary: str | None = None

    def __post_init__(self):
        object.__setattr__(self, "values", tuple(self.values))
        sp = self.spell.items() if isinstance(self.spell, Mapping) else self.spell
        object.__setattr__(self, "spell", tuple(sp))
        if self.default is not None and (not self.optional or self.default not in self.values):
            raise ValueError(f"slot {self.name}: a default must be a legal value of an optional slot")

    def legal(self, v: Any) -> bool:
        return isinstance(v, str) and v in self.values

    def choices(self) -> list:
        return list(self.values)

    def spelled(self, v: str) -> str:
        """The PTX text of value v ("" when it prints nothing)."""
        for k, t in self.spell:
            if k == v:
                return t
        return v

    def describe(self) -> str:
        text = self.summary or ", ".join(self.values)
        if self.default is not None:
            text += f" (absent: {self.default})"
        return text


@_record
class IntSlot(_Record):
    """An integer modifier or immediate (wgmma's `n`, setmaxnreg's count, a barrier id).

    `values` is the tuple (or range) of legal integers."""

    name: str
    values: tuple[int, ...]
    optional: bool = False

    def __post_init__(self):
        object.__setattr__(self, "values", tuple(self.values))

    def legal(self, v: Any) -> bool:
        return isinstance(v, int) and not isinstance(v, bool) and v in self.values

    def choices(self) -> list:
        return list(self.values)

    def describe(self) -> str:
        vs = self.values
        if len(vs) > 8:
            step = vs[1] - vs[0]
            if all(b - a == step for a, b in zip(vs, vs[1:])):
                return f"{vs[0]}..{vs[-1]}" + (f" step {step}" if step != 1 else "")
        return ", ".join(str(v) for v in vs)


@_record
class Flag(_Record):
    """A modifier that is either there or not (`.ftz`, `.sat`, `.uni`). Always optional.

    `{.name}` expands to `.spelling` (default: the name) when set. In IR it is a unit
    property, written as the bare name inside `<...>`."""

    name: str
    spelling: str | None = None
    optional: bool = field(default=True, init=False)

    @property
    def values(self) -> tuple[str, ...]:
        return (self.spelling or self.name,)

    def legal(self, v: Any) -> bool:
        return v is True

    def choices(self) -> list:
        return [True]

    def describe(self) -> str:
        return "set or absent"


AnySlot = Union[Slot, IntSlot, Flag]


# ------------------------------------------------------------------------ operands

# A type spec: a slot name, a fixed PTX type ("b32"), a tuple of PTX types (any of them: a
# bit move takes any register of its width), or fn(slots) -> one of those.
TySpec = Union[str, tuple, Callable[[Slots], Union[str, tuple]]]
# A vector width: an int, a slot name whose value is "v2"/"v4"/..., fn(slots) -> int, or
# ANY_WIDTH (a vector of any width).
VecSpec = Union[int, str, Callable[[Slots], int], None]
ANY_WIDTH = -1
# A repeat count: an int, an integer slot's name, or fn(slots) -> int.
CountSpec = Union[int, str, Callable[[Slots], int], None]
# When an operand is present: always (None), when a slot is set (slot name), or fn(slots).
WhenSpec = Union[str, Callable[[Slots], bool], None]


@_record
class _Operand(_Record):
    name: str

    kind = "?"
    register = False  # an SSA operand or result

    def present(self, row: "Instr", slots: Slots) -> bool:
        when = getattr(self, "when", None)
        if when is None:
            return True
        if callable(when):
            return bool(when(slots))
        return when in slots


@_record
class Out(_Operand):
    """A register the instruction writes: an SSA result."""

    ty: TySpec = "type"
    vec: VecSpec = 1
    when: WhenSpec = None
    braces: bool = False  # spell even one register as a list: {%r1}
    kind = "out"
    register = True


@_record
class In(_Operand):
    """A register the instruction reads: an SSA operand. With `count`, that many scalar
    SSA operands, printed as one brace list (TMA coordinates)."""

    ty: TySpec = "type"
    vec: VecSpec = 1
    when: WhenSpec = None
    count: CountSpec = None
    braces: bool = False  # spell even one register as a list: {%r1}
    kind = "in"
    register = True


@_record
class InOut(_Operand):
    """A register the instruction reads and writes (wgmma's accumulator): one SSA operand
    and one SSA result, tied. PTX prints the result's registers; the register allocator
    must give the operand the same registers (or copy it there first)."""

    ty: TySpec = "type"
    vec: VecSpec = 1
    when: WhenSpec = None
    kind = "inout"
    register = True


@_record
class Addr(_Operand):
    """An address: an SSA register (i64; i32 allowed for shared/local windows), plus an
    optional integer property `offset` (printed `[%rd1+16]`). With `sym=True` the address
    may instead be a symbol (property `sym`, e.g. a kernel parameter or a `.shared`
    variable), printed by name.

    `space` names the slot that holds the state space, a fixed space, or None (generic).
    `reg=False` (with `sym=True`): the address must be a symbol (`st.param` writes a call
    sequence's `.param` variable by name; PTX ISA 5.1.6.2)."""

    space: str | None = "space"
    offset: str | None = "offset"  # None: the syntax takes no offset here
    sym: bool = False
    when: WhenSpec = None
    reg: bool = True
    kind = "addr"
    register = True


@_record
class Imm(_Operand):
    """An immediate operand: the value of the integer slot of the same name."""

    kind = "imm"


@_record
class Pred(_Operand):
    """An i1 guard (`@%p`)."""

    when: WhenSpec = None
    kind = "pred"
    register = True


@_record
class Label(_Operand):
    """A branch target: an op successor (a block, with its block arguments)."""

    kind = "label"


@_record
class Sym(_Operand):
    """A symbol (a `.shared`/`.global` variable, a kernel parameter), held in a
    SymbolRefAttr property of the operand's name and printed bare.

    `refers`: what it names: "var" (a variable), "func" (a call's callee: a `.func`),
    "param" (a call sequence's `.param` variable: a call's return parameter)."""

    refers: str = "var"
    kind = "sym"


@_record
class Syms(_Operand):
    """A list of symbols (a call's parameter list: `.param` variables of the call
    sequence), held in an ArrayAttr property of SymbolRefAttrs, printed `(a, b)`; an
    absent or empty list prints nothing (`call f;`)."""

    kind = "syms"


@_record
class Const(_Operand):
    """A literal, held in a property of the operand's name (IntegerAttr for integer
    types, FloatAttr for float types) and printed as PTX spells it (`0f3F800000`)."""

    ty: TySpec = "type"
    # (lo, hi): the literal must satisfy lo < value <= hi (createpolicy's fraction: (0, 1]).
    bounds: tuple[float, float] | None = None
    kind = "const"


AnyOperand = Union[Out, In, InOut, Addr, Imm, Pred, Label, Sym, Syms, Const]


# ----------------------------------------------------------------------- semantics

# Execution widths: the threads that must execute an instruction together (PTX ISA 9.7:
# `.sync.aligned` instructions of a warp, wgmma's warpgroup, bar/barrier's CTA or named
# barrier, barrier.cluster's cluster).
WIDTHS = ("thread", "warp", "warpgroup", "cta", "cluster")
# Barrier-like objects an instruction arrives on or waits for.
BARRIER_KINDS = ("mbarrier", "named_barrier", "cluster_barrier", "bulk_group", "wgmma_group",
                 "async_group", "warp")


@_record
class Sem(_Record):
    """What one instruction form does to memory and which threads run it together; the
    synchronization checker models raw nvvm ops from this (docs/nvvm.md, "Semantics").

    reads / writes: state spaces accessed ("global", "shared::cta", "shared::cluster",
      "local", "param", "const", "generic": any space through a generic address,
      "tensormap": a tensor-map object, through the tensormap proxy).
    proxy: the memory proxy of those accesses (PTX ISA 8.6 "Proxies"): "generic",
      "async" (TMA, bulk copies, wgmma operands) or "tensormap".
    order / scope: memory-ordering semantics (PTX ISA 8.8 "Memory operations"): "weak",
      "volatile", "relaxed", "acquire", "release", "acq_rel", "sc"; scope "cta",
      "cluster", "gpu", "sys". A fence has an order and no reads or writes.
    width / threads: the threads that must execute it together (WIDTHS); `threads` a
      fixed count where the slots give one (bar.sync's count).
    arrives / waits: the barrier-like object (BARRIER_KINDS) it arrives on / waits for;
      `tx`: "expect" or "complete" for mbarrier transaction counts (TMA completes bytes
      on an mbarrier, arrive.expect_tx expects them).
    joins: the async group the operation joins ("bulk_group", "wgmma_group",
      "async_group"): committed by its commit_group, waited for by its wait_group.
    fence: (from proxy, to proxy) ordered by a proxy fence.
    remote: it may access another CTA of the cluster (a .shared::cluster address).
    isa: the PTX ISA section the facts come from."""

    reads: tuple[str, ...] = ()
    writes: tuple[str, ...] = ()
    proxy: str | None = None
    order: str | None = None
    scope: str | None = None
    width: str = "thread"
    threads: int | None = None
    arrives: str | None = None
    waits: str | None = None
    tx: str | None = None
    joins: str | None = None
    fence: tuple[str, str] | None = None
    remote: bool = False
    isa: str = ""

    def __post_init__(self):
        if self.width not in WIDTHS:
            raise ValueError(f"Sem.width {self.width!r}: one of {WIDTHS}")
        for k in (self.arrives, self.waits, self.joins):
            if k is not None and k not in BARRIER_KINDS:
                raise ValueError(f"Sem barrier kind {k!r}: one of {BARRIER_KINDS}")

    @property
    def memory(self) -> bool:
        return bool(self.reads or self.writes)

    def as_dict(self) -> dict:
        return {k: getattr(self, k) for k in self.__dataclass_fields__}


PURE_SEM = Sem()


# ---------------------------------------------------------------------------- rows

# {name}, {.name}, {,name}, and {name[i]} (register i of a vector operand; i is an integer,
# an integer slot's name, or `#`, the index of a repeated template).
_FIELD = re.compile(r"\{([.,]?)([A-Za-z_][A-Za-z0-9_]*)(?:\[([A-Za-z_0-9#]+)\])?\}")

SHARED_WINDOWS = ("shared", "shared::cta", "shared::cluster", "local")


def vec_width(v: Any) -> int:
    if v is None or v is False:
        return 1
    if isinstance(v, int):
        return v
    m = re.fullmatch(r"v(\d+)", str(v))
    if m:
        return int(m.group(1))
    raise ValueError(f"not a vector width: {v!r}")


@_record
class Instr(_Record):
    """One PTX instruction form. See docs/nvvm.md."""

    name: str
    template: str
    slots: tuple[AnySlot, ...] = ()
    operands: tuple[AnyOperand, ...] = ()
    ptx: tuple[int, int] = (6, 0)
    sm: int | str = 50
    check: Callable[[Slots], str | None] | None = None
    derived: Mapping[str, Callable[[Slots], str | None]] = field(default_factory=dict)
    terminator: bool = False
    pure: bool = False
    repeat: CountSpec = None
    doc: str = ""
    # What the instruction does to memory and to the threads that run it (see `Sem`): a
    # Sem, or fn(slots) -> Sem where it depends on the slot values. None only on pure rows.
    sem: "Sem | Callable[[Slots], Sem] | None" = None
    # A higher minimum PTX ISA version for some slot values (mbarrier's .relaxed: 8.6):
    # fn(slots) -> (major, minor) or None. `ptx_for(slots)` is the version an op needs.
    ptx_by: Callable[[Slots], "tuple[int, int] | None"] | None = None

    def __post_init__(self):
        object.__setattr__(self, "slots", tuple(self.slots))
        object.__setattr__(self, "operands", tuple(self.operands))
        object.__setattr__(self, "derived", dict(self.derived))
        self._validate()

    # -- structure ---------------------------------------------------------------

    def _validate(self) -> None:
        names = [s.name for s in self.slots]
        if len(set(names)) != len(names):
            raise ValueError(f"row {self.name}: duplicate slot names")
        snames = set(names)
        for o in self.operands:
            if isinstance(o, Imm):
                if not isinstance(self.slot(o.name), IntSlot):
                    raise ValueError(f"row {self.name}: Imm {o.name} needs an IntSlot of that name")
            elif o.name in snames:
                raise ValueError(f"row {self.name}: operand {o.name} shadows a slot")
        known = snames | {o.name for o in self.operands} | set(self.derived)
        for dot, name, idx in _FIELD.findall(self.template):
            if name not in known:
                raise ValueError(f"row {self.name}: template field {{{dot}{name}}} names nothing")
            if idx == "#" and self.repeat is None:
                raise ValueError(f"row {self.name}: [#] needs a repeated template")
        props = self.prop_names()
        if len(set(props)) != len(props):
            raise ValueError(f"row {self.name}: property names collide: {props}")

    @property
    def op_name(self) -> str:
        return "nvvm." + self.name

    # -- per-row facts, computed once (a row is immutable) ---------------------------

    @cached_property
    def _slot_map(self) -> dict[str, AnySlot]:
        return {s.name: s for s in self.slots}

    @cached_property
    def _extra(self) -> dict[str, str]:
        return self._extra_props()

    @cached_property
    def _fields(self) -> tuple[tuple[str, str], ...]:
        return tuple((n, i) for _, n, i in _FIELD.findall(self.template) if i)

    @cached_property
    def _braced(self) -> frozenset[str]:
        return frozenset(o.name for o in self.operands if getattr(o, "braces", False))

    @cached_property
    def _template_parts(self) -> tuple:
        """The template split at its fields: literal strings and (lead, name, idx) triples,
        alternating, as `_FIELD.sub` sees them."""
        parts: list = []
        pos = 0
        for m in _FIELD.finditer(self.template):
            parts.append(self.template[pos:m.start()])
            parts.append((m.group(1), m.group(2), m.group(3)))
            pos = m.end()
        parts.append(self.template[pos:])
        return tuple(parts)

    @cached_property
    def _per_slots(self) -> dict:
        """Results that depend only on the slot values (see `slots_key`), memoized."""
        return {}

    def slot(self, name: str) -> AnySlot | None:
        return self._slot_map.get(name)

    def value(self, slots: Slots, name: str):
        """Slot `name`'s value: the one given, else the slot's default, else None."""
        v = slots.get(name)
        if v is None:
            s = self._slot_map.get(name)
            if s is not None:
                return getattr(s, "default", None)
        return v

    def semantics(self, slots: Slots) -> "Sem":
        """The row's `Sem` for these slot values (pure rows: `Sem()`: one thread, no memory)."""
        if self.sem is None:
            return PURE_SEM
        return self.sem(slots) if callable(self.sem) else self.sem

    def extra_props(self) -> dict[str, str]:
        """Properties that are not slots: name -> kind ('offset', 'sym', 'syms', 'const')."""
        return dict(self._extra)

    def _extra_props(self) -> dict[str, str]:
        out: dict[str, str] = {}
        for o in self.operands:
            if isinstance(o, Addr):
                if o.offset is not None:
                    out[o.offset] = "offset"
                if o.sym:
                    out["sym" if o.name == "addr" else f"{o.name}_sym"] = "sym"
            elif isinstance(o, Sym):
                out[o.name] = "sym"
            elif isinstance(o, Syms):
                out[o.name] = "syms"
            elif isinstance(o, Const):
                out[o.name] = "const"
        return out

    def addr_sym_prop(self, o: Addr) -> str:
        return "sym" if o.name == "addr" else f"{o.name}_sym"

    def prop_names(self) -> list[str]:
        return [s.name for s in self.slots] + list(self._extra)

    def labels(self) -> list[Label]:
        return [o for o in self.operands if isinstance(o, Label)]

    # -- resolution against slot values ---------------------------------------------

    def resolve_ty(self, ty: TySpec, slots: Slots) -> str | None:
        if callable(ty):
            return ty(slots)
        if self.slot(ty) is not None:
            v = self.value(slots, ty)
            return None if v is None else str(v)
        return ty

    def resolve_vec(self, vec: VecSpec, slots: Slots) -> int:
        if callable(vec):
            return int(vec(slots))
        if isinstance(vec, str):
            return vec_width(slots.get(vec))
        return vec_width(vec)

    def resolve_count(self, count: CountSpec, slots: Slots) -> int | None:
        """How many SSA values a repeated operand (or template) has; None: not repeated."""
        if count is None:
            return None
        if callable(count):
            return int(count(slots))
        if isinstance(count, str):
            v = slots.get(count)
            return 0 if v is None else int(v)
        return int(count)

    def indexed_fields(self) -> list[tuple[str, str]]:
        """(operand, index) of each `{operand[index]}` template field."""
        return list(self._fields)

    def present_operands(self, slots: Slots, key: tuple | None = None) -> list[AnyOperand]:
        """`key`: `slots_key(slots)`, when the caller has it."""
        if key is None:
            key = slots_key(slots)
        if key is None:
            return [o for o in self.operands if o.present(self, slots)]
        memo = self._per_slots
        got = memo.get(("present", key))
        if got is None:
            got = memo[("present", key)] = tuple(o for o in self.operands if o.present(self, slots))
        return list(got)

    def addr_space(self, o: Addr, slots: Slots) -> str | None:
        if o.space is None:
            return None
        if self.slot(o.space) is not None:
            v = self.value(slots, o.space)
            return None if v in (None, "generic") else str(v)
        return o.space

    def validate_slots(self, slots: Slots, key: tuple | None = None) -> str | None:
        """An error message if the slot values are not a legal combination, else None.
        `key`: `slots_key(slots)`, when the caller has it."""
        if key is None:
            key = slots_key(slots)
        if key is None:
            return self._validate_slots(slots)
        memo = self._per_slots
        k = ("valid", key)
        if k not in memo:
            memo[k] = self._validate_slots(slots)
        return memo[k]

    def _validate_slots(self, slots: Slots) -> str | None:
        for s in self.slots:
            if s.name not in slots:
                if not s.optional:
                    return f"{self.op_name}: missing required slot '{s.name}' (legal values: {s.describe()})"
                continue
            v = slots[s.name]
            if not s.legal(v):
                shown = "set" if v is True else repr(v)
                return (
                    f"{self.op_name}: slot '{s.name}' has illegal value {shown}; "
                    f"legal values: {s.describe()}"
                )
        for k in slots:
            if self.slot(k) is None:
                legal = ", ".join(s.name for s in self.slots) or "none"
                return f"{self.op_name}: unknown slot '{k}' (slots: {legal})"
        if self.check is not None:
            msg = self.check(slots)
            if msg:
                return f"{self.op_name}: {msg}"
        return None

    # -- PTX text ----------------------------------------------------------------

    def format(self, slots: Slots, values: Mapping[str, str | list[str] | None]) -> str:
        """Expands the template. `values` maps operand names to their PTX spelling (a
        register name, a list of registers for a vector, an address, a label)."""

        braced = self._braced

        def field_value(name: str):
            if name in values:
                v = values[name]
                if isinstance(v, str) and name in braced:
                    return [v]
                return v
            s = self.slot(name)
            if s is not None:
                v = slots.get(name)
                if v is None:
                    v = getattr(s, "default", None)
                    if v is None:
                        return None
                if v is True:
                    return s.values[0]
                if isinstance(s, Slot):
                    return s.spelled(v)
                return str(v)
            if name in self.derived:
                return self.derived[name](slots)
            return None

        def spell(v) -> str:
            if isinstance(v, (list, tuple)):
                return "{" + ", ".join(v) + "}"
            return str(v)

        def expand(rep: int | None) -> str:
            def sub(lead: str, name: str, idx: str | None) -> str:
                v = field_value(name)
                if idx:
                    k = rep if idx == "#" else (int(idx) if idx.isdigit() else int(slots[idx]))
                    regs = v if isinstance(v, (list, tuple)) else [v]
                    if not 0 <= k < len(regs):
                        raise ValueError(f"{self.op_name}: {name}[{k}] is out of range ({len(regs)} registers)")
                    v = regs[k]
                if v is None or v == "":
                    return ""
                if lead == ".":
                    return "." + spell(v)
                if lead == ",":
                    return ", " + spell(v)
                return spell(v)

            return "".join(p if p.__class__ is str else sub(*p) for p in self._template_parts)

        n = self.resolve_count(self.repeat, slots)
        if n is None:
            return expand(None)
        return "\n\t".join(expand(k) for k in range(n))

    def spelled_form(self) -> str:
        """The form as one line of PTX-like text with each slot's legal values."""

        def sub(m: re.Match) -> str:
            lead, name, idx = m.group(1), m.group(2), m.group(3)
            s = self.slot(name)
            if s is None:
                if name in self.derived:
                    return f"{lead}<{name}>"
                o = next(o for o in self.operands if o.name == name)
                shown = name + (f"[{idx}]" if idx else "")
                if getattr(o, "count", None) is not None:
                    shown = "{" + name + "0, ..}"
                return (", " if lead == "," else "") + shown + ("?" if getattr(o, "when", None) else "")
            if isinstance(s, Flag):
                return f"[.{s.values[0]}]"
            if isinstance(s, IntSlot):
                inner = "{" + s.name + "}"
            elif getattr(s, "summary", None):
                inner = "{" + s.summary + "}"
            elif len(s.values) == 1:
                inner = s.spelled(s.values[0])
            else:
                inner = "{" + "|".join(s.spelled(v) or "<" + v + ">" for v in s.values) + "}"
            if isinstance(s, Slot) and s.default is not None:
                # An absent slot prints its default: show it as required, default first.
                vals = [s.default] + [v for v in s.values if v != s.default]
                inner = "{" + "|".join(s.spelled(v) or "<" + v + ">" for v in vals) + "}"
                return ("." if lead == "." else ", " if lead == "," else "") + inner
            if lead == ".":
                inner = "." + inner
            elif lead == ",":
                inner = ", " + inner
            return f"[{inner}]" if s.optional else inner

        text = _FIELD.sub(sub, self.template).replace("\n\t", " ")
        if self.repeat is not None:
            text = f"({text}) x {self.repeat}"
        return text

    def ptx_for(self, slots: Slots) -> tuple[int, int]:
        """The PTX ISA version an instruction with these slot values needs."""
        if self.ptx_by is None:
            return tuple(self.ptx)
        more = self.ptx_by(slots)
        return max(tuple(self.ptx), tuple(more)) if more else tuple(self.ptx)

    def target_str(self) -> str:
        return f"PTX {self.ptx[0]}.{self.ptx[1]}, sm_{self.sm}"


def slots_key(slots: Slots) -> tuple | None:
    """A hashable key for a slot mapping (the value's class is part of it, so True and 1
    differ), or None when a value is not hashable. Equal keys mean equal mappings (the
    same mapping in another insertion order only makes another key)."""
    try:
        key = tuple([(k, v.__class__, v) for k, v in slots.items()])
        hash(key)
    except TypeError:
        return None
    return key


def rows_by_name(rows: Iterable[Instr]) -> dict[str, Instr]:
    out: dict[str, Instr] = {}
    for r in rows:
        if r.name in out:
            raise ValueError(f"two rows named {r.name}")
        out[r.name] = r
    return out
