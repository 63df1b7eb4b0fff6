"""FlashAttention forward on PyTorch CUDA tensors (the front-end kernel of
tirx_mlir/lang/attention.py).

    from tirx_mlir.kernels.attention import attention
    o = attention(q, k, v)                                   # (B, H, S, D), SDPA's layout
    o, lse = attention(q, k, v, causal=True, return_lse=True)
    o = attention(q, k, v, layout="bshd")                    # (B, S, H, D)

q: (B, H, Sq, D) ("bhsd") or (B, Sq, H, D) ("bshd"); k, v: the same with Hkv heads and Skv
keys, H a multiple of Hkv (grouped-query attention: query head h uses KV head h // (H / Hkv)).
bf16, D 64 or 128, contiguous, on one CUDA device. `scale` defaults to 1 / sqrt(D); `causal`
masks key j > query i (top-left aligned, as SDPA's is_causal). Returns O (bf16, q's layout
and shape) and, with return_lse, the natural-log logsumexp of each query row, (B, H, Sq) f32.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from tirx_mlir.lang import attention as T
from tirx_mlir.runtime.errors import ArgumentError

LOG2E = 1.4426950408889634


@dataclass(frozen=True)
class Config:
    """A kernel variant: head dim, causal, layout, KV block, pipeline stages, consumer
    warpgroups and schedule (lang.attention.SCHEDULES; the overlapped ones hold two KV
    blocks at once, so they take 3 stages), epilogue ("tma" | "direct") and persistent
    scheduling (one CTA per SM walking the tiles) and the head order (which query head a
    block row takes, lang.attention.HEAD_ORDERS): the compile-time parameters of
    lang.attention.attention that the entry chooses. `consumers` 1, 2 (default) or 3 (BM =
    192 query rows per CTA, D 64 only); `bn` left out (None) becomes
    lang.attention.default_bn: 128, with 3 consumers the largest KV block that fits their
    registers (112 for the ping-pong schedule), so Config(64, c, l, consumers=3) is a
    variant that compiles."""

    d: int
    causal: bool
    layout: str
    bn: int | None = None
    stages: int = 3
    consumers: int = 2
    schedule: str = "pingpong"
    epilogue: str = "tma"
    persistent: bool = False
    head_order: str = "grouped"

    def __post_init__(self):
        if self.bn is None:  # frozen: set once, so equal variants compare and hash equal
            object.__setattr__(self, "bn", T.default_bn(self.d, self.consumers, self.schedule, self.epilogue))

    @property
    def bm(self) -> int:
        return T.WG_ROWS * self.consumers

    def params(self) -> dict:
        """The kernel's compile-time parameters for this variant."""
        return dict(d=self.d, bn=self.bn, stages=self.stages, causal=self.causal,
                    layout=self.layout, consumers=self.consumers, schedule=self.schedule,
                    epilogue=self.epilogue, persistent=self.persistent, head_order=self.head_order)


def default_config(d: int, causal: bool, layout: str, seq_q: int) -> Config:
    """The variant the entry runs when none is given: two consumer warpgroups, except at
    head dim 64 on query sequences long enough for 192-row tiles to pay, where three
    (BM = 192). Measured on the H200 (docs/attention.md, session 5; B·S = 16384, H 16):
    three against two, non-causal S 1024 / 2048 / 4096 / 8192: 0.95 / 1.05 / 1.09 / 1.08,
    causal: 0.82 / 0.96 / 1.00 / 1.06; so 3 from S 2048 non-causal, from S 8192 causal."""
    three = d == 64 and seq_q >= (8192 if causal else 2048)
    return Config(d, bool(causal), layout, consumers=3 if three else 2)


def kernel_ir(cfg: Config, **options) -> str:
    """The tile-level IR of a variant, every op at its line of lang/attention.py; `options`:
    the kernel's other parameters (hold, rescale, turn: measurements)."""
    return T.attention.ir(**cfg.params(), **options)


_MODULES: dict[Config, object] = {}


def kernel_for(cfg: Config):
    """The compiled kernel of a variant (compiled once per process; the runtime caches cubins
    on disk); a compile error names the kernel's Python line."""
    if cfg not in _MODULES:
        _MODULES[cfg] = T.attention.compile(**cfg.params())
    return next(iter(_MODULES[cfg].kernels.values()))


