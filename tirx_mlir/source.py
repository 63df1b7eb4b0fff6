"""Reading IR text: what `tirx-opt` and `runtime.compile()` share before and around xDSL's parser.

`parse_source(ctx, data, name)` returns a ModuleOp or raises xDSL's `ParseError` /
`DiagnosticException` with a location; it never lets a Python error of the reader escape:

* bytes that are not UTF-8: a located error at the first bad byte;
* an empty file, or one of comments and blank lines only: an empty module (as mlir-opt);
* nesting deeper than `limits.MAX_NESTING` brackets: a located error at the bracket that
  goes too deep (xDSL recurses per level; without a bound, 3000 levels end in RecursionError);
* a decimal float literal too large for a double (`1.0e400`, which Python would read as
  inf): a located error at the literal;
* a type or attribute whose verifier fails while it is parsed: the verifier's message at
  the type's text (xDSL raises it without a location);
* a decimal literal that rounds to infinity in its type (`70000.0 : f16`, `1.0e39 : f32`,
  also inside `dense<...>`), or an index literal beyond 64 bits: an error at the literal;
* a string literal that never closes: xDSL's lexer matches string literals with a regex
  whose nested repetition (`(?:[^"\\...]+|\\...)*"`) backtracks exponentially in the length
  of the unclosed text (a 35-character run took minutes); `_STRING_LITERAL` is the same
  language matched one character at a time (linear), set on xDSL's `MLIRLexer` on import,
  so the error comes at once (xDSL 0.75);
* after parsing, `check_module`: vector types with no elements or more than
  `MAX_VECTOR_ELEMENTS`, memref accesses out of bounds at constant indices or into a memref
  without elements, scf.for loops with a constant step <= 0; errors at the op.

`run_deep(fn, ...)` runs `fn` on a thread with a large stack and a raised recursion limit,
so that input within MAX_NESTING parses, verifies, lowers and prints; a RecursionError that
still happens becomes a `DiagnosticException` naming the op being processed.
"""

from __future__ import annotations

import re
import sys
import threading
from collections.abc import Callable
from typing import TypeVar

from xdsl.context import Context
from xdsl.dialects.builtin import DYNAMIC_INDEX, FloatAttr, IndexType, IntegerAttr, MemRefType, ModuleOp, VectorType
from xdsl.ir import Attribute, Operation
from xdsl.parser import Parser
from xdsl.utils.exceptions import DiagnosticException, ParseError, VerifyException
from xdsl.utils.lexer import Input, Span
from xdsl.utils.mlir_lexer import MLIRLexer, MLIRTokenKind

#: A double-quoted string literal as xDSL's lexer accepts it (any character but a quote, a
#: backslash, a newline, \v or \f; or an escape: \" \n \t \\ or two hex digits), one
#: character per repetition, so a literal that never closes fails in linear time. (xDSL's
#: `_unescaped_characters_regex` repeats a `+` run inside `*`: exponential backtracking.)
_STRING_LITERAL = re.compile(r'"(?:[^"\\\n\v\f]|\\(?:["nt\\]|[0-9A-Fa-f]{2}))*"')
MLIRLexer._unescaped_characters_regex = _STRING_LITERAL

from tirx_mlir.limits import MAX_NESTING, float_range_problem
from tirx_mlir.support import const_int, fail

#: Vectors are scalarized into registers (arith-to-nvvm); a thread has at most 255.
MAX_VECTOR_ELEMENTS = 256
#: Python frames and thread stack for run_deep (256 levels of nesting need ~3000 frames).
RECURSION_LIMIT = 30000
STACK_BYTES = 512 * 1024 * 1024
DEEP_THREAD = "tirx-deep"

T = TypeVar("T")

# Strings and comments (skipped), `->` (not a closing bracket), brackets, decimal floats.
_TOKENS = re.compile(
    r'"(?:[^"\\\n]|\\.)*"|//[^\n]*|->|[{\[(<]|[}\])>]|(?<![\w.$%@#!])[-+]?\d+\.\d*(?:[eE][-+]?\d+)?')


def _error(inp: Input, start: int, end: int, msg: str) -> ParseError:
    n = len(inp.content)
    return ParseError(Span(min(start, n), min(max(end, start + 1), n), inp), msg)


