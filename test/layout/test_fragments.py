"""Fragment layouts against the PTX ISA's fragment figures.

The formulas below restate the ISA figures thread by thread:
* wgmma .m64nNk16 accumulator D (PTX ISA 9.7.15.5.1.1.1, Figure 149): thread t of the
  warpgroup holds d_i at row 16*(t//32) + (t%32)//4 + 8*((i>>1)&1), col (t%4)*2 + (i&1) + 8*(i>>2).
  Per warp this is the mma.m16n8k16 C/D fragment (9.7.14.5.8: row = groupID (+8 for c2,c3),
  col = threadID_in_group*2 + (i&1)) repeated every 8 columns.
* wgmma A from registers, 16-bit (Figure 148): same as D with N = 16 (mma.m16n8k16 A per warp:
  row = groupID for a0,a1,a4,a5 else +8; col = tig*2 + (i&1), +8 for i >= 4).
* wgmma A from registers, 8-bit (.m64nNk32, Figure 152): mma.m16n8k32 A per warp:
  row = groupID for a0..a3, a8..a11 else +8; col = tig*4 + (i&3), +16 for i >= 8.
* ldmatrix .m8n8 .b16 (9.7.14.5.15, Figure 104; stmatrix 9.7.14.5.16, Figure 107):
  "a group of four threads loads an entire row";
  thread l receives, in register m, elements (l//4, 2*(l%4) + {0,1}) of matrix m, whose rows are
  addressed by lanes 8m..8m+7; .trans loads the matrix column-major (the transpose).
"""

import pytest
from hypothesis import given, settings, strategies as st

from tirx_mlir.layout import LayoutError
from tirx_mlir.layout.fragments import (
    elements, ldmatrix_address_lane, ldmatrix_fragment, owner, owner_table, stmatrix_fragment,
    vectorized_copy, wgmma_a_fragment, wgmma_accumulator,
)


def isa_wgmma_d(t, i):
    lane, warp = t % 32, t // 32
    return 16 * warp + lane // 4 + 8 * ((i >> 1) & 1), (lane % 4) * 2 + (i & 1) + 8 * (i >> 2)


