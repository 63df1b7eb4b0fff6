"""tile buffers and views: alloc, view."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects.builtin import DYNAMIC_INDEX, DenseArrayBase, IndexType, StringAttr, i64
from xdsl.ir import Attribute, SSAValue
from xdsl.irdl import (AttrSizedOperandSegments, IRDLOperation, irdl_op_definition, operand_def,
                       opt_operand_def, prop_def, result_def, traits_def, var_operand_def)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from tirx_mlir.dialects.sync_semantics import SyncSemantics
from tirx_mlir.support import const_int

from ._common import _shape_str
from .base import (_layout_text, _parse_attrs, _parse_scope, _parse_types, _print_attrs,
                   _print_scope, _print_types, _ScopedOp)
from .types import BufferType, GlobalType, _TileTypeBase, space_of

# ---------------------------------------------------------------------------------------
# Ops
# ---------------------------------------------------------------------------------------


@irdl_op_definition
class AllocOp(_ScopedOp):
    """`%b = tile.alloc scope(cta) : !tile.buffer<...>`: shared memory for the whole CTA."""

    name = "tile.alloc"
    traits = traits_def(SyncSemantics(defines="smem-view", width="scope", after="tile-dispatch"))
    result = result_def(BufferType)
    ALLOWED_SCOPES: ClassVar = ("cta",)

    def __init__(self, ty: BufferType, scope: str = "cta"):
        super().__init__(result_types=[ty], properties={"scope": StringAttr(scope)})

    @classmethod
    def parse(cls, parser: Parser) -> AllocOp:
        scope = _parse_scope(parser)
        parser.parse_punctuation(":")
        pos = parser.pos
        ty = parser.parse_type()
        if not isinstance(ty, BufferType):
            parser.raise_error(f"tile.alloc: expected a !tile.buffer type, found {ty}", pos)
        op = cls(ty, scope.data)
        _parse_attrs(parser, op)
        return op

    def print(self, printer: Printer) -> None:
        _print_scope(printer, self)
        printer.print_string(" : ")
        printer.print_attribute(self.result.type)
        _print_attrs(printer, self)

    def verify_(self) -> None:
        self.verify_scope()


@irdl_op_definition
class ViewOp(IRDLOperation):
    """`%v = tile.view %base[%stage][%o0 : 64, :] : T -> T'`

    A window of a global tensor or shared buffer: each dimension is `:` (all of it) or
    `offset : size` with a static size and an offset that is an index value or an integer.
    A staged buffer takes a stage index first (`[%stage]`); the result has no stages."""

    name = "tile.view"
    traits = traits_def(SyncSemantics(defines="smem-view", after="tile-dispatch"), Pure())
    base = operand_def(GlobalType | BufferType)
    stage = opt_operand_def(IndexType)
    offsets = var_operand_def(IndexType)
    static_offsets = prop_def(DenseArrayBase)
    static_sizes = prop_def(DenseArrayBase)
    result = result_def(GlobalType | BufferType)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    def __init__(self, base: SSAValue, stage: SSAValue | None,
                 offsets: Sequence[SSAValue | int], sizes: Sequence[int],
                 result_type: Attribute):
        dyn = [o for o in offsets if isinstance(o, SSAValue)]
        static = [DYNAMIC_INDEX if isinstance(o, SSAValue) else o for o in offsets]
        super().__init__(
            operands=[base, [stage] if stage is not None else [], dyn],
            result_types=[result_type],
            properties={"static_offsets": DenseArrayBase.from_list(i64, static),
                        "static_sizes": DenseArrayBase.from_list(i64, list(sizes))},
        )

    def get_static_offsets(self) -> tuple[int, ...]:
        return tuple(self.static_offsets.get_values())

    def get_sizes(self) -> tuple[int, ...]:
        return tuple(self.static_sizes.get_values())

    def mixed_offsets(self) -> list[SSAValue | int]:
        """Per dimension: the dynamic offset value, or the static integer offset."""
        dyn = iter(self.offsets)
        return [next(dyn) if o == DYNAMIC_INDEX else o for o in self.get_static_offsets()]

    @classmethod
    def parse(cls, parser: Parser) -> ViewOp:
        base = parser.parse_unresolved_operand()
        # Either `[%stage][dims]` or `[dims]`: a bracket holding only an operand is a stage.
        groups: list[list] = []
        while parser.parse_optional_punctuation("[") is not None:
            entries = []
            if parser.parse_optional_punctuation("]") is None:
                while True:
                    entries.append(cls._parse_slice(parser))
                    if parser.parse_optional_punctuation(",") is None:
                        break
                parser.parse_punctuation("]")
            groups.append(entries)
        if len(groups) not in (1, 2):
            parser.raise_error("tile.view: expected [dims] or [%stage][dims]")
        stage_u = None
        if len(groups) == 2:
            st = groups[0]
            if len(st) != 1 or st[0][0] != "point" or not isinstance(st[0][1], UnresolvedOperand):
                parser.raise_error("tile.view: expected a single index value as the stage")
            stage_u = st[0][1]
        dims = groups[-1]
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        base_ty, res_ty = _parse_types(parser, 2, "->")
        base_v = parser.resolve_operand(base, base_ty)
        stage_v = parser.resolve_operand(stage_u, IndexType()) if stage_u else None
        base_shape = base_ty.get_shape() if isinstance(base_ty, _TileTypeBase) else ()
        offsets: list[SSAValue | int] = []
        sizes: list[int] = []
        for i, (kind, off, size) in enumerate(dims):
            if kind == "point":
                parser.raise_error("tile.view: expected `offset : size` or `:` for each "
                                   "dimension (sizes are static)")
            if kind == "full":
                offsets.append(0)
                sizes.append(base_shape[i] if i < len(base_shape) else DYNAMIC_INDEX)
            else:
                offsets.append(parser.resolve_operand(off, IndexType())
                               if isinstance(off, UnresolvedOperand) else off)
                sizes.append(size)
        op = cls(base_v, stage_v, offsets, sizes, res_ty)
        op.attributes.update(attrs)
        return op

    @staticmethod
    def _parse_slice(parser: Parser):
        if parser.parse_optional_punctuation(":") is not None:
            return ("full", 0, None)
        off = parser.parse_optional_unresolved_operand()
        if off is None:
            off = parser.parse_integer(allow_boolean=False, allow_negative=False,
                                       context_msg=" or an index value as a view offset")
        if parser.parse_optional_punctuation(":") is None:
            return ("point", off, None)
        size = parser.parse_integer(allow_boolean=False, allow_negative=False,
                                    context_msg=" as a static view size")
        return ("slice", off, size)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.base)
        if self.stage is not None:
            printer.print_string("[")
            printer.print_operand(self.stage)
            printer.print_string("]")
        printer.print_string("[")
        base_shape = self.base.type.get_shape() if isinstance(self.base.type, _TileTypeBase) else ()
        parts = []
        for i, (off, size) in enumerate(zip(self.mixed_offsets(), self.get_sizes())):
            full = (isinstance(off, int) and off == 0 and i < len(base_shape)
                    and size == base_shape[i] and size != DYNAMIC_INDEX)
            parts.append((off, size, full))

        def p(part):
            off, size, full = part
            if full:
                printer.print_string(":")
                return
            if isinstance(off, SSAValue):
                printer.print_operand(off)
            else:
                printer.print_string(str(off))
            printer.print_string(f" : {size}")

        printer.print_list(parts, p)
        printer.print_string("]")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        _print_types(printer, [self.base.type, self.result.type], " -> ")

    def verify_(self) -> None:
        bt, rt = self.base.type, self.result.type
        if type(bt) is not type(rt):
            raise VerifyException(f"tile.view: expected the result in the same memory space as "
                                  f"the base ({space_of(bt)}), found {rt}")
        staged = isinstance(bt, BufferType) and bt.stages.data > 0
        if staged and self.stage is None:
            raise VerifyException(f"tile.view: expected a stage index for the staged buffer "
                                  f"{bt}, found none")
        if not staged and self.stage is not None:
            raise VerifyException(f"tile.view: expected no stage index for {bt}, which has no "
                                  "stages")
        if staged and (k := const_int(self.stage)) is not None and not 0 <= k < bt.stages.data:
            raise VerifyException(f"tile.view: expected a stage index in [0, {bt.stages.data - 1}] for "
                                  f"{bt.stages.data} stages, found {k} (out of bounds)")
        if isinstance(rt, BufferType) and rt.stages.data:
            raise VerifyException(f"tile.view: expected a result with no stages, found {rt}")
        shape = bt.get_shape()
        sizes = self.get_sizes()
        offs = self.get_static_offsets()
        if len(sizes) != len(shape) or len(offs) != len(shape):
            raise VerifyException(f"tile.view: expected {len(shape)} slices for the rank-"
                                  f"{len(shape)} base, found {len(sizes)}")
        if len(self.offsets) != sum(1 for o in offs if o == DYNAMIC_INDEX):
            raise VerifyException("tile.view: the dynamic offsets do not match the static "
                                  "offsets' placeholders")
        for i, (o, s, d) in enumerate(zip(offs, sizes, shape)):
            if s == DYNAMIC_INDEX or s < 1:
                raise VerifyException(f"tile.view: expected a static positive size in "
                                      f"dimension {i}, found {'?' if s == DYNAMIC_INDEX else s}")
            if d != DYNAMIC_INDEX and s > d:
                raise VerifyException(f"tile.view: size {s} in dimension {i} exceeds the base "
                                      f"extent {d}")
            if d != DYNAMIC_INDEX and o != DYNAMIC_INDEX and o + s > d:
                raise VerifyException(f"tile.view: window [{o}, {o + s}) in dimension {i} "
                                      f"exceeds the base extent {d}")
        if rt.get_shape() != sizes:
            raise VerifyException(f"tile.view: expected result shape {_shape_str(sizes)}, "
                                  f"found {_shape_str(rt.get_shape())}")
        if rt.element_type != bt.element_type:
            raise VerifyException(f"tile.view: expected result element type "
                                  f"{bt.element_type}, found {rt.element_type}")
        if isinstance(bt, GlobalType) and rt.layout != bt.layout:
            raise VerifyException(f"tile.view: expected result layout {bt.layout.data}, found "
                                  f"{_layout_text(rt.layout)}")
        if isinstance(bt, BufferType):
            from tirx_mlir.dialects import layout as layout_dialect

            err = layout_dialect.subtile_error(bt.layout, rt.layout, offs, sizes)
            if err:
                raise VerifyException(f"tile.view: {err}")


