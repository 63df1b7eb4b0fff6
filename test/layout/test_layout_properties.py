"""Hypothesis property tests for the layout algebra (kept small: the file runs in a few seconds)."""

import itertools

from hypothesis import HealthCheck, assume, given, settings, strategies as st

from tirx_mlir.layout import (
    Layout, LayoutError, Swizzle, blocked_product, coalesce, complement, composition, filter,
    flatten, left_inverse, logical_divide, logical_product, parse_layout,
    raked_product, right_inverse, size, tiled_divide, zipped_divide,
)

SETTINGS = settings(max_examples=150, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


# -- strategies ---------------------------------------------------------------------

@st.composite
def nest(draw, flat):
    """Randomly group a flat list into a nested tuple (one level or two)."""
    flat = list(flat)
    if len(flat) == 1 and draw(st.booleans()):
        return flat[0]
    out, i = [], 0
    while i < len(flat):
        k = draw(st.integers(1, len(flat) - i))
        grp = flat[i:i + k]
        out.append(grp[0] if k == 1 and draw(st.booleans()) else tuple(grp))
        i += k
    return tuple(out)


def _nested_layout(draw, shapes, strides):
    pairs = list(zip(shapes, strides))
    profile = draw(nest(list(range(len(pairs)))))

    def build(p, which):
        if isinstance(p, tuple):
            return tuple(build(q, which) for q in p)
        return pairs[p][which]
    return Layout(build(profile, 0), build(profile, 1))


@st.composite
def any_layouts(draw, max_modes=4, max_shape=6, max_stride=24, pow2=False):
    n = draw(st.integers(1, max_modes))
    if pow2:
        shapes = [2 ** draw(st.integers(0, 3)) for _ in range(n)]
        strides = [draw(st.sampled_from([0, 1, 2, 4, 8, 16, 32])) for _ in range(n)]
    else:
        shapes = [draw(st.integers(1, max_shape)) for _ in range(n)]
        strides = [draw(st.integers(0, max_stride)) for _ in range(n)]
    return _nested_layout(draw, shapes, strides)


@st.composite
def injective_layouts(draw, max_modes=4, pow2=False, gaps=True, max_shape=6):
    """Modes in a random order with strides growing by each mode's extent (times a gap)."""
    n = draw(st.integers(1, max_modes))
    shapes = [(2 ** draw(st.integers(0, 3))) if pow2 else draw(st.integers(1, max_shape))
              for _ in range(n)]
    order = draw(st.permutations(range(n)))
    strides = [0] * n
    cur = 1
    for i in order:
        gap = draw(st.sampled_from([1, 2, 4] if pow2 else [1, 2, 3])) if gaps else 1
        cur *= gap
        strides[i] = cur
        cur *= shapes[i]
    return _nested_layout(draw, shapes, strides)


def offsets(L):
    return [L(i) for i in range(size(L))]


# -- coalesce / filter / printing ---------------------------------------------------

@SETTINGS
@given(any_layouts())
def test_coalesce_keeps_the_function(L):
    C = coalesce(L)
    assert size(C) == size(L) and C.depth() <= 1
    assert offsets(C) == offsets(L)
    if isinstance(L.shape, tuple):
        B = coalesce(L, (1,) * len(L.shape))
        assert B.rank() == L.rank() and offsets(B) == offsets(L)


@SETTINGS
@given(any_layouts())
def test_filter_keeps_the_image(L):
    assert sorted(set(offsets(filter(L)))) == sorted(set(offsets(L)))


@SETTINGS
@given(any_layouts())
def test_print_parse_round_trip(L):
    assert parse_layout(str(L)) == L


# -- composition --------------------------------------------------------------------

@SETTINGS
@given(any_layouts(pow2=True), injective_layouts(pow2=True))
def test_composition_pow2_always_defined_and_pointwise(A, B):
    R = composition(A, B)
    assert size(R) == size(B)
    assert [R(i) for i in range(size(B))] == [A(B(i)) for i in range(size(B))]


@SETTINGS
@given(any_layouts(), any_layouts(max_stride=8))
def test_composition_pointwise_or_refused(A, B):
    try:
        R = composition(A, B)
    except LayoutError as e:
        assert "condition" in str(e)
        return
    assert size(R) == size(B)
    assert [R(i) for i in range(size(B))] == [A(B(i)) for i in range(size(B))]
    # the result follows B's mode structure
    if isinstance(B.shape, tuple):
        assert R.rank() == B.rank()
        assert all(size(R[i]) == size(B[i]) for i in range(B.rank()))


# -- complement ---------------------------------------------------------------------

@SETTINGS
@given(injective_layouts(), st.integers(1, 4))
def test_complement_disjoint_and_fills(L, mult):
    ext = max([s * d for s, d in zip(flatten(L.shape), flatten(L.stride)) if s > 1], default=1)
    M = size(L) * mult
    C = complement(L, M)
    image = set(offsets(L))
    co = offsets(C)
    assert co == sorted(co) and len(set(co)) == len(co)          # ordered, injective
    assert all(c not in image for c in co[1:])                     # disjoint (0 is shared)
    full = sorted(L(i) + C(j) for j in range(size(C)) for i in range(size(L)))
    assert full == list(range(len(full)))                          # together a bijection ...
    assert len(full) >= M and len(full) % ext == 0                 # ... covering the cotarget
    assert len(full) == -(-M // ext) * ext


@SETTINGS
@given(any_layouts())
def test_complement_refuses_or_works(L):
    try:
        C = complement(L, cosize := L.cosize())
    except LayoutError as e:
        assert "injective" in str(e) or "multiple" in str(e) or "negative" in str(e)
        return
    F = filter(L)
    full = sorted(F(i) + C(j) for j in range(size(C)) for i in range(size(F)))
    assert full == list(range(len(full))) and len(full) >= cosize


# -- inverses -----------------------------------------------------------------------

@SETTINGS
@given(injective_layouts(gaps=False))
def test_right_inverse_of_bijection(L):
    R = right_inverse(L)
    assert size(R) == size(L)
    assert all(L(R(i)) == i for i in range(size(R)))
    assert all(R(L(i)) == i for i in range(size(L)))


@SETTINGS
@given(any_layouts())
def test_right_inverse_inverts(L):
    R = right_inverse(L)
    assert all(L(R(i)) == i for i in range(size(R)))


@SETTINGS
@given(injective_layouts())
def test_left_inverse_inverts(L):
    R = left_inverse(L)
    assert all(R(L(i)) == i for i in range(size(L)))


# -- divides ------------------------------------------------------------------------

@st.composite
def divisible_pairs(draw):
    """A with power-of-2 shapes, and a power-of-2 injective tile whose extent fits in size(A)."""
    A = draw(any_layouts(pow2=True))
    B = draw(injective_layouts(pow2=True, max_modes=3))
    ext = max(s * d for s, d in zip(flatten(B.shape), flatten(B.stride)))
    assume(ext <= size(A))
    return A, B


@SETTINGS
@given(divisible_pairs())
def test_logical_divide_keeps_offsets(AB):
    A, B = AB
    D = logical_divide(A, B)
    assert D.rank() == 2 and size(D[0]) == size(B) and size(D) == size(A)
    assert sorted(offsets(D)) == sorted(offsets(A))
    assert [D(i, 0) for i in range(size(B))] == [A(B(i)) for i in range(size(B))]


@st.composite
def rank2_tiled(draw):
    m0, m1 = (2 ** draw(st.integers(1, 4)) for _ in range(2))
    A = draw(st.sampled_from([Layout((m0, m1)), Layout((m0, m1), (m1, 1)),
                              Layout((m0, (2, m1 // 2)), (2, (1, 2 * m0)))]))
    t0, t1 = 2 ** draw(st.integers(0, 4)), 2 ** draw(st.integers(0, 4))
    assume(m0 % t0 == 0 and m1 % t1 == 0)
    return A, (t0, t1)


@SETTINGS
@given(rank2_tiled())
def test_zipped_and_tiled_divide_keep_offsets(At):
    A, (t0, t1) = At
    Z = zipped_divide(A, (t0, t1))
    T = tiled_divide(A, (Layout(t0), Layout(t1)))
    assert size(Z[0]) == t0 * t1 and T.rank() == 3
    assert sorted(offsets(Z)) == sorted(offsets(A)) == sorted(offsets(T))
    # tile (i, j) of the zipped result is A's block at rows i*t0.., cols j*t1..
    for r, c in itertools.product(range(t0), range(t1)):
        assert Z((r, c), (1 % (size(A[0]) // t0), 0)) == A((r + t0 * (1 % (size(A[0]) // t0)), c))


# -- products -----------------------------------------------------------------------

@SETTINGS
@given(injective_layouts(gaps=False, max_modes=3, max_shape=4),
       injective_layouts(gaps=False, max_modes=3, max_shape=4))
def test_products_of_compact_layouts_are_bijections(A, B):
    try:
        P = logical_product(A, B)
    except LayoutError as e:
        assert "condition" in str(e)
        return
    N = size(A) * size(B)
    assert P[0] == A and size(P) == N
    assert sorted(offsets(P)) == list(range(N))
    for prod in (blocked_product, raked_product):
        Q = prod(A, B)
        assert Q.rank() == max(A.rank(), B.rank())
        assert sorted(offsets(Q)) == list(range(N))


@SETTINGS
@given(injective_layouts(pow2=True, max_modes=3), injective_layouts(pow2=True, gaps=False,
                                                                        max_modes=3))
def test_logical_product_pow2_always_defined(A, B):
    P = logical_product(A, B)
    assert P[0] == A and size(P) == size(A) * size(B)
    assert len(set(offsets(P))) == size(P)          # injective: copies of A do not overlap


# -- swizzles -----------------------------------------------------------------------

@SETTINGS
@given(st.integers(0, 3), st.integers(0, 4), st.integers(0, 4), st.booleans())
def test_swizzle_is_a_permutation_of_its_block(b, m, extra, neg):
    s = b + extra
    if neg:
        s = -s
    sw = Swizzle(b, m, s)
    n = 1 << (b + m + abs(s))
    assert sorted(sw(i) for i in range(n)) == list(range(n))
    assert all(sw(sw(i)) == i for i in range(n))      # an involution


@SETTINGS
@given(any_layouts(pow2=True), st.sampled_from([Swizzle(1, 0, 1), Swizzle(2, 1, 3), Swizzle(3, 4, 3)]))
def test_swizzle_composed_layout_pointwise(L, sw):
    C = composition(sw, L)
    assert [C(i) for i in range(size(L))] == [sw(L(i)) for i in range(size(L))]
    assert parse_layout(str(C)) == C
