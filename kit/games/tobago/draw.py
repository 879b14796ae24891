"""Tobago's board, drawn from a view (pure SVG, the kit/svg.py conventions): the island with
a letter and a colour per terrain, each treasure map's remaining places (one mark shape and
corner per map), located treasures (a star with the map's number), amulets, the numbered
ATVs, a legend under the island and, when the widget asks, the hexes the last clue ruled out
with the solver's reason in words.

>>> import kit
>>> game = kit.new_game("tobago", players=2, seed=1, island="lesson")
>>> svg = view_svg(game.view(None), targets={"5,5": "click to place player 1's ATV here"})
>>> svg.startswith("<svg") and svg.count('role="button"') == 1   # only the targets
True
>>> "Terrains:" in svg and "jungle" in svg
True
"""
from __future__ import annotations

import math
import textwrap
from collections.abc import Callable, Iterable, Mapping
from html import escape

from kit.games.tobago.board import island_for, spec_of_view
from kit.games.tobago.hexes import Hex, hex_corners, hex_to_pixel
from kit.games.tobago.island import (
    COLOURS,
    INK,
    LETTERS,
    SEA,
    TERRAINS,
    Island,
    _landmark_svg,
    _points,
    drawn_hexes,
    hex_layer,
    landmark_layer,
    landmark_words,
    letter_layer,
    outline_path,
    picture_box,
)
from kit.games.tobago.words import MAP_NAMES
from kit.svg import OKABE_ITO, clickable, min_font_size, svg_open, title

SIZE = 16.0  # hex radius in the board's user units
LEGEND_SHARE = 0.55  # the legend column's width beside the island, a share of the island's
#: The colours that carry meaning on this board: the terrains (and the sea). Each terrain
#: also shows its letter, and the legend names them. Players are told apart by the number
#: on their ATV, maps by the shape and corner of their marks (and their number).
PALETTE: dict[str, str] = {name: COLOURS[name] for name in (*TERRAINS, SEA)}
#: Colours of the four maps' marks (the game's white, grey, black and brown site markers).
MAP_COLOURS = ("#FFFFFF", "#9A9A9A", "#111111", "#8D5524")
MAP_SHAPES = ("circle", "square", "triangle", "diamond")
_MAP_INK = ("#000000", "#000000", "#FFFFFF", "#FFFFFF")
#: ATV colours of the players (each ATV also carries its player's number).
PLAYER_COLOURS = (OKABE_ITO["vermillion"], OKABE_ITO["blue"], OKABE_ITO["yellow"],
                  OKABE_ITO["reddish purple"])
_PLAYER_INK = ("#000000", "#FFFFFF", "#000000", "#000000")
REMOVED_COLOUR = OKABE_ITO["vermillion"]
AMULET_COLOUR = "#6A3D9A"
# where each map's mark sits in a hex (fractions of the hex radius): left and right, upper
# and lower, clear of the letter (top), the landmark (middle) and the ATVs (bottom)
_SLOT = ((-0.6, -0.12), (0.6, -0.12), (-0.6, 0.36), (0.6, 0.36))
_CHAR = 0.6  # a generous average character width, in ems, for laying out text


def _hex(text: str) -> Hex:
    q, r = text.split(",")
    return (int(q), int(r))


def hex_name(h: Hex) -> str:
    return f"{h[0]},{h[1]}"


# ------------------------------------------------------------------ small symbols

def map_mark(m: int, x: float, y: float, r: float, css: str = "") -> str:
    """Map ``m``'s mark (0-based): its shape in its colour, outlined for contrast."""
    fill, ink = MAP_COLOURS[m], _MAP_INK[m]
    common = f'fill="{fill}" stroke="{"#000000" if ink == "#000000" else "#FFFFFF"}" stroke-width="0.7"'
    cls = f' class="{css}"' if css else ""
    shape = MAP_SHAPES[m]
    if shape == "circle":
        return f'<circle{cls} cx="{x:.1f}" cy="{y:.1f}" r="{r:.1f}" {common}/>'
    if shape == "square":
        s = r * 0.9
        return (f'<rect{cls} x="{x - s:.1f}" y="{y - s:.1f}" width="{2 * s:.1f}" height="{2 * s:.1f}" '
                f'{common}/>')
    if shape == "triangle":
        pts = [(x, y - r * 1.15), (x + r * 1.1, y + r * 0.8), (x - r * 1.1, y + r * 0.8)]
    else:
        pts = [(x, y - r * 1.2), (x + r, y), (x, y + r * 1.2), (x - r, y)]
    points = " ".join(f"{a:.1f},{b:.1f}" for a, b in pts)
    return f'<polygon{cls} points="{points}" {common}/>'


