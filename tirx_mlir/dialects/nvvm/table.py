"""The PTX instruction table: one `Instr` row per PTX instruction form.

Everything about an instruction lives in its row (see docs/nvvm.md). From ROWS come the
`nvvm` op classes, their verifiers and PTX printing, `python -m tirx_mlir.ptx list`, and
the ptxas certification test. Adding an instruction is adding a row. ROWS is CORE_ROWS (this
module's) followed by the rows of the table_* modules, which are imported on first use (see
EXTRA_ROW_MODULES).

Each row's `check` states the rules its slots cannot; the certification test assembles every
slot combination that passes the slots and the check (sampled for the largest rows) with
`ptxas -arch=sm_90a`, so a check that lets an illegal combination through fails CI.
"""

from __future__ import annotations

from tirx_mlir import ptx_types

from .spec import (
    Addr,
    Const,
    Flag,
    Imm,
    In,
    InOut,
    Instr,
    IntSlot,
    Label,
    Out,
    Pred,
    Slot,
    Slots,
    Sym,
)

from .table_common import (  # noqa: F401  (re-exported: rows and callers use them)
    check_wgmma_float, wgmma_float_parts, wgmma_int_parts, wgmma_sem,
    B, BF16, BITS_OF, F16, FLOAT, HALF, INT, LD_IR_TYPES, LD_TYPES, S, SCOPES, U, Sem, _bad, _bits_type,
    _first, is_float, is_int, wider, space_name,
)

# ------------------------------------------------------------------- ld / st

LDST_SPACES = ("global", "shared", "shared::cta", "shared::cluster", "local", "param")
LD_CACHE = ("ca", "cg", "cs", "lu", "cv")
ST_CACHE = ("wb", "cg", "cs", "wt")
L1_EVICT = ("L1::evict_normal", "L1::evict_unchanged", "L1::evict_first", "L1::evict_last",
            "L1::no_allocate")
L2_PREFETCH = ("L2::64B", "L2::128B", "L2::256B")


def _ldst_sem(store: bool):
    """ld/st (PTX ISA 9.7.9.8-9): the space read or written; the ordering slot (weak when
    absent; volatile is relaxed at .sys for the memory model, PTX ISA 8.8)."""
    def sem(s: Slots) -> Sem:
        sp = space_name(s.get("space"))
        return Sem(reads=() if store else (sp,), writes=(sp,) if store else (), proxy="generic",
                   order=s.get("sem", "weak"), scope=s.get("scope"), remote=sp == "shared::cluster",
                   isa="PTX ISA 9.7.9.9 st" if store else "PTX ISA 9.7.9.8 ld")
    return sem


def _atom_sem(s: Slots) -> Sem:
    sp = space_name(s.get("space"))
    return Sem(reads=(sp,), writes=(sp,), proxy="generic", order=s.get("sem", "relaxed"),
               scope=s.get("scope", "gpu"), remote=sp == "shared::cluster",
               isa="PTX ISA 9.7.13.5 atom / 9.7.13.6 red (no .sem: .relaxed; no .scope: .gpu)")


_WARP = "PTX ISA 9.7.13 (the .sync instructions: every lane of `mask` executes it)"
_CTRL = Sem(isa="PTX ISA 9.7.12 control flow")


def _ldst_b128_ptx(s: Slots):
    # .b128 ld/st is PTX ISA 8.3; at .sys scope 8.4 (ptxas: ".b128 with .sys").
    if s.get("type") != "b128":
        return None
    return (8, 4) if s.get("scope") == "sys" else (8, 3)


def _check_ldst(s: Slots, store: bool) -> str | None:
    # Written as early returns: certification runs it on every slot combination (~10^6 for ld).
    space, sem, scope = s.get("space"), s.get("sem"), s.get("scope")
    cache, evict = s.get("cache"), s.get("evict")
    if store and space == "param":
        return "st.param is only legal in call sequences, not in kernels"
    if scope is not None and sem in (None, "volatile"):
        return "a scope needs sem = relaxed, acquire or release"
    if sem in ("relaxed", "acquire", "release") and scope is None:
        return f"sem = {sem} needs a scope"
    if sem is not None:
        if space not in (None, "global", "shared", "shared::cta", "shared::cluster"):
            return "memory-ordering semantics apply to generic, global and shared addresses only"
        if cache or s.get("prefetch") or s.get("nc"):
            return "memory-ordering semantics exclude cache operators, L2 prefetch sizes and .nc"
        if evict and sem == "volatile":
            # PTX ISA 9.7.9.8-9: .level::eviction_priority on weak, .relaxed, .acquire and
            # .release accesses (ptxas: "'.evict_*' cannot be combined with '.volatile'")
            return "an eviction priority applies to weak, relaxed, acquire and release accesses, not volatile"
        if "vec" in s and sem != "volatile":
            return "ordered loads and stores are scalar"
    if cache is not None and evict is not None:
        return "a cache operator and an eviction priority exclude each other"
    if cache is not None and space not in (None, "global", "local"):
        return "cache operators apply to global, local and generic addresses"
    if evict is not None and space not in (None, "global"):
        return "eviction priorities apply to global and generic addresses"
    if s.get("prefetch") is not None and space != "global":
        return "L2 prefetch sizes apply to ld.global"
    if "cache_hint" in s and (space not in (None, "global") or sem is not None):
        # PTX ISA 9.7.9.8-9: .L2::cache_hint is for .global (or generic) weak accesses
        return ".L2::cache_hint applies to weak global and generic accesses"
    if "vec" in s and BITS_OF[_bits_type(s)] * int(s["vec"][1:]) > 128:
        # PTX ISA 9.7.9.8: 256-bit accesses need sm_100.
        return "vector accesses are at most 128 bits wide on sm_90"
    return None


ld = Instr(
    "ld",
    "ld{.sem}{.scope}{.space}{.nc}{.cache}{.evict}{.cache_hint}{.prefetch}{.vec}{.bits} {d}, [{addr}]{,policy};",
    slots=[
        Slot("sem", ("volatile", "relaxed", "acquire"), optional=True),
        Slot("scope", SCOPES, optional=True),
        Slot("space", LDST_SPACES, optional=True),
        Flag("nc"),
        Slot("cache", LD_CACHE, optional=True),
        Slot("evict", L1_EVICT, optional=True),
        Flag("cache_hint", spelling="L2::cache_hint"),
        Slot("prefetch", L2_PREFETCH, optional=True),
        Slot("vec", ("v2", "v4"), optional=True),
        Slot("type", LD_TYPES + LD_IR_TYPES + ("b128",)),
    ],
    operands=[Out("d", ty="type", vec="vec"), Addr("addr", sym=True), In("policy", ty="b64", when="cache_hint")],
    derived={"bits": _bits_type},
    ptx=(7, 8), sm=90, ptx_by=_ldst_b128_ptx,
    check=lambda s: _first(
        _check_ldst(s, store=False),
        _bad(s.get("cache") == "lu" and s.get("space") not in (None, "global", "local"), ".lu is for global/local"),
        _bad("nc" in s and (s.get("space") != "global" or "sem" in s),
             ".nc (the non-coherent read-only path) is for plain ld.global"),
        _bad("nc" in s and s.get("cache") in ("lu", "cv"), "ld.global.nc takes the ca, cg and cs cache operators"),
    ),
    doc="Load. f16/bf16/f16x2/bf16x2 values are loaded as raw .b16/.b32 bits; `nc`: ld.global.nc; "
        ".b128 (one 128-bit register, PTX ISA 8.3) is scalar.",
    sem=_ldst_sem(store=False),
)

