"""Jamaica bots: the kit's random bot plays any game; ``greedy`` plays a simple sensible game
from its seat alone (its view and legal actions).

>>> import kit
>>> from kit.bots import make_bot, play_out
>>> g = kit.new_game("jamaica", players=3, seed=5)
>>> play_out(g, [make_bot("greedy", "jamaica", seed=p) for p in range(3)])
>>> g.over
True
"""
from __future__ import annotations

from typing import Any

from kit.bots import SeededBot
from kit.engine import Action, Seat
from kit.games.jamaica.board import CARDS, FINISHED, SPACES, distance_to_finish, paths
from kit.games.jamaica.components import LADY_BETH_BONUS, STAR, SYMBOL_GOOD
from kit.games.jamaica.moves import (
    Commit,
    Fork,
    GiveCurse,
    Keep,
    Reroll,
    StealHold,
    StealPower,
    StealTreasure,
    read,
    write,
)


def _total(ship: dict, good: str) -> int:
    return sum(amount for kind, amount in ship["holds"] if kind == good)


class GreedyBot(SeededBot):
    """One-step look-ahead with rules of thumb: sail forward when the landing can be paid,
    load what the ship lacks (food for the sea, gold for ports and points), keep gunpowder
    for fights and commit it when that wins, steal the richest hold."""

    name = "greedy"

    def choose(self, seat: Seat) -> Action:
        legal = seat.legal_actions()
        if len(legal) == 1:
            return legal[0]
        view = seat.view()
        decision = view["public"]["decision"]
        pick = getattr(self, f"_{decision['kind']}", None) if decision else None
        if pick is None:
            self.rule = "No rule of thumb fits this choice: it chose at random, {move}."
            return self.rng.choice(legal)
        self.rule = RULES[decision["kind"]]
        return pick(view, seat.player, legal)

    # ---- the captain's dice: the bigger die in the morning (more to do before others move)
    def _order(self, view, player, legal):
        return max(legal, key=lambda a: (_read(view, a).morning, self.rng.random()))

    # ---- cards: play both halves in the head, morning then evening, with the known dice
    def _cards(self, view, player, legal):
        public = view["public"]
        ship = public["ships"][player]
        start = (ship["space"], ship["lap"], _total(ship, "food"), _total(ship, "doubloons"),
                 _total(ship, "gunpowder"))

        def value(action: Action) -> float:
            morning, evening = CARDS[_read(view, action).card]
            total, now = 0.0, start
            for symbol, die in ((morning, public["morning"]), (evening, public["evening"])):
                gain, now = self._half(now, symbol, die)
                total += gain
            return total + self.rng.random() * 0.1

        return max(legal, key=value)

    @staticmethod
    def _half(now, symbol: str, die: int):
        """Value of one action and the ship's (space, lap, food, gold, powder) after it."""
        pos, lap, food, gold, powder = now
        if lap == FINISHED:
            return 0.0, now
        if symbol in ("forward", "backward"):
            best = None
            for path in paths(pos, die, symbol == "forward", lap):
                space, new_lap = SPACES[path.landing], path.lap
                food2, gold2, gain = food, gold, 0.0
                if new_lap == FINISHED:
                    gain += 25
                elif space.kind == "lair":
                    gain += 3
                elif space.pays_with == "food":
                    gain -= 10 if food < space.cost else 0.6 * space.cost
                    food2 = max(0, food - space.cost)
                elif space.pays_with == "doubloons":
                    gain -= 12 if gold < space.cost else space.cost
                    gold2 = max(0, gold - space.cost)
                gain += distance_to_finish(pos, lap) - distance_to_finish(path.landing, new_lap)
                option = (gain, (path.landing, new_lap, food2, gold2, powder))
                if best is None or option[0] > best[0]:
                    best = option
            return best
        good = SYMBOL_GOOD[symbol]
        if good == "food":
            return min(die, max(0, 8 - food)) * 0.8, (pos, lap, food + die, gold, powder)
        if good == "doubloons":
            return die * 1.0, (pos, lap, food, gold + die, powder)
        return min(die, max(0, 4 - powder)) * 0.6, (pos, lap, food, gold, powder + die)

    # ---- forks: the inner channel when the ship can afford its sea spaces
    def _fork(self, view, player, legal):
        public = view["public"]
        sailing = public["sailing"]
        ship = public["ships"][sailing["ship"] if sailing else player]
        lane = "inner" if _total(ship, "food") >= 4 else "outer"
        return next((a for a in legal if _read(view, a) == Fork(lane)), legal[0])

    def _fall(self, view, player, legal):
        return legal[0]

    # ---- full holds: empty the smallest hold
    def _empty(self, view, player, legal):
        holds = view["public"]["ships"][player]["holds"]
        return min(legal, key=lambda a: holds[_read(view, a).hold][1])

    # ---- combat
    def _target(self, view, player, legal):
        ships = view["public"]["ships"]

        def richness(action):
            ship = ships[_read(view, action).ship]
            return _total(ship, "doubloons") - _total(ship, "gunpowder")

        return max(legal, key=richness)

    def _powder(self, view, player, legal):
        public = view["public"]
        c = public["combat"]
        have = len(legal) - 1
        attacker, defender = c["attacker"], c["defender"]
        # the player commits for their own ship, or for the ghost when it fights the other player
        me = player if player in (attacker, defender) else public["ghost"]
        if me == attacker:
            k = (have + 1) // 2
        elif c["dice"].get(str(attacker)) == STAR:
            k = 0
        else:
            needed = c["firepower"][str(attacker)] - 6 + 1  # enough to win against an average die
            if "ladybeth" in public["ships"][me]["powers"]:
                needed -= LADY_BETH_BONUS
            k = needed if 0 <= needed <= have else 0
        return write(Commit(max(0, min(k, have))))

    def _sabre(self, view, player, legal):
        public = view["public"]
        c = public["combat"]
        ships = public["ships"]
        attacker, defender = c["attacker"], c["defender"]
        me = attacker if "sabre" in ships[attacker]["powers"] else defender
        rival = defender if me == attacker else attacker
        keep = write(Keep())
        if _leader(c) == me:
            return keep
        wanted = write(Reroll("attacker" if rival == attacker else "defender"))
        return wanted if wanted in legal else keep

    def _spoils(self, view, player, legal):
        public = view["public"]
        c = public["combat"]
        loser = c["defender"] if c["winner"] == c["attacker"] else c["attacker"]
        holds = public["ships"][loser]["holds"]

        def value(action: Action) -> float:
            move = _read(view, action)
            if isinstance(move, StealHold):
                kind, amount = holds[move.hold]
                return amount * (2.0 if kind == "doubloons" else 0.7)
            return SPOIL_VALUE.get(type(move), 0.0)

        return max(legal, key=value)

    def _ghost(self, view, player, legal):
        return self.rng.choice(legal)


