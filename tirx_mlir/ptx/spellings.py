"""Opcode spellings: extract them from PTX text, and find the table row (and slot values)
that prints each one.

A spelling is an instruction's opcode with its modifiers, as PTX writes it:
`cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint`.
`extract(text)` lists the spellings of a PTX file (or of instruction lines in any text);
`Matcher().match(spelling)` returns the row and slot values whose printed opcode is exactly
that spelling, or an equivalent one PTX accepts for it (`equivalents`), or None.

    python -m tirx_mlir.ptx spellings FILE...      # the spellings of PTX files, counted
    python -m tirx_mlir.ptx coverage FILE...       # which of them the table prints
"""

from __future__ import annotations

import itertools
import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from tirx_mlir.dialects.nvvm.spec import _FIELD, Flag, Instr, IntSlot

# ------------------------------------------------------------------- extraction

_COMMENT = re.compile(r"//[^\n]*|/\*.*?\*/", re.S)
_GUARD = re.compile(r"^@!?%?[A-Za-z_$][\w$]*\s+")
_LABEL = re.compile(r"^[A-Za-z_$%][\w$]*:\s*")
_OPCODE = re.compile(r"^[a-z][a-z0-9_]*(?:\.[A-Za-z0-9_:]+)*")


def opcode(stmt: str) -> str | None:
    """The opcode spelling of one PTX statement (no trailing `;`), or None for a directive,
    a label alone or a brace."""
    s = stmt.strip()
    while True:
        t = s.lstrip("{} \t\n")
        m = _LABEL.match(t)
        if m:
            t = t[m.end():]
        if t == s:
            break
        s = t
    s = _GUARD.sub("", s)
    if not s or s[0] in ".}{":
        return None
    m = _OPCODE.match(s)
    return m.group(0) if m else None


def statements(text: str) -> Iterable[str]:
    """The `;`-terminated statements of PTX text, comments removed (inline-asm blocks put
    several on a line, inside braces)."""
    text = _COMMENT.sub("", text)
    for part in text.split(";"):
        stmt = " ".join(ln.strip() for ln in part.split("\n") if ln.strip())
        if stmt:
            yield stmt


def extract(text: str) -> Counter:
    """Opcode spellings of the instructions in PTX text, with their counts."""
    out: Counter = Counter()
    for st in statements(text):
        op = opcode(st)
        if op:
            out[op] += 1
    return out


# ------------------------------------------------------------------- matching


def opcode_template(row: Instr) -> str:
    """The opcode part of a row's template (up to the first space outside a field), without
    a leading `@{p} ` guard."""
    t = row.template
    if t.startswith("@{"):
        t = t[t.index(" ") + 1:]
    depth = 0
    for i, ch in enumerate(t):
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
        elif ch in " ;" and depth == 0:
            return t[:i]
    return t


_OPCODE_ROWS: dict[int, Instr] = {}


def printed_opcode(row: Instr, slots: dict) -> str:
    """The opcode this row prints with these slot values."""
    fake = _OPCODE_ROWS.get(id(row))
    if fake is None:
        fake = _OPCODE_ROWS[id(row)] = Instr(row.name, opcode_template(row), slots=row.slots,
                                             derived=row.derived, ptx=row.ptx, sm=row.sm)
    return fake.format(slots, {})


@dataclass(frozen=True)
class Match:
    row: Instr
    slots: dict
    spelling: str   # the table's spelling (equal to the one asked for, or an equivalent)
    rule: str       # "exact" or the equivalence applied


_TOKEN = re.compile(r"[A-Za-z0-9_:]+")
_SHARED = re.compile(r"\.shared(?!::)(?=\.|$)")
_TENSOR_OPS = ("cp.async.bulk.tensor.", "cp.reduce.async.bulk.tensor.", "cp.async.bulk.prefetch.tensor.")
_LOAD_MODES = (".tile", ".im2col")
_SCOPE_AFTER_SPACE = re.compile(r"^((?:atom|red)(?:\.(?:relaxed|acquire|release|acq_rel))?)"
                                r"(\.(?:global|shared(?:::cta|::cluster)?))(\.(?:cta|cluster|gpu|sys))(?=\.)")
_VEC_TYPE_OP = re.compile(r"^((?:atom|red)(?:\.[a-z_:]+)*?)(\.v[248])(\.(?:f32|f16|bf16|f16x2|bf16x2))"
                          r"(\.(?:add|min|max))(\.noftz)?((?:\.L2::cache_hint)?)$")
