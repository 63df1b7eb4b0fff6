"""Rows for the SIMT families real sm_90a PTX uses beyond what the lowerings emit (found by the
real-PTX corpus, test/ptx_corpus/: nvcc's output for CUDA intrinsics and library idioms, and
LLVM's NVPTX tests): warp-synchronous mma.sync, carry chains, byte dot products, the less
common bit and compare instructions, membar, the alias proxy fence, cp.async's mbarrier
arrive and wait_all, cache-line discard / eviction priority, prefetchu, brkpt and pmevent.

Each row states its PTX ISA section; `python -m tirx_mlir.ptx certify ROW` assembles every
legal slot combination with ptxas -arch=sm_90a (test/test_ptx_table.py runs it).
"""

from __future__ import annotations

from .spec import Addr, Flag, Imm, In, Instr, IntSlot, Out, Slot, Slots
from .table_common import Sem, _bad, _first

_INT32 = ("u32", "s32")


# ------------------------------------------------------------------- integer arithmetic

def _carry(name: str, cc_out: bool, cc_in: bool, types=("u32", "s32", "u64", "s64")) -> Instr:
    """add.cc / addc / sub.cc / subc (PTX ISA 9.7.2.1-4, "Extended-Precision Integer
    Arithmetic"): the carry flag CC is written by .cc and read by the c forms, so these are
    not pure: they must stay in order between one another."""
    tmpl = name + ("{.cc}" if cc_in else ".cc") + "{.type} {d}, {a}, {b};"
    return Instr(
        name + ("" if cc_in else ".cc"),
        tmpl,
        slots=([Flag("cc")] if cc_in else []) + [Slot("type", types)],
        operands=[Out("d"), In("a"), In("b")],
        ptx=(4, 3) if "64" in "".join(types) else (1, 2), sm=20,
        sem=Sem(isa="PTX ISA 9.7.2 extended-precision integer arithmetic (the carry flag CC: no memory)"),
        doc=("Adds" if "add" in name else "Subtracts") + (" with the carry-in of CC" if cc_in else "")
            + (", carry-out to CC" if cc_out else "") + " (PTX ISA 9.7.2 extended-precision arithmetic).",
    )


add_cc = _carry("add", True, False)
addc = _carry("addc", True, True)
sub_cc = _carry("sub", True, False)
subc = _carry("subc", True, True)


def _mad_carry(name: str, cc_in: bool) -> Instr:
    return Instr(
        name + ("" if cc_in else ".cc"),
        name + "{.half}" + ("{.cc}" if cc_in else ".cc") + "{.type} {d}, {a}, {b}, {c};",
        slots=[Slot("half", ("hi", "lo"))] + ([Flag("cc")] if cc_in else []) + [Slot("type", ("u32", "s32", "u64", "s64"))],
        operands=[Out("d"), In("a"), In("b"), In("c")],
        ptx=(3, 0), sm=20,
        sem=Sem(isa="PTX ISA 9.7.2.5-6 mad.cc / madc (the carry flag CC: no memory)"),
        doc="Multiply-add of the high or low half" + (" with the carry-in of CC" if cc_in else ", carry-out to CC")
            + " (PTX ISA 9.7.2.5-6 mad.cc / madc).",
    )


mad_cc = _mad_carry("mad", False)
madc = _mad_carry("madc", True)

sad = Instr(
    "sad",
    "sad{.type} {d}, {a}, {b}, {c};",
    slots=[Slot("type", ("u16", "u32", "u64", "s16", "s32", "s64"))],
    operands=[Out("d"), In("a"), In("b"), In("c")],
    ptx=(1, 0), sm=20, pure=True,
    doc="d = c + |a - b| (PTX ISA 9.7.1.6 sad).",
)

def _dot_acc(s: Slots) -> str:
    """The accumulator and result type of dp4a / dp2a: s32 if either source is signed."""
    return "s32" if "s32" in (s["atype"], s["btype"]) else "u32"


def _dot(name: str, half: bool, doc: str) -> Instr:
    """dp4a / dp2a (`half`: dp2a's .lo/.hi byte pair of b)."""
    return Instr(
        name,
        name + ("{.half}" if half else "") + "{.atype}{.btype} {d}, {a}, {b}, {c};",
        slots=([Slot("half", ("lo", "hi"))] if half else []) + [Slot("atype", _INT32), Slot("btype", _INT32)],
        operands=[Out("d", ty=_dot_acc), In("a", ty="b32"), In("b", ty="b32"), In("c", ty=_dot_acc)],
        ptx=(5, 0), sm=61, pure=True,
        doc=doc,
    )


dp4a = _dot("dp4a", False, "Four-way byte dot product accumulated into c (PTX ISA 9.7.1.23 dp4a).")
dp2a = _dot("dp2a", True, "Two-way 16-bit x 8-bit dot product of the low or high bytes of b (PTX ISA 9.7.1.24 dp2a).")

