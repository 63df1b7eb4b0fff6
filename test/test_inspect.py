"""`python -m tirx_mlir.inspect`: resources from ptxas -v, the SASS mix, occupancy, dispatch
decisions with the reasons variants declined, the sync-check summary and the roofline — on
the example GEMM and RMSNorm, and the parsers on fixed tool output."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tirx_mlir.inspect import inspect_source
from tirx_mlir.inspect.machine_code import _tool, parse_ptxas_report, parse_sass
from tirx_mlir.machine import SM90A

ROOT = Path(__file__).resolve().parents[1]
GEMM = ROOT / "examples" / "gemm_bf16.mlir"

PTXAS_V = """ptxas info    : 0 bytes gmem
ptxas info    : Compiling entry function 'k1' for 'sm_90a'
ptxas info    : Function properties for k1
    24 bytes stack frame, 8 bytes spill stores, 12 bytes spill loads
ptxas info    : Used 168 registers, used 1 barriers, 128 bytes smem
ptxas info    : Compiling entry function 'k2' for 'sm_90a'
ptxas info    : Function properties for k2
    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Used 14 registers, used 0 barriers
"""

SASS = """
\t\tFunction : k1
        /*0000*/                   LDC R1, c[0x0][0x28] ;
        /*0010*/                   HGMMA.64x128x16.F32.BF16 R24, gdesc[UR4], RZ ;
        /*0020*/              @!P0 SYNCS.ARRIVE.TRANS64.A1T0 RZ, [UR8], RZ ;
        /*0030*/                   UTMALDG.2D [UR8], [UR4] ;
        /*0040*/                   STL [R1], R2 ;
\t\tFunction : k2
        /*0000*/                   MUFU.EX2 R3, R2 ;
"""


def test_parse_ptxas_report():
    r = parse_ptxas_report(PTXAS_V)
    assert (r["k1"].registers, r["k1"].stack_bytes, r["k1"].spill_stores, r["k1"].spill_loads) == (168, 24, 8, 12)
    assert (r["k1"].barriers, r["k1"].static_smem) == (1, 128)
    assert (r["k2"].registers, r["k2"].spill_stores) == (14, 0)


def test_parse_sass_families():
    mix = parse_sass(SASS)
    assert mix["k1"]["wgmma (HGMMA)"] == 1 and mix["k1"]["TMA load"] == 1
    assert mix["k1"]["mbarrier (SYNCS)"] == 1 and mix["k1"]["local store (STL)"] == 1
    assert mix["k1"]["total"] == 5 and mix["k2"]["MUFU"] == 1


def test_occupancy_limits():
    # 384 threads x 168 registers: 12 warps x 5376 = 64512 registers -> 1 CTA, register-bound.
    assert SM90A.ctas_per_sm(384, 168, 1024) == (1, "registers")
    # shared memory: 2 x (100 KB + 1 KB reserved) fit in 228 KB, 3 do not.
    assert SM90A.ctas_per_sm(128, 32, 100 * 1024) == (2, "shared memory")
    assert SM90A.ctas_per_sm(1024, 16, 0) == (2, "threads")


@pytest.fixture(scope="module")
def gemm_report():
    return inspect_source(GEMM.read_text(), str(GEMM), trips=64)


def test_gemm_resources_and_occupancy(gemm_report):
    (k,) = gemm_report.kernels
    assert k.name == "gemm_bf16" and k.threads == 384
    assert 100 < k.resources.registers <= 255
    assert k.resources.spill_stores == 0
    assert k.dynamic_smem > 100 * 1024
    assert (k.ctas_per_sm, k.occupancy_limit) == SM90A.ctas_per_sm(384, k.resources.registers,
                                                                  k.dynamic_smem + k.resources.static_smem)


def test_gemm_dispatch_decisions_say_why(gemm_report):
    (k,) = gemm_report.kernels
    chosen = [(d.op, d.chosen) for d in k.dispatch]
    assert ("tile.gemm_async", "wgmma_ss") in chosen
    assert ("tile.copy_async", "tma") in chosen
    scalar = [d for d in k.dispatch if d.op == "tile.copy" and d.chosen == "scalar"]
    assert scalar, chosen
    declined = dict(scalar[0].declined)
    assert "tma" in declined and "found register" in declined["tma"]


def test_gemm_sync_summary_and_roofline(gemm_report):
    assert any("no findings" in r and "gemm_bf16" in r for r in gemm_report.verify_sync), gemm_report.verify_sync
    (k,) = gemm_report.kernels
    # Per K step: 2 consumer warpgroups x wgmma 64x128x64; A and B tiles 128x64 bf16 each by TMA.
    assert k.roofline["flops"] == 64 * 2 * (2 * 64 * 128 * 64)
    assert k.roofline["global_bytes"] == 64 * 2 * (128 * 64 * 2) + 2 * (64 * 128 * 2)
    assert "bound" in k.roofline["bound"]


@pytest.mark.skipif(_tool("cuobjdump") is None, reason="cuobjdump not installed (nvidia-cuda-cuobjdump)")
def test_gemm_sass_mix(gemm_report):
    (k,) = gemm_report.kernels
    assert k.sass.get("wgmma (HGMMA)", 0) >= 1 and k.sass.get("TMA load", 0) >= 1
    assert k.sass.get("local load (LDL)", 0) == 0


def run_cli(*args):
    return subprocess.run([sys.executable, "-m", "tirx_mlir.inspect", *args], capture_output=True, text=True,
                          cwd=ROOT, timeout=300)


def test_cli_json_and_diff(tmp_path):
    proc = run_cli(str(ROOT / "examples" / "rmsnorm.mlir"), "--json", "--block", "512")
    assert proc.returncode == 0, proc.stderr
    rep = json.loads(proc.stdout)
    (k,) = rep["kernels"]
    assert k["name"] == "rmsnorm" and k["threads"] == 512 and k["resources"]["registers"] > 0
    other = tmp_path / "rmsnorm_copy.mlir"
    other.write_text((ROOT / "examples" / "rmsnorm.mlir").read_text())
    same = run_cli("--diff", str(ROOT / "examples" / "rmsnorm.mlir"), str(other))
    assert same.returncode == 0 and "0 facts differ" in same.stdout
    bad = run_cli(str(tmp_path / "missing.mlir"))
    assert bad.returncode == 1 and "cannot read" in bad.stderr and "Traceback" not in bad.stderr


def test_attention_report_explains_the_rs_wgmma():
    from tirx_mlir.lang.attention import attention

    ir = attention.ir(d=128, bn=128, stages=2, causal=True, layout="bhsd", consumers=2)
    (k,) = inspect_source(ir, "attention", trips=8).kernels
    assert k.threads == 384 and k.resources.registers > 0 and k.dynamic_smem > 100 * 1024
    rs = [d for d in k.dispatch if d.op == "tile.gemm_async" and d.chosen == "wgmma_rs"]
    assert rs, [(d.op, d.chosen) for d in k.dispatch]
    assert "in shared memory, found register" in dict(rs[0].declined)["wgmma_ss"]
    assert any(d.op == "tile.reduce_max" and d.chosen for d in k.dispatch)
    assert k.roofline["flops"] > 0 and k.roofline["global_bytes"] > 0
