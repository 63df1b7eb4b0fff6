"""Split-K of the persistent GEMM's last partial wave, with a fixed-order fix-up.

A persistent grid of G CTAs over T output tiles runs ceil(T / G) waves; when T mod G = r is
small the last wave leaves G - r SMs idle (2048x7168x2304 with 128x256 tiles: 448 tiles,
3 full waves of 132 and 52 tiles, 61% of the last wave idle; 128x8192x8192: 32 tiles for
132 SMs). Here the first T - r tiles run whole, as before ("data-parallel" units), and each
of the r tail tiles is split along K into S parts (S <= G / r, S <= K tiles), so the last
wave has r * S units of K / S K tiles each:

    units  = (T - r) + r * S                    # u = bid, bid + G, ... (the static schedule)
    u < T - r:  tile u, K tiles 0 .. kt
    u >= T - r: v = u - (T - r), slot = v mod r, s = v / r
                tile T - r + slot, K tiles s*kt/S .. (s+1)*kt/S

Each split-K unit is the last unit of its CTA (r * S <= G). Split s < S - 1 (a
"contributor") writes its f32 accumulators to the workspace W (`tile.frag_store`, slot
(slot, s, warpgroup, part)) and arrives on flag F[2 slot + warpgroup] (`tile.flag_arrive`:
barrier, then red.release.gpu). Split S - 1 (the "owner") waits until that flag counts
S - 1 (`tile.flag_wait`: ld.acquire.gpu, reset to 0, barrier), adds the partials to its
own accumulators in the order s = 0, 1, ..., S - 2 (`tile.frag_load ... add(%acc)`:
((own + p0) + p1) + ..., the same bits whatever the arrival order, so the result is
deterministic run to run) and runs the usual
epilogue; contributors store nothing to C.

No deadlock: a waiting owner's contributors are units of smaller index, hence CTAs of
smaller block index of the same (last) wave; the grid has at most one CTA per SM (shared
memory), so they are resident or run before the owner (the hardware dispatches CTAs in
block-index order), and a contributor never waits for anything but its own pipeline.

This module is the plan and the sizes (the host side); the kernel's decoding and fix-up are
written in the front end (lang/gemm_persistent.py: `_unit`, the consumers' epilogue).
Host side: `plan(M, N, K, bn, sms, splitk)` gives (grid, r, S); the kernel takes r and S as
i32 arguments (`%sk_tiles`, `%splits`; r = 0 runs every tile whole), W as
`!tile.global<?xf32>` (r (S-1) 128 BN elements) and F as `!tile.global<?xi32>` (2 r
elements, zero before the first launch; each owner leaves its flags at zero).
"""

from __future__ import annotations

#: rows of the output tile (two consumer warpgroups of 64 rows)
BM = 128


def plan(M: int, N: int, K: int, bn: int, sms: int, splitk: int, bk: int = 64,
         cluster: int = 1) -> tuple[int, int, int]:
    """(grid, r, S): r tail tiles split S ways (module docstring); (min(T, sms), 0, 1) when
    the split does not apply (splitk <= 1, no partial wave, or S < 2). With `cluster` = 2 the
    schedule's tiles are bands of 2 tile rows (one per CTA of a cluster), r counts bands,
    and the grid (in CTAs) is a multiple of 2."""
    T = -(-M // (BM * cluster)) * -(-N // bn)
    G = sms // cluster
    kt = max(1, -(-K // bk))
    q, r = divmod(T, G)
    if splitk <= 1 or r == 0:
        return cluster * min(T, G), 0, 1
    S = min(splitk, G // r, kt)
    if S < 2:
        return cluster * min(T, G), 0, 1
    return cluster * (G if q else r * S), r, S


def workspace_elems(r: int, S: int, bn: int, cluster: int = 1) -> int:
    """f32 elements of W: one 128 x BN partial tile per contributor (r tiles or bands of
    `cluster` tiles, S - 1 contributors each)."""
    return max(1, r * cluster * (S - 1) * BM * bn)


def flag_elems(r: int, cluster: int = 1) -> int:
    return max(1, 2 * r * cluster)
