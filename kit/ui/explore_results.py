"""What the Explore panel shows of a table of games: sentences, plots (as SVG pictures with
their text alternatives) and a table of the games, in plain words.

A table may compare the values of one option, or the number of players (its ``players``
column): then each number of players gets its own seat win rates, each with its own fair
share (a half with two players, a third with three …), and its own game length.

>>> games_words(1), games_words(4), players_words(3)
('1 game', '4 games', '3 players')
"""
from __future__ import annotations

import base64
import html
import io
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from kit.bots import bot_words
from kit.ui.panels import capital

if TYPE_CHECKING:
    import pandas as pd

#: Rows of the games' table shown (every game can still be opened).
TABLE_ROWS = 100
#: The key of the number of players among the things to compare (as kit.explore.run sweeps it).
PLAYERS = "players"
FIGURE_SIZE = (4.6, 3.2)


def games_words(count: int) -> str:
    """A count of games in words.

    >>> games_words(1), games_words(4)
    ('1 game', '4 games')
    """
    return f"{count} game{'s' if count != 1 else ''}"


def players_words(count: int) -> str:
    """A number of players in words."""
    return f"{count} player{'s' if count != 1 else ''}"


def winners_words(winners: Sequence[int]) -> str:
    """Who won a game of the table, in words (seats counted from 1)."""
    if not winners:
        return "no winner"
    seats = " and ".join(f"player {p + 1}" for p in winners)
    return f"winner{'s' if len(winners) > 1 else ''} {seats}"


def bots_words(bots: Sequence[str], player_name: Callable[[int], str], by_players: bool = False) -> str:
    """Which bot played each seat, in words; ``by_players``: the number of players was
    compared, and a game with fewer players is played by the first seats.

    >>> bots_words(["greedy", "random"], lambda p: f"player {p + 1}")
    'Player 1: simple player (best move now); Player 2: random moves.'
    """
    text = "; ".join(f"{capital(player_name(p))}: {bot_words(bot)}" for p, bot in enumerate(bots)) + "."
    if by_players:
        text += " A game with fewer players is played by the first seats."
    return text


def _seat_lines(table: pd.DataFrame, player_name: Callable[[int], str]) -> list[str]:
    """One sentence a seat: its win rate with its interval, and the fair share."""
    from kit.explore import metrics

    rates = metrics.seat_advantage(table)
    return [f"{html.escape(capital(player_name(int(seat) - 1)))} won "
            f"{html.escape(metrics.in_words(r['win rate'], r['low'], r['high']))} of the games "
            f"(no advantage: {r['fair']:.0%})" for seat, r in zip(rates.index, rates.to_dict("records"))]


def _length_words(table: pd.DataFrame) -> str:
    from kit.explore import metrics

    mean, low, high = metrics.mean_interval(table["actions"])
    length = f"{mean:.1f} moves on average"
    if low == low:  # not NaN: more than one game
        length += f" (95% interval {low:.1f} to {high:.1f})"
    return length


def results_html(table: pd.DataFrame, option: str, label: str, option_words: dict[Any, str],
                 player_name: Callable[[int], str], bots: Sequence[str] = ()) -> str:
    """What a table of games tells, in words, plots and a table; ``bots``: who played."""
    from kit.explore import metrics

    lines = []
    if bots:
        lines.append(f"<li>Played by: {html.escape(bots_words(bots, player_name, option == PLAYERS))}</li>")
    if option == PLAYERS:
        for count in metrics.player_counts(table):
            group = table[table[PLAYERS] == count]
            seats = "; ".join(_seat_lines(group, player_name))
            lines.append(f"<li><b>With {players_words(count)}</b> ({games_words(len(group))}): {seats}. "
                         f"Game length: {_length_words(group)}.</li>")
    else:
        lines += [f"<li>{line}</li>" for line in _seat_lines(table, player_name)]
        lines.append(f"<li>Game length: {_length_words(table)}</li>")
    cut = metrics.safeguard_share(table)
    if cut > 0:
        lines.append(f"<li><b>{cut:.0%} of the games were stopped by a kit safeguard</b> (such as a turn "
                     "limit), not by the rules: the measures describe games cut short.</li>")
    figures = "".join(figure_html(*fig) for fig in figures_of(table, option, label, option_words))
    return (f'<div role="status"><p><b>What {games_words(len(table))} tell</b></p><ul>{"".join(lines)}</ul>'
            f'<div style="display:flex;flex-flow:row wrap;gap:8px">{figures}</div>'
            f"{games_table(table, option, option_words)}</div>")


