"""Exact values from CuTe's documentation (media/docs/cpp/cute/02_layout_algebra.md) and
CuTe's layout.hpp (CUTLASS 4.x): anyone who knows CuTe must be able to predict these."""

import pytest

from tirx_mlir.layout import (
    LayoutError, Swizzle, blocked_product, coalesce, complement, composition,
    flat_divide, left_inverse, logical_divide, logical_product, parse_layout, raked_product,
    right_inverse, size, tiled_divide, tiled_product, zipped_divide, zipped_product,
)

P = parse_layout


def test_coalesce_docs():
    a = P("(2,(1,6)):(1,(6,2))")
    assert coalesce(a) == P("12:1")
    assert coalesce(a, (1, 1)) == P("(2,6):(1,2)")


def test_composition_docs_worked_example():
    A, B = P("(6,2):(8,2)"), P("(4,3):(3,1)")
    R = composition(A, B)
    assert R == P("((2,2),3):((24,2),8)")
    assert [R(i) for i in range(12)] == [0, 24, 2, 26, 8, 32, 10, 34, 16, 40, 18, 42]


def test_composition_docs_reshapes():
    assert composition(P("20:2"), P("(5,4):(4,1)")) == P("(5,4):(8,2)")
    assert composition(P("(10,2):(16,4)"), P("(5,4):(1,5)")) == P("(5,(2,2)):(16,(80,4))")
    # "(3,6,2,8):(w,x,y,z) o 16:9 = (1,2,2,4):(9*w,3*x,y,z)"; the size-1 mode is dropped
    assert composition(P("(3,6,2,8):(1000,100,10,1)"), P("16:9")) == P("(2,2,4):(300,10,1)")


def test_composition_docs_tilers():
    a = P("(12,(4,8)):(59,(13,1))")
    assert composition(a, (P("3:4"), P("8:2"))) == P("(3,(2,4)):(236,(26,1))")
    assert composition(a, (3, 8)) == P("(3,(4,2)):(59,(13,1))")


def test_complement_docs():
    assert complement(P("4:1"), 24) == P("6:4")
    assert complement(P("6:4"), 24) == P("4:1")
    assert complement(P("(4,6):(1,4)"), 24) == P("1:0")
    assert complement(P("4:2"), 24) == P("(2,3):(1,8)")
    assert complement(P("(2,4):(1,6)"), 24) == P("3:2")
    assert complement(P("(2,2):(1,6)"), 24) == P("(3,2):(2,12)")


def test_logical_divide_docs():
    assert logical_divide(P("(4,2,3):(2,1,8)"), P("4:2")) == P("((2,2),(2,3)):((4,1),(2,8))")


def test_divides_2d_docs():
    a = P("(9,(4,8)):(59,(13,1))")
    tiler = (P("3:3"), P("(2,4):(1,8)"))
    ld = logical_divide(a, tiler)
    assert ld.shape == ((3, 3), ((2, 4), (2, 2)))
    assert (size(ld[0][0]), size(ld[0][1]), size(ld[1][0]), size(ld[1][1])) == (3, 3, 8, 4)
    zd = zipped_divide(a, tiler)
    assert zd[0] == composition(a, tiler) == P("(3,(2,4)):(177,(13,2))")
    assert (size(zd[0]), size(zd[1])) == (24, 12)
    assert zd == P("((3,(2,4)),(3,(2,2))):((177,(13,2)),(59,(26,1)))")
    td = tiled_divide(a, tiler)
    assert td == P("((3,(2,4)),3,(2,2)):((177,(13,2)),59,(26,1))")
    fd = flat_divide(a, tiler)
    assert fd == P("(3,(2,4),3,(2,2)):(177,(13,2),59,(26,1))")
    # "the offset to the (1,2)th tile is zd(0, (1,2))"
    assert zd(0, (1, 2)) == zd[1](1, 2) == 59 + 1


def test_logical_product_docs():
    A = P("(2,2):(4,1)")
    assert complement(A, 24) == P("(2,3):(2,8)")
    assert logical_product(A, P("6:1")) == P("((2,2),(2,3)):((4,1),(2,8))")
    assert logical_product(A, P("(4,2):(2,1)")) == P("((2,2),(4,2)):((4,1),(8,2))")


