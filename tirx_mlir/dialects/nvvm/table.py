"""The PTX instruction table: one `Instr` row per PTX instruction form.

Everything about an instruction lives in its row (see docs/nvvm.md). From ROWS come the
`nvvm` op classes, their verifiers and PTX printing, `python -m tirx_mlir.ptx list`, and
the ptxas certification test. Adding an instruction is adding a row.

Each row's `check` states the rules its slots cannot; the certification test assembles every
slot combination that passes the slots and the check (sampled for the largest rows) with
`ptxas -arch=sm_90a`, so a check that lets an illegal combination through fails CI.
"""

from __future__ import annotations

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

# ------------------------------------------------------------------- type groups

U = ("u16", "u32", "u64")
S = ("s16", "s32", "s64")
B = ("b16", "b32", "b64")
INT = U + S
F16 = ("f16", "f16x2")
BF16 = ("bf16", "bf16x2")
HALF = F16 + BF16
FLOAT = ("f32", "f64")
BITS_OF = {"b8": 8, "u8": 8, "s8": 8, "b16": 16, "u16": 16, "s16": 16, "f16": 16, "bf16": 16,
           "b32": 32, "u32": 32, "s32": 32, "f32": 32, "f16x2": 32, "bf16x2": 32,
           "b64": 64, "u64": 64, "s64": 64, "f64": 64}
SCOPES = ("cta", "cluster", "gpu", "sys")


def is_int(t) -> bool:
    return t is not None and t[0] in "usb" and not t.startswith("bf")


def is_float(t) -> bool:
    return t is not None and not is_int(t)


def _bad(cond: bool, msg: str) -> str | None:
    return msg if cond else None


def _first(*msgs: str | None) -> str | None:
    for m in msgs:
        if m:
            return m
    return None


def wider(t: str) -> str:
    return t[0] + str(2 * BITS_OF[t])


# ------------------------------------------------------------------- ld / st

LDST_SPACES = ("global", "shared", "shared::cta", "shared::cluster", "local", "param")
LD_TYPES = ("b8", "b16", "b32", "b64", "u8", "u16", "u32", "u64", "s8", "s16", "s32", "s64",
            "f32", "f64")
# IR-level element types that ld/st move as raw bits (printed as .b16 / .b32).
LD_IR_TYPES = ("f16", "bf16", "f16x2", "bf16x2")
LD_CACHE = ("ca", "cg", "cs", "lu", "cv")
ST_CACHE = ("wb", "cg", "cs", "wt")
L1_EVICT = ("L1::evict_normal", "L1::evict_unchanged", "L1::evict_first", "L1::evict_last",
            "L1::no_allocate")
L2_PREFETCH = ("L2::64B", "L2::128B", "L2::256B")


def _bits_type(s: Slots) -> str:
    t = s.get("type")
    return {"f16": "b16", "bf16": "b16", "f16x2": "b32", "bf16x2": "b32"}.get(t, t)


def _check_ldst(s: Slots, store: bool) -> str | None:
    space, sem, scope = s.get("space"), s.get("sem"), s.get("scope")
    cache, evict = s.get("cache"), s.get("evict")
    global_like = space in (None, "global")
    return _first(
        _bad(store and space == "param", "st.param is only legal in call sequences, not in kernels"),
        _bad(scope is not None and sem in (None, "volatile"), "a scope needs sem = relaxed, acquire or release"),
        _bad(sem in ("relaxed", "acquire", "release") and scope is None, f"sem = {sem} needs a scope"),
        _bad(sem is not None and space not in (None, "global", "shared", "shared::cta", "shared::cluster"),
             "memory-ordering semantics apply to generic, global and shared addresses only"),
        _bad(sem is not None and (cache or evict or s.get("prefetch")),
             "memory-ordering semantics exclude cache operators and eviction hints"),
        _bad(sem is not None and "vec" in s and sem != "volatile", "ordered loads and stores are scalar"),
        _bad(cache is not None and evict is not None, "a cache operator and an eviction priority exclude each other"),
        _bad(cache is not None and not global_like and space != "local",
             "cache operators apply to global, local and generic addresses"),
        _bad(evict is not None and not global_like, "eviction priorities apply to global and generic addresses"),
        _bad(s.get("prefetch") is not None and space != "global", "L2 prefetch sizes apply to ld.global"),
        _bad("vec" in s and BITS_OF[_bits_type(s)] * int(s["vec"][1:]) > 128,
             "vector accesses are at most 128 bits wide on sm_90"),
    )


