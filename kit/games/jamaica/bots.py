"""Jamaica bots: the kit's random bot plays any game; ``greedy`` plays a simple sensible game.

>>> import kit
>>> from kit.bots import make_bot, play_out
>>> g = kit.new_game("jamaica", players=3, seed=5)
>>> play_out(g, [make_bot("greedy", "jamaica", seed=p) for p in range(3)])
>>> g.over
True
"""
from __future__ import annotations

import random

from kit.bots import register_bot
from kit.engine import Action, Game


@register_bot("jamaica", "greedy")
class GreedyBot:
    """One-step look-ahead with rules of thumb: sail forward when the landing can be paid,
    load what the ship lacks (food for the sea, gold for ports and points), keep gunpowder
    for fights and commit it when that wins, steal the richest hold."""

    name = "greedy"

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)

    def choose(self, game: Game, player: int) -> Action:
        from kit.games.jamaica import rules

        legal = game.legal_actions(player)
        d = game.st.decision
        pick = getattr(self, f"_{d.kind}", None)
        if pick is None or len(legal) == 1:
            return self.rng.choice(legal)
        return pick(game, player, legal, rules)

    # ---- the captain's dice: the bigger die in the morning (more to do before others move)
    def _order(self, game, player, legal, rules):
        return max(legal, key=lambda a: (int(a.args[0]), self.rng.random()))

    # ---- cards: play both halves in the head, morning then evening, with the known dice
    def _card(self, game, player, legal, rules):
        st = game.st
        ship = st.ships[player]
        start = (ship.pos, ship.lap, ship.total("food"), ship.total("doubloons"), ship.total("gunpowder"))

        def value(action: Action) -> float:
            morning, evening = rules.CARDS[int(action.args[0])]
            total = 0.0
            now = start
            for symbol, die in ((morning, st.morning), (evening, st.evening)):
                gain, now = self._half(now, symbol, die, rules)
                total += gain
            return total + self.rng.random() * 0.1

        return max(legal, key=value)

    @staticmethod
    def _half(now, symbol: str, die: int, rules):
        """Value of one action and the ship's (space, lap, food, gold, powder) after it."""
        from kit.games.jamaica.board import FINISHED, SPACES, distance_to_finish, paths

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
        good = rules.SYMBOL_GOOD[symbol]
        if good == "food":
            return min(die, max(0, 8 - food)) * 0.8, (pos, lap, food + die, gold, powder)
        if good == "doubloons":
            return die * 1.0, (pos, lap, food, gold + die, powder)
        return min(die, max(0, 4 - powder)) * 0.6, (pos, lap, food, gold, powder + die)

    # ---- forks: the inner channel when the ship can afford its sea spaces
    def _fork(self, game, player, legal, rules):
        ship = game.st.ships[game.st.sailing["ship"]] if game.st.sailing else game.st.ships[player]
        lane = "inner" if ship.total("food") >= 4 else "outer"
        return next((a for a in legal if a.args == (lane,)), legal[0])

    def _fall(self, game, player, legal, rules):
        return legal[0]

    # ---- full holds: empty the smallest hold
    def _empty(self, game, player, legal, rules):
        ship = game.st.ships[player]
        return min(legal, key=lambda a: ship.holds[int(a.args[1]) - 1].amount)

    # ---- combat
    def _target(self, game, player, legal, rules):
        st = game.st

        def richness(action):
            arg = action.args[0]
            ship = st.ships[st.ghost if arg == "ghost" else int(arg) - 1]
            return ship.total("doubloons") - ship.total("gunpowder")

        return max(legal, key=richness)

    def _powder(self, game, player, legal, rules):
        st = game.st
        c = st.combat
        have = len(legal) - 1
        # the player commits for their own ship, or for the ghost when it fights the other player
        me = player if player in (c["attacker"], c["defender"]) else st.ghost
        if me == c["attacker"]:
            k = (have + 1) // 2
        else:
            rival = c["attacker"]
            if c["dice"].get(rival) == rules.STAR:
                k = 0
            else:
                needed = rules.firepower(st, rival) - 6 + 1  # enough to win against an average die
                k = needed if 0 <= needed <= have else 0
        return Action("gunpowder", (str(max(0, min(k, have))),))

    def _sabre(self, game, player, legal, rules):
        st = game.st
        c = st.combat
        me = c["attacker"] if "sabre" in st.ships[c["attacker"]].treasures else c["defender"]
        rival = c["defender"] if me == c["attacker"] else c["attacker"]
        winner, _ = _peek(st, c, rules)
        if winner == me:
            return Action("keep")
        role = "attacker" if rival == c["attacker"] else "defender"
        wanted = Action("reroll", (role,))
        return wanted if wanted in legal else Action("keep")

    def _spoils(self, game, player, legal, rules):
        st = game.st
        c = st.combat
        loser = c["defender"] if c["winner"] == c["attacker"] else c["attacker"]
        lship = st.ships[loser]

        def value(action: Action) -> float:
            if action.name == "steal" and action.args[0] == "hold":
                hold = lship.holds[int(action.args[1]) - 1]
                return hold.amount * (2.0 if hold.kind == "doubloons" else 0.7)
            if action.name == "give":
                return 4.0
            if action.name == "steal" and action.args[0] == "treasure":
                return 2.5
            if action.name == "steal":
                return 3.0
            return 0.0

        return max(legal, key=value)

    def _ghost(self, game, player, legal, rules):
        return self.rng.choice(legal)


def _peek(st, c, rules):
    a, d = c["attacker"], c["defender"]
    dice = c["dice"]
    if dice.get(a) == rules.STAR and dice.get(d) == rules.STAR:
        return None, None
    if dice.get(a) == rules.STAR:
        return a, d
    if dice.get(d) == rules.STAR:
        return d, a
    fa, fd = rules.firepower(st, a), rules.firepower(st, d)
    if fa == fd:
        return None, None
    return (a, d) if fa > fd else (d, a)
