"""The tile-dispatch variant registry: deterministic selection, forced variants, and the
declined-variant diagnostics; plus the registered variant table itself."""

from __future__ import annotations

import importlib
import itertools

import pytest
from xdsl.dialects.builtin import IntegerAttr, StringAttr, i64
from xdsl.dialects.test import TestOp as _TestOp

from tirx_mlir.lowering.tile_dispatch.registry import DispatchError, Predicate, Registry, Variant


def _op(**attrs) -> _TestOp:
    op = _TestOp()
    for k, v in attrs.items():
        op.attributes[k] = StringAttr(v) if isinstance(v, str) else IntegerAttr(v, i64)
    return op


def _size_at_least(n):
    def fn(op):
        s = op.attributes["size"].value.data
        return s >= n, f"expected size >= {n}, found {s}"

    return Predicate(f"size >= {n}", fn)


def _variants():
    noop = lambda op, ctx: None  # noqa: E731 - these variants are never lowered
    return [
        Variant("test.op", "big", 30, (_size_at_least(128),), noop),
        Variant("test.op", "medium", 20, (_size_at_least(16),), noop),
        Variant("test.op", "any", 10, (), noop),
    ]


@pytest.mark.parametrize("order", list(itertools.permutations(range(3))))
def test_highest_priority_that_holds_wins_whatever_the_registration_order(order):
    reg = Registry()
    vs = _variants()
    for i in order:
        reg.register(vs[i])
    assert [v.name for v in reg.variants("test.op")] == ["big", "medium", "any"]
    assert reg.select(_op(size=256)).name == "big"
    assert reg.select(_op(size=64)).name == "medium"
    assert reg.select(_op(size=1)).name == "any"


def test_equal_priorities_are_rejected():
    reg = Registry()
    reg.register(_variants()[0])
    clash = Variant("test.op", "other", 30, (), lambda op, ctx: None)
    with pytest.raises(ValueError, match="share priority 30"):
        reg.register(clash)


def test_duplicate_names_are_rejected():
    reg = Registry()
    reg.register(_variants()[0])
    with pytest.raises(ValueError, match="registered twice"):
        reg.register(Variant("test.op", "big", 5, (), lambda op, ctx: None))


def test_forced_variant_wins_over_priority():
    reg = Registry()
    for v in _variants():
        reg.register(v)
    assert reg.select(_op(size=256, dispatch="any")).name == "any"


def test_forced_variant_whose_predicates_fail_says_which():
    reg = Registry()
    for v in _variants():
        reg.register(v)
    with pytest.raises(DispatchError) as e:
        reg.select(_op(size=8, dispatch="medium"))
    assert str(e.value) == ("test.op: forced variant 'medium' does not apply: "
                            "expected size >= 16, found 8")


def test_forced_unknown_variant_lists_the_known_ones():
    reg = Registry()
    for v in _variants():
        reg.register(v)
    with pytest.raises(DispatchError) as e:
        reg.select(_op(size=8, dispatch="huge"))
    assert str(e.value) == ('test.op: dispatch = "huge" names no variant; expected one of '
                            "big, medium, any")


def test_no_variant_lists_every_variant_and_its_reason():
    reg = Registry()
    for v in _variants()[:2]:
        reg.register(v)
    with pytest.raises(DispatchError) as e:
        reg.select(_op(size=8))
    assert str(e.value) == ("test.op: no dispatch variant applies; declined:\n"
                            "  big (priority 30): expected size >= 128, found 8\n"
                            "  medium (priority 20): expected size >= 16, found 8")


def test_unknown_family():
    with pytest.raises(DispatchError, match="no dispatch variants are registered"):
        Registry().select(_op(size=1))


# ---------------------------------------------------------------------- the real table


def _registry():
    return importlib.import_module("tirx_mlir.lowering.tile_dispatch.pass").load_variants()


