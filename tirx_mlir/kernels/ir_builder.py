"""A tiny helper the kernel builders share to append ops to a block."""

from __future__ import annotations

from xdsl.dialects import arith
from xdsl.dialects.builtin import IndexType, IntegerAttr
from xdsl.ir import Block, Operation, SSAValue


class BlockBuilder:
    """Appends ops to a block; calling it returns the op's single result."""

    def __init__(self, block: Block):
        self.block = block

    def op(self, o: Operation) -> Operation:
        self.block.add_op(o)
        return o

    def __call__(self, o: Operation) -> SSAValue:
        return self.op(o).results[0]

    def idx(self, v: int) -> SSAValue:
        return self(arith.ConstantOp(IntegerAttr(v, IndexType())))

    def c32(self, v: int) -> SSAValue:
        return self(arith.ConstantOp.from_int_and_width(v, 32))

    def add(self, a, b):
        return self(arith.AddiOp(a, b))

    def mul(self, a, b):
        return self(arith.MuliOp(a, b))


def module_text(module) -> str:
    """Verify a built module and print it as IR text that parses back with tirx-opt."""
    from io import StringIO

    from xdsl.printer import Printer

    module.verify()
    out = StringIO()
    Printer(stream=out).print_op(module)
    return out.getvalue() + "\n"
