"""The warp-specialized GEMMs on the GPU against a float32 reference.

Fresh random inputs each case (seed printed on failure), C poisoned with NaN before the
launch and followed in memory by a guard region that must come back unchanged, every element
compared. Shapes: square, non-square, and M, N, K that are not multiples of the tile (TMA
zero-fills the K tail and the out-of-bounds rows; the epilogue is bounds-checked or clipped
by the TMA store), M = 1 and N = 1. K must keep TMA's 16-byte global stride rule
(K * itemsize % 16 == 0); a TMA-stored C its row pitch (N * 2 % 16 == 0).
Marked `gpu`: skipped, with the reason, where no GPU is present (test/conftest.py).
"""

from __future__ import annotations

import numpy as np
import pytest

pytestmark = pytest.mark.gpu

SHAPES = [(256, 256, 256), (512, 384, 1024), (1000, 900, 712), (130, 260, 72), (1, 264, 136),
          (300, 1, 200), (777, 1000, 1000), (4096, 4096, 4096)]
VARIANTS = [
    {"builder": "tile"},
    {"builder": "tile", "inflight": 1},
    {"builder": "tile", "epilogue": "tma"},
    {"builder": "tile", "bn": 256, "stages": 3},
    {"builder": "aproxy"},
    {"builder": "aproxy", "inflight": 1},
    {"builder": "persistent", "bn": 256, "stages": 3, "epilogue": "tma"},
    {"builder": "persistent", "bn": 256, "stages": 4, "epilogue": "tma", "split": 2, "inflight": 1},
    {"builder": "persistent", "bn": 128, "stages": 6, "epilogue": "tma"},
    {"builder": "persistent", "bn": 256, "stages": 3, "epilogue": "direct", "raster": "row", "group": 1},
    {"builder": "persistent", "bn": 256, "stages": 4, "epilogue": "tma", "split": 2, "raster": "hilbert", "group": 8},
    {"builder": "persistent", "bn": 256, "stages": 3, "epilogue": "tma", "split": 2, "cbufs": 2},
    {"builder": "persistent", "bn": 256, "stages": 4, "epilogue": "tma", "split": 4, "cbufs": 2},
    {"builder": "pingpong", "bn": 128, "stages": 6, "epilogue": "tma", "inflight": 1},
    {"builder": "persistent", "bn": 256, "stages": 4, "epilogue": "tma", "split": 2, "cluster": 2},
    {"builder": "persistent", "bn": 256, "stages": 3, "epilogue": "direct", "cluster": 2, "inflight": 1},
    {"builder": "persistent", "bn": 192, "stages": 4, "epilogue": "tma"},
    {"builder": "persistent", "bn": 224, "stages": 3, "epilogue": "tma"},
    {"builder": "persistent", "bn": 192, "stages": 4, "epilogue": "tma", "split": 2},
    # 2-CTA clusters along N sharing A (half of A multicast by each CTA)
    {"builder": "persistent", "bn": 64, "stages": 8, "epilogue": "tma", "cluster": 2, "cluster_dim": "n"},
    {"builder": "persistent", "bn": 128, "stages": 6, "epilogue": "direct", "cluster": 2,
     "cluster_dim": "n", "inflight": 1},
]
GUARD = 4096  # bf16 elements after C that the kernel must not touch


def _vid(v):
    return "-".join(f"{k}{val}" for k, val in v.items())


_cache: dict = {}


def _gemm(**kw):
    from tirx_mlir.kernels.gemm_host import Gemm

    key = tuple(sorted(kw.items()))
    if key not in _cache:
        # aproxy-verify-sync runs on every shipped variant in the CPU tests
        # (test/test_gemm_persistent_ptxas.py); here the kernels are compiled without it.
        _cache[key] = Gemm(**kw, verify_sync=False)
    return _cache[key]


