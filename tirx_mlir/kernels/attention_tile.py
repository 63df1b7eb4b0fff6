"""FlashAttention forward for Hopper, written in tile IR (bf16 in, f32 softmax, bf16 out).

O = softmax(scale · Q Kᵀ (+ causal mask)) V per (batch, head), with the logsumexp of every
query row (natural log, for a backward pass). Q, K, V, O travel as 2-D row-major tensors:

* layout "bhsd": Q/O are (B·H·Sq) x D, K/V (B·Hkv·Skv) x D; the rows of head (b, h) start
  at (b·H + h)·Sq;
* layout "bshd": Q/O are (B·Sq) x (H·D), K/V (B·Skv) x (Hkv·D); head h is the column
  window h·D .. h·D + D - 1 of rows b·Sq ..

and V is also seen as its transpose (`col_major`), so that its shared tiles are MN-major B
operands of P·V. Grouped-query attention: query head h reads KV head h / group.

One CTA computes BM = 64·consumers query rows of one head (grid = [ceil(Sq / BM), H, B];
block = 128·(1 + consumers) threads):

* warpgroup 0, role "producer" (regs 24): one elected thread loads the Q tile once (TMA,
  a one-stage pipeline `qpipe`) and then streams K_j (BN x D, K-major) and V_j (D x BN,
  MN-major) through an S-stage pipeline `kv`, one stage per KV block;
* warpgroups 1.. , role "consumer" (regs 240): warpgroup w owns query rows 64w .. 64w + 63
  of the tile. Per KV block: S = Q·K_jᵀ (`tile.gemm_async`, SS wgmma, f32), the wait that
  makes S readable, on the blocks that need it `tile.mask` (key columns past Skv; with
  causal, columns after the row), the online softmax (row max, m' = max(m, rowmax),
  P = 2^(S·c - m'·c) with c = scale·log2 e, α = 2^(m·c - m'·c), l' = α·l + rowsum(P),
  O ← α·O), P cast to bf16 in registers and O += P·V_j (`tile.gemm_async`, RS wgmma: P is
  the A fragment, no shared-memory round trip), the wait, the stage's release.
  Blocks 0 .. n_full - 1 need no mask; the rest (the diagonal blocks of a causal tile, the
  ragged last block) take it (an scf.if in the one loop); fully masked blocks (causal, past
  the diagonal) are never loaded.
* epilogue: O / l cast to bf16 and stored (guarded per register), LSE = (m·c + log2 l)·ln 2
  stored per row (`tile.copy` variant `rows`).

The order above is `schedule="serial"`. `"overlap"` issues block j's QKᵀ together with block
j-1's PV and runs block j's softmax while PV_{j-1} is still on the tensor cores (3 stages:
two blocks are held at once); `"pingpong"` (the default) adds named barriers so that the two
consumer warpgroups take turns issuing their GEMMs (see `_Kernel._pipelined`).

Ragged Sq: the last tile starts at Sq - BM (it recomputes rows of the previous tile and
writes the same values), so every stored row is a row of its head; the host pads Q, O and
LSE when Sq < BM. Ragged Skv: the TMA boxes past the end read the next head's rows or
zeros; the mask sets their scores to -inf, so P is 0 there.

Kernel signature: `@attention(%Q, %K, %V, %O, %LSE, %seq_q: i32, %seq_kv: i32,
%heads: i32, %group: i32, %scale_log2: f32)` (scale_log2 = scale · log2 e).
"""

from __future__ import annotations

import argparse
import math as pymath

from xdsl.dialects import arith, scf
from xdsl.dialects.builtin import (DYNAMIC_INDEX, BFloat16Type, Float32Type, FloatAttr, IndexType,
                                   ModuleOp, i32)
from xdsl.ir import Block, Region, SSAValue

from tirx_mlir.dialects import aproxy as ap
from tirx_mlir.dialects import gpu, tile
from tirx_mlir.dialects.layout import SmemLayoutAttr, WgmmaAccAttr
from tirx_mlir.kernels.ir_builder import BlockBuilder, kernel_module, module_text

index = IndexType()
bf16 = BFloat16Type()
f32 = Float32Type()
WG_ROWS = 64
LAYOUTS = ("bhsd", "bshd")
HEAD_DIMS = (64, 128)
_B = BlockBuilder


def smem_bytes(d: int, bn: int, stages: int, consumers: int) -> int:
    """Q tile + stages x (K + V tiles), each region 1024-aligned, + the mbarriers (full and
    empty per stage of the Q, K and V pipelines)."""
    bm = WG_ROWS * consumers
    return bm * d * 2 + stages * 2 * bn * d * 2 + 16 * (2 * stages + 1) + 1024


