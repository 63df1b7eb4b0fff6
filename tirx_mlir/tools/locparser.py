"""xDSL's MLIR parser, recording where each op was written.

* Every op parsed without an explicit `loc(...)` gets `loc("file":line:col)`, the line and
  column of its name (where mlir-opt puts them), with `line_offset` added for the chunks of
  `--split-input-file` so that lines are those of the whole file.
* A value used but never defined is reported at its first use ("use of undefined value
  '%x'"), not at the end of the input.
* An input of whitespace and comments only is an empty module (as in mlir-opt).
"""

from __future__ import annotations

import bisect

from xdsl.dialects.builtin import FileLineColLoc, IntAttr, ModuleOp, StringAttr, UnknownLoc
from xdsl.utils.exceptions import ParseError
from xdsl.utils.mlir_lexer import MLIRTokenKind

from tirx_mlir.source import TirxParser  # nesting, literal and type checks (tirx_mlir/source.py)


class LocatingParser(TirxParser):
    def __init__(self, ctx, text: str, name: str, line_offset: int = 0):
        super().__init__(ctx, text, name)
        self._file = StringAttr(name)
        self._line_offset = line_offset
        self._newlines = [i for i, c in enumerate(text) if c == "\n"]
        self._name_pos: list[int] = []
        self._first_use: dict[str, object] = {}

    def line_col(self, pos: int) -> tuple[int, int]:
        """1-based line (of the whole file) and column of a position in this chunk."""
        line = bisect.bisect_left(self._newlines, pos)
        start = self._newlines[line - 1] + 1 if line else 0
        return line + 1 + self._line_offset, pos - start + 1

    # The op's name follows its result list: remember where it starts.
    def _parse_op_result_list(self):
        res = super()._parse_op_result_list()
        self._name_pos.append(self._current_token.span.start)
        return res

    def parse_operation(self):
        depth = len(self._name_pos)
        try:
            op = super().parse_operation()
            if isinstance(op.location, UnknownLoc) and len(self._name_pos) > depth:
                line, col = self.line_col(self._name_pos[depth])
                op.location = FileLineColLoc(self._file, IntAttr(line), IntAttr(col))
            return op
        finally:
            del self._name_pos[depth:]

    def resolve_operand(self, operand, type):
        name = operand.operand_name
        if name not in self.ssa_values:
            self._first_use.setdefault(name, operand.span)
        return super().resolve_operand(operand, type)

    def parse_module(self, allow_implicit_module: bool = True) -> ModuleOp:
        if allow_implicit_module and self._current_token.kind == MLIRTokenKind.EOF:
            return ModuleOp([])
        try:
            module = super().parse_module(allow_implicit_module)
            if not allow_implicit_module and self._current_token.kind != MLIRTokenKind.EOF:
                # xDSL would stop after the first op and drop the rest silently
                self.raise_error("expected a single top-level builtin.module (--no-implicit-module), found "
                                 f"more input after it: '{self._current_token.text}'", self._current_token.span)
            return module
        except ParseError as e:
            undefined = [n for n in self.forward_ssa_references if n in self._first_use]
            if undefined and e.msg.startswith("values used but not defined"):
                first = min(undefined, key=lambda n: self._first_use[n].start)
                self.raise_error(f"use of undefined value '%{first}'", self._first_use[first])
            raise