def decode(data: bytes | str, name: str) -> str:
    """UTF-8 text of `data`, or a ParseError at the first byte that is not UTF-8."""
    if isinstance(data, str):
        return data.removeprefix("\ufeff")  # a byte-order mark is not part of the text
    try:
        return data.decode("utf-8").removeprefix("\ufeff")
    except UnicodeDecodeError as exc:
        head = data[: exc.start].decode("utf-8")
        text = head + data[exc.start:].decode("utf-8", "replace")
        raise _error(Input(text, name), len(head), len(head) + 1,
                     f"expected UTF-8 text, found the byte 0x{data[exc.start]:02x} ({exc.reason})") from None


def scan(inp: Input) -> None:
    """Bracket depth and float literals of `inp`, before xDSL's parser reads it."""
    text = inp.content
    depth = 0
    for m in _TOKENS.finditer(text):
        tok = m.group()
        c = tok[0]
        if c == '"' or tok.startswith("//") or tok == "->":
            continue
        if c in "{[(<":
            depth += 1
            if depth > MAX_NESTING:
                raise _error(inp, m.start(), m.end(),
                             f"expected brackets nested at most {MAX_NESTING} deep, found this one nested "
                             f"deeper than {MAX_NESTING}")
        elif c in "}])>":
            depth = max(0, depth - 1)
        elif float(tok) in (float("inf"), float("-inf")):
            raise _error(inp, m.start(), m.end(),
                         f"expected a floating-point literal within the range of f64 (largest finite "
                         f"1.79769e+308), found {tok}, which is out of range")


# A number literal as written: group 1 is set for a hexadecimal one (a bit pattern).
_NUMBER = re.compile(r"-?\s*(?:(0[xX][0-9a-fA-F]+)|[0-9]+(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?)")


class TirxParser(Parser):
    """xDSL's parser with the checks above: `scan` first, an empty module for an input of
    comments and blank lines, verifier errors of types and attributes located at their
    text, and `check_module` on the result."""

    def _located(self, parse: Callable[[], T]) -> T:
        start = self._current_token.span.start
        try:
            return parse()
        except VerifyException as exc:
            end = self._current_token.span.start
            raise _error(self.lexer.input, start, end, str(exc)) from None
        except OverflowError as exc:  # a dense literal packed into a narrower float
            end = self._current_token.span.start
            raise _error(self.lexer.input, start, end,
                         f"expected values within the range of the element type, found one out of range ({exc})") from None

    def parse_optional_type(self):
        return self._located(super().parse_optional_type)

    def parse_optional_builtin_int_or_float_attr(self):
        """A decimal literal whose value rounds to infinity in its type (`70000.0 : f16`,
        `1.0e39 : f32`) is an error at the literal; xDSL would store inf. Hex literals are
        bit patterns and may spell inf on purpose."""
        start = self._current_token.span.start
        attr = self._located(super().parse_optional_builtin_int_or_float_attr)
        if isinstance(attr, FloatAttr | IntegerAttr):
            m = _NUMBER.match(self.lexer.input.content, start)
            if m is not None and not m.group(1):
                problem = None
                if isinstance(attr, FloatAttr):
                    try:
                        written = float(re.sub(r"\s", "", m.group()))
                    except ValueError:
                        written = attr.value.data
                    problem = float_range_problem(written, str(attr.type))
                elif isinstance(attr.type, IndexType) and not -(1 << 63) <= attr.value.data < (1 << 64):
                    problem = f"expected an index value within 64 bits, found {attr.value.data}"
                if problem:
                    raise _error(self.lexer.input, start, m.end(), problem)
        return attr

    def parse_optional_attribute(self):
        return self._located(super().parse_optional_attribute)

    def parse_operation(self):
        """An op whose custom parser raises something other than a ParseError (xDSL's
        `arith.cmpi` predicate lookup, `arith.addf` on index, an IntegerAttr built out of
        range inside a dense literal or a `tile.fill`) is an error at the op's text, not an
        unlocated message."""
        start = self._current_token.span.start
        try:
            return super().parse_operation()
        except ParseError:
            raise
        except (VerifyException, ValueError, KeyError, TypeError, IndexError, OverflowError) as exc:
            end = self._current_token.span.start
            msg = str(exc).strip() or type(exc).__name__
            if not isinstance(exc, VerifyException | ValueError):
                msg = f"{type(exc).__name__}: {msg}"
            raise _error(self.lexer.input, start, end, msg) from None

    def parse_module(self, allow_implicit_module: bool = True) -> ModuleOp:
        scan(self.lexer.input)
        if allow_implicit_module and self._current_token.kind == MLIRTokenKind.EOF:
            return ModuleOp([])
        module = super().parse_module(allow_implicit_module)
        check_module(module)
        return module


