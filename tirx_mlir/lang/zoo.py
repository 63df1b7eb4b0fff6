"""The memory-bound kernels written in the front end: softmax, RMSNorm, LayerNorm, fused
residual-add + RMSNorm, SwiGLU and rotary embedding, over the rows of bf16 (or f16 / f32)
matrices, f32 math in registers.

Each CTA of THREADS threads (128 .. 1024) holds ROWS rows of N columns as one row tile
(`tx.row_tile(ROWS, N, threads=THREADS)`: 16-byte chunks per thread, the columns padded to
whole chunks and guarded by the copies; from 256 threads on a CTA-wide tile, scope(cta)),
reads each input once and writes each output once. `config(n, kernel)` picks ROWS x THREADS
so that a thread holds about 16 values (8 for the elementwise SwiGLU and rotary): a long row
spreads over the CTA (N = 8192: one row over 512 threads, its sums crossing 16 warps
through shared memory), short rows are many per CTA (N = 128: 32 rows over 256 threads).
With COLS = N (set by `compiled` when the tile needs no padding) the tensors' column
extents are static and the copies check only the row. N <= 8192.
RMSNorm, LayerNorm and add+RMSNorm also have a persistent form (PERSIST=True, below): a
fixed grid of CTAs walks the row tiles, w (and b) read once per CTA, the next tile's loads
issued before this tile's reductions.

    from tirx_mlir.lang import zoo
    y = zoo.run("rmsnorm", x, w)            # torch tensors on the GPU; a new output
    y = zoo.run("rmsnorm", x, w, PERSIST=True, ctas_per_sm=2)
    zoo.KERNELS["softmax"].ir(N=4096, ROWS=1, THREADS=256, COLS=4096)
"""

import tirx_mlir.lang as tx

from . import zoo_rows

MAX_N = 8192
ROW_COUNTS = tx.Const(int, choices=(1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024))
BLOCKS = tx.Const(int, choices=(128, 256, 512, 1024))  # the CTA's threads = the row tile's
WIDTH = tx.Const(int, min=1, max=MAX_N)
# Extents: M rows (run time); the columns: COLS, 2 COLS (SwiGLU's input), COLS / 2 (rotary's
# angles) -- static when the compile-time parameter COLS is N (`compiled` sets it when the
# row tile needs no padding: then the copies know that every chunk is inside the row and
# check only the row), run time when COLS = 0.
M = tx.symbols("M")[0]
C, C2, H = tx.symbols("COLS 2*COLS COLS//2")


def _row_tile(rows, n, threads):
    """The kernel's row tile (rows x n over `threads`) and the first row of this CTA's rows."""
    return tx.row_tile(rows, n, threads=threads), tx.block_id(0) * rows


def _f32_rows(src, t, r0, c0=0):
    """The row tile `t`'s rows r0.. of `src`, from column c0, converted to f32 (its ops take
    the location of the kernel line that calls this)."""
    return tx.cast(tx.load(src[r0:r0 + t.rows, c0:c0 + t.cols], t), tx.f32)


@tx.kernel(threads="THREADS", min_ctas="CTAS")
def softmax(x: tx.Tensor[M, C, tx.bf16], y: tx.Tensor[M, C, tx.bf16], *,
            N: WIDTH, ROWS: ROW_COUNTS = 1, THREADS: BLOCKS = 128, CTAS: int = 0, COLS: int = 0):
    """y = softmax(x) over each row (max-subtracted, exp2 with log2 e folded in)."""
    t, r0 = _row_tile(ROWS, N, THREADS)
    xs = _f32_rows(x, t, r0)
    if t.cols > N:
        xs = tx.mask(xs, limit=N)  # the padding: -inf, so that it adds e^-inf = 0
    m = tx.max(xs)
    e = tx.exp2(xs, scale=tx.LOG2E, sub=tx.scale(m, tx.LOG2E))
    inv = 1.0 / tx.sum(e)
    tx.copy(y[r0:r0 + ROWS, 0:t.cols], tx.cast(e * inv, tx.bf16))


