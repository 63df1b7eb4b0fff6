"""Small helpers every level shares: the diagnostic at an op, the constant value of an SSA
value, and pausing the cyclic garbage collector around a compile. Nothing here imports a
dialect, a pass or the host side, so any module may import it."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager
from typing import NoReturn

from xdsl.dialects.builtin import IntegerAttr
from xdsl.ir import Operation, SSAValue
from xdsl.traits import ConstantLike
from xdsl.utils.diagnostic import Diagnostic
from xdsl.utils.exceptions import PassFailedException


def fail(pass_name: str | None, op: Operation, msg: str, *, name_op: bool = True,
         exc: type[Exception] = PassFailedException) -> NoReturn:
    """Raise a diagnostic at `op`: `exc("<pass_name>: <op name>: <msg>")` (without the pass
    name when it is None, without the op name when `name_op` is false), and the printed IR
    (a note) marks the op. The one `fail()` of the passes, lowerings and the PTX target."""
    diag = Diagnostic()
    diag.add_message(op, msg)
    text = ": ".join(p for p in (pass_name, op.name if name_op else None, msg) if p)
    diag.raise_exception(op, exc(text))


def const_int(value: SSAValue) -> int | None:
    """The integer value of `value` when its defining op is constant-like (xDSL's
    `ConstantLike` with a folder, e.g. `arith.constant`) and folds to an integer, else None."""
    attr = ConstantLike.get_constant_value(value)
    return attr.value.data if isinstance(attr, IntegerAttr) else None


@contextmanager
def gc_paused() -> Iterator[None]:
    """Python's cyclic garbage collector off for the block (as it was, after). Lowering a
    kernel allocates many objects and frees few cycles, so the collector's periodic scans
    of every live object are wasted work (5-10% of a GEMM compile; one collection later
    frees what the block left)."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()
