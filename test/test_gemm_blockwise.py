"""The blockwise-scaled fp8 GEMM on the CPU (lang/gemm_blockwise.py, kernels/blockwise.py,
torch.ops.tirx.blockwise_gemm): its tile IR parses back and has the per-K-block promotion,
its parameters and the host's arguments are checked with diagnostics naming what was
expected and found, every shipped variant assembles with ptxas without spills (wgmma with
scale-d off for each K block, the promotion one FFMA per accumulator register), and
aproxy-verify-sync checks it with no finding and nothing "not checked". The GPU runs are in
test/gpu/test_gemm_blockwise_gpu.py."""

from __future__ import annotations

import os
import re
import shutil
import subprocess

import pytest
from xdsl.parser import Parser

from tirx_mlir import registry
from tirx_mlir.lang import gemm_blockwise as BW
from tirx_mlir.tools import forkserver

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# (bn, stages, dtype): the variants the benchmark and the heuristic use
SHIPPED = [(256, 4, "e4m3"), (128, 6, "e4m3"), (64, 8, "e4m3"), (256, 4, "e5m2"),
           (256, 4, "e4m3", "grouped", 8, 64, 2), (192, 5, "e4m3", "grouped", 8, 64, 2),
           (256, 4, "e4m3", "grouped", 8, None, 1, 2, True)]


def _id(v):
    return "-".join(map(str, v))


def test_ir_round_trips_with_promotion():
    text = BW.blockwise_gemm_ir(256, 4, locations=False)
    again = Parser(registry.make_context(), text).parse_module()
    again.verify()
    assert str(again) + "\n" == text
    # per K block: one row-fragment load of scale_a, one scale_b scalar per 128-column part,
    # each part's product into the temporary (overwrite), promoted with one tile.fma
    # (the first K block's scales before the loop, the next one's in each iteration)
    assert text.count("tile.load") == 6 and text.count("-> f32") == 4
    assert text.count("tile.gemm_async") == 2 and text.count(" overwrite scope(warpgroup)") == 2
    assert text.count("tile.fma") == 2 and text.count("tile.scale") == 2
    assert text.count("aproxy.consumer_release") == 1
    assert text.count("tile.tile_coord") == 2


def test_parameters_are_checked():
    with pytest.raises(ValueError, match="expected dtype one of .*found 'bf16'"):
        BW.blockwise_gemm_ir(dtype="bf16")
    with pytest.raises(ValueError, match=r"expected BN one of \(64, 128, 192, 256\).*found 96"):
        BW.blockwise_gemm_ir(bn=96)
    with pytest.raises(ValueError, match="expected part columns 64 or 128 dividing BN = 192"):
        BW.blockwise_gemm_ir(bn=192, stages=5, pn=128)
    with pytest.raises(ValueError, match="6 stages of BN = 256 .* need .* bytes of shared memory; "
                                         "at most 232448"):
        BW.blockwise_gemm_ir(bn=256, stages=6)
    with pytest.raises(ValueError, match="expected raster one of"):
        BW.blockwise_gemm_ir(raster="spiral")
    with pytest.raises(ValueError, match="expected part columns 64 or 128 dividing BN = 64"):
        BW.blockwise_gemm_ir(bn=64, pn=128)
    with pytest.raises(ValueError, match="stagger is for temps = 1"):
        BW.blockwise_gemm_ir(pn=64, temps=2, stagger=True)
    with pytest.raises(ValueError, match="expected prefetch 0..3"):
        BW.blockwise_gemm_ir(prefetch=4)
    with pytest.raises(ValueError, match="expected temps 1, or 2 with at least 2 parts"):
        BW.blockwise_gemm_ir(bn=128, temps=2)


def _run(v, passes: str, tmp_path) -> subprocess.CompletedProcess:
    src = tmp_path / "g.mlir"
    src.write_text(BW.blockwise_gemm_ir(*v))
    args = [str(src), "-p", passes]
    if passes.startswith("tirx-to-ptx"):
        args += ["-t", "ptx"]
    proc = forkserver.run("tirx-opt", args, ROOT)  # tools/tirx-opt without Python's start-up
    assert proc.returncode == 0, proc.stderr
    return proc


@pytest.mark.skipif(shutil.which("ptxas") is None, reason="ptxas is not on PATH")
@pytest.mark.parametrize("v", SHIPPED, ids=_id)
def test_ptx_assembles_without_spills(v, tmp_path):
    ptx = _run(v, "tirx-to-ptx{verify_sync=false}", tmp_path).stdout
    (tmp_path / "g.ptx").write_text(ptx)
    asm = subprocess.run(["ptxas", "-arch=sm_90a", "-v", str(tmp_path / "g.ptx"), "-o",
                          str(tmp_path / "g.cubin")], capture_output=True, text=True, check=False)
    assert asm.returncode == 0, asm.stderr
    assert " 0 bytes spill stores, 0 bytes spill loads" in asm.stderr, asm.stderr
    bn = v[0]
    parts, pn = BW.parts_of(bn, v[5] if len(v) > 5 else None)
    # the promotion: one fma per accumulator register of each part (pn / 2 per thread)
    assert ptx.count("fma.rn.f32") == parts * pn // 2
    # each part: 4 wgmma (K 128 in k32 slices), the first with scale-d from a false predicate
    wg = re.findall(r"wgmma\.mma_async\.sync\.aligned\.m64n\d+k32[^;]*, (%p\d+|1), 1, 1;", ptx)
    assert len(wg) == 4 * parts, wg
    assert "setp" in ptx or "mov.pred" in ptx
    # scales: two row loads and one scalar per 128-column block, plain global loads
    # (prefetched: the first K block's before the loop, the next one's in each iteration)
    pf = v[7] if len(v) > 7 else 1
    assert ptx.count("ld.global.f32") == (pf + 1) * (2 + len(BW.scale_cols(bn)))
    if len(v) > 8 and v[8]:  # stagger: warpgroup 1 syncs, warpgroup 0 arrives, once per tile
        assert ptx.count("bar.sync 6, 256;") == 1 and ptx.count("bar.arrive 6, 256;") == 1
    if len(v) > 6 and v[6] == 2:  # one part in flight while the previous one is promoted
        assert ptx.count("wgmma.wait_group.sync.aligned 1;") == parts - 1
    # no 64-bit division (a subroutine call in SASS), but at most the tile count of a BN that
    # is not a power of two, once at kernel entry
    assert ptx.count("bar.sync 0;") == 1 and "rem.u64" not in ptx
    assert ptx.count("div.u64") <= (0 if bn & (bn - 1) == 0 else 1)


