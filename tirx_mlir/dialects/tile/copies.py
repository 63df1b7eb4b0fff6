"""tile copies: copy (synchronous) and copy_async (TMA, completes on a pipeline stage)."""

from __future__ import annotations

from xdsl.dialects.builtin import (
    Float8E4M3FNType,
    Float8E5M2Type,
    IndexType,
    IntegerType,
    StringAttr,
    i16,
)
from xdsl.ir import (
    Attribute,
    SSAValue,
)
from xdsl.irdl import (
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_result_def,
    traits_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from tirx_mlir.dialects.sync_semantics import SyncSemantics, smem

from ._common import (
    _shape_str,
)
from .base import (_parse_clause, _parse_operands, _parse_ref, _parse_scope_tail, _parse_types,
                   _print_clause, _print_operands, _print_ref, _print_scope_tail, _print_types, _ScopedOp,
                   _with_attrs)
from .types import (
    BufferType,
    FragType,
    GlobalType,
    space_of,
)


@irdl_op_definition
class CopyOp(_ScopedOp):
    """A synchronous tile copy, in one of two forms:

        tile.copy %src -> %dst scope(s) : T_src -> T_dst        (into global/shared memory)
        %f = tile.copy %src scope(s) : T_src -> !tile.frag<...>  (into registers)

    Every thread of the scope has finished its part when it proceeds; a copy that writes
    shared memory read later by other threads still needs the scope's barrier."""

    name = "tile.copy"
    traits = traits_def(SyncSemantics(reads=(smem("src"),), writes=(smem("dst"),), width="scope", after="tile-dispatch"))
    src = operand_def(GlobalType | BufferType | FragType)
    dst = opt_operand_def(GlobalType | BufferType)
    result = opt_result_def(FragType)

    def __init__(self, src: SSAValue, dst: SSAValue | Attribute, scope: str,
                 dispatch: str | None = None):
        if isinstance(dst, SSAValue):
            super().__init__(operands=[src, [dst]], result_types=[[]],
                             properties={"scope": StringAttr(scope)})
        else:
            super().__init__(operands=[src, []], result_types=[[dst]],
                             properties={"scope": StringAttr(scope)})
        self.set_dispatch(dispatch)

    @property
    def dst_type(self) -> Attribute:
        return self.dst.type if self.dst is not None else self.result.type

    @classmethod
    def parse(cls, parser: Parser):
        src = parser.parse_unresolved_operand()
        dst = None
        if parser.parse_optional_punctuation("->") is not None:
            dst = parser.parse_unresolved_operand()
        scope, attrs = _parse_scope_tail(parser)
        st = parser.parse_type()
        parser.parse_punctuation("->")
        pos = parser.pos
        dt = parser.parse_type()
        if dst is None and not isinstance(dt, FragType):
            parser.raise_error(f"tile.copy: expected a destination operand (`%src -> %dst`) "
                               f"for a {space_of(dt) or 'non-tile'} destination, found none; "
                               "only a copy into registers has a result", pos)
        src_v = parser.resolve_operand(src, st)
        return _with_attrs(cls(src_v, parser.resolve_operand(dst, dt) if dst is not None else dt,
                               scope), attrs)

    def print(self, printer: Printer) -> None:
        _print_operands(printer, [v for v in (self.src, self.dst) if v is not None], " -> ")
        _print_scope_tail(printer, self)
        _print_types(printer, [self.src.type, self.dst_type], " -> ")

    def verify_(self) -> None:
        self.verify_scope()
        if (self.dst is None) == (self.result is None):
            raise VerifyException("tile.copy: expected either a destination operand or a "
                                  "fragment result, found "
                                  + ("both" if self.dst is not None else "neither"))
        if space_of(self.src.type) == "register" and self.result is not None:
            raise VerifyException("tile.copy: expected a global or shared destination for a "
                                  "fragment source (use the fragment itself), found a "
                                  "fragment result")
        _verify_copy_types(self.name, self.src.type, self.dst_type)


def _verify_copy_types(name: str, st: Attribute, dt: Attribute) -> None:
    if space_of(st) == "global" and space_of(dt) == "global":
        raise VerifyException(f"{name}: expected at most one global operand, found a global "
                              "source and a global destination")
    if st.get_shape() != dt.get_shape():
        raise VerifyException(f"{name}: expected the destination shape to match the source "
                              f"shape {_shape_str(st.get_shape())}, found "
                              f"{_shape_str(dt.get_shape())}")
    if st.element_type != dt.element_type:
        raise VerifyException(f"{name}: expected the destination element type to match the "
                              f"source's {st.element_type}, found {dt.element_type}; use "
                              "tile.cast to convert")
    if isinstance(st, BufferType) and st.stages.data:
        raise VerifyException(f"{name}: expected one stage of the source (tile.view "
                              f"%buf[%stage][...]), found the staged buffer {st}")
    if isinstance(dt, BufferType) and dt.stages.data:
        raise VerifyException(f"{name}: expected one stage of the destination (tile.view "
                              f"%buf[%stage][...]), found the staged buffer {dt}")


@irdl_op_definition
class CopyAsyncOp(_ScopedOp):
    """`tile.copy_async %src -> %dst barrier(%bar[%i]) [ctas(%mask)] scope(s) : T_src -> T_dst, T_bar`

    An asynchronous copy whose completion is reported on barrier `%i` of `%bar` (an
    `!aproxy.mbarrier<n>` array, or an `!aproxy.pipeline<S>` whose stage `%i` full barrier is
    meant): the consumer waits on the barrier, not on the op. With `ctas(%mask)` (an i16 bit
    mask of CTA ranks; the kernel declares `cluster = [x, y, z]`) the data lands in `%dst` of
    every CTA of the mask (the same shared offset) and completes each one's barrier `%i`
    (TMA multicast, PTX ISA 9.7.9.25.4.1 `.multicast::cluster`)."""

    name = "tile.copy_async"
    traits = traits_def(SyncSemantics(writes=(smem("dst", "async"),), completes=("barrier",), width="scope", after="tile-dispatch"))
    src = operand_def(GlobalType | BufferType)
    dst = operand_def(GlobalType | BufferType)
    barrier = operand_def()
    index = operand_def(IndexType)
    multicast = opt_operand_def(IntegerType)

    def __init__(self, src: SSAValue, dst: SSAValue, barrier: SSAValue, index: SSAValue,
                 scope: str, dispatch: str | None = None, multicast: SSAValue | None = None):
        super().__init__(operands=[src, dst, barrier, index, [multicast] if multicast else []],
                         properties={"scope": StringAttr(scope)})
        self.set_dispatch(dispatch)

    @classmethod
    def parse(cls, parser: Parser):
        src, dst = _parse_operands(parser, 2, "->")
        parser.parse_keyword("barrier")
        with parser.in_parens():
            bar, idx = _parse_ref(parser)
        mask = _parse_clause(parser, "ctas", optional=True)
        scope, attrs = _parse_scope_tail(parser)
        st, dt = _parse_types(parser, 2, "->")
        parser.parse_punctuation(",")
        bt = parser.parse_type()
        op = cls(parser.resolve_operand(src, st), parser.resolve_operand(dst, dt),
                 parser.resolve_operand(bar, bt), parser.resolve_operand(idx, IndexType()),
                 scope,
                 multicast=parser.resolve_operand(mask, i16) if mask is not None else None)
        return _with_attrs(op, attrs)

    def print(self, printer: Printer) -> None:
        _print_operands(printer, [self.src, self.dst], " -> ")
        printer.print_string(" barrier(")
        _print_ref(printer, self.barrier, self.index)
        printer.print_string(")")
        _print_clause(printer, "ctas", self.multicast)
        _print_scope_tail(printer, self)
        _print_types(printer, [self.src.type, self.dst.type], " -> ")
        printer.print_string(", ")
        printer.print_attribute(self.barrier.type)

    def verify_(self) -> None:
        self.verify_scope()
        _verify_copy_types(self.name, self.src.type, self.dst.type)
        bt = self.barrier.type
        if getattr(bt, "name", "") not in ("aproxy.mbarrier", "aproxy.pipeline"):
            raise VerifyException(f"tile.copy_async: expected the barrier to be an "
                                  f"!aproxy.mbarrier<n> or !aproxy.pipeline<S>, found {bt}")
        if self.multicast is not None:
            if self.multicast.type != i16:
                raise VerifyException(f"tile.copy_async: expected the ctas mask to be i16 (one bit "
                                      f"per CTA rank), found {self.multicast.type}")
            from tirx_mlir.dialects.aproxy.cluster import cluster_shape

            if self.parent_op() is not None and cluster_shape(self) is None:
                raise VerifyException("tile.copy_async: a ctas(...) multicast needs the kernel to "
                                      "declare cluster = [x, y, z], found no cluster attribute")


# wgmma operand types (PTX ISA 9.7.15.2 "Matrix Shape", 9.7.15.5.1 "Register Fragments and
# Shared Memory Matrix Layouts"): f16/bf16 inputs with f32 (or, for f16, f16) accumulators;
# e4m3/e5m2 inputs (any mix) with f32 or f16 accumulators.
_FP8 = (Float8E4M3FNType, Float8E5M2Type)


