"""`memoized(fn)`: remember a pure function's results per argument tuple.

For functions of immutable values (xDSL attributes, layouts, ints, strings) that one compile
asks for many times: tile-dispatch's variant predicates and its lowerings both plan the same
TMA copy, every `#layout.smem` attribute the parser meets builds its layout to verify it.
Imports nothing, so the pure layout library may use it.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TypeVar

F = TypeVar("F", bound=Callable)


def memoized(fn: F, maxsize: int = 4096) -> F:
    """`fn` (positional arguments only) with its results remembered per argument tuple, each
    argument keyed with its class (so `1` and `True` differ). An unhashable argument skips
    the memo; an exception is not remembered (the next call raises it again). At `maxsize`
    entries the memo starts over. `fn.cache_clear()` empties it. The result is shared:
    callers must not change it."""
    memo: dict[tuple, object] = {}

    @functools.wraps(fn)
    def wrapper(*args):
        try:
            key = tuple((a.__class__, a) for a in args)
            got = memo.get(key, memo)
        except TypeError:  # an unhashable argument
            return fn(*args)
        if got is memo:
            got = fn(*args)
            if len(memo) >= maxsize:
                memo.clear()
            memo[key] = got
        return got

    wrapper.cache_clear = memo.clear  # type: ignore[attr-defined]
    return wrapper  # type: ignore[return-value]
