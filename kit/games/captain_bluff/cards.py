"""Captain Bluff's cards as data: 51 baggage cards (1 to 17 in three cities), the four
kinds of airport card and the six carousels. A card is named by a short code: ``HK5`` is
the Hong Kong bag number 5, ``AW`` an Around the World card.

>>> pretty("HN12"), pretty("AW"), CITY_OF["SF3"], NUMBER_OF["SF3"]
('Honolulu 12', 'Around the World', 'SF', 3)
>>> len(BAGGAGE), AIRPORT
(51, ('AW', 'RD', 'NB', 'DF'))
"""
from __future__ import annotations

from collections.abc import Iterable

#: The three origin cities, by code, in the rules' order.
CITIES = ("HK", "HN", "SF")
CITY_NAMES = {"HK": "Hong Kong", "HN": "Honolulu", "SF": "San Francisco"}
LOWEST, HIGHEST = 1, 17
BAGGAGE = tuple(f"{city}{n}" for city in CITIES for n in range(LOWEST, HIGHEST + 1))
CITY_OF = {card: card[:2] for card in BAGGAGE}
NUMBER_OF = {card: int(card[2:]) for card in BAGGAGE}
CARD_OF = {(CITY_OF[card], NUMBER_OF[card]): card for card in BAGGAGE}

#: The airport special cards: Around the World (a joker bag), Reverse Direction,
#: Notice Board (look at two face-down cards), Delayed Flight (others draw a card).
AIRPORT = ("AW", "RD", "NB", "DF")
AIRPORT_NAMES = {"AW": "Around the World", "RD": "Reverse Direction", "NB": "Notice Board",
                 "DF": "Delayed Flight"}
AIRPORT_TOTAL = 14
#: How the 14 airport cards split among the four kinds (kit default, not from the
#: rulebook: the rules text does not say). Counts in the order of AIRPORT.
AIRPORT_MIXES = {
    "4/4/3/3": (4, 4, 3, 3),
    "5/3/3/3": (5, 3, 3, 3),
    "3/3/4/4": (3, 3, 4, 4),
}

CAROUSELS = 6
#: Baggage cards dealt to each player, by number of players (the rules' table).
HAND_SIZE = {2: 12, 3: 10, 4: 9, 5: 8}
AIRPORT_EACH = {2: 3, 3: 2, 4: 2, 5: 2}
ORIGINS_EACH = {2: 2, 3: 1, 4: 1, 5: 1}
#: Delayed Flight: players with fewer than this many cards draw one.
DELAYED_BELOW = 5

#: Every kind of card, bags first; the fixed order of cards (by city and number, airport cards last).
ALL_CARDS = BAGGAGE + AIRPORT
ORDER = {card: i for i, card in enumerate(ALL_CARDS)}
IS_AIRPORT = frozenset(AIRPORT)
NUMBERS = range(LOWEST, HIGHEST + 1)


def pretty(card: str) -> str:
    """A card in words: ``HK5`` -> ``Hong Kong 5``, ``RD`` -> ``Reverse Direction``."""
    if card in AIRPORT_NAMES:
        return AIRPORT_NAMES[card]
    return f"{CITY_NAMES[CITY_OF[card]]} {NUMBER_OF[card]}"


def sort_cards(cards: Iterable[str]) -> list[str]:
    """Cards in a fixed order: by city and number, airport cards last."""
    return sorted(cards, key=ORDER.__getitem__)


def full_deck(mix: str) -> list[str]:
    """Every card of the game: the 51 baggage cards and the 14 airport cards."""
    airport = [kind for kind, count in zip(AIRPORT, AIRPORT_MIXES[mix]) for _ in range(count)]
    return list(BAGGAGE) + airport
