"""Split-K of the persistent GEMM (kernels/gemm_splitk.py's plan, lang/gemm_persistent.py's
kernel) on the CPU: the plan, the unit schedule evaluated from the kernel's own index
arithmetic (its `_unit`, traced) (every (tile, K tile) pair
exactly once; each CTA's split unit is its last; an owner's contributors run on CTAs of
smaller index), the parameter diagnostics, and aproxy-verify-sync / ptxas on the split-K
kernels (test_gemm_persistent_ptxas.py has the rest of the persistent kernel's tests)."""

from __future__ import annotations

import random

import pytest
from xdsl.dialects import arith
from xdsl.dialects.builtin import IndexType
from xdsl.ir import Block

from tirx_mlir.kernels import gemm_splitk as SK
from tirx_mlir.lang import gemm_persistent as P
from tirx_mlir.lang.trace import Tracer
from tirx_mlir.lang.values import Scalar


@pytest.mark.parametrize("shape,bn,splitk,want", [
    ((2048, 7168, 2304), 256, 4, (132, 52, 2)),    # 448 tiles: 3 waves + 52, split 2 ways
    ((128, 8192, 8192), 256, 4, (128, 32, 4)),     # 32 tiles for 132 SMs: 4 ways
    ((128, 8192, 8192), 256, 16, (128, 32, 4)),    # at most 132 // 32 = 4 ways
    ((4096, 4096, 4096), 256, 4, (132, 0, 1)),     # 256 tiles: the tail (124) is most of a wave
    ((8192, 8192, 8192), 256, 4, (132, 0, 1)),     # 2048 tiles, tail 68 > 132 / 2
    ((128, 512, 128), 256, 8, (4, 2, 2)),          # 2 K tiles: at most 2 ways
    ((128, 512, 64), 256, 8, (2, 0, 1)),           # 1 K tile: no split
    ((2048, 7168, 2304), 256, 1, (132, 0, 1)),     # splitk 1: off
])
def test_plan(shape, bn, splitk, want):
    assert SK.plan(*shape, bn, 132, splitk) == want


def _decoder():
    """The kernel's unit decoding (lang/gemm_persistent.py's `_unit`, traced by the front end
    into arith ops) as a Python function of (u, tiles, r, S, kt) -> ((tile, kt_lo, kt_hi,
    is_sk, s, slot), units), by evaluating those ops; `units` = tiles - r + r * S as the
    kernel counts its schedule units."""
    blk = Block(arg_types=[IndexType()] * 5)  # u, dp = tiles - r, r, S, kt
    Tracer.current = Tracer(blk, 128, {})
    try:
        outs = [o.ssa for o in P._unit(*(Scalar(a) for a in blk.args))]
    finally:
        Tracer.current = None
    fns = {arith.DivUIOp: lambda a, c: a // c, arith.RemUIOp: lambda a, c: a % c,
           arith.MuliOp: lambda a, c: a * c, arith.AddiOp: lambda a, c: a + c,
           arith.SubiOp: lambda a, c: a - c, arith.MaxUIOp: max}

    def run(uv, tv, rv, sv, kv):
        env = dict(zip(blk.args, (uv, tv - rv, rv, sv, kv)))
        for o in blk.ops:
            if isinstance(o, arith.ConstantOp):
                env[o.result] = o.value.value.data
            elif isinstance(o, arith.IndexCastOp):
                env[o.result] = env[o.operands[0]]
            elif isinstance(o, arith.CmpiOp):
                assert o.predicate.value.data == 9  # uge
                env[o.result] = env[o.operands[0]] >= env[o.operands[1]]
            elif isinstance(o, arith.SelectOp):
                env[o.result] = env[o.operands[1]] if env[o.operands[0]] else env[o.operands[2]]
            else:
                env[o.result] = fns[type(o)](env[o.operands[0]], env[o.operands[1]])
        return tuple(env[v] for v in outs), tv - rv + rv * sv

    return run


@pytest.mark.parametrize("seed", range(6))
def test_schedule_covers_every_k_tile_once(seed):
    rnd = random.Random(seed)
    run = _decoder()
    for _ in range(12):
        sms = rnd.choice([8, 13, 28, 132])
        T = rnd.randint(1, 5 * sms)
        kt = rnd.randint(1, 40)
        M, N, K = T * 128, 256, kt * 64
        grid, r, S = SK.plan(M, N, K, 256, sms, rnd.choice([2, 3, 4, 8]))
        cover = {}
        per_cta: dict[int, list] = {}
        (_, n_units) = run(0, T, r, S, kt)
        for u in range(n_units):
            (t, lo, hi, sk, s, slot), _ = run(u, T, r, S, kt)
            assert lo < hi, f"unit {u}: empty K range"
            for k in range(lo, hi):
                cover[(t, k)] = cover.get((t, k), 0) + 1
            per_cta.setdefault(u % grid, []).append((u, sk, s, slot))
        assert cover == {(t, k): 1 for t in range(T) for k in range(kt)}, (T, kt, r, S)
        assert grid <= sms
        for units in per_cta.values():
            sks = [x for x in units if x[1]]
            assert len(sks) <= 1 and (not sks or sks[0] == units[-1]), "split unit not last"
        # an owner's contributors (same slot, s < S - 1) have smaller unit and CTA indexes
        owners = {x[3]: x[0] for us in per_cta.values() for x in us if x[1] and x[2] == S - 1}
        for us in per_cta.values():
            for u, sk, s, slot in us:
                if sk and s < S - 1:
                    assert u < owners[slot] and u % grid < owners[slot] % grid


@pytest.mark.parametrize("shape,want", [
    ((2048, 7168, 2304), (132, 26, 2)),   # 224 bands of 2 tiles on 66 clusters: 3 waves + 26
    ((128, 8192, 8192), (128, 32, 2)),    # 32 bands (M = 128: the second CTA's rows are empty)
])
def test_plan_cluster(shape, want):
    assert SK.plan(*shape, 256, 132, 4, 64, cluster=2) == want
    assert SK.workspace_elems(26, 2, 256, 2) == 26 * 2 * 128 * 256 and SK.flag_elems(26, 2) == 104


def test_parameters_are_checked():
    with pytest.raises(ValueError, match=r"split-K needs accumulator slices of at most 64 x 128 .* "
                                         r"found 64 x 256 \(BN 256, split 1\): use split >= 2"):
        P.persistent_gemm_ir(bn=256, stages=3, splitk=4)
    with pytest.raises(ValueError, match=r"expected splitk .* in \[1, 16\], found 17"):
        P.persistent_gemm_ir(bn=256, stages=4, split=2, splitk=17)


def test_kernel_signature():
    text = P.persistent_gemm_ir(256, 4, "tma", "bf16", 0, "grouped", 8, 1, 2, False, 4)
    assert ("%W: !tile.global<?xf32, row_major>, %F: !tile.global<?xi32, row_major>, "
            "%sk_tiles: i32, %splits: i32") in text
    for op in ("tile.frag_store", "tile.flag_arrive", "tile.flag_wait", "tile.frag_load"):
        assert op in text
    assert "%W" not in P.persistent_gemm_ir(256, 4, "tma", "bf16", 0, "grouped", 8, 1, 2)
