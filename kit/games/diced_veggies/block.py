"""The components of Diced Veggies as data and graphs: the dice, the frame and the block of
dice in it (a networkx grid graph), the cut geometry, and the kit-default cards.

The frame is 5 rows by 7 columns. A cell is ``(row, column)``, 0-based in code and
1-based in text (row 1 is the top, column 1 the left). A block is a mapping cell -> die,
a die written as its ingredient letter and its number (``R5``: a red 5).

A cut is a straight seam segment between two rows (or two columns) of the frame: the dice
taken are, in each column (row) of the span, the run of dice on the chosen side, starting
at the seam and going on until an empty cell or the frame's edge. Its text is
``<side> <seam> <span>``: ``top 2|3 3-5`` takes the dice above the seam between rows 2 and
3, in columns 3 to 5; ``left 4|5 2`` the dice left of the seam between columns 4 and 5,
in row 2.

>>> block = parse_block("R5 G3 Y2 O6 P2 R2 G4 / Y3 O2")
>>> sorted(cut_cells(block, Cut("bottom", 1, 0, 1)))
[(1, 0), (1, 1)]
>>> cut_text(Cut("bottom", 1, 0, 1))
'bottom 1|2 1-2'
>>> [cut_text(c) for c in legal_cuts(parse_block("R6 G6 / Y2"))]
['top 1|2 2', 'top 2|3 1', 'bottom 1|2 1']
"""
from __future__ import annotations

import csv
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import networkx as nx

HERE = Path(__file__).parent
ROWS, COLS = 5, 7
FACES = (2, 2, 3, 4, 5, 6)
FACE_VALUES = tuple(sorted(set(FACES)))
DICE_PER_COLOUR = 7
CUT_LIMIT = 10
SIDES = ("top", "bottom", "left", "right")