_RELU_SATFINITE = re.compile(r"^(cvt\.rn[a-z]*)\.relu\.satfinite(?=\.)")
_MATRIX_TRANS_LAST = re.compile(r"^((?:ld|st)matrix\.sync\.aligned\.[a-z0-9.]*?)(\.shared(?:::cta)?\.b16)\.trans$")
# Modifier orders ptxas takes besides the ISA's (each found in library inline asm, CUTLASS /
# DeepGEMM): (pattern, replacement, rule).
_REORDERS = (
    # ld/st: the cache operator before the state space (`ld.cg.global.b32`); ISA 9.7.9.8: space first.
    (re.compile(r"^(ld|st)(\.(?:ca|cg|cs|lu|cv|wb|wt))(\.(?:global|local))(?=\.)"), r"\1\3\2",
     "ld/st cache operator before the space"),
    # ld/st: the ordering and scope after the space (`ld.global.acquire.gpu.b32`).
    (re.compile(r"^(ld|st)(\.(?:global|shared(?:::cta|::cluster)?))(\.(?:relaxed|acquire|release)\.(?:cta|cluster|gpu|sys))(?=\.)"),
     r"\1\3\2", "ld/st sem and scope after the space"),
    # ld/st: the L1 eviction priority before the ordering and scope (DeepGEMM:
    # `st.L1::no_allocate.relaxed.sys.global.u64`); the table prints it after the space.
    (re.compile(r"^(ld|st)(\.L1::[a-z_]+)(\.(?:relaxed|acquire|release)\.(?:cta|cluster|gpu|sys))"
                r"(\.(?:global|shared(?:::cta|::cluster)?))?(?=\.)"),
     r"\1\3\4\2", "ld/st eviction priority before the sem and scope"),
    # mbarrier: the space before the ordering and scope (`mbarrier.complete_tx.shared::cluster.relaxed.cluster.b64`).
    (re.compile(r"^(mbarrier\.[a-z_.]+?)(\.shared(?:::cta|::cluster)?)(\.(?:relaxed|acquire|release)\.(?:cta|cluster))(?=\.)"),
     r"\1\3\2", "mbarrier space before the sem and scope"),
    # mma.sync: .satfinite (integer) or .rn (f64) after the types; ISA 9.7.14.5.14: after .row.col.
    (re.compile(r"^(mma\.sync\.aligned\.m\d+n\d+k\d+\.row\.col)((?:\.[a-z0-9]+){4})\.(satfinite|rn)$"),
     r"\1.\3\2", "mma .satfinite/.rn after the types"),
)
_MATRIX = re.compile(r"^((?:ld|st)matrix\.sync\.aligned\.)((?:m8n8|x[124]|trans)(?:\.(?:m8n8|x[124]|trans))*)(\..*)$")


def equivalents(spelling: str) -> list[tuple[str, str]]:
    """(spelling, rule) pairs PTX treats as the same instruction: `.shared` is `.shared::cta`
    (PTX ISA 5.1.5: the executing CTA's window), and a tensor copy without a load mode is a
    `.tile` one (PTX ISA 9.7.9.25.5: .tile is the default); and the other modifier orders
    ptxas takes (atom/red's scope after the space, vector atom/red's vector and type before the
    op, cvt's .relu.satfinite, ldmatrix/stmatrix's modifiers, and the `_REORDERS` of library
    inline asm: ld/st's cache operator, ordering or eviction priority beside the space, mbarrier's space before
    its ordering, mma's trailing .satfinite/.rn)."""
    out = []
    first = ""  # a reordering applied before the other rules, named in theirs
    m = _VEC_TYPE_OP.match(spelling)
    if m:
        # vector atom/red: ptxas takes the vector and type before the op (the PTX ISA 9.7.13.5-6
        # examples: `atom.global.v4.f32.add`); the table prints the syntax order, op first.
        spelling = m.group(1) + m.group(4) + (m.group(5) or "") + m.group(6) + m.group(2) + m.group(3)
        first = "atom/red vector and type before the op"
        out.append((spelling, first))
    m = _SCOPE_AFTER_SPACE.match(spelling)
    if m:
        # atom/red: ptxas takes the scope after the state space (nvcc prints
        # `atom.global.cta.add.u32` for atomicAdd_block); PTX ISA 9.7.13.5 writes .scope first.
        out.append((m.group(1) + m.group(3) + m.group(2) + spelling[m.end():],
                    (first + "; " if first else "") + "atom/red scope after the space"))
    m = _RELU_SATFINITE.match(spelling)
    if m:
        # cvt to f16x2/bf16x2: PTX ISA 9.7.9.21 writes {.relu}{.satfinite}, the table
        # .satfinite.relu (the f8x2 order); ptxas takes both.
        out.append((m.group(1) + ".satfinite.relu" + spelling[m.end():], "cvt .relu.satfinite = .satfinite.relu"))
    for pat, repl, why in _REORDERS:
        if pat.match(spelling):
            out.append((pat.sub(repl, spelling), why))
    m = _MATRIX_TRANS_LAST.match(spelling)
    if m:
        # DeepGEMM writes `stmatrix.sync.aligned.x4.m8n8.shared.b16.trans`; ptxas takes it.
        spelling = m.group(1) + ".trans" + m.group(2)
        out.append((spelling, "ldmatrix/stmatrix modifier order"))
    m = _MATRIX.match(spelling)
    if m:
        # ldmatrix/stmatrix: ptxas takes .m8n8, .x1/.x2/.x4 and .trans in any order (CUTLASS
        # writes `.x4.m8n8`, `.x4.trans.m8n8`); the table prints .m8n8.xN.trans.
        mods = m.group(2).split(".")
        order = sorted(mods, key=lambda t: (t != "m8n8", not t.startswith("x"), t))
        canon = m.group(1) + ".".join(order) + m.group(3)
        if canon != spelling:
            out.append((canon, "ldmatrix/stmatrix modifier order"))
            spelling = canon
    if _SHARED.search(spelling):
        out.append((_SHARED.sub(".shared::cta", spelling), ".shared = .shared::cta"))
    base = [(spelling, "")] + [(c, w) for c, w in out if w != "ldmatrix/stmatrix modifier order"]
    if spelling.startswith(_TENSOR_OPS) and not any(m in spelling for m in _LOAD_MODES):
        parts = spelling.split(".")
        for s, why in base:
            ps = s.split(".")
            for i in range(3, len(ps) + 1):
                cand = ".".join(ps[:i] + ["tile"] + ps[i:])
                out.append((cand, ((why + "; ") if why else "") + "no load mode = .tile"))
        del parts
    return out


