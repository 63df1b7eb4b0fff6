"""The JAX bindings (tirx_mlir.frameworks.jax_ops) traced on the CPU: under `jax.jit` each op
is one callback node of the lowered computation (so on the GPU it runs in-graph, on XLA's
stream), and bad shapes or dtypes fail at trace time with the ops' messages. They run on the
GPU in test/gpu/test_jax_ops_gpu.py."""

from __future__ import annotations

import pytest

jax = pytest.importorskip("jax")
jnp = pytest.importorskip("jax.numpy")

from tirx_mlir.frameworks import jax_ops  # noqa: E402
from tirx_mlir.runtime.errors import ArgumentError  # noqa: E402


def spec(*shape):
    return jax.ShapeDtypeStruct(shape, jnp.bfloat16)


def test_jit_lowers_to_one_callback_per_op():
    f = jax.jit(lambda x, w: jax_ops.softmax(jax_ops.rmsnorm(x, w, 1e-6)) * 2)
    text = f.lower(spec(33, 1024), spec(1024)).as_text()
    assert text.count("xla_buffer_python_gpu_callback") + text.count("xla_buffer_python_cpu_callback") == 2, text
    out = jax.eval_shape(f, spec(33, 1024), spec(1024))
    assert out.shape == (33, 1024) and out.dtype == jnp.bfloat16


@pytest.mark.parametrize("shape, dtype, message", [
    ((33, 1000), jnp.bfloat16, "multiple of 512"),
    ((33, 1024), jnp.float32, "expected dtype bfloat16, found float32"),
    ((1024,), jnp.bfloat16, "2-d"),
])
def test_trace_time_errors(shape, dtype, message):
    with pytest.raises(ArgumentError, match=message):
        jax.jit(jax_ops.softmax).lower(jax.ShapeDtypeStruct(shape, dtype))


def test_weight_must_match_cols():
    with pytest.raises(ArgumentError, match="vector of 1024"):
        jax.jit(lambda x, w: jax_ops.rmsnorm(x, w)).lower(spec(8, 1024), spec(512))