def parse_source(ctx: Context, data: bytes | str, name: str = "<stdin>", allow_implicit_module: bool = True) -> ModuleOp:
    """Parse IR text or bytes with TirxParser."""
    return TirxParser(ctx, decode(data, name), name).parse_module(allow_implicit_module)


# -- after parsing ----------------------------------------------------------------------

#: op name -> (memref operand, indices operand, vector result or operand or None)
_ACCESSES = {
    "memref.load": ("memref", "indices", None),
    "memref.store": ("memref", "indices", None),
    "vector.load": ("base", "indices", "result"),
    "vector.store": ("base", "indices", "vector"),
}


def _access_problem(op: Operation) -> str | None:
    """A memref access with the wrong number of indices, into a memref without elements
    (outside shared memory, where `memref<0xT, 3>` is the dynamic window), or at a constant
    index outside a static extent."""
    names = _ACCESSES.get(op.name)
    if names is None:
        return None
    mem = getattr(op, names[0], None)
    t = getattr(mem, "type", None)
    if not isinstance(t, MemRefType):
        return None
    indices = list(getattr(op, names[1], ()))
    shape = t.get_shape()
    if len(indices) != len(shape):
        return f"expected {len(shape)} indices (one per dimension of {t}), found {len(indices)}"
    space = t.memory_space
    shared = isinstance(space, IntegerAttr) and space.value.data == 3
    if not shared and 0 in shape:
        return f"expected a memref with elements, found {t}: every access to it is out of bounds"
    width = 1
    if names[2] is not None:
        vt = getattr(getattr(op, names[2], None), "type", None)
        if isinstance(vt, VectorType) and vt.get_shape():
            width = vt.get_shape()[-1]
    for dim, (ix, extent) in enumerate(zip(indices, shape)):
        c = const_int(ix)
        if c is None or extent <= 0:
            continue
        w = width if dim == len(shape) - 1 else 1
        if not 0 <= c <= extent - w:
            span = f"[{c}, {c + w})" if w > 1 else f"index {c}"
            return f"expected indices within the extents of {t}, found {span} in dimension {dim} (out of bounds)"
    return None


def _loop_problem(op: Operation) -> str | None:
    if op.name != "scf.for":
        return None
    step, lb, ub = const_int(op.step), const_int(op.lb), const_int(op.ub)
    if lb is not None and ub is not None and ub <= lb:
        return None  # runs no iteration, whatever the step
    if step is not None and step <= 0:
        return f"expected a positive constant step (MLIR's scf.for rule), found {step}: the loop would not end"
    return None


def _vector_problem(t: Attribute) -> str | None:
    if not isinstance(t, VectorType):
        return None
    n = 1
    for d in t.get_shape():
        n *= d
    if n == 0:
        return f"expected a vector of at least one element, found {t}"
    if n > MAX_VECTOR_ELEMENTS:
        return (f"expected a vector of at most {MAX_VECTOR_ELEMENTS} elements (vectors are scalarized into "
                f"registers, at most 255 per thread), found {t} ({n} elements)")
    return None


