"""FlashAttention forward (tirx_mlir.kernels.attention) on the GPU against float32 math.

Fresh random inputs per case (seed in the case id), O and LSE poisoned with NaN by
`attention.prepare` before the launch, every element compared: O within
2e-2 + 2e-2·max|O_ref| (P is rounded to bf16 before P·V, as in every FlashAttention), LSE
within 1e-2 (ex2/lg2.approx). Shapes: sequence lengths that are multiples of the 128-row
tile and ragged ones (the last tile overlaps the previous one; Sq < 128 is padded), Sq != Skv,
causal and not, D 64 and 128, both layouts, grouped-query attention; the other schedules,
the direct epilogue and persistent scheduling on some of them; three consumer warpgroups
(BM = 192, D 64) on their own ragged shapes (Sq, Skv in 1, 100, 1000, 2047). Marked `gpu`.
"""

from __future__ import annotations

import math

import pytest

pytestmark = pytest.mark.gpu

# (B, H, Hkv, Sq, Skv, D, causal, layout)
CASES = [
    (2, 4, 4, 256, 256, 128, False, "bhsd"),
    (2, 4, 4, 256, 256, 128, True, "bhsd"),
    (1, 3, 3, 200, 200, 64, True, "bhsd"),
    (1, 2, 2, 333, 333, 64, False, "bhsd"),
    (2, 8, 2, 384, 384, 128, True, "bhsd"),
    (2, 8, 1, 300, 300, 64, False, "bshd"),
    (1, 4, 2, 517, 517, 128, True, "bshd"),
    (1, 2, 2, 77, 77, 128, False, "bhsd"),
    (1, 2, 2, 77, 77, 64, True, "bshd"),
    (1, 2, 1, 256, 300, 128, False, "bhsd"),
    (1, 2, 2, 1024, 1024, 128, True, "bhsd"),
]


def _id(c):
    B, H, Hkv, Sq, Skv, D, causal, layout = c
    return f"B{B}H{H}kv{Hkv}q{Sq}k{Skv}D{D}{'c' if causal else ''}{layout}"


def reference(q, k, v, causal, scale, layout):
    """float32 softmax(scale QKᵀ)V and the natural-log LSE, in (B, H, S, D) order."""
    import torch

    if layout == "bshd":
        q, k, v = (t.transpose(1, 2) for t in (q, k, v))
    q, k, v = q.float(), k.float(), v.float()
    g = q.shape[1] // k.shape[1]
    k = k.repeat_interleave(g, dim=1)
    v = v.repeat_interleave(g, dim=1)
    s = (q @ k.transpose(-1, -2)) * scale
    if causal:
        sq, skv = s.shape[-2:]
        keep = torch.ones(sq, skv, dtype=torch.bool, device=s.device).tril()
        s = s.masked_fill(~keep, float("-inf"))
    lse = torch.logsumexp(s, dim=-1)
    o = torch.softmax(s, dim=-1) @ v
    if layout == "bshd":
        o = o.transpose(1, 2)
    return o, lse


# the other schedules (the default is "pingpong"), on a ragged causal GQA case and a plain one
SCHEDULES = [(CASES[i], sched, stages, cons) for i in (4, 6, 9)
             for sched, stages, cons in (("serial", 2, 2), ("overlap", 3, 2), ("overlap", 3, 1))]


# persistent scheduling (one CTA per SM walking the tiles) with either epilogue; the first
# two cases have more tiles (160) than the H200 has SMs (132), so CTAs take several tiles
PERSISTENT_CASES = [(2, 16, 4, 600, 600, 128, True, "bhsd"), (2, 16, 16, 520, 520, 64, False, "bshd"),
                    CASES[4], CASES[9]]
PERSISTENT = [(c, ep) for c in PERSISTENT_CASES for ep in ("direct", "tma")]


@pytest.mark.parametrize("case,epilogue", PERSISTENT, ids=[f"{_id(c)}-{e}" for c, e in PERSISTENT])
def test_attention_persistent_matches_float32(case, epilogue):
    from tirx_mlir.kernels.attention import Config

    _check(case, Config(case[5], case[6], case[7], epilogue=epilogue, persistent=True))


# head_order="spread" (neighbouring block rows on different KV heads) on the GQA cases,
# one-tile-per-CTA and persistent
SPREAD = [(CASES[i], False) for i in (4, 5, 6, 9)] + [(PERSISTENT_CASES[0], True)]


@pytest.mark.parametrize("case,persistent", SPREAD, ids=[f"{_id(c)}-p{int(p)}" for c, p in SPREAD])
def test_attention_spread_head_order_matches_float32(case, persistent):
    from tirx_mlir.kernels.attention import Config

    _check(case, Config(case[5], case[6], case[7], persistent=persistent, head_order="spread"))


