"""PTX types <-> MLIR types, and PTX register classes."""

from __future__ import annotations

from xdsl.dialects.builtin import (
    BFloat16Type,
    Float16Type,
    Float32Type,
    Float64Type,
    IntegerType,
    VectorType,
)
from xdsl.ir import Attribute

i1 = IntegerType(1)
i8 = IntegerType(8)
i16 = IntegerType(16)
i32 = IntegerType(32)
i64 = IntegerType(64)
f16 = Float16Type()
bf16 = BFloat16Type()
f32 = Float32Type()
f64 = Float64Type()

# PTX type -> the MLIR type of a register holding it.
_REG_TYPE: dict[str, Attribute] = {
    "pred": i1,
    # 8-bit values live in 16-bit (or wider) registers.
    "b8": i16, "u8": i16, "s8": i16,
    "b16": i16, "u16": i16, "s16": i16,
    "f16": f16, "bf16": bf16,
    "b32": i32, "u32": i32, "s32": i32,
    "f32": f32, "tf32": i32,
    "b64": i64, "u64": i64, "s64": i64,
    "f64": f64,
    # 128-bit registers (PTX ISA 8.3: mov.b128 packs and unpacks them).
    "b128": IntegerType(128),
    # Packed types live in 32-bit registers.
    "f16x2": i32, "bf16x2": i32,
    # Packed pairs of 8-bit floats live in 16-bit registers.
    "e4m3x2": i16, "e5m2x2": i16,
}

INT_TYPES = ("b8", "u8", "s8", "b16", "u16", "s16", "b32", "u32", "s32", "b64", "u64", "s64")
FLOAT_TYPES = ("f16", "bf16", "f32", "f64", "tf32")

# Integer literals of these PTX types; anything else is a float literal.
def is_int_type(ptx: str) -> bool:
    return ptx in INT_TYPES or ptx == "pred"


def is_signed(ptx: str) -> bool:
    return ptx.startswith("s")


def bits(ptx: str) -> int:
    if ptx == "pred":
        return 1
    digits = "".join(c for c in ptx if c.isdigit())
    if ptx.endswith("x2"):
        return 32 if ptx in ("f16x2", "bf16x2") else 16
    return int(digits) if digits else 32


def reg_type(ptx: str, vec: int = 1) -> Attribute:
    """The MLIR type of a register (or `vec` registers) holding PTX type `ptx`."""
    try:
        t = _REG_TYPE[ptx]
    except KeyError:
        raise ValueError(f"no register type for PTX type .{ptx}") from None
    if vec == 1:
        return t
    return VectorType(t, [vec])


def element_type(t: Attribute) -> Attribute:
    return t.element_type if isinstance(t, VectorType) else t


def vector_width(t: Attribute) -> int:
    if isinstance(t, VectorType):
        n = 1
        for d in t.get_shape():
            n *= d
        return n
    return 1


# MLIR scalar type -> (PTX register declaration type, register name prefix).
def reg_class(t: Attribute) -> tuple[str, str]:
    """How a register holding a value of scalar MLIR type `t` is declared and named:
    `.reg .<decl> %<prefix><N>`."""
    t = element_type(t)
    if t == i1:
        return ("pred", "p")
    if t in (i8, i16, f16, bf16):
        return ("b16", "rs")
    if t == i32:
        return ("b32", "r")
    if t == i64:
        return ("b64", "rd")
    if t == f32:
        return ("f32", "f")
    if t == f64:
        return ("f64", "fd")
    if t == IntegerType(128):
        return ("b128", "rq")
    raise ValueError(f"no PTX register class for {t}")


def type_str(t: Attribute) -> str:
    from xdsl.printer import Printer
    import io

    s = io.StringIO()
    Printer(stream=s).print_attribute(t)
    return s.getvalue()
