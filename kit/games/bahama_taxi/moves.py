"""Bahama Taxi's action grammar: every action's words read once into a typed move, and
written back. An area is a card name in canonical form (``5D``, ``10S``, ``QH``; the rules'
``_parse`` accepts other spellings such as ``5♦`` and turns them into this form).

Players: ``move 5D`` (:class:`Drive`), ``stay`` (:class:`Stay`), ``pickup 6D 8D``
(:class:`Pickup`: the citizen waiting on 6D for 8D), ``drop 8D`` (:class:`Drop`), ``end``
(:class:`End`). Chance: ``draw 5D`` (:class:`Draw`) and ``discard 5D`` (:class:`Discard`).

>>> read(Action("pickup", ("2H", "8C")))
Pickup(citizen=Citizen(origin='2H', destination='8C'))
>>> write(Drive("QD"))
Action('move QD')
"""
from __future__ import annotations

from dataclasses import dataclass

from kit.engine import Action, IllegalAction
from kit.games.bahama_taxi.board import DECK, Citizen


@dataclass(frozen=True)
class Drive:
    """Drive to a neighbouring area."""

    area: str


@dataclass(frozen=True)
class Stay:
    """Stay where the taxi is for the turn (the designer's original rule)."""


@dataclass(frozen=True)
class Pickup:
    """Pick up the citizen waiting where the taxi is."""

    citizen: Citizen


@dataclass(frozen=True)
class Drop:
    """Drop off every passenger bound for ``area`` (where the taxi is)."""

    area: str


@dataclass(frozen=True)
class End:
    """End the turn."""


@dataclass(frozen=True)
class Draw:
    """Chance: a card from the draw pile (a taxi's start, or half of a citizen)."""

    card: str


@dataclass(frozen=True)
class Discard:
    """Chance: the card set aside to make the draw pile even."""

    card: str


TaxiMove = Drive | Stay | Pickup | Drop | End | Draw | Discard

#: Every action of the game, one object each: the rules list these (comparing and hashing
#: them costs no Python call).
MOVE = {area: Action("move", (area,)) for area in DECK}
DROP = {area: Action("drop", (area,)) for area in DECK}
PICKUP = {(a, b): Action("pickup", (a, b)) for a in DECK for b in DECK}
DRAW = {area: Action("draw", (area,)) for area in DECK}
DISCARD = {area: Action("discard", (area,)) for area in DECK}
END, STAY = Action("end"), Action("stay")

#: The moves of players' actions and chance's outcomes, by action: the rules read one at
#: every step (see :func:`read`).
PLAYER_MOVES: dict[Action, Drive | Stay | Pickup | Drop | End] = {
    END: End(), STAY: Stay(), **{MOVE[a]: Drive(a) for a in DECK}, **{DROP[a]: Drop(a) for a in DECK},
    **{action: Pickup(Citizen(a, b)) for (a, b), action in PICKUP.items()},
}
CHANCE_MOVES: dict[Action, Draw | Discard] = {
    **{DRAW[a]: Draw(a) for a in DECK}, **{DISCARD[a]: Discard(a) for a in DECK},
}
_MOVES: dict[Action, TaxiMove] = {**PLAYER_MOVES, **CHANCE_MOVES}
_ACTIONS: dict[TaxiMove, Action] = {move: action for action, move in _MOVES.items()}


def read(action: Action) -> TaxiMove:
    """The move of an action."""
    move = _MOVES.get(action)
    if move is None:
        raise IllegalAction("action syntax", f"“{short_card(action.text)}” is not a Bahama Taxi move: "
                                             "as text a move reads move 5D, stay, pickup 6D 8D, "
                                             "drop 8D or end")
    return move


def short_card(text: str) -> str:
    """Text a player typed, cut to 40 characters for a refusal."""
    return text if len(text) <= 40 else text[:39] + "…"


def write(move: TaxiMove) -> Action:
    """The action of a move: the inverse of :func:`read`."""
    return _ACTIONS[move]


__all__ = ["CHANCE_MOVES", "DISCARD", "DRAW", "DROP", "END", "MOVE", "PICKUP", "PLAYER_MOVES", "STAY",
           "Discard", "Draw", "Drive", "Drop", "End", "Pickup", "Stay", "TaxiMove", "read", "short_card",
           "write"]