# -- the normalizations: one row tile per CTA, or PERSIST: a run-time loop over row tiles ----
#
# PERSIST (RMSNorm, LayerNorm, add+RMSNorm): the grid is any number of CTAs (the host picks
# min(row tiles, CTAs per SM x SMs): `zoo_rows.grid`), the kernel takes the row count `m`
# (index) after its outputs, and CTA b walks the row tiles b, b + grid, ...
# (`zoo_rows.persistent_rows`): w (and b) are read ONCE before the loop and held in registers
# as f32, and with PREFETCH (default) the next tile's x (and res) are read before this tile's
# reductions (loop-carried bf16 fragments), so that the loads overlap the reductions' shuffles
# and barriers. Each row tile is written by exactly one CTA; rows past m are neither read
# (the copies check the row: zeros) nor written.


def _check_persist(PERSIST: bool, EARLY: bool) -> None:
    tx.static_assert(not (PERSIST and EARLY), "EARLY has no meaning with PERSIST: w (and b) are "
                     "read once before the row loop")


@tx.macro
def _rms_rows(t, xs, w, wb, y, r0, N: int, EPS: float):
    """y[r0 .. r0 + rows) = xs · rsqrt(mean(xs²) + eps) · w for the f32 row tile xs; wb: w's
    fragment (bf16 or f32) read before, or None: read here, after the reduction."""
    rstd = tx.rsqrt(tx.scale(tx.sum(xs * xs), 1.0 / N) + EPS)
    ws = tx.cast(wb if wb is not None else tx.load(w[0:t.cols], t), tx.f32)
    tx.copy(y[r0:r0 + t.rows, 0:t.cols], tx.cast(xs * rstd * ws, tx.bf16))


@tx.kernel(threads="THREADS", min_ctas="CTAS")
def rmsnorm(x: tx.Tensor[M, C, tx.bf16], w: tx.Tensor[C, tx.bf16],
            y: tx.Tensor[M, C, tx.bf16], m: tx.When("PERSIST", tx.index), *, N: WIDTH,
            ROWS: ROW_COUNTS = 1, THREADS: BLOCKS = 128, CTAS: int = 0, COLS: int = 0,
            EPS: float = 1e-6, EARLY: bool = False, PERSIST: bool = False,
            PREFETCH: bool = True):
    """y = x · rsqrt(mean(x²) + eps) · w (EARLY: w read with x, before the reduction;
    PERSIST: the row loop above, m = the rows of x)."""
    _check_persist(PERSIST, EARLY)
    t = tx.row_tile(ROWS, N, threads=THREADS)
    if PERSIST:
        ws = tx.cast(tx.load(w[0:t.cols], t), tx.f32)
        zoo_rows.persistent_rows(t, m, (x,), PREFETCH, lambda r, xb, _: _rms_rows(
            t, tx.cast(xb, tx.f32), w, ws, y, r, N, EPS))
    else:
        r0 = tx.block_id(0) * ROWS
        xs = _f32_rows(x, t, r0)
        _rms_rows(t, xs, w, tx.load(w[0:t.cols], t) if EARLY else None, y, r0, N, EPS)


@tx.macro
def _ln_rows(t, xs, w, b, wb, y, r0, N: int, EPS: float, ONEPASS: bool):
    """y[r0 .. r0 + rows) = (xs − mean) · rsqrt(var + eps) · w + b for the f32 row tile xs;
    wb: (w, b)'s fragments read before, or None: read here, after the reductions."""
    if ONEPASS:  # padded columns hold x = 0 and add nothing to either sum
        mean = tx.scale(tx.sum(xs), 1.0 / N)
        var = tx.scale(tx.sum(xs * xs), 1.0 / N) - mean * mean
        d = xs - mean
        rstd = tx.rsqrt(var + EPS)
    else:
        mean = tx.scale(tx.sum(xs), 1.0 / N)
        d = xs - mean
        ss = tx.sum(d * d)
        if t.cols > N:
            # each padded column (x = 0) added (0 - mean)^2: take those exactly back out
            ss = ss - tx.scale(mean * mean, float(t.cols - N))
        rstd = tx.rsqrt(tx.scale(ss, 1.0 / N) + EPS)
    _ln_store(t, d, rstd, w, b, wb, y, r0)


