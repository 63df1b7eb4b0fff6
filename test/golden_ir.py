"""The proof that a kernel written in the front end is the hand builder's kernel it replaced,
shared by test_lang_gemm_{persistent,pingpong,blockwise,tile}.py.

`normalized(text)` is a module's IR after `tile-dispatch` (or not), printed without locations
or SSA names, with one normalization: a pure `arith` op identical to one that dominates it is
dropped (the front end deduplicates index arithmetic while tracing, the builders did not; the
pipeline's own `canonicalize, cse` do the same to both a few passes later). While a builder
existed, each test file's `--regen` wrote the sha256 of the builder's normalized IR per
configuration (`hashes.json`: before and after dispatch) after asserting the front end's
equal, and kept a few whole texts (`*.mlir.gz`) so that a failure shows a diff.

`proof_tests(...)` makes the three tests every such file runs: each stored configuration
hashes as the builder's did; each whole text is equal (and `check_text` holds of it); every
configuration the repository uses has a stored hash (a new one could only be proven against
the builder, which is gone: its IR must be reviewed).

The same files share two helpers for the constructs' misuse tests: `error_of(fn)` (the
KernelError `fn` raises) and `tagged_line(path, tag)` (the line of `path` marked `# LINE: tag`).
"""

from __future__ import annotations

import difflib
import gzip
import hashlib
import importlib
import json
from collections.abc import Callable, Iterable
from io import StringIO
from pathlib import Path

import pytest
from xdsl.parser import Parser
from xdsl.printer import Printer

from tirx_mlir.registry import make_context


def _cse(module) -> None:
    """Drop each pure arith op (no regions) identical to one that dominates it (same block
    earlier, or an enclosing block earlier)."""
    def walk(block, scope):
        scope = dict(scope)
        for op in list(block.ops):
            if op.name.startswith("arith.") and not op.regions:
                k = (op.name, tuple(id(o) for o in op.operands), str(op.properties),
                     str(op.attributes), tuple(str(r.type) for r in op.results))
                hit = scope.get(k)
                if hit is not None:
                    for r, h in zip(op.results, hit.results):
                        r.replace_all_uses_with(h)
                    op.detach()
                    op.erase()
                    continue
                scope[k] = op
            for region in op.regions:
                for b in region.blocks:
                    walk(b, scope)

    for b in module.body.blocks:
        walk(b, {})


def normalized(text: str, dispatch: bool = True) -> str:
    """`text` after tile-dispatch (or not), CSE'd, without locations or SSA names."""
    ctx = make_context()
    return _normalized(ctx, Parser(ctx, text).parse_module(), dispatch)


def normalized_both(text: str) -> tuple[str, str]:
    """(`normalized(text, False)`, `normalized(text)`), with `text` parsed once: the
    dispatched form is made from a copy (`clone`) of the parsed module, which is what
    parsing the same text again would give."""
    ctx = make_context()
    m = Parser(ctx, text).parse_module()
    copy = m.clone()
    return _normalized(ctx, m, False), _normalized(ctx, copy, True)


def _normalized(ctx, m, dispatch: bool) -> str:
    """The parsed module `m` (changed) after tile-dispatch (or not), CSE'd, printed without
    locations or SSA names."""
    if dispatch:
        importlib.import_module("tirx_mlir.lowering.tile_dispatch.pass").TileDispatch().apply(ctx, m)
    _cse(m)
    for op in m.walk():
        for r in op.results:
            r.name_hint = None
        for region in op.regions:
            for b in region.blocks:
                for a in b.args:
                    a.name_hint = None
    out = StringIO()
    Printer(stream=out, print_debuginfo=False).print_op(m)
    return out.getvalue() + "\n"


def sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def load_hashes(golden: Path) -> dict:
    path = golden / "hashes.json"
    return json.loads(path.read_text()) if path.exists() else {}  # {}: the "in use" test fails


def proof_tests(golden: Path, front_ir: Callable[[dict], str], from_key: Callable[[str], dict],
                key: Callable[[dict], str], keys_in_use: Callable[[], Iterable[str]],
                full: dict[str, dict], check_text: Callable[[str], bool] = lambda text: True):
    """(test_front_end_is_the_builders_kernel, test_whole_text,
    test_every_config_in_use_is_proven) for the goldens under `golden`."""
    hashes = load_hashes(golden)

    @pytest.mark.parametrize("config", sorted(hashes))
    def test_front_end_is_the_builders_kernel(config):
        want = hashes[config]
        tile_form, dispatched = normalized_both(front_ir(from_key(config)))
        assert sha(tile_form) == want["tile"], config
        assert sha(dispatched) == want["dispatched"], config

    @pytest.mark.parametrize("name", sorted(full))
    def test_whole_text(name):
        want = gzip.decompress((golden / f"{name}.mlir.gz").read_bytes()).decode()
        got = normalized(front_ir(full[name]))
        if got != want:
            diff = difflib.unified_diff(want.splitlines(), got.splitlines(), "builder",
                                        "front end", lineterm="", n=2)
            pytest.fail("\n".join(list(diff)[:80]))
        assert check_text(want), name
        assert sha(got) == hashes[key(full[name])]["dispatched"]

    def test_every_config_in_use_is_proven():
        missing = sorted(set(keys_in_use()) - set(hashes))
        assert not missing, missing

    return test_front_end_is_the_builders_kernel, test_whole_text, test_every_config_in_use_is_proven


def error_of(fn):
    """The tx.KernelError that `fn()` raises (the test fails if it raises none)."""
    import tirx_mlir.lang as tx

    with pytest.raises(tx.KernelError) as ei:
        fn()
    return ei.value


def tagged_line(path: str | Path, tag: str) -> int:
    """The number of the line of `path` marked `# LINE: tag`."""
    for i, text in enumerate(Path(path).read_text().splitlines(), 1):
        if f"# LINE: {tag}" in text and "tagged_line" not in text:
            return i
    raise AssertionError(tag)
