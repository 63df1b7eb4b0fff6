"""The AST transformation of a kernel function: loops and branches become calls that the
tracer turns into scf ops (control.py), line numbers kept, so that every frame of the
transformed code reports the user's line and column.

    for i in ITER:            def __tx_for_1(i, __tx_c):
        BODY                      a, b = __tx_c
                                  BODY
                                  return (a, b)
                              __tx_c = __tx_for(ITER, __tx_for_1, (peek(a), peek(b)), ...)
                              a, b = __tx_c            # then `del` the names left undefined

(`a`, `b`: the names BODY assigns.) `if` becomes two branch functions the same way.
Constructs that have no meaning in a traced kernel are refused at their line: `for...else`,
`break`/`continue`/`return` inside a transformed loop or branch, `global`/`nonlocal`,
`yield`, `try`, `async`, classes, and a `return` with a value.
"""

from __future__ import annotations

import ast
import inspect
import textwrap

from .errors import KernelError, Loc

HELPERS = ("__tx_for", "__tx_if", "__tx_peek", "__tx_UNDEF", "__tx_range")


def _assigned(stmts) -> list[str]:
    """Names bound by `stmts` at their own level (not inside nested functions), in order."""
    out: list[str] = []

    def visit(node):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda | ast.ClassDef):
            if isinstance(node, ast.FunctionDef) and not node.name.startswith("__tx_"):
                out.append(node.name)
            return
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            out.append(node.id)
        for child in ast.iter_child_nodes(node):
            visit(child)

    for s in stmts:
        visit(s)
    seen = []
    for n in out:
        if n not in seen and not n.startswith("__tx_"):
            seen.append(n)
    return seen


def _target_names(t) -> list[str]:
    return [n.id for n in ast.walk(t) if isinstance(n, ast.Name)]


class _Refuse(ast.NodeVisitor):
    """Finds break/continue/return at the level of a body being transformed."""

    def __init__(self, file: str, what: str):
        self.file, self.what = file, what

    def generic_visit(self, node):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda | ast.ClassDef):
            return
        if isinstance(node, ast.Break | ast.Continue | ast.Return):
            kw = type(node).__name__.lower()
            raise KernelError(f"'{kw}' inside a {self.what} of a kernel is not supported: loops "
                              f"and branches are traced (for a run-time one: scf ops, which "
                              f"have no early exit); restructure with a condition",
                              Loc(self.file, node.lineno, node.col_offset + 1))
        super().generic_visit(node)


class Transformer(ast.NodeTransformer):
    def __init__(self, file: str):
        self.file = file
        self.n = 0

    def _loc(self, node) -> Loc:
        return Loc(self.file, node.lineno, node.col_offset + 1)

    def _refuse(self, node, what: str):
        raise KernelError(f"{what} is not supported in a kernel", self._loc(node))

    def visit_Global(self, node):
        self._refuse(node, "'global'")

    def visit_Nonlocal(self, node):
        self._refuse(node, "'nonlocal'")

    def visit_Yield(self, node):
        self._refuse(node, "'yield'")

    visit_YieldFrom = visit_Yield

    def visit_Try(self, node):
        self._refuse(node, "'try'")

    visit_TryStar = visit_Try

    def visit_AsyncFunctionDef(self, node):
        self._refuse(node, "'async def'")

    visit_AsyncFor = visit_AsyncWith = visit_Await = visit_AsyncFunctionDef

    def visit_ClassDef(self, node):
        self._refuse(node, "a class definition")

    def _unpack(self, names, node) -> list[ast.stmt]:
        if not names:
            return []
        tgt = ast.Tuple([ast.Name(n, ast.Store()) for n in names], ast.Store())
        out = [ast.Assign([tgt], ast.Name("__tx_c", ast.Load()))]
        for n in names:
            out.append(ast.If(
                ast.Compare(ast.Name(n, ast.Load()), [ast.Is()], [ast.Name("__tx_UNDEF", ast.Load())]),
                [ast.Delete([ast.Name(n, ast.Del())])], []))
        return [ast.copy_location(s, node) for s in out]

    def _ret(self, names, node) -> ast.stmt:
        # peeked: a name a nested loop or branch left undefined (deleted) returns UNDEF
        return ast.copy_location(ast.Return(self._peeks(names)), node)

    def _peeks(self, names) -> ast.Tuple:
        return ast.Tuple([ast.Call(ast.Name("__tx_peek", ast.Load()),
                                   [ast.Lambda(ast.arguments([], [], None, [], [], None, []),
                                               ast.Name(n, ast.Load()))], []) for n in names],
                         ast.Load())

    def _fn(self, name, params, body, node) -> ast.FunctionDef:
        args = ast.arguments([], [ast.arg(p) for p in params], None, [], [], None, [])
        fn = ast.FunctionDef(name, args, body, [], None)
        return ast.copy_location(fn, node)

    def _call(self, helper, args, names, node) -> ast.stmt:
        call = ast.Call(ast.Name(helper, ast.Load()),
                        [*args, ast.Tuple([ast.Constant(n) for n in names], ast.Load()),
                         ast.Constant(node.lineno), ast.Constant(node.col_offset + 1),
                         ast.Constant(self.file)], [])
        return ast.copy_location(ast.Assign([ast.Name("__tx_c", ast.Store())], call), node)

    def visit_For(self, node: ast.For):
        self.generic_visit(node)
        if node.orelse:
            self._refuse(node.orelse[0], "'for ... else'")
        for s in node.body:
            _Refuse(self.file, "loop").visit(s)
        self.n += 1
        it = node.iter
        if isinstance(it, ast.Call) and isinstance(it.func, ast.Name) and it.func.id == "range":
            it = ast.copy_location(ast.Call(ast.Name("__tx_range", ast.Load()), it.args, it.keywords), it)
        targets = _target_names(node.target)
        names = [n for n in _assigned(node.body) if n not in targets]
        if isinstance(node.target, ast.Name):
            var, prolog = node.target.id, []
        else:
            var = "__tx_item"
            prolog = [ast.copy_location(ast.Assign([node.target], ast.Name(var, ast.Load())), node)]
        unpack_in = self._unpack(names, node)[:1]
        body = unpack_in + prolog + node.body + [self._ret(names, node)]
        fn = self._fn(f"__tx_for_{self.n}", [var, "__tx_c"], body, node)
        call = self._call("__tx_for", [it, ast.Name(fn.name, ast.Load()), self._peeks(names)], names, node)
        return [fn, call, *self._unpack(names, node)]

    def visit_If(self, node: ast.If):
        self.generic_visit(node)
        for s in node.body + node.orelse:
            _Refuse(self.file, "branch").visit(s)
        self.n += 1
        names = _assigned(node.body + node.orelse)
        fns = []
        for tag, stmts in (("then", node.body), ("else", node.orelse or [ast.Pass()])):
            stmts = [ast.copy_location(s, node) if not hasattr(s, "lineno") else s for s in stmts]
            body = self._unpack(names, node)[:1] + stmts + [self._ret(names, node)]
            fns.append(self._fn(f"__tx_{tag}_{self.n}", ["__tx_c"], body, node))
        call = self._call("__tx_if", [node.test, ast.Name(fns[0].name, ast.Load()),
                                      ast.Name(fns[1].name, ast.Load()), self._peeks(names)],
                          names, node)
        return [*fns, call, *self._unpack(names, node)]


