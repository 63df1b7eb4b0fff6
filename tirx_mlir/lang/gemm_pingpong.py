"""The persistent GEMM with ping-pong consumers, written in the front end: each consumer
warpgroup computes whole 128 x BN output tiles and the two take turns, so one runs its
epilogue while the other's wgmma run (gemm_persistent's cooperative form splits every tile
between them instead).

A is M x K, B is N x K (K contiguous) of `DTYPE`; C is M x N bf16; f32 accumulation.
grid = [min(tiles, SMs)], block = [384]; CTA b walks tiles b, b + G, b + 2G, ...

* producer (warpgroup 0, 40 registers): one elected thread loads every K tile of every tile
  of the CTA through ONE pipeline of STAGES stages (as the cooperative kernel).
* consumer warpgroup w (0, 1; 232 registers): the CTA's tiles j = w, w + 2, ...:

      tx.barrier(4 + w, 256)             # my turn: the other's K loop is done
      K loop: pipe.wait; two tx.gemm_async (rows 0-63 and 64-127 of the A stage, all BN
              columns of B); INFLIGHT = 1: tx.wgmma_wait(2) (this K tile's two groups stay
              in flight) and the release of the previous stage; INFLIGHT = 0: wait 0, release
      tx.barrier_arrive(5 - w, 256)      # the other's turn
      epilogue: per 64-row half: cast, tx.store_wait(0, read=True), stmatrix, tx.store_async
      the other's tile: advance the pipeline state by k_tiles

  warpgroup 1 first arrives on barrier 4 (warpgroup 0 starts).

The turn barriers do two things. They keep the two warpgroups' K loops from interleaving on
the tensor cores (one whole K loop at a time, the other's epilogue beside it), and they keep
each warpgroup's pipeline waits at most one phase ahead of the producer: a warpgroup waits on
the stages of its next tile only after the other has waited on (consumed) all the stages of
the tile in between, so a full barrier's parity never matches a phase two behind (PTX ISA
"mbarrier.test_wait / mbarrier.try_wait": the parity names only the current or the
immediately preceding phase). Each stage is read and released by one warpgroup
(`tx.pipeline(consumers=1)`). The arrival after the CTA's last tile is matched by the other
warpgroup's wait after the loop (`last`: this warpgroup did the last tile), so every named
barrier's arrivals match its waits.

Shared memory: S stages of 128 x BK A + BN x BK B, one 64 x BN bf16 C tile per warpgroup.
Registers: two 64 x BN f32 accumulators per consumer thread (BN = 128: 128 registers;
BN = 192, 4 stages: 192, without spills).

The IR is op for op the IR of the hand builder it replaced (kernels/gemm_pingpong.py, deleted;
at commit 7762d6e): test/test_lang_gemm_pingpong.py checks the IR before and after
tile-dispatch against saved hashes of that builder's output.

    python -m tirx_mlir.lang.gemm_pingpong [--bn 128] [--stages 6] [--dtype bf16] [--inflight 1]
"""

from tirx_mlir.kernels import gemm_common as _tile
from tirx_mlir.lang.gemm_persistent import (BM, ELEMENT, RASTERS, THREADS, WG_ROWS, _origin, operand_stages, schedule_sizes,
                                            check_persistent_params, grid_for)
from tirx_mlir.lang.gemm_persistent import smem_bytes as _persistent_smem

import tirx_mlir.lang as tx

M_, N_, K_ = tx.symbols("M N K")
#: named barriers of the turns: warpgroup w waits on TURN + w (ids 8.. are the warpgroups' own)
TURN = 4


def smem_bytes(bn: int, stages: int) -> int:
    """The stages of A and B, one 64 x BN bf16 C tile per consumer warpgroup, the pipeline's
    mbarriers (the cooperative kernel's shared memory with its default options)."""
    return _persistent_smem(bn, stages, "tma")


