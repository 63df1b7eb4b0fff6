"""Thread-value (TV) layouts with named hardware axes: who holds which element of a tile.

A :class:`TVLayout` is CuTe's TV layout: a :class:`~tirx_mlir.layout.Layout` whose mode 0
ranges over the threads and mode 1 over the values (elements) each thread holds, mapping
``(thread, value)`` to the column-major offset ``row + rows * col`` of a ``rows x cols`` tile.
On top of the CuTe layout, the thread index and the value index carry *named axes*: the flat
thread index is the mixed-radix number of its thread axes (first axis fastest), e.g.
``thread = lane + 32 * warp`` for a warpgroup, and likewise the value index, e.g.
``value = elem + 2 * reg`` for a fragment of ``.f16x2`` registers.  The value index is always
the PTX ISA's element numbering of the fragment (``d0, d1, ...`` / ``a0, a1, ...``).

Fragments provided (each checked against the PTX ISA in test/layout/test_fragments.py):

* :func:`wgmma_accumulator` -- the ``wgmma.mma_async.m64nNk16`` accumulator D, every legal N
  (8..256 step 8), ``.f32`` (N/2 registers) or ``.f16`` (N/4 ``.f16x2`` registers);
  PTX ISA 9.7.15.5.1.1.1, Figure 149 (the same layout serves .m64nNk8 / .m64nNk32 D).
* :func:`wgmma_a_fragment` -- matrix A from registers: 16-bit A (``.m64nNk16``, Figure 148)
  and 8-bit A (``.m64nNk32``, Figure 152).
* :func:`ldmatrix_fragment` / :func:`stmatrix_fragment` -- ``ldmatrix``/``stmatrix``
  ``.m8n8 .x1/.x2/.x4 [.trans] .b16`` (PTX ISA 9.7.14.5.15 ldmatrix, Figure 104;
  9.7.14.5.16 stmatrix, Figure 107).
* :func:`vectorized_copy` -- a CTA-wide copy where each thread moves ``bytes_per_access``
  contiguous bytes per access along a row-major tile.

Helpers: :func:`owner` ``(tv, row, col) -> (thread, value)``, :func:`elements`
``(tv, thread) -> [(row, col), ...]`` in value order, :func:`owner_table`.
"""

from __future__ import annotations

from .int_tuple import LayoutError, is_int
from .layout import Layout, composition, make_layout, right_inverse

# Valid .dtype -> elements per 32-bit register for wgmma accumulators (PTX ISA 9.7.15.5.1.1.1).
_ACC_ELEMS_PER_REG = {"f32": 1, "s32": 1, "f16": 2}
# A-from-registers types: bits per element (PTX ISA 9.7.15.5.1.1.1 / 9.7.15.5.1.1.3).
_A_BITS = {"f16": 16, "bf16": 16, "e4m3": 8, "e5m2": 8, "s8": 8, "u8": 8}


