"""The blockwise-scaled fp8 GEMM in the front end (tirx_mlir/lang/gemm_blockwise.py) is the
hand builder's kernel, op for op, in every configuration the repository uses, and its new
front-end constructs (lang/promote.py: tx.load_rows, tx.load_scalar, tx.gemm_overwrite,
tx.fma) report misuse at the user's line.

The proof, as test_lang_gemm_persistent.py's: for each config of
test/gemm_blockwise_configs.py (tests, GPU tests, the benchmarks' variants, the host
heuristic's picks: 13 configs), the front end's IR after `tile-dispatch`, printed without
locations, SSA names normalized and duplicate pure arith ops dropped, hashes to what the hand
builder's did (test/golden/gemm_blockwise/hashes.json, written by `python
test/test_lang_gemm_blockwise.py --regen` while the builder existed, which asserted the two
equal before writing). Two configs are kept as whole texts (`*.mlir.gz`)."""

from __future__ import annotations

import gzip
import json
import sys
from pathlib import Path

import pytest

import tirx_mlir.lang as tx

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import gemm_blockwise_configs as CONFIGS  # noqa: E402
import golden_ir  # noqa: E402
from golden_ir import error_of, normalized, sha as _sha, tagged_line  # noqa: E402

GOLDEN = HERE / "golden" / "gemm_blockwise"
#: configs whose whole post-dispatch text is kept (the shipped default; BN 192 with two
#: temporaries, which has every per-part path)
FULL = {
    "default": dict(bn=256, stages=4),
    "bn192_temps2": dict(bn=192, stages=5, pn=64, temps=2),
}


def front_ir(kw: dict) -> str:
    from tirx_mlir.lang.gemm_blockwise import blockwise_gemm_ir

    return blockwise_gemm_ir(**CONFIGS.ir_args(kw))


test_front_end_is_the_builders_kernel, test_whole_text, test_every_config_in_use_is_proven = \
    golden_ir.proof_tests(GOLDEN, front_ir, CONFIGS.from_key, CONFIGS.key, CONFIGS.all_keys, FULL,
                          check_text=lambda text: text.count("aproxy.wgmma ") > 0)


# -- the kernel and its constructs ------------------------------------------------------------

def test_signature_and_promotion():
    from tirx_mlir.lang.gemm_blockwise import gemm_blockwise

    text = gemm_blockwise.ir(locations=False, DTYPE="e5m2")
    assert ("gpu.func @gemm_blockwise_e5m2(%A: !tile.global<?x?xf8E5M2, row_major>, %B: "
            "!tile.global<?x?xf8E5M2, row_major>, %C: !tile.global<?x?xbf16, row_major>, %SA: "
            "!tile.global<?x?xf32, row_major>, %SB: !tile.global<?x?xf32, row_major>, %M: i32, "
            "%N: i32, %K: i32) kernel") in text
    assert text.count(" overwrite scope(warpgroup)") == 2 and text.count("tile.fma") == 2


def test_misuse_is_an_error_at_the_kernel_line():
    from tirx_mlir.lang.gemm_blockwise import gemm_blockwise

    e = error_of(lambda: gemm_blockwise.ir(BN=96))
    assert "expected BN one of (64, 128, 192, 256)" in e.message
    assert "tx.static_check" in Path(e.loc.file).read_text().splitlines()[e.loc.line - 1]
    e = error_of(lambda: gemm_blockwise.ir(DTYPE="bf16"))
    assert "DTYPE = 'bf16' is out of range: expected one of 'e4m3', 'e5m2'" in e.message


M, N = tx.symbols("M N")


