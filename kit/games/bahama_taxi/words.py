"""Bahama Taxi's steps in words, the one place that says them: the rules' log, the widget's
buttons and the board's labels all use these.

>>> area_words("AS"), area_words("10D"), area_words("QH")
('the ace of spades', 'the 10 of diamonds', 'the queen of hearts')
>>> action_words(Action("move", ("QD",))), action_words(Action("pickup", ("2H", "8C")))
('drive to the queen of diamonds', 'pick up the citizen going from the 2 of hearts to the 8 of clubs (fare 4)')
"""
from __future__ import annotations

from kit.engine import Action
from kit.games.bahama_taxi.board import SUIT_NAMES, fare

RANK_NAMES = {"A": "ace", "J": "jack", "Q": "queen", "K": "king"}


def area_words(area: str) -> str:
    """An area (a card) as a person says it: ``'10S'`` → "the 10 of spades"."""
    rank, suit = area[:-1], area[-1]
    return f"the {RANK_NAMES.get(rank, rank)} of {SUIT_NAMES[suit]}"


def action_words(action: Action) -> str:
    """A move or a chance outcome in words (it reads only the action and the board)."""
    name, args = action.name, action.args
    if name == "draw":
        return f"draw {area_words(args[0])}"
    if name == "discard":
        return f"set aside {area_words(args[0])} so that the draw pile is even"
    if name == "move":
        return f"drive to {area_words(args[0])}"
    if name == "stay":
        return "stay on this area for the turn"
    if name == "pickup":
        origin, destination = args
        return (f"pick up the citizen going from {area_words(origin)} to {area_words(destination)} "
                f"(fare {fare(origin, destination)})")
    if name == "drop":
        return f"drop off the passengers bound for {area_words(args[0])}"
    if name == "end":
        return "end the turn"
    return "an unknown step"


__all__ = ["RANK_NAMES", "action_words", "area_words"]
