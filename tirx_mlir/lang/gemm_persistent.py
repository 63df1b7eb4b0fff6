"""The persistent, warp-specialized GEMM written in the front end: C = A · Bᵀ with one CTA per
SM walking the output tiles, its epilogue overlapped with the next tile's K loop.

A is M x K, B is N x K (K contiguous) of bf16, f16, e4m3 or e5m2 (`DTYPE`); C is M x N bf16;
f32 accumulation. grid = [min(tiles, SMs), 1, 1] (a multiple of CLUSTER), block = 384:

* CTA b takes the linear tiles b, b + grid, ... (`tx.range(bid, tiles, grid)`), and
  `tx.tile_coord` maps each to its 128 x BN tile in the `RASTER` order ("grouped": bands of
  `GROUP` tile rows walked column by column; "row"; "hilbert": GROUP x GROUP blocks along a
  Hilbert curve).
* warpgroup 0 (role "producer", 40 registers): one elected thread walks every K tile of every
  tile through ONE pipeline of STAGES stages; the state runs on across tiles, so the next
  tile's loads start during this tile's epilogue.
* warpgroups 1 and 2 (role "consumer", 232 registers): warpgroup i computes rows 64i..64i+63
  of each tile in SPLIT accumulators of 64 x BN/SPLIT (`INFLIGHT` = 1: one wgmma group in
  flight across K tiles, its stage released one iteration later), then the epilogue:
  "tma" (cast to bf16, wait until the store that last used the warpgroup's shared C tile
  has read it, stmatrix into it, TMA store without waiting; CBUFS = 2 alternates two C
  tiles) or "direct" (guarded per-register stores, for a C whose row pitch TMA cannot
  address). After the last tile, `tx.store_wait(0)`.
* CLUSTER = 2: the cluster's two CTAs take the two tile rows of a 256-row band and each
  loads half of the B tile, multicast to both (`tx.copy_async_multicast`); a stage is
  released on both CTAs (`tx.release_remote`); `tx.cluster_sync()` after the barriers'
  initialization and before exit. CLUSTER_DIM = "n": the two CTAs take two adjacent tile
  columns instead and share A (each loads 64 of its 128 rows, multicast to both): for few
  tile rows (M = 128 with many columns), where every CTA would read all of A.
* SCALED: C = scale · A·Bᵀ (per-tensor scale, f32 argument `scale`).
* SPLITK > 1: split-K of the last partial wave (kernels/gemm_splitk.py: the plan, the unit
  decoding and the fixed-order fix-up; arguments W, F, sk_tiles, splits).

The IR is op for op the IR of the hand builder it replaced (test/test_lang_gemm_persistent.py
checks the post-tile-dispatch IR against saved hashes of that builder's output).

    k = gemm_persistent.compile(BN=256, STAGES=4, SPLIT=2)   # kernel gemm_bf16
    p = launch_params(M, N, 256, 4, "tma", sms, split=2)
"""

from tirx_mlir.dialects import aproxy as ap
from tirx_mlir.kernels import gemm_splitk
from tirx_mlir.kernels import gemm_common as _tile

import tirx_mlir.lang as tx

M_, N_, K_ = tx.symbols("M N K")
BM, WG_ROWS, THREADS = 128, 64, 384
EPILOGUES = ("tma", "direct")
RASTERS = ("grouped", "row", "hilbert")
CLUSTERS = (1, 2)
CLUSTER_DIMS = ("m", "n")
ELEMENT = {"bf16": tx.bf16, "f16": tx.f16, "e4m3": tx.e4m3, "e5m2": tx.e5m2}