def test_registered_families_and_priorities():
    reg = _registry()
    table = {f: [(v.name, v.priority) for v in reg.variants(f)] for f in reg.families()}
    assert table["tile.copy_async"] == [("tma", 100)]
    assert [n for n, _ in table["tile.copy"]] == ["tma", "stmatrix", "ldmatrix", "row_tile", "rows",
                                                  "vectorized", "scalar"]
    assert table["tile.gemm_async"] == [("wgmma_ss", 20), ("wgmma_rs", 10)]
    for f in ("tile.fill", "tile.cast", "tile.add", "tile.sub", "tile.mul", "tile.max",
              "tile.exp2", "tile.scale", "tile.reduce_max", "tile.reduce_sum", "tile.div",
              "tile.log2", "tile.mask"):
        # the accumulator arrangement's variant, and row tiles' (rowwise.py) above it
        assert len(table[f]) == 2 and table[f][0] == ("row_tile", 20), f
    for f, vs in table.items():
        prios = [p for _, p in vs]
        assert prios == sorted(prios, reverse=True) and len(set(prios)) == len(prios), f


def test_every_legal_wgmma_n():
    from tirx_mlir.lowering.tile_dispatch.gemm import K_OF, legal_n

    # PTX ISA 9.7.15.5.2: N = 8, 16, ..., 256 for f16/bf16 (k16) and e4m3/e5m2 (k32).
    for t in ("bf16", "f16", "e4m3", "e5m2"):
        assert legal_n(t) == list(range(8, 257, 8))
    assert K_OF == {"bf16": 16, "f16": 16, "e4m3": 32, "e5m2": 32}


GEMM = """
gpu.module @m {{
  gpu.func @k() kernel attributes {{block = [128, 1, 1]}} {{
    %a = tile.alloc scope(cta) : !tile.buffer<64x{k}x{t}, #layout.smem<64x{k}x{t}, swizzle = 128B, major = K>>
    %b = tile.alloc scope(cta) : !tile.buffer<{n}x{k}x{t}, #layout.smem<{n}x{k}x{t}, swizzle = 128B, major = K>>
    %z = tile.fill 0.0 scope(warpgroup) : !tile.frag<64x{n}xf32, #layout.wgmma_acc<64x{n}xf32>>
    %d = tile.gemm_async %a, %b, %z scope(warpgroup) : !tile.buffer<64x{k}x{t}, #layout.smem<64x{k}x{t}, swizzle = 128B, major = K>>, !tile.buffer<{n}x{k}x{t}, #layout.smem<{n}x{k}x{t}, swizzle = 128B, major = K>>, !tile.frag<64x{n}xf32, #layout.wgmma_acc<64x{n}xf32>>
    gpu.return
  }}
}}
"""


def _parse(text):
    from xdsl.parser import Parser

    from tirx_mlir.registry import make_context

    return Parser(make_context(), text).parse_module()


@pytest.mark.parametrize("t,k", [("bf16", 64), ("f16", 64), ("f8E4M3FN", 128), ("f8E5M2", 128)])
@pytest.mark.parametrize("n", [8, 64, 136, 256])
def test_gemm_selection_is_wgmma_ss_and_stable(t, k, n):
    from tirx_mlir.dialects import tile

    reg = _registry()
    mod = _parse(GEMM.format(t=t, k=k, n=n))
    op = next(o for o in mod.walk() if isinstance(o, tile.GemmAsyncOp))
    picks = {reg.select(op).name for _ in range(3)}
    assert picks == {"wgmma_ss"}


# ------------------------------------------------------------- geometry the variants assume


