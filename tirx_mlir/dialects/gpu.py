"""xDSL's `gpu` dialect with MLIR's custom syntax.

xDSL 0.75 defines the gpu ops but gives most of them no custom format, so
`gpu.module @k { ... }` and `gpu.thread_id x` (the form MLIR prints) fail to parse.
This module subclasses xDSL's op classes -- same op names, same operands, properties and
verifiers, so `isinstance(op, xdsl.dialects.gpu.ThreadIdOp)` still holds -- and adds
`parse`/`print` methods for MLIR's syntax. The subclasses are plain Python subclasses (not
re-run through `irdl_op_definition`, which would reject the already-built field accessors):
they inherit the op definition and only override `parse`/`print`:

    gpu.module @name attributes {...} { ... }
    gpu.func @name(%a: T, ...) -> (R, ...) kernel attributes {...} { ... }
    gpu.return [%v, ... : T, ...]
    gpu.thread_id x      gpu.block_id y      gpu.block_dim z      gpu.grid_dim x
    gpu.global_id x      gpu.lane_id         gpu.barrier
    gpu.subgroup_id : index   gpu.num_subgroups : index   gpu.subgroup_size : index

Workgroup/private attributions of `gpu.func` are not supported (xDSL's FuncOp requires the
entry block arguments to be exactly the function inputs); shared memory is declared with
`memref.global` in address space 3 instead.

Ops not listed keep xDSL's classes (generic syntax). `GPU` is the Dialect to register.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects import gpu as xgpu
from xdsl.dialects.builtin import IndexType
from xdsl.ir import Attribute, Dialect
from xdsl.parser import Parser
from xdsl.printer import Printer

from tirx_mlir.dialects.syntax import parse_body, with_attrs

__all__ = [
    "GPU",
    "ModuleOp",
    "FuncOp",
    "ReturnOp",
    "ThreadIdOp",
    "BlockIdOp",
    "BlockDimOp",
    "GridDimOp",
    "GlobalIdOp",
    "LaneIdOp",
    "BarrierOp",
    "SubgroupIdOp",
    "NumSubgroupsOp",
    "SubgroupSizeOp",
    "dim",
]


def dim(name: str) -> xgpu.DimensionAttr:
    """`dim("x")` -> the gpu.dim attribute for dimension x."""
    return xgpu.DimensionAttr(xgpu.DimensionEnum(name))


class ModuleOp(xgpu.ModuleOp):
    """`gpu.module @name attributes {...} { body }`"""

    name = "gpu.module"

    @classmethod
    def parse(cls, parser: Parser) -> ModuleOp:
        sym = parser.parse_symbol_name()
        attrs = parser.parse_optional_attr_dict_with_keyword(("sym_name",))
        return with_attrs(cls(sym, parse_body(parser)), attrs)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_symbol_name(self.sym_name.data)
        printer.print_op_attributes(
            self.attributes, reserved_attr_names=("sym_name",), print_keyword=True
        )
        printer.print_string(" ")
        printer.print_region(self.body, print_entry_block_args=False, print_empty_block=False)

    def verify_(self) -> None:
        super().verify_()
        from tirx_mlir.dialects.kernel_checks import check_module

        check_module(self)  # PTX names, shared-memory sizes (dialects/kernel_checks.py)


_FUNC_RESERVED = ("sym_name", "function_type", "kernel")


def _located_argument(parser: Parser) -> Parser.Argument:
    """`%a: T` with an optional `loc(...)`, as `--print-debuginfo` prints it."""
    arg = parser.parse_argument(expect_type=True)
    arg.location = parser.parse_optional_location()
    return arg


class FuncOp(xgpu.FuncOp):
    """`gpu.func @name(%a: T, ...) [-> (R, ...)] [kernel] [attributes {...}] { body }`"""

    name = "gpu.func"

    @classmethod
    def parse(cls, parser: Parser) -> FuncOp:
        sym = parser.parse_symbol_name().data
        args = parser.parse_comma_separated_list(Parser.Delimiter.PAREN, lambda: _located_argument(parser))
        outputs: list[Attribute] = []
        if parser.parse_optional_punctuation("->") is not None:
            parsed = parser.parse_optional_comma_separated_list(
                Parser.Delimiter.PAREN, parser.parse_type
            )
            outputs = list(parsed) if parsed is not None else [parser.parse_type()]
        if parser.parse_optional_keyword("workgroup") is not None or (
            parser.parse_optional_keyword("private") is not None
        ):
            parser.raise_error(
                "gpu.func: workgroup/private attributions are not supported; "
                "declare shared memory with memref.global in address space 3"
            )
        kernel = parser.parse_optional_keyword("kernel") is not None
        attrs = parser.parse_optional_attr_dict_with_keyword(_FUNC_RESERVED)
        body = parser.parse_region(args)
        return with_attrs(cls(sym, ([a.type for a in args], outputs), body, kernel=kernel), attrs)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_symbol_name(self.sym_name.data)
        printer.print_string("(")
        printer.print_list(self.body.blocks[0].args, printer.print_block_argument)
        printer.print_string(")")
        outputs = self.function_type.outputs.data
        if outputs:
            printer.print_string(" -> ")
            if len(outputs) == 1:
                printer.print_attribute(outputs[0])
            else:
                printer.print_string("(")
                printer.print_list(outputs, printer.print_attribute)
                printer.print_string(")")
        if self.kernel is not None:
            printer.print_string(" kernel")
        printer.print_op_attributes(
            self.attributes, reserved_attr_names=_FUNC_RESERVED, print_keyword=True
        )
        printer.print_string(" ")
        printer.print_region(self.body, print_entry_block_args=False)

    def verify_(self) -> None:
        super().verify_()
        if self.kernel is not None:
            from tirx_mlir.dialects.kernel_checks import check_kernel

            check_kernel(self)  # launch shape, params, shared memory (dialects/kernel_checks.py)


class ReturnOp(xgpu.ReturnOp):
    """`gpu.return` or `gpu.return %a, %b : T1, T2`"""

    name = "gpu.return"

    def __init__(self, operands: Sequence = ()):
        super().__init__(operands)

    @classmethod
    def parse(cls, parser: Parser) -> ReturnOp:
        pos = parser.pos
        unresolved = parser.parse_optional_undelimited_comma_separated_list(
            parser.parse_optional_unresolved_operand, parser.parse_unresolved_operand
        )
        attrs = parser.parse_optional_attr_dict()
        operands = []
        if unresolved:
            parser.parse_punctuation(":")
            types = parser.parse_comma_separated_list(
                Parser.Delimiter.NONE, parser.parse_type
            )
            operands = parser.resolve_operands(unresolved, types, pos)
        op = cls(operands)
        op.attributes.update(attrs)
        return op

    def print(self, printer: Printer) -> None:
        if self.args:
            printer.print_string(" ")
            printer.print_list(self.args, printer.print_operand)
        printer.print_op_attributes(self.attributes)
        if self.args:
            printer.print_string(" : ")
            printer.print_list(self.args.types, printer.print_attribute)


def _parse_dimension(parser: Parser) -> xgpu.DimensionAttr:
    pos = parser.pos
    word = parser.parse_optional_identifier()
    if word not in ("x", "y", "z"):
        parser.raise_error(f"expected a gpu dimension x, y or z, found {word!r}", pos)
    return dim(word)


class _DimOpSyntax:
    """`gpu.<op> x` (result type index, not printed)."""

    @classmethod
    def parse(cls, parser: Parser):
        d = _parse_dimension(parser)
        attrs = parser.parse_optional_attr_dict()
        op = cls(d)
        op.attributes.update(attrs)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" " + self.dimension.data.value)
        printer.print_op_attributes(self.attributes)


def _with_syntax(syntax: type, op: type) -> type:
    """xDSL's op class `op` with the parse/print of `syntax` (same name, same definition)."""
    return type(op.__name__, (syntax, op), {"name": op.name, "__module__": __name__,
                                            "__doc__": f"`{op.name}`: {syntax.__doc__}"})


