"""Writes test/completeness/samples.mlir: one representative instance of every op of our
dialects, for test/test_completeness.py's round-trip check.

    python test/completeness/gather.py          # rewrite samples.mlir
    python test/completeness/gather.py --check  # list the ops without a sample, write nothing

Sources: the smallest lit-test / example chunk (`// -----` pieces of test/lit/**.mlir and
examples/*.mlir that parse and verify) holding each op not yet covered, and, for nvvm ops
that no chunk holds, an op built from a row of the PTX table (`nvvm.make` with the row's
first legal slot combination; operands are the arguments of a `func.func`). A new op gets a
sample by a lit test that shows it (then re-run this script) or by a chunk added by hand.
"""

from __future__ import annotations

import argparse
import glob
import io
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

OUT = Path(__file__).with_name("samples.mlir")
SEP = re.compile(r"^// -----\s*$", re.M)
HEADER = ("// One instance of every op of tirx-mlir's dialects (test/test_completeness.py).\n"
          "// Written by test/completeness/gather.py from the lit tests, the examples and the\n"
          "// PTX table; add a chunk (or a lit test, then re-run the script) for a new op.\n")


def our_op_names() -> list[str]:
    from tirx_mlir import registry
    from tirx_mlir.dialects import gpu

    names = []
    for entry in registry.DIALECTS.values():
        names += [op.name for op in registry._load(entry).operations]
    return names + [op.name for op in gpu._OURS]


def _parse(ctx, text: str, where: str):
    from xdsl.parser import Parser

    module = Parser(ctx, text, where).parse_module()
    module.verify()
    return module


def corpus_chunks(ctx):
    """(text, {op names}) of every corpus chunk that parses and verifies."""
    files = sorted(glob.glob(str(ROOT / "test/lit/**/*.mlir"), recursive=True))
    files += sorted(glob.glob(str(ROOT / "examples/*.mlir")))
    for f in files:
        if Path(f).resolve() == OUT.resolve():
            continue
        for chunk in SEP.split(Path(f).read_text()):
            try:
                module = _parse(ctx, chunk, f)
            except Exception:  # error tests: not a sample
                continue
            yield _printed(module), {op.name for op in module.walk()}


def _printed(module) -> str:
    from xdsl.printer import Printer

    out = io.StringIO()
    Printer(stream=out).print_op(module)
    return out.getvalue() + "\n"


def nvvm_sample(name: str) -> str | None:
    """A module with one op of nvvm op `name`, built from its first buildable table row."""
    from xdsl.dialects import func
    from xdsl.dialects.builtin import ModuleOp, VectorType
    from xdsl.ir import Block, Region

    from tirx_mlir.dialects import nvvm
    from tirx_mlir.dialects.nvvm.ops import signature_of
    from tirx_mlir.dialects.nvvm.table import ROWS
    from tirx_mlir.ptx.certify import legal_combos

    def pick(rule):  # the first type a row's operand or result may have
        if rule.types:
            return rule.types[0]
        return VectorType(rule.any_vector_of[0], [4]) if rule.any_vector_of else None

    for row in (r for r in ROWS if r.op_name == f"nvvm.{name}"):
        for slots in legal_combos(row, limit=4):
            try:
                sig = signature_of(row, slots, {})
                types = [pick(rule) for _, rule in sig.operands]
                results = [pick(rule) for _, rule in sig.results]
                if None in types or None in results:
                    continue
                block = Block(arg_types=types)
                given = {k: v for k, v in slots.items() if v is not None}
                for literal in (1, 0.5):  # an integer literal, or a float one (PTX ISA 4.5)
                    props = {k: {"offset": 0, "sym": "s"}.get(kind, literal)
                             for k, kind in row._extra.items()}
                    try:
                        op = nvvm.make(row.name, list(block.args), results, **given, **props)
                        break
                    except Exception:  # this literal does not fit the operand's type
                        op = None
                if op is None:
                    continue
                block.add_op(op)
                block.add_op(func.ReturnOp())
                f = func.FuncOp(f"sample_{len(types)}", (types, []), Region(block))
                return _printed(ModuleOp([f]))
            except Exception:  # this combination needs operands the row cannot infer
                continue
    return None


def gather() -> tuple[list[str], list[str]]:
    from tirx_mlir.registry import make_context

    ctx = make_context()
    wanted = set(our_op_names())
    chunks = sorted(corpus_chunks(ctx), key=lambda c: len(c[0]))
    picked: list[str] = []
    covered: set[str] = set()
    for op in sorted(wanted):
        if op in covered:
            continue
        for text, names in chunks:
            if op in names:
                picked.append(text)
                covered |= names
                break
    for op in sorted(wanted - covered):
        if op.startswith("nvvm.") and (text := nvvm_sample(op[len("nvvm."):])) is not None:
            picked.append(text)
            covered.add(op)
    return picked, sorted(wanted - covered)


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--check", action="store_true")
    args = p.parse_args(argv)
    picked, missing = gather()
    for op in missing:
        print(f"no sample: {op}", file=sys.stderr)
    if not args.check:
        OUT.write_text(HEADER + "\n// -----\n".join(picked))
        print(f"{OUT}: {len(picked)} chunks")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
