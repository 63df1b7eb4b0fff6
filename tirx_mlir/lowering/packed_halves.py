"""16-bit halves that leave an `scf.if` as the 32-bit word they were loaded in (a step of
`memref-to-nvvm`, run on each kernel after its patterns: `pack_yielded_halves`).

A guarded vector load of bf16/f16 (tile-dispatch's row tiles: the loads when the row is
inside the tensor, zeros else) yields each 16-bit lane from an `scf.if`; `memref-to-nvvm`
has made each lane pair one half of a `mov.b32 {lo, hi}, w` split of a loaded b32 word.
Yielded as halves, the pair lives in two registers after the `if` (ptxas unpacks each with
a PRMT), and `arith-to-nvvm` cannot see the word when it extends a half to f32 (it then
moves the bits in one `shl` / `and` instead of a `cvt` after the unpack).

Expects: scf.if ops (not yet lowered to cf) whose branches yield the two halves of one
`nvvm.mov.split<b32>` in consecutive result slots (lo, hi; in the then or else branch;
directly, or as `vector.extract` lanes of the lanes' cast that memref-to-nvvm builds), or
two zero constants of the halves' type (f16 / bf16 / i16). Guarantees: each such pair of
results becomes one i32 result (the word; zeros: the word 0), split again right after the
`if` into the same two values; every other result, and what each branch computes, is
unchanged (PTX ISA "mov": `mov.b32 {lo, hi}, r` puts the low 16 bits in lo).

Then scf.for: an iter_arg of an even-length bf16/f16 vector built lane by lane
(`vector.broadcast` + `vector.insert`, how tile-dispatch builds a fragment) whose lane pairs
are words' halves (or zeros) both on entry and in the yield (the persistent row loops'
prefetched tile, after the rewrite above) is carried as a vector<N/2 x i32> of the words,
unpacked (extract, split, rebuild) at the top of the body and after the loop."""

from __future__ import annotations

import math

from xdsl.dialects import arith, scf
from xdsl.dialects.builtin import FloatAttr, IntegerAttr, UnrealizedConversionCastOp, VectorType, i32
from xdsl.ir import Operation, SSAValue

from tirx_mlir.lowering.simt_common import insert, int_width, nv

NAME = "memref-to-nvvm"


def _lane(v: SSAValue) -> SSAValue:
    """`v` itself, or the scalar it extracts: `vector.extract %c[i]` of the lanes' cast
    `builtin.unrealized_conversion_cast (lanes...) -> vector` that memref-to-nvvm rebuilds a
    loaded vector with."""
    o = v.owner
    if getattr(o, "name", None) == "vector.extract" and not o.dynamic_position:
        cast = o.operands[0].owner
        pos = o.static_position.get_values()
        if isinstance(cast, UnrealizedConversionCastOp) and len(pos) == 1 and pos[0] < len(cast.operands):
            return cast.operands[pos[0]]
    return v


def split_half(v: SSAValue) -> tuple[SSAValue, int] | None:
    """(the 32-bit word, 0 low / 1 high) when `v` is a half of `mov.b32 {lo, hi}, word`
    (also what arith-to-nvvm extends to f32 from the word)."""
    owner = v.owner
    if getattr(owner, "name", None) != "nvvm.mov.split" or len(owner.operands) != 1:
        return None
    if int_width(owner.operands[0].type) != 32:
        return None
    return owner.operands[0], list(owner.results).index(v)


def _is_zero(v: SSAValue) -> bool:
    """`v` is a constant +0 (a -0.0 is not: its bits are not zero)."""
    o = v.owner
    if not isinstance(o, arith.ConstantOp) or not isinstance(o.value, (FloatAttr, IntegerAttr)):
        return False
    x = o.value.value.data
    return x == 0 and math.copysign(1.0, x) > 0


