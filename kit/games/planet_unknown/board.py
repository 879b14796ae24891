"""Planet Unknown's components as data: planets (12 x 12 grids), the 12 tile shapes and the
144 tiles, the five tracks; and placement as a search problem on bitboards.

A planet cell is a number ``r * 12 + c`` (row ``r`` from the top, column ``c`` from the
left), named like a chess square: column letter A–L, row number 1–12 (``"A1"`` top left).
A set of cells is a Python ``int`` whose bit ``i`` is cell ``i`` (a bitboard): covering,
overlap and adjacency tests are a few integer operations.

A placement is named by the cell under the tile's first square (in reading order: the top
row, then the leftmost square of it) and its orientation: ``"0"``, ``"90"``, ``"180"``,
``"270"`` (turned clockwise) and the same with ``"f"`` (mirrored left-right first).

>>> ksb = PLANETS["KSB-4156"]
>>> grid = PlanetGrid(ksb)
>>> tile = TILES["I2-CE"]
>>> first = grid.legal_placements(tile)
>>> len(first) > 0 and all(p.mask & ksb.border for p in first)
True
>>> grid = grid.place(first[0])
>>> all(p.mask & grid.neighbours() for p in grid.legal_placements(TILES["O4-RT"]))
True
"""
from __future__ import annotations

import csv
from dataclasses import dataclass
from functools import cache
from pathlib import Path

HERE = Path(__file__).parent
SIZE = 12
CELLS = SIZE * SIZE
FULL = (1 << CELLS) - 1
COLUMNS = "ABCDEFGHIJKL"

#: Terrain letters and the track each advances (energy has no track).
TERRAINS = {"C": "civ", "W": "water", "B": "biomass", "R": "rover", "T": "tech", "E": "energy"}
TRACK_LETTERS = ("C", "W", "B", "R", "T")
TRACK_NAMES = tuple(TERRAINS[t] for t in TRACK_LETTERS)
LETTER_OF = {name: letter for letter, name in TERRAINS.items()}

ORIENTATIONS = ("0", "90", "180", "270", "0f", "90f", "180f", "270f")


def _column_mask(c: int) -> int:
    return sum(1 << (r * SIZE + c) for r in range(SIZE))


COL_FIRST = _column_mask(0)
COL_LAST = _column_mask(SIZE - 1)
ROW_MASKS = tuple(((1 << SIZE) - 1) << (r * SIZE) for r in range(SIZE))
COL_MASKS = tuple(_column_mask(c) for c in range(SIZE))


def cell_name(i: int) -> str:
    return f"{COLUMNS[i % SIZE]}{i // SIZE + 1}"


def parse_cell(text: str) -> int:
    """``"D7"`` -> 75; ValueError for anything else."""
    if type(text) is not str or not 2 <= len(text) <= 3:
        raise ValueError(f"not a planet square: {text!r}")
    col = COLUMNS.find(text[0].upper())
    if col < 0 or not text[1:].isdigit():
        raise ValueError(f"not a planet square: {text!r}")
    row = int(text[1:]) - 1
    if not 0 <= row < SIZE:
        raise ValueError(f"not a planet square: {text!r}")
    return row * SIZE + col


CELL_NAMES = tuple(cell_name(i) for i in range(CELLS))


