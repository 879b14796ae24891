"""Jamaica playout speed: complete random games a second on one core.

Run ``python bench/bench_jamaica.py``. Prints numbers; the targets are printed, never asserted.
"""
from __future__ import annotations

import time

import kit
from kit.bots import make_bot, play_out

TARGET = 50  # complete random 4-player games a second


def playouts(players: int, bot: str, seconds: float = 4.0, seed: int = 0) -> tuple[float, float]:
    """Games a second and actions a game, playing for about ``seconds``."""
    games = actions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        g = kit.new_game("jamaica", players=players, seed=seed + games)
        play_out(g, [make_bot(bot, "jamaica", seed=seed * 100 + p) for p in range(players)])
        games += 1
        actions += len(g.history)
    elapsed = time.perf_counter() - start
    return games / elapsed, actions / games


def main() -> None:
    kit.new_game("jamaica", players=2, seed=0)  # import and warm up
    rate, length = playouts(4, "random")
    print(f"jamaica random 4-player playouts: {rate:.0f} games/s, {length:.0f} actions a game, "
          f"{rate * length:.0f} actions/s (target ≥ {TARGET} games/s: {'met' if rate >= TARGET else 'NOT met'})")
    for players in (2, 6):
        rate, length = playouts(players, "random", seconds=2.0)
        print(f"jamaica random {players}-player playouts: {rate:.0f} games/s, {length:.0f} actions a game")
    rate, length = playouts(4, "greedy", seconds=3.0)
    print(f"jamaica greedy 4-player playouts: {rate:.0f} games/s, {length:.0f} actions a game")


if __name__ == "__main__":
    main()
