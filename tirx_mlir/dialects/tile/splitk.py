"""Cross-CTA partial sums at the tile level: what a split-K GEMM needs to add the partial
accumulators of one output tile computed by different CTAs, in a fixed order.

    tile.frag_store %acc -> %W[%off] scope(warpgroup) : !tile.frag<64x128xf32, #acc>, !tile.global<?xf32, row_major>
    %p = tile.frag_load %W[%off] scope(warpgroup) : !tile.global<?xf32, row_major> -> !tile.frag<64x128xf32, #acc>
    %s = tile.frag_load %W[%off] add(%acc) scope(warpgroup) : !tile.global<?xf32, row_major> -> !tile.frag<64x128xf32, #acc>
    tile.flag_arrive %F[%i] scope(warpgroup) : !tile.global<?xi32, row_major>
    tile.flag_wait %F[%i] count(%n) scope(warpgroup) : !tile.global<?xi32, row_major>

* `tile.frag_store` writes the fragment's registers to the rank-1 workspace %W from element
  %off on, in the fragment's own order, not its layout's: with T threads in the scope and
  K registers per thread, register j of scope thread t goes to
  %off + (j / 4) * 4T + 4t + j % 4 (16-byte chunks, consecutive threads contiguous, so
  every warp writes 512 contiguous bytes). It covers %off .. %off + K*T - 1. K must be a
  multiple of 4 and %off a multiple of 4 (16-byte alignment of a 16-byte aligned %W).
  `tile.frag_load` is its inverse for a fragment of the same type: a store then a load
  (ordered by flags) moves a fragment between CTAs unchanged. With `add(%acc)` (a fragment
  of the result type) the result is %acc + the loaded fragment, register by register
  (IEEE f32 adds, round to nearest), issued chunk by chunk so that only 4 loaded registers
  are live at a time.
* `tile.flag_arrive`: after every thread of the scope has reached it (the scope's barrier),
  one thread adds 1 to %F[%i] with release semantics at GPU scope
  (`aproxy.flag_arrive`): the scope's global writes before it are visible to whoever
  observes the increment.
* `tile.flag_wait`: one thread waits until %F[%i] == %n (acquire at GPU scope), resets it to
  0, then the scope's barrier: afterwards every thread of the scope sees the writes released
  by the %n arrivals. The flag must have exactly one waiter per use.

The ops name global memory only; to aproxy-verify-sync (which checks one CTA or cluster)
they are global accesses plus the scope's barrier. Their lowering (tile-dispatch,
lowering/tile_dispatch/splitk.py) uses `vector.store` / `vector.load` of 4 x f32 and the
aproxy flag ops (dialects/aproxy/flags.py).
"""

from __future__ import annotations

from typing import ClassVar

