"""A whole island in one short word (at most 200 characters with the verb): how a save file
holds a generated island as a fact, so that it loads whatever the generator does later.

The *island code* lists the rows that hold land, top to bottom, separated by ``/``. Each row
gives its hexes in the odd-r column order of the text format (:mod:`kit.games.tobago.island`),
all rows counted from the same left column: a terrain letter (``B J R S L M``) for land,
``.`` for sea; the sea after a row's last land hex is left out. A landmark follows its hex's
letter: ``h`` a hut, ``p`` a palm, a digit 0-5 a statue and the way it faces (0 east,
1 north-east, 2 north-west, 3 west, 4 south-west, 5 south-east). The first row is an even
row of the odd-r layout. Reading a code frames the land as the generator does: shifted so
that :data:`~kit.games.tobago.island.DEFAULTS` ``sea_rings`` rings of sea surround it, in a
rectangle of sea from row 0 and column 0.

>>> from kit.games.tobago.island import Island
>>> tiny = framed({(0, 0): "beach", (1, 0): "jungle", (0, 1): "mountain"}, {(1, 0): "hut"},
...               {}, rings=2)
>>> island_code(tiny)
'BJh/M'
>>> island_of_code("BJh/M") == tiny
True
"""
from __future__ import annotations

import re

from kit.games.tobago.hexes import Hex, from_offset, hexes_within, to_offset
from kit.games.tobago.island import DEFAULTS, LETTERS, SEA, TERRAIN_OF_LETTER, Island

#: The longest island code a chance step holds: ``island <code>`` fits the engine's 200 characters an action
#: (kit.engine.MAX_ACTION_CHARS). Generated islands of 70 land hexes need 92-155 characters,
#: of 90 hexes 116-191 (1,500 seeds each); the sampler skips the rare island that needs more.
CODE_LIMIT = 200 - len("island ")
#: The longest island code read at all (the ``island`` option takes up to 1000 characters).
TEXT_LIMIT = 1000
_MARK_LETTER = {"hut": "h", "palm": "p"}
_MARK_OF_LETTER = {"h": "hut", "p": "palm"}
#: One hex: sea, or a terrain letter with an optional landmark.
_CELL = re.compile(r"\.|[BJRSLM][hp0-5]?")
CODE = re.compile(r"(?:\.|[BJRSLM][hp0-5]?)+(?:/(?:\.|[BJRSLM][hp0-5]?)+)*")


def framed(terrain: dict[Hex, str], marks: dict[Hex, str], facing: dict[Hex, int],
           rings: int) -> Island:
    """The island of some land hexes, translated so its sea frame is the rectangle of rows
    0.. and columns 0.., that rectangle filled with sea (the same for any translation of the
    land)."""
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


def island_code(island: Island) -> str:
    """The code of an island's land and landmarks (the sea around it is implied)."""
    cells = {to_offset(h): h for h in island.land}
    rows = sorted({r for _, r in cells})
    left = min(c for c, _ in cells)
    out = []
    # the first row written is even (odd rows sit half a hex to the right): maybe one of sea
    for r in range(rows[0] - (rows[0] & 1), rows[-1] + 1):
        cols = [c for c, rr in cells if rr == r]
        row = []
        for c in range(left, max(cols) + 1 if cols else left):
            h = cells.get((c, r))
            if h is None:
                row.append(".")
                continue
            kind = island.landmarks.get(h)
            mark = str(island.facing[h]) if kind == "statue" else _MARK_LETTER.get(kind or "", "")
            row.append(LETTERS[island.terrain[h]] + mark)
        out.append("".join(row) or ".")
    return "/".join(out)


def island_of_code(code: str, rings: int = DEFAULTS["sea_rings"]) -> Island:
    """The island of a code (ValueError naming the fault for text that is no code); the
    island is not validated here (:meth:`Island.problems` does that)."""
    if type(code) is not str or len(code) > TEXT_LIMIT or not CODE.fullmatch(code):
        raise ValueError("an island code is rows of B J R S L M (land) and . (sea) separated by /, "
                         "each land letter optionally followed by h (hut), p (palm) or 0-5 (a statue's "
                         f"facing), at most {TEXT_LIMIT} characters")
    terrain: dict[Hex, str] = {}
    marks: dict[Hex, str] = {}
    facing: dict[Hex, int] = {}
    for r, row in enumerate(code.split("/")):
        for c, cell in enumerate(_CELL.findall(row)):
            if cell == ".":
                continue
            h = from_offset(c, r)
            terrain[h] = TERRAIN_OF_LETTER[cell[0]]
            if len(cell) == 2:
                mark = cell[1]
                marks[h] = _MARK_OF_LETTER.get(mark, "statue")
                if mark.isdigit():
                    facing[h] = int(mark)
    if not terrain:
        raise ValueError("an island code names at least one land hex")
    return framed(terrain, marks, facing, rings)
