"""The zoo's row kernels inside `jax.jit`, launched on XLA's own stream.

    from tirx_mlir.frameworks import jax_ops
    y = jax.jit(lambda x, w: jax_ops.rmsnorm(x, w, 1e-6))(x, w)
    s = jax.jit(jax_ops.softmax)(x)

Each op is a `jax.experimental.buffer_callback`: XLA allocates the output, and inside the
jitted computation calls back with its device buffers (they expose
`__cuda_array_interface__` / `__dlpack__`, which `tirx_mlir.runtime` takes zero-copy) and an
execution context whose `stream` is XLA's computation stream; the kernel is launched on that
stream, in order with XLA's own kernels, with no synchronization. Shapes and dtypes are checked
at trace time, with the same rules and messages as the PyTorch ops (`zoo.check_rows`).

Outside `jit`, JAX arrays can also be passed straight to a compiled kernel (DLPack).
"""

from __future__ import annotations

import jax
from jax.experimental.buffer_callback import buffer_callback

from .zoo import check_rows, check_weight, example_kernel


def _stream(ctx) -> int:
    return int(ctx.stream)


def rmsnorm(x: jax.Array, w: jax.Array, eps: float = 1e-6) -> jax.Array:
    """y = x * rsqrt(mean(x^2, row) + eps) * w (bf16 in and out, f32 math)."""
    rows, cols = check_rows("rmsnorm", tuple(x.shape), str(x.dtype))
    check_weight("rmsnorm", tuple(w.shape), str(w.dtype), cols)
    eps = float(eps)

    def launch(ctx, y, x, w):
        if rows:
            example_kernel("rmsnorm")(x, w, y, eps, grid=rows, block=cols // 16, stream=_stream(ctx))

    return buffer_callback(launch, jax.ShapeDtypeStruct(x.shape, x.dtype))(x, w)


def softmax(x: jax.Array) -> jax.Array:
    """Row softmax of a bf16 matrix (f32 math)."""
    rows, cols = check_rows("softmax", tuple(x.shape), str(x.dtype))

    def launch(ctx, y, x):
        if rows:
            example_kernel("softmax")(x, y, grid=rows, block=cols // 16, stream=_stream(ctx))

    return buffer_callback(launch, jax.ShapeDtypeStruct(x.shape, x.dtype))(x)
