"""aproxy ops of grid-scope flags: counters in global memory through which the CTAs of one
launch order their global-memory writes (split-K partial sums, docs/gemm.md).

    aproxy.flag_arrive %F[%i] : memref<?xi32>
    aproxy.flag_wait %F[%i] count(%n) : memref<?xi32>

* `flag_arrive`: `red.release.gpu.global.add.u32 [&F[i]], 1` (PTX ISA 9.7.13.7 red; 8.8
  release patterns): the executing thread's earlier writes — and, through a barrier before
  it, those of the threads it synchronized with (8.9.2 causality order) — are visible to a
  thread that observes the increment with an acquire at GPU scope.
* `flag_wait`: the executing thread reads F[i] with `ld.acquire.gpu.global.u32` until it
  equals %n, then stores 0 back (`st.relaxed.gpu.global.u32`): the waiter is the flag's
  only reader, so the counter is ready for the next launch. The writes released by the %n
  arrivals happen before the thread's later reads (and, through a barrier after it, before
  those of the threads that pass the barrier).

Both are executed by ONE thread (inside `aproxy.elect_one`; `tile.flag_arrive` /
`tile.flag_wait` wrap them in the scope's barrier). The waiter spins: the launch must keep
every arriving CTA resident or finished while it waits (a persistent grid of at most one
CTA per SM whose waits come after all its arrivals, as the split-K GEMM's schedule does).
To aproxy-verify-sync these are global-memory accesses (not modelled, like every global
access): they change nothing in a CTA's shared memory, barriers or async groups; the
cross-CTA protocol is the schedule's argument (docs/gemm.md, "Split-K").
"""

from __future__ import annotations

from xdsl.dialects.builtin import IndexType, IntegerType, MemRefType
from xdsl.ir import SSAValue
from xdsl.irdl import IRDLOperation, irdl_op_definition, operand_def, traits_def

from tirx_mlir.dialects.sync_semantics import SyncSemantics, gmem

from ._common import _err, enclosing
from .roles import ElectOneOp


def _verify_flags(op) -> None:
    t = op.flags.type
    if not (isinstance(t, MemRefType) and len(t.get_shape()) == 1
            and isinstance(t.element_type, IntegerType) and t.element_type.width.data == 32):
        raise _err(op.name, f"expected a rank-1 memref of i32 flags, found {t}")
    if op.parent_op() is not None and enclosing(op, ElectOneOp) is None:
        raise _err(op.name, "expected one thread to execute it (inside aproxy.elect_one), "
                            "found it outside any elect_one")


@irdl_op_definition
class FlagArriveOp(IRDLOperation):
    """`aproxy.flag_arrive %F[%i] : memref<?xi32>` — F[i] += 1 with release at GPU scope
    (module docstring)."""

    name = "aproxy.flag_arrive"
    traits = traits_def(SyncSemantics(reads=(gmem("flags"),), writes=(gmem("flags"),)))
    flags = operand_def(MemRefType)
    index = operand_def(IndexType)

    assembly_format = "$flags `[` $index `]` attr-dict `:` type($flags)"

    def __init__(self, flags: SSAValue, index: SSAValue):
        super().__init__(operands=[flags, index])

    def verify_(self) -> None:
        _verify_flags(self)


@irdl_op_definition
class FlagWaitOp(IRDLOperation):
    """`aproxy.flag_wait %F[%i] count(%n) : memref<?xi32>` — spin (acquire, GPU scope) until
    F[i] == n, then reset F[i] to 0 (module docstring)."""

    name = "aproxy.flag_wait"
    traits = traits_def(SyncSemantics(reads=(gmem("flags"),), writes=(gmem("flags"),)))
    flags = operand_def(MemRefType)
    index = operand_def(IndexType)
    count = operand_def(IndexType)

    assembly_format = "$flags `[` $index `]` `count` `(` $count `)` attr-dict `:` type($flags)"

    def __init__(self, flags: SSAValue, index: SSAValue, count: SSAValue):
        super().__init__(operands=[flags, index, count])

    def verify_(self) -> None:
        _verify_flags(self)
