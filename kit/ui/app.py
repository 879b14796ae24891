"""GameWidget: the frame of every game's widget.

It owns the game, the board, the control bar, the timeline, the chance panel, the viewer
switch, the log and the score panel. Everything a click does goes through
:meth:`GameWidget.act`, i.e. through ``game.play``, so a widget can never reach a state the
engine would refuse; a refused action shows the engine's message. The board is drawn from
``self.view()``, the view of the chosen viewer (the teacher's, or one seat's), never from
the game's state.

A game's widget subclasses it and supplies ``render_svg``, ``on_board_click`` and, if it
needs them, extra panels; it inherits the rest:

* **The timeline.** "Step back" / "Step forward" and the step slider show any earlier
  position, rebuilt exactly with ``game.replay(upto)``. While an earlier position is shown,
  ``self.game`` *is* that replayed game (so every hook draws it and the log stops there) and
  nothing can be played. Stepping back (button, slider, keyboard) pauses the bots, and the
  position stays where it was put, under a banner: "Back to the game" returns to the latest
  position, "Continue from here" makes the shown position the game and discards the later
  steps (like undo); either lets the bots go on if they were playing.
* **Paced bots.** With a pace (seconds per move, the teacher's choice) the bots make one
  move a tick instead of finishing at once; "Play" / "Pause" starts and stops them, "Step
  forward" at the latest position makes one bot move. In a browser the ticks come from
  :class:`kit.ui.timeline.Pacer` (0.8 s a move unless set). Without a browser nothing
  ticks: the bots answer at once, as they always did, unless a pace is given
  (``pace=0.5`` or ``widget.pace = 0.5``); then :meth:`GameWidget.tick` is one beat.
* **Save / load** of the whole game as a file (``game.to_json()`` in a download link,
  ``kit.load_game`` for an uploaded file, whose errors are shown in words).
* **Projector mode**: the board beside a 480 px side panel (whose turn, the scores, the
  action buttons), under a top bar of at most 180 px (title, timeline, moves, files; the
  setup folds away under "Setup"), never taller than the screen less the top bar; the
  side panel's text grows.
* **Seeing**: the board shows a seat's view, the table's (:mod:`kit.table`: no one's hand,
  for a projector) or the teacher's (everything, with a banner). A game with hidden
  information opens in the human seat's view; ``student=True`` offers no teacher's view and
  no bot's seat at all (:attr:`GameWidget.student`).
* **Words**: buttons, the chance panel and its messages say steps with ``game.describe``;
  a chance step with one outcome is a "Next" button; the ending is ``game.result()``.
* **What the bot thought** (:mod:`kit.ui.thinking`): every bot move goes through
  :func:`kit.reasons.decide` (:mod:`kit.ui.botplay`); the panel names the last decision's
  player, move and rule, and a search's moves weighed and worlds imagined — a bot's thinking
  about hidden things only in the teacher's view or its own seat's.
* **Explore** (:mod:`kit.ui.explore_panel`, folded away): bots per seat, games, one option or
  the number of players to compare; plays them with :func:`kit.explore.run` in the background
  (the widget stays usable; "Stop" ends the run), shows plots with intervals and a table of
  the games, and opens any of them on the board (:meth:`GameWidget.open_game`).
* A puzzle for one person (one player, no bot) hides pace, play / pause, the bot moves and
  the bot's thinking.

>>> import kit
>>> w = kit.widget(kit.new_game("bahama_taxi", players=2, seed=4), seats=["human", "human"])
>>> w.act(w.game.legal_actions()[0]); w.act(w.game.legal_actions()[0])
True
True
>>> end = len(w.game.history)
>>> w.step_back(); w.browsing, w.position == end - 1
(True, True)
>>> w.act(w.game.legal_actions(0)[0] if w.game.to_act == [0] else "stay")
False
>>> w.back_to_game(); w.browsing, w.position == end
(False, True)
"""
from __future__ import annotations

import html
import time
from collections.abc import Sequence

import ipywidgets as w

