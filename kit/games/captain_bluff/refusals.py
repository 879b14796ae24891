"""Why an action is not legal now: the rule it breaks, named, for a move the legal list
does not hold (the list decides; these words explain).
"""
from __future__ import annotations

from collections import Counter

from kit.engine import Action, IllegalAction
from kit.games.captain_bluff.cards import AIRPORT_NAMES, CITY_NAMES, CITY_OF, HIGHEST, IS_AIRPORT, LOWEST
from kit.games.captain_bluff.moves import (
    Challenge,
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
from kit.games.captain_bluff.state import BluffState

#: The airport card each airport move plays.
AIRPORT_OF = {Reverse: "RD", Notice: "NB", Delay: "DF"}
#: The turn's actions (one a turn).
TURN_ACTIONS = (Origin, Place, Check, Change, Close)


def why_illegal(s: BluffState, player: int, action: Action, recovery_on: bool) -> IllegalAction:
    """The refusal of ``action`` by ``player``, which the legal list does not hold."""
    try:
        move = read(action)
    except IllegalAction as refusal:
        return refusal
    phase = s.phase
    if isinstance(move, Challenge):
        if phase == "recovery":
            return IllegalAction("challenge after a placement", "only the bags just placed can be challenged")
        return IllegalAction("challenge after a placement", "there is nothing to challenge now")
    if phase == "challenge":
        return IllegalAction("challenge window", "first everyone else calls the bluff or passes")
    if phase == "deal":
        return IllegalAction("setup", "the cards are being dealt")
    if phase == "setup" and not isinstance(move, Origin):
        return IllegalAction("setup", "before play each player places a card face down above a carousel")
    if isinstance(move, Pass):
        return IllegalAction("one action a turn", "do the turn's action first")
    if isinstance(move, Recover):
        if not recovery_on:
            return IllegalAction("baggage recovery", "baggage recovery is off in this game")
        if any(card in IS_AIRPORT for card, _ in s.rows[move.carousel][-move.count:]):
            return IllegalAction("recovery stops at an airport card",
                                 "bags above an airport card cannot be taken back")
        return IllegalAction("recovery leaves a bag", "at least one bag must stay on the carousel")
    if phase == "recovery":
        return IllegalAction("recovery window", "now players may only take back bags or pass")
    airport = AIRPORT_OF.get(type(move))
    if airport is not None:
        if s.airport_played:
            return IllegalAction("one airport card a turn", "an airport card was already played this turn")
        if airport not in s.hands[player]:
            return IllegalAction("card in hand", f"there is no {AIRPORT_NAMES[airport]} card in the hand")
        if isinstance(move, Reverse):
            return IllegalAction("reverse direction", "the carousel needs bags placed in a direction first")
        if isinstance(move, Notice):
            return IllegalAction("notice board", "name two different carousels with a face-down card "
                                                 "(fewer only if fewer have one)")
    if isinstance(move, TURN_ACTIONS) and (phase == "after" or s.acted):
        return IllegalAction("one action a turn",
                             "the turn's action is done; play an airport card or pass")
    if isinstance(move, Origin):
        if s.origins[move.carousel] is not None:
            return IllegalAction("empty carousel",
                                 f"carousel {move.carousel + 1} already has a face-down card")
        return IllegalAction("card in hand", f"{move.card} is not in the hand")
    if isinstance(move, Check):
        return IllegalAction("face-down card", f"carousel {move.carousel + 1} has no face-down card")
    if isinstance(move, (Change, Close)):
        if s.cities[move.carousel] is None:
            verb = "change" if isinstance(move, Change) else "close"
            return IllegalAction("bags on the carousel", f"{verb} needs at least one bag on the carousel")
    if isinstance(move, Change):
        return IllegalAction("card in hand", f"{move.card} is not in the hand")
    if isinstance(move, Place):
        return why_not_placed(s, player, move)
    return IllegalAction("not allowed now", f"{action.text[:40]} is not allowed here")


def why_not_placed(s: BluffState, player: int, move: Place) -> IllegalAction:
    """The rule a placement the legal list does not hold breaks."""
    c = move.carousel
    if s.origins[c] is None:
        return IllegalAction("face-down card first", f"carousel {c + 1} has no face-down card above it")
    cards = [card for card, _ in move.bags if card != "AW"]
    numbers = [number for _, number in move.bags]
    jokers = len(move.bags) - len(cards)
    need = Counter(cards)
    if jokers:
        need["AW"] = jokers
    hand = Counter(s.hands[player])
    if any(hand[card] < k for card, k in need.items()):
        return IllegalAction("card in hand", "the cards to place must all be in the hand")
    if jokers > 1 or (jokers and s.airport_played):
        return IllegalAction("one airport card a turn", "only one airport card may be played a turn")
    if not cards:
        return IllegalAction("around the world", "Around the World goes down with at least one real bag")
    cities = {CITY_OF[card] for card in cards}
    if len(cities) > 1:
        return IllegalAction("one city per carousel", "all bags on a carousel come from the same city")
    city = cities.pop()
    here = s.cities[c]
    if here is not None and here != city:
        return IllegalAction("one city per carousel",
                             f"carousel {c + 1} carries bags from {CITY_NAMES[here]}")
    if here is None and city in s.cities:
        return IllegalAction("one carousel per city",
                             f"another carousel is already open for {CITY_NAMES[city]}")
    if any(not LOWEST <= k <= HIGHEST for k in numbers):
        return IllegalAction("around the world", "no bag can stand below 1 or above 17")
    steps = {b - a for a, b in zip(numbers, numbers[1:])}
    if steps not in (set(), {1}, {-1}):
        return IllegalAction("runs", "the bags placed must follow each other directly (a run, "
                                     "up or down); Around the World must stand for a missing number")
    on_it = [number for _, number in s.rows[c] if number]  # (Reverse Direction has none)
    if any(k in on_it for k in numbers):
        return IllegalAction("around the world", "that number is already on the carousel")
    d = s.directions[c]
    run = next(iter(steps), 0)
    if on_it:
        going = 1 if numbers[0] > on_it[-1] else -1
        if (d and going != d) or (run and run != going):
            return IllegalAction("direction", "the carousel's direction is set by its second card; "
                                              "keep to it (Reverse Direction turns it)")
    return IllegalAction("not allowed now", "this placement is not allowed here")
