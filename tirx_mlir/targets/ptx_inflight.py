"""Register operands of wgmma groups in flight, checked before the PTX target prints a kernel.

An RS wgmma (`nvvm.wgmma.mma_async.rs`) reads its A fragment from registers until a
`wgmma.wait_group` retires its group (PTX ISA 9.7.15.5.2 wgmma.mma_async: "the contents of
the registers ... must not be modified until the wgmma.mma_async operation completes, as
indicated by wgmma.wait_group"). The target gives every SSA value its own registers, so a
value is written only by the op that defines it (again on the next trip of a loop) and, for
a block argument, by the moves on each edge into its block. This pass walks the kernel's
control-flow graph with, at each point, the registers of the A fragments of the groups that
may be in flight:

* `wgmma.mma_async.rs` adds its A operand to the open (uncommitted) group;
* `wgmma.commit_group` closes it; `wgmma.wait_group N` keeps only the N newest groups;
* at a join the states merge (newest group with newest group), conservatively.

An op that defines such a value, or a branch whose moves write such a block argument, would
overwrite registers a wgmma may still read: the target refuses the kernel with a diagnostic
at that op naming the value and the wgmma, instead of emitting PTX in that order. (The
accumulator needs no such check: it is the wgmma's own tied operand, and reads of it go
through `aproxy.wgmma_wait n (%acc)`.)
"""

from __future__ import annotations

from collections.abc import Callable

from xdsl.ir import Block, BlockArgument, Operation, SSAValue

RS = "nvvm.wgmma.mma_async.rs"
COMMIT = "nvvm.wgmma.commit_group"
WAIT = "nvvm.wgmma.wait_group"
MAX_GROUPS = 8  # wait_group takes N in [0, 7]; older groups are merged into one

# A state: (groups committed and maybe in flight, oldest first; the open group). Each
# group maps an A operand value to the wgmma that reads it.
State = tuple[tuple[frozenset, ...], frozenset]
EMPTY: State = ((), frozenset())


def _join(a: State, b: State) -> State:
    ga, gb = a[0], b[0]
    n = max(len(ga), len(gb))
    ga = (frozenset(),) * (n - len(ga)) + ga
    gb = (frozenset(),) * (n - len(gb)) + gb
    return tuple(x | y for x, y in zip(ga, gb)), a[1] | b[1]


def _cap(groups: tuple[frozenset, ...]) -> tuple[frozenset, ...]:
    while len(groups) > MAX_GROUPS:
        groups = (groups[0] | groups[1],) + groups[2:]
    return groups


def _in_flight(s: State) -> dict[SSAValue, Operation]:
    out: dict[SSAValue, Operation] = {}
    for g in (*s[0], s[1]):
        for v, w in g:
            out.setdefault(v, w)
    return out


def _wait_count(op: Operation) -> int:
    n = op.slots().get("n")
    return int(getattr(n, "data", n))


def _successor_args(op: Operation) -> list[tuple[Block, list[SSAValue]]]:
    from xdsl.dialects import cf

    if isinstance(op, cf.BranchOp):
        return [(op.successor, list(op.arguments))]
    if isinstance(op, cf.ConditionalBranchOp):
        return [(op.then_block, list(op.then_arguments)), (op.else_block, list(op.else_arguments))]
    if op.successors and hasattr(op, "successor_operands"):
        return [(b, list(op.successor_operands(i))) for i, b in enumerate(op.successors)]
    return [(b, []) for b in op.successors]


def check_kernel(f: Operation, fail: Callable[[Operation, str], None],
                 name: Callable[[SSAValue], str] | None = None) -> None:
    """Walk `f`'s blocks to a fixed point; `fail(op, msg)` on the first overwrite found."""
    name = name or value_name
    blocks = list(f.body.blocks)
    if not blocks or not any(op.name == RS for op in f.walk()):
        return
    state_in: dict[Block, State] = {blocks[0]: EMPTY}
    work = [blocks[0]]

    def hazard(op: Operation, v: SSAValue, w: Operation, how: str) -> None:
        fail(op, f"{how} the registers of {name(v)}, the A fragment of the {RS.removeprefix('nvvm.')} "
                 f"at {_where(w)}, while its wgmma group may still be in flight (PTX ISA 9.7.15.5.2 "
                 f"wgmma.mma_async: registers it reads must not change before wgmma.wait_group "
                 f"retires it); retire the group first (aproxy.wgmma_wait) or write another value")

    while work:
        b = work.pop()
        groups, open_ = state_in[b]
        for op in b.ops:
            live = _in_flight((groups, open_))
            for r in op.results:
                if r in live:
                    hazard(op, r, live[r], "writes")
            if op.name == RS:
                open_ = open_ | {(op.operands[1], op)}
            elif op.name == COMMIT:
                groups, open_ = _cap(groups + (open_,)), frozenset()
            elif op.name == WAIT:
                n = _wait_count(op)
                groups = groups[len(groups) - n:] if n < len(groups) else groups
            for succ, args in _successor_args(op):
                live = _in_flight((groups, open_))
                for arg, v in zip(succ.args, args):
                    if arg in live and v is not arg:
                        hazard(op, arg, live[arg], "moves a new value into")
                new = (groups, open_)
                old = state_in.get(succ)
                merged = new if old is None else _join(old, new)
                if merged != old:
                    state_in[succ] = merged
                    work.append(succ)


def _where(op: Operation) -> str:
    """The op's position: its block's index in the kernel and the op's index in it."""
    b = op.parent_block()
    region = b.parent if b is not None else None
    bi = list(region.blocks).index(b) if region is not None else 0
    oi = list(b.ops).index(op) if b is not None else 0
    return f"block {bi}, op {oi}"


def value_name(v: SSAValue) -> str:
    if v.name_hint:
        return f"%{v.name_hint}"
    if isinstance(v, BlockArgument):
        return f"argument {v.index} of block {list(v.block.parent.blocks).index(v.block)}"
    return f"the result of {v.owner.name}"


__all__ = ["check_kernel", "value_name"]
