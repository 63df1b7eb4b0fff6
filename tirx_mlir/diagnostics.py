"""Diagnostics at source locations, as MLIR prints them.

    file.mlir:12:7: error: tile-dispatch: no variant of tile.copy ...
      %x = tile.copy %a, %b : ...
           ^

What the rest of the project calls:

* Raising an error at an op needs nothing new: xDSL's `Diagnostic().add_message(op, msg)`
  + `raise_exception(op, exc)` (the `fail()` helpers) and `op.emit_error` are picked up by
  `tirx-opt`, which prints the op's location. `error(op, msg, notes=[(other_op, msg)])` is
  the same with notes (`note:` lines at other ops).
* `warning(op, msg)` / `remark(op, msg)`: a diagnostic that does not stop the pass.
  `tirx-opt` prints it at the op's location (and `--verify-diagnostics` matches it against
  `expected-warning` / `expected-remark`); elsewhere it goes to stderr in the same form.
* Lowering passes keep locations: `keep_locations(walker)` makes every op a
  `PatternRewriteWalker` inserts while rewriting op X carry X's location, as a name
  location `loc("tile.copy"("f.mlir":12:7))` that names the op it came from (once: an op
  lowered from an already-lowered op keeps the first name). `inherit_location(new, old)`
  does the same for ops built outside a pattern (e.g. with `Rewriter.insert_op`).
  `tirx-opt` runs every pass inside `locations_kept()`, which does `keep_locations` for
  every walker, xDSL's included; a pass needs nothing for it unless it builds ops outside
  a PatternRewriteWalker (then `inherit_location`).
* `location_of(op)` -> (file, line, col) or None, `describe(op)` -> "f.mlir:12:7".
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import NoReturn

__all__ = [
    "Diag",
    "error",
    "warning",
    "remark",
    "keep_locations",
    "locations_kept",
    "inherit_location",
    "location_of",
    "origin_of",
    "describe",
    "set_handler",
    "diags_of",
]

SEVERITIES = ("error", "warning", "remark", "note")


@dataclass
class Diag:
    """One diagnostic: severity, message, (file, line, col) or None, notes."""

    severity: str
    message: str
    loc: tuple[str, int, int] | None = None
    notes: list[Diag] = field(default_factory=list)
    origin: str | None = None  # the op a lowered op came from (its name location)


# --- locations -------------------------------------------------------------------------


def _flc(loc) -> tuple[tuple[str, int, int] | None, str | None]:
    """(file, line, col) and the innermost op name of a location attribute."""
    from xdsl.dialects.builtin import CallSiteLoc, FileLineColLoc, FusedLoc, NameLoc

    if isinstance(loc, FileLineColLoc):
        return (loc.filename.data, loc.line.data, loc.column.data), None
    if isinstance(loc, NameLoc):
        inner, name = _flc(loc.location)
        return inner, name or loc.desc.data
    if isinstance(loc, CallSiteLoc):
        return _flc(loc.callee)
    if isinstance(loc, FusedLoc):
        for sub in loc.locations.data:
            inner, name = _flc(sub)
            if inner is not None:
                return inner, name
    return None, None


def location_of(op) -> tuple[str, int, int] | None:
    """The (file, line, col) of an op, or of its nearest located ancestor; None if none."""
    while op is not None:
        loc = getattr(op, "location", None)
        if loc is not None:
            flc, _ = _flc(loc)
            if flc is not None:
                return flc
        op = op.parent_op()
    return None


def origin_of(op) -> str | None:
    """The name of the op `op` was lowered from (its name location), if any."""
    loc = getattr(op, "location", None)
    return _flc(loc)[1] if loc is not None else None


def describe(op) -> str:
    loc = location_of(op)
    return f"{loc[0]}:{loc[1]}:{loc[2]}" if loc else "<unknown location>"


_LOC_TYPES: tuple = ()  # (UnknownLoc, FileLineColLoc, NameLoc, StringAttr), imported on first use
_NAMED: dict = {}  # (op name, location) -> its name location: a lowering asks once per inserted op


def _loc_types() -> tuple:
    global _LOC_TYPES
    if not _LOC_TYPES:
        from xdsl.dialects.builtin import FileLineColLoc, NameLoc, StringAttr, UnknownLoc

        _LOC_TYPES = (UnknownLoc, FileLineColLoc, NameLoc, StringAttr)
    return _LOC_TYPES


def _is_unknown(loc) -> bool:
    return loc is None or isinstance(loc, (_LOC_TYPES or _loc_types())[0])


def _named(op):
    """The location to give ops lowered from `op`: a name location naming it, once (one
    attribute per op name and location, shared: attributes are immutable)."""
    _, FileLineColLoc, NameLoc, StringAttr = _LOC_TYPES or _loc_types()
    loc = op.location
    if isinstance(loc, FileLineColLoc):
        key = (op.name, loc)
        got = _NAMED.get(key)
        if got is None:
            if len(_NAMED) >= 65536:
                _NAMED.clear()
            got = _NAMED[key] = NameLoc(StringAttr(op.name), loc)
        return got
    return loc


def _set_unknown(new_op, loc) -> None:
    """`loc` on `new_op` and the ops nested in it that have no location."""
    if not new_op.regions:  # most inserted ops: no walk
        if _is_unknown(new_op.location):
            new_op.location = loc
        return
    for o in new_op.walk():
        if _is_unknown(o.location):
            o.location = loc


def inherit_location(new_op, from_op) -> None:
    """Give `new_op` (and the ops nested in it) `from_op`'s location where they have none."""
    if _is_unknown(getattr(from_op, "location", None)):
        return
    _set_unknown(new_op, _named(from_op))


