"""The persistent GEMM with ping-pong consumers: each consumer warpgroup computes whole
128 x BN output tiles, the two take turns, so one runs its epilogue while the other's
wgmma run (gemm_persistent's cooperative form splits every tile between them instead).

    grid = [min(tiles, SMs)], block = [384]; CTA b walks tiles b, b + G, b + 2G, ...
    producer (warpgroup 0): every K tile of every tile of the CTA, one pipeline (as before)
    consumer warpgroup w (0, 1): the CTA's tiles j = w, w + 2, ... (tile b + j G):
        named_barrier_sync id(4 + w), threads(256)        // my turn: the other's K loop is done
        K loop: consumer_wait; two tile.gemm_async (rows 0-63, 64-127 of the A stage, all
                BN columns of B); wgmma_wait 2 (inflight = 1: this K tile's two groups stay
                in flight) and the release of the previous stage (inflight 0: wait 0, release)
        named_barrier_arrive id(5 - w), threads(256)      // the other's turn (if it has a tile)
        epilogue: per 64-row half: cast, store_wait 0 read, stmatrix, store_async
        skip the other's tile: advance the pipeline state by k_tiles
    warpgroup 1 first arrives on barrier 4 (warpgroup 0 starts) and skips one tile's K tiles.

The turn barriers do two things. They keep the two warpgroups' K loops from interleaving on
the tensor cores (one whole K loop at a time, the other's epilogue beside it), and they keep
each warpgroup's pipeline waits at most one phase ahead of the producer: a warpgroup waits on
the stages of its next tile only after the other has waited on (consumed) all the stages of
the tile in between, so a full barrier's parity never matches a phase two behind (PTX ISA
"mbarrier.test_wait / mbarrier.try_wait": the parity names only the current or the
immediately preceding phase). Each stage is read and released by one warpgroup:
`empty(arrivals = 1)`. The arrive after a K loop is skipped when the other warpgroup has no
further tile, so every barrier's arrivals match its waits.

Shared memory: S stages of 128 x 64 A + BN x 64 B, one 64 x BN bf16 C tile per warpgroup.
Registers: two 64 x BN f32 accumulators per consumer thread (BN = 128: 128 registers;
BN = 192, 4 stages: 192, without spills).

    python -m tirx_mlir.kernels.gemm_pingpong [--bn 128] [--stages 6] [--dtype bf16]
"""

from __future__ import annotations

import argparse

from xdsl.dialects import arith, scf
from xdsl.dialects.builtin import ModuleOp, IntegerType, i32
from xdsl.ir import Block, Region

from tirx_mlir.dialects import aproxy as ap
from tirx_mlir.dialects import tile
from tirx_mlir.dialects.layout import WgmmaAccAttr
from tirx_mlir.kernels.persistent_common import operand_pipeline, stage_buffers, tile_at, tile_counts
from tirx_mlir.kernels.gemm_tile import (DTYPES, THREADS, WG_ROWS, _smem, _view, bf16,
                                         consumer_start, f32, global_operands, index,
                                         producer_k_loop)
from tirx_mlir.kernels.ir_builder import BlockBuilder as _B
from tirx_mlir.kernels.ir_builder import kernel_entry, kernel_module, module_text
from tirx_mlir.lang.gemm_persistent import check_persistent_params, grid_for

i1 = IntegerType(1)
#: named barriers of the turns: warpgroup w waits on TURN + w (ids 8.. are the warpgroups' own)
TURN = 4


def smem_bytes(bn: int, stages: int) -> int:
    from tirx_mlir.kernels import gemm_tile

    return gemm_tile.smem_bytes(bn, stages, "tma", bn)


def check_pingpong_params(bn: int, stages: int, dtype: str, raster: str, group: int) -> None:
    """The persistent kernel's diagnostics (shared memory for S stages + the two C tiles,
    wgmma N, raster), and the registers of two 64 x BN accumulators per consumer thread."""
    check_persistent_params(bn, stages, "tma", dtype, 0, raster, group)
    if bn > 192:
        raise ValueError(f"gemm_pingpong: each consumer thread holds two 64 x BN f32 "
                         f"accumulators (BN registers); expected BN <= 192 within the 232 "
                         f"registers of setmaxnreg, found {bn}")


def _per_wg(b: _B, wg, fn) -> None:
    """scf.if (wg == 0) { fn(builder, 0) } and scf.if (wg == 1) { fn(builder, 1) }: named
    barrier ids are immediates."""
    for w in (0, 1):
        body = Block()
        fb = _B(body)
        fn(fb, w)
        fb.op(scf.YieldOp())
        b.op(scf.IfOp(b(arith.CmpiOp(wg, b.idx(w), "eq")), [], Region(body)))


