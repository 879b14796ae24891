"""A greedy Diced Veggies bot: it reads only its seat (view and legal actions).

It cooks the recipe worth most now (with a Hype when one fits), cuts the dice that cover
most of what its recipes still need (then the most pips), takes a display Recipe it can
nearly cook or draws a Hype, and discards what its recipes need least.
"""
from __future__ import annotations

import random
from collections import Counter

from kit.engine import Action, Seat
from kit.games.diced_veggies.block import HYPES, RECIPES, cut_cells, hype_points, parse_cut


def _block(view: dict) -> dict:
    return {(r, c): d for r, row in enumerate(view["public"]["block"]) for c, d in enumerate(row) if d}


class GreedyChef:
    name = "greedy"

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)

    def choose(self, seat: Seat) -> Action:
        actions = seat.legal_actions()
        view = seat.view()
        me = view["seats"][view["to_act"][0]]
        wanted = Counter()
        for rid in me["recipes"]:
            wanted.update(RECIPES[rid].ingredients)
        wanted.subtract(Counter(d[0] for d in me["dice"]))
        need = +wanted

        def cook_value(a: Action) -> float:
            rid = a.args[0]
            hid = a.args[-1] if len(a.args) >= 3 and a.args[-2] == "hype" else None
            return RECIPES[rid].points + (hype_points(HYPES[hid], RECIPES[rid]) if hid else 0)

        cooks = [a for a in actions if a.name == "cook"]
        if cooks:
            return max(cooks, key=lambda a: (cook_value(a), -len(a.args)))
        cuts = [a for a in actions if a.name == "cut"]
        if cuts:
            block = _block(view)

            def cut_value(a: Action) -> tuple:
                dice = [block[c] for c in cut_cells(block, parse_cut(a.args))]
                useful = sum((Counter(d[0] for d in dice) & need).values())
                return useful, sum(int(d[1]) for d in dice), self.rng.random()

            return max(cuts, key=cut_value)
        names = {a.name for a in actions}
        if names == {"discard"}:
            dice = [a for a in actions if a.args[0] == "die"]
            if dice:
                return min(dice, key=lambda a: (need[a.args[1][0]] > 0, int(a.args[1][1])))
            return actions[0]
        for a in actions:
            if a.name == "take" and a.args[0] != "all":
                if len(RECIPES[a.args[0]].ingredients) <= 3:
                    return a
        for preferred in (Action("take", ("all",)), Action("draw", ("recipe",)), Action("draw", ("hype",)),
                          Action("done"), Action("skip")):
            if preferred in actions:
                return preferred
        return self.rng.choice(actions)
