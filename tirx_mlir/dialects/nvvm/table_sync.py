"""PTX table rows: mbarriers, barriers, cluster queries and fences.

Rules cite the PTX ISA (9.0) by section title; every combination a row's slots and check let
through is assembled by ptxas in the certification test.
"""

from __future__ import annotations

from .spec import Addr, Const, Flag, Imm, In, Instr, IntSlot, Out, Sem, Slot, Slots
from .table_common import SCOPES, _bad, _first, space_name

# ------------------------------------------------------------------- mbarrier
# PTX ISA 9.7.13.15 "Parallel Synchronization and Communication Instructions: mbarrier":
# the object is 8 bytes of shared memory, addressed through .shared::cta / .shared (the same
# window), .shared::cluster (arrive and tx updates only: a peer CTA's barrier, from mapa) or a
# generic address. Arrive-on operations release at .cta by default, test/try_wait acquire at
# .cta (9.7.13.15.11, 9.7.13.15.16); `.relaxed` is PTX ISA 8.6.

MB_LOCAL = ("shared::cta", "shared", "generic")
MB_ALL = MB_LOCAL + ("shared::cluster",)
MB_SCOPES = ("cta", "cluster")
_MB_ISA = "PTX ISA 9.7.13.15 mbarrier"


def _mb_space(spaces: tuple[str, ...]) -> Slot:
    """The barrier's state space: absent means .shared::cta (the spelling the lowering has
    always printed); `generic` prints no space (a generic address)."""
    return Slot("space", spaces, optional=True, default="shared::cta", spell={"generic": ""})


def _needs_86(s: Slots):
    return (8, 6) if s.get("sem") == "relaxed" else None


def _check_order(s: Slots, what: str) -> str | None:
    sem, scope = s.get("sem"), s.get("scope")
    return _first(
        _bad(sem is not None and scope is None, f"{what}: sem = {sem} needs scope = cta or cluster"),
        _bad(scope is not None and sem is None, f"{what}: scope = {scope} needs sem (an ordering)"),
    )


def _mb_sem(default_order: str, arrives: bool = False, waits: bool = False, tx: str | None = None,
            reads: bool = True, writes: bool = True):
    def sem(s: Slots) -> Sem:
        sp = space_name(s.get("space", "shared::cta"))
        return Sem(reads=(sp,) if reads else (), writes=(sp,) if writes else (), proxy="generic",
                   order=s.get("sem", default_order),
                   scope=None if default_order == "weak" else s.get("scope", "cta"),
                   arrives="mbarrier" if arrives else None, waits="mbarrier" if waits else None,
                   tx=tx, remote=sp == "shared::cluster", isa=_MB_ISA)
    return sem


mbarrier_init = Instr(
    "mbarrier.init",
    "mbarrier.init{.space}.b64 [{addr}], {count};",
    slots=[_mb_space(MB_LOCAL)],
    operands=[Addr("addr"), In("count", ty="b32")],
    ptx=(8, 0), sm=90,
    sem=_mb_sem("weak", reads=False),
    doc="Initializes the barrier with an expected arrival count (PTX ISA 9.7.13.15.9).",
)

mbarrier_inval = Instr(
    "mbarrier.inval",
    "mbarrier.inval{.space}.b64 [{addr}];",
    slots=[_mb_space(MB_LOCAL)],
    operands=[Addr("addr")],
    ptx=(8, 0), sm=90,
    sem=_mb_sem("weak", reads=False),
)


