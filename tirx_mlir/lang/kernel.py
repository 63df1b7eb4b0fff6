"""`@tx.kernel`: a Python function that builds one tile-level kernel per specialization.

    @tx.kernel(threads=128)
    def scale_rows(x: tx.Tensor["M", "N", tx.f32], y: tx.Tensor["M", "N", tx.f32],
                   s: tx.f32, *, N: tx.Const(int, min=1)):
        ...

Positional parameters are run-time kernel arguments (tensors: `!tile.global`, with an extent
static when it is an int or names a compile-time parameter; scalars). Keyword-only
parameters are compile-time: the values given to `ir()` / `compile()` specialize the kernel
(each distinct set traced once and cached).

* `kernel.ir(**params)`: the tile-level IR text, every op with its Python location
  (`locations=False` leaves them out); it parses back with tirx-opt.
* `kernel.module(**params)`: the xDSL ModuleOp.
* `kernel.compile(**params)`: `tirx_mlir.runtime.compile` of it (a CompiledModule whose
  kernel is `getattr(mod, kernel.name)`); a pass's diagnostic comes back as a KernelError at
  the Python line of the op it names.
"""

from __future__ import annotations

import functools
import inspect
from io import StringIO

from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    ArrayAttr,
    IntegerAttr,
    ModuleOp,
    StringAttr,
    i64,
)
from xdsl.ir import Block, Region
from xdsl.printer import Printer

from tirx_mlir.dialects import gpu as tgpu
from tirx_mlir.dialects import tile

from .errors import KernelError, Loc, set_kernel_codes
from .trace import Tracer, verify_at
from .types import Const, DType, TensorSpec


class _Param:
    def __init__(self, p: inspect.Parameter, loc: Loc):
        self.name, self.loc = p.name, loc
        self.default = p.default
        self.kind = p.kind
        ann = p.annotation
        if p.kind == inspect.Parameter.KEYWORD_ONLY:
            if isinstance(ann, Const):
                self.const = ann
            elif ann in (int, float, bool, str):
                self.const = Const(ann)
            elif ann is DType:
                self.const = Const(DType)
            elif ann is inspect.Parameter.empty:
                self.const = None
            else:
                raise KernelError(f"compile-time parameter {p.name}: expected an int, float, "
                                  f"bool, str, tx.DType or tx.Const(...) annotation, found {ann!r}", loc)
        elif p.kind in (inspect.Parameter.POSITIONAL_ONLY, inspect.Parameter.POSITIONAL_OR_KEYWORD):
            from .params import When

            self.when = ann if isinstance(ann, When) else None
            ann = ann.spec if isinstance(ann, When) else ann
            if not isinstance(ann, TensorSpec | DType):
                raise KernelError(f"kernel argument {p.name}: expected a tx.Tensor[...] or scalar "
                                  f"type (tx.f32, tx.i32, tx.index) annotation, found "
                                  f"{'none' if ann is inspect.Parameter.empty else repr(ann)}", loc)
            self.spec = ann
            if p.default is not inspect.Parameter.empty:
                raise KernelError(f"kernel argument {p.name}: a run-time argument takes no default "
                                  f"(found = {p.default!r}); a compile-time parameter is keyword-only, "
                                  f"after `*`", loc)
        else:
            raise KernelError(f"kernel parameter {p.name}: *args and **kwargs are not supported", loc)


