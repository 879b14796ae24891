"""Planet Unknown as SVG, drawn from a view: one player's planet (with placement previews
that show on hover), the space station, the tile to place and the five tracks.

``view_svg(view, seat=None, spots=None, orientation=None)``: ``seat`` is whose planet to
show (default: the viewer, else the first player to act); ``spots`` the placements the
board offers (from :func:`kit.games.planet_unknown.board.legal_placements`): each is a
clickable square that previews the tile while the pointer rests on it or it has the focus;
``orientation`` the orientation in which the tile in hand is drawn.

>>> import kit, kit.games.planet_unknown
>>> g = kit.new_game("planet_unknown", players=2, seed=1)
>>> svg = kit.draw(g)
>>> svg.startswith("<svg") and "Depot" in svg
True
"""
from __future__ import annotations

import math
import textwrap
from html import escape

from kit.games.planet_unknown.board import (
    CELL_NAMES,
    COLUMNS,
    ORIENTATIONS,
    PLANETS,
    SIZE,
    TERRAINS,
    TILES,
    TRACK_NAMES,
    orientations,
    placement_index,
)
from kit.games.planet_unknown.corporation_rules import corporation_of
from kit.games.planet_unknown.moves import GiveBack, Patch, Place, Rover, Take, Turn, write_move
from kit.games.planet_unknown.objectives import PRIVATE
from kit.games.planet_unknown.words import orientation_words
from kit.svg import OKABE_ITO, clickable, svg_open, title

PALETTE = {
    "civ": OKABE_ITO["black"],
    "energy": OKABE_ITO["yellow"],
    "water": OKABE_ITO["blue"],
    "biomass": OKABE_ITO["bluish green"],
    "rover": OKABE_ITO["vermillion"],
    "tech": OKABE_ITO["reddish purple"],
    "ice": OKABE_ITO["sky blue"],
    "medal": OKABE_ITO["orange"],
}
LAND = "#e4e4e4"
DARK_TEXT = {"energy", "ice", "medal"}
W, H = 800, 785
CELL = 30
PX, PY = 40, 70            # the planet's top-left corner
STATION = (612, 188, 124)  # centre and radius of the ring of depots
FONT = 14  # 14 units in a 785 high board: 16 px on a 1920 x 1080 projector (900 px high)


def _colour(letter: str) -> str:
    return PALETTE[TERRAINS[letter.upper()]]


def _ink(letter: str) -> str:
    return "#000" if TERRAINS[letter.upper()] in DARK_TEXT else "#fff"


def _xy(cell: int) -> tuple[int, int]:
    r, c = divmod(cell, SIZE)
    return PX + c * CELL, PY + r * CELL


def _text(x: float, y: float, text: str, size: float = FONT, anchor: str = "middle",
          fill: str = "#000", weight: str = "normal") -> str:
    return (f'<text x="{x:g}" y="{y:g}" font-size="{size:g}" text-anchor="{anchor}" fill="{fill}" '
            f'font-weight="{weight}">{escape(text)}</text>')


def _focus(view: dict, seat: int | None) -> int:
    if seat is not None:
        return seat
    if view["viewer"] is not None:
        return view["viewer"]
    for p in view["to_act"]:
        if isinstance(p, int):
            return p
    return 0


def _tile_cells(tile_id: str, at: str, orientation: str) -> list[int]:
    t = TILES[tile_id]
    from kit.games.planet_unknown.board import parse_cell
    p = placement_index(t.shape, t.meteor)[(parse_cell(at), orientation)]
    return list(p.cells)


