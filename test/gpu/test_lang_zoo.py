"""The front end's zoo kernels (tirx_mlir/lang/zoo.py) on the GPU against float64 references.

Fresh random inputs every run (the seed is printed on failure), outputs poisoned with NaN
before the launch, every element checked (zoo_check.TOLERANCE); ragged shapes: rows not a
multiple of ROWS, widths that are not whole chunks (1000) or not 16-byte aligned (1001, the
element-by-element path). Marked `gpu`: skipped, with the reason, without a GPU.
"""

from __future__ import annotations

import numpy as np
import pytest

from tirx_mlir.lang import zoo, zoo_check

pytestmark = pytest.mark.gpu

SHAPES = [(37, 4096), (300, 1000), (77, 1001), (1000, 128), (5, 8192)]
ROTARY = [(37, 4096), (33, 2048), (1000, 128), (5, 8192), (19, 256)]
CASES = [(name, s) for name in zoo.KERNELS for s in (ROTARY if name == "rotary" else SHAPES)]
ROWS_VARIANTS = (1, 2, 4)


# (kernel, M, N, ROWS, THREADS): row tiles over the whole CTA (256..1024 threads, the
# row's partials combined across warps through shared memory and bar.sync 0), several
# rows per CTA-wide tile, and short rows many per CTA; ragged M and padded / unaligned N.
CTA_VARIANTS = [("rmsnorm", 45, 8192, 1, 1024), ("softmax", 45, 2048, 2, 512),
                ("layernorm", 77, 1000, 4, 256), ("softmax", 33, 1001, 1, 1024),
                ("add_rmsnorm", 1001, 128, 64, 512), ("rotary", 21, 256, 16, 256),
                ("swiglu", 300, 4096, 1, 512)]


# The persistent normalizations (PERSIST=True: a fixed grid walking the row tiles, w and b
# read once, the next tile prefetched): (kernel, N, ROWS, THREADS, params) over ragged row
# counts, at the machine's resident CTAs per SM and at one CTA per SM (each CTA then walks
# up to 32 tiles of M = 4099).
PERSIST_CONFIGS = [(k, n, r, t, (("PERSIST", True),) + extra)
                   for k in ("rmsnorm", "layernorm", "add_rmsnorm")
                   for n, r, t in ((4096, 1, 256), (8192, 1, 512), (1000, None, None), (1001, None, None),
                                   (128, None, None))
                   for extra in ((), (("PREFETCH", False),))] + [
                  ("layernorm", 8192, 1, 256, (("PERSIST", True), ("ONEPASS", True))),
                  ("layernorm", 4096, 1, 256, (("PERSIST", True), ("HOLD", False))),
                  ("layernorm", 8192, 1, 256, (("PERSIST", True), ("HOLD", False))),
                  ("layernorm", 1001, None, None, (("PERSIST", True), ("HOLD", False))),
                  # w and b stashed in shared memory (tile.stash; zoo.choice's pick at 4096
                  # and 8192 columns), and at padded / unaligned widths
                  ("layernorm", 8192, 1, 256, (("PERSIST", True), ("STASH", True), ("CTAS", 3))),
                  ("layernorm", 4096, 2, 256, (("PERSIST", True), ("STASH", True), ("CTAS", 3))),
                  ("layernorm", 1000, None, None, (("PERSIST", True), ("STASH", True))),
                  ("layernorm", 1001, None, None, (("PERSIST", True), ("STASH", True))),
                  ("rmsnorm", 2048, 1, 128, (("PERSIST", True),))]
PERSIST_ROWS = (1, 7, 1000, 4099)

# LayerNorm with SHIFTED=True (the two sums of x − x[row, 0] in one reduction): (M, N, ROWS,
# THREADS) — zoo.config's (None) over SHAPES, and CTA-wide row tiles: a padded width over 8
# warps (1000 in 2048 columns), an unaligned one with rows across 2 warps, the benchmark rows.
SHIFTED_VARIANTS = [(m, n, None, None) for m, n in SHAPES] + [
    (77, 1000, 1, 256), (77, 1001, 4, 256), (45, 4096, 1, 256), (45, 8192, 1, 256)]
SHIFTED_PERSIST = [(4096, 1, 256), (8192, 1, 256), (1000, None, None), (1001, None, None)]


