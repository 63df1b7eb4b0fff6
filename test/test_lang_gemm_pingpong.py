"""The ping-pong GEMM in the front end (tirx_mlir/lang/gemm_pingpong.py) is the hand builder's
kernel, op for op, in every configuration the repository uses, and a bad option is reported
at the kernel's line.

The proof, as test_lang_gemm_persistent.py's: for each config of
test/gemm_pingpong_configs.py (test_gemm_pingpong.py's and verify_sync_time.py's variants,
test/gpu/test_gemm.py's, bench_gemm.py's, gemm_tune's candidates: 7 configs), the front end's
IR before and after `tile-dispatch`, printed without locations, with SSA names normalized and
duplicate pure `arith` ops dropped (test_lang_gemm_persistent.normalized), hashes to what the
hand builder's did (test/golden/gemm_pingpong/hashes.json, written by `python
test/test_lang_gemm_pingpong.py --regen` while the builder existed, which asserted the two
equal before writing). The shipped default is kept as a whole text (`default.mlir.gz`) so
that a failure shows a diff."""

from __future__ import annotations

import gzip
import json
import sys
from pathlib import Path

import pytest

import tirx_mlir.lang as tx

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import gemm_pingpong_configs as CONFIGS  # noqa: E402
import golden_ir  # noqa: E402
from golden_ir import error_of, normalized, sha as _sha  # noqa: E402

GOLDEN = HERE / "golden" / "gemm_pingpong"
#: configs whose whole post-dispatch text is kept
FULL = {"default": dict(bn=128, stages=6, inflight=1)}


def front_ir(kw: dict) -> str:
    from tirx_mlir.lang.gemm_pingpong import pingpong_gemm_ir

    return pingpong_gemm_ir(**CONFIGS.canonical(kw))


test_front_end_is_the_builders_kernel, test_whole_text, test_every_config_in_use_is_proven = \
    golden_ir.proof_tests(GOLDEN, front_ir, CONFIGS.from_key, CONFIGS.key, CONFIGS.all_keys, FULL,
                          check_text=lambda text: text.count("aproxy.named_barrier_sync id(4), threads(256)") == 2)


def test_signature_and_name():
    from tirx_mlir.lang.gemm_pingpong import gemm_pingpong

    text = gemm_pingpong.ir(locations=False, DTYPE="e4m3")
    assert ("gpu.func @gemm_e4m3(%A: !tile.global<?x?xf8E4M3FN, row_major>, %B: "
            "!tile.global<?x?xf8E4M3FN, row_major>, %C: !tile.global<?x?xbf16, row_major>, "
            "%M: i32, %N: i32, %K: i32) kernel") in text
    assert "cluster" not in text
    assert gemm_pingpong.name_for(DTYPE="f16") == "gemm_f16"


def test_turns_carry_the_macro_lines():
    """The named barriers of the turns are located at the `turn` macro's lines."""
    from tirx_mlir.lang import gemm_pingpong as G

    src = Path(G.__file__).read_text().splitlines()
    text = G.pingpong_gemm_ir()
    for op, needle in (("aproxy.named_barrier_sync", "tx.barrier(TURN + w"),
                       ("aproxy.named_barrier_arrive", "tx.barrier_arrive(TURN"),
                       ("tile.store_async", "tx.store_async(c_g")):
        line = next(ln for ln in text.splitlines() if op in ln)
        loc = line.rsplit('loc("', 1)[1]
        file, row = loc.split('":')[0], int(loc.split('":')[1].split(":")[0])
        assert file == G.__file__ and needle in src[row - 1], (op, src[row - 1])


def test_misuse_is_an_error_at_the_kernel_line():
    from tirx_mlir.lang.gemm_pingpong import gemm_pingpong, pingpong_gemm_ir

    e = error_of(lambda: gemm_pingpong.ir(BN=256, STAGES=3))
    assert ("two 64 x BN f32 accumulators (BN registers); expected BN <= 192 within the 232 "
            "registers of setmaxnreg, found 256") in e.message
    assert "tx.static_check" in Path(e.loc.file).read_text().splitlines()[e.loc.line - 1]
    e = error_of(lambda: gemm_pingpong.ir(INFLIGHT=2))
    assert "gemm_pingpong: expected inflight 0 or 1, found 2" in e.message
    e = error_of(lambda: gemm_pingpong.ir(DTYPE="tf32"))
    assert "DTYPE = 'tf32' is out of range: expected one of 'bf16', 'f16', 'e4m3', 'e5m2'" in e.message
    with pytest.raises(ValueError, match=r"8 stages of BN = 128 \(tma epilogue\) need \d+ bytes"):
        pingpong_gemm_ir(bn=128, stages=8)


def test_turn_outside_a_kernel_is_an_error():
    from tirx_mlir.lang.gemm_pingpong import turn

    with pytest.raises(tx.KernelError, match="turn is a @tx.macro: call it inside a @tx.kernel"):
        turn(0, "wait")


def _regen() -> None:
    """Write the goldens from the hand builder (kernels/gemm_pingpong.build_pingpong_gemm,
    deleted after this proof: restore it with `git show
    7762d6e:tirx_mlir/kernels/gemm_pingpong.py > tirx_mlir/kernels/gemm_pingpong.py`), after
    checking that the front end's IR equals it, before and after tile-dispatch."""
    from tirx_mlir.kernels import gemm_pingpong as H

    out = {}
    for key in sorted(set(CONFIGS.all_keys()) | {CONFIGS.key(kw) for kw in FULL.values()}):
        kw = CONFIGS.from_key(key)
        hand = H.pingpong_gemm_ir(**kw)
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
        (GOLDEN / f"{name}.mlir.gz").write_bytes(
            gzip.compress(normalized(H.pingpong_gemm_ir(**CONFIGS.canonical(kw))).encode(), mtime=0))


if __name__ == "__main__":
    if sys.argv[1:] == ["--regen"]:
        _regen()
    else:
        sys.exit("usage: python test/test_lang_gemm_pingpong.py --regen")
