"""Every configuration of the ping-pong GEMM that the repository uses: test_gemm_pingpong.py's
variants, benchmarks/verify_sync_time.py's (the same), test/gpu/test_gemm.py's, the
benchmark's (benchmarks/bench_gemm.py) and gemm_tune's ping-pong candidates over the shapes
and dtypes its tests and the benchmark use, as canonical keyword sets of
tirx_mlir.lang.gemm_pingpong.pingpong_gemm_ir (test/test_lang_gemm_pingpong.py proves each
equal to what the hand builder it replaced made)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from gemm_persistent_configs import TUNE_DTYPES, TUNE_SHAPES, key_of, parse_key  # noqa: E402

#: the kernel options and their defaults (pingpong_gemm_ir's)
DEFAULTS = dict(bn=128, stages=6, dtype="bf16", raster="grouped", group=8, inflight=1)
ORDER = tuple(DEFAULTS)

#: test_gemm_pingpong.py's verify-sync variants (positional, ORDER; verify_sync_time.py too)
_POSITIONAL = [(128, 6, "bf16"), (128, 6, "e4m3"), (64, 8, "bf16"), (192, 4, "bf16"),
               (128, 6, "bf16", "grouped", 8, 0), ()]

#: Gemm(builder="pingpong", ...) configs of test/gpu/test_gemm.py (GEMMS, test_pingpong_few_ctas)
_HOST = [dict(bn=128, stages=6, epilogue="tma", inflight=1), dict(bn=128, stages=6, epilogue="tma")]


def canonical(kw: dict) -> dict:
    """The full option set of a kernel-style config (keys it lacks take the kernel's defaults)."""
    out = dict(DEFAULTS)
    out.update({k: v for k, v in kw.items() if k in DEFAULTS})
    return out


def host(kw: dict) -> dict:
    """A Gemm(builder="pingpong", ...) config as the kernel's options: the keys it lacks take
    Gemm's defaults (inflight 0, not the kernel's 1)."""
    import dataclasses

    from tirx_mlir.kernels.gemm_host import Gemm

    d = {f.name: f.default for f in dataclasses.fields(Gemm) if f.name in DEFAULTS}
    d.update({k: v for k, v in kw.items() if k in DEFAULTS})
    return canonical(d)


def key(kw: dict) -> str:
    return key_of(canonical(kw), ORDER)


def from_key(k: str) -> dict:
    return parse_key(k, DEFAULTS)


def tune_configs() -> list[dict]:
    """gemm_tune's heuristic picks and candidates of the pingpong builder over TUNE_SHAPES x
    TUNE_DTYPES, as Gemm configs."""
    from tirx_mlir.kernels import gemm_tune

    out = []
    for shape in TUNE_SHAPES:
        for dt in TUNE_DTYPES:
            out += [c for c in [gemm_tune.heuristic(*shape, dt), *gemm_tune.candidates(*shape, dt)]
                    if c.get("builder") == "pingpong"]
    return out


def bench_configs() -> list[dict]:
    """bench_gemm.py's pingpong variants (its module imports torch lazily)."""
    import importlib.util

    path = Path(__file__).resolve().parent.parent / "benchmarks" / "bench_gemm.py"
    spec = importlib.util.spec_from_file_location("_bench_gemm", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return [v for vs in mod.VARIANTS.values() for v in vs if v.get("builder") == "pingpong"]


def all_keys() -> list[str]:
    """Every config the repository uses, canonical keys, sorted, no duplicates."""
    cfgs = [dict(zip(ORDER, v)) for v in _POSITIONAL]
    cfgs += [host(c) for c in _HOST + tune_configs() + bench_configs()]
    return sorted({key(c) for c in cfgs})