def _check(q, k, v, layout: str):
    import torch

    if layout not in T.LAYOUTS:
        raise ArgumentError(f"attention: layout expected one of {T.LAYOUTS}, found {layout!r}")
    for n, t in (("q", q), ("k", k), ("v", v)):
        if not isinstance(t, torch.Tensor):
            raise ArgumentError(f"attention: {n} expected a torch.Tensor, found {type(t).__name__}")
        if not t.is_cuda:
            raise ArgumentError(f"attention: {n} expected a CUDA tensor, found device {t.device}")
        if t.dtype != torch.bfloat16:
            raise ArgumentError(f"attention: {n} expected dtype torch.bfloat16, found {t.dtype}")
        if t.dim() != 4:
            raise ArgumentError(f"attention: {n} expected 4 dimensions ({layout.upper()}), "
                                f"found shape {tuple(t.shape)}")
        if not t.is_contiguous():
            raise ArgumentError(f"attention: {n} expected a contiguous tensor (strides "
                                f"{tuple(t.stride())} for shape {tuple(t.shape)}); call "
                                f".contiguous() first")
    if k.device != q.device or v.device != q.device:
        raise ArgumentError(f"attention: q, k, v expected on one device, found {q.device}, "
                            f"{k.device}, {v.device}")
    if layout == "bhsd":
        (B, H, Sq, D), (Bk, Hkv, Skv, Dk) = q.shape, k.shape
    else:
        (B, Sq, H, D), (Bk, Skv, Hkv, Dk) = q.shape, k.shape
    if tuple(v.shape) != tuple(k.shape):
        raise ArgumentError(f"attention: v expected the shape of k {tuple(k.shape)}, found "
                            f"{tuple(v.shape)}")
    if Bk != B or Dk != D:
        raise ArgumentError(f"attention: k expected batch {B} and head dim {D} (as q, "
                            f"{layout}), found shape {tuple(k.shape)}")
    if D not in T.HEAD_DIMS:
        raise ArgumentError(f"attention: head dim expected one of {T.HEAD_DIMS}, found {D}")
    if Hkv == 0 or H % Hkv:
        raise ArgumentError(f"attention: q heads ({H}) expected a multiple of k/v heads ({Hkv})")
    if Sq == 0 or Skv == 0 or B == 0:
        raise ArgumentError(f"attention: expected non-empty sequences, found q {tuple(q.shape)}, "
                            f"k {tuple(k.shape)}")
    return B, H, Hkv, Sq, Skv, D


def _pad_rows(t, layout: str, rows: int):
    """`t` with its sequence dimension zero-padded to `rows`."""
    import torch

    dim = 2 if layout == "bhsd" else 1
    shape = list(t.shape)
    shape[dim] = rows
    out = torch.zeros(shape, dtype=t.dtype, device=t.device)
    out.narrow(dim, 0, t.shape[dim]).copy_(t)
    return out


def prepare(q, k, v, causal: bool = False, scale: float | None = None, layout: str = "bhsd",
            cfg: Config | None = None):
    """Validate, allocate O and LSE and marshal the launch once: returns (launch, finish),
    `launch.launch()` runs the kernel (for timing loops), `finish()` gives (O, LSE)."""
    import torch

    from tirx_mlir.runtime.tensormap import encode_tiled_for

    B, H, Hkv, Sq, Skv, D = _check(q, k, v, layout)
    cfg = cfg or default_config(D, bool(causal), layout, Sq)
    if scale is None:
        scale = 1.0 / math.sqrt(D)
    kern = kernel_for(cfg)
    sq = max(Sq, cfg.bm)  # the last tile ends at Sq; shorter sequences are padded
    qq = q if sq == Sq else _pad_rows(q, layout, sq)
    o_shape = list(qq.shape)
    # poisoned: an element the kernel does not write reads back as NaN
    o = torch.full(o_shape, float("nan"), dtype=torch.bfloat16, device=q.device)
    lse = torch.full((B, H, sq), float("nan"), dtype=torch.float32, device=q.device)
    if layout == "bhsd":
        q2, k2, v2, o2 = (t.view(-1, D) for t in (qq, k, v, o))
    else:
        q2, o2 = qq.view(B * sq, H * D), o.view(B * sq, H * D)
        k2, v2 = k.view(B * Skv, Hkv * D), v.view(B * Skv, Hkv * D)
    arrays = {"Q": q2, "K": k2, "V": v2, "O": o2, "LSE": lse.view(-1)}
    scalars = {"seq_q": sq, "seq_kv": Skv, "heads": H, "group": H // Hkv,
               "scale_log2": float(scale) * LOG2E, "batch": B}
    # the TMA boxes (outermost first): 64-element (128-byte) swizzle rows by the tile's rows
    boxes = {"Q": (T.WG_ROWS, 64), "K": (cfg.bn, 64), "V": (cfg.bn, 64), "O": (T.WG_ROWS, 64)}
    args = []
    for a in kern.abi.args:
        if a.kind == "tensormap":
            box = tuple(getattr(a, "box", None) or boxes[a.name])
            if box != boxes[a.name]:
                raise ArgumentError(f"attention: kernel box of {a.name} is {box}, expected "
                                    f"{boxes[a.name]}")
            args.append(encode_tiled_for(arrays[a.name], box, getattr(a, "swizzle", "128B")))
        elif a.kind == "memref":
            args.append(arrays[a.name])
        else:
            args.append(scalars[a.name])
    grid = ((sq + cfg.bm - 1) // cfg.bm, H, B)
    if cfg.persistent:  # one CTA per SM (at most one per tile), tiles walked in the kernel
        sms = torch.cuda.get_device_properties(q.device).multi_processor_count
        grid = (min(grid[0] * H * B, sms), 1, 1)
    launch = kern.prepare(*args, grid=grid, block=(128 * (1 + cfg.consumers), 1, 1))

    def finish():
        if sq == Sq:
            return o, lse
        dim = 2 if layout == "bhsd" else 1
        return o.narrow(dim, 0, Sq).contiguous(), lse[:, :, :Sq].contiguous()

    return launch, finish


def attention(q, k, v, causal: bool = False, scale: float | None = None, layout: str = "bhsd",
              return_lse: bool = False, cfg: Config | None = None):
    """softmax(scale · Q Kᵀ) V (module docstring); O, or (O, LSE) with return_lse."""
    launch, finish = prepare(q, k, v, causal, scale, layout, cfg)
    launch.launch()
    o, lse = finish()
    return (o, lse) if return_lse else o
