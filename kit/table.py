"""The table's view: what the whole table sees (a projector facing the class), no one's hand.

A view with nothing private is composed from the seats' own views, the only views the
engine guarantees to hide what their viewer may not know: each seat's entry is taken from
*another* seat's view (so a hand shows as the others see it: a count, a back), the scores
likewise, the public part from a seat's view, and no private part. In a one-seat game the
table is that seat (the puzzle's secret is hidden from the player too), less its private part.

Its ``viewer`` is the seat whose view gave the public part, so a board draws it as that
seat would see the table; its ``table`` key is True. A draw or a widget that shows a seat's
own secrets from ``private`` finds it empty.

>>> import kit
>>> g = kit.new_game("bahamas", players=4, seed=1)
>>> v = table_view(g)
>>> v["table"], v["private"]
(True, {})
>>> v["seats"][0] == g.view(1)["seats"][0]
True
"""
from __future__ import annotations

from typing import Any

from kit.game import Game

#: The seat whose view gives the table's public part (its ``viewer``).
TABLE_SEAT = 0
#: What a viewer switch calls the table's view.
TABLE_WORDS = "The table (no one's hand: for a projector)"


def _other(seat: int, seats: int) -> int:
    """The seat whose view says what the table knows of ``seat``."""
    return (seat + 1) % seats


def table_view(game: Game) -> dict[str, Any]:
    """What everyone at the table sees (see the module docstring)."""
    n = game.num_players
    views = [game.view(p) for p in range(n)]
    first = views[TABLE_SEAT]
    seats = [views[_other(p, n)]["seats"][p] for p in range(n)]
    scores = [views[_other(p, n)]["scores"][p] for p in range(n)]
    return {**first, "seats": seats, "scores": scores, "private": {}, "table": True}
