"""The tile-level GEMM (the front end's tirx_mlir/lang/gemm.py, examples/gemm_bf16.mlir): its
IR verifies and parses back, tile-dispatch lowers every tile op of it to the aproxy-level
kernel that gemm_aproxy writes by hand (same TMA boxes, wgmma shapes and descriptors), and
lower-layout + aproxy-to-nvvm lower the result completely. (test/test_lang_gemm_tile.py: the
kernel is the retired hand builder kernels/gemm_tile.py's, op for op.)"""

from __future__ import annotations

import importlib
import os
import shutil
import subprocess
import sys

import pytest
from xdsl.parser import Parser

from tirx_mlir import registry
from tirx_mlir.kernels import gemm_common
from tirx_mlir.lang import gemm as G
from tirx_mlir.tools import forkserver

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CONFIGS = [(128, 4, "direct"), (256, 3, "direct"), (64, 2, "tma"), (8, 1, "direct")]


def parse(text: str):
    return Parser(registry.make_context(), text).parse_module()


def kernel(module):
    return next(op for op in module.walk() if op.name == "gpu.func")


def dispatch(module):
    TileDispatch = importlib.import_module("tirx_mlir.lowering.tile_dispatch.pass").TileDispatch
    TileDispatch().apply(registry.make_context(), module)
    module.verify()
    return module


@pytest.mark.parametrize("bn,stages,epilogue", CONFIGS)
def test_gemm_tile_ir_round_trips(bn, stages, epilogue):
    text = G.gemm_ir(bn, stages, epilogue)
    again = parse(text)
    again.verify()
    assert str(again) + "\n" == text
    assert text.count("tile.copy_async") == 2
    assert text.count("tile.gemm_async") == 1


@pytest.mark.parametrize("bn,stages,epilogue", CONFIGS)
def test_gemm_tile_dispatches_to_the_aproxy_kernel(bn, stages, epilogue):
    module = dispatch(G.gemm_module(bn, stages, epilogue))
    _check_dispatched(module, bn, epilogue, "bf16", 16)


def test_gemm_tile_inflight_1_keeps_one_group_in_flight():
    text = G.gemm_ir(128, 4, inflight=1)
    assert "aproxy.wgmma_wait 1" in text and text.count("aproxy.consumer_release") == 2
    assert "aproxy.wgmma_wait 0" in G.gemm_ir(128, 4)
    module = dispatch(G.gemm_module(128, 4, inflight=1))
    _check_dispatched(module, 128, "direct", "bf16", 16)


def test_gemm_tile_mn_major_b():
    """B given col_major (K x N in memory): MN-major stages, two 64-wide TMA boxes per
    stage, wgmma with transpose_b and the MN-major descriptor (lbo = the 8192-byte stride
    between 64-row MN blocks, sbo = 8 K rows of 128 bytes)."""
    module = dispatch(G.gemm_module(128, 4, b_major="MN"))
    k = kernel(module)
    names = [op.name for op in k.walk()]
    text = str(module)
    assert names.count("aproxy.tma_load") == 3
    assert text.count("transpose_b") == 4
    assert 'swizzle("128B") lbo(8192) sbo(1024)' in text
    recs = {d.data["arg"].value.data: d.data["layout"].data
            for d in k.attributes["tile.tensormaps"].data}
    assert recs == {0: "row_major", 1: "col_major"}
    # B's box (64 x 64, outermost first) reaches the host through the compiled kernel's
    # ABI: test/test_kernel_abi.py.


@pytest.mark.parametrize("dtype,k", [("f16", 16), ("e4m3", 32), ("e5m2", 32)])
def test_gemm_tile_other_dtypes(dtype, k):
    # 128 bytes of K per stage: 64 f16 or 128 fp8, four k16 / k32 wgmma slices.
    module = dispatch(G.gemm_module(128, 3, "direct", dtype=dtype))
    _check_dispatched(module, 128, "direct", dtype, k)


def _check_dispatched(module, bn, epilogue, dtype, kslice):
    k = kernel(module)
    names = [op.name for op in k.walk()]
    assert not [n for n in names if n.startswith("tile.")]
    # Per K tile: one TMA box of A (128 rows) and one of B (BN rows), four wgmma k slices.
    assert names.count("aproxy.tma_load") == 2
    assert names.count("aproxy.wgmma") == 4
    assert names.count("aproxy.wgmma_fence") == 1 and names.count("aproxy.wgmma_commit") == 1
    text = str(module)
    assert f"aproxy.wgmma m64n{bn}k{kslice} types({dtype}, {dtype}, f32)" in text
    assert 'aproxy.wgmma_desc' in text and 'swizzle("128B") lbo(16) sbo(1024)' in text
    tms = k.attributes["tile.tensormaps"]
    boxes = {d.data["arg"].value.data: [b.value.data for b in d.data["box"].data] for d in tms.data}
    w = 128 // gemm_common.BYTES[dtype]  # one 128-byte row of K per box
    if epilogue == "direct":
        assert boxes == {0: [w, 128], 1: [w, bn]}
        assert "memref<?x?xbf16>" in text and names.count("memref.store") == bn // 2
    else:
        assert boxes == {0: [64, 128], 1: [64, bn], 2: [64, 64]}
        assert names.count("aproxy.tma_store") == bn // 64
    # The dispatched kernel prints and parses back.
    parse(text).verify()


