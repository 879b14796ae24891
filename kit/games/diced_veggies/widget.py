"""The Diced Veggies widget.

The cut: click a die of the block next to the seam where the cleaver goes in (each die has
a triangle along each of its sides; the triangle says which seam, and that this die and the
dice beyond it on that side are cut away): the board and the panel preview the cut, the
dice it takes outlined, their pip total, and in words whether what stays is one piece (the
dice that would be cut off crossed out). Click the same seam again to cut; click a die
further along the same seam, on the same side, to widen the cut; any other seam starts a
new preview. Both sides of every seam can be cut away (the rules: the cleaver goes into the
seam beside the dice to cut away and pushes them off).

Cooking: click a Recipe in your hand to see the ways to cook it (buttons, with the Hypes
that fit); click one of your dice to spend the Chef token on it (buttons for each change).
The card: click a Recipe of the display, or a deck. Over a limit at the end of the turn:
click what to discard (or use the buttons).

>>> import kit, kit.games.diced_veggies
>>> w = kit.widget(kit.new_game("diced_veggies", players=2, seed=4), seats=["human", "human"])
>>> w.board.click("seam top 1|2 1"); "pips" in w.preview_box.value
True
>>> w.board.click("seam top 1|2 1"); w.view()["phase"]
'cook'
"""
from __future__ import annotations

import html
from collections import Counter
from typing import Any

import ipywidgets as w

from kit.engine import Action, Game
from kit.games.diced_veggies.block import (
    CUT_LIMIT,
    INGREDIENTS,
    RECIPES,
    cell_text,
    check_cut,
    cut_cells,
    legal_cut_taking,
    parse_cut,
    pieces,
)
from kit.games.diced_veggies.draw import recipe_words, view_svg
from kit.games.diced_veggies.moves import Chef, Cook, Discard, Draw, TakeRecipe, read, write
from kit.games.diced_veggies.words import die_words
from kit.ui import GameWidget

#: More cooking choices than this are shown only for the Recipe clicked.
MAX_COOK_BUTTONS = 6


def _block(view: dict) -> dict:
    return {(r, c): d for r, row in enumerate(view["public"]["block"]) for c, d in enumerate(row) if d}


