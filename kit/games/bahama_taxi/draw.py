"""SVG pictures of the Bahama Taxi city, with taxis, waiting citizens and routes.

Every area is a circle carrying ``data-id="<area>"`` so that the widget can react to clicks.
Board geometry: "Bahama Taxi" by Bartosz Sułkowski, CC BY 4.0.
"""
from __future__ import annotations

from html import escape
from typing import Iterable, Sequence

from kit.games.bahama_taxi.board import AREAS, PRETTY_SUIT, SUIT_COLOURS, graph

TAXI_COLOURS = ("#f9a825", "#8e24aa", "#00897b", "#e53935", "#3949ab", "#6d4c41", "#d81b60", "#546e7a")
SUIT_FILL = {"S": "#eceff1", "H": "#ffebee", "C": "#e8f5e9", "D": "#e3f2fd"}
VIEWBOX = (40, 40, 762, 762)


def board_svg(
    taxis: Sequence[str] = (),
    waiting: Iterable[tuple[str, str]] = (),
    targets: Iterable[str] = (),
    route: Sequence[str] = (),
    selected: Iterable[str] = (),
    current: int | None = None,
    caption: str = "",
) -> str:
    """The city as SVG. ``taxis[p]`` is taxi p's area; ``waiting`` are (origin, destination)
    pairs; ``targets`` get a dashed ring (legal moves); ``route`` is drawn as a thick path."""
    g = graph()
    targets, selected = set(targets), set(selected)
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{" ".join(map(str, VIEWBOX))}" '
             f'width="560" height="560" font-family="sans-serif">',
             '<rect x="40" y="40" width="762" height="762" fill="#fffdf7"/>']
    for a, b in g.edges:
        pa, pb = AREAS[a], AREAS[b]
        parts.append(f'<line x1="{pa.x}" y1="{pa.y}" x2="{pb.x}" y2="{pb.y}" stroke="#b0a99f" stroke-width="3"/>')
    for a, b in zip(route, route[1:]):
        pa, pb = AREAS[a], AREAS[b]
        parts.append(f'<line class="route" x1="{pa.x}" y1="{pa.y}" x2="{pb.x}" y2="{pb.y}" '
                     f'stroke="#ffb300" stroke-width="12" stroke-linecap="round" opacity="0.85"/>')
    for area in AREAS.values():
        parts.append(_area(area, area.name in targets, area.name in selected or area.name in route))
    for origin, destination in waiting:
        parts.append(_citizen(origin, destination))
    for player, area in enumerate(taxis):
        parts.append(_taxi(player, area, player == current))
    if caption:
        parts.append(f'<text x="50" y="790" font-size="20" fill="#333">{escape(caption)}</text>')
    parts.append("</svg>")
    return "".join(parts)


def _area(area, target: bool, selected: bool) -> str:
    colour = SUIT_COLOURS[area.suit]
    stroke = "#ff6f00" if selected else colour
    ring = (f'<circle cx="{area.x}" cy="{area.y}" r="{area.radius + 5}" fill="none" stroke="#43a047" '
            f'stroke-width="4" stroke-dasharray="6 4" class="target"/>' if target else "")
    size = 15 if area.radius < 25 else 19
    return (f'<g data-id="{area.name}" class="area">{ring}'
            f'<circle cx="{area.x}" cy="{area.y}" r="{area.radius}" fill="{SUIT_FILL[area.suit]}" '
            f'stroke="{stroke}" stroke-width="{5 if selected else 2.5}"/>'
            f'<text x="{area.x}" y="{area.y + size / 3}" text-anchor="middle" font-size="{size}" '
            f'fill="{colour}" pointer-events="none">{area.rank}{PRETTY_SUIT[area.suit]}</text></g>')


def _citizen(origin: str, destination: str) -> str:
    area = AREAS[origin]
    x, y = area.x + area.radius * 0.55, area.y + area.radius * 0.55
    dest = AREAS[destination]
    label = f"→{dest.rank}{PRETTY_SUIT[dest.suit]}"
    return (f'<g class="citizen" pointer-events="none"><circle cx="{x}" cy="{y}" r="7" fill="#5d4037"/>'
            f'<rect x="{x - 14}" y="{y + 7}" width="36" height="15" rx="3" fill="white" stroke="#5d4037"/>'
            f'<text x="{x + 4}" y="{y + 19}" font-size="12" text-anchor="middle" '
            f'fill="{SUIT_COLOURS[dest.suit]}">{label}</text></g>')


def _taxi(player: int, area_name: str, current: bool) -> str:
    area = AREAS[area_name]
    x, y = area.x - area.radius * 0.65, area.y - area.radius * 0.75
    colour = TAXI_COLOURS[player % len(TAXI_COLOURS)]
    outline = "#000" if current else "#555"
    return (f'<g class="taxi" data-taxi="{player}" data-id="{area_name}">'
            f'<rect x="{x - 13}" y="{y - 9}" width="26" height="18" rx="5" fill="{colour}" '
            f'stroke="{outline}" stroke-width="{3 if current else 1.5}"/>'
            f'<text x="{x}" y="{y + 5}" font-size="13" text-anchor="middle" fill="white" '
            f'font-weight="bold" pointer-events="none">{player + 1}</text></g>')


def view_svg(view: dict, targets: Iterable[str] = (), route: Sequence[str] = (),
             selected: Iterable[str] = ()) -> str:
    """Picture of a position from a view (Bahama Taxi hides nothing, so any view will do)."""
    public = view["public"]
    if view["over"]:
        status = "game over"
    elif view["phase"] == "setup":
        status = "setting up"
    else:
        status = f"taxi {public['current'] + 1} to move"
    caption = f"draw pile {public['draw_pile']} · waiting {len(public['waiting'])} · {status}"
    current = None if view["over"] or view["phase"] == "setup" else public["current"]
    return board_svg(public["taxis"], [tuple(c) for c in public["waiting"]], targets, route,
                     selected, current, caption)
