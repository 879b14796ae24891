"""A simple Captain Bluff player, reading only its seat's view and legal actions.

"greedy": in a challenge window it calls the bluff when it saw the face-down card of the
carousel and that card is not of the bags' city (or is an airport card), and passes
otherwise; it never takes bags back. On its turn it plays Delayed Flight and Notice Board
when it holds them, then, in this order: the longest true run (a carousel whose face-down
card it saw and whose city the run matches); a face-down card of its most common city on
an empty carousel (so that its next runs are true); the longest run on a carousel whose
face-down card it has not seen (a bluff it cannot know is one); a swap that makes a carousel it
knows to be false true again; closing such a carousel; a bluff on a carousel nobody else
has seen; a look at a face-down card it has not seen; the end of the turn; any run;
closing the carousel of the city it holds most bags of (its way is blocked).
"""
from __future__ import annotations

import random
from collections import Counter

from kit.engine import Action, Seat
from kit.games.captain_bluff.cards import CITY_OF, IS_AIRPORT_CARD


class GreedyBluffer:
    name = "greedy"

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)

    def choose(self, seat: Seat) -> Action:
        actions = seat.legal_actions()
        names = {a.name for a in actions}
        view = seat.view()
        carousels = view["public"]["carousels"]
        known = view["private"]["known_origins"]
        if "challenge" in names:
            c = view["public"]["window"]["carousel"] - 1
            seen = known[c]
            city = carousels[c]["city"]
            if seen is not None and (seen in IS_AIRPORT_CARD or CITY_OF[seen] != city):
                return Action("challenge")
            return Action("pass")
        if all(a.name in ("recover", "pass") for a in actions):
            return Action("pass") if "pass" in names else actions[0]
        for verb in ("delay", "notice"):
            if verb in names:
                plays = [a for a in actions if a.name == verb]
                if verb == "notice":  # look where it knows least
                    plays.sort(key=lambda a: sum(known[int(x) - 1] is not None for x in a.args))
                return plays[0]
        places = [a for a in actions if a.name == "place"]
        true_runs = [a for a in places if self._true(a, known)]
        if true_runs:
            return self._longest(true_runs)
        origins = [a for a in actions if a.name == "origin" and a.args[1] not in IS_AIRPORT_CARD]
        if origins:
            hand = view["private"]["hand"]
            cities = Counter(CITY_OF[card] for card in hand if card in CITY_OF)
            open_cities = {k["city"] for k in carousels if k["city"]}
            best = max(cities, key=lambda x: (x not in open_cities, cities[x])) if cities else None
            mine = [a for a in origins if CITY_OF[a.args[1]] == best]
            if mine:
                return self.rng.choice(mine)
        blind = [a for a in places if known[int(a.args[0]) - 1] is None]
        if blind:
            return self._longest(blind)
        me = seat.player
        swaps = [a for a in actions if a.name == "change" and self._mends(a, carousels, known)]
        if swaps:
            return self.rng.choice(swaps)
        closes = [a for a in actions if a.name == "close" and not self._holds(a, carousels, known)]
        if closes:
            return self.rng.choice(closes)
        unseen = [a for a in places if carousels[int(a.args[0]) - 1]["known_by"] == [me]]
        if unseen:  # a bluff only this player can know is one
            return self._longest(unseen)
        checks = [a for a in actions if a.name == "check" and known[int(a.args[0]) - 1] is None]
        if checks:
            return self.rng.choice(checks)
        if "end" in names:
            return Action("end")
        if places:
            return self._longest(places)
        stuck = [a for a in actions if a.name == "close"]
        if stuck:  # a blocked carousel: close the one of the city it holds most bags of
            hand = Counter(CITY_OF[card] for card in view["private"]["hand"] if card in CITY_OF)
            return max(stuck, key=lambda a: (hand[carousels[int(a.args[0]) - 1]["city"]], -int(a.args[0])))
        calm = [a for a in actions if a.name not in ("recover", "close", "change")]
        return self.rng.choice(calm or actions)

    @staticmethod
    def _mends(action: Action, carousels: list, known: list) -> bool:
        """A swap that puts a card of the bags' city above a carousel it knows is false."""
        c = int(action.args[0]) - 1
        city, seen = carousels[c]["city"], known[c]
        card = action.args[1]
        wrong = seen is not None and (seen in IS_AIRPORT_CARD or CITY_OF[seen] != city)
        return wrong and CITY_OF.get(card) == city

    @staticmethod
    def _holds(action: Action, carousels: list, known: list) -> bool:
        """The carousel's face-down card is known to match its bags (or unknown)."""
        c = int(action.args[0]) - 1
        seen = known[c]
        return seen is None or (seen not in IS_AIRPORT_CARD and CITY_OF[seen] == carousels[c]["city"])

    @staticmethod
    def _true(action: Action, known: list) -> bool:
        seen = known[int(action.args[0]) - 1]
        if seen is None or seen in IS_AIRPORT_CARD:
            return False
        cities = {CITY_OF[t] for t in action.args[1:] if t in CITY_OF}
        return cities == {CITY_OF[seen]}

    def _longest(self, places: list[Action]) -> Action:
        most = max(len(a.args) for a in places)
        return self.rng.choice([a for a in places if len(a.args) == most])
