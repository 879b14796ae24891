"""Jamaica speed: random and greedy playouts per CPU second (copy() and undo() for every
game: bench_contract.py).

Run ``python bench/bench_jamaica.py``. Prints numbers; the targets are printed, never asserted.
"""
from __future__ import annotations

import random
import time

import kit
from kit.bots import RandomBot, make_bot, play_out

TARGET = 240  # complete random 4-player games a second (issue 8, on the machine it was measured on)


def playouts(players: int, bot: str, games: int, seed: int = 0) -> tuple[float, float, int]:
    """Games per CPU second, steps a game and the longest game (steps), over ``games`` games."""
    steps, longest = 0, 0
    start = time.process_time()
    for n in range(games):
        g = kit.new_game("jamaica", players=players, seed=seed + n)
        bots = [RandomBot(seed * 100 + n * 10 + p) if bot == "random" else make_bot(bot, "jamaica", seed=p)
                for p in range(players)]
        play_out(g, bots)
        steps += len(g.history)
        longest = max(longest, len(g.history))
    elapsed = time.process_time() - start
    return games / elapsed, steps / games, longest


def timed(fn, repeat: int) -> float:
    """Best time of one call, in microseconds."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best * 1e6


def main() -> None:
    kit.new_game("jamaica", players=2, seed=0)  # import and warm up
    for attempt in range(3):  # the machine is noisy: three runs
        rate, length, longest = playouts(4, "random", games=150, seed=attempt * 1000)
        print(f"jamaica random 4-player playouts: {rate:.0f} games per CPU second, {length:.0f} steps a game "
              f"(longest {longest}); target ≥ {TARGET} games/s on the reference machine")
    for players in (2, 6):
        rate, length, _ = playouts(players, "random", games=60)
        print(f"jamaica random {players}-player playouts: {rate:.0f} games per CPU second, "
              f"{length:.0f} steps a game")
    rate, length, _ = playouts(4, "greedy", games=60)
    print(f"jamaica greedy 4-player playouts: {rate:.0f} games per CPU second, {length:.0f} steps a game")


if __name__ == "__main__":
    random.seed(0)
    main()