def bits(mask: int) -> list[int]:
    """The cells of a bitboard, in order."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def neighbours(mask: int) -> int:
    """The cells orthogonally next to a set of cells (not the cells themselves)."""
    grown = (mask << SIZE) | (mask >> SIZE) | ((mask & ~COL_LAST) << 1) | ((mask & ~COL_FIRST) >> 1)
    return grown & FULL & ~mask


def step_cells(i: int) -> list[int]:
    r, c = divmod(i, SIZE)
    out = []
    if r > 0:
        out.append(i - SIZE)
    if r < SIZE - 1:
        out.append(i + SIZE)
    if c > 0:
        out.append(i - 1)
    if c < SIZE - 1:
        out.append(i + 1)
    return out


# ------------------------------------------------------------------ planets
GRID_EDGE = ROW_MASKS[0] | ROW_MASKS[-1] | COL_FIRST | COL_LAST


@dataclass(frozen=True)
class Planet:
    """A planet map: void cells (no planet), ice, the lifepods at the start, the medals of
    rows and columns, and for Tartarus the two sides of the chasm and the two diagonal
    crossings rovers may use. The advanced planets add (``planets.txt``, see
    ``planet_rules.py``): ``holes`` (void inside the planet, not its edge), ``start`` (where
    the first tile goes, when not the edge), the marked squares ``ring``, ``toxic``,
    ``electric`` and ``cities``, ``zones`` (Cerberus's three planets) and ``rules`` (plain
    names of rules: ``"ring anchor"``, ``"not land and ice"``, ``"slide"``, ``"outer edge"``) and
    ``quadrants`` (Persephone: the restricted resource letter of each quarter)."""

    name: str
    void: int
    ice: int
    lifepods: int
    row_medals: tuple[int, ...]
    col_medals: tuple[int, ...]
    left: int = 0          # the cells on the left of a chasm (0: no chasm)
    diagonals: tuple[tuple[int, int], ...] = ()
    holes: int = 0
    start: int = 0
    ring: int = 0
    toxic: int = 0
    electric: int = 0
    cities: int = 0
    zones: tuple[int, ...] = ()
    rules: frozenset[str] = frozenset()
    quadrants: str = ""    # Persephone: the resource whose symbol may not lie in each quarter

    @property
    def land(self) -> int:
        return FULL & ~self.void

    @property
    def border(self) -> int:
        """Land cells on the planet's edge (next to void or to the grid's edge; holes inside
        the planet are not its edge; on Oblivion only the grid's edge)."""
        if "outer edge" in self.rules:
            return self.land & GRID_EDGE
        return self.land & (GRID_EDGE | neighbours(self.void & ~self.holes))

    @property
    def first(self) -> int:
        """The cells a first tile must cover one of: the planet's edge unless it says."""
        return self.start or self.border

    @property
    def chasm(self) -> bool:
        return self.left != 0

    def filled(self, covered: int) -> int:
        """The squares that count as filled for rows and columns: the covered ones and, on
        Petra, the electrical currents (energy terrain already)."""
        return covered | self.electric

    def rover_steps(self, i: int, covered: int = 0) -> list[int]:
        """Squares a rover on ``i`` may move to in one step (orthogonal, on the planet; on
        a chasm planet on the same side, or across one of the diagonal crossings; never onto
        toxic terrain no tile covers)."""
        land = self.land & ~(self.toxic & ~covered)
        out = [j for j in step_cells(i) if land >> j & 1]
        if self.chasm:
            side = self.left >> i & 1
            out = [j for j in out if (self.left >> j & 1) == side]
            out += [b if a == i else a for a, b in self.diagonals if i in (a, b)]
        return out


MEDALS = (1, 1, 1, 2, 2, 3, 3, 2, 2, 1, 1, 1)
#: Letters of a planet's "marks" rows and the squares they mark.
MARKS = {"r": "ring", "s": "start", "t": "toxic", "e": "electric", "c": "cities"}


def _layer(rows: list[str], letters: str) -> dict[str, int]:
    """Bitboards of the cells showing each of ``letters`` in 12 rows of text."""
    out = {ch: 0 for ch in letters}
    for r, row in enumerate(rows):
        for c, ch in enumerate(row):
            if ch in out:
                out[ch] |= 1 << (r * SIZE + c)
    return out


