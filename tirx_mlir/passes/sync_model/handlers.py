"""Per-op handlers of the sync-model interpreter (trace.py), registered by op name.

`HANDLERS[op_name](interp, op)` turns one op into the process's events (trace.Event) and
values. The interpreter (`trace._Interp.step`) dispatches every op through this table, after
the ops it interprets itself (arith on constants, scf.for / scf.if / scf.yield). An op with no
handler is modelled by its declared semantics (tirx_mlir/dialects/sync_semantics.py): one that
declares no synchronization and no shared-memory effect gives unknown results; any other —
or one that declares nothing — stops the check with `not checked: <op>` at the op.

Adding an op to the model: its `SyncSemantics` on the op class, and a function here under
`@handles("dialect.op")`.
"""

from __future__ import annotations

from collections.abc import Callable

from xdsl.dialects.builtin import IntegerAttr
from xdsl.ir import Operation

from tirx_mlir.dialects import aproxy as ap

from . import trace
from .trace import (
    CLUSTER_BAR,
    CS,
    Event,
    Finding,
    ModelError,
    _name,
    _nv_smem,
    _Tok,
    short,
)

HANDLERS: dict[str, Callable] = trace._HANDLERS  # the interpreter's table, filled below


def handles(*names: str):
    def deco(fn):
        for n in names:
            HANDLERS[n] = fn
        return fn
    return deco


def _int(op: Operation, name: str) -> int:
    a = op.properties.get(name) or op.attributes.get(name)
    return a.value.data if isinstance(a, IntegerAttr) else 0


# -- threads, CTA barriers ---------------------------------------------------------------
@handles("gpu.thread_id")
def _thread_id(it, op):
    from .trace import _is_x

    it.env[op.results[0]] = it.tids[0] if _is_x(op) else 0


@handles("gpu.barrier")
def _gpu_barrier(it, op):
    it.nbar(op, 0, it.kv.threads, True)


@handles("nvvm.bar.sync", "nvvm.bar.arrive")
def _nv_bar(it, op):
    # PTX ISA "bar, barrier": id and thread count (all of the CTA when absent) are immediates
    count = _int(op, "count") or it.kv.threads
    it.nbar(op, _int(op, "id"), count, op.name == "nvvm.bar.sync")


@handles("nvvm.setmaxnreg")
def _nv_setmaxnreg(it, op):
    n = _int(op, "count")
    if not (24 <= n <= 256 and n % 8 == 0):
        it.find("misuse", op, f"setmaxnreg count {n} out of range (a multiple of 8 in [24, 256]; "
                f"PTX ISA setmaxnreg)")


# -- shared memory through nvvm ld/st -------------------------------------------------------
@handles("nvvm.ld", "nvvm.st", "nvvm.ldmatrix", "nvvm.stmatrix")
def _nv_access(it, op):
    mode = _nv_smem(op)
    if mode is not None:
        reg = it.region_of_addr(op.operands[0], op) if op.operands else None
        if reg is not None:
            it.emit("access", op, ((reg[0], reg[1], reg[1] + reg[2]), mode, "g", 0))
        # else: static shared memory (memref.global in space 3), which never aliases the
        # aproxy regions of the dynamic buffer: not tracked
    for r in op.results:
        it.env[r] = None


# -- aproxy memory -----------------------------------------------------------------------------
@handles("aproxy.smem_alloc")
def _smem_alloc(it, op):
    it.env[op.result] = it.kv.alloc(op, op.result.type.bytes, it.cta)


@handles("aproxy.smem_offset")
def _smem_offset(it, op):
    src = it.view(op, op.source)
    off = it.known(op.offset)
    if off is None:
        raise ModelError(op, "expected an offset the model can compute (constants, loop counters, stages)")
    it.env[op.result] = (src[0], src[1] + off, op.result.type.bytes)


@handles("aproxy.smem_address")
def _smem_address(it, op):
    it.env[op.result] = None


# -- mbarriers -------------------------------------------------------------------------------
@handles("aproxy.mbarrier_alloc")
def _mbarrier_alloc(it, op):
    it.env[op.result] = it.kv.barrier_array(op, op.result.type.n, "")


