"""Shared-memory layouts that Hopper's TMA and wgmma understand.

Pure Python (no xDSL).  Everything here is stated in CuTe's terms so that the numbers can
be checked against ``cute/atom/mma_traits_sm90_gmma.hpp``:

* **Atoms** (``GMMA::Layout_{K,MN}_{INTER,SW32,SW64,SW128}_Atom<T>``).  CuTe writes them in
  bits -- ``Sw<B,4,3> o (8, 128*2^B):(128*2^B, 1)`` for K-major, the transpose for MN-major --
  and ``upcast``s to the element type.  In element units, with ``E`` = bytes per element,
  ``T = 16 / E`` elements per 16-byte chunk and ``W = 2^B`` chunks per swizzle row:

  ===========  ==============================================  ==============================
  major        atom (element units)                            swizzle (element units)
  ===========  ==============================================  ==============================
  K            ``(8, T*W):(T*W, 1)``   -- 8 rows of W*16 bytes   ``Sw<B, log2(T), 3>``
  MN           ``(T*W, 8):(1, T*W)``   -- 8 K-rows of W*16 B     ``Sw<B, log2(T), 3>``
  ===========  ==============================================  ==============================

  ``B`` is 0 (no swizzle, CuTe's ``INTER``, PTX "no swizzling"), 1 (32B), 2 (64B), 3 (128B).
  On byte addresses every one of them is the pattern of PTX ISA 9.7.15.5.1.2 (and of TMA's
  ``CU_TENSOR_MAP_SWIZZLE_*``): XOR byte-address bits ``[4, 4+B)`` with bits ``[7, 7+B)``.

* **Tiles**: :func:`smem_tile_layout` is ``tile_to_shape(atom, (MN, K), order)`` with the
  order CUTLASS's sm90 GEMM collectives use: K-major tiles stack atoms along MN first
  (``Step<_1,_2>``), MN-major tiles along K first (``Step<_2,_1>``).  Either way each
  ``span``-wide block of the contiguous dimension is one contiguous TMA box.  Coordinates
  are always ``(mn, k)``: A is (m, k), B is (n, k), whatever the major-ness.

* **Descriptors**: :func:`wgmma_descriptor` is CuTe's ``make_gmma_desc<Major>``: it reads the
  leading / stride byte offsets off the layout of the ``MN x 32-byte`` slice one
  ``wgmma.mma_async`` consumes, checks the slice has the canonical form of PTX ISA
  9.7.15.5.1.2, and refuses (:class:`LayoutError`, saying why) layouts no descriptor expresses.

* **TMA**: :func:`tma_swizzle_mode` names the ``CUtensorMapSwizzle`` that writes a layout.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from tirx_mlir.memo import memoized

from .int_tuple import LayoutError, is_int, is_tuple
from .layout import Layout, blocked_product, coalesce
from .swizzle import ComposedLayout, Swizzle

__all__ = [
    "Major",
    "SmemSwizzle",
    "TmaSwizzle",
    "WgmmaDescriptor",
    "smem_atom",
    "smem_swizzle",
    "smem_tile_layout",
    "split_swizzle",
    "tma_swizzle_mode",
    "wgmma_descriptor",
    "wgmma_k_elems",
]


class Major(enum.Enum):
    """Which coordinate is contiguous in memory: K (``k`` walks bytes) or MN."""

    K = "K"
    MN = "MN"

    @classmethod
    def of(cls, value) -> "Major":
        if isinstance(value, Major):
            return value
        if isinstance(value, str):
            for m in cls:
                if value.upper() == m.value:
                    return m
        raise LayoutError(f"major: expected 'K' or 'MN', found {value!r}")


class SmemSwizzle(enum.Enum):
    """The four shared-memory swizzle modes: value = swizzle bytes (16 = none)."""

    NONE = 16
    B32 = 32
    B64 = 64
    B128 = 128

    @property
    def bits(self) -> int:
        """CuTe's ``B`` in ``Swizzle<B, 4, 3>`` (byte units): 0, 1, 2, 3."""
        return {16: 0, 32: 1, 64: 2, 128: 3}[self.value]

    @property
    def span_bytes(self) -> int:
        """Bytes per swizzled row: 16 (one chunk, no swizzle), 32, 64 or 128."""
        return self.value

    @property
    def chunks(self) -> int:
        """``W``: 16-byte chunks per swizzled row (1, 2, 4, 8)."""
        return self.value // 16

    @property
    def repeat_bytes(self) -> int:
        """Bytes after which the XOR pattern repeats: 8 rows of ``span_bytes`` (PTX ISA 9.7.15.5.1.2.2)."""
        return 8 * self.value

    @property
    def descriptor_code(self) -> int:
        """The matrix descriptor's bits 62-63 (PTX ISA 9.7.15.5.1.2.2): 0 none, 1 128B, 2 64B, 3 32B."""
        return {16: 0, 128: 1, 64: 2, 32: 3}[self.value]

    @property
    def label(self) -> str:
        """How the ``layout`` dialect spells it: ``none``, ``32B``, ``64B``, ``128B``."""
        return "none" if self is SmemSwizzle.NONE else f"{self.value}B"

    @classmethod
    def of(cls, value) -> "SmemSwizzle":
        """Accepts a SmemSwizzle, 0/16 (none), 32, 64, 128, or 'none'/'32B'/'64B'/'128B'."""
        if isinstance(value, SmemSwizzle):
            return value
        if isinstance(value, TmaSwizzle):
            return value.smem
        if is_int(value):
            if value in (0, 16):
                return cls.NONE
            for s in cls:
                if s.value == value:
                    return s
        if isinstance(value, str):
            v = value.strip().upper()
            if v in ("NONE", "INTER", "INTERLEAVE"):
                return cls.NONE
            for s in cls:
                if v in (f"{s.value}B", f"SW{s.value}", f"B{s.value}"):
                    return s
        raise LayoutError(f"swizzle: expected none, 32B, 64B or 128B, found {value!r}")


