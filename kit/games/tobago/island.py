"""Tobago's island: a hex map of six terrains in the sea, with huts, palms and statues.

Coordinates
-----------
Hexes are **pointy-top** and addressed by **axial coordinates** ``(q, r)`` (the system of
redblobgames' "Hexagonal Grids"): ``r`` is the row, growing downwards on screen, and ``q``
grows to the east along a row. The six neighbours, numbered as statue facings::

    direction  0 east (+1, 0)     1 north-east (+1, -1)   2 north-west (0, -1)
               3 west (-1, 0)     4 south-west (-1, +1)   5 south-east (0, +1)

>>> neighbours((0, 0))
[(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)]
>>> hex_distance((0, 0), (2, -1))
2
>>> hex_line((0, 0), (3, 0))
[(0, 0), (1, 0), (2, 0), (3, 0)]

Text format (for islands written by hand)
-----------------------------------------
One line per row of hexes, top row first (that row is ``r = 0``). Each character is a hex:
``B`` beach, ``J`` jungle, ``R`` river, ``S`` scrubland, ``L`` lake, ``M`` mountain,
``.`` sea (lower case is accepted too). Spaces are ignored, so rows may be written
``. . B J`` or ``..BJ``; odd rows are usually indented by one space because every odd row
sits half a hex to the right (the "odd-r" layout). The k-th character (from 0) of row r is
the hex ``q = k - r // 2``. After the map come landmark lines, one per landmark, with axial
coordinates ``q,r``; a statue also names its facing as 0-5 or E, NE, NW, W, SW, SE.
``#`` starts a comment. The island must be surrounded by at least two rings of sea. Example
(a piece of a map, shown without checking the rules)::

    . . . . . . .
     . . B B . . .
    . . B J J . .
     . . S M J . .
    . . . S J . .
     . . . . . . .
    . . . . . . .
    hut 2,2
    statue 2,3 facing NE

>>> text = ". . . . . . .\\n . . B B . . .\\n. . B J J . .\\n . . S M J . .\\n"
>>> text += ". . . S J . .\\n . . . . . . .\\n. . . . . . .\\nhut 2,2\\nstatue 2,3 facing NE\\n"
>>> small = Island.from_text(text, validate=False)
>>> small.terrain[(1, 2)], small.landmarks[(2, 2)], small.terrain[(2, 3)], small.facing[(2, 3)]
('beach', 'hut', 'mountain', 1)
>>> small.statue_gaze_target((2, 3))
(3, 2)

Generated islands follow every published constraint (reference tobago.md §2) plus the
kit defaults in :data:`DEFAULTS`:

>>> island = generate(seed=7)
>>> len(island.land), sorted(island.largest) == sorted(TERRAINS)
(70, True)
>>> island.validate()  # raises ValueError listing every broken constraint
"""
from __future__ import annotations

import math
import random
import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from importlib import resources
from typing import Any

import networkx as nx

from kit.svg import min_font_size, svg_open

Hex = tuple[int, int]

TERRAINS = ("beach", "jungle", "river", "scrubland", "lake", "mountain")
SEA = "sea"
LANDMARKS = ("hut", "palm", "statue")
LETTERS = {"beach": "B", "jungle": "J", "river": "R", "scrubland": "S", "lake": "L",
           "mountain": "M", SEA: "."}
TERRAIN_OF_LETTER = {letter: name for name, letter in LETTERS.items()}
DIRECTIONS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
DIRECTION_NAMES = ("E", "NE", "NW", "W", "SW", "SE")

#: Facts from the rulebook (reference tobago.md §1).
RULES: dict[str, Any] = {
    "landmark_counts": {"hut": 4, "palm": 3, "statue": 3},
    "same_landmark_min_distance": 4,   # between two landmarks of the same type
}

#: Kit default, not from the rulebook: every editable choice of the island generator and
#: of the extra checks in :meth:`Island.validate`. Override any of them as keyword
#: arguments of :func:`generate` (e.g. ``generate(3, min_areas_per_terrain=3)``).
DEFAULTS: dict[str, Any] = {
    "size": 70,                        # land hexes; the real board's size is not published
    "size_range": (60, 90),            # sizes generate() accepts
    "sea_rings": 2,                    # rings of sea stored around the island
    "min_areas_per_terrain": 2,        # so that "largest X" differs from "X"
    "beach_on_coast": True,            # every beach hex touches the sea
    "sea_connected": True,             # no sea enclosed by land (inland water is lake)
    # generator only (not checked by validate):
    "areas_per_terrain": (2, 3),       # how many areas the generator plans per terrain
    "terrain_shares": {"beach": 0.15, "jungle": 0.21, "river": 0.14, "scrubland": 0.2,
                       "lake": 0.11, "mountain": 0.19},
    "landmark_terrains": ("beach", "jungle", "river", "scrubland", "mountain"),  # not lakes
    "statue_gaze_prefers_beach": True,  # statues look towards a beach when they can
    "compactness": 2.0,                # island shape: higher = rounder
    "repair_steps": 40,                # local repairs of one terrain layout before retrying
    "attempts": 100,                   # whole retries before giving up
}
_VALIDATION_KEYS = ("sea_rings", "min_areas_per_terrain", "beach_on_coast", "sea_connected")


# --------------------------------------------------------------------------- hex geometry

def neighbours(h: Hex) -> list[Hex]:
    """The six neighbours of ``h`` in direction order 0-5 (east, then anticlockwise)."""
    q, r = h
    return [(q + dq, r + dr) for dq, dr in DIRECTIONS]


def hex_distance(a: Hex, b: Hex) -> int:
    """Number of steps between two hexes.

    >>> hex_distance((0, 0), (3, -3)), hex_distance((1, 1), (1, 1))
    (3, 0)
    """
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def hex_step(h: Hex, direction: int, n: int = 1) -> Hex:
    """The hex ``n`` steps from ``h`` in ``direction`` (0-5)."""
    dq, dr = DIRECTIONS[direction]
    return (h[0] + n * dq, h[1] + n * dr)


def hex_ray(h: Hex, direction: int) -> Iterator[Hex]:
    """Endless straight line of hexes starting next to ``h`` in ``direction``.

    >>> from itertools import islice
    >>> list(islice(hex_ray((0, 0), 5), 3))
    [(0, 1), (0, 2), (0, 3)]
    """
    n = 1
    while True:
        yield hex_step(h, direction, n)
        n += 1