def _position_problem(op: Operation) -> str | None:
    """vector.extract / vector.insert at a static position outside the vector, memref.dim of
    a constant dimension the memref does not have (MLIR's verifiers reject both)."""
    if op.name in ("vector.extract", "vector.insert"):
        vt = (op.vector if op.name == "vector.extract" else op.dest).type
        shape = vt.get_shape() if isinstance(vt, VectorType) else ()
        pos = [int(p) for p in op.static_position.get_values()]
        for d, (p, n) in enumerate(zip(pos, shape)):
            if p != DYNAMIC_INDEX and not (0 <= p < n or p == -1 and op.name == "vector.extract"):
                return f"expected a position in [0, {n - 1}] in dimension {d} of {vt}, found {p} (out of bounds)"
    if op.name == "memref.dim":
        t, c = op.source.type, const_int(op.index)
        if isinstance(t, MemRefType) and c is not None and not 0 <= c < len(t.get_shape()):
            return f"expected a dimension in [0, {len(t.get_shape()) - 1}] of {t}, found {c}"
    return None


def _region_problem(op: Operation) -> str | None:
    """scf.if with results needs an else region; scf.while's regions pass the types it
    declares (MLIR's verifiers; xDSL's leave these out and the lowering then reads values
    nobody defined)."""
    if op.name == "scf.if" and op.results and not op.regions[1].blocks:
        return f"expected an else region: scf.if defines {len(op.results)} result(s), which the else branch must yield"
    if op.name == "scf.if":
        want = [r.type for r in op.results]
        for which, region in (("then", op.regions[0]), ("else", op.regions[1])):
            last = region.blocks[0].last_op if region.blocks else None
            if last is not None and last.name == "scf.yield" and [v.type for v in last.operands] != want:
                found = ", ".join(str(v.type) for v in last.operands) or "nothing"
                return (f"expected the {which} region to yield the results' types "
                        f"({', '.join(map(str, want)) or 'nothing'}), found {found}")
    if op.name in ("cf.br", "cf.cond_br"):
        pairs = [(op.successor, op.arguments)] if op.name == "cf.br" else [
            (op.then_block, op.then_arguments), (op.else_block, op.else_arguments)]
        for k, (block, args) in enumerate(pairs):
            want, got = [a.type for a in block.args], [v.type for v in args]
            if want != got:
                return (f"expected successor #{k} to get the block's argument types "
                        f"({', '.join(map(str, want)) or 'none'}), found {', '.join(map(str, got)) or 'none'}")
    if op.name == "scf.while":
        before, after = op.regions[0].block, op.regions[1].block
        inits = [v.type for v in op.operands]
        if [a.type for a in before.args] != inits:
            return f"expected the before region to take the init types ({', '.join(map(str, inits))})"
        yielded = after.last_op
        if yielded is not None and [v.type for v in yielded.operands] != inits:
            found = ", ".join(str(v.type) for v in yielded.operands) or "nothing"
            return (f"expected the do region to yield the init types ({', '.join(map(str, inits)) or 'nothing'}), "
                    f"found {found}")
        cond = before.last_op
        if cond is not None and cond.name == "scf.condition":
            passed = [v.type for v in cond.operands[1:]]
            if passed != [a.type for a in after.args] or passed != [r.type for r in op.results]:
                return ("expected scf.condition to pass the do region's argument types and the results' types "
                        f"({', '.join(str(r.type) for r in op.results) or 'none'}), found "
                        f"{', '.join(map(str, passed)) or 'none'}")
    return None


def _layout_problem(op: Operation) -> str | None:
    """layout.apply at constant coordinates outside the layout's domain (a mode of size 4
    takes 0..3; one linear index takes 0..size-1): the offset would be of no element."""
    if op.name != "layout.apply":
        return None
    consts = [const_int(c) for c in op.coords]
    if not consts or any(c is None for c in consts):
        return None
    try:
        from tirx_mlir.layout import size

        lay = op.layout.layout
        extents = [size(lay)] if len(consts) == 1 else [size(s) for s in lay.shape]
    except Exception:  # noqa: BLE001 - a layout kind without a shape: nothing to check
        return None
    for d, (c, n) in enumerate(zip(consts, extents)):
        if not 0 <= c < n:
            what = "a linear index" if len(consts) == 1 else f"coordinate {d}"
            return f"expected {what} in [0, {n - 1}] (the layout's domain), found {c}"
    return None


