"""Bahama Taxi speed: random playouts per CPU second (against the engine before contract
v2, when its checkout is given), the fare table, and the notebook's 1,000-game exploration.
Prints numbers and ratios; asserts nothing. (copy() and undo() at 10 to 2,000 steps, for
every game: bench_contract.py.)

Target (issue "Contract v2"): at least 100 random three-player games per CPU second, and
not slower than the old engine.

    python bench/bench_bahama_taxi.py [--old /path/to/old/checkout]

The old engine runs in a subprocess (its ``kit`` package shadows this one); the two are
timed in turn, three rounds each, because the machine may be busy with other work.
"""
from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

import networkx as nx

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from timing import compare_engines, old_checkout  # noqa: E402

import kit  # noqa: E402
from kit.bots import make_bot, play_out  # noqa: E402
from kit.explore import run  # noqa: E402
from kit.games.bahama_taxi import board  # noqa: E402

PLAYOUTS = 200

# The playout loop, the same text for both engines (both have kit.new_game, RandomBot and
# play_out); it prints games per CPU second and steps a game as JSON.
PLAYOUT_SCRIPT = """
import json, sys, time
sys.path.insert(0, {root!r})
import kit
from kit.bots import RandomBot, play_out
kit.new_game("bahama_taxi")
n, steps = {n}, 0
start = time.process_time()
for seed in range(n):
    g = kit.new_game("bahama_taxi", players=3, seed=seed)
    play_out(g, [RandomBot(seed * 10 + p) for p in range(3)])
    steps += len(g.history)
print(json.dumps([n / (time.process_time() - start), steps / n]))
"""


def timed(fn, repeat: int = 1) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best


def playouts(root: str, n: int) -> tuple[float, float]:
    script = PLAYOUT_SCRIPT.format(root=root, n=n)
    env = dict(os.environ, PYTHONHASHSEED="0")
    out = subprocess.run([sys.executable, "-c", script], check=True, capture_output=True, text=True,
                         env=env, cwd=root)
    rate, length = json.loads(out.stdout.strip().splitlines()[-1])
    return rate, length


def naive_fare_table() -> dict:
    """Reference: one shortest-path query per ordered pair."""
    g = board.graph()
    return {a: {b: nx.shortest_path_length(g, a, b) for b in g} for a in g}


def floyd_warshall_table() -> dict:
    """Reference: textbook Floyd–Warshall in pure Python."""
    g = board.graph()
    nodes = list(g)
    inf = float("inf")
    d = {a: {b: (0 if a == b else 1 if g.has_edge(a, b) else inf) for b in nodes} for a in nodes}
    for k in nodes:
        dk = d[k]
        for i in nodes:
            di, dik = d[i], d[i][k]
            for j in nodes:
                if dik + dk[j] < di[j]:
                    di[j] = dik + dk[j]
    return d


def fare_tables() -> None:
    def build() -> None:
        board.fare_table.cache_clear()
        board.fare_table()

    ours = timed(build, repeat=5)
    naive = timed(naive_fare_table)
    fw = timed(floyd_warshall_table)
    assert naive_fare_table() == board.fare_table() == {
        a: {b: int(v) for b, v in row.items()} for a, row in floyd_warshall_table().items()}
    print(f"bahama_taxi full fare table (52x52): {ours * 1000:.2f} ms "
          f"(per-pair networkx queries {naive * 1000:.1f} ms, ratio {naive / ours:.0f}x; "
          f"pure-Python Floyd-Warshall {fw * 1000:.1f} ms, ratio {fw / ours:.0f}x)")


def main() -> None:
    old = old_checkout(__doc__.splitlines()[0])
    kit.new_game("bahama_taxi")  # warm up imports
    compare_engines("bahama_taxi random 3-player playouts", lambda root: playouts(root, PLAYOUTS), old,
                    target="target >= 100 games/s")
    start = time.process_time()
    for s in range(PLAYOUTS):
        g = kit.new_game("bahama_taxi", players=3, seed=s)
        play_out(g, [make_bot("greedy", "bahama_taxi", seed=p) for p in range(3)])
    rate = PLAYOUTS / (time.process_time() - start)
    print(f"bahama_taxi greedy 3-player games: {rate:.0f} games per CPU second")
    fare_tables()
    explore = timed(lambda: run("bahama_taxi", games=1000, players=3, bots="greedy", seed=7, progress=False))
    print(f"bahama_taxi notebook exploration, 1,000 greedy games: {explore:.1f} s (target < 20 s)")


if __name__ == "__main__":
    random.seed(0)
    main()