class TmaSwizzle(enum.IntEnum):
    """``CUtensorMapSwizzle`` (cuda.h): the integer values cuTensorMapEncodeTiled takes."""

    NONE = 0
    SWIZZLE_32B = 1
    SWIZZLE_64B = 2
    SWIZZLE_128B = 3

    @property
    def cu_name(self) -> str:
        """``CU_TENSOR_MAP_SWIZZLE_NONE`` / ``_32B`` / ``_64B`` / ``_128B``."""
        return "CU_TENSOR_MAP_SWIZZLE_" + self.name.replace("SWIZZLE_", "")

    @property
    def smem(self) -> SmemSwizzle:
        return [SmemSwizzle.NONE, SmemSwizzle.B32, SmemSwizzle.B64, SmemSwizzle.B128][self.value]


_TMA_OF = {SmemSwizzle.NONE: TmaSwizzle.NONE, SmemSwizzle.B32: TmaSwizzle.SWIZZLE_32B,
           SmemSwizzle.B64: TmaSwizzle.SWIZZLE_64B, SmemSwizzle.B128: TmaSwizzle.SWIZZLE_128B}


def _elem_log2_bytes(dtype_bits, what: str) -> int:
    """log2(bytes per element) for 8/16/32/64-bit elements."""
    if not is_int(dtype_bits) or dtype_bits not in (8, 16, 32, 64):
        raise LayoutError(f"{what}: expected an element width of 8, 16, 32 or 64 bits, "
                          f"found {dtype_bits!r}")
    return {8: 0, 16: 1, 32: 2, 64: 3}[dtype_bits]


def smem_swizzle(swizzle, dtype_bits: int) -> Swizzle:
    """The swizzle functor on *element* offsets: ``Sw<B, 4 - log2(bytes), 3>``.

    On byte offsets it is ``Sw<B,4,3>``: XOR bits [4, 4+B) with bits [7, 7+B) (PTX ISA
    9.7.15.5.1.2); for E-byte elements the same bits of the byte address are bits
    ``[4 - log2 E, ...)`` of the element offset.
    """
    sw = SmemSwizzle.of(swizzle)
    lg = _elem_log2_bytes(dtype_bits, "smem_swizzle")
    return Swizzle(sw.bits, 4 - lg, 3)


