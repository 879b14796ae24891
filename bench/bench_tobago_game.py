"""Tobago game engine: complete random playouts per CPU second (copy(), undo() and
copy_for() for every game: bench_contract.py).

    python bench/bench_tobago_game.py [--old /path/to/an/older/checkout]

With ``--old`` the same random playouts also run on an older checkout of the kit (in a
subprocess, same conditions) and the ratio is printed. Targets are printed, never asserted.
"""
from __future__ import annotations

import argparse
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

PLAYOUTS = """
import sys, time
sys.path.insert(0, {root!r})
import kit
from kit.bots import RandomBot, play_out
options = {options!r}
kit.new_game("tobago", players={players}, seed=0, **options)   # warm the island cache
best = 0.0
for rep in range({reps}):
    start = time.process_time()
    for seed in range(rep * {games}, (rep + 1) * {games}):
        game = kit.new_game("tobago", players={players}, seed=seed, **options)
        play_out(game, [RandomBot(seed * 10 + p) for p in range({players})])
    best = max(best, {games} / (time.process_time() - start))
print(best)
"""

TARGET = 20  # complete random 4-player games a CPU second


def playouts(root: Path, players: int, options: dict, games: int = 15, reps: int = 4) -> float:
    """Best rate (games per CPU second) of ``reps`` batches of ``games`` random games, in a
    fresh process running the kit found at ``root``."""
    code = PLAYOUTS.format(root=str(root), players=players, options=options, games=games, reps=reps)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return float(done.stdout.split()[-1])


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--old", type=Path, help="an older checkout of the kit to compare with")
    args = parser.parse_args()
    for players, options, label in ((4, {"island_seed": 7}, "fixed island"),
                                    (4, {}, "a new island each game"),
                                    (2, {"island_seed": 7}, "fixed island")):
        if args.old is None:
            rate = playouts(ROOT, players, options)
        else:  # alternate the two kits, best of three each: the machine's load changes meanwhile
            rates, olds = [], []
            for _ in range(3):
                rates.append(playouts(ROOT, players, options, reps=2))
                olds.append(playouts(args.old, players, options, reps=2))
            rate, old = max(rates), max(olds)
        line = (f"tobago random playouts ({players} players, {label}): {rate:.1f} games per CPU second "
                f"(target >= {TARGET} for 4 players)")
        if args.old is not None:
            line += f"; older kit {old:.1f}, ratio {rate / old:.2f}"
        print(line)
    sys.path.insert(0, str(ROOT))
    import kit
    from kit.bots import make_bot, play_out

    start, steps = time.process_time(), 0
    for seed in range(10):
        game = kit.new_game("tobago", players=4, seed=seed, island_seed=7)
        play_out(game, [make_bot("greedy", "tobago", seed=seed * 10 + p) for p in range(4)])
        steps += len(game.history)
    elapsed = time.process_time() - start
    print(f"tobago greedy-bot games (4 players, fixed island): {10 / elapsed:.1f} games per CPU second, "
          f"{steps / 10:.0f} steps a game")


if __name__ == "__main__":
    main()
