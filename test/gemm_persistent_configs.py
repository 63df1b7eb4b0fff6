"""Every configuration of the persistent GEMM that the repository uses: the tests' variants
(test_gemm_persistent_ptxas.py, test_gemm_splitk.py, test_verify_sync.py, test/gpu/), the
benchmark's (benchmarks/bench_gemm.py) and gemm_tune's candidates and heuristic picks over
the shapes its tests and the benchmark use, as canonical keyword sets of
tirx_mlir.lang.gemm_persistent.persistent_gemm_ir (test/test_lang_gemm_persistent.py proves
each equal to what the hand builder it replaced made)."""

from __future__ import annotations

#: the kernel options and their defaults (persistent_gemm_ir's)
DEFAULTS = dict(bn=256, stages=3, epilogue="tma", dtype="bf16", inflight=0, raster="grouped",
                group=8, cluster=1, split=1, scaled=False, splitk=1, cbufs=1)
ORDER = tuple(DEFAULTS)

#: the 2-CTA cluster configurations test_gemm_persistent_ptxas.py checks with the sync checker
_CLUSTER_CHECKS = [(256, 4, "tma", "bf16", 0, "grouped", 8, 2, 2, False, 4),
                   (256, 4, "tma", "bf16", 0, "grouped", 8, 2, 2)]


def _positional() -> list[tuple]:
    """test_gemm_persistent_ptxas.py's VARIANTS and SHIPPED (read from it, so that a config
    added there is one this proof must cover) and the cluster checks (positional, ORDER)."""
    import test_gemm_persistent_ptxas as T

    return list(T.VARIANTS) + list(T.SHIPPED) + _CLUSTER_CHECKS


#: keyword variants: test_verify_sync.py's zoo, test/gpu/test_gemm.py,
#: test/gpu/test_gemm_splitk_gpu.py, bench_gemm.py's VARIANTS (the launch-only `ctas` aside)
_KEYWORD = [
    dict(bn=128, stages=4), dict(bn=256, stages=3),
    dict(bn=256, stages=4, split=2, inflight=1), dict(bn=128, stages=6),
    dict(bn=256, stages=3, epilogue="direct", raster="row", group=1),
    dict(bn=256, stages=4, split=2, raster="hilbert", group=8),
    dict(bn=256, stages=3, split=2, cbufs=2), dict(bn=256, stages=4, split=4, cbufs=2),
    dict(bn=256, stages=4, split=2, cluster=2),
    dict(bn=256, stages=3, epilogue="direct", cluster=2, inflight=1),
    dict(bn=256, stages=4, split=2), dict(bn=256, stages=4, split=2, dtype="e4m3"),
    dict(bn=256, stages=4, split=2, cluster=2, dtype="e4m3"),
    dict(bn=256, stages=4, split=2, scaled=True, dtype="e4m3"),
    dict(bn=256, stages=4, split=2, splitk=4), dict(bn=256, stages=4, split=2, splitk=8, inflight=1),
    dict(bn=128, stages=6, splitk=4), dict(bn=128, stages=6, epilogue="direct", splitk=3),
    dict(bn=256, stages=4, split=4, cbufs=2, splitk=4),
    dict(bn=256, stages=4, split=2, splitk=4, cluster=2), dict(bn=256, stages=4, split=2, splitk=8),
    dict(bn=256, stages=4, split=2, group=16), dict(bn=256, stages=4, epilogue="direct"),
    dict(bn=64, stages=8), dict(bn=128, stages=6, dtype="e4m3", scaled=True),
    dict(bn=256, stages=4, epilogue="direct", cluster=2),
    dict(bn=256, stages=4, split=2, cluster=2, dtype="e4m3", scaled=True),
    dict(bn=256, stages=4, split=2, group=16, splitk=4),
    dict(bn=256, stages=4, split=2, splitk=4, dtype="e4m3", scaled=True),
]

#: the shapes gemm_tune's tests and bench_gemm.py give the heuristic and the candidates
TUNE_SHAPES = [(8192, 8192, 8192), (4096, 4096, 4096), (2048, 7168, 2304), (512, 8192, 4096),
               (128, 8192, 8192), (1000, 900, 712), (8192, 8192, 1024), (4096, 8192, 2048),
               (4096, 14336, 4096), (6144, 6144, 6144)]
TUNE_DTYPES = ("bf16", "f16", "e4m3", "e5m2")


def canonical(kw: dict) -> dict:
    """The full option set of a builder-style config (host-only keys dropped)."""
    out = dict(DEFAULTS)
    out.update({k: v for k, v in kw.items() if k in DEFAULTS})
    out["scaled"] = bool(out["scaled"])
    return out


def parse_key(k: str, defaults: dict) -> dict:
    """The parameters a key names, each of its default's type (shared by the configs modules
    of the ported GEMMs)."""
    out = {}
    for item in k.split(","):
        name, v = item.split("=")
        d = defaults[name]
        out[name] = (v == "True") if isinstance(d, bool) else type(d)(v)
    return out


def key_of(c: dict, order) -> str:
    """A canonical config's name in hashes.json: `name=value` for each parameter, in `order`
    (shared by the configs modules of the ported GEMMs)."""
    return ",".join(f"{k}={c[k]}" for k in order)


def key(kw: dict) -> str:
    return key_of(canonical(kw), ORDER)


def from_key(k: str) -> dict:
    return parse_key(k, DEFAULTS)


def tune_configs() -> list[dict]:
    """gemm_tune's heuristic picks and persistent candidates over TUNE_SHAPES x TUNE_DTYPES."""
    from tirx_mlir.kernels import gemm_tune

    out = []
    for shape in TUNE_SHAPES:
        for dt in TUNE_DTYPES:
            out.append(gemm_tune.heuristic(*shape, dt))
            out += [c for c in gemm_tune.candidates(*shape, dt) if c["builder"] == "persistent"]
    return out


def bench_configs() -> list[dict]:
    """bench_gemm.py's persistent variants (its module imports torch lazily)."""
    import importlib.util
    import os

    path = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                        "benchmarks", "bench_gemm.py")
    spec = importlib.util.spec_from_file_location("_bench_gemm", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return [v for vs in mod.VARIANTS.values() for v in vs if v.get("builder") == "persistent"]


def since_builder(c: dict) -> bool:
    """A config of an option the hand builder never had (it was deleted before they came):
    clusters along N (`cluster_dim="n"`), 128 x 192 and 128 x 224 tiles. Nothing to prove them equal to;
    test_gemm_persistent_ptxas.py (PTX, ptxas, the sync checker) and test/gpu/test_gemm.py
    check them."""
    return c.get("cluster_dim", "m") != "m" or c.get("bn") in (192, 224)


def all_keys() -> list[str]:
    """Every config the repository uses that the hand builder had (not `since_builder`),
    canonical keys, sorted, no duplicates."""
    cfgs = [dict(zip(ORDER, v)) for v in _positional()] + _KEYWORD + tune_configs() + bench_configs()
    return sorted({key(c) for c in cfgs if not since_builder(c)})
