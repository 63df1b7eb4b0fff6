"""The zoo's persistent normalizations (tirx_mlir/lang/zoo.py PERSIST=True, zoo_rows.py) on
the CPU: the PTX they lower to assembles (ptxas -arch=sm_90a, no spills), with the shape the
form promises — w (and b) read before the row loop and never in it, the next row tile's
loads issued in the loop before this tile's shuffles and barriers, one barrier per
reduction for LayerNorm's two — bad parameters are refused at a line, and the host side's
grid. test/gpu/test_lang_zoo.py runs them against float64 references.
"""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest

import tirx_mlir.lang as tx
from tirx_mlir.lang import zoo, zoo_rows

needs_ptxas = pytest.mark.skipif(shutil.which("ptxas") is None, reason="ptxas not on PATH")


def _loop(ptx: str) -> tuple[list[str], list[str]]:
    """The instructions before the kernel's one loop and those of its body: the loop is the
    span from a label to the one branch back to it."""
    lines = [ln.strip() for ln in ptx.splitlines()]
    labels = {ln[:-1]: i for i, ln in enumerate(lines) if re.fullmatch(r"\$L__\w+:", ln)}
    back = [(labels[m.group(1)], i) for i, ln in enumerate(lines)
            if (m := re.search(r"\bbra(?:\.uni)?\s+(\$L__\w+);", ln)) and labels.get(m.group(1), i) < i]
    assert len(back) == 1, back
    head, tail = back[0]
    return lines[:head], lines[head:tail + 1]


def _assembles_with_spills(ptx: str, tmp_path) -> str:
    """ptxas -v's report on `ptx` (sm_90a), asserting only that it assembles."""
    f = tmp_path / "k.ptx"
    f.write_text(ptx)
    out = subprocess.run(["ptxas", "-arch=sm_90a", "-v", str(f), "-o", str(tmp_path / "k.cubin")],
                         capture_output=True, text=True, check=False)
    assert out.returncode == 0, out.stderr
    return out.stderr


def _assembles_without_spills(ptx: str, tmp_path) -> str:
    """ptxas -v's report on `ptx` (sm_90a), asserting that it assembles without spills."""
    report = _assembles_with_spills(ptx, tmp_path)
    assert "0 bytes spill" in report, report
    return report


def _first(body: list[str], what: str) -> int:
    return next(i for i, ln in enumerate(body) if what in ln)


def _last(body: list[str], what: str) -> int:
    return max(i for i, ln in enumerate(body) if what in ln)


# (kernel, N, ROWS, THREADS, the inputs read per row tile, the vectors read once, barriers
# per row tile in the loop)
STATIC = [("rmsnorm", 4096, 1, 256, 1, 1, 2), ("layernorm", 4096, 1, 256, 1, 2, 2),
          ("add_rmsnorm", 4096, 1, 256, 2, 1, 2), ("rmsnorm", 8192, 1, 512, 1, 1, 2),
          ("layernorm", 8192, 1, 512, 1, 2, 2), ("add_rmsnorm", 8192, 1, 512, 2, 1, 2)]
# (LayerNorm's held form at 8192 columns over 256 threads, 32 values and w, b as f32 a
# thread, sits at ptxas's 128 registers with a 4-byte spill; zoo.choice takes HOLD=False
# there, 80 registers, test_layernorm_hold_off_... and test/gpu/test_lang_zoo.py cover it.)