def hexes_within(h: Hex, k: int) -> list[Hex]:
    """All hexes at distance <= k from ``h`` (``h`` included)."""
    q, r = h
    return [(q + dq, r + dr) for dq in range(-k, k + 1)
            for dr in range(max(-k, -dq - k), min(k, -dq + k) + 1)]


def _cube_round(fq: float, fr: float) -> Hex:
    fs = -fq - fr
    q, r, s = round(fq), round(fr), round(fs)
    dq, dr, ds = abs(q - fq), abs(r - fr), abs(s - fs)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return (q, r)


def hex_line(a: Hex, b: Hex) -> list[Hex]:
    """Hexes on the straight line from ``a`` to ``b``, both included.

    >>> hex_line((0, 0), (2, -2))
    [(0, 0), (1, -1), (2, -2)]
    """
    n = hex_distance(a, b)
    if n == 0:
        return [a]
    # nudge so points exactly on an edge round the same way every time
    aq, ar = a[0] + 1e-6, a[1] + 1e-6
    bq, br = b[0] + 1e-6, b[1] + 1e-6
    return [_cube_round(aq + (bq - aq) * i / n, ar + (br - ar) * i / n) for i in range(n + 1)]


def hex_to_pixel(h: Hex, size: float = 1.0) -> tuple[float, float]:
    """Centre of a pointy-top hex of circumradius ``size``; y grows downwards (as in SVG).

    >>> hex_to_pixel((0, 2))
    (1.7320508075688772, 3.0)
    """
    q, r = h
    return (size * math.sqrt(3) * (q + r / 2), size * 1.5 * r)


def hex_corners(h: Hex, size: float = 1.0) -> list[tuple[float, float]]:
    """The six corners of a pointy-top hex, clockwise from the top (SVG coordinates)."""
    x, y = hex_to_pixel(h, size)
    return [(x + size * math.cos(math.radians(60 * i - 90)),
             y + size * math.sin(math.radians(60 * i - 90))) for i in range(6)]


