"""tile.gemm_async: a warpgroup matrix multiply-accumulate on tile operands."""

from __future__ import annotations

from typing import ClassVar

from xdsl.dialects.builtin import BFloat16Type, Float16Type, Float32Type, StringAttr, UnitAttr
from xdsl.ir import Attribute, SSAValue
from xdsl.irdl import irdl_op_definition, operand_def, opt_prop_def, result_def, traits_def
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from tirx_mlir.dialects.sync_semantics import SyncSemantics, regs, smem

from ._common import _shape_str
from .base import (_parse_operands, _parse_scope_tail, _parse_types, _print_operands,
                   _print_scope_tail, _print_types, _ScopedOp, _with_attrs)
from .copies import _FP8
from .types import BufferType, FragType


def _gemm_dtype_error(a: Attribute, b: Attribute, c: Attribute) -> str | None:
    if isinstance(a, _FP8) and isinstance(b, _FP8):
        if not isinstance(c, Float32Type | Float16Type):
            return f"expected an f32 or f16 accumulator for {a} x {b}, found {c}"
        return None
    if a != b:
        return f"expected B's element type to match A's {a}, found {b}"
    if isinstance(a, Float16Type):
        if not isinstance(c, Float32Type | Float16Type):
            return f"expected an f32 or f16 accumulator for f16 inputs, found {c}"
        return None
    if isinstance(a, BFloat16Type):
        if not isinstance(c, Float32Type):
            return f"expected an f32 accumulator for bf16 inputs, found {c}"
        return None
    return f"expected A of element type f16, bf16, f8E4M3FN or f8E5M2, found {a}"


@irdl_op_definition
class GemmAsyncOp(_ScopedOp):
    """`%d = tile.gemm_async %a, %b, %c scope(warpgroup) : T_a, T_b, T_c`

    D[M,N] = C[M,N] + A[M,K] * B[N,K]^T, issued asynchronously (a wgmma group): the result
    is the new accumulator and may be read only after the group is waited on.

    `%d = tile.gemm_async %a, %b, %c overwrite scope(warpgroup) : ...` computes
    D = A * B^T: C's value is not added (its registers are reused for D; wgmma's scale-d
    input is false for the first K slice, PTX ISA 9.7.15.5.2 "wgmma.mma_async"), so a fresh
    product per K block needs no zero fill (fp8 blockwise scaling promotes each one)."""

    name = "tile.gemm_async"
    traits = traits_def(SyncSemantics(reads=(smem("a", "async"), smem("b", "async"), regs("acc")), group="wgmma", width="scope", after="tile-dispatch"))
    a = operand_def(BufferType | FragType)
    b = operand_def(BufferType)
    c = operand_def(FragType)
    overwrite = opt_prop_def(UnitAttr)
    result = result_def(FragType)
    ALLOWED_SCOPES: ClassVar = ("warpgroup",)  # wgmma is warpgroup-wide (PTX ISA 9.7.15)

    def __init__(self, a: SSAValue, b: SSAValue, c: SSAValue, scope: str = "warpgroup",
                 dispatch: str | None = None, overwrite: bool = False):
        props: dict[str, Attribute] = {"scope": StringAttr(scope)}
        if overwrite:
            props["overwrite"] = UnitAttr()
        super().__init__(operands=[a, b, c], result_types=[c.type], properties=props)
        self.set_dispatch(dispatch)

    @classmethod
    def parse(cls, parser: Parser):
        ops = _parse_operands(parser, 3)
        overwrite = parser.parse_optional_keyword("overwrite") is not None
        scope, attrs = _parse_scope_tail(parser)
        tys = _parse_types(parser, 3)
        a, b, c = (parser.resolve_operand(u, t) for u, t in zip(ops, tys))
        return _with_attrs(cls(a, b, c, scope, overwrite=overwrite), attrs)

    def print(self, printer: Printer) -> None:
        _print_operands(printer, [self.a, self.b, self.c])
        if self.overwrite is not None:
            printer.print_string(" overwrite")
        _print_scope_tail(printer, self)
        _print_types(printer, [self.a.type, self.b.type, self.c.type])

    def verify_(self) -> None:
        self.verify_scope()
        at, bt, ct = self.a.type, self.b.type, self.c.type
        for what, t in (("A", at), ("B", bt)):
            if isinstance(t, BufferType) and t.stages.data:
                raise VerifyException(f"tile.gemm_async: expected one stage of {what} "
                                      f"(tile.view %buf[%stage][...]), found {t}")
        for what, t in (("A", at), ("B", bt), ("C", ct)):
            if len(t.get_shape()) != 2:
                raise VerifyException(f"tile.gemm_async: expected a rank-2 {what}, found "
                                      f"{_shape_str(t.get_shape())}")
        (m, k), (n, kb), (mc, nc) = at.get_shape(), bt.get_shape(), ct.get_shape()
        if kb != k:
            raise VerifyException(f"tile.gemm_async: expected B of shape Nx{k} (K = {k} from "
                                  f"A), found {n}x{kb}")
        if (mc, nc) != (m, n):
            raise VerifyException(f"tile.gemm_async: expected C of shape {m}x{n} (M from A, N "
                                  f"from B), found {mc}x{nc}")
        err = _gemm_dtype_error(at.element_type, bt.element_type, ct.element_type)
        if err:
            raise VerifyException(f"tile.gemm_async: {err}")
        if self.result.type != ct:
            raise VerifyException(f"tile.gemm_async: expected the result type {ct}, found "
                                  f"{self.result.type}")