class DicedVeggiesWidget(GameWidget):
    default_bot = "greedy"
    score_unit = "points"

    def __init__(self, game: Game, **kwargs):
        self.preview_box = w.HTML()
        self.preview_box.add_class("dv-preview")
        self.hand_box = w.HTML()
        self.pending: tuple | None = None  # side, seam ("2|3"), first and last line of the span (0-based)
        self.selected_die: str | None = None  # a held die's text, for the Chef token
        self.selected_recipe: str | None = None  # a Recipe in hand, to see its ways to cook
        self._marked_at: tuple[int, int, Any] | None = None  # the position when the marks above were made
        self._view_cache: dict[str, Any] | None = None  # the view, kept during one redraw or one click
        super().__init__(game, **kwargs)

    def view(self) -> dict[str, Any]:
        if self._view_cache is None:
            self._view_cache = super().view()
        return self._view_cache

    def refresh(self) -> None:
        self._view_cache = None
        super().refresh()

    def side_panels(self) -> list[w.Widget]:
        return [self.preview_box, self.hand_box]

    def on_new_game(self) -> None:
        self._clear()

    def _clear(self) -> None:
        self.pending = self.selected_die = self.selected_recipe = None

    def _marks_fresh(self) -> None:
        """Forget a preview or a selection made at another position."""
        history = self.game.history
        now: tuple[int, int, Any] = (id(self.game), len(history), history[-1] if history else None)
        if self._marked_at != now:
            self._clear()
            self._marked_at = now

    def _acting(self) -> int | None:
        """The seat the shown board lets act (the human to act), if any."""
        return self.human

    # ------------------------------------------------------------ clicks
    def on_board_click(self, data_id: str) -> None:
        self._view_cache = None
        self._marks_fresh()
        view = self.view()
        phase = view["phase"]
        kind, _, rest = data_id.partition(" " if data_id.startswith("seam ") else ":")
        if kind == "seam":
            if phase == "cut":
                self._seam_click(rest)
            return
        me = self._acting()
        if me is None:
            if not self._refuse_while_browsing():
                self.say("It is not a human player's turn on this board (switch the viewer to the chef "
                         "to play, or let the bot move).", error=True)
            return
        seat = view["seats"][me]
        if kind == "die":
            try:
                die = seat["dice"][int(rest)]
            except (ValueError, IndexError):
                return
            if phase == "discard":
                self.act(write(Discard("die", die)))
                return
            self.selected_die = None if self.selected_die == die else die
            self.refresh()
        elif kind == "recipe":
            if phase == "discard":
                self.act(write(Discard("recipe", rest)))
                return
            self.selected_recipe = None if self.selected_recipe == rest else rest
            self.refresh()
        elif kind == "hype":
            self.act(write(Discard("hype", rest)))
        elif kind == "display":
            self.act(write(TakeRecipe(rest)))
        elif kind == "deck":
            self.act(write(Draw(rest)))

    def _seam_click(self, rest: str) -> None:
        try:
            side, seam, span = rest.split()
            line = int(span) - 1
        except ValueError:
            return
        if self.pending is not None:
            p_side, p_seam, start, end = self.pending
            if (p_side, p_seam) == (side, seam):
                if start <= line <= end:
                    self.pending = None
                    try:
                        cut = parse_cut((side, seam, f"{start + 1}-{end + 1}"))
                    except ValueError:
                        return
                    self.act(write(legal_cut_taking(_block(self.view()), cut) or cut))
                    return
                self.pending = (side, seam, min(start, line), max(end, line))
                self.refresh()
                return
        self.pending = (side, seam, line, line)
        self.refresh()

    # ----------------------------------------------------------- preview
    def preview(self) -> dict | None:
        """The previewed cut: its cells, the cells it would cut off, the dice, the pip
        total, whether it is allowed and the words said about it; None without one."""
        self._marks_fresh()
        view = self.view()
        if self.pending is None or view["phase"] != "cut":
            return None
        block = _block(view)
        side, seam, start, end = self.pending
        try:
            cells = cut_cells(block, parse_cut([side, seam, f"{start + 1}-{end + 1}"]))
        except ValueError:
            return None
        dice = [block[c] for c in sorted(cells)]
        total = sum(int(d[1:]) for d in dice)
        problem = check_cut(block, cells)
        loose = []
        rest = [c for c in block if c not in cells]
        if problem is not None and problem[0] == "one piece":
            loose = sorted(c for part in pieces(rest)[1:] for c in part)
        names = ", ".join(f"{die_words(block[c])} ({cell_text(c)})" for c in sorted(cells)) or "no dice"
        count = f"{len(dice)} {'die' if len(dice) == 1 else 'dice'}"
        first = f"Preview: this cut takes {count}, {total} pips: {names}."
        short = f"Preview: {count}, {total} pips ({' '.join(dice)})."
        if problem is None:
            second = ("Allowed: the rest of the block stays in one piece. Click the same seam again to cut, "
                      "or a die further along this seam to widen the cut.")
            board = "Allowed: the rest stays in one piece. Click the same seam again to cut."
        elif problem[0] == "one piece":
            cut_off = "; ".join(f"{die_words(block[c])} at {cell_text(c)}" for c in loose)
            second = (f"Not allowed: the rest would fall into {len(pieces(rest))} pieces (corner contact "
                      f"does not join dice); {cut_off} would be cut off.")
            board = (f"Not allowed: the rest would fall into {len(pieces(rest))} pieces; "
                     f"{' '.join(block[c] for c in loose)} (crossed out) would be cut off.")
        elif problem[0] == "cut total":
            second = board = f"Not allowed: {total} pips is more than {CUT_LIMIT}."
        else:
            second = board = "Not allowed: " + problem[1] + "."
        return {"cells": sorted(cells), "loose": loose, "dice": dice, "total": total,
                "allowed": problem is None,
                "cleaver": (side, int(seam.split("|")[0]), start, end), "lines": [first, second],
                "board_lines": [short, board]}

    # ----------------------------------------------------------- drawing
    def render_svg(self) -> str:
        shown = self.preview()
        selected = []
        view = self.view()
        me = self._acting()
        if me is not None and self.selected_die in view["seats"][me]["dice"]:
            selected.append(f"die:{view['seats'][me]['dice'].index(self.selected_die)}")
        if self.selected_recipe:
            selected.append(f"recipe:{self.selected_recipe}")
        if shown is None:
            return view_svg(view, selected=selected)
        return view_svg(view, preview=[list(c) for c in shown["cells"]],
                        loose=[list(c) for c in shown["loose"]], cleaver=shown["cleaver"],
                        preview_lines=shown["board_lines"], selected=selected)

    def update_panels(self) -> None:
        view = self.view()
        shown = self.preview()
        if shown is not None:
            self.preview_box.value = (f"<b>{html.escape(shown['lines'][0])}</b><br>"
                                      f"{html.escape(shown['lines'][1])}")
        elif view["phase"] == "cut" and view["public"]["block_pips"] > CUT_LIMIT and self.human is not None:
            self.preview_box.value = ("Click a die of the block next to the seam where the cleaver goes in "
                                      "to preview a cut.")
        else:
            self.preview_box.value = ""
        self.hand_box.value = self._hand_words(view)

    def _hand_words(self, view: dict) -> str:
        me = self._acting()
        if me is None:
            return ""
        seat, phase = view["seats"][me], view["phase"]
        lines = []
        if phase in ("cook", "final"):
            if seat["chef_token"]:
                if self.selected_die is not None and self.selected_die in seat["dice"]:
                    lines.append(f"Chef token: the {die_words(self.selected_die)} is chosen; pick its new "
                                 "type or number below (click it again to let go).")
                elif seat["dice"]:
                    lines.append("Chef token ready: click one of your dice to change its type or number.")
            else:
                lines.append("Chef token spent (it comes back when anyone restocks).")
            if self.selected_recipe is not None and self.selected_recipe in seat["recipes"]:
                lines.append(self._recipe_needs(self.selected_recipe, seat["dice"]))
            elif seat["recipes"]:
                lines.append("Click a Recipe in your hand to see how to cook it.")
        elif phase == "card":
            lines.append("Take a card: click a Recipe of the display or a deck.")
        elif phase == "discard":
            over = [f"{len(seat['dice'])} dice (limit 8)" if len(seat["dice"]) > 8 else "",
                    f"{len(seat['recipes'])} Recipes (limit 2)" if len(seat["recipes"]) > 2 else "",
                    f"{len(seat['hypes'])} Hypes (limit 2)" if len(seat["hypes"]) > 2 else ""]
            lines.append("Over a limit: " + ", ".join(x for x in over if x) + ". Click what to discard.")
        return "<br>".join(html.escape(line) for line in lines)

    def _recipe_needs(self, rid: str, dice: list[str]) -> str:
        recipe = RECIPES[rid]
        ways = [a for a in self._cook_actions() if _cooks(a, rid)]
        if ways:
            return f"{recipe_words(rid)}: {len(ways)} way{'s' if len(ways) != 1 else ''} to cook it, below."
        missing = Counter(recipe.ingredients) - Counter(d[0] for d in dice)
        words = ", ".join(f"{n} {INGREDIENTS[k]}" for k, n in missing.items())
        return f"{recipe_words(rid)}: not ready, it still needs {words}."

    def _cook_actions(self) -> list[Action]:
        me = self._acting()
        if me is None:
            return []
        return [a for a in self.game.legal_actions(me) if a.name == "cook"]

    def action_buttons(self) -> list[Action]:
        me = self._acting()
        if me is None or me not in self.game.to_act:
            return []
        self._marks_fresh()
        actions = self.game.legal_actions(me)
        phase = self.view()["phase"]
        if phase == "cut":
            return [a for a in actions if a.name != "cut"]
        if phase in ("cook", "final"):
            cooks = [a for a in actions if a.name == "cook"]
            if self.selected_recipe is not None:
                cooks = [a for a in cooks if _cooks(a, self.selected_recipe)]
            elif len(cooks) > MAX_COOK_BUTTONS:
                cooks = []
            chef = [a for a in actions if _chef_on(a, self.selected_die)]
            return cooks + chef + [a for a in actions if a.name == "done"]
        return actions

    def score_extra(self) -> list[list[str]]:
        seats = self.view()["seats"]
        return [[f"{len(s['cooked'])} recipes cooked, {len(s['dice'])} dice held"] for s in seats]


def _cooks(action: Action, rid: str) -> bool:
    move = read(action)
    return isinstance(move, Cook) and move.recipe == rid


def _chef_on(action: Action, die: str | None) -> bool:
    move = read(action)
    return isinstance(move, Chef) and move.die == die


def widget(game: Game, **kwargs) -> DicedVeggiesWidget:
    return DicedVeggiesWidget(game, **kwargs)
