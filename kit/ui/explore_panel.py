"""The "Explore" panel of a game's widget: play many games without writing code.

Choose a bot for every seat, the number of games and, if you like, one thing to compare:
an option's values, or the number of players. "Play the games" plays them with
:func:`kit.explore.run` in the background (a thread of the kernel, the games on local
processes when they are many) with a progress bar: the board and the rest of the widget
stay usable meanwhile, the button waits for the run to end (one run at a time), and "Stop"
ends the run soon (within a move; a run on processes ends them) — the games of a stopped
run are not shown, as part of a comparison would not be fair, and the panel says so. Then
it shows the seat advantage (each seat's win rate with its 95% interval), the game length
and the effect of what was compared as plots, and a table of the games. Any game of the
table can be opened on the board: it is played again from its seed, options and bots
(:func:`kit.explore.runner.replay_game`), the same game step by step, and the widget's
timeline steps through it.

Comparing the number of players plays each number from the bots chosen for the seats: the
panel shows a seat for each player of the largest game, and a smaller game is played by the
first seats. Each number gets its own seat win rates, each with its own fair share. A whole
number with many values (a turn limit) is compared over a few evenly spaced values.

From Python, :meth:`ExplorePanel.run` plays and returns the table (it waits);
:meth:`ExplorePanel.start` is what the button does, and returns the run's thread.

The panel is folded away until opened.

>>> import kit
>>> w = kit.widget(kit.new_game("bahama_taxi", players=2, seed=1), seats=["human", "random"])
>>> w.explore_panel.seat_bots()
['greedy', 'random']
>>> w.explore_panel.option.value = "players"
>>> w.explore_panel.values.label = ("2 players", "4 players")
>>> w.explore_panel.seat_bots()
['greedy', 'random', 'greedy', 'greedy']
"""
from __future__ import annotations

import html
import os
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

import ipywidgets as w

from kit.bots import bot_names, bot_words
from kit.game import Game
from kit.options import Option
from kit.registry import game_class, new_game
from kit.ui.explore_results import (
    PLAYERS,
    games_table,
    games_words,
    players_words,
    results_html,
    winners_words,
)
from kit.ui.panels import ControlBar, choice_words, option_label

if TYPE_CHECKING:
    import pandas as pd

__all__ = ["ExplorePanel", "sweepable", "spaced_values", "TITLE", "PLAYERS"]

TITLE = "Explore: play many games with bots"
#: From this many games in all, the panel plays them on local processes.
PROCESS_GAMES = 40
#: At most this many processes for one run (a classroom server serves several pages).
MOST_PROCESSES = 4
#: Whole numbers with a range up to this are compared over a few evenly spaced values
#: (a wider one, such as a seed, is not offered).
WIDEST_RANGE = 10_000
NO_OPTION = ""
PLAYERS_LABEL = "number of players"
STOPPED = ("Stopped after {played} of {total} games. The games of a stopped run are not shown: part of "
           "a comparison would not be fair. Play fewer games for a quicker answer.")


def sweepable(options: dict[str, Option]) -> dict[str, tuple[list[Any], list[str]]]:
    """The options whose values can be compared, with their values and their words:
    options with choices, yes/no options, and whole numbers with bounds (every value up to
    ten of them, else a few evenly spaced ones, see :func:`spaced_values`).

    >>> from kit.options import Option
    >>> sweepable({"fast": Option(True, "go fast"), "name": Option("", "a name")})
    {'fast': ([True, False], ['yes', 'no'])}
    >>> sweepable({"limit": Option(200, "turns", bounds=(10, 2000))})["limit"][0]
    [10, 200, 500, 1000, 1500, 2000]
    """
    found: dict[str, tuple[list[Any], list[str]]] = {}
    for name, option in options.items():
        if option.secret:
            continue
        if option.choices is not None:
            found[name] = (list(option.choices), choice_words(option))
        elif isinstance(option.default, bool):
            found[name] = ([True, False], ["yes", "no"])
        elif isinstance(option.default, int) and option.bounds is not None:
            low, high = int(option.bounds[0]), int(option.bounds[1])
            if high - low < 10:
                values = list(range(low, high + 1))
            elif high - low <= WIDEST_RANGE:
                values = spaced_values(low, high, option.default)
            else:
                continue
            found[name] = (values, [str(v) for v in values])
    return found


