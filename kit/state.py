"""The state of a game: one dataclass of plain values, copied without a deep copy.

>>> from dataclasses import dataclass, field
>>> @dataclass
... class Pile(State):
...     cards: list[int] = field(default_factory=list)
>>> a = Pile([1, 2]); b = a.copy(); b.cards.append(3); a.cards
[1, 2]
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Self

from kit.actions import Action

#: Types whose values a copy shares; frozen dataclasses join it when first met.
_ATOMIC = {int, float, str, bool, type(None), tuple, frozenset, bytes, Action}


def _is_frozen(kind: type) -> bool:
    params = getattr(kind, "__dataclass_params__", None)
    if params is not None and params.frozen:
        _ATOMIC.add(kind)
        return True
    return False


def copy_value(value: Any) -> Any:
    """A structural copy of plain state values: lists, dicts, sets and dataclasses are
    copied, immutable values (numbers, text, tuples, frozen dataclasses) shared.

    >>> a = {"hand": [1, 2], "top": (3, 4)}
    >>> b = copy_value(a); b["hand"].append(5); a["hand"]
    [1, 2]
    """
    kind = type(value)
    if kind in _ATOMIC:
        return value
    if kind is list:
        if all(map(_ATOMIC.__contains__, map(type, value))):  # the usual case, at C speed
            return value[:]
        return [x if type(x) in _ATOMIC else copy_value(x) for x in value]
    if kind is dict:
        return {k: (x if type(x) in _ATOMIC else copy_value(x)) for k, x in value.items()}
    if kind is set:
        return set(value)
    if _is_frozen(kind):
        return value
    if isinstance(value, State):
        return value.copy()
    copier = getattr(value, "copy", None)
    if copier is not None:  # e.g. numpy arrays, collections.Counter
        return copier()
    raise TypeError(f"cannot copy a {kind.__name__} in a game state")


_FIELDS_OF: dict[type, tuple[str, ...]] = {}


@dataclass
class State:
    """Base of every game's state dataclass: plain values only (numbers, text, tuples,
    lists, dicts, sets, frozen dataclasses, nested State), so that :meth:`copy` is cheap.
    Every state has a ``phase``. The position is the dataclass fields and nothing else."""

    def copy(self) -> Self:
        kind = type(self)
        names = _FIELDS_OF.get(kind)
        if names is None:
            names = _FIELDS_OF[kind] = tuple(f.name for f in dataclasses.fields(kind))
        new = object.__new__(kind)
        # Attribute by attribute, never through __dict__: reading an instance's __dict__
        # makes every later attribute access on it slower (CPython's inline values).
        for name in names:
            value = getattr(self, name)
            setattr(new, name, value if type(value) in _ATOMIC else copy_value(value))
        return new

