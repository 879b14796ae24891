"""Play many games with bots and study the outcomes as a table and plots.

>>> from kit.explore import run
>>> table = run("bahama_taxi", games=3, players=2, seed=1, progress=False)
>>> list(table.columns)[:4]
['game', 'seed', 'actions', 'winners']
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

import pandas as pd

from kit.bots import make_bot, play_out
from kit.engine import Game, new_game

Recorder = Callable[[Game], dict[str, Any]]


def run(
    name: str,
    games: int = 100,
    players: int | None = None,
    bots: Sequence[str] | str = "random",
    seed: int = 0,
    record: Recorder | None = None,
    progress: bool = True,
    **options: Any,
) -> pd.DataFrame:
    """Play ``games`` bot games of ``name`` (game i uses seed ``seed + i``) and return one
    row per game: seed, number of actions, winners, each seat's score, plus whatever
    ``record(game)`` returns for the finished game."""
    rows = []
    for i in _progress(range(games), progress, desc=name):
        game = new_game(name, players, seed + i, **options)
        names = [bots] * game.num_players if isinstance(bots, str) else list(bots)
        seats = [make_bot(bot, game=name, seed=(seed + i) * 31 + p) for p, bot in enumerate(names)]
        play_out(game, seats)
        row: dict[str, Any] = {"game": i, "seed": seed + i, "actions": len(game.history),
                               "winners": tuple(game.winners())}
        row.update({f"score_{p + 1}": s for p, s in enumerate(game.scores())})
        if record is not None:
            row.update(record(game))
        rows.append(row)
    return pd.DataFrame(rows)


def win_rates(table: pd.DataFrame) -> pd.Series:
    """Share of games each seat won (a shared win counts for every winner)."""
    seats = sorted(int(c.split("_")[1]) for c in table.columns if c.startswith("score_"))
    wins = {f"seat {s}": table["winners"].apply(lambda w, s=s: (s - 1) in w).mean() for s in seats}
    return pd.Series(wins, name="win rate")


def plot_scores(table: pd.DataFrame, ax=None, title: str = "Final score by seat"):
    """Box plot of each seat's final score."""
    import matplotlib.pyplot as plt

    if ax is None:
        _, ax = plt.subplots(figsize=(6, 3.5), dpi=80)
    cols = [c for c in table.columns if c.startswith("score_")]
    ax.boxplot([table[c] for c in cols])
    ax.set_xticks(range(1, len(cols) + 1), [f"seat {c.split('_')[1]}" for c in cols])
    ax.set_ylabel("score")
    ax.set_title(title)
    return ax


def _progress(items, enabled: bool, desc: str):
    if not enabled:
        return items
    from tqdm.auto import tqdm

    return tqdm(items, desc=desc, leave=False)