# three consumer warpgroups (BM = 192 query rows per CTA, D 64, BN = Config's default_bn):
# ragged Sq and Skv (1, 100, 1000, 2047: the last tile overlapping the previous one, Sq <
# 192 padded, a single key), Sq != Skv, causal and not (the diagonal blocks masked per
# warpgroup row range; blocks fully masked for the first warpgroups), both layouts, GQA
THREE_CASES = [
    (2, 4, 4, 1000, 1000, 64, False, "bhsd"),
    (2, 4, 4, 1000, 1000, 64, True, "bhsd"),
    (1, 3, 3, 2047, 2047, 64, True, "bhsd"),
    (1, 2, 2, 2047, 1000, 64, False, "bshd"),
    (1, 2, 2, 100, 100, 64, True, "bhsd"),
    (1, 2, 2, 1, 1, 64, False, "bhsd"),
    (1, 2, 2, 1, 1000, 64, True, "bshd"),
    (1, 2, 1, 100, 2047, 64, False, "bhsd"),
    (2, 8, 2, 384, 384, 64, True, "bhsd"),
    (2, 8, 1, 1000, 1000, 64, False, "bshd"),
    (1, 4, 2, 2047, 2047, 64, True, "bshd"),
    (2, 16, 16, 2048, 2048, 64, True, "bhsd"),
]
# and the other schedules at their largest KV block (overlap: 80, serial: 128)
THREE_SCHEDULES = [(c, sched, stages) for c in (THREE_CASES[2], THREE_CASES[8], THREE_CASES[7])
                   for sched, stages in (("overlap", 3), ("serial", 2))]


@pytest.mark.parametrize("case", THREE_CASES, ids=_id)
def test_attention_three_consumers_match_float32(case):
    from tirx_mlir.kernels.attention import Config

    cfg = Config(case[5], case[6], case[7], consumers=3)
    assert (cfg.bm, cfg.bn) == (192, 112)
    _check(case, cfg)


@pytest.mark.parametrize("case,schedule,stages", THREE_SCHEDULES,
                         ids=[f"{_id(c)}-{s}-s{st}" for c, s, st in THREE_SCHEDULES])
def test_attention_three_consumer_schedules_match_float32(case, schedule, stages):
    from tirx_mlir.kernels.attention import Config

    _check(case, Config(case[5], case[6], case[7], stages=stages, consumers=3, schedule=schedule))


@pytest.mark.parametrize("case", CASES, ids=_id)
def test_attention_matches_float32(case):
    _check(case)


@pytest.mark.parametrize("case,schedule,stages,consumers", SCHEDULES,
                         ids=[f"{_id(c)}-{s}-s{st}-c{n}" for c, s, st, n in SCHEDULES])
def test_attention_schedules_match_float32(case, schedule, stages, consumers):
    from tirx_mlir.kernels.attention import Config

    _check(case, Config(case[5], case[6], case[7], stages=stages, consumers=consumers,
                        schedule=schedule))


def _check(case, cfg=None):
    import torch

    from tirx_mlir.kernels.attention import attention

    B, H, Hkv, Sq, Skv, D, causal, layout = case
    torch.manual_seed(hash(_id(case)) % 2**31)
    shp = (lambda h, s: (B, h, s, D)) if layout == "bhsd" else (lambda h, s: (B, s, h, D))
    q = torch.randn(shp(H, Sq), device="cuda", dtype=torch.bfloat16)
    k = torch.randn(shp(Hkv, Skv), device="cuda", dtype=torch.bfloat16)
    v = torch.randn(shp(Hkv, Skv), device="cuda", dtype=torch.bfloat16)
    scale = 1.0 / math.sqrt(D)
    o, lse = attention(q, k, v, causal=causal, layout=layout, return_lse=True, cfg=cfg)
    torch.cuda.synchronize()
    ro, rlse = reference(q, k, v, causal, scale, layout)
    assert o.shape == q.shape and lse.shape == (B, H, Sq)
    assert not torch.isnan(o).any(), "O has unwritten (NaN) elements"
    assert not torch.isnan(lse).any(), "LSE has unwritten (NaN) elements"
    err = (o.float() - ro).abs().max().item()
    assert err <= 2e-2 + 2e-2 * ro.abs().max().item(), f"O max error {err}"
    lerr = (lse - rlse).abs().max().item()
    assert lerr <= 1e-2, f"LSE max error {lerr}"


def test_attention_scale_argument():
    import torch

    from tirx_mlir.kernels.attention import attention

    torch.manual_seed(7)
    q, k, v = (torch.randn(1, 2, 256, 64, device="cuda", dtype=torch.bfloat16) for _ in range(3))
    o = attention(q, k, v, scale=0.3)
    ro, _ = reference(q, k, v, False, 0.3, "bhsd")
    assert (o.float() - ro).abs().max().item() <= 2e-2 + 2e-2 * ro.abs().max().item()


def test_attention_rejects_bad_arguments():
    import torch

    from tirx_mlir.kernels.attention import attention
    from tirx_mlir.runtime.errors import ArgumentError

    q = torch.randn(1, 4, 128, 64, device="cuda", dtype=torch.bfloat16)
    bad = [
        ((q.float(), q, q), "q expected dtype torch.bfloat16, found torch.float32"),
        ((q, q[:, :3], q[:, :3]), r"q heads \(4\) expected a multiple of k/v heads \(3\)"),
        ((q, q, q[..., :32].contiguous()), "v expected the shape of k"),
        ((q.transpose(2, 3), q, q), "q expected a contiguous tensor"),
        ((q[0], q, q), "q expected 4 dimensions"),
        ((torch.randn(1, 4, 128, 96, device="cuda", dtype=torch.bfloat16),) * 3,
         r"head dim expected one of \(64, 128\), found 96"),
        ((q, q.cpu(), q), "k expected a CUDA tensor, found device cpu"),
    ]
    for args, msg in bad:
        with pytest.raises(ArgumentError, match=msg):
            attention(*args)