@tx.macro
def _ln_store(t, d, rstd, w, b, wb, y, r0):
    """y[r0 .. r0 + rows) = d · rstd · w + b (d = x − mean; wb as for `_ln_rows`)."""
    ws = tx.cast(wb[0] if wb is not None else tx.load(w[0:t.cols], t), tx.f32)
    bs = tx.cast(wb[1] if wb is not None else tx.load(b[0:t.cols], t), tx.f32)
    tx.copy(y[r0:r0 + t.rows, 0:t.cols], tx.cast(d * rstd * ws + bs, tx.bf16))


@tx.macro
def _ln_shifted_rows(t, xs, x, w, b, wb, y, r0, N: int, EPS: float):
    """LayerNorm of the f32 row tile xs (rows r0.. of x) with its two row sums independent,
    so that they cross the warps in ONE shared-memory exchange (tx.sums, one barrier): shifted
    by x0 = x[row, 0], the row's first element (every thread of the row loads it: one
    address per warp), d = x − x0, s1 = Σd, s2 = Σd²; mean = x0 + s1/N, var = s2/N − (s1/N)²,
    x − mean = d − s1/N. The shift keeps the variance accurate when |mean| is large against
    the spread (var = mean(d²) − mean(d)² cancels only as much as x0 is off the mean).
    Padded columns (t.cols > N, x = 0) get d = 0 exactly (times 1 / 0 from a mask), so they add
    nothing to either sum."""
    x0 = tx.cast(tx.load_rows(x[r0:r0 + t.rows, 0:1], like=xs), tx.f32)
    d = xs - x0
    if t.cols > N:  # 1 in the row, 0 in the padding (mask: -inf there, max with 0)
        d = d * tx.maximum(tx.mask(tx.fill(1.0, like=xs), limit=N), tx.fill(0.0, like=xs))
    s1, s2 = tx.sums(d, d * d)
    m1 = tx.scale(s1, 1.0 / N)
    rstd = tx.rsqrt(tx.scale(s2, 1.0 / N) - m1 * m1 + EPS)
    _ln_store(t, d - m1, rstd, w, b, wb, y, r0)


@tx.macro
def _ln_any(t, xs, x, w, b, wb, y, r0, N: int, EPS: float, ONEPASS: bool, SHIFTED: bool):
    """`_ln_shifted_rows` with SHIFTED, else `_ln_rows`."""
    if SHIFTED:
        _ln_shifted_rows(t, xs, x, w, b, wb, y, r0, N, EPS)
    else:
        _ln_rows(t, xs, w, b, wb, y, r0, N, EPS, ONEPASS)