@pytest.mark.parametrize("bn,stages,epilogue", CONFIGS)
def test_gemm_tile_lowers_through_aproxy_to_nvvm(bn, stages, epilogue):
    from tirx_mlir.lowering.aproxy_to_nvvm import AproxyToNvvm
    from tirx_mlir.lowering.lower_layout import LowerLayout

    ctx = registry.make_context()
    module = dispatch(G.gemm_module(bn, stages, epilogue))
    LowerLayout().apply(ctx, module)
    AproxyToNvvm().apply(ctx, module)
    module.verify()
    k = kernel(module)
    names = [op.name for op in k.walk()]
    assert not [n for n in names if n.startswith(("aproxy.", "tile.", "layout."))]
    assert "builtin.unrealized_conversion_cast" not in names
    assert names.count("nvvm.wgmma.mma_async") == 4
    assert names.count("nvvm.cp.async.bulk.tensor.load") == 2
    if epilogue == "tma":  # 16-bit fragment -> K-major tile: stmatrix, then TMA stores
        assert names.count("nvvm.stmatrix") == bn // 16
        assert names.count("nvvm.cp.async.bulk.tensor.store") == bn // 64
    assert k.attributes["dynamic_smem"].value.data == gemm_common.smem_bytes(bn, stages, epilogue)


@pytest.mark.parametrize("bn,stages,epilogue", [(512, 2, "direct"), (0, 2, "direct"),
                                                 (128, 0, "direct"), (256, 5, "direct"),
                                                 (72, 2, "tma"), (128, 2, "smem")])
def test_gemm_tile_rejects_bad_parameters(bn, stages, epilogue):
    with pytest.raises(ValueError, match="gemm: "):
        G.gemm_module(bn, stages, epilogue)


@pytest.mark.parametrize("kw", [{"dtype": "e4m3", "b_major": "MN"}, {"b_major": "KN"},
                                {"bn": 96, "b_major": "MN"}, {"dtype": "f32"},
                                {"inflight": 2}])
def test_gemm_tile_rejects_bad_options(kw):
    args = {"bn": 128, "stages": 2, **kw}
    with pytest.raises(ValueError, match="gemm: "):
        G.gemm_module(**args)


def test_example_is_the_builder_output():
    with open(os.path.join(ROOT, "examples", "gemm_bf16.mlir")) as f:
        text = f.read()
    body = "".join(line for line in text.splitlines(keepends=True) if not line.startswith("//"))
    assert body == G.gemm_ir(128, 4, "direct")


def test_gemm_tile_cli_prints_the_ir():
    proc = subprocess.run([sys.executable, "-m", "tirx_mlir.lang.gemm", "--bn", "64",
                           "--stages", "2", "--epilogue", "tma"],
                          capture_output=True, text=True, cwd=ROOT)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == G.gemm_ir(64, 2, "tma")


def test_launch_params_are_the_launch_geometry():
    # The tensor-map boxes are not here: the compiled kernel's ABI carries them
    # (test/test_kernel_abi.py), so nothing dispatches the kernel a second time.
    p = G.launch_params(1000, 700, 128, 4)
    assert p == {"grid": (6, 8, 1), "block": (384, 1, 1), "smem": gemm_common.smem_bytes(128, 4)}
    q = G.launch_params(64, 64, 64, 2, "tma")
    assert q["smem"] == gemm_common.smem_bytes(64, 2, "tma") > gemm_common.smem_bytes(64, 2)
    with pytest.raises(ValueError, match="BN a multiple of 8"):
        G.launch_params(64, 64, 12, 2)


PIPELINE_PREFIX = "tile-dispatch,lower-layout,aproxy-to-nvvm"


@pytest.mark.skipif(shutil.which("ptxas") is None, reason="ptxas is not on PATH")
@pytest.mark.parametrize("args", [[], ["--bn", "256", "--stages", "3"],
                                  ["--bn", "64", "--stages", "2", "--epilogue", "tma"],
                                  ["--dtype", "e4m3", "--inflight", "1"],
                                  ["--b-major", "MN"]])
def test_gemm_tile_ptx_assembles(args, tmp_path):
    """tile IR -> tile-dispatch, lower-layout, aproxy-to-nvvm, the SIMT stages -> PTX that
    `ptxas -arch=sm_90a` accepts (examples/gemm_bf16.mlir is the first configuration; the
    others are what `python -m tirx_mlir.lang.gemm ARGS` prints, its `main` called here:
    test_gemm_tile_cli_prints_the_ir runs the command itself)."""
    import contextlib
    import io

    from tirx_mlir import pipeline

    if args:
        src = tmp_path / "gemm.mlir"
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            G.main(args)
        src.write_text(out.getvalue())
    else:
        src = os.path.join(ROOT, "examples", "gemm_bf16.mlir")
    prefix = PIPELINE_PREFIX.split(",")
    spec = ",".join(prefix + [s for s in pipeline.STAGES if s not in prefix])
    proc = forkserver.run("tirx-opt", [str(src), "-p", spec, "-t", "ptx"], ROOT)
    assert proc.returncode == 0, proc.stderr
    ptx = tmp_path / "gemm.ptx"
    ptx.write_text(proc.stdout)
    assert ".entry gemm_" in proc.stdout and "wgmma.mma_async" in proc.stdout
    asm = subprocess.run(["ptxas", "-arch=sm_90a", str(ptx), "-o", str(tmp_path / "gemm.cubin")],
                         capture_output=True, text=True)
    assert asm.returncode == 0, asm.stderr