def compile_jobs() -> list:
    """Every (kernel, width, rows[, threads]) these tests launch."""
    jobs = [(name, n, None) for name, (_, n) in CASES]
    jobs += [("rmsnorm", 512, r) for r in ROWS_VARIANTS]
    jobs += [(k, n, r, t) for k, _, n, r, t in CTA_VARIANTS]
    jobs += [("layernorm", n, None, None, (("ONEPASS", True),)) for _, n in SHAPES]
    jobs += [(k, n, r, t, p) for k, n, r, t, p in PERSIST_CONFIGS]
    jobs += [("layernorm", n, r, t, (("SHIFTED", True),)) for _, n, r, t in SHIFTED_VARIANTS]
    jobs += [("layernorm", n, r, t, (("PERSIST", True), ("SHIFTED", True))) for n, r, t in SHIFTED_PERSIST]
    return jobs


@pytest.fixture(scope="module", autouse=True)
def _precompiled():
    """Every kernel these tests launch, compiled on the machine's cores first (one process
    each would take minutes in a row)."""
    failed = zoo.precompile(compile_jobs())
    assert not failed, failed


@pytest.mark.parametrize("case", CASES, ids=[f"{n}-{m}x{k}" for n, (m, k) in CASES])
def test_zoo_kernel_matches_float64(case):
    import torch

    name, (m, n) = case
    seed = int(np.random.SeedSequence().entropy % (2**31))
    gen = torch.Generator(device="cuda").manual_seed(seed)
    ins = zoo_check.inputs(torch, name, m, n, gen)
    outs = zoo_check.poisoned_outputs(torch, name, ins)
    zoo.run(name, *ins, outs=outs)
    torch.cuda.synchronize()
    probs = zoo_check.check(torch, name, outs, zoo_check.reference(torch, name, ins))
    assert not probs, f"seed {seed}: " + "; ".join(probs)


def test_rows_per_cta_variants():
    """The same kernel at other ROWS (more rows per CTA, shared partials across warps or not)."""
    import torch

    gen = torch.Generator(device="cuda").manual_seed(7)
    for rows in ROWS_VARIANTS:
        ins = zoo_check.inputs(torch, "rmsnorm", 45, 512, gen)
        outs = zoo_check.poisoned_outputs(torch, "rmsnorm", ins)
        zoo.run("rmsnorm", *ins, outs=outs, rows=rows)
        torch.cuda.synchronize()
        assert not zoo_check.check(torch, "rmsnorm", outs, zoo_check.reference(torch, "rmsnorm", ins)), rows


@pytest.mark.parametrize("case", CTA_VARIANTS, ids=[f"{k}-{m}x{n}-{r}x{t}" for k, m, n, r, t in CTA_VARIANTS])
def test_cta_wide_row_tiles(case):
    """Other (ROWS, THREADS) than zoo.config's: the same results."""
    import torch

    name, m, n, rows, threads = case
    seed = int(np.random.SeedSequence().entropy % (2**31))
    gen = torch.Generator(device="cuda").manual_seed(seed)
    ins = zoo_check.inputs(torch, name, m, n, gen)
    outs = zoo_check.poisoned_outputs(torch, name, ins)
    zoo.run(name, *ins, outs=outs, rows=rows, threads=threads)
    torch.cuda.synchronize()
    probs = zoo_check.check(torch, name, outs, zoo_check.reference(torch, name, ins))
    assert not probs, f"seed {seed}: " + "; ".join(probs)


@pytest.mark.parametrize("shape", SHAPES, ids=[f"{m}x{n}" for m, n in SHAPES])
def test_layernorm_onepass(shape):
    """LayerNorm with ONEPASS (var = mean(x²) − mean², the two sums independent), on rows
    whose mean (4) is large against their spread (1), where the one-pass form cancels most:
    still within the bf16 tolerance of the float64 reference."""
    import torch

    m, n = shape
    seed = int(np.random.SeedSequence().entropy % (2**31))
    gen = torch.Generator(device="cuda").manual_seed(seed)
    x, w, b = zoo_check.inputs(torch, "layernorm", m, n, gen)
    x = (x.float() * 0.5 + 3.75).to(torch.bfloat16)
    outs = zoo_check.poisoned_outputs(torch, "layernorm", (x, w, b))
    zoo.run("layernorm", x, w, b, outs=outs, ONEPASS=True)
    torch.cuda.synchronize()
    probs = zoo_check.check(torch, "layernorm", outs, zoo_check.reference(torch, "layernorm", (x, w, b)))
    assert not probs, f"seed {seed}: " + "; ".join(probs)