class TVLayout:
    """A thread-value layout over a ``rows x cols`` tile with named thread and value axes.

    ``layout`` has rank 2: mode 0 over threads, mode 1 over values; it maps ``(t, v)`` to
    ``row + rows * col``.  ``thread_axes`` / ``value_axes`` are ``((name, size), ...)`` whose
    sizes multiply to the size of mode 0 / mode 1.  ``elems_per_reg`` says how many values
    share one 32-bit register (the value index's ``elem`` axis, when there is one).
    """

    def __init__(self, name: str, layout: Layout, tile: tuple[int, int], thread_axes,
                 value_axes, elems_per_reg: int = 1, thread_name: str = "thread"):
        if not isinstance(layout, Layout) or layout.rank() != 2:
            raise LayoutError(f"TVLayout {name}: expected a rank-2 (thread, value) Layout, found {layout}")
        rows, cols = tile
        self.name = name
        self.layout = layout
        self.tile = (rows, cols)
        self.thread_axes = tuple((str(n), int(s)) for n, s in thread_axes)
        self.value_axes = tuple((str(n), int(s)) for n, s in value_axes)
        self.elems_per_reg = elems_per_reg
        # what the flat thread index is, in hardware terms (e.g. "thread_in_warpgroup")
        self.thread_name = thread_name
        nt, nv = layout[0].size(), layout[1].size()
        self._nt, self._nv = nt, nv
        for what, axes, n in (("thread", self.thread_axes, nt), ("value", self.value_axes, nv)):
            prod = 1
            for _, s in axes:
                prod *= s
            if prod != n:
                raise LayoutError(f"TVLayout {name}: {what} axes {axes} multiply to {prod}, but "
                                  f"the layout's {what} mode has size {n}")
        if nt * nv != rows * cols:
            raise LayoutError(f"TVLayout {name}: {nt} threads x {nv} values != {rows}x{cols} tile")
        offs = sorted(layout(i) for i in range(nt * nv))
        if offs != list(range(rows * cols)):
            raise LayoutError(f"TVLayout {name}: layout {layout} does not cover each element of the "
                              f"{rows}x{cols} tile exactly once")
        # The inverse (tile offset -> flat t + T*v index) is CuTe's right_inverse of a bijection.
        self._inverse = right_inverse(layout)

    @property
    def num_threads(self) -> int:
        return self._nt

    @property
    def num_values(self) -> int:
        return self._nv

    def __call__(self, thread: int, value: int) -> tuple[int, int]:
        """``(row, col)`` of value ``value`` held by thread ``thread``."""
        self._check_tv(thread, value)
        off = self.layout(thread + self.num_threads * value)
        rows = self.tile[0]
        return off % rows, off // rows

    def owner(self, row: int, col: int) -> tuple[int, int]:
        """``(thread, value)`` holding element ``(row, col)`` of the tile."""
        rows, cols = self.tile
        if not (is_int(row) and is_int(col) and 0 <= row < rows and 0 <= col < cols):
            raise LayoutError(f"{self.name}: element ({row}, {col}) is outside the {rows}x{cols} tile")
        f = self._inverse(row + rows * col)
        return f % self.num_threads, f // self.num_threads

    def elements(self, thread: int) -> list[tuple[int, int]]:
        """The ``(row, col)`` elements thread ``thread`` holds, in value (register) order."""
        self._check_tv(thread, 0)
        return [self(thread, v) for v in range(self.num_values)]

    def split_thread(self, thread: int) -> dict[str, int]:
        """Named coordinates of a flat thread index, e.g. ``{'lane': 5, 'warp': 2}``."""
        return _split(thread, self.thread_axes)

    def split_value(self, value: int) -> dict[str, int]:
        """Named coordinates of a flat value index, e.g. ``{'elem': 1, 'reg': 3}``."""
        return _split(value, self.value_axes)

    def thread_index(self, **axes: int) -> int:
        """Flat thread index from named coordinates (missing axes count as 0)."""
        return _join(axes, self.thread_axes, self.name, "thread")

    def value_index(self, **axes: int) -> int:
        return _join(axes, self.value_axes, self.name, "value")

    def through(self, memory):
        """``(thread, value) -> memory offset`` for a tile stored as ``memory``.

        ``memory`` is a layout (or swizzled ``ComposedLayout``) over the ``rows x cols`` tile
        coordinates; the result is CuTe's ``composition(memory, tv_layout)``, e.g. the shared
        memory offsets each thread reads with ``ldmatrix`` from a swizzled tile.
        """
        rows, cols = self.tile
        if memory.size() != rows * cols:
            raise LayoutError(f"{self.name}: memory layout {memory} has {memory.size()} elements, "
                              f"the {rows}x{cols} tile has {rows * cols}")
        return composition(memory, self.layout)

    def register_of(self, value: int) -> tuple[int, int]:
        """``(register, position)``: the 32-bit register a value lives in and its slot there."""
        return value // self.elems_per_reg, value % self.elems_per_reg

    def _check_tv(self, thread, value):
        if not (is_int(thread) and 0 <= thread < self.num_threads):
            raise LayoutError(f"{self.name}: thread {thread} out of range [0, {self.num_threads})")
        if not (is_int(value) and 0 <= value < self.num_values):
            raise LayoutError(f"{self.name}: value {value} out of range [0, {self.num_values})")

    def __repr__(self) -> str:
        return (f"TVLayout({self.name}: {self.layout} over {self.tile[0]}x{self.tile[1]}, "
                f"{self.thread_name} {self.thread_axes}, values {self.value_axes})")


def _split(x: int, axes) -> dict[str, int]:
    out = {}
    for name, s in axes:
        out[name] = x % s
        x //= s
    return out


def _join(coords: dict, axes, what: str, kind: str) -> int:
    names = [n for n, _ in axes]
    for k in coords:
        if k not in names:
            raise LayoutError(f"{what}: unknown {kind} axis {k!r} (axes: {', '.join(names)})")
    idx, mul = 0, 1
    for name, s in axes:
        c = coords.get(name, 0)
        if not (is_int(c) and 0 <= c < s):
            raise LayoutError(f"{what}: {kind} axis {name}={c} out of range [0, {s})")
        idx += c * mul
        mul *= s
    return idx