def _figure(width: float = FIGURE_SIZE[0]):
    """A new figure and its axes, outside pyplot: safe to draw from a thread, and never
    shown by a notebook's own display of pyplot's figures."""
    from matplotlib.figure import Figure

    fig = Figure(figsize=(width, FIGURE_SIZE[1]), dpi=80)
    return fig, fig.subplots()


def figures_of(table: pd.DataFrame, option: str, label: str,
               option_words: dict[Any, str]) -> list[tuple[Any, str]]:
    """The plots (matplotlib figures) with their text alternatives."""
    from kit.explore import metrics, plots

    out = []
    if option == PLAYERS:  # a bar a seat of each number, a gap between the numbers: wider when many
        counts = metrics.player_counts(table)
        fig, ax = _figure(max(FIGURE_SIZE[0], 1.0 + 0.22 * (sum(counts) + len(counts))))
        plots.seat_advantage(table, ax=ax, title="Win rate by seat (95% interval)")
        ax.set_ylim(0, 1.25)  # room for the legend above the bars
        out.append((fig, "Win rate of each seat for each number of players, with 95% intervals and "
                         "the share of no advantage for each number"))
    else:
        fig, ax = _figure()
        plots.seat_advantage(table, ax=ax)
        ax.set_xticks(ax.get_xticks(), [f"player {s}" for s in metrics.seats(table)])
        out.append((fig, "Win rate by player with 95% intervals and the share of no advantage"))
        fig, ax = _figure()
        plots.lengths(table, ax=ax, title="Game length (moves)")
        ax.set_xlabel("moves a game")
        out.append((fig, "How many moves the games took"))
    if not option:
        return out
    words = label.lower()
    measures = [("length (actions)", "Moves a game")]
    if option != PLAYERS:
        measures.insert(0, ("seat 1 win rate", "Player 1's win rate"))
    for measure, what in measures:
        fig, ax = _figure()
        by = "" if option == PLAYERS else " by value"  # the axis says: number of players
        plots.sweep(table, option, measure, ax=ax, title=f"{what}{by} (95% interval)")
        values = list(dict.fromkeys(table[option]))
        ax.set_xticks(range(len(values)), [option_words.get(repr(v), str(v)) for v in values])
        ax.set_xlabel(words)
        ax.set_ylabel(what)
        each = "each number of players" if option == PLAYERS else f"each value of the option {words}"
        out.append((fig, f"{what} for {each}, with 95% intervals"))
    return out


def figure_html(fig, alt: str) -> str:
    """A matplotlib figure as an SVG image with its text alternative."""
    fig.tight_layout()
    buffer = io.BytesIO()
    fig.savefig(buffer, format="svg")
    data = base64.b64encode(buffer.getvalue()).decode()
    width = round(fig.get_figwidth() * fig.dpi)
    return (f'<img class="kit-explore-plot" src="data:image/svg+xml;base64,{data}" '
            f'alt="{html.escape(alt)}" style="max-width:100%;width:{width}px">')


def games_table(table: pd.DataFrame, option: str, option_words: dict[Any, str],
                rows: int = TABLE_ROWS) -> str:
    """The games as an HTML table (the first ``rows``): value, seed, winners, scores, moves,
    how it ended (a seat a game did not have: an empty score)."""
    scores = [c for c in table.columns if c.startswith("score_")]
    compared = ["Players" if option == PLAYERS else "Value"] if option else []
    head = (["Game"] + compared + ["Seed", "Winner"]
            + [f"Score of player {c.split('_')[1]}" for c in scores] + ["Moves", "Ended"])
    body = []
    for i, row in enumerate(table.head(rows).to_dict("records")):
        cells = [str(i + 1)]
        if option:
            cells.append(option_words.get(repr(row[option]), str(row[option])))
        cells += [str(row["seed"]), winners_words(row["winners"])]
        cells += [f"{row[c]:g}" if row[c] == row[c] else "" for c in scores]  # NaN: no such seat
        ending = row.get("ending", "rules")
        cells += [str(row["actions"]), "by the rules" if ending == "rules" else f"kit safeguard: {ending}"]
        body.append("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in cells) + "</tr>")
    more = f"<p>The first {rows} of {len(table)} games.</p>" if len(table) > rows else ""
    return ('<div tabindex="0" role="region" aria-label="The games played" '
            'style="max-height:18em;overflow:auto;border:1px solid #ccc">'
            '<table class="kit-explore-games"><tr>' + "".join(f"<th>{html.escape(h)}</th>" for h in head)
            + "</tr>" + "".join(body) + f"</table></div>{more}")