@pytest.mark.parametrize("config", PERSIST_CONFIGS,
                         ids=[f"{k}-{n}-{r}x{t}-" + ",".join(f"{a}={b}" for a, b in p) for k, n, r, t, p in PERSIST_CONFIGS])
def test_persistent_rows(config):
    """PERSIST: every row of M = 1, 7, 1000, 4099 (not a multiple of ROWS x grid) right against
    float64 on fresh NaN-poisoned outputs, at the resident CTAs per SM and at one per SM."""
    import torch

    name, n, rows, threads, params = config
    seed = int(np.random.SeedSequence().entropy % (2**31))
    gen = torch.Generator(device="cuda").manual_seed(seed)
    for m in PERSIST_ROWS:
        for per_sm in (None, 1):
            ins = zoo_check.inputs(torch, name, m, n, gen)
            outs = zoo_check.poisoned_outputs(torch, name, ins)
            zoo.run(name, *ins, outs=outs, rows=rows, threads=threads, ctas_per_sm=per_sm, **dict(params))
            torch.cuda.synchronize()
            probs = zoo_check.check(torch, name, outs, zoo_check.reference(torch, name, ins))
            assert not probs, f"seed {seed}, M = {m}, ctas_per_sm {per_sm}: " + "; ".join(probs)


@pytest.mark.parametrize("mean", [None, 1000.0], ids=["randn", "1000+randn"])
@pytest.mark.parametrize("case", SHIFTED_VARIANTS, ids=[f"{m}x{n}-{r}x{t}" for m, n, r, t in SHIFTED_VARIANTS])
def test_layernorm_shifted(case, mean):
    """LayerNorm with SHIFTED (s1 = Σ(x − x0), s2 = Σ(x − x0)², x0 = x[row, 0]; one
    tile.reduce_sum2) against float64 on NaN-poisoned outputs, ragged M, padded (1000) and
    unaligned (1001) widths; and on rows of x = 1000 + randn (bf16: steps of 4 around 1000),
    a large mean against a small spread, where the shift keeps the variance accurate (the
    unshifted one-pass mean(x²) − mean² would lose it to cancellation in f32)."""
    import torch

    m, n, rows, threads = case
    seed = int(np.random.SeedSequence().entropy % (2**31))
    gen = torch.Generator(device="cuda").manual_seed(seed)
    x, w, b = zoo_check.inputs(torch, "layernorm", m, n, gen)
    if mean is not None:
        x = (torch.randn(m, n, generator=gen, device="cuda") + mean).to(torch.bfloat16)
    outs = zoo_check.poisoned_outputs(torch, "layernorm", (x, w, b))
    zoo.run("layernorm", x, w, b, outs=outs, rows=rows, threads=threads, SHIFTED=True)
    torch.cuda.synchronize()
    probs = zoo_check.check(torch, "layernorm", outs, zoo_check.reference(torch, "layernorm", (x, w, b)))
    assert not probs, f"seed {seed}: " + "; ".join(probs)


@pytest.mark.parametrize("config", SHIFTED_PERSIST, ids=[f"{n}-{r}x{t}" for n, r, t in SHIFTED_PERSIST])
def test_layernorm_shifted_persistent(config):
    """PERSIST with SHIFTED: every row of M = 1, 7, 1000, 4099 right against float64, at the
    resident CTAs per SM and at one per SM, on randn rows and on rows of 1000 + randn."""
    import torch

    n, rows, threads = config
    seed = int(np.random.SeedSequence().entropy % (2**31))
    gen = torch.Generator(device="cuda").manual_seed(seed)
    for m in PERSIST_ROWS:
        for per_sm, mean in ((None, None), (1, 1000.0)):
            x, w, b = zoo_check.inputs(torch, "layernorm", m, n, gen)
            if mean is not None:
                x = (torch.randn(m, n, generator=gen, device="cuda") + mean).to(torch.bfloat16)
            outs = zoo_check.poisoned_outputs(torch, "layernorm", (x, w, b))
            zoo.run("layernorm", x, w, b, outs=outs, rows=rows, threads=threads,
                    ctas_per_sm=per_sm, PERSIST=True, SHIFTED=True)
            torch.cuda.synchronize()
            probs = zoo_check.check(torch, "layernorm", outs,
                                    zoo_check.reference(torch, "layernorm", (x, w, b)))
            assert not probs, f"seed {seed}, M = {m}, ctas_per_sm {per_sm}, mean {mean}: " + "; ".join(probs)
