"""The memory-bound kernels written in the front end: softmax, RMSNorm, LayerNorm, fused
residual-add + RMSNorm, SwiGLU and rotary embedding, over the rows of bf16 (or f16 / f32)
matrices, f32 math in registers.

Each CTA (one warpgroup, 128 threads) holds ROWS rows of N columns as a row tile
(`tx.row_tile`, 16-byte chunks per thread, the columns padded to whole chunks and guarded by
the copies), reads each input once and writes each output once. ROWS is chosen so that a
thread holds about 16 values for short rows (N = 128: 16 rows per CTA) and one row per CTA
from N = 2048 up; N <= 8192 (64 f32 registers per thread for the row).

    from tirx_mlir.lang import zoo
    y = zoo.run("rmsnorm", x, w)            # torch tensors on the GPU; a new output
    zoo.KERNELS["softmax"].ir(N=4096, ROWS=1)
"""

import tirx_mlir.lang as tx

MAX_N = 8192
ROW_COUNTS = tx.Const(int, choices=(1, 2, 4, 8, 16, 32, 64, 128))
WIDTH = tx.Const(int, min=1, max=MAX_N)
M, C, C2, H = tx.symbols("M C C2 H")  # run-time extents: rows, columns, 2 x columns, half


def _f32_rows(src, t, r0, c0=0):
    """The row tile `t`'s rows r0.. of `src`, from column c0, converted to f32 (its ops take
    the location of the kernel line that calls this)."""
    return tx.cast(tx.load(src[r0:r0 + t.rows, c0:c0 + t.cols], t), tx.f32)


@tx.kernel(threads=128)
def softmax(x: tx.Tensor[M, C, tx.bf16], y: tx.Tensor[M, C, tx.bf16], *,
            N: WIDTH, ROWS: ROW_COUNTS = 1):
    """y = softmax(x) over each row (max-subtracted, exp2 with log2 e folded in)."""
    t = tx.row_tile(ROWS, N)
    r0 = tx.block_id(0) * ROWS
    xs = _f32_rows(x, t, r0)
    if t.cols > N:
        xs = tx.mask(xs, limit=N)  # the padding: -inf, so that it adds e^-inf = 0
    m = tx.max(xs)
    e = tx.exp2(xs, scale=tx.LOG2E, sub=tx.scale(m, tx.LOG2E))
    inv = 1.0 / tx.sum(e)
    tx.copy(y[r0:r0 + ROWS, 0:t.cols], tx.cast(e * inv, tx.bf16))


@tx.kernel(threads=128)
def rmsnorm(x: tx.Tensor[M, C, tx.bf16], w: tx.Tensor[C, tx.bf16],
            y: tx.Tensor[M, C, tx.bf16], *, N: WIDTH, ROWS: ROW_COUNTS = 1, EPS: float = 1e-6):
    """y = x · rsqrt(mean(x²) + eps) · w."""
    t = tx.row_tile(ROWS, N)
    r0 = tx.block_id(0) * ROWS
    xs = _f32_rows(x, t, r0)
    rstd = tx.rsqrt(tx.scale(tx.sum(xs * xs), 1.0 / N) + EPS)
    ws = tx.cast(tx.load(w[0:t.cols], t), tx.f32)
    tx.copy(y[r0:r0 + ROWS, 0:t.cols], tx.cast(xs * rstd * ws, tx.bf16))


@tx.kernel(threads=128)
def layernorm(x: tx.Tensor[M, C, tx.bf16], w: tx.Tensor[C, tx.bf16],
              b: tx.Tensor[C, tx.bf16], y: tx.Tensor[M, C, tx.bf16], *,
              N: WIDTH, ROWS: ROW_COUNTS = 1, EPS: float = 1e-5):
    """y = (x − mean) · rsqrt(var + eps) · w + b (biased variance, two passes in registers)."""
    t = tx.row_tile(ROWS, N)
    r0 = tx.block_id(0) * ROWS
    xs = _f32_rows(x, t, r0)
    mean = tx.scale(tx.sum(xs), 1.0 / N)
    d = xs - mean
    ss = tx.sum(d * d)
    if t.cols > N:
        # each padded column (x = 0) added (0 - mean)^2: take those exactly back out
        ss = ss - tx.scale(mean * mean, float(t.cols - N))
    rstd = tx.rsqrt(tx.scale(ss, 1.0 / N) + EPS)
    ws = tx.cast(tx.load(w[0:t.cols], t), tx.f32)
    bs = tx.cast(tx.load(b[0:t.cols], t), tx.f32)
    tx.copy(y[r0:r0 + ROWS, 0:t.cols], tx.cast(d * rstd * ws + bs, tx.bf16))


