"""`simt`: the few SIMT operations that xDSL 0.75's `gpu` dialect lacks.

xDSL's `gpu` dialect has no `gpu.shuffle`, so a warp-level reduction is written with
`simt.shfl_xor`, a butterfly exchange among the 32 lanes of a full warp:

```mlir
%r = simt.shfl_xor %v, %offset : f32
```

Every lane of the warp must execute it (the member mask is the full warp, 0xffffffff).
Lane `l` receives `%v` from lane `l ^ %offset` (`%offset` is an `i32` in [0, 31]).
`gpu-to-nvvm` lowers it to `shfl.sync.bfly.b32` (PTX ISA "shfl.sync",
"Data Movement and Conversion Instructions: shfl.sync").
"""

from __future__ import annotations

from typing import ClassVar

from xdsl.dialects.builtin import Float32Type, i32
from xdsl.ir import Attribute, Dialect, SSAValue
from xdsl.irdl import AnyAttr, IRDLOperation, VarConstraint, irdl_op_definition, operand_def, result_def
from xdsl.utils.exceptions import VerifyException


@irdl_op_definition
class ShflXorOp(IRDLOperation):
    """Butterfly shuffle across a full warp: lane l gets `value` from lane l ^ offset.

    `value` is a 32-bit register (i32 or f32) - shfl.sync moves 32 bits (PTX ISA "shfl.sync")."""

    name = "simt.shfl_xor"

    T: ClassVar = VarConstraint("T", AnyAttr())
    value = operand_def(T)
    offset = operand_def(i32)
    result = result_def(T)

    assembly_format = "$value `,` $offset attr-dict `:` type($value)"

    def __init__(self, value: SSAValue, offset: SSAValue):
        super().__init__(operands=[value, offset], result_types=[value.type])

    def verify_(self) -> None:
        ty: Attribute = self.value.type
        if not (ty == i32 or isinstance(ty, Float32Type)):
            raise VerifyException(
                f"simt.shfl_xor: expected a 32-bit value (i32 or f32), found {ty}; "
                "shfl.sync moves one 32-bit register (PTX ISA 'shfl.sync')"
            )


SIMT = Dialect("simt", [ShflXorOp], [])
