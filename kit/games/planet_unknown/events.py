"""Planet Unknown's event cards as data (``events.csv``): 60 cards, 20 of each alert (green
helps, orange hinders, red hurts), six of them for the solo game only. With the ``events``
option a deck of 20 is made at setup (how many of each alert is drawn, see
:func:`mixes`), one card is revealed each round after the station turns, and the round
in which the last is revealed is the final round. The solo target score depends on the
deck's mix (:func:`solo_target`).

>>> len(EVENTS), sorted({e.alert for e in EVENTS.values()})
(60, ['green', 'orange', 'red'])
>>> EVENTS[12].effect, EVENTS[12].tracks
('advance', ('tech', 'water'))
>>> solo_target(green=7, orange=7, red=6)
59
"""
from __future__ import annotations

import csv
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

HERE = Path(__file__).resolve().parent
ALERTS = ("green", "orange", "red")
DECK_SIZE = 20
MOST_OF_AN_ALERT = 13   # the green and the orange counts are drawn from 0 to 13

#: What each effect does, by name (the kit's words in ``events.csv`` say it to players).
EFFECTS = frozenset({
    "extra rover", "civ card added", "objective drawn", "advance no benefits", "advance", "rotate", "patch",
    "synergy", "rescue lifepod", "collect meteorite", "regress", "meteorite on symbol", "rovers avoid",
    "not on edge", "one resource", "no milestones", "objective destroyed", "rover destroyed",
    "civ card removed", "lifepod destroyed", "collected lifepod lost", "collected meteorite lost",
    "stack emptied", "synergy or peek", "no matching terrain", "not on ice", "no synergy",
})
#: Effects that last the whole round (the others happen when the card is revealed).
ROUND_RULES = frozenset({"extra rover", "rovers avoid", "not on edge", "one resource", "no milestones",
                         "no matching terrain", "not on ice", "no synergy"})


@dataclass(frozen=True)
class Event:
    """One event card: ``effect`` one of :data:`EFFECTS`, ``value`` its number (spaces,
    rovers), ``tracks`` the trackers (or, for ``rovers avoid``, the terrain) it names."""

    number: int
    alert: str
    solo: bool
    effect: str
    value: int
    tracks: tuple[str, ...]
    words: str


def _load() -> dict[int, Event]:
    cards = {}
    with open(HERE / "events.csv", newline="", encoding="utf-8") as f:
        for row in csv.DictReader(f):
            card = Event(int(row["number"]), row["alert"], row["solo"] == "yes", row["effect"],
                         int(row["value"]), tuple(row["tracks"].split()), row["words"])
            assert card.effect in EFFECTS and card.alert in ALERTS, card
            cards[card.number] = card
    return cards


EVENTS: dict[int, Event] = _load()


@lru_cache(maxsize=2)
def cards_in_play(solo: bool) -> dict[str, tuple[int, ...]]:
    """The event cards a deck may hold, by alert: the solo-only cards only in the solo game."""
    return {alert: tuple(n for n, e in EVENTS.items() if e.alert == alert and (solo or not e.solo))
            for alert in ALERTS}


@lru_cache(maxsize=2)
def mixes(solo: bool) -> list[tuple[int, int, int]]:
    """Every (green, orange, red) mix the deck may have, equally likely: green and orange
    from 0 to 13 each, red making up 20 (as many as there are)."""
    reds = len(cards_in_play(solo)["red"])
    return [(g, o, min(DECK_SIZE - g - o, reds))
            for g in range(MOST_OF_AN_ALERT + 1) for o in range(MOST_OF_AN_ALERT + 1) if g + o <= DECK_SIZE]


def _step(count: int, per_step: int) -> int:
    """0 for 0–2 cards, then ``per_step`` more for every four (3–6, 7–10, 11–14, 15+)."""
    return per_step * min(4, (count + 1) // 4)


def solo_target(green: int, orange: int, red: int) -> int:
    """The solo game's target score for a deck of this mix: 60, more with more green cards,
    less with more orange and red ones (the numbers of the public implementation)."""
    return 60 + _step(green, 3) - _step(orange, 1) - _step(red, 2) - (3 if red >= 3 else 0)


def event_words(n: int) -> str:
    """A card's alert and what it does, in the kit's words."""
    card = EVENTS[n]
    return f"{card.alert} alert: {card.words}"


__all__ = ["ALERTS", "DECK_SIZE", "EFFECTS", "EVENTS", "ROUND_RULES", "Event", "cards_in_play", "event_words",
           "mixes", "solo_target"]
