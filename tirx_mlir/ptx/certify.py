"""Certification: every legal slot combination of every table row is assembled by
`ptxas -arch=sm_90a`, at the row's own minimum PTX ISA version.

The combinations are those that pass the row's slots and `check` hook; a row with more
than `limit` of them is sampled deterministically so that every legal value of every slot
still appears. Each row becomes one kernel; rows that share a PTX version share a file, and
ptxas's line numbers map each error back to its row and slot values.

Rows that only exist inside a device-function call sequence (`call`, `call.ret`,
`st.param`) are emitted inside a `{ ... }` scope that declares the call's `.param`
variables, and call `.func` definitions at the top of the file (PTX ISA 9.7.12.5 call).
"""

from __future__ import annotations

import itertools
import os
import random
import re
import shutil
import subprocess
import tempfile
from collections import defaultdict
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

from tirx_mlir.dialects.nvvm import types as T
from tirx_mlir.dialects.nvvm.ops import _ptx_types, ptx_literal
from tirx_mlir.dialects.nvvm.spec import (
    ANY_WIDTH,
    SHARED_WINDOWS,
    Addr,
    Const,
    Imm,
    In,
    InOut,
    Instr,
    Label,
    Out,
    Pred,
    Sym,
    Syms,
)

DEFAULT_LIMIT = 600
MIN_SM90A_PTX = (8, 0)
_ENUM_CAP = 250_000
_DRAWS = 150_000
# A slot with more values than this (vop4's byte selectors: 4096 each) is not multiplied into an
# exhaustive enumeration: every combination of the other slots is taken with one of its values
# in turn, and every one of its values at least once.
_BIG_SLOT = 1024
PARAM_SYM = "cert_param"
SHARED_SYM = "cert_smem"
GLOBAL_SYM = "cert_gmem"
LABELS = ("$L_cert_a", "$L_cert_b")
# Call sequences: st.param writes CALL_ARG (a 32-byte .param array, passed to CALL_SINK);
# a call passes CALL_ARITIES[k] .b32 parameters (and a .b32 return parameter for call.ret)
# to the `_callee` of that shape.
CALL_ARG = "cert_arg"
CALL_RET = "cert_ret"
CALL_SINK = "cert_sink"
CALL_ARITIES = (0, 1, 2, 3)


def _callee(ret: bool, n: int) -> str:
    return f"cert_fn{'_r' if ret else ''}{n}"


def _callee_defs() -> list[str]:
    """The `.func`s that certified call sequences call (empty bodies: only the call is
    assembled, never run)."""
    heads = [f".func {CALL_SINK}(.param .align 16 .b8 {CALL_SINK}_p[32])"]
    for ret in (False, True):
        for n in CALL_ARITIES:
            name = _callee(ret, n)
            r = f"(.param .b32 {name}_r) " if ret else ""
            ps = ", ".join(f".param .b32 {name}_p{k}" for k in range(n))
            heads.append(f".func {r}{name}({ps})")
    return [line for h in heads for line in (h, "{", "\tret;", "}")] + [""]


def _call_role(row: Instr) -> str | None:
    """"call" for a call row (it has a parameter list), "store" for a row that writes a
    call sequence's .param variable by name (st.param), None for the rest."""
    if any(isinstance(o, Syms) for o in row.operands):
        return "call"
    if any(isinstance(o, Addr) and not o.reg for o in row.operands):
        return "store"
    return None


def find_ptxas() -> str | None:
    for cand in (shutil.which("ptxas"),
                 os.path.join(os.environ.get("CUDA_HOME", "/usr/local/cuda"), "bin", "ptxas")):
        if cand and os.path.exists(cand):
            return cand
    return None


def _options(s) -> list:
    opts = list(s.choices())
    if s.optional:
        opts = [None] + opts
    return opts


