"""The FlashAttention kernel of the front end (tirx_mlir/lang/attention.py) is the kernel of
the hand builder it replaced (tirx_mlir/kernels/attention_tile.py, deleted): for every
variant that the tests, the PyTorch entry, the benchmarks or the GPU tests use, tile-dispatch
makes of both the same IR.

test/lang_kernels/attention/<variant>.mlir hold the tile-level IR the hand builder printed
(`attention_tile.attention_ir(**variant)`, its last version: commit 380b69a). Each is
compared with `attention.ir(**variant)` after `tile-dispatch`, twice:

* `dce`, then the ops other than index arithmetic (constants, addi, muli, subi, divui,
  remui, minui, index_cast): the same ops in the same order, with the same properties,
  result types and tensor maps (the GEMM's check in test_lang.py);
* `canonicalize` + `cse`, every constant moved to the top of the kernel: the printed IR,
  SSA names renumbered and no locations, character for character.

Before both, an `scf.if` without results and with an empty else loses its else region on
either side (`_drop_empty_else`). The second form is needed for the index arithmetic: the front end shares index values
while tracing (one `arith.constant 1` for a loop's bound and step, `q_row + row0` once when
the LSE row is the same value), and the builder wrote `q_row + 0` for the first Q box; the
PTX test below shows what that leaves in the PTX: only constant moves and one `add`.

The golden side is fixed data, so its two normalized forms are not recomputed each run:
test/lang_kernels/attention/hashes.json holds, per variant, the sha256 of the golden file
itself (`text`), of its `live_ops` list (`live_ops`, as JSON) and of its `canonical_text`
(`canonical`), written by `python test/test_lang_attention.py --regen` from the golden files
alone. The per-variant test computes only the front end's side and compares hashes; on a
mismatch it computes the golden's side too and asserts equality of the forms (the readable
failure). Three tests keep the hashes honest: every golden file hashes to its `text` (an
edited golden fails), and two goldens' normalized forms are re-derived and must hash to the
stored `live_ops` / `canonical` (a change to tile-dispatch or to the normalization that
moves the goldens' forms fails there, and in the per-variant test as "stale", until
`--regen`).
"""

from __future__ import annotations

import hashlib
import importlib
import json
import re
import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from xdsl.dialects import arith
from xdsl.parser import Parser
from xdsl.transforms.canonicalize import CanonicalizePass
from xdsl.transforms.common_subexpression_elimination import CommonSubexpressionElimination
from xdsl.transforms.dead_code_elimination import DeadCodeElimination

from tirx_mlir.lang.attention import attention
from tirx_mlir.registry import make_context

GOLDEN = Path(__file__).resolve().parent / "lang_kernels" / "attention"
DEFAULTS = dict(d=128, bn=128, stages=3, causal=False, layout="bhsd", consumers=2,
                schedule="pingpong", hold=True, epilogue="tma", persistent=False,
                rescale="late", turn="both")

_OVERLAP = ("overlap", 3)
VARIANTS = (
    # the default schedule for every head dim, mask and layout: test_attention.py,
    # test_verify_sync.py, the GPU test's CASES, bench_attention.py "ours", attn_profile.py
    [dict(d=d, causal=c, layout=lay) for d in (128, 64) for c in (False, True)
     for lay in ("bhsd", "bshd")]
    # the GPU test's SCHEDULES (test_attention.py's serial and one-consumer overlap among them)
    + [dict(causal=c, layout=lay, schedule=s, stages=st, consumers=n)
       for c, lay in ((True, "bhsd"), (True, "bshd"), (False, "bhsd"))
       for s, st, n in (("serial", 2, 2), ("overlap", 3, 2), ("overlap", 3, 1))]
    # the GPU test's PERSISTENT_CASES with either epilogue (test_attention.py's among them),
    # attn_ncu_one.py "pers", and test_attention.py's persistent D 64 causal
    + [dict(d=d, causal=c, layout=lay, persistent=True, epilogue=e)
       for d, c, lay in ((128, True, "bhsd"), (64, False, "bshd"), (128, False, "bhsd"))
       for e in ("direct", "tma")]
    + [dict(d=64, causal=True, persistent=True)]
    # bench_attention.py "ours_serial"
    + [dict(d=64, causal=c, schedule="serial", stages=2) for c in (False, True)]
    # test_attention.py's structure checks and test_inspect.py
    + [dict(hold=False), dict(epilogue="direct"), dict(causal=True, stages=2)]
    # attn_variants.py ("turn_qk", "overlap2") and attn_ncu_one.py ("nohold")
    + [dict(d=d, causal=c, turn="qk") for d, c in ((128, False), (128, True), (64, False))]
    + [dict(d=64, schedule="overlap")]
    + [dict(causal=c, epilogue="direct", hold=False) for c in (False, True)]
    # the builder's last knob, used by no caller
    + [dict(rescale="early"), dict(causal=True, rescale="early", turn="qk")]
)