@handles("aproxy.pipeline")
def _pipeline(it, op):
    s = op.stages
    arr = it.kv.barrier_array(op, 2 * s, "pipe", s)
    it.env[op.result] = ("pipe", arr[1], s, op.tx_bytes.value.data, op.arrivals.value.data)
    if it.wg == 0:
        saved = (it.tids, it.tset)
        it.tids, it.tset = (0,), "E"
        for k in range(s):
            it.emit("init", op, (it.bk(arr[1], k), 1))
        for k in range(s):
            it.emit("init", op, (it.bk(arr[1], s + k), op.arrivals.value.data))
        it.proc.init_fences.append(len(it.proc.events))
        it.tids, it.tset = saved
    it.nbar(op, 0, it.kv.threads, True)


@handles("aproxy.mbarrier_init")
def _mbarrier_init(it, op):
    it.emit("init", op, (it.bar_ref(op, op.barrier, op.index), op.arrivals.value.data))


@handles("aproxy.mbarrier_arrive")
def _mbarrier_arrive(it, op):
    it.emit("arrive", op, (it.bar_ref(op, op.barrier, op.index), len(it.tids), 0))


@handles("aproxy.mbarrier_arrive_expect_tx")
def _mbarrier_arrive_expect_tx(it, op):
    bar = it.bar_ref(op, op.barrier, op.index)
    nbytes = op.tx_bytes.value.data * len(it.tids)
    it.expect(op, bar, nbytes)
    it.emit("arrive", op, (bar, len(it.tids), nbytes))


@handles("aproxy.mbarrier_wait")
def _mbarrier_wait(it, op):
    p = it.known(op.parity)
    if p is None:
        raise ModelError(op, "expected a parity the model can compute")
    it.emit("wait", op, (it.bar_ref(op, op.barrier, op.index), p & 1))


@handles("aproxy.mbarrier_inval")
def _mbarrier_inval(it, op):
    it.emit("inval", op, (it.bar_ref(op, op.barrier, op.index),))


# -- pipelines ---------------------------------------------------------------------------------
@handles("aproxy.producer_start", "aproxy.consumer_start")
def _start(it, op):
    it.env[op.result] = ("ps", 0)


@handles("aproxy.advance")
def _advance(it, op):
    st = it.env.get(op.state)
    it.env[op.result] = ("ps", st[1] + 1) if isinstance(st, tuple) else None


