"""Bahama Taxi's steps in words, the one place that says them: the rules' log, the widget's
buttons and the board's labels all use these.

>>> area_words("AS"), area_words("10D"), area_words("QH")
('the ace of spades', 'the 10 of diamonds', 'the queen of hearts')
>>> move_words(Drive("QD"))
'drive to the queen of diamonds'
>>> move_words(Pickup(Citizen("2H", "8C")))
'pick up the citizen going from the 2 of hearts to the 8 of clubs (fare 4)'
"""
from __future__ import annotations

from kit.games.bahama_taxi.board import SUIT_NAMES, Citizen
from kit.games.bahama_taxi.moves import Discard, Draw, Drive, Drop, End, Pickup, Stay, TaxiMove

RANK_NAMES = {"A": "ace", "J": "jack", "Q": "queen", "K": "king"}


def area_words(area: str) -> str:
    """An area (a card) as a person says it: ``'10S'`` → "the 10 of spades"."""
    rank, suit = area[:-1], area[-1]
    return f"the {RANK_NAMES.get(rank, rank)} of {SUIT_NAMES[suit]}"


def citizen_words(citizen: Citizen) -> str:
    return (f"the citizen going from {area_words(citizen.origin)} to {area_words(citizen.destination)} "
            f"(fare {citizen.fare})")


def move_words(move: TaxiMove) -> str:
    """A move or a chance outcome in words (it reads only the move and the board)."""
    if isinstance(move, Draw):
        return f"draw {area_words(move.card)}"
    if isinstance(move, Discard):
        return f"set aside {area_words(move.card)} so that the draw pile is even"
    if isinstance(move, Drive):
        return f"drive to {area_words(move.area)}"
    if isinstance(move, Stay):
        return "stay on this area for the turn"
    if isinstance(move, Pickup):
        return f"pick up {citizen_words(move.citizen)}"
    if isinstance(move, Drop):
        return f"drop off the passengers bound for {area_words(move.area)}"
    assert isinstance(move, End)
    return "end the turn"


__all__ = ["RANK_NAMES", "area_words", "citizen_words", "move_words"]