def _arrive(name: str, verb: str, extra: list, count: str | None, doc: str, drop: bool = False) -> Instr:
    """mbarrier.arrive / arrive_drop (+ .expect_tx): `count` is an optional arrival count
    ('opt'), the tx-count operand ('tx') or absent."""
    ops = [Out("state", ty="b64", when=lambda s: "sink" not in s and s.get("space") != "shared::cluster"),
           Addr("addr")]
    tmpl_tail = ""
    if count == "opt":
        ops.append(In("count", ty="b32", when="with_count"))
        tmpl_tail = "{,count}"
        extra = extra + [Flag("with_count")]
    elif count == "tx":
        ops.append(In("tx", ty="b32"))
        tmpl_tail = ", {tx}"

    def check(s: Slots) -> str | None:
        return _check_order(s, name)

    return Instr(
        name,
        verb + "{.sem}{.scope}{.space}.b64 {state}{sink_}, [{addr}]" + tmpl_tail + ";",
        slots=[Slot("sem", ("release", "relaxed"), optional=True), Slot("scope", MB_SCOPES, optional=True),
               _mb_space(MB_ALL), Flag("sink"), *extra],
        operands=ops,
        derived={"sink_": lambda s: "_" if "sink" in s or s.get("space") == "shared::cluster" else None},
        ptx=(8, 0), sm=90, ptx_by=_needs_86,
        check=check,
        sem=_mb_sem("release", arrives=True, tx="expect" if count == "tx" else None),
        doc=doc + " A .shared::cluster barrier (a peer's, from mapa) takes no state result (`_`); "
                  "`sink` drops the state of a local one.",
    )


mbarrier_arrive, mbarrier_arrive_expect_tx, mbarrier_arrive_drop, mbarrier_arrive_drop_expect_tx = (
    _arrive(name, name, [], count, doc) for name, count, doc in [
        ("mbarrier.arrive", "opt", "Arrives on the barrier (`with_count`: count arrivals, PTX ISA 9.7.13.15.11)."),
        ("mbarrier.arrive.expect_tx", "tx", "Raises the barrier's tx-count by `tx` bytes, then arrives."),
        ("mbarrier.arrive_drop", "opt",
         "Arrives and lowers the expected count for the next phases (PTX ISA 9.7.13.15.12)."),
        ("mbarrier.arrive_drop.expect_tx", "tx", "expect_tx, then arrive_drop."),
    ])


def _no_complete(name: str, verb: str) -> Instr:
    return Instr(
        name,
        verb + "{.sem}{.scope}{.space}.b64 {state}, [{addr}], {count};",
        slots=[Slot("sem", ("release",), optional=True), Slot("scope", ("cta",), optional=True),
               _mb_space(MB_LOCAL)],
        operands=[Out("state", ty="b64"), Addr("addr"), In("count", ty="b32")],
        ptx=(8, 0), sm=90,
        check=lambda s: _check_order(s, name),
        sem=_mb_sem("release", arrives=True),
        doc="count arrivals that must not complete the phase (PTX ISA 9.7.13.15.11: .noComplete takes "
            "neither .relaxed nor .cluster).",
    )


mbarrier_arrive_nocomplete = _no_complete("mbarrier.arrive.noComplete", "mbarrier.arrive.noComplete")
mbarrier_arrive_drop_nocomplete = _no_complete("mbarrier.arrive_drop.noComplete", "mbarrier.arrive_drop.noComplete")

mbarrier_arrive_remote = Instr(
    "mbarrier.arrive.remote",
    "mbarrier.arrive.release.cluster.shared::cluster.b64 _, [{addr}];",
    operands=[Addr("addr", space="shared::cluster")],
    ptx=(8, 0), sm=90,
    sem=Sem(reads=("shared::cluster",), writes=("shared::cluster",), proxy="generic", order="release",
            scope="cluster", arrives="mbarrier", remote=True, isa=_MB_ISA),
    doc="Arrives on a barrier of another CTA of the cluster (address from mapa); the same as "
        "mbarrier.arrive<sem = release, scope = cluster, space = \"shared::cluster\">.",
)


