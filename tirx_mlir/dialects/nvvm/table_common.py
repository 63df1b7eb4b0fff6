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