def transform(fn, returns: bool = False) -> tuple[ast.FunctionDef, str, int]:
    """The transformed FunctionDef of `fn`, its file, and the line of its `def`. `returns`
    (a `@tx.macro`): `return value` is allowed as a statement of the function's own body (not
    inside a loop or branch, which the transformation refuses)."""
    file = inspect.getsourcefile(fn) or "<kernel>"
    lines, first = inspect.getsourcelines(fn)
    src = "".join(lines)
    dedented = textwrap.dedent(src)
    indent = len(src.split("\n")[0]) - len(dedented.split("\n")[0])
    tree = ast.parse(dedented)
    ast.increment_lineno(tree, first - 1)
    if indent:
        for n in ast.walk(tree):
            if hasattr(n, "col_offset"):
                n.col_offset += indent
                if getattr(n, "end_col_offset", None) is not None:
                    n.end_col_offset += indent
    fdef = tree.body[0]
    if not isinstance(fdef, ast.FunctionDef):
        raise KernelError("@tx.kernel expects a function definition", Loc(file, first, 1))
    fdef.decorator_list = []
    top = {id(s) for s in fdef.body} if returns else set()
    for stmt in ast.walk(fdef):
        if isinstance(stmt, ast.Return) and stmt.value is not None and id(stmt) not in top:
            raise KernelError("a kernel returns nothing: write its outputs with tx.copy" if not returns
                              else "a macro returns from its own body only, not from inside a "
                                   "loop or branch (they are traced: assign a name there and "
                                   "return it after)", Loc(file, stmt.lineno, stmt.col_offset + 1))
    body = []
    t = Transformer(file)
    for s in fdef.body:
        r = t.visit(s)
        body.extend(r if isinstance(r, list) else [r])
    fdef.body = body
    ast.fix_missing_locations(fdef)
    return fdef, file, fdef.lineno


def compile_kernel(fn, returns: bool = False):
    """(the transformed function, its code objects, its FunctionDef); `returns`: a macro's
    (transform)."""
    from . import control

    fdef, file, _ = transform(fn, returns)
    module = ast.Module([fdef], [])
    code = compile(module, file, "exec")
    ns = dict(fn.__globals__)
    if fn.__closure__:
        for name, cell in zip(fn.__code__.co_freevars, fn.__closure__):
            try:
                ns[name] = cell.cell_contents
            except ValueError:  # not bound yet (the kernel naming itself): undefined in the kernel
                pass
    ns.update({"__tx_for": control.tx_for, "__tx_if": control.tx_if, "__tx_peek": control.peek,
               "__tx_UNDEF": control.UNDEF, "__tx_range": control.tx_range})
    exec(code, ns)  # noqa: S102 - the user's own kernel source, transformed
    codes = []

    def collect(c):
        codes.append(c)
        for k in c.co_consts:
            if hasattr(k, "co_consts"):
                collect(k)

    collect(code)
    traced = ns[fdef.name]
    if not returns:  # inside its body the kernel's name is the kernel, which is not called
        ns[fdef.name] = _not_callable(fdef.name)
    return traced, codes, fdef


def _not_callable(name: str):
    def call(*args, **kwargs):
        from .errors import fail, not_callable

        fail(not_callable(name))

    return call