class Kernel:
    def __init__(self, fn, threads: int = 128, name: str | None = None, min_ctas=None,
                 cluster=None):
        from .astx import compile_kernel

        if not inspect.isfunction(fn):
            raise KernelError(f"@tx.kernel: expected a function definition, found {type(fn).__name__} {fn!r}")
        self.fn = fn
        self.name = name or fn.__name__
        if not isinstance(threads, str) and (not isinstance(threads, int) or not 1 <= threads <= 1024):
            raise KernelError(f"@tx.kernel: expected threads between 1 and 1024, found {threads!r} "
                              f"(or the name of an int compile-time parameter)")
        self.threads = threads
        self.min_ctas = min_ctas
        self.cluster = cluster
        self._traced, self._codes, fdef = compile_kernel(fn)
        file = inspect.getsourcefile(fn) or "<kernel>"
        self.file = file
        self.loc = Loc(file, fdef.lineno, fdef.col_offset + 1)
        arg_locs = {a.arg: Loc(file, a.lineno, a.col_offset + 1)
                    for a in fdef.args.args + fdef.args.kwonlyargs}
        sig = inspect.signature(fn, eval_str=True)
        self.params = [_Param(p, arg_locs.get(p.name, self.loc)) for p in sig.parameters.values()]
        self.runtime = [p for p in self.params if p.kind != inspect.Parameter.KEYWORD_ONLY]
        self.consts = {p.name: p for p in self.params if p.kind == inspect.Parameter.KEYWORD_ONLY}
        for key, v in (("threads", threads), ("min_ctas", min_ctas), ("cluster", cluster)):
            if isinstance(v, str) and v not in self.consts and (key != "threads" or any(
                    n not in self.consts for n in _expression_names(v))):
                raise KernelError(f"@tx.kernel: {key}={v!r} names no compile-time parameter "
                                  f"(the kernel's: {', '.join(self.consts) or 'none'})", self.loc)
        if not (min_ctas is None or isinstance(min_ctas, str) or (
                isinstance(min_ctas, int) and not isinstance(min_ctas, bool) and 1 <= min_ctas <= 32)):
            raise KernelError(f"@tx.kernel: expected min_ctas between 1 and 32 or the name of an int "
                              f"compile-time parameter, found {min_ctas!r}", self.loc)
        self._cache: dict = {}  # specialization key -> its traced module (never mutated)
        self._texts: dict = {}  # (specialization key, locations) -> `ir()`'s text of it

    # -- specialization ---------------------------------------------------------------------

    def _values(self, params: dict) -> dict:
        unknown = [k for k in params if k not in self.consts]
        if unknown:
            known = ", ".join(self.consts) or "none"
            raise KernelError(f"{self.name}: unknown compile-time parameter(s) {', '.join(unknown)} "
                              f"(the kernel's: {known})", self.loc)
        out = {}
        for name, p in self.consts.items():
            if name in params:
                v = params[name]
            elif p.default is not inspect.Parameter.empty:
                v = p.default
            else:
                raise KernelError(f"compile-time parameter {name} needs a value: "
                                  f"{self.name}.ir({name}=...)", p.loc)
            if p.const is not None:
                prob = p.const.problem(name, v) if p.const.type is not DType else (
                    None if isinstance(v, DType) else f"compile-time parameter {name}: expected a "
                                                      f"tx.DType such as tx.bf16, found {v!r}")
                if prob:
                    raise KernelError(prob, p.loc)
            out[name] = v
        return out

    def _arg_type(self, p: _Param, consts: dict):
        from .params import ParamDType

        spec = p.spec
        try:
            if isinstance(spec, ParamDType):
                return spec.resolve(consts).ir
            if isinstance(spec, DType):
                return spec.ir
            dtype = spec.dtype.resolve(consts) if isinstance(spec.dtype, ParamDType) else spec.dtype
        except ValueError as e:
            raise KernelError(str(e), p.loc) from None
        dims = []
        for d in spec.dims:
            v = d if isinstance(d, int) else _static_extent(d, consts)
            dims.append(DYNAMIC_INDEX if v is None else v)
        layout = spec.layout
        if not isinstance(layout, str):  # tx.layout_param
            try:
                layout = layout.resolve(consts)
            except ValueError as e:
                raise KernelError(str(e), p.loc) from None
        return tile.GlobalType(dims, dtype.ir, layout)

    def _present(self, p: _Param, consts: dict) -> bool:
        """Whether run-time argument `p` exists in this specialization (tx.When)."""
        if p.when is None:
            return True
        try:
            return p.when.holds(consts)
        except ValueError as e:
            raise KernelError(str(e), p.loc) from None

    def name_for(self, **params) -> str:
        """The kernel's name in one specialization: `name=` with `{PARAM}` fields filled in."""
        return self._name(self._values(params))

    def _name(self, consts: dict) -> str:
        return self.name.format(**consts) if "{" in self.name else self.name

    def module(self, **params) -> ModuleOp:
        return self._specialized(params)[1].clone()

    def _specialized(self, params: dict) -> tuple[tuple, ModuleOp]:
        """(the specialization's key, its traced module): traced once per key, kept in
        `_cache`; callers must not change the module (`module()` hands out a copy)."""
        consts = self._values(params)
        key = tuple(sorted((k, repr(v)) for k, v in consts.items()))
        if key not in self._cache:
            self._cache[key] = self._trace(consts)
        return key, self._cache[key]

    def _trace(self, consts: dict) -> ModuleOp:
        from .values import wrap

        present = [self._present(p, consts) for p in self.runtime]
        args = [p for p, here in zip(self.runtime, present) if here]
        types = [self._arg_type(p, consts) for p in args]
        entry = Block(arg_types=types)
        for a, p in zip(entry.args, args):
            a.name_hint = p.name
        threads = self.block_threads(consts)
        t = Tracer(entry, threads, consts)
        prev = Tracer.current
        Tracer.current = t
        set_kernel_codes(self._codes)
        try:
            it = iter(entry.args)
            self._traced(*[wrap(next(it)) if here else None for here in present], **consts)
            t.emit(tgpu.ReturnOp(), self.loc)
        except KernelError:
            raise
        except Exception as e:  # noqa: BLE001 - an error of the user's Python code: at its line
            raise KernelError(_python_error(e), _user_frame(e, self._codes) or self.loc) from None
        finally:
            Tracer.current = prev
        func = tgpu.FuncOp(self._name(consts), (types, []), Region(entry), kernel=True)
        func.attributes["block"] = ArrayAttr([IntegerAttr(threads, i64), IntegerAttr(1, i64),
                                              IntegerAttr(1, i64)])
        ncl = consts.get(self.cluster) if isinstance(self.cluster, str) else self.cluster
        if ncl is not None and ncl != 1:  # .reqnctapercluster: CTAs of a cluster along x
            if not isinstance(ncl, int) or isinstance(ncl, bool) or not 1 <= ncl <= 16:
                raise KernelError(f"the kernel's cluster size: expected an int between 1 and 16, "
                                  f"found {ncl!r}", self.consts[self.cluster].loc
                                  if isinstance(self.cluster, str) else self.loc)
            func.attributes["cluster"] = ArrayAttr([IntegerAttr(ncl, i64), IntegerAttr(1, i64),
                                                    IntegerAttr(1, i64)])
        ctas = consts.get(self.min_ctas) if isinstance(self.min_ctas, str) else self.min_ctas
        if ctas is not None:  # .minnctapersm (PTX ISA 11.4.4): ptxas fits the registers to it
            if not isinstance(ctas, int) or isinstance(ctas, bool) or not 0 <= ctas <= 32:
                raise KernelError(f"compile-time parameter {self.min_ctas} (the kernel's min_ctas): "
                                  f"expected an int between 0 (none) and 32, found {ctas!r}",
                                  self.consts[self.min_ctas].loc)
            if ctas:
                func.attributes["tirx.min_ctas_per_sm"] = IntegerAttr(ctas, i64)
        func.location = _flc(self.loc)
        gm = tgpu.ModuleOp(StringAttr("kernels"), Region(Block([func])))
        module = ModuleOp([gm])
        try:
            verify_at(func, self.loc, nested=False)
            t.verify_pending()
        except KernelError as e:
            raise e.with_traceback(None) from None
        return module

    def block_threads(self, consts: dict) -> int:
        """The block size of a specialization (`threads=` or the parameter it names)."""
        if isinstance(self.threads, int):
            return self.threads
        named = self.threads in consts
        v = consts[self.threads] if named else _static_extent(self.threads, consts)
        if not isinstance(v, int) or isinstance(v, bool) or not 1 <= v <= 1024:
            names = [self.threads] if named else _expression_names(self.threads)
            what = (f"compile-time parameter {self.threads}" if named else
                    f"threads={self.threads!r} with " + ", ".join(f"{n} = {consts[n]!r}" for n in names))
            raise KernelError(f"{what} (the kernel's threads): expected an int between 1 and "
                              f"1024, found {v!r}", self.consts[names[0]].loc)
        return v

    def threads_for(self, **params) -> int:
        """The block size `compile(**params)` launches with."""
        return self.block_threads(self._values(params))

    # -- outputs ----------------------------------------------------------------------------

    def ir(self, *, locations: bool = True, **params) -> str:
        """The tile-level IR of one specialization (parses back with tirx-opt)."""
        try:
            key, m = self._specialized(params)
        except KernelError as e:  # the message is at the kernel's line: no front-end frames
            raise e.with_traceback(None) from None
        # The text is a function of the traced module (cached under `key`, never changed:
        # printing does not change it) and `locations` only, so it is printed once per pair.
        text = self._texts.get((key, bool(locations)))
        if text is None:
            out = StringIO()
            _LocPrinter(stream=out, print_debuginfo=locations).print_op(m)
            text = self._texts[(key, bool(locations))] = out.getvalue() + "\n"
        return text

    def compile(self, arch: str = "sm_90a", **params):
        """The runtime module (tirx_mlir.runtime.compile of the tile IR, located)."""
        try:
            return compile_located(self.ir(**params), arch, self.file)
        except KernelError as e:
            raise e.with_traceback(None) from None

    def __call__(self, *args, **kwargs):
        """A kernel is compiled and launched, not called (inside another kernel, the shared
        piece is a `@tx.macro`): a located error, not Python's "not callable"."""
        from .errors import definition_location, not_callable, user_location

        raise KernelError(not_callable(self.name), user_location() or definition_location())

    def __repr__(self) -> str:
        return f"<tx.kernel {self.name}({', '.join(p.name for p in self.params)})>"