#: The rule the greedy bot follows for each kind of choice, in words.
RULES = {
    "order": "As captain it made the bigger die the morning die (more to do before the others move): {move}.",
    "cards": ("It played in its head each card's morning and evening action with the dice rolled, and "
              "chose the card that gains most (sailing on where it can pay, loading what the ship lacks): "
              "{move}."),
    "fork": "At a fork it takes the inner lane when it has 4 food or more for the sea, else the outer: "
            "{move}.",
    "fall": "Falling back at a fork: it took the first lane, {move}.",
    "empty": "Its holds were full: it emptied the smallest hold, {move}.",
    "target": "It attacked the ship with the most gold for the least gunpowder: {move}.",
    "powder": ("It committed the gunpowder it judged enough to win the fight against an average die "
               "(half of it when attacking, none against a star): {move}."),
    "sabre": "With Saran's Sabre it re-rolls the rival's die unless it already wins the fight: {move}.",
    "spoils": ("As the winner it took the spoil worth most by its rule of thumb (each doubloon of a hold "
               "counts 2, another good 0.7, giving a curse 4, a power 3, a treasure 2.5): {move}."),
    "ghost": "It sailed the ghost ship in a direction chosen at random: {move}.",
}
#: How much the greedy bot likes each spoil other than a hold.
SPOIL_VALUE = {GiveCurse: 4.0, StealTreasure: 2.5, StealPower: 3.0}


def _read(view: dict, action: Action) -> Any:
    """The action's move (typed as Any: each caller knows which move its decision offers)."""
    return read(action, view["public"]["ghost"])


def _leader(c: dict) -> int | None:
    """Who wins the fight as the dice stand (None: nobody)."""
    a, d = c["attacker"], c["defender"]
    dice = c["dice"]
    star_a, star_d = dice.get(str(a)) == STAR, dice.get(str(d)) == STAR
    if star_a and star_d:
        return None
    if star_a or star_d:
        return a if star_a else d
    fa, fd = c["firepower"].get(str(a), 0), c["firepower"].get(str(d), 0)
    return None if fa == fd else (a if fa > fd else d)
