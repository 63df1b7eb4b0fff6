"""The front end's GEMM (tirx_mlir/lang/gemm.py) on the GPU, checked as test_gemm.py checks
the builders' GEMMs (its check_gemm: fresh random inputs, C poisoned with NaN and followed by
a guard region, every element against a float32 reference); shapes with M, N, K that are
not multiples of the tile. Marked `gpu`: skipped, with the reason, without a GPU."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.gpu

SHAPES = [(256, 256, 256), (1000, 900, 712), (130, 260, 72), (1, 264, 136), (777, 1000, 1000)]
CONFIGS = [(128, 4), (256, 3), (64, 2)]


class LangGemm:
    """gemm.compile(BN, STAGES) launched on torch tensors A (M x K), B (N x K), C (M x N)."""

    def __init__(self, bn: int, stages: int):
        from tirx_mlir.lang.gemm import gemm

        self.bn, self.stages = bn, stages
        self.kernel = gemm.compile(BN=bn, STAGES=stages).gemm_bf16

    def __call__(self, A, B, C, scale=None):
        from tirx_mlir.lang import gemm
        from tirx_mlir.runtime.tensormap import encode_tiled_for

        assert scale is None
        (M, K), N = A.shape, B.shape[0]
        p = gemm.launch_params(M, N, self.bn, self.stages)
        arrays = {"A": A, "B": B, "C": C}
        args = [encode_tiled_for(arrays[a.name], a.box, a.swizzle) if a.kind == "tensormap"
                else arrays[a.name] if a.kind == "memref" else K for a in self.kernel.abi.args]
        self.kernel(*args, grid=p["grid"], block=p["block"], smem=p["smem"], sync=True)


_kernels: dict = {}


@pytest.mark.parametrize("config", CONFIGS, ids=[f"bn{b}-s{s}" for b, s in CONFIGS])
@pytest.mark.parametrize("shape", SHAPES, ids=["x".join(map(str, s)) for s in SHAPES])
def test_front_end_gemm(config, shape):
    from test_gemm import check_gemm

    if config not in _kernels:
        _kernels[config] = LangGemm(*config)
    check_gemm(_kernels[config], *shape)
