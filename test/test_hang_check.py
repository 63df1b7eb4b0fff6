"""hang_check (tirx_mlir/lowering/hang_check.py, runtime/hang.py, passes/hang_format.py) on
the CPU: off by default with byte-identical PTX, what the option adds to the PTX, the
ABI's extra argument and site table, and the host's decoding of a buffer. The GPU demo is
benchmarks/sanitizer/hang_demo.py (docs/verify-sync.md, "Hangs that explain themselves")."""

from __future__ import annotations

import shutil
import struct
import subprocess

import pytest

from tirx_mlir.kernels import gemm_aproxy
from tirx_mlir.passes import hang_format as hf
from tirx_mlir.runtime.compiler import lower_to_ptx


@pytest.fixture(scope="module")
def ir():
    return gemm_aproxy.gemm_ir(128, 4, 0)


def test_off_is_byte_identical(ir):
    default, _ = lower_to_ptx(ir)
    off, _ = lower_to_ptx(ir, hang_check=False, hang_ms=5)
    assert off == default
    assert "%globaltimer" not in off and "trap;" not in off


def test_on_adds_the_buffer_and_a_timed_loop_per_wait(ir, tmp_path):
    on, abis = lower_to_ptx(ir, verify_sync=False, hang_check=True, hang_ms=250)
    off, abis0 = lower_to_ptx(ir, verify_sync=False)
    (abi,), (abi0,) = abis.values(), abis0.values()
    assert [a.name for a in abi.args] == [a.name for a in abi0.args] + ["hang_buf"]
    sites = abi.extra["hang"]
    assert [s["op"] for s in sites] == ["aproxy.producer_acquire", "aproxy.consumer_wait"]
    assert sites[0]["role"] == "producer" and sites[1]["warpgroups"] == [1, 2]
    assert sites[0]["stages"] == 4 and sites[0]["offset"] >= 0
    assert on.count("trap;") == len(sites)
    assert "250000000" in on  # the bound in ns
    assert on.count("mbarrier.try_wait.parity") == off.count("mbarrier.try_wait.parity")
    if shutil.which("ptxas"):
        f = tmp_path / "k.ptx"
        f.write_text(on)
        subprocess.run(["ptxas", "-arch=sm_90a", str(f), "-o", str(tmp_path / "k.cubin")], check=True)


def _buffer(recs, capacity=4, count=None):
    data = bytearray(hf.HEADER_BYTES + capacity * hf.RECORD_BYTES)
    struct.pack_into("<II", data, 0, len(recs) if count is None else count, capacity)
    for i, r in enumerate(recs):
        struct.pack_into("<8I", data, hf.HEADER_BYTES + i * hf.RECORD_BYTES, *r)
    return bytes(data)


def test_report_names_role_barrier_stage_phase():
    table = [{"op": "aproxy.producer_acquire", "role": "producer", "warpgroups": [0], "barrier": "%pipe",
              "kind": "pipeline", "offset": 1024, "count": 8, "stages": 4, "loc": "k.mlir:31:24"},
             {"op": "aproxy.consumer_wait", "role": "consumer", "warpgroups": [1, 2], "barrier": "%pipe",
              "kind": "pipeline", "offset": 1024, "count": 8, "stages": 4, "loc": "k.mlir:59:24"}]
    # producer (tid 0) on empty[2] (index 6: offset 1024 + 48), parity 1 (phase 0);
    # consumer wg1 (tid 128) and wg1 again (tid 160: same site and warpgroup, dropped) on full[2]
    buf = _buffer([(1, 3, 0, 0, 1024 + 48, 1, 5000, 1000), (2, 3, 0, 128, 1024 + 16, 0, 4000, 1001),
                   (2, 3, 0, 160, 1024 + 16, 0, 4000, 1001)], count=9)
    text = hf.report(buf, table, "gemm")
    lines = text.splitlines()
    assert lines[0] == "hang-check: @gemm: 9 waiting thread(s) timed out; first per site and warpgroup:"
    assert lines[1] == ("  producer:wg0 (CTA 3,0, tid 0) waits on %pipe empty[2], stage 2, phase 0, parity 1 at "
                        "aproxy.producer_acquire (k.mlir:31:24): 5000 polls, 1000 ms")
    assert lines[2].startswith("  consumer:wg1 (CTA 3,0, tid 128) waits on %pipe full[2], stage 2, phase 0, parity 0")
    assert len(lines) == 3


def test_report_without_records():
    assert hf.report(_buffer([]), [], "k") == "hang-check: @k: no wait timed out (no record)"
