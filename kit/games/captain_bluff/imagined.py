"""What a player of Captain Bluff cannot see, as facts in words: the city of each face-down
card above a carousel, and the airport cards in the other players' hands
(``CaptainBluff.imagined_facts``; the search bot counts them over the worlds it imagines,
:mod:`kit.mcts_reasons`)."""
from __future__ import annotations

from collections.abc import Callable

from kit.actions import a
from kit.games.captain_bluff.cards import AIRPORT_NAMES, CITY_NAMES, CITY_OF
from kit.games.captain_bluff.state import BluffState


def imagined_facts(s: BluffState, player: int, name: Callable[[int], str]) -> list[str]:
    """E.g. "the face-down card above carousel 3 is a Honolulu bag", "player 2 holds a
    Notice Board"."""
    facts = []
    for c, origin in enumerate(s.origins):
        if origin is not None:
            kind = f"a {CITY_NAMES[CITY_OF[origin]]} bag" if origin in CITY_OF else "an airport card"
            facts.append(f"the face-down card above carousel {c + 1} is {kind}")
    for q, hand in enumerate(s.hands):
        if q != player:
            facts += [f"{name(q)} holds {a(AIRPORT_NAMES[card])}" for card in sorted(set(hand))
                      if card in AIRPORT_NAMES]
    return facts
