"""Limits and helpers shared by the aproxy op modules (PTX ISA limits, parse helpers, base classes)."""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from xdsl.dialects.builtin import (
    I64,
    ArrayAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
)
from xdsl.ir import Attribute, Block, Operation, Region
from xdsl.irdl import IRDLOperation, prop_def
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from tirx_mlir.ptx_types import WGMMA_K, element_bits
from tirx_mlir.support import const_int  # noqa: F401 (the aproxy modules' name)

index = IndexType()


from tirx_mlir.machine import SM90A

# Limits --------------------------------------------------------------------------------

#: Largest dynamic shared memory a CTA may use on sm_90 (227 KB; CUDA C Programming Guide,
#: "Compute Capabilities", table of technical specifications for compute capability 9.0):
#: the machine description's (tirx_mlir/machine.py).
MAX_SMEM_BYTES = SM90A.smem_per_block
#: mbarrier expected-arrival count range [1, 2^20 - 1] (PTX ISA "Contents of
#: the mbarrier object": pending arrival count); the tx-count range is the same magnitude
#: (PTX ISA "tx-count" of the mbarrier object).
MAX_MBARRIER_COUNT = (1 << 20) - 1
MAX_TX_BYTES = (1 << 20) - 1
#: Registers per SM on sm_90 (65,536 32-bit registers), the budget of setmaxnreg.
REGISTER_FILE = SM90A.registers_per_sm
SWIZZLES = ("none", "32B", "64B", "128B")
SWIZZLE_BYTES = {"none": 0, "32B": 32, "64B": 64, "128B": 128}
#: wgmma operand types (PTX ISA "Register Fragments and Shared Memory Matrix
#: Layouts" / "Matrix Shape"): the K of m64nNk{K} follows from the type.
WGMMA_AB_K = WGMMA_K


def _err(op: str, msg: str) -> VerifyException:
    return VerifyException(f"{op}: {msg}")


def element_bytes(ty: Attribute) -> int | None:
    """Bytes per element of a scalar type the TMA unit can move, or None."""
    bits = element_bits(ty)
    return bits // 8 if bits in (8, 16, 32, 64) else None


# Parsing helpers -----------------------------------------------------------------------


def _parse_int_in_parens(parser: Parser, keyword: str) -> int:
    parser.parse_keyword(keyword)
    with parser.in_parens():
        return parser.parse_integer(allow_boolean=False, context_msg=f" ({keyword})")


#: Where the ranges of the mbarrier counts come from.
ARRIVALS_SOURCE = 'PTX ISA "Contents of the mbarrier object"'
TX_BYTES_SOURCE = "PTX ISA, mbarrier tx-count range"


def _check_in(opname: str, what: str, value: int, lo: int, hi: int, source: str) -> None:
    """`value` (the op's `what`) in [lo, hi], the range `source` gives."""
    if not lo <= value <= hi:
        raise _err(opname, f"expected {what} in [{lo}, {hi}] ({source}), found {value}")


def _parse_result_tail(parser: Parser, opname: str, fits: Callable[[Attribute], bool],
                       expected: str) -> tuple[dict[str, Attribute], Attribute]:
    """`{attrs} : T` ending an allocation op, whose result type T the op's own syntax has
    fixed (`fits`); `expected` says which type and why."""
    attrs = parser.parse_optional_attr_dict()
    parser.parse_punctuation(":")
    pos = parser.pos
    ty = parser.parse_type()
    if not fits(ty):
        parser.raise_error(f"{opname}: expected the result type {expected}, found {ty}", pos)
    return attrs, ty


def _print_result_tail(printer: Printer, op: Operation) -> None:
    """` {attrs} : T` of `_parse_result_tail`."""
    printer.print_op_attributes(op.attributes)
    printer.print_string(" : ")
    printer.print_attribute(op.results[0].type)


def _int_prop(value: int, width: int = 64) -> IntegerAttr:
    return IntegerAttr(value, IntegerType(width))


def _region_from(parser: Parser) -> Region:
    region = parser.parse_region()
    if not region.blocks:
        region.add_block(Block())
    return region


def _print_body(printer: Printer, region: Region) -> None:
    printer.print_string(" ")
    printer.print_region(region, print_entry_block_args=False, print_empty_block=True)


def enclosing(op: Operation, kind: type[Operation]) -> Operation | None:
    p = op.parent_op()
    while p is not None:
        if isinstance(p, kind):
            return p
        p = p.parent_op()
    return None


def kernel_of(op: Operation) -> Operation | None:
    """The enclosing `gpu.func`."""
    p = op.parent_op()
    while p is not None:
        if p.name == "gpu.func":
            return p
        p = p.parent_op()
    return None


def block_threads(func: Operation) -> list[int] | None:
    """The kernel's `block = [x, y, z]` attribute as three ints (`[x]` and `[x, y]` pad with
    1, as the PTX target's `.reqntid` reads them), or None."""
    attr = func.attributes.get("block")
    if not isinstance(attr, ArrayAttr) or not 1 <= len(attr.data) <= 3:
        return None
    dims = []
    for a in attr.data:
        if not isinstance(a, IntegerAttr):
            return None
        dims.append(a.value.data)
    return dims + [1] * (3 - len(dims))


class _NoOperandOp(IRDLOperation):
    assembly_format = "attr-dict"

    def __init__(self):
        super().__init__()


class _CountOp(IRDLOperation):
    """`aproxy.<op> <n>`: an async-group wait with a group count in [0, MAX_COUNT]."""

    count = prop_def(IntegerAttr[I64])
    MAX_COUNT: ClassVar[int] = 63

    def verify_(self) -> None:
        n = self.count.value.data
        if not 0 <= n <= self.MAX_COUNT:
            raise _err(self.name, f"expected a group count in [0, {self.MAX_COUNT}], found {n}")