@tx.kernel(threads="THREADS", min_ctas="CTAS")
def layernorm(x: tx.Tensor[M, C, tx.bf16], w: tx.Tensor[C, tx.bf16],
              b: tx.Tensor[C, tx.bf16], y: tx.Tensor[M, C, tx.bf16],
              m: tx.When("PERSIST", tx.index), *, N: WIDTH, ROWS: ROW_COUNTS = 1,
              THREADS: BLOCKS = 128, CTAS: int = 0, COLS: int = 0, EPS: float = 1e-5,
              EARLY: bool = False, ONEPASS: bool = False, PERSIST: bool = False,
              PREFETCH: bool = True, SHIFTED: bool = False, HOLD: bool = True,
              STASH: bool = False):
    """y = (x − mean) · rsqrt(var + eps) · w + b (biased variance, two passes in registers;
    EARLY: w and b read with x, before the reductions; ONEPASS: var = mean(x²) − mean², the
    two row sums independent of each other — one reduction latency instead of two, at the
    cost of cancellation when |mean| is large against the spread of the row; SHIFTED: the
    two independent sums of x − x[row, 0] in ONE reduction (tx.sums: one shared-memory
    exchange and barrier per row instead of two), accurate for a large mean
    (`_ln_shifted_rows`); PERSIST: the row loop above, m = the rows of x; HOLD (PERSIST):
    w and b read once and held in registers as f32, else read again per row tile after its
    reductions (from L1 / L2: 16 KB at N = 4096): 59 registers instead of 73 at 1 x 256 and
    16 values a thread, so that four CTAs of 256 threads share an SM, not three); STASH
    (PERSIST and HOLD): the held f32 w and b kept in shared memory (tx.stash, 8 bytes a
    column) and read back per row tile with 16-byte shared loads — neither their registers
    for the whole loop nor a conversion per row)."""
    _check_persist(PERSIST, EARLY)
    tx.static_assert(not STASH or (PERSIST and HOLD), "STASH keeps the held w and b in shared "
                     "memory: it needs PERSIST and HOLD")
    tx.static_assert(PERSIST or HOLD, "HOLD=False has no meaning without PERSIST: the one-tile "
                     "kernel reads w and b once for its only row tile")
    tx.static_assert(not (ONEPASS and SHIFTED), "ONEPASS and SHIFTED are two formulations of "
                     "the variance: pick one")
    t = tx.row_tile(ROWS, N, threads=THREADS)
    if PERSIST:
        held = (tx.cast(tx.load(w[0:t.cols], t), tx.f32),
                tx.cast(tx.load(b[0:t.cols], t), tx.f32)) if HOLD else None
        if STASH:
            held = (tx.stash(held[0]), tx.stash(held[1]))
        zoo_rows.persistent_rows(t, m, (x,), PREFETCH, lambda r, xb, _: _ln_any(
            t, tx.cast(xb, tx.f32), x, w, b, held, y, r, N, EPS, ONEPASS, SHIFTED))
    else:
        r0 = tx.block_id(0) * ROWS
        xs = _f32_rows(x, t, r0)
        wb = (tx.load(w[0:t.cols], t), tx.load(b[0:t.cols], t)) if EARLY else None
        _ln_any(t, xs, x, w, b, wb, y, r0, N, EPS, ONEPASS, SHIFTED)


@tx.macro
def _add_rms_rows(t, hs, w, wb, y, h, r0, N: int, EPS: float):
    """h[r0 .. r0 + rows) = hs (the f32 sum x + res), then its RMSNorm into y (`_rms_rows`)."""
    tx.copy(h[r0:r0 + t.rows, 0:t.cols], tx.cast(hs, tx.bf16))
    _rms_rows(t, hs, w, wb, y, r0, N, EPS)


@tx.kernel(threads="THREADS", min_ctas="CTAS")
def add_rmsnorm(x: tx.Tensor[M, C, tx.bf16], res: tx.Tensor[M, C, tx.bf16],
                w: tx.Tensor[C, tx.bf16], y: tx.Tensor[M, C, tx.bf16],
                h: tx.Tensor[M, C, tx.bf16], m: tx.When("PERSIST", tx.index), *, N: WIDTH,
                ROWS: ROW_COUNTS = 1, THREADS: BLOCKS = 128, CTAS: int = 0, COLS: int = 0,
                EPS: float = 1e-6, PERSIST: bool = False, PREFETCH: bool = True):
    """h = x + res (written, the next residual); y = h · rsqrt(mean(h²) + eps) · w
    (PERSIST: the row loop above, m = the rows of x)."""
    t = tx.row_tile(ROWS, N, threads=THREADS)
    if PERSIST:
        ws = tx.cast(tx.load(w[0:t.cols], t), tx.f32)
        zoo_rows.persistent_rows(t, m, (x, res), PREFETCH, lambda r, xb, rb: _add_rms_rows(
            t, tx.cast(xb, tx.f32) + tx.cast(rb, tx.f32), w, ws, y, h, r, N, EPS))
    else:
        r0 = tx.block_id(0) * ROWS
        hs = _f32_rows(x, t, r0) + _f32_rows(res, t, r0)
        _add_rms_rows(t, hs, w, None, y, h, r0, N, EPS)