# ------------------------------------------------------------------- bits and compares

shf = Instr(
    "shf",
    "shf{.dir}{.mode}.b32 {d}, {a}, {b}, {c};",
    slots=[Slot("dir", ("l", "r")), Slot("mode", ("clamp", "wrap"))],
    operands=[Out("d", ty="b32"), In("a", ty="b32"), In("b", ty="b32"), In("c", ty="u32")],
    ptx=(3, 1), sm=32, pure=True,
    doc="Funnel shift of the 64-bit {b, a} by c (PTX ISA 9.7.8.8 shf).",
)

cnot = Instr(
    "cnot",
    "cnot{.type} {d}, {a};",
    slots=[Slot("type", ("b16", "b32", "b64"))],
    operands=[Out("d"), In("a")],
    ptx=(1, 0), sm=20, pure=True,
    doc="C logical not: d = (a == 0) (PTX ISA 9.7.8.4 cnot).",
)

fns = Instr(
    "fns",
    "fns.b32 {d}, {mask}, {base}, {offset};",
    operands=[Out("d", ty="b32"), In("mask", ty="b32"), In("base", ty="u32"), In("offset", ty="s32")],
    ptx=(6, 0), sm=30, pure=True,
    doc="The bit position of the offset-th set bit of mask from base (PTX ISA 9.7.1.20 fns).",
)

bmsk = Instr(
    "bmsk",
    "bmsk{.mode}.b32 {d}, {a}, {b};",
    slots=[Slot("mode", ("clamp", "wrap"))],
    operands=[Out("d", ty="b32"), In("a", ty="u32"), In("b", ty="u32")],
    ptx=(7, 6), sm=70, pure=True,
    doc="A mask of b bits starting at bit a (PTX ISA 9.7.1.21 bmsk).",
)

szext = Instr(
    "szext",
    "szext{.mode}{.type} {d}, {a}, {b};",
    slots=[Slot("mode", ("clamp", "wrap")), Slot("type", _INT32)],
    operands=[Out("d"), In("a"), In("b", ty="u32")],
    ptx=(7, 6), sm=70, pure=True,
    doc="Sign- or zero-extends the low b bits of a (PTX ISA 9.7.1.22 szext).",
)

copysign = Instr(
    "copysign",
    "copysign{.type} {d}, {a}, {b};",
    slots=[Slot("type", ("f32", "f64"))],
    operands=[Out("d"), In("a"), In("b")],
    ptx=(2, 0), sm=20, pure=True,
    doc="b with the sign of a (PTX ISA 9.7.3.2 copysign: the sign comes from the first operand).",
)

testp = Instr(
    "testp",
    "testp{.op}{.type} {p}, {a};",
    slots=[Slot("op", ("finite", "infinite", "number", "notanumber", "normal", "subnormal")),
           Slot("type", ("f32", "f64"))],
    operands=[Out("p", ty="pred"), In("a")],
    ptx=(2, 0), sm=20, pure=True,
    doc="Tests a floating-point property (PTX ISA 9.7.3.1 testp).",
)

slct = Instr(
    "slct",
    "slct{.ftz}{.dtype}{.ctype} {d}, {a}, {b}, {c};",
    slots=[Flag("ftz"), Slot("dtype", ("b16", "b32", "b64", "u16", "u32", "u64", "s16", "s32", "s64", "f32", "f64")),
           Slot("ctype", ("s32", "f32"))],
    operands=[Out("d", ty="dtype"), In("a", ty="dtype"), In("b", ty="dtype"), In("c", ty="ctype")],
    ptx=(1, 0), sm=20, pure=True,
    check=lambda s: _bad("ftz" in s and s["ctype"] != "f32", ".ftz applies to an f32 selector"),
    doc="d = c >= 0 ? a : b (PTX ISA 9.7.7.3 slct).",
)

# ------------------------------------------------------------------- mma.sync (PTX ISA 9.7.14.5.14 mma)

