"""Planet Unknown speed: random playouts per CPU second (1, 4 and 6 players, without and with
the event cards), the builder
bot's games, and the time of ``legal_placements`` on a half-full planet (target, issue 12:
under 5 ms). Prints numbers and the load average; asserts nothing.

    python bench/bench_planet_unknown.py
"""
from __future__ import annotations

import os
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import timing

import kit
from kit.games.planet_unknown import board as B


def playouts(players: int, seconds: float = 3.0, bot: str = "random", **options) -> tuple[float, float]:
    """Complete planet_unknown games a CPU second and steps a game (bench/timing.py)."""
    return timing.playouts("planet_unknown", players, seconds, bot, **options)


def half_full(seed: int) -> B.PlanetGrid:
    rng = random.Random(seed)
    tiles = list(B.TILES.values())
    grid = B.PlanetGrid()
    while grid.covered.bit_count() < 48:
        options = grid.legal_placements(rng.choice(tiles))
        if options:
            grid = grid.place(rng.choice(options))
    return grid


def placement_time(repeats: int = 200) -> dict[str, float]:
    """Milliseconds a call of legal_placements, per shape, over 10 half-full planets (best of 3)."""
    grids = [half_full(s) for s in range(10)]
    out = {}
    for name, shape in B.SHAPES.items():
        tile = next(t for t in B.TILES.values() if t.shape is shape)
        best = float("inf")
        for _ in range(3):
            start = time.process_time()
            for k in range(repeats):
                grids[k % 10].legal_placements(tile)
            best = min(best, (time.process_time() - start) / repeats)
        out[name] = best * 1e3
    return out


def main() -> None:
    kit.new_game("planet_unknown")
    print(f"load average {os.getloadavg()[0]:.2f} (2 cores shared)")
    for players in (1, 4, 6):
        rate, length = playouts(players)
        print(f"random playouts, {players} player{'s' if players != 1 else ' '}: {rate:7.1f} games per CPU "
              f"second, {length:5.0f} steps a game")
    for players in (1, 4, 6):
        rate, length = playouts(players, events=True)
        print(f"random playouts, {players} player{'s' if players != 1 else ' '}, event cards: {rate:7.1f} "
              f"games per CPU second, {length:5.0f} steps a game")
    rate, length = playouts(2, bot="builder")
    print(f"builder playouts, 2 players: {rate:7.1f} games per CPU second, {length:5.0f} steps a game")
    times = placement_time()
    grid = half_full(0)
    first_tile = {n: next(t for t in B.TILES.values() if t.shape.name == n) for n in times}
    counts = {n: len(grid.legal_placements(first_tile[n])) for n in times}
    for name, ms in times.items():
        print(f"legal_placements {name:3s} on a half-full planet: {ms:6.3f} ms a call "
              f"({counts[name]} placements)")
    print(f"legal_placements, slowest shape: {max(times.values()):.3f} ms (target < 5 ms)")


if __name__ == "__main__":
    main()