def check_pingpong_params(bn: int, stages: int, dtype: str, raster: str, group: int,
                          inflight: int = 1) -> None:
    """The persistent kernel's diagnostics (shared memory for S stages + the two C tiles,
    wgmma N, raster), the registers of two 64 x BN accumulators per consumer thread, and
    `inflight` (ValueError)."""
    check_persistent_params(bn, stages, "tma", dtype, 0, raster, group)
    if bn > 192:
        raise ValueError(f"gemm_pingpong: each consumer thread holds two 64 x BN f32 "
                         f"accumulators (BN registers); expected BN <= 192 within the 232 "
                         f"registers of setmaxnreg, found {bn}")
    if inflight not in (0, 1):
        raise ValueError(f"gemm_pingpong: expected inflight 0 or 1, found {inflight}")



@tx.macro
def turn(wg, kind: str):
    """The ping-pong turn, one scf.if per warpgroup (named barrier ids are immediates).
    kind "wait": wait for this warpgroup's turn (barrier TURN + w); "pass": give the other
    its turn (arrive on TURN + 1 - w); "open": warpgroup 1 lets warpgroup 0 go first."""
    for w in range(2):
        if wg == w:
            if kind == "wait":
                tx.barrier(TURN + w, 256)
            elif kind == "pass":
                tx.barrier_arrive(TURN + 1 - w, 256)
            elif kind == "open" and w == 1:
                tx.barrier_arrive(TURN, 256)


@tx.kernel(threads=THREADS, name="gemm_{DTYPE}")
def gemm_pingpong(A: tx.Tensor[M_, K_, tx.dtype_param("DTYPE")],
                  B: tx.Tensor[N_, K_, tx.dtype_param("DTYPE")],
                  C: tx.Tensor[M_, N_, tx.bf16], M: tx.i32, N: tx.i32, K: tx.i32, *,
                  BN: int = 128, STAGES: int = 6,
                  DTYPE: tx.Const(str, choices=tuple(ELEMENT)) = "bf16",
                  RASTER: str = "grouped", GROUP: int = 8, INFLIGHT: int = 1):
    tx.static_check(check_pingpong_params, BN, STAGES, DTYPE, RASTER, GROUP, INFLIGHT)
    BK = _tile.bk(DTYPE)
    k_tiles, m_tiles, n_tiles, bid, grid = schedule_sizes(M, N, K, BK, BN)
    tiles = m_tiles * n_tiles
    # each stage is read and released by one warpgroup
    sA, sB, sC, pipe = operand_stages(DTYPE, BK, BN, STAGES, BN, consumers=1)

    with tx.role("producer", warpgroups=[0], regs=40), tx.elect_one():
        ps = pipe.producer_start()
        for t in tx.range(bid, tiles, grid):
            m0, n0 = _origin(t, m_tiles, n_tiles, None, RASTER, GROUP, 1, BN)
            for kt in tx.range(k_tiles):
                stage = pipe.acquire(ps)
                k0 = kt * BK
                a_s = sA[stage][:, :]
                b_s = sB[stage][:, :]
                a_g = A[m0:m0 + BM, k0:k0 + BK]
                b_g = B[n0:n0 + BN, k0:k0 + BK]
                tx.copy_async(a_s, a_g, pipe, stage)
                tx.copy_async(b_s, b_g, pipe, stage)
                ps = tx.advance(ps)

    with tx.role("consumer", warpgroups=[1, 2], regs=232):
        wg = tx.warpgroup_index()
        _row0 = wg * WG_ROWS  # the cooperative kernel's first row of the warpgroup: unused (cse drops it)
        cs = pipe.consumer_start()
        c_s = sC[wg][:, :]
        turn(wg, "open")
        # Both warpgroups walk all the CTA's tiles (the producer's loop bounds): j counts them
        # (carried, so its parity is known wherever the loop counter is), tile j is warpgroup
        # (j mod 2)'s; the other skips its k_tiles pipeline states. `last`: this warpgroup did
        # the CTA's last tile.
        last = tx.constant(0, tx.i1)
        j = tx.constant(0)
        for t in tx.range(bid, tiles, grid):
            mine = j % 2 == wg
            if mine:
                m0, n0 = _origin(t, m_tiles, n_tiles, None, RASTER, GROUP, 1, BN)
                turn(wg, "wait")
                # the K loop over both 64-row halves of the tile
                acc0 = tx.fill(0.0, shape=(WG_ROWS, BN), dtype=tx.f32,
                               layout=tx.acc_layout(WG_ROWS, BN))
                acc1 = tx.fill(0.0, like=acc0)
                kcs = cs
                if INFLIGHT:
                    # the stage's two wgmma groups stay in flight into the next K tile (the
                    # warpgroup runs its K loop alone, so a wait for 0 groups per K tile would
                    # idle the tensor cores); the previous stage is released once they are done
                    prev = cs
                for kt in tx.range(k_tiles):
                    stage = pipe.wait(kcs)
                    b = sB[stage][:, :]
                    acc0 = tx.gemm_async(sA[stage][0:WG_ROWS, :], b, acc0)
                    acc1 = tx.gemm_async(sA[stage][WG_ROWS:BM, :], b, acc1)
                    if INFLIGHT:
                        tx.wgmma_wait(2)
                        if tx.ugt(kt, 0):
                            pipe.release(prev)
                        kcs, prev = tx.advance(kcs), kcs
                    else:
                        tx.wgmma_wait(0)
                        pipe.release(kcs)
                        kcs = tx.advance(kcs)
                if INFLIGHT:
                    tx.wgmma_wait(0)
                    pipe.release(prev)  # k_tiles >= 1
                # the other warpgroup's turn (a surplus arrival after the CTA's last tile is
                # matched by the other warpgroup's wait after the loop)
                turn(wg, "pass")
                # the epilogue, beside the other warpgroup's K loop
                for h, d in ((0, acc0), (WG_ROWS, acc1)):
                    out = tx.cast(d, tx.bf16)
                    m_row = m0 + tx.constant(h)
                    c_g = C[m_row:m_row + WG_ROWS, n0:n0 + BN]
                    tx.store_wait(0, read=True)
                    tx.copy(c_s, out)
                    tx.store_async(c_g, c_s)
            # mine or not, the tile's k_tiles states are used up
            for _ in tx.range(k_tiles):
                cs = tx.advance(cs)
            j = j + 1
            last = mine
        # the other warpgroup did the last tile: its arrival on my turn barrier is still open
        if ~last:
            turn(wg, "wait")
        tx.store_wait(0)


