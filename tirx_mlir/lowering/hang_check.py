"""Hangs that explain themselves: the `hang_check` option of `aproxy-to-nvvm` (issue 11).

    tirx-opt k.mlir -p 'tirx-to-ptx{hang_check=true hang_ms=1000}' -t ptx
    tirx_mlir.runtime.compile(ir, hang_check=True)          # the kernel takes a last i64

With the option, every mbarrier wait loop (`mbarrier_wait`, `producer_acquire`,
`consumer_wait`: a `try_wait.parity` loop, PTX ISA "mbarrier.test_wait / mbarrier.try_wait")
reads `%globaltimer` when it starts and counts its polls; a thread still waiting after
`hang_ms` milliseconds appends a record (its site, CTA, thread, the barrier's offset in
shared memory, the parity, polls, ms; layout in tirx_mlir/passes/hang_format.py) to the
buffer whose device address is the kernel's last argument `%hang_buf` (host-mapped memory,
tirx_mlir/runtime/hang.py), makes it visible (`fence.sc.sys`, PTX ISA "membar/fence"), keeps
polling a quarter of the bound more (so that the other waiting threads record too) and then
executes `trap` (PTX ISA "trap"): the launch fails within about `hang_ms` instead of hanging,
and the host prints which role waits on which barrier, stage and phase, at which line. The
kernel gets `tirx.hang`, the table of its wait sites. Named barriers (`bar.sync`) block in
hardware and have no loop to count in; a hang there shows as the mbarrier waits of the
roles it holds up.

Without the option nothing here runs: the PTX is byte-identical (test/test_hang_check.py).
"""

from __future__ import annotations

from xdsl.dialects import arith, scf
from xdsl.dialects.builtin import FunctionType, StringAttr, i32, i64
from xdsl.ir import Block, Operation, Region, SSAValue

from tirx_mlir.passes.hang_format import (
    ATTR,
    HEADER_BYTES,
    RECORD_BYTES,
    site_table,
    table_attr,
    wait_sites,
)

from .aproxy_to_nvvm.common import (
    add,
    c32,
    c64,
    fail,
    if_,
    ins,
    make_nv,
    mul,
    nv,
    smem_layout,
)

BUF_ARG = "hang_buf"
_SITES: dict[int, dict[Operation, int]] = {}  # id(kernel) -> wait op -> site, while it is lowered


def prepare(func: Operation, hang_ms: int = 1000) -> None:
    """Before lowering `func`: number its wait sites, attach `tirx.hang` (the site table)."""
    if not 1 <= int(hang_ms) <= 3_600_000:
        fail(func, f"hang_check: expected hang_ms in [1, 3600000] (milliseconds a wait may poll), found {hang_ms}")
    sites = wait_sites(func)
    if not sites:
        return
    _SITES[id(func)] = {op: i for i, op in enumerate(sites)}
    func.attributes[ATTR] = StringAttr(table_attr(site_table(func, smem_layout(func)[0])))


def _buffer(k) -> SSAValue:
    """The global address of the hang buffer: the kernel's new last argument, converted with
    cvta.to.global once at the entry."""
    g = getattr(k, "_hang_buf", None)
    if g is None:
        entry = k.entry
        arg = entry.insert_arg(i64, len(entry.args))
        arg.name_hint = BUF_ARG
        k.func.properties["function_type"] = FunctionType.from_lists(
            list(entry.arg_types), list(k.func.function_type.outputs.data))
        g = nv(k.first, "cvta", [arg], None, to=True, space="global", type="u64").results[0]
        g.name_hint = "hang_addr"
        k._hang_buf = g
    return g


def _timer(at: Operation) -> SSAValue:
    return nv(at, "mov.special", [], None, reg="globaltimer").results[0]