@tx.kernel(threads=128)
def add_rmsnorm(x: tx.Tensor[M, C, tx.bf16], res: tx.Tensor[M, C, tx.bf16],
                w: tx.Tensor[C, tx.bf16], y: tx.Tensor[M, C, tx.bf16],
                h: tx.Tensor[M, C, tx.bf16], *, N: WIDTH, ROWS: ROW_COUNTS = 1, EPS: float = 1e-6):
    """h = x + res (written, the next residual); y = h · rsqrt(mean(h²) + eps) · w."""
    t = tx.row_tile(ROWS, N)
    r0 = tx.block_id(0) * ROWS
    hs = _f32_rows(x, t, r0) + _f32_rows(res, t, r0)
    tx.copy(h[r0:r0 + ROWS, 0:t.cols], tx.cast(hs, tx.bf16))
    rstd = tx.rsqrt(tx.scale(tx.sum(hs * hs), 1.0 / N) + EPS)
    ws = tx.cast(tx.load(w[0:t.cols], t), tx.f32)
    tx.copy(y[r0:r0 + ROWS, 0:t.cols], tx.cast(hs * rstd * ws, tx.bf16))


@tx.kernel(threads=128)
def swiglu(x: tx.Tensor[M, C2, tx.bf16], y: tx.Tensor[M, C, tx.bf16], *,
           N: WIDTH, ROWS: ROW_COUNTS = 1):
    """y = silu(a) · b with [a | b] = x (M x 2N, gate then up), silu(a) = a · sigmoid(a)."""
    t = tx.row_tile(ROWS, N)
    r0 = tx.block_id(0) * ROWS
    a = _f32_rows(x, t, r0)
    b = _f32_rows(x, t, r0, N)
    tx.copy(y[r0:r0 + ROWS, 0:t.cols], tx.cast(a * tx.sigmoid(a) * b, tx.bf16))


@tx.kernel(threads=128)
def rotary(x: tx.Tensor[M, C, tx.bf16], cos: tx.Tensor[M, H, tx.bf16],
           sin: tx.Tensor[M, H, tx.bf16], y: tx.Tensor[M, C, tx.bf16], *,
           N: WIDTH, ROWS: ROW_COUNTS = 1):
    """Rotary embedding, rotate-half form: with x = [x1 | x2] (halves of N / 2) and the
    row's angles' cos / sin (M x N/2), y = [x1·cos − x2·sin | x2·cos + x1·sin]."""
    tx.static_assert(N % 2 == 0, f"rotary: N = {N} must be even (two halves)")
    half = N // 2
    t = tx.row_tile(ROWS, half)
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


def rows_for(n: int, kernel: str = "") -> int:
    """ROWS per CTA for rows of n columns: about 16 values per thread for short rows, one
    row per CTA from 2048 columns (rotary: the half row)."""
    width = n // 2 if kernel == "rotary" else n
    rows = 1
    while rows < 128 and width * rows < 2048:
        rows *= 2
    if kernel == "rotary":  # the half row must be whole chunks of vec x threads per row
        while rows > 1 and width % (8 * (128 // rows)):
            rows //= 2
    return rows


# -- running on torch tensors ---------------------------------------------------------------

_COMPILED: dict = {}


def compiled(name: str, n: int, rows: int | None = None):
    """(the runtime kernel, ROWS) of zoo kernel `name` for rows of n columns (cached)."""
    rows = rows or rows_for(n, name)
    key = (name, n, rows)
    if key not in _COMPILED:
        k = KERNELS[name]
        _COMPILED[key] = (getattr(k.compile(N=n, ROWS=rows), name), rows)
    return _COMPILED[key]


def _compile_job(job) -> str | None:
    name, n, rows = job
    try:
        compiled(name, n, rows)
        return None
    except Exception as e:  # noqa: BLE001 - reported to the caller, which decides
        return f"{name} N={n} ROWS={rows}: {e}"


def precompile(jobs, procs: int | None = None) -> list[str]:
    """Compile (name, n, rows or None) jobs on `procs` spawned processes into the runtime's
    disk cache (later `compiled()` calls hit it); the failures' messages. Spawned, not
    forked: the caller may have initialized CUDA."""
    import multiprocessing
    import os
    from concurrent.futures import ProcessPoolExecutor

    jobs = sorted(set(jobs), key=lambda j: -j[1])
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


def run(name: str, *inputs, outs=None, rows: int | None = None):
    """Launch zoo kernel `name` on torch tensors (inputs in kernel order); returns the
    outputs (new tensors unless `outs`)."""
    n = width(name, *inputs)
    k, rows = compiled(name, n, rows)
    outs = outs if outs is not None else outputs(name, *inputs)
    m = inputs[0].shape[0]
    k(*inputs, *outs, grid=tx.cdiv(m, rows), block=128)
    return outs[0] if len(outs) == 1 else outs