st = Instr(
    "st",
    "st{.sem}{.scope}{.space}{.cache}{.evict}{.cache_hint}{.vec}{.bits} [{addr}], {v}{,policy};",
    slots=[
        Slot("sem", ("volatile", "relaxed", "release"), optional=True),
        Slot("scope", SCOPES, optional=True),
        Slot("space", LDST_SPACES[:-1], optional=True),
        Slot("cache", ST_CACHE, optional=True),
        Slot("evict", L1_EVICT, optional=True),
        Flag("cache_hint", spelling="L2::cache_hint"),
        Slot("vec", ("v2", "v4"), optional=True),
        Slot("type", LD_TYPES + LD_IR_TYPES + ("b128",)),
    ],
    operands=[Addr("addr"), In("v", ty="type", vec="vec"), In("policy", ty="b64", when="cache_hint")],
    derived={"bits": _bits_type},
    ptx=(7, 8), sm=90, ptx_by=_ldst_b128_ptx,
    check=lambda s: _check_ldst(s, store=True),
    doc="Store. f16/bf16/f16x2/bf16x2 values are stored as raw .b16/.b32 bits.",
    sem=_ldst_sem(store=True),
)

# ------------------------------------------------------------------- moves

MOV_TYPES = ("pred",) + B + INT + FLOAT

mov = Instr(
    "mov",
    "mov{.type} {d}, {a};",
    slots=[Slot("type", MOV_TYPES)],
    operands=[Out("d"), In("a")],
    ptx=(1, 0), sm=20, pure=True,
)

mov_const = Instr(
    "mov.const",
    "mov{.type} {d}, {value};",
    slots=[Slot("type", MOV_TYPES)],
    operands=[Out("d"), Const("value")],
    ptx=(1, 0), sm=20, pure=True,
    doc="A register set to a literal (IntegerAttr for integer and pred types, FloatAttr for floats).",
)

# Special registers: name -> PTX type of the register.
SPECIAL_REGS: dict[str, str] = {}
for _r in ("tid", "ntid", "ctaid", "nctaid", "clusterid", "nclusterid", "cluster_ctaid", "cluster_nctaid"):
    for _d in "xyz":
        SPECIAL_REGS[f"{_r}.{_d}"] = "u32"
for _r in ("laneid", "warpid", "nwarpid", "smid", "nsmid", "cluster_ctarank", "cluster_nctarank",
           "lanemask_eq", "lanemask_le", "lanemask_lt", "lanemask_ge", "lanemask_gt", "clock",
           "globaltimer_lo", "globaltimer_hi", "total_smem_size", "dynamic_smem_size",
           "aggr_smem_size"):
    SPECIAL_REGS[_r] = "u32"
for _r in ("gridid", "clock64", "globaltimer"):
    SPECIAL_REGS[_r] = "u64"
SPECIAL_REGS["is_explicit_cluster"] = "pred"

mov_special = Instr(
    "mov.special",
    "mov{.rtype} {d}, %{reg};",
    slots=[Slot("reg", tuple(SPECIAL_REGS))],
    operands=[Out("d", ty=lambda s: SPECIAL_REGS[s["reg"]])],
    derived={"rtype": lambda s: SPECIAL_REGS[s["reg"]]},
    ptx=(8, 1), sm=90,
    doc="Reads a special register (%tid.x, %clusterid.y, %globaltimer, ...).",
    sem=Sem(isa="PTX ISA 10 special registers (reads one; no memory)"),
)

mov_sym = Instr(
    "mov.sym",
    "mov{.type} {d}, {sym};",
    slots=[Slot("type", ("u32", "u64"))],
    operands=[Out("d"), Sym("sym")],
    ptx=(1, 0), sm=20, pure=True,
    doc="The address of a variable or kernel parameter (a `.shared` variable's address is in the shared window).",
)

cvta = Instr(
    "cvta",
    "cvta{.to}{.space}{.type} {d}, {a};",
    slots=[Flag("to"), Slot("space", ("global", "shared", "shared::cta", "shared::cluster", "local", "param")),
           Slot("type", ("u64",))],
    operands=[Out("d"), In("a")],
    ptx=(7, 8), sm=90, pure=True,
    check=lambda s: _bad(s["space"] == "param" and "to" in s, "cvta.to.param is not an instruction"),
    doc="Converts between a generic address and an address in a state space (`to`: generic -> space).",
)

# ------------------------------------------------------------------- arithmetic

RND = ("rn", "rz", "rm", "rp")
ADD_TYPES = INT + FLOAT + HALF


def _check_float_ops(s: Slots, allow_sat_int: bool = True) -> str | None:
    t = s["type"]
    rnd, ftz, sat = s.get("rnd"), "ftz" in s, "sat" in s
    if is_int(t):
        return _first(
            _bad(rnd is not None or ftz, "rounding and .ftz apply to float types"),
            _bad(sat and (t != "s32" or not allow_sat_int), ".sat applies to s32 among integer types"),
        )
    return _first(
        _bad(t == "f64" and (ftz or sat), ".ftz and .sat do not apply to f64"),
        _bad(t in HALF and rnd not in (None, "rn"), f"{t} takes only .rn rounding"),
        _bad(t in BF16 and (ftz or sat), ".ftz and .sat do not apply to bf16"),
    )


def _binary(name: str, sm: int = 90) -> Instr:
    return Instr(
        name,
        name + "{.rnd}{.ftz}{.sat}{.type} {d}, {a}, {b};",
        slots=[Slot("rnd", RND, optional=True), Flag("ftz"), Flag("sat"), Slot("type", ADD_TYPES)],
        operands=[Out("d"), In("a"), In("b")],
        ptx=(7, 8), sm=sm, pure=True,
        check=_check_float_ops,
    )


add = _binary("add")
sub = _binary("sub")

MUL_MODES = ("lo", "hi", "wide")


def _check_mul(s: Slots) -> str | None:
    t, mode = s["type"], s.get("mode")
    if is_int(t):
        return _first(
            _bad(mode is None, "integer mul needs mode = lo, hi or wide"),
            _bad(mode == "wide" and t.endswith("64"), "mul.wide takes 16- and 32-bit types"),
            _check_float_ops(s, allow_sat_int=False),
        )
    return _first(_bad(mode is not None, "mode applies to integer types"), _check_float_ops(s))


mul = Instr(
    "mul",
    "mul{.mode}{.rnd}{.ftz}{.sat}{.type} {d}, {a}, {b};",
    slots=[Slot("mode", MUL_MODES, optional=True), Slot("rnd", RND, optional=True), Flag("ftz"), Flag("sat"),
           Slot("type", ADD_TYPES)],
    operands=[Out("d", ty=lambda s: wider(s["type"]) if s.get("mode") == "wide" else s["type"]),
              In("a"), In("b")],
    ptx=(7, 8), sm=90, pure=True,
    check=_check_mul,
    doc="mul.wide's result is twice as wide as its operands.",
)


def _check_mad(s: Slots) -> str | None:
    t, mode = s["type"], s.get("mode")
    return _first(
        _bad(is_float(t), "use fma for floating point"),
        _bad(mode is None, "integer mad needs mode = lo, hi or wide"),
        _bad(mode == "wide" and t.endswith("64"), "mad.wide takes 16- and 32-bit types"),
        _bad("sat" in s and not (t == "s32" and mode == "hi"), ".sat applies to mad.hi.s32"),
    )


mad = Instr(
    "mad",
    "mad{.mode}{.sat}{.type} {d}, {a}, {b}, {c};",
    slots=[Slot("mode", MUL_MODES, optional=True), Flag("sat"), Slot("type", INT)],
    operands=[Out("d", ty=lambda s: wider(s["type"]) if s.get("mode") == "wide" else s["type"]),
              In("a"), In("b"),
              In("c", ty=lambda s: wider(s["type"]) if s.get("mode") == "wide" else s["type"])],
    ptx=(1, 0), sm=20, pure=True,
    check=_check_mad,
    doc="Integer multiply-add; mad.wide's addend and result are twice as wide.",
)


def _check_fma(s: Slots) -> str | None:
    t, relu = s["type"], "relu" in s
    return _first(
        _check_float_ops(s),
        _bad(relu and t not in HALF, ".relu applies to f16/bf16 types"),
        _bad(relu and "sat" in s, ".relu and .sat exclude each other"),
    )


