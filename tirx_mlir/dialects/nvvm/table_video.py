"""Rows for the video instructions (PTX ISA 9.7.17): the scalar ones (vadd, vsub, vabsdiff,
vmin, vmax) and the SIMD ones on two half-words (vadd2, vsub2, vavrg2, vabsdiff2, vmin2,
vmax2) and four bytes (vadd4, ..., vmax4). They compute on 32-bit registers only, so every
row is pure; what sets them apart is the operand selectors, which PTX writes after the
register they select from (`%r1.b0`, `%r2.h10`, `%r3.b7654`): here each is an optional slot
that the template prints right after its operand (absent: the ISA's default selection, which
prints nothing).

Scalar (PTX ISA 9.7.17.1): `vop.dtype.atype.btype{.sat} d, a{.asel}, b{.bsel};`, with a
secondary operation `{.sat}.op2 d, a, b, c` (op2 = add/min/max applied to the result and c),
or a merge `{.sat} d.dsel, a, b, c` (the result goes into the selected byte/half-word of c).
SIMD (PTX ISA 9.7.17.2): `vop2/vop4.dtype.atype.btype{.sat} d{.mask}, a{.asel}, b{.bsel}, c;`
(lanes outside the mask come from c) or `.add` (the lanes' sum is added to c; no .sat).

`python -m tirx_mlir.ptx certify vadd4` assembles every legal slot combination with ptxas
(sampled: vop4's byte selectors take 4096 values each).
"""

from __future__ import annotations

import itertools

from .spec import Flag, In, Instr, Out, Slot, Slots
from .table_common import _bad

VIDEO_TYPES = ("u32", "s32")
# Scalar video: a byte or half-word of a 32-bit operand (PTX ISA 9.7.17.1).
SCALAR_SEL = ("b0", "b1", "b2", "b3", "h0", "h1")
SCALAR_OP2 = ("add", "min", "max")
# SIMD video on half-words: .hxy picks half-words x and y of the 4 in {b, a} (a: 0-1, b: 2-3);
# the destination mask, which lanes are written (PTX ISA 9.7.17.2).
VOP2_SEL = tuple(f"h{x}{y}" for x, y in itertools.product(range(4), repeat=2))
VOP2_MASK = ("h0", "h1", "h10")
# SIMD video on bytes: .bxyzw picks bytes x, y, z, w of the 8 in {b, a}; the mask as above.
# 4096 names, built at import: joining product()'s string tuples in C takes ~0.5 ms where a
# generator spelling each digit took ~5 ms of tirx-opt's start-up (same names, same order).
_BYTES = "01234567"
VOP4_SEL = tuple(map("".join, itertools.product("b", _BYTES, _BYTES, _BYTES, _BYTES)))
VOP4_MASK = ("b0", "b1", "b10", "b2", "b20", "b21", "b210", "b3", "b30", "b31", "b310", "b32",
             "b320", "b321", "b3210")

def _check_scalar(s: Slots) -> str | None:
    return _bad("op2" in s and "dsel" in s,
                f"op2 = {s.get('op2')} and dsel = {s.get('dsel')} exclude each other: a scalar video "
                "instruction either applies a secondary operation with c or merges its result into the "
                "dsel part of c (PTX ISA 9.7.17.1)")


def _scalar(name: str, what: str) -> Instr:
    return Instr(
        name,
        name + "{.dtype}{.atype}{.btype}{.sat}{.op2} {d}{.dsel}, {a}{.asel}, {b}{.bsel}{,c};",
        slots=[Slot("dtype", VIDEO_TYPES), Slot("atype", VIDEO_TYPES), Slot("btype", VIDEO_TYPES),
               Flag("sat"), Slot("op2", SCALAR_OP2, optional=True),
               Slot("dsel", SCALAR_SEL, optional=True), Slot("asel", SCALAR_SEL, optional=True),
               Slot("bsel", SCALAR_SEL, optional=True)],
        operands=[Out("d", ty="dtype"), In("a", ty="atype"), In("b", ty="btype"),
                  In("c", ty="dtype", when=lambda s: "op2" in s or "dsel" in s)],
        ptx=(2, 0), sm=20, pure=True,
        check=_check_scalar,
        doc=f"d = {what} of a's and b's selected byte/half-word (sign- or zero-extended to 33 bits), "
            "optionally saturated to dtype; then op2(d, c), or merged into the dsel part of c "
            "(PTX ISA 9.7.17.1 scalar video instructions).",
    )


VOP4_SEL_SUMMARY = "bxyzw with x, y, z, w in 0..7 (b0000 .. b7777)"
# ptxas (CUDA 13.0) fails to parse this one legal selector ("Parsing error near '.b1024'"),
# wherever it stands; no other spelling selects bytes 1, 0, 2, 4.
PTXAS_UNPARSED_SEL = ("b1024",)


def _check_simd(s: Slots) -> str | None:
    for k in ("asel", "bsel"):
        if s.get(k) in PTXAS_UNPARSED_SEL:
            return (f"{k} = {s[k]} is a legal selector that ptxas cannot parse (a syntax error at "
                    f"'.{s[k]}'); select the bytes with prmt first")
    return _bad("sat" in s and "add" in s,
                "sat and add exclude each other: the accumulate form (.add) does not saturate "
                "(PTX ISA 9.7.17.2)")


def _simd(name: str, lanes: int, what: str) -> Instr:
    sel, mask = (VOP2_SEL, VOP2_MASK) if lanes == 2 else (VOP4_SEL, VOP4_MASK)
    summary = None if lanes == 2 else VOP4_SEL_SUMMARY
    unit = "half-word" if lanes == 2 else "byte"
    return Instr(
        name,
        name + "{.dtype}{.atype}{.btype}{.sat}{.add} {d}{.mask}, {a}{.asel}, {b}{.bsel}, {c};",
        slots=[Slot("dtype", VIDEO_TYPES), Slot("atype", VIDEO_TYPES), Slot("btype", VIDEO_TYPES),
               Flag("sat"), Flag("add"), Slot("mask", mask, optional=True),
               Slot("asel", sel, optional=True, summary=summary),
               Slot("bsel", sel, optional=True, summary=summary)],
        operands=[Out("d", ty="dtype"), In("a", ty="atype"), In("b", ty="btype"), In("c", ty="dtype")],
        ptx=(3, 0), sm=30, pure=True,
        check=_check_simd,
        doc=f"Per {unit} lane (the {lanes} lanes asel/bsel pick from the 8 {unit}s of {{b, a}}; absent: "
            f"a's own and b's own): d = {what}, optionally saturated; lanes outside `mask` come from c, or "
            "with .add the lanes' results are summed and added to c (PTX ISA 9.7.17.2 SIMD video "
            "instructions).",
    )


_WHAT = {"vadd": "a + b", "vsub": "a - b", "vabsdiff": "|a - b|", "vmin": "min(a, b)", "vmax": "max(a, b)"}
_SIMD_WHAT = dict(_WHAT, vavrg="(a + b + 1) >> 1")

SCALAR_VIDEO = [_scalar(n, w) for n, w in _WHAT.items()]
SIMD_VIDEO = [_simd(f"{n}{k}", k, w) for k in (2, 4) for n, w in _SIMD_WHAT.items()]

VIDEO_ROWS: list[Instr] = SCALAR_VIDEO + SIMD_VIDEO
