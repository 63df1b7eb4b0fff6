"""Recipes for the SIMT example kernels (examples/*.mlir), keyed by kernel name.

A recipe says how to run one kernel and how to check it: the shapes to test, how to make
fresh random inputs, which arguments are outputs (poisoned with NaN before the launch, so
an element the kernel never writes fails the check), the launch grid/block for a shape,
the float64 NumPy reference, and the tolerance. `python -m tirx_mlir.run FILE --check`,
`test/gpu/test_simt_kernels.py` and `benchmarks/bench_simt.py` all use these.

Arrays are made through a `Backend` (PyTorch on the GPU, CuPy, or NumPy host arrays that
the runtime copies in and out), so one recipe serves every array library.
"""

from __future__ import annotations

import abc
import math
from dataclasses import dataclass, field
from typing import Callable

import numpy as np


class RecipeError(ValueError):
    """A shape or option the kernel does not support; the message says what it needs."""


# -- array backends -------------------------------------------------------------------------

class Backend(abc.ABC):
    """Makes kernel arguments from float64 host values and reads results back as float64."""

    name = "?"

    @abc.abstractmethod
    def from_host(self, values: np.ndarray, dtype: str):
        """(kernel argument, the exact float64 values it holds after rounding to dtype)."""

    @abc.abstractmethod
    def poisoned(self, shape: tuple[int, ...], dtype: str):
        """A NaN-filled (or, for integer dtypes, sentinel-filled) output array."""

    @abc.abstractmethod
    def to_host(self, arr) -> np.ndarray:
        """The array's values as float64 on the host."""

    def synchronize(self) -> None:
        pass


class TorchBackend(Backend):
    name = "torch"

    def __init__(self, device: str = "cuda"):
        import torch

        self.torch = torch
        self.device = device

    def _dt(self, dtype):
        return getattr(self.torch, dtype)

    def from_host(self, values, dtype):
        t = self.torch.from_numpy(np.ascontiguousarray(values)).to(self.device).to(self._dt(dtype)).contiguous()
        return t, self.to_host(t)

    def poisoned(self, shape, dtype):
        return self.torch.full(shape, float("nan"), dtype=self._dt(dtype), device=self.device)

    def to_host(self, arr):
        self.torch.cuda.synchronize()
        return arr.detach().to(self.torch.float64).cpu().numpy()

    def synchronize(self):
        self.torch.cuda.synchronize()


class CupyBackend(Backend):
    name = "cupy"

    def __init__(self):
        import cupy

        self.cp = cupy

    def from_host(self, values, dtype):
        if dtype == "bfloat16":
            raise RecipeError("CuPy has no bfloat16 arrays; use --backend torch or numpy (with ml_dtypes)")
        a = self.cp.asarray(values.astype(dtype))
        return a, self.to_host(a)

    def poisoned(self, shape, dtype):
        return self.cp.full(shape, np.nan, dtype=dtype)

    def to_host(self, arr):
        return self.cp.asnumpy(arr).astype(np.float64)

    def synchronize(self):
        self.cp.cuda.runtime.deviceSynchronize()


class NumpyBackend(Backend):
    """Host arrays: the runtime copies them to the GPU and back around each launch."""

    name = "numpy"

    def _np_dtype(self, dtype):
        from tirx_mlir.runtime.dtypes import numpy_dtype

        try:
            return numpy_dtype(dtype)
        except Exception as exc:  # ArgumentError: ml_dtypes missing
            raise RecipeError(str(exc)) from None

    def from_host(self, values, dtype):
        a = np.ascontiguousarray(values.astype(self._np_dtype(dtype)))
        return a, a.astype(np.float64)

    def poisoned(self, shape, dtype):
        return np.full(shape, np.nan, dtype=self._np_dtype(dtype))

    def to_host(self, arr):
        return np.asarray(arr).astype(np.float64)


def make_backend(name: str = "auto") -> Backend:
    """torch (if importable with CUDA), else cupy, else numpy — or the one named."""
    if name in ("auto", "torch"):
        try:
            import torch

            if torch.cuda.is_available():
                return TorchBackend()
            if name == "torch":
                raise RecipeError("--backend torch: PyTorch sees no CUDA device")
        except ImportError:
            if name == "torch":
                raise RecipeError("--backend torch: PyTorch is not installed") from None
    if name in ("auto", "cupy"):
        try:
            return CupyBackend()
        except ImportError:
            if name == "cupy":
                raise RecipeError("--backend cupy: CuPy is not installed") from None
    if name in ("auto", "numpy"):
        return NumpyBackend()
    raise RecipeError(f"unknown backend '{name}'; choose auto, torch, cupy or numpy")


# -- recipes ----------------------------------------------------------------------------------