fma = Instr(
    "fma",
    "fma{.rnd}{.ftz}{.sat}{.relu}{.type} {d}, {a}, {b}, {c};",
    slots=[Slot("rnd", RND), Flag("ftz"), Flag("sat"), Flag("relu"), Slot("type", FLOAT + HALF)],
    operands=[Out("d"), In("a"), In("b"), In("c")],
    ptx=(7, 8), sm=90, pure=True,
    check=_check_fma,
)


def _check_div(s: Slots) -> str | None:
    t, rnd = s["type"], s.get("rnd")
    if is_int(t):
        return _bad(rnd is not None or "ftz" in s, "integer div takes no rounding or .ftz")
    return _first(
        _bad(rnd is None, f"div.{t} needs rnd (approx, full, rn, rz, rm, rp)"),
        _bad(t == "f64" and rnd in ("approx", "full"), "f64 division takes rn, rz, rm or rp"),
        _bad(t == "f64" and "ftz" in s, ".ftz does not apply to f64"),
    )


div = Instr(
    "div",
    "div{.rnd}{.ftz}{.type} {d}, {a}, {b};",
    slots=[Slot("rnd", ("approx", "full") + RND, optional=True), Flag("ftz"), Slot("type", INT + FLOAT)],
    operands=[Out("d"), In("a"), In("b")],
    ptx=(1, 4), sm=20, pure=True,
    check=_check_div,
)

rem = Instr(
    "rem",
    "rem{.type} {d}, {a}, {b};",
    slots=[Slot("type", INT)],
    operands=[Out("d"), In("a"), In("b")],
    ptx=(1, 0), sm=20, pure=True,
)


def _check_minmax(s: Slots) -> str | None:
    t = s["type"]
    return _first(
        _bad(is_int(t) and ("ftz" in s or "nan" in s), ".ftz and .NaN apply to float types"),
        _bad(t == "f64" and ("ftz" in s or "nan" in s), ".ftz and .NaN do not apply to f64"),
        _bad(t in BF16 and "ftz" in s, ".ftz does not apply to bf16"),
        # PTX ISA 9.7.3.10-11: .xorsign.abs (|a| or |b|, signed by sign(a) ^ sign(b)) is f32/f16/bf16 only
        _bad("xorsign" in s and (is_int(t) or t == "f64"), ".xorsign.abs applies to f32, f16 and bf16 types"),
    )


def _minmax(name: str) -> Instr:
    return Instr(
        name,
        name + "{.ftz}{.nan}{.xorsign}{.type} {d}, {a}, {b};",
        slots=[Flag("ftz"), Flag("nan", spelling="NaN"), Flag("xorsign", spelling="xorsign.abs"),
               Slot("type", INT + FLOAT + HALF)],
        operands=[Out("d"), In("a"), In("b")],
        ptx=(7, 8), sm=90, pure=True,
        check=_check_minmax,
    )


min_ = _minmax("min")
max_ = _minmax("max")


def _unary_float(name: str) -> Instr:
    return Instr(
        name,
        name + "{.ftz}{.type} {d}, {a};",
        slots=[Flag("ftz"), Slot("type", S + FLOAT + HALF)],
        operands=[Out("d"), In("a")],
        ptx=(7, 8), sm=90, pure=True,
        check=lambda s: _bad("ftz" in s and s["type"] not in ("f32",) + F16, ".ftz applies to f32 and f16 types"),
    )


abs_ = _unary_float("abs")
neg = _unary_float("neg")

LOGIC_TYPES = ("pred",) + B


def _logic(name: str, arity: int) -> Instr:
    ins = [In("a"), In("b"), In("c")][:arity]
    return Instr(
        name,
        name + "{.type} {d}, " + ", ".join("{" + o.name + "}" for o in ins) + ";",
        slots=[Slot("type", LOGIC_TYPES)],
        operands=[Out("d"), *ins],
        ptx=(1, 0), sm=20, pure=True,
    )


and_ = _logic("and", 2)
or_ = _logic("or", 2)
xor = _logic("xor", 2)
not_ = _logic("not", 1)

shl = Instr(
    "shl",
    "shl{.type} {d}, {a}, {b};",
    slots=[Slot("type", B)],
    operands=[Out("d"), In("a"), In("b", ty="u32")],
    ptx=(1, 0), sm=20, pure=True,
)

shr = Instr(
    "shr",
    "shr{.type} {d}, {a}, {b};",
    slots=[Slot("type", B + INT)],
    operands=[Out("d"), In("a"), In("b", ty="u32")],
    ptx=(1, 0), sm=20, pure=True,
    doc="Arithmetic shift for signed types, logical otherwise.",
)

# ------------------------------------------------------------------- compare / select

INT_CMP = ("eq", "ne", "lt", "le", "gt", "ge", "lo", "ls", "hi", "hs")
FLOAT_CMP = ("eq", "ne", "lt", "le", "gt", "ge", "equ", "neu", "ltu", "leu", "gtu", "geu", "num", "nan")
SETP_TYPES = B + INT + FLOAT + ("f16", "bf16")


def _check_setp(s: Slots) -> str | None:
    t, cmp = s["type"], s["cmp"]
    if t.startswith("b"):
        return _first(_bad(cmp not in ("eq", "ne"), "bit types compare with eq or ne only"),
                      _bad("ftz" in s, ".ftz applies to f32"))
    if is_int(t):
        return _first(
            _bad(cmp not in INT_CMP, f"{cmp} is a float comparison"),
            _bad(cmp in ("lo", "ls", "hi", "hs") and t.startswith("s"), f"{cmp} is an unsigned comparison"),
            _bad("ftz" in s, ".ftz applies to f32"),
        )
    return _first(
        _bad(cmp not in FLOAT_CMP, f"{cmp} is an integer comparison"),
        _bad("ftz" in s and t not in ("f32", "f16"), ".ftz applies to f32 and f16"),
    )


setp = Instr(
    "setp",
    "setp{.cmp}{.ftz}{.type} {p}, {a}, {b};",
    slots=[Slot("cmp", tuple(dict.fromkeys(INT_CMP + FLOAT_CMP))), Flag("ftz"), Slot("type", SETP_TYPES)],
    operands=[Out("p", ty="pred"), In("a"), In("b")],
    ptx=(7, 8), sm=90, pure=True,
    check=_check_setp,
)

selp = Instr(
    "selp",
    "selp{.type} {d}, {a}, {b}, {c};",
    slots=[Slot("type", B + INT + FLOAT)],
    operands=[Out("d"), In("a"), In("b"), In("c", ty="pred")],
    ptx=(1, 0), sm=20, pure=True,
    doc="d = c ? a : b.",
)

# ------------------------------------------------------------------- conversions

CVT_TYPES = ("u8", "u16", "u32", "u64", "s8", "s16", "s32", "s64", "f16", "bf16", "f32", "f64")
IRND = ("rni", "rzi", "rmi", "rpi")


def _int_range(t: str) -> tuple[int, int]:
    n = BITS_OF[t]
    return (-(1 << (n - 1)), (1 << (n - 1)) - 1) if t[0] == "s" else (0, (1 << n) - 1)


