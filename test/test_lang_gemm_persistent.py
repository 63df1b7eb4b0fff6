"""The persistent GEMM in the front end (tirx_mlir/lang/gemm_persistent.py) is the hand
builder's kernel, op for op, in every configuration the repository uses, and its new
front-end constructs (tile schedules, clusters, asynchronous stores, split-K partials,
arguments that depend on compile-time parameters) report misuse at the user's line.

The proof: for each config of test/gemm_persistent_configs.py (tests, benchmark, gemm_tune's
candidates and picks: 88 configs), the front end's IR after `tile-dispatch`, printed without
locations and with SSA names normalized, hashes to what the hand builder's did
(test/golden/gemm_persistent/hashes.json, written by `python test/test_lang_gemm_persistent.py
--regen` while the builder existed, which asserted the two equal before writing). One
normalization besides names: a pure `arith` op identical to one that dominates it is dropped
(CSE), since the front end deduplicates index arithmetic while tracing and the builder did
not; the pipeline's own `canonicalize, cse` do the same to both a few passes later. Three
configs are kept as whole texts (`*.mlir.gz`) so that a failure shows a diff."""

from __future__ import annotations

import gzip
import json
import sys
from pathlib import Path

import pytest

import tirx_mlir.lang as tx

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import gemm_persistent_configs as CONFIGS  # noqa: E402
import golden_ir  # noqa: E402
from golden_ir import error_of, normalized, sha as _sha, tagged_line  # noqa: E402

GOLDEN = HERE / "golden" / "gemm_persistent"
#: configs whose whole post-dispatch text is kept (the shipped default, the one with every
#: option, a direct-epilogue cluster one)
FULL = {
    "default": dict(bn=256, stages=4, split=2),
    "everything": dict(bn=256, stages=3, split=2, splitk=4, cluster=2, inflight=1, scaled=True,
                       cbufs=2, raster="hilbert"),
    "direct_cluster": dict(bn=256, stages=3, epilogue="direct", cluster=2, inflight=1),
}


def front_ir(kw: dict) -> str:
    from tirx_mlir.lang.gemm_persistent import persistent_gemm_ir

    return persistent_gemm_ir(**CONFIGS.canonical(kw))


test_front_end_is_the_builders_kernel, test_whole_text, test_every_config_in_use_is_proven = \
    golden_ir.proof_tests(GOLDEN, front_ir, CONFIGS.from_key, CONFIGS.key, CONFIGS.all_keys, FULL,
                          check_text=lambda text: text.count("aproxy.wgmma ") > 0)


# -- the kernel and its constructs ------------------------------------------------------------

def test_signature_follows_the_parameters():
    from tirx_mlir.lang.gemm_persistent import gemm_persistent

    plain = gemm_persistent.ir(locations=False, BN=256, STAGES=4, SPLIT=2)
    assert "gpu.func @gemm_bf16(%A: !tile.global<?x?xbf16, row_major>" in plain
    assert "%K: i32) kernel" in plain and "%scale" not in plain and "cluster" not in plain
    full = gemm_persistent.ir(locations=False, BN=256, STAGES=4, SPLIT=2, SPLITK=4, SCALED=True,
                              CLUSTER=2, DTYPE="e4m3")
    assert ("gpu.func @gemm_e4m3(%A: !tile.global<?x?xf8E4M3FN, row_major>, %B: "
            "!tile.global<?x?xf8E4M3FN, row_major>") in full
    assert ("%K: i32, %scale: f32, %W: !tile.global<?xf32, row_major>, %F: "
            "!tile.global<?xi32, row_major>, %sk_tiles: i32, %splits: i32) kernel") in full
    assert "cluster = [2 : i64, 1 : i64, 1 : i64]" in full
    assert gemm_persistent.name_for(DTYPE="f16") == "gemm_f16"


def test_ops_carry_the_kernel_lines():
    from tirx_mlir.lang import gemm_persistent as G

    src = Path(G.__file__).read_text().splitlines()
    text = G.persistent_gemm_ir(bn=256, stages=4, split=2, splitk=4)
    for op, needle in (("tile.tile_coord", "_origin(tile_i"), ("tile.frag_store", "tx.frag_store("),
                       ("tile.store_async", "tx.store_async("), ("tile.flag_wait", "tx.flag_wait(")):
        line = next(ln for ln in text.splitlines() if op in ln)
        loc = line.rsplit('loc("', 1)[1]
        file, row = loc.split('":')[0], int(loc.split('":')[1].split(":")[0])
        assert file == G.__file__ and needle in src[row - 1], (op, src[row - 1])


