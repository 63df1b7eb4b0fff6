"""Python control flow in kernels, after the AST transformation (astx.py) made each loop body
and branch a function of the names it assigns:

* `for i in tx.range(lo, hi, step)` (or `range(...)` over a run-time bound) -> `scf.for`:
  the names assigned in the body that hold traced values before the loop are its
  loop-carried values (iter_args and results); `range(...)` over ints, or any Python
  iterable, unrolls (the body runs once per item at trace time).
* `if c:` on a run-time i1 -> `scf.if` whose results are the names assigned in a branch that
  hold traced values in both; a Python condition folds (only the taken branch is traced).

A name first assigned inside a run-time loop or branch is local to it: using it after is an
error at that use (scf values do not escape their region)."""

from __future__ import annotations

from xdsl.dialects import scf
from xdsl.dialects.builtin import IndexType, IntegerType
from xdsl.ir import Block, Region

from .errors import Loc, fail
from .trace import const_index, tracer
from .values import Global, Scalar, Value, as_index, wrap


class _Undefined:
    def __repr__(self) -> str:
        return "<undefined>"


UNDEF = _Undefined()


def peek(fn):
    """The value of a name, or UNDEF if it is not bound yet."""
    try:
        return fn()
    except NameError:
        return UNDEF


class RuntimeRange:
    """tx.range(lo, hi, step): an scf.for even when the bounds are Python ints."""

    def __init__(self, *args):
        if not 1 <= len(args) <= 3:
            fail(f"tx.range: expected 1 to 3 bounds, found {len(args)}")
        if len(args) == 1:
            args = (0, args[0], 1)
        elif len(args) == 2:
            args = (*args, 1)
        self.bounds = []
        for a in args:
            i = as_index(a)
            self.bounds.append(const_index(i) if isinstance(i, int) else i)
        if isinstance(args[2], int) and args[2] <= 0:
            fail(f"tx.range: expected a positive step, found {args[2]}")


#: the most iterations a Python `for` over a range may unroll while tracing (a 10^9 loop
#: would trace for hours and emit that many ops)
MAX_UNROLL = 4096


def tx_range(*args):
    """Python's `range` in a kernel: a Python range over ints, else tx.range."""
    if all(isinstance(a, int) and not isinstance(a, bool) for a in args):
        return range(*args)
    return RuntimeRange(*args)


def _carried(v) -> bool:
    return isinstance(v, Value) and not isinstance(v, Global) and v.type.name != "tile.buffer" \
        and v.type.name != "aproxy.pipeline"


def _check_python(name: str, before, after, what: str, loc: Loc) -> None:
    if after is not before and not (isinstance(after, Value) and isinstance(before, Value)
                                    and after.ssa is before.ssa):
        fail(f"'{name}' holds a {_kind(before)} before the {what} and is reassigned inside it; "
             f"a run-time {what} can only carry traced values (fragments, scalars, pipeline "
             f"states) of one type", loc)


def _kind(v) -> str:
    return f"value of type {v.type}" if isinstance(v, Value) else f"Python {type(v).__name__}"


def tx_for(iterable, body, init: tuple, names: tuple, line: int, col: int, file: str):
    loc = Loc(file, line, col)
    if not isinstance(iterable, RuntimeRange):
        if isinstance(iterable, Value):
            fail("a run-time value cannot be iterated: loop with `for i in tx.range(n)`", loc)
        if isinstance(iterable, range) and len(iterable) > MAX_UNROLL:
            fail(f"a Python loop over {len(iterable)} iterations is unrolled while the kernel is traced; "
                 f"expected at most {MAX_UNROLL} (write `for i in tx.range(...)` for a run-time loop)", loc)
        carried = init
        for item in iterable:
            carried = body(item, carried)
        return carried
    t = tracer()
    slots = [i for i, v in enumerate(init) if _carried(v)]
    block = Block(arg_types=[IndexType()] + [init[i].type for i in slots])
    args = list(init)
    for k, i in enumerate(slots):
        args[i] = wrap(block.args[k + 1])
        block.args[k + 1].name_hint = names[i]
    block.args[0].name_hint = body.__code__.co_varnames[0].lstrip("_") or None
    with t.inside(block):
        out = body(Scalar(block.args[0]), tuple(args))
        yields = []
        for k, i in enumerate(slots):
            v = out[i]
            if not isinstance(v, Value) or v.type != init[i].type:
                fail(f"loop-carried '{names[i]}' enters the loop as {_kind(init[i])} and "
                     f"leaves an iteration as {_kind(v)}: its type must stay the same", loc)
            yields.append(v.ssa)
        for i, v in enumerate(init):
            if i not in slots and v is not UNDEF:
                _check_python(names[i], v, out[i], "loop", loc)
        t.emit(scf.YieldOp(*yields), loc)
    lo, hi, step = iterable.bounds
    op = t.emit(scf.ForOp(lo, hi, step, [init[i].ssa for i in slots], Region(block)), loc)
    res = list(init)
    for k, i in enumerate(slots):
        res[i] = wrap(op.results[k])
        op.results[k].name_hint = names[i]
    for i, v in enumerate(init):
        if v is UNDEF:
            res[i] = UNDEF
    return tuple(res)


def tx_if(cond, then_fn, else_fn, init: tuple, names: tuple, line: int, col: int, file: str):
    loc = Loc(file, line, col)
    if not isinstance(cond, Value):
        return then_fn(init) if cond else else_fn(init)
    if not isinstance(cond, Scalar) or cond.type != IntegerType(1):
        fail(f"an `if` on a run-time value needs an i1 condition (a comparison), found "
             f"{cond.type}", loc)
    t = tracer()
    then_b, else_b = Block(), Block()
    with t.inside(then_b):
        outs_t = then_fn(init)
    with t.inside(else_b):
        outs_e = else_fn(init)
    res = list(init)
    slots = []
    for i, (a, b) in enumerate(zip(outs_t, outs_e)):
        if a is UNDEF or b is UNDEF:
            res[i] = UNDEF
            continue
        if isinstance(a, Value) and isinstance(b, Value) and a.ssa is b.ssa:
            res[i] = a
            continue
        if isinstance(a, Value) and isinstance(b, Value) and _carried(a):
            if a.type != b.type:
                fail(f"'{names[i]}' is {_kind(a)} after the `if` branch and {_kind(b)} after "
                     f"the `else` branch: an scf.if result has one type", loc)
            slots.append(i)
            continue
        if a is b:
            res[i] = a
            continue
        fail(f"'{names[i]}' gets different values in the branches of a run-time `if` "
             f"({_kind(a)}, {_kind(b)}); only traced fragments, scalars and pipeline states "
             f"can be scf.if results", loc)
    with t.inside(then_b):
        t.emit(scf.YieldOp(*[outs_t[i].ssa for i in slots]), loc)
    # an `if` without results whose else branch is empty has no else region (as MLIR prints it)
    no_else = not slots and else_b.first_op is None
    if not no_else:
        with t.inside(else_b):
            t.emit(scf.YieldOp(*[outs_e[i].ssa for i in slots]), loc)
    op = t.emit(scf.IfOp(cond.ssa, [outs_t[i].type for i in slots], Region(then_b),
                         Region() if no_else else Region(else_b)), loc)
    for k, i in enumerate(slots):
        res[i] = wrap(op.results[k])
        op.results[k].name_hint = names[i]
    return tuple(res)
