"""The persistent GEMM (tirx_mlir/lang/gemm_persistent.py) on the CPU: its tile IR parses
back, its raster order visits every output tile once, its parameters are checked with
diagnostics that name the resource, and every shipped variant's PTX assembles with
`ptxas -arch=sm_90a` without spills, with no CTA-wide barrier after the pipeline's
initialization and the C store left in flight across tiles."""

from __future__ import annotations

import os
import re
import shutil
import subprocess

import pytest
from xdsl.dialects import arith
from xdsl.parser import Parser

from tirx_mlir import registry
from tirx_mlir.lang import gemm_persistent as P
from tirx_mlir.tools import forkserver

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# (bn, stages, epilogue, dtype, inflight, raster, group[, cluster, split, scaled, splitk, cbufs]): variants of
# the kind bench_gemm.py times.
VARIANTS = [
    (256, 3, "tma", "bf16", 0, "grouped", 8),
    (256, 3, "tma", "bf16", 1, "grouped", 8),
    (128, 6, "tma", "bf16", 0, "grouped", 8),
    (256, 4, "tma", "bf16", 1, "grouped", 8, 1, 2),
    (256, 4, "tma", "bf16", 0, "grouped", 8, 2, 2),
    (256, 4, "direct", "bf16", 0, "grouped", 16),
    (256, 3, "direct", "bf16", 0, "row", 1),
    (256, 3, "tma", "e4m3", 0, "grouped", 8),
    (128, 6, "tma", "e4m3", 1, "grouped", 8),
    (256, 4, "tma", "e4m3", 0, "grouped", 8, 1, 2, True),  # per-tensor scaled
    (256, 4, "tma", "bf16", 0, "grouped", 8, 1, 2, False, 4),  # split-K (gemm_splitk.py)
    (256, 4, "tma", "bf16", 1, "grouped", 16, 1, 2, False, 8),
    (128, 6, "tma", "bf16", 0, "grouped", 8, 1, 1, False, 4),
    (256, 4, "tma", "e4m3", 0, "grouped", 8, 1, 2, True, 4),
    (256, 3, "tma", "bf16", 0, "grouped", 8, 1, 2, False, 1, 2),  # two C tiles per warpgroup
    (256, 4, "tma", "bf16", 0, "grouped", 8, 1, 4, False, 1, 2),
    (256, 4, "tma", "bf16", 0, "grouped", 8, 1, 4, False, 4, 2),
]


def _id(v):
    return "-".join(map(str, v))


@pytest.mark.parametrize("v", VARIANTS[:3] + VARIANTS[10:11] + VARIANTS[-1:], ids=_id)
def test_ir_round_trips(v):
    text = P.persistent_gemm_ir(*v, locations=False)
    again = Parser(registry.make_context(), text).parse_module()
    again.verify()
    assert str(again) + "\n" == text
    assert text.count("tile.tile_coord") == 2  # the producer's and the consumers' schedule
    grid = re.search(r"(%\S+) = gpu.grid_dim x", text).group(1)
    assert re.findall(r"scf\.for %t\S* = \S+ to \S+ step (%\S+) ", text) == [grid, grid]


