"""aproxy shared-memory ops: smem_alloc, smem_offset, smem_address."""

from __future__ import annotations

from xdsl.dialects.builtin import IndexType, IntegerAttr, i32
from xdsl.ir import SSAValue
from xdsl.irdl import (IRDLOperation, irdl_op_definition, operand_def, prop_def, result_def,
                       traits_def)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import Pure

from tirx_mlir.dialects.sync_semantics import SyncSemantics

from ._common import _err, _int_prop, _parse_result_tail, _print_result_tail, const_int, kernel_of
from .types import SmemType

# Shared memory -------------------------------------------------------------------------


@irdl_op_definition
class SmemAllocOp(IRDLOperation):
    """`%s = aproxy.smem_alloc <bytes> align <a> : !aproxy.smem<bytes>` — a region of the
    kernel's dynamic shared memory. aproxy-to-nvvm assigns it an offset (in op order) in the
    `.extern .shared` buffer and records the kernel's total in `dynamic_smem`."""

    name = "aproxy.smem_alloc"
    traits = traits_def(SyncSemantics(defines="smem-view"))
    align = prop_def(IntegerAttr)
    result = result_def(SmemType)

    def __init__(self, size: int, align: int = 16):
        super().__init__(properties={"align": _int_prop(align)},
                         result_types=[SmemType(size)])

    @property
    def bytes(self) -> int:
        return self.result.type.bytes

    @classmethod
    def parse(cls, parser: Parser) -> SmemAllocOp:
        size = parser.parse_integer(allow_boolean=False, context_msg=" (bytes)")
        parser.parse_keyword("align")
        align = parser.parse_integer(allow_boolean=False, context_msg=" (alignment)")
        attrs, ty = _parse_result_tail(parser, cls.name,
                                       lambda t: isinstance(t, SmemType) and t.bytes == size,
                                       f"!aproxy.smem<{size}> (the allocated size)")
        return cls.create(properties={"align": _int_prop(align)}, result_types=[ty],
                          attributes=dict(attrs))

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {self.bytes} align {self.align.value.data}")
        _print_result_tail(printer, self)

    def verify_(self) -> None:
        n = "aproxy.smem_alloc"
        a = self.align.value.data
        if a < 1 or a & (a - 1) or a > 1024:
            raise _err(n, f"expected an alignment that is a power of two in [1, 1024], found {a}")
        if kernel_of(self) is None:
            raise _err(n, "expected to be inside a gpu.func (shared memory belongs to a kernel)")


@irdl_op_definition
class SmemOffsetOp(IRDLOperation):
    """`%v = aproxy.smem_offset %s, %off : !aproxy.smem<N> -> !aproxy.smem<M>` — the view of
    M bytes starting `%off` (index, bytes) into `%s`."""

    name = "aproxy.smem_offset"
    traits = traits_def(SyncSemantics(defines="smem-view"), Pure())
    source = operand_def(SmemType)
    offset = operand_def(IndexType)
    result = result_def(SmemType)

    assembly_format = "$source `,` $offset attr-dict `:` type($source) `->` type($result)"

    def __init__(self, source: SSAValue, offset: SSAValue, size: int):
        super().__init__(operands=[source, offset], result_types=[SmemType(size)])

    def verify_(self) -> None:
        n = "aproxy.smem_offset"
        src, res = self.source.type.bytes, self.result.type.bytes
        if res > src:
            raise _err(n, f"expected a view no larger than its source ({src} bytes), "
                          f"found {res} bytes")
        c = const_int(self.offset)
        if c is not None and (c < 0 or c + res > src):
            raise _err(n, f"expected the view [{c}, {c + res}) to lie within the source's "
                          f"{src} bytes, found offset {c}")


@irdl_op_definition
class SmemAddressOp(IRDLOperation):
    """`%a = aproxy.smem_address %v : !aproxy.smem<N>` — the i32 shared-window address of a
    view, for generic-proxy accesses built from nvvm ops (ld/st.shared, ldmatrix, stmatrix).
    Such writes reach the async proxy (TMA store, wgmma) only after aproxy.fence_proxy_async."""

    name = "aproxy.smem_address"
    traits = traits_def(SyncSemantics(defines="address"), Pure())
    view = operand_def(SmemType)
    result = result_def(i32)

    assembly_format = "$view attr-dict `:` type($view)"

    def __init__(self, view: SSAValue):
        super().__init__(operands=[view], result_types=[i32])


