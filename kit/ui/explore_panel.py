"""The "Explore" panel of a game's widget: play many games without writing code.

Choose a bot for every seat, the number of games and, if you like, one option whose
values to compare; "Play the games" plays them with :func:`kit.explore.run` (here, or on
local processes when they are many) with a progress bar, then shows the seat advantage
(each seat's win rate with its 95% interval), the game length and the option's effect as
plots, and a table of the games. Any game of the table can be opened on the board: it is
played again from its seed, options and bots (:func:`kit.explore.runner.replay_game`), the
same game step by step, and the widget's timeline steps through it.

The panel is folded away until opened.

>>> import kit
>>> w = kit.widget(kit.new_game("bahama_taxi", players=2, seed=1), seats=["human", "random"])
>>> w.explore_panel.seat_bots()
['greedy', 'random']
"""
from __future__ import annotations

import base64
import html
import io
import os
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor
from typing import TYPE_CHECKING, Any, Protocol

import ipywidgets as w

from kit.bots import bot_names, bot_words
from kit.game import Game
from kit.options import Option
from kit.registry import new_game
from kit.ui.panels import ControlBar, choice_words, option_label

if TYPE_CHECKING:
    import pandas as pd

TITLE = "Explore: play many games with bots"
#: From this many games in all, the panel plays them on local processes.
PROCESS_GAMES = 40
#: At most this many processes for one run (a classroom server serves several pages).
MOST_PROCESSES = 4
#: Rows of the games' table shown (every game can still be opened).
TABLE_ROWS = 100
NO_OPTION = ""


