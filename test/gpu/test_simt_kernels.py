"""The SIMT example kernels on the GPU, against float64 NumPy references.

Every case draws fresh random inputs (the seed is printed on failure), poisons the outputs
with NaN before the launch, and checks every element against the reference within the
recipe's dtype tolerance. Shapes include sizes that are not a multiple of the block.
Marked `gpu`: skipped, with the reason, where no GPU is present (test/conftest.py).
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from tirx_mlir.kernels.simt_recipes import RECIPES, make_backend, run_case

pytestmark = pytest.mark.gpu

ROOT = Path(__file__).resolve().parents[2]


class _Modules(dict):
    """Compiles each example on first use, so one kernel that fails to compile fails only its tests."""

    def __missing__(self, name):
        from tirx_mlir.runtime import compile

        self[name] = compile((ROOT / RECIPES[name].example).read_text())
        return self[name]


@pytest.fixture(scope="module")
def modules():
    return _Modules()


CASES = [(name, shape) for name, r in RECIPES.items() for shape in r.test_shapes]


def _id(case):
    name, shape = case
    return f"{name}-" + "x".join(str(v) for v in shape.values())


@pytest.mark.parametrize("case", CASES, ids=[_id(c) for c in CASES])
def test_example_matches_reference(modules, case):
    name, shape = case
    recipe = RECIPES[name]
    seed = int(np.random.SeedSequence().entropy % (2**32))
    backend = make_backend("auto")
    c = recipe.case(dict(shape), np.random.default_rng(seed), backend)
    results = run_case(modules[name].kernels[name], recipe, c, backend)
    for r in results:
        assert r.passed, f"seed {seed}: {r.line()}"


@pytest.mark.parametrize("backend_name", ["numpy", "cupy", "dlpack"])
def test_array_libraries(modules, backend_name):
    """vector_add through NumPy host arrays (copied in/out), CuPy (CUDA array interface), and a
    DLPack-only wrapper (read through cuda.core's StridedMemoryView)."""
    n = 4097
    rng = np.random.default_rng()
    a = rng.standard_normal(n).astype(np.float32)
    b = rng.standard_normal(n).astype(np.float32)
    k = modules["vector_add"].kernels["vector_add"]
    grid = ((n + 255) // 256,)
    if backend_name == "numpy":
        c = np.full(n, np.nan, np.float32)
        k(a, b, c, grid=grid, block=256)
        got = c
    elif backend_name == "cupy":
        cp = pytest.importorskip("cupy", reason="CuPy is not installed")
        c = cp.full(n, np.nan, dtype=np.float32)
        k(cp.asarray(a), cp.asarray(b), c, grid=grid, block=256, sync=True)
        got = cp.asnumpy(c)
    else:
        torch = pytest.importorskip("torch", reason="PyTorch is not installed")

        class OnlyDLPack:
            def __init__(self, t):
                self.t = t

            def __dlpack__(self, **kw):
                return self.t.__dlpack__(**kw)

            def __dlpack_device__(self):
                return self.t.__dlpack_device__()

        ta, tb = torch.from_numpy(a).cuda(), torch.from_numpy(b).cuda()
        tc = torch.full((n,), float("nan"), device="cuda")
        k(OnlyDLPack(ta), OnlyDLPack(tb), OnlyDLPack(tc), grid=grid, block=256, sync=True)
        got = tc.cpu().numpy()
    np.testing.assert_array_equal(got, a + b)


def test_rejections_on_gpu(modules):
    torch = pytest.importorskip("torch", reason="PyTorch is not installed")
    from tirx_mlir.runtime import ArgumentError

    k = modules["rmsnorm"].kernels["rmsnorm"]
    x = torch.randn(4, 512, device="cuda", dtype=torch.bfloat16)
    w = torch.randn(512, device="cuda", dtype=torch.bfloat16)
    y = torch.empty_like(x)
    with pytest.raises(ArgumentError, match=r"argument 0 \('x'\): expected dtype bfloat16 .* found float32"):
        k(x.float(), w, y, 1e-6, grid=4, block=32)
    with pytest.raises(ArgumentError, match=r"argument 0 \('x'\).*found a torch.Tensor on device 'cpu'"):
        k(x.cpu(), w, y, 1e-6, grid=4, block=32)
    with pytest.raises(ArgumentError, match=r"argument 0 \('x'\): expected a C-contiguous"):
        k(torch.randn(512, 4, device="cuda", dtype=torch.bfloat16).t(), w, y, 1e-6, grid=4, block=32)
    with pytest.raises(ArgumentError, match=r"argument 1 \('w'\): expected a data pointer aligned to 16 bytes"):
        k(x, torch.randn(513, device="cuda", dtype=torch.bfloat16)[1:], y, 1e-6, grid=4, block=32)


def test_cluster_launch_and_large_dynamic_smem(modules):
    """cuLaunchKernelEx with a cluster dimension, and a dynamic shared memory request above
    48 KB (cuFuncSetAttribute), on a kernel that needs neither: the result must not change."""
    n = 1000
    rng = np.random.default_rng()
    a = rng.standard_normal(n).astype(np.float32)
    b = rng.standard_normal(n).astype(np.float32)
    k = modules["vector_add"].kernels["vector_add"]
    c = np.full(n, np.nan, np.float32)
    k(a, b, c, grid=4, block=256, cluster=(2, 1, 1))
    np.testing.assert_array_equal(c, a + b)
    c = np.full(n, np.nan, np.float32)
    k(a, b, c, grid=4, block=256, smem=100 * 1024)
    np.testing.assert_array_equal(c, a + b)
    from tirx_mlir.runtime import ArgumentError

    with pytest.raises(ArgumentError, match=r"smem=1048576 bytes of dynamic shared memory: "
                                            r"expected at most 232448"):
        k(a, b, c, grid=4, block=256, smem=1 << 20)


def test_driver_jit_path_and_torch_stream(modules):
    """The PTX handed to the driver JIT (no ptxas) runs the same; a launch on a side
    torch.cuda.Stream is ordered on that stream."""
    torch = pytest.importorskip("torch", reason="PyTorch is not installed")
    from tirx_mlir.runtime import compile

    mod = compile((ROOT / "examples" / "saxpy.mlir").read_text(), use_ptxas=False)
    assert mod.cubin is None
    n = 70001
    x = torch.randn(n, device="cuda")
    y = torch.randn(n, device="cuda")
    alpha = 1.75
    ref = (alpha * x.double() + y.double()).cpu().numpy()
    s = torch.cuda.Stream()
    s.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(s):
        mod.saxpy(alpha, x, y, grid=64, block=128, stream=s)
    s.synchronize()
    np.testing.assert_allclose(y.cpu().numpy(), ref, rtol=4e-7, atol=1e-6)


def test_tensormap_encode_on_device():
    torch = pytest.importorskip("torch", reason="PyTorch is not installed")
    from tirx_mlir.runtime import ArgumentError
    from tirx_mlir.runtime.tensormap import encode_tiled_for

    a = torch.randn(256, 1024, device="cuda").to(torch.bfloat16)
    t1 = encode_tiled_for(a, (64, 64), swizzle=128)
    t2 = encode_tiled_for(a, (128, 64), swizzle=128)
    assert len(t1.data) == 128 and any(t1.data) and t1.data != t2.data
    with pytest.raises(ArgumentError, match="inner box row may be at most 128 bytes"):
        encode_tiled_for(a, (64, 128), swizzle=128)


def test_launch_captured_in_cuda_graph(modules):
    """A launch on the capturing stream is recorded by torch.cuda.graph and replays with
    whatever the captured buffers hold at replay time."""
    torch = pytest.importorskip("torch", reason="PyTorch is not installed")
    k = modules["vector_add"].kernels["vector_add"]
    n = 5000
    a, b = torch.randn(n, device="cuda"), torch.randn(n, device="cuda")
    c = torch.full((n,), float("nan"), device="cuda")
    k(a, b, c, grid=(n + 255) // 256, block=256, sync=True)  # load the module outside the capture
    g = torch.cuda.CUDAGraph()
    with torch.cuda.graph(g):
        k(a, b, c, grid=(n + 255) // 256, block=256, stream=torch.cuda.current_stream())
    for _ in range(2):
        a.copy_(torch.randn(n, device="cuda"))
        c.fill_(float("nan"))
        g.replay()
        torch.cuda.synchronize()
        assert torch.equal(c, a + b)
