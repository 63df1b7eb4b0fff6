"""Validating pass options: the hook each pass declares.

A pass whose options have a legal range checks them in `__post_init__` (dataclasses call it
after the fields are set, so the check runs however the pass is made: `-p name{...}`, a
pipeline spec, or `Pass(option=...)` in Python):

    @dataclass(frozen=True)
    class MyPass(ModulePass):
        name = "my-pass"
        bound: int = 0
        \"\"\"Loop iterations to model (0: automatic).\"\"\"

        def __post_init__(self) -> None:
            require(self, "bound", self.bound >= 0, "a non-negative integer")

`tirx-opt` reports a failed check as one line, `tirx-opt: error: my-pass: option 'bound':
expected a non-negative integer, found -5`, exit status 1. The string after a field is its
meaning, shown by `tirx-opt --list-passes`.
"""

from __future__ import annotations

from typing import NoReturn


class PassOptionError(ValueError):
    """An option value out of its legal range."""


def option_error(p, option: str, expected: str, found=None) -> NoReturn:
    if found is None:
        found = getattr(p, option)
    if isinstance(found, tuple):
        found = ",".join(map(str, found))
    raise PassOptionError(f"{p.name}: option '{option}': expected {expected}, found {found!r}")


def require(p, option: str, ok: bool, expected: str, found=None) -> None:
    """Raise PassOptionError unless `ok`."""
    if not ok:
        option_error(p, option, expected, found)
