"""`-p` as mlir-opt takes it: `builtin.module(a, b{x=1 y=2})` is `a,b{x=1 y=2}`.

Spaces around names and commas are dropped (inside `{...}` they separate options, as in
xDSL and MLIR); `builtin.module(...)` may wrap the list, nested. An anchor on any other op
(`gpu.module(...)`, `func.func(...)`) is refused: every pass here runs on the whole module.
"""

from __future__ import annotations

import re

_NAME = re.compile(r"[A-Za-z0-9_.\-]+")


class PipelineSpecError(ValueError):
    pass


def normalize_pipeline(spec: str) -> str:
    """The spec in xDSL's `-p` syntax (raises PipelineSpecError with a caret line)."""
    elems, pos = _list(spec, 0, None)
    return ",".join(elems)


def _fail(spec: str, pos: int, msg: str):
    raise PipelineSpecError(f"{msg}\n  {spec}\n  {' ' * pos}^")


def _skip(spec: str, pos: int) -> int:
    while pos < len(spec) and spec[pos].isspace():
        pos += 1
    return pos


def _list(spec: str, pos: int, close: str | None) -> tuple[list[str], int]:
    elems: list[str] = []
    pos = _skip(spec, pos)
    if close is not None and pos < len(spec) and spec[pos] == close:
        return elems, pos + 1
    if close is None and pos == len(spec):
        return elems, pos
    while True:
        pos = _skip(spec, pos)
        m = _NAME.match(spec, pos)
        if m is None:
            _fail(spec, pos, "expected a pass name")
        name, pos = m.group(0), m.end()
        pos = _skip(spec, pos)
        if pos < len(spec) and spec[pos] == "(":
            if name != "builtin.module":
                _fail(spec, m.start(), f"'{name}(...)' anchors passes on {name} ops; tirx-opt runs every "
                      "pass on the whole module (write the passes without it, or inside builtin.module(...))")
            inner, pos = _list(spec, pos + 1, ")")
            elems.extend(inner)
        elif pos < len(spec) and spec[pos] == "{":
            end = _options_end(spec, pos)
            _no_repeated_option(spec, name, pos + 1, end)
            elems.append(f"{name}{{{spec[pos + 1:end].strip()}}}")
            pos = end + 1
        else:
            if "." in name:
                _fail(spec, m.start(), f"'{name}' is not a pass name (an op anchor needs '(...)')")
            elems.append(name)
        pos = _skip(spec, pos)
        if pos == len(spec):
            if close is not None:
                _fail(spec, pos, f"expected '{close}'")
            return elems, pos
        if spec[pos] == ",":
            pos += 1
            continue
        if close is not None and spec[pos] == close:
            return elems, pos + 1
        _fail(spec, pos, "expected ',' between passes")


def _options_end(spec: str, pos: int) -> int:
    """The index of the `}` closing the options that open at `pos` (quotes respected)."""
    i, quote = pos + 1, False
    while i < len(spec):
        c = spec[i]
        if c == '"' and spec[i - 1] != "\\":
            quote = not quote
        elif c == "}" and not quote:
            return i
        i += 1
    _fail(spec, pos, "unclosed '{' of pass options")


def _no_repeated_option(spec: str, name: str, start: int, end: int) -> None:
    """An option given twice in one `{...}` is an error (mlir-opt: "may only occur zero or
    one times"); xDSL would keep the last value silently."""
    seen: set[str] = set()
    i = start
    while i < end:
        m = _OPTION_KEY.match(spec, i, end)
        if m is None:  # a value, or something xDSL's parser reports
            i = _skip_word(spec, i, end)
            continue
        key = m.group(1)
        if key in seen:
            _fail(spec, m.start(1), f"option '{key}' of {name} given twice (each option at most once)")
        seen.add(key)
        i = _skip_word(spec, m.end(), end)


_OPTION_KEY = re.compile(r"\s*([A-Za-z_][A-Za-z0-9_\-]*)\s*=")


def _skip_word(spec: str, i: int, end: int) -> int:
    """The index after the value that starts at `i` (quotes respected), at a space."""
    quote = False
    while i < end:
        c = spec[i]
        if c == '"' and spec[i - 1] != "\\":
            quote = not quote
        elif c.isspace() and not quote:
            return i + 1
        i += 1
    return end
