"""Deliberately broken kernels for test/test_lang.py: each error must name a line here."""

import tirx_mlir.lang as tx

ROWS = tx.Const(int, choices=(1, 2, 4))
M, C = tx.symbols("M C")


@tx.kernel(threads=128)
def bf16_sum(x: tx.Tensor[M, C, tx.bf16], y: tx.Tensor[M, C, tx.bf16], *, N: int = 256):
    t = tx.row_tile(1, N)
    xs = tx.load(x[0:1, 0:t.cols], t)
    s = tx.sum(xs)  # noqa: F841  # LINE: bf16_sum (no dispatch variant reduces bf16)
    tx.copy(y[0:1, 0:t.cols], xs)


@tx.kernel(threads=128)
def wrong_arg(x: tx.Tensor[M, C, tx.f32], *, N: int = 256):
    t = tx.row_tile(1, N)
    tx.load(3, t)  # LINE: wrong_arg


@tx.kernel(threads=128)
def shape_mismatch(x: tx.Tensor[M, C, tx.f32], y: tx.Tensor[M, C, tx.f32], *, N: int = 256):
    t = tx.row_tile(1, N)
    xs = tx.load(x[0:1, 0:t.cols], t)
    tx.copy(y[0:2, 0:t.cols], xs)  # LINE: shape_mismatch


@tx.kernel(threads=128)
def not_dividing(x: tx.Tensor[M, C, tx.f32], *, R: int = 3):
    t = tx.row_tile(R, 256)  # noqa: F841  # LINE: not_dividing


@tx.kernel(threads=128)
def ranged(x: tx.Tensor[M, C, tx.f32], *, R: ROWS = 1):  # LINE: ranged
    tx.row_tile(R, 256)


@tx.kernel(threads=128)
def carried_type(x: tx.Tensor[M, C, tx.f32], n: tx.i32, *, N: int = 256):
    t = tx.row_tile(1, N)
    acc = tx.fill(0.0, shape=(1, t.cols), dtype=tx.f32, layout=t)
    for i in tx.range(n):  # LINE: carried_type
        acc = tx.sum(acc)


@tx.kernel(threads=128)
def escapes(x: tx.Tensor[M, C, tx.f32], y: tx.Tensor[M, C, tx.f32], n: tx.i32, *, N: int = 256):
    t = tx.row_tile(1, N)
    for i in tx.range(n):
        fresh = tx.load(x[0:1, 0:t.cols], t)
    tx.copy(y[0:1, 0:t.cols], fresh)  # LINE: escapes


@tx.kernel(threads=128)
def as_bool(x: tx.Tensor[M, C, tx.f32], n: tx.i32):
    b = tx.block_id(0)
    while b < 4:  # LINE: as_bool
        b = b + 1


@tx.kernel(threads=128)
def cta_tile_mismatch(x: tx.Tensor[M, C, tx.f32], *, N: int = 8192):
    t = tx.row_tile(1, N, threads=512)  # noqa: F841  # LINE: cta_tile_mismatch


@tx.kernel(threads="T")
def block_param(x: tx.Tensor[M, C, tx.f32], *, T: int = 2048):  # LINE: block_param
    t = tx.row_tile(1, 256, threads=T)  # noqa: F841


@tx.macro
def _bad_load(t):
    tx.load(3, t)  # LINE: macro_error


@tx.kernel(threads=128)
def macro_error(x: tx.Tensor[M, C, tx.f32], *, N: int = 256):
    _bad_load(tx.row_tile(1, N))


@tx.kernel(threads=128)
def minimum_frag(x: tx.Tensor[M, C, tx.f32], *, N: int = 256):
    t = tx.row_tile(1, N)
    xs = tx.load(x[0:1, 0:t.cols], t)
    tx.minimum(xs, xs)  # LINE: minimum_frag


@tx.kernel(threads=128)
def store_async_swapped(x: tx.Tensor[M, C, tx.bf16], *, N: int = 256):
    s = tx.alloc((64, 64), tx.bf16)
    tx.store_async(s, x[0:64, 0:64])  # LINE: store_async_swapped
