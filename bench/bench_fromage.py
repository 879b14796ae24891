"""Fromage speed: random playouts per CPU second at 1 to 4 players (issue 12: ``make bench``
prints random playouts per second), steps a game, greedy playouts, and the cost of
legal_actions(), copy() and copy_for() in the middle of a 4-player game. Prints numbers;
asserts nothing. The machine may be shared: each rate is the best of three rounds of CPU
time, and the load average is printed beside it.

    python bench/bench_fromage.py
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
from kit.bots import make_bot, play_out, play_random


def playouts(players: int, seconds: float = 3.0, bot: str = "random") -> tuple[float, float]:
    """Complete fromage games a CPU second and steps a game (bench/timing.py)."""
    return timing.playouts("fromage", players, seconds, bot)


def score_shares(players: int, games: int = 12) -> dict[str, float]:
    """Each scoring source's share of all points in greedy games (does one source dominate?)."""
    totals: dict[str, int] = {}
    for seed in range(games):
        game = kit.new_game("fromage", players=players, seed=seed)
        play_out(game, [make_bot("greedy", "fromage", seed=seed * 10 + p) for p in range(players)])
        for parts in game.view(None)["public"]["score_parts"]:
            for source, points in parts.items():
                totals[source] = totals.get(source, 0) + points
    whole = sum(totals.values()) or 1
    return {source: points / whole for source, points in totals.items()}


def main() -> None:
    kit.new_game("fromage")  # import every game once, outside the timing
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    for players in (1, 2, 3, 4):
        rate, length = playouts(players)
        print(f"random playouts, {players} player{'s' if players > 1 else ' '}: {rate:7.1f} games per CPU "
              f"second, {length:5.0f} steps a game")
    rate, length = playouts(4, bot="greedy")
    print(f"greedy playouts, 4 players: {rate:7.1f} games per CPU second, {length:5.0f} steps a game")
    game = play_random(kit.new_game("fromage", players=4, seed=3), random.Random(3), moves=40)
    while game.over or kit.CHANCE in game.to_act:
        game = play_random(kit.new_game("fromage", players=4, seed=game.seed + 1), random.Random(3), moves=40)
    p = game.to_act[0]
    legal = per_call(lambda: game.legal_actions(p) and game.copy())  # copy: defeat the offered-list cache
    copy = per_call(game.copy)
    copy_for = per_call(lambda: game.copy_for(p, random.Random(1)))
    print(f"4 players, {len(game.history)} steps, {len(game.legal_actions(p))} choices: legal_actions + copy "
          f"{legal * 1e3:6.3f} ms · copy {copy * 1e3:6.3f} ms · copy_for {copy_for * 1e3:6.3f} ms")
    for players in (1, 2, 4):
        shares = score_shares(players)
        print(f"share of points by source, greedy, {players} player{'s' if players > 1 else ' '}: "
              + " · ".join(f"{source} {share:4.0%}" for source, share in shares.items()))


if __name__ == "__main__":
    main()
