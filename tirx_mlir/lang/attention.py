"""FlashAttention forward for Hopper in the front end (bf16 in, f32 softmax, bf16 out).

O = softmax(scale · Q Kᵀ (+ causal mask)) V per (batch, head), with the logsumexp of every
query row (natural log, for a backward pass). Q, K, V, O travel as 2-D row-major tensors:

* layout "bhsd": Q/O are (B·H·Sq) x D, K/V (B·Hkv·Skv) x D; the rows of head (b, h) start
  at (b·H + h)·Sq;
* layout "bshd": Q/O are (B·Sq) x (H·D), K/V (B·Skv) x (Hkv·D); head h is the column
  window h·D .. h·D + D - 1 of rows b·Sq ..

and V is also seen as its transpose (`col_major`), so that its shared tiles are MN-major B
operands of P·V. Grouped-query attention: query head h reads KV head h / group.

One CTA computes BM = 64·consumers query rows of one head (grid = [ceil(Sq / BM), H, B];
block = 128·(1 + consumers) threads; consumers 1, 2 or 3, the last at D = 64 with BN <=
MAX_BN_3, BM = 192, 512 threads):

* warpgroup 0, role "producer" (regs 24): one elected thread loads the Q tile once (TMA,
  a one-stage pipeline `qpipe`) and then streams K_j (BN x D, K-major) and V_j (D x BN,
  MN-major) through S-stage pipelines `kpipe` / `vpipe`, one stage per KV block;
* warpgroups 1.. , role "consumer" (regs 240; 160 with 3 consumers, `_consumer_regs`):
  warpgroup w owns query rows 64w .. 64w + 63
  of the tile. Per KV block: S = Q·K_jᵀ (SS wgmma, f32), the wait that makes S readable,
  on the blocks that need it `tx.mask` (key columns past Skv; with causal, columns after
  the row), the online softmax (m' = max(m, rowmax S), P = 2^(S·c - m'·c) with
  c = scale·log2 e, α = 2^(m·c - m'·c), l' = α·l + rowsum P, O ← α·O), P cast to bf16 in
  registers and O += P·V_j (RS wgmma: P is the A fragment), the wait, the stage's release.
  Blocks 0 .. n_full - 1 need no mask; the rest (the diagonal blocks of a causal tile, the
  ragged last block) take it (an scf.if in the one loop); fully masked blocks (causal, past
  the diagonal) are never loaded.
* epilogue: O / l cast to bf16 and stored, LSE = (m·c + log2 l)·ln 2 stored per row.

The order above is `schedule="serial"`. `"overlap"` issues block j's QKᵀ together with block
j-1's PV and runs block j's softmax while PV_{j-1} is still on the tensor cores (3 stages:
two blocks are held at once); `"pingpong"` (the default) adds named barriers so that the
consumer warpgroups take turns issuing their GEMMs, in a ring 0, 1, .., C-1 (`take_turn`,
`kv_loop_overlapped`). `persistent`:
grid = [min(tiles, SMs)], each CTA walks tiles bid, bid + grid, ... (the producer loads the
next tile's first K/V block and Q while the consumers finish the current one).

Ragged Sq: the last tile starts at Sq - BM (it recomputes rows of the previous tile and
writes the same values), so every stored row is a row of its head; the host pads Q, O and
LSE when Sq < BM. Ragged Skv: the TMA boxes past the end read the next head's rows or
zeros; the mask sets their scores to -inf, so P is 0 there.

Kernel signature: `@attention(%Q, %K, %V, %O, %LSE, %seq_q: i32, %seq_kv: i32,
%heads: i32, %group: i32, %scale_log2: f32, %batch: i32)` (scale_log2 = scale · log2 e).
test/test_lang_attention.py checks that tile-dispatch makes of every variant the IR of the
hand builder it replaced (docs/attention.md).

    print(attention.ir(d=64, causal=True, layout="bshd"))
    mod = attention.compile(schedule="serial", stages=2)     # kernels/attention.py launches it
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import tirx_mlir.lang as tx
from tirx_mlir.dialects.aproxy import MAX_SMEM_BYTES, REGISTER_FILE
from tirx_mlir.lang.values import Value
from tirx_mlir.lowering.tile_dispatch.context import WARPGROUP_BARRIER_BASE

WG_ROWS = 64
LAYOUTS = ("bhsd", "bshd")
HEAD_DIMS = (64, 128)
SCHEDULES = ("serial", "overlap", "pingpong")
EPILOGUES = ("tma", "direct")
#: When O is scaled by α: "late" right after its P·V retired (end of the block), "early"
#: in the next block between this warpgroup's QKᵀ and P·V issue (under the QKᵀ)
RESCALES = ("late", "early")
#: What a ping-pong turn covers in the KV loop: "both" GEMMs of the block, or only "qk"
#: (the turn passes right after QKᵀ_j is issued, PV_{j-1} is issued after the pass)
TURNS = ("both", "qk")
#: How block rows map to query heads (the kernel's `head_order`)
HEAD_ORDERS = ("grouped", "spread")
#: Named barriers of the ping-pong schedule: consumer warpgroup w waits on TURN_BARRIER + w
#: (ids 0 and 8.. are taken by aproxy.pipeline and tile-dispatch; PTX ISA "bar, barrier").
TURN_BARRIER = 4
#: setmaxnreg count of the producer warpgroup (one elected thread issues TMA loads)
PRODUCER_REGS = 24
#: Three consumer warpgroups (BM = 192) get 160 registers a thread (_consumer_regs), which
#: bounds the KV block: in the overlapped schedules QKᵀ_j is issued while P_{j-1} is held
#: (its bf16 words, BN/4 registers: the RS wgmma lowering rounds and packs P where the kernel
#: casts it, before the turn, tile_dispatch/gemm.py), so S_j (BN/2), P_{j-1} and O (D/2) are
#: live at once with the softmax's and the descriptors' registers. Per head dim, the largest
#: BN per schedule that ptxas (13.0, -arch=sm_90a -v) compiles without spills (ping-pong BN
#: 128 spills 4 bytes non-causal; test/test_attention.py compiles it with the bounds lifted
#: and finds the spill). The persistent tile loop spills at every BN (16-24 bytes at BN 64 /
#: 80). "knobs": the bound of the overlapped schedules with epilogue "direct" or rescale
#: "early". D = 128 (absent) compiles without spills up to BN = 80 but ran 1-15% slower
#: than two consumers at BN = 128 (benchmarks/attn_variants.py --three), so it is refused.
MAX_BN_3 = {64: {"pingpong": 112, "overlap": 80, "serial": 128, "knobs": 112}}


def max_bn_3(d: int, schedule: str, epilogue: str = "tma", rescale: str = "late") -> int:
    """The largest BN with which 3 consumer warpgroups compile without spills at head dim
    `d` (which must be in MAX_BN_3)."""
    bound = MAX_BN_3[d][schedule]
    if schedule != "serial" and (epilogue != "tma" or rescale != "late"):
        bound = min(bound, MAX_BN_3[d]["knobs"])
    return bound


def _knobs(schedule: str, epilogue: str, rescale: str) -> str:
    """", epilogue 'direct'" etc.: the options that lowered max_bn_3, for its message."""
    if schedule == "serial":
        return ""
    return "".join(f", {n} '{v}'" for n, v, plain in
                   (("epilogue", epilogue, "tma"), ("rescale", rescale, "late")) if v != plain)


def default_bn(d: int, consumers: int, schedule: str, epilogue: str = "tma") -> int:
    """The KV block a variant takes when none is asked for: 128, or with 3 consumers the
    largest that fits their registers (max_bn_3; 112 for the ping-pong schedule at D = 64;
    128 where 3 consumers are refused, so that the kernel names the reason)."""
    if consumers == 3 and d in MAX_BN_3:
        return min(128, max_bn_3(d, schedule, epilogue))
    return 128


QR, QC, KR, KC, LR = tx.symbols("QR QC KR KC LR")


def smem_bytes(d: int, bn: int, stages: int, consumers: int) -> int:
    """Q tile + stages x (K + V tiles), each region 1024-aligned, + the mbarriers (full and
    empty per stage of the Q, K and V pipelines)."""
    bm = WG_ROWS * consumers
    return bm * d * 2 + stages * 2 * bn * d * 2 + 16 * (2 * stages + 1) + 1024


@dataclass
class Geometry:
    """Which rows/columns of the 2-D tensors a tile reads and writes, and how many KV blocks
    it visits (index values)."""

    seq_kv: Value
    m0: Value  # the tile's first query row within its head
    q_row: Value
    q_col: Value
    kv_row: Value
    kv_col: Value
    lse_row: Value
    n_blocks: Value
    n_full: Value  # blocks 0 .. n_full - 1 need no mask


@dataclass
class Shared:
    """What the roles share: the kernel's tensors and scale, the shared tiles, the
    pipelines, the compile-time parameters, and (persistent) the tile walk."""

    Q: Value
    K: Value
    V: Value
    O: Value
    LSE: Value
    dims: tuple  # seq_q, seq_kv, heads, group (i32)
    scale_log2: Value
    sQ: Value
    sK: Value
    sV: Value
    qpipe: tx.Pipeline
    kpipe: tx.Pipeline
    vpipe: tx.Pipeline
    p: dict  # the compile-time parameters
    tiles: Value | None = None
    bid: Value | None = None
    grid: Value | None = None

    def __getattr__(self, name):  # the compile-time parameters as attributes: k.bn, k.causal
        p = self.__dict__.get("p", {})
        if name in p:
            return p[name]
        raise AttributeError(name)

    @property
    def bm(self) -> int:
        return WG_ROWS * self.consumers

    def scores(self, value: float = 0.0):
        """A 64 x BN f32 fragment of `value` in the wgmma accumulator layout (S)."""
        return tx.fill(value, shape=(WG_ROWS, self.bn), dtype=tx.f32,
                       layout=tx.acc_layout(WG_ROWS, self.bn))

    def rows(self, value: float):
        """A per-row f32 fragment of `value` (m, l)."""
        return tx.fill(value, shape=(WG_ROWS,), dtype=tx.f32, layout=tx.acc_layout(WG_ROWS, self.bn))


# -- geometry -----------------------------------------------------------------------------

@tx.macro
def geometry(k, tile=None):
    """The tile's Geometry: from the block index, or (persistent) from tile number `tile`,
    t = ((b·H) + h)·q_tiles + x (a head's tiles adjacent)."""
    seq_q, seq_kv, heads, group = k.dims
    sq = tx.cast(seq_q, tx.index)
    skv = tx.cast(seq_kv, tx.index)
    n_heads = tx.cast(heads, tx.index)
    g = tx.cast(group, tx.index)
    bm, bn, d = k.bm, k.bn, k.d
    if tile is None:
        bx = tx.block_id(0)
        h = tx.block_id(1)
        bz = tx.block_id(2)
    else:
        q_tiles = (sq + (bm - 1)) // bm
        bx = tile % q_tiles
        hb = tile // q_tiles
        h = hb % n_heads
        bz = hb // n_heads
    if k.head_order == "spread":  # neighbouring head indices on different KV heads
        n_kv = n_heads // g
        h = h % n_kv * g + h // n_kv
    t = bx
    if k.causal:  # the longest rows first (they have the most KV blocks)
        t = ((sq + (bm - 1)) // bm - 1) - bx
    # the last tile ends at Sq: rows of the previous tile are computed twice, never rows of
    # another head (the host guarantees Sq >= BM)
    m0 = tx.minimum(t * bm, sq - bm)
    hkv = h // g
    lse_row = (bz * n_heads + h) * sq + m0
    if k.layout == "bhsd":
        q_row, q_col = lse_row, tx.constant(0)
        kv_row = (bz * (n_heads // g) + hkv) * skv
        kv_col = q_col
    else:
        q_row = bz * sq + m0
        q_col = h * d
        kv_row = bz * skv
        kv_col = hkv * d
    n_blocks = (skv + (bn - 1)) // bn
    full = skv // bn
    if k.causal:
        n_blocks = tx.minimum(n_blocks, (m0 + (bm - 1)) // bn + 1)
        full = tx.minimum(full, (m0 + 1) // bn)
    return Geometry(skv, m0, q_row, q_col, kv_row, kv_col, lse_row, n_blocks,
                    tx.minimum(full, n_blocks))


# -- producer -----------------------------------------------------------------------------

@tx.macro
def load_q(k, geo, qs):
    """The Q tile (one 64-row box per consumer warpgroup) into stage `qs` of qpipe."""
    for w in range(k.consumers):
        r = geo.q_row + WG_ROWS * w
        q_g = k.Q[r:r + WG_ROWS, geo.q_col:geo.q_col + k.d]
        tx.copy_async(k.sQ[w], q_g, k.qpipe, qs)


@tx.macro
def load_kv(k, geo, j, ps):
    """K_j and V_j into the next stages of kpipe and vpipe (one state drives both); the
    advanced state."""
    bn, d = k.bn, k.d
    row = geo.kv_row + j * bn
    k_g = k.K[row:row + bn, geo.kv_col:geo.kv_col + d]
    v_g = k.V[geo.kv_col:geo.kv_col + d, row:row + bn]
    k_stage = k.kpipe.acquire(ps)
    tx.copy_async(k.sK[k_stage], k_g, k.kpipe, k_stage)
    v_stage = k.vpipe.acquire(ps)
    tx.copy_async(k.sV[v_stage], v_g, k.vpipe, v_stage)
    return tx.advance(ps)


@tx.macro
def producer(k, geo):
    """Q once, then K/V block by block (the overlapped schedules: block 0 before the loop,
    as the consumers take it)."""
    with tx.role("producer", warpgroups=[0], regs=PRODUCER_REGS), tx.elect_one():
        load_q(k, geo, k.qpipe.acquire(k.qpipe.producer_start()))
        ps = k.kpipe.producer_start()
        first = 0
        if k.schedule != "serial":
            ps = load_kv(k, geo, tx.constant(0), ps)
            first = 1
        for j in tx.range(first, geo.n_blocks):
            ps = load_kv(k, geo, j, ps)


@tx.macro
def producer_persistent(k):
    """Per tile of this CTA: K/V block 0 (its stage frees while the consumers finish the
    previous tile), then Q (its one stage frees when they release it), then the other
    blocks; the pipeline states run on across tiles."""
    with tx.role("producer", warpgroups=[0], regs=PRODUCER_REGS), tx.elect_one():
        qs = k.qpipe.producer_start()
        ps = k.kpipe.producer_start()
        for t in tx.range(k.bid, k.tiles, k.grid):
            geo = geometry(k, t)
            ps_next = load_kv(k, geo, tx.constant(0), ps)
            load_q(k, geo, k.qpipe.acquire(qs))
            for j in tx.range(1, geo.n_blocks):
                ps_next = load_kv(k, geo, j, ps_next)
            qs, ps = tx.advance(qs), ps_next


# -- consumers: one KV block's pieces -----------------------------------------------------

@tx.macro
def qk(k, q, stage, zero):
    """S = Q·K_stageᵀ issued (one wgmma group) onto the zero fragment `zero`."""
    return tx.gemm_async(q, k.sK[stage], zero)


@tx.macro
def pv(k, pb, stage, o):
    """O + P·V_stage issued (one wgmma group, P from registers)."""
    return tx.gemm_async(pb, k.sV[stage], o)


@tx.macro
def masked(k, geo, q_pos, s, j):
    """S with the mask applied on the blocks that need it (j >= n_full: the causal
    diagonal, the ragged last block): an scf.if, so producer and consumers keep one loop of
    one trip count."""
    if j >= geo.n_full:
        s = tx.mask(s, geo.seq_kv, col0=j * k.bn, row0=q_pos, causal=k.causal)
    return s


@tx.macro
def online_softmax(k, s, m, l):
    """(m', α, l', P) of a ready S: m' = max(m, rowmax S), P = 2^(S·c - m'·c),
    α = 2^(m·c - m'·c), l' = α·l + rowsum P."""
    c = k.scale_log2
    m_new = tx.maximum(m, tx.max(s))
    mb = tx.scale(m_new, c)
    p = tx.exp2(s, scale=c, sub=mb)
    alpha = tx.exp2(m, scale=c, sub=mb)
    l_new = l * alpha + tx.sum(p)
    return m_new, alpha, l_new, p


@tx.macro
def take_turn(k, wg, kind):
    """The ping-pong turn (nothing in the other schedules): the C consumer warpgroups take
    turns in a ring 0, 1, .., C-1, 0, .. Warpgroup w's turn is named barrier TURN_BARRIER + w,
    completed by w's `bar.sync` and the previous warpgroup's `bar.arrive` (256 threads: PTX
    ISA "bar, barrier", the count is the threads that arrive or sync). kind "wait": wait for
    this warpgroup's turn; "pass": give it to the next, (w + 1) mod C; "open": the last
    warpgroup lets warpgroup 0 go first (its pass before the first turn); "last": the final
    pass, made by every warpgroup but the last (whose pass would have no taker: "open"
    stood for it). So every barrier gets as many arrivals as syncs per tile."""
    if k.schedule == "pingpong":
        turn_ring(k, wg, kind, 0)


@tx.macro
def turn_ring(k, wg, kind, w):
    """`take_turn`'s op for warpgroup w, else (a run-time scf.if on the warpgroup index)
    for w + 1, ..: barrier ids are immediates, so one branch per warpgroup; the last
    warpgroup takes the final else (with 2 consumers: `if wg == 0 {0's} else {1's}`)."""
    if w == k.consumers - 1:
        turn_op(k, kind, w)
    else:
        if wg == w:
            turn_op(k, kind, w)
        else:
            turn_ring(k, wg, kind, w + 1)


@tx.macro
def turn_op(k, kind, w):
    """The barrier op of warpgroup w for a turn `kind` (take_turn), if it makes one."""
    n = k.consumers
    if kind == "wait":
        tx.barrier(TURN_BARRIER + w, 2 * 128)
    elif kind == "pass" or (kind == "last" and w != n - 1) or (kind == "open" and w == n - 1):
        tx.barrier_arrive(TURN_BARRIER + (w + 1) % n, 2 * 128)


# -- consumers: the KV loops --------------------------------------------------------------

@tx.macro
def kv_loop_serial(k, geo, q, q_pos, zero_s, o, m, l):
    """One KV block per iteration: QKᵀ (onto the zero fragment `zero_s`), wait, softmax,
    rescale O, PV, wait, release."""
    cs = k.kpipe.consumer_start()
    for j in tx.range(geo.n_blocks):
        stage = k.kpipe.wait(cs)
        s = tx.wgmma_wait(0, qk(k, q, stage, zero_s))
        k.kpipe.release(cs)
        m_new, alpha, l_new, p = online_softmax(k, masked(k, geo, q_pos, s, j), m, l)
        pb = tx.cast(p, tx.bf16)
        v_stage = k.vpipe.wait(cs)
        o_new = tx.wgmma_wait(0, pv(k, pb, v_stage, tx.scale(o, alpha)))
        k.vpipe.release(cs)
        o, m, l, cs = o_new, m_new, l_new, tx.advance(cs)
    return o, m, l


@tx.macro
def kv_loop_overlapped(k, geo, wg, q, q_pos, o, m, l, cs0=None, release_q=None):
    """The overlapped KV loop: block j's QKᵀ and block j-1's PV are issued together; the
    wait for one group (S_j ready, PV_{j-1} still running) lets block j's softmax run while
    the tensor cores finish PV_{j-1}; O is rescaled by α_j after PV_{j-1} retired. Block
    0's QKᵀ comes before the loop and the last PV after it (the producer peels block 0
    too). From pipeline state `cs0` (a fresh one when None); returns (O, m, l, the state
    after the tile's last block). `release_q`: the qpipe state to release once the last
    QKᵀ has retired."""
    if cs0 is None:
        cs0 = k.kpipe.consumer_start()
    take_turn(k, wg, "open")
    st0 = k.kpipe.wait(cs0)
    take_turn(k, wg, "wait")
    s0 = qk(k, q, st0, k.scores())
    take_turn(k, wg, "pass")
    s0 = tx.wgmma_wait(0, s0)
    k.kpipe.release(cs0)
    m, alpha0, l, p0 = online_softmax(k, masked(k, geo, q_pos, s0, tx.constant(0)), m, l)
    early = k.rescale == "early"
    # P travels to the next iteration in f32 (arith-to-nvvm cannot carry bf16 lanes through
    # a block argument) and is cast right before its PV. Early rescale: the loop carries O
    # as retired (not yet scaled) and the α that scales it, applied after this warpgroup's
    # QKᵀ is issued (under that GEMM).
    blocks = tx.range(1, geo.n_blocks)
    p_prev, st_prev, cs_prev, cs = p0, st0, cs0, tx.advance(cs0)
    if early:
        alpha_prev = alpha0
    for j in blocks:
        stage = k.kpipe.wait(cs)
        # the zero S and the bf16 P are made before this warpgroup's turn: between the turn
        # barriers only the two GEMMs are issued
        zero = k.scores()
        pb_prev = tx.cast(p_prev, tx.bf16)
        v_stage = k.vpipe.wait(cs_prev)
        take_turn(k, wg, "wait")
        s_async = qk(k, q, stage, zero)
        if k.turn == "qk":  # the other warpgroup may issue as soon as our QKᵀ is issued
            take_turn(k, wg, "pass")
        if early:
            o = tx.scale(o, alpha_prev)
        o_async = pv(k, pb_prev, v_stage, o)
        if k.turn != "qk":
            take_turn(k, wg, "pass")
        s = tx.wgmma_wait(1, s_async)  # PV still in flight
        k.kpipe.release(cs)  # K_j: read by the retired QKᵀ only
        m_new, alpha, l_new, p = online_softmax(k, masked(k, geo, q_pos, s, j), m, l)
        if k.hold:  # else ptxas hoists the wait into the softmax (docs/attention.md)
            tx.wgmma_hold(l_new)
        o_done = tx.wgmma_wait(0, o_async)
        k.vpipe.release(cs_prev)
        if not early:
            o_done = tx.scale(o_done, alpha)
        o, m, l, p_prev, st_prev, cs_prev, cs = o_done, m_new, l_new, p, stage, cs, tx.advance(cs)
        if early:
            alpha_prev = alpha
    if release_q is not None:  # every QKᵀ of the tile has retired
        k.qpipe.release(release_q)
    pb = tx.cast(p_prev, tx.bf16)
    v_last = k.vpipe.wait(cs_prev)
    take_turn(k, wg, "wait")
    if early:
        o = tx.scale(o, alpha_prev)
    o_async = pv(k, pb, v_last, o)
    take_turn(k, wg, "last")
    o = tx.wgmma_wait(0, o_async)
    k.vpipe.release(cs_prev)
    return o, m, l, cs


@tx.macro
def epilogue(k, geo, q, o, m, l, row0):
    """O / l as bf16 ("tma": stmatrix into this warpgroup's Q tile, which no wgmma reads
    any more, then one TMA store; "direct": guarded per-register stores) and the LSE row."""
    inv_l = 1.0 / l
    out = tx.cast(tx.scale(o, inv_l), tx.bf16)
    r = geo.q_row + row0
    o_g = k.O[r:r + WG_ROWS, geo.q_col:geo.q_col + k.d]
    if k.epilogue == "tma":  # every row of the tile is a row of the head: the last tile ends at Sq
        tx.copy(q, out)
        tx.store_async(o_g, q)
    else:
        tx.copy(o_g, out)
    ln2 = tx.constant(math.log(2.0), tx.f32)
    lse = tx.scale(tx.scale(m, k.scale_log2) + tx.log2(l), ln2)
    lr = geo.lse_row + row0
    tx.copy(k.LSE[lr:lr + WG_ROWS], lse)
    if k.epilogue == "tma":
        # the store has read the tile (it may be freed at exit); its global writes complete
        # on their own
        tx.store_wait(0, read=True)


# -- consumer roles -----------------------------------------------------------------------

def _consumer_regs(consumers: int) -> int:
    """The setmaxnreg count of a consumer warpgroup (PTX ISA "setmaxnreg": a multiple of 8
    in [24, 256]; the roles' counts x 128 threads must fit the register file): one
    consumer 256 - PRODUCER_REGS = 232; more, the file less the producer's share split
    over them, at most 240 (2: 240; 3: (65536 - 24·128) / 384 = 162 -> 160)."""
    if consumers == 1:
        return 256 - PRODUCER_REGS
    share = (REGISTER_FILE - PRODUCER_REGS * 128) // (128 * consumers)
    return min(240, share - share % 8)


@tx.macro
def consumer(k, geo):
    """Wait for Q, the KV loop of the schedule, the epilogue, Q's release."""
    with tx.role("consumer", warpgroups=list(range(1, 1 + k.consumers)),
                 regs=_consumer_regs(k.consumers)):
        wg = tx.warpgroup_index()
        row0 = wg * WG_ROWS
        qcs = k.qpipe.consumer_start()
        k.qpipe.wait(qcs)
        # one 64-row Q tile per consumer warpgroup (a 64-row window of a 128-row tile with
        # D = 128 is not a canonical tile: its second 64-column atom column is 128 rows away)
        q = k.sQ[wg][:, :]
        zero_s = k.scores() if k.schedule == "serial" else None  # every block's QKᵀ onto it
        o0 = tx.fill(0.0, shape=(WG_ROWS, k.d), dtype=tx.f32, layout=tx.acc_layout(WG_ROWS, k.d))
        m_init, l0 = k.rows(-1.0e30), k.rows(0.0)
        q_pos = geo.m0 + row0  # the tile row 0 of this warpgroup, within the head
        if k.schedule == "serial":
            o, m, l = kv_loop_serial(k, geo, q, q_pos, zero_s, o0, m_init, l0)
        else:
            o, m, l, _ = kv_loop_overlapped(k, geo, wg, q, q_pos, o0, m_init, l0)
        epilogue(k, geo, q, o, m, l, row0)
        k.qpipe.release(qcs)


@tx.macro
def consumer_persistent(k):
    """Per tile of this CTA: wait for Q, the overlapped KV loop, the epilogue, Q's release
    (direct epilogue: right after the last QKᵀ, so that the next tile's Q loads under the
    last P·V and the stores)."""
    with tx.role("consumer", warpgroups=list(range(1, 1 + k.consumers)),
                 regs=_consumer_regs(k.consumers)):
        wg = tx.warpgroup_index()
        row0 = wg * WG_ROWS
        q = k.sQ[wg][:, :]
        early = k.epilogue == "direct"
        qcs = k.qpipe.consumer_start()
        cs = k.kpipe.consumer_start()
        for t in tx.range(k.bid, k.tiles, k.grid):
            geo = geometry(k, t)
            k.qpipe.wait(qcs)
            o0 = tx.fill(0.0, shape=(WG_ROWS, k.d), dtype=tx.f32,
                         layout=tx.acc_layout(WG_ROWS, k.d))
            m_init, l0 = k.rows(-1.0e30), k.rows(0.0)
            q_pos = geo.m0 + row0
            o, m, l, cs_next = kv_loop_overlapped(k, geo, wg, q, q_pos, o0, m_init, l0, cs,
                                                  qcs if early else None)
            epilogue(k, geo, q, o, m, l, row0)
            if not early:
                k.qpipe.release(qcs)
            qcs, cs = tx.advance(qcs), cs_next


# -- the kernel ---------------------------------------------------------------------------

@tx.kernel(threads="128 * (1 + consumers)")
def attention(Q: tx.Tensor[QR, QC, tx.bf16], K: tx.Tensor[KR, KC, tx.bf16],
              V: tx.Tensor[KC, KR, tx.bf16, "col_major"], O: tx.Tensor[QR, QC, tx.bf16],
              LSE: tx.Tensor[LR, tx.f32], seq_q: tx.i32, seq_kv: tx.i32, heads: tx.i32,
              group: tx.i32, scale_log2: tx.f32, batch: tx.i32, *,
              d: tx.Const(int, choices=HEAD_DIMS) = 128,
              bn: tx.Const(int, min=16, max=256, multiple_of=16) = 128,
              stages: tx.Const(int, min=1) = 3, causal: bool = False,
              layout: tx.Const(str, choices=LAYOUTS) = "bhsd",
              consumers: tx.Const(int, choices=(1, 2, 3)) = 2,
              schedule: tx.Const(str, choices=SCHEDULES) = "pingpong", hold: bool = True,
              epilogue: tx.Const(str, choices=EPILOGUES) = "tma", persistent: bool = False,
              rescale: tx.Const(str, choices=RESCALES) = "late",
              turn: tx.Const(str, choices=TURNS) = "both",
              head_order: tx.Const(str, choices=HEAD_ORDERS) = "grouped"):
    """`hold`: keep the overlapped schedules' `wgmma_wait 0` after the softmax
    (tx.wgmma_hold); False only to measure what ptxas does without it. `epilogue`: "tma" or
    "direct". `persistent`: one CTA per SM walking the tiles (module docstring).
    `head_order`: which query head a block row (or a persistent tile's head index) takes:
    "grouped", head = index (the heads of one KV head neighbours, so the CTAs in flight at
    once all read one KV head under GQA); "spread", head = (index mod Hkv)·group + index div
    Hkv (neighbouring indices on different KV heads; a permutation of the heads; the same as
    "grouped" without GQA)."""
    if consumers == 3:  # the register bounds before the shared memory's (which D = 128 may pass)
        tx.static_assert(d in MAX_BN_3, f"attention: consumers = 3 takes D = 64, found D = {d}: at "
                         f"D = 128 O alone is 64 of the {_consumer_regs(3)} registers a "
                         f"consumer thread has (setmaxnreg), which leaves BN <= 80, slower "
                         f"than two consumers at BN = 128")
        tx.static_assert(not persistent, f"attention: persistent=True with consumers = 3 "
                         f"spills: the tile loop's state does not fit the "
                         f"{_consumer_regs(3)} registers a consumer thread has (setmaxnreg)")
        lim = max_bn_3(d, schedule, epilogue, rescale)
        tx.static_assert(bn <= lim,
                         f"attention: consumers = 3 with schedule '{schedule}'"
                         f"{_knobs(schedule, epilogue, rescale)} takes BN <= {lim}, found BN = "
                         f"{bn}: the KV loop's S (BN/2 registers), P (BN/4) and O do not fit the "
                         f"{_consumer_regs(3)} registers a consumer thread has (setmaxnreg)")
    # the turn barriers TURN_BARRIER + w stay below tile-dispatch's per-warpgroup ids
    tx.static_assert(TURN_BARRIER + consumers <= WARPGROUP_BARRIER_BASE,
                     f"attention: {consumers} consumers need named barriers {TURN_BARRIER}.."
                     f"{TURN_BARRIER + consumers - 1}; ids {WARPGROUP_BARRIER_BASE}.. are taken")
    need = smem_bytes(d, bn, stages, consumers)
    tx.static_assert(need <= MAX_SMEM_BYTES,
                     f"attention: {stages} stages of BN = {bn}, D = {d} need {need} bytes of "
                     f"shared memory; at most {MAX_SMEM_BYTES} exist")
    tx.static_assert(schedule != "pingpong" or consumers >= 2,
                     "attention: the pingpong schedule takes 2 or 3 consumer warpgroups, found 1")
    tx.static_assert(not persistent or schedule != "serial",
                     "attention: persistent=True takes an overlapped schedule, found 'serial'")
    params = dict(d=d, bn=bn, stages=stages, causal=causal, layout=layout, consumers=consumers,
                  schedule=schedule, hold=hold, epilogue=epilogue, rescale=rescale, turn=turn,
                  head_order=head_order)
    bm = WG_ROWS * consumers
    k = Shared(Q, K, V, O, LSE, (seq_q, seq_kv, heads, group), scale_log2, None, None, None,
               None, None, None, params)
    geo = None if persistent else geometry(k)
    k.sQ = tx.alloc((WG_ROWS, d), tx.bf16, stages=consumers)
    k.sK = tx.alloc((bn, d), tx.bf16, stages=stages)
    k.sV = tx.alloc((d, bn), tx.bf16, major="MN", stages=stages)
    k.qpipe = tx.pipeline(stages=1, tx_bytes=bm * d * 2, consumers=consumers)
    # K and V on their own pipelines (one pipeline state drives both: they advance
    # together): QKᵀ_j waits only for K_j, which is released as soon as S_j is ready; V_j
    # is waited for one block later, before PV_j
    k.kpipe = tx.pipeline(stages=stages, tx_bytes=bn * d * 2, consumers=consumers)
    k.vpipe = tx.pipeline(stages=stages, tx_bytes=bn * d * 2, consumers=consumers)
    if persistent:  # tile t = ((b·H) + h)·q_tiles + x, walked from bid by grid
        sq, n_heads, n_batch = (tx.cast(n, tx.index) for n in (seq_q, heads, batch))
        k.tiles = (sq + (bm - 1)) // bm * n_heads * n_batch
        k.bid = tx.block_id(0)
        k.grid = tx.grid_dim(0)
        producer_persistent(k)
        consumer_persistent(k)
    else:
        producer(k, geo)
        consumer(k, geo)
