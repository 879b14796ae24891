"""A greedy Diced Veggies bot: it reads only its seat (view and legal actions).

It cooks the recipe worth most now (with a Hype when one fits), cuts the dice that cover
most of what its recipes still need (then the most pips), takes a display Recipe it can
nearly cook or draws a Hype, and discards what its recipes need least.
"""
from __future__ import annotations

from collections import Counter
from typing import Any

from kit.bots import SeededBot
from kit.engine import Action, Seat
from kit.games.diced_veggies.block import HYPES, RECIPES, Cut, cut_cells, hype_points
from kit.games.diced_veggies.moves import (
    DONE,
    NO_CUT,
    TAKE_ALL,
    Cook,
    Discard,
    Draw,
    Move,
    TakeRecipe,
    read,
    write,
)


def _block(view: dict[str, Any]) -> dict[tuple[int, int], str]:
    return {(r, c): d for r, row in enumerate(view["public"]["block"]) for c, d in enumerate(row) if d}


#: What the bot says when it falls back on its fixed order of simple moves.
PREFERRED_RULE = ("Nothing to cook, cut or take: it made the first of its usual moves that is open (take "
                  "all, draw a Recipe, draw a Hype, finish, no cut): {move}.")


class GreedyChef(SeededBot):
    name = "greedy"

    def choose(self, seat: Seat) -> Action:
        actions = seat.legal_actions()
        moves = [read(a) for a in actions]
        view = seat.view()
        me = view["seats"][view["to_act"][0]]
        wanted: Counter[str] = Counter()
        for rid in me["recipes"]:
            wanted.update(RECIPES[rid].ingredients)
        wanted.subtract(Counter(d[0] for d in me["dice"]))
        need = +wanted
        return write(self._pick(moves, view, need))

    def _pick(self, moves: list[Move], view: dict[str, Any], need: Counter[str]) -> Move:
        def cook_value(m: Cook) -> float:
            recipe = RECIPES[m.recipe]
            return recipe.points + (hype_points(HYPES[m.hype], recipe) if m.hype else 0)

        cooks = [m for m in moves if isinstance(m, Cook)]
        if cooks:
            self.rule = "It cooked the recipe worth most now (with a Hype when one fits): {move}."
            return max(cooks, key=lambda m: (cook_value(m), -len(write(m).args)))
        cuts = [m for m in moves if isinstance(m, Cut)]
        if cuts:
            block = _block(view)

            def cut_value(cut: Cut) -> tuple[int, int, float]:
                dice = [block[c] for c in cut_cells(block, cut)]
                useful = sum((Counter(d[0] for d in dice) & need).values())
                return useful, sum(int(d[1]) for d in dice), self.rng.random()

            self.rule = ("It cut the dice that cover most of what its recipes still need, then the most "
                         "pips: {move}.")
            return max(cuts, key=cut_value)
        discards = [m for m in moves if isinstance(m, Discard)]
        if discards and len(discards) == len(moves):
            dice = [m for m in discards if m.kind == "die"]
            if dice:
                self.rule = "It discarded the die its recipes need least (then the fewest pips): {move}."
                return min(dice, key=lambda m: (need[m.what[0]] > 0, int(m.what[1])))
            self.rule = "It had to discard a card and kept the dice: {move}."
            return moves[0]
        for m in moves:
            if isinstance(m, TakeRecipe) and len(RECIPES[m.card].ingredients) <= 3:
                self.rule = "It took a Recipe from the display that needs few ingredients: {move}."
                return m
        for preferred in (TAKE_ALL, Draw("recipe"), Draw("hype"), DONE, NO_CUT):
            if preferred in moves:
                self.rule = PREFERRED_RULE
                return preferred
        self.rule = "No rule of thumb fits: it chose at random: {move}."
        return self.rng.choice(moves)