def _planet(view: dict, p: int, spots) -> list[str]:
    planet = PLANETS[view["public"]["planet"]]
    seat = view["seats"][p]
    terrain = seat["terrain"]
    out = []
    for c in range(SIZE):
        out.append(_text(PX + c * CELL + CELL / 2, PY - 6, COLUMNS[c]))
    for r in range(SIZE):
        out.append(_text(PX - 6, PY + r * CELL + CELL / 2 + 4, str(r + 1), anchor="end"))
    for i in range(SIZE * SIZE):
        if planet.void >> i & 1:
            continue
        x, y = _xy(i)
        ch = terrain[i]
        if ch != ".":
            fill, label = _colour(ch), ch.upper()
            ink = _ink(ch)
        elif planet.ice >> i & 1:
            fill, label, ink = PALETTE["ice"], "ice", "#000"
        else:
            fill, label, ink = LAND, _mark(planet, i), "#000"
        out.append(f'<rect x="{x}" y="{y}" width="{CELL}" height="{CELL}" fill="{fill}" '
                   f'stroke="#888" stroke-width="0.6"/>')
        if label and ch == "b":
            label = "b"
        if label:
            out.append(_text(x + CELL / 2, y + CELL / 2 + 4, label, fill=ink))
    # outlines of the tiles placed
    owner: dict[int, int] = {}
    for k, (tile_id, at, orientation) in enumerate(seat["placed"]):
        for cell in _tile_cells(tile_id, at, orientation):
            owner[cell] = k
    for cell, k in owner.items():
        x, y = _xy(cell)
        r, c = divmod(cell, SIZE)
        sides = (((-1, 0), (x, y, x + CELL, y)), ((1, 0), (x, y + CELL, x + CELL, y + CELL)),
                 ((0, -1), (x, y, x, y + CELL)), ((0, 1), (x + CELL, y, x + CELL, y + CELL)))
        for (dr, dc), (x1, y1, x2, y2) in sides:
            rr, cc = r + dr, c + dc
            other = owner.get(rr * SIZE + cc) if 0 <= rr < SIZE and 0 <= cc < SIZE else None
            if other != k:
                out.append(f'<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="#fff" '
                           'stroke-width="2.5"/>')
    out += _zone_lines(planet) + _quarters(planet)
    # medals of rows and columns
    for r, medal in enumerate(planet.row_medals):
        out.append(_text(PX + SIZE * CELL + 12, PY + r * CELL + CELL / 2 + 4, str(medal)))
    for c, medal in enumerate(planet.col_medals):
        out.append(_text(PX + c * CELL + CELL / 2, PY + SIZE * CELL + 16, str(medal)))
    out.append(_text(PX + SIZE * CELL + 4, PY + SIZE * CELL + 16, "medals", anchor="start"))
    # tokens
    for cell in seat["lifepods"]:
        x, y = _xy(cell)
        out.append(f'<circle cx="{x + 15}" cy="{y + 15}" r="11" fill="#fff" stroke="#000" stroke-width="1.5">'
                   f'{title("lifepod on " + CELL_NAMES[cell])}</circle>')
        out.append(_text(x + 15, y + 19, "L"))
    for cell in seat["meteors"]:
        x, y = _xy(cell)
        out.append(f'<polygon points="{x + 15},{y + 3} {x + 27},{y + 15} {x + 15},{y + 27} {x + 3},{y + 15}" '
                   f'fill="#444" stroke="#fff" stroke-width="1.5">'
                   f'{title("meteorite on " + CELL_NAMES[cell])}</polygon>')
        out.append(_text(x + 15, y + 19, "X", fill="#fff"))
    for cell in seat["rovers"]:
        x, y = _xy(cell)
        out.append(f'<rect x="{x + 4}" y="{y + 6}" width="22" height="18" rx="4" fill="#fff" stroke="#000" '
                   f'stroke-width="2">{title("rover on " + CELL_NAMES[cell])}</rect>')
        out.append(_text(x + 15, y + 19, "V"))
    # clickable squares for patches and new rovers
    task = seat["task"]
    if task and task["kind"] in ("patch", "rover") and view["viewer"] in (None, p) and spots is not None:
        verb = "a biomass patch" if task["kind"] == "patch" else "your new rover"
        kind = Patch if task["kind"] == "patch" else Rover
        for cell in spots:
            x, y = _xy(cell)
            name = CELL_NAMES[cell]
            out.append(f'<rect x="{x + 2}" y="{y + 2}" width="{CELL - 4}" height="{CELL - 4}" '
                       f'fill="transparent" stroke="{PALETTE["medal"]}" stroke-width="3" '
                       'pointer-events="all" '
                       f'{clickable(write_move(kind(cell)).text, f"Put {verb} on {name}")}>'
                       f'{title(f"Put {verb} on {name}")}</rect>')
    return out