def _check_cvt(s: Slots) -> str | None:
    d, a, rnd = s["dtype"], s["atype"], s.get("rnd")
    ftz, sat, relu = "ftz" in s, "sat" in s, "relu" in s
    fd, fa = is_float(d), is_float(a)
    bd, ba = BITS_OF[d], BITS_OF[a]
    if fd and fa:
        if d == a:
            need = _bad(rnd not in (None,) + IRND, f"cvt.{d}.{a} takes no rounding or an integer rounding ({', '.join(IRND)})")
        elif bd < ba:
            need = _bad(rnd not in RND, f"narrowing cvt.{d}.{a} needs rnd = rn, rz, rm or rp")
        elif bd == ba:
            need = _bad(rnd not in (None, "rn"), f"cvt.{d}.{a} takes no rounding or rn")
        else:
            need = _bad(rnd is not None, f"widening cvt.{d}.{a} is exact and takes no rounding")
    elif fd:
        need = _bad(rnd not in RND, f"integer-to-float cvt.{d}.{a} needs rnd = rn, rz, rm or rp")
    elif fa:
        need = _bad(rnd not in IRND, f"float-to-integer cvt.{d}.{a} needs rnd = rni, rzi, rmi or rpi")
    else:
        need = _bad(rnd is not None, "integer-to-integer cvt takes no rounding")
    int_sat_useless = (
        not fd and not fa
        and _int_range(d)[0] <= _int_range(a)[0] and _int_range(a)[1] <= _int_range(d)[1]
    )
    return _first(
        _bad("bf16" in (d, a) and 8 in (bd, ba), "there is no conversion between 8-bit integers and bf16"),
        need,
        _bad(sat and "bf16" in (d, a), ".sat does not apply to bf16 conversions"),
        _bad(sat and int_sat_useless, f".sat needs a destination that cannot hold every .{a} value"),
        _bad(ftz and "f32" not in (d, a), ".ftz applies when a source or destination is f32"),
        _bad(relu and not (d in ("f16", "bf16") and a == "f32"), ".relu applies to cvt.rn.f16.f32 / bf16.f32"),
        _bad(relu and rnd != "rn", ".relu needs rnd = rn"),
        _bad(relu and (sat or ftz), ".relu excludes .sat and .ftz"),
    )


cvt = Instr(
    "cvt",
    "cvt{.rnd}{.ftz}{.sat}{.relu}{.dtype}{.atype} {d}, {a};",
    slots=[Slot("rnd", IRND + RND, optional=True), Flag("ftz"), Flag("sat"), Flag("relu"),
           Slot("dtype", CVT_TYPES), Slot("atype", CVT_TYPES)],
    operands=[Out("d", ty="dtype"), In("a", ty="atype")],
    ptx=(7, 8), sm=90, pure=True,
    check=_check_cvt,
    doc="Scalar conversion (packed conversions: cvt.pack, cvt.unpack).",
)

# ------------------------------------------------------------------- control flow

bra = Instr(
    "bra",
    "bra{.uni} {target};",
    slots=[Flag("uni")],
    operands=[Label("target")],
    ptx=(1, 0), sm=20, terminator=True,
    sem=_CTRL,
)

bra_cond = Instr(
    "bra.cond",
    "@{p} bra{.uni} {target};\n\tbra.uni {other};",
    slots=[Flag("uni")],
    operands=[Pred("p"), Label("target"), Label("other")],
    ptx=(1, 0), sm=20, terminator=True,
    doc="Branches to `target` when p holds, else to `other` (the cf.cond_br shape).",
    sem=_CTRL,
)

ret = Instr("ret", "ret;", ptx=(1, 0), sm=20, terminator=True, sem=_CTRL)
exit_ = Instr("exit", "exit;", ptx=(1, 0), sm=20, terminator=True, sem=_CTRL)

# ------------------------------------------------------------------- barriers / warp

shfl_sync = Instr(
    "shfl.sync",
    "shfl.sync{.mode}.b32 {d}, {a}, {b}, {c}, {mask};",
    slots=[Slot("mode", ("up", "down", "bfly", "idx"))],
    operands=[Out("d", ty="b32"), In("a", ty="b32"), In("b", ty="b32"), In("c", ty="b32"),
              In("mask", ty="b32")],
    ptx=(6, 0), sm=70,
    doc="b: lane or offset; c: clamp and segment mask (31 for a whole-warp shuffle); mask: member lanes.",
    sem=Sem(width="warp", isa=_WARP),
)

# ------------------------------------------------------------------- more moves

# Registers of each bit width (PTX ISA 5.2.3: bit-size types are compatible with every type of
# their size, so mov.bN moves bits between any registers of that width).
BITS_REGS = {"b16": ("b16", "f16", "bf16"), "b32": ("b32", "f32"), "b64": ("b64", "f64"), "b128": ("b128",)}
HALF_OF = {"b32": ("b16", "f16", "bf16"), "b64": ("b32", "f32"), "b128": ("b64", "f64")}


def _b128_ptx(s: Slots):
    # PTX ISA 5.2.3 / 9.7.9.10: .b128 registers and mov.b128 are PTX ISA 8.3.
    return (8, 3) if s.get("type") == "b128" else None

mov_bits = Instr(
    "mov.bits",
    "mov{.type} {d}, {a};",
    slots=[Slot("type", tuple(BITS_REGS))],
    operands=[Out("d", ty=lambda s: BITS_REGS[s["type"]]), In("a", ty=lambda s: BITS_REGS[s["type"]])],
    ptx=(1, 0), sm=20, pure=True, ptx_by=_b128_ptx,
    doc="Moves bits between registers of one width (f32 <-> i32, bf16 <-> i16, ...): a bitcast.",
)

# f16/bf16 lanes (IR-level types: PTX's mov has no 16-bit float type, PTX ISA 9.7.9.10) move
# as .b16 bits between the 16-bit registers that hold them.
mov_extract = Instr(
    "mov.extract",
    "mov{.bits} {d}, {a[lane]};",
    slots=[Slot("type", MOV_TYPES[1:] + ("f16", "bf16")), IntSlot("lane", range(256))],
    operands=[Out("d"), In("a", vec=-1)],
    derived={"bits": _bits_type},
    ptx=(1, 0), sm=20, pure=True,
    doc="Register `lane` of a vector value (a vector<Nx...> of any width; f16/bf16 lanes move as .b16).",
)

mov_pack = Instr(
    "mov.pack",
    "mov{.bits} {d[#]}, {a[#]};",
    slots=[Slot("type", MOV_TYPES[1:] + ("f16", "bf16")), IntSlot("n", range(2, 257))],
    operands=[Out("d", vec="n"), In("a", count="n")],
    derived={"bits": _bits_type},
    ptx=(1, 0), sm=20, pure=True, repeat="n",
    doc="A vector value made of n scalars (one mov per register; f16/bf16 lanes move as .b16).",
)

mov_split = Instr(
    "mov.split",
    "mov{.type} {{lo}, {hi}}, {a};",
    slots=[Slot("type", tuple(HALF_OF))],
    operands=[Out("lo", ty=lambda s: HALF_OF[s["type"]]), Out("hi", ty=lambda s: HALF_OF[s["type"]]),
              In("a", ty=lambda s: BITS_REGS[s["type"]])],
    ptx=(1, 0), sm=20, pure=True, ptx_by=_b128_ptx,
    doc="Splits a 32-bit (64-bit) register into its low and high 16-bit (32-bit) halves.",
)

mov_join = Instr(
    "mov.join",
    "mov{.type} {d}, {{lo}, {hi}};",
    slots=[Slot("type", tuple(HALF_OF))],
    operands=[Out("d", ty=lambda s: BITS_REGS[s["type"]]), In("lo", ty=lambda s: HALF_OF[s["type"]]),
              In("hi", ty=lambda s: HALF_OF[s["type"]])],
    ptx=(1, 0), sm=20, pure=True, ptx_by=_b128_ptx,
    doc="Joins two 16-bit (32-bit) registers into one 32-bit (64-bit) register, lo in the low half.",
)

# ------------------------------------------------------------------- approximate math


def _math(name: str, types: tuple[str, ...], check, ptx=(7, 8), sm=90, rnd: tuple[str, ...] = ()) -> Instr:
    slots = [Flag("approx")]
    if rnd:
        slots.append(Slot("rnd", rnd, optional=True))
    slots += [Flag("ftz"), Slot("type", types)]
    tmpl = name + "{.approx}" + ("{.rnd}" if rnd else "") + "{.ftz}{.type} {d}, {a};"
    return Instr(name, tmpl, slots=slots, operands=[Out("d"), In("a")], ptx=ptx, sm=sm, pure=True,
                 check=check)