def _word_of(lo: SSAValue, hi: SSAValue) -> SSAValue | int | None:
    """The b32 word that `lo`, `hi` are the halves of (one `mov.split`), 0 for two zero
    constants, else None."""
    lo, hi = _lane(lo), _lane(hi)
    a, b = split_half(lo), split_half(hi)
    if a is not None and b is not None and a[0] is b[0] and (a[1], b[1]) == (0, 1) and lo.owner is hi.owner:
        return a[0]
    return 0 if _is_zero(lo) and _is_zero(hi) else None


def _pairs(op: scf.IfOp) -> list[int]:
    """The result slots i whose (i, i + 1) both branches yield as one word (non-overlapping)."""
    ty = [r.type for r in op.results]
    if len(ty) < 2 or not all(r.blocks for r in op.regions):
        return []
    ys = [r.blocks[0].last_op for r in op.regions]
    if len(ys) != 2 or not all(isinstance(y, scf.YieldOp) for y in ys):
        return []
    out, i = [], 0
    while i + 1 < len(ty):
        if (ty[i] == ty[i + 1] and str(ty[i]) in ("bf16", "f16", "i16")
                and all(_word_of(y.operands[i], y.operands[i + 1]) is not None for y in ys)):
            out.append(i)
            i += 2
        else:
            i += 1
    return out


def _unpack(at: Operation, words, olds, starts) -> None:
    """Replace the old results `olds` by `words`, each pair starting at a slot of `starts` by
    its word's two halves (`mov.split` before `at`)."""
    k, i = 0, 0
    while i < len(olds):
        if i in starts:
            split = nv(NAME, at, "mov.split", [words[k]], [olds[i].type, olds[i + 1].type], type="b32")
            olds[i].replace_all_uses_with(split.results[0])
            olds[i + 1].replace_all_uses_with(split.results[1])
            i += 2
        else:
            olds[i].replace_all_uses_with(words[k])
            i += 1
        k += 1


def _pack(op: scf.IfOp, pairs: list[int]) -> None:
    starts = set(pairs)
    for region in op.regions:
        y = region.blocks[0].last_op
        insert(y, scf.YieldOp(*_words(y, list(y.operands), starts)))
        y.detach()
        y.erase()
    olds = list(op.results)
    types, i = [], 0
    while i < len(olds):
        types.append(i32 if i in starts else olds[i].type)
        i += 2 if i in starts else 1
    then_r, else_r = op.true_region, op.false_region
    new = scf.IfOp(op.cond, types, op.detach_region(then_r), op.detach_region(else_r))
    new.attributes.update(op.attributes)
    insert(op, new)
    _unpack(op.next_op, list(new.results), olds, starts)
    op.detach()
    op.erase()


def _vector_lanes(v: SSAValue) -> list[SSAValue] | None:
    """The lanes of a 1-D vector built lane by lane (`vector.broadcast` of lane 0, then a
    `vector.insert` of every other lane, in any order, as tile-dispatch builds a fragment),
    else None."""
    n = v.type.get_shape()[0]
    lanes: dict[int, SSAValue] = {}
    o = v.owner
    while getattr(o, "name", None) == "vector.insert" and not o.dynamic_position:
        pos = o.static_position.get_values()
        if len(pos) != 1:
            return None
        lanes.setdefault(pos[0], o.operands[0])
        o = o.operands[1].owner
    if getattr(o, "name", None) != "vector.broadcast":
        return None
    fill = o.operands[0]
    return [lanes.get(i, fill) for i in range(n)]


def _carried_slots(op: scf.ForOp) -> list[int]:
    """The iter_args slots of an even-length bf16/f16 vector whose lane pairs (2j, 2j + 1) are
    one word's halves (or zeros) in both the initial value and the yielded one."""
    y = op.body.blocks[0].last_op
    if not isinstance(y, scf.YieldOp):
        return []
    out = []
    for i, init in enumerate(op.iter_args):
        t = init.type
        if not (isinstance(t, VectorType) and len(t.get_shape()) == 1 and t.get_shape()[0] % 2 == 0
                and str(t.element_type) in ("bf16", "f16")):
            continue
        both = [_vector_lanes(init), _vector_lanes(y.operands[i])]
        if all(ls is not None and all(_word_of(ls[j], ls[j + 1]) is not None for j in range(0, len(ls), 2))
               for ls in both):
            out.append(i)
    return out