def sweepable(options: dict[str, Option]) -> dict[str, tuple[list[Any], list[str]]]:
    """The options whose values can be compared, with their values and their words:
    options with choices, yes/no options, and whole numbers with at most ten values.

    >>> from kit.options import Option
    >>> sweepable({"fast": Option(True, "go fast"), "name": Option("", "a name")})
    {'fast': ([True, False], ['yes', 'no'])}
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
                found[name] = (values, [str(v) for v in values])
    return found


class Board(Protocol):
    """What the panel needs of its widget (a :class:`kit.ui.GameWidget`)."""

    default_bot: str
    controls: ControlBar

    @property
    def live_game(self) -> Game: ...

    def open_game(self, game: Game, seats: Sequence[str], text: str = "") -> None: ...


class ExplorePanel(w.Accordion):
    """Bots per seat, games, one option to compare; a run with a progress bar; plots,
    a table, and any game opened on the widget's board."""

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
        labels = [("nothing: every game with this game's options", NO_OPTION)]
        labels += [(option_label(n, type(game).options[n]), n) for n in self.choices]
        self.option = w.Dropdown(options=labels, value=NO_OPTION, description="Option to compare",
                                 style={"description_width": "initial"},
                                 layout=w.Layout(width="max-content", max_width="100%"))
        self.values = w.SelectMultiple(options=[], description="Its values",
                                       style={"description_width": "initial"}, rows=4)
        self.option.observe(lambda _: self._show_values(), names="value")
        self.run_button = w.Button(description="Play the games", button_style="primary",
                                   tooltip="play the games with these bots and show what they tell")
        self.run_button.on_click(lambda _: self.run())
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
        self.table: pd.DataFrame | None = None
        self._run_setting: dict[str, Any] = {}
        self._last_report = 0.0
        self._synced: int | None = None  # the players the choices were last fitted to
        self._fits_known: dict[tuple[int, str, str], bool] = {}
        self._make_seats()
        self._show_values()
        body = w.VBox([self.seats, w.HBox([self.games, self.seed], layout=w.Layout(flex_flow="row wrap")),
                       w.HBox([self.option, self.values], layout=w.Layout(flex_flow="row wrap")),
                       w.HBox([self.run_button, self.progress], layout=w.Layout(flex_flow="row wrap")),
                       self.status, self.results, self.open_box])
        super().__init__([body])
        self.set_title(0, TITLE)
        self.selected_index = None  # folded away: the board stays uncluttered
        self.observe(self._opened, names="selected_index")
        self.add_class("kit-explore")

    # ------------------------------------------------------------ choices
    def _opened(self, change: dict) -> None:
        if change["new"] == 0:
            self.sync()

    def sync(self) -> None:
        """Fit the choices to the game being played: a bot a seat, and only the options with
        at least two values allowed with its players (a first player must be one of them).
        Done when the panel opens and before a run."""
        players = self.widget.live_game.num_players
        if self._synced == players:
            return
        self._synced = players
        self._make_seats()
        offered = [name for name in self.choices
                   if sum(self._fits(name, value) for value in self.choices[name][0]) >= 2]
        options = type(self.widget.live_game).options
        current = self.option.value
        self.option.options = [self.option.options[0]] + [(option_label(n, options[n]), n) for n in offered]
        self.option.value = current if current in offered else NO_OPTION
        self._show_values()

    def _make_seats(self) -> None:
        """One bot choice a seat of the game being played (kept when the count is the same)."""
        players = self.widget.live_game.num_players
        if len(self.seats.children) == players:
            return
        names = bot_names(self.name)
        kinds = self.widget.controls.seat_kinds()
        default = next((b for b in (self.widget.default_bot, "greedy", "random") if b in names), names[0])
        boxes = []
        for p in range(players):
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
            return
        values, words = self.choices[name]
        fits = [i for i, value in enumerate(values) if self._fits(name, value)]
        self.values.options = [(words[i], i) for i in fits]
        self.values.value = tuple(fits)
        self.values.layout.display = None

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
        """The values of the option to compare (all of them when none is selected)."""
        if self.option.value == NO_OPTION:
            return []
        values, _ = self.choices[self.option.value]
        chosen = sorted(self.values.value) or [i for _, i in self.values.options]
        return [values[i] for i in chosen]

    # ---------------------------------------------------------------- run
    def run(self, executor: Executor | None = None) -> pd.DataFrame | None:
        """Play the games chosen and show what they tell; None (and a message) on failure.
        ``executor``: where to play (default: here, or local processes for many games)."""
        from kit.explore import run

        live = self.widget.live_game
        self.sync()  # a new game may have another number of players
        option, values = self.option.value, self.chosen_values()
        base = {k: v for k, v in live.settings.items() if k != option and not type(live).options[k].secret}
        bots = self.seat_bots()
        games = int(self.games.value)
        total = games * max(1, len(values))
        self.progress.max, self.progress.value = total, 0
        own = None
        if executor is None and total >= PROCESS_GAMES:
            executor = own = ProcessPoolExecutor(max(1, min(os.cpu_count() or 1, MOST_PROCESSES)))
        self._say(f"Playing {games_words(total)}…")
        self.run_button.disabled = True
        try:
            table = run(self.name, players=live.num_players, games=games, bots=bots, options=base,
                        sweep={option: values} if option else None, executor=executor,
                        seed=int(self.seed.value), progress=self._progress)
        except Exception as err:  # noqa: BLE001 (a run that fails says why, in the panel)
            self._say(f"The games could not be played: {err}", error=True)
            return None
        finally:
            self.run_button.disabled = False
            if own is not None:
                own.shutdown()
        self.table = table
        self._run_setting = {"players": live.num_players, "options": base, "bots": tuple(bots),
                             "option": option}
        self._say(f"Played {games_words(total)}.")
        label = option_label(option, type(live).options[option]) if option else ""
        words = self._option_words(option)
        try:
            self.results.value = results_html(table, option, label, words, live.player_name)
        except Exception as err:  # noqa: BLE001 (the games are played: show them, and why no plots)
            self._say(f"Played {games_words(total)}, but the plots could not be drawn: {err}", error=True)
            self.results.value = games_table(table, option, words)
        self._show_games(table, option)
        return table

    def _say(self, text: str, error: bool = False) -> None:
        role = "alert" if error else "status"
        self.status.value = f'<div role="{role}">{html.escape(text)}</div>'

    def _progress(self, done: int, total: int) -> None:
        now = time.monotonic()
        if done in (0, total) or now - self._last_report > 0.2:  # not a message a game
            self._last_report = now
            self.progress.value = done

    def _option_words(self, option: str) -> dict[Any, str]:
        if not option:
            return {}
        values, words = self.choices[option]
        return {repr(v): word for v, word in zip(values, words)}

    def _show_games(self, table: pd.DataFrame, option: str) -> None:
        words = self._option_words(option)
        labels = []
        for i, row in enumerate(table.to_dict("records")):
            value = f"{words.get(repr(row[option]), row[option])}, " if option else ""
            who = winners_words(row["winners"])
            labels.append((f"Game {i + 1}: {value}{who}, {row['actions']} moves", i))
        self.pick.options = labels
        self.open_box.layout.display = None

    # ---------------------------------------------------------------- open
    def job(self, row: int):
        """The job that played row ``row`` of the last table (to play it again)."""
        from kit.explore.runner import Job

        assert self.table is not None, "no games played yet"
        record = self.table.iloc[row]
        setting = self._run_setting
        options = dict(setting["options"])
        if setting["option"]:
            value = record[setting["option"]]
            options[setting["option"]] = value.item() if hasattr(value, "item") else value
        return Job(self.name, setting["players"], tuple(sorted(options.items())), setting["bots"],
                   int(record["seed"]), int(record["game"]), int(record["setting"]))

    def open_game(self, row: int | None) -> bool:
        """Play game ``row`` of the table again and show it on the widget's board, at its
        start (the timeline steps through it)."""
        from kit.explore.runner import replay_game

        if row is None or self.table is None:
            return False
        try:
            game = replay_game(self.job(row))
        except Exception as err:  # noqa: BLE001
            self._say(f"That game could not be opened: {err}", error=True)
            return False
        self.widget.open_game(game, list(self._run_setting["bots"]),
                              f"Game {row + 1} of the table, played again from its seed {game.seed} "
                              f"({len(game.history)} steps): step through it with “Step forward” or the "
                              "slider, or press “Play” to watch it.")
        return True


