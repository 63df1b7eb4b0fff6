"""The aproxy-level warp-specialized GEMM (tirx_mlir/kernels/gemm_aproxy.py): its IR verifies
and parses back, `aproxy-to-nvvm` lowers it completely, and the PTX that
`tirx-to-ptx -t ptx` (which runs aproxy-to-nvvm) makes of it assembles with `ptxas -arch=sm_90a`."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys

import pytest
from xdsl.parser import Parser

from tirx_mlir import registry
from tirx_mlir.kernels import gemm_aproxy as G
from tirx_mlir.lowering.aproxy_to_nvvm import AproxyToNvvm, dynamic_smem_bytes
from tirx_mlir.tools import forkserver

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CONFIGS = [(128, 4, 0), (256, 3, 0), (64, 2, 1), (8, 1, 0)]


def parse(text: str):
    return Parser(registry.make_context(), text).parse_module()


def kernel(module):
    return next(op for op in module.walk() if op.name == "gpu.func")


@pytest.mark.parametrize("bn,stages,inflight", CONFIGS)
def test_gemm_ir_round_trips(bn, stages, inflight):
    text = G.gemm_ir(bn, stages, inflight)
    again = parse(text)
    again.verify()
    assert str(again) + "\n" == text
    assert f"aproxy.wgmma m64n{bn}k16 types(bf16, bf16, f32)" in text
    assert f"aproxy.wgmma_wait {inflight}" in text
    assert f"full(tx_bytes = {16384 + 128 * bn}) empty(arrivals = 2)" in text


@pytest.mark.parametrize("bn,stages,inflight", CONFIGS)
def test_gemm_lowers_to_nvvm(bn, stages, inflight):
    module = G.build_gemm(bn, stages, inflight)
    k = kernel(module)
    expected_smem = G.smem_bytes(bn, stages)
    assert dynamic_smem_bytes(k) == expected_smem
    AproxyToNvvm().apply(registry.make_context(), module)
    module.verify()
    k = kernel(module)
    assert k.attributes["dynamic_smem"].value.data == expected_smem
    names = [op.name for op in k.walk()]
    assert not [n for n in names if n.startswith(("aproxy.", "scf."))]
    assert names.count("nvvm.wgmma.mma_async") == 4
    assert names.count("nvvm.cp.async.bulk.tensor.load") == 2
    assert names.count("nvvm.setmaxnreg") == 2
    # 2 x stages barriers initialized; waits: empty (producer), full (consumer).
    assert names.count("nvvm.mbarrier.init") == 2 * stages
    assert names.count("nvvm.mbarrier.try_wait.parity") == 2
    # The epilogue reads the accumulator after the last wait: every lane once, via mov.pack.
    assert names.count("nvvm.wgmma.wait_group") == 1 + 1
    assert names.count("nvvm.mov.pack") == 1
    # The lowered module prints and parses back.
    parse(str(module)).verify()


@pytest.mark.parametrize("bn,stages,inflight", [(512, 2, 0), (0, 2, 0), (128, 0, 0), (256, 5, 0),
                                                (128, 1, 1), (128, 2, 2)])
def test_gemm_rejects_bad_parameters(bn, stages, inflight):
    with pytest.raises(ValueError, match="gemm_aproxy: "):
        G.build_gemm(bn, stages, inflight)


def test_gemm_cli_prints_the_ir():
    proc = subprocess.run([sys.executable, "-m", "tirx_mlir.kernels.gemm_aproxy", "--bn", "64", "--stages", "2"],
                          capture_output=True, text=True, cwd=ROOT, check=False)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == G.gemm_ir(64, 2)


@pytest.mark.parametrize("n", [8, 64, 256])
def test_epilogue_map_is_the_wgmma_accumulator_layout(n):
    """The epilogue's register -> (row, col) map agrees with the layout algebra's wgmma
    accumulator (tirx_mlir.layout.fragments)."""
    from tirx_mlir.layout import fragments as F

    tv = F.wgmma_accumulator(n)
    for t in range(128):
        assert [G.acc_coord(t, r) for r in range(n // 2)] == F.elements(tv, t)
        # The IR adds a per-thread base and a per-register constant.
        for r in range(n // 2):
            (a, b), (c, d) = G.acc_coord(t, 0), G.acc_coord(0, r)
            assert G.acc_coord(t, r) == (a + c, b + d)


def test_launch_params_match_the_kernel():
    p = G.launch_params(1000, 300, 128, 4)
    assert p["grid"] == (3, 8, 1) and p["block"] == (384, 1, 1)
    assert p["smem"] == G.smem_bytes(128, 4) == 4 * (16384 + 16384) + 64
    tmA, tmB = G.tensormap_types(128)
    # The runtime takes boxes outermost first; the IR's tensormap type innermost first.
    assert tuple(reversed(tmA.box_dims)) == p["boxes"]["tmA"]
    assert tuple(reversed(tmB.box_dims)) == p["boxes"]["tmB"]
    assert tmA.swizzle.data == tmB.swizzle.data == p["swizzle"]


@pytest.mark.skipif(shutil.which("ptxas") is None, reason="ptxas is not on PATH")
@pytest.mark.parametrize("bn,stages,inflight", CONFIGS)
def test_gemm_ptx_assembles_with_ptxas(bn, stages, inflight, tmp_path):
    src = tmp_path / "gemm.mlir"
    src.write_text(G.gemm_ir(bn, stages, inflight))
    proc = forkserver.run("tirx-opt", [str(src), "-p", "tirx-to-ptx", "-t", "ptx"], ROOT)  # no Python start-up
    assert proc.returncode == 0, proc.stderr
    ptx = proc.stdout
    for line in (".extern .shared .align 1024 .b8 __tirx_dyn_smem[];",
                 ".param .align 64 .b8 tmA[128]", ".param .align 64 .b8 tmB[128]",
                 ".reqntid 384, 1, 1", ".minnctapersm 1",
                 "setmaxnreg.dec.sync.aligned.u32 40;", "setmaxnreg.inc.sync.aligned.u32 232;",
                 f"wgmma.mma_async.sync.aligned.m64n{bn}k16.f32.bf16.bf16",
                 f"wgmma.wait_group.sync.aligned {inflight};",
                 "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes",
                 "mbarrier.try_wait.parity.shared::cta.b64", "prefetch.tensormap"):
        assert line in ptx, line
    (tmp_path / "gemm.ptx").write_text(ptx)
    asm = subprocess.run(["ptxas", "-arch=sm_90a", "-v", str(tmp_path / "gemm.ptx"), "-o",
                          str(tmp_path / "gemm.cubin")], capture_output=True, text=True, check=False)
    assert asm.returncode == 0, asm.stderr
    # setmaxnreg takes effect (ptxas knows the entry count) and nothing spills.
    assert "setmaxnreg' ignored" not in asm.stderr, asm.stderr
    assert "0 bytes spill stores, 0 bytes spill loads" in asm.stderr, asm.stderr