@tx.kernel(threads=128, name="k_{MODE}")
def _constructs(x: tx.Tensor[M, N, tx.f32], s: tx.Tensor[M, N, tx.f32], n: tx.i32, *,
                MODE: str = "ok"):
    i = tx.block_id(0)
    acc = tx.fill(0.0, shape=(64, 64), dtype=tx.f32, layout=tx.acc_layout(64, 64))
    buf = tx.alloc((64, 64), tx.bf16)
    if MODE == "rows":
        tx.load_rows(x[i:i + 1, 0:32], like=acc)  # LINE: rows
    if MODE == "scalar":
        tx.load_scalar(x[0:2, 0:1], scope="warpgroup")  # LINE: scalar
    if MODE == "cta":
        tx.load_scalar(x[0:1, 0:1])  # LINE: cta
    if MODE == "fma":
        tx.fma(acc, acc, acc)  # LINE: fma
    if MODE == "overwrite":
        tx.gemm_overwrite(buf, buf, x)  # LINE: overwrite
    if MODE == "ok":
        r = tx.load_rows(x[i:i + 1, 0:64], like=acc)
        f = tx.load_scalar(s[i:i + 1, 0:1], scope="warpgroup")
        t = tx.gemm_overwrite(buf, buf, acc)
        tx.wgmma_wait(0)
        acc = tx.fma(t, tx.scale(r, f), acc)
        acc = tx.fma(t, f, acc)


@pytest.mark.parametrize("mode, message", [
    ("rows", "tx.load_rows: expected a window of 64 elements along one dimension"),
    ("scalar", "tx.load_scalar: expected a window of one f32 element"),
    ("cta", "tx.load_scalar: a scalar is loaded by a warpgroup, a warp or a thread"),
    ("fma", "tx.fma: expected the factor to be an f32 scalar or a row fragment"),
    ("overwrite", "tx.gemm_overwrite: expected the accumulator to be a fragment"),
])
def test_construct_errors(mode, message):
    e = error_of(lambda: _constructs.ir(MODE=mode))
    assert message in e.message and e.loc.line == tagged_line(__file__, mode), (e.loc, e.message)


def test_constructs_build():
    text = _constructs.ir(locations=False, MODE="ok")
    assert "!tile.global<1x64xf32, row_major> -> !tile.frag<64xf32, #layout.wgmma_acc<64x64xf32>>" in text
    assert "!tile.global<1x1xf32, row_major> -> f32" in text
    assert text.count("tile.gemm_async") == 1 and " overwrite scope(warpgroup)" in text
    assert text.count("tile.fma") == 2 and text.count("tile.scale") == 1


def _regen() -> None:
    """Write the goldens from the hand builder (kernels/gemm_blockwise.blockwise_gemm_ir,
    deleted after this proof: restore it with `git show
    3d1b1da:tirx_mlir/kernels/gemm_blockwise.py > tirx_mlir/kernels/gemm_blockwise.py`),
    after checking that the front end's IR equals it, before and after tile-dispatch."""
    from tirx_mlir.kernels import gemm_blockwise as H

    out = {}
    bad = []
    for key in sorted(set(CONFIGS.all_keys()) | {CONFIGS.key(kw) for kw in FULL.values()}):
        kw = CONFIGS.ir_args(CONFIGS.from_key(key))
        hand = H.blockwise_gemm_ir(**kw)
        front = front_ir(kw)
        ok = True
        for dispatch in (False, True):
            h, f = normalized(hand, dispatch), normalized(front, dispatch)
            if h != f:
                Path(f"/tmp/bw_hand_{dispatch}.mlir").write_text(h)
                Path(f"/tmp/bw_front_{dispatch}.mlir").write_text(f)
                bad.append(f"{key}: the front end differs from the builder (dispatch={dispatch})")
                ok = False
                break
        if ok:
            out[key] = {"tile": _sha(normalized(hand, False)), "dispatched": _sha(normalized(hand))}
            print(key, "equal", flush=True)
    if bad:
        sys.exit("\n".join(bad))
    GOLDEN.mkdir(parents=True, exist_ok=True)
    (GOLDEN / "hashes.json").write_text(json.dumps(out, indent=1, sort_keys=True) + "\n")
    for name, kw in FULL.items():
        full = CONFIGS.ir_args(kw)
        (GOLDEN / f"{name}.mlir.gz").write_bytes(
            gzip.compress(normalized(H.blockwise_gemm_ir(**full)).encode(), mtime=0))


if __name__ == "__main__":
    if sys.argv[1:] == ["--regen"]:
        _regen()
    else:
        sys.exit("usage: python test/test_lang_gemm_blockwise.py --regen")
