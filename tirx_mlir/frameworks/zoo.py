"""What every framework binding shares: the compiled zoo kernels and their shape rules.

Framework modules (`torch_ops`, `jax_ops`) check arguments in their own types and launch
through `example_kernel(name)`, so the rules are stated once."""

from __future__ import annotations

import functools
from pathlib import Path

from tirx_mlir.runtime.errors import ArgumentError

_ROOT = Path(__file__).resolve().parents[2]


@functools.lru_cache(maxsize=None)
def example_kernel(name: str):
    """The compiled kernel of the SIMT example `name` (examples/<name>.mlir), compiled once."""
    from tirx_mlir.kernels.simt_recipes import RECIPES
    from tirx_mlir.runtime import compile

    return compile((_ROOT / RECIPES[name].example).read_text())[name]


def check_rows(op: str, shape: tuple[int, ...], dtype: str) -> tuple[int, int]:
    """The row kernels' rules (one row per CTA, cols/16 threads holding 16 bf16 each):
    (rows, cols), or ArgumentError naming the op, what was expected and what was found."""
    if len(shape) != 2:
        raise ArgumentError(f"tirx.{op}: x expected a 2-d (rows x cols) array, found shape {tuple(shape)}")
    if dtype != "bfloat16":
        raise ArgumentError(f"tirx.{op}: x expected dtype bfloat16, found {dtype}")
    rows, cols = shape
    if cols % 512 or not 512 <= cols <= 16384:
        raise ArgumentError(f"tirx.{op}: cols must be a multiple of 512 in [512, 16384] (each of cols/16 "
                            f"threads holds 16 elements), found {cols}")
    return rows, cols


def check_weight(op: str, shape: tuple[int, ...], dtype: str, cols: int) -> None:
    if tuple(shape) != (cols,) or dtype != "bfloat16":
        raise ArgumentError(f"tirx.{op}: w expected a bfloat16 vector of {cols} (x's cols), found "
                            f"{dtype} {tuple(shape)}")