def _approx_only(ftz_types: tuple[str, ...], ftz_required: tuple[str, ...] = ()):
    def check(s: Slots) -> str | None:
        t = s["type"]
        return _first(
            _bad("approx" not in s, f"{t}: only the .approx form exists"),
            _bad("ftz" in s and t not in ftz_types, f".ftz does not apply to {t}"),
            _bad("ftz" not in s and t in ftz_required, f".ftz is required for {t}"),
        )
    return check


def _rounded(s: Slots) -> str | None:
    t, rnd, approx = s["type"], s.get("rnd"), "approx" in s
    return _first(
        _bad(approx == (rnd is not None), "give exactly one of approx and rnd"),
        _bad(t == "f64" and approx and "ftz" not in s, "the f64 approximation is .approx.ftz.f64"),
        _bad(t == "f64" and rnd is not None and "ftz" in s, ".ftz does not apply to rounded f64"),
    )


ex2 = _math("ex2", ("f32",) + HALF, _approx_only(("f32",) + BF16, BF16))
lg2 = _math("lg2", ("f32",), _approx_only(("f32",)))
sin = _math("sin", ("f32",), _approx_only(("f32",)))
cos = _math("cos", ("f32",), _approx_only(("f32",)))
tanh = _math("tanh", ("f32",) + HALF, _approx_only(()))
rsqrt = _math("rsqrt", FLOAT, lambda s: _bad("approx" not in s, "only the .approx form exists"))
sqrt = _math("sqrt", FLOAT, lambda s: _first(
    _rounded(s), _bad(s["type"] == "f64" and "approx" in s, "sqrt.approx is f32 only")), rnd=RND)
rcp = _math("rcp", FLOAT, _rounded, rnd=RND)

# ------------------------------------------------------------------- bits

bfe = Instr(
    "bfe",
    "bfe{.type} {d}, {a}, {b}, {c};",
    slots=[Slot("type", ("u32", "u64", "s32", "s64"))],
    operands=[Out("d"), In("a"), In("b", ty="u32"), In("c", ty="u32")],
    ptx=(2, 0), sm=20, pure=True,
    doc="Extracts c bits of a from bit b (sign-extended for signed types).",
)

bfi = Instr(
    "bfi",
    "bfi{.type} {d}, {a}, {b}, {c}, {n};",
    slots=[Slot("type", ("b32", "b64"))],
    operands=[Out("d"), In("a"), In("b"), In("c", ty="u32"), In("n", ty="u32")],
    ptx=(2, 0), sm=20, pure=True,
    doc="Inserts the low n bits of a into b at bit c.",
)


def _count_bits(name: str) -> Instr:
    return Instr(
        name,
        name + "{.type} {d}, {a};",
        slots=[Slot("type", ("b32", "b64"))],
        operands=[Out("d", ty="u32"), In("a")],
        ptx=(2, 0), sm=20, pure=True,
    )


popc = _count_bits("popc")
clz = _count_bits("clz")

brev = Instr(
    "brev",
    "brev{.type} {d}, {a};",
    slots=[Slot("type", ("b32", "b64"))],
    operands=[Out("d"), In("a")],
    ptx=(2, 0), sm=20, pure=True,
)

prmt = Instr(
    "prmt",
    "prmt.b32{.mode} {d}, {a}, {b}, {c};",
    slots=[Slot("mode", ("f4e", "b4e", "rc8", "ecl", "ecr", "rc16"), optional=True)],
    operands=[Out("d", ty="b32"), In("a", ty="b32"), In("b", ty="b32"), In("c", ty="b32")],
    ptx=(2, 0), sm=20, pure=True,
    doc="Byte permute of {b, a} selected by c.",
)

lop3 = Instr(
    "lop3",
    "lop3.b32 {d}, {a}, {b}, {c}, {lut};",
    slots=[IntSlot("lut", range(256))],
    operands=[Out("d", ty="b32"), In("a", ty="b32"), In("b", ty="b32"), In("c", ty="b32"), Imm("lut")],
    ptx=(4, 3), sm=50, pure=True,
    doc="Any logic function of three inputs, given by its 8-bit truth table.",
)

# ------------------------------------------------------------------- packed conversions

F8X2 = ("e4m3x2", "e5m2x2")


def _check_cvt_pack(s: Slots) -> str | None:
    d, rnd = s["dtype"], s["rnd"]
    return _first(
        _bad(d in F8X2 and (rnd != "rn" or "satfinite" not in s), f"cvt to {d} is cvt.rn.satfinite"),
    )


cvt_pack = Instr(
    "cvt.pack",
    "cvt{.rnd}{.satfinite}{.relu}{.dtype}.f32 {d}, {a}, {b};",
    slots=[Slot("rnd", ("rn", "rz")), Flag("satfinite"), Flag("relu"), Slot("dtype", ("f16x2", "bf16x2") + F8X2)],
    operands=[Out("d", ty="dtype"), In("a", ty="f32"), In("b", ty="f32")],
    check=_check_cvt_pack,
    ptx=(8, 1), sm=90, pure=True,
    doc="Two f32 values to a packed pair: a goes to the upper half, b to the lower (PTX ISA 9.7.9.21).",
)


def _check_cvt_x2(s: Slots) -> str | None:
    d, a = s["dtype"], s["atype"]
    return _first(
        _bad(not ((d == "f16x2" and a in F8X2) or (d in F8X2 and a == "f16x2")),
             f"cvt.{d}.{a}: packed conversions go between f16x2 and e4m3x2/e5m2x2"),
        _bad(d in F8X2 and "satfinite" not in s, f"cvt to {d} is cvt.rn.satfinite"),
        _bad(d == "f16x2" and "satfinite" in s, ".satfinite applies to 8-bit results"),
    )


cvt_x2 = Instr(
    "cvt.x2",
    "cvt.rn{.satfinite}{.relu}{.dtype}{.atype} {d}, {a};",
    slots=[Flag("satfinite"), Flag("relu"), Slot("dtype", ("f16x2",) + F8X2), Slot("atype", ("f16x2",) + F8X2)],
    operands=[Out("d", ty="dtype"), In("a", ty="atype")],
    ptx=(7, 8), sm=90, pure=True,
    check=_check_cvt_x2,
    doc="Packed pair to packed pair: f16x2 <-> e4m3x2 / e5m2x2.",
)

cvt_tf32 = Instr(
    "cvt.tf32",
    "cvt.rna{.satfinite}.tf32.f32 {d}, {a};",
    slots=[Flag("satfinite")],
    operands=[Out("d", ty="tf32"), In("a", ty="f32")],
    ptx=(7, 0), sm=80, pure=True,
    ptx_by=lambda s: (8, 1) if "satfinite" in s else None,
    doc="f32 to tf32 (round to nearest, ties away), in a 32-bit register.",
)

# ------------------------------------------------------------------- warp-level

vote_sync = Instr(
    "vote.sync",
    "vote.sync{.mode}.pred {d}, {a}, {mask};",
    slots=[Slot("mode", ("all", "any", "uni"))],
    operands=[Out("d", ty="pred"), In("a", ty="pred"), In("mask", ty="b32")],
    ptx=(6, 0), sm=70,
    sem=Sem(width="warp", isa=_WARP),
)

vote_ballot = Instr(
    "vote.sync.ballot",
    "vote.sync.ballot.b32 {d}, {a}, {mask};",
    operands=[Out("d", ty="b32"), In("a", ty="pred"), In("mask", ty="b32")],
    ptx=(6, 0), sm=70,
    sem=Sem(width="warp", isa=_WARP),
)

activemask = Instr(
    "activemask",
    "activemask.b32 {d};",
    operands=[Out("d", ty="b32")],
    ptx=(6, 2), sm=30,
    sem=Sem(isa="PTX ISA 9.7.13.11 activemask (no synchronization)"),
)

