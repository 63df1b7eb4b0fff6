"""Every configuration of the blockwise-scaled fp8 GEMM that the repository uses: the tests'
variants (test_gemm_blockwise.py's SHIPPED and round trip, test/gpu/test_gemm_blockwise_gpu.py),
the benchmarks' (bench_gemm_blockwise.py's VARIANTS, ncu_blockwise.py's default) and the host
heuristic's picks (kernels/blockwise.heuristic over both fp8 dtypes), as canonical keyword
sets of tirx_mlir.lang.gemm_blockwise.blockwise_gemm_ir (test/test_lang_gemm_blockwise.py
proves each equal to what the hand builder it replaced made)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from gemm_persistent_configs import key_of, parse_key  # noqa: E402

#: the kernel options and their defaults (blockwise_gemm_ir's; pn 0: the default parts)
DEFAULTS = dict(bn=256, stages=4, dtype="e4m3", raster="grouped", group=8, pn=0, temps=1,
                prefetch=1, stagger=False)
ORDER = tuple(DEFAULTS)
#: the host's option names (BlockwiseGemm) for the kernel's
HOST = {"part": "pn"}

#: test_gemm_blockwise.py's SHIPPED (positional, ORDER; pn None: the default parts)
_POSITIONAL = [
    (256, 4, "e4m3"), (128, 6, "e4m3"), (64, 8, "e4m3"), (256, 4, "e5m2"),
    (256, 4, "e4m3", "grouped", 8, 64, 2), (192, 5, "e4m3", "grouped", 8, 64, 2),
    (256, 4, "e4m3", "grouped", 8, None, 1, 2, True),
]

#: host-style variants: test/gpu/test_gemm_blockwise_gpu.py (CONFIGS, e5m2, stagger,
#: prefetch), bench_gemm_blockwise.py's VARIANTS, ncu_blockwise.py's default (`ctas` is
#: launch-only)
_KEYWORD = [
    dict(bn=256, stages=4), dict(bn=256, stages=4, part=64, temps=2),
    dict(bn=192, stages=5, part=64, temps=2), dict(bn=128, stages=6), dict(bn=64, stages=8),
    dict(bn=256, stages=4, dtype="e5m2"), dict(bn=256, stages=4, prefetch=2, stagger=True),
    dict(bn=256, stages=4, prefetch=0), dict(bn=256, stages=4, prefetch=2),
    dict(bn=256, stages=4, prefetch=3), dict(bn=256, stages=4, stagger=True),
]

#: shapes given to the heuristic (its tests, the GPU tests' shapes, the benchmark's)
HEURISTIC_SHAPES = [(4096, 4096, 4096), (128, 8192, 8192), (256, 256, 256), (1000, 904, 720),
                    (2048, 2048, 4096), (8192, 8192, 8192), (2048, 7168, 2304), (512, 8192, 4096)]


def canonical(kw: dict) -> dict:
    """The full option set of a config (host names mapped, launch-only keys dropped)."""
    out = dict(DEFAULTS)
    for k, v in kw.items():
        k = HOST.get(k, k)
        if k in DEFAULTS:
            out[k] = v
    out["pn"] = out["pn"] or 0
    out["stagger"] = bool(out["stagger"])
    return out


def key(kw: dict) -> str:
    return key_of(canonical(kw), ORDER)


def from_key(k: str) -> dict:
    return parse_key(k, DEFAULTS)


def ir_args(kw: dict) -> dict:
    """blockwise_gemm_ir's keywords for a canonical config."""
    c = canonical(kw)
    c["pn"] = c["pn"] or None
    return c


def heuristic_configs() -> list[dict]:
    from tirx_mlir.kernels.blockwise import heuristic

    return [dict(heuristic(*s), dtype=dt) for s in HEURISTIC_SHAPES for dt in ("e4m3", "e5m2")]


def bench_configs() -> list[dict]:
    """bench_gemm_blockwise.py's VARIANTS (its module imports torch lazily)."""
    import ast
    import os

    path = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                        "benchmarks", "bench_gemm_blockwise.py")
    tree = ast.parse(open(path).read())
    for node in tree.body:
        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") == "VARIANTS":
            return ast.literal_eval(node.value)
    raise AssertionError("bench_gemm_blockwise.py has no VARIANTS")


def all_keys() -> list[str]:
    """Every config the repository uses, canonical keys, sorted, no duplicates."""
    cfgs = ([dict(zip(ORDER, v)) for v in _POSITIONAL] + _KEYWORD + heuristic_configs()
            + bench_configs())
    return sorted({key(c) for c in cfgs})
