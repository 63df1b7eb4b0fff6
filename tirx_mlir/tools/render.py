"""Printing a diagnostic as mlir-opt does: `file:line:col: severity: message`, the source line
and a caret under the column; notes follow as their own diagnostics."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from tirx_mlir.diagnostics import Diag


def _source_line(sources: Mapping[str, Sequence[str]], loc: tuple[str, int, int]) -> str | None:
    lines = sources.get(loc[0])
    if lines is None or not 1 <= loc[1] <= len(lines):
        return None
    return lines[loc[1] - 1].rstrip("\r\n")


def render(d: Diag, sources: Mapping[str, Sequence[str]]) -> str:
    """The text of `d` and its notes, each ending in a newline."""
    out = []
    head = f"{d.severity}: {d.message}"
    if d.origin:
        head += f" (in code lowered from {d.origin})"
    if d.loc is None:
        out.append(head)
    else:
        out.append(f"{d.loc[0]}:{d.loc[1]}:{d.loc[2]}: {head}")
        line = _source_line(sources, d.loc)
        if line is not None:
            out.append(line)
            # the caret keeps the line's tabs so that it lines up under the column
            pad = "".join("\t" if c == "\t" else " " for c in line[: max(d.loc[2] - 1, 0)])
            out.append(pad + "^")
    text = "\n".join(out) + "\n"
    for n in d.notes:
        text += render(n, sources)
    return text