@pytest.mark.parametrize("v", SHIPPED[:3] + SHIPPED[4:], ids=_id)
def test_verify_sync_finds_nothing(v, tmp_path):
    err = _run(v, "tile-dispatch,aproxy-verify-sync", tmp_path).stderr
    assert "no findings" in err and "not checked" not in err, err
    assert "bound reached" not in err and "not exhaustive" not in err, err


torch = pytest.importorskip("torch")


def _fp8(*shape):
    return torch.empty(*shape, dtype=torch.float8_e4m3fn, device="meta")


def _scale_cm(rows, cols):
    """A column-major (rows, cols) f32 tensor, torch's BlockWise1x128 scale layout."""
    return torch.empty(cols, rows, dtype=torch.float32, device="meta").t()


def _scale_rm(rows, cols):
    return torch.empty(rows, cols, dtype=torch.float32, device="meta")


@pytest.mark.parametrize("args,message", [
    ((_fp8(130, 256), _fp8(260, 256), _scale_cm(130, 2), _scale_rm(3, 2)), None),
    ((_fp8(130, 256), _fp8(260, 128), _scale_cm(130, 2), _scale_rm(3, 2)), "same K"),
    ((_fp8(130, 200), _fp8(260, 200), _scale_cm(130, 2), _scale_rm(3, 2)), "K a multiple of 16"),
    ((torch.empty(130, 256, dtype=torch.bfloat16, device="meta"), _fp8(260, 256), _scale_cm(130, 2),
      _scale_rm(3, 2)), "A expected dtype"),
    ((_fp8(130, 256), _fp8(260, 256), _scale_cm(130, 1), _scale_rm(3, 2)),
     r"scale_a expected shape \(130, 2\)"),
    ((_fp8(130, 256), _fp8(260, 256), _scale_cm(130, 2), _scale_rm(2, 2)),
     r"scale_b expected shape \(3, 2\)"),
    ((_fp8(130, 256), _fp8(260, 256), torch.empty(130, 2, device="meta"), _scale_rm(3, 2)),
     r"scale_a expected column-major strides \(1, 130\)"),
    ((_fp8(130, 256), _fp8(260, 256), _scale_cm(130, 2), _scale_cm(3, 2)),
     r"scale_b expected a contiguous \(row-major\) tensor"),
    ((_fp8(130, 256), _fp8(260, 256), _scale_cm(130, 2).half(), _scale_rm(3, 2)),
     "scale_a expected dtype torch.float32"),
    ((_fp8(130, 256), _fp8(256, 260).t(), _scale_cm(130, 2), _scale_rm(3, 2)),
     "B expected a contiguous 2-D tensor"),
])
def test_host_checks_arguments(args, message):
    from tirx_mlir.kernels.blockwise import check_args
    from tirx_mlir.runtime.errors import ArgumentError

    if message is None:
        assert check_args("t", *args) == (130, 260, 256)
        return
    with pytest.raises(ArgumentError, match=message):
        check_args("t", *args)


def test_host_rejects_bad_configs_and_heuristic():
    from tirx_mlir.kernels.blockwise import BlockwiseGemm, heuristic
    from tirx_mlir.runtime.errors import ArgumentError

    with pytest.raises(ArgumentError, match="BlockwiseGemm: gemm_blockwise: expected BN one of"):
        BlockwiseGemm(bn=96)
    assert heuristic(4096, 4096, 4096) == {"bn": 256, "stages": 4}
    assert heuristic(128, 8192, 8192)["bn"] < 256


def test_torch_op_fake():
    from torch._subclasses.fake_tensor import FakeTensorMode

    import tirx_mlir.frameworks.torch_ops  # noqa: F401  (registers torch.ops.tirx.*)
    from tirx_mlir.runtime.errors import ArgumentError

    def cuda(*shape, dtype=torch.float8_e4m3fn):
        return torch.empty(*shape, dtype=dtype, device="cuda")

    with FakeTensorMode():
        sa = torch.empty(2, 130, dtype=torch.float32, device="cuda").t()
        sb = torch.empty(3, 2, dtype=torch.float32, device="cuda")
        c = torch.ops.tirx.blockwise_gemm(cuda(130, 256), cuda(260, 256), sa, sb)
        with pytest.raises(ArgumentError, match="tirx.blockwise_gemm: scale_b expected shape"):
            torch.ops.tirx.blockwise_gemm(cuda(130, 256), cuda(260, 256), sa, sa)
    assert tuple(c.shape) == (130, 260) and c.dtype == torch.bfloat16 and c.device.type == "cuda"
