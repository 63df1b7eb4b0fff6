"""The JAX bindings on the GPU inside `jax.jit`: the kernels run in-graph on XLA's stream,
fed by XLA's own buffers, and match float32 references on fresh random inputs; a jitted
function mixes our ops with XLA's (the scale by 2 after the softmax)."""

from __future__ import annotations

import os

import numpy as np
import pytest

pytestmark = pytest.mark.gpu

os.environ.setdefault("XLA_PYTHON_CLIENT_PREALLOCATE", "false")
jax = pytest.importorskip("jax")
jnp = pytest.importorskip("jax.numpy")


def close(out, ref, rtol=2.0**-7, atol=1e-5):
    out = np.asarray(out.astype(jnp.float32), dtype=np.float64)
    assert np.isfinite(out).all(), "non-finite elements (unwritten output?)"
    err = np.abs(out - ref) / (atol + rtol * np.abs(ref))
    assert err.max() <= 1.0, f"worst err/tol {err.max():.3f}"


@pytest.mark.parametrize("rows, cols", [(1, 512), (33, 8192), (130, 4096)])
def test_jitted_norms(rows, cols):
    if not any(d.platform == "gpu" for d in jax.devices()):
        pytest.fail(f"JAX sees no GPU on the GPU machine: {jax.devices()}")
    from tirx_mlir.frameworks import jax_ops

    rng = np.random.default_rng()
    x = jnp.asarray(3 * rng.standard_normal((rows, cols)), dtype=jnp.bfloat16)
    w = jnp.asarray(1 + 0.5 * rng.standard_normal(cols), dtype=jnp.bfloat16)
    xf = np.asarray(x.astype(jnp.float32), dtype=np.float64)
    wf = np.asarray(w.astype(jnp.float32), dtype=np.float64)
    y = jax.jit(lambda x, w: jax_ops.rmsnorm(x, w, 1e-6))(x, w)
    close(y, xf / np.sqrt((xf * xf).mean(1, keepdims=True) + 1e-6) * wf)
    s = jax.jit(lambda x: jax_ops.softmax(x) * 2)(x)
    e = np.exp(xf - xf.max(1, keepdims=True))
    close(s, 2 * e / e.sum(1, keepdims=True))