ld = Instr(
    "ld",
    "ld{.sem}{.scope}{.space}{.cache}{.evict}{.prefetch}{.vec}{.bits} {d}, [{addr}];",
    slots=[
        Slot("sem", ("volatile", "relaxed", "acquire"), optional=True),
        Slot("scope", SCOPES, optional=True),
        Slot("space", LDST_SPACES, optional=True),
        Slot("cache", LD_CACHE, optional=True),
        Slot("evict", L1_EVICT, optional=True),
        Slot("prefetch", L2_PREFETCH, optional=True),
        Slot("vec", ("v2", "v4"), optional=True),
        Slot("type", LD_TYPES + LD_IR_TYPES),
    ],
    operands=[Out("d", ty="type", vec="vec"), Addr("addr", sym=True)],
    derived={"bits": _bits_type},
    ptx=(7, 8), sm=90,
    check=lambda s: _first(
        _check_ldst(s, store=False),
        _bad(s.get("cache") == "lu" and s.get("space") not in (None, "global", "local"), ".lu is for global/local"),
    ),
    doc="Load. f16/bf16/f16x2/bf16x2 values are loaded as raw .b16/.b32 bits.",
)

st = Instr(
    "st",
    "st{.sem}{.scope}{.space}{.cache}{.evict}{.vec}{.bits} [{addr}], {v};",
    slots=[
        Slot("sem", ("volatile", "relaxed", "release"), optional=True),
        Slot("scope", SCOPES, optional=True),
        Slot("space", LDST_SPACES[:-1], optional=True),
        Slot("cache", ST_CACHE, optional=True),
        Slot("evict", L1_EVICT, optional=True),
        Slot("vec", ("v2", "v4"), optional=True),
        Slot("type", LD_TYPES + LD_IR_TYPES),
    ],
    operands=[Addr("addr"), In("v", ty="type", vec="vec")],
    derived={"bits": _bits_type},
    ptx=(7, 8), sm=90,
    check=lambda s: _check_ldst(s, store=True),
    doc="Store. f16/bf16/f16x2/bf16x2 values are stored as raw .b16/.b32 bits.",
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
    t, rnd, relu = s["type"], s.get("rnd"), "relu" in s
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
    )


def _minmax(name: str) -> Instr:
    return Instr(
        name,
        name + "{.ftz}{.nan}{.type} {d}, {a}, {b};",
        slots=[Flag("ftz"), Flag("nan", spelling="NaN"), Slot("type", INT + FLOAT + HALF)],
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
)

bra_cond = Instr(
    "bra.cond",
    "@{p} bra{.uni} {target};\n\tbra.uni {other};",
    slots=[Flag("uni")],
    operands=[Pred("p"), Label("target"), Label("other")],
    ptx=(1, 0), sm=20, terminator=True,
    doc="Branches to `target` when p holds, else to `other` (the cf.cond_br shape).",
)

ret = Instr("ret", "ret;", ptx=(1, 0), sm=20, terminator=True)
exit_ = Instr("exit", "exit;", ptx=(1, 0), sm=20, terminator=True)

# ------------------------------------------------------------------- barriers / warp

bar_sync = Instr(
    "bar.sync",
    "bar.sync {id}{,count};",
    slots=[IntSlot("id", range(16)), IntSlot("count", range(32, 1025, 32), optional=True)],
    operands=[Imm("id"), Imm("count")],
    ptx=(2, 0), sm=20,
    doc="Named barrier `id`; `count` threads (a multiple of 32), all of the CTA when absent.",
)

shfl_sync = Instr(
    "shfl.sync",
    "shfl.sync{.mode}.b32 {d}, {a}, {b}, {c}, {mask};",
    slots=[Slot("mode", ("up", "down", "bfly", "idx"))],
    operands=[Out("d", ty="b32"), In("a", ty="b32"), In("b", ty="b32"), In("c", ty="b32"),
              In("mask", ty="b32")],
    ptx=(6, 0), sm=70,
    doc="b: lane or offset; c: clamp and segment mask (31 for a whole-warp shuffle); mask: member lanes.",
)

# ------------------------------------------------------------------- the table

ROWS: list[Instr] = [
    ld, st, mov, mov_const, mov_special, mov_sym, cvta,
    add, sub, mul, mad, fma, div, rem, min_, max_, abs_, neg, and_, or_, xor, not_, shl, shr,
    setp, selp, cvt,
    bra, bra_cond, ret, exit_,
    bar_sync, shfl_sync,
]
