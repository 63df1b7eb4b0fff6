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


class Relaunch:
    """A launch prepared once (driver function, launch configuration, packed params) whose
    pointer, extent and scalar params are rewritten in place for each call: the framework ops'
    fast path. The op has checked the arguments against the kernel's rules before it calls
    (dtypes, shapes, devices; outputs it allocated itself), which is what `Kernel.__call__`
    would check on every launch."""

    def __init__(self, kernel, args, grid, block, stream: int):
        self.prepared = kernel.prepare(*args, grid=grid, block=block, stream=stream)
        self.slots = [(p.kind, p.arg_index, p.dim_index, self.prepared.bound.values[pos])
                      for pos, p in enumerate(kernel.abi.params)]

    def __call__(self, args, stream: int) -> None:
        """`args`: tensors (anything with `data_ptr()` and `shape`) and Python scalars, in the
        kernel's argument order."""
        for kind, arg, dim, slot in self.slots:
            a = args[arg]
            if kind == "ptr":
                slot.value = a.data_ptr()
            elif kind == "dim":
                slot.value = a.shape[dim]
            elif kind == "scalar":
                slot.value = a
        self.prepared.hstream = stream
        self.prepared.launch()


_RELAUNCHES: dict[tuple, Relaunch] = {}
MAX_RELAUNCHES = 256


def launch_rows(name: str, args, rows: int, cols: int, device: int, stream: int) -> None:
    """Launch the row kernel `name` (one row per CTA, cols/16 threads) through a `Relaunch`
    cached per (kernel, device, rows, cols); the oldest entry goes past MAX_RELAUNCHES."""
    key = (name, device, rows, cols)
    fast = _RELAUNCHES.get(key)
    if fast is None:
        if len(_RELAUNCHES) >= MAX_RELAUNCHES:
            del _RELAUNCHES[next(iter(_RELAUNCHES))]
        fast = _RELAUNCHES[key] = Relaunch(example_kernel(name), args, rows, cols // 16, stream)
    fast(args, stream)