def _skip(b: _B, st, n):
    """The pipeline state advanced by n (the other warpgroup's K tiles)."""
    body = Block(arg_types=[index, ap.PipeStateType()])
    _, s = body.args
    lb = _B(body)
    lb.op(scf.YieldOp(lb(ap.AdvanceOp(s))))
    return b.op(scf.ForOp(b.idx(0), n, b.idx(1), [st], Region(body))).results[0]


def build_pingpong_gemm(bn: int = 128, stages: int = 6, dtype: str = "bf16",
                        raster: str = "grouped", group: int = 8,
                        name: str | None = None, inflight: int = 1) -> ModuleOp:
    """The ping-pong persistent GEMM (module docstring), kernel `gemm_<dtype>(%A, %B, %C,
    %M, %N, %K)` as gemm_persistent's."""
    check_pingpong_params(bn, stages, dtype, raster, group)
    if inflight not in (0, 1):
        raise ValueError(f"gemm_pingpong: expected inflight 0 or 1, found {inflight}")
    et, BK, g_t, c_g = global_operands(dtype)
    name = name or f"gemm_{dtype}"
    arg_types = [g_t, g_t, c_g, i32, i32, i32]
    entry, b = kernel_entry(arg_types, ("A", "B", "C", "M", "N", "K"))
    A, B, C, Mi, Ni, Ki = entry.args
    kt_n, m_tiles, n_tiles, bid, grid = tile_counts(b, Mi, Ni, Ki, BK, bn)
    tiles = b.named(b.mul(m_tiles, n_tiles), "tiles")
    sA, sB, sC = stage_buffers(b, stages, et, BK, bn, bn, 2)
    pipe = operand_pipeline(b, stages, bn, 1)

    def coords(lb: _B, t):
        return tile_at(lb, t, m_tiles, n_tiles, raster, group, bn)

    # producer: unchanged from the cooperative kernel (one thread, one pipeline)
    elect_body = Block()
    e = _B(elect_body)
    ps0 = e(ap.ProducerStartOp(pipe))
    lbody = Block(arg_types=[index, ap.PipeStateType()])
    t, ps = lbody.args
    lp = _B(lbody)
    m0, n0 = coords(lp, t)
    lp.op(scf.YieldOp(producer_k_loop(lp, A, B, sA, sB, pipe, kt_n, m0, n0, ps, bn, et, BK, "K")))
    e.op(scf.ForOp(bid, tiles, grid, [ps0], Region(lbody)))
    producer = ap.RoleOp("producer", [0], 40,
                         Region(Block([ap.ElectOneOp("warpgroup", Region(elect_body))])))

    # consumers
    cbody = Block()
    r, wg, _row0, cs0 = consumer_start(cbody, pipe)
    c_s = _view(r, sC, wg, [0, 0], [WG_ROWS, bn], _smem(WG_ROWS, bn), "c_s")
    acc_t = tile.FragType([WG_ROWS, bn], f32, WgmmaAccAttr(bn, f32))
    out_t = tile.FragType([WG_ROWS, bn], bf16, WgmmaAccAttr(bn, f32))
    c_t = tile.GlobalType([WG_ROWS, bn], bf16, "row_major")
    # warpgroup 1 lets warpgroup 0 start
    _per_wg(r, wg, lambda fb, w: fb.op(ap.NamedBarrierArriveOp(TURN, 256)) if w == 1 else None)

    # Both warpgroups walk all the CTA's tiles (the producer's loop bounds): j counts them
    # (an iter_arg, so its parity is known wherever the loop counter is), tile j is warpgroup
    # (j mod 2)'s; the other skips its k_tiles pipeline states. `last` = this warpgroup did
    # the CTA's last tile.
    tb = Block(arg_types=[index, ap.PipeStateType(), index, i1])
    t, cs, j, _last = tb.args
    t.name_hint, cs.name_hint, j.name_hint = "t", "cs", "j"
    lb = _B(tb)
    mine = lb(arith.CmpiOp(lb(arith.RemUIOp(j, lb.idx(2))), wg, "eq"))
    mine.name_hint = "mine"
    ob = Block()
    o = _B(ob)
    m0, n0 = coords(o, t)
    _per_wg(o, wg, lambda fb, w: fb.op(ap.NamedBarrierSyncOp(TURN + w, 256)))
    # the K loop over both 64-row halves of the tile
    zero = [o(tile.FillOp(0.0, acc_t, "warpgroup")) for _ in range(2)]
    # inflight: the stage's two wgmma groups stay in flight into the next K tile (the
    # warpgroup runs its K loop alone, so a wait for 0 groups per K tile would idle the
    # tensor cores); the previous stage is released once its groups are done
    kb = Block(arg_types=[index, acc_t, acc_t, ap.PipeStateType()]
               + ([ap.PipeStateType()] if inflight else []))
    kt, a0, a1, kcs = kb.args[:4]
    kl = _B(kb)
    stage = kl(ap.ConsumerWaitOp(pipe, kcs))
    bv = _view(kl, sB, stage, [0, 0], [bn, BK], _smem(bn, BK, 0, et), "b")
    accs = []
    for h, acc in enumerate((a0, a1)):
        av = _view(kl, sA, stage, [h * WG_ROWS, 0], [WG_ROWS, BK], _smem(WG_ROWS, BK, 0, et), "a")
        accs.append(kl(tile.GemmAsyncOp(av, bv, acc, "warpgroup")))
    if inflight:
        kl.op(ap.WgmmaWaitOp(2))
        rel = Block([ap.ConsumerReleaseOp(pipe, kb.args[4]), scf.YieldOp()])
        kl.op(scf.IfOp(kl(arith.CmpiOp(kt, kl.idx(0), "ugt")), [], Region(rel)))
        kl.op(scf.YieldOp(*accs, kl(ap.AdvanceOp(kcs)), kcs))
        kloop = o.op(scf.ForOp(o.idx(0), kt_n, o.idx(1), [*zero, cs, cs], Region(kb)))
        o.op(ap.WgmmaWaitOp(0))
        o.op(ap.ConsumerReleaseOp(pipe, kloop.results[3]))  # k_tiles >= 1
    else:
        kl.op(ap.WgmmaWaitOp(0))
        kl.op(ap.ConsumerReleaseOp(pipe, kcs))
        kl.op(scf.YieldOp(*accs, kl(ap.AdvanceOp(kcs))))
        kloop = o.op(scf.ForOp(o.idx(0), kt_n, o.idx(1), [*zero, cs], Region(kb)))
    d0, d1 = kloop.results[:2]
    # the other warpgroup's turn (a surplus arrival after the CTA's last tile is matched
    # by the other warpgroup's wait after the loop)
    _per_wg(o, wg, lambda fb, w: fb.op(ap.NamedBarrierArriveOp(TURN + 1 - w, 256)))
    # the epilogue, beside the other warpgroup's K loop
    for h, d in enumerate((d0, d1)):
        out = o(tile.CastOp(d, out_t, "warpgroup"))
        c_view = _view(o, C, None, [o.add(m0, o.idx(h * WG_ROWS)), n0], [WG_ROWS, bn], c_t, "c")
        o.op(tile.StoreWaitOp(0, True, "warpgroup"))
        o.op(tile.CopyOp(out, c_s, "warpgroup"))
        o.op(tile.StoreAsyncOp(c_s, c_view, "warpgroup"))
    o.op(scf.YieldOp())
    lb.op(scf.IfOp(mine, [], Region(ob)))
    # mine or not, the tile's k_tiles states are used up
    lb.op(scf.YieldOp(_skip(lb, cs, kt_n), lb.add(j, lb.idx(1)), mine))
    false = r(arith.ConstantOp.from_int_and_width(0, 1))
    tloop = r.op(scf.ForOp(bid, tiles, grid, [cs0, r.idx(0), false], Region(tb)))
    last_mine = tloop.results[2]
    # the other warpgroup did the last tile: its arrival on my turn barrier is still open
    wb = Block()
    _per_wg(_B(wb), wg, lambda fb, w: fb.op(ap.NamedBarrierSyncOp(TURN + w, 256)))
    wb.add_op(scf.YieldOp())
    r.op(scf.IfOp(r(arith.XOrIOp(last_mine, r(arith.ConstantOp.from_int_and_width(1, 1)))),
                  [], Region(wb)))
    r.op(tile.StoreWaitOp(0, False, "warpgroup"))
    consumer = ap.RoleOp("consumer", [1, 2], 232, Region(cbody))

    b.op(ap.SpecializeOp([producer, consumer]))
    return kernel_module(b, name, arg_types, entry, THREADS)


def launch_params(M: int, N: int, bn: int, stages: int, sms: int) -> dict:
    return {"grid": grid_for(M, N, bn, sms), "block": (THREADS, 1, 1),
            "smem": smem_bytes(bn, stages)}


def pingpong_gemm_ir(bn: int = 128, stages: int = 6, dtype: str = "bf16",
                     raster: str = "grouped", group: int = 8, inflight: int = 1) -> str:
    return module_text(build_pingpong_gemm(bn, stages, dtype, raster, group, inflight=inflight))


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--bn", type=int, default=128)
    p.add_argument("--stages", type=int, default=6)
    p.add_argument("--dtype", default="bf16", choices=tuple(DTYPES))
    p.add_argument("--raster", default="grouped")
    p.add_argument("--group", type=int, default=8)
    p.add_argument("--inflight", type=int, default=1, choices=(0, 1))
    a = p.parse_args(argv)
    print(pingpong_gemm_ir(a.bn, a.stages, a.dtype, a.raster, a.group, a.inflight), end="")


if __name__ == "__main__":
    main()