def variant_id(kw: dict) -> str:
    """A file name for a variant: its parameters that differ from the defaults."""
    full = {**DEFAULTS, **kw}
    parts = [f"{k}-{v}" for k, v in full.items() if v != DEFAULTS[k]]
    return "_".join(parts) or "default"


def _dispatched(text: str):
    ctx = make_context()
    m = Parser(ctx, text).parse_module()
    _drop_empty_else(m)
    importlib.import_module("tirx_mlir.lowering.tile_dispatch.pass").TileDispatch().apply(ctx, m)
    return ctx, m


def _drop_empty_else(m) -> None:
    """An `scf.if` without results whose else block holds only its `scf.yield` loses the else
    region: the builder wrote `else { scf.yield }`, the front end (since the persistent GEMM's
    port, lang/control.py) writes no else at all, as MLIR prints such an if; both mean the same."""
    from xdsl.dialects import scf

    for op in list(m.walk()):
        if isinstance(op, scf.IfOp) and not op.results and op.false_region.blocks:
            (block,) = op.false_region.blocks
            if isinstance(block.first_op, scf.YieldOp) and block.first_op is block.last_op:
                op.false_region.detach_block(block)
                block.erase()


_INDEX_MATH = ("arith.constant", "arith.addi", "arith.subi", "arith.muli", "arith.divui",
               "arith.remui", "arith.minui", "arith.index_cast",
               "builtin.unrealized_conversion_cast")


def live_ops(ctx, m) -> list[tuple]:
    """(name, properties, result types, tensor maps) of every live op of the dispatched
    module `m` (changed: dead code removed), index arithmetic aside."""
    DeadCodeElimination().apply(ctx, m)
    return [(o.name, str(o.properties), [str(r.type) for r in o.results],
             str(o.attributes.get("tile.tensormaps", "")) if o.name == "gpu.func" else "")
            for o in m.walk() if o.name not in _INDEX_MATH]


def canonical_text(ctx, m) -> str:
    """The dispatched module `m` (changed) after canonicalize and cse, each distinct constant
    once at the top of its kernel, SSA names renumbered in order of appearance."""
    CanonicalizePass().apply(ctx, m)
    CommonSubexpressionElimination().apply(ctx, m)
    for func in [o for o in m.walk() if o.name == "gpu.func"]:
        entry = func.regions[0].blocks[0]
        first: dict = {}
        for c in [o for o in func.walk() if isinstance(o, arith.ConstantOp)]:
            key = (str(c.value), str(c.result.type))
            if key in first:
                c.result.replace_all_uses_with(first[key].result)
                c.detach()
                c.erase()
            else:
                first[key] = c
        for key in sorted(first, reverse=True):
            first[key].detach()
            entry.insert_op_before(first[key], entry.first_op)
    names: dict[str, str] = {}

    def renumber(mo) -> str:
        return names.setdefault(mo.group(0), f"%v{len(names)}")

    return re.sub(r"%[A-Za-z0-9_.$-]+", renumber, str(m))


def golden(kw: dict) -> str:
    return (GOLDEN / f"{variant_id(kw)}.mlir").read_text()


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def forms(text: str) -> tuple[list[tuple], str]:
    """(`live_ops`, `canonical_text`) of the IR `text` after tile-dispatch: dispatched once,
    `live_ops` on a copy."""
    ctx, m = _dispatched(text)
    return live_ops(ctx, m.clone()), canonical_text(ctx, m)


def form_hashes(live: list[tuple], canonical: str) -> dict[str, str]:
    """The sha256 of `live_ops` (as JSON) and of `canonical_text`, as hashes.json keeps them."""
    return {"live_ops": _sha(json.dumps(live)), "canonical": _sha(canonical)}


HASHES_PATH = GOLDEN / "hashes.json"
#: {variant id: {"text", "live_ops", "canonical"}} of the goldens ({}: the tests below fail)
HASHES: dict[str, dict[str, str]] = json.loads(HASHES_PATH.read_text()) if HASHES_PATH.exists() else {}


def test_variants_are_distinct_and_every_golden_is_used():
    """Variant ids are distinct; the golden files and hashes.json's entries are exactly
    the variants'; each golden file hashes to its stored `text` hash."""
    ids = [variant_id(kw) for kw in VARIANTS]
    assert len(set(ids)) == len(ids)
    assert sorted(p.stem for p in GOLDEN.glob("*.mlir")) == sorted(ids)
    assert sorted(HASHES) == sorted(ids)
    stale = [i for i in ids if _sha(golden(VARIANTS[ids.index(i)])) != HASHES[i]["text"]]
    assert not stale, f"golden files changed since hashes.json was written: {stale}"


