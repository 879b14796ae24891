"""Planet Unknown's civ cards as data (``civ_cards.csv``): 36 cards, nine a level (1–4),
each immediate (its effect comes when it is kept) or end-game (kept secret, scored at the
end). A civ milestone of the civ track (spaces 3, 6, 10, 14) lets the player look through
the cards of its level still in the box and keep one.

>>> len(CIV_CARDS), sorted({c.level for c in CIV_CARDS.values()})
(36, [1, 2, 3, 4])
>>> CIV_CARDS[24].name, CIV_CARDS[24].when
('Planet Lottery', 'end')
>>> civ_points([33, 34, 6], pods=2, patches=0, rocks=3)
4
"""
from __future__ import annotations

import csv
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
LEVELS = (1, 2, 3, 4)
COMMERCE_POINTS = (0, 1, 3, 6, 10)  # by the number of Commerce Agreement cards held


@dataclass(frozen=True)
class CivCard:
    """One civ card: ``effect`` is one of the kit's effect names (see ``civ_cards.csv``),
    ``value`` its number (trackers, patches, lifepods, points ...), ``words`` the kit's text."""

    number: int
    level: int
    name: str
    when: str
    effect: str
    value: int
    words: str


EFFECTS = frozenset({
    "advance different", "advance twice", "patches", "rover movement", "depot tile", "rescue",
    "teleport", "clear line", "unionize", "destroy meteorites",  # immediate
    "medals", "patch medals", "medals and advance", "lifepod medals", "meteorite repo", "commerce",
})


def _load() -> dict[int, CivCard]:
    cards = {}
    with open(HERE / "civ_cards.csv", newline="", encoding="utf-8") as f:
        for row in csv.DictReader(f):
            card = CivCard(int(row["number"]), int(row["level"]), row["name"], row["when"],
                           row["effect"], int(row["value"]), row["words"])
            assert card.effect in EFFECTS and card.when in ("immediate", "end"), card
            cards[card.number] = card
    return cards


CIV_CARDS: dict[int, CivCard] = _load()
CIV_OF_LEVEL: dict[int, tuple[int, ...]] = {
    level: tuple(n for n, c in CIV_CARDS.items() if c.level == level) for level in LEVELS}


def civ_points(cards: list[int], pods: int, patches: int, rocks: int) -> int:
    """The end-game points of the civ cards ``cards`` for a player with ``pods`` rescued
    lifepods, ``patches`` biomass patches on the planet and ``rocks`` collected meteorites
    (the meteorites' own point a set of three is scored apart)."""
    points = 0
    commerce = repo = 0
    for n in cards:
        card = CIV_CARDS[n]
        if card.effect in ("medals", "medals and advance"):
            points += card.value
        elif card.effect == "patch medals":
            points += patches
        elif card.effect == "lifepod medals":
            points += pods
        elif card.effect == "meteorite repo":
            repo += 1
        elif card.effect == "commerce":
            commerce += 1
    return points + COMMERCE_POINTS[commerce] + rocks // 3 * repo


def card_words(n: int) -> str:
    """A card's name and what it does, in the kit's words."""
    card = CIV_CARDS[n]
    when = "now" if card.when == "immediate" else "at the end"
    return f"{card.name} (level {card.level}, {when}): {card.words}"


__all__ = ["CIV_CARDS", "CIV_OF_LEVEL", "COMMERCE_POINTS", "LEVELS", "CivCard", "card_words", "civ_points"]
