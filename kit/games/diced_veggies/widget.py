"""The Diced Veggies widget: click a seam of the block to preview a cut (its dice, its pip
total, whether the rest stays in one piece); click further along the same seam line to
widen the cut; click a seam of the previewed cut again to cut. Buttons for cooking, the
Chef token, the card and the discards.

>>> import kit, kit.games.diced_veggies
>>> w = kit.widget(kit.new_game("diced_veggies", players=2, seed=4), seats=["human", "human"])
>>> w.board.click("seam top 1|2 1"); "pips" in w.preview_box.value
True
>>> w.board.click("seam top 1|2 1"); w.view()["phase"]
'cook'
"""
from __future__ import annotations

import html

import ipywidgets as w

from kit.engine import Action, Game
from kit.games.diced_veggies.block import (
    CUT_LIMIT, HYPES, INGREDIENTS, RECIPES, cell_text, check_cut, cut_cells, parse_cut,
)
from kit.games.diced_veggies.draw import view_svg
from kit.ui import GameWidget


def _block(view: dict) -> dict:
    return {(r, c): d for r, row in enumerate(view["public"]["block"]) for c, d in enumerate(row) if d}


def _die_words(die: str) -> str:
    return f"{INGREDIENTS[die[0]]} {die[1:]}"


class DicedVeggiesWidget(GameWidget):
    default_bot = "greedy"
    score_unit = "points"

    def __init__(self, game: Game, **kwargs):
        self.preview_box = w.HTML()
        self.pending: tuple | None = None  # side, seam, first and last line of the span
        super().__init__(game, **kwargs)

    def side_panels(self) -> list[w.Widget]:
        return [self.preview_box]

    def on_new_game(self) -> None:
        self.pending = None

    # ------------------------------------------------------------ clicks
    def on_board_click(self, data_id: str) -> None:
        if not data_id.startswith("seam "):
            return
        try:
            side, seam, span = data_id.split()[1:]
            line = int(span) - 1
        except ValueError:
            return
        if self.pending is not None:
            p_side, p_seam, start, end = self.pending
            if (p_side, p_seam) == (side, seam):
                if start <= line <= end:
                    self.pending = None
                    self.act(f"cut {side} {seam} {start + 1}-{end + 1}")
                    return
                self.pending = (side, seam, min(start, line), max(end, line))
                self.refresh()
                return
        self.pending = (side, seam, line, line)
        self.refresh()

    def _preview(self) -> tuple[list, str]:
        if self.pending is None or self.view()["phase"] != "cut":
            return [], ""
        block = _block(self.view())
        try:
            side, seam, start, end = self.pending
            cells = cut_cells(block, parse_cut([side, seam, f"{start + 1}-{end + 1}"]))
        except ValueError:
            return [], ""
        dice = [block[c] for c in sorted(cells)]
        total = sum(int(d[1:]) for d in dice)
        problem = check_cut(block, cells)
        if problem is None:
            verdict = ("the rest stays in one piece: click a marked seam again to cut, or further "
                       "along the seam to widen the cut")
        elif problem[0] == "one piece":
            verdict = "not allowed: " + problem[1]
        elif problem[0] == "cut total":
            verdict = f"not allowed: more than {CUT_LIMIT} pips"
        else:
            verdict = "not allowed: " + problem[1]
        names = ", ".join(f"{_die_words(block[c])} ({cell_text(c)})" for c in sorted(cells)) or "no dice"
        return [list(c) for c in sorted(cells)], f"<b>This cut takes {names}: {total} pips.</b> {html.escape(verdict)}"

    # ----------------------------------------------------------- drawing
    def render_svg(self) -> str:
        cells, _ = self._preview()
        return view_svg(self.view(), preview=cells)

    def update_panels(self) -> None:
        _, words = self._preview()
        self.preview_box.value = words or ("Click a seam of the block to preview a cut."
                                           if self.view()["phase"] == "cut" else "")

    def action_buttons(self) -> list[Action]:
        return [a for a in self.game.legal_actions(self.human) if a.name != "cut"] \
            if self.human is not None and self.human in self.game.to_act else []

    def button_label(self, action: Action) -> str:
        name, args = action.name, action.args
        if name == "cook":
            hid = args[-1] if len(args) >= 3 and args[-2] == "hype" else None
            dice = args[1:-2] if hid else args[1:]
            recipe = RECIPES[args[0]]
            text = f"Cook Recipe {recipe.id} ({recipe.points} points) with " + ", ".join(map(_die_words, dice))
            return text + (f", playing {HYPES[hid].words()}" if hid else "")
        if name == "chef":
            die, target = args
            new = (INGREDIENTS[target] + " " + die[1:]) if target in INGREDIENTS else f"{INGREDIENTS[die[0]]} {target}"
            return f"Spend the Chef token: turn the {_die_words(die)} into a {new}"
        if action == Action("take", ("all",)):
            return "Take the whole block (10 pips or fewer)"
        if name == "take":
            return f"Take {RECIPES[args[0]].words()} from the display"
        if name == "draw":
            return "Draw a Hype card" if args == ("hype",) else "Draw a Recipe from the deck"
        if name == "discard":
            kind, what = args
            if kind == "die":
                return f"Discard a {_die_words(what)} die"
            return f"Discard {RECIPES[what].words() if kind == 'recipe' else HYPES[what].words()}"
        return {"done": "Stop cooking (go on to the card)", "restock": "Restock: roll all spent and "
                "leftover dice into a new block", "skip": "No legal cut: go on to cooking"}.get(name, action.text)

    def score_extra(self) -> list[list[str]]:
        return [[f"{len(s['cooked'])} recipes cooked, {len(s['dice'])} dice held"] for s in self.view()["seats"]]


def widget(game: Game, **kwargs) -> DicedVeggiesWidget:
    return DicedVeggiesWidget(game, **kwargs)