@tx.kernel(threads="THREADS", min_ctas="CTAS")
def swiglu(x: tx.Tensor[M, C2, tx.bf16], y: tx.Tensor[M, C, tx.bf16], *,
           N: WIDTH, ROWS: ROW_COUNTS = 1, THREADS: BLOCKS = 128, CTAS: int = 0, COLS: int = 0):
    """y = silu(a) · b with [a | b] = x (M x 2N, gate then up), silu(a) = a · sigmoid(a)."""
    t, r0 = _row_tile(ROWS, N, THREADS)
    a = _f32_rows(x, t, r0)
    b = _f32_rows(x, t, r0, N)
    tx.copy(y[r0:r0 + ROWS, 0:t.cols], tx.cast(a * tx.sigmoid(a) * b, tx.bf16))


@tx.kernel(threads="THREADS", min_ctas="CTAS")
def rotary(x: tx.Tensor[M, C, tx.bf16], cos: tx.Tensor[M, H, tx.bf16],
           sin: tx.Tensor[M, H, tx.bf16], y: tx.Tensor[M, C, tx.bf16], *,
           N: WIDTH, ROWS: ROW_COUNTS = 1, THREADS: BLOCKS = 128, CTAS: int = 0, COLS: int = 0):
    """Rotary embedding, rotate-half form: with x = [x1 | x2] (halves of N / 2) and the
    row's angles' cos / sin (M x N/2), y = [x1·cos − x2·sin | x2·cos + x1·sin]."""
    tx.static_assert(N % 2 == 0, f"rotary: N = {N} must be even (two halves)")
    half = N // 2
    t = tx.row_tile(ROWS, half, threads=THREADS)
    tx.static_assert(t.cols == half, f"rotary: N / 2 = {half} must be a multiple of "
                     f"{t.vec * t.threads // ROWS} (the row tile's chunks for ROWS = {ROWS}): "
                     f"the second half starts right after the first")
    r0 = tx.block_id(0) * ROWS
    x1 = _f32_rows(x, t, r0)
    x2 = _f32_rows(x, t, r0, half)
    c = _f32_rows(cos, t, r0)
    s = _f32_rows(sin, t, r0)
    tx.copy(y[r0:r0 + ROWS, 0:half], tx.cast(x1 * c - x2 * s, tx.bf16))
    tx.copy(y[r0:r0 + ROWS, half:N], tx.cast(x2 * c + x1 * s, tx.bf16))


KERNELS = {k.name: k for k in (softmax, rmsnorm, layernorm, add_rmsnorm, swiglu, rotary)}


#: Values of a row each thread holds (two 16-byte chunks of bf16): enough bytes in flight per
#: SM with few registers (tens, not hundreds), so that several CTAs share an SM.
PER_THREAD = 16
#: The elementwise kernels (no reduction: nothing gained from whole rows per thread) hold 8.
PER_THREAD_OF = {"swiglu": 8, "rotary": 8}
#: LayerNorm (40 registers at 16 values) is fastest at 256 threads: 0.95 of copy at 8192^2
#: against 0.85 at 512 (benchmarks/sweep_lang.py on the H200).
MAX_THREADS_OF = {"layernorm": 256}


def _pow2_at_most(x: int) -> int:
    p = 1
    while p * 2 <= x:
        p *= 2
    return p