def _tx(name: str, tx: str) -> Instr:
    return Instr(
        name,
        name + "{.sem}{.scope}{.space}.b64 [{addr}], {tx};",
        slots=[Slot("sem", ("relaxed",), optional=True), Slot("scope", MB_SCOPES, optional=True),
               _mb_space(MB_ALL)],
        operands=[Addr("addr"), In("tx", ty="b32")],
        ptx=(8, 0), sm=90,
        check=lambda s: _check_order(s, name),
        sem=_mb_sem("relaxed", tx=tx),
        doc=("Raises" if tx == "expect" else "Lowers") + " the barrier's tx-count by `tx` bytes "
            "without arriving (PTX ISA 9.7.13.15.13-14).",
    )


mbarrier_expect_tx = _tx("mbarrier.expect_tx", "expect")
mbarrier_complete_tx = _tx("mbarrier.complete_tx", "complete")


def _wait(name: str, parity: bool, try_: bool) -> Instr:
    arg = In("parity", ty="b32") if parity else In("state_in", ty="b64")
    ops = [Out("p", ty="pred"), Addr("addr"), arg]
    tail = ", {parity}" if parity else ", {state_in}"
    slots = [Slot("sem", ("acquire", "relaxed"), optional=True), Slot("scope", MB_SCOPES, optional=True),
             _mb_space(MB_LOCAL)]
    if try_:
        ops.append(In("hint", ty="b32", when="suspend_hint"))
        tail += "{,hint}"
        slots.append(Flag("suspend_hint"))
    return Instr(
        name,
        name + "{.sem}{.scope}{.space}.b64 {p}, [{addr}]" + tail + ";",
        slots=slots,
        operands=ops,
        ptx=(8, 0), sm=90, ptx_by=_needs_86,
        check=lambda s: _check_order(s, name),
        sem=_mb_sem("acquire", waits=True, writes=False),
        doc=("p = whether the phase " + ("of parity `parity`" if parity else "of `state_in`")
             + " has completed" + (" (waits up to a system-dependent time, or `hint` ns)" if try_ else "")
             + " (PTX ISA 9.7.13.15.16)."),
    )


mbarrier_test_wait = _wait("mbarrier.test_wait", parity=False, try_=False)
mbarrier_test_wait_parity = _wait("mbarrier.test_wait.parity", parity=True, try_=False)
mbarrier_try_wait = _wait("mbarrier.try_wait", parity=False, try_=True)
mbarrier_try_wait_parity = _wait("mbarrier.try_wait.parity", parity=True, try_=True)

mbarrier_pending_count = Instr(
    "mbarrier.pending_count",
    "mbarrier.pending_count.b64 {d}, {state};",
    operands=[Out("d", ty="b32"), In("state", ty="b64")],
    ptx=(8, 0), sm=90, pure=True,
    doc="The pending arrival count held in a state value (PTX ISA 9.7.13.15.17).",
)

# ------------------------------------------------------------------- named barriers
# PTX ISA 9.7.13.1 "bar, barrier": bar.sync == barrier.sync.aligned, bar.arrive ==
# barrier.arrive.aligned; a barrier of `count` threads (all of the CTA when absent).


def _bar_sem(waits: bool):
    def sem(s: Slots) -> Sem:
        return Sem(order="acq_rel" if waits else "release", scope="cta", width="cta",
                   threads=s.get("count"), arrives="named_barrier",
                   waits="named_barrier" if waits else None, isa="PTX ISA 9.7.13.1 bar, barrier")
    return sem


def _barrier(name: str, verb: str, count_required: bool, reg: bool, doc: str) -> Instr:
    waits = verb.endswith("sync")
    if reg:
        ops = [In("id", ty="b32"), In("count", ty="b32", when=None if count_required else "with_count")]
        slots = [] if count_required else [Flag("with_count")]
    else:
        ops = [Imm("id"), Imm("count")]
        slots = [IntSlot("id", range(16)), IntSlot("count", range(32, 1025, 32), optional=not count_required)]
    prefix, action = verb.split(".")
    head = f"barrier{{.cta}}.{action}{{.aligned}}" if prefix == "barrier" else verb
    tmpl = head + " {id}" + (
        ", {count}" if count_required else "{,count}") + ";"
    if prefix == "barrier":
        slots = [Flag("cta"), Flag("aligned")] + slots

    def sem(s: Slots) -> Sem:
        got = _bar_sem(waits)(s)
        return got if not reg else Sem(**{**got.as_dict(), "threads": None})

    return Instr(name, tmpl, slots=slots, operands=ops, ptx=(8, 0) if reg or prefix == "barrier" else (2, 0),
                 sm=90 if reg or prefix == "barrier" else 20, sem=sem, doc=doc)


