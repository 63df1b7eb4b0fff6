"""The tracer: while a kernel function runs, every front-end call appends ops through one
xDSL `Builder` (the insertion point of the innermost region being built), and each op gets
the user's Python location (`loc("kernel.py":12:5)`, a FileLineColLoc: the kind tirx-opt's
parser gives ops, so a diagnostic from any pass names the Python line)."""

from __future__ import annotations

from contextlib import contextmanager

from xdsl.builder import Builder
from xdsl.dialects import arith
from xdsl.dialects.builtin import FileLineColLoc, IntAttr, IntegerAttr, StringAttr
from xdsl.ir import Block, Operation, SSAValue
from xdsl.rewriter import InsertPoint
from xdsl.utils.exceptions import VerifyException

from .errors import KernelError, Loc, fail, user_location


class Tracer:
    """One specialization being traced: the kernel's entry block, the builder stack, the
    kernel's thread count."""

    current: Tracer | None = None

    def __init__(self, entry: Block, threads: int, params: dict):
        self.entry = entry
        self.threads = threads
        self.params = params
        self._builders = [Builder(InsertPoint.at_end(entry))]
        self._pending_verify: list[tuple[Operation, Loc | None]] = []
        self._memo: dict = {}
        self.scopes = ["cta"]  # the execution scope of memory copies, innermost last

    @property
    def scope(self) -> str:
        return self.scopes[-1]

    @property
    def builder(self) -> Builder:
        return self._builders[-1]

    @property
    def block(self) -> Block:
        return self.builder.insertion_point.block

    @contextmanager
    def inside(self, block: Block):
        """Append to `block` (the body of a region being built) inside the `with`."""
        self._builders.append(Builder(InsertPoint.at_end(block)))
        try:
            yield block
        finally:
            self._builders.pop()

    def memo(self, key, make):
        """Trace-time CSE of pure index/constant ops: the value made for `key` in this block,
        else `make()` remembered in this block. A value of an enclosing block is not reused
        inside a nested region (a loop or branch body): it is made again there, as the hand
        builders did, so that no index value lives across a loop only to be reused in it
        (measured: reusing them gave the blockwise GEMM 388 more register copies in its PTX and
        cost its BN 256 kernels 11% on the H200; benchmarks/results/h200-2026-12-02-r3)."""
        hit = self._memo.get((id(self.block), key))
        if hit is not None:
            return hit
        v = make()
        self._memo[(id(self.block), key)] = v
        return v

    def emit(self, op: Operation, loc: Loc | None = None) -> Operation:
        loc = loc or user_location()
        if loc is not None:
            op.location = FileLineColLoc(StringAttr(loc.file), IntAttr(loc.line), IntAttr(loc.col))
        self.builder.insert(op)
        # Verified when the kernel is whole (some verifiers look at the enclosing gpu.func).
        self._pending_verify.append((op, loc))
        return op

    def verify_pending(self) -> None:
        for op, loc in self._pending_verify:
            verify_at(op, loc, nested=False)


def verify_at(op: Operation, loc: Loc | None, nested: bool = False) -> None:
    """The op's verifier; its message becomes a KernelError at the user's line."""
    try:
        op.verify(verify_nested_ops=nested)
    except VerifyException as e:
        raise KernelError(_first_line(str(e)), loc) from None


def _first_line(msg: str) -> str:
    return msg.strip().split("\n")[0]


def tracer() -> Tracer:
    t = Tracer.current
    if t is None:
        fail("this tx function builds IR: call it inside a @tx.kernel function")
    return t


def emit(op: Operation) -> Operation:
    return tracer().emit(op)


def result(op: Operation) -> SSAValue:
    return emit(op).results[0]


def const_index(v: int) -> SSAValue:
    from xdsl.dialects.builtin import IndexType

    return tracer().memo(("const", v, "index"),
                         lambda: result(arith.ConstantOp(IntegerAttr(v, IndexType()))))