@needs_ptxas
@pytest.mark.parametrize("case", STATIC, ids=[f"{c[0]}-{c[1]}-{c[2]}x{c[3]}" for c in STATIC])
def test_persistent_loop_shape_and_ptxas(case, tmp_path):
    """Static columns (the copies check only the row): 16-byte loads only; before the loop
    the vectors' loads and the first tile's; in the loop the next tile's loads, all of them
    before the first shuffle and the first barrier, and the tile's 16-byte stores."""
    from tirx_mlir.runtime.compiler import lower_to_ptx

    name, n, rows, threads, inputs, vectors, bars = case
    ptx, abis = lower_to_ptx(zoo.KERNELS[name].ir(N=n, ROWS=rows, THREADS=threads, COLS=n, PERSIST=True))
    chunks = n // (8 * threads // rows)  # 16-byte chunks of a row per thread
    before, body = _loop(ptx)
    assert sum("ld.global.v4.b32" in ln for ln in before) == chunks * (vectors + inputs)
    assert sum("ld.global.v4.b32" in ln for ln in body) == chunks * inputs
    assert _last(body, "ld.global") < _first(body, "shfl.sync.bfly") < _first(body, "bar.sync 0")
    assert sum("bar.sync 0" in ln for ln in body) == bars
    outputs = 2 if name == "add_rmsnorm" else 1
    assert sum("st.global.v4.b32" in ln for ln in body) == chunks * outputs
    assert "ld.global.b16" not in ptx and "st.global.b16" not in ptx
    assert [a.name for a in abis[name].args][-1] == "m"
    _assembles_without_spills(ptx, tmp_path)


RAGGED = [("rmsnorm", 1000, None, None), ("layernorm", 1001, None, None), ("add_rmsnorm", 128, None, None),
          ("layernorm", 512, 4, 512), ("rmsnorm", 2048, 1, 128)]


@needs_ptxas
@pytest.mark.parametrize("case", RAGGED, ids=[f"{c[0]}-{c[1]}" for c in RAGGED])
def test_persistent_ragged_widths_assemble(case, tmp_path):
    """Run-time columns (COLS = 0): padded chunks (1000), unaligned rows (1001, element by
    element), many rows per tile (128: zoo.config's 16 rows; 512 over 4 x 128 threads) and a
    warpgroup's tile (2048 over 128 threads: the named barrier) lower and assemble, without
    the PREFETCH too."""
    from tirx_mlir.runtime.compiler import lower_to_ptx

    name, n, rows, threads = case
    if rows is None:
        rows, threads = zoo.config(n, name)
    for prefetch in (True, False):
        ptx, _ = lower_to_ptx(zoo.KERNELS[name].ir(N=n, ROWS=rows, THREADS=threads, PERSIST=True,
                                                   PREFETCH=prefetch))
        _loop(ptx)
        f = tmp_path / f"k{prefetch}.ptx"
        f.write_text(ptx)
        out = subprocess.run(["ptxas", "-arch=sm_90a", str(f), "-o", str(tmp_path / "k.cubin")],
                             capture_output=True, text=True, check=False)
        assert out.returncode == 0, out.stderr


def test_persist_refuses_early_and_hold_off_at_their_lines():
    with pytest.raises(tx.KernelError) as ei:
        zoo.layernorm.ir(N=4096, ROWS=1, THREADS=256, PERSIST=True, EARLY=True)
    e = ei.value
    assert "EARLY has no meaning with PERSIST: w (and b) are read once before the row loop" in e.message
    assert e.loc.file.endswith("zoo.py")
    with pytest.raises(tx.KernelError) as ei:
        zoo.rmsnorm.ir(N=4096, ROWS=1, THREADS=256, PERSIST=1)
    assert "PERSIST" in ei.value.message and ei.value.loc.file.endswith("zoo.py")
    with pytest.raises(tx.KernelError) as ei:
        zoo.layernorm.ir(N=4096, ROWS=1, THREADS=256, HOLD=False)
    assert "HOLD=False has no meaning without PERSIST" in ei.value.message
    assert ei.value.loc.file.endswith("zoo.py")


