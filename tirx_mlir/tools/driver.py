"""The work of `tirx-opt` once its arguments are read: parse (with source locations), run the
pass pipeline, print the output; every diagnostic at its location, as mlir-opt prints it.

Dialects, passes and targets come from xDSL's multiverse (`Universe.get_multiverse()`, which
holds ours through the `xdsl.universe` entry point, tirx_mlir/registry.py; merged here without
importlib.metadata when the entry points name only xDSL's universe and ours, `multiverse()`)
with xDSL's gpu dialect replaced by ours (MLIR's gpu syntax, same ops).
"""

from __future__ import annotations

import contextlib
import functools
import io
import os
import re
import sys
import time

from tirx_mlir.diagnostics import Diag, diags_of, locations_kept, set_handler
from tirx_mlir.tools.render import render


class DriverError(Exception):
    """A usage or I/O error: one line, exit status 1."""


# --- tables -----------------------------------------------------------------------------


#: The `xdsl.universe` entry points that `multiverse()` can merge without xDSL's
#: `Universe.get_multiverse()`: xDSL's own universe and ours.
KNOWN_UNIVERSES = {"xdsl": "xdsl.universe:XDSL_UNIVERSE", "tirx_mlir": "tirx_mlir.registry:UNIVERSE"}


def universe_entry_points() -> list[tuple[str, str]] | None:
    """(name, value) of every `xdsl.universe` entry point of the distributions on sys.path,
    read from their `*.dist-info` / `*.egg-info` folders' entry_points.txt (what
    `importlib.metadata.entry_points(group="xdsl.universe")` lists: one copy of each
    distribution, the first on sys.path, by normalized name — an editable install's
    `tirx_mlir.egg-info` in the working directory shadows nothing — without importing
    importlib.metadata: ~25 ms of start-up). None where this reader could miss one: a zip or
    egg on sys.path, or a finder of distributions other than the standard one on
    sys.meta_path."""
    from importlib.machinery import PathFinder

    if any(getattr(f, "find_distributions", None) is not None and f is not PathFinder for f in sys.meta_path):
        return None
    found: list[tuple[str, str]] = []
    seen: set[str] = set()  # normalized distribution names (PEP 503), first on sys.path wins
    for entry in sys.path:
        root = entry or "."
        if os.path.isfile(root) or root.lower().endswith(".egg"):
            return None
        try:
            children = os.listdir(root)
        except OSError:
            continue
        for child in children:
            low = child.lower()
            if low.endswith(".egg"):
                return None
            if not low.endswith((".dist-info", ".egg-info")):
                continue
            dist = re.sub(r"[-_.]+", "_", low.rsplit(".", 1)[0].split("-", 1)[0])
            if dist in seen:
                continue
            seen.add(dist)
            try:
                with open(os.path.join(root, child, "entry_points.txt"), encoding="utf-8") as f:
                    text = f.read()
            except (OSError, UnicodeDecodeError):
                continue
            section = None
            for line in text.splitlines():
                line = line.strip()
                if not line or line.startswith(("#", ";")):
                    continue
                if line.startswith("[") and line.endswith("]"):
                    section = line[1:-1].strip()
                elif section == "xdsl.universe":
                    name, eq, value = line.partition("=")
                    if not eq:
                        return None
                    found.append((name.strip(), value.strip()))
    return found


@functools.cache
def multiverse():
    """xDSL's multiverse with our universe in it (added here when the package's entry point
    is not installed, with the same rule: a clash is an error). When the entry points name
    only xDSL's universe and ours (`KNOWN_UNIVERSES`), the two are merged here, as xDSL's
    `Universe.get_multiverse()` would, without importlib.metadata; with any other plugin,
    xDSL reads them."""
    from xdsl.universe import Universe

    from tirx_mlir import registry

    eps = universe_entry_points()
    if eps is not None and ("xdsl", KNOWN_UNIVERSES["xdsl"]) in eps \
            and all(KNOWN_UNIVERSES.get(name) == value for name, value in eps):
        from xdsl.universe import XDSL_UNIVERSE

        mv = Universe(all_dialects=dict(XDSL_UNIVERSE.all_dialects), all_passes=dict(XDSL_UNIVERSE.all_passes),
                      all_targets=dict(XDSL_UNIVERSE.all_targets), all_frontends=dict(XDSL_UNIVERSE.all_frontends))
    else:
        mv = Universe.get_multiverse()
    if not set(registry.PASSES) <= set(mv.all_passes):
        ours = registry.UNIVERSE
        for table, mine in ((mv.all_dialects, ours.all_dialects), (mv.all_passes, ours.all_passes),
                            (mv.all_targets, ours.all_targets)):
            clash = sorted(set(table) & set(mine))
            if clash:
                raise ValueError(f"Duplicate definition of {clash[0]} in ['tirx_mlir', 'xdsl']")
            table.update(mine)
    return mv


