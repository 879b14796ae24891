"""Parks speed: random (and greedy) playouts per CPU second for 2 to 5 players, steps a
game, and the cost of copy(), legal_actions() and copy_for() in mid-game. Prints numbers;
asserts nothing.

    python bench/bench_parks.py
"""
from __future__ import annotations

import os
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import timing
from timing import per_call

import kit
from kit.bots import play_random


def playouts(players: int, seconds: float = 3.0, bot: str = "random") -> tuple[float, float]:
    """Complete parks games a CPU second and steps a game (bench/timing.py)."""
    return timing.playouts("parks", players, seconds, bot)


def main() -> None:
    print(f"load average {os.getloadavg()[0]:.1f} (timings on a shared machine are noisy)")
    for players in (2, 3, 4, 5):
        rate, length = playouts(players)
        print(f"random playouts, {players} players: {rate:7.1f} games per CPU second, "
              f"{length:5.0f} steps a game")
    rate, length = playouts(4, bot="greedy")
    print(f"greedy playouts, 4 players: {rate:7.1f} games per CPU second, {length:5.0f} steps a game")
    game = play_random(kit.new_game("parks", players=5, seed=1), random.Random(1), moves=150)
    print(f"5 players, {len(game.history)} steps: copy {per_call(game.copy) * 1e3:6.3f} ms · "
          f"legal_actions {per_call(game.legal_actions) * 1e3:6.3f} ms · copy_for "
          f"{per_call(lambda: game.copy_for(0, random.Random(1))) * 1e3:6.3f} ms")


if __name__ == "__main__":
    main()
