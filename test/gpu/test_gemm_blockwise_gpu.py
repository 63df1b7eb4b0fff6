"""The blockwise-scaled fp8 GEMM (lang/gemm_blockwise.py, kernels/blockwise.py) on the GPU.

C[m, n] = sum_kb scale_a[m, kb] * scale_b[n // 128, kb] * (A_kb . B_kb^T)[m, n] against the
same sum in float32 (A and B expanded by their scales, one float32 matmul), fresh random
fp8 inputs and scales (spread over two orders of magnitude, so a scale applied to the wrong
row, block or K block shows) for every case, C poisoned with NaN and followed by a guard
region that must come back unchanged. Shapes: ragged M, N and K (not multiples of the tile,
the scale blocks or the K tile; the last K block partial), M = 1, N = 1 (a padded C), and
the torch peer's own result on a shape it accepts. Marked `gpu`.
"""

from __future__ import annotations

import numpy as np
import pytest

pytestmark = pytest.mark.gpu

GUARD = 4096
SHAPES = [(256, 256, 256), (1000, 904, 720), (777, 1000, 1040), (130, 264, 144), (1, 264, 144),
          (300, 8, 208), (300, 1, 256), (2048, 2048, 4096)]
CONFIGS = [{"bn": 256, "stages": 4}, {"bn": 256, "stages": 4, "part": 64, "temps": 2},
           {"bn": 192, "stages": 5, "part": 64, "temps": 2}, {"bn": 128, "stages": 6},
           {"bn": 64, "stages": 8}]
_cache: dict = {}


def _g(**cfg):
    from tirx_mlir.kernels.blockwise import BlockwiseGemm

    key = tuple(sorted(cfg.items()))
    if key not in _cache:
        # aproxy-verify-sync runs on the shipped variants in test/test_gemm_blockwise.py.
        _cache[key] = BlockwiseGemm(**cfg, verify_sync=False)
    return _cache[key]