from kit.actions import CHANCE, Action, IllegalAction, Player, SaveFileError
from kit.bots import bot_names
from kit.game import Game
from kit.registry import new_game
from kit.savefile import load_game
from kit.table import table_view
from kit.ui.board import SvgBoard
from kit.ui.botplay import BotPlay
from kit.ui.explore_panel import ExplorePanel
from kit.ui.panels import (
    HUMAN,
    TABLE,
    TEACHER_VALUE,
    ChancePanel,
    ControlBar,
    LogView,
    ScorePanel,
    ViewerSwitch,
    capital,
)
from kit.ui.thinking import ThinkingPanel
from kit.ui.timeline import FileRow, Timeline

#: The pace in a browser when none is given: seconds per bot move.
DEFAULT_PACE = 0.8
#: Projector mode: the side panel's width and the gap between it and the board (px; the
#: gap is board.py's CSS), under a top bar of at most TOP_BAR px (the board's height cap).
SIDE_PANEL_PX, GAP_PX, TOP_BAR_PX = 480, 20, 180


class GameWidget(BotPlay, w.VBox):
    """Board + controls + timeline + log + scores around one game. ``seats`` says who plays
    each seat: ``"human"`` or a bot name (default: seat 1 human, the others the best bot).
    ``auto_bots``: the bots move by themselves (the "Play" state; False starts paused).
    ``pace``: seconds per bot move; None is :data:`DEFAULT_PACE` once a browser shows the
    widget and "at once" without one; 0 is always at once."""

    default_bot = "random"
    #: The unit of the scores, shown beside every score and in the winner line.
    score_unit = "points"

    def __init__(self, game: Game, seats: Sequence[str] | None = None, auto_bots: bool = True,
                 pace: float | None = None, student: bool = False, viewer: int | str | None = "auto"):
        self._live = game
        self._student = bool(student)
        self._was_playing = False  # whether play went on before an earlier position was shown
        self._shown: Game | None = None  # the replayed earlier position while browsing
        self._position = 0
        self.auto_bots = auto_bots
        self.playing = auto_bots
        self._pace_given = pace is not None
        self._last_tick = 0.0
        bots = bot_names(game.name)
        if seats is None:
            seats = [HUMAN] + [self.default_bot] * (game.num_players - 1)
        self.board = SvgBoard()
        self.board.on_click(self._board_clicked)
        self.message = w.HTML(layout=w.Layout(min_height="1.6em"))
        self.message.add_class("kit-message")
        self.scores = ScorePanel()
        self.log_view = LogView()
        self.controls = ControlBar(game.info.min_players, game.info.max_players, game.num_players,
                                   game.seed, bots, seats, type(game).options, game.settings)
        self.controls.on_new = self.new_game
        self.controls.on_undo = self.undo
        self.controls.on_step = self.bot_step
        self.controls.on_auto = self.auto_play
        self.timeline = Timeline(DEFAULT_PACE if pace is None else pace)
        self.timeline.on_back = self.step_back
        self.timeline.on_forward = self.step_forward
        self.timeline.on_goto = self.goto
        self.timeline.on_play = self.toggle_play
        self.timeline.on_pace = self._pace_changed
        self.timeline.on_live = self.back_to_game
        self.timeline.on_branch = self.continue_from_here
        self.pacer = self.timeline.pacer
        self.pacer.observe(self._ticked, names="tick")
        self.pacer.observe(lambda _: self._sync_pacer(), names="connected")
        self.files = FileRow()
        self.files.on_load = self.load
        self.files.on_projector = self.set_projector
        self.chance_panel = ChancePanel()
        self.chance_panel.manual.value = game.chance == "manual"
        self.chance_panel.on_mode = self.set_manual_chance
        self.chance_panel.on_roll = self.roll
        self.chance_panel.on_choose = self.choose_outcome
        self.bots = self._make_bots()
        self.viewer_switch = ViewerSwitch([game.player_name(p) for p in game.players],
                                          teacher=not self._student,
                                          seats=self._switch_seats())
        self.viewer_switch.value = self._first_viewer(viewer)
        self.viewer_switch.observe(lambda _: self.refresh(), names="value")
        self.view_banner = w.HTML()
        self.thinking = ThinkingPanel()
        self.explore_panel = ExplorePanel(self)
        self.actions_box = w.Box(layout=w.Layout(display="flex", flex_flow="row wrap"))
        self.actions_box.add_class("kit-actions")
        self.side = w.VBox([self.viewer_switch, self.view_banner, self.scores, self.actions_box,
                            self.chance_panel, *self.side_panels(), self.log_view, self.thinking],
                           layout=w.Layout(min_width="320px", max_width="460px", flex="0 1 460px"))
        self.side.add_class("kit-side")
        self.board_column = w.Box([self.board], layout=w.Layout(flex="1 1 60%", min_width="0"))
        self.board_column.add_class("kit-board-column")
        self.main = w.Box([self.board_column, self.side],
                          layout=w.Layout(display="flex", flex_flow="row", align_items="flex-start",
                                          width="100%"))
        self.main.add_class("kit-main")
        self.setup_button = w.ToggleButton(value=False, description="Setup",
                                           tooltip="new game: players, seats, seed and options",
                                           layout=w.Layout(width="auto"))
        self.setup_button.observe(lambda change: self._show_setup(change["new"]), names="value")
        self.controls.layout.display = "none"
        self.title = w.HTML(f'<h3 class="kit-title">{html.escape(game.info.title)}</h3>')
        self.top_bar = w.Box([self.title, self.timeline, self.controls.move_row, self.files,
                              self.setup_button],
                             layout=w.Layout(display="flex", flex_flow="row wrap", align_items="center",
                                             width="100%"))
        self.top_bar.add_class("kit-top-bar")
        super().__init__([self.top_bar, self.timeline.browse_row, self.controls, self.message, self.main,
                          self.explore_panel],
                         layout=w.Layout(width="100%"))
        self.add_class("kit-game")
        if not self.paced and self.playing and any(bot is None for bot in self.bots):
            self._run_bots()  # up to the first human turn; a game of bots only waits for "Play"
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
        """The words on an action's button (default: the game's words for it, as the
        viewer may know them, with a capital letter)."""
        return capital(self.words(action, self.human))

    def words(self, action: Action | str, player: Player | None = None) -> str:
        """A step in the game's words as the viewer may know it: the contract's
        :meth:`kit.Game.describe` (games say their words through ``_words``)."""
        return self.game.describe(action, player, self.viewer)

    def score_extra(self) -> list[list[str]]:
        return []

    # ------------------------------------------------------------ the game
    @property
    def game(self) -> Game:
        """The game the widget shows: the live game, or while browsing the earlier position
        (a replay; nothing can be played on it)."""
        return self._shown if self._shown is not None else self._live

    @game.setter
    def game(self, game: Game) -> None:
        self._live = game
        self._shown = None

    @property
    def live_game(self) -> Game:
        """The game being played (its latest position), also while browsing."""
        return self._live

    @property
    def browsing(self) -> bool:
        """True while an earlier position is shown (read-only)."""
        return self._shown is not None

    @property
    def position(self) -> int:
        """How many steps of the history the shown position has."""
        return self._position if self._shown is not None else len(self._live.history)

    # -------------------------------------------------------------- pace
    @property
    def pace(self) -> float:
        """Seconds per bot move (0: at once)."""
        return self.timeline.pace_box.value

    @pace.setter
    def pace(self, seconds: float) -> None:
        self._pace_given = True
        self.timeline.pace_box.value = seconds

    @property
    def paced(self) -> bool:
        """True when bots wait for the pace (a tick) instead of moving at once."""
        return self.pace > 0 and (self._pace_given or self.pacer.connected)

    # ------------------------------------------------------------- seeing
    @property
    def student(self) -> bool:
        """True in student mode: no teacher view (and no other seat's hand) anywhere."""
        return self._student

    @property
    def table(self) -> bool:
        """True while the board shows the table's view (no one's hand: a projector)."""
        return self.viewer_switch.value == TABLE

    @property
    def viewer(self) -> int | None:
        """Whose view the board shows: None for the teacher, else a seat (for the table's
        view, the seat it is seen from; see :mod:`kit.table`)."""
        if self.table:
            return None  # the widget and the game's panels draw from self.view(), the table's
        return self.viewer_switch.viewer

    def view(self) -> dict:
        """The view the board is drawn from."""
        if self.table:
            return table_view(self.game)
        return self.game.view(self.viewer)

    def log_lines(self) -> list[str]:
        """The log as the viewer saw it (the table: the public log)."""
        return self.game.log if self.table else self.game.log_for(self.viewer)

    # ----------------------------------------------------------- actions
    @property
    def human(self) -> int | None:
        """The human seat that may act now, if any (the shown seat, when one is shown);
        None while an earlier position is shown."""
        if self._shown is not None or self.table:
            return None  # the table's view offers no one's moves (they would show a hand)
        for p in self.game.to_act:
            if not isinstance(p, str) and self.bots[p] is None and self.viewer in (None, p) \
                    and self.answer_for(p) is None:
                return p
        return None

    def answer_for(self, player: int) -> Action | None:
        """A move the widget makes for human seat ``player`` without asking (None: ask).
        A game may answer a formality for a lone human (see the Bahamas widget); the
        widget never answers where it could tell other people something."""
        return None

    def act(self, action: Action | str, player: int | None = None) -> bool:
        """Play an action for a human seat; show the engine's refusal if illegal."""
        if self._refuse_while_browsing():
            return False
        if player is None:
            player = self.human
        if player is None:
            self.say("It is not a human player's turn: press “Bot move”, “Step forward” or “Play”.",
                     error=True)
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
        self._live.chance = "manual" if manual else "auto"
        self._after_step()

    def roll(self) -> None:
        """Sample the chance step due now."""
        if self._refuse_while_browsing():
            return
        try:
            self.game.roll()
        except IllegalAction as err:
            self.say(str(err), error=True)
            return
        self.say("")
        self._after_step()

    def choose_outcome(self, text: str) -> None:
        """Play the chance outcome named by ``text`` (e.g. "roll 6 1")."""
        if self._refuse_while_browsing():
            return
        if not self.game.at_chance:
            self.say("No chance step is due now.", error=True)
            return
        refusal = self.game.why_not(text, CHANCE)
        if refusal is not None:
            self.say(str(refusal), error=True)
            return
        words = self.words(text, CHANCE)
        self.game.play(text, CHANCE)
        self.say(f"Chance: {words}.")
        self._after_step()

    def undo(self) -> None:
        """Take back the last human action (or chosen chance outcome) and the bots' replies
        since then."""
        if self._refuse_while_browsing():
            return
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

    # ----------------------------------------------------------- timeline
    def goto(self, position: int, pause: bool = True) -> None:
        """Show the position after ``position`` steps (read-only unless it is the latest).
        An earlier position pauses play (``pause``; the replay after "Play" does not) and
        stays shown until "Back to the game", "Continue from here" or "Play"."""
        live = self._live
        position = max(0, min(int(position), len(live.history)))
        if position == len(live.history):
            self._leave_browsing()
        elif self._shown is None or self._position != position:
            if self._shown is None:
                self._was_playing = self.playing
            if pause:
                self.playing = False
            self._shown = live.replay(position)
            self._position = position
        self.say("")
        self.refresh()

    def _leave_browsing(self) -> None:
        """Show the latest position again; play goes on if it went on before stepping back."""
        if self._shown is not None:
            self._shown = None
            self.playing = self.playing or self._was_playing
        self._was_playing = False

    def step_back(self) -> None:
        """Show the position one step earlier."""
        if self.position == 0:
            self.say("This is the start of the game.")
            return
        self.goto(self.position - 1)

    def step_forward(self) -> None:
        """Show the next step; at the latest position, one move by the bot whose turn it is
        (or a chance step)."""
        if self._shown is not None:
            self.goto(self.position + 1)
            return
        if not self._bot_move():
            self.say(self._why_no_bot_move())
        self.refresh()

    def back_to_game(self) -> None:
        """Leave the earlier position: show the latest position of the game again (play
        goes on if it went on before stepping back)."""
        self._leave_browsing()
        self.say("")
        self._after_step()

    def continue_from_here(self) -> None:
        """Make the shown earlier position the game: the later steps are discarded."""
        if self._shown is None:
            self.say("This is already the latest position.")
            return
        position, before = self._position, len(self._live.history)
        game = self._live.replay(position)
        game.chance = self._live.chance  # a chance step due here (auto) is sampled as it was
        self.playing = self.playing or self._was_playing
        self._was_playing = False
        self.game = game
        dropped = before - len(game.history)
        self.say(f"Playing on from step {position}; the {dropped} later "
                 f"step{'s were' if dropped != 1 else ' was'} discarded.")
        self._after_step()

    def play(self) -> None:
        """The bots move by themselves again (at the pace; at once without one). From an
        earlier position, the game is replayed from there at the pace."""
        self.playing = True
        if not self.paced:
            self._leave_browsing()
            self._run_bots()
        self.refresh()

    def pause(self) -> None:
        """Stop the bots (and the replay) after the current move."""
        self.playing = False
        self.refresh()

    def toggle_play(self) -> None:
        self.pause() if self.playing else self.play()

    def tick(self) -> bool:
        """One beat of the pace while playing: the next recorded step while browsing (after
        "Play" there), else one bot move. False when there was nothing to do (also while
        paused: a step back stays where it was put)."""
        if not self.playing:
            return False
        if self._shown is not None:
            self.goto(self.position + 1, pause=False)
            return True
        moved = self._bot_move()
        self.refresh()
        return moved

    # -------------------------------------------------------- save / load
    def save_text(self) -> str:
        """The save file of the whole game (also while an earlier position is shown)."""
        return self._live.to_json()

    def load(self, data: str | bytes) -> bool:
        """Load a save file (``Game.to_json`` text) into the widget; a bad file shows why.
        The loaded game starts paused."""
        try:
            game = load_game(data)
        except SaveFileError as err:
            self.say(f"Cannot load that file: {err}", error=True)
            return False
        if game.name != self._live.name:
            self.say(f"Cannot load that file: it is a save of {game.info.title}, and this is "
                     f"{self._live.info.title}.", error=True)
            return False
        self.game = game
        self.controls.show_settings(game.num_players, game.seed, game.settings)
        self.chance_panel.manual.value = game.chance == "manual"
        self._new_seats()
        self.playing = False
        self.on_new_game()
        self.say(f"Loaded a game of {len(game.history)} steps (seed {game.seed}); press “Play” "
                 "to let the bots go on.")
        self.refresh()
        return True

    def open_game(self, game: Game, seats: Sequence[str], text: str = "") -> None:
        """Show a finished (or any) game of this kind, played by ``seats`` (bot names), at
        its start: paused, the timeline steps through it (the Explore panel's "Open")."""
        self.playing = False
        self.game = game
        self.controls.show_settings(game.num_players, game.seed, game.settings)
        for box, kind in zip(self.controls.seat_boxes, seats):
            box.value = kind if kind in self.controls.choices else box.value
        self.chance_panel.manual.value = game.chance == "manual"
        self._new_seats()
        self.on_new_game()
        self.goto(0)
        self.say(text)

    # --------------------------------------------------------- projector
    @property
    def projector(self) -> bool:
        return self.files.projector.value

    def set_projector(self, on: bool) -> None:
        """Projector mode: the board beside a 480 px side panel (whose turn, scores,
        actions) with a 20 px gap, under a top bar of at most 180 px (the setup folds
        away), the board never taller than the screen less the top bar (board.py's CSS),
        larger text in the side panel."""
        if self.files.projector.value != on:
            self.files.projector.value = on  # calls back here
            return
        if on:
            self.add_class("kit-projector")
            self.setup_button.value = False
            width = f"{SIDE_PANEL_PX}px"
            self.side.layout.min_width = self.side.layout.max_width = self.side.layout.width = width
            self.side.layout.flex = f"0 0 {width}"
        else:
            self.remove_class("kit-projector")
            self.side.layout.min_width, self.side.layout.max_width = "320px", "460px"
            self.side.layout.width = None
            self.side.layout.flex = "0 1 460px"

    def _show_setup(self, on: bool) -> None:
        self.controls.layout.display = None if on else "none"

    def new_game(self, players: int | None = None, seed: int | None = None) -> None:
        players = self._live.num_players if players is None else players
        seed = self._live.seed if seed is None else seed
        try:
            self.game = new_game(self._live.name, players, seed, chance=self._live.chance,
                                 **self.controls.option_values())
        except ValueError as err:
            self.say(f"Cannot start that game: {err}", error=True)
            return
        self._new_seats()
        self.say(f"New game, seed {seed}.")
        self.on_new_game()
        self._after_step()

    def _new_seats(self) -> None:
        self.bots = self._make_bots()
        self.viewer_switch.set_seats([self._live.player_name(p) for p in self._live.players],
                                     self._switch_seats(), self._first_viewer("auto"))

    def on_new_game(self) -> None:
        """Reset per-game widget state (selections) after a new game."""

    # ---------------------------------------------------------- drawing
    def say(self, text: str, error: bool = False) -> None:
        """Show one message (it replaces the one before); errors in red, marked "Not
        allowed"."""
        if not text:
            self.message.value = ""
            return
        if error:
            self.message.value = (f'<div role="alert" class="kit-message-error">Not allowed: '
                                  f'{html.escape(text)}</div>')
        else:
            self.message.value = f'<div role="status" class="kit-message-info">{html.escape(text)}</div>'

    def refresh(self) -> None:
        g = self.game
        self.board.svg = self.render_svg()
        names = [g.player_name(p) + ("" if (bot := self.bots[p]) is None else f" ({bot.name} bot)")
                 for p in g.players]
        to_act = [p for p in g.to_act if not isinstance(p, str)]
        self.scores.show(names, g.scores(), to_act, g.winners(), g.over, self.score_extra(),
                         unit=self.score_unit, plain_names=[g.player_name(p) for p in g.players],
                         result=g.result())
        title = "Log" if self._shown is None else f"Log up to step {self._position}"
        self.log_view.show(self.log_lines(), title=title)
        self._show_view_banner()
        self._show_chance()
        self.update_panels()
        self._show_thinking()
        self._show_action_buttons()
        self._show_timeline()

    def _show_timeline(self) -> None:
        live, end = self._live, len(self._live.history)
        position = self.position
        later = end - position
        banner = (f"Looking back at step {position} of {end}: play is paused here and nothing "
                  "can be played. “Back to the game” returns to the latest position"
                  f"{' (play goes on)' if self._was_playing else ''}; “Continue from here” plays "
                  f"on from this step and discards the {later} later step{'s' if later != 1 else ''}.")
        self.timeline.show(position, end, self.playing, self._shown is not None, banner)
        for button in (self.controls.undo_button, self.controls.step_button, self.controls.auto_button):
            button.disabled = self._shown is not None
        solo = self._solo()  # nothing to pace or to hand to a bot: those controls are hidden
        for part in (self.timeline.play_button, self.timeline.pace_box, self.pacer,
                     self.controls.step_button, self.controls.auto_button, self.thinking):
            part.layout.display = "none" if solo else None
        self.files.show_save((id(live), end, live.chance), self.save_text,
                             f"{live.name}-seed{live.seed}-step{end}.json", end)
        self._sync_pacer()

    def _sync_pacer(self) -> None:
        """Run the browser's clock only while there is something to do at the pace."""
        pacer = self.pacer
        pacer.pace = float(self.pace)
        work = (self._position < len(self._live.history)) if self._shown is not None else self._bot_can_move()
        pacer.running = bool(self.playing and self.paced and work)
        if not self.paced:
            status = ""
        elif pacer.running:
            status = f"Playing: {self.pace:g} s a move"
        elif not self.playing:
            status = "Paused"
        elif self._live.over:
            status = "Game over"
        elif self._live.at_chance:
            status = "Waiting for the chance step"
        else:
            status = "Waiting for a human move"
        pacer.status = status

    def _show_chance(self) -> None:
        g = self.game
        if self._shown is not None or not g.at_chance:
            self.chance_panel.show(False, [], "")
            return
        try:
            outcomes = g.chance_outcomes()
        except ValueError:
            outcomes = None
        named = None if outcomes is None else [(a.text, self.words(a, CHANCE), p) for a, p in outcomes]
        self.chance_panel.show(True, named, g.chance_help())

    def _show_view_banner(self) -> None:
        if self.viewer_switch.value == TEACHER_VALUE and self.game.info.hidden_information:
            text = ("<b>Teacher view: everything is shown</b>, every hand, card and secret. Choose "
                    "a seat or the table under “Show the board as” before the class sees the screen.")
            self.view_banner.value = f'<div role="alert" class="kit-teacher-banner">{text}</div>'
        elif self.table:
            self.view_banner.value = ('<div role="status" class="kit-table-note">The table\'s view: '
                                      "only what everyone sees, no one's hand.</div>")
        else:
            self.view_banner.value = ""

    def _solo(self) -> bool:
        """A puzzle for one person: one player and no bot seat."""
        return self._live.num_players == 1 and all(bot is None for bot in self.bots)

    def _switch_seats(self) -> list[int]:
        """The seats the viewer switch offers: every seat, or in student mode the human
        seats only (a bot's hand is not for a student's eyes)."""
        seats = list(self._live.players)
        if self._student and self._live.info.hidden_information:
            seats = [p for p in seats if self.bots[p] is None]
        return seats

    def _first_viewer(self, viewer: int | str | None) -> int:
        """The viewer switch's value to open with: ``viewer`` if given (None: the teacher,
        "table", or a seat); by default the first human seat's view where something is
        hidden (else the table's), the teacher's where nothing is. Several human seats at one
        screen (pass and play) open in the teacher's view, as they always did, except in
        student mode."""
        if viewer is None:
            return TEACHER_VALUE
        if viewer == "table":
            return TABLE
        if isinstance(viewer, int):
            return viewer
        humans = [p for p, bot in enumerate(self.bots) if bot is None]
        if self._student:
            return humans[0] if humans else TABLE
        if not self._live.info.hidden_information or len(humans) > 1:
            return TEACHER_VALUE
        return humans[0] if humans else TABLE

    def _show_action_buttons(self) -> None:
        buttons = []
        if self.human is not None:
            for action in self.action_buttons():
                label = self.button_label(action)  # the tooltip too: never the action's code
                button = w.Button(description=label, layout=w.Layout(width="auto"), tooltip=label)
                button.action = action
                button.on_click(lambda _, a=action: self.act(a))
                buttons.append(button)
        self.actions_box.children = buttons

    # ----------------------------------------------------------- helpers
    def _after_step(self) -> None:
        if self.playing and not self.paced:
            self._run_bots()
        self.refresh()

    def _refuse_while_browsing(self) -> bool:
        if self._shown is None:
            return False
        self.say(f"You are looking back at step {self._position} of {len(self._live.history)}. "
                 "Press “Back to the game” to play on from the latest position, or “Continue "
                 "from here” to play from this step (the later steps are discarded).", error=True)
        return True

    def _pace_changed(self, seconds: float) -> None:
        self._pace_given = True
        if self.playing and not self.paced:
            self._run_bots()
        self.refresh()

    def _ticked(self, change) -> None:
        """A tick from the browser's clock (at most one a pace, whatever the number of
        views sending them)."""
        try:
            now = time.monotonic()
            if self.pacer.running and now - self._last_tick >= 0.6 * self.pace:
                self._last_tick = now
                self.tick()
        except Exception as err:  # noqa: BLE001 (a failing step must not stop the clock silently)
            self.pause()
            self.say(f"The bots stopped: {err}", error=True)
        finally:
            self.pacer.done = change["new"]

    def _board_clicked(self, data_id: str) -> None:
        # Passed on while browsing too (a click that only looks, such as Bahama Taxi's fare
        # explorer, still works there); a click that would play is refused by ``act``.
        self.on_board_click(data_id)

    def _repr_svg_(self) -> str:
        return self.render_svg()

    def _repr_mimebundle_(self, **kwargs):
        # The live widget where a widget manager runs; the board's picture everywhere else
        # (a stored lesson without widget state, GitHub, nbconvert).
        bundle = super()._repr_mimebundle_(**kwargs) or {}
        return {**bundle, "image/svg+xml": self.render_svg()}
