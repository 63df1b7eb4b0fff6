"""Rows found by the inline-asm corpus (test/ptx_corpus/inline_asm.txt: the PTX that CUTLASS,
DeepGEMM, ThunderKittens and FlashAttention-3 write in asm(...)): sparse wgmma, multimem,
movmatrix and st.async.

Each row states its PTX ISA section; `python -m tirx_mlir.ptx certify ROW` assembles every
legal slot combination with ptxas -arch=sm_90a (test/test_ptx_table.py runs it).
"""

from __future__ import annotations

from .spec import Addr, Flag, In, InOut, Instr, IntSlot, Out, Slot, Slots
from .table_common import Sem, _bad, _first, check_wgmma_float, wgmma_float_parts, wgmma_int_parts, wgmma_sem

# ------------------------------------------------------------------- sparse wgmma (PTX ISA 9.7.15.6)

#: K of the sparse shapes per A/B type (twice the dense K: A is 2:4 structured sparse).
WGMMA_SP_K = {"f16": 32, "bf16": 32, "tf32": 16, "e4m3": 64, "e5m2": 64}
_FP8 = ("e4m3", "e5m2")
_INT_N = (8, 16, 24) + tuple(range(32, 257, 16))


def _check_wgmma_sp(s: Slots, rs: bool) -> str | None:
    return _first(check_wgmma_float(s, rs),
                  _bad(s.get("sp_sel", 0) != 0 and s["atype"] in _FP8, "fp8 sparse wgmma takes sp-sel = 0"))


def _wgmma_sp(name: str, rs: bool) -> Instr:
    shared_slots, d, a, derived = wgmma_float_parts(WGMMA_SP_K, rs)
    return Instr(
        name,
        "wgmma.mma_async.sp.sync.aligned.m64n{n}k{k}{.dt}{.atype}{.btype}"
        " {d}, {a}, {b}, {meta}, {sel}, {p}, {sa}, {sb}{,ta}{,tb};",
        slots=[IntSlot("n", range(8, 257, 8)), Slot("dtype", ("f32", "f16"), optional=True),
               Slot("atype", tuple(WGMMA_SP_K)), Slot("btype", tuple(WGMMA_SP_K)),
               IntSlot("sp_sel", (0, 1), optional=True), *shared_slots],
        operands=[d, a, In("b", ty="b64"), In("meta", ty="b32"), In("p", ty="pred")],
        derived={**derived, "sel": lambda s: str(s.get("sp_sel", 0))},
        ptx=(8, 2), sm="90a",
        check=lambda s: _check_wgmma_sp(s, rs),
        sem=wgmma_sem("PTX ISA 9.7.15.6 wgmma.mma_async.sp (sparse A, 2:4 metadata in `meta`"
                      + (", A from registers" if rs else "") + ")"),
        doc=("D (64xN) += A x B with A 2:4 structured-sparse (K twice the dense K) "
             + ("from registers" if rs else "from a shared-memory descriptor")
             + "; meta: the sparsity metadata, sp_sel: which threads of each quad supply it; p: scale-d."),
    )


def _wgmma_sp_int(name: str, rs: bool) -> Instr:
    int_slots, d, a, ptx_by = wgmma_int_parts(rs)
    return Instr(
        name,
        "wgmma.mma_async.sp.sync.aligned.m64n{n}k64.s32{.atype}{.btype}{.satfinite}"
        " {d}, {a}, {b}, {meta}, 0, {p};",
        slots=[IntSlot("n", _INT_N), *int_slots],
        operands=[d, a, In("b", ty="b64"), In("meta", ty="b32"), In("p", ty="pred")],
        ptx=(8, 2), sm="90a",
        ptx_by=ptx_by,
        sem=wgmma_sem("PTX ISA 9.7.15.6 wgmma.mma_async.sp (integer: .s32 accumulator, sp-sel 0)"),
        doc="D (64xN s32) += A x B on 8-bit integers, A 2:4 structured-sparse" + (" from registers" if rs else "")
            + "; .satfinite clamps to the s32 range.",
    )


wgmma_mma_async_sp = _wgmma_sp("wgmma.mma_async.sp", rs=False)
wgmma_mma_async_sp_rs = _wgmma_sp("wgmma.mma_async.sp.rs", rs=True)
wgmma_mma_async_sp_int = _wgmma_sp_int("wgmma.mma_async.sp.int", rs=False)
wgmma_mma_async_sp_int_rs = _wgmma_sp_int("wgmma.mma_async.sp.int.rs", rs=True)

# ------------------------------------------------------------------- multimem (PTX ISA 9.7.9.16)

_MM_INT = ("b32", "b64", "u32", "u64", "s32", "s64")
_MM_FLOAT = ("f16", "f16x2", "bf16", "bf16x2", "f32", "f64")
_MM_BITS = {"f16": 16, "bf16": 16, "f16x2": 32, "bf16x2": 32, "f32": 32, "f64": 64}
_MM_SCOPES = ("cta", "cluster", "gpu", "sys")


def _mm_reg(s: Slots) -> str:
    t = s["type"]
    return {"f16": "b16", "bf16": "b16", "f16x2": "b32", "bf16x2": "b32"}.get(t, t)


