"""Measures of a table of games, in the spirit of Browne's and the Ludii project's game
evaluations: seat advantage, score spread and margin, length, branching factor,
decisiveness and lead changes — each with a 95% interval, and per swept option.

>>> from kit.explore.metrics import wilson
>>> low, high = wilson(27, 100)
>>> round(low, 3), round(high, 3)
(0.193, 0.364)
"""
from __future__ import annotations

import math
from collections.abc import Sequence

import pandas as pd

Z95 = 1.959963984540054


def wilson(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """Wilson's score interval for a proportion (good with small counts and near 0 or 1)."""
    if trials == 0:
        return float("nan"), float("nan")
    p = successes / trials
    centre = (p + z * z / (2 * trials)) / (1 + z * z / trials)
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / (1 + z * z / trials)
    return max(0.0, centre - half), min(1.0, centre + half)


def mean_interval(values: Sequence[float] | pd.Series, z: float = Z95) -> tuple[float, float, float]:
    """Mean and its normal-approximation 95% interval."""
    series = pd.Series(values, dtype=float).dropna()
    if series.empty:
        return float("nan"), float("nan"), float("nan")
    mean = float(series.mean())
    half = z * float(series.std(ddof=1)) / math.sqrt(len(series)) if len(series) > 1 else float("nan")
    return mean, mean - half, mean + half


def seats(table: pd.DataFrame) -> list[int]:
    """Seat numbers (from 1) present in the table: those with a score in some game (a table
    over several numbers of players has empty scores for the seats a smaller game lacks)."""
    return sorted(int(c.split("_")[1]) for c in table.columns
                  if c.startswith("score_") and table[c].notna().any())


def player_counts(table: pd.DataFrame) -> list[int]:
    """The numbers of players of a table swept over them (column ``players``), in the
    sweep's order; empty for a table of one number of players."""
    return [int(n) for n in dict.fromkeys(table["players"])] if "players" in table else []


def seat_advantage(table: pd.DataFrame) -> pd.DataFrame:
    """Win rate of each seat with its 95% Wilson interval; a win shared by k winners counts
    1/k for each, so the rates add up to 1. ``fair`` is the rate with no seat advantage.
    A table over several numbers of players gets one row a seat of each number (index
    ``players``, ``seat``), each with its own fair rate.

    >>> table = pd.DataFrame({"players": [2, 2, 3], "winners": [(0,), (1,), (2,)],
    ...                       "score_1": [5, 1, 0], "score_2": [1, 5, 0], "score_3": [None, None, 9]})
    >>> seat_advantage(table)[["win rate", "fair"]].round(2).values.tolist()
    [[0.5, 0.5], [0.5, 0.5], [0.0, 0.33], [0.0, 0.33], [1.0, 0.33]]
    """
    if len(player_counts(table)) > 1:
        return pd.concat({n: _seat_advantage(group) for n, group in table.groupby("players", sort=False)},
                         names=["players"])
    return _seat_advantage(table)


def _seat_advantage(table: pd.DataFrame) -> pd.DataFrame:
    rows = []
    n = len(table)
    for seat in seats(table):
        wins = sum(1 / len(w) for w in table["winners"] if (seat - 1) in w)
        low, high = wilson(wins, n)
        rows.append({"seat": seat, "games": n, "wins": wins, "win rate": wins / n if n else float("nan"),
                     "low": low, "high": high, "fair": 1 / len(seats(table))})
    return pd.DataFrame(rows).set_index("seat")


def margins(table: pd.DataFrame) -> pd.Series:
    """Margin of victory of each game: the best score minus the second best."""
    cols = [f"score_{s}" for s in seats(table)]

    def margin(row) -> float:
        ordered = sorted((row[c] for c in cols), reverse=True)
        return ordered[0] - ordered[1] if len(ordered) > 1 else float("nan")

    return table.apply(margin, axis=1)


def spread(table: pd.DataFrame) -> pd.Series:
    """Score spread of each game: the best score minus the worst."""
    scores = table[[f"score_{s}" for s in seats(table)]]
    return scores.max(axis=1) - scores.min(axis=1)


def safeguarded(table: pd.DataFrame) -> pd.Series:
    """1.0 for each game a kit safeguard ended (a turn limit), 0.0 where the rules did
    (empty for a table without the ``ending`` column)."""
    if "ending" not in table:
        return pd.Series(dtype=float)
    return (table["ending"] != "rules").astype(float)


def safeguard_share(table: pd.DataFrame) -> float:
    """Share of the games that a kit safeguard ended, not the game's rules."""
    ended = safeguarded(table)
    return float(ended.mean()) if len(ended) else 0.0


def summary(table: pd.DataFrame) -> pd.DataFrame:
    """One row a measure: mean and 95% interval over the games of the table."""
    measures = {
        "length (actions)": table["actions"],
        "length (rounds)": table["rounds"] if "rounds" in table else pd.Series(dtype=float),
        "margin of victory": margins(table),
        "score spread": spread(table),
        "branching factor": table["branching"],
        "lead changes": table["lead_changes"],
        "decided at (share of the game)": table["decided_at"],
        "shared wins (share of games)": table["winners"].apply(lambda w: float(len(w) > 1)),
        "ended by a kit safeguard (share of games)": safeguarded(table),
    }
    rows = []
    for name, values in measures.items():
        mean, low, high = mean_interval(values)
        if not math.isnan(mean):
            rows.append({"measure": name, "mean": mean, "low": low, "high": high})
    return pd.DataFrame(rows).set_index("measure")


def branching_by_phase(table: pd.DataFrame) -> pd.Series:
    """Mean legal actions per decision in each phase, averaged over the games."""
    frame = pd.DataFrame(list(table["branching_by_phase"]))
    return frame.mean().sort_values(ascending=False).rename("mean legal actions")


def sweep_effects(table: pd.DataFrame, options: Sequence[str] | None = None) -> pd.DataFrame:
    """For every value of every swept option: each measure's mean and interval, and seat
    1's win rate with its interval."""
    if options is None:
        options = [c for c in table.columns[1:table.columns.get_loc("game")]]
    rows = []
    for option in options:
        for value, group in table.groupby(option, sort=False):  # in the order of the sweep
            stats = summary(group)
            for measure, r in stats.iterrows():
                rows.append({"option": option, "value": value, "measure": measure,
                             "mean": r["mean"], "low": r["low"], "high": r["high"]})
            if len(player_counts(group)) > 1:
                continue  # seat 1's rate over several numbers of players has no fair share
            first = seat_advantage(group).loc[seats(group)[0]]
            rows.append({"option": option, "value": value, "measure": "seat 1 win rate",
                         "mean": first["win rate"], "low": first["low"], "high": first["high"]})
    return pd.DataFrame(rows)


def in_words(rate: float, low: float, high: float, what: str = "") -> str:
    """A rate and its interval as a sentence fragment: '27% ± 3%' (the half-width of the
    interval, rounded; the interval itself where it is lopsided).

    >>> in_words(0.27, 0.24, 0.30)
    '27% ± 3%'
    """
    half_low, half_high = rate - low, high - rate
    if abs(half_low - half_high) <= 0.01:
        text = f"{rate:.0%} ± {max(half_low, half_high):.0%}"
    else:
        text = f"{rate:.0%} (95% interval {low:.0%} to {high:.0%})"
    return f"{what} {text}".strip()
