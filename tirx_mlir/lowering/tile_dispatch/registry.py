"""The variant registry of `tile-dispatch`.

A *variant* is one way to implement a tile primitive (`tile.copy` through TMA, through
16-byte vector loads, ...). It declares

* `family`: the op it implements (`"tile.copy"`),
* `name`: what a `dispatch = "name"` attribute calls it,
* `priority`: an integer, unique within the family (higher is tried first),
* `predicates`: `(description, fn)` pairs; `fn(op) -> (ok, reason)` looks at the operands'
  memory spaces, layouts, shapes, dtypes and the op's scope and says why it does not apply,
* `lower(op, ctx)`: the rewrite that replaces the op with aproxy / nvvm / arith / scf IR.

Selection is deterministic: variants are tried in descending priority; the first whose
predicates all hold wins. A `dispatch` attribute forces a variant (an error, naming the
failed predicates, if they do not hold). When no variant applies, the error lists every
variant of the family with the reason it declined.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from xdsl.dialects.builtin import StringAttr
from xdsl.ir import Operation

__all__ = ["Predicate", "Variant", "Registry", "DispatchError", "REGISTRY", "variant"]

PredicateFn = Callable[[Operation], tuple[bool, str]]


class DispatchError(Exception):
    """No variant applies, or a forced one does not; the message is the diagnostic."""


@dataclass(frozen=True)
class Predicate:
    """`what`: what must hold, e.g. "src in global memory"; `fn(op) -> (ok, reason)`."""

    what: str
    fn: PredicateFn

    def check(self, op: Operation) -> tuple[bool, str]:
        ok, reason = self.fn(op)
        return bool(ok), reason


@dataclass(frozen=True)
class Variant:
    family: str
    name: str
    priority: int
    predicates: tuple[Predicate, ...]
    lower: Callable = field(compare=False)
    doc: str = ""

    def first_failure(self, op: Operation) -> str | None:
        """The reason of the first predicate that does not hold; None if all hold."""
        for p in self.predicates:
            ok, reason = p.check(op)
            if not ok:
                return reason
        return None

    def failures(self, op: Operation) -> list[str]:
        """The reasons of every predicate that does not hold."""
        out = []
        for p in self.predicates:
            ok, reason = p.check(op)
            if not ok:
                out.append(reason)
        return out


class Registry:
    """Variants by family, kept in (descending priority, name) order."""

    def __init__(self) -> None:
        self._by_family: dict[str, list[Variant]] = {}

    def register(self, v: Variant) -> Variant:
        family = self._by_family.setdefault(v.family, [])
        for other in family:
            if other.name == v.name:
                raise ValueError(f"tile-dispatch: variant '{v.name}' of {v.family} is "
                                 "registered twice")
            if other.priority == v.priority:
                raise ValueError(
                    f"tile-dispatch: variants '{other.name}' and '{v.name}' of {v.family} "
                    f"share priority {v.priority}; priorities must be unique in a family so "
                    "that dispatch is deterministic")
        family.append(v)
        family.sort(key=lambda x: (-x.priority, x.name))
        return v

    def families(self) -> list[str]:
        return sorted(self._by_family)

    def variants(self, family: str) -> Sequence[Variant]:
        return tuple(self._by_family.get(family, ()))

    def get(self, family: str, name: str) -> Variant | None:
        for v in self._by_family.get(family, ()):
            if v.name == name:
                return v
        return None

    def select(self, op: Operation) -> Variant:
        """The variant that implements `op`, or DispatchError with the diagnostic."""
        family = op.name
        variants = self.variants(family)
        if not variants:
            raise DispatchError(f"{family}: no dispatch variants are registered for this op")
        forced = op.attributes.get("dispatch")
        if forced is not None:
            name = forced.data if isinstance(forced, StringAttr) else str(forced)
            v = self.get(family, name)
            if v is None:
                known = ", ".join(x.name for x in variants)
                raise DispatchError(f"{family}: dispatch = \"{name}\" names no variant; "
                                    f"expected one of {known}")
            fails = v.failures(op)
            if fails:
                raise DispatchError(f"{family}: forced variant '{name}' does not apply: "
                                    + "; ".join(fails))
            return v
        declined = []
        for v in variants:
            reason = v.first_failure(op)
            if reason is None:
                return v
            declined.append(f"  {v.name} (priority {v.priority}): {reason}")
        return self._raise_none(family, declined)

    @staticmethod
    def _raise_none(family: str, declined: list[str]):
        raise DispatchError(f"{family}: no dispatch variant applies; declined:\n"
                            + "\n".join(declined))


REGISTRY = Registry()


def variant(family: str, name: str, priority: int,
            predicates: Sequence[tuple[str, PredicateFn]], doc: str = "",
            registry: Registry | None = None):
    """Decorator: register the decorated `lower(op, ctx)` as a variant."""

    def deco(lower):
        (registry or REGISTRY).register(Variant(
            family, name, priority, tuple(Predicate(w, f) for w, f in predicates), lower,
            doc or (lower.__doc__ or "").strip().split("\n")[0]))
        return lower

    return deco