def games_words(count: int) -> str:
    """A count of games in words.

    >>> games_words(1), games_words(4)
    ('1 game', '4 games')
    """
    return f"{count} game{'s' if count != 1 else ''}"


def winners_words(winners: Sequence[int]) -> str:
    """Who won a game of the table, in words (seats counted from 1)."""
    if not winners:
        return "no winner"
    seats = " and ".join(f"player {p + 1}" for p in winners)
    return f"winner{'s' if len(winners) > 1 else ''} {seats}"


def results_html(table: pd.DataFrame, option: str, label: str, option_words: dict[Any, str],
                 player_name: Callable[[int], str]) -> str:
    """What a table of games tells, in words, plots and a table."""
    from kit.explore import metrics

    rates = metrics.seat_advantage(table)
    lines = []
    for seat, r in zip(rates.index, rates.to_dict("records")):
        name = player_name(int(seat) - 1)
        lines.append(f"<li>{html.escape(name[:1].upper() + name[1:])} won "
                     f"{html.escape(metrics.in_words(r['win rate'], r['low'], r['high']))} of the games "
                     f"(no advantage: {r['fair']:.0%})</li>")
    mean, low, high = metrics.mean_interval(table["actions"])
    length = f"{mean:.1f} moves on average"
    if low == low:  # not NaN: more than one game
        length += f" (95% interval {low:.1f} to {high:.1f})"
    lines.append(f"<li>Game length: {length}</li>")
    cut = metrics.safeguard_share(table)
    if cut > 0:
        lines.append(f"<li><b>{cut:.0%} of the games were stopped by a kit safeguard</b> (such as a turn "
                     "limit), not by the rules: the measures describe games cut short.</li>")
    figures = "".join(figure_html(*fig) for fig in figures_of(table, option, label, option_words))
    return (f'<div role="status"><p><b>What {games_words(len(table))} tell</b></p><ul>{"".join(lines)}</ul>'
            f'<div style="display:flex;flex-flow:row wrap;gap:8px">{figures}</div>'
            f"{games_table(table, option, option_words)}</div>")