class Matcher:
    """Finds the row and slot values that print an opcode spelling."""

    def __init__(self, rows: Iterable[Instr] | None = None):
        if rows is None:
            from tirx_mlir.dialects.nvvm import ROWS as rows
        self.rows = list(rows)
        self._parts: dict[str, list] = {}
        for r in self.rows:
            t = opcode_template(r)
            parts: list = []
            pos = 0
            for m in _FIELD.finditer(t):
                if m.start() > pos:
                    parts.append(t[pos:m.start()])
                parts.append((m.group(1), m.group(2)))
                pos = m.end()
            if pos < len(t):
                parts.append(t[pos:])
            self._parts[r.name] = parts
        self._memo: dict[str, Match | None] = {}

    def match(self, spelling: str) -> Match | None:
        if spelling not in self._memo:
            got = self._match_exact(spelling, "exact")
            if got is None:
                for cand, rule in equivalents(spelling):
                    got = self._match_exact(cand, rule)
                    if got is not None:
                        break
            self._memo[spelling] = got
        return self._memo[spelling]

    def _match_exact(self, spelling: str, rule: str) -> Match | None:
        for r in self.rows:
            parts = self._parts[r.name]
            if parts and isinstance(parts[0], str) and not spelling.startswith(parts[0].split("{")[0]):
                continue
            for slots in self._walk(r, parts, 0, spelling, 0, {}):
                for full in self._complete(r, slots):
                    if printed_opcode(r, full) == spelling:
                        return Match(r, full, spelling, rule)
        return None

    def _walk(self, row: Instr, parts: list, i: int, text: str, pos: int, slots: dict):
        if i == len(parts):
            if pos == len(text):
                yield dict(slots)
            return
        p = parts[i]
        if isinstance(p, str):
            if text.startswith(p, pos):
                yield from self._walk(row, parts, i + 1, text, pos + len(p), slots)
            return
        lead, name = p
        lead = "." if lead == "." else ""
        s = row.slot(name)
        if s is None:  # a derived field: any token (checked when the opcode is printed)
            yield from self._walk(row, parts, i + 1, text, pos, slots)
            if text.startswith(lead, pos):
                m = _TOKEN.match(text, pos + len(lead))
                if m:
                    end = m.end()
                    # Every prefix of the token that ends at a field boundary.
                    for k in range(end, pos + len(lead), -1):
                        yield from self._walk(row, parts, i + 1, text, k, slots)
            return
        if s.optional and getattr(s, "default", None) is None:
            yield from self._walk(row, parts, i + 1, text, pos, slots)
        for v in s.choices():
            # By kind name, so that rows built from another copy of the vocabulary (the
            # coverage measurement of an older table) match too.
            kind = type(s).__name__
            if kind == Flag.__name__:
                piece = lead + s.values[0]
            elif kind == IntSlot.__name__:
                piece = lead + str(v)
            else:
                sp = s.spelled(v) if hasattr(s, "spelled") else v
                piece = (lead + sp) if sp else ""
            if text.startswith(piece, pos):
                slots[name] = v
                yield from self._walk(row, parts, i + 1, text, pos + len(piece), slots)
                del slots[name]

    def _complete(self, row: Instr, slots: dict):
        """Legal combinations made of `slots` plus values for the slots the opcode does not
        show directly (a barrier id, a register count, a type spelled through a derived
        field)."""
        shown = {n for p in self._parts[row.name] if not isinstance(p, str) for n in [p[1]]}
        rest = [s for s in row.slots if s.name not in shown and s.name not in slots]
        opts = [([None] if s.optional else []) + s.choices()[:40] for s in rest]
        for vals in itertools.islice(itertools.product(*opts), 20000):
            d = dict(slots)
            d.update({s.name: v for s, v in zip(rest, vals) if v is not None})
            if row.validate_slots(d) is None:
                yield d


def coverage(spellings: Iterable[str], matcher: Matcher | None = None) -> tuple[dict, list[str]]:
    """({spelling: Match}, [spellings no row prints])."""
    m = matcher or Matcher()
    hit, miss = {}, []
    for sp in spellings:
        got = m.match(sp)
        if got is None:
            miss.append(sp)
        else:
            hit[sp] = got
    return hit, miss
