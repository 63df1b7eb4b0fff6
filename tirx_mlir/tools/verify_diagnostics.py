"""`--verify-diagnostics` as in mlir-opt.

The input's comments say which diagnostics must occur, and where:

    // expected-error {{substring}}          on this line
    // expected-error @+1 {{substring}}      N lines below (@-N: above)
    // expected-warning @above {{...}}       the nearest line above that is no annotation
    // expected-note @below {{...}}          the next line that is no annotation
    // expected-remark @unknown {{...}}      a diagnostic without a location
    // expected-error-re {{op {{[0-9]+}} x}} `{{...}}` inside the text is a regular expression

Each diagnostic must match an expectation of its severity on its line (the text a substring
of its message, or the regex found in it); each expectation must be matched. With
`--verify-diagnostics=only-expected` (MLIR's level of that name) diagnostics that match no
expectation are allowed, and printed as usual (for checks whose complete output is not the
point, e.g. a search that may report more than the findings a test pins). Anything else
is an error (printed to stderr, exit status 1): "unexpected error: ..." at the diagnostic,
"expected error "..." was not produced" at the annotation.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from tirx_mlir.diagnostics import Diag
from tirx_mlir.tools.render import render

_ANNOTATION = re.compile(
    r"expected-(error|warning|note|remark)(-re)?\s*(@([+-][0-9]+|above|below|unknown))?\s*\{\{(.*)\}\}\s*$")
_MALFORMED = re.compile(r"//\s*expected-(error|warning|note|remark)\b")


@dataclass
class Expected:
    severity: str
    line: int | None  # None: @unknown
    text: str
    regex: re.Pattern | None
    at: tuple[int, int]  # the annotation's own line and column
    matched: bool = False

    def matches(self, message: str) -> bool:
        if self.regex is not None:
            return self.regex.search(message) is not None
        return self.text in message


def _compile_re(text: str) -> re.Pattern:
    parts, pos = [], 0
    for m in re.finditer(r"\{\{(.*?)\}\}", text):
        parts.append(re.escape(text[pos:m.start()]))
        parts.append(f"(?:{m.group(1)})")
        pos = m.end()
    parts.append(re.escape(text[pos:]))
    return re.compile("".join(parts), re.DOTALL)


class Verifier:
    """Collects the expectations of one input file and matches diagnostics against them."""

    def __init__(self, name: str, lines: list[str], only_expected: bool = False):
        self.name = name
        self.only_expected = only_expected
        self.lines = lines
        self.expected: list[Expected] = []
        self.problems: list[Diag] = []
        below: list[Expected] = []
        last_plain = 0
        for no, line in enumerate(lines, 1):
            m = _ANNOTATION.search(line.rstrip())
            if m is None:
                if _MALFORMED.search(line):
                    self.problems.append(Diag("error", "malformed expected-* annotation (want "
                                              "`expected-error @+1 {{text}}`)", (name, no, line.find("expected-") + 1)))
                for e in below:
                    e.line = no
                below = []
                last_plain = no
                continue
            sev, is_re, _, where, text = m.groups()
            try:
                regex = _compile_re(text) if is_re else None
            except re.error as err:
                self.problems.append(Diag("error", f"invalid regex in expected-{sev}-re: {err}", (name, no, m.start() + 1)))
                continue
            e = Expected(sev, no, text, regex, (no, m.start() + 1))
            if where == "above":
                e.line = last_plain
            elif where == "below":
                below.append(e)
            elif where == "unknown":
                e.line = None
            elif where is not None:
                e.line = no + int(where)
            self.expected.append(e)
        for e in below:  # @below on the last lines: nothing below
            e.line = -1

    def consume(self, d: Diag) -> list[Diag]:
        """Match one diagnostic (and its notes); returns those allowed unmatched
        (only-expected), for the caller to print."""
        loose: list[Diag] = []
        line = d.loc[1] if d.loc is not None and d.loc[0] == self.name else None
        for e in self.expected:
            if not e.matched and e.severity == d.severity and e.line == line and e.matches(d.message):
                e.matched = True
                break
        else:
            if self.only_expected:
                loose.append(Diag(d.severity, d.message, d.loc, origin=d.origin))
            else:
                self.problems.append(Diag("error", f"unexpected {d.severity}: {d.message}", d.loc, origin=d.origin))
        for n in d.notes:
            loose.extend(self.consume(n))
        return loose

    def finish(self) -> str:
        """The report of everything that did not match ("" when all did)."""
        for e in self.expected:
            if not e.matched:
                kind = f"expected-{e.severity}" + ("-re" if e.regex is not None else "")
                where = "" if e.line is not None else " (at an unknown location)"
                self.problems.append(Diag("error", f'{kind} "{e.text}" was not produced{where}',
                                          (self.name, e.at[0], e.at[1])))
        sources = {self.name: self.lines}
        return "".join(render(p, sources) for p in self.problems)
