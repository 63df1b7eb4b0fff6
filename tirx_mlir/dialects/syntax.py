"""Pieces of hand-written op syntax that several dialects share (the ops whose syntax a
declarative `assembly_format` cannot state: custom keywords, regions that may be empty)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from xdsl.dialects.builtin import DictionaryAttr
from xdsl.ir import Attribute, Block, Operation, Region
from xdsl.parser import Parser


def with_attrs(op: Operation, attrs: Mapping[str, Attribute] | DictionaryAttr | None) -> Operation:
    """`op` with the parsed attribute dictionary `attrs` (None: none was written) added."""
    if attrs is not None:
        op.attributes.update(attrs.data if isinstance(attrs, DictionaryAttr) else attrs)
    return op


def parse_body(parser: Parser, args: Sequence[Parser.Argument] = ()) -> Region:
    """`{ ... }`: a region of at least one block (`{}` gets an empty block)."""
    body = parser.parse_region(args)
    if not body.blocks:
        body.add_block(Block())
    return body
