"""A greedy Fromage bot: it reads only its seat (view and legal actions).

It prefers the choice that makes a cheese now, and among those the one worth most at once:
the space's grade value, a Festival neighbour or a Bistro table partner of its own, a
Villes region it could lead, an order it holds; with it (or instead) it gathers what it
lacks most: livestock when it has little milk, fruit for fruit and jam spaces, else the
largest pile. Ties are broken at random (seeded).
"""
from __future__ import annotations

from kit.bots import SeededBot
from kit.engine import Action, Seat
from kit.games.fromage.board import FESTIVAL_NEIGHBOURS, GATHER, GRADE_VALUE, SPACES, SPACES_OF
from kit.games.fromage.moves import Choice, read


class GreedyCheesemaker(SeededBot):
    name = "greedy"

    def cheese_value(self, view: dict, me: int, space_id: str) -> float:
        space = SPACES[space_id]
        cheese = view["public"]["cheese"]
        value = 10 + GRADE_VALUE[space.grade]
        mine = {c for c, x in cheese.items() if x["owner"] == me}
        if space.venue == "festival":
            value += 2 * sum(1 for d in FESTIVAL_NEIGHBOURS[space_id] if d in mine)
        elif space.venue == "bistro":
            partner = [s.id for s in SPACES_OF["bistro"] if s.table == space.table and s.id != space_id]
            value += 3 if partner and partner[0] in mine else 0
        elif space.venue == "villes":
            value += len(space.regions)
        if f"{space.type}-{space.venue}" in view["seats"][me]["orders"]:
            value += 3
        return value

    def gather_value(self, view: dict, me: int, spot_id: str) -> float:
        spot = GATHER[spot_id]
        seat = view["seats"][me]
        weight = {"livestock": 1.5 if seat["livestock"] < 2 else 0.6,
                  "fruit": 0.8 if seat["fruit"] < 2 else 0.4,
                  "structure": 1.0 if seat["structures"] < 4 else 0.3, "order": 0.7}[spot.resource]
        return weight * spot.amount - 0.3 * (spot.amount - 1)

    def choose(self, seat: Seat) -> Action:
        actions = seat.legal_actions()
        if len(actions) == 1:
            return actions[0]
        view = seat.view()
        me = seat.player

        def value(a: Action) -> tuple[float, float]:
            move = read(a)
            spot, space = (move.spot, move.space) if isinstance(move, Choice) else (None, None)
            v = 0.0
            if space is not None:
                v += self.cheese_value(view, me, space)
            if spot is not None:
                v += self.gather_value(view, me, spot)
            return v, self.rng.random()

        best = max(actions, key=value)
        move = read(best)
        self.rule = ("It chose the move worth most at once: a cheese now (its grade, neighbours, a region it "
                     "could lead, an order it holds) and what it lacks most: {move}."
                     if isinstance(move, Choice) and move.space is not None else
                     "No cheese to make now, so it gathered what it lacks most: {move}.")
        return best