def legal_combos(row: Instr, limit: int = DEFAULT_LIMIT, seed: int = 0, exhaustive: bool = False) -> list[dict]:
    """Slot-value dicts that pass the row's slots and check: all of them, or a deterministic
    sample of `limit` that covers every (slot, value) pair that occurs in a legal one found
    (of a slot of more than _BIG_SLOT values: a sample of its values).

    Rows with more than _ENUM_CAP combinations (ld has millions) are explored by _DRAWS
    seeded random draws, each optional slot left out with probability 1/2, unless
    `exhaustive`: then every combination, except that a slot of more than _BIG_SLOT values
    (vop4's byte selectors) varies on its own, each of its values taken at least once. The
    legal combinations found are kept per (row, seed, exhaustive), so asking again with
    another `limit` only samples again."""
    names = [s.name for s in row.slots]
    legal = _legal_values(row, seed, exhaustive)
    if len(legal) <= limit:
        return [_slots(names, vals) for vals in legal]
    # rows of the same shape share `legal` (_legal_values), so they share the sample too
    key = (id(legal), tuple(names), limit, seed)
    hit = _SAMPLES.get(key)
    if hit is None or hit[0] is not legal:
        hit = _SAMPLES[key] = (legal, _sample(row, names, legal, limit, seed))
    return [_slots(names, vals) for vals in hit[1]]


#: (id(legal), slot names, limit, seed) -> (legal, the sampled value tuples)
_SAMPLES: dict[tuple, tuple[list[tuple], list[tuple]]] = {}


def _sample(row: Instr, names: list[str], legal: list[tuple], limit: int, seed: int) -> list[tuple]:
    """legal_combos's deterministic sample of `limit` of `legal` (see there)."""
    rng = random.Random(seed)
    chosen: list[tuple] = []
    covered: set = set()
    order = list(range(len(legal)))
    rng.shuffle(order)
    # First, a combination for every (slot, value) pair (a left-out slot: (name, None); but
    # for the values of a slot of more than _BIG_SLOT: a sample of those, here; each with
    # --all); then fill at random.
    small = [k for k, s in enumerate(row.slots) if len(_options(s)) <= _BIG_SLOT]
    picked = set()
    for i in order:
        vals = legal[i]
        if any((names[k], vals[k]) not in covered for k in small):
            chosen.append(vals)
            picked.add(i)
            covered.update((names[k], vals[k]) for k in small)
    for i in order:
        if len(chosen) >= limit:
            break
        if i not in picked:
            chosen.append(legal[i])
    return chosen


def _slots(names: list[str], vals: tuple) -> dict:
    return {n: v for n, v in zip(names, vals) if v is not None}


#: (id(row), seed, exhaustive) -> (row, the legal value tuples, in the order found)
_LEGAL: dict[tuple, tuple[Instr, list[tuple]]] = {}
#: (slot names, their options, the check function, seed, exhaustive) -> the legal value
#: tuples: rows of the same shape (vadd4 ... vavrg4: the same slots and check) share them
_LEGAL_BY_SHAPE: dict[tuple, list[tuple]] = {}


def _legal_values(row: Instr, seed: int, exhaustive: bool) -> list[tuple]:
    """The legal combinations of `row` as value tuples (None: an optional slot left out),
    computed once per (row, seed, exhaustive), and once for rows of the same slot names,
    slot options and check function (which is all the search below reads of a row)."""
    key = (id(row), seed, exhaustive)
    hit = _LEGAL.get(key)
    if hit is not None and hit[0] is row:
        return hit[1]
    opts = [_options(s) for s in row.slots]
    try:
        # (type, value): 1 and True are equal keys but print differently
        shape = (tuple(s.name for s in row.slots), tuple(tuple((type(v), v) for v in o) for o in opts),
                 row.check, seed, exhaustive)
        legal = _LEGAL_BY_SHAPE.get(shape)
    except TypeError:  # an unhashable option: no sharing
        shape = legal = None
    if legal is None:
        legal = _search(row, opts, seed, exhaustive)
        if shape is not None:
            _LEGAL_BY_SHAPE[shape] = legal
    _LEGAL[key] = (row, legal)
    return legal