def _planet(block: str) -> Planet:
    lines = [ln for ln in block.splitlines() if ln.strip() and not ln.startswith("#  ")]
    name, rows = lines[0].strip(), lines[1:1 + SIZE]
    cells = _layer(rows, "#x~o")
    fields: dict = {"void": cells["#"] | cells["x"], "holes": cells["x"], "ice": cells["~"],
                    "lifepods": cells["o"], "row_medals": MEDALS, "col_medals": MEDALS}
    rest = lines[1 + SIZE:]
    k = 0
    while k < len(rest):
        head = rest[k].split()
        if head[0] in ("sides", "marks", "zones"):
            grid = rest[k + 1:k + 1 + SIZE]
            k += 1 + SIZE
            if head[0] == "sides":
                fields["left"] = _layer(grid, "L")["L"]
            elif head[0] == "marks":
                for letter, mask in _layer(grid, "".join(MARKS)).items():
                    fields[MARKS[letter]] = mask
            else:
                fields["zones"] = tuple(m for m in _layer(grid, "123456789").values() if m)
            continue
        if head[0] == "diagonals":
            fields["diagonals"] = tuple(tuple(parse_cell(x) for x in pair.split("-")) for pair in head[1:])
        elif head[0] == "medals":
            fields["row_medals" if head[1] == "rows" else "col_medals"] = tuple(int(x) for x in head[2:])
        elif head[0] == "quadrants":
            fields["quadrants"] = "".join(head[1:])
        elif head[0] == "rule":
            fields["rules"] = fields.get("rules", frozenset()) | {" ".join(head[1:])}
        else:
            raise ValueError(f"planets.txt: {name}: unknown line {rest[k]!r}")
        k += 1
    return Planet(name, **fields)


def _load_planets() -> dict[str, Planet]:
    text = (HERE / "planets.txt").read_text(encoding="utf-8")
    planets = [_planet(block) for block in text.split("\nplanet ")[1:]]
    return {p.name: p for p in planets}


PLANETS: dict[str, Planet] = _load_planets()


# -------------------------------------------------------------------- tiles
@dataclass(frozen=True)
class Shape:
    """A tile shape as printed: its squares ``(x, y)``, which of the tile's two terrains each
    square shows (0 or 1), the two symbol squares and the square of the meteor symbol."""

    name: str
    ring: str
    stack: int
    cells: tuple[tuple[int, int], ...]
    terrain: tuple[int, ...]
    symbols: tuple[tuple[int, int], ...]
    meteor: tuple[int, int]

    @property
    def size(self) -> int:
        return len(self.cells)


@dataclass(frozen=True)
class Tile:
    """One of the 144 tiles: a shape, its two terrains and whether it carries a meteor."""

    id: str
    shape: Shape
    terrains: tuple[str, str]
    meteor: bool

    def words(self) -> str:
        a, b = (TERRAINS[t] for t in self.terrains)
        return f"{self.shape.size}-square {self.shape.name[0]}-shaped tile, {a} and {b}" + (
            ", with a meteorite" if self.meteor else "")


def _xy(text: str) -> tuple[int, int]:
    x, y = text.split(".")
    return int(x), int(y)


def _load_shapes() -> dict[str, Shape]:
    shapes = {}
    with open(HERE / "shapes.csv", newline="", encoding="utf-8") as f:
        for row in csv.DictReader(f):
            cells = tuple(_xy(t) for t in row["cells"].split())
            shapes[row["shape"]] = Shape(row["shape"], row["ring"], int(row["stack"]), cells,
                                         tuple(int(ch) for ch in row["terrain"]),
                                         tuple(_xy(t) for t in row["symbols"].split()),
                                         _xy(row["meteor"]))
    return shapes


SHAPES: dict[str, Shape] = _load_shapes()


def _load_pairs() -> list[tuple[str, str]]:
    with open(HERE / "terrain_pairs.csv", newline="", encoding="utf-8") as f:
        return [(row["first"], row["second"]) for row in csv.DictReader(f)]


PAIRS = _load_pairs()


def tile_id(shape: str, pair: tuple[str, str], meteor: bool) -> str:
    return f"{shape}-{pair[0]}{pair[1]}" + ("-M" if meteor else "")