bar_sync = _barrier("bar.sync", "bar.sync", False, False,
                    "Named barrier `id`; `count` threads (a multiple of 32), all of the CTA when absent.")
bar_arrive = _barrier("bar.arrive", "bar.arrive", True, False,
                      "Arrives on named barrier `id` (of `count` threads) without waiting.")
bar_sync_reg = _barrier("bar.sync.reg", "bar.sync", False, True,
                        "bar.sync with the barrier id (and count) in registers.")
bar_arrive_reg = _barrier("bar.arrive.reg", "bar.arrive", True, True,
                          "bar.arrive with the barrier id and count in registers.")
barrier_sync = _barrier("barrier.sync", "barrier.sync", False, False,
                        "barrier.sync (`aligned`: every thread of a warp executes the same barrier).")
barrier_arrive = _barrier("barrier.arrive", "barrier.arrive", True, False, "barrier.arrive.")
barrier_sync_reg = _barrier("barrier.sync.reg", "barrier.sync", False, True, "barrier.sync, id/count in registers.")
barrier_arrive_reg = _barrier("barrier.arrive.reg", "barrier.arrive", True, True,
                              "barrier.arrive, id/count in registers.")

bar_red = Instr(
    "bar.red",
    "{verb}{.cta}.red{.aligned}{.op}{.rtype} {d}, {id}{,count}, {pin};",
    slots=[Slot("verb", ("bar", "barrier")), Flag("cta"), Flag("aligned"), Slot("op", ("popc", "and", "or")),
           IntSlot("id", range(16)), IntSlot("count", range(32, 1025, 32), optional=True)],
    operands=[Out("d", ty=lambda s: "u32" if s["op"] == "popc" else "pred"), Imm("id"), Imm("count"),
              In("pin", ty="pred")],
    derived={"rtype": lambda s: "u32" if s["op"] == "popc" else "pred"},
    ptx=(8, 0), sm=90,
    check=lambda s: _bad(s["verb"] == "bar" and ("cta" in s or "aligned" in s),
                         "bar.red is always aligned: cta and aligned are barrier.red modifiers"),
    sem=lambda s: Sem(order="acq_rel", scope="cta", width="cta", threads=s.get("count"),
                      arrives="named_barrier", waits="named_barrier", isa="PTX ISA 9.7.13.1 bar, barrier"),
    doc="Barrier with a reduction of a predicate over the arriving threads (popc: a count).",
)

bar_warp_sync = Instr(
    "bar.warp.sync",
    "bar.warp.sync {mask};",
    operands=[In("mask", ty="b32")],
    ptx=(6, 0), sm=70,
    sem=Sem(order="acq_rel", scope="cta", width="warp", arrives="warp", waits="warp",
            isa="PTX ISA 9.7.13.2 bar.warp.sync"),
    doc="The lanes of `mask` wait for each other (and order their memory accesses).",
)

# ------------------------------------------------------------------- clusters (PTX ISA 9.7.13.3, 9.7.9.22-24)

barrier_cluster_arrive = Instr(
    "barrier.cluster.arrive",
    "barrier.cluster.arrive{.sem}{.aligned};",
    slots=[Slot("sem", ("release", "relaxed"), optional=True), Flag("aligned")],
    ptx=(8, 0), sm=90,
    sem=lambda s: Sem(order=s.get("sem", "release"), scope="cluster", width="cluster",
                      arrives="cluster_barrier", isa="PTX ISA 9.7.13.3 barrier.cluster"),
)