from xdsl.dialects.builtin import IndexType, IntegerType, StringAttr
from xdsl.ir import Attribute, SSAValue
from xdsl.irdl import (
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    result_def,
    traits_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from tirx_mlir.dialects.sync_semantics import SyncSemantics, gmem

from .base import (_parse_clause, _parse_ref, _parse_scope_tail, _parse_types, _print_clause,
                   _print_operands, _print_ref, _print_scope_tail, _print_types, _ScopedOp,
                   _with_attrs)
from .types import FragType, GlobalType

SPLITK_SCOPES = ("warpgroup",)


def _check_global(op: str, t: Attribute, what: str, elem_ok, elem_desc: str) -> None:
    if not isinstance(t, GlobalType) or len(t.get_shape()) != 1:
        raise VerifyException(f"{op}: expected {what} to be a rank-1 !tile.global, found {t}")
    if not elem_ok(t.element_type):
        raise VerifyException(f"{op}: expected {what} of {elem_desc}, found {t.element_type}")


def _is_32bit(t: Attribute) -> bool:
    from .types import element_bits

    try:
        return element_bits(t) == 32
    except Exception:  # noqa: BLE001 - not a scalar type
        return False


def _is_i32(t: Attribute) -> bool:
    return isinstance(t, IntegerType) and t.width.data == 32


def _check_frag(op: str, ft: Attribute, gt: Attribute) -> None:
    if not isinstance(ft, FragType):
        raise VerifyException(f"{op}: expected a !tile.frag, found {ft}")
    _check_global(op, gt, "the workspace", _is_32bit, "32-bit elements")
    if ft.element_type != gt.element_type:
        raise VerifyException(f"{op}: expected the workspace's element type to be the "
                              f"fragment's ({ft.element_type}), found {gt.element_type}")


class _SplitKOp(_ScopedOp):
    ALLOWED_SCOPES: ClassVar = SPLITK_SCOPES


@irdl_op_definition
class FragStoreOp(_SplitKOp):
    """`tile.frag_store %src -> %dst[%off] scope(warpgroup) : T_frag, T_global` (module
    docstring)."""

    name = "tile.frag_store"
    src = operand_def(FragType)
    dst = operand_def(GlobalType)
    offset = operand_def(IndexType)
    traits = traits_def(SyncSemantics(writes=(gmem("dst"),), width="scope",
                                      after="tile-dispatch"))

    def __init__(self, src: SSAValue, dst: SSAValue, offset: SSAValue, scope: str = "warpgroup"):
        super().__init__(operands=[src, dst, offset], properties={"scope": StringAttr(scope)})

    @classmethod
    def parse(cls, parser: Parser) -> FragStoreOp:
        src = parser.parse_unresolved_operand()
        parser.parse_punctuation("->")
        dst, off = _parse_ref(parser)
        scope, attrs = _parse_scope_tail(parser)
        ft, gt = _parse_types(parser, 2)
        return _with_attrs(cls(parser.resolve_operand(src, ft), parser.resolve_operand(dst, gt),
                               parser.resolve_operand(off, IndexType()), scope), attrs)

    def print(self, printer: Printer) -> None:
        _print_operands(printer, [self.src], "")
        printer.print_string(" -> ")
        _print_ref(printer, self.dst, self.offset)
        _print_scope_tail(printer, self)
        _print_types(printer, [self.src.type, self.dst.type])

    def verify_(self) -> None:
        self.verify_scope()
        _check_frag(self.name, self.src.type, self.dst.type)


@irdl_op_definition
class FragLoadOp(_SplitKOp):
    """`%r = tile.frag_load %src[%off] scope(warpgroup) : T_global -> T_frag` (module
    docstring)."""

    name = "tile.frag_load"
    src = operand_def(GlobalType)
    offset = operand_def(IndexType)
    acc = opt_operand_def(FragType)
    result = result_def(FragType)
    traits = traits_def(SyncSemantics(reads=(gmem("src"),), width="scope",
                                      after="tile-dispatch"))

    def __init__(self, src: SSAValue, offset: SSAValue, result_type: FragType,
                 scope: str = "warpgroup", acc: SSAValue | None = None):
        super().__init__(operands=[src, offset, [acc] if acc is not None else []],
                         result_types=[result_type], properties={"scope": StringAttr(scope)})

    @classmethod
    def parse(cls, parser: Parser) -> FragLoadOp:
        src, off = _parse_ref(parser)
        acc = _parse_clause(parser, "add", optional=True)
        scope, attrs = _parse_scope_tail(parser)
        gt, ft = _parse_types(parser, 2, "->")
        op = cls(parser.resolve_operand(src, gt), parser.resolve_operand(off, IndexType()), ft,
                 scope, None if acc is None else parser.resolve_operand(acc, ft))
        return _with_attrs(op, attrs)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        _print_ref(printer, self.src, self.offset)
        _print_clause(printer, "add", self.acc)
        _print_scope_tail(printer, self)
        _print_types(printer, [self.src.type, self.result.type], " -> ")

    def verify_(self) -> None:
        self.verify_scope()
        _check_frag(self.name, self.result.type, self.src.type)
        if self.acc is not None and self.acc.type != self.result.type:
            raise VerifyException(f"{self.name}: expected add(...) of the result type "
                                  f"{self.result.type}, found {self.acc.type}")


class _FlagOp(_SplitKOp):
    """`tile.<op> %F[%i] [count(%n)] scope(warpgroup) : !tile.global<?xi32, row_major>` on
    flag %i of the i32 flags %F (WAITS: with the count clause)."""

    WAITS: ClassVar[bool] = False
    # The subclasses declare the operands: IRDL puts a subclass's fields before its bases'.
    traits = traits_def(SyncSemantics(reads=(gmem("flags"),), writes=(gmem("flags"),),
                                      width="scope", after="tile-dispatch"))

    @classmethod
    def parse(cls, parser: Parser):
        f, i = _parse_ref(parser)
        n = _parse_clause(parser, "count") if cls.WAITS else None
        scope, attrs = _parse_scope_tail(parser)
        ft = parser.parse_type()
        idx = [parser.resolve_operand(u, IndexType()) for u in (i, n) if u is not None]
        return _with_attrs(cls(parser.resolve_operand(f, ft), *idx, scope=scope), attrs)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        _print_ref(printer, self.flags, self.index)
        if self.WAITS:
            _print_clause(printer, "count", self.count)
        _print_scope_tail(printer, self)
        printer.print_attribute(self.flags.type)

    def verify_(self) -> None:
        self.verify_scope()
        _check_global(self.name, self.flags.type, "the flags", _is_i32, "i32")


@irdl_op_definition
class FlagArriveOp(_FlagOp):
    """`tile.flag_arrive %F[%i] scope(warpgroup) : !tile.global<?xi32, row_major>` (module
    docstring)."""

    name = "tile.flag_arrive"
    flags = operand_def(GlobalType)
    index = operand_def(IndexType)

    def __init__(self, flags: SSAValue, index: SSAValue, scope: str = "warpgroup"):
        super().__init__(operands=[flags, index], properties={"scope": StringAttr(scope)})


@irdl_op_definition
class FlagWaitOp(_FlagOp):
    """`tile.flag_wait %F[%i] count(%n) scope(warpgroup) : !tile.global<?xi32, row_major>`
    (module docstring)."""

    name = "tile.flag_wait"
    WAITS: ClassVar[bool] = True
    flags = operand_def(GlobalType)
    index = operand_def(IndexType)
    count = operand_def(IndexType)

    def __init__(self, flags: SSAValue, index: SSAValue, count: SSAValue,
                 scope: str = "warpgroup"):
        super().__init__(operands=[flags, index, count], properties={"scope": StringAttr(scope)})