def _search(row: Instr, opts: list[list], seed: int, exhaustive: bool) -> list[tuple]:
    """The legal combinations of `row`, whose slots' options are `opts` (_legal_values)."""
    total = 1
    for o in opts:
        total *= len(o)
    names = [s.name for s in row.slots]
    # Values come from the slots' legal sets and required slots have no None option, so
    # only the row's check hook can reject a combination.
    check = row.check or (lambda d: None)
    legal: list[tuple] = []
    big = [k for k, o in enumerate(opts) if len(o) > _BIG_SLOT]
    if exhaustive and big:
        # Every combination of the other slots, with the big slots' values in turn (or absent,
        # where the check rejects those); then each big value not yet taken, with the first
        # combination of the others that admits it.
        small = list(itertools.product(*[[None] if k in big else o for k, o in enumerate(opts)]))
        admitted, taken = [], set()
        for j, vals in enumerate(small):
            for absent in (False, True):
                vs = list(vals)
                for k in big:
                    vs[k] = None if absent else opts[k][j % len(opts[k])]
                if not check(_slots(names, vs)):
                    legal.append(tuple(vs))
                    admitted.append(vals)
                    taken |= {(k, vs[k]) for k in big}
                    break
        for k in big:
            for v in opts[k]:
                if (k, v) in taken:
                    continue
                for vals in admitted:
                    vs = list(vals)
                    vs[k] = v
                    if not check(_slots(names, vs)):
                        legal.append(tuple(vs))
                        taken.add((k, v))
                        break
    elif exhaustive or total <= _ENUM_CAP:
        for vals in itertools.product(*opts):
            if not check(_slots(names, vals)):
                legal.append(vals)
    else:
        rng = random.Random(seed)
        rand, bits = rng.random, rng.getrandbits
        # per slot: may it be left out, its values, their count and its bit length (the
        # same draws, in the same order, as drawing from the option list each time)
        spec = [(o[0] is None, vs, len(vs), len(vs).bit_length())
                for o in opts for vs in [[v for v in o if v is not None]]]
        if any(n == 0 for _, _, n, _ in spec):
            raise IndexError(f"{row.name}: a slot has no value to draw")
        seen = set()
        for _ in range(_DRAWS):
            drawn = []
            for optional, values, n, k in spec:
                if optional and rand() < 0.5:
                    drawn.append(None)
                    continue
                # random.Random.choice(values), inlined: values[_randbelow(n)]
                r = bits(k)
                while r >= n:
                    r = bits(k)
                drawn.append(values[r])
            vals = tuple(drawn)
            if vals in seen:
                continue
            seen.add(vals)
            if not check(_slots(names, vals)):
                legal.append(vals)
    return legal


class _Regs:
    def __init__(self):
        self.next: dict[str, int] = defaultdict(int)
        self.max: dict[str, int] = defaultdict(int)

    def reset(self):
        self.next.clear()

    def take(self, t) -> str:
        decl, prefix = T.reg_class(t)
        n = self.next[prefix]
        self.next[prefix] = n + 1
        self.max[prefix] = max(self.max[prefix], n + 1)
        return f"%{prefix}{n}"

    def value(self, t):
        if T.vector_width(t) > 1:
            return [self.take(T.element_type(t)) for _ in range(T.vector_width(t))]
        return self.take(t)

    def decls(self) -> list[str]:
        classes = {"p": "pred", "rs": "b16", "r": "b32", "rd": "b64", "f": "f32", "fd": "f64", "rq": "b128"}
        return [f"\t.reg .{classes[p]} %{p}<{n}>;" for p, n in sorted(self.max.items())]