def keep_locations(walker):
    """Make a `PatternRewriteWalker` give every op it inserts the location of the op being
    rewritten (see the module docstring). Returns the walker. The cost is one name location
    per rewritten op and one check per inserted op."""
    from xdsl.pattern_rewriter import RewritePattern

    inner = walker.pattern
    state: dict[str, object] = {"op": None, "loc": None}

    class _Located(RewritePattern):
        def match_and_rewrite(self, op, rewriter, /):
            saved = (state["op"], state["loc"])
            state["op"], state["loc"] = op, None
            try:
                inner.match_and_rewrite(op, rewriter)
            finally:
                state["op"], state["loc"] = saved

    def on_insert(new_op) -> None:
        cur = state["op"]
        if cur is None or _is_unknown(cur.location):
            return
        if state["loc"] is None:
            state["loc"] = _named(cur)
        _set_unknown(new_op, state["loc"])

    walker.pattern = _Located()
    walker.listener.operation_insertion_handler.append(on_insert)
    walker._tirx_keeps_locations = True
    return walker


@contextlib.contextmanager
def locations_kept():
    """While active, every `PatternRewriteWalker` keeps locations as `keep_locations` does
    (xDSL's walkers too: canonicalize, convert-scf-to-cf, ...), and ops put in place with
    `Rewriter.insert_op(ops, InsertPoint.before(x))` take x's location. `tirx-opt` runs its
    passes inside it; `runtime.compile` may too."""
    from xdsl.pattern_rewriter import PatternRewriteWalker

    original = PatternRewriteWalker.rewrite_region

    def rewrite_region(self, region):
        if not getattr(self, "_tirx_keeps_locations", False):
            keep_locations(self)
        return original(self, region)

    def insert_op(op_or_ops, insertion_point):
        original_insert(op_or_ops, insertion_point)
        anchor = insertion_point.insert_before
        if anchor is not None:  # ops put before the op being lowered take its location
            for o in (op_or_ops,) if isinstance(op_or_ops, Operation) else op_or_ops:
                inherit_location(o, anchor)

    from xdsl.ir import Operation
    from xdsl.rewriter import Rewriter

    original_insert = Rewriter.insert_op
    PatternRewriteWalker.rewrite_region = rewrite_region
    Rewriter.insert_op = staticmethod(insert_op)
    try:
        yield
    finally:
        PatternRewriteWalker.rewrite_region = original
        Rewriter.insert_op = staticmethod(original_insert)


# --- emitting --------------------------------------------------------------------------


def _stderr_handler(d: Diag) -> None:
    from tirx_mlir.tools.render import render

    sys.stderr.write(render(d, {}))


_handler: list[Callable[[Diag], None]] = [_stderr_handler]


def set_handler(handler: Callable[[Diag], None] | None) -> Callable[[Diag], None]:
    """Install the handler for warnings and remarks (the driver's); returns the previous one.
    None restores the default (stderr)."""
    prev = _handler[0]
    _handler[0] = handler or _stderr_handler
    return prev


def _diag(severity: str, op, msg: str) -> Diag:
    return Diag(severity, msg, location_of(op), origin=origin_of(op))


def warning(op, msg: str) -> None:
    """A warning at `op`; the pass goes on."""
    _handler[0](_diag("warning", op, msg))


def remark(op, msg: str) -> None:
    """A remark at `op`; the pass goes on."""
    _handler[0](_diag("remark", op, msg))


def error(op, msg: str, notes: Iterable[tuple[object, str]] = (), exc_type=None) -> NoReturn:
    """Raise an error at `op` (a `PassFailedException` unless `exc_type` says otherwise),
    with `note:` lines at other ops."""
    from xdsl.utils.diagnostic import Diagnostic
    from xdsl.utils.exceptions import PassFailedException

    exc = (exc_type or PassFailedException)(msg)
    exc.tirx_notes = [_diag("note", o, m) for o, m in notes]  # type: ignore[attr-defined]
    d = Diagnostic()
    d.add_message(op, msg)
    d.raise_exception(op, exc)


def diags_of(exc: BaseException) -> list[Diag]:
    """The diagnostics an exception raised through xDSL's `Diagnostic` carries (tirx-opt
    records the ops while it runs; see tirx_mlir.tools.driver), or [] if it carries none."""
    ops: Sequence[tuple[object, list[str]]] = getattr(exc, "tirx_ops", ())
    if not ops:
        return []
    text = str(exc).strip()
    if len(ops) == 1 and len(ops[0][1]) == 1:
        # One op, one message: the exception's text is the fuller one (it names the pass).
        pairs = [(ops[0][0], text or ops[0][1][0])]
    else:
        pairs = [(op, m) for op, msgs in ops for m in msgs]
    out = [_diag("error", op, m) for op, m in pairs]
    out[-1].notes.extend(getattr(exc, "tirx_notes", []))
    return out
