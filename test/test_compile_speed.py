"""What the compile-time work relies on (docs/compile-time.md): the memo helper's contract,
the memoized layout and TMA-plan functions returning what a fresh computation returns, and
the kernel limits still checked after lowering now that `lower_to_ptx` no longer verifies the
whole lowered module. No timing here (benchmarks/compile_time.py times the compile)."""

from __future__ import annotations

import pytest

from tirx_mlir.memo import memoized


def test_memoized_reuses_results_per_argument_and_class():
    calls = []

    @memoized
    def f(x):
        calls.append(x)
        return [x]

    a = f(1)
    assert f(1) is a  # remembered: the same object
    b = f(True)  # 1 == True, but a different class: its own entry
    assert b is not a and calls == [1, True]
    f.cache_clear()
    assert f(1) is not a and calls == [1, True, 1]


def test_memoized_skips_unhashable_arguments_and_does_not_remember_errors():
    calls = []

    @memoized
    def f(x):
        calls.append(x)
        if x == 0:
            raise ValueError("zero")
        return len(x) if isinstance(x, list) else x

    assert f([1, 2]) == 2 and f([1, 2]) == 2
    assert len(calls) == 2  # a list is unhashable: computed each time
    for _ in range(2):
        with pytest.raises(ValueError, match="zero"):
            f(0)
    assert calls.count(0) == 2  # the error was raised again, by a second call


def test_memoized_starts_over_at_maxsize():
    calls = []
    f = memoized(lambda x: calls.append(x) or x, maxsize=2)
    for x in (1, 2, 3, 1):
        f(x)
    assert calls == [1, 2, 3, 1]  # the third entry cleared the memo, so 1 is computed again


def test_smem_tile_layout_memo_matches_a_fresh_computation():
    from tirx_mlir.layout import LayoutError
    from tirx_mlir.layout.smem import smem_tile_layout

    args = [(128, 64, 16, "K", "128B"), (64, 128, 16, "MN", "64B"), (256, 32, 8, "K", "32B"),
            (128, 64, 32, "K", "none")]
    got = [smem_tile_layout(*a) for a in args]
    smem_tile_layout.cache_clear()
    fresh = [smem_tile_layout(*a) for a in args]
    assert got == fresh and all(g is not f for g, f in zip(got, fresh))
    assert str(got[0]) != str(got[1])
    for _ in range(2):  # an error is raised each time, with its message
        with pytest.raises(LayoutError, match="not a multiple of 8"):
            smem_tile_layout(100, 64, 16, "K", "128B")


def test_tma_plan_memo_matches_a_fresh_computation():
    from xdsl.parser import Parser

    from tirx_mlir.dialects import layout as L
    from tirx_mlir.dialects.tile import BufferType, GlobalType
    from tirx_mlir.lowering.tile_dispatch.copy import tma_plan
    from tirx_mlir.lowering.tile_dispatch.layouts import smem_info
    from tirx_mlir.registry import make_context

    ctx = make_context()
    gt = Parser(ctx, "!tile.global<128x64xbf16, row_major>").parse_type()
    st = Parser(ctx, "!tile.buffer<128x64xbf16, #layout.smem<128x64xbf16, swizzle = 128B, major = K>>"
                ).parse_type()
    assert isinstance(gt, GlobalType) and isinstance(st, BufferType) and isinstance(st.layout, L.SmemLayoutAttr)
    p = tma_plan(gt, st)
    assert tma_plan(gt, st) is p
    tma_plan.cache_clear()
    smem_info.cache_clear()
    q = tma_plan(gt, st)
    assert q is not p
    assert (q.box, q.cd, q.w, q.nboxes, q.swizzle) == (p.box, p.cd, p.w, p.nboxes, p.swizzle)
    assert (p.box, p.nboxes, p.swizzle) == ([64, 128], 1, "128B")  # one 128-byte-wide box of 128 rows


SMEM_OVER = """
gpu.module @k {
  gpu.func @g() kernel attributes {block = [128, 1, 1]} {
    %s = aproxy.smem_alloc 200000 align 16 : !aproxy.smem<200000>
    %t = aproxy.smem_alloc 40000 align 1024 : !aproxy.smem<40000>
    gpu.return
  }
}
"""


def test_kernel_limits_are_checked_after_lowering():
    """The shared memory a kernel asks for is known only once aproxy-to-nvvm has laid out its
    allocations (`dynamic_smem`); `lower_to_ptx` checks the kernels' limits then
    (`check_lowered`), without the checker (which reports it on its own)."""
    from tirx_mlir.runtime import compile
    from tirx_mlir.runtime.errors import CompileError

    with pytest.raises(CompileError, match=r"expected at most 232448 bytes .* found 240704 bytes "
                                           r"\(static: none; dynamic_smem: 240704\)"):
        compile(SMEM_OVER, use_cache=False, use_ptxas=False, verify_sync=False)
