"""GameWidget: the frame of every game's widget.

It owns the game, the board, the control bar, the log and the score panel. Everything a
click does goes through :meth:`GameWidget.act`, i.e. through ``game.play``, so a widget can
never reach a state the engine would refuse; a refused action shows the engine's message.
A game's widget subclasses it and supplies ``render_svg``, ``on_board_click`` and, if it
needs them, extra panels.
"""
from __future__ import annotations

import html
from typing import Sequence

import ipywidgets as w

from kit.bots import Bot, bot_names, make_bot
from kit.engine import Action, Game, IllegalAction, new_game
from kit.ui.board import SvgBoard
from kit.ui.panels import HUMAN, ControlBar, LogView, ScorePanel


class GameWidget(w.VBox):
    """Board + controls + log + scores around one game. ``seats`` says who plays each
    seat: ``"human"`` or a bot name (default: seat 1 human, the others the best bot)."""

    default_bot = "random"

    def __init__(self, game: Game, seats: Sequence[str] | None = None, auto_bots: bool = True):
        self.game = game
        self.auto_bots = auto_bots
        bots = bot_names(game.name)
        if seats is None:
            seats = [HUMAN] + [self.default_bot] * (game.num_players - 1)
        self.board = SvgBoard()
        self.board.on_click(self._board_clicked)
        self.message = w.HTML()
        self.scores = ScorePanel()
        self.log_view = LogView()
        self.controls = ControlBar(game.info.min_players, game.info.max_players, game.num_players,
                                   game.seed, bots, seats, type(game).options, game.settings)
        self.controls.on_new = self.new_game
        self.controls.on_undo = self.undo
        self.controls.on_step = self.bot_step
        self.controls.on_auto = self.auto_play
        self.bots = self._make_bots()
        self.actions_box = w.VBox()
        side = w.VBox([self.scores, *self.side_panels(), self.actions_box, self.log_view],
                      layout=w.Layout(min_width="320px", max_width="460px"))
        super().__init__([
            w.HTML(f"<h3>{html.escape(game.info.title)}</h3>"),
            self.controls,
            self.message,
            w.HBox([w.Box([self.board], layout=w.Layout(flex="1 1 60%")), side]),
        ])
        self._run_bots()
        self.refresh()

    # ----------------------------------------------------- for subclasses
    def render_svg(self) -> str:
        raise NotImplementedError

    def on_board_click(self, data_id: str) -> None:
        """React to a click on a board element (default: nothing)."""

    def side_panels(self) -> list[w.Widget]:
        """Extra widgets shown beside the board, above the action buttons."""
        return []

    def update_panels(self) -> None:
        """Refresh the extra panels after every change."""

    def action_buttons(self) -> list[Action]:
        """Actions offered as buttons to the human to act (default: none)."""
        return []

    def score_extra(self) -> list[list[str]]:
        return []

    # ----------------------------------------------------------- actions
    @property
    def human(self) -> int | None:
        """The human seat that may act now, if any."""
        for p in self.game.to_act:
            if self.bots[p] is None:
                return p
        return None

    def act(self, action: Action | str, player: int | None = None) -> bool:
        """Play an action for a human seat; show the engine's refusal if illegal."""
        if player is None:
            player = self.human
        if player is None:
            self.say("It is not a human player's turn: use “bot move” or “auto-play”.", error=True)
            return False
        try:
            self.game.play(action, player)
        except IllegalAction as err:
            self.say(str(err), error=True)
            return False
        self.say("")
        if self.auto_bots:
            self._run_bots()
        self.refresh()
        return True

    def undo(self) -> None:
        """Take back the last action, and the bots' replies since the last human action."""
        if not self.game.history:
            self.say("Nothing to undo.", error=True)
            return
        steps = 1
        humans = [p for p, b in enumerate(self.bots) if b is None]
        if humans:
            for player, _ in reversed(self.game.history):
                if player in humans:
                    break
                steps += 1
            steps = min(steps, len(self.game.history))
        self.game.undo(steps)
        self.say(f"Undid {steps} action{'s' if steps > 1 else ''}.")
        self.refresh()

    def bot_step(self) -> None:
        for p in self.game.to_act:
            bot = self.bots[p] or make_bot(self.default_bot, self.game.name, seed=len(self.game.history))
            self.game.play(bot.choose(self.game, p), p)
            break
        self.refresh()

    def auto_play(self, limit: int = 5000) -> None:
        self._run_bots(limit, stop_for_humans=True)
        self.refresh()

    def new_game(self, players: int | None = None, seed: int | None = None) -> None:
        players = self.game.num_players if players is None else players
        seed = self.game.seed if seed is None else seed
        try:
            self.game = new_game(self.game.name, players, seed, **self.controls.option_values())
        except ValueError as err:
            self.say(f"Cannot start that game: {err}", error=True)
            return
        self.bots = self._make_bots()
        self.say(f"New game, seed {seed}.")
        self.on_new_game()
        self._run_bots()
        self.refresh()

    def on_new_game(self) -> None:
        """Reset per-game widget state (selections) after a new game."""

    # ---------------------------------------------------------- drawing
    def say(self, text: str, error: bool = False) -> None:
        color = "#b00020" if error else "#225"
        self.message.value = f'<div style="color:{color};min-height:1.4em">{html.escape(text)}</div>' if text else ""

    def refresh(self) -> None:
        g = self.game
        self.board.svg = self.render_svg()
        names = [g.player_name(p) + ("" if self.bots[p] is None else f" ({self.bots[p].name} bot)")
                 for p in g.players]
        self.scores.show(names, g.scores(), g.to_act, g.winners(), g.over, self.score_extra())
        self.log_view.show(g.log)
        self.update_panels()
        self._show_action_buttons()

    def _show_action_buttons(self) -> None:
        buttons = []
        if self.human is not None:
            for action in self.action_buttons():
                button = w.Button(description=action.text, layout=w.Layout(width="auto"))
                button.on_click(lambda _, a=action: self.act(a))
                buttons.append(button)
        self.actions_box.children = buttons

    # ----------------------------------------------------------- helpers
    def _make_bots(self) -> list[Bot | None]:
        return [None if kind == HUMAN else make_bot(kind, self.game.name, seed=self.game.seed * 10 + p)
                for p, kind in enumerate(self.controls.seat_kinds())]

    def _run_bots(self, limit: int = 5000, stop_for_humans: bool = True) -> None:
        for _ in range(limit):
            g = self.game
            if g.over or (stop_for_humans and self.human is not None):
                return
            movers = [p for p in g.to_act if self.bots[p] is not None]
            if not movers:
                return
            g.play(self.bots[movers[0]].choose(g, movers[0]), movers[0])

    def _board_clicked(self, data_id: str) -> None:
        self.on_board_click(data_id)

    def _repr_svg_(self) -> str:
        return self.render_svg()