def to_offset(h: Hex) -> tuple[int, int]:
    """Axial ``(q, r)`` to ``(column, row)`` of the odd-r layout used by the text format."""
    q, r = h
    return (q + (r - (r & 1)) // 2, r)


def from_offset(col: int, row: int) -> Hex:
    """``(column, row)`` of the odd-r layout to axial ``(q, r)``."""
    return (col - (row - (row & 1)) // 2, row)


def format_hex(h: Hex) -> str:
    """``(q, r)`` as the text ``"q,r"`` used in landmark lines and SVG ``data-id``."""
    return f"{h[0]},{h[1]}"


# --------------------------------------------------------------------------- island data

@dataclass(frozen=True)
class Area:
    """A connected group of same-terrain land hexes (6-neighbourhood)."""

    id: int
    terrain: str
    hexes: frozenset[Hex]

    @property
    def size(self) -> int:
        return len(self.hexes)


@dataclass(frozen=True)
class Problem:
    """One broken constraint: which rule (``constraint``), a sentence, the hexes involved."""

    constraint: str
    message: str
    hexes: tuple[Hex, ...] = ()
    about_landmarks: bool = False


class IslandError(ValueError):
    """An island breaks constraints; ``.problems`` lists them, the message shows them all."""

    def __init__(self, problems: list[Problem], lines: list[str] | None = None):
        self.problems = problems
        texts = lines if lines is not None else [p.message for p in problems]
        super().__init__("the island is not valid:\n" + "\n".join(f"  - {t}" for t in texts))


def _components(hexes: Iterable[Hex], key: Mapping[Hex, str]) -> list[frozenset[Hex]]:
    """Connected groups of hexes sharing the same ``key`` value, in order of smallest hex."""
    todo = set(hexes)
    groups = []
    for start in sorted(todo):
        if start not in todo:
            continue
        value = key[start]
        todo.discard(start)
        group, stack = [start], [start]
        while stack:
            q, r = stack.pop()
            for dq, dr in DIRECTIONS:
                n = (q + dq, r + dr)
                if n in todo and key[n] == value:
                    todo.discard(n)
                    group.append(n)
                    stack.append(n)
        groups.append(frozenset(group))
    return groups


@dataclass(frozen=True)
class Island:
    """A Tobago island: terrain of every stored hex (land or ``"sea"``) and its landmarks.

    ``terrain`` covers the whole stored map (the island plus at least two rings of sea);
    ``landmarks`` maps a land hex to ``"hut"``, ``"palm"`` or ``"statue"``; ``facing`` maps
    each statue hex to a direction 0-5. Everything else is derived and cached.
    """

    terrain: Mapping[Hex, str]
    landmarks: Mapping[Hex, str] = field(default_factory=dict)
    facing: Mapping[Hex, int] = field(default_factory=dict)

    def __hash__(self) -> int:  # islands can key caches (e.g. functools.lru_cache)
        return self._hash

    @cached_property
    def _hash(self) -> int:
        return hash((frozenset(self.terrain.items()), frozenset(self.landmarks.items()),
                     frozenset(self.facing.items())))

    # ---- derived views
    @cached_property
    def hexes(self) -> frozenset[Hex]:
        """Every stored hex, sea included."""
        return frozenset(self.terrain)

    @cached_property
    def land(self) -> tuple[Hex, ...]:
        """Island hexes (not sea), sorted."""
        return tuple(sorted(h for h, t in self.terrain.items() if t != SEA))

    @cached_property
    def sea(self) -> frozenset[Hex]:
        return frozenset(h for h, t in self.terrain.items() if t == SEA)

    @cached_property
    def coast(self) -> frozenset[Hex]:
        """Land hexes with at least one sea neighbour (or a neighbour off the map)."""
        return frozenset(h for h in self.land
                         if any(self.terrain.get(n, SEA) == SEA for n in neighbours(h)))

    @cached_property
    def areas(self) -> tuple[Area, ...]:
        """Connected same-terrain areas; an area's ``id`` is its index, ordered by smallest hex."""
        groups = _components(self.land, self.terrain)
        return tuple(Area(i, self.terrain[min(g)], g) for i, g in enumerate(groups))

    @cached_property
    def area_of(self) -> dict[Hex, int]:
        """Area id of every land hex."""
        return {h: a.id for a in self.areas for h in a.hexes}

    @cached_property
    def largest(self) -> dict[str, frozenset[Hex]]:
        """The unique largest area of each terrain (terrains whose maximum is tied are left out)."""
        result = {}
        for t in TERRAINS:
            sizes = sorted((a.size for a in self.areas if a.terrain == t), reverse=True)
            if sizes and (len(sizes) == 1 or sizes[0] > sizes[1]):
                result[t] = next(a.hexes for a in self.areas
                                 if a.terrain == t and a.size == sizes[0])
        return result

    @cached_property
    def graph(self) -> nx.Graph:
        """networkx graph of every stored hex (sea included), edges between neighbours.

        Node attributes: ``terrain`` (six names or ``"sea"``), ``landmark`` (``"hut"``,
        ``"palm"``, ``"statue"`` or None), ``coast`` (bool), ``area`` (area id or None),
        ``facing`` (0-5 for statues, else None) and ``pos`` = (x, y) for drawing with
        matplotlib (y points up, so ``nx.draw(g, pos)`` looks like the text map). The graph
        is cached: copy it before changing it.
        """
        g = nx.Graph(name="Tobago island")
        coast, area_of = self.coast, self.area_of
        for h in sorted(self.terrain):
            x, y = hex_to_pixel(h)
            g.add_node(h, terrain=self.terrain[h], landmark=self.landmarks.get(h),
                       coast=h in coast, area=area_of.get(h), facing=self.facing.get(h),
                       pos=(x, -y))
        for h in self.terrain:
            for n in neighbours(h)[:3]:
                if n in self.terrain:
                    g.add_edge(h, n)
        return g

    def statue_gaze_target(self, statue: Hex) -> Hex:
        """Last island hex before the sea on the straight line the statue faces (amulets)."""
        if self.landmarks.get(statue) != "statue":
            raise ValueError(f"no statue at {format_hex(statue)}")
        last = statue
        for h in hex_ray(statue, self.facing[statue]):
            if self.terrain.get(h, SEA) == SEA:
                return last
            last = h
        raise AssertionError("unreachable")

    # ---- validation
    def problems(self, **overrides: Any) -> list[Problem]:
        """Every broken constraint (rulebook and kit defaults), empty when the island is valid."""
        opts = _options(overrides, _VALIDATION_KEYS)
        return _check_island(self, opts)

    def validate(self, **overrides: Any) -> None:
        """Raise :class:`IslandError` (a ValueError) listing every broken constraint."""
        found = self.problems(**overrides)
        if found:
            raise IslandError(found)

    # ---- text format
    @classmethod
    def from_text(cls, text: str, validate: bool = True) -> Island:
        """Read the text format (see the module docstring); errors name their line numbers."""
        return _parse_text(text, validate)

    def to_text(self) -> str:
        """Write the text format; ``Island.from_text(island.to_text()) == island``."""
        return _write_text(self)

    @classmethod
    def load(cls, name: str = "lesson") -> Island:
        """A fixed island shipped with the kit, e.g. ``Island.load("lesson")``. Only the
        names of :func:`packaged_islands` are accepted: a name never becomes a path.

        >>> Island.load("../../etc/passwd")
        Traceback (most recent call last):
        ...
        ValueError: no packaged island called '../../etc/passwd'; the kit ships: lesson
        """
        names = packaged_islands()
        if type(name) is not str or name not in names:
            raise ValueError(f"no packaged island called {_short(name)}; the kit ships: {', '.join(names)}")
        path = _ISLAND_FOLDER() / f"{names[names.index(name)]}.txt"
        return cls.from_text(path.read_text(encoding="utf-8"))

    def _repr_svg_(self) -> str:
        return island_svg(self)


def load_island(name: str = "lesson") -> Island:
    """Shortcut for :meth:`Island.load`."""
    return Island.load(name)


def _ISLAND_FOLDER():
    return resources.files("kit.games.tobago") / "islands"


def packaged_islands() -> tuple[str, ...]:
    """Names of the fixed islands shipped in the package's ``islands`` folder.

    >>> packaged_islands()
    ('lesson',)
    """
    return tuple(sorted(entry.name[:-4] for entry in _ISLAND_FOLDER().iterdir()
                        if entry.name.endswith(".txt") and _NAME.fullmatch(entry.name[:-4])))


_NAME = re.compile(r"[a-z0-9_]{1,40}")


def _short(value: Any, limit: int = 40) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _options(overrides: Mapping[str, Any], keys: Iterable[str] | None = None) -> dict[str, Any]:
    allowed = set(DEFAULTS) if keys is None else set(keys)
    unknown = sorted(set(overrides) - allowed)
    if unknown:
        raise TypeError(f"unknown island option(s) {unknown}; known: {sorted(allowed)}")
    return {**DEFAULTS, **overrides}


def _names(hexes: Iterable[Hex]) -> str:
    return " ".join(f"({format_hex(h)})" for h in sorted(hexes, key=lambda h: (h[1], h[0])))


def _check_island(island: Island, opts: Mapping[str, Any]) -> list[Problem]:
    found: list[Problem] = []
    terrain = island.terrain
    bad = sorted(h for h, t in terrain.items() if t != SEA and t not in TERRAINS)
    if bad:
        found.append(Problem("terrain_names", f"unknown terrain at {_names(bad)}; "
                             f"use one of {', '.join(TERRAINS)} or sea", tuple(bad)))
        return found
    land = island.land
    if not land:
        return [Problem("connected", "the island has no land hexes")]
    found += _check_shape(island, opts)
    found += _check_terrains(island, opts)
    found += _check_landmarks(island)
    return found


def _check_shape(island: Island, opts: Mapping[str, Any]) -> list[Problem]:
    found = []
    terrain, land = island.terrain, set(island.land)
    k = opts["sea_rings"]
    near_edge = sorted(h for h in land if any(n not in terrain for n in hexes_within(h, k)))
    if near_edge:
        found.append(Problem("sea_rings", f"land too close to the edge of the map at "
                             f"{_names(near_edge)}: surround the island with at least {k} "
                             f"rings of sea (kit default)", tuple(near_edge)))
    pieces = _components(land, {h: "land" for h in land})
    if len(pieces) > 1:
        pieces.sort(key=len, reverse=True)
        small = [min(p) for p in pieces[1:]]
        found.append(Problem("connected", f"the land falls into {len(pieces)} separate pieces "
                             f"(sizes {', '.join(str(len(p)) for p in pieces)}); the island "
                             f"must be one connected piece: see {_names(small)}", tuple(small)))
    if opts["sea_connected"]:
        sea = island.sea
        pools = _components(sea, {h: SEA for h in sea})
        enclosed = [p for p in pools
                    if not any(n not in terrain for h in p for n in neighbours(h))]
        if enclosed:
            hexes = sorted(h for p in enclosed for h in p)
            found.append(Problem("sea_connected", f"sea enclosed by land at {_names(hexes)}; "
                                 f"inland water must be lake 'L' (kit default)", tuple(hexes)))
    return found


def _check_terrains(island: Island, opts: Mapping[str, Any]) -> list[Problem]:
    found = []
    by_terrain: dict[str, list[Area]] = {t: [] for t in TERRAINS}
    for a in island.areas:
        by_terrain[a.terrain].append(a)
    missing = [t for t in TERRAINS if not by_terrain[t]]
    if missing:
        found.append(Problem("terrains_present", f"terrain missing: {', '.join(missing)}; "
                             f"all six terrains must be on the island (rulebook)"))
    for t in TERRAINS:
        areas = sorted(by_terrain[t], key=lambda a: -a.size)
        if len(areas) >= 2 and areas[0].size == areas[1].size:
            tied = [a for a in areas if a.size == areas[0].size]
            where = " and ".join(f"({format_hex(min(a.hexes))})" for a in tied)
            found.append(Problem("unique_largest", f"{len(tied)} largest {t} areas have "
                                 f"{areas[0].size} hexes each (at {where}); each terrain needs "
                                 f"exactly one largest area (rulebook)",
                                 tuple(min(a.hexes) for a in tied)))
        need = opts["min_areas_per_terrain"]
        if 0 < len(areas) < need:
            found.append(Problem("min_areas", f"{t} forms only {len(areas)} area(s); each "
                                 f"terrain needs at least {need} separate areas (kit default)",
                                 (min(areas[0].hexes),)))
    if opts["beach_on_coast"]:
        inland = sorted(h for h in island.land
                        if island.terrain[h] == "beach" and h not in island.coast)
        if inland:
            found.append(Problem("beach_on_coast", f"beach not on the coast at {_names(inland)}"
                                 f"; beach hexes must touch the sea (kit default)", tuple(inland)))
    return found


def _check_landmarks(island: Island) -> list[Problem]:
    found = []
    terrain, marks = island.terrain, island.landmarks
    wrong = sorted(h for h, k in marks.items() if k not in LANDMARKS)
    if wrong:
        found.append(Problem("landmark_type", f"unknown landmark at {_names(wrong)}; use "
                             f"{', '.join(LANDMARKS)}", tuple(wrong), True))
    wet = sorted(h for h in marks if terrain.get(h, SEA) == SEA)
    if wet:
        found.append(Problem("landmark_on_land", f"landmark in the sea at {_names(wet)}; "
                             f"landmarks stand on island hexes", tuple(wet), True))
    min_d = RULES["same_landmark_min_distance"]
    for kind, count in RULES["landmark_counts"].items():
        spots = sorted(h for h, k in marks.items() if k == kind)
        if len(spots) != count:
            found.append(Problem("landmark_counts", f"{len(spots)} {kind}s; the island needs "
                                 f"exactly {count} (rulebook)", tuple(spots), True))
        for i, a in enumerate(spots):
            for b in spots[i + 1:]:
                if hex_distance(a, b) < min_d:
                    found.append(Problem("landmark_distance", f"{kind}s at ({format_hex(a)}) "
                                         f"and ({format_hex(b)}) are {hex_distance(a, b)} apart;"
                                         f" two {kind}s must be at least {min_d} apart "
                                         f"(rulebook)", (a, b), True))
    statues = sorted(h for h, k in marks.items() if k == "statue")
    coastal = [h for h in statues if h in island.coast]
    if coastal:
        found.append(Problem("statue_coast", f"statue next to the sea at {_names(coastal)};"
                             f" statues never stand on a coastal hex (rulebook)",
                             tuple(coastal), True))
    no_face = [h for h in statues if island.facing.get(h) not in range(6)]
    stray = sorted(h for h in island.facing if marks.get(h) != "statue")
    if no_face:
        found.append(Problem("statue_facing", f"statue without a facing 0-5 at "
                             f"{_names(no_face)}", tuple(no_face), True))
    if stray:
        found.append(Problem("statue_facing", f"facing given where there is no statue: "
                             f"{_names(stray)}", tuple(stray), True))
    return found


# --------------------------------------------------------------------------- generator

def generate(seed: int, size: int = DEFAULTS["size"], **params: Any) -> Island:
    """A random island that meets every constraint, the same for the same seed and options.

    ``params`` override :data:`DEFAULTS` (kit defaults, not from the rulebook).

    >>> a, b = generate(3), generate(3)
    >>> a == b, len(a.land), len(generate(3, size=60).land)
    (True, 70, 60)
    """
    opts = _options({**params, "size": size})
    lo, hi = opts["size_range"]
    if not lo <= size <= hi:
        raise ValueError(f"size {size} is outside {lo}-{hi} land hexes (size_range)")
    rng = random.Random(seed)
    for _ in range(opts["attempts"]):
        land = _grow_shape(rng, size, opts["compactness"])
        coast = frozenset(h for h in land if any(n not in land for n in neighbours(h)))
        for _ in range(3):
            terrain = _assign_terrains(rng, land, coast, opts)
            if terrain is not None:
                break
        else:
            continue
        placed = _place_landmarks(rng, land, coast, terrain, opts)
        if placed is None:
            continue
        island = _frame(terrain, *placed, opts["sea_rings"])
        if not island.problems(**{k: opts[k] for k in _VALIDATION_KEYS}):
            return island
    raise RuntimeError(f"no valid island found for seed {seed} with {params}")


def _ring_arcs(h: Hex, land: set[Hex]) -> tuple[int, int]:
    """(number of land neighbours, number of separate runs of them around ``h``)."""
    flags = [n in land for n in neighbours(h)]
    return sum(flags), sum(1 for i in range(6) if flags[i] and not flags[i - 1])


def _grow_shape(rng: random.Random, size: int, compactness: float) -> set[Hex]:
    """Grow a blob hex by hex; a hex joins only if its land neighbours form one run,
    which keeps the land connected and never encloses sea."""
    land = {(0, 0)}
    order: list[Hex] = []            # the frontier, in the order first seen (deterministic)
    weight: dict[Hex, float] = {}

    def rescore(h: Hex) -> None:
        k, runs = _ring_arcs(h, land)
        weight[h] = k ** compactness if runs == 1 else 0.0

    for n in neighbours((0, 0)):
        order.append(n)
        rescore(n)
    while len(land) < size:
        h = rng.choices(order, [weight[x] for x in order])[0]
        land.add(h)
        order.remove(h)
        del weight[h]
        for n in neighbours(h):
            if n not in land:
                if n not in weight:
                    order.append(n)
                rescore(n)
    return land


def _plan_sizes(rng: random.Random, total: int, count: int) -> list[int]:
    """Split ``total`` hexes into ``count`` area sizes with a unique largest one."""
    count = max(1, min(count, total))
    if count == 1:
        return [total]
    big = max(2, round(total * rng.uniform(0.4, 0.6)))
    rest = total - big
    small = [1] * (count - 1)
    for _ in range(max(0, rest - (count - 1))):
        small[rng.randrange(count - 1)] += 1
    small = [min(s, big - 1) for s in small]
    return [big] + small


def _assign_terrains(rng: random.Random, land: set[Hex], coast: frozenset[Hex],
                     opts: Mapping[str, Any]) -> dict[Hex, str] | None:
    """Grow planned areas from seeds, then repair until every terrain rule holds."""
    n = len(land)
    lo, hi = opts["areas_per_terrain"]
    plan: list[tuple[str, int]] = []
    for t in TERRAINS:
        total = max(lo + 1, round(n * opts["terrain_shares"][t] * rng.uniform(0.8, 1.2)))
        plan += [(t, s) for s in _plan_sizes(rng, total, rng.randint(lo, hi))]
    terrain: dict[Hex, str] = {}
    owner: dict[Hex, int] = {}
    sizes: list[int] = []
    ordered = sorted(land)
    adj = {h: [n for n in neighbours(h) if n in land] for h in ordered}
    touching: dict[str, set[Hex]] = {t: set() for t in TERRAINS}  # hexes next to a t seed
    for i, (t, target) in enumerate(plan):  # beach first, so it gets the coast it needs
        pool = coast if t == "beach" else land
        allowed = [h for h in ordered if h in pool and h not in terrain
                   and h not in touching[t]]
        if not allowed:
            return None
        seed = rng.choice(allowed)
        terrain[seed], owner[seed] = t, i
        touching[t].update(adj[seed])
        sizes.append(1)
    _grow_areas(rng, plan, terrain, owner, sizes, adj, coast)
    _fill_leftovers(rng, land, coast, terrain)
    return _repair(rng, land, coast, terrain, opts)


def _grow_areas(rng, plan, terrain, owner, sizes, adj, coast) -> None:
    active = [i for i, (_, target) in enumerate(plan) if target > 1]
    members: dict[int, list[Hex]] = {}
    for h, i in owner.items():
        members.setdefault(i, []).append(h)
    while active:
        i = rng.choice(active)
        t = plan[i][0]
        options = sorted({nb for h in members[i] for nb in adj[h]
                          if nb not in terrain and (t != "beach" or nb in coast)
                          and not any(terrain.get(x) == t and owner.get(x) != i
                                      for x in adj[nb])})
        if not options:
            active.remove(i)
            continue
        h = rng.choice(options)
        terrain[h], owner[h] = t, i
        members[i].append(h)
        sizes[i] += 1
        if sizes[i] >= plan[i][1]:
            active.remove(i)


def _fill_leftovers(rng, land, coast, terrain) -> None:
    """Give each unassigned hex a terrain none of its neighbours has (a new small area) when
    possible, else join a neighbour's terrain."""
    todo = sorted(h for h in land if h not in terrain)
    while todo:
        later = []
        for h in todo:
            near = {terrain[nb] for nb in neighbours(h) if nb in terrain}
            fresh = [t for t in TERRAINS if t not in near and (t != "beach" or h in coast)
                     and t != "lake"]
            if fresh:
                terrain[h] = rng.choice(fresh)
            elif near - {"beach"}:
                terrain[h] = rng.choice(sorted(near - {"beach"}))
            else:
                later.append(h)
        if len(later) == len(todo):
            for h in later:
                terrain[h] = "scrubland"
            return
        todo = later


def _terrain_faults(land, terrain, opts) -> tuple[int, list[tuple[str, str]]]:
    """(score, faults): faults are ("tie" or "few", terrain); beaches are only ever placed
    on the coast, so that rule needs no repair."""
    groups = _components(land, terrain)
    by_t: dict[str, list[int]] = {t: [] for t in TERRAINS}
    for g in groups:
        by_t[terrain[next(iter(g))]].append(len(g))
    faults = []
    score = 0
    need = opts["min_areas_per_terrain"]
    for t, s in by_t.items():
        if len(s) < need:
            faults.append(("few", t))
            score += need - len(s)
        s.sort(reverse=True)
        if len(s) >= 2 and s[0] == s[1]:
            faults.append(("tie", t))
            score += 1
    return score, faults


def _repair(rng, land, coast, terrain, opts) -> dict[Hex, str] | None:
    """Greedy local repair: change one hex at a time while that lowers the fault score."""
    score, faults = _terrain_faults(land, terrain, opts)
    for _ in range(opts["repair_steps"]):
        if not faults:
            return terrain
        kind, t = rng.choice(faults)
        moves = _repair_moves(kind, t, land, coast, terrain)
        rng.shuffle(moves)
        for h, new in moves[:12]:
            old = terrain[h]
            terrain[h] = new
            new_score, new_faults = _terrain_faults(land, terrain, opts)
            if new_score < score:
                score, faults = new_score, new_faults
                break
            terrain[h] = old
        else:
            return None
    return terrain if not faults else None


def _repair_moves(kind, t, land, coast, terrain) -> list[tuple[Hex, str]]:
    ok_for = (lambda h, x: x != "beach" or h in coast)
    if kind == "few":  # a new one-hex area of t somewhere away from t
        return [(h, t) for h in sorted(land) if terrain[h] != t and ok_for(h, t)
                and not any(terrain.get(nb) == t for nb in neighbours(h))]
    # a tie: grow a largest area by one hex, or shrink one into a neighbour's terrain
    groups = [g for g in _components((h for h in land if terrain[h] == t), terrain)]
    top = max(len(g) for g in groups)
    moves = []
    for g in groups:
        if len(g) != top:
            continue
        for h in sorted(g):
            for nb in neighbours(h):
                if nb in land and terrain[nb] != t:
                    if ok_for(nb, t):
                        moves.append((nb, t))
                    if ok_for(h, terrain[nb]):
                        moves.append((h, terrain[nb]))
    return moves


def _place_landmarks(rng, land, coast, terrain, opts):
    """Statues first (inland only), then huts and palms, same types >= 4 apart."""
    min_d = RULES["same_landmark_min_distance"]
    base = sorted(h for h in land if terrain[h] in opts["landmark_terrains"])
    marks: dict[Hex, str] = {}
    for kind in ("statue", "hut", "palm"):
        count = RULES["landmark_counts"][kind]
        allowed = [h for h in base if h not in marks and (kind != "statue" or h not in coast)]
        for _ in range(20):
            rng.shuffle(allowed)
            chosen: list[Hex] = []
            for h in allowed:
                if all(hex_distance(h, c) >= min_d for c in chosen):
                    chosen.append(h)
                    if len(chosen) == count:
                        break
            if len(chosen) == count:
                break
        else:
            return None
        marks.update((h, kind) for h in chosen)
    facing = {}
    for s in sorted(h for h, k in marks.items() if k == "statue"):
        dirs = list(range(6))
        if opts["statue_gaze_prefers_beach"]:
            beachy = [d for d in dirs if terrain[_gaze(s, d, land)] == "beach"]
            dirs = beachy or dirs
        facing[s] = rng.choice(dirs)
    return marks, facing


def _gaze(h: Hex, direction: int, land: set[Hex]) -> Hex:
    last = h
    for x in hex_ray(h, direction):
        if x not in land:
            return last
        last = x
    raise AssertionError("unreachable")


def _frame(terrain: dict[Hex, str], marks: dict[Hex, str], facing: dict[Hex, int],
           rings: int) -> Island:
    """Translate the land so its sea frame is the rectangle of rows 0.. and columns 0..,
    then fill that rectangle with sea."""
    dr = rings - min(r for _, r in terrain)
    moved = {(q, r + dr) for q, r in terrain}
    border = {x for h in moved for x in hexes_within(h, rings)}
    cols = [to_offset(h)[0] for h in border]
    dq = -min(cols)
    width, height = max(cols) - min(cols) + 1, max(r for _, r in border) + 1

    def shift(h: Hex) -> Hex:
        return (h[0] + dq, h[1] + dr)

    full = {from_offset(c, r): SEA for r in range(height) for c in range(width)}
    full.update((shift(h), t) for h, t in terrain.items())
    return Island(full, {shift(h): k for h, k in marks.items()},
                  {shift(h): d for h, d in facing.items()})


# --------------------------------------------------------------------------- text format

_LANDMARK_LINE = re.compile(
    r"^(hut|palm|statue)s?\s+(-?\d+)\s*,\s*(-?\d+)(?:\s+facing\s+(\S+))?$", re.IGNORECASE)
_HEADER = """\
# Tobago island, kit text format. One line per row r = 0, 1, 2, ...; the k-th letter of
# row r is hex q = k - r // 2 (axial, pointy-top; odd rows sit half a hex to the right).
# B beach, J jungle, R river, S scrubland, L lake, M mountain, . sea.
# Landmarks: 'hut q,r', 'palm q,r', 'statue q,r facing d' (d: 0 E, 1 NE, 2 NW, 3 W, 4 SW, 5 SE).
"""


def _parse_facing(word: str) -> int | None:
    if word.isdigit() and int(word) < 6:
        return int(word)
    return DIRECTION_NAMES.index(word.upper()) if word.upper() in DIRECTION_NAMES else None


def _parse_text(text: str, validate: bool) -> Island:
    terrain: dict[Hex, str] = {}
    marks: dict[Hex, str] = {}
    facing: dict[Hex, int] = {}
    row_line: dict[int, int] = {}
    mark_line: dict[Hex, int] = {}
    errors: list[str] = []
    row = 0
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        first = line.split()[0].lower().rstrip("s")
        if first in LANDMARKS:
            _parse_landmark(line, number, marks, facing, mark_line, errors)
            continue
        if marks:
            errors.append(f"line {number}: map row after the landmark lines; write the whole "
                          f"map first")
            continue
        cells = "".join(line.split())
        for k, ch in enumerate(cells):
            t = TERRAIN_OF_LETTER.get(ch.upper())
            if t is None:
                errors.append(f"line {number}, character {k + 1}: unknown terrain letter "
                              f"{ch!r}; use B J R S L M, or . for sea (landmark lines start "
                              f"with hut, palm or statue)")
            terrain[from_offset(k, row)] = t or SEA
        row_line[row] = number
        row += 1
    if not terrain and not errors:
        errors.append("no map rows found")
    for h, n in mark_line.items():
        if h not in terrain:
            errors.append(f"line {n}: ({format_hex(h)}) is not on the map")
    if errors:
        raise IslandError([Problem("format", e) for e in errors])
    island = Island(terrain, marks, facing)
    if validate:
        found = island.problems()
        if found:
            raise IslandError(found, [_with_lines(p, row_line, mark_line) for p in found])
    return island


def _parse_landmark(line, number, marks, facing, mark_line, errors) -> None:
    m = _LANDMARK_LINE.match(" ".join(line.split()))
    if not m:
        errors.append(f"line {number}: cannot read {line!r}; write e.g. 'hut 3,4', 'palm 5,2' "
                      f"or 'statue 5,6 facing 2'")
        return
    kind, h, word = m.group(1).lower(), (int(m.group(2)), int(m.group(3))), m.group(4)
    if h in marks:
        errors.append(f"line {number}: ({format_hex(h)}) already holds a {marks[h]} "
                      f"(line {mark_line[h]}); at most one landmark per hex")
        return
    if kind == "statue":
        d = _parse_facing(word) if word else None
        if d is None:
            errors.append(f"line {number}: a statue needs a facing 0-5 or E, NE, NW, W, SW, SE"
                          f", e.g. 'statue {format_hex(h)} facing 2'")
            return
        facing[h] = d
    elif word is not None:
        errors.append(f"line {number}: only statues have a facing")
        return
    marks[h] = kind
    mark_line[h] = number


def _with_lines(p: Problem, row_line: Mapping[int, int], mark_line: Mapping[Hex, int]) -> str:
    if p.about_landmarks:
        lines = sorted({mark_line[h] for h in p.hexes if h in mark_line})
    else:
        lines = sorted({row_line[h[1]] for h in p.hexes if h[1] in row_line})
    if not lines:
        return p.message
    label = "line" if len(lines) == 1 else "lines"
    return f"{label} {', '.join(map(str, lines))}: {p.message}"


def _write_text(island: Island) -> str:
    rows: dict[int, dict[int, str]] = {}
    for h, t in island.terrain.items():
        col, r = to_offset(h)
        rows.setdefault(r, {})[col] = LETTERS[t]
    if min(rows) != 0 or sorted(rows) != list(range(len(rows))):
        raise ValueError("to_text needs the map's rows numbered 0, 1, 2, ... without gaps")
    out = [_HEADER.rstrip("\n")]
    for r in range(len(rows)):
        cols = rows[r]
        if sorted(cols) != list(range(len(cols))):
            raise ValueError(f"to_text needs row {r} to start at column 0 without gaps")
        out.append((" " if r % 2 else "") + " ".join(cols[c] for c in range(len(cols))))
    out.append("")
    order = {k: i for i, k in enumerate(LANDMARKS)}
    for h, kind in sorted(island.landmarks.items(), key=lambda x: (order[x[1]], x[0][1], x[0][0])):
        extra = f" facing {island.facing[h]}" if kind == "statue" else ""
        out.append(f"{kind} {format_hex(h)}{extra}")
    return "\n".join(out) + "\n"


# --------------------------------------------------------------------------- drawing

#: Terrain colours, told apart under deuteranopia and protanopia (tests/test_boards.py): the
#: Okabe & Ito colours (kit.svg.OKABE_ITO) for five terrains, sienna for mountains, a pale sea.
#: Every hex also carries its terrain's letter (:data:`LETTERS`), so colour is never alone.
COLOURS = {"beach": "#F0E442", "jungle": "#009E73", "river": "#56B4E9", "scrubland": "#E69F00",
           "lake": "#0072B2", "mountain": "#A0522D", SEA: "#D6ECF8"}
#: The colour of the terrain letter on each terrain (the one with the better contrast).
INK = {"beach": "#000000", "jungle": "#000000", "river": "#000000", "scrubland": "#000000",
       "lake": "#FFFFFF", "mountain": "#FFFFFF", SEA: "#000000"}
COMPASS = ("east", "north-east", "north-west", "west", "south-west", "south-east")
# the two corners (indices into hex_corners) of the side a hex shares with its neighbour in
# each direction of DIRECTIONS
_SIDE = tuple(((1 - d) % 6, (2 - d) % 6) for d in range(6))


def _points(corners: Iterable[tuple[float, float]]) -> str:
    return " ".join(f"{x:.1f},{y:.1f}" for x, y in corners)


def drawn_hexes(island: Island, sea_rings: int = 1) -> list[Hex]:
    """The hexes a picture shows: the land and the sea within ``sea_rings`` of it, in reading
    order (rows top to bottom)."""
    land = set(island.land)
    shown = set(land)
    frontier = set(land)
    for _ in range(sea_rings):
        frontier = {n for h in frontier for n in neighbours(h) if n in island.terrain} - shown
        shown |= frontier
    return sorted(shown, key=lambda x: (x[1], x[0]))


def picture_box(hexes: Iterable[Hex], size: float) -> tuple[float, float, float, float]:
    """(x, y, width, height) around the hexes, with a small margin."""
    centres = [hex_to_pixel(h, size) for h in hexes]
    pad = size * 1.1
    xs = [x for x, _ in centres]
    ys = [y for _, y in centres]
    return (min(xs) - pad, min(ys) - pad, max(xs) - min(xs) + 2 * pad,
            max(ys) - min(ys) + 2 * pad)


def outline_path(hexes: Iterable[Hex], size: float) -> str:
    """The ``d`` of an SVG path along the border of a group of hexes (one line around the
    group instead of one outline per hex)."""
    group = set(hexes)
    segments = []
    for h in sorted(group, key=lambda x: (x[1], x[0])):
        corners = hex_corners(h, size)
        for d, (dq, dr) in enumerate(DIRECTIONS):
            if (h[0] + dq, h[1] + dr) not in group:
                (x1, y1), (x2, y2) = corners[_SIDE[d][0]], corners[_SIDE[d][1]]
                segments.append(f"M{x1:.1f} {y1:.1f}L{x2:.1f} {y2:.1f}")
    return "".join(segments)


def landmark_words(island: Island, h: Hex) -> str:
    """'a hut', 'a palm', 'a statue looking north-east' or '' for a hex."""
    kind = island.landmarks.get(h)
    if kind is None:
        return ""
    if kind == "statue" and h in island.facing:
        return f"a statue looking {COMPASS[island.facing[h]]}"
    return f"a {kind}"


def terrain_letter(h: Hex, terrain: str, size: float, font_size: float) -> str:
    """The terrain's letter at the top of its hex."""
    x, y = hex_to_pixel(h, size)
    return (f'<text x="{x:.1f}" y="{y - size * 0.42:.1f}" text-anchor="middle" '
            f'fill="{INK[terrain]}">{LETTERS[terrain]}</text>')


def island_svg(island: Island, shade: Iterable[Hex] | Mapping[Hex, str] | None = None,
               highlight: Iterable[Hex] | None = None, size: float = 16.0,
               sea_rings: int = 1) -> str:
    """A static SVG map (kit/svg.py conventions): one ``<polygon class="hex ...">`` per hex,
    coloured by terrain and marked with the terrain's letter, with landmark symbols and an
    arrow for each statue's gaze. ``sea_rings`` rings of sea are drawn around the land.

    ``shade`` dims hexes (e.g. ruled-out treasure spots): a collection of hexes, or a mapping
    hex -> CSS colour for a translucent overlay. ``highlight`` outlines hexes (e.g. the
    remaining candidates). The game's board (:func:`kit.games.tobago.draw.view_svg`) adds the
    clickable parts.

    >>> svg = island_svg(generate(1), highlight=[(5, 5)])
    >>> svg.startswith("<svg") and 'class="hex jungle"' in svg and 'class="highlight"' in svg
    True
    """
    hexes = drawn_hexes(island, sea_rings)
    box = picture_box(hexes, size)
    font = max(min_font_size(box), size * 0.4)
    parts = [svg_open(box, f"Map of the island: {len(island.land)} land hexes", interactive=False)]
    parts += hex_layer(island, hexes, size, font)
    if shade is not None:
        colours = shade if isinstance(shade, Mapping) else {h: "#000000" for h in shade}
        for h, colour in colours.items():
            if h in island.terrain:
                parts.append(f'<polygon class="shade" fill="{colour}" fill-opacity="0.45" '
                             f'pointer-events="none" points="{_points(hex_corners(h, size))}"/>')
    parts += landmark_layer(island, size)
    for h in highlight or ():
        if h in island.terrain:
            parts.append(f'<polygon class="highlight" fill="none" stroke="#000000" '
                         f'stroke-width="{size / 6:.1f}" pointer-events="none" '
                         f'points="{_points(hex_corners(h, size * 0.9))}"/>')
    parts.append("</svg>")
    return "\n".join(parts)


def hex_layer(island: Island, hexes: Iterable[Hex], size: float, font_size: float,
              attributes: Mapping[Hex, tuple[str, str, str]] | None = None,
              with_letters: bool = True) -> list[str]:
    """The hexes (terrain colour, letter) as SVG elements. ``attributes`` gives some hexes'
    polygons (extra classes, extra attributes, child elements), e.g. ``clickable(...)`` and a
    ``<title>``; ``with_letters=False`` leaves the letters to :func:`letter_layer`."""
    attributes = attributes or {}
    parts = ['<g stroke="#FFFFFF" stroke-width="0.8">']
    letters = [f'<g font-size="{font_size:.2f}" font-weight="bold" pointer-events="none">']
    for h in hexes:
        t = island.terrain[h]
        classes, extra, child = attributes.get(h, ("", "", ""))
        classes = f"hex {t} {classes}".strip()
        extra = f" {extra}" if extra else ""
        parts.append(f'<polygon class="{classes}" fill="{COLOURS[t]}"{extra} '
                     f'points="{_points(hex_corners(h, size))}">{child}</polygon>')
        if t != SEA:
            letters.append(terrain_letter(h, t, size, font_size))
    parts.append("</g>")
    letters.append("</g>")
    return parts + letters if with_letters else parts


def letter_layer(island: Island, hexes: Iterable[Hex], size: float, font_size: float) -> list[str]:
    """The terrain letters of the land hexes, in one group."""
    return ([f'<g font-size="{font_size:.2f}" font-weight="bold" pointer-events="none">']
            + [terrain_letter(h, island.terrain[h], size, font_size) for h in hexes
               if island.terrain[h] != SEA] + ["</g>"])


def landmark_layer(island: Island, size: float) -> list[str]:
    return [_landmark_svg(kind, hex_to_pixel(h, size), size, island.facing.get(h))
            for h, kind in sorted(island.landmarks.items())]


def _landmark_svg(kind: str, centre: tuple[float, float], size: float,
                  facing: int | None) -> str:
    x, y = centre
    y += size * 0.1
    s = size * 0.36
    if kind == "hut":
        roof = [(x - s, y + s * 0.8), (x - s, y - s * 0.1), (x, y - s),
                (x + s, y - s * 0.1), (x + s, y + s * 0.8)]
        body = (f'<polygon fill="#5B3A1A" stroke="#FFFFFF" stroke-width="0.8" '
                f'points="{_points(roof)}"/>')
    elif kind == "palm":
        body = (f'<line x1="{x:.1f}" y1="{y + s:.1f}" x2="{x:.1f}" y2="{y - s * 0.3:.1f}" '
                f'stroke="#3B2410" stroke-width="{s / 2.5:.1f}"/>'
                f'<circle cx="{x:.1f}" cy="{y - s * 0.4:.1f}" r="{s * 0.6:.1f}" fill="#0B3D1F" '
                f'stroke="#FFFFFF" stroke-width="0.6"/>')
    else:
        body = (f'<rect x="{x - s * 0.45:.1f}" y="{y - s:.1f}" width="{s * 0.9:.1f}" '
                f'height="{2 * s:.1f}" rx="{s * 0.3:.1f}" fill="#555555" stroke="#FFFFFF" '
                f'stroke-width="0.6"/>')
        if facing is not None:
            tx, ty = hex_to_pixel(DIRECTIONS[facing], size)
            length = math.hypot(tx, ty)
            ux, uy = tx / length, ty / length
            ex, ey = x + ux * size * 0.85, y + uy * size * 0.85
            px, py = -uy * s * 0.45, ux * s * 0.45
            head = [(ex + ux * s * 0.5, ey + uy * s * 0.5), (ex + px, ey + py), (ex - px, ey - py)]
            body += (f'<line x1="{x:.1f}" y1="{y:.1f}" x2="{ex:.1f}" y2="{ey:.1f}" '
                     f'stroke="#000000" stroke-width="{s / 3:.1f}"/>'
                     f'<polygon fill="#000000" stroke="#FFFFFF" stroke-width="0.5" '
                     f'points="{_points(head)}"/>')
    return f'<g class="landmark {kind}" pointer-events="none">{body}</g>'