redux_sync = Instr(
    "redux.sync",
    "redux.sync{.op}{.type} {d}, {a}, {mask};",
    slots=[Slot("op", ("add", "min", "max", "and", "or", "xor")), Slot("type", ("u32", "s32", "b32"))],
    operands=[Out("d"), In("a"), In("mask", ty="b32")],
    ptx=(7, 0), sm=80,
    check=lambda s: _bad((s["op"] in ("and", "or", "xor")) != (s["type"] == "b32"),
                         "and/or/xor reduce .b32; add/min/max reduce .u32/.s32"),
    sem=Sem(width="warp", isa=_WARP),
)

elect_sync = Instr(
    "elect.sync",
    "elect.sync {d}|{p}, {mask};",
    operands=[Out("d", ty="b32"), Out("p", ty="pred"), In("mask", ty="b32")],
    ptx=(8, 0), sm=90,
    doc="Elects one leader lane of `mask`: d = its lane id, p = whether this lane is it.",
    sem=Sem(width="warp", isa=_WARP),
)

# ------------------------------------------------------------------- barriers

fence = Instr(
    "fence",
    "fence{.sem}{.scope};",
    slots=[Slot("sem", ("sc", "acq_rel", "acquire", "release")), Slot("scope", SCOPES)],
    ptx=(7, 8), sm=90, ptx_by=lambda s: (8, 6) if s["sem"] in ("acquire", "release") else None,
    sem=lambda s: Sem(order=s["sem"], scope=s["scope"], isa="PTX ISA 9.7.13.4 membar/fence"),
    doc="A memory fence; the one-sided acquire and release fences are PTX ISA 8.6.",
)

fence_proxy_async = Instr(
    "fence.proxy.async",
    "fence.proxy.async{.space};",
    slots=[Slot("space", ("global", "shared::cta", "shared::cluster"), optional=True)],
    ptx=(8, 0), sm=90,
    doc="Orders generic-proxy accesses before async-proxy ones (TMA, wgmma); all spaces when absent.",
    sem=lambda s: Sem(fence=("generic", "async"), scope="cta",
                      isa="PTX ISA 9.7.13.4 membar/fence (fence.proxy.async"
                          + (f": accesses to .{s['space']} only)" if "space" in s else ": every state space)")),
)

fence_mbarrier_init = Instr(
    "fence.mbarrier_init",
    "fence.mbarrier_init.release.cluster;",
    ptx=(8, 0), sm=90,
    doc="Makes mbarrier.init visible to the async proxy and the cluster.",
    sem=Sem(order="release", scope="cluster", fence=("generic", "async"), isa="PTX ISA 9.7.13.4 membar/fence (fence.mbarrier_init)"),
)

griddepcontrol = Instr(
    "griddepcontrol",
    "griddepcontrol{.action};",
    slots=[Slot("action", ("launch_dependents", "wait"))],
    ptx=(7, 8), sm=90,
    sem=lambda s: Sem(waits=None, isa="PTX ISA 9.7.13.13 griddepcontrol" + (" (wait: the prerequisite grids' memory is visible)" if s["action"] == "wait" else ""), order="acquire" if s["action"] == "wait" else None, scope="gpu" if s["action"] == "wait" else None),
)

nanosleep = Instr(
    "nanosleep",
    "nanosleep.u32 {t};",
    operands=[In("t", ty="u32")],
    ptx=(6, 3), sm=70,
    sem=Sem(isa="PTX ISA 9.7.19.4 nanosleep"),
)

trap = Instr("trap", "trap;", ptx=(1, 0), sm=20, sem=_CTRL)

# ------------------------------------------------------------------- bulk async groups (9.7.9.25.6)

cp_async_bulk_commit_group = Instr(
    "cp.async.bulk.commit_group", "cp.async.bulk.commit_group;", ptx=(8, 0), sm=90,
    sem=Sem(arrives="bulk_group", isa="PTX ISA 9.7.9.25.6.1 cp.async.bulk.commit_group"),
)

cp_async_bulk_wait_group = Instr(
    "cp.async.bulk.wait_group",
    "cp.async.bulk.wait_group{.read} {n};",
    slots=[Flag("read"), IntSlot("n", range(64))],
    operands=[Imm("n")],
    ptx=(8, 0), sm=90,
    doc="Waits until at most n bulk groups are pending (.read: until their sources were read).",
    sem=lambda s: Sem(waits="bulk_group", isa="PTX ISA 9.7.9.25.6.2 cp.async.bulk.wait_group" + (" (.read: the sources were read)" if "read" in s else "")),
)

prefetch_tensormap = Instr(
    "prefetch.tensormap",
    "prefetch.tensormap [{tmap}];",
    operands=[Addr("tmap", space=None)],
    ptx=(8, 0), sm=90,
    sem=Sem(reads=("tensormap",), proxy="tensormap", isa="PTX ISA 9.7.9.15 prefetch"),
)

prefetch = Instr(
    "prefetch",
    "prefetch{.space}{.level} [{addr}];",
    slots=[Slot("space", ("global", "local"), optional=True),
           Slot("level", ("L1", "L2", "L2::evict_last", "L2::evict_normal"))],
    operands=[Addr("addr")],
    ptx=(2, 0), sm=20,
    # PTX ISA 9.7.9.15: the eviction-priority forms are prefetch.global.L2::evict_* (PTX 7.4, sm_80)
    ptx_by=lambda s: (7, 4) if "::" in s["level"] else None,
    check=lambda s: _bad("::" in s["level"] and s.get("space") != "global",
                         "prefetch.L2::evict_last / evict_normal is .global only"),
    sem=lambda s: Sem(reads=(space_name(s.get("space")),), proxy="generic", isa="PTX ISA 9.7.9.15 prefetch"),
)

# Ampere-style asynchronous copies (PTX ISA 9.7.9.22).
cp_async = Instr(
    "cp.async",
    "cp.async{.cache}.shared.global{.cache_hint}{.prefetch} [{dst}], [{src}], {size}{,policy};",
    slots=[Slot("cache", ("ca", "cg")), Flag("cache_hint", spelling="L2::cache_hint"),
           Slot("prefetch", L2_PREFETCH, optional=True), IntSlot("size", (4, 8, 16))],
    operands=[Addr("dst", space="shared", offset="dst_offset"), Addr("src", space="global", offset="src_offset"),
              Imm("size"), In("policy", ty="b64", when="cache_hint")],
    ptx=(7, 0), sm=80,
    check=lambda s: _bad(s["cache"] == "cg" and s["size"] != 16, "cp.async.cg copies 16 bytes"),
    sem=Sem(reads=("global",), writes=("shared::cta",), proxy="generic", joins="async_group", isa="PTX ISA 9.7.9.22.3 cp.async"),
)

cp_async_commit_group = Instr(
    "cp.async.commit_group", "cp.async.commit_group;", ptx=(7, 0), sm=80,
    sem=Sem(arrives="async_group", isa="PTX ISA 9.7.9.22.4 cp.async.commit_group"),
)

cp_async_wait_group = Instr(
    "cp.async.wait_group",
    "cp.async.wait_group {n};",
    slots=[IntSlot("n", range(64))],
    operands=[Imm("n")],
    ptx=(7, 0), sm=80,
    sem=Sem(waits="async_group", isa="PTX ISA 9.7.9.22.5 cp.async.wait_group"),
)

# ------------------------------------------------------------------- wgmma (PTX ISA 9.7.15)

WGMMA_TYPES = ("f16", "bf16", "tf32", "e4m3", "e5m2")
WGMMA_K = ptx_types.WGMMA_K  # K per A/B type (PTX ISA 9.7.15.5.1), shared with the dialects




