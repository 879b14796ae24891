"""The Jamaica widget: the route drawn from its coordinates, the ships, the dice, one hand.

Everything is drawn from ``self.view()`` (the teacher's view, or one seat's with the viewer
switch). Click a die (or focus it with Tab and press Enter) to make it the morning die, a
card of the hand shown (``data-id="card-4"``) to pick it face down; at a fork or a fall-back
click a space the lane leads to, when several ships share a space click the one to attack
(or use the buttons); every other decision has buttons, in plain words. Everything goes
through ``self.act``, i.e. ``game.play``.

>>> import kit
>>> w = kit.widget(kit.new_game("jamaica", players=3, seed=1))
>>> 'data-id="die-a"' in w.board.svg and 'data-space="12"' in w.board.svg
True
>>> w.board.click("die-a")
>>> 'data-id="card-' in w.board.svg
True
"""
from __future__ import annotations

import html
from collections.abc import Sequence

import ipywidgets as w

from kit.engine import Action, Game
from kit.games.jamaica.components import STAR
from kit.games.jamaica.draw import hold_text, holds_html, ship_mark, shown_hand, view_svg
from kit.games.jamaica.moves import (
    EmptyHold,
    Fork,
    GiveCurse,
    Order,
    PlayCard,
    Reroll,
    StealHold,
    StealPower,
    StealTreasure,
    read,
    write,
)
from kit.ui import GameWidget


class JamaicaWidget(GameWidget):
    """Board, holds, dice, hand and prompts of one Jamaica game."""

    default_bot = "greedy"

    def side_panels(self) -> list[w.Widget]:
        self.prompt = w.HTML()
        self.holds = w.HTML()
        return [self.prompt, self.holds]

    def hand_seat(self) -> int | None:
        """The seat whose hand the board shows: the seat viewed; for the teacher, the human
        who may act now, else the first human seat, else (bots only) the first to act."""
        if self.viewer is not None:
            return self.viewer
        if self.human is not None:
            return self.human
        humans = [p for p, bot in enumerate(self.bots) if bot is None]
        return humans[0] if humans else shown_hand(self.view())

    def render_svg(self) -> str:
        return view_svg(self.view(), hand=self.hand_seat())

    def update_panels(self) -> None:
        view = self.view()
        decision = view["public"]["decision"]
        text = "" if decision is None else decision["prompt"]
        if decision is not None and decision["kind"] == "cards":
            waiting = ", ".join(self.game.player_name(p) for p in decision["players"])
            text += f" Waiting for: {waiting}."
        self.prompt.value = f"<b>{html.escape(text)}</b>"
        self.holds.value = holds_html(view)

    def action_buttons(self) -> list[Action]:
        player = self.human
        return self.game.legal_actions(player) if player is not None else []

    def button_label(self, action: Action) -> str:
        """The step in the rules' words, with what the position adds (a hold's goods)."""
        return super().button_label(action) + position_detail(self.view(), action)

    def score_extra(self) -> list[list[str]]:
        ships = self.view()["public"]["ships"]
        cells = []
        for p in self.game.players:
            points = ships[p]["points"]
            text = (f"({points['space']:+d} for space {ships[p]['space']}, "
                    f"+{points['doubloons']} for doubloons")
            if self.game.over:
                text += f", {points['treasures']:+d} for treasures"
            cells.append([text + ")"])
        return cells

    def on_board_click(self, data_id: str) -> None:
        kind, _, value = data_id.partition("-")
        public = self.view()["public"]
        decision = public["decision"]
        if decision is None or decision["chance"]:
            return
        if kind == "card":
            seat = self.hand_seat()
            if value.isdigit():
                self.act(write(PlayCard(int(value))),
                         player=seat if seat is not None and self.bots[seat] is None else None)
        elif kind == "space" and value in decision.get("spaces", {}):
            self.act(decision["spaces"][value])
        elif kind == "ship":
            ships = decision.get("ships", {})
            index = next((q for q, ship in enumerate(public["ships"]) if ship_mark(ship) == value), None)
            if str(index) in ships:
                self.act(ships[str(index)])
        elif kind == "die" and decision["kind"] == "order" and public["dice"]:
            a, b = public["dice"]
            if value in ("a", "b"):
                self.act(write(Order(a, b) if value == "a" else Order(b, a)))


def position_detail(view: dict, action: Action) -> str:
    """What the position adds to a step's words (words.py says the step itself): what a
    hold holds now, where a lane leads, whose die a re-roll throws again, whom a spoil is
    taken from. Empty when the position adds nothing."""
    public = view["public"]
    ships, decision, combat = public["ships"], public["decision"] or {}, public["combat"]
    move = read(action, public["ghost"])
    actor = next((p for p in decision.get("players", []) if isinstance(p, int)), None)
    if isinstance(move, Fork):
        space = next((s for s, text in decision.get("spaces", {}).items() if text == action.text), None)
        return f" (on to space {space})" if space is not None else ""
    if isinstance(move, EmptyHold) and actor is not None:
        return f" ({hold_text(ships[actor]['holds'][move.hold])})"
    if isinstance(move, Reroll) and combat is not None:
        ship = combat[move.role]
        face = combat["dice"].get(str(ship))
        return f" ({ships[ship]['name']}, showing {'a star' if face == STAR else face})"
    if combat is None or combat.get("winner") is None or not isinstance(move, SPOILS):
        return ""
    loser = combat["defender"] if combat["winner"] == combat["attacker"] else combat["attacker"]
    if isinstance(move, StealHold):
        return f" of {ships[loser]['name']} ({hold_text(ships[loser]['holds'][move.hold])})"
    return f" ({ships[loser]['name']})"


#: The winner's spoils, taken from the loser.
SPOILS = (StealHold, StealTreasure, StealPower, GiveCurse)


def widget(game: Game, seats: Sequence[str] | None = None, **kw) -> JamaicaWidget:
    """The Jamaica widget (seat 1 human, the others greedy bots unless ``seats`` says)."""
    return JamaicaWidget(game, seats=seats, **kw)