def make_context(mv, allow_unregistered: bool = False):
    from xdsl.context import Context

    from tirx_mlir import registry

    ctx = Context(allow_unregistered=allow_unregistered)
    dialects = dict(mv.all_dialects)
    dialects.update(registry._factories(registry.GPU_OVERRIDE))
    for name, factory in dialects.items():
        ctx.register_dialect(name, factory)
    return ctx


# --- diagnostics out of exceptions ------------------------------------------------------


@contextlib.contextmanager
def recording_diagnostics():
    """While tirx-opt runs, an exception raised through xDSL's `Diagnostic` keeps the ops it
    was raised at (`exc.tirx_ops`, the innermost first), and skips the reprint of the whole
    module that xDSL adds as a note: the location says where."""
    from xdsl.utils.diagnostic import Diagnostic

    original = Diagnostic.raise_exception

    def raise_exception(self, ir, underlying_error):
        if not getattr(underlying_error, "tirx_ops", None):
            with contextlib.suppress(AttributeError, TypeError):
                underlying_error.tirx_ops = list(self.op_messages.items())
        raise underlying_error

    Diagnostic.raise_exception = raise_exception
    try:
        yield
    finally:
        Diagnostic.raise_exception = original


def parse_error_diag(e, parser, line_offset: int = 0) -> Diag:
    """A ParseError as a diagnostic at its span (notes for the other spans it names). Without
    a parser (the lexer failed on the first token, e.g. a byte-order mark or a NUL byte) the
    span's own text gives the line and column."""
    def at(span):
        if parser is not None and span.input is parser.lexer.input:
            line, col = parser.line_col(span.start)
            return (parser.lexer.input.name, line, col)
        text = getattr(span.input, "content", None)
        if parser is None and isinstance(text, str):
            start = min(span.start, len(text))
            line = text.count("\n", 0, start)
            col = start - (text.rfind("\n", 0, start) + 1) + 1
            return (span.input.name, line + 1 + line_offset, col)
        return None

    msg = e.msg
    if "{first_char}" in msg:  # an xDSL message that is not an f-string
        text = getattr(e.span.input, "content", "")
        msg = msg.replace("{first_char}", repr(text[e.span.start:e.span.start + 1]) if isinstance(text, str) else "")
    d = Diag("error", msg, at(e.span))
    for span, text in getattr(e, "refs", ()) or ():
        d.notes.append(Diag("note", text or "see here", at(span)))
    return d


_INPUT_ERRORS = ("DiagnosticException", "VerifyException", "PassFailedException", "PtxEmitError")


def exception_diags(e: BaseException, stage: str) -> list[Diag]:
    """The diagnostics that report `e`, raised while `stage` ran."""
    from xdsl.utils.exceptions import DiagnosticException

    ds = diags_of(e)
    internal = not isinstance(e, (DiagnosticException, ValueError, KeyError, LookupError)) \
        or isinstance(e, IndexError)
    if isinstance(e, RecursionError):
        msg = f"{stage}: the input is nested too deeply (Python's recursion limit)"
        return [Diag("error", msg, ds[0].loc if ds else None)]
    if internal:
        prefix = f"internal error in {stage}: {type(e).__name__}: "
        if ds:
            for d in ds:
                d.message = prefix + d.message
            return ds
        return [Diag("error", prefix + str(e))]
    if ds:
        return ds
    return [Diag("error", str(e).strip() or type(e).__name__)]


_REDEFINED = re.compile(r'Redefinition of symbol "(.*)"')


def locate_symbol_error(d: Diag, module) -> Diag:
    """xDSL's SymbolTable verifier raises `Redefinition of symbol "x"` without an op (an
    implicit top-level module has no location): put it at the second definition, with a
    note at the first (as mlir-opt's "redefinition of symbol named 'x'")."""
    m = _REDEFINED.search(d.message)
    if m is None or module is None:
        return d
    from tirx_mlir.diagnostics import location_of

    defs = [o for o in module.walk() if getattr(o.properties.get("sym_name") or o.attributes.get("sym_name"),
                                               "data", None) == m.group(1)]
    if len(defs) >= 2:
        d.loc = location_of(defs[1])
        d.notes.append(Diag("note", f"'{m.group(1)}' is first defined here", location_of(defs[0])))
    return d


