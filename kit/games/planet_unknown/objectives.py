"""Planet Unknown's objective cards as data (``objectives.csv``): 28 cards, each with a
neighbour side (shared by two neighbouring players, who compare one measure: 5 points to
the better, 2 each on a tie) and a private side (5 points when its player meets it).

A :class:`Surface` holds what the objectives look at on one planet (terrain and symbols by
terrain, covered squares, trackers, lifepods and meteorites collected); :func:`measure`
gives a neighbour side's number (bigger is better: "fewest" sides count negatively) and
:func:`achieved` whether a private side is met.

>>> len(NEIGHBOUR), len(PRIVATE), NEIGHBOUR[6].name, PRIVATE[27].name
(28, 28, 'Biome', 'Meltdown')
>>> neighbour_points(3, 1), neighbour_points(2, 2), neighbour_points(0, 4)
(5, 2, 0)
>>> from kit.games.planet_unknown.board import PLANETS
>>> flat = surface(PLANETS["KSB-4156"], "." * 144, [], 0, [0] * 5, pods=2, rocks=1)
>>> measure(NEIGHBOUR[26], flat), achieved(PRIVATE[26], flat), achieved(PRIVATE[27], flat)
(2, True, False)
"""
from __future__ import annotations

import csv
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from kit.games.planet_unknown.board import (
    COL_FIRST,
    FULL,
    SIZE,
    TERRAINS,
    TILES,
    TRACK_LETTERS,
    TRACK_NAMES,
    TRACKS,
    Planet,
    neighbours,
    parse_cell,
    placement_index,
)

HERE = Path(__file__).resolve().parent
CARDS = tuple(range(1, 29))
WIN, TIE, MET = 5, 2, 5  # a neighbour side won, tied; a private side met
NEIGHBOUR_TESTS = frozenset({"edge symbols", "largest area", "areas", "fewest symbols", "tracks at top",
                             "meteorites", "lifepods", "fewest meteorites", "fewest lifepods"})
PRIVATE_TESTS = frozenset({"square", "rich area", "strip", "track at top", "few symbols", "meteorites",
                           "lifepods over meteorites", "ice covered", "land covered"})


@dataclass(frozen=True)
class Objective:
    """One side of an objective card: ``test`` is one of the kit's measures, ``subject`` a
    terrain letter (C W B R T E) or empty, ``value`` its number (a square's side, symbols,
    meteorites ...), ``words`` the kit's text."""

    number: int
    side: str
    name: str
    test: str
    subject: str
    value: int
    words: str


def _load() -> tuple[dict[int, Objective], dict[int, Objective]]:
    sides: dict[str, dict[int, Objective]] = {"neighbour": {}, "private": {}}
    with open(HERE / "objectives.csv", newline="", encoding="utf-8") as f:
        for row in csv.DictReader(f):
            card = Objective(int(row["number"]), row["side"], row["name"], row["test"], row["subject"],
                             int(row["value"]), row["words"])
            tests = NEIGHBOUR_TESTS if card.side == "neighbour" else PRIVATE_TESTS
            assert card.test in tests and card.subject in ("", *TERRAINS), card
            sides[card.side][card.number] = card
    return sides["neighbour"], sides["private"]


NEIGHBOUR, PRIVATE = _load()


@dataclass(frozen=True)
class Surface:
    """What the objectives look at on one planet."""

    planet: Planet
    terrain: dict[str, int]   # terrain letter -> its squares (biomass patches count as biomass)
    symbols: dict[str, int]   # terrain letter -> the squares showing that symbol
    covered: int
    track: tuple[int, ...]
    pods: int
    rocks: int


def surface(planet: Planet, terrain: str, placed: list, covered: int, track: list[int],
            pods: int, rocks: int) -> Surface:
    """The :class:`Surface` of a board: ``terrain`` a letter a square (``b`` a patch),
    ``placed`` the (tile id, square, orientation) of each tile placed."""
    return Surface(planet, _terrain_masks(terrain), _symbol_masks(tuple(map(tuple, placed))), covered,
                   tuple(track), pods, rocks)


@lru_cache(maxsize=512)
def _terrain_masks(terrain: str) -> dict[str, int]:
    masks = dict.fromkeys(TERRAINS, 0)
    for i, ch in enumerate(terrain):
        if ch != ".":
            masks["B" if ch == "b" else ch] |= 1 << i
    return masks


