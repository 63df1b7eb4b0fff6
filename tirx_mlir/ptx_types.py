"""PTX names of MLIR element types, in one place for every level (dialect verifiers,
lowerings, tile-dispatch, the PTX target). Imports only xDSL's builtin types, so the
dialects can use it without loading the PTX table.

* `float_ptx(t)`: `f16`, `bf16`, `f32`, `f64` (PTX ISA 5.2 "Types"), else None;
* `element_bits(t)`: bits of an integer or a PTX float type (e4m3 / e5m2 too), else None;
* `int_ptx(t, kind)`: `<kind><width>` for a 16/32/64-bit integer or index (kind s, u or b);
* `scalar_ptx(t, kind)`: either, with 8-bit integers too (kernel parameters);
* `mma_dtype(t)`: the wgmma / fragment name of an A/B element type (`bf16`, `f16`, `e4m3`,
  `e5m2`, `s8`), else None;
* `WGMMA_K`: K of one `wgmma.mma_async` per A/B type: 32 bytes of K (PTX ISA 9.7.15.5.1,
  "Matrix shape": m64nNk16 for f16/bf16, k8 for tf32, k32 for e4m3/e5m2).
"""

from __future__ import annotations

from xdsl.dialects.builtin import (
    BFloat16Type,
    Float8E4M3FNType,
    Float8E5M2Type,
    Float16Type,
    Float32Type,
    Float64Type,
    IndexType,
    IntegerType,
)
from xdsl.ir import Attribute

_FLOAT_PTX: dict[type, str] = {Float16Type: "f16", BFloat16Type: "bf16", Float32Type: "f32",
                               Float64Type: "f64"}
_FLOAT_BITS: dict[type, int] = {Float8E4M3FNType: 8, Float8E5M2Type: 8, BFloat16Type: 16,
                                Float16Type: 16, Float32Type: 32, Float64Type: 64}
_MMA_DTYPE: dict[type, str] = {BFloat16Type: "bf16", Float16Type: "f16",
                               Float8E4M3FNType: "e4m3", Float8E5M2Type: "e5m2"}

WGMMA_K: dict[str, int] = {"f16": 16, "bf16": 16, "tf32": 8, "e4m3": 32, "e5m2": 32}


def float_ptx(t: Attribute) -> str | None:
    """PTX type of a float MLIR type."""
    return _FLOAT_PTX.get(type(t))


def int_width(t: Attribute) -> int | None:
    """Bits of an integer type (64 for index), else None."""
    if isinstance(t, IndexType):
        return 64
    if isinstance(t, IntegerType):
        return t.width.data
    return None


def element_bits(t: Attribute) -> int | None:
    """Bits of an integer type, or of a float type PTX has a register type for (f64 .. the
    8-bit e4m3 / e5m2); None otherwise (index included)."""
    if isinstance(t, IntegerType):
        return t.width.data
    return _FLOAT_BITS.get(type(t))


def int_ptx(t: Attribute, kind: str, widths: tuple[int, ...] = (16, 32, 64)) -> str | None:
    """PTX type of an integer MLIR type of one of `widths` bits: kind is 's', 'u' or 'b'."""
    w = int_width(t)
    return f"{kind}{w}" if w in widths else None


def scalar_ptx(t: Attribute, kind: str = "u") -> str | None:
    """PTX type of a scalar: an 8..64-bit integer (or index) as `<kind><width>`, or a float."""
    return int_ptx(t, kind, (8, 16, 32, 64)) or float_ptx(t)


def mma_dtype(t: Attribute) -> str | None:
    """The wgmma name of an A/B element type (`.s8` and `.u8` share the fragment layout)."""
    if isinstance(t, IntegerType) and t.width.data == 8:
        return "s8"
    return _MMA_DTYPE.get(type(t))
