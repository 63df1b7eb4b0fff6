"""The `layout` dialect's attributes and `lower-layout`, checked against the Python algebra.

`lower-layout`'s output is evaluated by a small interpreter of the arith ops it emits
(xDSL 0.75's interpreter has no arith.remui) and compared with `Layout.__call__` for random
layouts and coordinates.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from xdsl.dialects import arith, func
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    Float8E4M3FNType,
    IndexType,
    IntegerAttr,
    ModuleOp,
    bf16,
    f16,
    f32,
)
from xdsl.ir import Block, Region
from xdsl.parser import Parser
from xdsl.printer import Printer

from tirx_mlir.dialects.layout import (
    ApplyOp,
    LayoutAttr,
    LdmatrixAttr,
    StmatrixAttr,
    WgmmaAAttr,
    SmemLayoutAttr,
    SwizzledLayoutAttr,
    WgmmaAccAttr,
    shape_and_dtype,
    subtile_error,
)
from tirx_mlir.layout import ComposedLayout, Layout, Swizzle
from tirx_mlir.layout.smem import smem_tile_layout
from tirx_mlir.lowering.lower_layout import LowerLayout
from tirx_mlir.registry import make_context

CTX = make_context()


# --- a tiny evaluator for the arith ops lower-layout emits ---------------------------------

_EVAL = {
    arith.AddiOp: lambda a, b: a + b,
    arith.MuliOp: lambda a, b: a * b,
    arith.DivUIOp: lambda a, b: a // b,
    arith.RemUIOp: lambda a, b: a % b,
    arith.AndIOp: lambda a, b: a & b,
    arith.XOrIOp: lambda a, b: a ^ b,
    arith.ShRUIOp: lambda a, b: a >> b,
    arith.ShLIOp: lambda a, b: a << b,
}


def lower_and_eval(attr, coords: list[int]) -> int:
    """Build func(args) { return layout.apply attr(args) }, lower it, evaluate it."""
    block = Block(arg_types=[IndexType()] * len(coords))
    apply = ApplyOp(attr, list(block.args))
    block.add_ops([apply, func.ReturnOp(apply.result)])
    f = func.FuncOp("f", ([IndexType()] * len(coords), [IndexType()]), Region(block))
    module = ModuleOp([f])
    module.verify()
    LowerLayout().apply(CTX, module)
    module.verify()
    env = dict(zip(block.args, coords))
    for op in block.ops:
        if isinstance(op, arith.ConstantOp):
            env[op.result] = op.value.value.data
        elif type(op) in _EVAL:
            env[op.results[0]] = _EVAL[type(op)](env[op.operands[0]], env[op.operands[1]])
        elif isinstance(op, func.ReturnOp):
            return env[op.operands[0]]
        else:
            raise AssertionError(f"lower-layout emitted an unexpected op {op.name}")
    raise AssertionError("no return")


def roundtrip(attr):
    text = _print(attr)
    back = Parser(CTX, text).parse_attribute()
    assert back == attr, (text, back)
    return text


def _print(attr) -> str:
    import io

    out = io.StringIO()
    Printer(stream=out).print_attribute(attr)
    return out.getvalue()


# --- random layouts --------------------------------------------------------------------------

@st.composite
def int_tuples(draw, depth=2):
    if depth == 0 or draw(st.booleans()):
        return draw(st.integers(1, 6))
    return tuple(draw(int_tuples(depth=depth - 1)) for _ in range(draw(st.integers(1, 3))))


@st.composite
def layouts(draw):
    shape = draw(int_tuples())

    def strides_like(s):
        if isinstance(s, tuple):
            return tuple(strides_like(e) for e in s)
        return draw(st.integers(-3, 40))

    return Layout(shape, strides_like(shape))


def _mode_coords(layout, draw_int):
    if layout.rank() == 1 or not isinstance(layout.shape, tuple):
        return [draw_int(layout.size())]
    return [draw_int(layout[i].size()) for i in range(layout.rank())]


@settings(max_examples=150, deadline=None)
@given(layouts(), st.data())
def test_lower_layout_matches_algebra(layout, data):
    attr = LayoutAttr(layout)
    roundtrip(attr)
    coords = _mode_coords(layout, lambda n: data.draw(st.integers(0, n - 1)))
    want = layout(tuple(coords)) if len(coords) > 1 else layout(coords[0])
    assert lower_and_eval(attr, coords) == want
    # A single linear index over the whole layout.
    x = data.draw(st.integers(0, layout.size() - 1))
    assert lower_and_eval(attr, [x]) == layout(x)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([(1, 4, 3), (2, 3, 3), (3, 3, 3), (3, 4, 3), (2, 2, 4), (1, 3, -4)]),
       st.integers(0, 2), st.data())
def test_lower_swizzled_matches_algebra(sw, rows_log, data):
    swz = Swizzle(*sw)
    span = 1 << (swz.base + swz.bits + abs(swz.shift))
    inner = Layout((8 << rows_log, span), (span, 1))
    layout = ComposedLayout(swz, 0, inner)
    attr = SwizzledLayoutAttr(layout)
    roundtrip(attr)
    r = data.draw(st.integers(0, inner[0].size() - 1))
    c = data.draw(st.integers(0, span - 1))
    assert lower_and_eval(attr, [r, c]) == layout((r, c))


def test_smem_attr_every_element():
    attr = SmemLayoutAttr(64, 64, bf16, "128B", "K")
    assert roundtrip(attr) == "#layout.smem<64x64xbf16, swizzle = 128B, major = K>"
    L = smem_tile_layout(64, 64, 16, "K", "128B")
    assert attr.layout == L
    for m in range(0, 64, 7):
        for k in range(64):
            assert lower_and_eval(attr, [m, k]) == L((m, k))


def test_smem_attr_hardware_facts():
    attr = SmemLayoutAttr(128, 64, bf16, "128B", "MN")
    assert attr.tma_swizzle().cu_name == "CU_TENSOR_MAP_SWIZZLE_128B"
    d = attr.wgmma_descriptor(k_block=1)
    assert (d.start_address, d.leading_byte_offset, d.stride_byte_offset) == (2048, 8192, 1024)


def test_wgmma_acc_attr_matches_ptx_figure():
    # PTX ISA 9.7.15.5.1.1.1: in warp w, lane l holds rows 16w + l/4 (+8 for d2,d3 of each
    # group of four) and columns 2*(l%4) + (i%2) + 8*(i/4).
    attr = WgmmaAccAttr(32, f32)
    assert roundtrip(attr) == "#layout.wgmma_acc<64x32xf32>"
    for t in range(128):
        w, lane = divmod(t, 32)
        for i in range(32 // 2):
            row = 16 * w + lane // 4 + 8 * ((i // 2) % 2)
            col = 2 * (lane % 4) + i % 2 + 8 * (i // 4)
            assert attr.layout((t, i)) == row + 64 * col
            if t % 37 == 0:
                assert lower_and_eval(attr, [t, i]) == row + 64 * col
    # f16 accumulators pack two values per .f16x2 register; the value numbering is the same.
    half = WgmmaAccAttr(32, f16)
    assert half.tv.elems_per_reg == 2
    assert all(half.layout((t, i)) == attr.layout((t, i)) for t in range(128) for i in range(16))
    assert lower_and_eval(half, [77, 13]) == attr.layout((77, 13))


def test_wgmma_a_attr_matches_ptx_figures():
    # PTX ISA 9.7.15.5.1.1.1 (Figure 148, 16-bit A) and 9.7.15.5.1.1.3 (Figure 152, 8-bit A).
    a16 = WgmmaAAttr(bf16)
    assert roundtrip(a16) == "#layout.wgmma_a<64x16xbf16>"
    a8 = WgmmaAAttr(Float8E4M3FNType())
    assert roundtrip(a8) == "#layout.wgmma_a<64x32xf8E4M3FN>"
    for t in range(128):
        w, lane = divmod(t, 32)
        for i in range(8):
            row = 16 * w + lane // 4 + 8 * ((i >> 1) & 1)
            col = 2 * (lane % 4) + (i & 1) + 8 * (i >> 2)
            assert a16.layout((t, i)) == row + 64 * col
        for i in range(16):
            row = 16 * w + lane // 4 + 8 * ((i >> 2) & 1)
            col = 4 * (lane % 4) + (i & 3) + 16 * (i >> 3)
            assert a8.layout((t, i)) == row + 64 * col
    assert lower_and_eval(a16, [45, 5]) == a16.layout((45, 5))
    assert lower_and_eval(a8, [101, 13]) == a8.layout((101, 13))


def test_ldmatrix_attrs_match_ptx():
    # ldmatrix .m8n8 .b16: lane l holds, in register m, row l/4 and columns 2*(l%4) + {0,1}
    # of matrix m (PTX ISA 9.7.9.25); matrices stack along rows; .trans transposes each one.
    for num in (1, 2, 4):
        for trans in (False, True):
            for cls in (LdmatrixAttr, StmatrixAttr):
                attr = cls(num, trans)
                roundtrip(attr)
                rows = 8 * num
                assert attr.tile_shape() == (rows, 8)
                for lane in range(32):
                    for m in range(num):
                        for e in range(2):
                            r, c = lane // 4, 2 * (lane % 4) + e
                            if trans:
                                r, c = c, r
                            want = (8 * m + r) + rows * c
                            assert attr.layout((lane, e + 2 * m)) == want
                assert lower_and_eval(attr, [29, 2 * num - 1]) == attr.layout((29, 2 * num - 1))


def test_shape_and_dtype():
    assert shape_and_dtype(SmemLayoutAttr(128, 64, bf16, "128B", "K")) == ((128, 64), bf16)
    assert shape_and_dtype(WgmmaAccAttr(256, f32)) == ((64, 256), f32)
    assert shape_and_dtype(LayoutAttr(Layout((64, (8, 8)), (64, (1, 8))))) == ((64, 64), None)
    assert shape_and_dtype(IntegerAttr(3, IndexType())) == (None, None)


def test_subtile():
    parent = SmemLayoutAttr(128, 64, bf16, "128B", "K")
    child = SmemLayoutAttr(64, 64, bf16, "128B", "K")
    assert subtile_error(parent, child, [64, 0], [64, 64]) is None
    assert subtile_error(parent, child, [DYNAMIC_INDEX, 0], [64, 64]) is None
    # Starting 4 rows in shifts the swizzle phase: the child's layout is not the window's.
    err = subtile_error(parent, child, [4, 0], [64, 64])
    assert err == ("layout #layout.smem<64x64xbf16, swizzle = 128B, major = K> puts window "
                   "element (0, 32) at offset 32, but in the parent #layout.smem<128x64xbf16, "
                   "swizzle = 128B, major = K> it is -32 past the window's first element")
    err = subtile_error(parent, SmemLayoutAttr(64, 64, bf16, "64B", "K"), [0, 0], [64, 64])
    assert err and "at offset" in err
    err = subtile_error(parent, child, [0, 0], [32, 64])
    assert err == ("layout #layout.smem<64x64xbf16, swizzle = 128B, major = K> describes a "
                   "64x64 tile, but the window is 32x64")
    assert "register fragment" in subtile_error(parent, WgmmaAccAttr(64, f32), [0, 0], [64, 64])
    assert "register fragment" in subtile_error(parent, LdmatrixAttr(4), [0, 0], [32, 8])