def test_persist_off_is_the_one_tile_kernel():
    """PERSIST=False (and PREFETCH, which only the loop reads) builds the kernel of old, op
    for op: no row-count argument, no loop."""
    for name in ("rmsnorm", "layernorm", "add_rmsnorm"):
        k = zoo.KERNELS[name]
        base = k.ir(N=4096, ROWS=1, THREADS=256, COLS=4096, locations=False)
        assert k.ir(N=4096, ROWS=1, THREADS=256, COLS=4096, PREFETCH=False, locations=False) == base
        assert "scf.for" not in base and "%m: index" not in base
        assert "scf.for" in k.ir(N=4096, ROWS=1, THREADS=256, COLS=4096, PERSIST=True, locations=False)


def test_grid_and_resident_ctas():
    assert zoo_rows.grid(4096, 1, False) == 4096
    assert zoo_rows.grid(4099, 4, False) == 1025
    assert zoo_rows.grid(4096, 1, True, ctas_per_sm=2, sms=132) == 264
    assert zoo_rows.grid(7, 1, True, ctas_per_sm=4, sms=132) == 7  # no CTA without a tile
    assert zoo_rows.grid(0, 1, True, ctas_per_sm=4, sms=132) == 1
    assert zoo_rows.grid(4096, 2, True, sms=132, resident=3) == 396
    assert zoo_rows.grid(4096, 2, True, sms=132) == 132
    with pytest.raises(ValueError, match="needs the SM count"):
        zoo_rows.grid(4096, 1, True, ctas_per_sm=2)
    with pytest.raises(ValueError, match="expected ctas_per_sm >= 1, found -1"):
        zoo_rows.grid(4096, 1, True, ctas_per_sm=-1, sms=132)
    # 64 K registers per SM, allocated per warp in units of 256; 2048 threads per SM
    assert zoo_rows.resident_ctas(32, 256) == 8
    assert zoo_rows.resident_ctas(58, 256) == 4
    assert zoo_rows.resident_ctas(73, 256) == 3
    assert zoo_rows.resident_ctas(106, 256) == 2
    assert zoo_rows.resident_ctas(40, 1024) == 1
    assert zoo_rows.resident_ctas(16, 128) == 16
    assert zoo_rows.resident_ctas(32, 256, smem=100_000) == 2


def test_run_default_choice():
    """zoo.run's default without a config: RMSNorm's persistent form (512 threads, w read
    once) at 4096 and 8192 columns, with 4 CTAs per SM at 4096 and 2 at 8192, and LayerNorm's
    at 4096 with w and b read per row tile (HOLD=False), 4 CTAs of 256 threads per SM, and at
    8192 for at most 4096 rows with w and b stashed in shared memory (STASH, CTAS=3), 3 per
    SM (the H200 benchmarks' picks); other widths and other kernels: zoo.config's."""
    from tirx_mlir.lang import zoo

    assert zoo.choice("rmsnorm", 4096) == (2, 512, {"PERSIST": True}, 4)
    assert zoo.choice("rmsnorm", 8192) == (1, 512, {"PERSIST": True}, 2)
    stash = {"PERSIST": True, "STASH": True, "CTAS": 3}
    assert zoo.choice("layernorm", 4096) == (1, 256, {"PERSIST": True, "HOLD": False}, 4)
    # few rows only: LayerNorm at 8192 columns persistent up to 4096 rows, one-tile beyond
    assert zoo.choice("layernorm", 8192, 2048) == (1, 256, stash, 3)
    assert zoo.choice("layernorm", 8192, 4096) == (1, 256, stash, 3)
    assert zoo.choice("layernorm", 8192, 4097) == (*zoo.config(8192, "layernorm"), {}, None)
    assert zoo.choice("layernorm", 8192) == (*zoo.config(8192, "layernorm"), {}, None)
    for name, n in (("rmsnorm", 2048), ("rmsnorm", 6144), ("layernorm", 8192), ("softmax", 8192),
                    ("rmsnorm", 128)):
        assert zoo.choice(name, n) == (*zoo.config(n, name), {}, None)


