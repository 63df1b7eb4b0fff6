"""docs/layout-dialect.md stays true: its >>> examples run and its tables are regenerated."""

import doctest
from pathlib import Path

from tirx_mlir.layout.smem import smem_tile_layout, wgmma_descriptor

DOC = Path(__file__).resolve().parents[2] / "docs" / "layout-dialect.md"


def test_doc_examples_run():
    result = doctest.testfile(str(DOC), module_relative=False)
    assert result.failed == 0 and result.attempted >= 5


def test_chunk_table_is_current():
    L = smem_tile_layout(8, 64, 16, "K", "128B")
    rows = [f"| {r} | " + " ".join(str(L((r, 8 * j)) * 2 // 16 % 8) for j in range(8)) + " |"
            for r in range(8)]
    assert "\n".join(rows) in DOC.read_text()


def test_descriptor_table_is_current():
    text = DOC.read_text()
    for rows, cols, major, sw in [(128, 64, "K", "128B"), (128, 32, "K", "64B"),
                                  (128, 16, "K", "32B"), (64, 16, "K", "none"),
                                  (128, 64, "MN", "128B"), (64, 64, "MN", "none")]:
        d = wgmma_descriptor(smem_tile_layout(rows, cols, 16, major, sw), 16, major)
        line = next(l for l in text.splitlines()
                    if l.startswith(f"| {rows}x{cols} bf16, {major}, {sw} |"))
        cells = [c.strip().split(" ")[0] for c in line.strip("|").split("|")]
        assert cells[1:] == [str(d.leading_byte_offset), str(d.stride_byte_offset),
                             str(d.layout_type)], line
