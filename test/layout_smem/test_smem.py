"""Shared-memory layouts, TMA swizzle modes and wgmma descriptors (tirx_mlir.layout.smem).

Expected values come from CuTe (cute/atom/mma_traits_sm90_gmma.hpp: the GMMA atoms and
make_gmma_desc) and the PTX ISA (9.7.15.5.1.2.2, Matrix Descriptor Format); the brute-force
tests recompute every byte address from the hardware's swizzle rule, independently of the
layout algebra.
"""

import itertools

import pytest

from tirx_mlir.layout import ComposedLayout, Layout, LayoutError, Swizzle
from tirx_mlir.layout.smem import (
    Major,
    SmemSwizzle,
    TmaSwizzle,
    WgmmaDescriptor,
    smem_atom,
    smem_swizzle,
    smem_tile_layout,
    tma_swizzle_mode,
    wgmma_descriptor,
    wgmma_k_elems,
)

MODES = [SmemSwizzle.NONE, SmemSwizzle.B32, SmemSwizzle.B64, SmemSwizzle.B128]


# --- atoms: CuTe's GMMA::Layout_*_Atom<T> after upcast to the element type ---------------

@pytest.mark.parametrize("bits, sw, major, want", [
    # Layout_K_SW128_Atom<half_t>  = Sw<3,4,3> o smem_ptr[16b] o (_8,_64):(_64,_1)
    (16, "128B", "K", "(8,64):(64,1)"),
    (16, "64B", "K", "(8,32):(32,1)"),
    (16, "32B", "K", "(8,16):(16,1)"),
    (16, "none", "K", "(8,8):(8,1)"),
    (16, "128B", "MN", "(64,8):(1,64)"),
    (16, "none", "MN", "(8,8):(1,8)"),
    (8, "128B", "K", "(8,128):(128,1)"),
    (8, "32B", "K", "(8,32):(32,1)"),
    (32, "128B", "K", "(8,32):(32,1)"),
    (32, "none", "K", "(8,4):(4,1)"),
])
def test_atoms(bits, sw, major, want):
    assert str(smem_atom(bits, major, sw)) == want


@pytest.mark.parametrize("bits, want_base", [(8, 4), (16, 3), (32, 2), (64, 1)])
def test_swizzle_in_element_units(bits, want_base):
    assert smem_swizzle("128B", bits) == Swizzle(3, want_base, 3)
    assert smem_swizzle("64B", bits) == Swizzle(2, want_base, 3)
    assert smem_swizzle("32B", bits) == Swizzle(1, want_base, 3)
    assert smem_swizzle("none", bits).is_identity()


# --- tiles ---------------------------------------------------------------------------------

def test_tile_128x64_bf16_sw128_k():
    L = smem_tile_layout(128, 64, 16, "K", "128B")
    assert isinstance(L, ComposedLayout)
    assert L.outer == Swizzle(3, 3, 3) and L.offset == 0
    assert str(L.inner) == "(128,64):(64,1)"


def test_tile_k_major_two_k_blocks():
    # CUTLASS sm90 K-major: atoms along MN first; the second 64-wide K block follows all rows.
    L = smem_tile_layout(128, 128, 16, "K", "128B")
    assert str(L.inner) == "(128,(64,2)):(64,(1,8192))"


def test_tile_mn_major_k_first():
    # CUTLASS sm90 MN-major (Step<_2,_1>): each 64-element MN block holds all K rows.
    L = smem_tile_layout(128, 64, 16, "MN", "128B")
    assert str(L.inner) == "((64,2),64):((1,4096),64)"


def test_tile_no_swizzle_is_plain_layout():
    L = smem_tile_layout(64, 16, 16, "K", "none")
    assert isinstance(L, Layout)
    assert str(L) == "(64,(8,2)):(8,(1,512))"


