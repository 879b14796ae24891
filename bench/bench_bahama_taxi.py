"""Bahama Taxi speed: random playouts per second, the fare table, and the notebook's
1,000-game exploration. Prints ratios against simple references; asserts nothing."""
from __future__ import annotations

import random
import time

import networkx as nx

import kit
from kit.bots import RandomBot, make_bot, play_out
from kit.explore import run
from kit.games.bahama_taxi import board


def timed(fn, repeat: int = 1) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best


def random_playouts(n: int, players: int = 3) -> tuple[float, float]:
    """Complete games of random legal play per second of this process's CPU time (one core,
    whatever else the machine is doing), and the mean number of actions a game."""
    actions = 0
    start = time.process_time()
    for seed in range(n):
        g = kit.new_game("bahama_taxi", players=players, seed=seed)
        play_out(g, [RandomBot(seed * 10 + p) for p in range(players)])
        actions += len(g.history)
    elapsed = time.process_time() - start
    return n / elapsed, actions / n


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


def main() -> None:
    kit.new_game("bahama_taxi")  # warm up imports
    rate, length = random_playouts(200)
    print(f"bahama_taxi random 3-player playouts: {rate:.0f} games per CPU second "
          f"({length:.0f} actions a game, {rate * length / 1000:.0f}k actions/s; target >= 100 games/s)")
    greedy_rate = 200 / timed(lambda: [play_out(g, [make_bot("greedy", "bahama_taxi", seed=p) for p in range(3)])
                                       for g in (kit.new_game("bahama_taxi", players=3, seed=s) for s in range(200))])
    print(f"bahama_taxi greedy 3-player games: {greedy_rate:.0f} games/s")

    def build() -> None:
        board.fare_table.cache_clear()
        board.fare_table()

    ours = timed(build, repeat=5)
    naive = timed(naive_fare_table)
    fw = timed(floyd_warshall_table)
    assert naive_fare_table() == board.fare_table() == {a: {b: int(v) for b, v in row.items()} for a, row in floyd_warshall_table().items()}
    print(f"bahama_taxi full fare table (52x52): {ours * 1000:.2f} ms "
          f"(per-pair networkx queries {naive * 1000:.1f} ms, ratio {naive / ours:.0f}x; "
          f"pure-Python Floyd-Warshall {fw * 1000:.1f} ms, ratio {fw / ours:.0f}x)")
    explore = timed(lambda: run("bahama_taxi", games=1000, players=3, bots="greedy", seed=7, progress=False))
    print(f"bahama_taxi notebook exploration, 1,000 greedy games: {explore:.1f} s (target < 20 s)")


if __name__ == "__main__":
    random.seed(0)
    main()