class _LocPrinter(Printer):
    """Ops with their locations; block arguments without (tirx-opt's gpu.func syntax takes
    none, and the front end gives them none). String literals (the file of every op's
    location) print through `_bytes_literal`, one write each."""

    def print_bytes_literal(self, bytestring: bytes) -> None:
        self.print_string(_bytes_literal(bytestring))

    def print_block_argument(self, arg, print_type: bool = True) -> None:
        self.print_ssa_value(arg)
        if print_type:
            self.print_string(": ")
            self.print_attribute(arg.type)


@functools.lru_cache(maxsize=1024)
def _bytes_literal(bytestring: bytes) -> str:
    """What xDSL's `Printer.print_bytes_literal` prints for `bytestring` (quotes, escapes),
    computed by that method once per distinct literal. Keyed on the bytes alone: the text
    depends on nothing else (no indentation, no state). Sound to print with one
    `print_string`: every byte below 0x20 is escaped, so the text has no newline, and the
    column advances by its length as it would character by character. Each op's location
    repeats the kernel file's path, which xDSL prints a character per call: this was ~40%
    of `Kernel.ir`'s printing."""
    out = StringIO()
    Printer(stream=out).print_bytes_literal(bytestring)
    return out.getvalue()


def _expression_names(text: str) -> list[str] | None:
    """The names an integer expression ("128 * (1 + C)") uses; [""] when it does not parse."""
    import ast

    try:
        tree = ast.parse(text, mode="eval")
    except SyntaxError:
        return [""]
    return [n.id for n in ast.walk(tree) if isinstance(n, ast.Name)]


