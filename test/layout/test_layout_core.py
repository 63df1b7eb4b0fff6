"""Core Layout behaviour: construction, queries, evaluation, printing, parsing, swizzles."""

import pytest

from tirx_mlir.layout import (
    ComposedLayout, Layout, LayoutError, Swizzle, coalesce, composition, cosize, depth,
    make_layout, parse_layout, rank, shape, size, stride,
)


def test_default_strides_are_column_major():
    assert Layout((4, (2, 3))).stride == (1, (4, 8))
    assert Layout(8).stride == 1
    assert Layout([2, [3, 4]]) == Layout((2, (3, 4)), (1, (2, 6)))


def test_queries():
    L = Layout((4, (2, 2)), (1, (4, 8)))
    assert (size(L), cosize(L), rank(L), depth(L)) == (16, 16, 2, 2)
    assert (L.size(), L.cosize(), L.rank(), L.depth()) == (16, 16, 2, 2)
    assert shape(L) == (4, (2, 2)) and stride(L) == (1, (4, 8))
    assert size(L, 1) == 4 and shape(L, 1, 0) == 2 and stride(L, 1, 1) == 8
    assert rank(Layout(8, 1)) == 1 and depth(Layout(8, 1)) == 0
    assert cosize(Layout((4, 2), (2, 0))) == 7


def test_call_int_and_nested_coordinates():
    L = Layout((4, (2, 2)), (1, (4, 8)))
    assert [L(i) for i in range(16)] == [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]
    L2 = Layout((4, (2, 2)), (2, (1, 8)))
    assert L2(5) == 2 + 1 and L2(1, (1, 0)) == 3 and L2((3, (1, 1))) == 6 + 1 + 8
    assert L2(3, 3) == 6 + 1 + 8        # an int coordinate for a tuple mode splits colexicographically
    assert L2(None, 2) == Layout((4,), (2,))  # slicing with None (CuTe's _) keeps a 1-tuple


def test_str_is_cute_style_and_parses_back():
    L = Layout((4, (2, 2)), (1, (4, 8)))
    assert str(L) == "(4,(2,2)):(1,(4,8))"
    assert str(Layout(8, 1)) == "8:1"
    for text in ["(4,(2,2)):(1,(4,8))", "8:1", "(_4,_2):(_1,_4)", "((2,2),(4,2)):((4,1),(8,2))",
                 "(3,2):(-1,4)"]:
        assert parse_layout(text) == parse_layout(str(parse_layout(text)))
    assert parse_layout(" ( 4 , 2 ) ") == Layout((4, 2))
    assert parse_layout("(_4,_2):(_1,_4)") == Layout((4, 2), (1, 4))


def test_make_layout_and_coalesce():
    assert make_layout(Layout(4, 1), Layout(2, 8)) == Layout((4, 2), (1, 8))
    assert coalesce(Layout((2, (1, 6)), (1, (6, 2)))) == Layout(12, 1)
    assert coalesce(Layout((2, 4), (1, 0))) == Layout((2, 4), (1, 0))
    assert coalesce(Layout((1, 1), (3, 5))) == Layout(1, 0)
    # by mode
    assert coalesce(Layout(((2, 2), (2, 3)), ((1, 2), (8, 16))), (1, 1)) == \
        Layout((4, 6), (1, 8))


def test_swizzle_and_composed_layout():
    sw = Swizzle(3, 4, 3)
    assert sw.yyy_mask == 0b1110000000 and sw.zzz_mask == 0b1110000
    assert sw(0) == 0 and sw(128) == 128 ^ 16 and sw(7 * 128 + 5) == 7 * 128 + (7 << 4) ^ 5
    C = composition(sw, Layout((8, 64), (64, 1)))
    assert isinstance(C, ComposedLayout)
    assert str(C) == "Sw<3,4,3> o 0 o (8,64):(64,1)"
    assert parse_layout(str(C)) == C
    assert C(1, 0) == sw(64)
    assert sorted(C.offsets()) == list(range(512))


def test_errors_name_the_problem():
    with pytest.raises(LayoutError, match="not congruent"):
        Layout((4, 2), 1)
    with pytest.raises(LayoutError, match="positive"):
        Layout((4, 0))
    with pytest.raises(LayoutError, match="expected 2 mode"):
        Layout((4, 2))((1, 2, 3))
    with pytest.raises(LayoutError, match="column 7"):
        parse_layout("(4,2):x")
    with pytest.raises(LayoutError, match="shift"):
        Swizzle(3, 4, 2)


def test_compact_and_ordered_layouts():
    from tirx_mlir.layout import compact_col_major, compact_row_major, make_ordered_layout
    assert compact_col_major((2, (3, 4))) == (1, (2, 6))
    assert compact_row_major(((2, 3), 4)) == ((12, 4), 1)
    assert make_ordered_layout((2, 2, 2, 2), (0, 2, 3, 1)) == Layout((2, 2, 2, 2), (1, 4, 8, 2))
    with pytest.raises(LayoutError, match="not congruent"):
        make_ordered_layout((2, 2), (0, 1, 2))
    with pytest.raises(LayoutError, match="on the right is not supported"):
        composition(Layout(8), Swizzle(1, 0, 1))


def test_bad_inputs_raise_layout_error_not_tracebacks():
    from tirx_mlir.layout import (complement, logical_divide, logical_product, right_inverse,
                                  upcast, wgmma_accumulator, vectorized_copy)
    L = Layout((4, 2))
    bad_calls = [
        lambda: Layout("4"), lambda: Layout((4, 2.0)), lambda: Layout((4, 2), (1, "x")),
        lambda: Layout(True), lambda: L(1.5), lambda: L("a"), lambda: L((1, 2, 3)),
        lambda: composition(L, "x"), lambda: composition("x", L), lambda: complement(L, "x"),
        lambda: complement("x"), lambda: logical_divide(L, "x"), lambda: logical_product(L, 2.5),
        lambda: right_inverse("x"), lambda: parse_layout(5), lambda: parse_layout("(4,2"),
        lambda: parse_layout("(4,2):(1)"), lambda: parse_layout("Sw<1,2>"),
        lambda: Swizzle(-1, 0, 0), lambda: Swizzle(1, 0, 1)("x"), lambda: upcast(L, 0),
        lambda: upcast("x", 2), lambda: wgmma_accumulator("64"), lambda: vectorized_copy(0, (8, 8), 16, 2),
        lambda: composition(Layout((4, 4), (1, 8)), Layout(4, -1)), lambda: L[5],
    ]
    for i, call in enumerate(bad_calls):
        with pytest.raises(LayoutError):
            call()
    # a negative stride composes with a single-mode A
    assert composition(Layout(8, 2), Layout(4, -1)) == Layout(4, -2)