ThreadIdOp, BlockIdOp, BlockDimOp, GridDimOp, GlobalIdOp = (
    _with_syntax(_DimOpSyntax, op)
    for op in (xgpu.ThreadIdOp, xgpu.BlockIdOp, xgpu.BlockDimOp, xgpu.GridDimOp, xgpu.GlobalIdOp))


class _NoOperandSyntax:
    """`gpu.<op>` with only an optional attribute dictionary."""

    @classmethod
    def parse(cls, parser: Parser):
        attrs = parser.parse_optional_attr_dict()
        op = cls()
        op.attributes.update(attrs)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_op_attributes(self.attributes)


LaneIdOp, BarrierOp = (_with_syntax(_NoOperandSyntax, op) for op in (xgpu.LaneIdOp, xgpu.BarrierOp))


class _IndexResultSyntax:
    """`gpu.<op> : index` (MLIR prints the result type of the subgroup queries)."""

    @classmethod
    def parse(cls, parser: Parser):
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        pos = parser.pos
        t = parser.parse_type()
        if not isinstance(t, IndexType):
            parser.raise_error(f"{cls.name}: expected result type index, found {t}", pos, parser.pos)
        op = cls()
        op.attributes.update(attrs)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : index")


SubgroupIdOp, NumSubgroupsOp, SubgroupSizeOp = (
    _with_syntax(_IndexResultSyntax, op)
    for op in (xgpu.SubgroupIdOp, xgpu.NumSubgroupsOp, xgpu.SubgroupSizeOp))


_OURS = [ModuleOp, FuncOp, ReturnOp, ThreadIdOp, BlockIdOp, BlockDimOp, GridDimOp,
         GlobalIdOp, LaneIdOp, BarrierOp, SubgroupIdOp, NumSubgroupsOp, SubgroupSizeOp]
_OUR_NAMES = {op.name for op in _OURS}

GPU = Dialect(
    "gpu",
    [*_OURS, *(op for op in xgpu.GPU.operations if op.name not in _OUR_NAMES)],
    list(xgpu.GPU.attributes),
)
