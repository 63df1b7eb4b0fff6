"""`tile-dispatch`: the variant registry (registry.py), the variants of each primitive
family (copy.py with copy_matrix.py, copy_vectorized.py, copy_scalar.py and copy_common.py;
gemm.py; fragment.py; ...) and the pass (pass.py, class TileDispatch)."""

import importlib as _importlib

TileDispatch = _importlib.import_module(f"{__name__}.pass").TileDispatch

__all__ = ["TileDispatch"]
