"""The zoo kernels as PyTorch custom ops (`torch.library`), usable under `torch.compile`
(fullgraph) and inside CUDA graphs.

    import tirx_mlir.frameworks.torch_ops            # registers the ops once
    c = torch.ops.tirx.gemm(a, b)                     # a: M x K, b: N x K -> a @ b.T, bf16
    c = torch.ops.tirx.scaled_gemm(a8, b8, sa * sb)   # fp8 per-tensor scaled, bf16 out
    c = torch.ops.tirx.blockwise_gemm(a8, b8, sa, sb) # fp8, 1x128 / 128x128 block scales
    y = torch.ops.tirx.rmsnorm(x, w, 1e-6)            # x: rows x cols bf16, w: cols bf16
    y = torch.ops.tirx.softmax(x)                     # row softmax, bf16

Each op:
* allocates its output with PyTorch (so a CUDA graph's memory pool owns it);
* launches on the caller's current stream (`torch.cuda.current_stream(device)`) and never
  synchronizes the device;
* has a fake (meta) implementation that checks shapes and dtypes and returns an empty
  output of the right shape, so `torch.compile(fullgraph=True)`, `torch.export` and
  FakeTensor tracing see it without running it;
* raises `ArgumentError` naming the op, the argument, what was expected and what was found;
* checks its arguments once against the kernel's rules and then launches through a launch
  prepared once per shape (`zoo.Relaunch`: pointers and extents rewritten in place), so the
  host cost per call is the op dispatch plus one driver call.

Compiled kernels are cached per configuration (and on disk by `tirx_mlir.runtime`).
"""

from __future__ import annotations


import torch

from tirx_mlir.kernels.gemm_host import check_same_k
from tirx_mlir.runtime.errors import ArgumentError

from .zoo import check_rows, check_weight, launch_rows

NAMESPACE = "tirx"

#: GEMM operand dtypes -> the Gemm builder's dtype names.
GEMM_DTYPES = {torch.bfloat16: "bf16", torch.float16: "f16",
               torch.float8_e4m3fn: "e4m3", torch.float8_e5m2: "e5m2"}


def _check_cuda(op: str, name: str, t: torch.Tensor) -> None:
    if not isinstance(t, torch.Tensor):
        raise ArgumentError(f"tirx.{op}: {name} expected a torch.Tensor, found {type(t).__name__}")
    if t.device.type not in ("cuda", "meta"):
        raise ArgumentError(f"tirx.{op}: {name} expected a CUDA tensor, found one on {t.device}")


def _check_gemm(a: torch.Tensor, b: torch.Tensor) -> None:
    for name, t in (("a", a), ("b", b)):
        _check_cuda("gemm", name, t)
        if t.dim() != 2:
            raise ArgumentError(f"tirx.gemm: {name} expected a 2-d tensor, found {t.dim()}-d {tuple(t.shape)}")
        if t.dtype not in GEMM_DTYPES:
            raise ArgumentError(f"tirx.gemm: {name} expected dtype bfloat16, float16, float8_e4m3fn or "
                                f"float8_e5m2, found {t.dtype}")
    check_same_k("tirx.gemm", a, b, ("a", "b"))
    k_bytes = a.shape[1] * a.element_size()
    if k_bytes % 16:
        raise ArgumentError(f"tirx.gemm: K * itemsize must be a multiple of 16 bytes (TMA's global stride "
                            f"rule), found K = {a.shape[1]} ({k_bytes} bytes)")


def _dtype(t: torch.Tensor) -> str:
    return str(t.dtype).replace("torch.", "")


def _check_rows(op: str, x: torch.Tensor) -> None:
    _check_cuda(op, "x", x)
    check_rows(op, tuple(x.shape), _dtype(x))


def _stream(t: torch.Tensor) -> int:
    return torch.cuda.current_stream(t.device).cuda_stream


# -- gemm --------------------------------------------------------------------------------

