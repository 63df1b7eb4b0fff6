"""Errors in Python terms: every front-end error is a `KernelError` at a line of the user's
kernel source, printed as MLIR prints diagnostics (`file.py:12:5: error: ...`, the source
line, a caret), never as a traceback from inside the front end.

`user_location()` finds where the kernel's code is executing: the innermost Python frame
whose code object belongs to the traced kernel or a `@tx.macro` it calls (their functions
and the bodies the AST transformation made of their loops and branches), and that frame's
column from
`co_positions()` (Python 3.11+)."""

from __future__ import annotations

import functools
import linecache
import sys
from dataclasses import dataclass


@dataclass(frozen=True)
class Loc:
    file: str
    line: int
    col: int  # 1-based, as MLIR's

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.col}"


class KernelError(Exception):
    """A kernel that the front end or the compiler refused; the message is the diagnostic
    (file:line:col, the source line and a caret)."""

    def __init__(self, message: str, loc: Loc | None = None, rendered: str | None = None):
        self.message = message
        self.loc = loc
        super().__init__(rendered if rendered is not None else render(message, loc))


def render(message: str, loc: Loc | None, severity: str = "error") -> str:
    if loc is None:
        return f"{severity}: {message}"
    out = f"{loc}: {severity}: {message}"
    line = linecache.getline(loc.file, loc.line).rstrip("\r\n")
    if line:
        pad = "".join("\t" if c == "\t" else " " for c in line[: max(loc.col - 1, 0)])
        out += f"\n{line}\n{pad}^"
    return out


class _Frames:
    """The code objects of the kernel being traced (set by the tracer), and those of every
    `@tx.macro` compiled so far (a macro runs only inside a kernel's trace)."""

    codes: frozenset = frozenset()
    macro_codes: set = set()


def set_kernel_codes(codes) -> None:
    _Frames.codes = frozenset(codes)


def add_macro_codes(codes) -> None:
    _Frames.macro_codes.update(codes)


def is_traced_code(code) -> bool:
    """Whether `code` is the traced kernel's, or a macro's (user code, not the front end's)."""
    return code in _Frames.codes or code in _Frames.macro_codes


@functools.lru_cache(maxsize=256)
def _positions(code) -> tuple:
    """`code.co_positions()` as a tuple, once per code object (immutable, so the positions
    never change; the traced kernels and macros are a few code objects, each asked for its
    position at every op it emits)."""
    return tuple(code.co_positions())


def _position(frame) -> tuple[int, int]:
    code = frame.f_code
    try:
        pos = _positions(code)[frame.f_lasti // 2]
        if pos[0] is not None and pos[2] is not None:
            return pos[0], pos[2] + 1
    except (AttributeError, IndexError):
        pass
    return frame.f_lineno, 1


def user_location() -> Loc | None:
    f = sys._getframe(1)
    while f is not None:
        if is_traced_code(f.f_code):
            line, col = _position(f)
            return Loc(f.f_code.co_filename, line, col)
        f = f.f_back
    return None


def definition_location() -> Loc | None:
    """Where the user's code that is running the front end now is, outside a trace: the
    innermost frame whose file is not in this package (e.g. the `def` line whose annotation
    `tx.Tensor[...]` or decorator arguments are being evaluated)."""
    import os

    here = os.path.dirname(os.path.abspath(__file__))
    f = sys._getframe(1)
    while f is not None:
        if not os.path.abspath(f.f_code.co_filename).startswith(here + os.sep):
            line, col = _position(f)
            return Loc(f.f_code.co_filename, line, col)
        f = f.f_back
    return None


def not_callable(name: str) -> str:
    """The message for a call of `@tx.kernel` `name` (inside a kernel or outside)."""
    return (f"@tx.kernel {name} is not callable: a kernel cannot call itself or another "
            f"kernel; make the shared code a @tx.macro (or compile it, {name}.compile(...), "
            f"and launch the module)")


def fail(message: str, loc: Loc | None = None):
    """Raise a KernelError at `loc` (default: the kernel line executing now)."""
    raise KernelError(message, loc or user_location())