def _build_vector(at: Operation, lanes: list[SSAValue], vt: VectorType) -> SSAValue:
    """The vector `vt` of `lanes`, built lane by lane (broadcast, inserts) before `at`."""
    from xdsl.dialects import vector  # only for kernels with such loops (start-up: test_driver)

    v = insert(at, vector.BroadcastOp(lanes[0], vt)).results[0]
    for j, x in enumerate(lanes[1:], 1):
        v = insert(at, vector.InsertOp(x, v, [j])).results[0]
    return v


def _word_vector(at: Operation, lanes: list[SSAValue]) -> SSAValue:
    """A vector<N/2 x i32> of the words of `lanes`' pairs, built before `at`."""
    words = _words(at, lanes, set(range(0, len(lanes), 2)))
    return _build_vector(at, words, VectorType(i32, [len(words)]))


def _half_vector(at: Operation, words: SSAValue, t: VectorType) -> SSAValue:
    """The 16-bit vector `t` of the halves of the i32 lanes of `words`, built before `at`."""
    from xdsl.dialects import vector

    halves = []
    for j in range(t.get_shape()[0] // 2):
        w = insert(at, vector.ExtractOp(words, [j], i32)).results[0]
        halves += list(nv(NAME, at, "mov.split", [w], [t.element_type] * 2, type="b32").results)
    return _build_vector(at, halves, t)


def _words(at: Operation, vals, starts) -> list[SSAValue]:
    """`vals` with each pair starting at a slot of `starts` as its word (0: a constant)."""
    out, i = [], 0
    while i < len(vals):
        if i in starts:
            w = _word_of(vals[i], vals[i + 1])
            out.append(insert(at, arith.ConstantOp(IntegerAttr(0, i32))).result if w == 0 else w)
            i += 2
        else:
            out.append(vals[i])
            i += 1
    return out


def _pack_loop(op: scf.ForOp, slots: list[int]) -> None:
    """The loop with each vector iter_arg at `slots` carried as its words (vector<N/2 x i32>),
    unpacked at the top of the body and after the loop."""
    body = op.body.blocks[0]
    y = body.last_op
    outs = list(y.operands)
    for i in slots:
        outs[i] = _word_vector(y, _vector_lanes(outs[i]))
    insert(y, scf.YieldOp(*outs))
    y.detach()
    y.erase()
    inits = list(op.iter_args)
    types = [a.type for a in inits]
    for i in slots:
        inits[i] = _word_vector(op, _vector_lanes(inits[i]))
    for i in slots:
        old = body.args[1 + i]
        new = body.insert_arg(inits[i].type, 1 + i)
        old.replace_all_uses_with(_half_vector(body.first_op, new, types[i]))
        body.erase_arg(old)
    olds = list(op.results)
    new_for = scf.ForOp(op.lb, op.ub, op.step, inits, op.detach_region(op.body))
    new_for.attributes.update(op.attributes)
    insert(op, new_for)
    after = op.next_op
    for i, r in enumerate(olds):
        r.replace_all_uses_with(_half_vector(after, new_for.results[i], types[i]) if i in slots
                                else new_for.results[i])
    op.detach()
    op.erase()


def pack_yielded_halves(func: Operation) -> int:
    """Rewrite every scf.if of `func`, then every scf.for (its iter_args), as the module
    docstring says; the number of ops rewritten."""
    done = 0
    for op in [o for o in func.walk() if isinstance(o, scf.IfOp)]:
        pairs = _pairs(op)
        if pairs:
            _pack(op, pairs)
            done += 1
    for op in [o for o in func.walk() if isinstance(o, scf.ForOp)]:
        slots = _carried_slots(op)
        if slots:
            _pack_loop(op, slots)
            done += 1
    return done
