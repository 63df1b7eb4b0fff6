"""Keep `asyncio` out of `tirx-opt`'s start-up (about 25 ms of the ~0.4 s of a small compile).

xDSL marks a few functions with `typing_extensions.deprecated` (`xdsl.dialects.builtin`,
`xdsl.parser.core`, `xdsl.pattern_rewriter`, ...). On Python < 3.13 that decorator imports
`asyncio.coroutines` -- and with it all of asyncio, ssl, socket, subprocess and
concurrent.futures -- the first time it wraps a function, only to ask whether the function is
a coroutine function. `install()` (called by `tirx-opt` before it imports xDSL) puts a
subclass in its place that wraps plain functions itself, exactly as the original does (the
same warning, category and stack level on each call, `__deprecated__` on both), asking
`inspect` instead; anything else (classes, coroutine functions, other callables) goes to the
original. Where the decorator is not the class this was written against (Python >= 3.13, whose
`warnings.deprecated` needs no asyncio; a typing_extensions without it), nothing changes.
"""

from __future__ import annotations

import sys


def install() -> None:
    if sys.version_info >= (3, 13) or "asyncio" in sys.modules:
        return
    try:
        import typing_extensions
    except ImportError:
        return
    base = getattr(typing_extensions, "deprecated", None)
    if not isinstance(base, type) or getattr(base, "_tirx_lean", False) or base.__module__ != "typing_extensions":
        return

    import functools
    import inspect
    import types
    import warnings

    class deprecated(base):  # noqa: N801 - the name typing_extensions gives it
        __doc__ = base.__doc__
        _tirx_lean = True

        def __call__(self, arg, /):
            msg = getattr(self, "message", None)
            category = getattr(self, "category", None)
            stacklevel = getattr(self, "stacklevel", None)
            if (not isinstance(arg, types.FunctionType) or inspect.iscoroutinefunction(arg)
                    or getattr(arg, "_is_coroutine", None) is not None or category is None
                    or not isinstance(msg, str) or not isinstance(stacklevel, int)):
                return super().__call__(arg)

            @functools.wraps(arg)
            def wrapper(*args, **kwargs):
                warnings.warn(msg, category=category, stacklevel=stacklevel + 1)
                return arg(*args, **kwargs)

            arg.__deprecated__ = wrapper.__deprecated__ = msg
            return wrapper

    deprecated.__name__ = deprecated.__qualname__ = base.__name__
    deprecated.__module__ = base.__module__
    typing_extensions.deprecated = deprecated
