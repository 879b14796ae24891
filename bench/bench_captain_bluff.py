"""Captain Bluff speed: random playouts per CPU second at 4 players (and 2 and 5), greedy
games per second, and copy(), undo() and copy_for() along a long random game. Prints
numbers; asserts nothing.

Target (issue 10): at least 100 complete random games a CPU second on one core, at 4
players.

    python bench/bench_captain_bluff.py [--games N]
"""
from __future__ import annotations

import os
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import kit  # noqa: E402
from kit.bots import RandomBot, make_bot, play_out, play_random  # noqa: E402

NAME = "captain_bluff"


def playouts(players: int, n: int, bot: str = "random") -> tuple[float, float, float]:
    """Games per CPU second, steps a game, share of games ended by the turn limit."""
    steps = limit = 0
    start = time.process_time()
    for seed in range(n):
        g = kit.new_game(NAME, players=players, seed=seed)
        if bot == "random":
            play_out(g, [RandomBot(seed * 10 + p) for p in range(players)])
        else:
            play_out(g, [make_bot(bot, NAME, seed=seed * 10 + p) for p in range(players)])
        steps += len(g.history)
        limit += g.view(None)["public"]["ended_by"] == "turn limit"
    elapsed = time.process_time() - start
    return n / elapsed, steps / n, limit / n


def per_call(fn, repeat: int = 200) -> float:
    start = time.perf_counter()
    for _ in range(repeat):
        fn()
    return (time.perf_counter() - start) / repeat


def main() -> None:
    n = int(sys.argv[sys.argv.index("--games") + 1]) if "--games" in sys.argv else 200
    # Imports, and the tables the rules fill as they meet new hands and rows (rules.CHAINS,
    # STRETCH_AT, OPENING, RECOVERABLE, LINES), outside the timing: 20 games first, as any
    # session of many playouts would.
    playouts(4, 20)
    print(f"load average {os.getloadavg()[0]:.2f} (2 cores: above 1 the numbers are low)")
    for players in (4, 2, 5):
        rate, steps, limit = playouts(players, n if players == 4 else n // 2)
        print(f"random playouts, {players} players: {rate:7.1f} games/CPU s "
              f"({steps:.0f} steps a game, {limit:.0%} stopped by the turn limit)"
              + ("   target >= 100" if players == 4 else ""))
    rate, steps, limit = playouts(4, max(10, n // 10), "greedy")
    print(f"greedy bots, 4 players:       {rate:7.1f} games/CPU s ({steps:.0f} steps a game, "
          f"{limit:.0%} stopped by the turn limit)")
    longest = max((play_random(kit.new_game(NAME, players=4, seed=s), random.Random(s)) for s in range(5)),
                  key=lambda g: len(g.history))
    for depth in (10, 100, 500, len(longest.history) - 1):
        g = longest.replay(depth)
        copy = per_call(g.copy)
        copy_for = per_call(lambda g=g: g.copy_for(1, random.Random(1)), 50)

        k = len(g.history)
        while k and g.history[k - 1].auto:
            k -= 1
        undo = float("nan")
        if k:
            player, action = g.history[k - 1][:2]

            def undo_redo(g=g, player=player, action=action):
                g.undo()
                g.play(action, player)
            undo = per_call(undo_redo, 100)
        print(f"at {depth:4d} steps: copy {copy * 1e3:6.3f} ms · copy_for {copy_for * 1e3:6.3f} ms · "
              f"undo + replay of that step {undo * 1e3:6.3f} ms")
    print(f"load average {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