@torch.library.custom_op(f"{NAMESPACE}::gemm", mutates_args=())
def gemm(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    """a @ b.T with f32 accumulation, bf16 out (a: M x K, b: N x K, K contiguous)."""
    _check_gemm(a, b)
    a, b = a.contiguous(), b.contiguous()
    c = torch.empty(a.shape[0], b.shape[0], dtype=torch.bfloat16, device=a.device)
    if c.numel() == 0:
        return c
    from tirx_mlir.kernels.gemm_tune import gemm as tuned_gemm

    with torch.cuda.device(a.device):
        # the tuned configuration for this shape when one is cached, else the heuristic's;
        # launched on the current stream (the runtime's default for torch arguments)
        tuned_gemm(a, b, c, dtype=GEMM_DTYPES[a.dtype])
    return c


@gemm.register_fake
def _gemm_fake(a, b):
    _check_gemm(a, b)
    return a.new_empty((a.shape[0], b.shape[0]), dtype=torch.bfloat16)


_scaled_gemms: dict = {}


@torch.library.custom_op(f"{NAMESPACE}::scaled_gemm", mutates_args=())
def scaled_gemm(a: torch.Tensor, b: torch.Tensor, scale: float) -> torch.Tensor:
    """scale · (a @ b.T), bf16 out: torch._scaled_mm's per-tensor form with the product of the
    two tensor scales as one host float (it is a kernel argument: no device read-back)."""
    _check_gemm(a, b)
    a, b = a.contiguous(), b.contiguous()
    c = torch.empty(a.shape[0], b.shape[0], dtype=torch.bfloat16, device=a.device)
    if c.numel() == 0:
        return c
    from tirx_mlir.kernels.gemm_host import Gemm
    from tirx_mlir.kernels.gemm_tune import best_config

    cfg = best_config(a.shape[0], b.shape[0], a.shape[1], GEMM_DTYPES[a.dtype])
    key = tuple(sorted(cfg.items()))
    if key not in _scaled_gemms:
        _scaled_gemms[key] = Gemm(**cfg, scaled=True, verify_sync=False)
    with torch.cuda.device(a.device):
        _scaled_gemms[key](a, b, c, scale=float(scale))
    return c


@scaled_gemm.register_fake
def _scaled_gemm_fake(a, b, scale):
    _check_gemm(a, b)
    return a.new_empty((a.shape[0], b.shape[0]), dtype=torch.bfloat16)


@torch.library.custom_op(f"{NAMESPACE}::blockwise_gemm", mutates_args=())
def blockwise_gemm(a: torch.Tensor, b: torch.Tensor, scale_a: torch.Tensor,
                   scale_b: torch.Tensor) -> torch.Tensor:
    """DeepSeek-style blockwise-scaled fp8 GEMM, bf16 out: torch's
    scaled_mm(a, b.t(), scale_a, BlockWise1x128, scale_b, BlockWise128x128) (scale_a (M,
    K/128) and scale_b (N/128, K/128), f32, column-major; kernels/blockwise.py)."""
    from tirx_mlir.kernels.blockwise import blockwise_gemm as run

    _check_cuda("blockwise_gemm", "a", a)
    with torch.cuda.device(a.device):
        return run(a, b, scale_a, scale_b).contiguous()


@blockwise_gemm.register_fake
def _blockwise_gemm_fake(a, b, scale_a, scale_b):
    from tirx_mlir.kernels.blockwise import check_args

    M, N, _ = check_args("tirx.blockwise_gemm", a, b, scale_a, scale_b)
    return a.new_empty((M, N), dtype=torch.bfloat16)


# -- rmsnorm -----------------------------------------------------------------------------

@torch.library.custom_op(f"{NAMESPACE}::rmsnorm", mutates_args=())
def rmsnorm(x: torch.Tensor, w: torch.Tensor, eps: float) -> torch.Tensor:
    """y = x * rsqrt(mean(x^2, row) + eps) * w, f32 math, bf16 in and out."""
    _check_rmsnorm(x, w)
    x, w = x.contiguous(), w.contiguous()
    y = torch.empty_like(x)
    if x.shape[0]:
        launch_rows("rmsnorm", (x, w, y, float(eps)), x.shape[0], x.shape[1], x.device.index, _stream(x))
    return y


def _check_rmsnorm(x, w):
    _check_rows("rmsnorm", x)
    _check_cuda("rmsnorm", "w", w)
    check_weight("rmsnorm", tuple(w.shape), _dtype(w), x.shape[1])
    if w.device != x.device:
        raise ArgumentError(f"tirx.rmsnorm: w expected on {x.device} (x's device), found {w.device}")


@rmsnorm.register_fake
def _rmsnorm_fake(x, w, eps):
    _check_rmsnorm(x, w)
    return torch.empty_like(x)


# -- softmax -----------------------------------------------------------------------------

@torch.library.custom_op(f"{NAMESPACE}::softmax", mutates_args=())
def softmax(x: torch.Tensor) -> torch.Tensor:
    """Row softmax of a bf16 matrix (f32 math)."""
    _check_rows("softmax", x)
    x = x.contiguous()
    y = torch.empty_like(x)
    if x.shape[0]:
        launch_rows("softmax", (x, y), x.shape[0], x.shape[1], x.device.index, _stream(x))
    return y


@softmax.register_fake
def _softmax_fake(x):
    _check_rows("softmax", x)
    return torch.empty_like(x)


# -- attention ---------------------------------------------------------------------------

def _check_attention(q, k, v, layout: str):
    from tirx_mlir.kernels.attention import _check

    return _check(q, k, v, layout)


@torch.library.custom_op(f"{NAMESPACE}::attention", mutates_args=())
def attention(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, causal: bool = False,
              scale: float | None = None, layout: str = "bhsd") -> tuple[torch.Tensor, torch.Tensor]:
    """FlashAttention forward (kernels.attention): (O, LSE); q (B, H, Sq, D) or (B, Sq, H, D),
    k/v with H a multiple of their heads (GQA), bf16, D 64 or 128; LSE (B, H, Sq) f32."""
    from tirx_mlir.kernels import attention as fa

    q, k, v = q.contiguous(), k.contiguous(), v.contiguous()
    with torch.cuda.device(q.device):
        launch, finish = fa.prepare(q, k, v, causal, scale, layout)  # on the current stream
        launch.launch()
        return finish()


@attention.register_fake
def _attention_fake(q, k, v, causal=False, scale=None, layout="bhsd"):
    # as the real implementation: inputs are made contiguous first (a q/k/v sliced out of one
    # fused QKV projection is strided)
    B, H, _, Sq, _, _ = _check_attention(q.contiguous(), k.contiguous(), v.contiguous(), layout)
    return torch.empty_like(q), q.new_empty((B, H, Sq), dtype=torch.float32)


OPS = {"gemm": gemm, "scaled_gemm": scaled_gemm, "blockwise_gemm": blockwise_gemm, "rmsnorm": rmsnorm, "softmax": softmax, "attention": attention}
