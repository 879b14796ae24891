"""What a Jamaica player cannot see, as facts in words: the other players' face-down card
this round and the cards in their hands (``JamaicaGame.imagined_facts``; the search bot
counts them over the worlds it imagines, :mod:`kit.mcts_reasons`)."""
from __future__ import annotations

from collections.abc import Callable

from kit.games.jamaica.state import JamaicaState
from kit.games.jamaica.words import card_words


def imagined_facts(s: JamaicaState, player: int, name: Callable[[int], str]) -> list[str]:
    """E.g. "player 2's face-down card is “doubloons, then forward”", "player 2 holds
    “food, then gunpowder”"."""
    facts = []
    for q, hand in enumerate(s.hands):
        if q == player:
            continue
        chosen = s.chosen[q]
        if chosen is not None and not s.revealed[q]:
            facts.append(f"{name(q)}'s face-down card is “{card_words(chosen)}”")
        facts += [f"{name(q)} holds “{card_words(card)}”" for card in sorted(set(hand))]
    return facts
