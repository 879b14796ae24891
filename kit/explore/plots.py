"""Plots of a table of games (matplotlib), one measure a function; each returns its axes.

Colours come from Okabe & Ito's palette and every series also has its own marker, so the
plots read the same under colour-vision deficiencies and in black and white.
"""
from __future__ import annotations

import pandas as pd

from kit.explore import metrics
from kit.svg import OKABE_ITO

COLOURS = [OKABE_ITO[c] for c in ("blue", "vermillion", "bluish green", "orange", "reddish purple",
                                   "sky blue")]
MARKERS = ["o", "s", "^", "D", "v", "P"]


def _axes(ax, size=(6, 3.5)):
    import matplotlib.pyplot as plt

    if ax is None:
        _, ax = plt.subplots(figsize=size, dpi=80)
    return ax


def _errors(value: pd.Series, low: pd.Series, high: pd.Series) -> list[pd.Series]:
    """The error bars' lengths below and above each value; never negative (a rate of 1 may
    sit a rounding error above its interval's top)."""
    return [(value - low).clip(lower=0), (high - value).clip(lower=0)]


def seat_advantage(table: pd.DataFrame, ax=None, title: str = "Win rate by seat (95% interval)"):
    """Bars of each seat's win rate with their intervals and the fair share as a line (for
    a table over several numbers of players, a group of bars and its own fair share for
    each number)."""
    ax = _axes(ax)
    rates = metrics.seat_advantage(table)
    if isinstance(rates.index, pd.MultiIndex):
        return _seat_advantage_by_players(rates, ax, title)
    x = list(range(len(rates)))
    ax.bar(x, rates["win rate"], color=COLOURS[0], hatch="//", edgecolor="black",
           yerr=_errors(rates["win rate"], rates["low"], rates["high"]), capsize=4)
    ax.axhline(rates["fair"].iloc[0], color="black", linestyle="--", label="no seat advantage")
    ax.set_xticks(x, [f"seat {s}" for s in rates.index])
    ax.set_ylabel("share of games won")
    ax.set_title(title)
    ax.legend()
    return ax


def _seat_advantage_by_players(rates: pd.DataFrame, ax, title: str):
    """One group of bars a number of players (seats 1, 2, … left to right), each group with
    its fair share as a dashed line over it and its number of players below."""
    ticks: list[float] = []
    labels: list[str] = []
    start = 0.0
    for k, (count, group) in enumerate(rates.groupby(level="players", sort=False)):
        x = [start + i for i in range(len(group))]
        ax.bar(x, group["win rate"], color=COLOURS[k % len(COLOURS)], hatch="//", edgecolor="black",
               yerr=_errors(group["win rate"], group["low"], group["high"]), capsize=3)
        ax.hlines(group["fair"].iloc[0], x[0] - 0.45, x[-1] + 0.45, colors="black", linestyles="--",
                  label="no seat advantage" if k == 0 else None)
        ax.annotate(f"{count} players", xy=((x[0] + x[-1]) / 2, 0), xycoords=("data", "axes fraction"),
                    xytext=(0, -18), textcoords="offset points", ha="center", va="top", fontsize="small")
        ticks += x
        labels += [str(seat) for seat in group.index.get_level_values("seat")]
        start = x[-1] + 2
    ax.set_xticks(ticks, labels)
    ax.set_xlabel("seat, for each number of players", labelpad=20)
    ax.set_ylabel("share of games won")
    ax.set_title(title)
    ax.legend()
    return ax


def scores(table: pd.DataFrame, ax=None, title: str = "Final score by seat"):
    """Box plot of each seat's final score."""
    ax = _axes(ax)
    cols = [f"score_{s}" for s in metrics.seats(table)]
    ax.boxplot([table[c] for c in cols])
    ax.set_xticks(range(1, len(cols) + 1), [f"seat {c.split('_')[1]}" for c in cols])
    ax.set_ylabel("score")
    ax.set_title(title)
    return ax


def lengths(table: pd.DataFrame, ax=None, column: str = "actions", title: str = "Game length"):
    """Histogram of game lengths (in actions, or in rounds with ``column="rounds"``)."""
    ax = _axes(ax)
    ax.hist(table[column].dropna(), bins=20, color=COLOURS[2], edgecolor="black", hatch="..")
    ax.set_xlabel("actions a game" if column == "actions" else f"{column} a game")
    ax.set_ylabel("games")
    ax.set_title(title)
    return ax


def sweep(table: pd.DataFrame, option: str, measure: str, ax=None, title: str | None = None):
    """A measure (as named by :func:`metrics.sweep_effects`) against the values of a swept
    option, with 95% intervals."""
    ax = _axes(ax)
    effects = metrics.sweep_effects(table, [option])
    rows = effects[effects["measure"] == measure]
    x = list(range(len(rows)))
    ax.errorbar(x, rows["mean"], yerr=_errors(rows["mean"], rows["low"], rows["high"]),
                color=COLOURS[1], marker=MARKERS[1], capsize=4, linestyle="-")
    ax.set_xticks(x, [str(v) for v in rows["value"]])
    ax.set_xlabel(option.replace("_", " "))
    ax.set_ylabel(measure)
    ax.set_title(title or f"{measure} by {option.replace('_', ' ')}")
    return ax
