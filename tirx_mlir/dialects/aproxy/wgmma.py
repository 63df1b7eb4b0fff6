"""aproxy wgmma ops: descriptors, fence/commit/wait groups, the MMA (PTX ISA "Asynchronous Warpgroup Level Matrix Multiply-Accumulate Instructions")."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects.builtin import (I64, Float32Type, IntegerAttr, IntegerType, StringAttr,
                                   UnitAttr, VectorType, i1, i32, i64)
from xdsl.ir import Attribute, SSAValue
from xdsl.irdl import (EqAttrConstraint, IRDLOperation, base, irdl_op_definition, operand_def,
                       opt_operand_def, opt_prop_def, prop_def, result_def, traits_def,
                       var_operand_def, var_result_def)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import Pure

from tirx_mlir.dialects.sync_semantics import SyncSemantics, regs, smem

from ._common import SWIZZLES, WGMMA_AB_K, _CountOp, _err, _int_prop, _NoOperandOp
from .types import SmemType

# wgmma ---------------------------------------------------------------------------------


@irdl_op_definition
class WgmmaFenceOp(_NoOperandOp):
    """`aproxy.wgmma_fence` — wgmma.fence.sync.aligned (PTX ISA "wgmma.fence"), by all
    threads of the warpgroup before the first wgmma and after touching its registers."""

    name = "aproxy.wgmma_fence"
    traits = traits_def(SyncSemantics(orders=("wgmma",), width="warpgroup"))


@irdl_op_definition
class WgmmaCommitOp(_NoOperandOp):
    """`aproxy.wgmma_commit` — wgmma.commit_group.sync.aligned (PTX ISA "wgmma.commit_group")."""

    name = "aproxy.wgmma_commit"
    traits = traits_def(SyncSemantics(group="wgmma-commit", width="warpgroup"))


@irdl_op_definition
class WgmmaWaitOp(_CountOp):
    """`aproxy.wgmma_wait <n>` — wgmma.wait_group.sync.aligned n (PTX ISA "wgmma.wait_group"):
    at most n committed wgmma groups stay pending.

    `%r, ... = aproxy.wgmma_wait <n> (%acc, ...) : vector<..>, ...` also names accumulators
    the wait covers: each result is its operand's value, readable from here on (the
    operand's registers may not be read while a group writing them is in flight). Reading
    lanes of the result, never of the operand, keeps every read after the wait (CUTLASS's
    warpgroup_fence_operand does the same in C++). In tile-level IR the accumulators may
    be `!tile.frag` values (the results of `tile.gemm_async`); tile-dispatch turns them
    into their vectors."""

    name = "aproxy.wgmma_wait"
    traits = traits_def(SyncSemantics(group="wgmma-wait", width="warpgroup"))
    count = prop_def(IntegerAttr)
    accs = var_operand_def()
    ready = var_result_def()
    MAX_COUNT: ClassVar[int] = 7

    def __init__(self, count: int, accs: Sequence[SSAValue] = ()):
        super().__init__(properties={"count": _int_prop(count)}, operands=[list(accs)],
                         result_types=[[a.type for a in accs]])

    @classmethod
    def parse(cls, parser: Parser) -> WgmmaWaitOp:
        n = parser.parse_integer(allow_boolean=False, context_msg=" (group count)")
        unresolved = parser.parse_optional_comma_separated_list(
            parser.Delimiter.PAREN, parser.parse_unresolved_operand) or []
        attrs = parser.parse_optional_attr_dict()
        operands = []
        if unresolved:
            parser.parse_punctuation(":")
            pos = parser.pos
            types = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_type)
            if len(types) != len(unresolved):
                parser.raise_error(f"aproxy.wgmma_wait: expected {len(unresolved)} types (one per "
                                   f"accumulator), found {len(types)}", pos)
            operands = [parser.resolve_operand(u, t) for u, t in zip(unresolved, types)]
        op = cls(n, operands)
        op.attributes.update(attrs)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {self.count.value.data}")
        if self.accs:
            printer.print_string(" (")
            printer.print_list(self.accs, printer.print_operand)
            printer.print_string(")")
        printer.print_op_attributes(self.attributes)
        if self.accs:
            printer.print_string(" : ")
            printer.print_list([a.type for a in self.accs], printer.print_attribute)

    def verify_(self) -> None:
        super().verify_()
        for a, r in zip(self.accs, self.ready):
            if a.type != r.type:
                raise _err(self.name, f"expected each result to have its accumulator's type "
                                      f"{a.type}, found {r.type}")
            if getattr(a.type, "name", None) == "tile.frag":
                if not isinstance(a.type.element_type, Float32Type):
                    raise _err(self.name, f"expected an f32 accumulator fragment, found {a.type}")
                continue
            et = getattr(a.type, "element_type", None)
            if not isinstance(a.type, VectorType) or a.type.get_num_dims() != 1 or not isinstance(
                    et, (Float32Type, IntegerType)) or (
                    isinstance(et, IntegerType) and et.width.data != 32):
                raise _err(self.name, f"expected a wgmma accumulator (a 1-D vector of f32 or i32, "
                                      f"or a tile fragment), found {a.type}")


@irdl_op_definition
class WgmmaHoldOp(IRDLOperation):
    """`aproxy.wgmma_hold %v, ... : types` — keeps the next `aproxy.wgmma_wait` after the
    computation of the values. ptxas issues `wgmma.wait_group` as early as it can (the wait
    reads no register), so a wait written after a stretch of independent work (the
    softmax that runs while a P·V wgmma is in flight) lands before that work and the
    overlap is lost. The lowering stores each value's registers to a private shared word
    (`@__tirx_wgmma_hold`, never read): ptxas keeps shared stores ahead of a later
    wait_group, and the stores wait for the values. No effect on any other state, so no
    synchronization semantics. Operands: f32 / i32 scalars, 1-D vectors of them, or (in
    tile-level IR) f32 `!tile.frag` values."""

    name = "aproxy.wgmma_hold"
    traits = traits_def(SyncSemantics())
    values = var_operand_def()

    assembly_format = "$values attr-dict `:` type($values)"

    def __init__(self, values: Sequence[SSAValue]):
        super().__init__(operands=[list(values)])

    def verify_(self) -> None:
        if not self.values:
            raise _err(self.name, "expected at least one value to hold the wait after, found none")
        for v in self.values:
            t = v.type
            if getattr(t, "name", None) == "tile.frag":
                et = t.element_type
            elif isinstance(t, VectorType) and t.get_num_dims() == 1:
                et = t.element_type
            else:
                et = t
            if not (isinstance(et, Float32Type) or (isinstance(et, IntegerType)
                                                     and et.width.data == 32)):
                raise _err(self.name, f"expected f32 or i32 values (scalars, 1-D vectors or "
                                      f"fragments: 32-bit shared stores), found {t}")


@irdl_op_definition
class WgmmaDescOp(IRDLOperation):
    """`%d = aproxy.wgmma_desc %v swizzle("128B") lbo(16) sbo(1024) : !aproxy.smem<N>` —
    the 64-bit shared-memory matrix descriptor of the view (PTX ISA "Matrix
    Descriptor Format"): bits 0-13 (addr & 0x3FFFF) >> 4, 16-29 lbo >> 4, 32-45 sbo >> 4,
    49-51 base offset 0, 62-63 swizzle mode (0 none, 1 128B, 2 64B, 3 32B)."""

    name = "aproxy.wgmma_desc"
    traits = traits_def(SyncSemantics(defines="descriptor"), Pure())
    view = operand_def(SmemType)
    swizzle = prop_def(StringAttr)
    lbo = prop_def(IntegerAttr[I64])
    sbo = prop_def(IntegerAttr[I64])
    result = result_def(i64)

    assembly_format = ("$view `swizzle` `(` $swizzle `)` `lbo` `(` $lbo `)` `sbo` `(` $sbo `)` "
                       "attr-dict `:` type($view)")

    def __init__(self, view: SSAValue, swizzle: str, lbo: int, sbo: int):
        super().__init__(operands=[view], result_types=[i64],
                         properties={"swizzle": StringAttr(swizzle), "lbo": _int_prop(lbo),
                                     "sbo": _int_prop(sbo)})

    def verify_(self) -> None:
        if self.swizzle.data not in SWIZZLES:
            raise _err(self.name, f"expected swizzle one of {', '.join(SWIZZLES)}, found "
                                  f"\"{self.swizzle.data}\"")
        for field in ("lbo", "sbo"):
            v = getattr(self, field).value.data
            if v < 0 or v % 16 or v >= (1 << 18):
                raise _err(self.name, f"expected {field} a multiple of 16 in [0, 2^18) "
                                      f"(it is stored >> 4 in 14 bits, PTX ISA \"Matrix Descriptor Format\"), "
                                      f"found {v}")


@irdl_op_definition
class WgmmaOp(IRDLOperation):
    """`%d2 = aproxy.wgmma m64nNkK types(ta, tb, f32) %a, %b, %d (scale_d(%s))?
    (transpose_a)? (transpose_b)? : <type of %a>, vector<N/2 x f32>` —
    wgmma.mma_async.sync.aligned (PTX ISA "wgmma.mma_async"): D = A*B + (scale_d ? D : 0) for one
    warpgroup. %a is a descriptor (i64) or a register fragment (vector<4xi32>); %b is a
    descriptor; %d and the result are the accumulator fragment, N/2 f32 per thread."""

    name = "aproxy.wgmma"
    traits = traits_def(SyncSemantics(reads=(smem("a", "async"), smem("b", "async"), regs("a"), regs("acc")),
                                      group="wgmma", width="warpgroup"))
    a = operand_def(EqAttrConstraint(i64) | base(VectorType))
    b = operand_def(i64)
    acc = operand_def(VectorType)
    scale_d = opt_operand_def(i1)
    n = prop_def(IntegerAttr)
    a_type = prop_def(StringAttr)
    b_type = prop_def(StringAttr)
    transpose_a = opt_prop_def(UnitAttr)
    transpose_b = opt_prop_def(UnitAttr)
    #: the accumulator type: absent = f32; "f16" for f16/e4m3/e5m2 operands (PTX ISA
    #: "wgmma.mma_async": .dtype = .f16 or .f32), held as N/4 packed f16x2 registers (i32)
    d_type = opt_prop_def(StringAttr)
    result = result_def(VectorType)

    def __init__(self, a: SSAValue, b: SSAValue, acc: SSAValue, n: int, a_type: str,
                 b_type: str, scale_d: SSAValue | None = None, transpose_a: bool = False,
                 transpose_b: bool = False, d_type: str = "f32"):
        props: dict[str, Attribute] = {"n": _int_prop(n), "a_type": StringAttr(a_type),
                                       "b_type": StringAttr(b_type)}
        if d_type != "f32":
            props["d_type"] = StringAttr(d_type)
        if transpose_a:
            props["transpose_a"] = UnitAttr()
        if transpose_b:
            props["transpose_b"] = UnitAttr()
        super().__init__(operands=[a, b, acc, [scale_d] if scale_d is not None else []],
                         properties=props, result_types=[acc.type])

    @property
    def k(self) -> int:
        return WGMMA_AB_K.get(self.a_type.data, 0)

    @property
    def acc_type(self) -> str:
        return self.d_type.data if self.d_type is not None else "f32"

    @property
    def a_in_registers(self) -> bool:
        return isinstance(self.a.type, VectorType)

    @classmethod
    def parse(cls, parser: Parser) -> WgmmaOp:
        pos = parser.pos
        shape = parser.parse_identifier(context_msg=" (wgmma shape m64nNkK)")
        import re

        m = re.fullmatch(r"m64n(\d+)k(\d+)", shape)
        if m is None:
            parser.raise_error(f"aproxy.wgmma: expected a shape m64n<N>k<K>, found '{shape}'", pos)
        n, k = int(m.group(1)), int(m.group(2))
        parser.parse_keyword("types")
        with parser.in_parens():
            ta = parser.parse_identifier()
            parser.parse_punctuation(",")
            tb = parser.parse_identifier()
            parser.parse_punctuation(",")
            tpos = parser.pos
            td = parser.parse_identifier()
        if td not in ("f32", "f16"):
            parser.raise_error(f"aproxy.wgmma: expected accumulator type f32 or f16, found '{td}'", tpos)
        if td == "f16" and ta not in ("f16", "e4m3", "e5m2"):
            parser.raise_error(f"aproxy.wgmma: expected accumulator type f32 for {ta} operands (an f16 "
                               f"accumulator takes f16, e4m3 or e5m2 operands; PTX ISA \"wgmma.mma_async\"), "
                               f"found 'f16'", tpos)
        ua = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        ub = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        ud = parser.parse_unresolved_operand()
        us = None
        if parser.parse_optional_keyword("scale_d"):
            with parser.in_parens():
                us = parser.parse_unresolved_operand()
        ta_flag = parser.parse_optional_keyword("transpose_a") is not None
        tb_flag = parser.parse_optional_keyword("transpose_b") is not None
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        aty = parser.parse_type()
        parser.parse_punctuation(",")
        dty = parser.parse_type()
        op = cls(parser.resolve_operand(ua, aty), parser.resolve_operand(ub, i64),
                 parser.resolve_operand(ud, dty), n, ta, tb,
                 parser.resolve_operand(us, i1) if us is not None else None, ta_flag, tb_flag, td)
        op.attributes.update(attrs)
        if ta in WGMMA_AB_K and WGMMA_AB_K[ta] != k:
            parser.raise_error(f"aproxy.wgmma: expected K = {WGMMA_AB_K[ta]} for {ta} operands "
                               f"(m64n{n}k{WGMMA_AB_K[ta]}), found k{k}", pos)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(f" m64n{self.n.value.data}k{self.k} types({self.a_type.data}, "
                             f"{self.b_type.data}, {self.acc_type}) ")
        printer.print_list([self.a, self.b, self.acc], printer.print_operand)
        if self.scale_d is not None:
            printer.print_string(" scale_d(")
            printer.print_operand(self.scale_d)
            printer.print_string(")")
        if self.transpose_a is not None:
            printer.print_string(" transpose_a")
        if self.transpose_b is not None:
            printer.print_string(" transpose_b")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.a.type)
        printer.print_string(", ")
        printer.print_attribute(self.acc.type)

    def verify_(self) -> None:
        nm = self.name
        ta, tb = self.a_type.data, self.b_type.data
        for which, t in (("A", ta), ("B", tb)):
            if t not in WGMMA_AB_K:
                raise _err(nm, f"expected the {which} type one of {', '.join(WGMMA_AB_K)}, "
                               f"found {t}")
        # PTX ISA "wgmma.mma_async": .f16/.bf16/.tf32 need A and B of the same type; e4m3/e5m2 mix.
        fp8 = ("e4m3", "e5m2")
        if ta != tb and not (ta in fp8 and tb in fp8):
            raise _err(nm, f"expected A and B of the same type (or both e4m3/e5m2), found "
                           f"{ta} and {tb}")
        n = self.n.value.data
        # PTX ISA "wgmma.mma_async" (matrix shapes): N in 8..256 in steps of 8 for
        # f16/bf16/tf32/e4m3/e5m2 with an f32 accumulator.
        if not (8 <= n <= 256 and n % 8 == 0):
            raise _err(nm, f"expected N a multiple of 8 in [8, 256], found {n}")
        if self.acc_type == "f16":
            if ta not in ("f16", "e4m3", "e5m2"):
                raise _err(nm, f"expected an f32 accumulator for {ta} operands (f16 accumulates only "
                               f"f16, e4m3 and e5m2), found f16")
            want = VectorType(i32, [n // 4])
            per = "N/4 packed f16x2 registers per thread"
        elif self.acc_type == "f32":
            want = VectorType(Float32Type(), [n // 2])
            per = "N/2 f32 per thread"
        else:
            raise _err(nm, f"expected accumulator type f32 or f16, found {self.acc_type}")
        if self.acc.type != want:
            raise _err(nm, f"expected an accumulator of type {want} ({per}), "
                           f"found {self.acc.type}")
        if self.result.type != want:
            raise _err(nm, f"expected a result of type {want}, found {self.result.type}")
        if self.a_in_registers:
            fr = VectorType(i32, [4])
            if self.a.type != fr:
                raise _err(nm, f"expected A as a descriptor (i64) or a register fragment "
                               f"{fr}, found {self.a.type}")
            if self.transpose_a is not None:
                raise _err(nm, "expected no transpose_a with A in registers (PTX ISA "
                               "\"wgmma.mma_async\": imm-trans-a only with a descriptor)")
        if (self.transpose_a is not None or self.transpose_b is not None) and ta not in (
                "f16", "bf16"):
            raise _err(nm, f"expected transpose_a/transpose_b only with f16/bf16 operands "
                           f"(PTX ISA \"wgmma.mma_async\"), found {ta}")


