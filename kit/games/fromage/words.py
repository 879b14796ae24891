"""Fromage steps in a person's words, from their typed moves: one place for the log, the
buttons and the board.

>>> choice_words(Choice("festival-fruit2", "hard", "festival-1"), short=True)
'gather 2 fruit at the Festival, cheese at Festival 1'
>>> chance_words(OrderCard("blue-bistro"))
'an order card is drawn: a blue cheese in the Bistro'
"""
from __future__ import annotations

from kit.games.fromage.board import SPACES, listing, order_words, space_words, spot_words, venue_title
from kit.games.fromage.moves import Choice, Layout, OrderCard


def choice_words(move: Choice, short: bool = False) -> str:
    """A turn's choice in words: "gather 2 livestock at the Festival with the soft worker,
    and make a cheese at Festival 7 (gold, blue cheese)"; ``short``: the board's brief form
    ("gather 2 livestock at the Festival, cheese at Festival 7")."""
    if move.passes:
        return "pass" if short else "pass (place no worker)"
    if move.spot is None:
        assert move.space is not None
        if short:
            return f"cheese at {_space_name(move.space)}"
        return f"make a cheese at {space_words(move.space)}"
    if short:
        out = f"gather {spot_words(move.spot)}"
        return out + (f", cheese at {_space_name(move.space)}" if move.space else "")
    out = f"gather {spot_words(move.spot)} with the {move.worker} worker"
    if move.space:
        out += f", and make a cheese at {space_words(move.space)}"
    return out


def _space_name(space_id: str) -> str:
    s = SPACES[space_id]
    return f"{venue_title(s.venue)} {s.number}"


def chance_words(move: Layout | OrderCard) -> str:
    """A chance step in words: the venues laid out, or the order card drawn."""
    if isinstance(move, Layout):
        venues = listing(venue_title(v) for v in move.venues)
        return f"the board is laid out with {venues} in quadrants 1 to 4"
    return f"an order card is drawn: {order_words(move.card)}"


__all__ = ["choice_words", "chance_words"]
