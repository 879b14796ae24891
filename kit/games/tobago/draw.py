"""Tobago's pictures, drawn from a view (pure SVG; no widget library): the island, each
treasure map's remaining hexes, located treasures, amulets and ATVs.

>>> import kit
>>> game = kit.new_game("tobago", players=2, seed=1, island="lesson")
>>> svg = view_svg(game.view(None))
>>> svg.startswith("<svg") and svg.count('data-id="') == 182
True
"""
from __future__ import annotations

import math
import re
from html import escape
from typing import Iterable

from kit.games.tobago.board import island_for, spec_of_view
from kit.games.tobago.island import Hex, hex_to_pixel, island_svg

SIZE = 16.0  # hex radius used by island_svg
#: Drawing colours of the four maps (their site markers are white, grey, black, brown).
MAP_COLOURS = ("#ffffff", "#9a9a9a", "#111111", "#8d5524")
#: Rose / ATV colours of the players.
PLAYER_COLOURS = ("#d62828", "#1d4ed8", "#f4c20d", "#2a9d3a")
_DOT = ((-0.42, -0.38), (0.42, -0.38), (-0.42, 0.38), (0.42, 0.38))


def _hex(text: str) -> Hex:
    q, r = text.split(",")
    return (int(q), int(r))


def view_svg(view: dict, selected_map: int | None = None, highlight: Iterable[str] | None = None,
             scale: float = 1.0) -> str:
    """The island of a view with every map's candidates (small dots in the map's colour; the
    selected map's hexes, 0-based, shaded), located treasures (stars), amulets (purple
    diamonds) and ATVs. ``highlight`` outlines hexes given as ``"q,r"`` (e.g. legal moves).
    Hexes carry ``data-id="q,r"``; ATVs ``data-atv`` and ``data-at``."""
    public = view["public"]
    if public["island"] is None:
        return ('<svg xmlns="http://www.w3.org/2000/svg" width="320" height="60" class="tobago-island">'
                '<text x="10" y="35" font-family="sans-serif" font-size="15">The island is not '
                'generated yet (chance step “island N”).</text></svg>')
    island = island_for(spec_of_view(public["island"]))
    maps = public["maps"]
    shade = None
    if selected_map is not None and maps[selected_map]["clues"]:
        colour = MAP_COLOURS[selected_map] if selected_map != 0 else "#ffd166"
        shade = {_hex(h): colour for h in maps[selected_map]["candidates"]}
    lit = [_hex(h) for h in highlight] if highlight else None
    svg = island_svg(island, shade=shade, highlight=lit, size=SIZE)
    extra: list[str] = ['<g class="overlay" pointer-events="none">']
    for m, entry in enumerate(maps):
        if not entry["clues"]:
            continue
        for text in entry["candidates"]:
            x, y = hex_to_pixel(_hex(text), SIZE)
            dx, dy = _DOT[m]
            extra.append(f'<circle class="candidate map{m + 1}" cx="{x + dx * SIZE:.1f}" '
                         f'cy="{y + dy * SIZE:.1f}" r="{SIZE * 0.17:.1f}" fill="{MAP_COLOURS[m]}" '
                         f'stroke="#000" stroke-width="0.6"/>')
        if entry["located"] is not None:
            x, y = hex_to_pixel(_hex(entry["located"]), SIZE)
            extra.append(f'<g class="treasure map{m + 1}" data-map="{m + 1}">'
                         f'{_star(x, y, MAP_COLOURS[m])}</g>')
    for text in public["amulets_on_board"]:
        x, y = hex_to_pixel(_hex(text), SIZE)
        s = SIZE * 0.3
        extra.append(f'<polygon class="amulet" fill="#8e44ad" stroke="#fff" stroke-width="0.8" '
                     f'points="{x:.1f},{y - s:.1f} {x + s:.1f},{y:.1f} {x:.1f},{y + s:.1f} '
                     f'{x - s:.1f},{y:.1f}"/>')
    seats = view["seats"]
    for p, seat in enumerate(seats):
        if seat["atv"] is None:
            continue
        x, y = hex_to_pixel(_hex(seat["atv"]), SIZE)
        ox = (p - (len(seats) - 1) / 2) * SIZE * 0.34
        extra.append(f'<rect class="atv" data-atv="{p}" data-at="{escape(seat["atv"])}" '
                     f'x="{x + ox - SIZE * 0.2:.1f}" y="{y + SIZE * 0.05:.1f}" width="{SIZE * 0.4:.1f}" '
                     f'height="{SIZE * 0.5:.1f}" rx="2" fill="{PLAYER_COLOURS[p]}" stroke="#000" '
                     f'stroke-width="0.8"><title>ATV of player {p + 1}</title></rect>')
    extra.append("</g>")
    svg = svg.replace("</svg>", "\n".join(extra) + "\n</svg>")
    return _scaled(svg, scale)


def _scaled(svg: str, scale: float) -> str:
    """Multiply the outer width and height of an SVG (the viewBox keeps the drawing)."""
    if scale == 1.0:
        return svg

    def grow(match: re.Match) -> str:
        return f'{match.group(1)}="{float(match.group(2)) * scale:.0f}"'

    head, rest = svg.split(">", 1)
    return re.sub(r'\b(width|height)="([\d.]+)"', grow, head) + ">" + rest


def _star(x: float, y: float, colour: str) -> str:
    pts = []
    for i in range(10):
        radius = SIZE * (0.55 if i % 2 == 0 else 0.22)
        angle = math.radians(-90 + 36 * i)
        pts.append(f"{x + radius * math.cos(angle):.1f},{y + radius * math.sin(angle):.1f}")
    return f'<polygon fill="{colour}" stroke="#c0392b" stroke-width="1.2" points="{" ".join(pts)}"/>'


__all__ = ["view_svg", "MAP_COLOURS", "PLAYER_COLOURS", "SIZE"]
