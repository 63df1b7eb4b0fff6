"""The intra-kernel profiler on the GPU: event counts and ordering on real kernels.

* softmax with the sample user ranges (load, row_max, exp_sum, store): one writer per
  warpgroup (and per warp, scope=warp; and with timer=clock64), every CTA's ranges present, in program order, inside the CTA's span, and the
  kernel's output still right; with capacity 1, the overflow counted, never written.
* the warp-specialized GEMM (gemm_aproxy) with all four markers: per CTA the producer
  writes its role range, one iteration and one producer_acquire per K tile; each consumer
  warpgroup its role range, one iteration and one consumer_wait per K tile and the
  epilogue; iterations follow each other, each wait lies inside its iteration; C is right
  (waits=events); with the default markers and waits=summary, one summary per writer with
  count K/64, max <= total, total within the role range.
Marked `gpu`: skipped, with the reason, where no GPU is present (test/conftest.py).
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

pytestmark = pytest.mark.gpu

ROOT = Path(__file__).resolve().parents[2]


def _softmax_case(rows: int, cols: int, seed: int = 0):
    from tirx_mlir.kernels.simt_recipes import RECIPES, make_backend

    backend = make_backend("auto")
    recipe = RECIPES["softmax"]
    return recipe, backend, recipe.case({"rows": rows, "cols": cols}, np.random.default_rng(seed), backend)


_PROGS: dict[str, object] = {}


def _softmax_prog(scope: str = "warpgroup", timer: str = "globaltimer"):
    from tirx_mlir.profile.runtime import compile_profiled
    from tirx_mlir.profile.samples import with_ranges

    if (scope, timer) not in _PROGS:
        _PROGS[(scope, timer)] = compile_profiled(
            with_ranges((ROOT / "examples" / "softmax.mlir").read_text()), scope=scope, timer=timer)
    return _PROGS[(scope, timer)]


@pytest.fixture(scope="module")
def softmax_prog():
    return _softmax_prog()


@pytest.mark.parametrize("scope,timer", [("warpgroup", "globaltimer"), ("warp", "globaltimer"),
                                         ("warpgroup", "clock64")])
def test_softmax_ranges_counts_and_order(scope, timer):
    from tirx_mlir.kernels.simt_recipes import compare
    from tirx_mlir.profile.export import events_of
    from tirx_mlir.profile.runtime import ProfileBuffer
    from tirx_mlir.profile.samples import SOFTMAX_RANGE_NAMES
    from tirx_mlir.runtime.driver import device_attribute

    rows, cols = 300, 4096  # block = 256 threads: 2 warpgroup writers or 8 warp writers per CTA
    writers = 2 if scope == "warpgroup" else 8
    recipe, backend, case = _softmax_case(rows, cols)
    prog = _softmax_prog(scope, timer)
    k, meta = prog.kernel("softmax"), prog.meta["softmax"]
    buf = ProfileBuffer(meta, case.grid, case.block)
    assert buf.capacity == 4 and buf.writers == writers
    k(*case.args, buf.ptr, grid=case.grid, block=case.block, sync=True)
    p = buf.read()
    for name, arr in case.outputs.items():
        c = compare(name, backend.to_host(arr), case.reference[name], recipe.tolerance)
        assert c.passed, c.line()
    assert p.warnings == [] and p.overflow == 0
    assert len(p.segments) == rows * writers and all(s.written and s.count == 4 for s in p.segments)
    assert sorted({s.block for s in p.segments}) == list(range(rows))
    n_sm = device_attribute("CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT", 0)
    assert all(0 <= s.sm < n_sm for s in p.segments)
    assert len(p.events) == rows * writers * 4
    for s in p.segments:
        evs = events_of(p, s.block, s.writer)
        assert [e.name for e in evs] == SOFTMAX_RANGE_NAMES
        assert all(e.end >= e.start for e in evs)
        assert all(a.end <= b.start for a, b in zip(evs, evs[1:])), "ranges out of program order"
        # clock64: cycles are mapped to ns with the kernel's mean rate, so a segment's own
        # span may differ from its globaltimer span by the global timer's step
        # (kept an int: nanosecond timestamps near 1.8e18 lose ~256 ns when added to a float)
        slack = 0 if timer == "globaltimer" else int(0.05 * (s.t_exit - s.t_entry)) + int(p.timer_step_ns or 0)
        assert s.t_entry <= evs[0].start and evs[-1].end <= s.t_exit + slack
    buf.free()


def test_softmax_overflow_is_counted(softmax_prog):
    from tirx_mlir.profile.runtime import ProfileBuffer

    rows = 40
    _, _, case = _softmax_case(rows, 1024)  # block = 64 threads: one writer per CTA
    k, meta = softmax_prog.kernel("softmax"), softmax_prog.meta["softmax"]
    buf = ProfileBuffer(meta, case.grid, case.block, capacity=1)
    k(*case.args, buf.ptr, grid=case.grid, block=case.block, sync=True)
    p = buf.read()
    assert p.overflow == p.dropped == rows * 3
    assert len(p.events) == rows and {e.name for e in p.events} == {"load"}
    assert all(s.count == 4 and s.written for s in p.segments)
    # Nothing past a segment's one record was written: each next segment's header still
    # names its own block (decode checks it) and each segment holds exactly its "load".
    assert sorted(e.block for e in p.events) == list(range(rows))
    buf.free()


def test_gemm_roles_counts_and_order():
    torch = pytest.importorskip("torch")
    from tirx_mlir.kernels import gemm_aproxy
    from tirx_mlir.profile.export import events_of, role_summary
    from tirx_mlir.profile.runtime import ProfileBuffer, compile_profiled
    from tirx_mlir.runtime.tensormap import encode_tiled_for

    M, N, K, bn, stages = 256, 384, 512, 128, 4
    k_tiles = K // 64
    prog = compile_profiled(gemm_aproxy.gemm_ir(bn, stages), markers=("roles", "waits", "iterations", "epilogues"),
                            waits="events")
    k, meta = prog.kernel("gemm_bf16"), prog.meta["gemm_bf16"]
    p = gemm_aproxy.launch_params(M, N, bn, stages)
    g = torch.Generator(device="cuda").manual_seed(1)
    A = torch.randn(M, K, device="cuda", generator=g).to(torch.bfloat16)
    B = torch.randn(N, K, device="cuda", generator=g).to(torch.bfloat16)
    C = torch.full((M, N), float("nan"), device="cuda", dtype=torch.bfloat16)
    tA = encode_tiled_for(A, p["boxes"]["tmA"], p["swizzle"])
    tB = encode_tiled_for(B, p["boxes"]["tmB"], p["swizzle"])
    buf = ProfileBuffer(meta, p["grid"], p["block"], trips=k_tiles)
    assert buf.capacity == 3 + 4 * k_tiles
    k(tA, tB, C, K, buf.ptr, grid=p["grid"], block=p["block"], sync=True)
    prof = buf.read()
    ref = A.float() @ B.float().T
    assert torch.allclose(C.float(), ref, rtol=2e-2, atol=2e-2 * ref.abs().max().item())
    assert prof.warnings == [] and prof.overflow == 0
    ctas = p["grid"][0] * p["grid"][1]
    assert len(prof.segments) == 3 * ctas
    for s in prof.segments:
        evs = events_of(prof, s.block, s.writer)
        names = [e.name for e in evs]
        role = "producer" if s.writer == 0 else "consumer"
        assert s.role == role
        wait = "producer_acquire" if role == "producer" else "consumer_wait"
        assert names[0] == role and evs[0].kind == "role"
        assert names.count("iteration") == k_tiles and names.count(wait) == k_tiles
        assert names.count("epilogue") == (1 if role == "consumer" else 0)
        assert s.count == len(evs) == (1 + 2 * k_tiles + (1 if role == "consumer" else 0))
        outer = evs[0]
        assert all(outer.start <= e.start and e.end <= outer.end for e in evs[1:])
        its = [e for e in evs if e.name == "iteration"]
        waits = [e for e in evs if e.name == wait]
        assert all(a.end <= b.start for a, b in zip(its, its[1:]))
        for it, w in zip(its, waits):
            assert it.start <= w.start and w.end <= it.end
        if role == "consumer":
            epi = next(e for e in evs if e.name == "epilogue")
            assert its[-1].end <= epi.start
    roles = {r.role: r for r in role_summary(prof)}
    assert roles["producer"].writers == ctas and roles["consumer"].writers == 2 * ctas
    assert 0.0 <= roles["consumer"].waiting_pct <= 100.0
    buf.free()


def test_gemm_wait_summaries():
    torch = pytest.importorskip("torch")
    from tirx_mlir.kernels import gemm_aproxy
    from tirx_mlir.profile.export import events_of
    from tirx_mlir.profile.runtime import ProfileBuffer, compile_profiled
    from tirx_mlir.runtime.tensormap import encode_tiled_for

    M, N, K, bn, stages = 256, 384, 512, 128, 4
    k_tiles = K // 64
    prog = compile_profiled(gemm_aproxy.gemm_ir(bn, stages))  # default markers, waits=summary
    k, meta = prog.kernel("gemm_bf16"), prog.meta["gemm_bf16"]
    p = gemm_aproxy.launch_params(M, N, bn, stages)
    g = torch.Generator(device="cuda").manual_seed(2)
    A = torch.randn(M, K, device="cuda", generator=g).to(torch.bfloat16)
    B = torch.randn(N, K, device="cuda", generator=g).to(torch.bfloat16)
    C = torch.full((M, N), float("nan"), device="cuda", dtype=torch.bfloat16)
    tA = encode_tiled_for(A, p["boxes"]["tmA"], p["swizzle"])
    tB = encode_tiled_for(B, p["boxes"]["tmB"], p["swizzle"])
    buf = ProfileBuffer(meta, p["grid"], p["block"], trips=k_tiles)
    assert buf.capacity == 5
    k(tA, tB, C, K, buf.ptr, grid=p["grid"], block=p["block"], sync=True)
    prof = buf.read()
    ref = A.float() @ B.float().T
    assert torch.allclose(C.float(), ref, rtol=2e-2, atol=2e-2 * ref.abs().max().item())
    assert prof.warnings == [] and prof.overflow == 0
    ctas = p["grid"][0] * p["grid"][1]
    assert len(prof.segments) == 3 * ctas and len(prof.summaries) == 3 * ctas
    for s in prof.segments:
        role = "producer" if s.writer == 0 else "consumer"
        evs = events_of(prof, s.block, s.writer)
        assert [e.name for e in evs] == [role] + (["epilogue"] if role == "consumer" else [])
        (w,) = [w for w in prof.summaries if (w.block, w.writer) == (s.block, s.writer)]
        assert w.name == ("producer_acquire" if role == "producer" else "consumer_wait")
        assert w.count == k_tiles and w.max <= w.total <= evs[0].duration
        assert s.count == len(evs) + 1
    buf.free()