@pytest.mark.parametrize("dtype", ["f32", "f16"])
def test_wgmma_accumulator_every_n(dtype):
    for n in range(8, 257, 8):
        tv = wgmma_accumulator(n, dtype)
        assert tv.tile == (64, n) and tv.num_threads == 128 and tv.num_values == n // 2
        for t in range(128):
            want = [isa_wgmma_d(t, i) for i in range(n // 2)]
            assert elements(tv, t) == want, (n, t)
        # owner is the inverse: spot-check a full row and a full column of every N
        for c in range(n):
            r = 37
            t, i = owner(tv, r, c)
            assert isa_wgmma_d(t, i) == (r, c)
        for r in range(64):
            t, i = owner(tv, r, n - 1)
            assert isa_wgmma_d(t, i) == (r, n - 1)


def test_wgmma_accumulator_registers_and_axes():
    f32, f16 = wgmma_accumulator(64, "f32"), wgmma_accumulator(64, "f16")
    assert f32.value_axes == (("reg", 32),) and f16.value_axes == (("elem", 2), ("reg", 16))
    # .f16: N/4 .f16x2 registers, d_{2r} low half and d_{2r+1} high half of register r
    assert f16.register_of(5) == (2, 1) and f32.register_of(5) == (5, 0)
    assert f16.split_value(5) == {"elem": 1, "reg": 2}
    assert f32.thread_name == "thread_in_warpgroup" and ldmatrix_fragment(1).thread_name == "lane"
    t = f32.thread_index(lane=5, warp=2)
    assert t == 69 and f32.split_thread(69) == {"lane": 5, "warp": 2}
    assert f32(t, 0) == (16 * 2 + 1, 2)


def test_wgmma_accumulator_two_warpgroups():
    tv = wgmma_accumulator(32, "f32", warpgroups=2)
    assert tv.tile == (128, 32) and tv.num_threads == 256
    for t in range(256):
        wg, tt = divmod(t, 128)
        assert elements(tv, t) == [(64 * wg + r, c) for r, c in (isa_wgmma_d(tt, i) for i in range(16))]
    assert tv.split_thread(200) == {"lane": 8, "warp": 2, "warpgroup": 1}


@pytest.mark.parametrize("dtype", ["f16", "bf16"])
def test_wgmma_a_16bit(dtype):
    tv = wgmma_a_fragment(dtype)
    assert tv.tile == (64, 16) and tv.num_values == 8 and tv.elems_per_reg == 2
    for t in range(128):
        g, tig, w = (t % 32) // 4, t % 4, t // 32
        want = [(16 * w + g + (8 if i in (2, 3, 6, 7) else 0), tig * 2 + (i & 1) + (8 if i >= 4 else 0))
                for i in range(8)]
        assert elements(tv, t) == want


@pytest.mark.parametrize("dtype", ["e4m3", "e5m2", "s8", "u8"])
def test_wgmma_a_8bit(dtype):
    tv = wgmma_a_fragment(dtype)
    assert tv.tile == (64, 32) and tv.num_values == 16 and tv.elems_per_reg == 4
    for t in range(128):
        g, tig, w = (t % 32) // 4, t % 4, t // 32
        want = [(16 * w + g + (0 if (i < 4 or 8 <= i < 12) else 8),
                 tig * 4 + (i & 3) + (16 if i >= 8 else 0)) for i in range(16)]
        assert elements(tv, t) == want
    assert tv.register_of(13) == (3, 1)


@pytest.mark.parametrize("num", [1, 2, 4])
@pytest.mark.parametrize("trans", [False, True])
@pytest.mark.parametrize("make", [ldmatrix_fragment, stmatrix_fragment])
def test_ldmatrix_stmatrix(num, trans, make):
    tv = make(num, trans)
    assert tv.tile == (8 * num, 8) and tv.num_threads == 32 and tv.num_values == 2 * num
    for lane in range(32):
        want = []
        for m in range(num):               # register m holds a fragment of matrix m
            for e in range(2):             # two 16-bit elements per .b32 register
                r, c = lane // 4, 2 * (lane % 4) + e
                want.append((8 * m + c, r) if trans else (8 * m + r, c))
        assert elements(tv, lane) == want
    for row in range(8 * num):
        assert ldmatrix_address_lane(num, row) == row
    assert tv.owner(8 * num - 1, 7) == ((31, 2 * num - 1) if not trans else (31, 2 * num - 1))


@pytest.mark.parametrize("threads,tile,nbytes,ebytes", [
    (128, (64, 64), 16, 2), (128, (128, 64), 16, 2), (256, (32, 128), 8, 2),
    (64, (16, 16), 4, 4), (32, (4, 256), 16, 1), (128, (8, 16), 2, 2)])
def test_vectorized_copy(threads, tile, nbytes, ebytes):
    tv = vectorized_copy(threads, tile, nbytes, ebytes)
    rows, cols = tile
    vec = nbytes // ebytes
    vpr = cols // vec
    for t in range(threads):
        want = []
        for k in range(tv.num_values // vec):
            row, cv = divmod(t + threads * k, vpr)
            want += [(row, cv * vec + e) for e in range(vec)]
        assert elements(tv, t) == want


def test_owner_table_and_errors():
    text = owner_table(wgmma_accumulator(8), rows=2, cols=4)
    assert text.splitlines()[2] == "| 0 | T0:0 | T0:1 | T1:0 | T1:1 |"
    with pytest.raises(LayoutError, match=r"multiple of 8 in \[8, 256\].*found 12"):
        wgmma_accumulator(12)
    with pytest.raises(LayoutError, match="found 264"):
        wgmma_accumulator(264)
    with pytest.raises(LayoutError, match="dtype must be one of"):
        wgmma_accumulator(64, "bf16")
    with pytest.raises(LayoutError, match="dtype must be one of"):
        wgmma_a_fragment("f32")
    with pytest.raises(LayoutError, match=r"\.x1/\.x2/\.x4"):
        ldmatrix_fragment(3)
    with pytest.raises(LayoutError, match="outside the 64x8 tile"):
        owner(wgmma_accumulator(8), 0, 8)
    with pytest.raises(LayoutError, match="do not divide evenly"):
        vectorized_copy(128, (3, 8), 16, 2)
    with pytest.raises(LayoutError, match="cannot tile"):
        vectorized_copy(12, (6, 16), 4, 2)
    with pytest.raises(LayoutError, match="unknown thread axis 'lane_id'"):
        wgmma_accumulator(8).thread_index(lane_id=3)


def test_through_memory_layouts():
    from tirx_mlir.layout import Layout, Swizzle, composition
    D = wgmma_accumulator(32)
    row_major = Layout((64, 32), (32, 1))
    M = D.through(row_major)
    for t in range(0, 128, 7):
        for v in range(16):
            r, c = D(t, v)
            assert M(t + 128 * v) == r * 32 + c
    # ldmatrix.x4 reading a 128B-swizzled 32x64 bf16 tile: rows 0..31, columns 0..7
    tile = composition(Swizzle(3, 3, 3), Layout((32, 64), (64, 1)))
    L = ldmatrix_fragment(4)
    window = composition(tile, (32, 8))          # the 32x8 block the four matrices cover
    S = L.through(window)
    for lane in range(32):
        for v in range(8):
            r, c = L(lane, v)
            assert S(lane + 32 * v) == tile(r, c)
    with pytest.raises(LayoutError, match="has 64 elements"):
        D.through(Layout((8, 8)))


@settings(max_examples=100, deadline=None)
@given(st.sampled_from([32, 64, 128, 256]), st.integers(0, 4), st.integers(0, 4),
       st.sampled_from([1, 2, 4, 8, 16]), st.sampled_from([1, 2, 4]), st.sampled_from(["cols", "rows"]))
def test_vectorized_copy_property(threads, r2, c2, nbytes, ebytes, contiguous):
    rows, cols = 2 ** r2 * 4, 2 ** c2 * 8
    try:
        tv = vectorized_copy(threads, (rows, cols), nbytes, ebytes, contiguous)
    except LayoutError as e:
        assert "vectorized_copy" in str(e)
        return
    vec = nbytes // ebytes
    inner = cols if contiguous == "cols" else rows
    for t in range(0, threads, 5):
        got = elements(tv, t)
        want = []
        for k in range(tv.num_values // vec):
            o, v = divmod(t + threads * k, inner // vec)
            want += [(o, v * vec + e) if contiguous == "cols" else (v * vec + e, o)
                     for e in range(vec)]
        assert got == want