def figures_of(table: pd.DataFrame, option: str, label: str,
               option_words: dict[Any, str]) -> list[tuple[Any, str]]:
    """The plots (matplotlib figures) with their text alternatives."""
    import matplotlib

    matplotlib.use("Agg", force=False)
    import matplotlib.pyplot as plt

    from kit.explore import metrics, plots

    out = []
    fig, ax = plt.subplots(figsize=(4.6, 3.2), dpi=80)
    plots.seat_advantage(table, ax=ax)
    ax.set_xticks(ax.get_xticks(), [f"player {s}" for s in metrics.seats(table)])
    out.append((fig, "Win rate by player with 95% intervals and the share of no advantage"))
    fig, ax = plt.subplots(figsize=(4.6, 3.2), dpi=80)
    plots.lengths(table, ax=ax, title="Game length (moves)")
    ax.set_xlabel("moves a game")
    out.append((fig, "How many moves the games took"))
    if option:
        words = label.lower()
        for measure, what in (("seat 1 win rate", "Player 1's win rate"),
                              ("length (actions)", "Moves a game")):
            fig, ax = plt.subplots(figsize=(4.6, 3.2), dpi=80)
            plots.sweep(table, option, measure, ax=ax, title=f"{what} by value (95% interval)")
            values = list(dict.fromkeys(table[option]))
            ax.set_xticks(range(len(values)), [option_words.get(repr(v), str(v)) for v in values])
            ax.set_xlabel(words)
            ax.set_ylabel(what)
            out.append((fig, f"{what} for each value of the option {words}, with 95% intervals"))
    return out


def figure_html(fig, alt: str) -> str:
    """A matplotlib figure as an SVG image with its text alternative (the figure is closed)."""
    import matplotlib.pyplot as plt

    fig.tight_layout()
    buffer = io.BytesIO()
    fig.savefig(buffer, format="svg")
    plt.close(fig)
    data = base64.b64encode(buffer.getvalue()).decode()
    return (f'<img class="kit-explore-plot" src="data:image/svg+xml;base64,{data}" '
            f'alt="{html.escape(alt)}" style="max-width:100%;width:370px">')


def games_table(table: pd.DataFrame, option: str, option_words: dict[Any, str],
                rows: int = TABLE_ROWS) -> str:
    """The games as an HTML table (the first ``rows``): value, seed, winners, scores, moves,
    how it ended."""
    scores = [c for c in table.columns if c.startswith("score_")]
    head = (["Game"] + (["Value"] if option else []) + ["Seed", "Winner"]
            + [f"Score of player {c.split('_')[1]}" for c in scores] + ["Moves", "Ended"])
    body = []
    for i, row in enumerate(table.head(rows).to_dict("records")):
        cells = [str(i + 1)]
        if option:
            cells.append(option_words.get(repr(row[option]), str(row[option])))
        cells += [str(row["seed"]), winners_words(row["winners"])]
        cells += [f"{row[c]:g}" for c in scores]
        ending = row.get("ending", "rules")
        cells += [str(row["actions"]), "by the rules" if ending == "rules" else f"kit safeguard: {ending}"]
        body.append("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in cells) + "</tr>")
    more = f"<p>The first {rows} of {len(table)} games.</p>" if len(table) > rows else ""
    return ('<div tabindex="0" role="region" aria-label="The games played" '
            'style="max-height:18em;overflow:auto;border:1px solid #ccc">'
            '<table class="kit-explore-games"><tr>' + "".join(f"<th>{html.escape(h)}</th>" for h in head)
            + "</tr>" + "".join(body) + f"</table></div>{more}")


def _searching(bot: str) -> bool:
    """A search bot: too slow to be a seat's first choice for a table of games.

    >>> _searching("search strong"), _searching("greedy")
    (True, False)
    """
    return bot == "mcts" or bot.startswith("search ")
