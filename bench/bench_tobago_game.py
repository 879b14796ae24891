"""Tobago game engine: complete random playouts per second on one core.

    python bench/bench_tobago_game.py

Prints lines like ``tobago random playouts (4 players, fixed island): 60.1 games/s``.
Targets are printed, never asserted.
"""
from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import kit  # noqa: E402
from kit.bots import RandomBot, make_bot, play_out  # noqa: E402

TARGET = 20  # complete random 4-player games a second


def playouts(players: int, games: int, fixed_island: bool, bot: str = "random") -> tuple[float, float]:
    """(games per second, actions per game) of ``games`` complete bot games."""
    options = {"island_seed": 7} if fixed_island else {}
    kit.new_game("tobago", players=players, seed=0, **options)  # warm the island cache
    actions = 0
    start = time.perf_counter()
    for seed in range(games):
        game = kit.new_game("tobago", players=players, seed=seed, **options)
        bots = [RandomBot(seed * 10 + p) if bot == "random" else make_bot(bot, "tobago", seed=seed * 10 + p)
                for p in range(players)]
        play_out(game, bots)
        actions += len(game.history)
    elapsed = time.perf_counter() - start
    return games / elapsed, actions / games


def main() -> None:
    for players, fixed, games in ((4, True, 100), (4, False, 50), (2, True, 60)):
        rate, length = playouts(players, games, fixed)
        island = "fixed island" if fixed else "a new island each game"
        print(f"tobago random playouts ({players} players, {island}): {rate:.1f} games/s, "
              f"{length:.0f} actions a game (target >= {TARGET} games/s for 4 players)")
    rate, length = playouts(4, 20, True, bot="greedy")
    print(f"tobago greedy-bot games (4 players, fixed island): {rate:.1f} games/s, "
          f"{length:.0f} actions a game")


if __name__ == "__main__":
    main()