def test_blocked_and_raked_products_docs():
    A, B = P("(2,5):(5,1)"), P("(3,4):(1,3)")
    # CUTLASS 4.x: blocked_product = zip(get<0>(P), get<1>(P)), no coalesce
    assert blocked_product(A, B) == P("((2,3),(5,4)):((5,10),(1,30))")
    assert raked_product(A, B) == P("((3,2),(4,5)):((10,5),(30,1))")
    # rank-1 operands give a rank-1 result
    assert blocked_product(P("4:1"), P("3:1")) == P("((4,3)):((1,4))")


def test_zipped_and_tiled_products():
    A = P("(2,2):(1,2)")
    zp = zipped_product(A, (P("3:1"), P("2:1")))
    assert zp == P("((2,2),(3,2)):((1,2),(2,1))")   # by-mode: each mode multiplied on its own
    assert tiled_product(A, (P("3:1"), P("2:1"))).rank() == 3


def test_inverses():
    assert right_inverse(P("(4,2):(2,1)")) == P("(2,4):(4,1)")
    assert right_inverse(P("4:2")) == P("1:0")              # offset 1 never reached
    assert right_inverse(P("(2,3):(3,1)")) == P("(3,2):(2,1)")
    assert left_inverse(P("(2,3):(3,1)")) == P("(3,2):(2,1)")
    assert left_inverse(P("4:2")) == P("(2,4):(0,1)")        # CuTe's quasi-inverse: odd offsets -> 0
    L = P("((2,2),(2,4)):((1,8),(2,16))")                   # 8x8 with an interleave
    R = left_inverse(L)
    assert [R(L(i)) for i in range(64)] == list(range(64))


def test_undefined_inputs_raise_with_the_mode():
    with pytest.raises(LayoutError, match=r"mode 0 \(4:1\).*stride divisibility"):
        composition(P("(4,2):(1,10)"), P("4:3"))
    with pytest.raises(LayoutError, match=r"mode 1 of B.*mode 0 \(6:1\).*shape divisibility"):
        composition(P("(6,2):(1,10)"), P("(2,9):(6,1)"))
    with pytest.raises(LayoutError, match="not injective"):
        complement(P("(2,2):(1,1)"))
    with pytest.raises(LayoutError, match="not a multiple"):
        complement(P("(2,2):(1,3)"))
    with pytest.raises(LayoutError, match="logical_divide of .* by tile 4:4"):
        logical_divide(P("(6,4):(1,10)"), P("4:4"))
    assert logical_divide(P("(6,4):(1,10)"), P("4:3"))[0] == P("(2,2):(3,10)")
    with pytest.raises(LayoutError, match="disjointness"):
        composition(P("(2,2):(1,10)"), P("(2,2):(1,1)"))


def test_swizzle_composition_with_tiler_keeps_swizzle():
    C = composition(Swizzle(3, 4, 3), P("(8,64):(64,1)"))
    T = tiled_divide(C, (8, 8))
    assert str(T).startswith("Sw<3,4,3> o 0 o ")
    assert [T((r, c), 0, 1) for r in range(8) for c in range(8)] == \
        [C(r, c + 8) for r in range(8) for c in range(8)]


def test_upcast_downcast_recast():
    from tirx_mlir.layout import downcast, recast_layout, upcast
    # the 128B swizzle atom in bytes becomes Sw<3,3,3> over bf16 elements (CuTe's upcast<2>)
    atom_bytes = composition(Swizzle(3, 4, 3), P("(8,128):(128,1)"))
    atom_bf16 = upcast(atom_bytes, 2)
    assert atom_bf16 == composition(Swizzle(3, 3, 3), P("(8,64):(64,1)"))
    assert recast_layout(atom_bytes, 8, 16) == atom_bf16
    assert downcast(atom_bf16, 2) == atom_bytes
    assert all(atom_bytes(r, 2 * c) == 2 * atom_bf16(r, c) for r in range(8) for c in range(64))
    assert upcast(Swizzle(3, 4, 3), 32) == Swizzle(2, 0, 3)       # NewM < 0 drops bits
    assert upcast(P("(4,8):(8,1)"), 4) == P("(4,2):(2,1)")
    assert downcast(P("(4,2):(2,1)"), 4) == P("(4,8):(8,1)")
    assert upcast(P("(4,8):(0,1)"), 2) == P("(4,4):(0,1)")         # stride-0 modes stay
    with pytest.raises(LayoutError, match="do not divide"):
        upcast(P("(4,8):(3,1)"), 2)
    with pytest.raises(LayoutError, match="no stride-1 mode"):
        downcast(P("(4,8):(8,2)"), 2)
    with pytest.raises(LayoutError, match="power of two"):
        upcast(Swizzle(3, 4, 3), 3)