def _record(k, at: Operation, site: int, off: SSAValue, parity: SSAValue, polls: SSAValue,
            ms: SSAValue) -> None:
    """Append one record (if the buffer has room), before `at`."""
    buf = _buffer(k)
    slot = nv(at, "atom", [buf, c32(at, 1)], None, space="global", op="add", type="u32").results[0]
    cap = nv(at, "ld", [buf], None, space="global", type="u32", offset=4).results[0]
    room = ins(at, arith.CmpiOp(slot, cap, "ult")).results[0]
    _, body = if_(at, room)
    y = body.last_op
    rec = ins(y, arith.AddiOp(buf, ins(y, arith.ExtUIOp(mul(y, slot, c32(y, RECORD_BYTES)), i64)).results[0]))
    tid = nv(y, "mov.special", [], None, reg="tid.x").results[0]
    cx = nv(y, "mov.special", [], None, reg="ctaid.x").results[0]
    cy = nv(y, "mov.special", [], None, reg="ctaid.y").results[0]
    w0 = nv(y, "mov.pack", [c32(y, site + 1), cx, cy, tid], None, type="b32", n=4).results[0]
    nv(y, "st", [rec.results[0], w0], space="global", vec="v4", type="b32", offset=HEADER_BYTES)
    w1 = nv(y, "mov.pack", [off, parity, polls, ms], None, type="b32", n=4).results[0]
    nv(y, "st", [rec.results[0], w1], space="global", vec="v4", type="b32", offset=HEADER_BYTES + 16)


def _spin_until(at: Operation, t0: SSAValue, ns: SSAValue) -> None:
    """scf.while { globaltimer - t0 < ns } before `at`."""
    before = Block()
    now = _append(before, at, "mov.special", [], reg="globaltimer")
    dt = arith.SubiOp(now, t0)
    more = arith.CmpiOp(dt.result, ns, "ult")
    for o in (dt, more):
        before.add_op(o)
    before.add_op(scf.ConditionOp(more.result))
    after = Block()
    after.add_op(scf.YieldOp())
    ins(at, scf.WhileOp([], [], Region(before), Region(after)))


def _append(block: Block, diag: Operation, row: str, operands, **slots) -> SSAValue:
    """The nvvm op of `row` at the end of `block` (a diagnostic at `diag` if it cannot be made)."""
    op = make_nv(diag, row, operands, None, **slots)
    block.add_op(op)
    return op.results[0]


def wait(k, at: Operation, addr: SSAValue, parity: SSAValue) -> None:
    """The try_wait loop of `at` with the hang check (see the module docstring)."""
    sites = _SITES.get(id(k.func), {})
    site = sites.get(at, len(sites))
    bound_ns = int(getattr(k.options, "hang_ms", 1000)) * 1_000_000
    t0 = _timer(at)
    # before: polls -> p = try_wait.parity; condition(!p) polls
    before = Block(arg_types=[i32])
    polls = before.args[0]
    tw = _append(before, at, "mbarrier.try_wait.parity", [addr, parity])
    one = arith.ConstantOp.from_int_and_width(1, 1)
    again = arith.XOrIOp(tw, one.result)
    for o in (one, again):
        before.add_op(o)
    before.add_op(scf.ConditionOp(again.result, polls))
    # after: polls -> if globaltimer - t0 > bound { record; fence; spin; trap }; yield polls + 1
    after = Block(arg_types=[i32])
    n = after.args[0]
    y = scf.YieldOp(n)
    after.add_op(y)
    now = _timer(y)
    dt = ins(y, arith.SubiOp(now, t0)).results[0]
    late = ins(y, arith.CmpiOp(dt, c64(y, bound_ns), "ugt")).results[0]
    _, body = if_(y, late)
    z = body.last_op
    off = ins(z, arith.SubiOp(addr, k.base)).results[0] if k.base is not None else addr
    ms = ins(z, arith.TruncIOp(ins(z, arith.DivUIOp(dt, c64(z, 1_000_000))).results[0], i32)).results[0]
    _record(k, z, site, off, parity, n, ms)
    nv(z, "fence", [], None, sem="sc", scope="sys")
    _spin_until(z, now, c64(z, bound_ns // 4))
    nv(z, "trap", [], None)
    y.operands = [add(y, n, c32(y, 1))]
    ins(at, scf.WhileOp([c32(at, 0)], [i32], Region(before), Region(after)))