#: The short label an uncovered marked square shows, and what it means (legend).
MARK_LABELS = (("ring", "ring", "Arashi's ring"), ("start", "1st", "a square for the first tile"),
               ("toxic", "tox", "toxic terrain"), ("electric", "zap", "electrical current (energy)"),
               ("cities", "city", "city (2 medals if uncovered)"))


def _mark(planet, cell: int) -> str:
    """The label of an uncovered land square that the planet marks ("" for none)."""
    for field, label, _ in MARK_LABELS:
        if getattr(planet, field) >> cell & 1:
            return label
    return ""


def _zone_lines(planet) -> list[str]:
    """Thick dark lines between the planets of a planet system (Cerberus)."""
    zone = {cell: k for k, mask in enumerate(planet.zones) for cell in range(SIZE * SIZE) if mask >> cell & 1}
    out = []
    for cell, k in zone.items():
        x, y = _xy(cell)
        r, c = divmod(cell, SIZE)
        sides = ((cell + 1, (x + CELL, y, x + CELL, y + CELL)),
                 (cell + SIZE, (x, y + CELL, x + CELL, y + CELL)))
        for other, line in sides:
            if (other == cell + 1 and c == SIZE - 1) or other >= SIZE * SIZE or zone.get(other, k) == k:
                continue
            out.append(f'<line x1="{line[0]}" y1="{line[1]}" x2="{line[2]}" y2="{line[3]}" stroke="#000" '
                       'stroke-width="3"/>')
    return out


def _planet_legend(planet) -> str:
    """What the planet's marked squares mean, for the legend ("" on a planet with none)."""
    if planet.quadrants:
        return "no symbol " + ", ".join(f"{letter}*" for letter in planet.quadrants) + " in its quarter"
    return " · ".join(f"{label} {words}" for field, label, words in MARK_LABELS if getattr(planet, field))