def _sample_literal(ty: str, i: int):
    from xdsl.dialects.builtin import FloatAttr, IntegerAttr, IntegerType, f32, f64

    if T.is_int_type(ty):
        v = 1 if ty == "pred" else (-3 if T.is_signed(ty) and i % 2 else 5)
        return IntegerAttr(v, IntegerType(64))
    return FloatAttr(1.5, f64 if ty == "f64" else f32)


def instance(row: Instr, slots: dict, regs: _Regs, i: int = 0) -> str:
    """One PTX instruction of `row` with the given slot values, on fresh registers; a call
    sequence row inside its `{ ... }` scope (a call: one scope per arity in CALL_ARITIES)."""
    role = _call_role(row)
    if role == "store":
        text = row.format(slots, _values(row, slots, regs, i, {"param": CALL_ARG}))
        return "\n\t".join(["{", f".param .align 16 .b8 {CALL_ARG}[32];", text,
                            f"call.uni {CALL_SINK}, ({CALL_ARG});", "}"])
    if role == "call":
        ret = any(isinstance(o, Sym) and o.refers == "param" for o in row.operands)
        scopes = []
        for n in CALL_ARITIES:
            args = [f"cert_a{k}" for k in range(n)]
            names = {"func": _callee(ret, n), "param": CALL_RET, "args": "(" + ", ".join(args) + ")" if n else None}
            decls = [f".param .b32 {a};" for a in ([CALL_RET] if ret else []) + args]
            scopes.append("\n\t".join(["{", *decls, row.format(slots, _values(row, slots, regs, i, names)), "}"]))
        return "\n\t".join(scopes)
    return row.format(slots, _values(row, slots, regs, i, None))


def _values(row: Instr, slots: dict, regs: _Regs, i: int, names: dict | None) -> dict:
    """The PTX text of each operand: fresh registers, sample literals and addresses; `names`
    (in a call sequence): the symbol of each Sym role ("func", "param"), of the parameter list
    ("args") and of a by-name .param address ("param")."""
    values: dict = {}
    labels = iter(LABELS)
    for o in row.present_operands(slots):
        if isinstance(o, (In, Out, InOut)):
            tys = _ptx_types(row, o.ty, slots)
            ty = tys[i % len(tys)]
            if o.vec == ANY_WIDTH:
                width = 1 + max([int(slots.get(ix, 0)) for n, ix in row.indexed_fields() if n == o.name] + [3])
            else:
                width = row.resolve_vec(o.vec, slots)
            n = row.resolve_count(o.count, slots) if isinstance(o, In) else None
            if n is not None:
                values[o.name] = [regs.take(T.reg_type(ty)) for _ in range(n)]
            else:
                values[o.name] = regs.value(T.reg_type(ty, width))
        elif isinstance(o, Pred):
            values[o.name] = regs.take(T.i1)
        elif isinstance(o, Addr):
            space = row.addr_space(o, slots)
            if not o.reg:
                base = names["param"]
            elif space == "param":
                base = PARAM_SYM
            elif space in SHARED_WINDOWS and i % 2:
                base = regs.take(T.i32)
            else:
                base = regs.take(T.i64)
            values[o.name] = base + ("+16" if i % 3 == 1 and o.offset else "")
        elif isinstance(o, Imm):
            values[o.name] = None if o.name not in slots else str(slots[o.name])
        elif isinstance(o, Label):
            values[o.name] = next(labels)
        elif isinstance(o, Syms):
            values[o.name] = names["args"]
        elif isinstance(o, Sym) and o.refers != "var":
            values[o.name] = names[o.refers]
        elif isinstance(o, Sym):
            values[o.name] = SHARED_SYM if slots.get("type") != "u64" or i % 2 else GLOBAL_SYM
        elif isinstance(o, Const):
            ty = row.resolve_ty(o.ty, slots)
            lit = _sample_literal(ty, i)
            if o.bounds is not None:  # the upper bound is legal
                from xdsl.dialects.builtin import FloatAttr, f32, f64

                lit = FloatAttr(float(o.bounds[1]), f64 if ty == "f64" else f32)
            values[o.name] = ptx_literal(lit, ty)
    return values