def _wgmma(name: str, rs: bool) -> Instr:
    shared_slots, d, a, derived = wgmma_float_parts(WGMMA_K, rs)
    return Instr(
        name,
        "wgmma.mma_async.sync.aligned.m64n{n}k{k}{.dt}{.atype}{.btype} {d}, {a}, {b}, {p}, {sa}, {sb}{,ta}{,tb};",
        slots=[IntSlot("n", range(8, 257, 8)), Slot("dtype", ("f32", "f16"), optional=True),
               Slot("atype", WGMMA_TYPES), Slot("btype", WGMMA_TYPES), *shared_slots],
        operands=[d, a, In("b", ty="b64"), In("p", ty="pred")],
        derived=derived,
        ptx=(8, 0), sm="90a",
        check=lambda s: check_wgmma_float(s, rs),
        sem=wgmma_sem("PTX ISA 9.7.15.5.2 wgmma.mma_async (A and B through the async proxy, from shared-memory "
                      "descriptors" + (", A from registers" if rs else "") + ")"),
        doc=("D (64xN, f32 or f16x2 pairs) += A x B with A "
             + ("from registers (4 x b32 per thread)" if rs else "from a shared-memory descriptor")
             + ", B from a descriptor; p: scale-d (false: D = A x B)."),
    )


wgmma_mma_async = _wgmma("wgmma.mma_async", rs=False)
wgmma_mma_async_rs = _wgmma("wgmma.mma_async.rs", rs=True)

#: N of the integer and single-bit wgmma shapes (PTX ISA 9.7.15.5.1 "Matrix Shape": .s8/.u8
#: and .b1 take N = 8, 16, 24, then multiples of 16 up to 256).
WGMMA_INT_N = (8, 16, 24) + tuple(range(32, 257, 16))


def _wgmma_int(name: str, rs: bool) -> Instr:
    """wgmma with s8/u8 operands and an s32 accumulator (m64nNk32), optionally .satfinite."""
    int_slots, d, a, ptx_by = wgmma_int_parts(rs)
    return Instr(
        name,
        "wgmma.mma_async.sync.aligned.m64n{n}k32.s32{.atype}{.btype}{.satfinite} {d}, {a}, {b}, {p};",
        slots=[IntSlot("n", WGMMA_INT_N), *int_slots],
        operands=[d, a, In("b", ty="b64"), In("p", ty="pred")],
        ptx=(8, 0), sm="90a",
        ptx_by=ptx_by,
        sem=wgmma_sem("PTX ISA 9.7.15.5.2 wgmma.mma_async (integer: .s32 accumulator, .s8/.u8 inputs)"),
        doc="D (64xN s32) += A x B on 8-bit integers" + (", A from registers" if rs else "")
            + "; .satfinite clamps to the s32 range instead of wrapping.",
    )