def check_params(d: int, bn: int, stages: int, consumers: int, layout: str) -> None:
    if d not in HEAD_DIMS:
        raise ValueError(f"attention: expected head dim one of {HEAD_DIMS}, found {d}")
    # S = Q·Kᵀ is an m64nBNk16 wgmma (N = BN) and P·V reads BN as K (a multiple of 16);
    # K/V boxes of BN rows (TMA boxes <= 256 rows, cuTensorMapEncodeTiled).
    if not (16 <= bn <= 256 and bn % 16 == 0):
        raise ValueError(f"attention: expected BN a multiple of 16 in [16, 256], found {bn}")
    if consumers not in (1, 2):
        raise ValueError(f"attention: expected 1 or 2 consumer warpgroups, found {consumers}")
    if stages < 1:
        raise ValueError(f"attention: expected at least 1 stage, found {stages}")
    if layout not in LAYOUTS:
        raise ValueError(f"attention: expected layout one of {LAYOUTS}, found {layout!r}")
    need = smem_bytes(d, bn, stages, consumers)
    if need > ap.MAX_SMEM_BYTES:
        raise ValueError(f"attention: {stages} stages of BN = {bn}, D = {d} need {need} bytes "
                         f"of shared memory; at most {ap.MAX_SMEM_BYTES} exist")


def _smem(rows: int, cols: int, stages: int = 0, major: str = "K") -> tile.BufferType:
    return tile.BufferType([rows, cols], bf16, SmemLayoutAttr(rows, cols, bf16, "128B", major),
                           stages)


def _named(v: SSAValue, name: str) -> SSAValue:
    v.name_hint = name
    return v


class _Geometry:
    """Index arithmetic shared by the roles: which rows/columns of the 2-D tensors a CTA
    reads and writes, and how many KV blocks it visits (computed once, in the entry)."""

    def __init__(self, b: _B, args, d: int, bn: int, bm: int, causal: bool, layout: str,
                 tile_id: SSAValue | None = None):
        Sq, Skv, H, G = (b(arith.IndexCastOp(a, index)) for a in args[:4])
        self.seq_q, self.seq_kv = _named(Sq, "sq"), _named(Skv, "skv")
        if tile_id is None:  # one tile per CTA: (q tile, head, batch) = the block index
            bx = b(gpu.BlockIdOp(gpu.dim("x")))
            h = _named(b(gpu.BlockIdOp(gpu.dim("y"))), "h")
            bz = _named(b(gpu.BlockIdOp(gpu.dim("z"))), "bz")
        else:  # persistent: tile t = ((bz * H) + h) * q_tiles + x (a head's tiles adjacent)
            q_tiles = b(arith.DivUIOp(b.add(Sq, b.idx(bm - 1)), b.idx(bm)))
            bx = b(arith.RemUIOp(tile_id, q_tiles))
            hb = b(arith.DivUIOp(tile_id, q_tiles))
            h = _named(b(arith.RemUIOp(hb, H)), "h")
            bz = _named(b(arith.DivUIOp(hb, H)), "bz")
        t = bx
        if causal:  # the longest rows first (they have the most KV blocks)
            tiles = b(arith.DivUIOp(b.add(Sq, b.idx(bm - 1)), b.idx(bm)))
            t = b(arith.SubiOp(b(arith.SubiOp(tiles, b.idx(1))), bx))
        # the last tile ends at Sq: rows of the previous tile are computed twice, never rows
        # of another head (the host guarantees Sq >= BM)
        m0 = b(arith.MinUIOp(b.mul(t, b.idx(bm)), b(arith.SubiOp(Sq, b.idx(bm)))))
        self.m0 = _named(m0, "m0")
        hkv = _named(b(arith.DivUIOp(h, G)), "hkv")
        bh = b.add(b.mul(bz, H), h)
        self.lse_row = _named(b.add(b.mul(bh, Sq), m0), "lse_row")
        if layout == "bhsd":
            self.q_row, self.q_col = self.lse_row, b.idx(0)
            heads_kv = b(arith.DivUIOp(H, G))
            self.kv_row = b.mul(b.add(b.mul(bz, heads_kv), hkv), Skv)
            self.kv_col = self.q_col
        else:
            self.q_row = b.add(b.mul(bz, Sq), m0)
            self.q_col = b.mul(h, b.idx(d))
            self.kv_row = b.mul(bz, Skv)
            self.kv_col = b.mul(hkv, b.idx(d))
        for v, n in ((self.q_row, "q_row"), (self.q_col, "q_col"), (self.kv_row, "kv_row"),
                     (self.kv_col, "kv_col")):
            _named(v, n)
        n_kv = b(arith.DivUIOp(b.add(Skv, b.idx(bn - 1)), b.idx(bn)))
        full = b(arith.DivUIOp(Skv, b.idx(bn)))
        if causal:
            last = b(arith.DivUIOp(b.add(m0, b.idx(bm - 1)), b.idx(bn)))
            n_kv = b(arith.MinUIOp(n_kv, b.add(last, b.idx(1))))
            full = b(arith.MinUIOp(full, b(arith.DivUIOp(b.add(m0, b.idx(1)), b.idx(bn)))))
        self.n_blocks = _named(n_kv, "n_blocks")
        self.n_full = _named(b(arith.MinUIOp(full, n_kv)), "n_full")