def _eval_coords(raster: str, group: int, mt: int, nt: int) -> list[tuple[int, int]]:
    """Runs the dispatched index arithmetic of tile.tile_coord for every t < mt * nt."""
    import importlib

    text = f"""gpu.module @m {{
  gpu.func @k(%t: index, %mt: index, %nt: index, %o: memref<2xindex>) kernel attributes {{block = [128, 1, 1]}} {{
    %mi, %ni = tile.tile_coord %t tiles(%mt, %nt) raster("{raster}") group({group})
    %c0 = arith.constant 0 : index
    memref.store %mi, %o[%c0] : memref<2xindex>
    memref.store %ni, %o[%c0] : memref<2xindex>
    gpu.return
  }}
}}"""
    module = Parser(registry.make_context(), text).parse_module()
    importlib.import_module("tirx_mlir.lowering.tile_dispatch.pass").TileDispatch().apply(
        registry.make_context(), module)
    func = next(op for op in module.walk() if op.name == "gpu.func")
    ops = [op for op in func.body.blocks[0].ops if op.name.startswith("arith.")]
    assert ops and not [o for o in func.walk() if o.name.startswith("tile.")]
    fns = {arith.DivUIOp: lambda a, b: a // b, arith.RemUIOp: lambda a, b: a % b,
           arith.MuliOp: lambda a, b: a * b, arith.AddiOp: lambda a, b: a + b,
           arith.SubiOp: lambda a, b: a - b, arith.MinUIOp: min,
           arith.AndIOp: lambda a, b: a & b, arith.XOrIOp: lambda a, b: a ^ b,
           arith.ShRUIOp: lambda a, b: a >> b}
    cmps = {"eq": lambda a, b: int(a == b)}
    stores = [op for op in func.walk() if op.name == "memref.store"]
    out = []
    for t in range(mt * nt):
        env = dict(zip(func.body.blocks[0].args[:3], (t, mt, nt)))
        for o in ops:
            if isinstance(o, arith.ConstantOp):
                env[o.result] = o.value.value.data
            elif isinstance(o, arith.IndexCastOp):  # index <-> i32: values stay < 2^31
                env[o.result] = env[o.operands[0]]
            elif isinstance(o, arith.CmpiOp):
                pred = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")
                env[o.result] = cmps[pred[o.predicate.value.data]](env[o.operands[0]],
                                                                   env[o.operands[1]])
            elif isinstance(o, arith.SelectOp):
                env[o.result] = env[o.operands[1]] if env[o.operands[0]] else env[o.operands[2]]
            else:
                env[o.result] = fns[type(o)](env[o.operands[0]], env[o.operands[1]])
        out.append((env[stores[0].value], env[stores[1].value]))
    return out


@pytest.mark.parametrize("raster,group,mt,nt", [("row", 1, 5, 7), ("grouped", 8, 64, 32),
                                                ("grouped", 8, 13, 3), ("grouped", 4, 3, 5),
                                                ("grouped", 1, 6, 2)])
def test_raster_visits_every_tile_once(raster, group, mt, nt):
    coords = _eval_coords(raster, group, mt, nt)
    assert sorted(coords) == [(i, j) for i in range(mt) for j in range(nt)]
    if raster == "grouped" and mt >= group:
        # the first band: `group` tile rows, walked column by column
        assert coords[:group] == [(i, 0) for i in range(group)]
        assert coords[group] == (0, 1)


@pytest.mark.parametrize("group,mt,nt", [(8, 64, 32), (8, 13, 21), (4, 3, 5), (2, 7, 9),
                                         (16, 16, 16), (1, 4, 6), (8, 1, 1)])