barrier_cluster_wait = Instr(
    "barrier.cluster.wait",
    "barrier.cluster.wait{.acquire}{.aligned};",
    slots=[Flag("acquire"), Flag("aligned")],
    ptx=(8, 0), sm=90,
    sem=Sem(order="acquire", scope="cluster", width="cluster", waits="cluster_barrier",
            isa="PTX ISA 9.7.13.3 barrier.cluster"),
)

getctarank = Instr(
    "getctarank",
    "getctarank{.space}{.type} {d}, {a};",
    slots=[Slot("space", ("shared::cluster",), optional=True), Slot("type", ("u32", "u64"))],
    operands=[Out("d", ty="u32"), In("a")],
    ptx=(7, 8), sm=90, pure=True,
    doc="The rank in the cluster of the CTA whose shared memory address `a` points into (PTX ISA 9.7.9.23).",
)

ISSPACEP_SPACES = ("const", "global", "local", "shared", "shared::cta", "shared::cluster", "param",
                   "param::entry")

isspacep = Instr(
    "isspacep",
    "isspacep{.space} {p}, {a};",
    slots=[Slot("space", ISSPACEP_SPACES)],
    operands=[Out("p", ty="pred"), In("a", ty=("u64", "b64", "s64"))],
    ptx=(7, 8), sm=90, pure=True, ptx_by=lambda s: (8, 3) if s["space"] == "param::entry" else None,
    doc="p = whether generic address `a` falls in the window of a state space (PTX ISA 9.7.9.19).",
)

# ------------------------------------------------------------------- fences (PTX ISA 9.7.13.4 membar/fence)

_TMAP_FENCE_ISA = "PTX ISA 9.7.13.4 membar/fence (fence.proxy.tensormap::generic)"

fence_proxy_tensormap_release = Instr(
    "fence.proxy.tensormap.release",
    "fence.proxy.tensormap::generic.release{.scope};",
    slots=[Slot("scope", SCOPES)],
    ptx=(8, 3), sm=90,
    sem=lambda s: Sem(order="release", scope=s["scope"], fence=("generic", "tensormap"), isa=_TMAP_FENCE_ISA),
    doc="Orders this thread's generic-proxy writes of tensor maps before later tensormap-proxy uses.",
)

fence_proxy_tensormap_acquire = Instr(
    "fence.proxy.tensormap.acquire",
    "fence.proxy.tensormap::generic.acquire{.scope} [{addr}], 128;",
    slots=[Slot("scope", SCOPES)],
    operands=[Addr("addr", space=None)],
    ptx=(8, 3), sm=90,
    sem=lambda s: Sem(reads=("tensormap",), proxy="tensormap", order="acquire", scope=s["scope"],
                      fence=("generic", "tensormap"), isa=_TMAP_FENCE_ISA),
    doc="Makes the 128-byte tensor map at `addr`, written through the generic proxy, visible to "
        "this thread's tensormap-proxy reads (a TMA using it).",
)

# PTX ISA 9.7.13.4 (8.6): fences whose ordering is restricted to the shared memory of the CTA
# (release) or of the cluster (acquire): the pairing CUTLASS uses around remote arrivals.
_RESTRICT = {"release": "shared::cta", "acquire": "shared::cluster"}


def _check_restrict(s: Slots) -> str | None:
    want = _RESTRICT[s["sem"]]
    return _bad(s["space"] != want, f"sem = {s['sem']} takes space = {want} (found space = {s['space']})")


def _restrict_row(name: str, head: str, proxy: bool) -> Instr:
    return Instr(
        name,
        head + "{.sem}.sync_restrict::{space}.cluster;",
        slots=[Slot("sem", ("release", "acquire")), Slot("space", ("shared::cta", "shared::cluster"))],
        ptx=(8, 6), sm=90,
        check=_check_restrict,
        sem=lambda s: Sem(order=s["sem"], scope="cluster", fence=("generic", "async") if proxy else None,
                          isa="PTX ISA 9.7.13.4 membar/fence (.sync_restrict)"),
        doc="A fence of the cluster scope restricted to shared-memory operations"
            + (", across the generic and async proxies." if proxy else "."),
    )


