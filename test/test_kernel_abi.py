"""The compiled module's ABI carries what the host needs, so the host never runs a lowering
itself: tensor-map boxes, swizzles and dtypes (read off the lowered kernel's
`!aproxy.tensormap` argument types), the profile buffer's metadata; `compile()` threads
the pipeline options and `arch` reaches the PTX `.target` line. CPU only."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

from tirx_mlir.kernels import gemm_aproxy, gemm_host
from tirx_mlir.kernels import gemm_common
from tirx_mlir.lang import gemm as G
from tirx_mlir.runtime import abi as abimod
from tirx_mlir.runtime import compile
from tirx_mlir.runtime.compiler import lower_to_ptx
from tirx_mlir.runtime.errors import CompileError

ROOT = Path(__file__).resolve().parents[1]
VECTOR_ADD = (ROOT / "examples" / "vector_add.mlir").read_text()


def tensormaps(abi):
    return {a.name: (a.dtype, a.box, a.swizzle) for a in abi.tensormap_args()}


@pytest.fixture
def no_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("TIRX_MLIR_CACHE_DIR", str(tmp_path))
    monkeypatch.setenv("TIRX_MLIR_NO_PTXAS", "1")


def test_tile_gemm_abi_carries_the_dispatched_tensor_maps():
    _, abis = lower_to_ptx(G.gemm_ir(64, 2, "tma", dtype="e4m3"))
    abi = abis["gemm_e4m3"]
    # Outermost dimension first (encode_tiled_for's order): A 128 rows x 128 e4m3 of K
    # (one 128-byte swizzle row), B 64 x 128, the tma epilogue's C boxes 64 x 64 bf16.
    assert tensormaps(abi) == {"A": ("float8_e4m3fn", (128, 128), "128B"),
                               "B": ("float8_e4m3fn", (64, 128), "128B"),
                               "C": ("bfloat16", (64, 64), "128B")}
    assert [a.kind for a in abi.args] == ["tensormap"] * 3 + ["scalar"]
    # ... and survives the cache's JSON.
    again = abimod.loads(abimod.dumps(abis))["gemm_e4m3"]
    assert tensormaps(again) == tensormaps(abi) and again.args == abi.args
    assert "box 128x128, swizzle 128B" in again.args[0].describe()


def test_mn_major_b_box():
    _, abis = lower_to_ptx(G.gemm_ir(128, 4, b_major="MN"))
    tm = tensormaps(abis["gemm_bf16"])
    assert tm["A"] == ("bfloat16", (128, 64), "128B")
    assert tm["B"] == ("bfloat16", (64, 64), "128B")  # 64-wide boxes along N


def test_aproxy_gemm_abi_matches_its_declared_tensor_maps():
    _, abis = lower_to_ptx(gemm_aproxy.gemm_ir(128, 2))
    p = gemm_aproxy.launch_params(256, 256, 128, 2)
    tm = tensormaps(abis["gemm_bf16"])
    assert {k: v[1] for k, v in tm.items()} == p["boxes"]
    assert {v[2] for v in tm.values()} == {p["swizzle"]}


def test_gemm_host_dispatches_once(no_cache, monkeypatch):
    """Gemm.launch_params reads the boxes off the compiled module: tile-dispatch runs once
    (in compile) however often the launch geometry is asked for."""
    TileDispatch = importlib.import_module("tirx_mlir.lowering.tile_dispatch.pass").TileDispatch
    calls = []
    orig = TileDispatch.apply
    monkeypatch.setattr(TileDispatch, "apply", lambda self, ctx, op: (calls.append(1), orig(self, ctx, op)))
    g = gemm_host.Gemm(builder="tile", bn=128, stages=2)
    p = g.launch_params(300, 200)
    q = g.launch_params(1000, 1000)
    assert len(calls) == 1
    assert p["boxes"] == q["boxes"] == {"A": (128, 64), "B": (128, 64)}
    assert p["swizzle"] == {"A": "128B", "B": "128B"}
    assert p["grid"] == (2, 3, 1) and q["grid"] == (8, 8, 1)
    assert p["smem"] == gemm_common.smem_bytes(128, 2) == g.kernel().abi.extra["dynamic_smem"]


def test_arch_reaches_the_target_line(no_cache):
    mod = compile(VECTOR_ADD, arch="sm_90")
    assert ".target sm_90\n" in mod.ptx
    assert ".target sm_90a\n" in compile(VECTOR_ADD).ptx
    with pytest.raises(CompileError, match="arch must look like sm_90a"):
        compile(VECTOR_ADD, arch="hopper")


def test_pipeline_options_are_threaded(no_cache):
    # verify_sync=False lowers a kernel the checker rejects (benchmarks/sanitizer/plant.py's
    # GEMM that releases each stage before its wgmmas retire).
    import sys

    sys.path.insert(0, str(ROOT / "benchmarks" / "sanitizer"))
    try:
        import plant
    finally:
        sys.path.pop(0)
    bad = plant.variants()["early-release"]["ir"]
    with pytest.raises(CompileError, match="aproxy-verify-sync"):
        compile(bad)
    assert ".entry gemm_bf16" in compile(bad, verify_sync=False).ptx
    with pytest.raises(CompileError, match=r"unknown pipeline option\(s\) verify; tirx-to-ptx takes"):
        compile(VECTOR_ADD, verify=False)
    # The options are part of the cache key: a profiled build is another entry.
    assert compile(VECTOR_ADD).key != compile(VECTOR_ADD, profile=("roles",)).key


def test_profile_option_records_the_buffer_metadata(no_cache):
    from tirx_mlir.profile.decode import ProfileMeta

    mod = compile(VECTOR_ADD, profile=("roles",))
    abi = mod.abis["vector_add"]
    assert [a.name for a in abi.args] == ["a", "b", "c", "prof_buf"]
    assert abi.args[-1].kind == "scalar" and abi.args[-1].dtype == "int64"
    meta = ProfileMeta(**abi.extra["profile"])
    assert meta.kernel == "vector_add" and meta.scope == "warpgroup"
    assert "profile" not in compile(VECTOR_ADD).abis["vector_add"].extra