@handles("aproxy.producer_acquire", "aproxy.consumer_wait", "aproxy.consumer_release", "aproxy.remote_release")
def _pipe_op(it, op):
    pipe = it.env.get(op.pipeline)
    st = it.env.get(op.state)
    if not (isinstance(pipe, tuple) and isinstance(st, tuple)):
        raise ModelError(op, "expected the pipeline and its state to come from aproxy.pipeline / *_start / advance")
    _, uid, s, tx, _arr = pipe
    n = st[1]
    stage, phase = n % s, (n // s) & 1
    saved = (it.tids, it.tset)
    if isinstance(op, ap.ProducerAcquireOp):
        # wait empty[stage] with the flipped parity; the elected thread expects tx on full[stage]
        it.emit("wait", op, (it.bk(uid, s + stage), phase ^ 1))
        it.tids, it.tset = (it.tids[0],), it.label((it.tids[0],))
        it.expect(op, it.bk(uid, stage), tx)
        it.emit("arrive", op, (it.bk(uid, stage), 1, tx))
        it.env[op.stage] = stage
    elif isinstance(op, ap.ConsumerWaitOp):
        it.emit("wait", op, (it.bk(uid, stage), phase))
        it.env[op.stage] = stage
    else:
        # consumer_release: empty[stage] of this CTA; remote_release: of CTA `rank`
        # (mbarrier.arrive.release.cluster on the mapa address, PTX ISA "mbarrier.arrive")
        cta = None
        if op.name == "aproxy.remote_release":
            cta = it.known(op.rank)
            if cta is None or not 0 <= cta < it.kv.ctas:
                raise ModelError(op, f"expected a CTA rank the model can compute in [0, {it.kv.ctas}), found "
                                 f"{'an unknown value' if cta is None else cta}")
        it.tids, it.tset = (it.tids[0],), it.label((it.tids[0],))
        it.emit("arrive", op, (it.bk(uid, s + stage, cta), 1, 0))
    it.tids, it.tset = saved


# -- TMA and bulk groups -------------------------------------------------------------------------
@handles("aproxy.tma_load")
def _tma_load(it, op):
    dst = it.view(op, op.dst)
    nbytes = op.tensormap.type.box_bytes
    pipe = it.env.get(op.barrier)
    bar = it.bar_ref(op, op.barrier, op.index)
    if isinstance(pipe, tuple) and pipe[0] == "pipe" and bar[1] >= pipe[2]:
        raise ModelError(op, "expected a full barrier of the pipeline")
    targets = [it.cta]
    if op.multicast_mask is not None:
        # PTX ISA "cp.async.bulk.tensor" (.multicast::cluster): the box lands at the same
        # offset in every CTA of the mask, and complete_tx hits each one's barrier at the
        # same offset — each CTA must expect its own bytes
        mask = it.known(op.multicast_mask)
        if mask is None:
            raise ModelError(op, "expected a multicast mask the model can compute")
        targets = [c for c in range(16) if mask >> c & 1]
        bad = [c for c in targets if c >= it.kv.ctas]
        if bad or not targets:
            it.find("misuse", op, f"multicast mask {mask:#x} names CTA rank(s) {bad or 'none'} outside the cluster "
                    f"of {it.kv.ctas} CTA(s) (PTX ISA cp.async.bulk.tensor: ctaMask bits are CTA ranks of the "
                    f"cluster; the kernel declares {'no cluster' if it.kv.ctas == 1 else 'a smaller one'})")
            targets = [c for c in targets if c < it.kv.ctas] or [it.cta]
    base = dst[0] % CS
    # a multicast lands in every CTA of the mask in one step of the search (at its issue: the
    # earliest it can, which exposes every write-after-read it can make), its complete_tx on
    # each CTA's barrier whatever that CTA's own expect has done
    for i, c in enumerate(targets):
        b = (bar[0] % CS + CS * c, bar[1])
        it.deliver(op, b, nbytes)
        it.emit("tma", op, (b, (base + CS * c, dst[1], dst[1] + nbytes), nbytes, i + 1 < len(targets)))


@handles("aproxy.tma_store")
def _tma_store(it, op):
    src = it.view(op, op.src)
    uid = it.kv.new_uid()
    it.emit("access", op, ((src[0], src[1], src[1] + op.tensormap.type.box_bytes), "r", "a", uid))
    it.bulk_cur.append(uid)


@handles("aproxy.bulk_commit")
def _bulk_commit(it, op):
    it.bulk_groups.append(it.bulk_cur)
    it.bulk_cur = []


@handles("aproxy.bulk_wait")
def _bulk_wait(it, op):
    # per thread (PTX ISA "cp.async.bulk.wait_group"): the retirement is observed by the
    # threads that waited only (trace.Event tset), the rest need a barrier after it
    keep = op.count.value.data
    while len(it.bulk_groups) > keep:
        for uid in it.bulk_groups.pop(0):
            it.emit("close", op, (uid,))


@handles("aproxy.prefetch_tensormap")
def _prefetch(it, op):
    return None


# -- fences ------------------------------------------------------------------------------------
@handles("aproxy.fence_proxy_async", "nvvm.fence.proxy.async")
def _fence_proxy(it, op):
    it.proc.proxy_fences.append((len(it.proc.events), it.tset))


@handles("aproxy.fence_mbarrier_init", "nvvm.fence.mbarrier_init")
def _fence_init(it, op):
    it.proc.init_fences.append(len(it.proc.events))


# -- wgmma ---------------------------------------------------------------------------------------
@handles("aproxy.wgmma_fence")
def _wgmma_fence(it, op):
    it.wg_fenced = True


@handles("aproxy.wgmma_desc")
def _wgmma_desc(it, op):
    it.env[op.result] = ("desc", it.view(op, op.view))


@handles("aproxy.wgmma")
def _wgmma(it, op):
    if not it.wg_fenced:
        it.find("wgmma-fence", op, "wgmma issued without a preceding aproxy.wgmma_fence in this warpgroup "
                "(PTX ISA wgmma.fence: required before the first wgmma.mma_async)")
        it.wg_fenced = True
    for operand in (op.a, op.b):
        d = it.env.get(operand)
        if isinstance(d, tuple) and d[0] == "desc":
            v = d[1]
            it.wg_reads.append(((v[0], v[1], v[1] + v[2]), op))
    if op.a_in_registers:
        # the A fragment's registers are read until the group retires (PTX ISA
        # "wgmma.mma_async": the registers must not be modified before wgmma.wait_group)
        it.reg_reads.append((op.a, it.batch, op))
    it.env[op.result] = _Tok(it.batch)


@handles("aproxy.wgmma_commit")
def _wgmma_commit(it, op):
    it.flush_wgmma_reads()
    it.groups.append((it.batch, it.cur_uids))
    it.batch += 1
    it.cur_uids = []


@handles("aproxy.wgmma_wait")
def _wgmma_wait(it, op):
    keep = op.count.value.data
    while len(it.groups) > keep:
        b, uids = it.groups.pop(0)
        it.retired.add(b)
        for uid in uids:
            it.emit("close", op, (uid,))
    it.reg_reads = [r for r in it.reg_reads if r[1] not in it.retired]
    # `%r = aproxy.wgmma_wait n (%acc)`: %r is %acc, readable once its group retired
    for a, r in zip(op.operands, op.results):
        t = it.env.get(a)
        it.env[r] = t if isinstance(t, _Tok) and t.batch not in it.retired else None


# -- named barriers, roles ------------------------------------------------------------------------
@handles("aproxy.named_barrier_sync", "aproxy.named_barrier_arrive")
def _named_barrier(it, op):
    it.nbar(op, op.barrier_id.value.data, op.threads.value.data, isinstance(op, ap.NamedBarrierSyncOp))


@handles("aproxy.specialize")
def _specialize(it, op):
    for role in op.roles:
        if role is it.role:
            it.run_block(role.body.block)


@handles("aproxy.cluster_rank")
def _cluster_rank(it, op):
    it.env[op.result] = it.cta


@handles("aproxy.cluster_sync")
def _cluster_sync(it, op):
    # barrier.cluster.arrive.release + barrier.cluster.wait.acquire by every thread of every
    # CTA (PTX ISA "barrier.cluster"): one barrier of CTAs x block threads
    it.nbar(op, CLUSTER_BAR, it.kv.ctas * it.kv.threads, True)


@handles("aproxy.role")
def _role(it, op):
    # roles run from aproxy.specialize (each process its own role's body)
    raise ModelError(op, "expected aproxy.role directly inside aproxy.specialize")


@handles("aproxy.warpgroup_index")
def _warpgroup_index(it, op):
    it.env[op.result] = it.pos


@handles("aproxy.elect_one")
def _elect_one(it, op):
    saved = (it.tids, it.tset)
    if op.scope.data == "warpgroup":
        it.tids = (128 * it.wg,)
    else:
        it.tids = tuple(t for t in it.tids if t % 32 == 0) or it.tids[:1]
    it.tset = it.label(it.tids)
    it.run_block(op.body.block)
    it.tids, it.tset = saved


@handles("prof.range")
def _prof_range(it, op):
    for r in op.regions:
        for b in r.blocks:
            it.run_block(b)


def check_tx(kv) -> None:
    """expect-tx bytes against the bytes the copies deliver (PTX ISA "mbarrier":
    tx-count; "cp.async.bulk.tensor": complete_tx). When one process both expects and
    issues the copies of a barrier, per phase (from an expect to the next); when they
    are spread over processes (one warpgroup arms, another's TMA completes), in total
    over the run: the bytes are the barrier's, not a warpgroup's."""
    for bar, log in kv.tx_log.items():
        name = kv.bar_names.get(bar, bar)
        expects = [e for e in log if e[1] == "expect"]
        if not expects:
            op = log[0][2]
            kv.add_finding(Finding("expect-tx", op, f"completes transaction bytes on {name} but no "
                                     f"arrive_expect_tx announces them: the phase completes without "
                                     f"waiting for the copy", (op.name,)))
            continue
        if len({e[0] for e in log}) > 1:
            exp = sum(e[3] for e in expects)
            got = sum(e[3] for e in log if e[1] == "copy")
            if exp != got:
                op = expects[0][2]
                kv.add_finding(Finding("expect-tx", op, f"expects {exp} transaction bytes on {name} over "
                                         f"the run but the copies deliver {got} (PTX ISA mbarrier: a phase "
                                         f"completes when pending arrivals and tx-count are both 0)",
                                         (f"{expects[0][0]}:{short(op)}",)))
            continue
        phases: list[list] = []
        for proc, kind, op, nbytes in log:
            if kind == "expect":
                phases.append([proc, op, nbytes, 0, 0])
            elif phases:
                phases[-1][3] += nbytes
                phases[-1][4] += 1
        for proc, op, exp, got, n in phases:
            if exp != got:
                kv.add_finding(Finding(
                    "expect-tx", op,
                    f"expects {exp} transaction bytes on {name} but the {n} cop{'y' if n == 1 else 'ies'} "
                    f"issued for that phase deliver {got} bytes (PTX ISA mbarrier: a phase completes when "
                    f"pending arrivals and tx-count are both 0)", (f"{proc}:{short(op)}",)))
                break


__all__ = ["HANDLERS", "Event", "_name", "handles", "short"]
