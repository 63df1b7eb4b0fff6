"""gemm_tune on the CPU: the heuristic's picks per shape class, candidates that all pass
the builders' parameter checks, and the tuning cache (keyed by shape, dtype, GPU and compiler
fingerprint; a miss falls back to the heuristic)."""

from __future__ import annotations

import json

import pytest

from tirx_mlir.kernels import gemm_tune
from tirx_mlir.lang import gemm_persistent


@pytest.mark.parametrize("shape,dtype,expect", [
    ((8192, 8192, 8192), "bf16", {"bn": 256, "stages": 4, "split": 2, "epilogue": "tma"}),
    ((4096, 4096, 4096), "bf16", {"bn": 256, "stages": 4, "split": 2, "epilogue": "tma"}),
    ((2048, 7168, 2304), "bf16", {"bn": 256, "stages": 4, "split": 2, "epilogue": "tma",
                                  "splitk": 4}),  # 448 tiles: 3 waves + 52, split-K
    ((4096, 4096, 4096), "bf16", {"splitk": None}),  # tail of 124 tiles: no split
    ((512, 8192, 4096), "bf16", {"bn": 128, "stages": 6, "epilogue": "tma"}),  # 128 wide, 256 narrow
    ((128, 8192, 8192), "bf16", {"bn": 64, "stages": 8, "epilogue": "tma"}),     # 32 tiles of 128x256
    ((128, 8192, 8192), "e4m3", {"bn": 128, "stages": 6, "epilogue": "tma"}),
    ((1000, 900, 712), "bf16", {"bn": 64, "stages": 8, "epilogue": "direct"}),   # N * 2 % 16 != 0
])
def test_heuristic(shape, dtype, expect):
    cfg = gemm_tune.heuristic(*shape, dtype)
    assert cfg["builder"] == "persistent" and cfg["dtype"] == dtype
    assert {k: cfg.get(k) for k in expect} == expect, cfg


def test_heuristic_rejects_unknown_dtype():
    with pytest.raises(ValueError, match="expected dtype one of"):
        gemm_tune.heuristic(64, 64, 64, "tf32")


@pytest.mark.parametrize("shape", [(8192, 8192, 1024), (128, 8192, 8192), (1000, 900, 712)])
@pytest.mark.parametrize("dtype", ["bf16", "e4m3"])
def test_candidates_build(shape, dtype):
    cands = gemm_tune.candidates(*shape, dtype)
    assert cands[0] == gemm_tune.heuristic(*shape, dtype) and len(cands) >= 4
    assert len({tuple(sorted(c.items())) for c in cands}) == len(cands)
    tma = (shape[1] * 2) % 16 == 0
    assert any(c["builder"] == "pingpong" for c in cands) == (tma and dtype == "bf16")
    for c in cands:
        assert c["epilogue"] == ("tma" if tma else "direct")
        kw = {k: v for k, v in c.items() if k not in ("builder",)}
        gemm_persistent.check_persistent_params(
            kw["bn"], kw["stages"], kw["epilogue"], kw["dtype"], kw.get("inflight", 0),
            kw.get("raster", "grouped"), kw.get("group", 8), kw.get("cluster", 1),
            kw.get("split", 1), kw.get("splitk", 1))
    if shape == (128, 8192, 8192):  # 32 tiles of 128 x 256 for 132 SMs: split-K candidates
        assert any(c.get("splitk", 1) > 1 for c in cands)
    assert any(c.get("raster") == "hilbert" for c in cands)


def test_cache_round_trip(tmp_path, monkeypatch):
    monkeypatch.setenv("TIRX_MLIR_CACHE_DIR", str(tmp_path))
    cfg = {"builder": "persistent", "epilogue": "tma", "bn": 128, "stages": 6, "dtype": "bf16"}
    assert gemm_tune.best_config(4096, 4096, 4096, "bf16", gpu="H200") == \
        gemm_tune.heuristic(4096, 4096, 4096, "bf16")
    gemm_tune._store(gemm_tune._key(4096, 4096, 4096, "bf16", "H200"), cfg, 1e-4)
    assert gemm_tune.best_config(4096, 4096, 4096, "bf16", gpu="H200") == cfg
    # another GPU, shape or dtype misses
    assert gemm_tune.best_config(4096, 4096, 4096, "bf16", gpu="H100") != cfg
    assert gemm_tune.best_config(4096, 4096, 4096, "e4m3", gpu="H200")["dtype"] == "e4m3"
    table = json.loads(gemm_tune.cache_path().read_text())
    (key,) = table
    assert key.startswith("4096x4096x4096:bf16:H200:") and table[key]["median_s"] == 1e-4
    # a stale compiler fingerprint is a miss
    monkeypatch.setattr("tirx_mlir.runtime.cache.source_fingerprint", lambda: "0" * 16)
    assert gemm_tune.best_config(4096, 4096, 4096, "bf16", gpu="H200") != cfg
