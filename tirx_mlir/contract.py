"""A kernel's argument contract: relations between its arguments' extents, its scalars and its
launch, declared in the kernel's IR and checked by the runtime before every launch.

Three optional `gpu.func` attributes (docs/runtime.md, "Argument contracts"):

    tirx.arg_shapes  = [["n"], ["n"], ["n"]]
        one entry per argument. A memref (or !tile.global) argument: an array with one entry
        per dimension, a shape symbol (a string), an integer, or "?" (unconstrained). A scalar
        argument: a symbol that its value binds, or "?". Every use of one symbol must see
        the same value: `vector_add(a[8], b[8], c[16])` is refused.
    tirx.constraints = ["grid.x <= rows", "block.x * 16 == cols"]
        comparisons (==, !=, <=, <, >=, >) between integer expressions (+ - * / % and
        parentheses; `/` is integer division) of shape symbols, integers and the launch's
        grid.x/y/z and block.x/y/z.
    tirx.inplace = [[2, 0]]
        pairs [written argument, other argument] that may share memory. Any other overlap
        between an argument the kernel writes and another array argument is refused.

`Contract.from_func(func)` reads and checks the declaration (ValueError with what is wrong);
`Contract.check(...)` returns the problems of one launch. Both are pure Python; the
contract travels in the kernel's ABI (`extra["contract"]`, JSON) so a cache hit needs no IR.
"""

from __future__ import annotations

import ast
import operator
from dataclasses import dataclass, field

_CMP = {ast.Eq: operator.eq, ast.NotEq: operator.ne, ast.LtE: operator.le, ast.Lt: operator.lt,
        ast.GtE: operator.ge, ast.Gt: operator.gt}
_CMP_TEXT = {ast.Eq: "==", ast.NotEq: "!=", ast.LtE: "<=", ast.Lt: "<", ast.GtE: ">=", ast.Gt: ">"}
_BIN = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.floordiv,
        ast.FloorDiv: operator.floordiv, ast.Mod: operator.mod}
LAUNCH_NAMES = {f"{w}.{a}" for w in ("grid", "block") for a in "xyz"}


def _names(node: ast.AST) -> set[str]:
    """The names an expression uses (grid.x spelled as one name)."""
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
        return {f"{node.value.id}.{node.attr}"}
    if isinstance(node, ast.Name):
        return {node.id}
    out: set[str] = set()
    for child in ast.iter_child_nodes(node):
        out |= _names(child)
    return out


def _parse_constraint(text: str) -> ast.Compare:
    try:
        tree = ast.parse(text, mode="eval").body
    except SyntaxError as exc:
        raise ValueError(f"constraint {text!r}: expected `expr <op> expr`, found a syntax error ({exc.msg})") from None
    if not (isinstance(tree, ast.Compare) and len(tree.ops) == 1 and type(tree.ops[0]) in _CMP):
        raise ValueError(f"constraint {text!r}: expected one comparison (==, !=, <=, <, >=, >)")
    for node in ast.walk(tree):
        ok = isinstance(node, (ast.Compare, ast.BinOp, ast.UnaryOp, ast.USub, ast.Name, ast.Load, ast.Attribute,
                               *_CMP, *_BIN)) or (isinstance(node, ast.Constant) and type(node.value) is int)
        if not ok:
            raise ValueError(f"constraint {text!r}: expected integers, symbols, grid.x/y/z, block.x/y/z and "
                             f"+ - * / %, found {ast.dump(node)[:40]}")
    for n in _names(tree):
        if "." in n and n not in LAUNCH_NAMES:
            raise ValueError(f"constraint {text!r}: expected grid.x/y/z or block.x/y/z, found {n}")
    return tree


def _eval(node: ast.AST, env: dict[str, int]) -> int:
    if isinstance(node, ast.Constant):
        return node.value
    if isinstance(node, ast.Attribute):
        return env[f"{node.value.id}.{node.attr}"]
    if isinstance(node, ast.Name):
        return env[node.id]
    if isinstance(node, ast.UnaryOp):
        return -_eval(node.operand, env)
    if isinstance(node, ast.BinOp):
        rhs = _eval(node.right, env)
        if isinstance(node.op, (ast.Div, ast.FloorDiv, ast.Mod)) and rhs == 0:
            raise ZeroDivisionError
        return _BIN[type(node.op)](_eval(node.left, env), rhs)
    raise ValueError(ast.dump(node))