@dataclass
class Tolerance:
    rtol: float
    atol: float


@dataclass
class Case:
    """One run of a recipe: the arguments in kernel order, the launch, and what to compare."""

    args: list
    grid: tuple
    block: tuple
    outputs: dict[str, object]  # argument name -> device/host array written by the kernel
    reference: dict[str, np.ndarray]  # argument name -> float64 expected values


@dataclass
class Recipe:
    kernel: str
    example: str  # path of the example IR, relative to the repository root
    dims: tuple[str, ...]  # names of the shape parameters, e.g. ("rows", "cols")
    default: dict[str, int]  # shape for `python -m tirx_mlir.run --check`
    test_shapes: list[dict[str, int]]  # shapes the GPU tests check
    bench_shapes: list[dict[str, int]] = field(default_factory=list)
    check_shape: Callable[[dict], None] = lambda shape: None
    build: Callable[[dict, np.random.Generator, Backend], Case] = None  # type: ignore[assignment]
    tolerance: Tolerance = field(default_factory=lambda: Tolerance(1e-6, 1e-6))
    bytes_moved: Callable[[dict], int] = lambda shape: 0  # fewest bytes read + written

    def case(self, shape: dict, rng: np.random.Generator, backend: Backend) -> Case:
        missing = [d for d in self.dims if d not in shape]
        extra = [d for d in shape if d not in self.dims]
        if missing or extra:
            raise RecipeError(f"{self.kernel}: shape needs exactly {self.dims}, found {tuple(shape)}")
        for d in self.dims:
            if not isinstance(shape[d], int) or shape[d] < 1:
                raise RecipeError(f"{self.kernel}: {d} must be a positive int, found {shape[d]!r}")
        self.check_shape(shape)
        return self.build(shape, rng, backend)


def _blocks(n: int, per: int) -> int:
    return max(1, math.ceil(n / per))


# vector_add: c = a + b, f32, one element per thread, bounds-checked.
def _vector_add(shape, rng, be):
    n = shape["n"]
    a, a64 = be.from_host(rng.standard_normal(n).astype(np.float32), "float32")
    b, b64 = be.from_host(rng.standard_normal(n).astype(np.float32), "float32")
    c = be.poisoned((n,), "float32")
    return Case([a, b, c], (_blocks(n, 256),), (256,), {"c": c}, {"c": a64 + b64})


# saxpy: y = alpha * x + y in place (y is read, so it cannot be poisoned; x and alpha are
# drawn so that alpha * x is never near zero, and an unwritten y fails the comparison).
SAXPY_GRID = 528  # 4 CTAs per SM of an H200 (132 SMs); the kernel's grid-stride loop covers any n


def _saxpy(shape, rng, be):
    n = shape["n"]
    alpha = float(np.float32(rng.uniform(0.5, 2.0) * rng.choice([-1, 1])))
    xs = (rng.uniform(0.5, 2.0, n) * rng.choice([-1.0, 1.0], n)).astype(np.float32)
    x, x64 = be.from_host(xs, "float32")
    y, y64 = be.from_host(rng.standard_normal(n).astype(np.float32), "float32")
    ref = (np.float64(alpha) * x64 + y64)
    return Case([alpha, x, y], (min(SAXPY_GRID, _blocks(n, 256)),), (256,), {"y": y}, {"y": ref})


def _rows_check(kernel):
    def check(shape):
        cols = shape["cols"]
        if cols % 512 or not 512 <= cols <= 16384:
            raise RecipeError(
                f"{kernel}: cols must be a multiple of 512 in [512, 16384] (each of cols/16 threads holds 16 "
                f"elements), found {cols}")
    return check


