"""The persistent row loop of the zoo's normalizations (zoo.py, `PERSIST=True`) and its launch.

A persistent kernel runs a fixed grid of CTAs (`grid`: min(row tiles, CTAs per SM x SMs)),
and CTA b walks the row tiles b, b + grid, b + 2 grid, ... below m rows with a run-time loop
(`persistent_rows`). What stays the same for every row (w, b) is read once before the loop
and held in registers (as f32: holding bf16 and converting per row saves nothing, ptxas
hoists the loop-invariant conversions out of the loop); with PREFETCH the next row tile's inputs are read at the top of each
iteration, before this tile's reductions, and carried into the next iteration as bf16
fragments (scf.for iter_args), so that the loads are in flight while the row's shuffles and
barriers run.
"""

from __future__ import annotations

import tirx_mlir.lang as tx

def _load_rows(t, srcs, r):
    """The bf16 row tiles of the one or two tensors `srcs` at row r (the second None when there
    is one): rows past the tensor's read as zeros (the copies check the row)."""
    a = tx.load(srcs[0][r:r + t.rows, 0:t.cols], t)
    b = tx.load(srcs[1][r:r + t.rows, 0:t.cols], t) if len(srcs) > 1 else None
    return a, b


@tx.macro
def persistent_rows(t, m, srcs, prefetch: bool, step):
    """The row loop: for each row tile i of this CTA (i = block id, + grid dim, ... while
    i · rows < m), `step(r0, a, b)` with r0 = i · rows and a, b the bf16 row tiles of `srcs`
    at r0 (b None for one source). With `prefetch` the tile of the next iteration is read
    before `step` runs (read once more past the last tile: rows past m are not read); else at
    the top of its own iteration. Expects: `t` a row tile, `m` the row count (index), srcs one
    or two 2-D global tensors of at least m rows; `step` builds the tile's math and stores.
    Guarantees: every row tile below m is given to `step` exactly once over the grid."""
    tiles = m if t.rows == 1 else (m + (t.rows - 1)) // t.rows
    bid = tx.block_id(0)
    grid = tx.grid_dim(0)
    if prefetch:
        a, b = _load_rows(t, srcs, bid * t.rows)
        for i in tx.range(bid, tiles, grid):
            na, nb = _load_rows(t, srcs, (i + grid) * t.rows)
            step(i * t.rows, a, b)
            a = na
            b = nb
    else:
        for i in tx.range(bid, tiles, grid):
            ca, cb = _load_rows(t, srcs, i * t.rows)
            step(i * t.rows, ca, cb)


# -- the host side --------------------------------------------------------------------------

#: `params` keys that make a zoo kernel persistent (it then takes the row count after its
#: outputs and any grid of at least one CTA).
PERSIST = "PERSIST"


def is_persistent(params: dict) -> bool:
    return bool(params.get(PERSIST, False))


def resident_ctas(regs: int, threads: int, smem: int = 0) -> int:
    """The CTAs of `threads` threads using `regs` registers each (and `smem` bytes of shared
    memory) that an sm_90 SM holds at once: 64 K registers (allocated per warp in units of
    256), 2048 threads, 32 CTAs, 228 KB of shared memory (1 KB reserved per CTA)."""
    per_warp = -(-max(regs, 1) * 32 // 256) * 256
    warps = -(-threads // 32)
    by_regs = 65536 // (per_warp * warps)
    by_smem = (233472 // (smem + 1024)) if smem else 32
    return max(1, min(by_regs, 2048 // threads, 32, by_smem))


def grid(m: int, rows: int, persistent: bool, ctas_per_sm: int | None = None,
         sms: int | None = None, resident: int | None = None) -> int:
    """The launch grid of a zoo kernel over m rows, `rows` rows per tile: one CTA per tile, or
    persistent: min(tiles, ctas_per_sm x sms), at least 1 (ctas_per_sm defaults to
    `resident`, the CTAs an SM holds at once, else 1)."""
    tiles = -(-m // rows)
    if not persistent:
        return tiles
    if sms is None or sms < 1:
        raise ValueError(f"zoo_rows.grid: a persistent launch needs the SM count, found {sms}")
    per_sm = ctas_per_sm or resident or 1
    if per_sm < 1:
        raise ValueError(f"zoo_rows.grid: expected ctas_per_sm >= 1, found {per_sm}")
    return max(1, min(tiles, per_sm * sms))
