"""Play many games with bots and study the outcomes: a table, measures with intervals,
plots and a one-call report.

>>> from kit.explore import run, report
>>> table = run("bahama_taxi", players=2, games=6, seed=1, progress=False)
>>> sorted(table.columns)[:4]
['actions', 'bots', 'branching', 'branching_by_phase']
>>> summary = report(table, plots=False)
>>> "seat advantage" in summary
True
"""
from __future__ import annotations

import warnings

import pandas as pd

from kit.explore import metrics, plots
from kit.explore.runner import game_seed, run

__all__ = ["run", "report", "win_rates", "plot_scores", "metrics", "plots", "game_seed"]

#: ``report`` warns when more than this share of the games ended by a kit safeguard.
SAFEGUARD_WARNING = 0.05


def win_rates(table: pd.DataFrame) -> pd.Series:
    """Share of games each seat won (a win shared by k winners counts 1/k for each); for a
    table over several numbers of players, of each number's games."""
    rates = metrics.seat_advantage(table)["win rate"]
    rates.index = [f"{s[0]} players, seat {s[1]}" if isinstance(s, tuple) else f"seat {s}"
                   for s in rates.index]
    return rates.rename("win rate")


def plot_scores(table: pd.DataFrame, ax=None, title: str = "Final score by seat"):
    """Box plot of each seat's final score."""
    return plots.scores(table, ax=ax, title=title)


def report(table: pd.DataFrame, plots: bool = True) -> dict[str, pd.DataFrame | pd.Series]:
    """The measures of a table in one call: seat advantage, a summary of the other measures,
    branching by phase and, for a sweep, each option value's effect; with ``plots``, draws
    them (win rate by seat, length, scores, and one plot per swept option). A table swept over
    the number of players has the seat advantage of each number, each with its fair share.
    Warns when more than 5% of the games ended by a kit safeguard (column ``ending``), not by
    the rules."""
    safeguarded = metrics.safeguard_share(table)
    if safeguarded > SAFEGUARD_WARNING:
        warnings.warn(f"{safeguarded:.0%} of the games ended by a kit safeguard, not by the rules "
                      f"({', '.join(sorted(set(table['ending']) - {'rules'}))}): the measures describe "
                      "games cut short", stacklevel=2)
    out: dict[str, pd.DataFrame | pd.Series] = {
        "seat advantage": metrics.seat_advantage(table),
        "summary": metrics.summary(table),
        "branching by phase": metrics.branching_by_phase(table),
    }
    swept = list(table.columns[1:table.columns.get_loc("game")])
    if swept:
        out["sweep"] = metrics.sweep_effects(table, swept)
    if plots:
        _draw(table, swept)
    return out


def _draw(table: pd.DataFrame, swept: list[str]) -> None:
    import matplotlib.pyplot as plt

    count = 3 + len(swept)
    fig, axes = plt.subplots(1, count, figsize=(4.2 * count, 3.4), dpi=80)
    plots.seat_advantage(table, ax=axes[0])
    plots.lengths(table, ax=axes[1])
    plots.scores(table, ax=axes[2])
    for ax, option in zip(axes[3:], swept):
        plots.sweep(table, option, "length (actions)", ax=ax)
    fig.tight_layout()