@pytest.mark.parametrize("rows, cols, msg", [
    (128, 32, "has 32 columns (K), not a multiple of 64"),
    (100, 64, "has 100 rows (MN), not a multiple of 8"),
])
def test_tile_refuses_partial_atoms(rows, cols, msg):
    with pytest.raises(LayoutError, match=msg.replace("(", r"\(").replace(")", r"\)")):
        smem_tile_layout(rows, cols, 16, "K", "128B")


def test_bad_arguments():
    with pytest.raises(LayoutError, match="expected 'K' or 'MN'"):
        smem_tile_layout(64, 64, 16, "row", "128B")
    with pytest.raises(LayoutError, match="expected none, 32B, 64B or 128B"):
        smem_tile_layout(64, 64, 16, "K", "256B")
    with pytest.raises(LayoutError, match="element width of 8, 16, 32 or 64 bits"):
        smem_tile_layout(64, 64, 4, "K", "128B")


# --- brute force: every element lands where the hardware swizzle puts it -------------------

def hw_swizzle(addr: int, mode: SmemSwizzle) -> int:
    """TMA/wgmma swizzle on a byte address: XOR bits [4, 4+B) with bits [7, 7+B)."""
    mask = (1 << mode.bits) - 1
    return addr ^ (((addr >> 7) & mask) << 4)