def make_inputs(M, N, K, seed, dtype="e4m3"):
    import torch

    gen = torch.Generator(device="cuda").manual_seed(seed)
    tdt = {"e4m3": torch.float8_e4m3fn, "e5m2": torch.float8_e5m2}[dtype]
    A = (torch.rand(M, K, device="cuda", generator=gen) * 2 - 1).to(tdt)
    B = (torch.rand(N, K, device="cuda", generator=gen) * 2 - 1).to(tdt)
    kb, nb = -(-K // 128), -(-N // 128)
    # scale_a column-major (torch's BlockWise1x128 layout), scale_b row-major (N/128, K/128)
    sa = (2.0 ** (torch.rand(kb, M, device="cuda", generator=gen) * 6 - 3)).t()
    sb = 2.0 ** (torch.rand(nb, kb, device="cuda", generator=gen) * 6 - 3)
    return A, B, sa, sb


def reference(A, B, sa, sb):
    """The blockwise sum in float32 (and |.| of it, for the tolerance)."""
    K, N = A.shape[1], B.shape[0]
    a_s = sa.repeat_interleave(128, dim=1)[:, :K]
    b_s = sb.repeat_interleave(128, dim=1)[:, :K].repeat_interleave(128, dim=0)[:N]
    Af, Bf = A.float() * a_s, B.float() * b_s
    return Af @ Bf.T, Af.abs() @ Bf.abs().T


def check(C, ref, absprod, seed):
    import torch

    out = C.float()
    assert not torch.isnan(out).any(), f"seed {seed}: {int(torch.isnan(out).sum())} elements unwritten"
    err = (out - ref).abs()
    # bf16 output (half an ulp: 2^-9 relative) + fp8 wgmma accumulation within each 128-wide
    # K block (~2^-11 of sum |a||b|, DeepSeek-V3 report 3.3.2), promoted to f32 per block.
    tol = 2.0 ** -8 * ref.abs() + 2.0 ** -11 * absprod + 1e-6
    bad = err > tol
    M, N = ref.shape
    assert not bad.any(), (f"seed {seed}: {int(bad.sum())} of {M * N} elements off; max err "
                           f"{float(err.max()):.4g} at {np.unravel_index(int(err.argmax()), (M, N))}")


def run_case(g, M, N, K, dtype="e4m3"):
    import torch

    seed = int(np.random.SeedSequence().entropy % (2**31))
    A, B, sa, sb = make_inputs(M, N, K, seed, dtype)
    Np = -(-N // 8) * 8  # the TMA store's 16-byte row pitch
    buf = torch.full((M * Np + GUARD,), float("nan"), dtype=torch.bfloat16, device="cuda")
    buf[M * Np:] = 7.0
    C = buf[:M * Np].view(M, Np)
    g(A, B, sa, sb, C)
    torch.cuda.synchronize()
    assert bool((buf[M * Np:] == 7.0).all()), f"seed {seed}: the guard region after C was written"
    ref, absprod = reference(A, B, sa, sb)
    check(C[:, :N], ref, absprod, seed)
    return A, B, sa, sb, C[:, :N]


@pytest.mark.parametrize("cfg", CONFIGS, ids=["-".join(f"{k}{v}" for k, v in c.items()) for c in CONFIGS])
@pytest.mark.parametrize("shape", SHAPES, ids=["x".join(map(str, s)) for s in SHAPES])
def test_blockwise(cfg, shape):
    run_case(_g(**cfg), *shape)


def test_blockwise_e5m2():
    run_case(_g(bn=256, stages=4, dtype="e5m2"), 520, 640, 384, "e5m2")


def test_blockwise_few_ctas():
    """3 CTAs walk 72 tiles: the pipeline state, the scales' K-block index and the C store's
    cycle run across tiles (K = 208: the last K block is partial)."""
    run_case(_g(bn=256, stages=4, ctas=3), 1000, 2056, 208)


def test_blockwise_stagger():
    """Consumer warpgroup 1 waits for warpgroup 0's first product of every tile (3 CTAs,
    many tiles each; ragged M, N, K)."""
    run_case(_g(bn=256, stages=4, prefetch=2, stagger=True, ctas=3), 1000, 2056, 720)
    run_case(_g(bn=256, stages=4, prefetch=2, stagger=True), 777, 1000, 1040)


@pytest.mark.parametrize("prefetch", [0, 2, 3])
def test_blockwise_prefetch(prefetch):
    """Scales loaded in their own iteration, or 2 / 3 K blocks ahead (K = 720: 6 blocks)."""
    run_case(_g(bn=256, stages=4, prefetch=prefetch), 1000, 904, 720)


def test_blockwise_entry_matches_torch_peer():
    """blockwise_gemm (the heuristic's config) and torch.ops.tirx.blockwise_gemm against
    float32 math, and against torch's own blockwise scaled_mm where this torch has it."""
    import torch

    import tirx_mlir.frameworks.torch_ops  # noqa: F401  (registers torch.ops.tirx)
    from tirx_mlir.kernels.blockwise import blockwise_gemm

    M, N, K = 512, 768, 1024
    seed = 1234
    A, B, sa, sb = make_inputs(M, N, K, seed)
    ref, absprod = reference(A, B, sa, sb)
    check(blockwise_gemm(A, B, sa, sb), ref, absprod, seed)
    check(torch.ops.tirx.blockwise_gemm(A, B, sa, sb), ref, absprod, seed)
    F = torch.nn.functional
    if hasattr(F, "scaled_mm") and hasattr(F, "ScalingType"):
        # torch takes the weight scales transposed, K blocks padded to a multiple of 4
        sb_t = F.pad(sb, (0, -sb.shape[1] % 4)).t()
        peer = F.scaled_mm(A, B.t(), sa, F.ScalingType.BlockWise1x128, sb_t,
                           F.ScalingType.BlockWise128x128, output_dtype=torch.bfloat16)
        check(peer, ref, absprod, seed)