# --- input / output ---------------------------------------------------------------------


def read_input(path: str | None) -> tuple[str, str]:
    """(text, name) of the input: a file, or standard input for None / '-'."""
    if path in (None, "-"):
        data = sys.stdin.buffer.read() if hasattr(sys.stdin, "buffer") else sys.stdin.read().encode()
        name = "<stdin>"
    else:
        try:
            with open(path, "rb") as f:
                data = f.read()
        except IsADirectoryError:
            raise DriverError(f"cannot read '{path}': it is a directory") from None
        except OSError as e:
            raise DriverError(f"cannot read '{path}': {e.strerror or e}") from None
        name = path
    try:
        # A UTF-8 byte-order mark (editors on Windows write one) is not part of the text.
        return data.decode("utf-8").removeprefix("\ufeff"), name
    except UnicodeDecodeError as e:
        line = data.count(b"\n", 0, e.start) + 1
        col = e.start - (data.rfind(b"\n", 0, e.start) + 1) + 1
        raise DriverError(f"{name}:{line}:{col}: expected UTF-8 text, found the byte 0x{data[e.start]:02x} "
                          f"({e.reason}; byte {e.start} of the file)") from None


def split_chunks(text: str, split: bool) -> list[tuple[str, int]]:
    """(chunk, line offset) pairs: the whole text, or its `// -----` separated pieces."""
    if not split:
        return [(text, 0)]
    chunks, cur, start = [], [], 0
    for no, line in enumerate(text.splitlines(keepends=True)):
        if line.startswith("// -----"):
            chunks.append(("".join(cur), start))
            cur, start = [], no + 1
        else:
            cur.append(line)
    chunks.append(("".join(cur), start))
    return chunks


def write_output(path: str | None, text: str, stdout) -> None:
    if path is None or path == "-":
        stdout.write(text)
        stdout.flush()
        return
    if os.path.isdir(path):
        raise DriverError(f"cannot write '{path}': it is a directory")
    try:
        with open(path, "w") as f:
            f.write(text)
    except OSError as e:
        raise DriverError(f"cannot write '{path}': {e.strerror or e}") from None


# --- the run ----------------------------------------------------------------------------


class Timer:
    def __init__(self):
        self.rows: list[tuple[str, float]] = []

    @contextlib.contextmanager
    def __call__(self, name: str):
        t0 = time.perf_counter()
        try:
            yield
        finally:
            self.rows.append((name, time.perf_counter() - t0))

    def report(self) -> str:
        total = sum(t for _, t in self.rows) or 1e-12
        lines = ["===" + "-" * 73 + "===", "tirx-opt execution time report".center(79),
                 "===" + "-" * 73 + "===", f"  Total Execution Time: {total:.4f} seconds", "",
                 "  ----Wall Time----  ----Name----"]
        merged: dict[str, float] = {}
        for name, t in self.rows:
            merged[name] = merged.get(name, 0.0) + t
        for name, t in merged.items():
            lines.append(f"  {t:8.4f} ({100 * t / total:5.1f}%)  {name}")
        lines.append(f"  {total:8.4f} (100.0%)  Total")
        return "\n".join(lines) + "\n"


def build_passes(spec: str, mv):
    """The pass instances of a `-p` spec (DriverError for a bad spec, name or option)."""
    from xdsl.utils.arg_spec import parse_pipeline
    from xdsl.utils.exceptions import ArgSpecParseError

    from tirx_mlir.pass_options import PassOptionError, check_spec_values
    from tirx_mlir.tools.pipeline_spec import PipelineSpecError, normalize_pipeline

    try:
        specs = list(parse_pipeline(normalize_pipeline(spec)))
    except PipelineSpecError as e:
        raise DriverError(f"malformed pass pipeline: {e}") from None
    except ArgSpecParseError as e:
        raise DriverError(f"malformed pass pipeline:\n{e}") from None
    passes = []
    for s in specs:
        if s.name not in mv.all_passes:
            raise DriverError(f"unknown pass '{s.name}' (tirx-opt --list-passes lists ours; "
                              "--list-passes=all adds xDSL's)")
        cls = mv.all_passes[s.name]()
        try:
            check_spec_values(cls, s)
            passes.append(cls.from_pass_spec(s))
        except PassOptionError as e:
            raise DriverError(str(e)) from None
        except (ValueError, TypeError) as e:
            raise DriverError(f"{s.name}: {e}") from None
    return passes


