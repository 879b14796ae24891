"""``legal_placements`` against a brute-force enumeration written independently here: every
orientation (four turns, mirrored or not) at every offset, checked square by square, with
placements that cover the same squares with the same printing counted once."""
from __future__ import annotations

import random
import time

import pytest

from kit.games.planet_unknown import board as B

SIZE = 12


def _brute(planet: B.Planet, covered: int, tile: B.Tile, free: bool) -> set[frozenset]:
    shape = tile.shape
    marks = [(t, xy in shape.symbols, tile.meteor and xy == shape.meteor)
             for xy, t in zip(shape.cells, shape.terrain)]
    found = set()
    for mirror in (False, True):
        pts = [(-x if mirror else x, y) for x, y in shape.cells]
        for _ in range(4):
            pts = [(y, -x) for x, y in pts]  # a quarter turn (the other way round: same set)
            for oy in range(-SIZE, 2 * SIZE):
                for ox in range(-SIZE, 2 * SIZE):
                    squares = [(y + oy, x + ox) for x, y in pts]
                    if not all(0 <= r < SIZE and 0 <= c < SIZE for r, c in squares):
                        continue
                    idx = [r * SIZE + c for r, c in squares]
                    if any(planet.void >> i & 1 or covered >> i & 1 for i in idx):
                        continue
                    if planet.left:
                        sides = {planet.left >> i & 1 for i in idx}
                        if len(sides) > 1:
                            continue
                    if not free:
                        if covered == 0:
                            ok = any(i in _border(planet) for i in idx)
                        else:
                            ok = any(_touches(covered, i) for i in idx)
                        if not ok:
                            continue
                    found.add(frozenset((i, *m) for i, m in zip(idx, marks)))
    return found


def _border(planet: B.Planet) -> set[int]:
    out = set()
    for i in range(SIZE * SIZE):
        if planet.void >> i & 1:
            continue
        r, c = divmod(i, SIZE)
        for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if not (0 <= rr < SIZE and 0 <= cc < SIZE) or planet.void >> (rr * SIZE + cc) & 1:
                out.add(i)
    return out


def _touches(covered: int, i: int) -> bool:
    r, c = divmod(i, SIZE)
    return any(0 <= rr < SIZE and 0 <= cc < SIZE and covered >> (rr * SIZE + cc) & 1
               for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)))


def random_planet(rng: random.Random) -> tuple[B.PlanetGrid, bool]:
    grid = B.PlanetGrid(rng.choice(["KSB-4156", "KSB-4156", "Tartarus"]))
    tiles = list(B.TILES.values())
    for _ in range(rng.randrange(0, 26)):
        options = grid.legal_placements(rng.choice(tiles), free=rng.random() < 0.2)
        if options:
            grid = grid.place(rng.choice(options))
    return grid, rng.random() < 0.25


def test_legal_placements_match_brute_force_on_200_random_planets():
    rng = random.Random(2024)
    tiles = list(B.TILES.values())
    total = 0
    for _ in range(200):
        grid, free = random_planet(rng)
        tile = rng.choice(tiles)
        listed = grid.legal_placements(tile, free=free)
        keys = [frozenset(p.squares) for p in listed]
        assert len(set(keys)) == len(keys), "a placement listed twice"
        assert set(keys) == _brute(grid.planet, grid.covered, tile, free), (tile.id, grid.covered)
        total += len(listed)
    assert total > 1000  # the planets are not all full


def test_each_placement_names_its_first_square_and_orientation():
    grid = B.PlanetGrid()
    for tile in ("N5-CE", "S4-RT-M", "O4-TB"):
        for p in grid.legal_placements(B.TILES[tile]):
            assert p.at == min(p.cells)
            assert B.placement_index(B.TILES[tile].shape, B.TILES[tile].meteor)[(p.at, p.orientation)] == p


@pytest.mark.parametrize("tile", ["N5-CE", "I2-RT"])
def test_legal_placements_is_fast_on_a_half_full_planet(tile):
    rng = random.Random(7)
    grid = B.PlanetGrid()
    tiles = list(B.TILES.values())
    while grid.covered.bit_count() < 48:
        options = grid.legal_placements(rng.choice(tiles))
        grid = grid.place(rng.choice(options))
    t = B.TILES[tile]
    start = time.process_time()
    for _ in range(50):
        grid.legal_placements(t)
    per_call = (time.process_time() - start) / 50
    assert per_call < 0.025, (
        f"{per_call * 1000:.2f} ms a call (target 5 ms; loose bound for a loaded machine)")