fence_sync_restrict = _restrict_row("fence.sync_restrict", "fence", proxy=False)
fence_proxy_async_sync_restrict = _restrict_row("fence.proxy.async.sync_restrict", "fence.proxy.async::generic",
                                                proxy=True)

L2_EVICT = ("L2::evict_last", "L2::evict_normal", "L2::evict_first", "L2::evict_unchanged")

createpolicy = Instr(
    "createpolicy.fractional",
    "createpolicy.fractional{.primary}{.secondary}.b64 {d}, {fraction};",
    slots=[Slot("primary", L2_EVICT), Slot("secondary", ("L2::evict_first", "L2::evict_unchanged"), optional=True)],
    operands=[Out("d", ty="b64"), Const("fraction", ty="f32", bounds=(0.0, 1.0))],
    ptx=(7, 4), sm=80, pure=True,
    doc="An L2 cache policy (for .L2::cache_hint operands): `fraction` of the accesses get the primary "
        "priority, the rest the secondary (PTX ISA 9.7.9.17 createpolicy).",
)

# ------------------------------------------------------------------- warp matching, bit search

def _match_sync(mode: str, dest: str, outs: list, doc: str) -> Instr:
    """match.{mode}.sync: one row of the warp-matching family (they differ in the results)."""
    return Instr(
        f"match.{mode}.sync",
        f"match.{mode}.sync{{.type}} {dest}, {{a}}, {{mask}};",
        slots=[Slot("type", ("b32", "b64"))],
        operands=[*outs, In("a"), In("mask", ty="b32")],
        ptx=(6, 0), sm=70,
        sem=Sem(width="warp", isa="PTX ISA 9.7.13.10 match.sync"),
        doc=doc,
    )


match_any_sync = _match_sync("any", "{d}", [Out("d", ty="b32")],
                             "d = the lanes of `mask` whose `a` equals this lane's.")
match_all_sync = _match_sync("all", "{d}|{p}", [Out("d", ty="b32"), Out("p", ty="pred")],
                             "d = mask if every lane of `mask` holds the same `a` (p: whether they do), else 0.")

bfind = Instr(
    "bfind",
    "bfind{.shiftamt}{.type} {d}, {a};",
    slots=[Flag("shiftamt"), Slot("type", ("u32", "u64", "s32", "s64"))],
    operands=[Out("d", ty="u32"), In("a")],
    ptx=(2, 0), sm=20, pure=True,
    doc="The bit position of the most significant non-sign bit (shiftamt: as a left-shift amount).",
)


SYNC_ROWS: list[Instr] = [
    mbarrier_init, mbarrier_inval, mbarrier_arrive, mbarrier_arrive_expect_tx, mbarrier_arrive_drop,
    mbarrier_arrive_drop_expect_tx, mbarrier_arrive_nocomplete, mbarrier_arrive_drop_nocomplete,
    mbarrier_arrive_remote, mbarrier_expect_tx, mbarrier_complete_tx, mbarrier_test_wait,
    mbarrier_test_wait_parity, mbarrier_try_wait, mbarrier_try_wait_parity, mbarrier_pending_count,
    bar_sync, bar_arrive, bar_sync_reg, bar_arrive_reg, barrier_sync, barrier_arrive, barrier_sync_reg,
    barrier_arrive_reg, bar_red, bar_warp_sync,
    barrier_cluster_arrive, barrier_cluster_wait, getctarank, isspacep,
    fence_proxy_tensormap_release, fence_proxy_tensormap_acquire, fence_sync_restrict,
    fence_proxy_async_sync_restrict, createpolicy, match_any_sync, match_all_sync, bfind,
]