def smem_bytes(bn: int, stages: int, epilogue: str = "tma", split: int = 1, cbufs: int = 1) -> int:
    """The stages of A and B, `cbufs` 64 x BN/split bf16 C tiles per consumer warpgroup (tma
    epilogue), the pipeline's 2 x stages mbarriers — as gemm_common.smem_bytes."""
    extra = (cbufs - 1) * 2 * WG_ROWS * (bn // split) * 2 if epilogue == "tma" else 0
    return _tile.smem_bytes(bn, stages, epilogue, bn // split) + extra


def check_persistent_params(bn: int, stages: int, epilogue: str, dtype: str, inflight: int,
                            raster: str, group: int, cluster: int = 1, split: int = 1,
                            splitk: int = 1, cbufs: int = 1, cluster_dim: str = "m") -> None:
    """The diagnostics of gemm_common.check_params (wgmma N, TMA boxes, shared memory: what
    was asked against the 227 KB limit) plus the persistent kernel's own options
    (ValueError)."""
    if epilogue not in EPILOGUES:
        raise ValueError(f"gemm_persistent: expected epilogue one of {EPILOGUES}, found "
                         f"{epilogue!r}")
    if split not in (1, 2, 4) or bn % split:
        raise ValueError(f"gemm_persistent: expected split 1, 2 or 4 dividing BN, found {split}")
    _tile.check_params(bn, stages, epilogue, dtype, bn // split, c_box=32)
    if inflight not in (0, 1):
        raise ValueError(f"gemm_persistent: expected inflight 0 or 1, found {inflight}")
    if inflight and stages < 2:
        raise ValueError("gemm_persistent: inflight=1 needs at least 2 stages (the stage of "
                         "the group in flight is released one iteration later), found 1")
    if raster not in RASTERS:
        raise ValueError(f"gemm_persistent: expected raster one of {RASTERS}, found {raster!r}")
    if group < 1 or (raster == "row" and group != 1):
        raise ValueError(f"gemm_persistent: expected group >= 1 (1 for raster 'row'), found "
                         f"{group}")
    if raster == "hilbert" and (group & (group - 1) or group > 64):
        raise ValueError(f"gemm_persistent: raster 'hilbert' takes a power-of-2 block side "
                         f"group <= 64, found {group}")
    if cluster not in CLUSTERS:
        raise ValueError(f"gemm_persistent: expected cluster one of {CLUSTERS} (CTAs along M "
                         f"sharing B), found {cluster}")
    if cbufs not in (1, 2) or (cbufs == 2 and (epilogue != "tma" or split % 2)):
        raise ValueError(f"gemm_persistent: expected cbufs 1, or 2 with the tma epilogue and an "
                         f"even split (C slice p goes to buffer p mod 2), found cbufs {cbufs} "
                         f"with epilogue {epilogue!r}, split {split}")
    need = smem_bytes(bn, stages, epilogue, split, cbufs)
    if need > ap.MAX_SMEM_BYTES:
        raise ValueError(f"gemm_persistent: {stages} stages of BN = {bn} with {cbufs} C buffers "
                         f"of 64 x {bn // split} per warpgroup need {need} bytes of shared "
                         f"memory; at most {ap.MAX_SMEM_BYTES} ({ap.MAX_SMEM_BYTES // 1024} KB) "
                         f"exist per CTA on sm_90")
    if splitk < 1 or splitk > 16:
        raise ValueError(f"gemm_persistent: expected splitk (most K splits of a tail tile) in "
                         f"[1, 16], found {splitk}")
    if splitk > 1 and bn // split > 128:
        # registers: the owner's fix-up holds its 64 x (BN/split) slice plus the partial being
        # added; with 128 f32 registers per slice (BN/split = 256) ptxas spills (368 bytes,
        # measured with ptxas -v) out of the 232 a consumer thread has (setmaxnreg 232)
        raise ValueError(f"gemm_persistent: split-K needs accumulator slices of at most 64 x 128 "
                         f"(64 f32 registers per thread; the fix-up adds a partial to each "
                         f"slice within the 232 registers of a consumer thread); found 64 x "
                         f"{bn // split} (BN {bn}, split {split}): use split >= {bn // 128}")
    if cluster_dim not in CLUSTER_DIMS:
        raise ValueError(f"gemm_persistent: expected cluster_dim one of {CLUSTER_DIMS} (the "
                         f"cluster's CTAs along M sharing B, or along N sharing A), found "
                         f"{cluster_dim!r}")
    if cluster == 2 and cluster_dim == "m" and bn % 16:
        raise ValueError(f"gemm_persistent: a 2-CTA cluster multicasts B in halves of BN/2 rows "
                         f"(a multiple of 8, the swizzle atom); expected BN a multiple of 16, "
                         f"found {bn}")
    if cluster_dim == "n" and splitk > 1:
        raise ValueError(f"gemm_persistent: split-K runs with clusters along M only (its "
                         f"workspace slots are bands of tile rows); found splitk {splitk} with "
                         f"cluster_dim 'n'")



# -- straight-line pieces the kernel calls twice (producer and consumers) ------------------

def _unit(t, dp, r_sk, S, k_tiles):
    """Split-K's decoding of schedule unit t (gemm_splitk's module docstring), in i32 (a 64-bit
    division by a run-time value is a called subroutine on sm_90): (tile, first K tile, end K
    tile, is a split unit, split index, slot)."""
    is_sk = tx.uge(t, dp)
    u32, dp32 = tx.cast(t, tx.i32), tx.cast(dp, tx.i32)
    r32 = tx.umax(tx.cast(r_sk, tx.i32), 1)
    S32, kt32 = tx.cast(S, tx.i32), tx.cast(k_tiles, tx.i32)
    v = tx.select(is_sk, u32 - dp32, 0)
    slot32 = v % r32
    s32 = v // r32
    lo32 = s32 * kt32 // S32
    hi32 = (s32 + 1) * kt32 // S32
    tile_i = tx.select(is_sk, tx.cast(dp32 + slot32, tx.index), t)
    kt_lo = tx.select(is_sk, tx.cast(lo32, tx.index), 0)
    kt_hi = tx.select(is_sk, tx.cast(hi32, tx.index), k_tiles)
    return tile_i, kt_lo, kt_hi, is_sk, tx.cast(s32, tx.index), tx.cast(slot32, tx.index)


def schedule_sizes(M, N, K, BK: int, BN: int):
    """The persistent schedule's sizes: K tiles (at least one, so that a consumer releases
    its last stage without a test), tile rows and columns of 128 x BN, this CTA's index and
    the CTA count. BN 192 divides in i32 (a 64-bit division by 192 is a called subroutine)."""
    k_tiles = tx.umax((tx.cast(K, tx.index) + (BK - 1)) // BK, 1)
    m_tiles = (tx.cast(M, tx.index) + (BM - 1)) // BM
    if BN & (BN - 1):
        n_tiles = tx.cast((N + (BN - 1)) // BN, tx.index)
    else:
        n_tiles = (tx.cast(N, tx.index) + (BN - 1)) // BN
    return k_tiles, m_tiles, n_tiles, tx.block_id(0), tx.grid_dim(0)


def operand_stages(DTYPE: str, BK: int, BN: int, STAGES: int, c_cols: int, consumers: int):
    """The shared tiles of a persistent GEMM with one C staging tile pair (two stages of
    64 x c_cols, one per consumer warpgroup) and the operand pipeline whose stages
    `consumers` warpgroups release: (sA, sB, sC, pipe)."""
    et = ELEMENT[DTYPE]
    sA = tx.alloc((BM, BK), et, stages=STAGES)
    sB = tx.alloc((BN, BK), et, stages=STAGES)
    sC = tx.alloc((WG_ROWS, c_cols), tx.bf16, stages=2)
    return sA, sB, sC, tx.pipeline(stages=STAGES, tx_bytes=(BM + BN) * _tile.BK_BYTES, consumers=consumers)


def _origin(t, rows, cols, rank, raster: str, group: int, cluster: int, bn: int,
            cluster_dim: str = "m"):
    """(m0, n0) of schedule position t: its tile (band of `cluster` tiles along M or N, this
    CTA's tile of it) in the raster order."""
    mi, ni = tx.tile_coord(t, rows, cols, raster=raster, group=group)
    if rank is not None:
        if cluster_dim == "m":
            mi = mi * cluster + rank
        else:
            ni = ni * cluster + rank
    return mi * BM, ni * bn


def _ws_offset(slot, last, split_i, rank, wg, p: int, parts: int, cluster: int, pn: int):
    """The workspace offset of partial (slot, split, CTA, warpgroup, part): one fragment of
    64 x pn f32 each."""
    row = slot * last + split_i
    if rank is not None:
        row = row * cluster + rank
    row = row * 2 + wg
    return (row * parts + tx.constant(p)) * (WG_ROWS * pn)


@tx.macro
def load_k_tiles(A, B, sA, sB, pipe, ps, m0, n0, n_k, kt_lo, bk: int, bn: int, rank=None,
                 ctas=None, cluster_dim: str = "m"):
    """The producer's K loop over one tile (one elected thread): K tiles kt_lo .. kt_lo + n_k
    (kt_lo None: from 0) of the 128 x bk A tile at (m0, k0) and the bn x bk B tile at
    (n0, k0) into the pipeline's stages; with `rank` (a 2-CTA cluster) this CTA loads its
    half of the shared operand (B for a cluster along M, A along N), multicast to the CTAs
    of `ctas`. Returns the pipeline state after."""
    for kt in tx.range(n_k):
        stage = pipe.acquire(ps)
        k0 = (kt if kt_lo is None else kt + kt_lo) * bk
        a_s = sA[stage][:, :]
        b_s = sB[stage][:, :]
        a_g = A[m0:m0 + BM, k0:k0 + bk]
        if rank is None:
            b_g = B[n0:n0 + bn, k0:k0 + bk]
            tx.copy_async(a_s, a_g, pipe, stage)
            tx.copy_async(b_s, b_g, pipe, stage)
        elif cluster_dim == "n":  # this CTA's half of the A tile, multicast to both
            r0 = rank * (BM // 2)
            a_h = sA[stage][r0:r0 + BM // 2, :]
            m_h = m0 + r0
            a_g = A[m_h:m_h + BM // 2, k0:k0 + bk]
            b_g = B[n0:n0 + bn, k0:k0 + bk]
            tx.copy_async_multicast(a_h, a_g, pipe, stage, ctas)
            tx.copy_async(b_s, b_g, pipe, stage)
        else:  # this CTA's half of the B tile, multicast to both
            r0 = rank * (bn // 2)
            b_h = sB[stage][r0:r0 + bn // 2, :]
            n_h = n0 + r0
            b_g = B[n_h:n_h + bn // 2, k0:k0 + bk]
            tx.copy_async(a_s, a_g, pipe, stage)
            tx.copy_async_multicast(b_h, b_g, pipe, stage, ctas)
        ps = tx.advance(ps)
    return ps


@tx.kernel(threads=THREADS, name="gemm_{DTYPE}", cluster="CLUSTER")
def gemm_persistent(A: tx.Tensor[M_, K_, tx.dtype_param("DTYPE")],
                    B: tx.Tensor[N_, K_, tx.dtype_param("DTYPE")],
                    C: tx.Tensor[M_, N_, tx.bf16], M: tx.i32, N: tx.i32, K: tx.i32,
                    scale: tx.When("SCALED", tx.f32),
                    W: tx.When("SPLITK > 1", tx.Tensor["W_LEN", tx.f32]),
                    F: tx.When("SPLITK > 1", tx.Tensor["F_LEN", tx.i32]),
                    sk_tiles: tx.When("SPLITK > 1", tx.i32),
                    splits: tx.When("SPLITK > 1", tx.i32), *,
                    BN: int = 256, STAGES: int = 3, EPILOGUE: str = "tma",
                    DTYPE: tx.Const(str, choices=tuple(ELEMENT)) = "bf16", INFLIGHT: int = 0, RASTER: str = "grouped", GROUP: int = 8, CLUSTER: int = 1,
                    SPLIT: int = 1, SCALED: bool = False, SPLITK: int = 1, CBUFS: int = 1,
                    CLUSTER_DIM: str = "m"):
    tx.static_check(check_persistent_params, BN, STAGES, EPILOGUE, DTYPE, INFLIGHT, RASTER, GROUP,
                    CLUSTER, SPLIT, SPLITK, CBUFS, CLUSTER_DIM)
    PN = BN // SPLIT  # columns of each accumulator / stored C slice
    BK = _tile.bk(DTYPE)
    k_tiles, m_tiles, n_tiles, bid, grid = schedule_sizes(M, N, K, BK, BN)
    rank = peer = ctas = sC = None
    rows, cols = m_tiles, n_tiles
    if CLUSTER > 1:
        # the cluster's CTAs (ranks 0, 1) take the two tiles of a band (two tile rows along
        # M, or two tile columns along N): the schedule runs over bands (cluster index
        # bid / 2, stride grid / 2)
        rank = tx.cluster_rank()
        peer = 1 - rank
        ctas = tx.cta_mask(0b11)
        bid = bid // CLUSTER
        grid = grid // CLUSTER
        if CLUSTER_DIM == "m":
            rows = (m_tiles + (CLUSTER - 1)) // CLUSTER
        else:
            cols = (n_tiles + (CLUSTER - 1)) // CLUSTER
    tiles = rows * cols  # schedule units: tiles, or bands of CLUSTER tiles
    units = tiles
    if SPLITK > 1:
        r_sk = tx.cast(sk_tiles, tx.index)
        S = tx.cast(splits, tx.index)
        dp = tiles - r_sk
        units = dp + r_sk * S
    et = ELEMENT[DTYPE]
    sA = tx.alloc((BM, BK), et, stages=STAGES)
    sB = tx.alloc((BN, BK), et, stages=STAGES)
    if EPILOGUE == "tma":
        # 64-column (128-byte) swizzle atoms; a slice of 32·odd columns takes 64-byte ones
        sC = tx.alloc((WG_ROWS, PN), tx.bf16, swizzle="128B" if PN % 64 == 0 else "64B",
                      stages=2 * CBUFS)
    # empty[s] counts one release per consumer warpgroup of every CTA reading its B half
    pipe = tx.pipeline(stages=STAGES, tx_bytes=(BM + BN) * _tile.BK_BYTES, consumers=2 * CLUSTER)
    if CLUSTER > 1:
        tx.cluster_sync()  # the peer arrives on our barriers only once they are initialized

    with tx.role("producer", warpgroups=[0], regs=40), tx.elect_one():
        ps = pipe.producer_start()
        for t in tx.range(bid, units, grid):
            tile_i, kt_lo, kt_hi = t, None, k_tiles
            if SPLITK > 1:
                tile_i, kt_lo, kt_hi, _, _, _ = _unit(t, dp, r_sk, S, k_tiles)
            m0, n0 = _origin(tile_i, rows, cols, rank, RASTER, GROUP, CLUSTER, BN, CLUSTER_DIM)
            ps = load_k_tiles(A, B, sA, sB, pipe, ps, m0, n0,
                              k_tiles if kt_lo is None else kt_hi - kt_lo, kt_lo, BK, BN, rank,
                              ctas, CLUSTER_DIM)

    with tx.role("consumer", warpgroups=[1, 2], regs=232):
        wg = tx.warpgroup_index()
        row0 = wg * WG_ROWS
        cs = pipe.consumer_start()
        c_bufs = []  # CBUFS C tiles per warpgroup: stages wg * CBUFS + j of sC
        if EPILOGUE == "tma":
            if CBUFS == 1:
                c_bufs = [sC[wg][:, :]]
            else:
                c_bufs = [sC[wg * CBUFS + tx.constant(j)][:, :] for j in range(CBUFS)]
        for t in tx.range(bid, units, grid):
            tile_i, kt_lo, kt_hi = t, None, k_tiles
            if SPLITK > 1:
                tile_i, kt_lo, kt_hi, is_sk, split_i, slot = _unit(t, dp, r_sk, S, k_tiles)
            m0, n0 = _origin(tile_i, rows, cols, rank, RASTER, GROUP, CLUSTER, BN, CLUSTER_DIM)
            n_k = k_tiles if kt_lo is None else kt_hi - kt_lo
            # SPLIT accumulators of 64 x PN (acc1..acc3: None where SPLIT is smaller)
            acc0 = tx.fill(0.0, shape=(WG_ROWS, PN), dtype=tx.f32, layout=tx.acc_layout(WG_ROWS, PN))
            acc1 = tx.fill(0.0, like=acc0) if SPLIT > 1 else None
            acc2 = tx.fill(0.0, like=acc0) if SPLIT > 2 else None
            acc3 = tx.fill(0.0, like=acc0) if SPLIT > 3 else None
            if INFLIGHT:
                prev = cs  # the state whose wgmma group is still in flight
            for kt in tx.range(n_k):
                stage = pipe.wait(cs)
                a = sA[stage][row0:row0 + WG_ROWS, :]
                acc0 = tx.gemm_async(a, sB[stage][0:PN, :], acc0)
                if SPLIT > 1:
                    acc1 = tx.gemm_async(a, sB[stage][PN:2 * PN, :], acc1)
                if SPLIT > 2:
                    acc2 = tx.gemm_async(a, sB[stage][2 * PN:3 * PN, :], acc2)
                if SPLIT > 3:
                    acc3 = tx.gemm_async(a, sB[stage][3 * PN:4 * PN, :], acc3)
                tx.wgmma_wait(INFLIGHT)
                nxt = tx.advance(cs)
                if INFLIGHT:
                    if tx.ugt(kt, 0):  # release the previous K tile's stage
                        pipe.release(prev)
                        if CLUSTER > 1:
                            tx.release_remote(pipe, prev, peer)
                    cs, prev = nxt, cs
                else:
                    pipe.release(cs)
                    if CLUSTER > 1:
                        tx.release_remote(pipe, cs, peer)
                    cs = nxt
            if INFLIGHT:
                tx.wgmma_wait(0)
                pipe.release(prev)
                if CLUSTER > 1:
                    tx.release_remote(pipe, prev, peer)
            ds = (acc0, acc1, acc2, acc3)[:SPLIT]
            contributor = False
            if SPLITK > 1:
                # split s < S - 1 of a tail tile stores its partials and arrives on the flag of
                # (slot, warpgroup); split S - 1 adds them in split order, then stores C
                last = S - tx.constant(1)
                contributor = is_sk & ~(split_i == last)
                cslot = slot if rank is None else slot * CLUSTER + rank
                flag = cslot * 2 + wg
            if contributor:
                for q in range(SPLIT):
                    tx.frag_store(W, _ws_offset(slot, last, split_i, rank, wg, q, SPLIT, CLUSTER,
                                                PN), ds[q])
                tx.flag_arrive(F, flag)
            else:
                for p in range(SPLIT):
                    fixed = ds[p]
                    if SPLITK > 1:
                        if is_sk:
                            if p == 0:
                                tx.flag_wait(F, flag, last)
                            for i in tx.range(last):  # ((own + p0) + p1) + ...: same bits every run
                                fixed = tx.frag_load(W, _ws_offset(slot, last, i, rank, wg, p, SPLIT,
                                                                   CLUSTER, PN), add=fixed)
                    m_row = m0 + row0
                    if SCALED:
                        fixed = tx.scale(fixed, scale)
                    out = tx.cast(fixed, tx.bf16)
                    n_col = n0 if p == 0 else n0 + p * PN
                    c_g = C[m_row:m_row + WG_ROWS, n_col:n_col + PN]
                    if EPILOGUE == "direct":
                        tx.copy(c_g, out)
                    else:
                        # the store that last used this C tile (CBUFS slices ago) has read it
                        buf = c_bufs[p % CBUFS]
                        tx.store_wait(CBUFS - 1, read=True)
                        tx.copy(buf, out)
                        tx.store_async(c_g, buf)
        if EPILOGUE == "tma":
            tx.store_wait(0)
    if CLUSTER > 1:
        tx.cluster_sync()  # no CTA exits while its peer may still write its shared memory


def grid_for(M: int, N: int, bn: int, sms: int, cluster: int = 1,
             cluster_dim: str = "m") -> tuple[int, int, int]:
    """The launch grid: one CTA per SM, never more CTAs (clusters) than output tiles (bands of
    `cluster` tiles along `cluster_dim`); a multiple of the cluster size."""
    if cluster_dim == "m":
        units = -(-M // (BM * cluster)) * -(-N // bn)
    else:
        units = -(-M // BM) * -(-N // (bn * cluster))
    return (cluster * max(1, min(units, sms // cluster)), 1, 1)


def launch_params(M: int, N: int, bn: int, stages: int, epilogue: str, sms: int,
                  cluster: int = 1, split: int = 1, splitk: int = 1, K: int = 0,
                  dtype: str = "bf16", cbufs: int = 1, cluster_dim: str = "m") -> dict:
    """Grid (one CTA per SM, at most one per tile), block and dynamic shared memory (the
    cluster shape is the kernel's own, `.reqnctapercluster`); with splitk > 1 also the
    split (`sk_tiles` r, `splits` S, gemm_splitk.plan) and the grid it needs."""
    p = {"grid": grid_for(M, N, bn, sms, cluster, cluster_dim), "block": (THREADS, 1, 1),
         "smem": smem_bytes(bn, stages, epilogue, split, cbufs)}
    if splitk > 1:
        g, r, S = gemm_splitk.plan(M, N, K, bn, sms, splitk, _tile.bk(dtype), cluster)
        p.update(grid=(g, 1, 1), sk_tiles=r, splits=S)
    return p


def params(bn: int = 256, stages: int = 3, epilogue: str = "tma", dtype: str = "bf16",
           inflight: int = 0, raster: str = "grouped", group: int = 8, cluster: int = 1,
           split: int = 1, scaled: bool = False, splitk: int = 1, cbufs: int = 1,
           cluster_dim: str = "m") -> dict:
    """The kernel's compile-time parameters for the builder-style options (CLUSTER_DIM only
    where it is not the default, so that the default kernels' parameter sets stay as they
    were)."""
    p = dict(BN=bn, STAGES=stages, EPILOGUE=epilogue, DTYPE=dtype, INFLIGHT=inflight,
             RASTER=raster, GROUP=group, CLUSTER=cluster, SPLIT=split, SCALED=bool(scaled),
             SPLITK=splitk, CBUFS=cbufs)
    if cluster_dim != "m":
        p["CLUSTER_DIM"] = cluster_dim
    return p


def persistent_gemm_ir(bn: int = 256, stages: int = 3, epilogue: str = "tma",
                       dtype: str = "bf16", inflight: int = 0, raster: str = "grouped",
                       group: int = 8, cluster: int = 1, split: int = 1,
                       scaled: bool = False, splitk: int = 1, cbufs: int = 1,
                       locations: bool = True, cluster_dim: str = "m") -> str:
    """The kernel's tile-level IR as text (it parses back with tirx-opt); a bad option is a
    ValueError with check_persistent_params' message."""
    check_persistent_params(bn, stages, epilogue, dtype, inflight, raster, group, cluster, split,
                            splitk, cbufs, cluster_dim)
    return gemm_persistent.ir(locations=locations,
                              **params(bn, stages, epilogue, dtype, inflight, raster, group,
                                       cluster, split, scaled, splitk, cbufs, cluster_dim))


def main(argv: list[str] | None = None) -> None:
    """`python -m tirx_mlir.lang.gemm_persistent [--bn 256] [--stages 3] [--epilogue tma|direct]
    [--dtype bf16|f16|e4m3|e5m2] [--inflight 0|1] [--raster grouped|row|hilbert] [--group 8]
    [--split 1|2|4] [--cluster 1|2] [--scaled] [--splitk S] [--cbufs 1|2] [--locations]`:
    the tile IR (without locations unless asked)."""
    p = _tile.gemm_arguments(__doc__, 256, 3, "tma", EPILOGUES)
    p.add_argument("--raster", default="grouped", choices=RASTERS)
    p.add_argument("--group", type=int, default=8)
    p.add_argument("--cluster", type=int, default=1, choices=CLUSTERS)
    p.add_argument("--cluster-dim", default="m", choices=CLUSTER_DIMS,
                   help="the cluster's CTAs along M (sharing B) or N (sharing A)")
    p.add_argument("--split", type=int, default=1, choices=(1, 2, 4))
    p.add_argument("--scaled", action="store_true", help="per-tensor scale argument (f32)")
    p.add_argument("--cbufs", type=int, default=1, choices=(1, 2),
                   help="C staging tiles per warpgroup (2: slice p+1 does not wait for slice p's store)")
    p.add_argument("--splitk", type=int, default=1,
                   help="split the last partial wave's tiles along K, at most this many ways")
    a = p.parse_args(argv)
    _tile.print_ir("python -m tirx_mlir.lang.gemm_persistent",
        persistent_gemm_ir, a.bn, a.stages, a.epilogue, a.dtype, a.inflight, a.raster, a.group,
        a.cluster, a.split, a.scaled, a.splitk, a.cbufs, a.locations, a.cluster_dim)


if __name__ == "__main__":
    main()
