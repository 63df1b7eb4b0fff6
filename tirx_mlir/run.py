"""Compile an example kernel, run it on the GPU with fresh random inputs, check it.

    python -m tirx_mlir.run examples/rmsnorm.mlir --check
    python -m tirx_mlir.run examples/softmax.mlir --check --shape rows=33,cols=1536 --seed 7
    python -m tirx_mlir.run examples/vector_add.mlir --ptx          # print the PTX, no GPU needed

The kernel's recipe (tirx_mlir/kernels/simt_recipes.py, keyed by kernel name) says how to
make inputs, the launch shape and the float64 reference. Outputs are poisoned with NaN
before the launch, so an element the kernel does not write fails the check.

Exit status: 0 when it ran (and, with --check, matched); 1 when the check failed; 2 for bad
input, a compile error, or no usable GPU. Errors are one message, never a traceback.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path


def _parse_shape(text: str) -> dict[str, int]:
    shape = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        key, sep, value = part.partition("=")
        if not sep:
            raise ValueError(f"--shape: expected name=value pairs like rows=4096,cols=8192, found '{part}'")
        try:
            shape[key.strip()] = int(value)
        except ValueError:
            raise ValueError(f"--shape: {key.strip()} must be an int, found '{value}'") from None
        if shape[key.strip()] < 1:
            raise ValueError(f"--shape: {key.strip()} must be a positive extent, found {shape[key.strip()]}")
    return shape


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tirx_mlir.run", description=__doc__.split("\n\n")[0])
    ap.add_argument("file", help="IR file with a gpu.module (e.g. examples/rmsnorm.mlir)")
    ap.add_argument("--kernel", help="kernel to run when the module has several")
    ap.add_argument("--check", action="store_true", help="compare with the float64 NumPy reference")
    ap.add_argument("--shape", help="shape, e.g. rows=4096,cols=8192 or n=1000 (default: the recipe's)")
    ap.add_argument("--seed", type=int, default=None, help="random seed (default: fresh every run)")
    ap.add_argument("--backend", default="auto", choices=["auto", "torch", "cupy", "numpy"],
                    help="array library for the arguments (default: torch, else cupy, else numpy)")
    ap.add_argument("--ptx", action="store_true", help="print the PTX and stop (no GPU needed)")
    ap.add_argument("--no-cache", action="store_true", help="ignore the compile cache")
    args = ap.parse_args(argv)

    from tirx_mlir.kernels.simt_recipes import RECIPES, RecipeError, make_backend, run_case
    from tirx_mlir.runtime import TirxRuntimeError, compile, gpu_status

    def fail(msg: str) -> int:
        print(f"error: {msg}", file=sys.stderr)
        return 2

    path = Path(args.file)
    try:
        text = path.read_text()
    except OSError as exc:
        return fail(f"cannot read {path}: {exc.strerror}")
    try:
        shape_override = _parse_shape(args.shape) if args.shape else None
        mod = compile(text, use_cache=not args.no_cache)
        if args.ptx:
            sys.stdout.write(mod.ptx)
            return 0
        names = sorted(mod.kernels)
        name = args.kernel or (names[0] if len(names) == 1 else None)
        if name is None:
            return fail(f"{path} has kernels {names}; pick one with --kernel")
        if name not in mod.kernels:
            return fail(f"--kernel {name}: no such kernel in {path}; it has {names}")
        recipe = RECIPES.get(name)
        if recipe is None:
            return fail(f"no recipe for kernel '{name}' (recipes: {sorted(RECIPES)}); add one to tirx_mlir/kernels/simt_recipes.py")
        ok, why = gpu_status()
        if not ok:
            return fail(f"cannot run '{name}': no usable GPU ({why}); --ptx prints the PTX without one")
        import numpy as np

        shape = shape_override or dict(recipe.default)
        seed = args.seed if args.seed is not None else int(np.random.SeedSequence().entropy % (2**32))
        backend = make_backend(args.backend)
        case = recipe.case(shape, np.random.default_rng(seed), backend)
        print(f"{name}: {', '.join(f'{k}={v}' for k, v in shape.items())}, seed {seed}, {backend.name} arrays, "
              f"grid {case.grid}, block {case.block}, {mod.image_kind}{' (cached)' if mod.from_cache else ''}, {why}")
        if not args.check:
            mod.kernels[name](*case.args, grid=case.grid, block=case.block, sync=True)
            print(f"{name}: ran (add --check to compare with the reference)")
            return 0
        results = run_case(mod.kernels[name], recipe, case, backend)
    except (TirxRuntimeError, RecipeError, ValueError) as exc:
        return fail(str(exc))
    for r in results:
        print(r.line())
    passed = all(r.passed for r in results)
    print("PASS" if passed else "FAIL")
    return 0 if passed else 1


if __name__ == "__main__":
    sys.exit(main())