@pytest.mark.parametrize("kw", [dict(), dict(d=64, causal=True, persistent=True)], ids=variant_id)
def test_stored_hashes_are_the_goldens_forms(kw):
    """The golden's `live_ops` and `canonical_text`, derived now, hash to what hashes.json
    stores (for two goldens; every golden's text is checked against its hash above)."""
    live, canonical = forms(golden(kw))
    assert form_hashes(live, canonical) == {k: HASHES[variant_id(kw)][k] for k in ("live_ops", "canonical")}, \
        "hashes.json is stale: python test/test_lang_attention.py --regen"


@pytest.mark.parametrize("kw", VARIANTS, ids=variant_id)
def test_front_end_attention_is_the_builders(kw):
    """The front end's `live_ops` (with at least one wgmma) and `canonical_text` are the
    golden's: equal hashes, or, on a mismatch, equal forms (the golden's computed then)."""
    live, canonical = forms(attention.ir(locations=False, **kw))
    assert sum(o[0] == "aproxy.wgmma" for o in live) > 0
    want = HASHES[variant_id(kw)]
    if form_hashes(live, canonical) == {k: want[k] for k in ("live_ops", "canonical")}:
        return
    their_live, their_canonical = forms(golden(kw))
    assert [o[0] for o in live] == [o[0] for o in their_live]
    assert live == their_live
    assert canonical == their_canonical
    pytest.fail("the forms are equal but hashes.json is stale: python test/test_lang_attention.py --regen")


def _ptx(text: str, verify_sync: bool = True) -> str:
    from tirx_mlir.runtime.compiler import lower_to_ptx

    return lower_to_ptx(text, verify_sync=verify_sync)[0]


def _blanked(ptx: str) -> list[str]:
    """PTX lines with register numbers blanked (%rd12 -> %rd) and no register declarations."""
    ptx = re.sub(r"\.reg \.\w+ %\w+<\d+>;", "", ptx)
    return re.sub(r"%(rd|r|f|p|fd|h|hh|rs)\d+\b", r"%\1", ptx).splitlines()


@pytest.mark.parametrize("kw", [dict(), dict(d=64, causal=True, persistent=True)], ids=variant_id)
def test_ptx_differs_only_in_shared_index_values(kw, tmp_path):
    """The PTX of both, register numbers aside: the builder's has a few more constant moves
    (a loop's bound and step, the block-0 index) and index `add`s / shifts (the LSE row,
    the tile count recomputed), the front end shares them; every other line is the same, in
    the same order; ptxas gives both the same registers and spills. (The front end's is
    lowered without aproxy-verify-sync: test_attention.py's test_verify_sync_clean checks
    both variants; the builder's goes through the whole pipeline.)"""
    ptx = {"ours": _ptx(attention.ir(locations=False, **kw), verify_sync=False), "theirs": _ptx(golden(kw))}
    ours, theirs = _blanked(ptx["ours"]), _blanked(ptx["theirs"])
    # constant moves, 64-bit (index) adds and shifts (a division by BM)
    shared_only = re.compile(r"\s*(mov\.b(32|64) %rd?, -?\d+|(add\.s64|shr\.u64) %rd, %rd, %rd?);$")
    assert not Counter(ours) - Counter(theirs)  # nothing the builder's PTX does not have
    extra = Counter(theirs) - Counter(ours)
    assert all(shared_only.match(line) for line in extra), sorted(extra.items())
    assert [x for x in ours if not shared_only.match(x)] == \
        [x for x in theirs if not shared_only.match(x)]
    if shutil.which("ptxas") is None:
        return
    usage = []
    for name, text in ptx.items():
        src = tmp_path / f"{name}.ptx"
        src.write_text(text)
        r = subprocess.run(["ptxas", "-arch=sm_90a", "-v", str(src), "-o", str(tmp_path / f"{name}.cubin")],
                           capture_output=True, text=True, check=False)
        assert r.returncode == 0, r.stderr
        usage.append(re.findall(r"Used \d+ registers|\d+ bytes spill \w+", r.stderr))
    # the same registers and spill bytes (the persistent tile loop spills 8 bytes in both)
    assert usage[0] == usage[1] and len(usage[0]) == 3, usage


def _regen() -> None:
    """Write hashes.json from the golden files alone (their text, `live_ops` and
    `canonical_text` hashes); the front end is not consulted."""
    out = {}
    for kw in VARIANTS:
        text = golden(kw)
        out[variant_id(kw)] = {"text": _sha(text), **form_hashes(*forms(text))}
        print(variant_id(kw), flush=True)
    HASHES_PATH.write_text(json.dumps(out, indent=1, sort_keys=True) + "\n")


if __name__ == "__main__":
    if sys.argv[1:] == ["--regen"]:
        _regen()
    else:
        sys.exit("usage: python test/test_lang_attention.py --regen")