@lru_cache(maxsize=512)
def _symbol_masks(placed: tuple[tuple[str, str, str], ...]) -> dict[str, int]:
    if placed:  # one more tile than a board seen before: add its symbols only
        symbols = dict(_symbol_masks(placed[:-1]))
        tile_id, at, orientation = placed[-1]
        tile = TILES[tile_id]
        p = placement_index(tile.shape, tile.meteor)[(parse_cell(at), orientation)]
        for cell, half, symbol, _ in p.squares:
            if symbol:
                symbols[tile.terrains[half]] |= 1 << cell
        return symbols
    return dict.fromkeys(TERRAINS, 0)


def areas(mask: int) -> list[int]:
    """The connected (orthogonally) areas of a set of squares, each as a set of squares.

    >>> [bin(a) for a in areas(0b1011)]
    ['0b11', '0b1000']
    """
    out = []
    while mask:
        area = frontier = mask & -mask
        while frontier:
            frontier = neighbours(area) & mask & ~area
            area |= frontier
        out.append(area)
        mask &= ~area
    return out


def has_rectangle(mask: int, width: int, height: int) -> bool:
    """Whether ``mask`` holds every square of some ``width`` x ``height`` rectangle."""
    starts = FULL
    for k in range(width - 1):  # a row never wraps onto the next one
        starts &= ~(COL_FIRST << (SIZE - 1 - k))
    run = mask & starts
    for k in range(1, width):
        run &= mask >> k
    block = run
    for k in range(1, height):
        block &= run >> (SIZE * k)
    return block != 0


def _at_top(s: Surface, letter: str) -> bool:
    k = TRACK_LETTERS.index(letter)
    return s.track[k] >= TRACKS[TRACK_NAMES[k]].top


def measure(card: Objective, s: Surface) -> int:
    """A neighbour side's number for one planet; the bigger number wins."""
    test, letter = card.test, card.subject
    if test == "edge symbols":
        return (s.symbols[letter] & s.planet.border).bit_count()
    if test == "largest area":
        return max((a.bit_count() for a in areas(s.terrain[letter])), default=0)
    if test == "areas":
        return len(areas(s.terrain[letter]))
    if test == "fewest symbols":
        return -s.symbols[letter].bit_count()
    if test == "tracks at top":
        return sum(_at_top(s, t) for t in TRACK_LETTERS)
    if test == "meteorites":
        return s.rocks
    if test == "lifepods":
        return s.pods
    if test == "fewest meteorites":
        return -s.rocks
    if test == "fewest lifepods":
        return -s.pods
    raise AssertionError(card)


def achieved(card: Objective, s: Surface) -> bool:
    """Whether a private side is met on one planet."""
    test, letter, n = card.test, card.subject, card.value
    if test == "square":
        return has_rectangle(s.terrain[letter], n, n)
    if test == "strip":
        return has_rectangle(s.terrain[letter], 2, n) or has_rectangle(s.terrain[letter], n, 2)
    if test == "rich area":
        return any((a & s.symbols[letter]).bit_count() >= n for a in areas(s.terrain[letter]))
    if test == "track at top":
        return _at_top(s, letter)
    if test == "few symbols":
        return s.symbols[letter].bit_count() <= n
    if test == "meteorites":
        return s.rocks >= n
    if test == "lifepods over meteorites":
        return s.pods > s.rocks
    if test == "ice covered":
        return s.planet.ice & ~s.covered == 0
    if test == "land covered":
        return s.planet.land & ~s.planet.ice & ~s.covered == 0
    raise AssertionError(card)


def neighbour_points(mine: int, theirs: int) -> int:
    """A neighbour side's points for a player measuring ``mine`` against ``theirs``."""
    return WIN if mine > theirs else TIE if mine == theirs else 0


def objective_words(number: int, side: str) -> str:
    """A side's name and what it asks, in the kit's words."""
    card = (NEIGHBOUR if side == "neighbour" else PRIVATE)[number]
    return f"{card.name}: {card.words}"


__all__ = ["CARDS", "MET", "NEIGHBOUR", "PRIVATE", "TIE", "WIN", "Objective", "Surface", "achieved",
           "areas", "has_rectangle", "measure", "neighbour_points", "objective_words", "surface"]
