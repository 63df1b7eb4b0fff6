"""`tirx-opt --list-passes`: our passes and pipelines, a one-line summary each, and each
option's type, default and meaning (the string after the option's field in the pass class)."""

from __future__ import annotations

import ast
import dataclasses
import inspect
import re
import sys
import textwrap
import typing
from dataclasses import dataclass


@dataclass
class OptionInfo:
    name: str
    type: str
    default: str
    meaning: str


@dataclass
class PassInfo:
    name: str
    pipeline: bool
    summary: str
    options: list[OptionInfo]


def _first_sentence(doc: str | None) -> str:
    if not doc:
        return ""
    para = inspect.cleandoc(doc).split("\n\n")[0].replace("\n", " ").strip()
    for end in (". ", ".\n"):
        if end in para:
            para = para[: para.index(end) + 1]
            break
    return para


def summary_of(cls) -> str:
    """The class docstring's first sentence; the module docstring's when the class only
    points there ("See the module docstring")."""
    s = _first_sentence(cls.__doc__)
    if not s or s.lower().startswith("see the module"):
        s = _first_sentence(sys.modules[cls.__module__].__doc__)
        if s.startswith("`") and "`: " in s:  # "`pass-name`: what it does"
            s = s.split("`: ", 1)[1]
    s = re.sub(r"\s*\((see|module doc)[^)]*\)", "", s)
    return s[:1].upper() + s[1:]


def field_docs(cls) -> dict[str, str]:
    """Attribute docstrings: the string literal right after a field, in the class body."""
    out: dict[str, str] = {}
    for klass in reversed(cls.__mro__):
        if klass.__module__.startswith("xdsl"):
            continue
        try:
            src = textwrap.dedent(inspect.getsource(klass))
        except (OSError, TypeError):
            continue
        body = ast.parse(src).body[0].body
        for a, b in zip(body, body[1:]):
            if isinstance(a, ast.AnnAssign) and isinstance(a.target, ast.Name) \
                    and isinstance(b, ast.Expr) and isinstance(b.value, ast.Constant) \
                    and isinstance(b.value.value, str):
                out[a.target.id] = " ".join(inspect.cleandoc(b.value.value).split())
    return out


def _doc_meaning(cls, option: str) -> str:
    """The clause of the class (or module) docstring that names `option` in backquotes, for
    passes whose fields carry no docstring of their own."""
    for doc in (cls.__doc__, sys.modules[cls.__module__].__doc__):
        text = " ".join((doc or "").split())
        m = re.search(r"`" + re.escape(option) + r"(=[^`]*)?`(\s*\([^)]*\))?", text)
        if m is None:
            continue
        rest = text[m.end():]
        if rest.startswith(","):  # "`a` (1), `b` (2): what both mean"
            rest = rest[rest.find(":"):] if ":" in rest else ""
        rest = re.split(r";|\s\*\s|\.\s+(?=[A-Z`(])|\.$", rest.lstrip(": "), maxsplit=1)[0].strip()
        if rest:
            return rest
    return ""


def _type_name(t) -> str:
    if isinstance(t, type):
        return t.__name__
    if typing.get_origin(t) is tuple:
        args = typing.get_args(t)
        if len(args) == 2 and args[1] is Ellipsis:
            return f"list of {_type_name(args[0])}"
    return str(t).replace("typing.", "")


def _default_text(v) -> str:
    if isinstance(v, bool):
        return str(v).lower()
    if isinstance(v, tuple):
        return ",".join(map(str, v)) if v else "(none)"
    return str(v)


def pass_info(name: str, cls, pipeline: bool) -> PassInfo:
    hints = typing.get_type_hints(cls)
    docs = field_docs(cls)
    opts = []
    for f in dataclasses.fields(cls):
        if f.name == "name" or not f.init:
            continue
        if f.default is not dataclasses.MISSING:
            d = _default_text(f.default)
        elif f.default_factory is not dataclasses.MISSING:
            d = _default_text(f.default_factory())
        else:
            d = "(required)"
        opts.append(OptionInfo(f.name, _type_name(hints.get(f.name, f.type)), d, docs.get(f.name) or _doc_meaning(cls, f.name)))
    return PassInfo(name, pipeline, summary_of(cls), opts)


def our_passes() -> list[PassInfo]:
    from tirx_mlir import registry

    return [pass_info(n, registry._load(e), n in registry.PIPELINES) for n, e in registry.PASSES.items()]


def list_passes(with_xdsl: bool = False) -> str:
    lines = ["tirx-mlir passes and pipelines (`-p name{option=value other=value}`):", ""]
    for info in our_passes():
        kind = "  [pipeline]" if info.pipeline else ""
        lines.append(f"  {info.name}{kind}")
        lines.append(f"      {info.summary}")
        for o in info.options:
            meaning = f": {o.meaning}" if o.meaning else ""
            lines.append(f"      {o.name}: {o.type} = {o.default}{meaning}")
        lines.append("")
    if with_xdsl:
        from tirx_mlir import registry
        from tirx_mlir.tools.driver import multiverse

        names = sorted(n for n in multiverse().all_passes if n not in registry.PASSES)
        lines.append(f"xDSL's passes ({len(names)}), accepted too:")
        lines.extend(textwrap.wrap(", ".join(names), 96, initial_indent="  ", subsequent_indent="  "))
    else:
        lines.append("xDSL's passes (canonicalize, cse, dce, ...) are accepted too: --list-passes=all names them.")
    return "\n".join(lines) + "\n"