def _static_extent(text: str, consts: dict) -> int | None:
    """An extent named by a string: an int compile-time parameter ("N"), or integer
    arithmetic (+ - * //) over such parameters and ints ("2*N", "N//2"); None (run time)
    when it names anything else or is not a positive int."""
    import ast

    def ev(node):
        if isinstance(node, ast.Constant) and type(node.value) is int:
            return node.value
        if isinstance(node, ast.Name):
            v = consts.get(node.id)
            return v if type(v) is int else None
        if isinstance(node, ast.BinOp) and type(node.op) in (ast.Add, ast.Sub, ast.Mult, ast.FloorDiv):
            a, b = ev(node.left), ev(node.right)
            if a is None or b is None or (isinstance(node.op, ast.FloorDiv) and b == 0):
                return None
            return {ast.Add: a + b, ast.Sub: a - b, ast.Mult: a * b}.get(type(node.op)) \
                if not isinstance(node.op, ast.FloorDiv) else a // b
        return None

    try:
        v = ev(ast.parse(text, mode="eval").body)
    except SyntaxError:
        return None
    return v if v is not None and v > 0 else None


def _flc(loc: Loc):
    from xdsl.dialects.builtin import FileLineColLoc, IntAttr

    return FileLineColLoc(StringAttr(loc.file), IntAttr(loc.line), IntAttr(loc.col))