def expected_byte(mn, k, rows, cols, ebytes, major, mode):
    """Byte address of (mn, k) from first principles (independent of the layout algebra).

    Swizzled: the tile is a sequence of TMA boxes, each ``span`` bytes wide along the
    contiguous dimension and covering the whole other dimension; rows of a box are ``span``
    bytes apart; the hardware XORs the address.  No swizzle: 8x16-byte core matrices, 8 rows
    contiguous (K-major: core matrices down MN, then along K; MN-major: 8 K-rows of one
    16-byte MN chunk, chunks along K, then along MN).
    """
    if mode is SmemSwizzle.NONE:
        t = 16 // ebytes
        if major is Major.K:
            return ((mn % 8) * 16 + (mn // 8) * 128 + (k % t) * ebytes + (k // t) * rows * 16)
        return ((mn % t) * ebytes + (k % 8) * 16 + (k // 8) * 128 + (mn // t) * cols * 16)
    row = mode.span_bytes // ebytes
    if major is Major.K:
        addr = (k // row) * rows * mode.span_bytes + mn * mode.span_bytes + (k % row) * ebytes
    else:
        addr = (mn // row) * cols * mode.span_bytes + k * mode.span_bytes + (mn % row) * ebytes
    return hw_swizzle(addr, mode)


def _whole_atoms(bits, major, mode, rows, cols):
    ar, ac = smem_atom(bits, major, mode).shape
    return rows % ar == 0 and cols % ac == 0


@pytest.mark.parametrize("bits, major, mode, rows, cols", [
    (bits, major, mode, rows, cols)
    for bits in (8, 16, 32)
    for major in (Major.K, Major.MN)
    for mode in MODES
    for rows, cols in ((64, 64), (128, 128), (256, 64), (64, 256))
    if _whole_atoms(bits, major, mode, rows, cols)
])
def test_bruteforce_against_hardware_swizzle(bits, major, mode, rows, cols):
    ebytes = bits // 8
    L = smem_tile_layout(rows, cols, bits, major, mode)
    seen = set()
    for mn, k in itertools.product(range(rows), range(cols)):
        got = L((mn, k)) * ebytes
        assert got == expected_byte(mn, k, rows, cols, ebytes, major, mode), (mn, k)
        seen.add(got)
    assert len(seen) == rows * cols and max(seen) == rows * cols * ebytes - ebytes


def test_sw128_bf16_first_rows_table():
    # Row r of a 128B-swizzled bf16 K-major tile: its 16-byte chunk j sits at chunk j ^ (r % 8).
    L = smem_tile_layout(8, 64, 16, "K", "128B")
    for r in range(8):
        chunks = [L((r, 8 * j)) * 2 % 128 // 16 for j in range(8)]
        assert chunks == [j ^ r for j in range(8)]


# --- TMA swizzle mode ------------------------------------------------------------------------

@pytest.mark.parametrize("mode, want", [
    ("none", "CU_TENSOR_MAP_SWIZZLE_NONE"), ("32B", "CU_TENSOR_MAP_SWIZZLE_32B"),
    ("64B", "CU_TENSOR_MAP_SWIZZLE_64B"), ("128B", "CU_TENSOR_MAP_SWIZZLE_128B"),
])
@pytest.mark.parametrize("major", ["K", "MN"])
@pytest.mark.parametrize("bits", [8, 16, 32])
def test_tma_mode_of_canonical_tiles(mode, want, major, bits):
    L = smem_tile_layout(128, 128, bits, major, mode)
    got = tma_swizzle_mode(L, bits)
    assert got.cu_name == want
    assert int(got) == {"none": 0, "32B": 1, "64B": 2, "128B": 3}[mode]   # cuda.h values


def test_tma_refuses_foreign_swizzle():
    L = ComposedLayout(Swizzle(3, 4, 3), 0, Layout((64, 64), (64, 1)))   # byte-unit swizzle on bf16
    with pytest.raises(LayoutError, match=r"Sw<3,4,3> is not a hardware swizzle for 16-bit "
                                          r"elements.*Sw<B,3,3> with B in 1..3"):
        tma_swizzle_mode(L, 16)
    with pytest.raises(LayoutError, match="not a hardware swizzle"):
        tma_swizzle_mode(ComposedLayout(Swizzle(2, 3, 2), 0, Layout((64, 64), (64, 1))), 16)


def test_tma_refuses_short_rows():
    # 32 bf16 = 64 bytes per row cannot be written with SWIZZLE_128B.
    L = ComposedLayout(Swizzle(3, 3, 3), 0, Layout((64, 32), (32, 1)))
    with pytest.raises(LayoutError, match="no stride-1 mode covering a 128-byte swizzle row"):
        tma_swizzle_mode(L, 16)


def test_tma_refuses_padded_rows():
    # Rows of 64 bf16 padded to 72: TMA writes 128-byte rows back to back.
    L = ComposedLayout(Swizzle(3, 3, 3), 0, Layout((64, 64), (72, 1)))
    with pytest.raises(LayoutError, match="must have stride 64 elements"):
        tma_swizzle_mode(L, 16)


def test_tma_refuses_no_contiguous_mode():
    with pytest.raises(LayoutError, match="no stride-1 mode covering a 16-byte"):
        tma_swizzle_mode(Layout((64, 64), (2, 128)), 16)


# --- wgmma descriptors: exact fields -----------------------------------------------------------

# The same numbers are in ThunderKittens' hand-written Hopper descriptors (st_descriptor:
# K-major SBO 1024/512/256 for 128B/64B/32B with LBO unused; MN-major LBO = K*span (their
# 2048*height for 128B, height = K/16), SBO 1024/512/256; k16 slices 2048/1024/512 bytes apart
# for MN-major 128B/64B/32B), an implementation independent of CuTe.
@pytest.mark.parametrize("bits, major, mode, rows, cols, lbo, sbo, code", [
    # K-major, swizzled: LBO unused (CuTe sets 1 = 16 bytes), SBO = 8 rows x span.
    (16, "K", "128B", 128, 64, 16, 1024, 1),
    (16, "K", "64B", 128, 32, 16, 512, 2),
    (16, "K", "32B", 128, 16, 16, 256, 3),
    (8, "K", "128B", 128, 128, 16, 1024, 1),
    (32, "K", "128B", 64, 32, 16, 1024, 1),
    # K-major, no swizzle: SBO = 128 B between 8-row core matrices, LBO = MN*16 B between
    # the two 16-byte K chunks (core matrices stacked down MN first).
    (16, "K", "none", 64, 16, 64 * 16, 128, 0),
    (16, "K", "none", 128, 64, 128 * 16, 128, 0),
    # MN-major, swizzled: LBO = distance between span-wide MN blocks (K*span with the
    # CUTLASS K-first order), SBO = 8 K-rows x span.
    (16, "MN", "128B", 128, 64, 64 * 128, 1024, 1),
    (16, "MN", "64B", 128, 64, 64 * 64, 512, 2),
    (16, "MN", "32B", 128, 64, 64 * 32, 256, 3),
    # MN-major, no swizzle: SBO = distance between 16-byte MN chunks (K*16 B), LBO = 128 B
    # between the two 8-row K groups.
    (16, "MN", "none", 64, 64, 128, 64 * 16, 0),
])
def test_descriptor_fields(bits, major, mode, rows, cols, lbo, sbo, code):
    L = smem_tile_layout(rows, cols, bits, major, mode)
    d = wgmma_descriptor(L, bits, major)
    assert (d.leading_byte_offset, d.stride_byte_offset, d.layout_type, d.base_offset) == \
        (lbo, sbo, code, 0)
    assert d.start_address == 0
    v = d.encode()
    assert v & 0x3FFF == 0
    assert (v >> 16) & 0x3FFF == lbo >> 4
    assert (v >> 32) & 0x3FFF == sbo >> 4
    assert (v >> 49) & 0x7 == 0
    assert v >> 62 == code


def test_descriptor_encoding_known_value():
    # 128B-swizzled K-major bf16 at smem byte 0x400: start 0x40, LBO 1, SBO 64, type 1 -- the
    # values hand-written Hopper GEMMs use (desc = 1<<62 | 64<<32 | 1<<16 | addr>>4).
    L = smem_tile_layout(64, 64, 16, "K", "128B")
    d = wgmma_descriptor(L, 16, "K", start_address=0x400)
    assert d.encode() == (1 << 62) | (64 << 32) | (1 << 16) | 0x40
    assert d.encode() == 0x4000004000010040


def test_descriptor_k_blocks_advance_start_address():
    L = smem_tile_layout(128, 128, 16, "K", "128B")
    starts = [wgmma_descriptor(L, 16, "K", k_block=i).start_address for i in range(8)]
    # k16 slices are 32 bytes apart inside a 128-byte row; the second 64-wide block starts
    # after all 128 rows (128 * 128 bytes).
    assert starts == [0, 32, 64, 96, 16384, 16416, 16448, 16480]
    assert all(wgmma_descriptor(L, 16, "K", k_block=i).stride_byte_offset == 1024
               for i in range(8))


def test_descriptor_mn_major_k_blocks():
    L = smem_tile_layout(64, 64, 16, "MN", "128B")
    starts = [wgmma_descriptor(L, 16, "MN", k_block=i).start_address for i in range(4)]
    assert starts == [0, 2048, 4096, 6144]       # 16 K-rows of 128 bytes per k16 slice


def test_wgmma_k():
    assert [wgmma_k_elems(b) for b in (8, 16, 32)] == [32, 16, 8]


def test_base_offset():
    L = smem_tile_layout(64, 64, 16, "K", "128B")
    assert wgmma_descriptor(L, 16, "K", start_address=2048).base_offset == 0
    # 128B pattern repeats every 1024 bytes; a tile at 1024 + 384 starts 3 rows in.
    assert wgmma_descriptor(L, 16, "K", start_address=1024 + 384).base_offset == 3
    d = wgmma_descriptor(L, 16, "K", k_block=1, start_address=1024 + 384)
    assert (d.base_offset, d.start_address) == (3, 1024 + 384 + 32)
    assert (d.encode() >> 49) & 7 == 3
    L64 = smem_tile_layout(64, 32, 16, "K", "64B")
    assert wgmma_descriptor(L64, 16, "K", start_address=512).base_offset == 0
    assert wgmma_descriptor(L64, 16, "K", start_address=640).base_offset == 5
    Ln = smem_tile_layout(64, 16, 16, "K", "none")
    assert wgmma_descriptor(Ln, 16, "K", start_address=384).base_offset == 0


def test_descriptor_accepts_padded_interleave():
    # No swizzle: LBO and SBO are free.  Core matrices 8x16 B, 8-row groups 256 B apart,
    # K chunks 4096 B apart.
    L = Layout(((8, 8), (8, 2)), ((8, 128), (1, 2048)))
    d = wgmma_descriptor(L, 16, "K")
    assert (d.stride_byte_offset, d.leading_byte_offset) == (256, 4096)


def test_descriptor_refuses_wrong_swizzle():
    L = ComposedLayout(Swizzle(3, 4, 3), 0, Layout((64, 64), (64, 1)))
    with pytest.raises(LayoutError, match=r"Sw<3,4,3> is not a hardware swizzle for 16-bit"):
        wgmma_descriptor(L, 16, "K")


def test_descriptor_refuses_padded_swizzled_rows():
    # 128B swizzle needs 128-byte rows: a 144-byte row pitch puts row 1 at byte 144.
    L = ComposedLayout(Swizzle(3, 3, 3), 0, Layout((64, 64), (72, 1)))
    with pytest.raises(LayoutError, match=r"not a canonical K-major 128B-swizzled wgmma layout.*"
                                          r"\(mn=1, k=0\) is at byte 144, the descriptor would "
                                          r"address byte 128"):
        wgmma_descriptor(L, 16, "K")


def test_descriptor_refuses_non_contiguous_chunks():
    L = Layout((64, 64), (1, 64))          # MN-contiguous, asked for as K-major
    with pytest.raises(LayoutError, match="is not K-major in 16-byte chunks"):
        wgmma_descriptor(L, 16, "K")


def test_descriptor_refuses_mn_major_8bit():
    L = smem_tile_layout(128, 64, 8, "MN", "128B")
    with pytest.raises(LayoutError, match="MN-major .* only for .f16/.bf16"):
        wgmma_descriptor(L, 8, "MN")


def test_descriptor_refuses_k_block_outside_tile():
    L = smem_tile_layout(64, 64, 16, "K", "128B")
    with pytest.raises(LayoutError, match="k_block 4 is outside the tile: K = 64 holds 4 slices"):
        wgmma_descriptor(L, 16, "K", k_block=4)


def test_descriptor_refuses_offsets_too_large():
    # K chunks 2^18 bytes apart do not fit 14 bits of (bytes >> 4).
    L = Layout(((8, 8), (8, 2)), ((8, 64), (1, 1 << 17)))
    with pytest.raises(LayoutError, match="leading byte offset 262144 bytes does not fit"):
        wgmma_descriptor(L, 16, "K")


def test_descriptor_refuses_rank3():
    with pytest.raises(LayoutError, match=r"expected a rank-2 \(MN, K\) layout"):
        wgmma_descriptor(Layout((8, 8, 2)), 16, "K")


def test_encode_checks_fields():
    with pytest.raises(LayoutError, match="not a multiple of 16 bytes"):
        WgmmaDescriptor(8, 16, 1024, SmemSwizzle.B128, 0, Major.K).encode()
    with pytest.raises(LayoutError, match="base offset 9 is not in 0..7"):
        WgmmaDescriptor(0, 16, 1024, SmemSwizzle.B128, 9, Major.K).encode()


def test_tma_enum_names():
    assert [m.cu_name for m in TmaSwizzle] == [
        "CU_TENSOR_MAP_SWIZZLE_NONE", "CU_TENSOR_MAP_SWIZZLE_32B",
        "CU_TENSOR_MAP_SWIZZLE_64B", "CU_TENSOR_MAP_SWIZZLE_128B"]
