"""A greedy Parks hiker: it picks the park it can best afford (the offer and its own
reserved parks, most points for the tokens still missing) and walks toward the tokens that
park needs; it visits whenever it can, photographs with spare tokens, fills every canteen,
and discards what its target needs least. It reads only its seat (view and legal actions).
"""
from __future__ import annotations

from collections import Counter
from typing import Any

from kit.bots import SeededBot
from kit.engine import Action, Seat
from kit.games.parks.cards import GEAR, PARKS, SITE_GAINS
from kit.games.parks.moves import (
    Buy,
    Copy,
    Discard,
    Fill,
    Hike,
    Move,
    Pass,
    Photo,
    Reserve,
    TakeCanteen,
    Trade,
    Visit,
    read_move,
    write_move,
)

SKIP_COST = 0.35  # value lost for each site a move jumps over


class GreedyHiker(SeededBot):
    name = "greedy"

    def __init__(self, seed: int | None = None):
        super().__init__(seed)
        self._memo: dict = {}

    # ------------------------------------------------------------ reading
    @staticmethod
    def _cost(me: dict, park: str) -> Counter:
        cost = Counter(PARKS[park].needs)
        for g in me["gear"]:
            gear = GEAR[g]
            if gear.effect == "discount" and cost[gear.token]:
                cost[gear.token] -= 1
        return +cost

    def _missing(self, me: dict, park: str) -> int:
        """Tokens still lacking for ``park`` once wildlife stand in (cached for one choice)."""
        key = (id(me), park)
        if key not in self._memo:
            held = me["tokens"]
            short = sum(max(0, n - held[t]) for t, n in self._cost(me, park).items())
            self._memo[key] = max(0, short - held["wildlife"])
        return self._memo[key]

    def _target(self, view: dict, me: dict) -> str | None:
        parks = view["public"]["park_market"] + me["reserved"]
        if not parks:
            return None
        return max(parks, key=lambda k: (self._worth(me, k), k))

    def _worth(self, me: dict[str, Any], park: str) -> float:
        """A park's points for the tokens still lacking."""
        return PARKS[park].points / (1 + self._missing(me, park))

    def _need(self, view: dict, me: dict) -> Counter:
        target = self._target(view, me)
        if target is None:
            return Counter()
        return +(self._cost(me, target) - Counter({t: n for t, n in me["tokens"].items() if t != "wildlife"}))

    @staticmethod
    def _spare(me: dict, need: Counter, target_cost: Counter) -> list[str]:
        held = Counter(me["tokens"])
        keep = target_cost
        return [t for t in ("sun", "water", "forest", "mountain", "wildlife") if held[t] > keep[t]]

    def _site_value(self, site: str, me: dict, need: Counter, view: dict) -> float:
        if site in SITE_GAINS:
            gains = SITE_GAINS[site]
            return sum(n * (2.0 if need[t] else 0.4) for t, n in gains.items())
        spare = sum(me["tokens"].values()) - sum(need.values())
        if site == "vista":
            return 1.2 if spare >= (1 if view["public"]["camera"] == view["to_act"][0] else 2) else 0.8
        if site in ("lodge", "wildlife"):
            return 1.5 if need and spare > 0 else 0.1
        if site == "lookout":
            parks = view["public"]["park_market"] + me["reserved"]
            return 3.0 if any(self._missing(me, k) == 0 for k in parks) else 0.2
        if site == "river":
            occupied = [x["site"] for x in view["public"]["trail"] if x["hikers"] and x["site"] in SITE_GAINS]
            if me["tokens"]["water"] and occupied:
                return max(self._site_value(x, me, need, view) for x in occupied) - 0.8
            return 0.0
        return 0.0

    # ------------------------------------------------------------- choice
    def choose(self, seat: Seat) -> Action:
        actions = seat.legal_actions()
        return write_move(self.choose_move(seat.view(), [read_move(a) for a in actions]))

    def choose_move(self, view: dict[str, Any], moves: list[Move]) -> Move:
        self._memo = {}
        p = view["to_act"][0]
        me = view["seats"][p]
        need = self._need(view, me)
        target = self._target(view, me)
        target_cost = self._cost(me, target) if target else Counter()
        hikes = [m for m in moves if isinstance(m, Hike)]
        if hikes:
            self.rule = ("It walked to the site worth most toward the tokens its target park needs (the park "
                         "with most points for the tokens still missing), less each site skipped: {move}.")
            return max(hikes, key=lambda m: (self._move_value(m, view, me, need), self.rng.random()))
        visits = [m for m in moves if isinstance(m, Visit)]
        if visits:
            self.rule = "It visits a park whenever it can, the one with most points first: {move}."
            return max(visits, key=lambda m: (PARKS[m.park].points, m.park))
        fills = [m for m in moves if isinstance(m, Fill)]
        if fills:
            self.rule = "It fills every canteen it can: {move}."
            return fills[0]
        discards = [m for m in moves if isinstance(m, Discard)]
        if discards:
            spare = self._spare(me, need, target_cost)
            options = [m for m in discards if m.token in spare] or discards
            self.rule = "It discarded the token its target park needs least: {move}."
            return min(options, key=lambda m: (need[m.token], m.token in ("forest", "mountain")))
        reserves = [m for m in moves if isinstance(m, Reserve)]
        if reserves and view["public"]["pending"] == "reserve":
            market = [(m, m.park) for m in reserves if m.park is not None]
            self.rule = "It reserved the park with most points for the tokens still missing: {move}."
            if market:
                return max(market, key=lambda mk: (self._worth(me, mk[1]), mk[1]))[0]
            return reserves[0]
        good = [m for m in moves if isinstance(m, Buy) and GEAR[m.gear].effect in ("points", "discount")]
        if good:
            self.rule = "It bought the gear worth most points or a discount: {move}."
            return max(good, key=lambda m: (GEAR[m.gear].points, m.gear))
        return self._spend(view, me, moves, need, target_cost)

    def _spend(self, view: dict[str, Any], me: dict[str, Any], moves: list[Move], need: Counter[str],
               target_cost: Counter[str]) -> Move:
        """A photo or trade with spare tokens, a River copy worth it, a canteen, else pass."""
        spare = self._spare(me, need, target_cost)
        photos = [m for m in moves if isinstance(m, Photo) and all(t in spare for t in m.tokens)]
        if photos:
            self.rule = "It took a photo with tokens its target park does not need: {move}."
            return photos[0]
        trades = [m for m in moves if isinstance(m, Trade) and m.give in spare and need[m.get]]
        if trades and need:
            self.rule = "It traded a spare token for one its target park needs: {move}."
            return trades[0]
        copies = [m for m in moves if isinstance(m, Copy)]
        if copies:
            best = max(copies, key=lambda m: self._site_value(m.site, me, need, view))
            if self._site_value(best.site, me, need, view) > 1.0:
                self.rule = "It copied the occupied site worth most to it: {move}."
                return best
        if TakeCanteen() in moves:
            self.rule = "Nothing better to spend on: it took a canteen."
            return TakeCanteen()
        if Pass() in moves:
            self.rule = "Nothing worth buying or trading: it passed."
            return Pass()
        self.rule = "No rule of thumb fits: it made the first move offered, {move}."
        return moves[0]

    def _move_value(self, move: Hike, view: dict[str, Any], me: dict[str, Any], need: Counter[str]) -> float:
        trail = [x["site"] for x in view["public"]["trail"]]
        dest = move.dest
        where = me["hikers"][move.hiker - 1]
        start = trail.index(where) if where in trail else -1
        campfire = -0.6 if move.campfire else 0.0
        if dest in ("reserve", "gear", "visit"):
            skipped = len(trail) - start - 1
            parks = view["public"]["park_market"] + me["reserved"]
            if dest == "visit":
                value = max((PARKS[k].points for k in parks if self._missing(me, k) == 0), default=-1) * 1.2
            elif dest == "reserve":
                value = 1.0 if not view["public"]["reserve_used"] else 0.2
            else:
                off = 1 if view["public"]["gear_discounts"] else 0
                sun = me["tokens"]["sun"] + me["tokens"]["wildlife"] + off
                value = 0.8 if any(GEAR[g].price <= sun and GEAR[g].effect != "bonus"
                                   for g in view["public"]["gear_market"]) else 0.0
            return value - SKIP_COST * skipped * 0.5
        index = trail.index(dest)
        return self._site_value(dest, me, need, view) - SKIP_COST * (index - start - 1) + campfire