def _read(name: str) -> list[dict[str, str]]:
    with open(HERE / name, newline="", encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


#: The five ingredient types (kit default: colour names), editable in ingredients.csv.
INGREDIENTS = {row["letter"]: row["name"] for row in _read("ingredients.csv")}
LETTERS = tuple(INGREDIENTS)
COLOUR_HEX = {row["letter"]: row["colour"] for row in _read("ingredients.csv")}


@dataclass(frozen=True)
class Recipe:
    id: str
    ingredients: str  # letters, e.g. "RRGY"
    points: int

    def needs(self) -> dict[str, int]:
        return {letter: self.ingredients.count(letter) for letter in LETTERS if letter in self.ingredients}

    def words(self) -> str:
        parts = [f"{n} {INGREDIENTS[k]}" for k, n in self.needs().items()]
        return f"Recipe {self.id} ({', '.join(parts)}; {self.points} points)"


@dataclass(frozen=True)
class Hype:
    id: str
    kind: str  # sum19, sequence, double
    points: int  # for "double": 0 here, the recipe's points are added instead

    def words(self) -> str:
        return f"Hype {self.id} ({HYPE_KINDS[self.kind]})"


#: What each kit-default Hype asks for and gives.
HYPE_KINDS = {
    "sum19": "the recipe's dice total exactly 19 pips: +3 points",
    "sequence": "the recipe's dice show consecutive numbers, no two alike: +2 points",
    "double": "two dice for every ingredient the recipe lists: the recipe scores twice",
}

RECIPES = {row["id"]: Recipe(row["id"], row["ingredients"], int(row["points"]))
           for row in _read("recipes.csv")}
HYPES = {row["id"]: Hype(row["id"], row["kind"], int(row["points"])) for row in _read("hypes.csv")}
for _r in RECIPES.values():
    assert set(_r.ingredients) <= set(LETTERS) and 1 <= len(_r.ingredients) <= 6, _r
for _h in HYPES.values():
    assert _h.kind in HYPE_KINDS, _h


def hype_met(hype: Hype, recipe: Recipe, dice: Iterable[str]) -> bool:
    """Does cooking ``recipe`` with ``dice`` (texts like ``R5``, by the type they count as)
    meet ``hype``'s requirement?"""
    dice = list(dice)
    values = sorted(int(d[1:]) for d in dice)
    if hype.kind == "double":
        needs = recipe.needs()
        return all(sum(1 for d in dice if d[0] == k) == 2 * n for k, n in needs.items()) \
            and len(dice) == 2 * len(recipe.ingredients)
    if len(dice) != len(recipe.ingredients):
        return False
    if hype.kind == "sum19":
        return sum(values) == 19
    if hype.kind == "sequence":
        return all(b == a + 1 for a, b in zip(values, values[1:]))
    return False


def hype_points(hype: Hype, recipe: Recipe) -> int:
    return recipe.points if hype.kind == "double" else hype.points


# ---------------------------------------------------------------- the frame
@lru_cache(maxsize=1)
def frame_graph() -> nx.Graph:
    """The frame as a grid graph: a node a cell, an edge between cells sharing a side
    (corner contact joins nothing)."""
    return nx.grid_2d_graph(ROWS, COLS)


#: Each cell's edge neighbours, read once from the grid graph (fast connectivity checks).
NEIGHBOURS = {cell: tuple(sorted(frame_graph().neighbors(cell))) for cell in frame_graph().nodes}


def block_graph(block: Mapping) -> nx.Graph:
    """The block as a graph: the frame's grid graph restricted to the occupied cells."""
    return frame_graph().subgraph(block).copy()


def _bit(cell) -> int:
    return 1 << (cell[0] * COLS + cell[1])


_FULL = (1 << ROWS * COLS) - 1
_NOT_FIRST_COL = _FULL & ~sum(1 << (r * COLS) for r in range(ROWS))
_NOT_LAST_COL = _FULL & ~sum(1 << (r * COLS + COLS - 1) for r in range(ROWS))


def mask_of(cells) -> int:
    """The cells as a bit mask (bit ``row * 7 + column``)."""
    mask = 0
    for cell in cells:
        mask |= _bit(cell)
    return mask


def connected_mask(mask: int) -> bool:
    """Is the bit mask of cells one edge-connected piece? A flood fill on the bits, the
    moves being the edges of :func:`frame_graph` (left, right, up, down)."""
    if not mask:
        return True
    seen = mask & -mask
    while True:
        grow = (seen | ((seen << 1) & _NOT_FIRST_COL) | ((seen >> 1) & _NOT_LAST_COL)
                | (seen << COLS) | (seen >> COLS)) & mask
        if grow == seen:
            return seen == mask
        seen = grow


def connected(cells) -> bool:
    """Are ``cells`` one edge-connected piece? (An empty set counts as one piece.)"""
    return connected_mask(mask_of(cells))


def pieces(cells) -> list[set]:
    """The edge-connected pieces of ``cells``, largest first (ties: top-left first)."""
    graph = frame_graph().subgraph(cells)
    parts = [set(c) for c in nx.connected_components(graph)]
    return sorted(parts, key=lambda p: (-len(p), min(p)))


def value(die: str) -> int:
    return int(die[1:])


def cell_text(cell) -> str:
    return f"row {cell[0] + 1}, column {cell[1] + 1}"


# ------------------------------------------------------------- block text
def parse_block(text: str) -> dict:
    """A block from its text: dice row by row, ``/`` between rows, ``.`` for an empty
    cell; without ``/`` the dice fill the rows of the frame in order, 7 to a row."""
    words = text.split()
    rows: list[list[str]] = [[]]
    explicit = "/" in words
    for word in words:
        if word == "/":
            rows.append([])
            continue
        if not explicit and len(rows[-1]) == COLS:
            rows.append([])
        rows[-1].append(word)
    if len(rows) > ROWS:
        raise ValueError(f"a block has at most {ROWS} rows")
    block = {}
    for r, row in enumerate(rows):
        if len(row) > COLS:
            raise ValueError(f"row {r + 1} has {len(row)} cells; the frame is {COLS} wide")
        for c, word in enumerate(row):
            if word == ".":
                continue
            die = word.upper()
            if (len(die) != 2 or die[0] not in LETTERS or not die[1].isdigit()
                    or int(die[1]) not in FACE_VALUES):
                raise ValueError(f"“{word[:12]}” is not a die: an ingredient letter "
                                 f"({'/'.join(LETTERS)}) and a number {FACE_VALUES[0]}–{FACE_VALUES[-1]}, "
                                 "e.g. R5")
            block[(r, c)] = die
    return block


def block_text(block: Mapping) -> str:
    """The text of a block (the inverse of :func:`parse_block`), row-major with ``/``."""
    if not block:
        return ""
    last_row = max(r for r, _ in block)
    rows = []
    for r in range(last_row + 1):
        cols = [c for rr, c in block if rr == r]
        width = max(cols) + 1 if cols else 0
        rows.append(" ".join(block.get((r, c), ".") for c in range(width)) or ".")
    return " / ".join(rows)


def block_grid(block: Mapping) -> list[list[str | None]]:
    return [[block.get((r, c)) for c in range(COLS)] for r in range(ROWS)]


# ------------------------------------------------------------------ cuts
@dataclass(frozen=True, order=True)
class Cut:
    """``side``: which side's dice are taken; ``seam``: 1..ROWS-1 (between rows seam and
    seam+1, 1-based) for top/bottom, 1..COLS-1 for left/right; ``start``..``end``: the span,
    0-based columns (top/bottom) or rows (left/right), inclusive."""

    side: str
    seam: int
    start: int
    end: int


def cut_text(cut: Cut) -> str:
    span = f"{cut.start + 1}" if cut.start == cut.end else f"{cut.start + 1}-{cut.end + 1}"
    return f"{cut.side} {cut.seam}|{cut.seam + 1} {span}"


def parse_cut(words) -> Cut:
    """A cut from its words, e.g. ``("top", "2|3", "3-5")``; ValueError says what is wrong."""
    words = list(words)
    if len(words) != 3 or words[0].lower() not in SIDES:
        raise ValueError("a cut reads SIDE SEAM SPAN, e.g. “cut top 2|3 3-5” (the dice above the seam "
                         "between rows 2 and 3, in columns 3 to 5) or “cut left 4|5 2”")
    side = words[0].lower()
    lines = ROWS if side in ("top", "bottom") else COLS
    across = COLS if side in ("top", "bottom") else ROWS
    what, other = ("rows", "columns") if side in ("top", "bottom") else ("columns", "rows")
    try:
        a, b = (int(x) for x in words[1].split("|"))
    except ValueError:
        raise ValueError(f"the seam is two neighbouring {what}, e.g. 2|3") from None
    if b != a + 1 or not 1 <= a < lines:
        raise ValueError(f"the seam {words[1][:8]} is not between two neighbouring {what} 1–{lines}")
    try:
        span = [int(x) for x in words[2].split("-")]
    except ValueError:
        raise ValueError(f"the span is one of the {other} or a range, e.g. 3-5") from None
    if len(span) == 1:
        span *= 2
    if len(span) != 2 or not 1 <= span[0] <= span[1] <= across:
        raise ValueError(f"the span {words[2][:8]} is not a range of {other} 1–{across}")
    return Cut(side, a, span[0] - 1, span[1] - 1)


_STEP = {"top": (-1, 0), "bottom": (1, 0), "left": (0, -1), "right": (0, 1)}


def _run(block: Mapping, side: str, seam: int, line: int) -> list:
    """The dice taken in one column (top/bottom) or row (left/right) of a cut's span."""
    dr, dc = _STEP[side]
    if side in ("top", "bottom"):
        cell = (seam - 1 if side == "top" else seam, line)
    else:
        cell = (line, seam - 1 if side == "left" else seam)
    run = []
    while cell in block:
        run.append(cell)
        cell = (cell[0] + dr, cell[1] + dc)
    return run


def cut_cells(block: Mapping, cut: Cut) -> frozenset:
    """The cells a cut takes from the block (possibly none)."""
    cells = []
    for line in range(cut.start, cut.end + 1):
        cells += _run(block, cut.side, cut.seam, line)
    return frozenset(cells)


def all_seam_cuts() -> list[Cut]:
    """Every straight seam segment of the frame, with each side, in a fixed order."""
    cuts = []
    for side in SIDES:
        lines = ROWS if side in ("top", "bottom") else COLS
        across = COLS if side in ("top", "bottom") else ROWS
        for seam in range(1, lines):
            for start in range(across):
                for end in range(start, across):
                    cuts.append(Cut(side, seam, start, end))
    return cuts


ALL_CUTS = all_seam_cuts()


def check_cut(block: Mapping, cells: frozenset) -> tuple[str, str] | None:
    """Why taking ``cells`` from ``block`` is not a legal cut, as (rule, message), or None."""
    if not cells:
        return "cut takes dice", "this cut separates no dice from the block"
    total = sum(value(block[c]) for c in cells)
    if total > CUT_LIMIT:
        names = ", ".join(block[c] for c in sorted(cells))
        return "cut total", (f"the dice cut away ({names}) total {total} pips; a cut may total at most "
                             f"{CUT_LIMIT}")
    rest = [c for c in block if c not in cells]
    if not connected(rest):
        parts = pieces(rest)
        loose = sorted(c for part in parts[1:] for c in part)
        named = "; ".join(f"{block[c]} at {cell_text(c)}" for c in loose)
        return "one piece", (f"what stays would fall into {len(parts)} pieces (corner contact does "
                             f"not join dice): {named} would be cut off")
    return None


def legal_cuts(block: Mapping) -> list[Cut]:
    """Every legal cut of the block (see :func:`find_cuts`), remembered for the last few
    thousand blocks: a turn asks for the same block's cuts several times."""
    return list(_cached_cuts(frozenset(block.items())))


def legal_cut_taking(block: Mapping, cut: Cut) -> Cut | None:
    """The legal cut (as :func:`legal_cuts` names it) that takes the same dice as ``cut``
    (a span clicked on the board may reach past the dice, or another seam take the same
    ones), or None."""
    cells = cut_cells(block, cut)
    return next((c for c in legal_cuts(block) if cut_cells(block, c) == cells), None)


@lru_cache(maxsize=4096)
def _cached_cuts(items: frozenset) -> tuple:
    return tuple(find_cuts(dict(items)))


def _seam_runs(pips: list[int], side: str) -> list[tuple[list[int], list[int]]]:
    """For each seam of ``side`` (in :data:`ALL_CUTS` order), the masks and pip sums of the
    runs each line of the span would take: one pass from the frame's edge, since the run
    beyond seam k is the die next to seam k plus the run beyond seam k - 1."""
    horizontal = side in ("top", "bottom")
    lines, across = (ROWS, COLS) if horizontal else (COLS, ROWS)
    toward_edge = side in ("top", "left")  # the run grows away from the seam toward index 0
    order = range(1, lines) if toward_edge else range(lines - 1, 0, -1)
    masks, sums = [0] * across, [0] * across
    out = {}
    for seam in order:
        near = seam - 1 if toward_edge else seam  # the row (column) next to the seam on this side
        m, t = list(masks), list(sums)
        for line in range(across):
            index = near * COLS + line if horizontal else line * COLS + near
            if pips[index]:
                m[line] |= 1 << index
                t[line] += pips[index]
            else:
                m[line], t[line] = 0, 0
        masks, sums = m, t
        out[seam] = (m, t)
    return [out[seam] for seam in range(1, lines)]


def find_cuts(block: Mapping) -> list[Cut]:
    """Every legal cut of the block, one per distinct set of dice taken (the first seam
    segment in :data:`ALL_CUTS` order names it, its span trimmed to the lines where it
    takes dice). A block totalling 10 or lower is taken whole instead (see the rules), so
    it has no cut here."""
    pips = [0] * (ROWS * COLS)
    whole = 0
    for (r, c), die in block.items():
        pips[r * COLS + c] = int(die[1:])
        whole |= 1 << (r * COLS + c)
    if sum(pips) <= CUT_LIMIT:
        return []
    found: list[Cut] = []
    seen: set[int] = set()
    for side in SIDES:
        across = COLS if side in ("top", "bottom") else ROWS
        for seam, (masks, sums) in enumerate(_seam_runs(pips, side), start=1):
            for start in range(across):
                if not masks[start]:
                    continue  # a span starting on an empty line names a cut found from its first die
                taken = 0
                total = 0
                for end in range(start, across):
                    total += sums[end]
                    if total > CUT_LIMIT:
                        break
                    if not masks[end]:
                        continue
                    taken |= masks[end]
                    if taken in seen:
                        continue
                    seen.add(taken)
                    if connected_mask(whole & ~taken):
                        found.append(Cut(side, seam, start, end))
    return found


__all__ = [
    "ROWS", "COLS", "FACES", "FACE_VALUES", "DICE_PER_COLOUR", "CUT_LIMIT", "INGREDIENTS", "LETTERS",
    "Recipe", "Hype", "RECIPES", "HYPES", "HYPE_KINDS", "hype_met", "hype_points", "frame_graph",
    "block_graph", "connected", "pieces", "parse_block", "block_text", "Cut", "cut_text", "parse_cut",
    "cut_cells", "all_seam_cuts", "check_cut", "legal_cuts", "legal_cut_taking", "find_cuts",
    "connected_mask", "mask_of",
]
