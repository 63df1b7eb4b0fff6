"""Host side of the warp-specialized GEMMs: compile once, build the tensor maps, launch.

    from tirx_mlir.kernels.gemm_host import Gemm
    g = Gemm(builder="tile", bn=128, stages=4)        # or builder="aproxy"
    C = g(A, B)                                         # A: M x K, B: N x K (torch, GPU) -> C: M x N bf16

`builder="tile"` is the front end's tile-level kernel (`tirx_mlir/lang/gemm.py`, lowered by tile-dispatch);
`builder="aproxy"` the hand-written aproxy-level reference (`gemm_aproxy`). Both compute
C = A · Bᵀ with f32 accumulation. Arrays are PyTorch CUDA tensors (row-major, K contiguous).
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

from tirx_mlir.runtime.errors import ArgumentError

TORCH_DTYPES = {"bf16": "bfloat16", "f16": "float16", "e4m3": "float8_e4m3fn", "e5m2": "float8_e5m2"}


def check_same_k(who: str, a, b, names: tuple[str, str] = ("A", "B")) -> None:
    """GEMM operands A (M x K) and B (N x K), 2-D: one dtype and the same K."""
    an, bn = names
    if a.dtype != b.dtype:
        raise ArgumentError(f"{who}: {an} and {bn} expected the same dtype, found {a.dtype} and {b.dtype}")
    if a.shape[1] != b.shape[1]:
        raise ArgumentError(f"{who}: expected {an} (M x K) and {bn} (N x K) with the same K, found "
                            f"{tuple(a.shape)} and {tuple(b.shape)}")


@dataclass
class Gemm:
    builder: str = "tile"
    bn: int = 128
    stages: int = 4
    epilogue: str = "direct"
    dtype: str = "bf16"
    inflight: int = 0
    raster: str = "grouped"  # persistent: tile order (lang/gemm_persistent.py)
    group: int = 8  # persistent: tile rows per band of the grouped order
    ctas: int = 0  # persistent: CTAs to launch (0: one per SM)
    cluster: int = 1  # persistent: CTAs per cluster (2: the shared operand multicast to both)
    cluster_dim: str = "m"  # persistent: the cluster's CTAs along M (sharing B) or "n" (sharing A)
    split: int = 1  # persistent: accumulators / C slices per tile (smaller C staging tile)
    scaled: bool = False  # persistent: per-tensor scale argument (prepare/call take scale=)
    splitk: int = 1  # persistent: split the last partial wave's tiles along K, at most this many ways
    cbufs: int = 1  # persistent: C staging tiles per warpgroup (2: slices alternate, no wait on the last store)
    verify_sync: bool = True  # run aproxy-verify-sync while compiling
    _mod: object = field(default=None, repr=False)
    _ws: dict = field(default_factory=dict, repr=False)  # split-K workspace and flags per device

    def __post_init__(self):
        if self.builder not in ("tile", "aproxy", "persistent", "pingpong"):
            raise ArgumentError(f"Gemm: builder expected 'tile', 'aproxy', 'persistent' or "
                                f"'pingpong', found {self.builder!r}")
        if self.builder == "pingpong" and (self.scaled or self.splitk > 1 or self.cluster > 1
                                           or self.split > 1 or self.cbufs > 1):
            raise ArgumentError("Gemm: the pingpong builder has no scaled, splitk, cluster, split "
                                "or cbufs option; found "
                                f"scaled={self.scaled} splitk={self.splitk} cluster={self.cluster} "
                                f"split={self.split} cbufs={self.cbufs}")
        if self.cluster_dim not in ("m", "n") or (self.cluster_dim == "n" and
                                                  self.builder != "persistent"):
            raise ArgumentError(f"Gemm: expected cluster_dim 'm' or 'n' ('n': persistent builder "
                                f"only), found {self.cluster_dim!r} with builder "
                                f"{self.builder!r}")
        if self.builder == "pingpong" and self.epilogue != "tma":
            raise ArgumentError("Gemm: the pingpong builder stores C through TMA only; expected "
                                f"epilogue 'tma', found {self.epilogue!r}")
        if self.builder == "aproxy" and (self.epilogue != "direct" or self.dtype != "bf16"):
            raise ArgumentError("Gemm: the aproxy builder has only the bf16 'direct' epilogue variant")

    @property
    def name(self) -> str:
        name = (f"{self.builder}:bn{self.bn}:s{self.stages}:{self.epilogue}:{self.dtype}"
                f":inflight{self.inflight}")
        if self.builder == "pingpong":
            return name + f":{self.raster}{self.group}" + (f":ctas{self.ctas}" if self.ctas else "")
        if self.builder != "persistent":
            return name
        cdim = "n" if self.cluster_dim == "n" else ""
        return (name + f":{self.raster}{self.group}"
                + (f":c{self.cluster}{cdim}" if self.cluster > 1 else "")
                + (f":ctas{self.ctas}" if self.ctas else "") + (f":split{self.split}" if self.split > 1 else "")
                + (":scaled" if self.scaled else "") + (f":splitk{self.splitk}" if self.splitk > 1 else "")
                + (f":cbufs{self.cbufs}" if self.cbufs > 1 else ""))

    def ir(self) -> str:
        if self.builder == "tile":
            from tirx_mlir.lang import gemm

            return gemm.gemm_ir(self.bn, self.stages, self.epilogue, self.dtype, self.inflight)
        if self.builder == "pingpong":
            from tirx_mlir.lang import gemm_pingpong

            return gemm_pingpong.pingpong_gemm_ir(self.bn, self.stages, self.dtype, self.raster,
                                                  self.group, self.inflight)
        if self.builder == "persistent":
            from tirx_mlir.lang import gemm_persistent

            return gemm_persistent.persistent_gemm_ir(self.bn, self.stages, self.epilogue,
                                                      self.dtype, self.inflight, self.raster,
                                                      self.group, self.cluster, self.split,
                                                      self.scaled, self.splitk, self.cbufs,
                                                      cluster_dim=self.cluster_dim)
        from tirx_mlir.kernels import gemm_aproxy

        return gemm_aproxy.gemm_ir(self.bn, self.stages, self.inflight)

    def module(self):
        if self._mod is None:
            from tirx_mlir.runtime import compile

            self._mod = compile(self.ir(), verify_sync=self.verify_sync)
        return self._mod

    def launch_params(self, M: int, N: int, K: int = 0) -> dict:
        """Grid, block and dynamic shared memory for an M x N output (the builder's tiling),
        and each tensor map's box and swizzle as the compiled kernel's ABI records them
        (`KernelABI.tensormap_args()`: nothing is dispatched again to learn them)."""
        if self.builder == "tile":
            from tirx_mlir.lang import gemm

            p = gemm.launch_params(M, N, self.bn, self.stages, self.epilogue, self.dtype)
        elif self.builder == "pingpong":
            import torch

            from tirx_mlir.lang import gemm_pingpong

            sms = self.ctas or torch.cuda.get_device_properties(
                torch.cuda.current_device()).multi_processor_count
            p = gemm_pingpong.launch_params(M, N, self.bn, self.stages, sms)
        elif self.builder == "persistent":
            import torch

            from tirx_mlir.lang import gemm_persistent

            dev_sms = torch.cuda.get_device_properties(
                torch.cuda.current_device()).multi_processor_count
            if self.splitk > 1 and self.ctas > dev_sms:
                # split-K owners spin on flags their contributors set: every CTA resident
                raise ArgumentError(f"Gemm {self.name}: split-K needs every CTA resident at once; "
                                    f"expected ctas <= {dev_sms} (the SMs), found {self.ctas}")
            sms = self.ctas or dev_sms
            p = gemm_persistent.launch_params(M, N, self.bn, self.stages, self.epilogue, sms,
                                              self.cluster, self.split, self.splitk, K, self.dtype,
                                              self.cbufs, self.cluster_dim)
        else:
            from tirx_mlir.kernels import gemm_aproxy

            p = gemm_aproxy.launch_params(M, N, self.bn, self.stages)
        tms = self.kernel().abi.tensormap_args()
        out = {"grid": p["grid"], "block": p["block"], "smem": p["smem"],
               "boxes": {a.name: a.box for a in tms}, "swizzle": {a.name: a.swizzle for a in tms}}
        for k in ("sk_tiles", "splits"):
            if k in p:
                out[k] = p[k]
        return out

    def _splitk_buffers(self, device, r: int, S: int):
        """The split-K workspace (f32) and flags (i32, zero; each launch leaves them zero) on
        `device`, grown when a launch needs more."""
        import torch

        from tirx_mlir.kernels import gemm_splitk

        nw = gemm_splitk.workspace_elems(r, S, self.bn, self.cluster)
        nf = gemm_splitk.flag_elems(r, self.cluster)
        have = self._ws.get(str(device))
        if have is None or have[0].numel() < nw or have[1].numel() < nf:
            ws = torch.empty(max(nw, have[0].numel() if have else 0), dtype=torch.float32, device=device)
            fl = torch.zeros(max(nf, have[1].numel() if have else 0), dtype=torch.int32, device=device)
            have = self._ws[str(device)] = (ws, fl)
        return have

    def kernel(self):
        """The compiled kernel (`tirx_mlir.runtime.Kernel`); its `abi` says every argument."""
        return next(iter(self.module().kernels.values()))

    def prepare(self, A, B, C, scale=None, stream=None):
        """Validate, build tensor maps and return a PreparedLaunch (`.launch()` only calls the
        driver). `scale` (a float, or 0-d tensors' product as a float): the per-tensor scale of
        a `scaled=True` persistent GEMM, C = scale * A.Bᵀ. `stream`: PyTorch's current stream
        on C's device when None (every argument may be a tensor map, which names no stream)."""
        if self.scaled != (scale is not None):
            raise ArgumentError(f"Gemm {self.name}: " + ("expected scale= (a scaled GEMM)" if self.scaled
                                                         else "scale= given to an unscaled GEMM"))
        from tirx_mlir.runtime.tensormap import launch_arguments

        for nm, t in (("A", A), ("B", B)):
            if str(t.dtype).replace("torch.", "") != TORCH_DTYPES[self.dtype]:
                raise ArgumentError(f"Gemm {self.name}: {nm} expected dtype {TORCH_DTYPES[self.dtype]}, "
                                    f"found {t.dtype}")
        if A.dim() != 2 or B.dim() != 2 or A.shape[1] != B.shape[1]:
            raise ArgumentError(f"Gemm {self.name}: expected A (M x K) and B (N x K) with the same K, "
                                f"found {tuple(A.shape)} and {tuple(B.shape)}")
        M, K = A.shape
        N = B.shape[0]
        if tuple(C.shape) != (M, N):
            raise ArgumentError(f"Gemm {self.name}: C expected shape {(M, N)}, found {tuple(C.shape)}")
        p = self.launch_params(M, N, K)
        kernel = self.kernel()
        arrays = {"A": A, "B": B, "C": C, "tmA": A, "tmB": B}
        scalars = {"M": M, "N": N, "K": K, "scale": None if scale is None else float(scale)}
        if self.builder == "persistent" and self.splitk > 1:
            r, S = p["sk_tiles"], p["splits"]
            arrays["W"], arrays["F"] = self._splitk_buffers(C.device, r, S)
            scalars.update(sk_tiles=r, splits=S)
        # The scalars: K, and M, N (the scale, the split) for the persistent kernel.
        args = launch_arguments(kernel, arrays, defaultdict(lambda: K, scalars))
        if stream is None:
            import torch

            stream = torch.cuda.current_stream(C.device).cuda_stream
        return kernel.prepare(*args, grid=p["grid"], block=p["block"], smem=p["smem"], stream=stream)

    def __call__(self, A, B, C=None, sync: bool = False, scale=None):
        """C = A·Bᵀ (scaled by `scale` for per-tensor fp8), launched on PyTorch's current
        stream, like a torch op: no device synchronization unless `sync`."""
        import torch

        if C is None:
            C = torch.empty(A.shape[0], B.shape[0], dtype=torch.bfloat16, device=A.device)
        self.prepare(A, B, C, scale).launch()
        if sync:
            torch.cuda.synchronize()
        return C