def test_hilbert_raster_is_a_local_permutation(group, mt, nt):
    """raster("hilbert"): every tile once; inside each band of whole G x G blocks
    consecutive tiles are grid neighbours (the curve runs on from block to block); the
    first 16 tiles of a 64 x 32 grid with G = 8 stay inside a 4 x 4 square."""
    coords = _eval_coords("hilbert", group, mt, nt)
    assert sorted(coords) == [(i, j) for i in range(mt) for j in range(nt)]
    whole_cols = nt // group * group
    for t in range(1, len(coords)):
        (a, b), (c, d) = coords[t - 1], coords[t]
        band_full = (a // group + 1) * group <= mt and (c // group + 1) * group <= mt
        if band_full and a // group == c // group and b < whole_cols and d < whole_cols:
            assert abs(a - c) + abs(b - d) == 1, (t, coords[t - 1], coords[t])
    if (group, mt, nt) == (8, 64, 32):
        first = coords[:16]
        assert max(i for i, _ in first) < 4 and max(j for _, j in first) < 4


def test_parameters_are_checked():
    with pytest.raises(ValueError, match=r"8 stages of BN = 256 \(tma epilogue\) need 458880 "
                                         r"bytes of shared memory; at most 232448 \(227 KB\)"):
        P.persistent_gemm_ir(bn=256, stages=8)
    with pytest.raises(ValueError, match=r"4 stages of BN = 256 with 2 C buffers of 64 x 128 per "
                                         r"warpgroup need 262208 bytes of shared memory; at most 232448"):
        P.persistent_gemm_ir(bn=256, stages=4, split=2, cbufs=2)
    with pytest.raises(ValueError, match="expected cbufs 1, or 2 with the tma epilogue and an even split"):
        P.persistent_gemm_ir(bn=256, stages=3, split=1, cbufs=2)
    with pytest.raises(ValueError, match="expected raster one of"):
        P.persistent_gemm_ir(raster="zigzag")
    with pytest.raises(ValueError, match="raster 'hilbert' takes a power-of-2 block side group <= 64, found 12"):
        P.persistent_gemm_ir(raster="hilbert", group=12)
    with pytest.raises(ValueError, match="1 for raster 'row'"):
        P.persistent_gemm_ir(raster="row", group=8)
    with pytest.raises(ValueError, match="inflight=1 needs at least 2 stages"):
        P.persistent_gemm_ir(bn=128, stages=1, inflight=1)
    assert P.grid_for(128, 8192, 256, 132) == (32, 1, 1)
    assert P.grid_for(8192, 8192, 256, 132) == (132, 1, 1)
    assert P.grid_for(8192, 8192, 256, 132, cluster=2) == (132, 1, 1)
    assert P.grid_for(1000, 512, 256, 132, cluster=2) == (16, 1, 1)  # 4 bands x 2 columns x 2
    with pytest.raises(ValueError, match=r"4 stages of BN = 256 \(tma epilogue\) need 262208"):
        P.persistent_gemm_ir(bn=256, stages=4)  # a full 64 x 256 C tile per warpgroup
    P.persistent_gemm_ir(bn=256, stages=4, split=2)  # 64 x 128 slices: 229440 bytes fit
    with pytest.raises(ValueError, match="cluster one of"):
        P.persistent_gemm_ir(cluster=4)


def _ptx(v, tmp_path) -> str:
    src = tmp_path / "g.mlir"
    src.write_text(P.persistent_gemm_ir(*v))
    # tools/tirx-opt through the fork server: the process without its Python start-up
    proc = forkserver.run("tirx-opt", [str(src), "-p", "tirx-to-ptx{verify_sync=false}", "-t", "ptx"], ROOT)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


@pytest.mark.skipif(shutil.which("ptxas") is None, reason="ptxas is not on PATH")
@pytest.mark.parametrize("v", VARIANTS, ids=_id)
def test_ptx_assembles_without_spills(v, tmp_path):
    ptx = _ptx(v, tmp_path)
    (tmp_path / "g.ptx").write_text(ptx)
    asm = subprocess.run(["ptxas", "-arch=sm_90a", "-v", str(tmp_path / "g.ptx"), "-o",
                          str(tmp_path / "g.cubin")], capture_output=True, text=True, check=False)
    assert asm.returncode == 0, asm.stderr
    assert " 0 bytes spill stores, 0 bytes spill loads" in asm.stderr, asm.stderr
    # No 64-bit division: ptxas turns div/rem.u64 into calls of a division subroutine,
    # which cost ~20 us per output tile in the epilogue before arith-to-nvvm shifted them.
    assert "div.u64" not in ptx and "rem.u64" not in ptx
    # The only CTA-wide barrier is the pipeline's initialization; the rest are the consumer
    # warpgroups' own 128-thread barriers (ids 8 + warpgroup).
    assert ptx.count("bar.sync 0;") == 1 and "barrier.sync" not in ptx
    assert set(re.findall(r"bar\.sync (\d+), (\d+);", ptx)) <= {("8", "128"), ("9", "128"),
                                                                 ("10", "128")}
    if len(v) > 7 and v[7] > 1:
        # a cluster: one cluster barrier after the barriers' initialization, one before exit;
        # half of B multicast; every release also arrives on the peer's barrier
        assert ptx.count("barrier.cluster.arrive.release.aligned;") == 2
        assert ".multicast::cluster" in ptx and "mapa.shared::cluster.u32" in ptx
        assert ".reqnctapercluster 2, 1, 1" in ptx
        # remote releases at the default .release.cta ordering: .release.cluster puts a
        # MEMBAR.ALL.GPU before each arrive, one per K tile (docs/gemm.md)
        assert "mbarrier.arrive.shared::cluster.b64 _," in ptx
        assert "mbarrier.arrive.release.cluster" not in ptx
    if len(v) > 10 and v[10] > 1:
        # split-K: one release-add per contributor warpgroup, one acquire spin + reset per
        # owner, the partials through 16-byte global stores / loads (gemm_splitk.py)
        assert ptx.count("red.release.gpu.global.add.u32") == 1
        assert ptx.count("ld.acquire.gpu.global.u32") == 1
        assert ptx.count("st.relaxed.gpu.global.u32") == 1
        assert ptx.count("st.global.v4.f32") == v[0] * 64 // 128 // 4
        assert ptx.count("ld.global.v4.f32") == v[0] * 64 // 128 // 4
    if v[2] == "tma":
        # each C slice's store issued and committed, waited for (reads only) before the
        # next slice's fragment is written, and fully only once, before the CTA exits
        split = v[8] if len(v) > 8 else 1
        cbufs = v[11] if len(v) > 11 else 1
        wait = f"cp.async.bulk.wait_group.read {cbufs - 1};"
        assert ptx.count("cp.async.bulk.commit_group;") == split
        assert ptx.count(wait) == split
        assert ptx.count("cp.async.bulk.wait_group 0;") == 1
        assert ptx.index(wait) < ptx.index("stmatrix")


SHIPPED = [(256, 4, "tma", "bf16", 0, "grouped", 8, 1, 2),  # gemm_tune.heuristic's default
           (256, 4, "tma", "bf16", 1, "grouped", 8, 1, 2),
           (256, 3, "tma", "bf16", 0, "grouped", 8),
           (256, 4, "direct", "bf16", 0, "grouped", 16),
           (256, 4, "tma", "e4m3", 0, "grouped", 8, 1, 2, True),
           (256, 4, "tma", "bf16", 0, "grouped", 8, 1, 2, False, 4),  # split-K
           (256, 4, "tma", "bf16", 1, "grouped", 16, 1, 2, False, 8),
           (256, 4, "tma", "e4m3", 0, "grouped", 8, 1, 2, True, 4),
           (256, 3, "tma", "bf16", 0, "grouped", 8, 1, 2, False, 1, 2),  # two C tiles
           (256, 4, "tma", "bf16", 0, "grouped", 8, 1, 4, False, 4, 2)]


def _verify(v, tmp_path, check: str = "aproxy-verify-sync") -> str:
    src = tmp_path / "g.mlir"
    src.write_text(P.persistent_gemm_ir(*v))
    proc = forkserver.run("tirx-opt", [str(src), "-p", f"tile-dispatch,{check}"], ROOT)
    assert proc.returncode == 0, proc.stderr
    return proc.stderr


@pytest.mark.parametrize("v", SHIPPED, ids=_id)
def test_verify_sync_finds_nothing(v, tmp_path):
    """aproxy-verify-sync on the dispatched kernel: no finding, nothing "not checked", no
    search bound hit (3- and 4-stage variants; 5 and 6 stages reach its time bound)."""
    err = _verify(v, tmp_path)
    assert "no findings" in err and "not checked" not in err, err
    assert "bound reached" not in err, err


def test_verify_sync_cluster_splitk(tmp_path):
    """Split-K in 2-CTA clusters (each CTA's own flags and partials, pairs by rank): no
    finding in the part explored within a bound of 20,000 states (deterministic, unlike a
    time bound)."""
    err = _verify((256, 4, "tma", "bf16", 0, "grouped", 8, 2, 2, False, 4), tmp_path,
                  "aproxy-verify-sync{max_states=20000}")
    assert "cluster of 2 CTAs" in err and "no findings" in err and "not checked" not in err, err


def test_verify_sync_cluster(tmp_path):
    """The 2-CTA cluster variant is modelled as a cluster (multicast, remote releases,
    cluster barriers) with no finding; the search stops at its bound (not exhaustive), here
    20,000 states (deterministic, unlike a time bound; the default is 100,000)."""
    err = _verify((256, 4, "tma", "bf16", 0, "grouped", 8, 2, 2), tmp_path, "aproxy-verify-sync{max_states=20000}")
    assert "cluster of 2 CTAs" in err and "no findings" in err and "not checked" not in err, err
    assert "not exhaustive" in err, err


#: 2-CTA clusters along N sharing A (keyword configs: the hand builder the proof in
#: test_lang_gemm_persistent.py compares against never had them)
CLUSTER_N = [dict(bn=64, stages=8, cluster=2, cluster_dim="n"),
             dict(bn=128, stages=6, epilogue="direct", inflight=1, cluster=2, cluster_dim="n"),
             dict(bn=256, stages=4, split=2, cluster=2, cluster_dim="n"),
             dict(bn=64, stages=8, cluster=2, cluster_dim="n", dtype="e4m3", scaled=True)]


def _kid(kw):
    return "-".join(f"{k}{v}" for k, v in kw.items())


@pytest.mark.skipif(shutil.which("ptxas") is None, reason="ptxas is not on PATH")
@pytest.mark.parametrize("kw", CLUSTER_N, ids=_kid)
def test_cluster_along_n_shares_a(kw, tmp_path):
    """A cluster along N: each CTA loads 64 of the 128 A rows multicast to both and its own
    whole B tile (one multicast and one plain TMA load per K tile); the tensor maps' boxes
    say so; every release arrives on the peer too; ptxas assembles it without spills."""
    from tirx_mlir.runtime import compile as compile_ir

    ir = P.persistent_gemm_ir(**kw)
    src = tmp_path / "g.mlir"
    src.write_text(ir)
    proc = forkserver.run("tirx-opt", [str(src), "-p", "tirx-to-ptx{verify_sync=false}", "-t",
                                       "ptx"], ROOT)
    assert proc.returncode == 0, proc.stderr
    ptx = proc.stdout
    loads = re.findall(r"cp\.async\.bulk\.tensor\.2d\.shared::cluster\.global\S* \[%r\d+\], "
                       r"\[(%rd\d+),", ptx)
    multicast = re.findall(r"\.multicast::cluster \[%r\d+\], \[(%rd\d+),", ptx)
    assert len(loads) == 2 and len(multicast) == 1, loads
    # the multicast one reads A's tensor map (the first parameter)
    a_map = re.search(r"mov\.u64 (%rd\d+), A;", ptx).group(1)
    assert re.search(rf"cvta\.param\.u64 {multicast[0]}, {a_map};", ptx), multicast
    assert ".reqnctapercluster 2, 1, 1" in ptx
    assert ptx.count("barrier.cluster.arrive.release.aligned;") == 2
    assert "mbarrier.arrive.shared::cluster.b64 _," in ptx
    (tmp_path / "g.ptx").write_text(ptx)
    asm = subprocess.run(["ptxas", "-arch=sm_90a", "-v", str(tmp_path / "g.ptx"), "-o",
                          str(tmp_path / "g.cubin")], capture_output=True, text=True, check=False)
    assert asm.returncode == 0, asm.stderr
    assert " 0 bytes spill stores, 0 bytes spill loads" in asm.stderr, asm.stderr
    kernel = next(iter(compile_ir(ir, verify_sync=False).kernels.values()))
    boxes = {a.name: a.box for a in kernel.abi.tensormap_args()}
    assert boxes["A"][0] == 64 and boxes["B"][0] == kw["bn"], boxes


def test_cluster_along_n_schedule_and_checks():
    """The grid counts bands of two tile columns; bad combinations are refused by name."""
    assert P.grid_for(128, 8192, 64, 132, cluster=2, cluster_dim="n") == (128, 1, 1)
    assert P.grid_for(128, 2056, 64, 132, cluster=2, cluster_dim="n") == (34, 1, 1)  # 17 bands
    assert P.grid_for(1000, 512, 256, 132, cluster=2, cluster_dim="n") == (16, 1, 1)  # 8 x 1
    with pytest.raises(ValueError, match="expected cluster_dim one of \\('m', 'n'\\)"):
        P.persistent_gemm_ir(cluster=2, cluster_dim="k")
    with pytest.raises(ValueError, match="split-K runs with clusters along M only"):
        P.persistent_gemm_ir(bn=256, stages=4, split=2, cluster=2, cluster_dim="n", splitk=4)
    # the default (M) kernel is untouched by the option
    assert P.persistent_gemm_ir(bn=256, stages=4, split=2, cluster=2) == \
        P.persistent_gemm_ir(bn=256, stages=4, split=2, cluster=2, cluster_dim="m")


@pytest.mark.parametrize("module,argv,needle", [
    ("gemm_persistent", ["--bn", "200"], "expected BN (per stored slice) a multiple of 32, found 200"),
    ("gemm_persistent", ["--bn", "256", "--stages", "8"], "need 458880 bytes of shared memory"),
    ("gemm", ["--bn", "100"], "expected BN a multiple of 8 in [8, 256] (wgmma N), found 100"),
    ("gemm_pingpong", ["--bn", "100"], "found 100"),
    ("gemm_blockwise", ["--stages", "9"], "shared memory")])
def test_kernel_command_lines_refuse_options_in_one_line(module, argv, needle, capsys):
    """`python -m tirx_mlir.lang.<gemm> <options>` with an option the kernel refuses: one
    line `prog: error: <message>` and exit status 1, no traceback."""
    import importlib

    main = importlib.import_module(f"tirx_mlir.lang.{module}").main
    with pytest.raises(SystemExit) as e:
        main(argv)
    msg = str(e.value.code)
    assert msg.startswith(f"python -m tirx_mlir.lang.{module}: error: ") and needle in msg, msg
    assert "\n" not in msg and "Traceback" not in msg
    assert capsys.readouterr().out == ""


#: tiles of 128 x 192 (three 64-column C boxes) and 128 x 224 (a C slice of 7 x 32 columns:
#: 64-byte swizzle atoms, 32-column boxes), and 192 in two slices of 96 (3 x 32 each)
WIDE = [(dict(bn=192, stages=4), 3, "128B"), (dict(bn=192, stages=4, inflight=1), 3, "128B"),
        (dict(bn=192, stages=4, dtype="e4m3", scaled=True), 3, "128B"),
        (dict(bn=224, stages=3), 7, "64B"), (dict(bn=224, stages=3, dtype="e4m3", scaled=True), 7, "64B"),
        (dict(bn=192, stages=4, split=2), 6, "64B")]


@pytest.mark.skipif(shutil.which("ptxas") is None, reason="ptxas is not on PATH")
@pytest.mark.parametrize("kw,stores,swizzle", WIDE, ids=[_kid(w[0]) for w in WIDE])
def test_wide_tiles_assemble_and_check_clean(kw, stores, swizzle, tmp_path):
    """BN = 192 / 224: the tile column count divides in i32 (no 64-bit division subroutine),
    the C slices go out as `stores` TMA stores of the C box (64 columns in 128-byte swizzle
    atoms, or 32 in 64-byte ones where a slice is 32·odd columns wide), ptxas assembles it
    without spills, and aproxy-verify-sync finds nothing (exhaustively: no bound reached)."""
    from tirx_mlir.runtime import compile as compile_ir

    src = tmp_path / "g.mlir"
    src.write_text(P.persistent_gemm_ir(**kw))
    check = forkserver.run("tirx-opt", [str(src), "-p", "tile-dispatch,aproxy-verify-sync"], ROOT)
    assert check.returncode == 0, check.stderr
    assert "no findings" in check.stderr and "not checked" not in check.stderr, check.stderr
    assert "bound reached" not in check.stderr, check.stderr
    proc = forkserver.run("tirx-opt", [str(src), "-p", "tirx-to-ptx{verify_sync=false}", "-t",
                                       "ptx"], ROOT)
    assert proc.returncode == 0, proc.stderr
    ptx = proc.stdout
    assert "div.u64" not in ptx and "rem.u64" not in ptx
    assert ptx.count("cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group") == stores
    (tmp_path / "g.ptx").write_text(ptx)
    asm = subprocess.run(["ptxas", "-arch=sm_90a", "-v", str(tmp_path / "g.ptx"), "-o",
                          str(tmp_path / "g.cubin")], capture_output=True, text=True, check=False)
    assert asm.returncode == 0, asm.stderr
    assert " 0 bytes spill stores, 0 bytes spill loads" in asm.stderr, asm.stderr
    kernel = next(iter(compile_ir(P.persistent_gemm_ir(**kw), verify_sync=False).kernels.values()))
    c_map = next(a for a in kernel.abi.tensormap_args() if a.name == "C")
    assert (c_map.box, c_map.swizzle) == ((64, 64 if swizzle == "128B" else 32), swizzle)


def test_verify_sync_cluster_along_n(tmp_path):
    """The cluster along N is modelled as a cluster (A multicast, remote releases, cluster
    barriers) with no finding within a bound of 20,000 states."""
    src = tmp_path / "g.mlir"
    src.write_text(P.persistent_gemm_ir(bn=64, stages=8, cluster=2, cluster_dim="n"))
    proc = forkserver.run("tirx-opt", [str(src), "-p",
                                       "tile-dispatch,aproxy-verify-sync{max_states=20000}"], ROOT)
    assert proc.returncode == 0, proc.stderr
    err = proc.stderr
    assert "cluster of 2 CTAs" in err and "no findings" in err and "not checked" not in err, err


def test_example_is_the_builder_output():
    """examples/gemm_persistent.mlir is what the front end prints (without locations) for
    gemm_tune's default config (after its two comment lines), and it parses."""
    path = os.path.join(ROOT, "examples", "gemm_persistent.mlir")
    with open(path) as f:
        text = f.read()
    body = "".join(ln for ln in text.splitlines(keepends=True) if not ln.startswith("//"))
    assert body == P.persistent_gemm_ir(256, 4, "tma", "bf16", 0, "grouped", 8, 1, 2,
                                        locations=False)
    Parser(registry.make_context(), text).parse_module().verify()
