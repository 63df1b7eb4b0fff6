"""Limits of the target (sm_90a, PTX ISA 8.5) that input must respect, in one place, and the
checks that the verifiers and the input reader share. Each limit cites where it comes from.

Nothing here imports xDSL, so verifiers of any dialect can call these without import cycles.
"""

from __future__ import annotations

import math
import re

from tirx_mlir.machine import SM90A

# -- names ------------------------------------------------------------------------------
#: PTX ISA 4.4 "Identifiers": followsym = [a-zA-Z0-9_$]; an identifier is
#: [a-zA-Z]{followsym}* or [_$%]{followsym}+. ('%' is left out: it names registers in the
#: PTX this compiler prints.)
PTX_IDENTIFIER = re.compile(r"[a-zA-Z][a-zA-Z0-9_$]*|[_$][a-zA-Z0-9_$]+")


def ptx_identifier_problem(name: str) -> str | None:
    """None when `name` can be a PTX identifier, else what is wrong with it."""
    if PTX_IDENTIFIER.fullmatch(name):
        return None
    return (f"expected a PTX identifier (PTX ISA 4.4: a letter, or '_' / '$' and at least one more "
            f"character, then letters, digits, '_' or '$'), found {name!r}")


# -- launch shape, shared memory, parameters (the machine description, tirx_mlir/machine.py) --
#: CUDA C Programming Guide, "Compute Capabilities", Table "Technical Specifications per
#: Compute Capability" (9.0): block dimensions at most 1024 x 1024 x 64, at most 1024
#: threads per block.
MAX_BLOCK_DIMS = SM90A.max_block
MAX_THREADS_PER_BLOCK = SM90A.max_threads_per_block

#: Largest shared memory one CTA may use on sm_90 (227 KB = 232448 bytes; CUDA C
#: Programming Guide, same table; ptxas reports it as 0x38c00 for static shared data).
MAX_SMEM_PER_CTA = SM90A.smem_per_block

#: Kernel parameter space: ptxas (PTX ISA 8.1 and later, CUDA 12.1 and later) accepts at most
#: 32764 bytes of `.param` space per entry ("uses too much parameter space (..., 0x7ffc
#: max)"); before CUDA 12.1 the limit was 4096 bytes.
MAX_PARAM_BYTES = SM90A.param_bytes


def block_dims_problem(values: list[int]) -> str | None:
    """None when `values` (1 to 3 entries, x first) is a legal CTA shape."""
    if not 1 <= len(values) <= 3:
        return f"expected 1 to 3 dimensions [x, y, z], found {len(values)}"
    for axis, v, lim in zip("xyz", values, MAX_BLOCK_DIMS):
        if v < 1:
            return f"expected a positive extent in {axis}, found {v}"
        if v > lim:
            return f"expected at most {lim} threads in {axis}, found {v}"
    threads = math.prod(values)
    if threads > MAX_THREADS_PER_BLOCK:
        return f"expected at most {MAX_THREADS_PER_BLOCK} threads per block, found {threads} ({' x '.join(map(str, values))})"
    return None


# -- floating-point literals --------------------------------------------------------------
#: Largest finite value and half an ulp at it: a literal rounds to infinity (to NaN for
#: f8E4M3FN, which has no infinity) when |value| >= max + half_ulp (IEEE 754
#: round-to-nearest-even; the max has an odd significand, so the tie goes up).
FLOAT_MAX = {
    "f16": (65504.0, 16.0),
    "bf16": (3.3895313892515355e38, 2.0 ** 119),
    "f32": (3.4028234663852886e38, 2.0 ** 103),
    "tf32": (3.4011621342146535e38, 2.0 ** 116),
    "f8E4M3FN": (448.0, 16.0),
    "f8E5M2": (57344.0, 4096.0),
}


def float_range_problem(value: float, type_name: str) -> str | None:
    """None when the finite `value` is representable (after rounding) in `type_name`."""
    if not math.isfinite(value) or type_name not in FLOAT_MAX:
        return None
    mx, half = FLOAT_MAX[type_name]
    if abs(value) >= mx + half:
        return f"expected a value that fits {type_name} (largest finite {mx:g}), found {value:g}, which is out of range"
    return None


# -- nesting ------------------------------------------------------------------------------
#: Deepest bracket nesting ({ [ ( <) the input reader takes. xDSL's parser, printer and
#: rewriters recurse once or more per level; 256 levels need a few thousand Python frames,
#: which the reader provides (tirx_mlir.source.run_deep). Kernels nest a few levels.
MAX_NESTING = 256
