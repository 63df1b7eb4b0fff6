"""The PyTorch custom ops on the GPU: results against float32 references on fresh random
inputs (outputs are allocated by the op, so poisoning is checked through CUDA graphs'
static outputs below), a side stream, a CUDA graph captured and replayed on new inputs,
`torch.compile(fullgraph=True)` of a model whose norm, linear layers and softmax are ours,
and torch.library.opcheck (schema, fake vs real)."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.gpu

torch = pytest.importorskip("torch")


@pytest.fixture(scope="module", autouse=True)
def ops():
    import tirx_mlir.frameworks.torch_ops as t

    return t


def gemm_ref(a, b):
    return a.float() @ b.float().T


def close(out, ref, rtol=2.0**-7, atol=1e-2):
    out = out.float()
    assert torch.isfinite(out).all(), "unwritten (NaN) or non-finite elements"
    err = (out - ref).abs() / (atol + rtol * ref.abs())
    assert err.max().item() <= 1.0, f"worst err/tol {err.max().item():.3f}"


@pytest.mark.parametrize("M, N, K", [(130, 260, 72), (1, 264, 136), (777, 1000, 1000), (1024, 512, 4096)])
def test_gemm_op_on_a_side_stream(M, N, K):
    g = torch.Generator(device="cuda").manual_seed(torch.seed() % 2**31)
    a = torch.randn(M, K, device="cuda", generator=g).to(torch.bfloat16)
    b = torch.randn(N, K, device="cuda", generator=g).to(torch.bfloat16)
    s = torch.cuda.Stream()
    s.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(s):
        c = torch.ops.tirx.gemm(a, b)
    s.synchronize()
    close(c, gemm_ref(a, b), atol=1e-2 * K ** 0.5)


def test_scaled_fp8_gemm_against_scaled_mm_reference():
    sa, sb = 0.75, 1.5
    # a ragged shape against float32 math; torch._scaled_mm (which needs multiples of 16) too
    for M, N, K, peer in ((777, 1000, 1024, False), (784, 1008, 1024, True)):
        a = (torch.rand(M, K, device="cuda") * 2 - 1).to(torch.float8_e4m3fn)
        b = (torch.rand(N, K, device="cuda") * 2 - 1).to(torch.float8_e4m3fn)
        c = torch.ops.tirx.scaled_gemm(a, b, sa * sb)
        close(c, sa * sb * (a.float() @ b.float().T), atol=2e-2 * K ** 0.5)
        if peer:
            ref = torch._scaled_mm(a, b.T, scale_a=torch.tensor(sa, device="cuda"),
                                   scale_b=torch.tensor(sb, device="cuda"), out_dtype=torch.bfloat16)
            close(c, ref.float(), atol=2e-2 * K ** 0.5)


@pytest.mark.parametrize("rows, cols", [(33, 8192), (1, 512), (130, 4096)])
def test_norms_match_reference(rows, cols):
    # Three calls per shape on fresh tensors: the first prepares the launch, the others
    # rewrite its pointers (zoo.Relaunch); every call is checked.
    for _ in range(3):
        x = (3 * torch.randn(rows, cols, device="cuda")).to(torch.bfloat16)
        w = (1 + 0.5 * torch.randn(cols, device="cuda")).to(torch.bfloat16)
        xf, wf = x.float(), w.float()
        close(torch.ops.tirx.rmsnorm(x, w, 1e-6),
              xf * torch.rsqrt((xf * xf).mean(1, keepdim=True) + 1e-6) * wf, atol=1e-5)
        close(torch.ops.tirx.softmax(x), torch.softmax(xf, dim=1), atol=1e-5)


def test_cuda_graph_replays_on_new_inputs():
    M, N, K = 256, 512, 1024
    a = torch.randn(M, K, device="cuda").to(torch.bfloat16)
    b = torch.randn(N, K, device="cuda").to(torch.bfloat16)
    torch.ops.tirx.gemm(a, b)  # compile and load outside the capture
    torch.cuda.synchronize()
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph):
        c = torch.ops.tirx.gemm(a, b)
    for _ in range(3):
        a.copy_(torch.randn(M, K, device="cuda").to(torch.bfloat16))
        b.copy_(torch.randn(N, K, device="cuda").to(torch.bfloat16))
        c.fill_(float("nan"))  # poisoned: the replay must write every element
        graph.replay()
        torch.cuda.synchronize()
        close(c, gemm_ref(a, b), atol=1e-2 * K ** 0.5)


class Block(torch.nn.Module):
    def __init__(self, d, hidden):
        super().__init__()
        self.w = torch.nn.Parameter((1 + 0.1 * torch.randn(d)).to(torch.bfloat16), requires_grad=False)
        self.W1 = torch.nn.Parameter((torch.randn(hidden, d) / d ** 0.5).to(torch.bfloat16), requires_grad=False)
        self.W2 = torch.nn.Parameter((torch.randn(d, hidden) / hidden ** 0.5).to(torch.bfloat16), requires_grad=False)

    def forward(self, x, ours: bool):
        if ours:
            h = torch.ops.tirx.rmsnorm(x, self.w, 1e-6)
            return torch.ops.tirx.softmax(torch.ops.tirx.gemm(torch.ops.tirx.gemm(h, self.W1), self.W2))
        xf = x.float()
        h = (xf * torch.rsqrt((xf * xf).mean(1, keepdim=True) + 1e-6) * self.w.float()).to(torch.bfloat16)
        h1 = (h.float() @ self.W1.float().T).to(torch.bfloat16)
        return torch.softmax(h1.float() @ self.W2.float().T, dim=1)


@pytest.mark.parametrize("mode", [None, "reduce-overhead"])  # reduce-overhead records a CUDA graph
def test_torch_compile_fullgraph_model(mode):
    torch._dynamo.reset()
    model = Block(1024, 2048).cuda()
    compiled = torch.compile(lambda x: model(x, True), fullgraph=True, mode=mode)
    for rows in (64, 64, 64):
        x = torch.randn(rows, 1024, device="cuda").to(torch.bfloat16)
        out = compiled(x).clone()
        torch.cuda.synchronize()
        close(out, model(x, False), atol=1e-3)


def test_opcheck():
    a = torch.randn(128, 64, device="cuda").to(torch.bfloat16)
    b = torch.randn(256, 64, device="cuda").to(torch.bfloat16)
    torch.library.opcheck(torch.ops.tirx.gemm, (a, b), test_utils=("test_schema", "test_faketensor"))
    x = torch.randn(8, 512, device="cuda").to(torch.bfloat16)
    torch.library.opcheck(torch.ops.tirx.softmax, (x,), test_utils=("test_schema", "test_faketensor"))


def sdpa_ref(q, k, v, causal):
    """float32 attention on (B, H, S, D) with GQA broadcast; O and natural-log LSE."""
    H, Hkv = q.shape[1], k.shape[1]
    kf = k.float().repeat_interleave(H // Hkv, dim=1)
    vf = v.float().repeat_interleave(H // Hkv, dim=1)
    s = q.float() @ kf.transpose(-1, -2) / q.shape[-1] ** 0.5
    if causal:
        s = s.masked_fill(torch.ones(s.shape[-2:], dtype=torch.bool, device=s.device).triu(1), float("-inf"))
    return torch.softmax(s, -1) @ vf, torch.logsumexp(s, -1)


@pytest.mark.parametrize("causal", [False, True])
def test_attention_op_on_a_side_stream(causal):
    q = torch.randn(2, 8, 300, 128, device="cuda").to(torch.bfloat16)
    k = torch.randn(2, 2, 300, 128, device="cuda").to(torch.bfloat16)  # GQA 4:1
    v = torch.randn(2, 2, 300, 128, device="cuda").to(torch.bfloat16)
    s = torch.cuda.Stream()
    s.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(s):
        o, lse = torch.ops.tirx.attention(q, k, v, causal=causal)
    s.synchronize()
    ro, rl = sdpa_ref(q, k, v, causal)
    close(o, ro, atol=2e-2)
    close(lse, rl, rtol=1e-4, atol=1e-3)


class Attn(torch.nn.Module):
    """x -> RMSNorm -> QKV projection -> causal attention (B, S, H, D) -> output projection, + x."""

    def __init__(self, d=512, heads=4, hd=128):
        super().__init__()
        self.heads, self.hd = heads, hd
        self.w = torch.nn.Parameter((1 + 0.1 * torch.randn(d)).to(torch.bfloat16), requires_grad=False)
        self.Wqkv = torch.nn.Parameter((torch.randn(3 * heads * hd, d) / d ** 0.5).to(torch.bfloat16),
                                       requires_grad=False)
        self.Wo = torch.nn.Parameter((torch.randn(d, heads * hd) / (heads * hd) ** 0.5).to(torch.bfloat16),
                                     requires_grad=False)

    def forward(self, x, ours: bool):
        B, S, d = x.shape
        x2 = x.reshape(B * S, d)
        if ours:
            h = torch.ops.tirx.rmsnorm(x2, self.w, 1e-6)
            qkv = torch.ops.tirx.gemm(h, self.Wqkv).view(B, S, 3, self.heads, self.hd)
            o, _ = torch.ops.tirx.attention(qkv[:, :, 0], qkv[:, :, 1], qkv[:, :, 2], causal=True, layout="bshd")
            return (x2.float() + torch.ops.tirx.gemm(o.reshape(B * S, -1), self.Wo).float()).view(B, S, d)
        xf = x2.float()
        h = (xf * torch.rsqrt((xf * xf).mean(1, keepdim=True) + 1e-6) * self.w.float()).to(torch.bfloat16)
        qkv = (h.float() @ self.Wqkv.float().T).to(torch.bfloat16).view(B, S, 3, self.heads, self.hd)
        q, k, v = (qkv[:, :, i].transpose(1, 2) for i in range(3))
        o = sdpa_ref(q, k, v, True)[0].to(torch.bfloat16).transpose(1, 2).reshape(B * S, -1)
        return (xf + o.float() @ self.Wo.float().T).view(B, S, d)


@pytest.mark.parametrize("mode", [None, "reduce-overhead"])
def test_attention_block_under_torch_compile(mode):
    torch._dynamo.reset()
    model = Attn().cuda()
    compiled = torch.compile(lambda x: model(x, True), fullgraph=True, mode=mode)
    for _ in range(3):
        x = torch.randn(2, 384, 512, device="cuda").to(torch.bfloat16)
        out = compiled(x).clone()
        torch.cuda.synchronize()
        close(out, model(x, False), rtol=2e-2, atol=2e-2)


def test_plain_kernel_call_follows_the_current_stream_and_graph_captures():
    """A compiled kernel called with torch tensors and no stream= launches on torch's current
    stream: inside torch.cuda.graph (a capturing side stream) a launch on the legacy default
    stream would be an error; the replays compute c = a + b for new inputs."""
    from pathlib import Path

    from tirx_mlir.runtime import compile

    root = Path(__file__).resolve().parents[2]
    kernel = compile((root / "examples" / "vector_add.mlir").read_text())["vector_add"]
    n = 100003
    a, b = torch.randn(n, device="cuda"), torch.randn(n, device="cuda")
    c = torch.full((n,), float("nan"), device="cuda")
    kernel(a, b, c, grid=(n + 255) // 256, block=256)
    torch.cuda.synchronize()
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph):
        kernel(a, b, c, grid=(n + 255) // 256, block=256)
    for _ in range(2):
        a.copy_(torch.randn(n, device="cuda"))
        b.copy_(torch.randn(n, device="cuda"))
        c.fill_(float("nan"))
        graph.replay()
        torch.cuda.synchronize()
        assert torch.allclose(c, a + b, rtol=1e-6, atol=1e-6)