def _star(x: float, y: float, r: float, colour: str) -> str:
    pts = []
    for i in range(10):
        radius = r * (1.0 if i % 2 == 0 else 0.45)
        angle = math.radians(-90 + 36 * i)
        pts.append(f"{x + radius * math.cos(angle):.1f},{y + radius * math.sin(angle):.1f}")
    return (f'<polygon fill="{colour}" stroke="{REMOVED_COLOUR}" stroke-width="1.2" '
            f'points="{" ".join(pts)}"/>')


def treasure_mark(m: int, x: float, y: float, r: float, font: float) -> str:
    return (f'{_star(x, y, r, MAP_COLOURS[m])}<text x="{x:.1f}" y="{y + font * 0.38:.1f}" '
            f'text-anchor="middle" font-size="{font:.2f}" font-weight="bold" '
            f'fill="{_MAP_INK[m]}">{m + 1}</text>')


def amulet_mark(x: float, y: float, r: float) -> str:
    return (f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r:.1f}" fill="none" stroke="#FFFFFF" '
            f'stroke-width="{r * 0.9:.1f}"/><circle cx="{x:.1f}" cy="{y:.1f}" r="{r:.1f}" '
            f'fill="none" stroke="{AMULET_COLOUR}" stroke-width="{r * 0.55:.1f}"/>')


def atv_mark(p: int, x: float, y: float, w: float, font: float) -> str:
    h = font * 1.25
    return (f'<rect x="{x - w / 2:.1f}" y="{y - h / 2:.1f}" width="{w:.1f}" height="{h:.1f}" rx="1.5" '
            f'fill="{PLAYER_COLOURS[p % 4]}" stroke="#000000" stroke-width="0.9"/>'
            f'<text x="{x:.1f}" y="{y + font * 0.36:.1f}" text-anchor="middle" font-size="{font:.2f}" '
            f'font-weight="bold" fill="{_PLAYER_INK[p % 4]}">{p + 1}</text>')


def _hatch_defs() -> str:
    # thin, spaced stripes: the terrain letter and the marks stay readable through them
    return ('<defs><pattern id="tobago-ruled-out" patternUnits="userSpaceOnUse" width="6" '
            'height="6" patternTransform="rotate(45)"><rect width="6" height="6" '
            'fill="#FFFFFF" fill-opacity="0.25"/><rect width="0.8" height="6" '
            f'fill="{REMOVED_COLOUR}"/></pattern></defs>')


def _ruled_out(x: float, y: float, size: float, outlined: bool = False) -> str:
    """A hatched hex (ruled out by the last clue) centred on (x, y)."""
    corners = [(x + cx, y + cy) for cx, cy in hex_corners((0, 0), size)]
    stroke = f' stroke="{REMOVED_COLOUR}" stroke-width="{size / 6:.1f}"' if outlined else ""
    return f'<polygon fill="url(#tobago-ruled-out)"{stroke} points="{_points(corners)}"/>'


# ------------------------------------------------------------------ words

def _list(items: list[str], conj: str = "and") -> str:
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {conj} " + items[-1]


def _wrap(text: str, width_units: float, font: float) -> list[str]:
    per_line = max(20, int(width_units / (font * 0.54)))
    return textwrap.wrap(text, per_line, break_long_words=False, break_on_hyphens=False)


def _hex_words(h: Hex, island: Island, view: dict, where: list[set[Hex]], targets: Mapping[str, str],
               ruled_out: set[Hex], ruled_map: int | None) -> tuple[str, str | None]:
    """(what the hex is, what clicking it does or None when clicking does nothing now)."""
    public = view["public"]
    parts = [f"Hex {hex_name(h)}: {island.terrain[h]}"]
    landmark = landmark_words(island, h)
    if landmark:
        parts[0] += f" with {landmark}"
    hidden = [str(m + 1) for m, entry in enumerate(public["maps"])
              if entry["clues"] and entry["located"] is None and h in where[m]]
    if hidden:
        parts.append(f"the treasure of map {_list(hidden, 'or')} may be here")
    found = [str(m + 1) for m, entry in enumerate(public["maps"])
             if entry["located"] is not None and _hex(entry["located"]) == h]
    if found:
        parts.append(f"the treasure of map {_list(found)} is here")
    if h in ruled_out and ruled_map is not None:
        parts.append(f"the last clue ruled it out for map {ruled_map + 1}")
    atvs = [str(p + 1) for p, seat in enumerate(view["seats"])
            if seat["atv"] is not None and _hex(seat["atv"]) == h]
    if atvs:
        parts.append(f"the ATV of player {_list(atvs)} {'is' if len(atvs) == 1 else 'are'} here")
    if hex_name(h) in public["amulets_on_board"]:
        parts.append("an amulet lies here")
    return "; ".join(parts), targets.get(hex_name(h))


