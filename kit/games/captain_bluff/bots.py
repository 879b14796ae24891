"""A simple Captain Bluff player, reading only its seat's view and legal actions.

"greedy": in a challenge window it calls the bluff when it saw the face-down card of the
carousel and that card is not of the bags' city (or is an airport card), and passes
otherwise; it never takes bags back. On its turn it plays Delayed Flight and Notice Board
when it holds them, then, in this order: the longest true run (a carousel whose face-down
card it saw and whose city the run matches); a face-down card of its most common city on
an empty carousel (so that its next runs are true); the longest run on a carousel whose
face-down card it has not seen (a bluff it cannot know is one); a swap that makes a carousel it
knows to be false true again; closing such a carousel; a bluff on a carousel nobody else
has seen; a look at a face-down card it has not seen; the end of the turn (a pass); any run;
closing the carousel of the city it holds most bags of (its way is blocked).
"""
from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

from kit.engine import Action, Seat
from kit.games.captain_bluff.cards import CITY_OF, IS_AIRPORT
from kit.games.captain_bluff.moves import (
    Challenge,
    Change,
    Check,
    Close,
    Delay,
    Move,
    Notice,
    Origin,
    Pass,
    Place,
    Recover,
    read,
)

CHALLENGE, PASS = Action("challenge"), Action("pass")


def _wrong(seen: str | None, city: str | None) -> bool:
    """A face-down card known not to be of the bags' city (or an airport card)."""
    return seen is not None and (seen in IS_AIRPORT or CITY_OF[seen] != city)


class GreedyBluffer:
    name = "greedy"

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)

    def choose(self, seat: Seat) -> Action:
        actions = seat.legal_actions()
        moves = [(read(a), a) for a in actions]
        kinds = {type(m) for m, _ in moves}
        view = seat.view()
        carousels: list[dict[str, Any]] = view["public"]["carousels"]
        known: list[str | None] = view["private"]["known_origins"]
        if Challenge in kinds:
            c = view["public"]["window"]["carousel"] - 1
            return CHALLENGE if _wrong(known[c], carousels[c]["city"]) else PASS
        if kinds <= {Recover, Pass}:
            return PASS if Pass in kinds else actions[0]
        for kind in (Delay, Notice):
            plays = [(m, a) for m, a in moves if isinstance(m, kind)]
            if plays:
                if kind is Notice:  # look where it knows least
                    plays.sort(key=lambda ma: sum(known[c] is not None for c in _notice(ma[0]).carousels))
                return plays[0][1]
        places = [(m, a) for m, a in moves if isinstance(m, Place)]
        true_runs = [(m, a) for m, a in places if self._true(m, known)]
        if true_runs:
            return self._longest(true_runs)
        origins = [(m, a) for m, a in moves if isinstance(m, Origin) and m.card not in IS_AIRPORT]
        if origins:
            hand = view["private"]["hand"]
            cities = Counter(CITY_OF[card] for card in hand if card in CITY_OF)
            open_cities = {k["city"] for k in carousels if k["city"]}
            best = max(cities, key=lambda x: (x not in open_cities, cities[x])) if cities else None
            mine = [a for m, a in origins if CITY_OF[_origin(m).card] == best]
            if mine:
                return self.rng.choice(mine)
        blind = [(m, a) for m, a in places if known[_place(m).carousel] is None]
        if blind:
            return self._longest(blind)
        me = seat.player
        swaps = [a for m, a in moves if isinstance(m, Change) and self._mends(m, carousels, known)]
        if swaps:
            return self.rng.choice(swaps)
        closes = [a for m, a in moves if isinstance(m, Close) and not self._holds(m, carousels, known)]
        if closes:
            return self.rng.choice(closes)
        unseen = [(m, a) for m, a in places if carousels[_place(m).carousel]["known_by"] == [me]]
        if unseen:  # a bluff only this player can know is one
            return self._longest(unseen)
        checks = [a for m, a in moves if isinstance(m, Check) and known[m.carousel] is None]
        if checks:
            return self.rng.choice(checks)
        if Pass in kinds:
            return PASS
        if places:
            return self._longest(places)
        stuck = [(m, a) for m, a in moves if isinstance(m, Close)]
        if stuck:  # a blocked carousel: close the one of the city it holds most bags of
            hand_cities = Counter(CITY_OF[card] for card in view["private"]["hand"] if card in CITY_OF)
            return max(stuck, key=lambda ma: (hand_cities[carousels[_close(ma[0]).carousel]["city"]],
                                              -_close(ma[0]).carousel))[1]
        calm = [a for m, a in moves if not isinstance(m, (Recover, Close, Change))]
        return self.rng.choice(calm or actions)

    @staticmethod
    def _mends(move: Change, carousels: list[dict[str, Any]], known: list[str | None]) -> bool:
        """A swap that puts a card of the bags' city above a carousel it knows is false."""
        city = carousels[move.carousel]["city"]
        return _wrong(known[move.carousel], city) and CITY_OF.get(move.card) == city

    @staticmethod
    def _holds(move: Close, carousels: list[dict[str, Any]], known: list[str | None]) -> bool:
        """The carousel's face-down card is known to match its bags (or unknown)."""
        return not _wrong(known[move.carousel], carousels[move.carousel]["city"])

    @staticmethod
    def _true(move: Move, known: list[str | None]) -> bool:
        place = _place(move)
        seen = known[place.carousel]
        if seen is None or seen in IS_AIRPORT:
            return False
        cities = {CITY_OF[card] for card, _ in place.bags if card in CITY_OF}
        return cities == {CITY_OF[seen]}

    def _longest(self, places: Sequence[tuple[Move, Action]]) -> Action:
        most = max(len(_place(m).bags) for m, _ in places)
        return self.rng.choice([a for m, a in places if len(_place(m).bags) == most])


def _place(move: Move) -> Place:
    assert isinstance(move, Place)
    return move


def _origin(move: Move) -> Origin:
    assert isinstance(move, Origin)
    return move


def _close(move: Move) -> Close:
    assert isinstance(move, Close)
    return move


def _notice(move: Move) -> Notice:
    assert isinstance(move, Notice)
    return move
