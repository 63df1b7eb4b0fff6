"""LayerNorm with SHIFTED=True (zoo.py `_ln_shifted_rows`) and `tx.sums` on the CPU: its
two row sums are one tile.reduce_sum2, so that the PTX has ONE bar.sync 0 per row where the
default LayerNorm has two; it assembles (ptxas -arch=sm_90a, no spills) at the benchmark
widths and at padded / unaligned ones; the default kernel is untouched; misuse of
`tx.sums` is an error at the user's line. (test/gpu/test_lang_zoo.py checks the values.)"""

from __future__ import annotations

import shutil
import subprocess

import pytest

import tirx_mlir.lang as tx
from tirx_mlir.lang import zoo

needs_ptxas = pytest.mark.skipif(shutil.which("ptxas") is None, reason="ptxas not on PATH")

M, C = tx.symbols("M C")


def _ptx(**params) -> str:
    from tirx_mlir.runtime.compiler import lower_to_ptx

    ptx, _ = lower_to_ptx(zoo.layernorm.ir(**params))
    return ptx


def _bars(ptx: str) -> int:
    """The CTA barriers (bar.sync 0, PTX ISA "bar, barrier") of the kernel's text."""
    return sum(1 for ln in ptx.splitlines() if ln.strip().startswith("bar.sync 0"))


def _assemble(ptx: str, tmp_path, name: str) -> str:
    f = tmp_path / f"{name}.ptx"
    f.write_text(ptx)
    out = subprocess.run(["ptxas", "-arch=sm_90a", "-v", str(f), "-o", str(tmp_path / f"{name}.cubin")],
                         capture_output=True, text=True, check=False)
    assert out.returncode == 0, out.stderr
    assert "0 bytes spill stores" in out.stderr, out.stderr
    return out.stderr


def test_shifted_ir_has_one_reduction_for_the_pair():
    for n in (4096, 8192):
        base = zoo.layernorm.ir(N=n, ROWS=1, THREADS=256, COLS=n, locations=False)
        sh = zoo.layernorm.ir(N=n, ROWS=1, THREADS=256, COLS=n, SHIFTED=True, locations=False)
        assert base.count("tile.reduce_sum ") == 2 and "tile.reduce_sum2" not in base
        assert sh.count("tile.reduce_sum2 ") == 1 and "tile.reduce_sum " not in sh
        # the shift: every thread loads its row's first element (a row fragment, scope(cta))
        assert sh.count("tile.load ") == 1
        assert "-> !tile.frag<1xbf16, #tile.rows<1x%d, threads = 256, vec = 8>>" % n in sh


def test_shifted_off_is_the_default_kernel():
    for persist in (False, True):
        base = zoo.layernorm.ir(N=4096, ROWS=1, THREADS=256, COLS=4096, PERSIST=persist,
                                locations=False)
        assert zoo.layernorm.ir(N=4096, ROWS=1, THREADS=256, COLS=4096, PERSIST=persist,
                                SHIFTED=False, locations=False) == base


@needs_ptxas
@pytest.mark.parametrize("n", [4096, 8192])
def test_one_bar_sync_per_row(n, tmp_path):
    """One row of n over 256 threads (8 warps) per CTA: the default LayerNorm crosses the
    warps twice (bar.sync 0 twice), SHIFTED once; both assemble without spills."""
    base = _ptx(N=n, ROWS=1, THREADS=256, COLS=n)
    sh = _ptx(N=n, ROWS=1, THREADS=256, COLS=n, SHIFTED=True)
    assert _bars(base) == 2 and _bars(sh) == 1
    assert sh.count("shfl.sync.bfly.b32") == 2 * 5  # both sums over the warp's 32 lanes
    # the two sums' partials of the 8 warps: 2 words stored per warp, read back 4 at a time
    assert sh.count("st.shared.f32") == 2 and sh.count("ld.shared.v4.f32") == 4
    assert "ld.shared.f32" not in sh
    assert sh.count("ld.global.b16") == 1  # x[row, 0]; the row itself in 16-byte loads
    _assemble(base, tmp_path, "base")
    _assemble(sh, tmp_path, "shifted")


@needs_ptxas
@pytest.mark.parametrize("n,rows,threads", [(1000, None, None), (1001, None, None),
                                            (1000, 1, 256), (1001, 4, 256), (128, None, None)])
def test_shifted_ragged_widths_assemble(n, rows, threads, tmp_path):
    """Padded (1000: the padding masked out of both sums) and unaligned (1001) widths, rows
    within a warp (no barrier) and across warps, one tile and persistent."""
    if rows is None:
        rows, threads = zoo.config(n, "layernorm")
    cols = n if n % (8 * (threads // rows)) == 0 else 0
    for persist in (False, True):
        ptx = _ptx(N=n, ROWS=rows, THREADS=threads, COLS=cols, SHIFTED=True, PERSIST=persist)
        _assemble(ptx, tmp_path, f"k{persist}")
        if threads // rows > 32 and not persist:
            assert _bars(ptx) == 1


@needs_ptxas
def test_persistent_shifted_loop(tmp_path):
    """PERSIST with SHIFTED: the pair's exchange inside the row loop takes the barrier before
    its write as well (the next row's write waits for this row's reads), two per row as the
    default persistent LayerNorm's two single reductions."""
    ptx = _ptx(N=8192, ROWS=1, THREADS=256, COLS=8192, SHIFTED=True, PERSIST=True)
    assert _bars(ptx) == 2
    _assemble(ptx, tmp_path, "persist")


def test_onepass_and_shifted_refused():
    with pytest.raises(tx.KernelError) as ei:
        zoo.layernorm.ir(N=4096, ROWS=1, THREADS=256, ONEPASS=True, SHIFTED=True)
    assert "ONEPASS and SHIFTED are two formulations of the variance: pick one" in ei.value.message
    assert ei.value.loc.file.endswith("zoo.py")


@tx.kernel(threads=256)
def _sums_misuse(x: tx.Tensor[M, C, tx.bf16], *, WHAT: str = "types"):
    t = tx.row_tile(1, 2048, threads=256)
    a = tx.load(x[0:1, 0:2048], t)
    if WHAT == "types":
        tx.sums(tx.cast(a, tx.f32), tx.cast(tx.load(x[0:2, 0:2048], tx.row_tile(2, 2048, threads=256)), tx.f32))
    else:
        tx.sums(a, a)


def test_sums_misuse_is_an_error_at_the_line():
    with pytest.raises(tx.KernelError) as ei:
        _sums_misuse.ir(WHAT="types")
    assert "tx.sums: expected two fragments of one type" in ei.value.message
    assert ei.value.loc.file.endswith("test_lang_zoo_shifted.py")
    with pytest.raises(tx.KernelError) as ei:
        _sums_misuse.ir(WHAT="bf16")
    assert "tx.sums: expected f32 row-tile fragments (tx.row_tile, rank 2), found" in ei.value.message