def owner(tv: TVLayout, row: int, col: int) -> tuple[int, int]:
    """``(thread, value)`` holding ``(row, col)``; see :meth:`TVLayout.owner`."""
    return tv.owner(row, col)


def elements(tv: TVLayout, thread: int) -> list[tuple[int, int]]:
    """``[(row, col), ...]`` held by ``thread`` in value order; see :meth:`TVLayout.elements`."""
    return tv.elements(thread)


def owner_table(tv: TVLayout, rows: int | None = None, cols: int | None = None,
                fmt: str = "T{t}:{v}") -> str:
    """A Markdown table of the owner of each element (first ``rows`` x ``cols`` of the tile)."""
    R, C = tv.tile
    rows = R if rows is None else min(rows, R)
    cols = C if cols is None else min(cols, C)
    head = "| row \\ col | " + " | ".join(str(c) for c in range(cols)) + " |"
    sep = "|---" * (cols + 1) + "|"
    lines = [head, sep]
    for r in range(rows):
        cells = [fmt.format(t=t, v=v) for t, v in (tv.owner(r, c) for c in range(cols))]
        lines.append(f"| {r} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


# ---------------------------------------------------------------------------------
# wgmma fragments (PTX ISA 9.7.15.5.1.1 "Register Fragments")
# ---------------------------------------------------------------------------------

def _check_n(n) -> None:
    # PTX ISA 9.7.15.5.1.1.1: N = 8*i, i = 1..32 for the .f16/.f32 accumulators.
    if not (is_int(n) and n % 8 == 0 and 8 <= n <= 256):
        raise LayoutError(f"wgmma accumulator: N must be a multiple of 8 in [8, 256] "
                          f"(PTX ISA 9.7.15.5.1.1.1), found {n!r}")


def wgmma_accumulator(n: int, dtype: str = "f32", warpgroups: int = 1) -> TVLayout:
    """The ``wgmma.mma_async.m64nNk16`` accumulator D over a ``(64*warpgroups) x n`` tile.

    Thread ``t`` of a warpgroup (``lane = t % 32``, ``warp = t // 32``) holds
    ``d_i`` at ``row = 16*warp + lane//4 + 8*((i >> 1) & 1)``,
    ``col = 2*(lane % 4) + (i & 1) + 8*(i >> 2)`` (PTX ISA 9.7.15.5.1.1.1, Figure 149).
    ``.f32``/``.s32``: one value per register (N/2 registers); ``.f16``: two per ``.f16x2``
    register, ``d_{2r}`` in the low half of register ``r`` (N/4 registers).
    With ``warpgroups > 1`` the warpgroups stack along M (axis ``warpgroup``).
    """
    _check_n(n)
    if dtype not in _ACC_ELEMS_PER_REG:
        raise LayoutError(f"wgmma accumulator: dtype must be one of {sorted(_ACC_ELEMS_PER_REG)}, "
                          f"found {dtype!r}")
    if not (is_int(warpgroups) and warpgroups >= 1):
        raise LayoutError(f"wgmma accumulator: warpgroups must be a positive int, found {warpgroups!r}")
    M = 64 * warpgroups
    # CuTe's SM90 CLayout_64xN = ((4,8,4),(2,2,N/8)):((128,1,16),(64,8,512)) for M = 64.
    thr_shape, thr_stride = ((4, 8), 4), ((2 * M, 1), 16)
    axes = [("lane", 32), ("warp", 4)]
    if warpgroups > 1:
        thr_shape, thr_stride = thr_shape + (warpgroups,), thr_stride + (64,)
        axes.append(("warpgroup", warpgroups))
    epr = _ACC_ELEMS_PER_REG[dtype]
    if epr == 1:
        val_shape, val_stride = (2, 2, n // 8), (M, 8, 8 * M)
        vaxes = [("reg", n // 2)]
    else:
        val_shape, val_stride = (2, (2, n // 8)), (M, (8, 8 * M))
        vaxes = [("elem", 2), ("reg", n // 4)]
    L = Layout((thr_shape, val_shape), (thr_stride, val_stride))
    return TVLayout(f"wgmma.m64n{n}k16 D .{dtype}", L, (M, n), axes, vaxes, epr,
                    "thread_in_warpgroup" if warpgroups == 1 else "thread")


def wgmma_a_fragment(dtype: str = "bf16") -> TVLayout:
    """Matrix A of ``wgmma.mma_async`` from registers, over the ``64 x K`` A tile.

    16-bit A (``.f16``/``.bf16``, ``.m64nNk16``, K = 16; PTX ISA 9.7.15.5.1.1.1, Figure 148):
    ``a_i`` at ``row = 16*warp + lane//4 + 8*((i >> 1) & 1)``,
    ``col = 2*(lane % 4) + (i & 1) + 8*(i >> 2)``; four ``.f16x2`` registers.
    8-bit A (``.e4m3``/``.e5m2``/``.s8``/``.u8``, ``.m64nNk32``, K = 32; 9.7.15.5.1.1.3,
    Figure 152): ``a_i`` at ``row = 16*warp + lane//4 + 8*((i >> 2) & 1)``,
    ``col = 4*(lane % 4) + (i & 3) + 16*(i >> 3)``; four ``.b32`` registers of 4 elements.
    """
    if dtype not in _A_BITS:
        raise LayoutError(f"wgmma A fragment: dtype must be one of {sorted(_A_BITS)}, found {dtype!r}")
    if _A_BITS[dtype] == 16:
        # CuTe ALayout_64x16 = ((4,8,4),(2,2,2)):((128,1,16),(64,8,512))
        L = Layout((((4, 8), 4), (2, (2, 2))), (((128, 1), 16), (64, (8, 512))))
        return TVLayout(f"wgmma.m64nNk16 A .{dtype}", L, (64, 16), [("lane", 32), ("warp", 4)],
                        [("elem", 2), ("reg", 4)], 2, "thread_in_warpgroup")
    # CuTe ALayout_64x32 = ((4,8,4),(4,2,2)):((256,1,16),(64,8,1024))
    L = Layout((((4, 8), 4), (4, (2, 2))), (((256, 1), 16), (64, (8, 1024))))
    return TVLayout(f"wgmma.m64nNk32 A .{dtype}", L, (64, 32), [("lane", 32), ("warp", 4)],
                    [("elem", 4), ("reg", 4)], 4, "thread_in_warpgroup")


# ---------------------------------------------------------------------------------
# ldmatrix / stmatrix (PTX ISA 9.7.14.5.15 / 9.7.14.5.16), .m8n8 .b16
# ---------------------------------------------------------------------------------

def _ldst_matrix(kind: str, num: int, trans: bool) -> TVLayout:
    if num not in (1, 2, 4):
        raise LayoutError(f"{kind}: .num must be 1, 2 or 4 (.x1/.x2/.x4), found {num!r}")
    R = 8 * num
    # The tile stacks the num 8x8 matrices along rows: tile row 8*m + r is row r of matrix m,
    # whose 16-byte row address lane 8*m + r supplies.  Each lane gets, in register m, the two
    # 16-bit elements (row lane//4, cols 2*(lane%4) + {0,1}) of matrix m (Figure 104); with
    # .trans the matrix is read column-major, so the same register slots hold the transpose.
    if not trans:
        L = Layout(((4, 8), (2, num)), ((2 * R, 1), (R, 8)))
    else:
        L = Layout(((4, 8), (2, num)), ((2, R), (1, 8)))
    name = f"{kind}.m8n8.x{num}{'.trans' if trans else ''}.b16"
    return TVLayout(name, L, (R, 8), [("lane", 32)], [("elem", 2), ("reg", num)], 2, "lane")


def ldmatrix_fragment(num: int = 4, trans: bool = False) -> TVLayout:
    """``ldmatrix.sync.aligned.m8n8.x{num}[.trans].shared.b16`` destination fragment.

    Tile: the ``num`` 8x8 matrices stacked along rows (``8*num x 8``); row ``8*m + r`` is the
    row whose address lane ``8*m + r`` supplies (see :func:`ldmatrix_address_lane`).
    Without ``.trans`` lane ``l`` holds, in register ``m``, ``(8*m + l//4, 2*(l%4) + e)``
    for ``e`` in {0, 1}; with ``.trans`` it holds ``(8*m + 2*(l%4) + e, l//4)``.
    """
    return _ldst_matrix("ldmatrix", num, trans)


def stmatrix_fragment(num: int = 4, trans: bool = False) -> TVLayout:
    """``stmatrix.sync.aligned.m8n8.x{num}[.trans].shared.b16`` source fragment (same layout
    as :func:`ldmatrix_fragment`: lane ``l`` stores fragments of row ``l//4``)."""
    return _ldst_matrix("stmatrix", num, trans)


def ldmatrix_address_lane(num: int, row: int) -> int:
    """The lane whose address operand gives tile row ``row`` (``addr0..addr7`` are the rows of
    the first matrix, ``addr8..addr15`` of the second, ...; PTX ISA 9.7.14.5.15)."""
    if num not in (1, 2, 4):
        raise LayoutError(f"ldmatrix: .num must be 1, 2 or 4, found {num!r}")
    if not (is_int(row) and 0 <= row < 8 * num):
        raise LayoutError(f"ldmatrix.x{num}: row {row!r} outside [0, {8 * num})")
    return row


# ---------------------------------------------------------------------------------
# CTA-wide vectorized copy
# ---------------------------------------------------------------------------------

def vectorized_copy(threads: int, tile: tuple[int, int], bytes_per_access: int,
                    elem_bytes: int, contiguous: str = "cols") -> TVLayout:
    """Each of ``threads`` threads copies ``bytes_per_access`` contiguous bytes per access of a
    ``rows x cols`` tile.  With ``contiguous="cols"`` (a row-major tile) consecutive threads take
    consecutive vectors along a row and access ``k`` of thread ``t`` takes vector
    ``t + threads*k`` in row-major order; ``contiguous="rows"`` (a column-major tile) is the
    same with rows and columns exchanged.

    Value axes: ``vec`` (elements of one access) and ``access``.  Built with the algebra:
    ``composition(vector_grid, (threads, accesses):(1, threads))`` then the element mode.
    """
    if not (isinstance(tile, tuple) and len(tile) == 2):
        raise LayoutError(f"vectorized_copy: tile must be (rows, cols), found {tile!r}")
    rows, cols = tile
    for name, v in (("threads", threads), ("rows", rows), ("cols", cols),
                    ("bytes_per_access", bytes_per_access), ("elem_bytes", elem_bytes)):
        if not (is_int(v) and v > 0):
            raise LayoutError(f"vectorized_copy: {name} must be a positive int, found {v!r}")
    if contiguous not in ("cols", "rows"):
        raise LayoutError(f"vectorized_copy: contiguous must be 'cols' (row-major tile) or 'rows' "
                          f"(column-major tile), found {contiguous!r}")
    if bytes_per_access % elem_bytes or bytes_per_access not in (1, 2, 4, 8, 16):
        raise LayoutError(f"vectorized_copy: bytes_per_access must be 1, 2, 4, 8 or 16 and a "
                          f"multiple of elem_bytes={elem_bytes}, found {bytes_per_access}")
    vec = bytes_per_access // elem_bytes
    # inner: the contiguous extent; outer: the other one; e_stride: tile offset step along inner
    inner, outer = (cols, rows) if contiguous == "cols" else (rows, cols)
    e_stride, o_stride = (rows, 1) if contiguous == "cols" else (1, rows)
    line = "row" if contiguous == "cols" else "column"
    if inner % vec:
        raise LayoutError(f"vectorized_copy: a {line} of {inner} elements is not a whole number "
                          f"of {vec}-element accesses")
    nvec = rows * cols // vec
    if nvec % threads:
        raise LayoutError(f"vectorized_copy: {nvec} accesses do not divide evenly among "
                          f"{threads} threads")
    accesses = nvec // threads
    # vector q = v + (inner/vec)*o starts at tile offset o*o_stride + v*vec*e_stride
    grid = Layout((inner // vec, outer), (vec * e_stride, o_stride))
    try:
        tq = composition(grid, Layout((threads, accesses), (1, threads)))
    except LayoutError as e:
        raise LayoutError(f"vectorized_copy: {threads} threads cannot tile the {inner // vec} "
                          f"vectors of a {line}: {e}") from None
    L = make_layout(tq[0], make_layout(Layout(vec, e_stride), tq[1]))
    axes = [("lane", 32), ("warp", threads // 32)] if threads % 32 == 0 else [("thread", threads)]
    major = "row-major" if contiguous == "cols" else "column-major"
    return TVLayout(f"copy {threads}thr {rows}x{cols} {major} {bytes_per_access}B", L,
                    (rows, cols), axes, [("vec", vec), ("access", accesses)],
                    max(1, 4 // elem_bytes))