def build_attention(d: int = 128, bn: int = 128, stages: int = 3, causal: bool = False,
                    layout: str = "bhsd", consumers: int = 2, schedule: str = "pingpong",
                    name: str = "attention", hold: bool = True,
                    epilogue: str = "tma", persistent: bool = False,
                    rescale: str = "late", turn: str = "both") -> ModuleOp:
    """The tile-level FlashAttention forward kernel in a module (gpu.module @kernels).
    `hold`: keep the overlapped schedules' `wgmma_wait 0` after the softmax
    (`aproxy.wgmma_hold`); False only to measure what ptxas does without it. `epilogue`:
    "tma" (O through the warpgroup's Q tile: stmatrix, one TMA store) or "direct"
    (guarded per-register stores). `persistent`: grid = [min(tiles, SMs)], each CTA walks
    tiles bid, bid + grid, ... (the producer loads the next tile's first K/V block and Q
    while the consumers finish the current one); with the direct epilogue the consumers
    release Q right after their last QKᵀ."""
    if persistent and schedule == "serial":
        raise ValueError("attention: expected an overlapped schedule with persistent=True, "
                         "found 'serial'")
    if epilogue not in EPILOGUES:
        raise ValueError(f"attention: expected epilogue one of {EPILOGUES}, found {epilogue!r}")
    if rescale not in RESCALES:
        raise ValueError(f"attention: expected rescale one of {RESCALES}, found {rescale!r}")
    if turn not in TURNS:
        raise ValueError(f"attention: expected turn one of {TURNS}, found {turn!r}")
    check_params(d, bn, stages, consumers, layout)
    if schedule not in SCHEDULES or (schedule == "pingpong" and consumers != 2):
        raise ValueError(f"attention: expected schedule one of {SCHEDULES} (pingpong with 2 "
                         f"consumers), found {schedule!r} with {consumers}")
    bm = WG_ROWS * consumers
    g2 = tile.GlobalType([DYNAMIC_INDEX, DYNAMIC_INDEX], bf16, "row_major")
    gv = tile.GlobalType([DYNAMIC_INDEX, DYNAMIC_INDEX], bf16, "col_major")
    gl = tile.GlobalType([DYNAMIC_INDEX], f32, "row_major")
    arg_types = [g2, g2, gv, g2, gl, i32, i32, i32, i32, f32, i32]
    entry = Block(arg_types=arg_types)
    names = ("Q", "K", "V", "O", "LSE", "seq_q", "seq_kv", "heads", "group", "scale_log2",
             "batch")
    for a, n in zip(entry.args, names):
        a.name_hint = n
    Q, K, V, O, LSE = entry.args[:5]
    b = _B(entry)
    dims = entry.args[5:9]
    geo = None if persistent else _Geometry(b, dims, d, bn, bm, causal, layout)
    # one 64-row Q tile per consumer warpgroup (a 64-row window of a 128-row tile with
    # D = 128 is not a canonical tile: its second 64-column atom column is 128 rows away)
    sQ = _named(b(tile.AllocOp(_smem(WG_ROWS, d, consumers))), "sQ")
    sK = _named(b(tile.AllocOp(_smem(bn, d, stages))), "sK")
    sV = _named(b(tile.AllocOp(_smem(d, bn, stages, "MN"))), "sV")
    qpipe = _named(b(ap.PipelineOp(1, bm * d * 2, consumers)), "qpipe")
    # K and V on their own pipelines (one pipeline state drives both: they advance
    # together): QKᵀ_j waits only for K_j, which is released as soon as S_j is ready; V_j
    # is waited for one block later, before PV_j
    kp = _named(b(ap.PipelineOp(stages, bn * d * 2, consumers)), "kpipe")
    vp = _named(b(ap.PipelineOp(stages, bn * d * 2, consumers)), "vpipe")
    k = _Kernel(d, bn, bm, causal, geo, sQ, sK, sV, qpipe, (kp, vp), entry.args[9], schedule,
                hold, epilogue, rescale, turn)
    if persistent:
        sq, heads, batch = (b(arith.IndexCastOp(a, index)) for a in (dims[0], dims[2],
                                                                      entry.args[10]))
        q_tiles = b(arith.DivUIOp(b.add(sq, b.idx(bm - 1)), b.idx(bm)))
        k.tiles = _named(b.mul(b.mul(q_tiles, heads), batch), "tiles")
        k.bid = _named(b(gpu.BlockIdOp(gpu.dim("x"))), "bid")
        k.grid = _named(b(gpu.GridDimOp(gpu.dim("x"))), "grid")
        k.geo_at = lambda lb, t: _Geometry(lb, dims, d, bn, bm, causal, layout, tile_id=t)
        roles = [k.producer_persistent(Q, K, V), k.consumer_persistent(O, LSE, consumers)]
    else:
        roles = [k.producer(Q, K, V), k.consumer(O, LSE, consumers)]
    b.op(ap.SpecializeOp(roles))
    return kernel_module(b, name, arg_types, entry, 128 * (1 + consumers))


