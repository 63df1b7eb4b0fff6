"""The `prof` dialect: named time ranges inside a kernel, for the intra-kernel profiler.

Markers only say *where* a range starts and ends; `profile-instrument`
(tirx_mlir/passes/profile_instrument.py) turns them into `%globaltimer` reads and records in
a device buffer, and `profile-strip` removes them (what `tirx-to-ptx` does when profiling
is off, so a kernel with markers compiles to the same PTX as one without).

```mlir
prof.range "softmax.max" {          // a user range around a piece of straight-line code
  ...                               // values defined inside stay inside
}
%m = prof.begin "reduce"            // or a begin/end pair: values flow freely between them
...
prof.end %m
%w = prof.begin "consumer_wait" kind "wait"   // what the pass adds: kind = role | wait |
                                              // iteration | epilogue (default user)
```

Verified: a non-empty name (at most 64 characters); `kind` one of KINDS; a `prof.begin`
has exactly one use, a `prof.end` in the same block after it; ranges in one block nest (a
range that begins inside another ends inside it too).
"""

from __future__ import annotations

from xdsl.dialects.builtin import StringAttr
from xdsl.ir import Block, Dialect, Operation, ParametrizedAttribute, Region, SSAValue, TypeAttribute
from xdsl.irdl import (
    IRDLOperation,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import NoTerminator
from xdsl.utils.exceptions import VerifyException

from tirx_mlir.dialects.syntax import parse_body, with_attrs

#: Range kinds: `user` ranges come from the kernel's author; the others from the pass's
#: automatic markers. The summary counts `wait` ranges as waiting, the rest as busy.
KINDS = ("user", "role", "wait", "iteration", "epilogue")
MAX_NAME = 64


@irdl_attr_definition
class MarkType(ParametrizedAttribute, TypeAttribute):
    """`!prof.mark`: the token a `prof.begin` hands to its `prof.end`."""

    name = "prof.mark"


def _check_name(op: str, name: str) -> None:
    if not name or len(name) > MAX_NAME:
        raise VerifyException(f"{op}: expected a range name of 1 to {MAX_NAME} characters, found \"{name}\"")
    if any(c in name for c in '"\\\n'):
        raise VerifyException(f"{op}: expected a range name without quotes, backslashes or newlines, found {name!r}")


@irdl_op_definition
class RangeOp(IRDLOperation):
    """`prof.range "name" { body }`: times its body (a single block without terminator)."""

    name = "prof.range"
    range_name = prop_def(StringAttr)
    body = region_def("single_block")
    traits = traits_def(NoTerminator())

    def __init__(self, range_name: str, body: Region | None = None):
        super().__init__(properties={"range_name": StringAttr(range_name)},
                         regions=[body or Region(Block())])

    @classmethod
    def parse(cls, parser: Parser) -> RangeOp:
        name = parser.parse_str_literal(" (range name)")
        attrs = parser.parse_optional_attr_dict_with_keyword()
        return with_attrs(cls(name, parse_body(parser)), attrs)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_string_literal(self.range_name.data)
        printer.print_op_attributes(self.attributes, print_keyword=True)
        printer.print_string(" ")
        printer.print_region(self.body, print_entry_block_args=False, print_empty_block=True)

    def verify_(self) -> None:
        _check_name(self.name, self.range_name.data)


@irdl_op_definition
class BeginOp(IRDLOperation):
    """`%m = prof.begin "name" (kind "k")?`: a range starts here; `prof.end %m` ends it."""

    name = "prof.begin"
    range_name = prop_def(StringAttr)
    kind = opt_prop_def(StringAttr)
    mark = result_def(MarkType)

    def __init__(self, range_name: str, kind: str = "user"):
        props = {"range_name": StringAttr(range_name)}
        if kind != "user":
            props["kind"] = StringAttr(kind)
        super().__init__(properties=props, result_types=[MarkType()])

    @property
    def kind_name(self) -> str:
        return self.kind.data if self.kind is not None else "user"

    assembly_format = "$range_name (`kind` $kind^)? attr-dict-with-keyword"

    def end_op(self) -> EndOp | None:
        uses = list(self.mark.uses)
        if len(uses) == 1 and isinstance(uses[0].operation, EndOp):
            return uses[0].operation
        return None

    def verify_(self) -> None:
        nm = self.name
        rn = self.range_name.data
        _check_name(nm, rn)
        if self.kind_name not in KINDS:
            raise VerifyException(f"{nm}: expected kind one of {', '.join(KINDS)}, found \"{self.kind_name}\"")
        uses = list(self.mark.uses)
        if len(uses) != 1 or not isinstance(uses[0].operation, EndOp):
            raise VerifyException(f"{nm}: expected range \"{rn}\" to be ended by exactly one prof.end, "
                                  f"found {len(uses)} use(s)")
        end = uses[0].operation
        block = self.parent_block()
        if block is None:
            return
        if end.parent_block() is not block:
            raise VerifyException(f"{nm}: expected range \"{rn}\" to end in the block it begins in "
                                  f"(its prof.end is in another block or region)")
        # Walk from the begin to its end: the end must follow, and every range that begins
        # in between must end in between (ranges nest).
        open_inner: set[Operation] = set()
        cur = self.next_op
        while cur is not None and cur is not end:
            if isinstance(cur, BeginOp):
                open_inner.add(cur)
            elif isinstance(cur, EndOp) and isinstance(cur.mark.owner, BeginOp):
                if cur.mark.owner in open_inner:
                    open_inner.discard(cur.mark.owner)
            cur = cur.next_op
        if cur is None:
            raise VerifyException(f"{nm}: expected the prof.end of range \"{rn}\" after its prof.begin")
        if open_inner:
            inner = sorted(o.range_name.data for o in open_inner)
            raise VerifyException(f"{nm}: expected ranges to nest: \"{inner[0]}\" begins inside range "
                                  f"\"{rn}\" but ends after it")


@irdl_op_definition
class EndOp(IRDLOperation):
    """`prof.end %m`: the range begun by `%m` ends here."""

    name = "prof.end"
    mark = operand_def(MarkType)

    assembly_format = "$mark attr-dict"

    def __init__(self, mark: SSAValue):
        super().__init__(operands=[mark])

    def verify_(self) -> None:
        if not isinstance(self.mark.owner, BeginOp):
            raise VerifyException(f"{self.name}: expected its operand to be a prof.begin's mark")

PROF = Dialect("prof", [RangeOp, BeginOp, EndOp], [MarkType])
