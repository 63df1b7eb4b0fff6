"""Element types: MLIR types <-> canonical dtype names <-> PTX / ctypes / NumPy.

The runtime compares dtypes by one canonical name (NumPy's spelling, plus ml_dtypes'
`bfloat16`, `float8_e4m3fn`, `float8_e5m2`), whatever library the array came from.
"""

from __future__ import annotations

import ctypes

from .errors import ArgumentError

# MLIR builtin type spelling -> canonical dtype name.
MLIR_TO_DTYPE: dict[str, str] = {
    "f64": "float64",
    "f32": "float32",
    "f16": "float16",
    "bf16": "bfloat16",
    "f8E4M3FN": "float8_e4m3fn",
    "f8E5M2": "float8_e5m2",
    "i1": "bool",
    "i8": "int8",
    "i16": "int16",
    "i32": "int32",
    "i64": "int64",
    "si8": "int8",
    "si16": "int16",
    "si32": "int32",
    "si64": "int64",
    "ui8": "uint8",
    "ui16": "uint16",
    "ui32": "uint32",
    "ui64": "uint64",
    "index": "int64",
}

# Signless MLIR integers (iN) hold either signedness: a uint32 array may be passed for i32.
SIGNLESS_ALSO: dict[str, str] = {"int8": "uint8", "int16": "uint16", "int32": "uint32", "int64": "uint64"}

ITEMSIZE: dict[str, int] = {
    "float64": 8, "float32": 4, "float16": 2, "bfloat16": 2, "float8_e4m3fn": 1,
    "float8_e5m2": 1, "bool": 1, "int8": 1, "int16": 2, "int32": 4, "int64": 8,
    "uint8": 1, "uint16": 2, "uint32": 4, "uint64": 8,
}


def accepted_dtypes(dtype: str, signless: bool) -> tuple[str, ...]:
    """Array dtypes accepted for an IR element type whose canonical name is `dtype`."""
    if signless and dtype in SIGNLESS_ALSO:
        return (dtype, SIGNLESS_ALSO[dtype])
    return (dtype,)


def mlir_type_to_dtype(attr) -> tuple[str, bool]:
    """Canonical dtype of an xDSL type attribute, and whether it is a signless integer.

    Raises ArgumentError for a type the runtime cannot pass (e.g. a vector or tuple)."""
    from xdsl.dialects.builtin import IndexType, IntegerType, Signedness

    if isinstance(attr, IndexType):
        return "int64", True
    if isinstance(attr, IntegerType):
        width = attr.width.data
        sign = attr.signedness.data
        prefix = {Signedness.SIGNLESS: "i", Signedness.SIGNED: "si", Signedness.UNSIGNED: "ui"}[sign]
        key = f"{prefix}{width}"
        if key in MLIR_TO_DTYPE:
            return MLIR_TO_DTYPE[key], sign == Signedness.SIGNLESS
    else:
        # Float types print as their own mnemonic (f32, bf16, f8E4M3FN, ...).
        from xdsl.printer import Printer
        import io

        buf = io.StringIO()
        Printer(stream=buf).print_attribute(attr)
        key = buf.getvalue()
        if key in MLIR_TO_DTYPE:
            return MLIR_TO_DTYPE[key], False
        raise ArgumentError(f"element type {key} has no runtime dtype; supported: {', '.join(sorted(MLIR_TO_DTYPE))}")
    raise ArgumentError(f"integer type {key} has no runtime dtype; supported: {', '.join(sorted(MLIR_TO_DTYPE))}")


# PTX parameter type -> ctypes type that holds its bytes.
PTX_CTYPES: dict[str, type] = {
    "u8": ctypes.c_uint8, "s8": ctypes.c_int8, "b8": ctypes.c_uint8,
    "u16": ctypes.c_uint16, "s16": ctypes.c_int16, "b16": ctypes.c_uint16,
    "u32": ctypes.c_uint32, "s32": ctypes.c_int32, "b32": ctypes.c_uint32,
    "u64": ctypes.c_uint64, "s64": ctypes.c_int64, "b64": ctypes.c_uint64,
    "f32": ctypes.c_float, "f64": ctypes.c_double,
    "f16": ctypes.c_uint16, "bf16": ctypes.c_uint16,  # passed as their bit pattern
    "pred": ctypes.c_uint8,
}


def numpy_dtype(name: str):
    """The NumPy dtype object for a canonical name (bfloat16 / float8 need ml_dtypes)."""
    import numpy as np

    if name in ("bfloat16", "float8_e4m3fn", "float8_e5m2"):
        try:
            import ml_dtypes
        except ImportError as exc:
            raise ArgumentError(
                f"dtype {name} on the host needs the ml_dtypes package (pip install ml_dtypes), "
                "or pass a GPU array (PyTorch, CuPy, JAX) instead"
            ) from exc
        return np.dtype(getattr(ml_dtypes, name))
    return np.dtype(name)