SCHEDULES = ("serial", "overlap", "pingpong")
EPILOGUES = ("tma", "direct")
#: When O is scaled by α: "late" right after its P·V retired (end of the block), "early"
#: in the next block between this warpgroup's QKᵀ and P·V issue (under the QKᵀ)
RESCALES = ("late", "early")
#: What a ping-pong turn covers in the KV loop: "both" GEMMs of the block, or only "qk"
#: (the turn passes right after QKᵀ_j is issued, PV_{j-1} is issued after the pass)
TURNS = ("both", "qk")
#: Named barriers of the ping-pong schedule: consumer warpgroup w waits on TURN_BARRIER + w
#: (ids 0 and 8.. are taken by aproxy.pipeline and tile-dispatch; PTX ISA "bar, barrier").
TURN_BARRIER = 4


class _Kernel:
    def __init__(self, d, bn, bm, causal, geo, sQ, sK, sV, qpipe, kv, scale_log2, schedule,
                 hold=True, epilogue="tma", rescale="late", turn="both"):
        self.hold, self.epilogue, self.rescale, self.turn = hold, epilogue, rescale, turn
        self.d, self.bn, self.bm, self.causal, self.geo = d, bn, bm, causal, geo
        self.sQ, self.sK, self.sV, self.qpipe = sQ, sK, sV, qpipe
        self.kv, self.vp = kv  # the K pipeline (whose states drive both) and the V one
        self.c = scale_log2
        self.schedule = schedule
        self.s_t = tile.FragType([WG_ROWS, bn], f32, WgmmaAccAttr(bn, f32))
        self.p_t = tile.FragType([WG_ROWS, bn], bf16, WgmmaAccAttr(bn, f32))
        self.o_t = tile.FragType([WG_ROWS, d], f32, WgmmaAccAttr(d, f32))
        self.row_t = tile.FragType([WG_ROWS], f32, WgmmaAccAttr(bn, f32))

    # -- producer ---------------------------------------------------------------------------

    def producer(self, Q, K, V) -> ap.RoleOp:
        d, bm, geo = self.d, self.bm, self.geo
        eb = Block()
        e = _B(eb)
        qs = e(ap.ProducerAcquireOp(self.qpipe, e(ap.ProducerStartOp(self.qpipe))))
        for w in range(bm // WG_ROWS):
            q_g = e(tile.ViewOp(Q, None, [e.add(geo.q_row, e.idx(WG_ROWS * w)), geo.q_col],
                                [WG_ROWS, d], tile.GlobalType([WG_ROWS, d], bf16, "row_major")))
            q_s = e(tile.ViewOp(self.sQ, e.idx(w), [0, 0], [WG_ROWS, d], _smem(WG_ROWS, d)))
            e.op(tile.CopyAsyncOp(q_g, q_s, self.qpipe, qs, "thread"))
        ps = e(ap.ProducerStartOp(self.kv))
        first = 0
        if self.schedule != "serial":  # block 0 before the loop, as the consumers take it
            ps = self._load_kv(e, K, V, e.idx(0), ps)
            first = 1
        body = Block(arg_types=[index, ap.PipeStateType()])
        body.args[0].name_hint, body.args[1].name_hint = "j", "ps"
        lb = _B(body)
        lb.op(scf.YieldOp(self._load_kv(lb, K, V, *body.args)))
        e.op(scf.ForOp(e.idx(first), geo.n_blocks, e.idx(1), [ps], Region(body)))
        return ap.RoleOp("producer", [0], 24, Region(Block([ap.ElectOneOp("warpgroup",
                                                                           Region(eb))])))

    def _load_q(self, b: _B, Q, qs) -> None:
        """The Q tile (one 64-row box pair per consumer) into stage `qs` of `qpipe`."""
        d, geo = self.d, self.geo
        for w in range(self.bm // WG_ROWS):
            q_g = b(tile.ViewOp(Q, None, [b.add(geo.q_row, b.idx(WG_ROWS * w)), geo.q_col],
                                [WG_ROWS, d], tile.GlobalType([WG_ROWS, d], bf16, "row_major")))
            q_s = b(tile.ViewOp(self.sQ, b.idx(w), [0, 0], [WG_ROWS, d], _smem(WG_ROWS, d)))
            b.op(tile.CopyAsyncOp(q_g, q_s, self.qpipe, qs, "thread"))

    def producer_persistent(self, Q, K, V) -> ap.RoleOp:
        """Per tile of this CTA: K/V block 0 (its stage frees while the consumers finish
        the previous tile), then Q (its one stage frees when they release it), then the
        other blocks; the pipeline states run on across tiles."""
        eb = Block()
        e = _B(eb)
        body = Block(arg_types=[index, ap.PipeStateType(), ap.PipeStateType()])
        t, qs, ps = body.args
        t.name_hint, qs.name_hint, ps.name_hint = "t", "qs", "ps"
        lb = _B(body)
        self.geo = self.geo_at(lb, t)
        ps = self._load_kv(lb, K, V, lb.idx(0), ps)
        self._load_q(lb, Q, lb(ap.ProducerAcquireOp(self.qpipe, qs)))
        kb = Block(arg_types=[index, ap.PipeStateType()])
        kb.args[0].name_hint, kb.args[1].name_hint = "j", "ps"
        kl = _B(kb)
        kl.op(scf.YieldOp(self._load_kv(kl, K, V, *kb.args)))
        inner = lb.op(scf.ForOp(lb.idx(1), self.geo.n_blocks, lb.idx(1), [ps], Region(kb)))
        lb.op(scf.YieldOp(lb(ap.AdvanceOp(qs)), inner.results[0]))
        e.op(scf.ForOp(self.bid, self.tiles, self.grid,
                       [e(ap.ProducerStartOp(self.qpipe)), e(ap.ProducerStartOp(self.kv))],
                       Region(body)))
        return ap.RoleOp("producer", [0], 24, Region(Block([ap.ElectOneOp("warpgroup",
                                                                           Region(eb))])))

    def _load_kv(self, b: _B, K, V, j, ps) -> SSAValue:
        """K_j and V_j into the next stage of `kv`; the advanced pipeline state."""
        d, bn, geo = self.d, self.bn, self.geo
        row = b.add(geo.kv_row, b.mul(j, b.idx(bn)))
        k_g = b(tile.ViewOp(K, None, [row, geo.kv_col], [bn, d],
                            tile.GlobalType([bn, d], bf16, "row_major")))
        v_g = b(tile.ViewOp(V, None, [geo.kv_col, row], [d, bn],
                            tile.GlobalType([d, bn], bf16, "col_major")))
        k_stage = _named(b(ap.ProducerAcquireOp(self.kv, ps)), "k_stage")
        b.op(tile.CopyAsyncOp(k_g, self._kv_views(b, k_stage)[0], self.kv, k_stage, "thread"))
        v_stage = _named(b(ap.ProducerAcquireOp(self.vp, ps)), "v_stage")
        b.op(tile.CopyAsyncOp(v_g, self._kv_views(b, v_stage)[1], self.vp, v_stage, "thread"))
        return b(ap.AdvanceOp(ps))

    def _kv_views(self, b: _B, stage):
        d, bn = self.d, self.bn
        k_s = b(tile.ViewOp(self.sK, stage, [0, 0], [bn, d], _smem(bn, d)))
        v_s = b(tile.ViewOp(self.sV, stage, [0, 0], [d, bn], _smem(d, bn, 0, "MN")))
        return k_s, v_s

    # -- consumers --------------------------------------------------------------------------

    def consumer(self, O, LSE, consumers: int) -> ap.RoleOp:
        d, geo = self.d, self.geo
        body = Block()
        r = _B(body)
        wg = _named(r(ap.WarpgroupIndexOp()), "wg")
        row0 = _named(r.mul(wg, r.idx(WG_ROWS)), "row0")
        qcs = r(ap.ConsumerStartOp(self.qpipe))
        r(ap.ConsumerWaitOp(self.qpipe, qcs))
        self.q = _named(r(tile.ViewOp(self.sQ, wg, [0, 0], [WG_ROWS, d], _smem(WG_ROWS, d))), "q")
        self.zero_s = _named(r(tile.FillOp(0.0, self.s_t)), "zero_s")
        o0 = _named(r(tile.FillOp(0.0, self.o_t)), "o0")
        m_init = _named(r(tile.FillOp(-1.0e30, self.row_t)), "m_init")
        l0 = _named(r(tile.FillOp(0.0, self.row_t)), "l0")
        self.q_pos = r.add(geo.m0, row0)  # the tile row 0 of this warpgroup, within the head
        self.wg = wg
        if self.schedule == "serial":
            state = [o0, m_init, l0, r(ap.ConsumerStartOp(self.kv))]
            loop = r.op(scf.ForOp(r.idx(0), geo.n_blocks, r.idx(1), state,
                                  Region(self._serial_body())))
            o, m, l = loop.results[:3]
        else:
            o, m, l = self._pipelined(r, o0, m_init, l0)
        self._epilogue(r, O, LSE, o, m, l, row0)
        r.op(ap.ConsumerReleaseOp(self.qpipe, qcs))
        regs = 240 if consumers == 2 else 256 - 24
        return ap.RoleOp("consumer", list(range(1, 1 + consumers)), regs - regs % 8,
                         Region(body))

    def consumer_persistent(self, O, LSE, consumers: int) -> ap.RoleOp:
        """Per tile of this CTA: wait for Q, the pipelined KV loop, the epilogue, Q's
        release (direct epilogue: right after the last QKᵀ, so that the next tile's Q
        loads under the last P·V and the stores)."""
        d = self.d
        body = Block()
        r = _B(body)
        self.wg = wg = _named(r(ap.WarpgroupIndexOp()), "wg")
        row0 = _named(r.mul(wg, r.idx(WG_ROWS)), "row0")
        self.q = _named(r(tile.ViewOp(self.sQ, wg, [0, 0], [WG_ROWS, d], _smem(WG_ROWS, d))), "q")
        self.zero_s = _named(r(tile.FillOp(0.0, self.s_t)), "zero_s")
        tb = Block(arg_types=[index, ap.PipeStateType(), ap.PipeStateType()])
        t, qcs, cs = tb.args
        t.name_hint, qcs.name_hint, cs.name_hint = "t", "qcs", "cs"
        lb = _B(tb)
        self.geo = self.geo_at(lb, t)
        lb(ap.ConsumerWaitOp(self.qpipe, qcs))
        o0 = _named(lb(tile.FillOp(0.0, self.o_t)), "o0")
        m_init = _named(lb(tile.FillOp(-1.0e30, self.row_t)), "m_init")
        l0 = _named(lb(tile.FillOp(0.0, self.row_t)), "l0")
        self.q_pos = lb.add(self.geo.m0, row0)
        early = self.epilogue == "direct"
        o, m, l, cs_next = self._pipelined(lb, o0, m_init, l0, cs,
                                           release_q=qcs if early else None)
        self._epilogue(lb, O, LSE, o, m, l, row0)
        if not early:
            lb.op(ap.ConsumerReleaseOp(self.qpipe, qcs))
        lb.op(scf.YieldOp(lb(ap.AdvanceOp(qcs)), cs_next))
        r.op(scf.ForOp(self.bid, self.tiles, self.grid,
                       [r(ap.ConsumerStartOp(self.qpipe)), r(ap.ConsumerStartOp(self.kv))],
                       Region(tb)))
        regs = 240 if consumers == 2 else 256 - 24
        return ap.RoleOp("consumer", list(range(1, 1 + consumers)), regs - regs % 8,
                         Region(body))

    def _qk(self, b: _B, stage, zero=None) -> SSAValue:
        """S = Q·K_stageᵀ issued (one wgmma group) onto `zero` (a zero fragment used only
        here: the wgmma takes its registers, no copy) or the shared one."""
        k_s, _ = self._kv_views(b, stage)
        return b(tile.GemmAsyncOp(self.q, k_s, zero or self.zero_s, "warpgroup"))

    def _pv(self, b: _B, pb, stage, o) -> SSAValue:
        """O + P·V_stage issued (one wgmma group, P from registers)."""
        _, v_s = self._kv_views(b, stage)
        return b(tile.GemmAsyncOp(pb, v_s, o, "warpgroup"))

    def _masked(self, b: _B, s, j) -> SSAValue:
        """S with tile.mask applied on the blocks that need it (j >= n_full: the causal
        diagonal, the ragged last block): an scf.if, so producer and consumers keep one loop
        of one trip count."""
        then = Block()
        tb = _B(then)
        kv0 = tb.mul(j, tb.idx(self.bn))
        tb.op(scf.YieldOp(tb(tile.MaskOp(s, self.q_pos, kv0, self.geo.seq_kv, self.causal))))
        need = b(arith.CmpiOp(j, self.geo.n_full, "uge"))
        return _named(b(scf.IfOp(need, [self.s_t], Region(then), Region(Block([scf.YieldOp(s)])))),
                      "s_masked")

    def _softmax(self, b: _B, s, m, l):
        """The online-softmax step on a ready S: (m', α, l', P) with m' = max(m, rowmax S),
        P = 2^(S·c - m'·c), α = 2^(m·c - m'·c), l' = α·l + rowsum P."""
        mx = b(tile.ReduceMaxOp(s, self.row_t))
        m_new = _named(b(tile.MaxOp(m, mx)), "m_new")
        mb = _named(b(tile.ScaleOp(m_new, self.c)), "mb")
        p = _named(b(tile.Exp2Op(s, "warpgroup", self.c, mb)), "p")
        alpha = _named(b(tile.Exp2Op(m, "warpgroup", self.c, mb)), "alpha")
        l_new = b(tile.AddOp(b(tile.MulOp(l, alpha)), b(tile.ReduceSumOp(p, self.row_t))))
        return m_new, alpha, l_new, p

    def _serial_body(self) -> Block:
        """One KV block: QKᵀ, wait, softmax, rescale O, PV, wait, release."""
        body = Block(arg_types=[index, self.o_t, self.row_t, self.row_t, ap.PipeStateType()])
        j, o, m, l, cs = body.args
        for a, n in zip(body.args, ("j", "o", "m", "l", "cs")):
            a.name_hint = n
        lb = _B(body)
        stage = _named(lb(ap.ConsumerWaitOp(self.kv, cs)), "stage")
        s = _named(lb.op(ap.WgmmaWaitOp(0, [self._qk(lb, stage)])).results[0], "s")
        lb.op(ap.ConsumerReleaseOp(self.kv, cs))
        m_new, alpha, l_new, p = self._softmax(lb, self._masked(lb, s, j), m, l)
        pb = _named(lb(tile.CastOp(p, self.p_t)), "pb")
        v_stage = _named(lb(ap.ConsumerWaitOp(self.vp, cs)), "v_stage")
        o_async = self._pv(lb, pb, v_stage, lb(tile.ScaleOp(o, alpha)))
        o_new = _named(lb.op(ap.WgmmaWaitOp(0, [o_async])).results[0], "o_new")
        lb.op(ap.ConsumerReleaseOp(self.vp, cs))
        lb.op(scf.YieldOp(o_new, m_new, l_new, lb(ap.AdvanceOp(cs))))
        return body

    # The overlapped schedule: block j's QKᵀ and block j-1's PV are issued together; the wait
    # for one group (S_j ready, PV_{j-1} still running) lets block j's softmax run while the
    # tensor cores finish PV_{j-1}; O is rescaled by α_j after PV_{j-1} retired. Block 0's
    # QKᵀ comes before the loop and the last PV after it (the producer peels block 0 too, so
    # both loops run n_blocks - 1 times). "pingpong" adds named barriers around each
    # warpgroup's issue of its GEMMs, so that the two consumers take turns: one issues its
    # GEMMs while the other runs its softmax.

    def _turn(self, b: _B, kind: str) -> None:
        """kind "wait": wait for this warpgroup's turn; "pass": give the turn to the other
        one; "open": warpgroup 1 lets warpgroup 0 go first; "last": the final pass, made by
        warpgroup 0 only (warpgroup 1's would have no taker)."""
        if self.schedule != "pingpong":
            return
        mine = [ap.NamedBarrierSyncOp(TURN_BARRIER + w, 256) for w in (0, 1)]
        other = [ap.NamedBarrierArriveOp(TURN_BARRIER + 1 - w, 256) for w in (0, 1)]
        ops = {"wait": mine, "pass": other, "open": [None, other[1]], "last": [other[0], None]}[kind]
        blocks = [Block([o, scf.YieldOp()] if o is not None else [scf.YieldOp()]) for o in ops]
        first = b(arith.CmpiOp(self.wg, b.idx(0), "eq"))
        b.op(scf.IfOp(first, [], Region(blocks[0]), Region(blocks[1])))

    def _pipelined(self, r: _B, o0, m_init, l0, cs0=None, release_q=None):
        """The overlapped KV loop from pipeline state `cs0` (a fresh one when None); returns
        (O, m, l) and, given `cs0`, the state after the tile's last block. `release_q`: the
        qpipe state to release once the last QKᵀ has retired."""
        carried = cs0 is not None
        if cs0 is None:
            cs0 = r(ap.ConsumerStartOp(self.kv))
        self._turn(r, "open")
        st0 = _named(r(ap.ConsumerWaitOp(self.kv, cs0)), "stage0")
        self._turn(r, "wait")
        s0 = self._qk(r, st0, r(tile.FillOp(0.0, self.s_t)))
        self._turn(r, "pass")
        s0 = r.op(ap.WgmmaWaitOp(0, [s0])).results[0]
        r.op(ap.ConsumerReleaseOp(self.kv, cs0))
        m1, a0, l1, p0 = self._softmax(r, self._masked(r, s0, r.idx(0)), m_init, l0)
        early = self.rescale == "early"
        # P travels to the next iteration in f32 (arith-to-nvvm cannot carry bf16 lanes
        # through a block argument) and is cast right before its PV
        st_t = ap.PipeStateType()
        # early rescale: the loop carries O as retired (not yet scaled) and the α that
        # scales it, applied after this warpgroup's QKᵀ is issued (under that GEMM)
        extra = [self.row_t] if early else []
        body = Block(arg_types=[index, self.o_t, self.row_t, self.row_t, self.s_t, index, st_t,
                                st_t] + extra)
        j, o, m, l, p_prev, st_prev, cs_prev, cs = body.args[:8]
        for a, n in zip(body.args, ("j", "o", "m", "l", "p_prev", "st_prev", "cs_prev", "cs",
                                    "alpha_prev")):
            a.name_hint = n
        lb = _B(body)
        stage = _named(lb(ap.ConsumerWaitOp(self.kv, cs)), "stage")
        # the zero S and the bf16 P are made before this warpgroup's turn: between the turn
        # barriers only the two GEMMs are issued
        zero = lb(tile.FillOp(0.0, self.s_t))
        pb_prev = _named(lb(tile.CastOp(p_prev, self.p_t)), "pb_prev")
        st_prev = _named(lb(ap.ConsumerWaitOp(self.vp, cs_prev)), "v_stage")
        self._turn(lb, "wait")
        s_async = self._qk(lb, stage, zero)
        if self.turn == "qk":  # the other warpgroup may issue as soon as our QKᵀ is issued
            self._turn(lb, "pass")
        if early:
            o = _named(lb(tile.ScaleOp(o, body.args[8])), "o_scaled")
        o_async = self._pv(lb, pb_prev, st_prev, o)
        if self.turn != "qk":
            self._turn(lb, "pass")
        s = _named(lb.op(ap.WgmmaWaitOp(1, [s_async])).results[0], "s")  # PV still in flight
        lb.op(ap.ConsumerReleaseOp(self.kv, cs))  # K_j: read by the retired QKᵀ only
        m_new, alpha, l_new, p = self._softmax(lb, self._masked(lb, s, j), m, l)
        if self.hold:  # else ptxas hoists the wait into the softmax (docs/attention.md)
            lb.op(ap.WgmmaHoldOp([l_new]))
        o_done = lb.op(ap.WgmmaWaitOp(0, [o_async])).results[0]
        lb.op(ap.ConsumerReleaseOp(self.vp, cs_prev))
        o_new = o_done if early else _named(lb(tile.ScaleOp(o_done, alpha)), "o_new")
        lb.op(scf.YieldOp(o_new, m_new, l_new, p, stage, cs, lb(ap.AdvanceOp(cs)),
                          *([alpha] if early else [])))
        loop = r.op(scf.ForOp(r.idx(1), self.geo.n_blocks, r.idx(1),
                              [o0, m1, l1, p0, st0, cs0, r(ap.AdvanceOp(cs0))]
                              + ([a0] if early else []), Region(body)))
        o, m, l, p, st_last, cs_last, cs_next = loop.results[:7]
        if release_q is not None:  # every QKᵀ of the tile has retired
            r.op(ap.ConsumerReleaseOp(self.qpipe, release_q))
        pb = r(tile.CastOp(p, self.p_t))
        st_last = _named(r(ap.ConsumerWaitOp(self.vp, cs_last)), "v_stage")
        self._turn(r, "wait")
        if early:
            o = r(tile.ScaleOp(o, loop.results[7]))
        o_async = self._pv(r, pb, st_last, o)
        self._turn(r, "last")
        o = r.op(ap.WgmmaWaitOp(0, [o_async])).results[0]
        r.op(ap.ConsumerReleaseOp(self.vp, cs_last))
        return (o, m, l, cs_next) if carried else (o, m, l)

    def _epilogue(self, r: _B, O, LSE, o, m, l, row0) -> None:
        d, geo = self.d, self.geo
        one = r(tile.FillOp(1.0, self.row_t))
        inv = _named(r(tile.DivOp(one, l)), "inv_l")
        out = r(tile.CastOp(r(tile.ScaleOp(o, inv)),
                            tile.FragType([WG_ROWS, d], bf16, WgmmaAccAttr(d, f32))))
        o_g = r(tile.ViewOp(O, None, [r.add(geo.q_row, row0), geo.q_col], [WG_ROWS, d],
                            tile.GlobalType([WG_ROWS, d], bf16, "row_major")))
        # O goes out through this warpgroup's Q tile (read by no wgmma any more: the last
        # P·V retired): stmatrix into it, then one TMA store (every row of the tile is a
        # row of the head: the last tile ends at Sq)
        if self.epilogue == "tma":
            r.op(tile.CopyOp(out, self.q, "warpgroup"))
            r.op(tile.StoreAsyncOp(self.q, o_g, "warpgroup"))
        else:  # guarded per-register stores
            r.op(tile.CopyOp(out, o_g, "warpgroup"))
        ln2 = r(arith.ConstantOp(FloatAttr(pymath.log(2.0), f32)))
        lse2 = r(tile.AddOp(r(tile.ScaleOp(m, self.c)), r(tile.Log2Op(l))))
        lse = _named(r(tile.ScaleOp(lse2, ln2)), "lse")
        lse_g = r(tile.ViewOp(LSE, None, [r.add(geo.lse_row, row0)], [WG_ROWS],
                              tile.GlobalType([WG_ROWS], f32, "row_major")))
        r.op(tile.CopyOp(lse, lse_g, "warpgroup"))
        if self.epilogue == "tma":
            # the store has read the tile (it may be freed at exit); its global writes
            # complete on their own
            r.op(tile.StoreWaitOp(0, True, "warpgroup"))


def attention_ir(d: int = 128, bn: int = 128, stages: int = 3, causal: bool = False,
                 layout: str = "bhsd", consumers: int = 2, schedule: str = "pingpong",
                 hold: bool = True, epilogue: str = "tma", persistent: bool = False,
                 rescale: str = "late", turn: str = "both") -> str:
    """The kernel's tile-level IR as text (it parses back with tirx-opt)."""
    return module_text(build_attention(d, bn, stages, causal, layout, consumers, schedule,
                                       hold=hold, epilogue=epilogue, persistent=persistent,
                                       rescale=rescale, turn=turn))


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--d", type=int, default=128, choices=HEAD_DIMS)
    p.add_argument("--bn", type=int, default=128)
    p.add_argument("--stages", type=int, default=3)
    p.add_argument("--causal", action="store_true")
    p.add_argument("--layout", default="bhsd", choices=LAYOUTS)
    p.add_argument("--consumers", type=int, default=2, choices=(1, 2))
    p.add_argument("--schedule", default="pingpong", choices=SCHEDULES)
    a = p.parse_args(argv)
    print(attention_ir(a.d, a.bn, a.stages, a.causal, a.layout, a.consumers, a.schedule),
          end="")


if __name__ == "__main__":
    main()