TILES: dict[str, Tile] = {
    tile_id(s.name, pair, meteor): Tile(tile_id(s.name, pair, meteor), s, pair, meteor)
    for s in SHAPES.values() for pair in PAIRS for meteor in (False, True)}
#: The 1 x 1 biomass patch, placed by the same rules (no symbols).
PATCH = Shape("patch", "none", -1, ((0, 0),), (0,), (), (0, 0))

#: The stacks of the space station: 0–5 the inner ring, 6–11 the outer ring.
STACK_SHAPES = tuple(sorted((s for s in SHAPES.values()), key=lambda s: (s.ring != "inner", s.stack)))
STACK_TILES = tuple(tuple(sorted(t.id for t in TILES.values() if t.shape is s)) for s in STACK_SHAPES)


# --------------------------------------------------------------- placements
def _orient(points, label: str):
    """Points (x, y) mirrored (if the label ends in f) and turned clockwise, shifted so the
    smallest x and y are 0."""
    flip = label.endswith("f")
    turns = int(label.rstrip("f")) // 90
    out = []
    for x, y in points:
        if flip:
            x = -x
        for _ in range(turns):
            x, y = -y, x
        out.append((x, y))
    return out


@dataclass(frozen=True)
class Placement:
    """A tile on the planet: ``at`` the cell under its first square, ``orientation``, the
    covered cells as a bitboard and as (cell, terrain 0/1, symbol?, meteor?) squares."""

    at: int
    orientation: str
    mask: int
    squares: tuple[tuple[int, int, bool, bool], ...]

    @property
    def words(self) -> tuple[str, str]:
        return CELL_NAMES[self.at], self.orientation

    @property
    def cells(self) -> tuple[int, ...]:
        return tuple(sq[0] for sq in self.squares)


@cache
def orientations(shape: Shape, meteor: bool) -> dict[str, tuple]:
    """The distinct orientations of a tile of this shape (with or without its meteor mark):
    label -> squares ``(dx, dy, terrain, symbol, meteor)`` relative to the first square.
    A label whose printed tile looks the same as an earlier one's is left out."""
    seen: dict[frozenset, str] = {}
    out: dict[str, tuple] = {}
    for label in ORIENTATIONS:
        pts = _orient(shape.cells, label)
        marks = [(t, shape.cells[k] in shape.symbols, meteor and shape.cells[k] == shape.meteor)
                 for k, t in enumerate(shape.terrain)]
        # relative to the first square in reading order
        fy, fx = min((y, x) for x, y in pts)
        squares = tuple(sorted(((x - fx, y - fy, *m) for (x, y), m in zip(pts, marks)),
                               key=lambda s: (s[1], s[0])))
        key = frozenset(squares)
        if key in seen:
            continue
        seen[key] = label
        out[label] = squares
    return out


@cache
def same_as(shape: Shape, meteor: bool) -> dict[str, str]:
    """Every orientation label -> the listed label that looks the same (for a widget whose
    rotate and flip buttons reach all eight)."""
    listed = orientations(shape, meteor)
    by_key = {frozenset(sq): label for label, sq in listed.items()}
    out = {}
    for label in ORIENTATIONS:
        pts = _orient(shape.cells, label)
        marks = [(t, shape.cells[k] in shape.symbols, meteor and shape.cells[k] == shape.meteor)
                 for k, t in enumerate(shape.terrain)]
        fy, fx = min((y, x) for x, y in pts)
        key = frozenset((x - fx, y - fy, *m) for (x, y), m in zip(pts, marks))
        out[label] = by_key[key]
    return out