# ------------------------------------------------------------------ the board

def view_svg(view: dict, selected_map: int | None = None, highlight: Iterable[str] | None = None,
             last_clue: Mapping | None = None, reach_of: int | None = None,
             targets: Mapping[str, str] | None = None) -> str:
    """The board of a view.

    ``selected_map`` (0-based) draws a dashed line around that map's remaining places;
    ``highlight`` (hexes as ``"q,r"``) are where the ATV of ``reach_of`` (default: the player
    to act) can drive, drawn as one line around them; ``last_clue`` (``{"map": m, "clue":
    text, "removed": ["q,r", ...], "reason": text}``) hatches the hexes that clue ruled out
    and writes its reason beside the island. ``targets`` (``"q,r"`` -> "click to ...") are the
    hexes a click plays now (the widget makes them from the legal actions); they carry
    ``data-id="q,r"``, and ATVs ``data-id="atv N"`` (1-based), each with a label saying what
    clicking does.
    """
    public = view["public"]
    if public["island"] is None:
        box: tuple[float, float, float, float] = (0, 0, 400, 60)
        font = min_font_size(box) * 1.2
        return (svg_open(box, "The island is not generated yet", interactive=False)
                + f'<text x="10" y="36" font-size="{font:.1f}">The island is not generated yet: '
                + 'its chance step comes first.</text></svg>')
    island = island_for(spec_of_view(public["island"]))
    hexes = drawn_hexes(island, 1)
    x0, y0, width, height = picture_box(hexes, SIZE)
    # the legend stands beside the island (a landscape board keeps its text large on a
    # projector, where the height is short); every text scales with the whole width
    legend_width = width * LEGEND_SHARE
    total = width + SIZE * 0.5 + legend_width
    font = min_font_size((x0, y0, total, height)) * 1.06  # hex letters and marks
    legend_font = font * 1.08
    maps = public["maps"]
    where = [{_hex(t) for t in entry["candidates"]} for entry in maps]
    reach = {_hex(t) for t in highlight} if highlight is not None else None
    last_clue = dict(last_clue) if last_clue else None
    ruled_out = {_hex(t) for t in last_clue["removed"]} if last_clue else set()
    ruled_map = last_clue["map"] if last_clue else None

    attributes = {}
    for h in hexes:
        if island.terrain[h] == SEA:
            continue
        words, action = _hex_words(h, island, view, where, targets or {}, ruled_out, ruled_map)
        classes = "highlight" if reach is not None and h in reach else ""
        if action is None:
            attributes[h] = (classes, "", title(words))
        else:
            label = f"{words}; {action}"
            attributes[h] = (classes, clickable(hex_name(h), label), title(label))

    body = [_hatch_defs()]
    body += hex_layer(island, hexes, SIZE, font, attributes, with_letters=False)
    overlay = ['<g class="overlay" pointer-events="none">']
    if ruled_out:
        overlay.append('<g class="ruled-out">')
        for h in sorted(ruled_out):
            x, y = hex_to_pixel(h, SIZE)
            overlay.append(_ruled_out(x, y, SIZE))
        overlay.append(f'<path d="{outline_path(ruled_out, SIZE)}" fill="none" '
                       f'stroke="{REMOVED_COLOUR}" stroke-width="{SIZE / 7:.1f}" '
                       'stroke-linecap="round"/></g>')
    overlay += letter_layer(island, hexes, SIZE, font)
    overlay += landmark_layer(island, SIZE)
    for m, entry in enumerate(maps):
        if not entry["clues"] or entry["located"] is not None:
            continue
        dx, dy = _SLOT[m]
        for h in sorted(where[m]):
            x, y = hex_to_pixel(h, SIZE)
            overlay.append(map_mark(m, x + dx * SIZE, y + dy * SIZE, SIZE * 0.2,
                                    f"candidate map{m + 1}"))
    if selected_map is not None and maps[selected_map]["clues"]:
        overlay.append(_outline(where[selected_map], "map-outline", dashed=True))
    if reach is not None:
        mover = public["current"] if reach_of is None else reach_of
        start = view["seats"][mover]["atv"] if mover < len(view["seats"]) else None
        group = reach | ({_hex(start)} if start else set())
        overlay.append(_outline(group, "reach", dashed=False))
    for m, entry in enumerate(maps):
        if entry["located"] is not None:
            x, y = hex_to_pixel(_hex(entry["located"]), SIZE)
            overlay.append(f'<g class="treasure map{m + 1}" data-map="{m + 1}">'
                           f'{treasure_mark(m, x, y + SIZE * 0.1, SIZE * 0.55, font)}</g>')
    for text in public["amulets_on_board"]:
        x, y = hex_to_pixel(_hex(text), SIZE)
        overlay.append(f'<g class="amulet">{amulet_mark(x, y + SIZE * 0.1, SIZE * 0.2)}</g>')
    overlay.append("</g>")
    body += overlay
    body += _atvs(view, island, font)

    legend, bottom = _legend(view, x0 + width + SIZE * 0.5, y0 + legend_font * 0.5, legend_width,
                             legend_font, selected_map, reach, reach_of, last_clue)
    box = (x0, y0, total, max(height, bottom - y0 + legend_font * 0.6))
    who = "the teacher" if view.get("viewer") is None else f"player {view['viewer'] + 1}"
    head = svg_open(box, f"Tobago island board, as {who} sees it")  # the ATVs are always clickable
    return "\n".join([head, *body, *legend, "</svg>"])