def check_gemm(g, M, N, K, dtype="bf16", scale=None):
    import torch

    seed = int(np.random.SeedSequence().entropy % (2**31))
    gen = torch.Generator(device="cuda").manual_seed(seed)
    tdt = {"bf16": torch.bfloat16, "f16": torch.float16, "e4m3": torch.float8_e4m3fn,
           "e5m2": torch.float8_e5m2}[dtype]
    A = (torch.rand(M, K, device="cuda", generator=gen) * 2 - 1).to(tdt)
    B = (torch.rand(N, K, device="cuda", generator=gen) * 2 - 1).to(tdt)
    buf = torch.full((M * N + GUARD,), float("nan"), dtype=torch.bfloat16, device="cuda")
    buf[M * N:] = 7.0
    C = buf[:M * N].view(M, N)
    g(A, B, C, scale=scale)
    assert bool((buf[M * N:] == 7.0).all()), f"seed {seed}: the guard region after C was written"
    ref = A.float() @ B.float().T
    if scale is not None:  # per-tensor scaling (scale_a * scale_b), applied in f32
        ref = ref * scale
    out = C.float()
    assert not torch.isnan(out).any(), f"seed {seed}: {int(torch.isnan(out).sum())} elements unwritten"
    err = (out - ref).abs()
    # bf16 output: half an ulp is 2^-9 relative. Accumulation error is bounded by
    # eps * sum_k |a_ik||b_jk|: f32 accumulation (bf16/f16 wgmma) keeps eps ~ 2^-20 over K terms,
    # but fp8 wgmma accumulates with fewer mantissa bits (about 13-14; DeepSeek-V3 report, §3.3.2),
    # so fp8 gets eps = 2^-11.
    absprod = (A.float().abs() @ B.float().abs().T) * (abs(scale) if scale is not None else 1.0)
    eps = 2.0 ** -11 if dtype in ("e4m3", "e5m2") else 2.0 ** -16
    tol = 2.0 ** -8 * ref.abs() + eps * absprod + 1e-6
    bad = err > tol
    assert not bad.any(), (f"seed {seed}: {int(bad.sum())} of {M * N} elements off; max err "
                           f"{float(err.max()):.4g} at {np.unravel_index(int(err.argmax()), (M, N))}")


@pytest.mark.parametrize("variant", VARIANTS, ids=[_vid(v) for v in VARIANTS])
@pytest.mark.parametrize("shape", SHAPES, ids=["x".join(map(str, s)) for s in SHAPES])
def test_gemm_bf16(variant, shape):
    _M, N, _K = shape
    if variant.get("epilogue") == "tma" and (N * 2) % 16:
        # A TMA store needs C's row pitch to be a multiple of 16 bytes (cuTensorMapEncodeTiled):
        # the host refuses such a C with a message naming the rule, before any launch.
        from tirx_mlir.runtime.errors import ArgumentError

        with pytest.raises(ArgumentError, match="stride of dimension 0 must be a positive multiple of 16 bytes"):
            check_gemm(_gemm(**variant), *shape)
        return
    check_gemm(_gemm(**variant), *shape)


@pytest.mark.parametrize("ctas,cluster", [(1, 1), (3, 1), (7, 1), (2, 2), (6, 2)],
                         ids=["ctas1", "ctas3", "ctas7", "ctas2-cluster2", "ctas6-cluster2"])
def test_persistent_few_ctas(ctas, cluster):
    """Few CTAs (clusters) walk many tiles each: the pipeline state, the C tile's store/wait
    cycle and, in a cluster, the multicast halves of B and the remote releases run across
    dozens of tiles (K = 200: a partial last K tile every time; M = 1000: the last band's
    second CTA has rows 1024.. entirely out of bounds)."""
    check_gemm(_gemm(builder="persistent", bn=256, stages=4, epilogue="tma", split=2, ctas=ctas,
                     cluster=cluster), 1000, 2056, 200)


@pytest.mark.parametrize("ctas", [2, 6, 0])
@pytest.mark.parametrize("shape", [(1000, 2056, 200), (128, 8200, 1032), (1, 136, 64)],
                         ids=lambda s: "x".join(map(str, s)))
