"""Split-K of the persistent GEMM (kernels/gemm_splitk.py) on the GPU against float32.

As test_gemm.py: fresh random inputs, C poisoned with NaN, a guard region after C that must
come back unchanged, every element compared. The CTA count (`ctas`) is chosen per shape so
that the last wave is partial and its tiles are really split (the plan is asserted), with
uneven K ranges (K tiles not a multiple of the splits), ragged M / N / K, M = 1 and N = 1.
Then: the same inputs give the same bits launch after launch (the fix-up adds the partials
in split order whatever the arrival order), and every owner leaves its flags at zero.
Marked `gpu`: skipped, with the reason, where no GPU is present.
"""

from __future__ import annotations

import pytest
from test_gemm import _gemm, check_gemm

pytestmark = pytest.mark.gpu

P = {"builder": "persistent"}
VARIANTS = [
    dict(P, bn=256, stages=4, epilogue="tma", split=2, splitk=4),
    dict(P, bn=256, stages=4, epilogue="tma", split=2, splitk=8, inflight=1),
    dict(P, bn=128, stages=6, epilogue="tma", splitk=4),
    dict(P, bn=128, stages=6, epilogue="direct", splitk=3),
    dict(P, bn=256, stages=4, epilogue="tma", split=4, cbufs=2, splitk=4),
    dict(P, bn=256, stages=4, epilogue="tma", split=2, splitk=4, cluster=2),
]
# (M, N, K, ctas): each leaves a partial last wave whose tiles the plan splits (ctas 0: one
# CTA per SM; -1: two thirds of the variant's tile count, so that a third of the tiles are
# the partial last wave)
CASES = [(1000, 904, 712, 28), (130, 264, 72, 0), (128, 2048, 4096, 0), (1, 264, 136, 0),
         (300, 1, 200, 0), (777, 1000, 1000, -1), (2048, 1024, 960, -1)]


def _vid(v):
    return "-".join(f"{k}{val}" for k, val in v.items() if k != "builder")


def _ctas(v, M, N, ctas):
    c = v.get("cluster", 1)
    if ctas >= 0:
        return ctas
    tiles = -(-M // (128 * c)) * -(-N // v["bn"])  # schedule units: tiles, or bands
    return c * min(132 // c, max(2, -(-2 * tiles // 3)))


@pytest.mark.parametrize("variant", VARIANTS, ids=[_vid(v) for v in VARIANTS])
@pytest.mark.parametrize("case", CASES, ids=["x".join(map(str, c)) for c in CASES])
def test_splitk(variant, case):
    import torch

    from tirx_mlir.kernels import gemm_splitk

    M, N, K, ctas = case
    if variant["epilogue"] == "tma" and (N * 2) % 16:
        # A TMA-stored C needs its row pitch a multiple of 16 bytes: refused on the host.
        from tirx_mlir.runtime.errors import ArgumentError

        with pytest.raises(ArgumentError, match="stride of dimension 0 must be a positive multiple of 16 bytes"):
            check_gemm(_gemm(**variant, ctas=_ctas(variant, M, N, ctas)), M, N, K)
        return
    ctas = _ctas(variant, M, N, ctas)
    sms = ctas or torch.cuda.get_device_properties(0).multi_processor_count
    g = _gemm(**variant, ctas=ctas)
    p = g.launch_params(M, N, K)
    grid, r, S = gemm_splitk.plan(M, N, K, variant["bn"], sms, variant["splitk"], 64,
                                  variant.get("cluster", 1))
    assert (p["grid"][0], p["sk_tiles"], p["splits"]) == (grid, r, S)
    assert S >= 2, f"case {case} does not exercise the split (plan r={r} S={S})"
    check_gemm(g, M, N, K)


def test_splitk_deterministic_and_flags_reset():
    """Five launches on the same inputs give bitwise the same C; the flags are zero after
    each (every owner resets its own); and the result matches the unsplit kernel within
    rounding of the different summation order."""
    import torch

    M, N, K = 128, 2048, 8192  # 8 tiles of 128 x 256 for 132 SMs: S = 8
    A = (torch.rand(M, K, device="cuda") * 2 - 1).to(torch.bfloat16)
    B = (torch.rand(N, K, device="cuda") * 2 - 1).to(torch.bfloat16)
    g = _gemm(builder="persistent", bn=256, stages=4, epilogue="tma", split=2, splitk=8)
    p = g.launch_params(M, N, K)
    assert p["splits"] == 8 and p["sk_tiles"] == 8
    outs = []
    for _ in range(5):
        C = torch.full((M, N), float("nan"), dtype=torch.bfloat16, device="cuda")
        g(A, B, C, sync=True)
        flags = g._splitk_buffers(C.device, p["sk_tiles"], p["splits"])[1]
        assert int(flags.abs().sum()) == 0, "a flag was left non-zero"
        outs.append(C.clone())
    for o in outs[1:]:
        assert torch.equal(o.view(torch.int16), outs[0].view(torch.int16)), "not deterministic"
    ref = A.float() @ B.float().T
    base = _gemm(builder="persistent", bn=256, stages=4, epilogue="tma", split=2)(A, B, sync=True)
    scale = float(ref.abs().max())
    assert float((outs[0].float() - ref).abs().max()) / scale < 1e-2
    assert float((outs[0].float() - base.float()).abs().max()) / scale < 1e-2