def _outline(hexes: set, css: str, dashed: bool) -> str:
    d = outline_path(hexes, SIZE)
    dash = ' stroke-dasharray="5 3"' if dashed else ""
    return (f'<g class="{css}" fill="none" stroke-linecap="round">'
            f'<path d="{d}" stroke="#FFFFFF" stroke-width="{SIZE / 3.2:.1f}"/>'
            f'<path d="{d}" stroke="#000000" stroke-width="{SIZE / 7:.1f}"{dash}/></g>')


def _atvs(view: dict, island: Island, font: float) -> list[str]:
    by_hex: dict[Hex, list[int]] = {}
    for p, seat in enumerate(view["seats"]):
        if seat["atv"] is not None:
            by_hex.setdefault(_hex(seat["atv"]), []).append(p)
    out = []
    w = font * 1.25
    for h, players in sorted(by_hex.items()):
        x, y = hex_to_pixel(h, SIZE)
        for i, p in enumerate(players):
            ox = (i - (len(players) - 1) / 2) * (w + 1)
            label = (f"ATV of player {p + 1} on hex {hex_name(h)} ({island.terrain[h]}); "
                     "click to show where it can drive")
            out.append(f'<g class="atv" data-atv="{p}" data-at="{hex_name(h)}" '
                       f'{clickable(f"atv {p + 1}", label)}>{title(label)}'
                       f'{atv_mark(p, x + ox, y + SIZE * 0.62, w, font)}</g>')
    return out