#: (shape, a/b type) -> (a registers, b registers, accumulator types), PTX ISA 9.7.14.5.14
#: "Matrix Data-types" and "Matrix Fragments" (sm_80 shapes; f64 m16n8k4/k8/k16: sm_90).
_MMA = {
    ("m16n8k16", "f16"): (4, 2, ("f16", "f32")),
    ("m16n8k16", "bf16"): (4, 2, ("f32",)),
    ("m16n8k8", "f16"): (2, 1, ("f16", "f32")),
    ("m16n8k8", "bf16"): (2, 1, ("f32",)),
    ("m16n8k8", "tf32"): (4, 2, ("f32",)),
    ("m16n8k4", "tf32"): (2, 1, ("f32",)),
    ("m16n8k32", "e4m3"): (4, 2, ("f32",)),
    ("m16n8k32", "e5m2"): (4, 2, ("f32",)),
    ("m8n8k16", "s8"): (1, 1, ("s32",)),
    ("m8n8k16", "u8"): (1, 1, ("s32",)),
    ("m16n8k16", "s8"): (2, 1, ("s32",)),
    ("m16n8k16", "u8"): (2, 1, ("s32",)),
    ("m16n8k32", "s8"): (4, 2, ("s32",)),
    ("m16n8k32", "u8"): (4, 2, ("s32",)),
    ("m8n8k32", "s4"): (1, 1, ("s32",)),
    ("m8n8k32", "u4"): (1, 1, ("s32",)),
    ("m16n8k32", "s4"): (2, 1, ("s32",)),
    ("m16n8k32", "u4"): (2, 1, ("s32",)),
    ("m16n8k64", "s4"): (4, 2, ("s32",)),
    ("m16n8k64", "u4"): (4, 2, ("s32",)),
    ("m8n8k128", "b1"): (1, 1, ("s32",)),
    ("m16n8k128", "b1"): (2, 1, ("s32",)),
    ("m16n8k256", "b1"): (4, 2, ("s32",)),
    ("m8n8k4", "f64"): (1, 1, ("f64",)),
    ("m16n8k4", "f64"): (2, 1, ("f64",)),
    ("m16n8k8", "f64"): (4, 2, ("f64",)),
    ("m16n8k16", "f64"): (8, 4, ("f64",)),
}
_MMA_SHAPES = tuple(dict.fromkeys(k[0] for k in _MMA))
_MMA_AB = ("f16", "bf16", "tf32", "e4m3", "e5m2", "s8", "u8", "s4", "u4", "b1", "f64")
_MMA_INT = ("s8", "u8", "s4", "u4")


def _acc_regs(s: Slots) -> int:
    if s["shape"].startswith("m8n8"):
        return 2
    return 2 if s["dtype"] == "f16" else 4


def _acc_ty(s: Slots) -> str:
    return {"f16": "b32", "f32": "f32", "s32": "s32", "f64": "f64"}[s["dtype"]]


def _check_mma(s: Slots) -> str | None:
    key = (s["shape"], s["atype"])
    spec = _MMA.get(key)
    a, b = s["atype"], s["btype"]
    ints = a in _MMA_INT
    same_width = {"s8": "8", "u8": "8", "s4": "4", "u4": "4"}
    return _first(
        _bad(spec is None, f"mma.sync.{s['shape']} takes no .{a} operands"),
        _bad(b != a and not (ints and same_width.get(b) == same_width[a])
             and not (a in ("e4m3", "e5m2") and b in ("e4m3", "e5m2")),
             f".{a} A takes a B of the same type (integer signedness and fp8 formats may mix)"),
        _bad(spec is not None and s["dtype"] not in spec[2], f"{key}: the accumulator is one of {spec[2] if spec else ()}"),
        _bad(s["ctype"] != s["dtype"], "C has the type of D"),
        _bad("satfinite" in s and not ints, ".satfinite applies to integer mma (s8/u8/s4/u4)"),
        _bad((a == "b1") != ("bitop" in s), "single-bit mma takes .and.popc or .xor.popc, and only it"),
        _bad("rnd" in s and a != "f64", ".rn applies to f64 mma"),
    )


def _mma_ptx(s: Slots):
    if s["atype"] in ("e4m3", "e5m2"):
        return (8, 4)
    if s["atype"] == "f64" and s["shape"] != "m8n8k4":
        return (7, 8)  # the sm_90 f64 shapes
    return None


mma_sync = Instr(
    "mma.sync",
    "mma.sync.aligned{.shape}.row.col{.rnd}{.satfinite}{.dtype}{.atype}{.btype}{.ctype}{.bitop}"
    " {d}, {a}, {b}, {c};",
    slots=[Slot("shape", _MMA_SHAPES), Slot("rnd", ("rn",), optional=True), Flag("satfinite"),
           Slot("dtype", ("f16", "f32", "s32", "f64")),
           Slot("atype", _MMA_AB), Slot("btype", _MMA_AB),
           Slot("ctype", ("f16", "f32", "s32", "f64")),
           Slot("bitop", ("and.popc", "xor.popc"), optional=True)],
    operands=[Out("d", ty=_acc_ty, vec=_acc_regs, braces=True),
              In("a", ty=lambda s: "f64" if s["atype"] == "f64" else "b32",
                 vec=lambda s: _MMA.get((s["shape"], s["atype"]), (4,))[0], braces=True),
              In("b", ty=lambda s: "f64" if s["atype"] == "f64" else "b32",
                 vec=lambda s: _MMA.get((s["shape"], s["atype"]), (4, 2))[1], braces=True),
              In("c", ty=_acc_ty, vec=_acc_regs, braces=True)],
    ptx=(7, 0), sm=80, pure=True,
    ptx_by=_mma_ptx,
    check=_check_mma,
    sem=Sem(width="warp", isa="PTX ISA 9.7.14.5.14 mma (warp-synchronous: every lane executes it)"),
    doc="D = A x B + C by one warp on a register tile (the pre-wgmma tensor-core instruction): f16, bf16, "
        "tf32, fp8, s8/u8, s4/u4, single-bit (.and.popc/.xor.popc) and f64 (.rn) shapes.",
)