def _const_problem(op: Operation) -> str | None:
    """nvvm.mov.const of an integer that does not fit its PTX type (ptxas takes it, and the
    value is not the one written)."""
    if op.name != "nvvm.mov.const":
        return None
    v, ty = op.properties.get("value"), op.properties.get("type")
    m = re.fullmatch(r"([usb])(8|16|32|64)", getattr(ty, "data", "") or "")
    if not isinstance(v, IntegerAttr) or m is None:
        return None
    kind, bits = m.group(1), int(m.group(2))
    lo = 0 if kind == "u" else -(1 << (bits - 1))
    hi = (1 << (bits - 1)) - 1 if kind == "s" else (1 << bits) - 1
    if not lo <= v.value.data <= hi:
        return f"expected a value that fits .{kind}{bits} ([{lo}, {hi}]), found {v.value.data}"
    return None


def _memref_bytes_problem(t: Attribute) -> str | None:
    """A memref type whose static size in bytes does not fit 63 bits: its addresses overflow
    the index arithmetic (a 2^62 x f32 memref is 2^64 bytes)."""
    if not isinstance(t, MemRefType):
        return None
    n = 1
    for d in t.get_shape():
        if d > 0:
            n *= d
    width = getattr(t.element_type, "bitwidth", None) or (64 if isinstance(t.element_type, IndexType) else 8)
    if n * max(1, width // 8) >= 1 << 63:
        return f"expected a memref of fewer than 2^63 bytes (index arithmetic is 64-bit), found {t}"
    return None


def _fail(op: Operation, msg: str) -> None:
    fail(None, op, msg, exc=DiagnosticException)


def check_module(module: Operation) -> None:
    """Rules xDSL's verifiers of builtin, memref, vector and scf ops leave out: vector types
    of 1..MAX_VECTOR_ELEMENTS elements, memref accesses in bounds where that is known at
    compile time, scf.for steps that are positive."""
    for op in module.walk():
        if p := (_access_problem(op) or _loop_problem(op) or _position_problem(op) or _region_problem(op)
                 or _const_problem(op) or _layout_problem(op)):
            _fail(op, p)
        for v in (*op.results, *(arg for r in op.regions for b in r.blocks for arg in b.args)):
            if p := _vector_problem(v.type) or _memref_bytes_problem(v.type):
                _fail(op, p)


# -- deep input ---------------------------------------------------------------------------

class InputTooDeep(DiagnosticException):
    """A RecursionError inside the compiler, reported as a diagnostic."""


def _innermost_op(tb) -> str:
    name = ""
    while tb is not None:
        for v in tb.tb_frame.f_locals.values():
            if isinstance(v, Operation):
                name = v.name
                break
        tb = tb.tb_next
    return name


def run_deep(fn: Callable[..., T], *args, **kwargs) -> T:
    """fn(*args, **kwargs) on a thread with STACK_BYTES of stack and RECURSION_LIMIT frames
    (inline, at the usual limit, when already on such a thread or when the system refuses
    the stack)."""
    box: dict[str, object] = {}

    def target() -> None:
        box["limit"] = sys.getrecursionlimit()
        try:
            box["value"] = fn(*args, **kwargs)
        except BaseException as exc:  # re-raised on the caller's thread below
            box["error"] = exc

    if threading.current_thread().name == DEEP_THREAD:
        target()
    else:
        old_limit = sys.getrecursionlimit()
        try:
            old_size = threading.stack_size(STACK_BYTES)
        except (ValueError, RuntimeError):  # no such stack here: stay within the usual limit
            target()
        else:
            try:
                worker = threading.Thread(target=target, name=DEEP_THREAD, daemon=True)
                sys.setrecursionlimit(max(old_limit, RECURSION_LIMIT))
                try:
                    worker.start()
                except RuntimeError:
                    sys.setrecursionlimit(old_limit)
                    worker = None
            finally:
                threading.stack_size(old_size)
            try:
                if worker is None:
                    target()
                else:
                    worker.join()
            finally:
                sys.setrecursionlimit(old_limit)
    if "error" in box:
        exc = box["error"]
        if isinstance(exc, RecursionError):
            where = _innermost_op(exc.__traceback__)
            raise InputTooDeep(
                f"error: the input is nested or chained too deeply to process (more than "
                f"{box['limit']} Python frames{', at ' + where if where else ''}); expected at most "
                f"{MAX_NESTING} levels of nesting") from None
        raise exc
    return box["value"]  # type: ignore[return-value]
