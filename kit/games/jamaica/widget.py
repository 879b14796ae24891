"""The Jamaica widget: the route drawn from its coordinates, the ships, the dice, one hand.

Everything is drawn from ``self.view()`` (the teacher's view, or one seat's with the viewer
switch). Click a die to make it the morning die, a card of the hand shown
(``data-id="card-4"``) to pick it face down; at a fork or a fall-back click a space of the
lane you want (or use the buttons); every other decision has buttons. Everything goes
through ``self.act``, i.e. ``game.play``.

>>> import kit
>>> w = kit.widget(kit.new_game("jamaica", players=3, seed=1))
>>> 'data-id="space-12"' in w.board.svg and 'data-id="card-' in w.board.svg
True
"""
from __future__ import annotations

import html
from collections.abc import Sequence

import ipywidgets as w

from kit.engine import Action, Game
from kit.games.jamaica.board import side_of
from kit.games.jamaica.draw import holds_html, view_svg
from kit.games.jamaica.rules import card_name
from kit.ui import GameWidget


class JamaicaWidget(GameWidget):
    """Board, holds, dice, hand and prompts of one Jamaica game."""

    default_bot = "greedy"

    def side_panels(self) -> list[w.Widget]:
        self.prompt = w.HTML()
        self.holds = w.HTML()
        return [self.prompt, self.holds]

    def hand_seat(self) -> int | None:
        """The seat whose hand the board shows: the seat viewed, or (for the teacher) the
        human who may act now."""
        return self.viewer if self.viewer is not None else self.human

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
        if action.name == "card":
            return f"{action.text} ({card_name(int(action.args[0]))})"
        return action.text

    def score_extra(self) -> list[list[str]]:
        ships = self.view()["public"]["ships"]
        return [[f"space {ships[p]['space']}",
                 f"{sum(a for k, a in ships[p]['holds'] if k == 'doubloons')} gold"] for p in self.game.players]

    def on_board_click(self, data_id: str) -> None:
        kind, _, value = data_id.partition("-")
        public = self.view()["public"]
        decision = public["decision"]
        if decision is None or decision["chance"]:
            return
        if kind == "card":
            seat = self.hand_seat()
            self.act(f"card {value}", player=seat if seat is not None and self.bots[seat] is None else None)
        elif kind == "space" and decision["kind"] in ("fork", "fall") and value.isdigit():
            self.act(f"fork {side_of(int(value))}")
        elif kind == "die" and decision["kind"] == "order" and public["dice"]:
            a, b = public["dice"]
            if value in ("a", "b"):
                self.act(f"order {a} {b}" if value == "a" else f"order {b} {a}")


def widget(game: Game, seats: Sequence[str] | None = None, **kw) -> JamaicaWidget:
    """The Jamaica widget (seat 1 human, the others greedy bots unless ``seats`` says)."""
    return JamaicaWidget(game, seats=seats, **kw)