@pytest.mark.parametrize("n", [8, 16, 64, 136, 256])
def test_fragment_coordinates_are_the_wgmma_accumulator(n):
    """layouts.FragInfo.coord (used by scalar copies, reductions and stmatrix/ldmatrix) is
    the accumulator fragment of tirx_mlir.layout.fragments (PTX ISA wgmma register
    fragments, accumulator D)."""
    from tirx_mlir.layout.fragments import wgmma_accumulator
    from tirx_mlir.lowering.tile_dispatch.layouts import FragInfo

    tv = wgmma_accumulator(n)
    for t in range(128):
        mine = [FragInfo.coord(i, t // 32, t % 32) for i in range(n // 2)]
        assert mine == [tuple(e) for e in tv.elements(t)]


def test_stmatrix_registers_are_whole_8x8_matrices():
    """Register m of an x4 group at column block j0 packs accumulator values 4j+2h, 4j+2h+1
    ((j, h) = (j0 + m/2, m%2)): exactly the stmatrix/ldmatrix fragment of matrix m (lane l:
    row l/4, columns 2(l%4)+e), and lane l addresses row l%8 of matrix l/8."""
    from tirx_mlir.layout.fragments import ldmatrix_address_lane, stmatrix_fragment
    from tirx_mlir.lowering.tile_dispatch.layouts import FragInfo

    st = stmatrix_fragment(4)
    for w in range(4):
        for lane in range(32):
            want = st.elements(lane)  # (8*m + row, col) for (elem e, reg m), e fastest
            for m in range(4):
                j, h = m // 2, m % 2
                for e in range(2):
                    r, c = FragInfo.coord(4 * j + 2 * h + e, w, lane)
                    tr, tc = want[2 * m + e]
                    assert (r - 16 * w - 8 * h, c - 8 * j) == (tr - 8 * m, tc)
    for m in range(4):
        for r in range(8):
            assert ldmatrix_address_lane(4, 8 * m + r) == 8 * m + r


@pytest.mark.parametrize("rows,cols,bits,swizzle,major", [
    (128, 64, 16, "128B", "K"), (64, 128, 16, "128B", "K"), (256, 64, 16, "128B", "K"),
    (64, 32, 16, "64B", "K"), (64, 16, 16, "32B", "K"), (64, 64, 16, "none", "K"),
    (64, 128, 8, "128B", "K"), (8, 32, 32, "128B", "K"), (128, 16, 16, "128B", "MN"),
    (64, 64, 16, "128B", "MN"), (128, 64, 16, "64B", "MN"), (64, 16, 16, "none", "MN")])
def test_tma_boxes_land_where_the_smem_layout_puts_them(rows, cols, bits, swizzle, major):
    """copy.tma_plan's boxes: box j covers [j*w, (j+1)*w) of the contiguous tile dimension
    at element L(start of box j), and a TMA box is written as consecutive rows of `span`
    bytes with the swizzle of CUtensorMapSwizzle / PTX ISA (tensor copy swizzle modes):
    byte-address bits [4, 4+B) XOR bits [7, 7+B) (B = 3, 2, 1, 0 for 128B, 64B, 32B, none).
    Every element must land where the #layout.smem layout says. A K-major tile pairs with a
    row_major window, an MN-major one with a col_major window."""
    from xdsl.dialects.builtin import BFloat16Type, Float32Type, IntegerType

    from tirx_mlir.dialects.layout import SmemLayoutAttr
    from tirx_mlir.dialects.tile import BufferType, GlobalType
    from tirx_mlir.lowering.tile_dispatch.copy import tma_plan

    et = {16: BFloat16Type(), 32: Float32Type(), 8: IntegerType(8)}[bits]
    bt = BufferType([rows, cols], et, SmemLayoutAttr(rows, cols, et, swizzle, major))
    gt = GlobalType([rows, cols], et, "row_major" if major == "K" else "col_major")
    plan = tma_plan(gt, bt)
    assert not isinstance(plan, str), plan
    info, w = plan.info, plan.w
    eb = bits // 8
    span = w * eb
    b = {"128B": 3, "64B": 2, "32B": 1, "none": 0}[plan.swizzle]
    cd = 1 if major == "K" else 0
    other = rows if cd == 1 else cols
    assert plan.box == [w, other] and plan.nboxes * w == (cols if cd == 1 else rows)
    for j in range(plan.nboxes):
        start = plan.start(j) * eb
        assert start % 1024 == 0 or b == 0
        for o in range(other):
            for e in range(w):
                x = o * span + e * eb
                x ^= ((x >> 7) & ((1 << b) - 1)) << 4
                crd = (o, j * w + e) if cd == 1 else (j * w + e, o)
                assert start + x == info.offset(*crd) * eb, (j, o, e)


def test_dispatch_output_is_deterministic():
    """The same kernel dispatched twice (fresh parses) prints the same IR."""
    import os

    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    with open(os.path.join(root, "examples", "gemm_bf16.mlir")) as f:
        text = f.read()
    pass_mod = importlib.import_module("tirx_mlir.lowering.tile_dispatch.pass")
    outs = []
    for _ in range(2):
        from tirx_mlir.registry import make_context

        ctx = make_context()
        m = _parse(text)
        pass_mod.TileDispatch().apply(ctx, m)
        outs.append(str(m))
    assert outs[0] == outs[1]
    assert "tile." not in outs[0].replace("tile.tensormaps", "")
