"""The non-persistent GEMM in the front end (tirx_mlir/lang/gemm.py) is the hand builder's
kernel (kernels/gemm_tile.py, deleted), op for op, in every configuration the repository
used and a grid around them.

The proof, as test/test_lang_gemm_persistent.py's: for each config of CONFIGS, the front
end's IR before and after `tile-dispatch`, printed without locations, SSA names normalized
and a pure arith op identical to one that dominates it dropped, hashes to what the hand
builder's did (test/golden/gemm_tile/hashes.json, written by `python test/test_lang_gemm_tile.py
--regen` while the builder existed, which asserted the two equal before writing). Two
configs are kept as whole texts (`*.mlir.gz`) so that a failure shows a diff."""

from __future__ import annotations

import gzip
import itertools
import json
import sys
from pathlib import Path


HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import golden_ir  # noqa: E402
from golden_ir import normalized, sha as _sha  # noqa: E402

GOLDEN = HERE / "golden" / "gemm_tile"
DEFAULTS = dict(bn=128, stages=4, epilogue="direct", dtype="bf16", inflight=0, b_major="K")


def _configs() -> list[dict]:
    """The configurations the repository used (tests, zoo, benchmarks, docs) and a grid: BN x
    stages x epilogue x inflight in bf16, every dtype, MN-major B."""
    used = [
        {}, dict(bn=256, stages=3), dict(bn=64, stages=2, epilogue="tma"), dict(bn=8, stages=1),
        dict(inflight=1), dict(b_major="MN"), dict(bn=64, stages=3), dict(bn=128, stages=2),
        dict(epilogue="tma"), dict(epilogue="tma", inflight=1),
        dict(bn=64, stages=3, epilogue="tma", dtype="f16"), dict(dtype="e4m3", inflight=1),
        dict(bn=256, stages=2, epilogue="tma", inflight=1), dict(bn=64, stages=2, epilogue="tma", dtype="e4m3"),
        dict(dtype="e4m3"),
    ]
    for d in ("f16", "e4m3", "e5m2"):
        used.append(dict(stages=3, dtype=d))
        used.append(dict(dtype=d))
    grid = [dict(bn=bn, stages=s, epilogue=e, inflight=i)
            for bn, s, e, i in itertools.product((8, 64, 128, 192, 256), (1, 2, 4), ("direct", "tma"), (0, 1))
            if not (e == "tma" and bn % 64) and not (bn == 256 and s == 4 and e == "tma")]
    mn = [dict(bn=bn, stages=s, epilogue=e, inflight=i, b_major="MN", dtype=d)
          for bn, s, e, i, d in itertools.product((64, 256), (2, 3), ("direct", "tma"), (0, 1), ("bf16", "f16"))]
    out, seen = [], set()
    for kw in used + grid + mn:
        full = {**DEFAULTS, **kw}
        k = key(full)
        if k not in seen:
            seen.add(k)
            out.append(full)
    return out


def key(kw: dict) -> str:
    kw = {**DEFAULTS, **kw}
    return (f"bn{kw['bn']}:s{kw['stages']}:{kw['epilogue']}:{kw['dtype']}:inflight{kw['inflight']}"
            f":b{kw['b_major']}")


def from_key(k: str) -> dict:
    bn, s, e, d, i, b = k.split(":")
    return dict(bn=int(bn[2:]), stages=int(s[1:]), epilogue=e, dtype=d, inflight=int(i[8:]),
                b_major=b[1:])


FULL = {"default": dict(DEFAULTS), "tma_inflight_mn": dict(DEFAULTS, bn=256, stages=3,
                                                              epilogue="tma", inflight=1, b_major="MN")}



def front_ir(kw: dict) -> str:
    from tirx_mlir.lang.gemm import gemm_ir

    return gemm_ir(**kw)


test_front_end_is_the_builders_kernel, test_whole_text, test_every_config_in_use_is_proven = \
    golden_ir.proof_tests(GOLDEN, front_ir, from_key, key, lambda: [key(c) for c in _configs()], FULL,
                          check_text=lambda text: text.count("aproxy.wgmma ") > 0)


def _regen() -> None:
    """Write the goldens from the hand builder (kernels/gemm_tile.build_gemm, deleted after
    this proof: restore it with `git show b785ac1:tirx_mlir/kernels/gemm_tile.py >
    tirx_mlir/kernels/gemm_tile.py`), after checking that the front end's IR equals it,
    before and after tile-dispatch."""
    from tirx_mlir.kernels import gemm_tile

    GOLDEN.mkdir(parents=True, exist_ok=True)
    out, bad = {}, []
    for kw in _configs():
        ours, hand = front_ir(kw), gemm_tile.gemm_ir(**kw)
        h = {"tile": _sha(normalized(hand, False)), "dispatched": _sha(normalized(hand))}
        mine = {"tile": _sha(normalized(ours, False)), "dispatched": _sha(normalized(ours))}
        if h != mine:
            bad.append(key(kw))
        out[key(kw)] = h
        print(key(kw), "same" if h == mine else "DIFFERENT", flush=True)
    if bad:
        raise SystemExit(f"the front end differs from the builder: {bad}")
    (GOLDEN / "hashes.json").write_text(json.dumps(out, indent=1, sort_keys=True) + "\n")
    for name, kw in FULL.items():
        (GOLDEN / f"{name}.mlir.gz").write_bytes(
            gzip.compress(normalized(gemm_tile.gemm_ir(**kw)).encode(), mtime=0))


if __name__ == "__main__":
    if sys.argv[1:] == ["--regen"]:
        _regen()
    else:
        sys.exit("usage: python test/test_lang_gemm_tile.py --regen")