def _quarters(planet) -> list[str]:
    """Persephone: the planet's four quarters, each with the symbol it refuses."""
    if not planet.quadrants:
        return []
    mid_x, mid_y, end_x, end_y = PX + 6 * CELL, PY + 6 * CELL, PX + SIZE * CELL, PY + SIZE * CELL
    out = [f'<line x1="{mid_x}" y1="{PY}" x2="{mid_x}" y2="{end_y}" stroke="#000" stroke-width="3" '
           'stroke-dasharray="8 4"/>',
           f'<line x1="{PX}" y1="{mid_y}" x2="{end_x}" y2="{mid_y}" stroke="#000" stroke-width="3" '
           'stroke-dasharray="8 4"/>']
    for k, letter in enumerate(planet.quadrants):
        x, y = PX + (k % 2) * (SIZE - 1) * CELL + CELL / 2, PY + (k // 2) * (SIZE - 1) * CELL + CELL / 2 + 5
        words = f"no {TERRAINS[letter]} symbol in this quarter"
        out.append(f"<g>{title(words)}{_text(x, y, 'no ' + letter + '*', weight='bold')}</g>")
    return out


def _previews(spots, tile_id: str) -> list[str]:
    """One clickable group a placement: its first square catches the pointer; the tile's
    squares appear while it is hovered or focused."""
    t = TILES[tile_id]
    out = [('<style>.pu-prev{opacity:0;pointer-events:none}.pu-spot:hover .pu-prev,'
            '.pu-spot:focus .pu-prev{opacity:0.85}</style>')]
    for p in spots:
        name = CELL_NAMES[p.at]
        label = f"Place the tile with its first square on {name}, turned {p.orientation}"
        parts = []
        for cell, half, symbol, _ in p.squares:
            x, y = _xy(cell)
            letter = t.terrains[half]
            parts.append(f'<rect class="pu-prev" x="{x + 1}" y="{y + 1}" width="{CELL - 2}" '
                         f'height="{CELL - 2}" fill="{_colour(letter)}" stroke="#000" stroke-width="2"/>')
            parts.append(f'<text class="pu-prev" x="{x + 15}" y="{y + 19}" font-size="{FONT}" '
                         f'text-anchor="middle" fill="{_ink(letter)}" font-weight="bold">'
                         f'{letter}{"*" if symbol else ""}</text>')
        x, y = _xy(p.at)
        spot = write_move(Place(p.at, p.orientation)).text
        out.append(f'<g class="pu-spot" {clickable(spot, label)}>{title(label)}'
                   f'<rect x="{x + 3}" y="{y + 3}" width="{CELL - 6}" height="{CELL - 6}" fill="transparent" '
                   f'stroke="#000" stroke-dasharray="3 2" stroke-width="1.2" pointer-events="all"/>'
                   f'{"".join(parts)}</g>')
    return out


def _mini(tile_id: str | None, x: float, y: float, cell: float = 9, orientation: str = "0") -> list[str]:
    if tile_id is None:
        return [_text(x + 18, y + 22, "empty", fill="#555")]
    t = TILES[tile_id]
    shown = orientations(t.shape, t.meteor)
    squares = shown.get(orientation) or next(iter(shown.values()))
    dx0 = -min(s[0] for s in squares)
    out = []
    for dx, dy, half, symbol, meteor in squares:
        letter = t.terrains[half]
        sx, sy = x + (dx + dx0) * cell, y + dy * cell
        out.append(f'<rect x="{sx:g}" y="{sy:g}" width="{cell:g}" height="{cell:g}" fill="{_colour(letter)}" '
                   f'stroke="#fff" stroke-width="1"/>')
        if cell >= 18:
            out.append(_text(sx + cell / 2, sy + cell / 2 + 4, letter + ("*" if symbol else ""),
                             fill=_ink(letter), weight="bold"))
        if meteor:
            r = cell * 0.3
            mx, my = sx + cell / 2, sy + cell / 2
            out.append(f'<polygon points="{mx:g},{my - r:g} {mx + r:g},{my:g} '
                       f'{mx:g},{my + r:g} {mx - r:g},{my:g}" fill="#444" '
                       f'stroke="#fff" stroke-width="0.8"/>')
    return out


def _tile_words(tile_id: str | None) -> str:
    if tile_id is None:
        return "no tile"
    t = TILES[tile_id]
    return f"{t.shape.name} {t.terrains[0]}/{t.terrains[1]}" + (" X" if t.meteor else "")


def _station(view: dict, p: int) -> list[str]:
    cx, cy, radius = STATION
    pub = view["public"]
    out = [(f'<circle cx="{cx}" cy="{cy}" r="{radius - 40}" fill="none" stroke="#999" stroke-width="2" '
            f'stroke-dasharray="6 4"/>'),
           _text(cx, cy - 6, "Space station", FONT, weight="bold"),
           _text(cx, cy + 12, f"turned {pub['rotation']}, inner ring +{pub['offset']}")]
    seat = view["seats"][p]
    drafting = view["phase"] == "draft" and seat["pick"] is None and view["viewer"] in (None, p) \
        and p in view["to_act"]
    turning = view["phase"] == "turn" and pub["start"] == p and view["viewer"] in (None, p) \
        and p in view["to_act"]
    for d, depot in enumerate(pub["depots"]):
        angle = math.radians(-90 + 60 * d)
        x, y = cx + radius * math.cos(angle), cy + radius * math.sin(angle)
        bx, by = x - 52, y - 38
        facing = depot["facing"]
        mine = facing == p
        out.append(f'<rect x="{bx:g}" y="{by:g}" width="104" height="76" rx="6" fill="#fff" '
                   f'stroke="{"#000" if mine else "#aaa"}" stroke-width="{3 if mine else 1}"/>')
        who = f"player {facing + 1}" if facing is not None else "nobody"
        out.append(f"<g>{title(f'Depot {d + 1}, facing {who}')}{_text(x, by + 14, f'{d + 1}: {who}')}</g>")
        for k, ring in enumerate(("inner", "outer")):
            tile = depot[ring]
            tx = bx + 4 + k * 50
            left = depot[f"{ring}_left"]
            words = f"{ring} stack: {TILES[tile].words() if tile else 'empty'}, {left} tile(s) left"
            body = _mini(tile, tx + 4, by + 20) + [_text(tx + 22, by + 70, _tile_words(tile).split(" X")[0])]
            if mine and drafting and tile is not None and ring in seat.get("may_take", (ring,)):
                label = f"Take the {ring} tile: {TILES[tile].words()}"
                out.append(f'<g {clickable(write_move(Take(ring)).text, label)}>{title(label)}'
                           f'<rect x="{tx:g}" y="{by + 17:g}" width="46" height="57" fill="transparent" '
                           f'stroke="{PALETTE["medal"]}" stroke-width="3" pointer-events="all"/>'
                           f'{"".join(body)}</g>')
            else:
                if mine and drafting and tile is not None:
                    words += " (it fits nowhere on your planet while the other tile fits: not to take)"
                out.append(f'<g>{title(words)}{"".join(body)}</g>')
        if turning and not mine:
            k = (seat["depot"] - d) % 6
            label = (f"Turn the station {k} depot{'s' if k > 1 else ''} clockwise, so that depot {d + 1}'s "
                     f"tiles face player {p + 1}")
            out.append(f'<rect x="{bx:g}" y="{by:g}" width="104" height="76" rx="6" fill="transparent" '
                       f'stroke="{PALETTE["medal"]}" stroke-width="2" stroke-dasharray="5 3" '
                       'pointer-events="all" '
                       f'{clickable(write_move(Turn(k)).text, label)}>{title(label)}</rect>')
    return out


#: What a corporation's own track marks mean (beside the tracks' title).
CORPORATION_MARKS = {"Wormhole Corp.": "» jumped over · SC SW ST SR synergy for that track",
                     "Flux Industries": "⚡ the flux track",
                     "Cosmos Inc.": "L a lifepod on the space: it gives nothing",
                     "Oasis Ultd.": "W the water tracker's square on another track"}
CODES = {"synergy": "S", "civ milestone": "C", "patch": "P", "rover": "V", "tech": "T", "skip": "»",
         "synergy civ": "SC", "synergy water": "SW", "synergy tech": "ST", "synergy rover": "SR"}


def _tracks(view: dict, p: int) -> list[str]:
    seat = view["seats"][p]
    corp = corporation_of(view)
    named = "corporation" in view["public"]  # not the basic corporation: named, civ levels shown
    numbered = ("tech", "civ milestone") if named else ("tech",)
    y0 = 478
    out = [_text(40, y0 - 8, f"Tracks of player {p + 1} ({corp.name + ', ' if named else ''}"
                             f"tech level {seat['tech']}"
                             + (f", {seat['stored']} patch(es) stored" if seat["stored"] else "") + ")",
                 FONT, anchor="start", weight="bold")]
    if corp.name in CORPORATION_MARKS:
        out.append(_text(766, y0 - 8, CORPORATION_MARKS[corp.name], 12, anchor="end"))
    flux = seat.get("flux")
    pods = {(name, pos) for name, pos in seat.get("pods_on", [])}
    water_at = corp.path[seat["tracks"]["water"]] if corp.path else None
    for k, name in enumerate(TRACK_NAMES):
        improved = name == flux and name in corp.improved and corp.has(seat["tech"], "improved flux track")
        track = corp.improved[name] if improved else corp.tracks[name]
        y = y0 + k * 40
        out.append(f'<rect x="40" y="{y + 4}" width="16" height="28" fill="{PALETTE[name]}"/>')
        word = name.capitalize() + (" ⚡" if name == flux else "")
        out.append(_text(62, y + 22, word, FONT, anchor="start"))
        at = seat["tracks"][name]
        step = min(38, 646 // (track.top + 1))  # Oasis Ultd.'s water path: 24 narrower spaces
        mid = (step - 2) / 2
        for pos in range(track.top + 1):
            x = 122 + pos * step
            effects = track.spaces.get(pos, ())
            medal = next((v for e, v in effects if e == "medal"), None)
            code = " ".join(f"m{v}" if e == "move" else CODES[e] + (str(v) if e in numbered else "")
                            for e, v in effects if e != "medal")
            out.append(f'<rect x="{x}" y="{y}" width="{step - 2}" height="36" rx="3" '
                       f'fill="{PALETTE["medal"] if medal else "#fff"}" stroke="#000" '
                       f'stroke-width="{4 if pos == at else 0.8}"/>')
            if code:
                out.append(_text(x + mid, y + 15, code, FONT))
            if medal:
                out.append(_text(x + mid, y + 31, str(medal), FONT, weight="bold"))
            elif pos == 0:
                out.append(_text(x + mid, y + 23, "0", FONT, fill="#555"))
            if (name, pos) in pods:
                out.append(_text(x + 8, y + 31, "L", 12, fill="#555", weight="bold"))
            if (name, pos) == water_at:
                out.append(_text(x + step - 10, y + 31, "W", 12, fill=PALETTE["water"], weight="bold"))
            if pos == at:
                tip = x + mid
                out.append(f'<polygon points="{tip - 6:g},{y + 36} {tip + 6:g},{y + 36} {tip:g},{y + 29}" '
                           f'fill="#000">{title(f"{name} tracker on {pos}")}</polygon>')
    return out


def _hand(view: dict, p: int, orientation: str | None) -> list[str]:
    seat = view["seats"][p]
    x, y = 456, 378
    tile = seat["hand"]
    task = seat["task"]
    lines = []
    if tile is not None:
        t = TILES[tile]
        lines.append(f"Tile to place: {t.words()}")
    elif task:
        lines.append({"gains": "Advance the tracks the symbols show",
                      "synergy": "Synergy: move one tracker up one step",
                      "patch": "Place a biomass patch",
                      "rover": "Land the new rover on the tile just placed",
                      "move": f"Move rovers: {task.get('moves', 0)} step(s) left",
                      "civ": f"Civ milestone: keep a civ card of level {task.get('level', '')}",
                      "toss": "",  # the objectives to throw away: see _objectives
                      }.get(task["kind"], "Carry out the civ card kept"))
    elif view["public"]["chosen"][p] and seat["pick"] is None:  # chosen face down
        lines.append(f"Player {p + 1} has chosen a tile")
    wrapped = _wrap(lines[0], 40) if lines else []
    out = [_text(x, y + 18 * k, line, FONT, anchor="start", weight="bold") for k, line in enumerate(wrapped)]
    if tile is not None:
        y += 18 * (len(wrapped) - 1)
        o = orientation if orientation in ORIENTATIONS else "0"
        label = o
        t = TILES[tile]
        from kit.games.planet_unknown.board import same_as
        o = same_as(t.shape, t.meteor)[o]
        out += _mini(tile, x + 4, y + 10, cell=26, orientation=o)
        out.append(_text(x + 124, y + 32, orientation_words(label), anchor="start"))
        out.append(_text(x + 124, y + 52, "* marks a symbol square", anchor="start"))
    return out


def _objectives(view: dict, p: int) -> list[str]:
    """The private objectives the player may give back (at setup) or throw away (an event
    card), each a clickable line."""
    seat = view["seats"][p]
    held = seat["objectives"]
    toss = bool(seat["task"]) and seat["task"]["kind"] == "toss"
    if view["phase"] != "objectives" and not toss or p not in view["to_act"] or not isinstance(held, list):
        return []
    x, y = 456, 378
    verb = "Throw away" if toss else "Give back"
    out = [_text(x, y, f"{verb} one private objective:", FONT, anchor="start", weight="bold")]
    for k, card in enumerate(sorted(held)):
        side = PRIVATE[card]
        label = f"{verb} the private objective {side.name}: {side.words}"
        top = y + 6 + 20 * k
        out.append(f'<g {clickable(write_move(GiveBack(card)).text, label)}>{title(label)}'
                   f'<rect x="{x - 4}" y="{top}" width="330" height="19" rx="3" fill="#fff" '
                   f'stroke="{PALETTE["medal"]}" stroke-width="2" pointer-events="all"/>'
                   f'{_text(x + 2, top + 15, side.name, anchor="start")}</g>')
    return out


def _wrap(text: str, chars: int) -> list[str]:
    """``text`` in lines of at most ``chars`` characters, broken between words (never cut)."""
    return textwrap.wrap(text, chars, break_long_words=False, break_on_hyphens=False)


def _legend(planet) -> list[str]:
    out = []
    items = [("C", "civ"), ("E", "energy"), ("W", "water"), ("B", "biomass"), ("R", "rover"), ("T", "tech")]
    x, y = 40, 690
    for letter, word in items:
        out.append(f'<rect x="{x}" y="{y}" width="18" height="18" fill="{_colour(letter)}"/>')
        out.append(_text(x + 9, y + 14, letter, fill=_ink(letter)))
        out.append(_text(x + 22, y + 14, word, anchor="start"))
        x += 90
    out.append(_text(40, y + 36, "ice: light blue squares · L lifepod · V rover · X meteorite · "
                                 "b biomass patch · * symbol square", anchor="start"))
    out.append(_text(40, y + 55, "Tracks: orange = medal points, S synergy, C civ milestone, "
                                 "P biomass patch,", anchor="start"))
    marks = _planet_legend(planet)
    last = "V new rover, m2 rover moves 2, T1 tech level 1" + (" · " + marks if marks else "")
    out.append(_text(40, y + 74, last, anchor="start"))
    return out


def view_svg(view: dict, seat: int | None = None, spots=None, orientation: str | None = None) -> str:
    p = _focus(view, seat)
    pub = view["public"]
    head = f"Planet Unknown · {pub['planet']} · round {pub['round']}"
    if view["over"]:
        winners = pub["winners"]
        head += " · won by " + " and ".join(f"player {w + 1}" for w in winners)
    label = f"Planet Unknown board: player {p + 1}'s planet, the station and the tracks"
    out = [svg_open((0, 0, W, H), label),
           f'<rect x="0" y="0" width="{W}" height="{H}" fill="#fafafa"/>',
           _text(40, 24, head, 16, anchor="start", weight="bold"),
           _text(40, 44, f"Player {p + 1}'s planet: {view['seats'][p]['empty']} empty squares, "
                         f"start player {pub['start'] + 1}", anchor="start")]
    task = view["seats"][p]["task"]
    cell_spots = spots if task and task["kind"] in ("patch", "rover") else None
    out += _planet(view, p, cell_spots)
    if spots is not None and task and task["kind"] == "place" and view["seats"][p]["hand"]:
        out += _previews(spots, view["seats"][p]["hand"])
    out += _station(view, p)
    out += _hand(view, p, orientation)
    out += _objectives(view, p)
    out += _tracks(view, p)
    out += _legend(PLANETS[pub["planet"]])
    out.append("</svg>")
    return "".join(out)