@dataclass
class Contract:
    shapes: list = field(default_factory=list)  # per argument: list of dim entries, a symbol, or None
    constraints: list[str] = field(default_factory=list)
    inplace: list[tuple[int, int]] = field(default_factory=list)
    written: list[int] = field(default_factory=list)  # arguments the kernel writes (from its IR)

    def to_json(self) -> dict:
        return {"shapes": self.shapes, "constraints": self.constraints,
                "inplace": [list(p) for p in self.inplace], "written": self.written}

    @classmethod
    def from_json(cls, d: dict) -> "Contract":
        return cls(list(d.get("shapes", [])), list(d.get("constraints", [])),
                   [tuple(p) for p in d.get("inplace", [])], list(d.get("written", [])))

    # -- from the IR ----------------------------------------------------------------------
    @classmethod
    def from_func(cls, func) -> "Contract":
        """Read (and check) the declaration on a `gpu.func`; ValueError names the problem."""
        from xdsl.dialects.builtin import ArrayAttr, IntegerAttr, StringAttr

        inputs = func.function_type.inputs.data
        if "tirx.profile" in func.attributes:  # profile-instrument appended the buffer's address
            inputs = inputs[:-1]
        c = cls(written=written_arguments(func))
        shapes = func.attributes.get("tirx.arg_shapes")
        if shapes is not None:
            if not isinstance(shapes, ArrayAttr) or len(shapes.data) != len(inputs):
                raise ValueError(f"tirx.arg_shapes: expected an array with one entry per argument "
                                 f"({len(inputs)}), found {shapes}")
            for i, (entry, t) in enumerate(zip(shapes.data, inputs)):
                if hasattr(t, "box_dims"):  # a tensor map (tile-dispatch's form of a tensor): its box is checked
                    c.shapes.append(None)
                    continue
                rank = len(t.get_shape()) if hasattr(t, "get_shape") else None
                if rank is None:
                    if not isinstance(entry, StringAttr):
                        raise ValueError(f"tirx.arg_shapes: argument {i} is a scalar: expected a symbol or \"?\", "
                                         f"found {entry}")
                    c.shapes.append(None if entry.data == "?" else entry.data)
                    continue
                if not isinstance(entry, ArrayAttr) or len(entry.data) != rank:
                    raise ValueError(f"tirx.arg_shapes: argument {i} has rank {rank}: expected {rank} entries, "
                                     f"found {entry}")
                dims = []
                for d, static in zip(entry.data, t.get_shape()):
                    if isinstance(d, IntegerAttr):
                        if static >= 0 and d.value.data != static:
                            raise ValueError(f"tirx.arg_shapes: argument {i}: {d.value.data} contradicts the static "
                                             f"extent {static}")
                        dims.append(d.value.data)
                    elif isinstance(d, StringAttr) and (d.data == "?" or d.data.isidentifier()):
                        dims.append(None if d.data == "?" else d.data)
                    else:
                        raise ValueError(f"tirx.arg_shapes: argument {i}: expected a symbol, an integer or \"?\" "
                                         f"per dimension, found {d}")
                c.shapes.append(dims)
        cons = func.attributes.get("tirx.constraints")
        if cons is not None:
            if not isinstance(cons, ArrayAttr) or not all(isinstance(x, StringAttr) for x in cons.data):
                raise ValueError(f"tirx.constraints: expected an array of strings, found {cons}")
            symbols = c.symbols()
            for x in cons.data:
                tree = _parse_constraint(x.data)
                unknown = sorted(n for n in _names(tree) if "." not in n and n not in symbols)
                if unknown:
                    raise ValueError(f"constraint {x.data!r}: expected symbols of tirx.arg_shapes "
                                     f"({', '.join(sorted(symbols)) or 'none'}), found {', '.join(unknown)}")
                c.constraints.append(x.data)
        inplace = func.attributes.get("tirx.inplace")
        if inplace is not None:
            ok = isinstance(inplace, ArrayAttr) and all(
                isinstance(p, ArrayAttr) and len(p.data) == 2 and all(isinstance(v, IntegerAttr) for v in p.data)
                for p in inplace.data)
            if not ok:
                raise ValueError(f"tirx.inplace: expected an array of [written, other] argument index pairs, "
                                 f"found {inplace}")
            for p in inplace.data:
                a, b = (v.value.data for v in p.data)
                if not (0 <= a < len(inputs) and 0 <= b < len(inputs)):
                    raise ValueError(f"tirx.inplace: expected argument indices in [0, {len(inputs)}), found [{a}, {b}]")
                c.inplace.append((a, b))
        return c

    def symbols(self) -> set[str]:
        out = set()
        for s in self.shapes:
            if isinstance(s, str):
                out.add(s)
            elif isinstance(s, list):
                out |= {d for d in s if isinstance(d, str)}
        return out

    # -- at a launch --------------------------------------------------------------------
    def check(self, names: list[str], shapes: dict[int, tuple[int, ...]], scalars: dict[int, int],
              grid: tuple[int, int, int] | None = None, block: tuple[int, int, int] | None = None) -> list[str]:
        """Problems of one launch. `shapes`: argument index -> array shape; `scalars`:
        argument index -> integer value; `names`: argument names for messages."""
        env: dict[str, int] = {}
        seen: dict[str, str] = {}
        problems = []

        def bind(sym: str, value: int, where: str) -> None:
            if sym in env and env[sym] != value:
                problems.append(f"{where} is {value}, but '{sym}' = {env[sym]} from {seen[sym]} "
                                f"(the kernel's tirx.arg_shapes)")
            elif sym not in env:
                env[sym], seen[sym] = value, where

        for i, s in enumerate(self.shapes):
            what = f"argument {i} ('{names[i]}')"
            if isinstance(s, str) and i in scalars:
                bind(s, scalars[i], what)
            elif isinstance(s, list) and i in shapes:
                for d, (want, got) in enumerate(zip(s, shapes[i])):
                    if isinstance(want, int) and want != got:
                        problems.append(f"{what} dimension {d} is {got}, expected {want} (tirx.arg_shapes)")
                    elif isinstance(want, str):
                        bind(want, got, f"{what} dimension {d}")
        for key, dims in (("grid", grid), ("block", block)):
            if dims is not None:
                env.update({f"{key}.{a}": v for a, v in zip("xyz", dims)})
        for text in self.constraints:
            tree = _parse_constraint(text)
            try:
                lhs, rhs = _eval(tree.left, env), _eval(tree.comparators[0], env)
            except KeyError:
                continue  # a launch quantity not given (e.g. bind() without a launch)
            except ZeroDivisionError:
                problems.append(f"constraint {text!r} divides by zero")
                continue
            if not _CMP[type(tree.ops[0])](lhs, rhs):
                known = ", ".join(f"{n} = {env[n]}" for n in sorted(_names(tree)) if n in env)
                problems.append(f"expected {text} (the kernel's tirx.constraints), found {lhs} "
                                f"{_CMP_TEXT[type(tree.ops[0])]} {rhs} is false ({known})")
        return problems


# -- which arguments a kernel writes -------------------------------------------------------

#: op name -> name of the operand it writes through
WRITES = {"memref.store": "memref", "vector.store": "base", "tile.copy": "dst", "tile.copy_async": "dst",
          "tile.store_async": "dst", "memref.atomic_rmw": "memref", "memref.generic_atomic_rmw": "memref"}


def written_arguments(func) -> list[int]:
    """Indices of the kernel arguments some op writes through (following view and cast
    ops back to the argument); before lowering."""
    from xdsl.ir import BlockArgument

    if not func.body.blocks:
        return []
    args = func.body.blocks[0].args
    out = set()
    for op in func.walk():
        operand = WRITES.get(op.name)
        if operand is None:
            continue
        v = getattr(op, operand, None)
        for _ in range(64):
            if isinstance(v, BlockArgument) or v is None:
                break
            owner = getattr(v, "owner", None)
            if owner is None or not owner.operands or not owner.name.endswith(("view", "cast", "subview")):
                v = None
                break
            v = owner.operands[0]
        if isinstance(v, BlockArgument) and v.block is func.body.blocks[0]:
            out.add(v.index)
    return sorted(out)