def spaced_values(low: int, high: int, default: int) -> list[int]:
    """A few evenly spaced values from ``low`` to ``high`` on round steps (1, 2 or 5 times
    a power of ten), the ``default`` among them.

    >>> spaced_values(-20, 15, -5)
    [-20, -10, -5, 0, 10, 15]
    >>> spaced_values(3, 15, 15)
    [3, 5, 10, 15]
    """
    step = 1
    while step * 4 < high - low:
        step = _next_step(step)
    inner = range((low // step + 1) * step, high, step)
    return sorted({low, high, default, *inner})


def _next_step(step: int) -> int:
    """The next round step: 1, 2, 5, 10, 20, 50 …"""
    lead = int(str(step)[0])
    return step * 2 if lead in (1, 5) else step * 5 // 2


def players_fitting(name: str, options: dict[str, Any], seed: int) -> list[int]:
    """The numbers of players this game allows with these options.

    >>> players_fitting("jamaica", {"ghost_ship": True}, 1)
    [2]
    """
    info = game_class(name).info
    fitting = []
    for count in range(info.min_players, info.max_players + 1):
        try:
            new_game(name, count, seed, **options)
        except (ValueError, TypeError):
            continue
        fitting.append(count)
    return fitting


class Board(Protocol):
    """What the panel needs of its widget (a :class:`kit.ui.GameWidget`)."""

    default_bot: str
    controls: ControlBar

    @property
    def live_game(self) -> Game: ...

    def open_game(self, game: Game, seats: Sequence[str], text: str = "") -> None: ...


@dataclass
class Plan:
    """One run, as chosen when it starts (the panel's choices may change while it plays)."""

    players: int
    option: str
    values: list[Any]
    options: dict[str, Any]
    bots: tuple[str, ...]
    games: int
    seed: int
    executor: Executor | None
    label: str
    words: dict[str, str]
    player_name: Callable[[int], str]
    stop: threading.Event = field(default_factory=threading.Event)
    #: Its games are all played: too late to stop it.
    played: bool = False

    @property
    def total(self) -> int:
        return self.games * max(1, len(self.values))

    def bots_of(self, players: int) -> list[str]:
        """The bots of a game of ``players`` (the first seats')."""
        return list(self.bots[:players])


class ExplorePanel(w.Accordion):
    """Bots per seat, games, one thing to compare; a run in the background with a progress
    bar and a stop button; plots, a table, and any game opened on the widget's board."""

    def __init__(self, widget: Board):
        self.widget = widget
        game = widget.live_game
        self.name = game.name
        self.choices = sweepable(type(game).options)
        self.seats = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.games = w.BoundedIntText(value=20, min=1, max=5000, description="Games for each value",
                                      style={"description_width": "initial"}, layout=w.Layout(width="240px"))
        self.seed = w.IntText(value=1, description="Seed of the run", style={"description_width": "initial"},
                              layout=w.Layout(width="200px"))
        self.option = w.Dropdown(options=[("nothing: every game with this game's options", NO_OPTION)],
                                 value=NO_OPTION, description="Option to compare",
                                 style={"description_width": "initial"},
                                 layout=w.Layout(width="max-content", max_width="100%"))
        self.values = w.SelectMultiple(options=[], description="Its values",
                                       style={"description_width": "initial"}, rows=4)
        self.note = w.HTML()
        self.option.observe(lambda _: self._show_values(), names="value")
        self.values.observe(lambda _: self._values_chosen(), names="value")
        self.run_button = w.Button(description="Play the games", button_style="primary",
                                   tooltip="play the games with these bots and show what they tell")
        self.run_button.on_click(lambda _: self._play_clicked())
        self.stop_button = w.Button(description="Stop", tooltip="end the run now; the games of a stopped "
                                                                "run are not shown")
        self.stop_button.on_click(lambda _: self.stop())
        self.stop_button.layout.display = "none"
        self.progress = w.IntProgress(value=0, min=0, max=1, description="Games played",
                                      style={"description_width": "initial"})
        self.status = w.HTML()
        self.results = w.HTML()
        self.results.add_class("kit-explore-results")
        self.pick = w.Dropdown(options=[], description="Game to open", style={"description_width": "initial"},
                               layout=w.Layout(width="max-content", max_width="100%"))
        self.open_button = w.Button(description="Open on the board",
                                    tooltip="play this game again on the board; step through it with "
                                            "the timeline")
        self.open_button.on_click(lambda _: self.open_game(self.pick.value))
        self.open_box = w.HBox([self.pick, self.open_button], layout=w.Layout(flex_flow="row wrap"))
        self.open_box.layout.display = "none"
        #: From this many games in all, a run plays on local processes.
        self.process_games = PROCESS_GAMES
        self.thread: threading.Thread | None = None
        self._played: tuple[pd.DataFrame, Plan] | None = None
        self._plan: Plan | None = None  # the run playing
        self._busy = threading.Lock()  # held while a run plays
        self._ending = threading.Lock()  # "Stop" and the end of the games, one after the other
        self._last_report = 0.0
        self._synced: tuple[int, str] | None = None  # the game the choices were last fitted to
        self._fits_known: dict[tuple[int, str, str], bool] = {}
        info = type(game).info
        if info.min_players < info.max_players:  # fitted to the game's options by sync()
            counts = list(range(info.min_players, info.max_players + 1))
            self.choices[PLAYERS] = (counts, [players_words(n) for n in counts])
        self.option.options = [self.option.options[0]] + [(self._label(n), n) for n in self._offered()]
        self._show_values()
        body = w.VBox([self.seats, w.HBox([self.games, self.seed], layout=w.Layout(flex_flow="row wrap")),
                       w.HBox([self.option, self.values], layout=w.Layout(flex_flow="row wrap")), self.note,
                       w.HBox([self.run_button, self.stop_button, self.progress],
                              layout=w.Layout(flex_flow="row wrap")),
                       self.status, self.results, self.open_box])
        super().__init__([body])
        self.set_title(0, TITLE)
        self.selected_index = None  # folded away: the board stays uncluttered
        self.observe(self._opened, names="selected_index")
        self.add_class("kit-explore")

    @property
    def table(self) -> pd.DataFrame | None:
        """The last table of games played (None before a run finished)."""
        return self._played[0] if self._played else None

    @property
    def running(self) -> bool:
        """Whether a run is playing."""
        return self._busy.locked()

    # ------------------------------------------------------------ choices
    def _opened(self, change: dict) -> None:
        if change["new"] == 0:
            self.sync()

    def sync(self) -> None:
        """Fit the choices to the game being played: a bot a seat, the numbers of players
        its options allow, and only the options with at least two values allowed with its
        players (a first player must be one of them). Done when the panel opens and before a run."""
        live = self.widget.live_game
        key = (live.num_players, repr(sorted(self._base(live, NO_OPTION).items())))
        if self._synced == key:
            return
        self._synced = key
        counts = players_fitting(self.name, self._base(live, NO_OPTION), live.seed)
        self.choices.pop(PLAYERS, None)
        offered = [name for name in self.choices
                   if sum(self._fits(name, value) for value in self.choices[name][0]) >= 2]
        if len(counts) >= 2:
            self.choices[PLAYERS] = (counts, [players_words(n) for n in counts])
        offered = self._offered(offered)
        current = self.option.value
        self.option.options = [self.option.options[0]] + [(self._label(n), n) for n in offered]
        self.option.value = current if current in offered else NO_OPTION
        self._show_values()
        self._make_seats()

    def _offered(self, options: Sequence[str] | None = None) -> list[str]:
        """What can be compared: the number of players first (when it can change), then
        ``options`` (all the comparable options by default)."""
        options = [n for n in (self.choices if options is None else options) if n != PLAYERS]
        return ([PLAYERS] if PLAYERS in self.choices else []) + options

    def _label(self, name: str) -> str:
        if name == PLAYERS:
            return PLAYERS_LABEL
        return option_label(name, type(self.widget.live_game).options[name])

    def _seat_count(self) -> int:
        if self.option.value == PLAYERS:
            return max(self.chosen_values(), default=self.widget.live_game.num_players)
        return self.widget.live_game.num_players

    def _make_seats(self) -> None:
        """One bot choice a seat: of the game being played, or of the largest game when the
        number of players is compared (the seats kept, new ones added or taken away)."""
        count = self._seat_count()
        boxes = list(self.seats.children)[:count]
        if len(boxes) == count:
            if len(self.seats.children) != count:
                self.seats.children = boxes
            return
        names = bot_names(self.name)
        kinds = self.widget.controls.seat_kinds()
        default = next((b for b in (self.widget.default_bot, "greedy", "random") if b in names), names[0])
        for p in range(len(boxes), count):
            kind = kinds[p] if p < len(kinds) and kinds[p] in names and not _searching(kinds[p]) else default
            boxes.append(w.Dropdown(options=[(bot_words(n), n) for n in names], value=kind,
                                    description=f"Seat {p + 1}", layout=w.Layout(width="max-content")))
        self.seats.children = boxes

    def seat_bots(self) -> list[str]:
        """The bot chosen for each seat."""
        return [box.value for box in self.seats.children]

    def _show_values(self) -> None:
        name = self.option.value
        if name == NO_OPTION:
            self.values.options, self.values.layout.display = [], "none"
            self.note.value = ""
            self._make_seats()
            return
        values, words = self.choices[name]
        fits = [i for i, value in enumerate(values) if name == PLAYERS or self._fits(name, value)]
        self.values.options = [(words[i], i) for i in fits]
        self.values.value = tuple(fits)
        self.values.layout.display = None
        self._values_chosen()

    def _values_chosen(self) -> None:
        """The seats and the note fitted to the values chosen."""
        name = self.option.value
        if name == NO_OPTION:
            return
        self._make_seats()
        option = type(self.widget.live_game).options.get(name)
        if name == PLAYERS:
            text = ("Each number of players is played by the bots chosen for the seats above: a game with "
                    "fewer players is played by the first seats. Each number has its own fair share of wins.")
        elif option is not None and option.bounds is not None and option.bounds[1] - option.bounds[0] >= 10:
            low, high = (int(b) for b in option.bounds)
            text = (f"A few values from {low} to {high}, the game's default ({option.default}) among them: "
                    "choose the ones to compare.")
        else:
            text = ""
        self.note.value = f'<div class="kit-help">{html.escape(text)}</div>' if text else ""

    def _fits(self, option: str, value: Any) -> bool:
        """Whether ``value`` of ``option`` is allowed with this game's players (a first
        player must be one of them)."""
        live = self.widget.live_game
        key = (live.num_players, option, repr(value))
        if key not in self._fits_known:
            try:
                new_game(self.name, live.num_players, live.seed, **{option: value})
                self._fits_known[key] = True
            except (ValueError, TypeError):
                self._fits_known[key] = False
        return self._fits_known[key]

    def chosen_values(self) -> list[Any]:
        """The values to compare (all of them when none is selected)."""
        if self.option.value == NO_OPTION:
            return []
        values, _ = self.choices[self.option.value]
        chosen = sorted(self.values.value) or [i for _, i in self.values.options]
        return [values[i] for i in chosen]

    @staticmethod
    def _base(live: Game, option: str) -> dict[str, Any]:
        """The game's options for a run (less the one compared and the secret ones)."""
        return {k: v for k, v in live.settings.items() if k != option and not type(live).options[k].secret}

    def _option_words(self, option: str) -> dict[str, str]:
        if not option:
            return {}
        values, words = self.choices[option]
        return {repr(v): word for v, word in zip(values, words)}

    # ---------------------------------------------------------------- run
    def run(self, executor: Executor | None = None) -> pd.DataFrame | None:
        """Play the games chosen and show what they tell, here and now (it waits for the
        end); the table, or None (and a message) when they could not be played or were
        stopped. ``executor``: where to play (default: here, or local processes for many games)."""
        plan = self._begin(executor)
        return None if plan is None else self._play(plan)

    def start(self, executor: Executor | None = None) -> threading.Thread | None:
        """Start playing the games chosen in the background (what "Play the games" does):
        the widget stays usable, the progress bar moves, "Stop" ends the run. The run's
        thread, or None when a run is already playing."""
        plan = self._begin(executor)
        if plan is None:
            return None
        self.thread = threading.Thread(target=self._play, args=(plan,), name="kit-explore", daemon=True)
        self.thread.start()
        return self.thread

    def _play_clicked(self) -> None:
        if self.start() is not None:
            self.stop_button.focus()  # the key that started the run can stop it

    def stop(self) -> bool:
        """Ask the run playing to end (soon: within a move); False when none is playing."""
        with self._ending:
            plan = self._plan
            if plan is None or plan.played:
                return False
            self.stop_button.disabled = True
            self._say("Stopping…")  # before the run can say it stopped
            plan.stop.set()
        return True

    def _begin(self, executor: Executor | None) -> Plan | None:
        """The run chosen now, the panel showing it plays; None when one is already playing."""
        if not self._busy.acquire(blocking=False):
            self._say("A run is already playing: wait for its end, or stop it.")
            return None
        try:
            live = self.widget.live_game
            self.sync()  # a new game may have another number of players
            option = self.option.value
            plan = Plan(live.num_players, option, self.chosen_values(), self._base(live, option),
                        tuple(self.seat_bots()), int(self.games.value), int(self.seed.value), executor,
                        self._label(option) if option else "", self._option_words(option), live.player_name)
        except BaseException:
            self._busy.release()
            raise
        self._plan = plan
        self.run_button.disabled = True
        self.stop_button.disabled, self.stop_button.layout.display = False, None
        self.progress.max, self.progress.value = plan.total, 0
        self.results.value, self.open_box.layout.display = "", "none"
        self._played = None
        self._say(f"Playing {games_words(plan.total)}… (“Stop” ends the run; the games of a stopped run are "
                  "not shown.)")
        return plan

    def _play(self, plan: Plan) -> pd.DataFrame | None:
        """Play a run and show it (here, or in the run's thread); the panel is free again
        at its end, whatever happened."""
        try:
            table = self._games(plan)
            with self._ending:
                plan.played = True
            if table is not None:
                self._show(table, plan)
            return table
        except Exception as err:  # noqa: BLE001 (in a thread: nobody else would see it)
            self._say(f"The results could not be shown: {err}", error=True)
            return None
        finally:
            self._plan = None
            self.stop_button.layout.display = "none"
            self.run_button.disabled = False
            if plan.stop.is_set():
                self.run_button.focus()  # from the hidden "Stop"
            self._busy.release()

    def _games(self, plan: Plan) -> pd.DataFrame | None:
        """The table of a run's games; None (and why, in the panel) when stopped or failed."""
        from kit.explore import run
        from kit.explore.runner import Stopped, close_pool

        executor, own = plan.executor, None
        stopped = False
        try:
            if executor is None and plan.total >= self.process_games:
                executor = own = ProcessPoolExecutor(max(1, min(os.cpu_count() or 1, MOST_PROCESSES)))
            return run(self.name, players=None if plan.option == PLAYERS else plan.players, games=plan.games,
                       bots=plan.bots, options=plan.options,
                       sweep={plan.option: plan.values} if plan.option else None, executor=executor,
                       seed=plan.seed, progress=self._progress, stop=plan.stop.is_set)
        except Stopped as stop:
            stopped = True
            self._say(STOPPED.format(played=stop.played, total=stop.total))
            return None
        except Exception as err:  # noqa: BLE001 (a run that fails says why, in the panel)
            self._say(f"The games could not be played: {err}", error=True)
            return None
        finally:
            if own is not None:
                close_pool(own, at_once=stopped)

    def _show(self, table: pd.DataFrame, plan: Plan) -> None:
        """A finished run's results: what it tells, its plots and its games."""
        self.progress.value = plan.total
        self._played = (table, plan)
        self._say(f"Played {games_words(plan.total)}: drawing the plots…")
        try:
            self.results.value = results_html(table, plan.option, plan.label, plan.words, plan.player_name,
                                              plan.bots)
            self._say(f"Played {games_words(plan.total)}.")
        except Exception as err:  # noqa: BLE001 (the games are played: show them, and why no plots)
            self._say(f"Played {games_words(plan.total)}, but the plots could not be drawn: {err}",
                      error=True)
            self.results.value = games_table(table, plan.option, plan.words)
        self._show_games(table, plan)

    def _say(self, text: str, error: bool = False) -> None:
        role = "alert" if error else "status"
        self.status.value = f'<div role="{role}">{html.escape(text)}</div>'

    def _progress(self, done: int, total: int) -> None:
        now = time.monotonic()
        if done in (0, total) or now - self._last_report > 0.2:  # not a message a game
            self._last_report = now
            self.progress.value = done

    def _show_games(self, table: pd.DataFrame, plan: Plan) -> None:
        labels = []
        option = plan.option
        for i, row in enumerate(table.to_dict("records")):
            value = f"{plan.words.get(repr(row[option]), row[option])}, " if option else ""
            who = winners_words(row["winners"])
            labels.append((f"Game {i + 1}: {value}{who}, {row['actions']} moves", i))
        self.pick.options = labels
        self.open_box.layout.display = None

    # ---------------------------------------------------------------- open
    def job(self, row: int):
        """The job that played row ``row`` of the last table (to play it again)."""
        from kit.explore.runner import Job

        assert self._played is not None, "no games played yet"
        table, plan = self._played
        record = table.iloc[row]
        options = dict(plan.options)
        players = plan.players
        if plan.option == PLAYERS:
            players = int(record[PLAYERS])
        elif plan.option:
            value = record[plan.option]
            options[plan.option] = value.item() if hasattr(value, "item") else value
        return Job(self.name, players, tuple(sorted(options.items())), tuple(plan.bots_of(players)),
                   int(record["seed"]), int(record["game"]), int(record["setting"]))

    def open_game(self, row: int | None) -> bool:
        """Play game ``row`` of the table again and show it on the widget's board, at its
        start (the timeline steps through it)."""
        from kit.explore.runner import replay_game

        if row is None or self._played is None:
            return False
        try:
            job = self.job(row)
            game = replay_game(job)
        except Exception as err:  # noqa: BLE001
            self._say(f"That game could not be opened: {err}", error=True)
            return False
        self.widget.open_game(game, list(job.bots),
                              f"Game {row + 1} of the table, played again from its seed {game.seed} "
                              f"({len(game.history)} steps): step through it with “Step forward” or the "
                              "slider, or press “Play” to watch it.")
        return True


def _searching(bot: str) -> bool:
    """A search bot: too slow to be a seat's first choice for a table of games.

    >>> _searching("search strong"), _searching("greedy")
    (True, False)
    """
    return bot == "mcts" or bot.startswith("search ")