def launch_params(M: int, N: int, bn: int, stages: int, sms: int) -> dict:
    """Grid (one CTA per SM, at most one per tile), block and dynamic shared memory."""
    return {"grid": grid_for(M, N, bn, sms), "block": (THREADS, 1, 1),
            "smem": smem_bytes(bn, stages)}


def params(bn: int = 128, stages: int = 6, dtype: str = "bf16", raster: str = "grouped",
           group: int = 8, inflight: int = 1) -> dict:
    """The kernel's compile-time parameters for the builder-style options."""
    return dict(BN=bn, STAGES=stages, DTYPE=dtype, RASTER=raster, GROUP=group,
                INFLIGHT=inflight)


def pingpong_gemm_ir(bn: int = 128, stages: int = 6, dtype: str = "bf16",
                     raster: str = "grouped", group: int = 8, inflight: int = 1,
                     locations: bool = True) -> str:
    """The kernel's tile-level IR as text (it parses back with tirx-opt); a bad option is a
    ValueError with check_pingpong_params' message."""
    check_pingpong_params(bn, stages, dtype, raster, group, inflight)
    return gemm_pingpong.ir(locations=locations,
                            **params(bn, stages, dtype, raster, group, inflight))


def main(argv: list[str] | None = None) -> None:
    """`python -m tirx_mlir.lang.gemm_pingpong [--bn 128] [--stages 6] [--dtype ...]
    [--inflight 0|1] [--raster grouped|row|hilbert] [--group 8] [--locations]`: the tile IR
    (without locations unless asked)."""
    p = _tile.gemm_arguments(__doc__, 128, 6, "tma", ("tma",))
    p.set_defaults(inflight=1)
    p.add_argument("--raster", default="grouped", choices=RASTERS)
    p.add_argument("--group", type=int, default=8)
    a = p.parse_args(argv)
    _tile.print_ir("python -m tirx_mlir.lang.gemm_pingpong",
        pingpong_gemm_ir, a.bn, a.stages, a.dtype, a.raster, a.group, a.inflight, a.locations)


if __name__ == "__main__":
    main()
