"""Tobago benchmarks: island generation and clue narrowing (playouts: bench_tobago_game.py).

Run ``python bench/bench_tobago.py``. Prints one line per measurement with the target and
the ratio against a naive reference; never asserts.
"""
from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import networkx as nx  # noqa: E402

from kit.games.tobago import generate as generator  # noqa: E402
from kit.games.tobago.generate import generate  # noqa: E402
from kit.games.tobago.hexes import neighbours  # noqa: E402
from kit.games.tobago.island import DEFAULTS, TERRAINS, Island  # noqa: E402
from kit.games.tobago.island_code import framed  # noqa: E402
from solvers.tobago import (  # noqa: E402
    CLUE_CATALOGUE,
    ClueSolver,
    area_graph,
    atv_distances,
    check_clue,
    explain,
    parse_clue,
)


def timed(fn, repeat: int) -> float:
    """Mean seconds per call."""
    start = time.perf_counter()
    for _ in range(repeat):
        fn()
    return (time.perf_counter() - start) / repeat


def show(ms: float) -> str:
    return f"{ms * 1000:.2f} µs" if ms < 0.1 else f"{ms:.2f} ms"


def line(name: str, ms: float, target: str, naive_name: str | None = None,
         naive_ms: float | None = None) -> None:
    text = f"tobago {name}: {show(ms)} (target {target}"
    if naive_ms is not None:
        text += f"; {naive_name} {show(naive_ms)}, ratio {naive_ms / ms:.0f}x"
    print(text + ")")


# --------------------------------------------------------------------------- island

def naive_generate(seed: int) -> Island:
    """Naive reference: same island shape, then a random terrain for every hex (beach only on
    the coast) and landmarks, repeated until every constraint holds."""
    rng = random.Random(seed)
    opts = dict(DEFAULTS)
    while True:
        land = generator._grow_shape(rng, opts["size"], opts["compactness"])
        coast = {h for h in land if any(n not in land for n in neighbours(h))}
        terrain = {h: rng.choice(TERRAINS if h in coast else TERRAINS[1:]) for h in sorted(land)}
        placed = generator._place_landmarks(rng, land, coast, terrain, opts)
        if placed is not None:
            island = framed(terrain, *placed, opts["sea_rings"])
            if not island.problems():
                return island


def bench_generation() -> None:
    seeds = iter(range(10_000))
    ms = timed(lambda: generate(next(seeds)), 200) * 1000
    naive_seeds = iter(range(10_000))
    naive_ms = timed(lambda: naive_generate(next(naive_seeds)), 30) * 1000
    line("island-generate (70 land hexes, mean of 200 seeds)", ms, "< 50 ms",
         "naive per-hex random terrain + rejection", naive_ms)
    rejection_seeds = iter(range(10_000))
    no_repair = timed(lambda: generate(next(rejection_seeds), repair_steps=0,
                                       attempts=100_000), 30) * 1000
    line("island-generate without local repair (retry instead)", no_repair, "< 50 ms")
    island = generate(1)
    text = island.to_text()
    line("island-load-text (parse + validate)", timed(lambda: Island.from_text(text), 50) * 1000,
         "< 10 ms")


# --------------------------------------------------------------------------- narrowing

def naive_clue_hexes(g: nx.Graph, clue) -> set:
    """Recompute a clue's hexes from scratch with networkx, as a naive solver would."""
    c = parse_clue(clue)
    terrain = dict(g.nodes(data="terrain"))
    land = {h for h, t in terrain.items() if t != "sea"}
    if c.target.startswith("largest "):
        t = c.target.split()[1]
        target = max(nx.connected_components(g.subgraph(h for h in land if terrain[h] == t)),
                     key=len)
    elif c.target in ("hut", "palm", "statue"):
        target = {h for h, k in g.nodes(data="landmark") if k == c.target}
    else:
        target = {h for h in g if terrain[h] == c.target}
    dist = nx.multi_source_dijkstra_path_length(g, target, cutoff=2) if target else {}
    k = c.radius
    holds = {h for h in land if h in dist and (dist[h] == 0 if k == 0 else 1 <= dist[h] <= k)}
    return land - holds if c.negated else holds


def bench_narrowing() -> None:
    g = generate(1).graph
    line("solver-build (88 clue masks)", timed(lambda: ClueSolver(g), 50) * 1000, "< 20 ms")
    solver = ClueSolver(g)
    rng = random.Random(0)
    clues = [rng.choice(CLUE_CATALOGUE) for _ in range(20_000)]
    masks = solver._masks

    def narrow_all():
        mask = solver.all_mask
        for c in clues:
            mask &= masks[c]
            if not mask:
                mask = solver.all_mask

    per_clue = timed(narrow_all, 5) / len(clues) * 1000
    some = clues[:150]
    land = set(solver.land)

    def naive_all():
        cand = set(land)
        for c in some:
            cand &= naive_clue_hexes(g, c)
            if not cand:
                cand = set(land)

    naive = timed(naive_all, 2) / len(some) * 1000
    line("narrow-one-clue (mask AND)", per_clue, "< 1 ms", "networkx recompute per clue", naive)
    text_clues = [str(c) for c in clues[:2000]]
    per_text = timed(lambda: [solver.mask(t) for t in text_clues], 5) / len(text_clues) * 1000
    line("narrow-one-clue from text (parse cached + lookup)", per_text, "< 1 ms",
         "networkx recompute per clue", naive)
    played = ["not in the jungle", "within 2 of the sea"]
    line("check-clue (legality)", timed(lambda: check_clue(solver, played, "next to a hut"),
                                        2000) * 1000, "< 1 ms")
    line("explain", timed(lambda: explain(solver, played, "next to a hut"), 500) * 1000,
         "< 5 ms")
    ag = area_graph(g)
    starts = list(solver.land)
    it = iter(range(10**9))
    line("atv-distances (one start, area graph given)",
         timed(lambda: atv_distances(g, starts[next(it) % len(starts)], ag), 500) * 1000,
         "< 2 ms")


# Game playouts, copy() and undo(): bench/bench_tobago_game.py.

def main() -> None:
    bench_generation()
    bench_narrowing()


if __name__ == "__main__":
    main()
