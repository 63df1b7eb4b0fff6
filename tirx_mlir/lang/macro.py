"""`@tx.macro`: a Python function that a kernel calls to build part of its body.

    @tx.macro
    def online_softmax(s, m, l, c):
        m_new = tx.maximum(m, tx.max(s))
        ...
        return m_new, l_new, p

    @tx.kernel(threads=256)
    def attention(...):
        m, l, p = online_softmax(s, m, l, c)

A macro is traced inline, as if its body were written at the call: its source goes through
the kernel's AST transformation (a `for` over `tx.range` is an scf.for, an `if` on a
run-time value an scf.if, with loop-carried values and results as in a kernel), the ops it
builds carry the macro's own lines, and an error inside it is at the macro's line. Unlike a
kernel it takes any Python arguments (traced values, ints, strings, buffers, pipelines) and
may `return` values from its own body (not from inside a loop or branch). It compiles at
its first call, inside a kernel's trace; called outside one it is an error.
"""

from __future__ import annotations

import functools
import inspect

from .errors import KernelError, add_macro_codes, fail
from .trace import Tracer


class Macro:
    """A function whose body is traced inline into the calling kernel (module docstring)."""

    def __init__(self, fn):
        if not inspect.isfunction(fn):
            raise KernelError(f"@tx.macro: expected a function definition, found "
                              f"{type(fn).__name__} {fn!r}")
        self.fn = fn
        self._traced = None
        functools.update_wrapper(self, fn)

    def __call__(self, *args, **kwargs):
        if Tracer.current is None:
            fail(f"{self.fn.__name__} is a @tx.macro: call it inside a @tx.kernel function "
                 f"(or another macro)")
        if self._traced is None:
            from .astx import compile_kernel

            traced, codes, _ = compile_kernel(self.fn, returns=True)
            add_macro_codes(codes)
            self._traced = traced
        return self._traced(*args, **kwargs)

    def __repr__(self) -> str:
        return f"<tx.macro {self.fn.__name__}>"


def macro(fn):
    """`@tx.macro`: see the module docstring."""
    return Macro(fn)
