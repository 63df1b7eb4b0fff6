"""Registers of the PTX target: the register classes of each type (`scalar_class`,
`value_classes`, `_Registers`), the target's own instructions built from PTX table rows
(`_Rows`), and the liveness / parallel-copy helpers for block-argument moves
(`_dead_after`, `_tied_index`, `sequentialize_copies`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from xdsl.dialects.builtin import (
    BFloat16Type,
    Float16Type,
    Float32Type,
    Float64Type,
    IndexType,
    IntegerType,
    VectorType,
)
from xdsl.ir import Attribute, Block, BlockArgument, Operation, SSAValue

from .ptx_abi import _fail, _is_tensormap_type, _nvvm, _type_str

# Declaration order and (PTX type, name prefix) of each register class.
# `.b128` registers (i128 values) are PTX ISA 8.3 (5.2.3).
_CLASSES = (("pred", "p"), ("b16", "rs"), ("b32", "r"), ("b64", "rd"), ("f32", "f"), ("f64", "fd"),
            ("b128", "rq"))
# The `mov` type that copies a register of each class (PTX ISA, "Data Movement and
# Conversion Instructions: mov"; a .b128 copy is the bit move mov.b128, the `mov.bits` row).
_MOV_TYPE = {"pred": "pred", "b16": "b16", "b32": "b32", "b64": "b64", "f32": "f32", "f64": "f64",
             "b128": "b128"}


def scalar_class(t: Attribute) -> str | None:
    """The register class (`pred`, `b16`, `b32`, `b64`, `b128`, `f32`, `f64`) of a scalar type."""
    if isinstance(t, IndexType) or _is_tensormap_type(t):
        return "b64"
    if isinstance(t, IntegerType):
        w = t.width.data
        return {1: "pred", 8: "b16", 16: "b16", 32: "b32", 64: "b64", 128: "b128"}.get(w)
    if isinstance(t, (Float16Type, BFloat16Type)):
        return "b16"
    if isinstance(t, Float32Type):
        return "f32"
    if isinstance(t, Float64Type):
        return "f64"
    return None


def value_classes(t: Attribute) -> list[str] | None:
    """One register class per register of a value of type `t` (a list for vectors)."""
    if isinstance(t, VectorType):
        c = scalar_class(t.element_type)
        if c is None:
            return None
        n = 1
        for d in t.get_shape():
            n *= d
        return [c] * n
    c = scalar_class(t)
    return None if c is None else [c]


class _Registers:
    """Register names of SSA values, numbered per class from 1 (`%r1`, `%r2`, ...)."""

    def __init__(self):
        self.count = {c: 0 for c, _ in _CLASSES}
        self.prefix = dict(_CLASSES)
        self.names: dict[SSAValue, str | list[str]] = {}

    def new(self, cls: str) -> str:
        self.count[cls] += 1
        return f"%{self.prefix[cls]}{self.count[cls]}"

    def assign(self, v: SSAValue, op: Operation) -> str | list[str]:
        classes = value_classes(v.type)
        if classes is None:
            _fail(op, f"value of type {_type_str(v.type)} has no PTX register class; expected i1, i8..i64, i128, "
                      "index, f16, bf16, f32, f64 or a vector of those")
        regs = [self.new(c) for c in classes]
        self.names[v] = regs if isinstance(v.type, VectorType) else regs[0]
        return self.names[v]

    def of(self, v: SSAValue, op: Operation) -> str | list[str]:
        got = self.names.get(v)
        if got is None:
            got = self.assign(v, op)
        return got

    def declarations(self) -> list[str]:
        return [f".reg .{c} %{p}<{self.count[c] + 1}>;" for c, p in _CLASSES if self.count[c]]


def _flat(r: str | list[str]) -> list[str]:
    return list(r) if isinstance(r, list) else [r]


# ------------------------------------------------------ instructions from table rows


_DST = "\x00dst\x00"  # mov_const's register placeholder


class _Rows:
    """Builds the target's own instructions from PTX table rows and prints them with
    register names and labels given as strings."""

    def __init__(self):
        self.nvvm = _nvvm()
        # (row, operand types, label count, slots) -> (op, its scratch operands, its
        # successor blocks): an op built (and verified) once is printed with any register
        # names and labels, since its PTX depends on those only through `regname`/`label`.
        self._ops: dict[tuple, tuple[Operation, list[SSAValue], list[Block]]] = {}
        # (register class, value) -> the mov.const line with _DST for its register name
        self._consts: dict[tuple[str, Attribute], str] = {}

    def line(self, row: str, operands: Sequence[tuple[str | list[str], Attribute]] = (),
             results: Sequence[str | list[str]] = (), labels: Sequence[str] = (), **slots: Any) -> str:
        """The PTX of row `row` reading `operands` (register name(s), register type),
        writing `results` and branching to `labels`."""
        try:
            key = (row, tuple(t for _, t in operands), len(labels), tuple(sorted(
                (k, v.__class__, v) for k, v in slots.items())))
            hash(key)
        except TypeError:
            key = None
        built = None if key is None else self._ops.get(key)
        if built is None:
            scratch = Block(arg_types=[t for _, t in operands])
            targets = [Block() for _ in labels]
            op = self.nvvm.make(row, list(scratch.args), None, successors=targets, **slots)
            built = (op, list(scratch.args), targets)
            if key is not None:
                self._ops[key] = built
        op, args, targets = built
        names: dict[SSAValue, str | list[str]] = {a: n for a, (n, _) in zip(args, operands)}
        names.update(zip(op.results, results))
        label_of = dict(zip(targets, labels))
        try:
            return op.ptx(lambda v: names[v], lambda b: label_of[b])
        finally:
            if key is None:
                op.drop_all_references()

    def release(self) -> None:
        """Drops the cached scratch ops' references to their scratch operands."""
        for op, _, _ in self._ops.values():
            op.drop_all_references()
        self._ops.clear()
        self._consts.clear()

    def reg_type(self, ptx_type: str, n: int = 1) -> Attribute:
        return self.nvvm.types.reg_type(ptx_type, n)

    def mov(self, cls: str, dst: str, src: str) -> str:
        t = _MOV_TYPE[cls]
        return self.line("mov.bits" if t == "b128" else "mov", [(src, self.reg_type(t))], [dst], type=t)

    def mov_const(self, cls: str, dst: str, value: Attribute) -> str:
        # A kernel has hundreds of constants and a few dozen distinct values: each value's
        # line is printed once, with a placeholder that no PTX text holds as the register.
        key = (cls, value)
        text = self._consts.get(key)
        if text is None:
            text = self._consts[key] = self.line("mov.const", [], [_DST], type=_MOV_TYPE[cls], value=value)
        return text.replace(_DST, dst)