def _version(v: tuple[int, int]) -> str:
    return f"{v[0]}.{v[1]}"


@dataclass
class Failure:
    row: str
    slots: dict
    line: str
    message: str


@dataclass
class Report:
    rows: int = 0
    instances: int = 0
    failures: list[Failure] = field(default_factory=list)
    skipped: str | None = None

    @property
    def ok(self) -> bool:
        return not self.failures and self.skipped is None

    def summary(self) -> str:
        if self.skipped:
            return f"certification skipped: {self.skipped}"
        head = (f"{self.rows} rows, {self.instances} instruction forms assembled with ptxas -arch=sm_90a "
                f"(and -arch=sm_90 for rows that declare no sm_90a need)")
        if not self.failures:
            return head + ": all accepted"
        lines = [head + f": {len(self.failures)} rejected"]
        for f in self.failures[:400]:
            lines.append(f"  nvvm.{f.row} {f.slots}: `{f.line.strip()}`: {f.message}")
        if len(self.failures) > 400:
            lines.append(f"  ... and {len(self.failures) - 400} more")
        return "\n".join(lines)


KERNEL_LINES = 1500  # instruction lines per kernel: ptxas slows down on huge kernels
FILE_LINES = 20000   # lines per .ptx file (files are assembled in parallel)
FILE_CHARS = 100_000  # and characters: the wgmma rows (long lines) take ptxas 15 ms a line


def _header(version: tuple[int, int]) -> list[str]:
    return [
        f".version {_version(version)}",
        ".target sm_90a",
        ".address_size 64",
        "",
        f".shared .align 16 .b8 {SHARED_SYM}[4096];",
        f".global .align 16 .b8 {GLOBAL_SYM}[4096];",
        "",
        *_callee_defs(),
    ]


def build_files(rows: list[Instr] | list[tuple[Instr, list[dict]]], version: tuple[int, int], limit: int,
                exhaustive: bool = False) -> tuple[list[tuple[str, dict[int, tuple]]], int]:
    """PTX files (text, line number -> (row, slots, text)) holding every instance of `rows`
    (rows, or (row, slot combinations) pairs), a row's instances split over kernels of at
    most KERNEL_LINES lines."""
    files: list[tuple[str, dict[int, tuple]]] = []
    out: list[str] = _header(version)
    where: dict[int, tuple] = {}
    count = 0
    kernel_no = 0

    chars = 0  # in `out`'s kernels

    def flush_file():
        nonlocal out, where, chars
        if len(out) > len(_header(version)):
            files.append(("\n".join(out) + "\n", where))
        out, where, chars = _header(version), {}, 0

    def emit_kernel(row: Instr, body: list[tuple[str, tuple]], regs: _Regs):
        nonlocal kernel_no, chars
        size = sum(len(t) for t, _ in body)
        if len(out) + sum(t.count("\n") + 1 for t, _ in body) > FILE_LINES or chars + size > FILE_CHARS:
            flush_file()
        chars += size
        name = re.sub(r"[^A-Za-z0-9]", "_", row.name)
        out.append(f".visible .entry cert_{kernel_no}_{name}(.param .u64 {PARAM_SYM})")
        kernel_no += 1
        out.append("{")
        out.extend(regs.decls())
        for text, info in body:
            for line in ("\t" + text).split("\n"):
                where[len(out) + 1] = info
                out.append(line)
        for lab in LABELS:
            out.append(f"{lab}:")
        out.append("\tret;")
        out.append("}")
        out.append("")

    for item in rows:
        row, combos = item if isinstance(item, tuple) else (item, legal_combos(item, limit, exhaustive=exhaustive))
        regs = _Regs()
        body: list[tuple[str, tuple]] = []
        lines = 0
        for i, slots in enumerate(combos):
            regs.reset()
            text = instance(row, slots, regs, i)
            n = text.count("\n") + 1
            if body and lines + n > KERNEL_LINES:
                emit_kernel(row, body, regs)
                regs, body, lines = _Regs(), [], 0
                regs.reset()
                text = instance(row, slots, regs, i)
            body.append((text, (row.name, slots, text)))
            lines += n
            count += 1
        if body:
            emit_kernel(row, body, regs)
    flush_file()
    return files, count