def config(n: int, kernel: str = "", per_thread: int | None = None,
           threads: int | None = None) -> tuple[int, int]:
    """(ROWS, THREADS) for rows of n columns: about `per_thread` values of the row per thread
    (the rotary kernel: of the half row), the threads of a row a power of two; a long row
    spreads over up to 1024 threads (one row per CTA, the reduction across warps through
    shared memory), short rows are many per CTA (`threads`, default 256, split into rows)."""
    width = n // 2 if kernel == "rotary" else n
    per_thread = per_thread or PER_THREAD_OF.get(kernel, PER_THREAD)
    per_row = max(1, min(MAX_THREADS_OF.get(kernel, 1024), _pow2_at_most(max(1, width // per_thread))))
    if kernel == "rotary":  # the half row must be whole chunks of vec x threads per row
        while per_row > 1 and width % (8 * per_row):
            per_row //= 2
    block = max(per_row, threads or (128 if per_row >= 128 else 256))
    return block // per_row, block


#: Measured picks that beat `config` (H200, session 5: benchmarks/results/h200-2026-12-02-s5/
#: zoo-persist.log, L2 flushed, same run): RMSNorm rows of 4096 and 8192 columns through the
#: persistent form (PERSIST: a fixed grid walking the row tiles, w read once, the next tile's
#: x read before this tile's reduction): 4096 x 4096 0.94 of copy (one-tile 0.91), 2048 x 8192
#: 1.00 (0.97), 8192 x 8192 0.95 (0.96). (kernel, width) -> (ROWS, THREADS, params, CTAs per SM).
#: LayerNorm rows of 4096 through the persistent form with w and b read per row tile (HOLD=False:
#: 59 registers, four CTAs of 256 threads per SM): 0.0222-0.0225 ms at 4096 x 4096 against
#: 0.0228-0.0236 for the one-tile kernel, same runs (session 6: h200-2026-12-02-s6/).
CHOICES = {
    ("rmsnorm", 4096): (2, 512, {"PERSIST": True}, 4),
    ("rmsnorm", 8192): (1, 512, {"PERSIST": True}, 2),
    # w and b read per row tile, 4 CTAs of 256 per SM; session 8's benchmark A/B
    # (h200-2026-12-02-s8/zoo-ln-ab-*): 0.94-0.95 of copy at 4096² against 0.92-0.93 with
    # STASH (2 x 256, 3 per SM)
    ("layernorm", 4096): (1, 256, {"PERSIST": True, "HOLD": False}, 4),
}


#: Picks for few rows only: (kernel, width) -> (at most this many rows, the pick). LayerNorm
#: at 8192 columns: the persistent form with w and b stashed in shared memory (STASH, 80
#: registers with CTAS=3: 3 CTAs of 256 per SM) at 2048 rows, 0.0217 ms against 0.0221 for
#: HOLD=False and 0.0231 for the one-tile kernel in a sweep (session 8:
#: h200-2026-12-02-s8/zoo-stash.log), 0.91 of copy against 0.90 in the benchmark's A/B
#: (zoo-ln-ab-*); at 8192 and 16384 rows the one-tile kernel stays faster (session 6:
#: zoo-ln-8192.log).
FEW_ROWS_CHOICES = {
    ("layernorm", 8192): (4096, (1, 256, {"PERSIST": True, "STASH": True, "CTAS": 3}, 3)),
}


def choice(name: str, n: int, m: int | None = None) -> tuple[int, int, dict, int | None]:
    """(ROWS, THREADS, other compile-time parameters, CTAs per SM or None) that `run` takes for
    kernel `name` on m rows (None: unknown) of n columns when the caller chooses none:
    FEW_ROWS_CHOICES' entry when m is at most its row count, else CHOICES', else `config`'s."""
    few = FEW_ROWS_CHOICES.get((name, n))
    if few is not None and m is not None and m <= few[0]:
        rows, threads, params, ctas = few[1]
        return rows, threads, dict(params), ctas
    if (name, n) in CHOICES:
        rows, threads, params, ctas = CHOICES[name, n]
        return rows, threads, dict(params), ctas
    rows, threads = config(n, name)
    return rows, threads, {}, None


def rows_for(n: int, kernel: str = "") -> int:
    """ROWS per CTA of `config`."""
    return config(n, kernel)[0]


# -- running on torch tensors ---------------------------------------------------------------

_COMPILED: dict = {}


def compiled(name: str, n: int, rows: int | None = None, threads: int | None = None, **params):
    """(the runtime kernel, ROWS, THREADS) of zoo kernel `name` for rows of n columns
    (cached); `rows` / `threads` default to `config`'s (`rows` alone: 128 threads);
    `params`: the kernel's other compile-time parameters (EARLY=True, ...)."""
    if rows is None:
        rows, threads = config(n, name, threads=threads)
    threads = threads or 128
    key = (name, n, rows, threads, tuple(sorted(params.items())))
    if key not in _COMPILED:
        k = KERNELS[name]
        width = n // 2 if name == "rotary" else n
        cols = n if width % (8 * (threads // rows)) == 0 else 0  # no padding: static columns
        _COMPILED[key] = (getattr(k.compile(N=n, ROWS=rows, THREADS=threads, COLS=cols, **params),
                                  name), rows, threads)
    return _COMPILED[key]


def _compile_job(job) -> str | None:
    name, n, rows, *rest = job
    threads = rest[:1]
    params = dict(rest[1]) if len(rest) > 1 else {}
    try:
        compiled(name, n, rows, *threads, **params)
        return None
    except Exception as e:  # noqa: BLE001 - reported to the caller, which decides
        return f"{name} N={n} ROWS={rows} THREADS={threads[0] if threads else None}: {e}"


def precompile(jobs, procs: int | None = None) -> list[str]:
    """Compile (name, n, rows or None[, threads[, params: tuple of (key, value)]]) jobs on `procs` spawned processes into the runtime's
    disk cache (later `compiled()` calls hit it); the failures' messages. Spawned, not
    forked: the caller may have initialized CUDA."""
    import multiprocessing
    import os
    from concurrent.futures import ProcessPoolExecutor

    jobs = sorted(set(jobs), key=lambda j: -j[1])
    if len(jobs) == 1 or procs == 1:
        return [e for e in map(_compile_job, jobs) if e]
    procs = procs or max(1, min(16, os.cpu_count() or 1))
    with ProcessPoolExecutor(procs, mp_context=multiprocessing.get_context("spawn")) as ex:
        return [e for e in ex.map(_compile_job, jobs) if e]


def outputs(name: str, *inputs):
    """New output tensors for `inputs` (torch), in kernel order after the inputs."""
    x = inputs[0]
    m, c = x.shape
    if name == "swiglu":
        return (x.new_empty(m, c // 2),)
    if name == "add_rmsnorm":
        return (x.new_empty(m, c), x.new_empty(m, c))
    return (x.new_empty(m, c),)


def width(name: str, *inputs) -> int:
    c = inputs[0].shape[1]
    return c // 2 if name == "swiglu" else c


def launch(k, rows: int, threads: int, ins, outs, params: dict | None = None,
           ctas_per_sm: int | None = None) -> tuple[tuple, int]:
    """(the positional arguments, the grid) of compiled zoo kernel `k` (`compiled`'s) on torch
    tensors `ins`, `outs`, over the rows of ins[0]: one CTA per row tile; with PERSIST in
    `params` the row count is appended and the grid is min(row tiles, ctas_per_sm x SMs)
    (`zoo_rows.grid`; ctas_per_sm defaults to the CTAs of `k` an SM holds at once, from its
    registers and shared memory)."""
    params = params or {}
    m = ins[0].shape[0]
    if not zoo_rows.is_persistent(params):
        return (*ins, *outs), tx.cdiv(m, rows)
    import torch

    dev = ins[0].device.index or 0
    sms = torch.cuda.get_device_properties(dev).multi_processor_count
    resident = None
    if not ctas_per_sm:
        resident = zoo_rows.resident_ctas(k.attribute("CU_FUNC_ATTRIBUTE_NUM_REGS", dev), threads,
                                          k.attribute("CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES", dev))
    return (*ins, *outs, m), zoo_rows.grid(m, rows, True, ctas_per_sm, sms, resident)


def run(name: str, *inputs, outs=None, rows: int | None = None, threads: int | None = None,
        ctas_per_sm: int | None = None, **params):
    """Launch zoo kernel `name` on torch tensors (inputs in kernel order); returns the
    outputs (new tensors unless `outs`); `params`: other compile-time parameters
    (`ONEPASS=True`, `PERSIST=True`, ...); `ctas_per_sm`: the persistent grid's CTAs per SM
    (`launch`). With none of rows, threads, params and ctas_per_sm given: `choice`'s."""
    n = width(name, *inputs)
    if rows is None and threads is None and not params and ctas_per_sm is None:
        rows, threads, params, ctas_per_sm = choice(name, n, inputs[0].shape[0])
    k, rows, threads = compiled(name, n, rows, threads, **params)
    outs = outs if outs is not None else outputs(name, *inputs)
    args, grid = launch(k, rows, threads, inputs, outs, params, ctas_per_sm)
    k(*args, grid=grid, block=threads)
    return outs[0] if len(outs) == 1 else outs
