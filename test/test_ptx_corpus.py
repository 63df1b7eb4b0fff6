"""The real-PTX corpus (test/ptx_corpus/): every opcode spelling in it is printable by the PTX
table — some row and slot values print exactly that spelling, or an equivalent one PTX takes
for it (`.shared` for `.shared::cta`, a tensor copy without a load mode for `.tile`)."""

import glob
import os

import pytest

from tirx_mlir.dialects import nvvm
from tirx_mlir.ptx.spellings import Matcher, equivalents, extract, printed_opcode

HERE = os.path.join(os.path.dirname(__file__), "ptx_corpus")
NVCC = sorted(glob.glob(os.path.join(HERE, "nvcc", "*.ptx")))
TEXT = [os.path.join(HERE, "llvm_nvptx.txt"), os.path.join(HERE, "inline_asm.txt")]


def corpus() -> dict[str, set[str]]:
    return {os.path.relpath(f, HERE): set(extract(open(f).read())) for f in NVCC + TEXT}


@pytest.fixture(scope="module")
def matcher():
    return Matcher()


def test_corpus_is_there_and_regenerable():
    srcs = sorted(os.path.basename(p)[:-3] for p in glob.glob(os.path.join(HERE, "src", "*.cu")))
    assert srcs and srcs == sorted(os.path.basename(p)[:-4] for p in NVCC), "run test/ptx_corpus/regen.sh"
    sizes = {k: len(v) for k, v in corpus().items()}
    assert all(n >= 20 for n in sizes.values()), sizes
    assert len(set().union(*corpus().values())) >= 200


#: Spellings of the corpus the table deliberately does not print, with the reason: each is
#: legal PTX (ptxas assembles the corpus file), but no kernel of ours needs it yet and its
#: row would take more than a slot (docs/nvvm.md, "Deliberate gaps").
DELIBERATE_GAPS: dict[str, str] = {
    # (vector atom/red and the video instructions, the earlier gaps, are rows since issue 13)
    # (none now: DeepGEMM's `st.L1::no_allocate.relaxed.sys.global.u64`, the last, prints since
    # session 8: eviction priorities on ordered accesses, and the order ptxas also takes)
}


def test_every_corpus_spelling_is_printable(matcher):
    missing = []
    for name, spellings in sorted(corpus().items()):
        for sp in sorted(spellings):
            m = matcher.match(sp)
            if m is None:
                if sp not in DELIBERATE_GAPS:
                    missing.append(f"{name}: {sp}")
                continue
            # The row really prints it (or the equivalent named), with legal slot values.
            assert m.row.validate_slots(m.slots) is None
            assert printed_opcode(m.row, m.slots) == m.spelling
            assert m.spelling == sp or (m.spelling, m.rule) in equivalents(sp)
    assert not missing, "spellings no table row prints:\n  " + "\n  ".join(missing)


def test_deliberate_gaps_are_real_and_still_gaps(matcher):
    """Each documented gap is in the corpus and still unprinted (close it: drop it here)."""
    allsp = set().union(*corpus().values())
    for sp in DELIBERATE_GAPS:
        assert sp in allsp, f"{sp}: no longer in the corpus"
        assert matcher.match(sp) is None, f"{sp}: the table prints it now; remove it from DELIBERATE_GAPS"


def test_corpus_coverage_counts(matcher):
    """The corpus's size and what the table prints of it (the numbers docs/nvvm.md gives)."""
    allsp = set().union(*corpus().values())
    printed = {sp for sp in allsp if matcher.match(sp) is not None}
    assert len(allsp) >= 618, len(allsp)
    assert printed == allsp - set(DELIBERATE_GAPS), sorted(allsp - printed)


def test_the_hopper_families_are_in_the_corpus():
    allsp = set().union(*corpus().values())
    for family in ("wgmma.mma_async", "cp.async.bulk.tensor", "cp.reduce.async.bulk", "multicast::cluster",
                   "L2::cache_hint", "mbarrier.try_wait", "barrier.cluster", "setmaxnreg", "stmatrix", "ldmatrix",
                   "elect.sync", "fence.proxy", "cp.async.bulk.prefetch", "tensormap.replace", "getctarank",
                   "mapa", "im2col", "mma.sync", "cp.async.wait_all", "cp.async.mbarrier.arrive", "membar",
                   "dp4a", "shf.l", "atom.global.cta", "ld.global.L2::cache_hint", "prefetch.global.L2::evict_last",
                   "griddepcontrol", "redux.sync", "lop3", "prmt", "bfe", "cvt.rn.satfinite.e4m3x2"):
        assert any(family in sp for sp in allsp), family


def test_extract_handles_guards_labels_braces_and_comments():
    text = """
    .reg .b32 %r<4>;  // a directive
    $L_1: @%p1 bra $L_2;   /* a comment; with a semicolon */
    @!%p2 mbarrier.try_wait.parity.shared::cta.b64 %p3, [%r1], %r2;
    { .reg .pred P1; LAB: elect.sync %r1|P1, -1; }
    wgmma.fence.sync.aligned;
    """
    got = extract(text)
    assert dict(got) == {"bra": 1, "mbarrier.try_wait.parity.shared::cta.b64": 1, "elect.sync": 1,
                         "wgmma.fence.sync.aligned": 1}


def test_equivalent_spellings(matcher):
    m = matcher.match("ldmatrix.sync.aligned.m8n8.x4.shared.b16")
    assert m.rule == "exact" and m.row.name == "ldmatrix"  # the table spells .shared itself
    m = matcher.match("mbarrier.init.shared.b64")
    assert m.rule == "exact" and m.slots == {"space": "shared"}
    m = matcher.match("cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes")
    assert m.row.name == "cp.async.bulk.tensor.load" and m.rule == "no load mode = .tile"
    assert m.spelling == "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes"
    m = matcher.match("cp.async.bulk.tensor.2d.global.shared.bulk_group")
    assert m is not None and ".shared = .shared::cta" in m.rule
    assert matcher.match("cp.async.bulk.tensor.2d.global.shared::cta.bulk_group.tile") is None  # order matters
    assert matcher.match("mbarrier.try_wait.parity.shared::cluster.b64") is None  # illegal in PTX
    assert matcher.match("tcgen05.mma.cta_group::1.kind::f16") is None  # not sm_90a


def test_rows_the_corpus_needs_are_certified_rows():
    names = {r.name for r in nvvm.ROWS}
    for n in ("cp.reduce.async.bulk.tensor", "cp.async.bulk.prefetch.tensor", "tensormap.replace",
              "tensormap.cp_fenceproxy", "fence.proxy.tensormap.acquire", "getctarank", "mbarrier.test_wait.parity",
              "mbarrier.complete_tx", "bar.warp.sync", "barrier.sync", "isspacep", "fence.sync_restrict"):
        assert n in names
