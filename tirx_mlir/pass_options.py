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


#: the range every integer option must fit (xDSL takes any Python int)
INT_RANGE = (-(1 << 63), (1 << 63) - 1)


def _shown(values: tuple) -> str:
    if not values:
        return "no value"
    return ",".join(repr(v) if isinstance(v, str) else str(v).lower() if isinstance(v, bool) else str(v)
                    for v in values)


def check_spec_values(cls, spec) -> None:
    """The values of `spec` (an xDSL ArgSpec for pass class `cls`) against the option types
    the pass declares: `bool` takes true/false, `int` one integer within 64 bits, `float`
    one number, `str` one word or quoted string, `tuple[...]` a comma list. Raises
    PassOptionError naming the option, what it takes and what was found (xDSL's own message
    would be "Incompatible types: given (1,), expected <class 'bool'>"), and an unknown
    option, naming the ones the pass takes (xDSL's: "Provided arguments [...] not found in
    expected arguments [...]")."""
    import dataclasses
    import typing

    try:
        hints = typing.get_type_hints(cls)
    except Exception:  # noqa: BLE001 - unresolvable annotations: leave it to xDSL
        return
    names = {f.name for f in dataclasses.fields(cls)}
    unknown = sorted(set(spec.parameters) - names)
    if unknown:
        takes = f"its options are {', '.join(sorted(names))}" if names else "it takes no options"
        raise PassOptionError(f"{cls.name}: unknown option(s) {', '.join(unknown)}; {takes} "
                              f"(tirx-opt --list-passes)")
    for key, values in spec.parameters.items():
        t = hints.get(key)
        values = tuple(values)
        where = f"{cls.name}: option '{key}'"

        def bad(expected: str) -> NoReturn:
            raise PassOptionError(f"{where}: expected {expected}, found {_shown(values)}")

        one = values[0] if len(values) == 1 else None
        if t is bool:
            if not isinstance(one, bool):
                bad("true or false")
        elif t is int:
            if isinstance(one, bool) or not isinstance(one, int):
                bad("one integer")
            if not INT_RANGE[0] <= one <= INT_RANGE[1]:
                bad("an integer within 64 bits")
        elif t is float:
            if isinstance(one, bool) or not isinstance(one, int | float):
                bad("one number")
        elif t is str:
            if not isinstance(one, str):
                bad("one word or quoted string")
