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

from collections import Counter
from typing import Any

from kit.bots import SeededBot
from kit.engine import Action, Seat
from kit.games.captain_bluff.cards import CITY_OF, IS_AIRPORT
from kit.games.captain_bluff.moves import (
    Change,
    Check,
    Close,
    Delay,
    Notice,
    Origin,
    Pass,
    Place,
    Recover,
    Reverse,
    read,
)

CHALLENGE, PASS = Action("challenge"), Action("pass")
#: The kinds of move a seat may have on its turn.
KINDS = (Place, Origin, Check, Change, Close, Reverse, Notice, Delay, Recover, Pass)


def _wrong(seen: str | None, city: str | None) -> bool:
    """A face-down card known not to be of the bags' city (or an airport card)."""
    return seen is not None and (seen in IS_AIRPORT or CITY_OF[seen] != city)


class GreedyBluffer(SeededBot):
    name = "greedy"

    def choose(self, seat: Seat) -> Action:
        actions = seat.legal_actions()
        view = seat.view()
        carousels: list[dict[str, Any]] = view["public"]["carousels"]
        known: list[str | None] = view["private"]["known_origins"]
        window = view["public"]["window"]
        if window is not None and window["kind"] == "challenge":
            c = window["carousel"] - 1
            self.rule = ("It called the bluff: it saw the face-down card of that carousel, and it does "
                         "not match the bags." if _wrong(known[c], carousels[c]["city"]) else
                         "It let the bags pass: it has not seen a face-down card that proves them false.")
            return CHALLENGE if _wrong(known[c], carousels[c]["city"]) else PASS
        by_kind: dict[type, list[tuple[Any, Action]]] = {kind: [] for kind in KINDS}
        for action in actions:  # each move by its kind, in one pass (the list is long)
            move = read(action)
            by_kind[type(move)].append((move, action))
        places: list[tuple[Place, Action]] = by_kind[Place]
        origins: list[tuple[Origin, Action]] = by_kind[Origin]
        swaps: list[tuple[Change, Action]] = by_kind[Change]
        closes: list[tuple[Close, Action]] = by_kind[Close]
        checks: list[tuple[Check, Action]] = by_kind[Check]
        notices: list[tuple[Notice, Action]] = by_kind[Notice]
        done = PASS if by_kind[Pass] else None
        if all(not by_kind[kind] for kind in KINDS if kind is not Recover and kind is not Pass):
            self.rule = ("Only ending its turn or taking bags back is open, and it never takes bags back: "
                         "it ended its turn." if done is not None else
                         "Taking bags back is all that is open: {move}.")
            return PASS if done is not None else actions[0]
        if by_kind[Delay]:
            self.rule = "It plays Delayed Flight as soon as it holds it."
            return by_kind[Delay][0][1]
        if notices:  # look where it knows least
            self.rule = "It plays Notice Board as soon as it holds it, to look where it knows least: {move}."
            return min(notices, key=lambda ma: sum(known[c] is not None for c in ma[0].carousels))[1]
        true_runs = [(m, a) for m, a in places if self._true(m, known)]
        if true_runs:
            self.rule = "It put down its longest run of bags that it knows to be true: {move}."
            return self._longest(true_runs)
        bags = [(m, a) for m, a in origins if m.card not in IS_AIRPORT]
        if bags:
            hand = view["private"]["hand"]
            cities = Counter(CITY_OF[card] for card in hand if card in CITY_OF)
            open_cities = {k["city"] for k in carousels if k["city"]}
            best = max(cities, key=lambda x: (x not in open_cities, cities[x])) if cities else None
            mine = [a for m, a in bags if CITY_OF[m.card] == best]
            if mine:
                self.rule = ("It set a card of the city it holds most bags of face down on an empty "
                             "carousel, so that its next runs there are true: {move}.")
                return self.rng.choice(mine)
        blind = [(m, a) for m, a in places if known[m.carousel] is None]
        if blind:
            self.rule = ("It put its longest run on a carousel whose face-down card it has not seen "
                         "(it cannot know it is a bluff): {move}.")
            return self._longest(blind)
        me = seat.player
        mends = [a for m, a in swaps if self._mends(m, carousels, known)]
        if mends:
            self.rule = ("It swapped the face-down card of a carousel it knows to be false for one "
                         "that matches: {move}.")
            return self.rng.choice(mends)
        false = [a for m, a in closes if not self._holds(m, carousels, known)]
        if false:
            self.rule = "It closed a carousel it knows to be false: {move}."
            return self.rng.choice(false)
        unseen = [(m, a) for m, a in places if carousels[m.carousel]["known_by"] == [me]]
        if unseen:  # a bluff only this player can know is one
            self.rule = "It bluffed on a carousel whose face-down card nobody else has seen: {move}."
            return self._longest(unseen)
        looks = [a for m, a in checks if known[m.carousel] is None]
        if looks:
            self.rule = "It looked at a face-down card it has not seen: {move}."
            return self.rng.choice(looks)
        if done is not None:
            self.rule = ("No true run, no safe bluff, no false carousel to mend or close and no card to "
                         "look at: it ended its turn.")
            return done
        if places:
            self.rule = "It must play on: it put down its longest run of bags: {move}."
            return self._longest(places)
        if closes:  # a blocked carousel: close the one of the city it holds most bags of
            self.rule = ("Its way is blocked: it closed the carousel of the city it holds most bags "
                         "of: {move}.")
            hand_cities = Counter(CITY_OF[card] for card in view["private"]["hand"] if card in CITY_OF)
            return max(closes, key=lambda ma: (hand_cities[carousels[ma[0].carousel]["city"]],
                                               -ma[0].carousel))[1]
        self.rule = "No rule of thumb fits: it chose at random among the quiet moves: {move}."
        calm = [a for a in actions if not isinstance(read(a), (Recover, Close, Change))]
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
    def _true(move: Place, known: list[str | None]) -> bool:
        seen = known[move.carousel]
        if seen is None or seen in IS_AIRPORT:
            return False
        cities = {CITY_OF[card] for card, _ in move.bags if card in CITY_OF}
        return cities == {CITY_OF[seen]}

    def _longest(self, places: list[tuple[Place, Action]]) -> Action:
        most = max(len(m.bags) for m, _ in places)
        return self.rng.choice([a for m, a in places if len(m.bags) == most])
