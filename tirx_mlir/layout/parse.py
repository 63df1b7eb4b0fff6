"""``parse_layout(text)``: read back what ``str()`` prints for layouts and swizzles.

Grammar (whitespace is free)::

    layout    ::= composed | plain | swizzle
    composed  ::= (swizzle | plain) "o" [int "o"] plain       -- CuTe: "Sw<3,4,3> o 0 o (8,64):(64,1)"
    plain     ::= inttuple [":" inttuple]                       -- default strides: column-major
    swizzle   ::= "Sw<" int "," int "," int ">"
    inttuple  ::= int | "(" inttuple ("," inttuple)* ")"
    int       ::= ["-"] ["_"] digits                            -- CuTe prints static ints as _4

Errors raise :class:`LayoutError` with the column and a caret under the offending text.
"""

from __future__ import annotations

from .int_tuple import LayoutError
from .layout import Layout
from .swizzle import ComposedLayout, Swizzle


class _Parser:
    def __init__(self, text: str):
        self.text = text
        self.pos = 0

    def error(self, expected: str):
        found = self.text[self.pos:self.pos + 12] or "end of input"
        raise LayoutError(
            f"parse_layout: expected {expected} at column {self.pos + 1}, found {found!r}\n"
            f"  {self.text}\n  {' ' * self.pos}^")

    def ws(self):
        while self.pos < len(self.text) and self.text[self.pos].isspace():
            self.pos += 1

    def peek(self, s: str) -> bool:
        self.ws()
        return self.text.startswith(s, self.pos)

    def eat(self, s: str) -> bool:
        if self.peek(s):
            self.pos += len(s)
            return True
        return False

    def expect(self, s: str):
        if not self.eat(s):
            self.error(f"'{s}'")

    def integer(self) -> int:
        self.ws()
        start = self.pos
        neg = self.eat("-")
        self.ws()
        if self.text.startswith("_", self.pos):
            self.pos += 1
        d0 = self.pos
        while self.pos < len(self.text) and self.text[self.pos].isdigit():
            self.pos += 1
        if d0 == self.pos:
            self.pos = start
            self.error("an integer")
        v = int(self.text[d0:self.pos])
        return -v if neg else v

    def inttuple(self):
        if self.eat("("):
            items = [self.inttuple()]
            while self.eat(","):
                items.append(self.inttuple())
            self.expect(")")
            return tuple(items)
        return self.integer()

    def swizzle(self) -> Swizzle:
        self.expect("Sw<")
        b = self.integer()
        self.expect(",")
        m = self.integer()
        self.expect(",")
        s = self.integer()
        self.expect(">")
        return Swizzle(b, m, s)

    def plain(self) -> Layout:
        self.ws()
        start = self.pos
        shape = self.inttuple()
        stride = None
        if self.eat(":"):
            stride = self.inttuple()
        try:
            return Layout(shape, stride)
        except LayoutError as e:
            self.pos = start
            raise LayoutError(f"{e} (in layout at column {start + 1} of {self.text!r})") from None

    def top(self):
        outer = self.swizzle() if self.peek("Sw<") else self.plain()
        if self.eat("o"):
            save = self.pos
            offset = 0
            # optional "int o" before the inner layout
            try:
                offset = self.integer()
                if not self.eat("o"):
                    self.pos, offset = save, 0
            except LayoutError:
                self.pos, offset = save, 0
            inner = self.plain()
            result = ComposedLayout(outer, offset, inner)
        else:
            result = outer
        self.ws()
        if self.pos != len(self.text):
            self.error("end of input")
        return result


def parse_layout(text: str):
    """Parse ``"(4,(2,2)):(1,(4,8))"``, ``"8:1"``, ``"Sw<3,4,3>"`` or
    ``"Sw<3,4,3> o 0 o (8,64):(64,1)"`` into a Layout, Swizzle or ComposedLayout."""
    if not isinstance(text, str):
        raise LayoutError(f"parse_layout: expected a string, found {text!r}")
    return _Parser(text).top()
