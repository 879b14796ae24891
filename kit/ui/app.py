"""GameWidget: the frame of every game's widget.

It owns the game, the board, the control bar, the chance panel, the viewer switch, the
log and the score panel. Everything a click does goes through :meth:`GameWidget.act`, i.e.
through ``game.play``, so a widget can never reach a state the engine would refuse; a
refused action shows the engine's message. The board is drawn from ``self.view()``, the
view of the chosen viewer (the teacher's, or one seat's), never from the game's state.

A game's widget subclasses it and supplies ``render_svg``, ``on_board_click`` and, if it
needs them, extra panels.
"""
from __future__ import annotations

import html
from typing import Sequence

import ipywidgets as w

from kit.bots import Bot, bot_names, make_bot
from kit.engine import CHANCE, Action, Game, IllegalAction, new_game
from kit.ui.board import SvgBoard
from kit.ui.panels import HUMAN, ChancePanel, ControlBar, LogView, ScorePanel, ViewerSwitch


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
        self.chance_panel = ChancePanel()
        self.chance_panel.manual.value = game.chance == "manual"
        self.chance_panel.on_mode = self.set_manual_chance
        self.chance_panel.on_roll = self.roll
        self.chance_panel.on_choose = self.choose_outcome
        self.viewer_switch = ViewerSwitch([game.player_name(p) for p in game.players])
        self.viewer_switch.observe(lambda _: self.refresh(), names="value")
        self.bots = self._make_bots()
        self.actions_box = w.VBox()
        side = w.VBox([self.viewer_switch, self.scores, *self.side_panels(), self.actions_box,
                       self.chance_panel, self.log_view],
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

    def button_label(self, action: Action) -> str:
        """The words on an action's button (default: its text form)."""
        return action.text

    def score_extra(self) -> list[list[str]]:
        return []

    # ------------------------------------------------------------- seeing
    @property
    def viewer(self) -> int | None:
        """Whose view the board shows: None for the teacher, else a seat."""
        return self.viewer_switch.viewer

    def view(self) -> dict:
        """The view the board is drawn from."""
        return self.game.view(self.viewer)

    # ----------------------------------------------------------- actions
    @property
    def human(self) -> int | None:
        """The human seat that may act now, if any (the shown seat, when one is shown)."""
        for p in self.game.to_act:
            if p != CHANCE and self.bots[p] is None and self.viewer in (None, p):
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
        self._after_step()
        return True

    def set_manual_chance(self, manual: bool) -> None:
        self.game.chance = "manual" if manual else "auto"
        self._after_step()

    def roll(self) -> None:
        """Sample the chance step due now."""
        try:
            self.game.roll()
        except IllegalAction as err:
            self.say(str(err), error=True)
            return
        self.say("")
        self._after_step()

    def choose_outcome(self, text: str) -> None:
        """Play the chance outcome named by ``text`` (e.g. "roll 6 1")."""
        if not self.game.at_chance:
            self.say("No chance step is due now.", error=True)
            return
        try:
            self.game.play(text, CHANCE)
        except IllegalAction as err:
            self.say(str(err), error=True)
            return
        self.say(f"Chance: {text}.")
        self._after_step()

    def undo(self) -> None:
        """Take back the last human action (or chosen chance outcome) and the bots' replies
        since then."""
        g = self.game
        if not g.undoable:
            self.say("Nothing to undo.", error=True)
            return
        humans = {p for p, b in enumerate(self.bots) if b is None}
        count = 0
        while g.undoable:
            last = next(step for step in reversed(g.history) if not step.auto)
            g.undo()
            count += 1
            if not humans or last.player in humans or last.player == CHANCE:
                break
        self.say(f"Took back {count} step{'s' if count > 1 else ''}.")
        self.refresh()

    def bot_step(self) -> None:
        """One step by whoever must act: a bot (the seat's, or the default bot for a human
        seat), or a roll of the dice when chance is due."""
        g = self.game
        for p in g.to_act:
            if p == CHANCE:
                g.roll()
            else:
                bot = self.bots[p] or make_bot(self.default_bot, g.name, seed=len(g.history))
                g.play(bot.choose(g.seat(p)), p)
            break
        self.refresh()

    def auto_play(self, limit: int = 5000) -> None:
        self._run_bots(limit, stop_for_humans=True)
        self.refresh()

    def new_game(self, players: int | None = None, seed: int | None = None) -> None:
        players = self.game.num_players if players is None else players
        seed = self.game.seed if seed is None else seed
        try:
            self.game = new_game(self.game.name, players, seed, chance=self.game.chance,
                                 **self.controls.option_values())
        except ValueError as err:
            self.say(f"Cannot start that game: {err}", error=True)
            return
        self.bots = self._make_bots()
        current = self.viewer
        self.viewer_switch.options = self.viewer_switch.options[:1] + tuple(
            (self.game.player_name(p), p) for p in self.game.players)
        self.viewer_switch.value = current if current is not None and current < players else -1
        self.say(f"New game, seed {seed}.")
        self.on_new_game()
        self._after_step()

    def on_new_game(self) -> None:
        """Reset per-game widget state (selections) after a new game."""

    # ---------------------------------------------------------- drawing
    def say(self, text: str, error: bool = False) -> None:
        color = "#b00020" if error else "#225"
        self.message.value = (f'<div role="status" style="color:{color};min-height:1.4em">'
                              f'{html.escape(text)}</div>') if text else ""

    def refresh(self) -> None:
        g = self.game
        self.board.svg = self.render_svg()
        names = [g.player_name(p) + ("" if self.bots[p] is None else f" ({self.bots[p].name} bot)")
                 for p in g.players]
        to_act = [p for p in g.to_act if p != CHANCE]
        self.scores.show(names, g.scores(), to_act, g.winners(), g.over, self.score_extra())
        self.log_view.show(g.log_for(self.viewer))
        self._show_chance()
        self.update_panels()
        self._show_action_buttons()

    def _show_chance(self) -> None:
        g = self.game
        if not g.at_chance:
            self.chance_panel.show(False, [], "")
            return
        try:
            outcomes = g.chance_outcomes()
        except ValueError:
            outcomes = None
        self.chance_panel.show(True, outcomes, g.chance_help())

    def _show_action_buttons(self) -> None:
        buttons = []
        if self.human is not None:
            for action in self.action_buttons():
                button = w.Button(description=self.button_label(action), layout=w.Layout(width="auto"),
                                  tooltip=action.text)
                button.on_click(lambda _, a=action: self.act(a))
                buttons.append(button)
        self.actions_box.children = buttons

    # ----------------------------------------------------------- helpers
    def _make_bots(self) -> list[Bot | None]:
        return [None if kind == HUMAN else make_bot(kind, self.game.name, seed=self.game.seed * 10 + p)
                for p, kind in enumerate(self.controls.seat_kinds())]

    def _after_step(self) -> None:
        if self.auto_bots:
            self._run_bots()
        self.refresh()

    def _run_bots(self, limit: int = 5000, stop_for_humans: bool = True) -> None:
        """Let bots play until a human must act, the teacher must choose a chance outcome,
        or the game ends."""
        for _ in range(limit):
            g = self.game
            if g.over or g.at_chance or (stop_for_humans and self.human is not None):
                return
            movers = [p for p in g.to_act if p != CHANCE and self.bots[p] is not None]
            if not movers:
                return
            g.play(self.bots[movers[0]].choose(g.seat(movers[0])), movers[0])

    def _board_clicked(self, data_id: str) -> None:
        self.on_board_click(data_id)

    def _repr_svg_(self) -> str:
        return self.render_svg()

    def _repr_mimebundle_(self, **kwargs):
        # The live widget where a widget manager runs; the board's picture everywhere else
        # (a stored lesson without widget state, GitHub, nbconvert).
        bundle = super()._repr_mimebundle_(**kwargs) or {}
        return {**bundle, "image/svg+xml": self.render_svg()}