def _python_error(e: BaseException) -> str:
    if isinstance(e, NameError):
        import re

        m = re.search(r"'([^']+)'", str(e))
        name = getattr(e, "name", None) or (m.group(1) if m else "?")
        return (f"'{name}' is not defined here (a name first assigned inside a run-time loop "
                f"or `if` is local to it: assign it before the loop or branch to carry it out)")
    return f"{type(e).__name__}: {e}"


def _user_frame(e: BaseException, codes) -> Loc | None:
    from .errors import is_traced_code

    tb = e.__traceback__
    found = None
    codes = set(codes)
    while tb is not None:
        if tb.tb_frame.f_code in codes or is_traced_code(tb.tb_frame.f_code):
            line, col = _position_tb(tb)
            found = Loc(tb.tb_frame.f_code.co_filename, line, col)
        tb = tb.tb_next
    return found


def _position_tb(tb) -> tuple[int, int]:
    try:
        pos = list(tb.tb_frame.f_code.co_positions())[tb.tb_lasti // 2]
        if pos[0] is not None and pos[2] is not None:
            return pos[0], pos[2] + 1
    except (AttributeError, IndexError):
        pass
    return tb.tb_lineno, 1


def compile_located(text: str, arch: str, file: str):
    """runtime.compile(text); a failure becomes a KernelError rendered at the located op."""
    from tirx_mlir.runtime import compile as rt_compile
    from tirx_mlir.runtime.errors import CompileError
    from tirx_mlir.tools.driver import exception_diags, recording_diagnostics
    from tirx_mlir.tools.render import render

    with recording_diagnostics():
        try:
            return rt_compile(text, arch=arch)
        except CompileError as e:
            orig = e.__context__
            diags = exception_diags(orig, "tirx-to-ptx") if orig is not None else []
            if not diags or diags[0].loc is None:
                raise KernelError(str(e)).with_traceback(None) from None
            sources = {}
            for d in diags:
                if d.loc and d.loc[0] not in sources:
                    try:
                        with open(d.loc[0]) as f:
                            sources[d.loc[0]] = f.readlines()
                    except OSError:
                        pass
            text = "".join(render(d, sources) for d in diags).rstrip("\n")
            d0 = diags[0]
            raise KernelError(d0.message, Loc(*d0.loc), rendered=text).with_traceback(None) from None


def kernel(fn=None, *, threads: int = 128, name: str | None = None, min_ctas=None,
           cluster=None):
    """`@tx.kernel` or `@tx.kernel(threads=384)`; `threads="T"` takes the block size from the
    int compile-time parameter T, `threads="128 * (1 + C)"` from integer arithmetic
    (+ - * //) over such parameters. `min_ctas` (an int, or the name of an int parameter; 0:
    none): the CTAs per SM ptxas must fit the registers to (`.minnctapersm`). `cluster` (an
    int or the name of an int parameter): CTAs per cluster along x (`cluster = [n, 1, 1]`,
    none when 1). `name` may hold `{PARAM}` fields (`name="gemm_{DTYPE}"`)."""
    def deco(f):
        try:
            return Kernel(f, threads, name, min_ctas, cluster)
        except KernelError as e:
            raise e.with_traceback(None) from None

    return deco(fn) if fn is not None else deco
