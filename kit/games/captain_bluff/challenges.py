"""Calling a bluff: the face-down card of the carousel is revealed and the loser takes the
carousel's cards into their hand, in view of all.
"""
from __future__ import annotations

from kit.engine import Event
from kit.games.captain_bluff import ledger
from kit.games.captain_bluff.cards import CITY_NAMES, CITY_OF, IS_AIRPORT, pretty
from kit.games.captain_bluff.ledger import ORIGIN_SLOT
from kit.games.captain_bluff.state import BluffState, ChallengeRecord


def clear_carousel(s: BluffState, c: int) -> None:
    """Carousel c is left empty and inactive; what anyone knew of its card is forgotten."""
    s.rows[c] = []
    s.origins[c] = None
    s.cities[c] = None
    s.directions[c] = 0
    for known in s.known_origin:
        known.pop(c, None)


def resolve(s: BluffState, challenger: int) -> Event:
    """``challenger`` calls the bluff on the bags just placed (carousel
    ``s.window_carousel``): the face-down card is shown; if it is not of the bags' city
    (or is an airport card) the placer takes the cards, else the challenger does."""
    c = s.window_carousel
    origin, city = s.origins[c], s.cities[c]
    assert origin is not None and city is not None, "a challenge follows a placement"
    bluff = origin in IS_AIRPORT or CITY_OF[origin] != city
    loser = s.placer if bluff else challenger
    ledger.show(s, ORIGIN_SLOT[c], origin in IS_AIRPORT)
    cards = [card for card, _ in s.rows[c]] + [origin]
    s.hands[loser] += cards
    s.public_hand[loser] += cards
    s.last_challenge = ChallengeRecord(c, challenger, s.placer, origin, bluff, loser)
    clear_carousel(s, c)
    s.waiting = []
    if origin in IS_AIRPORT:
        why = f"an airport card ({pretty(origin)}): the bluffer loses"
    else:
        why = pretty(origin) + (f", not {CITY_NAMES[city]}: caught bluffing" if bluff else ": no bluff")
    return Event("reveal", f"the face-down card of carousel {c + 1} is {why}; player {loser + 1} "
                           f"takes the {len(cards)} cards",
                 {"carousel": c + 1, "origin": origin, "bluff": bluff, "loser": loser})