def test_persistent_cluster_along_n(ctas, shape):
    """2-CTA clusters along N sharing A: each CTA multicasts 64 of the 128 A rows; with
    bn 64, N = 2056 is 33 tile columns (17 bands: the last band's second CTA has columns
    2112.. entirely out of bounds), N = 8200 a partial last column, M = 1 a single row
    (rank 1's half of A is out of bounds, zero-filled); few clusters walk many bands. fp8
    with K rounded up to 16 (TMA: a row pitch of whole 16 bytes)."""
    M, N, K = shape
    check_gemm(_gemm(builder="persistent", bn=64, stages=8, epilogue="tma", ctas=ctas,
                     cluster=2, cluster_dim="n"), M, N, K)
    check_gemm(_gemm(builder="persistent", bn=64, stages=8, epilogue="tma", ctas=ctas,
                     cluster=2, cluster_dim="n", dtype="e4m3", scaled=True), M, N,
               -(-K // 16) * 16, "e4m3", scale=0.75 * 1.5)


@pytest.mark.parametrize("ctas", [1, 2, 3, 7])
def test_pingpong_few_ctas(ctas):
    """Ping-pong consumers with an odd and an even number of tiles per CTA (the turn
    barriers' last arrival is matched by the other warpgroup after the loop) and many tiles
    per warpgroup (M = 1000: the last tile row partly out of bounds; K = 200: a partial K tile)."""
    check_gemm(_gemm(builder="pingpong", bn=128, stages=6, epilogue="tma", inflight=1, ctas=ctas),
               1000, 1032, 200)
    check_gemm(_gemm(builder="pingpong", bn=128, stages=6, epilogue="tma", ctas=ctas), 1000, 1032, 200)


@pytest.mark.parametrize("dtype", ["e4m3"])
def test_gemm_fp8(dtype):
    check_gemm(_gemm(builder="tile", dtype=dtype), 512, 384, 1024, dtype)
    check_gemm(_gemm(builder="persistent", dtype=dtype, bn=256, stages=4, split=2), 1000, 904,
               1024, dtype)
    check_gemm(_gemm(builder="persistent", dtype=dtype, bn=256, stages=4, split=2, cluster=2),
               1000, 904, 1024, dtype)
    # per-tensor scaled (torch._scaled_mm's form): C = scale_a * scale_b * A.B^T
    check_gemm(_gemm(builder="persistent", dtype=dtype, bn=256, stages=4, split=2, scaled=True),
               1000, 904, 1024, dtype, scale=0.75 * 1.5)


def test_tune_then_gemm(tmp_path, monkeypatch):
    """tune() compiles two candidates in parallel, checks, times and caches the winner;
    best_config() then returns it and gemm() runs it (checked against float32)."""
    import torch

    from tirx_mlir.kernels import gemm_tune

    monkeypatch.setenv("TIRX_MLIR_CACHE_DIR", str(tmp_path))
    M, N, K = 520, 1032, 264
    configs = [{"builder": "persistent", "epilogue": "tma", "bn": 128, "stages": 6, "dtype": "bf16"},
               {"builder": "persistent", "epilogue": "tma", "bn": 256, "stages": 4, "split": 2, "dtype": "bf16"}]
    cfg = gemm_tune.tune(M, N, K, "bf16", configs=configs, reps=3)
    assert cfg in configs
    assert gemm_tune.best_config(M, N, K, "bf16") == cfg
    assert gemm_tune.cache_path().exists()
    A = (torch.rand(M, K, device="cuda") * 2 - 1).to(torch.bfloat16)
    B = (torch.rand(N, K, device="cuda") * 2 - 1).to(torch.bfloat16)
    C = gemm_tune.gemm(A, B)
    ref = A.float() @ B.float().T
    assert float((C.float() - ref).abs().max() / ref.abs().max()) < 1e-2
