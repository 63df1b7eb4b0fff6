"""docs/layout.md stays true: its >>> examples run, and its tables are regenerated here."""

import doctest
from pathlib import Path

from tirx_mlir.layout import Layout, Swizzle, composition, owner_table, wgmma_accumulator

DOC = Path(__file__).resolve().parents[2] / "docs" / "layout.md"


def test_doc_examples_run():
    result = doctest.testfile(str(DOC), module_relative=False,
                              optionflags=doctest.ELLIPSIS)
    assert result.failed == 0 and result.attempted > 30


def _table(head, rows):
    lines = ["| " + " | ".join(head) + " |", "|---" * len(head) + "|"]
    lines += ["| " + " | ".join(str(x) for x in r) + " |" for r in rows]
    return "\n".join(lines)


def test_doc_tables_are_current():
    text = DOC.read_text()
    T = composition(Swizzle(3, 3, 3), Layout((8, 64), (64, 1)))
    offsets = _table(["row \\ col"] + [str(c) for c in range(0, 64, 8)],
                     [[r] + [T(r, c) for c in range(0, 64, 8)] for r in range(8)])
    chunks = _table(["row \\ logical chunk"] + [str(c) for c in range(8)],
                    [[r] + [(T(r, 8 * c) % 64) // 8 for c in range(8)] for r in range(8)])
    assert offsets in text
    assert chunks in text
    assert owner_table(wgmma_accumulator(8), rows=16, cols=8) in text
    # the claims made next to the tables
    assert all(T(r, 8 * k) % 64 // 8 == k ^ r for r in range(8) for k in range(8))
    assert all(T(r, 8 * k + j) == T(r, 8 * k) + j for r in range(8) for k in range(8) for j in range(8))