@cache
def all_placements(shape: Shape, meteor: bool) -> tuple[Placement, ...]:
    """Every distinct placement of the tile inside the 12 x 12 grid, ignoring the planet."""
    out = []
    for label, squares in orientations(shape, meteor).items():
        xs = [s[0] for s in squares]
        ys = [s[1] for s in squares]
        for r in range(-min(ys), SIZE - max(ys)):
            for c in range(-min(xs), SIZE - max(xs)):
                cells = [(r + dy) * SIZE + (c + dx) for dx, dy, *_ in squares]
                mask = 0
                for i in cells:
                    mask |= 1 << i
                out.append(Placement(r * SIZE + c, label, mask,
                                     tuple((i, s[2], s[3], s[4]) for i, s in zip(cells, squares))))
    return tuple(out)


@cache
def placement_index(shape: Shape, meteor: bool) -> dict[tuple[int, str], Placement]:
    return {(p.at, p.orientation): p for p in all_placements(shape, meteor)}


@cache
def _masks(shape: Shape, meteor: bool, planet: Planet) -> tuple[tuple[int, Placement], ...]:
    """The placements on the planet's land (and, on a chasm planet, on one side only)."""
    land = planet.land
    return tuple((p.mask, p) for p in all_placements(shape, meteor)
                 if not p.mask & ~land and _shape_problem(planet, p.mask) is None)


def _shape_problem(planet: Planet, mask: int) -> tuple[str, str] | None:
    """Why the squares ``mask`` (on the planet's land) may never hold a tile on this
    planet, whatever is covered (rule, words), or None."""
    left, ring, ice = planet.left, planet.ring, planet.ice
    if left and mask & left and mask & ~left:
        return "chasm", "on Tartarus a tile may not cover the chasm"
    if ring and mask & ring and not mask & ~ring:
        return "ring anchor", "on Arashi a tile on the ring must also cover a square off the ring"
    if "not land and ice" in planet.rules and mask & ice and mask & ~ice:
        return "not land and ice", "on K-273 a tile may not cover both land and ice"
    return None


def slides_in(mask: int, covered: int) -> bool:
    """Pajitnov: the tile one square up, down, left or right (squares off the grid left
    out) covers no tile already placed, so it could slide into place."""
    shifted = (mask >> SIZE, (mask << SIZE) & FULL, (mask & ~COL_FIRST) >> 1, (mask & ~COL_LAST) << 1)
    return any(not m & covered for m in shifted)


def legal_placements(planet: Planet, covered: int, shape: Shape, meteor: bool = False,
                     free: bool = False, terrains: tuple[str, ...] = ()) -> list[Placement]:
    """Every distinct legal placement of a tile on a planet whose covered cells are
    ``covered``: on land, on no covered cell, and touching the planet's border (the first
    tile) or orthogonally next to a covered cell (later ones); ``free`` (tech level 1)
    lifts the second condition."""
    entries = _masks(shape, meteor, planet)
    if free:
        found = [p for m, p in entries if not m & covered]
    else:
        need = neighbours(covered) if covered else planet.first
        found = [p for m, p in entries if not m & covered and m & need]
    if "slide" in planet.rules and covered and shape.name != "patch":
        found = [p for p in found if slides_in(p.mask, covered)]
    if planet.quadrants and terrains:
        found = [p for p in found if quadrant_problem(planet, p, terrains) is None]
    return found


