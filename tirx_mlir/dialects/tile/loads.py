"""tile.load: a few elements of a global window into registers (scalars, row fragments).

    %s = tile.load %g scope(s) : !tile.global<1x1xf32, row_major> -> f32
    %r = tile.load %g scope(warpgroup) : !tile.global<1x64xf32, row_major>
                                        -> !tile.frag<64xf32, #layout.wgmma_acc<64x128xf32>>

The window has at most one dimension that is not 1 (a scalar, or a vector of E elements
along one dimension). Into a scalar (a window of one element) every thread of the scope
loads the same element; into a row fragment of E rows each thread loads the values of the
rows it holds in the fragment's arrangement (a row tile's, #tile.rows: the element of its
row; scope(cta) for a CTA-wide row tile). Elements outside the tensor's extents read as
0. The per-K-block scales of a blockwise-scaled fp8 GEMM come in this way (one scale per
row of A and one per 128 x 128 block of B, per K block).
"""

from __future__ import annotations

from typing import ClassVar

from xdsl.dialects.builtin import AnyFloat, StringAttr
from xdsl.ir import Attribute, SSAValue
from xdsl.irdl import irdl_op_definition, operand_def, result_def, traits_def
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from tirx_mlir.dialects.sync_semantics import SyncSemantics

from ._common import _shape_str
from .base import (_parse_operands, _parse_scope_tail, _parse_types, _print_operands,
                   _print_scope_tail, _print_types, _ScopedOp, _with_attrs)
from .types import FragType, GlobalType


@irdl_op_definition
class LoadOp(_ScopedOp):
    """`%v = tile.load %g scope(s) : !tile.global<...> -> f32 | !tile.frag<E x ...>` (module
    docstring)."""

    name = "tile.load"
    traits = traits_def(SyncSemantics(width="scope", after="tile-dispatch"))
    src = operand_def(GlobalType)
    result = result_def()
    ALLOWED_SCOPES: ClassVar = ("warpgroup", "warp", "thread")

    def __init__(self, src: SSAValue, ty: Attribute, scope: str = "warpgroup"):
        super().__init__(operands=[src], result_types=[ty], properties={"scope": StringAttr(scope)})

    @classmethod
    def parse(cls, parser: Parser):
        (u,) = _parse_operands(parser, 1)
        scope, attrs = _parse_scope_tail(parser)
        st, rt = _parse_types(parser, 2, "->")
        return _with_attrs(cls(parser.resolve_operand(u, st), rt, scope), attrs)

    def print(self, printer: Printer) -> None:
        _print_operands(printer, [self.src])
        _print_scope_tail(printer, self)
        _print_types(printer, [self.src.type, self.result.type], " -> ")

    def verify_scope(self) -> None:
        """scope(cta) only into a row fragment of a CTA-wide row tile (#tile.rows of 256..1024
        threads: each thread loads its row's element); else the scopes above."""
        if self.scope.data == "cta":
            from .rows import CTA_THREADS, RowsLayoutAttr

            rt = self.result.type
            if (isinstance(rt, FragType) and isinstance(rt.layout, RowsLayoutAttr)
                    and rt.layout.threads.data in CTA_THREADS):
                return self.verify_dispatch()
            raise VerifyException(f"tile.load: scope 'cta' not allowed for this primitive; "
                                  f"expected {' or '.join(self.ALLOWED_SCOPES)} (scope(cta) is "
                                  f"for a row fragment of a row tile of "
                                  f"{', '.join(map(str, CTA_THREADS))} threads, #tile.rows), "
                                  f"found {rt}")
        super().verify_scope()

    def elements(self) -> int:
        """Elements of the window (its static extents' product)."""
        n = 1
        for d in self.src.type.get_shape():
            n *= d
        return n

    def verify_(self) -> None:
        self.verify_scope()
        st, rt = self.src.type, self.result.type
        shape = st.get_shape()
        if any(d < 1 for d in shape):
            raise VerifyException(f"tile.load: expected a window of static extents, found "
                                  f"{_shape_str(shape)}")
        if sum(1 for d in shape if d != 1) > 1:
            raise VerifyException(f"tile.load: expected a window with at most one extent "
                                  f"other than 1 (a scalar or a vector), found "
                                  f"{_shape_str(shape)}")
        n = self.elements()
        if isinstance(rt, FragType):
            if len(rt.get_shape()) != 1 or rt.get_shape()[0] != n:
                raise VerifyException(f"tile.load: expected a row fragment of {n} rows (the "
                                      f"window's elements), found {rt}")
            if rt.element_type != st.element_type:
                raise VerifyException(f"tile.load: expected a fragment of {st.element_type}, "
                                      f"found {rt.element_type}")
            return
        if not isinstance(rt, AnyFloat) or rt != st.element_type:
            raise VerifyException(f"tile.load: expected the result to be the element type "
                                  f"{st.element_type} or a row fragment, found {rt}")
        if n != 1:
            raise VerifyException(f"tile.load: expected a window of one element for a scalar "
                                  f"result, found {_shape_str(shape)}")