# ------------------------------------------------------------------- memory ordering and hints

membar = Instr(
    "membar",
    "membar{.level};",
    slots=[Slot("level", ("cta", "gl", "sys"))],
    ptx=(1, 4), sm=20,
    sem=lambda s: Sem(order="sc", scope={"cta": "cta", "gl": "gpu", "sys": "sys"}[s["level"]],
                      isa="PTX ISA 9.7.13.4 membar/fence (membar.level = fence.sc at that scope)"),
    doc="The older spelling of fence.sc: .cta, .gl (the GPU) or .sys.",
)

fence_proxy_alias = Instr(
    "fence.proxy.alias",
    "fence.proxy.alias;",
    ptx=(7, 5), sm=70,
    sem=Sem(fence=("generic", "generic"), scope="cta",
            isa="PTX ISA 9.7.13.4 membar/fence (fence.proxy.alias: virtual aliases of one location)"),
    doc="Orders accesses through different virtual aliases of the same memory.",
)

cp_async_wait_all = Instr(
    "cp.async.wait_all", "cp.async.wait_all;", ptx=(7, 0), sm=80,
    sem=Sem(waits="async_group", isa="PTX ISA 9.7.9.22.5 cp.async.wait_all"),
    doc="Waits for every cp.async of the thread (committed or not).",
)

cp_async_mbarrier_arrive = Instr(
    "cp.async.mbarrier.arrive",
    "cp.async.mbarrier.arrive{.noinc}{.space}.b64 [{bar}];",
    slots=[Flag("noinc"), Slot("space", ("shared", "shared::cta"), optional=True)],
    operands=[Addr("bar")],
    ptx=(7, 0), sm=80,
    ptx_by=lambda s: (7, 8) if s.get("space") == "shared::cta" else None,
    sem=Sem(arrives="mbarrier", writes=("shared::cta",), proxy="generic",
            isa="PTX ISA 9.7.9.22.6 cp.async.mbarrier.arrive (arrives when the thread's cp.asyncs complete)"),
    doc="Arrives on the mbarrier once this thread's earlier cp.asyncs are done (.noinc: the "
        "pending count was set for it).",
)

discard = Instr(
    "discard",
    "discard.global.L2 [{addr}], 128;",
    operands=[Addr("addr", space=None)],
    ptx=(7, 4), sm=80,
    sem=Sem(writes=("global",), proxy="generic", isa="PTX ISA 9.7.9.18 discard (the 128-byte line becomes undefined)"),
    doc="Drops a 128-byte L2 line without writing it back: its contents become undefined.",
)

applypriority = Instr(
    "applypriority",
    "applypriority.global.L2::evict_normal [{addr}], 128;",
    operands=[Addr("addr", space=None)],
    ptx=(7, 4), sm=80,
    sem=Sem(isa="PTX ISA 9.7.9.17 applypriority"),
    doc="Gives a 128-byte L2 line the normal eviction priority.",
)

prefetchu = Instr(
    "prefetchu",
    "prefetchu.L1 [{addr}];",
    operands=[Addr("addr", space=None)],
    ptx=(2, 0), sm=20,
    sem=Sem(reads=("generic",), proxy="generic", isa="PTX ISA 9.7.9.15 prefetch (prefetchu: the uniform cache)"),
)

brkpt = Instr("brkpt", "brkpt;", ptx=(1, 1), sm=20, sem=Sem(isa="PTX ISA 9.7.19.1 brkpt"),
              doc="Suspends the thread for a debugger.")

pmevent = Instr(
    "pmevent",
    "pmevent {event};",
    slots=[IntSlot("event", range(16))],
    operands=[Imm("event")],
    ptx=(1, 4), sm=20,
    sem=Sem(isa="PTX ISA 9.7.19.3 pmevent"),
    doc="Triggers performance-monitor event 0-15.",
)

SIMT_ROWS: list[Instr] = [
    add_cc, addc, sub_cc, subc, mad_cc, madc, sad, dp4a, dp2a,
    shf, cnot, fns, bmsk, szext, copysign, testp, slct, mma_sync,
    membar, fence_proxy_alias, cp_async_wait_all, cp_async_mbarrier_arrive, discard, applypriority,
    prefetchu, brkpt, pmevent,
]
