"""What a player of Bahamas cannot see, as facts in words: the action cards in the other
players' hands (``Bahamas.imagined_facts``; the search bot counts them over the worlds it
imagines, :mod:`kit.mcts_reasons`)."""
from __future__ import annotations

from collections.abc import Callable

from kit.actions import a
from kit.games.bahamas.state import BahamasState
from kit.games.bahamas.words import CARD_NAMES


def imagined_facts(s: BahamasState, player: int, name: Callable[[int], str]) -> list[str]:
    """One fact for each kind of action card another player holds, e.g. "player 2 holds a
    Thief" (cash cards are left out: only their count shows, and it is public)."""
    return [f"{name(q)} holds {a(CARD_NAMES.get(card, card))}"
            for q, hand in enumerate(s.hands) if q != player for card in sorted(set(hand))]