@needs_ptxas
def test_layernorm_hold_off_reads_w_and_b_per_row_and_fits_four_ctas(tmp_path):
    """PERSIST with HOLD=False: before the loop only the first row tile's loads; in the loop
    the next tile's x first, then (after the reductions' barriers) w and b, 16-byte loads
    all; ptxas fits it in 64 registers without spills, so four CTAs of 256 threads share an
    SM (zoo.CHOICES' pick at 4096 columns), where holding w and b as f32 takes 73."""
    from tirx_mlir.runtime.compiler import lower_to_ptx

    n, threads = 4096, 256
    ptx, _ = lower_to_ptx(zoo.KERNELS["layernorm"].ir(N=n, ROWS=1, THREADS=threads, COLS=n,
                                                      PERSIST=True, HOLD=False))
    chunks = n // (8 * threads)
    before, body = _loop(ptx)
    assert sum("ld.global.v4.b32" in ln for ln in before) == chunks
    loads = [i for i, ln in enumerate(body) if "ld.global.v4.b32" in ln]
    assert len(loads) == 3 * chunks
    assert loads[chunks - 1] < _first(body, "bar.sync 0")  # the next tile's x, early
    assert loads[chunks] > _last(body, "bar.sync 0")  # w and b after the last barrier
    report = _assembles_without_spills(ptx, tmp_path)
    regs = int(re.search(r"Used (\d+) registers", report).group(1))
    assert regs <= 64 and zoo_rows.resident_ctas(regs, threads) == 4, report


@needs_ptxas
@pytest.mark.parametrize("n, rows", [(8192, 1), (4096, 2)])
def test_layernorm_stash_reads_w_and_b_from_shared_memory_per_row(n, rows, tmp_path):
    """PERSIST with STASH (zoo.choice's pick at 4096 and 8192 columns): w and b converted to
    f32 once and stored to shared memory (tile.stash, 16-byte words) before the loop; in the
    loop no global read of w or b and no conversion of them, only 16-byte shared reads of
    each thread's own words after the reductions; ptxas fits CTAS=3's 80 registers (3 CTAs
    of 256 threads per SM) with at most a 4-byte spill."""
    from tirx_mlir.runtime.compiler import lower_to_ptx

    threads = 256
    ptx, abis = lower_to_ptx(zoo.KERNELS["layernorm"].ir(N=n, ROWS=rows, THREADS=threads, COLS=n,
                                                         PERSIST=True, STASH=True, CTAS=3))
    per = n * rows // threads  # f32 values of w (and of b) a thread
    chunks = per // 8  # 16-byte chunks of bf16 per row tile
    before, body = _loop(ptx)
    assert sum("st.shared.v4.f32" in ln for ln in before) == 2 * per // 4
    assert sum("ld.global.v4.b32" in ln for ln in before) == 3 * chunks  # w, b, the first x
    loads = [i for i, ln in enumerate(body) if "ld.global.v4.b32" in ln]
    assert len(loads) == chunks  # the next tile's x only
    # the shared reads after the last barrier: the stashed words, besides the reductions'
    # partials, which the same kernel without STASH reads too
    plain, _ = lower_to_ptx(zoo.KERNELS["layernorm"].ir(N=n, ROWS=rows, THREADS=threads, COLS=n,
                                                        PERSIST=True, HOLD=False))

    def late_reads(lines):
        return sum("ld.shared.v4.f32" in ln for ln in lines[_last(lines, "bar.sync 0"):])

    assert late_reads(body) - late_reads(_loop(plain)[1]) == 2 * per // 4
    assert (abis["layernorm"].extra["dynamic_smem"] >= 2 * 4 * per * threads)
    report = _assembles_with_spills(ptx, tmp_path)
    regs = int(re.search(r"Used (\d+) registers", report).group(1))
    spills = [int(x) for x in re.findall(r"(\d+) bytes spill stores", report)]
    assert regs <= 80 and max(spills) <= 4, report
