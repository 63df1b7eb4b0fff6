"""The ping-pong persistent GEMM (lang/gemm_pingpong.py) on the CPU: the IR round-trips,
aproxy-verify-sync finds nothing (and catches the kernel without its turn barrier), ptxas
assembles it without spills, the turn barriers are where the docstring says, and
configurations that do not fit are refused naming the resource."""

from __future__ import annotations

import os
import re
import shutil
import subprocess

import pytest

from tirx_mlir.lang import gemm_pingpong as PP
from tirx_mlir.tools import forkserver

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _run(text: str, tmp_path, *args):
    src = tmp_path / "pp.mlir"
    src.write_text(text)
    return forkserver.run("tirx-opt", [str(src), *args], ROOT)  # tools/tirx-opt, no Python start-up


def test_ir_round_trips(tmp_path):
    text = PP.pingpong_gemm_ir(locations=False)
    p = _run(text, tmp_path)
    assert p.returncode == 0, p.stderr
    assert p.stdout.rstrip() == text.rstrip()


@pytest.mark.parametrize("args", [(128, 6, "bf16"), (128, 6, "e4m3"), (64, 8, "bf16"), (192, 4, "bf16"),
                                  (128, 6, "bf16", "grouped", 8, 0)])
def test_verify_sync_finds_nothing(args, tmp_path):
    p = _run(PP.pingpong_gemm_ir(*args), tmp_path, "-p", "tile-dispatch,aproxy-verify-sync")
    assert p.returncode == 0, p.stderr
    assert "no findings" in p.stderr and "not checked" not in p.stderr, p.stderr
    assert "bound reached" not in p.stderr, p.stderr


def test_verify_sync_catches_a_missing_turn(tmp_path):
    """Without warpgroup w's wait for its turn the other's arrival has no partner: found."""
    text = PP.pingpong_gemm_ir()
    lines = text.splitlines()
    first = next(i for i, ln in enumerate(lines)
                 if "aproxy.named_barrier_sync id(4), threads(256)" in ln)
    del lines[first]
    p = _run("\n".join(lines) + "\n", tmp_path, "-p", "tile-dispatch,aproxy-verify-sync")
    assert p.returncode != 0 and "named barrier id(" in p.stderr, p.stderr


def test_verify_sync_catches_an_early_release(tmp_path):
    """inflight: releasing the previous stage after `wgmma_wait 3` (one of its two groups may
    still read it) is a race the checker reports."""
    text = PP.pingpong_gemm_ir()
    assert text.count("aproxy.wgmma_wait 2") == 1
    p = _run(text.replace("aproxy.wgmma_wait 2", "aproxy.wgmma_wait 3"), tmp_path, "-p",
             "tile-dispatch,aproxy-verify-sync")
    assert p.returncode != 0 and "race" in p.stderr, p.stderr


@pytest.mark.skipif(shutil.which("ptxas") is None, reason="ptxas is not on PATH")
@pytest.mark.parametrize("bn,stages", [(128, 6), (192, 4)])
def test_ptx_assembles_without_spills_and_turns(bn, stages, tmp_path):
    p = _run(PP.pingpong_gemm_ir(bn, stages), tmp_path, "-p", "tirx-to-ptx{verify_sync=false}",
             "-t", "ptx")
    assert p.returncode == 0, p.stderr
    ptx = p.stdout
    (tmp_path / "pp.ptx").write_text(ptx)
    asm = subprocess.run(["ptxas", "-arch=sm_90a", "-v", str(tmp_path / "pp.ptx"), "-o",
                          str(tmp_path / "pp.cubin")], capture_output=True, text=True, check=False)
    assert asm.returncode == 0, asm.stderr
    assert " 0 bytes spill stores, 0 bytes spill loads" in asm.stderr, asm.stderr
    # turns: each warpgroup waits on 4 + w (in the loop, and once after it), arrives on 5 - w;
    # warpgroup 1's first arrival lets warpgroup 0 start
    assert ptx.count("bar.sync 4, 256;") == 2 and ptx.count("bar.sync 5, 256;") == 2
    assert ptx.count("bar.arrive 4, 256;") == 2 and ptx.count("bar.arrive 5, 256;") == 1
    assert set(re.findall(r"bar\.sync (\d+), (\d+);", ptx)) <= {
        ("4", "256"), ("5", "256"), ("8", "128"), ("9", "128"), ("10", "128")}
    # each stage released by the one warpgroup that read it: empty barriers count 1
    assert "div.u64" not in ptx and "rem.u64" not in ptx


def test_parameters_are_checked():
    with pytest.raises(ValueError, match=r"two 64 x BN f32 accumulators .* expected BN <= 192 "
                                         r"within the 232 registers of setmaxnreg, found 256"):
        PP.pingpong_gemm_ir(bn=256, stages=3)
    with pytest.raises(ValueError, match=r"8 stages of BN = 128 \(tma epilogue\) need \d+ bytes of "
                                         r"shared memory; at most 232448"):
        PP.pingpong_gemm_ir(bn=128, stages=8)


def test_host_refuses_options_it_lacks():
    from tirx_mlir.kernels.gemm_host import Gemm
    from tirx_mlir.runtime.errors import ArgumentError

    with pytest.raises(ArgumentError, match="the pingpong builder has no scaled"):
        Gemm(builder="pingpong", epilogue="tma", scaled=True)
    with pytest.raises(ArgumentError, match="stores C through TMA only"):
        Gemm(builder="pingpong", epilogue="direct")