def _check_multimem(s: Slots, has_op: bool, red: bool = False) -> str | None:
    t, op, vec = s["type"], s.get("op"), s.get("vec")
    fl = t in _MM_FLOAT
    bits = _MM_BITS.get(t, 0) * (int(vec[1:]) if vec else 1)
    return _first(
        _bad((s.get("sem") in (None, "weak")) != ("scope" not in s), "relaxed/acquire/release take a scope; weak none"),
        _bad(not fl and vec is not None, "integer multimem is scalar"),
        _bad(fl and bits not in (32, 64, 128), "a float type and its vector make 32, 64 or 128 bits"),
        _bad(t == "f64" and vec is not None, ".f64 takes no vector"),
        _bad(has_op and not fl and op in ("and", "or", "xor") and t[0] != "b", "and/or/xor take .b32/.b64"),
        _bad(has_op and not fl and op in ("add", "min", "max") and t[0] == "b", "add/min/max take .u/.s types"),
        _bad(has_op and fl and op not in ("add", "min", "max"), "float multimem reduces with add, min or max"),
        _bad(has_op and op in ("min", "max") and t in ("f32", "f64"), "min/max take the f16/bf16 types, not f32/f64"),
        _bad(has_op and op == "add" and t == "s64", "add takes .u64, not .s64"),
        _bad(red and fl and op != "add", "float multimem.red adds (its .redop is .add)"),
        _bad("acc" in s and not (op == "add" and t in ("f16", "f16x2", "bf16", "bf16x2")),
             ".acc::f32 applies to add on f16/bf16 data"),
    )


def _multimem(kind: str) -> Instr:
    sems = {"ld_reduce": ("weak", "relaxed", "acquire"), "st": ("weak", "relaxed", "release"),
            "red": ("relaxed", "release")}[kind]
    has_op = kind != "st"
    slots = [Slot("sem", sems, optional=True), Slot("scope", _MM_SCOPES, optional=True)]
    if has_op:
        slots.append(Slot("op", ("min", "max", "add", "and", "or", "xor")))
    if kind == "ld_reduce":
        slots.append(Flag("acc", spelling="acc::f32"))
    slots += [Slot("vec", ("v2", "v4", "v8"), optional=True), Slot("type", _MM_INT + _MM_FLOAT)]
    tail = {"ld_reduce": "{.op}{.acc}{.vec}{.type} {d}, [{addr}];", "st": "{.vec}{.type} [{addr}], {v};",
            "red": "{.op}{.vec}{.type} [{addr}], {v};"}[kind]
    data = (Out("d", ty=_mm_reg, vec="vec") if kind == "ld_reduce" else In("v", ty=_mm_reg, vec="vec"))
    ops = [data, Addr("addr", space="global")] if kind == "ld_reduce" else [Addr("addr", space="global"), data]
    return Instr(
        "multimem." + kind,
        "multimem." + kind + "{.sem}{.scope}.global" + tail,
        slots=slots, operands=ops,
        ptx=(8, 1), sm=90,
        ptx_by=lambda s: (8, 2) if "acc" in s else None,  # ptxas: ".acc::f32 requires PTX ISA 8.2"
        check=lambda s: _check_multimem(s, has_op, kind == "red"),
        sem=lambda s: Sem(reads=("global",) if kind != "st" else (), writes=("global",) if kind != "ld_reduce" else (),
                          proxy="generic", order=s.get("sem", "weak" if kind != "red" else "relaxed"),
                          scope=s.get("scope"), isa="PTX ISA 9.7.9.16 multimem.ld_reduce, multimem.st, multimem.red"),
        doc={"ld_reduce": "d = op over every copy behind the multimem address (NVLink multicast memory).",
             "st": "Stores v to every copy behind the multimem address.",
             "red": "Reduces v into every copy behind the multimem address."}[kind],
    )


multimem_ld_reduce = _multimem("ld_reduce")
multimem_st = _multimem("st")
multimem_red = _multimem("red")

# ------------------------------------------------------------------- movmatrix, st.async

movmatrix = Instr(
    "movmatrix",
    "movmatrix.sync.aligned.m8n8.trans.b16 {d}, {a};",
    operands=[Out("d", ty="b32"), In("a", ty="b32")],
    ptx=(7, 8), sm=75, pure=True,
    sem=Sem(width="warp", isa="PTX ISA 9.7.14.5.17 movmatrix (warp-synchronous: every lane executes it)"),
    doc="Transposes an 8x8 b16 matrix held one b32 register per thread across the warp.",
)

st_async = Instr(
    "st.async",
    "st.async.shared::cluster.mbarrier::complete_tx::bytes{.vec}{.type} [{addr}], {v}, [{mbar}];",
    slots=[Slot("vec", ("v2", "v4"), optional=True), Slot("type", ("b32", "b64", "u32", "u64", "s32", "s64", "f32", "f64"))],
    operands=[Addr("addr", space="shared::cluster"), In("v", ty="type", vec="vec"),
              Addr("mbar", space="shared::cluster", offset="mbar_offset")],
    ptx=(8, 1), sm=90,
    check=lambda s: _bad(s.get("vec") == "v4" and s["type"] in ("b64", "u64", "s64", "f64"),
                         ".v4 takes 32-bit elements"),
    sem=Sem(writes=("shared::cluster",), proxy="async", tx="complete", remote=True,
            isa="PTX ISA 9.7.9.12 st.async"),
    doc="Stores v into a peer CTA's shared memory (address from mapa) and completes its bytes on the "
        "peer's mbar.",
)

LIB_ROWS: list[Instr] = [
    wgmma_mma_async_sp, wgmma_mma_async_sp_rs, wgmma_mma_async_sp_int, wgmma_mma_async_sp_int_rs,
    multimem_ld_reduce, multimem_st, multimem_red, movmatrix, st_async,
]
