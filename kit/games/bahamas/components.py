"""Bahamas' components as data: the kit-default table (die faces, cash cards, the action
deck), the rulebook's setup table and characters, and the chances of a roll or of a look at
two random cards.

>>> STARTING[4], HAND_LIMIT
((2, 1, 1), 4)
>>> [(faces, round(p, 4)) for faces, p in roll_outcomes(1, ("action", "cash"))]
[(('action',), 0.5), (('cash',), 0.5)]
"""
from __future__ import annotations

import json
import math
from collections.abc import Hashable, Iterable
from itertools import combinations_with_replacement
from pathlib import Path
from typing import Any, TypeVar

HERE = Path(__file__).resolve().parent

#: The one table of kit defaults (die faces, cash cards, action-deck counts, 6+ cards).
TABLE: dict[str, Any] = json.loads((HERE / "kit_defaults.json").read_text(encoding="utf-8"))

#: Starting cards and dice by player count (the rules text's setup table).
STARTING = {4: (2, 1, 1), 5: (3, 1, 1), 6: (4, 1, 1), 7: (4, 2, 1), 8: (5, 2, 1)}
CHARACTERS = ("Jo", "Dex", "Doug", "Gwen", "Pat", "Nick", "Mary", "Boss", "Kika", "Piero")
HAND_LIMIT = 4
DIAMONDS_BONUS = 250_000
FBI = ("badge", "handcuffs", "phone")
FACES = ("action", "cash", "steal-action", "steal-cash", "power")
#: Cards played in the die window (the others are answered, held or discarded).
ACTIVE = ("thief", "storm", "search", "highkick", "robbery")
START_CARDS = ("parachute", "fake", "badge")
#: Every card's word in actions: the action deck, the starting cards, the Crash card.
CARDS = frozenset(TABLE["action_deck"]) | frozenset(START_CARDS) | {"crash"}
#: Cards that are held, never played.
HELD = ("parachute", "fake", "lifeboat", "diamonds", *FBI)

K = TypeVar("K", bound=Hashable)


def deck_counts(players: int) -> dict[str, int]:
    """The action deck's cards (the Crash card aside) in a game of ``players``: the cards
    marked 6+ are taken out below six players.

    >>> deck_counts(4)["thief"], deck_counts(6)["thief"]
    (4, 5)
    """
    deck = {c: int(k) for c, k in TABLE["action_deck"].items()}
    if players < 6:
        for c, k in TABLE["six_plus"].items():
            deck[c] = deck.get(c, 0) - int(k)
    return {c: k for c, k in deck.items() if k > 0}


def counts(items: Iterable[K]) -> dict[K, int]:
    out: dict[K, int] = {}
    for x in items:
        out[x] = out.get(x, 0) + 1
    return out


_ROLLS: dict[tuple[int, tuple[str, ...]], list[tuple[tuple[str, ...], float]]] = {}


def roll_outcomes(k: int, faces: tuple[str, ...]) -> list[tuple[tuple[str, ...], float]]:
    """Every roll of ``k`` dice with these six faces as a sorted multiset, with its chance."""
    key = (k, faces)
    if key not in _ROLLS:
        weight = {f: faces.count(f) / len(faces) for f in FACES if f in faces}
        kinds = [f for f in FACES if f in weight]
        out: list[tuple[tuple[str, ...], float]] = []
        for combo in combinations_with_replacement(kinds, k):
            p = float(math.factorial(k))
            for f, c in counts(combo).items():
                p = p / math.factorial(c) * weight[f] ** c
            out.append((combo, p))
        _ROLLS[key] = out
    return _ROLLS[key]


def pairs(hand: list[str]) -> list[tuple[tuple[str, ...], float]]:
    """Two cards looked at at random from a hand (one if it holds one): sorted pairs with
    their chance."""
    n = len(hand)
    if n <= 1:
        return [(tuple(hand), 1.0)] if n else []
    held = counts(hand)
    total = n * (n - 1) / 2
    out: list[tuple[tuple[str, ...], float]] = []
    kinds = sorted(held)
    for i, a in enumerate(kinds):
        for b in kinds[i:]:
            ways = held[a] * (held[a] - 1) / 2 if a == b else held[a] * held[b]
            if ways:
                out.append(((a, b), ways / total))
    return out