def _wgmma_b1(name: str, rs: bool) -> Instr:
    """wgmma on single bits: D += popc(A and B) (m64nNk256)."""
    return Instr(
        name,
        "wgmma.mma_async.sync.aligned.m64n{n}k256.s32.b1.b1.and.popc {d}, {a}, {b}, {p};",
        slots=[IntSlot("n", WGMMA_INT_N)],
        operands=[InOut("d", ty="s32", vec=lambda s: s["n"] // 2),
                  In("a", ty="b32", vec=4) if rs else In("a", ty="b64"),
                  In("b", ty="b64"), In("p", ty="pred")],
        ptx=(8, 0), sm="90a",
        sem=wgmma_sem("PTX ISA 9.7.15.5.2 wgmma.mma_async (single-bit: .b1 inputs, .and.popc)"),
        doc="D (64xN s32) += popcount(A AND B) over 256-bit rows" + (", A from registers" if rs else "") + ".",
    )


wgmma_mma_async_int = _wgmma_int("wgmma.mma_async.int", rs=False)
wgmma_mma_async_int_rs = _wgmma_int("wgmma.mma_async.int.rs", rs=True)
wgmma_mma_async_b1 = _wgmma_b1("wgmma.mma_async.b1", rs=False)
wgmma_mma_async_b1_rs = _wgmma_b1("wgmma.mma_async.b1.rs", rs=True)

wgmma_fence = Instr(
    "wgmma.fence", "wgmma.fence.sync.aligned;", ptx=(8, 0), sm="90a",
    sem=Sem(width="warpgroup", fence=("generic", "async"), isa="PTX ISA 9.7.15.6.1 wgmma.fence (orders register and shared-memory accesses before wgmma.mma_async)"),
)
wgmma_commit_group = Instr(
    "wgmma.commit_group", "wgmma.commit_group.sync.aligned;", ptx=(8, 0), sm="90a",
    sem=Sem(width="warpgroup", arrives="wgmma_group", isa="PTX ISA 9.7.15.6.2 wgmma.commit_group"),
)
wgmma_wait_group = Instr(
    "wgmma.wait_group",
    "wgmma.wait_group.sync.aligned {n};",
    slots=[IntSlot("n", range(8))],
    operands=[Imm("n")],
    ptx=(8, 0), sm="90a",
    sem=Sem(width="warpgroup", waits="wgmma_group", isa="PTX ISA 9.7.15.6.3 wgmma.wait_group"),
)

# ------------------------------------------------------------------- ldmatrix / stmatrix (9.7.14.5.15-16)

MATRIX_REGS = {"x1": 1, "x2": 2, "x4": 4}

ldmatrix = Instr(
    "ldmatrix",
    "ldmatrix.sync.aligned.m8n8{.num}{.trans}{.space}.b16 {d}, [{addr}];",
    slots=[Slot("num", tuple(MATRIX_REGS)), Flag("trans"), Slot("space", ("shared", "shared::cta"), optional=True)],
    operands=[Out("d", ty="b32", vec=lambda s: MATRIX_REGS[s["num"]], braces=True), Addr("addr")],
    ptx=(7, 8), sm=90,
    doc="Loads 1, 2 or 4 8x8 b16 matrices from shared memory, one b32 register per matrix per thread.",
    sem=Sem(reads=("shared::cta",), proxy="generic", width="warp", isa="PTX ISA 9.7.14.5.15 ldmatrix"),
)

stmatrix = Instr(
    "stmatrix",
    "stmatrix.sync.aligned.m8n8{.num}{.trans}{.space}.b16 [{addr}], {v};",
    slots=[Slot("num", tuple(MATRIX_REGS)), Flag("trans"), Slot("space", ("shared", "shared::cta"), optional=True)],
    operands=[Addr("addr"), In("v", ty="b32", vec=lambda s: MATRIX_REGS[s["num"]], braces=True)],
    ptx=(7, 8), sm=90,
    sem=Sem(writes=("shared::cta",), proxy="generic", width="warp", isa="PTX ISA 9.7.14.5.16 stmatrix"),
)

# ------------------------------------------------------------------- registers and clusters

setmaxnreg = Instr(
    "setmaxnreg",
    "setmaxnreg{.action}.sync.aligned.u32 {count};",
    slots=[Slot("action", ("inc", "dec")), IntSlot("count", range(24, 257, 8))],
    operands=[Imm("count")],
    ptx=(8, 0), sm="90a",
    doc="Raises (inc) or lowers (dec) the warpgroup's per-thread register budget to `count`.",
    sem=Sem(width="warpgroup", isa="PTX ISA 9.7.19.5 setmaxnreg (every warp of the warpgroup executes the same setmaxnreg)"),
)

mapa = Instr(
    "mapa",
    "mapa{.space}{.type} {d}, {a}, {rank};",
    slots=[Slot("space", ("shared::cluster",), optional=True), Slot("type", ("u32", "u64"))],
    operands=[Out("d"), In("a"), In("rank", ty="u32")],
    ptx=(7, 8), sm=90, pure=True,
    check=lambda s: _bad(s["type"] == "u32" and "space" not in s, "generic addresses are 64-bit"),
    doc="The address of the same variable in CTA `rank` of the cluster.",
)

# ------------------------------------------------------------------- atomics (9.7.13.5, 9.7.13.6)

ATOM_OPS = ("and", "or", "xor", "exch", "cas", "add", "inc", "dec", "min", "max")
ATOM_TYPES = ("b32", "b64", "u32", "u64", "s32", "s64", "f32", "f64") + HALF
ATOM_LEGAL = {
    "and": ("b32", "b64"), "or": ("b32", "b64"), "xor": ("b32", "b64"),
    "exch": ("b32", "b64"), "cas": ("b32", "b64"),
    "add": ("u32", "u64", "s32", "f32", "f64") + HALF,
    "inc": ("u32",), "dec": ("u32",),
    "min": ("u32", "u64", "s32", "s64"), "max": ("u32", "u64", "s32", "s64"),
}
ATOM_SPACES = ("global", "shared", "shared::cta", "shared::cluster")


def _check_atom(s: Slots, red: bool) -> str | None:
    op, t = s["op"], s["type"]
    return _first(
        _bad(t not in ATOM_LEGAL[op], f"op = {op} does not take type = {t}: "
                                      f"{'red' if red else 'atom'}.{op} takes type = {', '.join(ATOM_LEGAL[op])}"),
        _bad(red and op in ("exch", "cas"), f"red has no .{op} (use atom)"),
    )


atom = Instr(
    "atom",
    "atom{.sem}{.scope}{.space}{.op}{.noftz}{.type} {d}, [{addr}], {b}{,c};",
    slots=[Slot("sem", ("relaxed", "acquire", "release", "acq_rel"), optional=True), Slot("scope", SCOPES, optional=True),
           Slot("space", ATOM_SPACES, optional=True), Slot("op", ATOM_OPS), Slot("type", ATOM_TYPES)],
    operands=[Out("d"), Addr("addr"), In("b"), In("c", when=lambda s: s["op"] == "cas")],
    derived={"noftz": lambda s: "noftz" if s["type"] in HALF else None},
    ptx=(7, 8), sm=90,
    check=lambda s: _check_atom(s, red=False),
    doc="d = old value at addr; the location becomes op(old, b) (cas: c if old == b).",
    sem=_atom_sem,
)

red = Instr(
    "red",
    "red{.sem}{.scope}{.space}{.op}{.noftz}{.type} [{addr}], {b};",
    slots=[Slot("sem", ("relaxed", "release"), optional=True), Slot("scope", SCOPES, optional=True),
           Slot("space", ATOM_SPACES, optional=True), Slot("op", ATOM_OPS[:3] + ATOM_OPS[5:]), Slot("type", ATOM_TYPES)],
    operands=[Addr("addr"), In("b")],
    derived={"noftz": lambda s: "noftz" if s["type"] in HALF else None},
    ptx=(7, 8), sm=90,
    check=lambda s: _check_atom(s, red=True),
    sem=_atom_sem,
)


# Vector atom / red (PTX ISA 9.7.13.5-6, PTX 8.1, sm_90): .global (or a generic address to
# global memory) only; f32 adds in .v2/.v4, the 16-bit floats add/min/max (.noftz) in
# .v2/.v4/.v8 and the packed pairs in .v2/.v4 (at most 128 bits). `d` and `b` are vectors of
# the vector's width, printed as brace lists. ptxas also takes the vector and type before the
# op (`atom.global.v2.f16x2.add.noftz`, the ISA's examples); the table prints the syntax order.
ATOM_VEC_TYPES = ("f32",) + HALF
ATOM_VEC_WIDTHS = {"f32": ("v2", "v4"), "f16": ("v2", "v4", "v8"), "bf16": ("v2", "v4", "v8"),
                   "f16x2": ("v2", "v4"), "bf16x2": ("v2", "v4")}


def _check_atom_vec(s: Slots, red: bool) -> str | None:
    op, t, vec = s["op"], s["type"], s["vec"]
    name = "red" if red else "atom"
    return _first(
        _bad(t == "f32" and op != "add", f"op = {op} does not take type = f32: a vector {name}.{op} takes "
                                         f"type = {', '.join(HALF)} (f32 vectors only add)"),
        _bad(vec not in ATOM_VEC_WIDTHS[t], f"vec = {vec} does not take type = {t}: a vector {name} of {t} is "
                                            f"{', '.join(ATOM_VEC_WIDTHS[t])} (at most 128 bits)"),
    )


def _atom_vec(red: bool) -> Instr:
    name = "red" if red else "atom"
    return Instr(
        name + ".vec",
        name + "{.sem}{.scope}{.space}{.op}{.noftz}{.cache_hint}{.vec}{.type} "
        + ("[{addr}], {b}{,policy};" if red else "{d}, [{addr}], {b}{,policy};"),
        slots=[Slot("sem", ("relaxed", "release") if red else ("relaxed", "acquire", "release", "acq_rel"),
                    optional=True),
               Slot("scope", SCOPES, optional=True), Slot("space", ("global",), optional=True),
               Slot("op", ("add", "min", "max")), Flag("cache_hint", spelling="L2::cache_hint"),
               Slot("vec", ("v2", "v4", "v8")), Slot("type", ATOM_VEC_TYPES)],
        operands=([] if red else [Out("d", vec="vec")])
        + [Addr("addr"), In("b", vec="vec"), In("policy", ty="b64", when="cache_hint")],
        derived={"noftz": lambda s: "noftz" if s["type"] in HALF else None},
        ptx=(8, 1), sm=90,
        check=lambda s: _check_atom_vec(s, red),
        doc=("Each element of the vector at addr becomes op(old, b[i]), as one atomic access per element"
             + ("." if red else "; d = the old values.")),
        sem=_atom_sem,
    )


atom_vec = _atom_vec(red=False)
red_vec = _atom_vec(red=True)


# ------------------------------------------------------------------- the table

# The rows of this module; ROWS adds those of the table_* modules after them.
CORE_ROWS: list[Instr] = [
    ld, st, mov, mov_const, mov_special, mov_sym, cvta,
    add, sub, mul, mad, fma, div, rem, min_, max_, abs_, neg, and_, or_, xor, not_, shl, shr,
    setp, selp, cvt,
    bra, bra_cond, ret, exit_,
    shfl_sync,
    mov_bits, mov_extract, mov_pack, mov_split, mov_join,
    ex2, lg2, sin, cos, tanh, rsqrt, sqrt, rcp,
    bfe, bfi, popc, clz, brev, prmt, lop3,
    cvt_pack, cvt_x2, cvt_tf32,
    vote_sync, vote_ballot, activemask, redux_sync, elect_sync,
    fence, fence_proxy_async, fence_mbarrier_init, griddepcontrol, nanosleep, trap,
    cp_async_bulk_commit_group, cp_async_bulk_wait_group, prefetch_tensormap, prefetch,
    cp_async, cp_async_commit_group, cp_async_wait_group,
    wgmma_mma_async, wgmma_mma_async_rs, wgmma_mma_async_int, wgmma_mma_async_int_rs,
    wgmma_mma_async_b1, wgmma_mma_async_b1_rs, wgmma_fence, wgmma_commit_group, wgmma_wait_group,
    ldmatrix, stmatrix, setmaxnreg, mapa, atom, red, atom_vec, red_vec,
]

# The other row modules, in ROWS order: module -> its list of rows. They are imported when
# ROWS (or one of these lists) is first read, not with this module: a kernel that uses only
# the rows above (vector_add: ld, st, add, setp, bra.cond, ...) skips compiling and running
# ~1,200 lines of rows (~5 ms of tirx-opt's start-up, ~16 ms without bytecode). `nvvm.row`
# reads ROWS the first time it is asked for a row not in CORE_ROWS.
EXTRA_ROW_MODULES: dict[str, str] = {
    "table_sync": "SYNC_ROWS", "table_async": "ASYNC_ROWS", "table_call": "CALL_ROWS",
    "table_simt": "SIMT_ROWS", "table_video": "VIDEO_ROWS", "table_lib": "LIB_ROWS",
}


def __getattr__(name: str):
    # PEP 562: ROWS, SYNC_ROWS, ... on first access; later reads find them in the globals.
    import importlib

    if name == "ROWS":
        rows = CORE_ROWS + [r for m in EXTRA_ROW_MODULES for r in __getattr__(EXTRA_ROW_MODULES[m])]
        return globals().setdefault("ROWS", rows)
    for module, rows_name in EXTRA_ROW_MODULES.items():
        if name == rows_name:
            rows = getattr(importlib.import_module(f"{__package__}.{module}"), rows_name)
            return globals().setdefault(rows_name, rows)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