def resolve_target(spec_text: str, mv):
    from xdsl.utils.arg_spec import parse_spec
    from xdsl.utils.exceptions import ArgSpecParseError

    try:
        spec = parse_spec(spec_text)
    except ArgSpecParseError as e:
        raise DriverError(f"malformed target:\n{e}") from None
    if spec.name not in mv.all_targets:
        raise DriverError(f"unknown target '{spec.name}' (targets: {', '.join(sorted(mv.all_targets))})")
    try:
        return spec, mv.all_targets[spec.name]().from_spec(spec)
    except (ValueError, TypeError) as e:
        raise DriverError(f"target {spec.name}: {e}") from None


class Driver:
    def __init__(self, args, stdout, stderr):
        self.args, self.stdout, self.stderr = args, stdout, stderr
        self.timer = Timer()
        self.failed = False

    def emit(self, d: Diag) -> None:
        if self.verifier is not None:
            for loose in self.verifier.consume(d):
                self.stderr.write(render(loose, self.sources))
        else:
            if d.severity == "error":
                self.failed = True
            self.stderr.write(render(d, self.sources))

    def run(self) -> int:
        a = self.args
        text, name = read_input(a.input_file)
        lines = text.splitlines()
        self.sources = {name: lines}
        self.verifier = None
        if a.verify_diagnostics:
            from tirx_mlir.tools.verify_diagnostics import Verifier

            self.verifier = Verifier(name, lines, only_expected=a.verify_diagnostics_level == "only-expected")
        try:
            mv = multiverse()
        except ValueError as e:  # a name clash between universes
            raise DriverError(str(e)) from None
        passes = build_passes(a.passes, mv)
        tspec, target = resolve_target(a.target, mv)
        if tspec.name == "mlir":
            import dataclasses

            target = dataclasses.replace(target, print_generic_format=a.print_op_generic,
                                         print_debuginfo=a.print_debuginfo)
        ctx = make_context(mv, a.allow_unregistered_dialect)
        out = []
        previous = set_handler(self.emit)
        try:
            with recording_diagnostics(), locations_kept():
                for i, (chunk, offset) in enumerate(split_chunks(text, a.split_input_file)):
                    if i:
                        out.append("// -----\n")
                    res = self.run_chunk(ctx, chunk, name, offset, passes, target)
                    if res is not None:
                        out.append(res)
        finally:
            set_handler(previous)
        if a.time_passes:
            self.stderr.write(self.timer.report())
        if self.verifier is not None:
            report = self.verifier.finish()
            if report:
                self.stderr.write(report)
                self.failed = True
        # As mlir-opt: standard output gets what the chunks that worked produced; an output
        # file is written only when everything worked.
        if not self.failed or a.output_file in (None, "-"):
            write_output(a.output_file, "".join(out), self.stdout)
        return 1 if self.failed else 0

    def run_chunk(self, ctx, chunk: str, name: str, offset: int, passes, target) -> str | None:
        from xdsl.utils.exceptions import ParseError

        from tirx_mlir.tools.locparser import LocatingParser

        a = self.args
        parser = module = None
        stage = "the parser"
        try:
            with self.timer("parse"):
                parser = LocatingParser(ctx, chunk, name, offset)
                module = parser.parse_module(not a.no_implicit_module)
            if not a.disable_verify:
                stage = "the verifier"
                with self.timer("verify"):
                    module.verify()
            for p in passes:
                stage = p.name
                with self.timer(p.name):
                    p.apply(ctx, module)
                if not a.disable_verify:
                    stage = f"the verifier after {p.name}"
                    with self.timer("verify"):
                        module.verify()
                if a.print_between_passes:
                    self.print_ir(module, f"IR Dump After {p.name}")
            stage = f"target {target.name}"
            buf = io.StringIO()
            with self.timer(f"output ({target.name})"):
                target.emit(ctx, module, buf)
            return buf.getvalue()
        except ParseError as e:
            self.emit(parse_error_diag(e, parser if stage == "the parser" else None, offset))
        except (KeyboardInterrupt, SystemExit, BrokenPipeError):
            raise
        except Exception as e:  # noqa: BLE001 - every failure is a diagnostic, never a traceback
            for d in exception_diags(e, stage):
                self.emit(locate_symbol_error(d, module) if d.loc is None else d)
        except RecursionError as e:  # pragma: no cover - RecursionError is an Exception
            for d in exception_diags(e, stage):
                self.emit(d)
        return None

    def print_ir(self, module, title: str) -> None:
        from xdsl.printer import Printer

        self.stderr.write(f"// -----// {title} //----- //\n")
        Printer(stream=self.stderr, print_generic_format=self.args.print_op_generic).print_op(module)
        self.stderr.write("\n\n")