def smem_atom(dtype_bits: int, major, swizzle) -> Layout:
    """The unswizzled atom ``GMMA::Layout_<major>_<swizzle>_Atom<T>`` in element units.

    K-major: ``(8, T*W):(T*W, 1)``; MN-major: ``(T*W, 8):(1, T*W)`` (see the module doc).
    """
    major, sw = Major.of(major), SmemSwizzle.of(swizzle)
    lg = _elem_log2_bytes(dtype_bits, "smem_atom")
    width = sw.span_bytes >> lg          # T*W elements per swizzled row
    if major is Major.K:
        return Layout((8, width), (width, 1))
    return Layout((width, 8), (1, width))


@memoized
def smem_tile_layout(rows: int, cols: int, dtype_bits: int, major, swizzle):
    """CuTe ``tile_to_shape(GMMA::Layout_<major>_<swizzle>_Atom<T>, (rows, cols), order)``.

    ``rows`` is the MN extent, ``cols`` the K extent; the result maps ``(mn, k)`` to an
    element offset.  With a swizzle it is ``ComposedLayout(Sw<B, log2 T, 3>, 0, L)``, without
    one the plain ``Layout`` L.  E.g. 128x64 bf16, 128B, K-major:
    ``Sw<3,3,3> o 0 o (128,64):(64,1)``.  Memoized (a layout is immutable): the parser
    builds one per `#layout.smem` attribute it verifies, tile-dispatch one per tile it reads.
    """
    major, sw = Major.of(major), SmemSwizzle.of(swizzle)
    atom = smem_atom(dtype_bits, major, sw)
    ar, ac = atom.shape
    for name, v in (("rows", rows), ("cols", cols)):
        if not is_int(v) or v < 1:
            raise LayoutError(f"smem_tile_layout: {name} must be a positive int, found {v!r}")
    what = (f"a {_sw_words(sw)} {major.value}-major tile of {dtype_bits}-bit elements is built "
            f"from {ar}x{ac} (MNxK) atoms")
    if rows % ar:
        raise LayoutError(f"smem_tile_layout: {what}; the tile {rows}x{cols} has {rows} rows (MN), "
                          f"not a multiple of {ar}")
    if cols % ac:
        raise LayoutError(f"smem_tile_layout: {what}; the tile {rows}x{cols} has {cols} columns (K), "
                          f"not a multiple of {ac}")
    # Atom order as in CUTLASS's sm90 collectives (tile_to_shape with Step<_1,_2> for K-major,
    # Step<_2,_1> for MN-major): the atoms along the contiguous dimension are outermost, so
    # every span-wide column block of the tile is one contiguous TMA box.
    grid_shape = (rows // ar, cols // ac)
    grid = (Layout(grid_shape) if major is Major.K
            else Layout(grid_shape, (grid_shape[1], 1)))
    tiled = coalesce(blocked_product(atom, grid), (1, 1))
    if sw is SmemSwizzle.NONE:
        return tiled
    return ComposedLayout(smem_swizzle(sw, dtype_bits), 0, tiled)


def _sw_words(sw: SmemSwizzle) -> str:
    return "non-swizzled" if sw is SmemSwizzle.NONE else f"{sw.label}-swizzled"


def split_swizzle(layout) -> tuple[Swizzle | None, int, Layout]:
    """``(swizzle or None, offset, inner layout)`` of a Layout or a swizzle-composed layout."""
    if isinstance(layout, Layout):
        return None, 0, layout
    if isinstance(layout, ComposedLayout):
        if not isinstance(layout.outer, Swizzle):
            raise LayoutError(f"expected a Layout or Swizzle o Layout, found {layout} "
                              "(its outer function is a layout, not a swizzle)")
        return (None if layout.outer.is_identity() else layout.outer), layout.offset, layout.inner
    raise LayoutError(f"expected a Layout or ComposedLayout, found {layout!r}")


def _mode_of_swizzle(sw: Swizzle | None, dtype_bits: int, what: str) -> SmemSwizzle:
    """Which hardware mode a swizzle functor on element offsets is, or LayoutError."""
    if sw is None:
        return SmemSwizzle.NONE
    lg = _elem_log2_bytes(dtype_bits, what)
    for mode in (SmemSwizzle.B32, SmemSwizzle.B64, SmemSwizzle.B128):
        if (sw.bits, sw.base, sw.shift) == (mode.bits, 4 - lg, 3):
            return mode
    raise LayoutError(
        f"{what}: swizzle {sw} is not a hardware swizzle for {dtype_bits}-bit elements: the "
        f"hardware XORs byte-address bits [4,4+B) with bits [7,7+B) (PTX ISA 9.7.15.5.1.2.2), which "
        f"on {dtype_bits}-bit element offsets is Sw<B,{4 - lg},3> with B in 1..3")


def _rank2(inner: Layout, what: str) -> None:
    if inner.rank() != 2 or not is_tuple(inner.shape):
        raise LayoutError(f"{what}: expected a rank-2 (MN, K) layout, found {inner} "
                          f"(rank {inner.rank()})")


# ---------------------------------------------------------------------------------------
# TMA
# ---------------------------------------------------------------------------------------

def tma_swizzle_mode(layout, dtype_bits: int) -> TmaSwizzle:
    """The ``CUtensorMapSwizzle`` a TMA load/store needs to produce ``layout`` in smem.

    ``layout`` is a rank-2 ``(mn, k)`` layout in element units, plain or ``Sw o L``.  The
    swizzle must be one of the hardware patterns for this element width, and the layout must
    store whole swizzle rows: one mode has stride 1 over at least ``span`` bytes (the TMA
    box's inner dimension, 16 bytes when not swizzled), and for a swizzled layout the other
    mode's first stride is exactly one row (``span`` bytes).  Raises :class:`LayoutError`
    otherwise.  ``.cu_name`` gives the ``CU_TENSOR_MAP_SWIZZLE_*`` name.
    """
    what = "tma_swizzle_mode"
    sw_fn, offset, inner = split_swizzle(layout)
    mode = _mode_of_swizzle(sw_fn, dtype_bits, what)
    _rank2(inner, what)
    lg = _elem_log2_bytes(dtype_bits, what)
    row_elems = mode.span_bytes >> lg
    contiguous = [_contiguous_run(inner[i]) for i in range(2)]
    majors = [i for i in range(2) if contiguous[i] >= row_elems]
    if not majors:
        runs = ", ".join(f"mode {i} is contiguous over {contiguous[i] << lg} bytes"
                         for i in range(2))
        raise LayoutError(
            f"{what}: {layout} has no stride-1 mode covering a {mode.span_bytes}-byte "
            f"{'swizzle row' if mode is not SmemSwizzle.NONE else '16-byte chunk'} ({runs})")
    if mode is not SmemSwizzle.NONE:
        ok = False
        for i in majors:
            other = inner[1 - i]
            first_stride = _first_nontrivial_stride(other)
            if first_stride == row_elems and contiguous[i] % row_elems == 0:
                ok = True
        if not ok:
            raise LayoutError(
                f"{what}: {layout}: with {mode.label} swizzle TMA writes rows of "
                f"{mode.span_bytes} bytes ({row_elems} elements) back to back, so the "
                f"non-contiguous mode must have stride {row_elems} elements")
    if offset % (mode.repeat_bytes >> lg if mode is not SmemSwizzle.NONE else 1):
        raise LayoutError(f"{what}: {layout} starts {offset} elements into a swizzle pattern; "
                          f"TMA needs the tile at a {mode.repeat_bytes}-byte boundary")
    return _TMA_OF[mode]


def _contiguous_run(mode: Layout) -> int:
    """How many leading elements of a mode sit at offsets 0, 1, 2, ... (stride-1 prefix)."""
    run = 1
    for s, d in zip(_flat(mode.shape), _flat(mode.stride)):
        if s == 1:
            continue
        if d == run:
            run *= s
        else:
            break
    return run


def _first_nontrivial_stride(mode: Layout) -> int | None:
    for s, d in zip(_flat(mode.shape), _flat(mode.stride)):
        if s != 1:
            return d
    return None


def _flat(t) -> tuple:
    if is_tuple(t):
        return tuple(x for e in t for x in _flat(e))
    return (t,)


# ---------------------------------------------------------------------------------------
# wgmma matrix descriptors
# ---------------------------------------------------------------------------------------

_FIELD_LIMIT = 1 << 14        # 14-bit fields holding (byte value >> 4)


@dataclass(frozen=True)
class WgmmaDescriptor:
    """The fields of a wgmma shared-memory matrix descriptor (PTX ISA 9.7.15.5.1.2.2).

    Byte values (not yet shifted); :meth:`encode` packs them::

        bits  0-13  start address   >> 4     bits 32-45  stride byte offset  >> 4
        bits 16-29  leading byte offset >> 4  bits 49-51  matrix base offset
        bits 62-63  swizzle mode: 0 none, 1 128B, 2 64B, 3 32B

    ``start_address`` is the tile's shared-memory byte address plus the k-block's offset;
    leave it 0 when the address is only known in the kernel (CuTe builds the descriptor the
    same way and adds ``address >> 4`` to the low bits).
    """

    start_address: int
    leading_byte_offset: int
    stride_byte_offset: int
    swizzle: SmemSwizzle
    base_offset: int
    major: Major

    @property
    def layout_type(self) -> int:
        """Bits 62-63: 0 none, 1 128B, 2 64B, 3 32B."""
        return self.swizzle.descriptor_code

    def encode(self) -> int:
        """The 64-bit descriptor value."""
        fields = (("start address", self.start_address, 0),
                  ("leading byte offset", self.leading_byte_offset, 16),
                  ("stride byte offset", self.stride_byte_offset, 32))
        value = 0
        for name, v, shift in fields:
            if v % 16:
                raise LayoutError(f"wgmma descriptor: {name} {v} is not a multiple of 16 bytes")
            if not 0 <= v >> 4 < _FIELD_LIMIT:
                raise LayoutError(f"wgmma descriptor: {name} {v} does not fit 14 bits of "
                                  f"(bytes >> 4) (at most {(_FIELD_LIMIT - 1) << 4} bytes)")
            value |= (v >> 4) << shift
        if not 0 <= self.base_offset < 8:
            raise LayoutError(f"wgmma descriptor: base offset {self.base_offset} is not in 0..7")
        value |= self.base_offset << 49
        value |= self.layout_type << 62
        return value


def wgmma_k_elems(dtype_bits: int) -> int:
    """K of one wgmma.mma_async: 32 bytes of A/B per row (k16 for 16-bit, k32 for 8-bit,
    k8 for tf32; PTX ISA 9.7.15)."""
    lg = _elem_log2_bytes(dtype_bits, "wgmma_k_elems")
    if dtype_bits == 64:
        raise LayoutError("wgmma: no wgmma.mma_async takes 64-bit A/B operands (PTX ISA 9.7.15)")
    return 32 >> lg


_DESCRIPTORS: dict[tuple, WgmmaDescriptor] = {}


def wgmma_descriptor(layout, dtype_bits: int, major, k_block: int = 0,
                     start_address: int = 0) -> WgmmaDescriptor:
    """CuTe's ``make_gmma_desc<major>`` for the ``k_block``-th wgmma K slice of ``layout``
    (see :func:`_wgmma_descriptor`), memoized: the descriptor is a function of its
    arguments, and the lowering asks for each one twice (selection, then emission)."""
    key = tuple((a, a.__class__) for a in (layout, dtype_bits, major, k_block, start_address))
    try:
        got = _DESCRIPTORS.get(key)
    except TypeError:  # an unhashable argument: no memo
        return _wgmma_descriptor(layout, dtype_bits, major, k_block, start_address)
    if got is None:
        got = _wgmma_descriptor(layout, dtype_bits, major, k_block, start_address)
        if len(_DESCRIPTORS) >= 4096:
            _DESCRIPTORS.clear()
        _DESCRIPTORS[key] = got
    return got


def _wgmma_descriptor(layout, dtype_bits: int, major, k_block: int = 0,
                      start_address: int = 0) -> WgmmaDescriptor:
    """CuTe's ``make_gmma_desc<major>`` for the ``k_block``-th wgmma K slice of ``layout``.

    ``layout`` is a rank-2 ``(mn, k)`` layout in element units, plain or ``Sw o L``.  The
    slice ``[0, MN) x [k_block*Kw, (k_block+1)*Kw)`` (``Kw = wgmma_k_elems``) must have the
    canonical form (in 16-byte units ``u``, ``W`` = chunks per swizzle row, per CuTe)::

        K-major,  none   : ((8,n),2):((1,SBO),LBO)       -- core matrices 8 rows x 16 B
        K-major,  swizzle: ((8,n),2):((W,SBO),1)         -- LBO is unused; CuTe sets 1 (16 B)
        MN-major, none   : ((1,n),(8,2)):((-,SBO),(1,LBO))
        MN-major, swizzle: ((W,n),(8,2)):((1,LBO),(W,SBO))

    and every element must be where that form puts it; otherwise :class:`LayoutError` names
    the first coordinate that disagrees.  ``start_address`` (bytes, 0 = fill in at run time)
    plus the slice's offset gives the start field.  The base offset (PTX ISA
    9.7.15.5.1.2.2) is 0 unless the layout is swizzled and the tile (``start_address`` plus
    the layout's own offset) does not start on the pattern's repeat boundary (1024/512/256
    bytes), in which case it is ``(tile address >> 7) & 7``.
    """
    what = "wgmma_descriptor"
    major = Major.of(major)
    sw_fn, offset, inner = split_swizzle(layout)
    mode = _mode_of_swizzle(sw_fn, dtype_bits, what)
    _rank2(inner, what)
    lg = _elem_log2_bytes(dtype_bits, what)
    kw = wgmma_k_elems(dtype_bits)
    if major is Major.MN and dtype_bits != 16:
        raise LayoutError(
            f"{what}: MN-major (transposed) A/B operands exist only for .f16/.bf16 "
            f"(imm-trans-a/b, PTX ISA 9.7.15.5); {dtype_bits}-bit operands must be K-major")
    mn_size, k_size = (_size(inner.shape[0]), _size(inner.shape[1]))
    if not is_int(k_block) or k_block < 0 or (k_block + 1) * kw > k_size:
        raise LayoutError(f"{what}: k_block {k_block!r} is outside the tile: K = {k_size} "
                          f"holds {k_size // kw} slices of {kw} elements")
    t = 16 >> lg                      # elements per 16-byte chunk
    w = mode.chunks
    k0 = k_block * kw
    # A layout is additive over its top-level modes: inner((mn, k)) = inner[0](mn) + inner[1](k),
    # so one table per mode gives every element of the slice without evaluating it anew.
    mode0, mode1 = inner[0], inner[1]
    rows = [mode0(mn) for mn in range(mn_size)]
    cols = [mode1(k0 + k) for k in range(kw)]
    base = rows[0] + cols[0] + offset   # inner((0, k0)) + offset

    def f(mn: int, k: int) -> int:    # element offset relative to the slice start
        return rows[mn] + cols[k] + offset - base

    if base % t:
        raise LayoutError(f"{what}: the slice for k_block {k_block} starts at element {base}, "
                          f"not on a 16-byte boundary")

    def chunk(mn: int, k: int) -> int:
        """16-byte unit holding (mn, k..k+T-1) (K-major) / (mn..mn+T-1, k) (MN-major)."""
        c = f(mn, k)
        for e in range(1, t):
            got = f(mn, k + e) if major is Major.K else f(mn + e, k)
            if got != c + e:
                where = f"(mn={mn}, k={k0 + k + e})" if major is Major.K else f"(mn={mn + e}, k={k0 + k})"
                raise LayoutError(
                    f"{what}: {layout} is not {major.value}-major in 16-byte chunks: {where} is at "
                    f"element {got + base}, expected {c + e + base} (next to the previous element)")
        if c % t:
            raise LayoutError(f"{what}: {layout}: (mn={mn}, k={k0 + k}) starts a 16-byte chunk "
                              f"at element {c + base}, which is not 16-byte aligned")
        return c // t

    def mismatch(mn, k, got_u, want_u, form):
        raise LayoutError(
            f"{what}: {layout} is not a canonical {major.value}-major {_sw_words(mode)} wgmma "
            f"layout ({form}): (mn={mn}, k={k0 + k}) is at byte {(got_u * 16) + base * (1 << lg)}, "
            f"the descriptor would address byte {(want_u * 16) + base * (1 << lg)}")

    if major is Major.K:
        if mn_size % 8:
            raise LayoutError(f"{what}: K-major needs MN a multiple of 8 (core matrices of 8 "
                              f"rows), found MN = {mn_size}")
        g = [[chunk(mn, j * t) for j in range(2)] for mn in range(mn_size)]
        sbo = g[8][0] if mn_size > 8 else 8 * w
        lbo = g[0][1] if mode is SmemSwizzle.NONE else 1
        form = (f"((8,n),2):(({w},SBO={sbo}),{'LBO=' + str(lbo) if mode is SmemSwizzle.NONE else 1})"
                " in 16-byte units")
        for mn in range(mn_size):
            q, r = divmod(mn, 8)
            for j in range(2):
                want = r * w + q * sbo + j * lbo
                if g[mn][j] != want:
                    mismatch(mn, j * t, g[mn][j], want, form)
    else:
        if mn_size % (t * w):
            raise LayoutError(f"{what}: MN-major {_sw_words(mode)} needs MN a multiple of "
                              f"{t * w} ({w} chunks of {t} elements), found MN = {mn_size}")
        a_count = mn_size // t
        g = [[chunk(a * t, k) for k in range(kw)] for a in range(a_count)]
        if mode is SmemSwizzle.NONE:
            sbo = g[1][0] if a_count > 1 else 8
            lbo = g[0][8]
            form = f"((1,n),(8,2)):((-,SBO={sbo}),(1,LBO={lbo})) in 16-byte units"
            for a in range(a_count):
                for k in range(kw):
                    want = a * sbo + (k % 8) + (k // 8) * lbo
                    if g[a][k] != want:
                        mismatch(a * t, k, g[a][k], want, form)
        else:
            lbo = g[w][0] if a_count > w else 8 * w
            sbo = g[0][8]
            form = f"(({w},n),(8,2)):((1,LBO={lbo}),({w},SBO={sbo})) in 16-byte units"
            for a in range(a_count):
                for k in range(kw):
                    want = (a % w) + (a // w) * lbo + (k % 8) * w + (k // 8) * sbo
                    if g[a][k] != want:
                        mismatch(a * t, k, g[a][k], want, form)

    for name, v in (("leading byte offset", lbo), ("stride byte offset", sbo)):
        if not 0 <= v < _FIELD_LIMIT:
            raise LayoutError(f"{what}: {name} {v * 16} bytes does not fit the descriptor's "
                              f"14-bit field of (bytes >> 4) (PTX ISA 9.7.15.5.1.2.2)")
    if not is_int(start_address) or start_address < 0 or start_address % 16:
        raise LayoutError(f"{what}: start address {start_address!r} is not a 16-byte aligned "
                          f"shared-memory byte address")
    address = start_address + (base << lg)
    # Base offset (PTX ISA 9.7.15.5.1.2.2): 0 when the swizzle pattern starts on its
    # repeat boundary (1024/512/256 bytes for 128B/64B/32B), else (pattern start >> 7) & 7.
    # The pattern starts where the tile does (element offset `offset`), not at the k-slice.
    pattern_start = start_address + (offset << lg)
    base_offset = 0
    if mode is not SmemSwizzle.NONE and pattern_start % mode.repeat_bytes:
        base_offset = (pattern_start >> 7) & 7
    return WgmmaDescriptor(start_address=address, leading_byte_offset=lbo * 16,
                           stride_byte_offset=sbo * 16, swizzle=mode, base_offset=base_offset,
                           major=major)


def _size(t) -> int:
    n = 1
    for s in _flat(t):
        n *= s
    return n