_ERR = re.compile(r"line (\d+); (error|fatal)\s*:\s*(.*)")


def certify(rows: list[Instr], limit: int = DEFAULT_LIMIT, keep: str | None = None,
            exhaustive: bool = False) -> Report:
    ptxas = find_ptxas()
    if ptxas is None:
        return Report(skipped="ptxas not found (install the CUDA toolkit or put ptxas on PATH)")
    # Each combination is assembled at the PTX ISA version it needs (`row.ptx_for`: some slot
    # values need a newer one than the row's minimum); .target sm_90a needs 8.0 at least.
    by_version: dict[tuple[int, int], list[tuple[Instr, list[dict]]]] = defaultdict(list)
    for r in rows:
        groups: dict[tuple[int, int], list[dict]] = defaultdict(list)
        for c in legal_combos(r, limit, exhaustive=exhaustive):
            groups[max(r.ptx_for(c), MIN_SM90A_PTX)].append(c)
        for v, cs in groups.items():
            by_version[v].append((r, cs))
    report = Report(rows=len(rows))
    tmp = keep or tempfile.mkdtemp(prefix="tirx-cert-")
    os.makedirs(tmp, exist_ok=True)

    # Every row is assembled for sm_90a; rows that declare a plain sm (not "90a") are also
    # assembled for sm_90, which checks that they need no arch-specific feature.
    jobs: list[tuple[str, str, str, dict[int, tuple]]] = []
    for version, vrows in sorted(by_version.items()):
        for plain in (False, True):
            group = [(r, cs) for r, cs in vrows if (str(r.sm) != "90a") == plain]
            if not group:
                continue
            files, count = build_files(group, version, limit, exhaustive)
            report.instances += count
            for k, (text, where) in enumerate(files):
                targets = ["sm_90a", "sm_90"] if plain else ["sm_90a"]
                for arch in targets:
                    body = text if arch == "sm_90a" else text.replace(".target sm_90a\n", ".target sm_90\n", 1)
                    path = os.path.join(tmp, f"cert_ptx{version[0]}{version[1]}_{'p' if plain else 'a'}{k}_{arch}.ptx")
                    with open(path, "w") as f:
                        f.write(body)
                    jobs.append((arch, path, body, where))

    def run(job) -> list[Failure]:
        arch, path, text, where = job
        p = subprocess.run([ptxas, f"-arch={arch}", "-O0", path, "-o", os.devnull],
                           capture_output=True, text=True)
        fails = []
        lines = text.split("\n")
        for m in _ERR.finditer(p.stderr):
            ln = int(m.group(1))
            info = where.get(ln)
            msg = m.group(3) + ("" if arch == "sm_90a" else " (at sm_90: the row declares no sm_90a need)")
            if info is None:
                fails.append(Failure("?", {}, lines[ln - 1] if 0 < ln <= len(lines) else "", msg))
            else:
                fails.append(Failure(info[0], info[1], info[2], msg))
        if p.returncode != 0 and not fails:
            fails.append(Failure("?", {}, "", f"ptxas exited {p.returncode} on {os.path.basename(path)}: "
                                              f"{p.stderr.strip()[:2000]}"))
        return fails

    with ThreadPoolExecutor(max_workers=max(1, min(4, os.cpu_count() or 1))) as ex:
        # the largest files first, so that the last ones to finish are short
        for fails in ex.map(run, sorted(jobs, key=lambda job: -len(job[2]))):
            report.failures.extend(fails)
    if keep is None:
        shutil.rmtree(tmp, ignore_errors=True)
    return report
