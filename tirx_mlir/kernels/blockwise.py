"""Host side of the blockwise-scaled fp8 GEMM (`gemm_blockwise`, written in the front end:
tirx_mlir/lang/gemm_blockwise.py): checks, tensor maps, launch.

    from tirx_mlir.kernels.blockwise import BlockwiseGemm, blockwise_gemm
    C = blockwise_gemm(A, B, scale_a, scale_b)        # heuristic config, bf16 out
    g = BlockwiseGemm(bn=256, stages=4); C = g(A, B, scale_a, scale_b)

The arguments are torch's for `torch.nn.functional.scaled_mm(A, B.t(), scale_a,
ScalingType.BlockWise1x128, scale_b, ScalingType.BlockWise128x128)`: A (M, K) and B (N, K)
fp8 (e4m3 or e5m2, K contiguous), scale_a (M, ceil(K/128)) f32 column-major (strides (1, M)),
scale_b (ceil(N/128), ceil(K/128)) f32 row-major (K blocks contiguous; torch's
BlockWise128x128 takes it as `F.pad(scale_b, (0, -ceil(K/128) % 4)).t()`). Every
shape, dtype and layout is checked before anything is launched (`ArgumentError` naming
what was expected and what was found).

C[m, n] = sum_kb scale_a[m, kb] * scale_b[n // 128, kb] * sum_{k in block kb} A[m, k] B[n, k].
K * 1 byte must be a multiple of 16 (TMA's global stride rule); any M, N >= 1 (a C whose
row pitch is not a multiple of 16 bytes is written into a padded buffer and returned as a
view of its first N columns).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tirx_mlir.kernels.gemm_host import check_same_k
from tirx_mlir.runtime.errors import ArgumentError

BLOCK = 128
TORCH_FP8 = {"e4m3": "float8_e4m3fn", "e5m2": "float8_e5m2"}


def heuristic(M: int, N: int, K: int, sms: int = 132) -> dict:
    """A config per shape: 128 x 256 tiles (4 stages) when they give every SM a tile,
    else narrower tiles (more of them) for small M x N."""
    for bn, stages in ((256, 4), (128, 6)):
        if -(-M // 128) * -(-N // bn) >= sms:
            return {"bn": bn, "stages": stages}
    return {"bn": 64, "stages": 8}


def check_args(who: str, A, B, scale_a, scale_b, fp8=None) -> tuple[int, int, int]:
    """(M, N, K) after checking the arguments' types, dtypes, shapes and layouts (not their
    devices: the fake implementation of the torch op checks meta tensors too)."""
    import torch

    fp8s = (torch.float8_e4m3fn, torch.float8_e5m2)
    for nm, t in (("A", A), ("B", B), ("scale_a", scale_a), ("scale_b", scale_b)):
        if not isinstance(t, torch.Tensor):
            raise ArgumentError(f"{who}: {nm} expected a torch.Tensor, found {type(t).__name__}")
    for nm, t in (("A", A), ("B", B)):
        ok = t.dtype == fp8 if fp8 is not None else t.dtype in fp8s
        if not ok:
            raise ArgumentError(f"{who}: {nm} expected dtype "
                                f"{fp8 or 'torch.float8_e4m3fn or torch.float8_e5m2'}, found {t.dtype}")
        if t.dim() != 2 or t.stride(-1) != 1 or (t.shape[0] > 1 and t.stride(0) != t.shape[1]):
            raise ArgumentError(f"{who}: {nm} expected a contiguous 2-D tensor (K contiguous), "
                                f"found shape {tuple(t.shape)} strides {t.stride()}")
    check_same_k(who, A, B)
    M, K = A.shape
    N = B.shape[0]
    if min(M, N, K) < 1:
        raise ArgumentError(f"{who}: expected M, N, K >= 1, found {M}, {N}, {K}")
    if K % 16:
        raise ArgumentError(f"{who}: expected K a multiple of 16 (TMA needs the row pitch of A "
                            f"and B to be a multiple of 16 bytes), found K = {K}")
    kb, nb = -(-K // BLOCK), -(-N // BLOCK)
    for nm, t, shape, rows in (("scale_a", scale_a, (M, kb), "M"),
                               ("scale_b", scale_b, (nb, kb), "ceil(N/128)")):
        if t.dtype != torch.float32:
            raise ArgumentError(f"{who}: {nm} expected dtype torch.float32, found {t.dtype}")
        if tuple(t.shape) != shape:
            raise ArgumentError(f"{who}: {nm} expected shape {shape} ({rows} x ceil(K/128)), "
                                f"found {tuple(t.shape)}")
        if nm == "scale_a" and not t.t().is_contiguous():
            raise ArgumentError(f"{who}: scale_a expected column-major strides (1, {M}) "
                                f"(torch's BlockWise1x128 layout; x.t().contiguous().t() makes "
                                f"one), found {t.stride()}")
        if nm == "scale_b" and not t.is_contiguous():
            raise ArgumentError(f"{who}: scale_b expected a contiguous (row-major) tensor, K "
                                f"blocks contiguous (torch's BlockWise128x128 takes it as "
                                f"F.pad(scale_b, (0, -K/128 % 4)).t()), found strides {t.stride()}")
    return M, N, K


@dataclass
class BlockwiseGemm:
    bn: int = 256
    stages: int = 4
    dtype: str = "e4m3"
    raster: str = "grouped"
    group: int = 8
    part: int = 0  # columns per accumulator part (0: min(bn, 128))
    temps: int = 1  # temporaries (2: the next part in flight while one is promoted)
    prefetch: int = 1  # K blocks ahead the scales are loaded (0: in their own iteration)
    stagger: bool = False  # consumer warpgroup 1 starts each tile a product later
    ctas: int = 0  # CTAs to launch (0: one per SM)
    verify_sync: bool = True  # run aproxy-verify-sync while compiling
    _mod: object = field(default=None, repr=False)

    def __post_init__(self):
        from tirx_mlir.lang.gemm_blockwise import check_blockwise_params

        try:
            check_blockwise_params(self.bn, self.stages, self.dtype, self.raster, self.group,
                                   self.part or None, self.temps, self.prefetch, self.stagger)
        except ValueError as e:
            raise ArgumentError(f"BlockwiseGemm: {e}") from None

    @property
    def name(self) -> str:
        return (f"blockwise:bn{self.bn}:s{self.stages}:{self.dtype}:{self.raster}{self.group}"
                + (f":part{self.part}" if self.part else "")
                + (f":temps{self.temps}" if self.temps > 1 else "")
                + ("" if self.prefetch == 1 else f":prefetch{self.prefetch}")
                + (":stagger" if self.stagger else "")
                + (f":ctas{self.ctas}" if self.ctas else ""))

    def ir(self) -> str:
        from tirx_mlir.lang.gemm_blockwise import blockwise_gemm_ir

        return blockwise_gemm_ir(self.bn, self.stages, self.dtype, self.raster, self.group,
                                 self.part or None, self.temps, self.prefetch, self.stagger)

    def kernel(self):
        """The compiled kernel (`tirx_mlir.runtime.Kernel`)."""
        if self._mod is None:
            from tirx_mlir.runtime import compile

            self._mod = compile(self.ir(), verify_sync=self.verify_sync)
        return next(iter(self._mod.kernels.values()))

    def check(self, A, B, scale_a, scale_b) -> tuple[int, int, int]:
        """(M, N, K) after checking every argument (module docstring); ArgumentError else."""
        import torch

        who = f"BlockwiseGemm {self.name}"
        M, N, K = check_args(who, A, B, scale_a, scale_b, getattr(torch, TORCH_FP8[self.dtype]))
        for nm, t in (("A", A), ("B", B), ("scale_a", scale_a), ("scale_b", scale_b)):
            if not t.is_cuda or t.device != A.device:
                raise ArgumentError(f"{who}: {nm} expected a CUDA tensor on A's device, found "
                                    f"one on {t.device}")
        return M, N, K

    def prepare(self, A, B, scale_a, scale_b, C, stream=None):
        """Validate, build the tensor maps and return a PreparedLaunch (`.launch()`). C: an
        (M, N') bf16 tensor, N' >= N, row pitch a multiple of 16 bytes."""
        import torch

        from tirx_mlir.lang.gemm_blockwise import launch_params
        from tirx_mlir.runtime.tensormap import launch_arguments

        M, N, K = self.check(A, B, scale_a, scale_b)
        if C.dtype != torch.bfloat16 or C.dim() != 2 or C.shape[0] != M or C.shape[1] < N:
            raise ArgumentError(f"BlockwiseGemm {self.name}: C expected a bf16 ({M}, {N}) "
                                f"tensor, found {C.dtype} {tuple(C.shape)}")
        sms = self.ctas or torch.cuda.get_device_properties(A.device).multi_processor_count
        p = launch_params(M, N, self.bn, self.stages, sms, self.part or None)
        kernel = self.kernel()
        arrays = {"A": A, "B": B, "C": C, "SA": scale_a.t(), "SB": scale_b}
        scalars = {"M": M, "N": N, "K": K}
        args = launch_arguments(kernel, arrays, scalars)
        if stream is None:
            stream = torch.cuda.current_stream(A.device).cuda_stream
        return kernel.prepare(*args, grid=p["grid"], block=p["block"], smem=p["smem"],
                              stream=stream)

    def __call__(self, A, B, scale_a, scale_b, C=None, sync: bool = False):
        """C (M x N bf16) = the blockwise-scaled product, on PyTorch's current stream."""
        import torch

        M, N, _ = self.check(A, B, scale_a, scale_b)
        out = C
        if out is None:
            # The TMA store needs a row pitch of 16 bytes: pad N to a multiple of 8 columns.
            out = torch.empty(M, -(-N // 8) * 8, dtype=torch.bfloat16, device=A.device)
        self.prepare(A, B, scale_a, scale_b, out).launch()
        if sync:
            torch.cuda.synchronize()
        return out if out.shape[1] == N else out[:, :N]


_gemms: dict = {}


def blockwise_gemm(A, B, scale_a, scale_b, config: dict | None = None):
    """The blockwise-scaled GEMM with `heuristic`'s config for the shape (or `config`);
    compiled once per config and cached in this process."""
    import torch

    check_args("blockwise_gemm", A, B, scale_a, scale_b)
    dtype = {torch.float8_e4m3fn: "e4m3", torch.float8_e5m2: "e5m2"}[A.dtype]
    cfg = dict(config or heuristic(A.shape[0], B.shape[0], A.shape[1]))
    cfg.setdefault("dtype", dtype)
    key = tuple(sorted(cfg.items()))
    if key not in _gemms:
        _gemms[key] = BlockwiseGemm(**cfg, verify_sync=False)
    return _gemms[key](A, B, scale_a, scale_b)


def random_inputs(M: int, N: int, K: int, seed: int, dtype: str = "e4m3"):
    """Fresh random A (M, K), B (N, K) fp8 in [-1, 1) and column-major scales in 2^[-3, 3):
    what the benchmark feeds ours and the peer."""
    import torch

    gen = torch.Generator(device="cuda").manual_seed(seed)
    tdt = getattr(torch, TORCH_FP8[dtype])
    A = (torch.rand(M, K, device="cuda", generator=gen) * 2 - 1).to(tdt)
    B = (torch.rand(N, K, device="cuda", generator=gen) * 2 - 1).to(tdt)
    kb, nb = -(-K // BLOCK), -(-N // BLOCK)
    sa = (2.0 ** (torch.rand(kb, M, device="cuda", generator=gen) * 6 - 3)).t()
    sb = 2.0 ** (torch.rand(nb, kb, device="cuda", generator=gen) * 6 - 3)
    return A, B, sa, sb


def reference(A, B, scale_a, scale_b):
    """The blockwise-scaled product in float32: A and B multiplied element by element by their
    blocks' scales, then one float32 matmul (the same sum as the per-block promotion)."""
    K, N = A.shape[1], B.shape[0]
    a_s = scale_a.repeat_interleave(BLOCK, dim=1)[:, :K]
    b_s = scale_b.repeat_interleave(BLOCK, dim=1)[:, :K].repeat_interleave(BLOCK, dim=0)[:N]
    return (A.float() * a_s) @ (B.float() * b_s).T