def _legend(view: dict, left: float, top: float, width: float, font: float,
            selected_map: int | None, reach: set | None, reach_of: int | None,
            last_clue: dict | None) -> tuple[list[str], float]:
    """The legend (and the last clue's reason) under the island; returns the elements and
    the bottom y."""
    public = view["public"]
    line = font * 1.75
    r = font * 0.55

    def swatch(t: str) -> Callable[[float, float], str]:
        def draw(x: float, y: float) -> str:
            return (f'<rect x="{x:.1f}" y="{y - font * 0.72:.1f}" width="{font * 1.3:.1f}" '
                    f'height="{font * 1.3:.1f}" fill="{COLOURS[t]}" stroke="#000000" stroke-width="0.5"/>'
                    f'<text x="{x + font * 0.65:.1f}" y="{y + font * 0.32:.1f}" text-anchor="middle" '
                    f'font-weight="bold" fill="{INK[t]}">{LETTERS[t] if t != SEA else ""}</text>')
        return draw

    rows: list[tuple[str, list]] = []
    rows.append(("Terrains:", [(swatch(t), t) for t in TERRAINS] + [(swatch(SEA), "sea")]))
    marks = [(lambda x, y, k=k: _landmark_svg(k, (x + font * 0.65, y - font * 0.1), font * 1.5,
                                              1 if k == "statue" else None), words)
             for k, words in (("hut", "hut"), ("palm", "palm"),
                              ("statue", "statue (its arrow: where it looks)"))]
    rows.append(("Landmarks:", marks))
    live = [m for m, e in enumerate(public["maps"]) if e["clues"] and e["located"] is None]
    if live:
        rows.append(("Places a treasure may be:", [
            (lambda x, y, m=m: map_mark(m, x + font * 0.65, y, r), f"map {m + 1} ({MAP_NAMES[m]})")
            for m in live]))
    things = []
    if any(e["located"] is not None for e in public["maps"]):
        things.append((lambda x, y: treasure_mark(0, x + font * 0.65, y, font * 0.75, font),
                       "treasure found (number: its map)"))
    if public["amulets_on_board"]:
        things.append((lambda x, y: amulet_mark(x + font * 0.65, y, font * 0.4), "amulet"))
    if any(seat["atv"] is not None for seat in view["seats"]):
        things.append((lambda x, y: atv_mark(0, x + font * 0.65, y, font * 1.25, font),
                       "ATV (number: its player)"))
    if reach is not None:
        mover = public["current"] if reach_of is None else reach_of
        things.append((lambda x, y: _legend_line(x, y, font, dashed=False),
                       f"line around: where player {mover + 1}'s ATV can drive (up to 3 steps)"))
    if selected_map is not None and public["maps"][selected_map]["clues"]:
        things.append((lambda x, y: _legend_line(x, y, font, dashed=True),
                       f"dashed line around: map {selected_map + 1}'s possible places"))
    if last_clue:
        things.append((lambda x, y: _ruled_out(x + font * 0.65, y, font * 0.8, outlined=True),
                       f"hatched: ruled out for map {last_clue['map'] + 1} by the last clue"))
    if things:
        rows.append(("Also:", things))

    out = [f'<g class="legend" font-size="{font:.2f}" pointer-events="none">']
    y = top + line * 0.8
    for heading, items in rows:
        x = left
        out.append(f'<text x="{x:.1f}" y="{y + font * 0.32:.1f}" font-weight="bold">{escape(heading)}</text>')
        x += len(heading) * font * _CHAR + font * 0.6
        for draw, words in items:
            need = font * 1.9 + len(words) * font * _CHAR
            if x + need > left + width and x > left + font:
                y += line
                x = left + font
            out.append(draw(x, y))
            lines = _wrap(words, left + width - x - font * 1.7, font)
            for i, text in enumerate(lines):
                out.append(f'<text x="{x + font * 1.7:.1f}" y="{y + i * line * 0.8 + font * 0.32:.1f}">'
                           f'{escape(text)}</text>')
            if len(lines) > 1:
                y += (len(lines) - 1) * line * 0.8
                x = left + width  # the next item starts a new line
            else:
                x += need + font * 0.8
        y += line
    out.append("</g>")
    if last_clue:
        out.append(f'<g class="last-clue" font-size="{font:.2f}">')
        head = (f"Last clue on map {last_clue['map'] + 1} ({MAP_NAMES[last_clue['map']]}): "
                f"the treasure is {last_clue['clue']}.")
        for text in _wrap(head, width, font):
            out.append(f'<text x="{left:.1f}" y="{y:.1f}" font-weight="bold">{escape(text)}</text>')
            y += line * 0.8
        y += line * 0.05
        for text in _wrap(last_clue["reason"], width, font):
            out.append(f'<text x="{left:.1f}" y="{y:.1f}">{escape(text)}</text>')
            y += line * 0.8
        out.append("</g>")
    return out, y


def _legend_line(x: float, y: float, font: float, dashed: bool) -> str:
    dash = ' stroke-dasharray="5 3"' if dashed else ""
    path = f'<path d="M{x:.1f} {y:.1f}H{x + font * 1.4:.1f}"'
    return (f'{path} stroke="#FFFFFF" stroke-width="{SIZE / 3.2:.1f}"/>'
            f'{path} stroke="#000000" stroke-width="{SIZE / 7:.1f}"{dash}/>')


__all__ = ["MAP_COLOURS", "MAP_NAMES", "PALETTE", "PLAYER_COLOURS", "SIZE", "view_svg"]
