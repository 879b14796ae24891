"""Fromage's action grammar: each action's words read once into a typed move, and written
back (:func:`read`, :func:`write`). Rules, bots, words, drawing and widget use the moves;
only this module splits action words.

>>> read(Action("gather", ("villes-order2", "blue", "cheese", "villes-4")))
Choice(spot='villes-order2', worker='blue', space='villes-4')
>>> write(Choice(space="bistro-5")).text
'cheese bistro-5'
>>> read(Action("pass")) == PASS
True
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from kit.engine import Action, IllegalAction, short


@dataclass(frozen=True)
class Choice:
    """A seat's secret choice for a turn: a gather (``spot`` with the ``worker`` of that
    cheese type), a cheese (``space``), both, or neither (a pass)."""

    spot: str | None = None
    worker: str | None = None
    space: str | None = None

    @property
    def passes(self) -> bool:
        return self.spot is None and self.space is None


@dataclass(frozen=True)
class Layout:
    """Chance: the venues of quadrants 1 to 4."""

    venues: tuple[str, ...]


@dataclass(frozen=True)
class OrderCard:
    """Chance: the order card drawn (``<cheese>-<venue>``)."""

    card: str


Move = Choice | Layout | OrderCard
PASS = Choice()


@lru_cache(maxsize=4096)
def read(action: Action) -> Move:
    """The move of an action, from its words only; IllegalAction ("action syntax") if the
    words are no Fromage move (whether the spots and spaces exist is the rules' question)."""
    name, args = action.name, action.args
    if name == "pass" and not args:
        return PASS
    if name == "cheese" and len(args) == 1:
        return Choice(space=args[0])
    if name == "gather" and (len(args) == 2 or (len(args) == 4 and args[2] == "cheese")):
        return Choice(args[0], args[1], args[3] if len(args) == 4 else None)
    if name == "layout" and args:
        return Layout(args)
    if name == "order" and len(args) == 1:
        return OrderCard(args[0])
    raise IllegalAction("action syntax", f"{short(action.text)}: say pass, gather <spot> <worker>, "
                                         "cheese <space>, or gather <spot> <worker> cheese <space>")


@lru_cache(maxsize=8192)
def write(move: Move) -> Action:
    """The action of a move (the inverse of :func:`read`)."""
    if isinstance(move, Layout):
        return Action("layout", move.venues)
    if isinstance(move, OrderCard):
        return Action("order", (move.card,))
    if move.spot is not None and move.worker is not None:
        return Action("gather", (move.spot, move.worker, *(("cheese", move.space) if move.space else ())))
    if move.space is not None:
        return Action("cheese", (move.space,))
    return Action("pass")


__all__ = ["Choice", "Layout", "OrderCard", "Move", "PASS", "read", "write"]