def quadrant_problem(planet: Planet, placement: Placement, terrains: tuple[str, ...]) -> str | None:
    """Persephone: the resource of a symbol the placement would put in the quarter of the
    planet where it is restricted, or None. Quarters: top left, top right, bottom left,
    bottom right (rows 1–6 and columns A–F are the top and the left)."""
    for cell, half, symbol, _ in placement.squares:
        r, c = divmod(cell, SIZE)
        letter = terrains[half]
        if symbol and planet.quadrants[2 * (r >= SIZE // 2) + (c >= SIZE // 2)] == letter:
            return TERRAINS[letter]
    return None


def placement_problem(planet: Planet, covered: int, shape: Shape, meteor: bool, at: int,
                      orientation: str, free: bool = False,
                      terrains: tuple[str, ...] = ()) -> tuple[str, str] | None:
    """Why a placement is illegal (rule, words), or None when it is legal."""
    squares = orientations(shape, meteor).get(orientation)
    if squares is None:
        label = same_as(shape, meteor).get(orientation)
        if label is None:
            return "orientation", f"{orientation!r} is not an orientation (0, 90, 180, 270, 0f … 270f)"
        return "orientation", f"this tile turned {orientation} looks the same as turned {label}: use {label}"
    r0, c0 = divmod(at, SIZE)
    mask = 0
    for dx, dy, *_ in squares:
        r, c = r0 + dy, c0 + dx
        if not (0 <= r < SIZE and 0 <= c < SIZE):
            return "inside the grid", "the tile would hang over the edge of the grid"
        mask |= 1 << (r * SIZE + c)
    if mask & planet.void:
        return "inside the grid", "the tile would hang over the edge of the planet"
    if mask & covered:
        return "no overlap", "the tile would overlap a tile already placed"
    problem = _shape_problem(planet, mask)
    if problem is None and not free:
        if not covered and not mask & planet.first:
            problem = (("first tile in the centre", "on Charybdis the first tile must cover one of the "
                        "four centre squares") if planet.start else
                       ("first tile on the border", "the first tile must touch the planet's border"))
        elif covered and not mask & neighbours(covered):
            problem = "adjacent", "the tile must be orthogonally next to a tile already placed"
    if problem is None and "slide" in planet.rules and shape.name != "patch" and not slides_in(mask, covered):
        problem = "slide", "on Pajitnov a tile must be able to slide into place: moved one square " \
                           "some way it would cover no tile"
    if problem is None and planet.quadrants and terrains:
        word = quadrant_problem(planet, placement_index(shape, meteor)[(at, orientation)], terrains)
        if word is not None:
            problem = "restricted quarter", f"on Persephone no {word} symbol may lie in that quarter"
    return problem


class PlanetGrid:
    """A planet with some cells covered: the pure placement search, for tests, lessons and
    benchmarks (the game keeps the same facts in its state)."""

    def __init__(self, planet: Planet | str = "KSB-4156", covered: int = 0):
        self.planet = PLANETS[planet] if isinstance(planet, str) else planet
        self.covered = covered

    def legal_placements(self, tile: Tile | Shape, free: bool = False) -> list[Placement]:
        if isinstance(tile, Tile):
            return legal_placements(self.planet, self.covered, tile.shape, tile.meteor, free)
        return legal_placements(self.planet, self.covered, tile, False, free)

    def place(self, placement: Placement) -> PlanetGrid:
        return PlanetGrid(self.planet, self.covered | placement.mask)

    def neighbours(self) -> int:
        return neighbours(self.covered)

    def empty(self) -> int:
        return (self.planet.land & ~self.covered).bit_count()


# ------------------------------------------------------------------- tracks
@dataclass(frozen=True)
class Track:
    name: str
    top: int                                   # the last space
    spaces: dict                               # position -> tuple of (effect, value)
    medals: tuple[tuple[int, int], ...]        # (position, points)

    def medal(self, position: int) -> int:
        best = 0
        for pos, value in self.medals:
            if pos <= position:
                best = value
        return best


def _load_tracks() -> dict[str, Track]:
    spaces: dict[str, dict[int, list]] = {n: {} for n in TRACK_NAMES}
    with open(HERE / "tracks.csv", newline="", encoding="utf-8") as f:
        for row in csv.DictReader(f):
            value = int(row["value"]) if row["value"] else 0
            spaces[row["track"]].setdefault(int(row["position"]), []).append((row["effect"], value))
    tops = {"civ": 15, "water": 15, "biomass": 15, "rover": 16, "tech": 15}
    return {n: Track(n, tops[n], {p: tuple(e) for p, e in sp.items()},
                     tuple(sorted((p, v) for p, es in sp.items() for e, v in es if e == "medal")))
            for n, sp in spaces.items()}


TRACKS: dict[str, Track] = _load_tracks()
