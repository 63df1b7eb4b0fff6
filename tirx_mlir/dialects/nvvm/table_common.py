"""Type groups, rule helpers and semantics constructors shared by the PTX table modules."""

from __future__ import annotations

from .spec import Sem, Slots  # noqa: F401

# ------------------------------------------------------------------- type groups

U = ("u16", "u32", "u64")
S = ("s16", "s32", "s64")
B = ("b16", "b32", "b64")
INT = U + S
F16 = ("f16", "f16x2")
BF16 = ("bf16", "bf16x2")
HALF = F16 + BF16
FLOAT = ("f32", "f64")
BITS_OF = {"b8": 8, "u8": 8, "s8": 8, "b16": 16, "u16": 16, "s16": 16, "f16": 16, "bf16": 16,
           "b32": 32, "u32": 32, "s32": 32, "f32": 32, "f16x2": 32, "bf16x2": 32,
           "b64": 64, "u64": 64, "s64": 64, "f64": 64, "b128": 128}
SCOPES = ("cta", "cluster", "gpu", "sys")
# ld/st types; IR-level element types that ld/st move as raw bits (printed as .b16 / .b32).
LD_TYPES = ("b8", "b16", "b32", "b64", "u8", "u16", "u32", "u64", "s8", "s16", "s32", "s64",
            "f32", "f64")
LD_IR_TYPES = ("f16", "bf16", "f16x2", "bf16x2")


def _bits_type(s: Slots) -> str:
    """The PTX type ld/st spell for a `type` slot: f16/bf16 values move as .b16 bits."""
    t = s.get("type")
    return {"f16": "b16", "bf16": "b16", "f16x2": "b32", "bf16x2": "b32"}.get(t, t)


def is_int(t) -> bool:
    return t is not None and t[0] in "usb" and not t.startswith("bf")


def is_float(t) -> bool:
    return t is not None and not is_int(t)


def _bad(cond: bool, msg: str) -> str | None:
    return msg if cond else None


def _first(*msgs: str | None) -> str | None:
    for m in msgs:
        if m:
            return m
    return None


def wider(t: str) -> str:
    return t[0] + str(2 * BITS_OF[t])


def space_name(space) -> str:
    """The state space an address slot's value names: .shared is .shared::cta (PTX ISA 5.1.5:
    the .shared window of the executing CTA), no space (or `generic`) is a generic address."""
    if space in (None, "generic"):
        return "generic"
    if space == "shared":
        return "shared::cta"
    return str(space)


# ------------------------------------------------------------------- wgmma (dense and sparse)

def wgmma_float_parts(k_of: dict, rs: bool):
    """What the float wgmma rows share, dense (table.py) and sparse (table_lib.py): the
    scale / transpose slots, the D and A operands, and the derived k, dtype, scale and
    transpose fields (PTX ISA 9.7.15.5.2: imm-trans-a only with A from shared memory, both
    only for f16 / bf16). Returns (slots, d, a, derived)."""
    from .spec import In, InOut, IntSlot

    slots = [IntSlot("scale_a", (1, -1), optional=True), IntSlot("scale_b", (1, -1), optional=True),
             IntSlot("tnsp_a", (0, 1), optional=True), IntSlot("tnsp_b", (0, 1), optional=True)]
    d = InOut("d", ty=lambda s: "f16x2" if s.get("dtype") == "f16" else "f32",
              vec=lambda s: s["n"] // 4 if s.get("dtype") == "f16" else s["n"] // 2)
    a = In("a", ty="b32", vec=4) if rs else In("a", ty="b64")
    derived = {
        "k": lambda s: str(k_of[s["atype"]]),
        "dt": lambda s: s.get("dtype", "f32"),
        "sa": lambda s: str(s.get("scale_a", 1)),
        "sb": lambda s: str(s.get("scale_b", 1)),
        "ta": lambda s: str(s.get("tnsp_a", 0)) if s["atype"] in ("f16", "bf16") and not rs else None,
        "tb": lambda s: str(s.get("tnsp_b", 0)) if s["atype"] in ("f16", "bf16") else None,
    }
    return slots, d, a, derived


def wgmma_int_parts(rs: bool):
    """What the 8-bit integer wgmma rows share, dense and sparse: the type and .satfinite
    slots, the s32 D and the A operand, and the PTX version of mixed signedness (.s8 x .u8:
    PTX ISA 8.4; ptxas: "WGMMA with mixed integer types"). Returns (slots, d, a, ptx_by)."""
    from .spec import In, InOut, Slot

    slots = [Slot("atype", ("s8", "u8")), Slot("btype", ("s8", "u8")),
             Slot("satfinite", ("satfinite",), optional=True)]
    d = InOut("d", ty="s32", vec=lambda s: s["n"] // 2)
    a = In("a", ty="b32", vec=4) if rs else In("a", ty="b64")
    return slots, d, a, (lambda s: (8, 4) if s["atype"] != s["btype"] else None)


def check_wgmma_float(s: Slots, rs: bool) -> str | None:
    """The slot rules of a float wgmma row, dense or sparse (PTX ISA 9.7.15.5.2): A and B of
    one type (the two fp8 types mix), f16 accumulation not for bf16 / tf32, transposes only
    for f16 / bf16, and none for A from registers."""
    a, b, d = s["atype"], s["btype"], s.get("dtype", "f32")
    fp8 = ("e4m3", "e5m2")
    trans = "tnsp_a" in s or "tnsp_b" in s
    return _first(
        _bad(not (a == b or (a in fp8 and b in fp8)), f"atype {a} and btype {b} do not mix (fp8 types mix with each other)"),
        _bad(d == "f16" and a in ("bf16", "tf32"), f"{a} accumulates in f32 only"),
        _bad(trans and a not in ("f16", "bf16"), "transposes apply to f16/bf16 (other types are K-major)"),
        _bad(rs and "tnsp_a" in s, "A from registers has no transpose"),
    )


def wgmma_sem(isa: str) -> Sem:
    """A wgmma row's semantics: it reads shared memory (its descriptors' A and B) through
    the async proxy, is executed by a whole warpgroup, and joins the wgmma group that
    commit_group / wait_group close (`isa`: its PTX ISA section)."""
    return Sem(reads=("shared::cta",), proxy="async", width="warpgroup", joins="wgmma_group", isa=isa)