def _softmax(shape, rng, be):
    rows, cols = shape["rows"], shape["cols"]
    x, x64 = be.from_host((3.0 * rng.standard_normal((rows, cols))).astype(np.float32), "bfloat16")
    y = be.poisoned((rows, cols), "bfloat16")
    e = np.exp(x64 - x64.max(axis=1, keepdims=True))
    return Case([x, y], (rows,), (cols // 16,), {"y": y}, {"y": e / e.sum(axis=1, keepdims=True)})


RMSNORM_EPS = 1e-6


def _rmsnorm(shape, rng, be):
    rows, cols = shape["rows"], shape["cols"]
    x, x64 = be.from_host(rng.standard_normal((rows, cols)).astype(np.float32), "bfloat16")
    w, w64 = be.from_host((1.0 + 0.5 * rng.standard_normal(cols)).astype(np.float32), "bfloat16")
    y = be.poisoned((rows, cols), "bfloat16")
    eps = float(np.float32(RMSNORM_EPS))
    ref = x64 / np.sqrt((x64 * x64).mean(axis=1, keepdims=True) + eps) * w64
    return Case([x, w, y, eps], (rows,), (cols // 16,), {"y": y}, {"y": ref})


# bf16 outputs: one bf16 rounding (relative half-ulp <= 2^-8) on top of f32 math; 2^-7 leaves
# room for the f32 reductions and ex2.approx. f32 outputs: a few f32 ulps.
BF16_TOL = Tolerance(rtol=2.0**-7, atol=1e-5)
F32_TOL = Tolerance(rtol=4e-7, atol=1e-6)

ROW_TEST_SHAPES = [
    {"rows": 1, "cols": 512},
    {"rows": 7, "cols": 1536},
    {"rows": 130, "cols": 4096},
    {"rows": 33, "cols": 8192},
    {"rows": 5, "cols": 16384},
]
ROW_BENCH_SHAPES = [{"rows": 8192, "cols": 8192}, {"rows": 4096, "cols": 4096}, {"rows": 16384, "cols": 8192}]

RECIPES: dict[str, Recipe] = {
    "vector_add": Recipe(
        "vector_add", "examples/vector_add.mlir", ("n",), {"n": 1 << 24},
        [{"n": 1}, {"n": 1000}, {"n": 4097}, {"n": (1 << 20) + 3}],
        build=_vector_add, tolerance=F32_TOL, bytes_moved=lambda s: 12 * s["n"]),
    "saxpy": Recipe(
        "saxpy", "examples/saxpy.mlir", ("n",), {"n": 1 << 24},
        [{"n": 1}, {"n": 1000}, {"n": 65537}, {"n": (1 << 22) + 1}],
        build=_saxpy, tolerance=F32_TOL, bytes_moved=lambda s: 12 * s["n"]),
    "softmax": Recipe(
        "softmax", "examples/softmax.mlir", ("rows", "cols"), {"rows": 4096, "cols": 8192},
        ROW_TEST_SHAPES, ROW_BENCH_SHAPES, check_shape=_rows_check("softmax"), build=_softmax,
        tolerance=BF16_TOL, bytes_moved=lambda s: 2 * 2 * s["rows"] * s["cols"]),
    "rmsnorm": Recipe(
        "rmsnorm", "examples/rmsnorm.mlir", ("rows", "cols"), {"rows": 4096, "cols": 8192},
        ROW_TEST_SHAPES, ROW_BENCH_SHAPES, check_shape=_rows_check("rmsnorm"), build=_rmsnorm,
        tolerance=BF16_TOL, bytes_moved=lambda s: 2 * (2 * s["rows"] * s["cols"] + s["cols"])),
}


@dataclass
class Comparison:
    name: str
    max_abs: float
    max_rel_err: float  # max |out - ref| / (atol + rtol * |ref|): <= 1 passes
    norm_rel: float  # ||out - ref|| / ||ref||
    nan_count: int
    bad_count: int
    size: int

    @property
    def passed(self) -> bool:
        return self.nan_count == 0 and self.bad_count == 0

    def line(self) -> str:
        status = "PASS" if self.passed else "FAIL"
        extra = f", {self.nan_count} NaN (unwritten?)" if self.nan_count else ""
        return (f"{self.name}: max |err| {self.max_abs:.3e}, ||err||/||ref|| {self.norm_rel:.3e}, "
                f"worst err/tol {self.max_rel_err:.3f}, {self.bad_count}/{self.size} out of tolerance{extra}: {status}")


def compare(name: str, out: np.ndarray, ref: np.ndarray, tol: Tolerance) -> Comparison:
    out = np.asarray(out, dtype=np.float64)
    ref = np.asarray(ref, dtype=np.float64)
    if out.shape != ref.shape:
        raise RecipeError(f"{name}: output shape {out.shape} differs from the reference's {ref.shape}")
    nan = ~np.isfinite(out)
    err = np.abs(out - ref)
    bound = tol.atol + tol.rtol * np.abs(ref)
    ratio = np.where(nan, np.inf, err / bound)
    finite_err = np.where(nan, 0.0, err)
    refn = float(np.linalg.norm(ref)) or 1.0
    return Comparison(
        name, float(finite_err.max(initial=0.0)), float(ratio.max(initial=0.0)),
        float(np.linalg.norm(finite_err) / refn), int(nan.sum()), int((ratio > 1.0).sum()), int(out.size))


def run_case(kernel, recipe: Recipe, case: Case, backend: Backend) -> list[Comparison]:
    """Launch once and compare every output with the reference."""
    kernel(*case.args, grid=case.grid, block=case.block, sync=True)
    backend.synchronize()
    return [compare(name, backend.to_host(arr), case.reference[name], recipe.tolerance)
            for name, arr in case.outputs.items()]
