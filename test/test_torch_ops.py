"""The PyTorch custom ops (tirx_mlir.frameworks.torch_ops) traced on the CPU: fake (meta)
implementations under FakeTensorMode with CUDA fake tensors, a whole model traced into one
graph with the ops in it, and the argument checks. The ops run on the GPU in
test/gpu/test_torch_ops_gpu.py."""

from __future__ import annotations

import pytest

torch = pytest.importorskip("torch")

from torch._subclasses.fake_tensor import FakeTensorMode  # noqa: E402
from torch.fx.experimental.proxy_tensor import make_fx  # noqa: E402

import tirx_mlir.frameworks.torch_ops  # noqa: E402,F401  (registers torch.ops.tirx.*)
from tirx_mlir.runtime.errors import ArgumentError  # noqa: E402


def cuda(*shape, dtype=torch.bfloat16):
    return torch.empty(*shape, dtype=dtype, device="cuda")


@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float16, torch.float8_e4m3fn, torch.float8_e5m2])
def test_gemm_fake_shape_and_dtype(dtype):
    with FakeTensorMode():
        c = torch.ops.tirx.gemm(cuda(130, 64, dtype=dtype), cuda(260, 64, dtype=dtype))
    assert tuple(c.shape) == (130, 260) and c.dtype == torch.bfloat16 and c.device.type == "cuda"


def test_scaled_gemm_fake():
    with FakeTensorMode():
        c = torch.ops.tirx.scaled_gemm(cuda(130, 64, dtype=torch.float8_e4m3fn),
                                       cuda(260, 64, dtype=torch.float8_e4m3fn), 0.75)
        with pytest.raises(ArgumentError, match="same K"):
            torch.ops.tirx.scaled_gemm(cuda(8, 64, dtype=torch.float8_e4m3fn),
                                       cuda(8, 32, dtype=torch.float8_e4m3fn), 1.0)
    assert tuple(c.shape) == (130, 260) and c.dtype == torch.bfloat16


def test_norm_fakes_keep_shape():
    with FakeTensorMode():
        x = cuda(7, 1536)
        y = torch.ops.tirx.rmsnorm(x, cuda(1536), 1e-6)
        s = torch.ops.tirx.softmax(x)
    assert tuple(y.shape) == (7, 1536) and y.dtype == torch.bfloat16
    assert tuple(s.shape) == (7, 1536)


@pytest.mark.parametrize("a, b, message", [
    ((128, 64), (256, 32), "same K"),
    ((128, 6), (256, 6), "multiple of 16 bytes"),
    ((128,), (256, 64), "2-d tensor"),
])
def test_gemm_fake_rejects_bad_shapes(a, b, message):
    with FakeTensorMode(), pytest.raises(ArgumentError, match=message):
        torch.ops.tirx.gemm(cuda(*a), cuda(*b))


def test_gemm_rejects_mixed_and_unsupported_dtypes():
    with FakeTensorMode():
        with pytest.raises(ArgumentError, match="same dtype"):
            torch.ops.tirx.gemm(cuda(128, 64), cuda(128, 64, dtype=torch.float16))
        with pytest.raises(ArgumentError, match="found torch.float32"):
            torch.ops.tirx.gemm(cuda(128, 64, dtype=torch.float32), cuda(128, 64, dtype=torch.float32))


def test_rows_rules():
    with FakeTensorMode():
        with pytest.raises(ArgumentError, match="multiple of 512"):
            torch.ops.tirx.softmax(cuda(4, 1000))
        with pytest.raises(ArgumentError, match="vector of 1536"):
            torch.ops.tirx.rmsnorm(cuda(4, 1536), cuda(512), 1e-6)


def test_cpu_tensors_are_refused_eagerly():
    with pytest.raises(ArgumentError, match="expected a CUDA tensor, found one on cpu"):
        torch.ops.tirx.gemm(torch.zeros(16, 16, dtype=torch.bfloat16), torch.zeros(16, 16, dtype=torch.bfloat16))


@pytest.mark.parametrize("layout, q, kv", [("bhsd", (2, 8, 300, 128), (2, 2, 257, 128)),
                                           ("bshd", (1, 1000, 4, 64), (1, 1000, 4, 64))])
def test_attention_fake_shapes(layout, q, kv):
    with FakeTensorMode():
        o, lse = torch.ops.tirx.attention(cuda(*q), cuda(*kv), cuda(*kv), causal=True, layout=layout)
    B, H, Sq = (q[0], q[1], q[2]) if layout == "bhsd" else (q[0], q[2], q[1])
    assert tuple(o.shape) == q and o.dtype == torch.bfloat16
    assert tuple(lse.shape) == (B, H, Sq) and lse.dtype == torch.float32


def test_attention_fake_rejects_bad_heads_and_dims():
    with FakeTensorMode():
        with pytest.raises(ArgumentError, match="multiple of k/v heads"):
            torch.ops.tirx.attention(cuda(1, 6, 128, 64), cuda(1, 4, 128, 64), cuda(1, 4, 128, 64))
        with pytest.raises(ArgumentError, match="head dim expected"):
            torch.ops.tirx.attention(cuda(1, 4, 128, 96), cuda(1, 4, 128, 96), cuda(1, 4, 128, 96))


class Block(torch.nn.Module):
    """RMSNorm, then a linear layer (x @ W.T) through our ops, then a row softmax."""

    def __init__(self, w, W):
        super().__init__()
        self.w, self.W = w, W

    def forward(self, x):
        h = torch.ops.tirx.rmsnorm(x, self.w, 1e-6)
        return torch.ops.tirx.softmax(torch.ops.tirx.gemm(h, self.W))


def test_model_traces_into_one_graph_with_our_ops():
    with FakeTensorMode():
        model = Block(cuda(1024), cuda(512, 1024))
        gm = make_fx(model, tracing_mode="fake")(cuda(33, 1024))
    targets = [str(n.target) for n in gm.graph.nodes if n.op == "call_function"]
    assert targets == ["tirx.rmsnorm.default", "tirx.gemm.default", "tirx.softmax.default"]


def test_torch_export_keeps_the_ops():
    with FakeTensorMode():
        model = Block(cuda(1024), cuda(512, 1024))
        ep = torch.export.export(model, (cuda(64, 1024),))
    ops = {str(n.target) for n in ep.graph.nodes if n.op == "call_function"}
    assert {"tirx.rmsnorm.default", "tirx.gemm.default", "tirx.softmax.default"} <= ops