def _dead_after(v: SSAValue, op: Operation) -> bool:
    """Whether `v` is dead once `op` has read it: no other use of `v` can run after `op`
    without `v` being defined again first. Searched over the CFG of the function: a use
    later in `op`'s block, or a block holding a use (or `op`'s own block, i.e. a loop
    around `op`) reachable from `op` without passing `v`'s defining block, keeps it live.
    So a loop-carried accumulator (a block argument of the loop header, read once in the
    body and again after the loop) dies at its read, while a value defined before a loop
    and read inside it does not."""
    use_block = op.parent_block()
    if use_block is None:
        return False
    def_block = v.block if isinstance(v, BlockArgument) else v.owner.parent_block()
    later = set()
    o = op.next_op
    while o is not None:
        later.add(o)
        o = o.next_op
    use_blocks: set[Block] = set()
    for u in v.uses:
        if u.operation is op:
            if u.index != _tied_index(op, v):
                return False  # op reads v twice
            continue
        if u.operation in later:
            return False
        b = u.operation.parent_block()
        if b is not None:
            use_blocks.add(b)
    seen: set[Block] = set()
    stack = [] if use_block.last_op is None else list(use_block.last_op.successors)
    while stack:
        b = stack.pop()
        if b is def_block or b in seen:
            continue  # v is defined again on this path (or the path was searched)
        if b is use_block or b in use_blocks:
            return False
        seen.add(b)
        if b.last_op is not None:
            stack.extend(b.last_op.successors)
    return True


def _tied_index(op: Operation, v: SSAValue) -> int | None:
    for i, x in enumerate(op.operands):
        if x is v:
            return i
    return None


def sequentialize_copies(
    pending: Sequence[tuple[str, str, str]], new_temp: Callable[[str], str]
) -> list[tuple[str, str, str]]:
    """Orders a parallel copy -- (destination, source, register class) moves that all read
    their sources before any writes, destinations distinct -- into sequential moves. A move
    waits while another pending move still reads its destination; when every pending move
    waits (a cycle), one destination is saved in a temporary from `new_temp(class)` and its
    readers read the temporary instead."""
    out: list[tuple[str, str, str]] = []
    pending = [m for m in pending if m[0] != m[1]]
    while pending:
        reads = {s for _, s, _ in pending}
        ready = [m for m in pending if m[0] not in reads]
        if ready:
            out.extend(ready)
            pending = [m for m in pending if m not in ready]
            continue
        d, _, c = pending[0]
        tmp = new_temp(c)
        out.append((tmp, d, c))
        pending = [(dd, tmp if ss == d else ss, cc) for dd, ss, cc in pending]
    return out


