"""Bahamas speed: random playouts per CPU second at 4 players (target, issue 10: at least 100
complete random games a second on one core), steps a game, and the cost of copy(), undo()
and copy_for() along a long game. Prints numbers; asserts nothing.

    python bench/bench_bahamas.py
"""
from __future__ import annotations

import os
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import timing
from timing import per_call

import kit
from kit.bots import play_random


def playouts(players: int, seconds: float = 3.0, bot: str = "random") -> tuple[float, float]:
    """Complete bahamas games a CPU second and steps a game (bench/timing.py)."""
    return timing.playouts("bahamas", players, seconds, bot)


def window_resampling(games: int = 12, players: int = 8) -> tuple[float, float, int]:
    """copy_for in open reaction windows (since session 15 a window says nothing of the hands,
    so it limits no deal): mean and worst milliseconds, and how many positions were measured."""
    times = []
    for seed in range(games):
        game = kit.new_game("bahamas", players=players, seed=seed)
        rng = random.Random(seed)
        while not game.over:
            play_random(game, rng, moves=1)
            in_window = not game.over and game.view(None)["public"]["waiting"]["mode"] == "window"
            if in_window and rng.random() < 0.5:
                viewer = rng.randrange(players)
                start = time.process_time()
                game.copy_for(viewer, random.Random(seed))
                times.append(time.process_time() - start)
    return sum(times) / max(len(times), 1) * 1e3, max(times, default=0) * 1e3, len(times)


def main() -> None:
    kit.new_game("bahamas")  # import every game once, outside the timing
    print(f"load average {os.getloadavg()[0]:.2f} (2 cores: above 1 the numbers are low)")
    for players in (4, 8):
        rate, length = playouts(players)
        mark = "  (target >= 100)" if players == 4 else ""
        print(f"random playouts, {players} players: {rate:7.1f} games per CPU second, "
              f"{length:5.0f} steps a game{mark}")
    rate, length = playouts(4, bot="greedy")
    print(f"greedy playouts, 4 players: {rate:7.1f} games per CPU second, {length:5.0f} steps a game")
    games = [play_random(kit.new_game("bahamas", players=8, seed=s), random.Random(s)) for s in range(8)]
    longest = max(games, key=lambda g: len(g.history))
    first = next(i for i, step in enumerate(longest.history) if step.player != kit.CHANCE)
    for depth in (first + 1, 100, len(longest.history) - 1):
        game = longest.replay(depth)
        while len(game.history) > first + 1 and game.history[-1].auto:  # end on a player's step
            game = longest.replay(len(game.history) - 1)
        copy = per_call(game.copy)
        copy_for = per_call(lambda g=game: g.copy_for(0, random.Random(1)))
        undo = per_call(lambda g=game: g.copy().undo())
        print(f"8 players, {len(game.history):4d} steps: copy {copy * 1e3:6.3f} ms · copy_for "
              f"{copy_for * 1e3:6.3f} ms · undo (copy + undo) {undo * 1e3:6.3f} ms")
    mean, worst, count = window_resampling()
    print(f"copy_for in open windows, 8 players ({count} positions): mean {mean:.3f} ms, "
          f"worst {worst:.3f} ms")


if __name__ == "__main__":
    main()