def test_misuse_is_an_error_at_the_kernel_line():
    from tirx_mlir.lang.gemm_persistent import gemm_persistent

    e = error_of(lambda: gemm_persistent.ir(BN=256, STAGES=8))
    assert "8 stages of BN = 256 (tma epilogue) need 458880 bytes" in e.message
    assert "tx.static_check" in Path(e.loc.file).read_text().splitlines()[e.loc.line - 1]
    e = error_of(lambda: gemm_persistent.ir(RASTER="hilbert", GROUP=12))
    assert "raster 'hilbert' takes a power-of-2 block side group <= 64, found 12" in e.message
    e = error_of(lambda: gemm_persistent.ir(DTYPE="tf32"))
    assert "DTYPE = 'tf32' is out of range: expected one of 'bf16', 'f16', 'e4m3', 'e5m2'" in e.message
    assert "DTYPE" in Path(e.loc.file).read_text().splitlines()[e.loc.line - 1]


M, N = tx.symbols("M N")


@tx.kernel(threads=128, name="k_{MODE}", cluster="CL")
def _constructs(x: tx.Tensor[M, N, tx.bf16], F: tx.When("MODE == 'flags'", tx.Tensor[N, tx.i32]),
                n: tx.i32, *, MODE: str = "ok", CL: int = 1):
    t = tx.block_id(0)
    tiles = tx.cast(n, tx.index)
    if MODE == "raster":
        tx.tile_coord(t, tiles, tiles, raster="zigzag")  # LINE: raster
    if MODE == "flags":
        tx.flag_arrive(x, t)  # LINE: flags
    if MODE == "select":
        tx.select(t, t, 0)  # LINE: select
    if MODE == "store":
        s = tx.alloc((64, 64), tx.bf16)
        tx.store_async(x[0:64, 0:128], s)  # LINE: store
    if MODE == "ok":
        mi, ni = tx.tile_coord(t, tiles, tiles, raster="hilbert", group=4)
        c = tx.ugt(mi, ni) & ~tx.uge(ni, tx.umax(mi, 1))
        tx.select(c, mi, 0)
        tx.constant(3, tx.i32)


@pytest.mark.parametrize("mode, message", [
    ("raster", "tx.tile_coord: expected raster one of ('grouped', 'row', 'hilbert'), found 'zigzag'"),
    ("flags", "tx.flag_arrive: expected a rank-1 global tensor of i32"),
    ("select", "tx.select: expected an i1 condition (a comparison), found index"),
    ("store", "tx.store_async: the shared tile is 64x64 but the window is 64x128"),
])
def test_construct_errors(mode, message):
    e = error_of(lambda: _constructs.ir(MODE=mode))
    assert message in e.message and e.loc.line == tagged_line(__file__, mode), (e.loc, e.message)


def test_constructs_build():
    text = _constructs.ir(locations=False, MODE="ok", CL=2)
    assert "gpu.func @k_ok(%x: !tile.global<?x?xbf16, row_major>, %n: i32)" in text
    assert 'tile.tile_coord' in text and 'raster("hilbert") group(4)' in text
    for op in ("arith.cmpi ugt", "arith.cmpi uge", "arith.maxui", "arith.xori", "arith.andi",
               "arith.select", "arith.constant 3 : i32"):
        assert op in text, op
    assert "cluster = [2 : i64, 1 : i64, 1 : i64]" in text


def test_when_condition_is_checked():
    @tx.kernel(threads=128)
    def bad(x: tx.When("NOPE > 1", tx.f32), *, K: int = 1):
        tx.block_id(0)

    e = error_of(lambda: bad.ir())
    assert "tx.When('NOPE > 1'): the condition does not evaluate" in e.message


def _regen() -> None:
    """Write the goldens from the hand builder (kernels/gemm_persistent.build_persistent_gemm,
    deleted after this proof: restore it with `git show
    ed25cab:tirx_mlir/kernels/gemm_persistent.py > tirx_mlir/kernels/gemm_persistent.py`),
    after checking that the front end's IR equals it, before and after tile-dispatch."""
    from tirx_mlir.kernels import gemm_persistent as H

    out = {}
    for key in sorted(set(CONFIGS.all_keys()) | {CONFIGS.key(kw) for kw in FULL.values()}):
        kw = CONFIGS.from_key(key)
        hand = H.persistent_gemm_ir(**kw)
        front = front_ir(kw)
        for dispatch in (False, True):
            h, f = normalized(hand, dispatch), normalized(front, dispatch)
            if h != f:
                sys.exit(f"{key}: the front end differs from the builder (dispatch={dispatch})")
        out[key] = {"tile": _sha(normalized(hand, False)), "dispatched": _sha(normalized(hand))}
        print(key, "equal", flush=True)
    GOLDEN.mkdir(parents=True, exist_ok=True)
    (GOLDEN / "hashes.json").write_text(json.dumps(out, indent=1, sort_keys=True) + "\n")
    for name, kw in FULL.items():
        full = CONFIGS.canonical(kw)
        (GOLDEN / f"{name}.mlir.gz").write_bytes(
            gzip.compress(normalized(H.persistent_gemm_ir(**full)).encode(), mtime=0))


if __name__ == "__main__":
    if sys.argv[1:] == ["--regen"]:
        _regen()
    else:
        sys.exit("usage: python test/test_lang_gemm_persistent.py --regen")
