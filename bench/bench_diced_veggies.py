"""Diced Veggies speed: random playouts per CPU second (solo and 4 players), steps a game,
and the time of ``legal_cuts()`` on a full block (target, issue 11: under 2 ms), uncached
(``find_cuts``, what a new block costs) and through the game (``g.legal_cuts()``, which
remembers the last blocks). Prints numbers; asserts nothing.

    python bench/bench_diced_veggies.py
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
from kit.games.diced_veggies import block as B


def playouts(players: int, seconds: float = 3.0, bot: str = "random") -> tuple[float, float]:
    """Complete diced_veggies games a CPU second and steps a game (bench/timing.py)."""
    return timing.playouts("diced_veggies", players, seconds, bot)


def full_blocks(count: int, seed: int = 1) -> list[dict]:
    """Freshly rolled full blocks (35 dice, random faces), as the setup rolls them."""
    rng = random.Random(seed)
    blocks = []
    for _ in range(count):
        letters = [k for k in B.LETTERS for _ in range(B.DICE_PER_COLOUR)]
        rng.shuffle(letters)
        blocks.append({(i // B.COLS, i % B.COLS): f"{k}{rng.choice(B.FACES)}" for i, k in enumerate(letters)})
    return blocks


def main() -> None:
    kit.new_game("diced_veggies")  # import once, outside the timing
    for players in (1, 4):
        rate, length = playouts(players)
        print(f"random playouts, {players} player{'s' if players > 1 else ' '}: {rate:7.1f} games per CPU "
              f"second, {length:5.0f} steps a game")
    rate, length = playouts(4, bot="greedy")
    print(f"greedy playouts, 4 players: {rate:7.1f} games per CPU second, {length:5.0f} steps a game")
    blocks = full_blocks(50)
    times = sorted(per_call(lambda b=b: B.find_cuts(b), budget=0.05) for b in blocks)
    cuts = sum(len(B.find_cuts(b)) for b in blocks) / len(blocks)
    print(f"legal_cuts() on a full block, uncached: median {times[len(times) // 2] * 1e3:.3f} ms, "
          f"worst {times[-1] * 1e3:.3f} ms over {len(blocks)} blocks ({cuts:.0f} cuts a block; "
          "target < 2 ms)")
    game = kit.new_game("diced_veggies", players=2, seed=3)
    print(f"game.legal_cuts() on the first block (remembered): {per_call(game.legal_cuts) * 1e3:.3f} ms")
    start = time.process_time()
    for b in blocks * 4:
        B.find_cuts(b)
    cpu = (time.process_time() - start) / (len(blocks) * 4)
    print(f"  (CPU time a call: {cpu * 1e3:.3f} ms; load average {os.getloadavg()[0]:.2f})")


if __name__ == "__main__":
    main()
