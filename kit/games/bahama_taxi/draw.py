"""SVG pictures of the Bahama Taxi city, with taxis, waiting citizens, routes and a legend.

The pictures of the areas (circle, name, waiting citizens, taxi) are drawn first, in the
order that keeps every name visible; above them lies one invisible button per area, in deck
order, carrying ``clickable("<area>", label)`` (kit/svg.py), but only for the areas a click
acts on now: the legal moves of the human whose view is shown (``targets``), or every area
in the fare explorer. The widget reacts to its clicks, Tab visits them in deck order (A♠,
2♠ … K♠, A♥ …), and its label says what is there and what a click does. A taxi's button
area includes the taxi, so clicking a taxi clicks its area. Every other area is plain: its
picture carries a ``<title>`` saying what is there, and no click.

The city is square; the legend stands beside it, so that the board is wider than tall and
shows large on a projector.

Board geometry: "Bahama Taxi" by Bartosz Sułkowski, CC BY 4.0 (credited in the legend).

>>> svg = board_svg(["5D", "3S"], [("2H", "8C")], targets=["4D"])
>>> 'aria-label="4♦; click to drive here"' in svg
True
>>> '<title>2♥, a citizen waits here for 8♣ (fare 4)</title>' in svg, 'data-id="2H"' in svg
(True, False)
"""
from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from html import escape

from kit.games.bahama_taxi.board import AREAS, DECK, PRETTY_SUIT, SUIT_NAMES, fare, graph, pretty
from kit.svg import OKABE_ITO, clickable, svg_open, title

#: The colours that carry meaning (Okabe & Ito's palette; each also has a symbol, a number
#: or a line style, see the legend drawn under the city).
PALETTE: dict[str, str] = {
    "spades": OKABE_ITO["black"],
    "hearts": OKABE_ITO["vermillion"],
    "clubs": OKABE_ITO["bluish green"],
    "diamonds": OKABE_ITO["blue"],
    "taxi": OKABE_ITO["yellow"],
    "route of the fare explorer": OKABE_ITO["orange"],
    "legal move": OKABE_ITO["reddish purple"],
}
SUIT_COLOURS = {suit: PALETTE[SUIT_NAMES[suit]] for suit in SUIT_NAMES}
#: Darker shades of the suit colours for text (contrast 4.5:1 or more on the area's tint).
SUIT_TEXT = {"S": "#000000", "H": "#a63f00", "C": "#006b50", "D": "#005a8c"}
SUIT_FILL = {"S": "#eeeeee", "H": "#fcebe0", "C": "#e3f5ef", "D": "#e3eff8"}
TAXI, ROUTE, TARGET = PALETTE["taxi"], PALETTE["route of the fare explorer"], PALETTE["legal move"]

CITY_TOP = 40
CENTRE = 420.98  # the middle of the city, between the four aces
CITY_SIZE = 762
#: The legend's column, right of the city.
LEGEND_LEFT = 40 + CITY_SIZE + 8
VIEWBOX = (40, CITY_TOP, 928, CITY_SIZE + 6)
#: The smallest text on the board (user units): 16 px in projector mode, where the board
#: shows at most 900 px tall (kit.svg.PROJECTOR_TEXT_PX).
SMALL = 14
#: A focused or hovered area shows a blue ring (the buttons themselves are invisible).
HIT_STYLE = (".bt-hit:hover > circle, .bt-hit:focus > circle "
             "{ stroke: #0072B2; stroke-width: 5; stroke-opacity: 1; }")
#: Drive mode: a click moves the taxi; fare mode: clicks pick a route's two ends.
DRIVE, FARES = "drive", "fares"


def board_svg(
    taxis: Sequence[str] = (),
    waiting: Iterable[tuple[str, str]] = (),
    targets: Iterable[str] | None = None,
    route: Sequence[str] = (),
    selected: Sequence[str] = (),
    current: int | None = None,
    status: Sequence[str] = (),
    counts: Sequence[str] = (),
    mode: str = DRIVE,
    passengers: Sequence[int] = (),
) -> str:
    """The city as SVG. ``taxis[p]`` is taxi p's area; ``waiting`` are (origin, destination)
    pairs; ``targets`` (legal moves) get a dashed ring, None if unknown; ``route`` is drawn as
    a thick line; ``status`` and ``counts`` are the lines written in the top corners;
    ``mode`` says what a click on an area does (:data:`DRIVE` or :data:`FARES`);
    ``passengers[p]`` is how many passengers taxi p carries (for the labels)."""
    g = graph()
    targets, selected = set(targets or ()), list(selected)
    here = {area: p for p, area in enumerate(taxis)}
    waits: dict[str, list[str]] = {}
    for origin, destination in waiting:
        waits.setdefault(origin, []).append(destination)
    parts = [svg_open(VIEWBOX, "Bahama Taxi city: 52 areas named like playing cards, "
                               "with the taxis and the waiting citizens"),
             title("Bahama Taxi city"),
             f'<rect x="40" y="{CITY_TOP}" width="{VIEWBOX[2]}" height="{VIEWBOX[3]}" fill="#fffdf7"/>']
    for a, b in g.edges:
        pa, pb = AREAS[a], AREAS[b]
        parts.append(f'<line x1="{pa.x}" y1="{pa.y}" x2="{pb.x}" y2="{pb.y}" '
                     'stroke="#b0a99f" stroke-width="3"/>')
    for a, b in zip(route, route[1:]):
        pa, pb = AREAS[a], AREAS[b]
        parts.append(f'<line class="route" x1="{pa.x}" y1="{pa.y}" x2="{pb.x}" y2="{pb.y}" '
                     f'stroke="{ROUTE}" stroke-width="12" stroke-linecap="round"/>')
    # the pictures: areas with a taxi after the others, so that the taxi is drawn above its
    # neighbours; the aces, which the kings overlap, last of all
    order = sorted(AREAS.values(), key=lambda area: (area.rank == "A", area.name in here))
    clickable_areas = set(DECK) if mode == FARES else targets
    for area in order:
        name = area.name
        taxi = here.get(name)
        what = None if name in clickable_areas else \
            _label(name, waits.get(name, []), taxi, passengers, current)
        parts.append(_area(area, name in targets, name in selected or name in route,
                           waits.get(name, []), taxi, taxi is not None and taxi == current, what))
    # the buttons, on top, in deck order (the order Tab visits them): A♠ 2♠ … K♠, A♥ …
    parts.append(f"<style>{HIT_STYLE}</style>")
    for name in DECK:
        if name in clickable_areas:
            label = _label(name, waits.get(name, []), here.get(name), passengers, current)
            parts.append(_button(AREAS[name], f"{label}; {_hint(mode, selected)}", name in here))
    parts += _corners(status, counts)
    parts += _legend()
    parts.append("</svg>")
    return "".join(parts)


def _button(area, label: str, taxi: bool) -> str:
    """The clickable part of an area: an invisible circle over it (and over its taxi, which
    reaches beyond the circle) with the area's label and tooltip."""
    x, y, r = area.x, area.y, _hit_radius(area.name)
    shapes = f'<circle cx="{x}" cy="{y}" r="{r:g}" fill="#fff" fill-opacity="0"/>'
    if taxi:
        sx, sy = _outward(area)
        (tx, ty), (w, h) = _taxi_place(area, sx, sy)
        shapes += (f'<rect x="{tx - w / 2:g}" y="{ty - h / 2:g}" width="{w}" height="{h}" '
                   f'fill="#fff" fill-opacity="0"/>')
    return f'<g class="bt-hit" {clickable(area.name, label)}>{title(label)}{shapes}</g>'


def _hit_radius(name: str) -> float:
    """The radius of an area's button: its circle's, except where the circle lies under a
    downtown ace (the kings'), so that a click on an ace always reaches the ace."""
    area = AREAS[name]
    gaps = [math.dist((area.x, area.y), (ace.x, ace.y)) - ace.radius
            for ace in AREAS.values() if ace.rank == "A" and ace.name != name]
    return round(min([area.radius, *gaps]), 2) if area.rank != "A" else area.radius


def _hint(mode: str, selected: Sequence[str]) -> str:
    """What a click on a clickable area does."""
    if mode == FARES:
        if len(selected) == 1:
            return f"click to see the route and the fare from {pretty(selected[0])} to here"
        return "click to start a route here and see its fare"
    return "click to drive here"


def _label(name: str, destinations: Sequence[str], taxi: int | None, passengers: Sequence[int],
           current: int | None) -> str:
    """What is on area ``name``, in words."""
    words = [pretty(name)]
    if taxi is not None:
        carried = passengers[taxi] if taxi < len(passengers) else None
        turn = " (its turn)" if taxi == current else ""
        load = "" if carried is None else \
            f" with {carried} passenger{'' if carried == 1 else 's'}" if carried else ", empty"
        words.append(f"taxi {taxi + 1} is here{turn}{load}")
    if len(destinations) == 1:
        words.append(f"a citizen waits here for {pretty(destinations[0])} "
                     f"(fare {fare(name, destinations[0])})")
    elif destinations:
        trips = " and ".join(f"{pretty(d)} (fare {fare(name, d)})" for d in destinations)
        words.append(f"{len(destinations)} citizens wait here, for {trips}")
    return ", ".join(words)


def _area(area, target: bool, selected: bool, destinations: Sequence[str],
          taxi: int | None, current: bool, what: str | None = None) -> str:
    """The picture of an area: its circle, name, waiting citizens and taxi (not clickable:
    a clickable area's button lies above it, see :func:`_button`). ``what``: the words of a
    plain area (its tooltip)."""
    x, y, r = area.x, area.y, area.radius
    big = r > 25
    ring = (f'<circle cx="{x}" cy="{y}" r="{r + 5}" fill="none" stroke="{TARGET}" '
            f'stroke-width="4" stroke-dasharray="7 4" class="target"/>' if target else "")
    out = [f'<g class="area" data-area="{area.name}" pointer-events="none">'
           f'{title(what) if what else ""}{ring}',
           (f'<circle cx="{x}" cy="{y}" r="{r}" fill="{SUIT_FILL[area.suit]}" '
            f'stroke="{ROUTE if selected else SUIT_COLOURS[area.suit]}" '
            f'stroke-width="{6 if selected else 2.5}"/>')]
    sx, sy = _outward(area)
    # the taxi sits on the area's outer diagonal; below the centre, the citizens' tags and
    # the area's name swap places so that the taxi covers neither
    flip = taxi is not None and sy > 0 and area.rank != "A"
    (name_dy, size), tags = _layout(big, len(destinations), flip)
    # the aces overlap the kings' inner edge: a king's name and tags move away from them
    cx, cy = x, y
    if area.rank == "A" and len(destinations) > 1:  # three lines: lean away from the other aces
        cy += 6 * sy
    if area.rank == "K":
        cx += 5 * (x > CENTRE + 1) - 5 * (x < CENTRE - 1)
        cy += 5 * (y > CENTRE + 1) - 5 * (y < CENTRE - 1)
    name_x = cx - (5 * sx if taxi is not None and len(destinations) > 1 else 0)  # away from the taxi
    out.append(f'<text x="{name_x:g}" y="{cy + name_dy:g}" text-anchor="middle" font-size="{size}" '
               f'font-weight="bold" fill="{SUIT_TEXT[area.suit]}" pointer-events="none">'
               f'{area.rank}{PRETTY_SUIT[area.suit]}</text>')
    for destination, (dy, tag_size) in zip(destinations, tags):
        out.append(_citizen(cx, cy + dy, tag_size, destination))
    if taxi is not None:
        out.append(_taxi(taxi, area, current, sx, sy))
    out.append("</g>")
    return "".join(out)


def _outward(area) -> tuple[int, int]:
    """The diagonal pointing away from the middle of the city (where the aces are)."""
    return (1 if area.x > CENTRE + 1 else -1), (1 if area.y > CENTRE + 1 else -1)


def _layout(big: bool, citizens: int, flip: bool) -> tuple[tuple[float, int], list[tuple[float, int]]]:
    """Where an area's name and its citizens' tags go inside the circle: ((baseline offset,
    font-size) of the name, [(baseline offset, font-size) of each tag]). One citizen: the
    name above the centre, the tag below (swapped if ``flip``); two (two decks): a smaller
    name and two tags."""
    if citizens == 0:
        size = 18 if big else SMALL
        return (size / 3, size), []
    if citizens == 1:
        if flip:
            return (12, 16), [(-5, SMALL)]
        return ((-2, 16), [(15, SMALL)]) if big else ((-1, SMALL), [(13, SMALL)])
    if flip:
        return (18, SMALL), [(-12, SMALL), (4, SMALL)]
    return ((-12, SMALL), [(3, SMALL), (20, SMALL)]) if big else ((-9, SMALL), [(4, SMALL), (19, SMALL)])


def _citizen(x: float, y: float, size: int, destination: str) -> str:
    """A waiting citizen: "→9♣", where they go, on a white tag (baseline at ``y``)."""
    text = f"→{pretty(destination)}"
    width = size * (0.62 * len(text) + 0.4)
    box = (f'<rect x="{x - width / 2:.1f}" y="{y - size + 1:.1f}" width="{width:.1f}" height="{size + 3}" '
           f'rx="3" fill="white" stroke="#5d4037" stroke-width="1"/>')
    return (f'<g class="citizen" pointer-events="none">{box}'
            f'<text x="{x}" y="{y:g}" font-size="{size}" text-anchor="middle" '
            f'fill="{SUIT_TEXT[destination[-1]]}">{escape(text)}</text></g>')


def _taxi_shape(x: float, y: float, number: int, current: bool, css: str = "taxi",
                small: bool = False) -> str:
    extra = f' data-taxi="{number - 1}"' if css == "taxi" else ""
    w, h, size = (22, 17, SMALL) if small else (30, 22, 16)
    return (f'<g class="{css}"{extra} pointer-events="none">'
            f'<rect x="{x - w / 2:g}" y="{y - h / 2:g}" width="{w}" height="{h}" rx="5" fill="{TAXI}" '
            f'stroke="#000" stroke-width="{4 if current else 1.5}"/>'
            f'<text x="{x:g}" y="{y + size * 0.37:g}" font-size="{size}" text-anchor="middle" fill="#000" '
            f'font-weight="bold">{number}</text></g>')


def _taxi_place(area, sx: int, sy: int) -> tuple[tuple[float, float], tuple[int, int]]:
    """Centre and size of the taxi on ``area``: on the outer diagonal of its area, on its
    edge; for the small aces, just outside on the side away from the middle, over the edge
    of the king there."""
    if area.rank == "A":
        place = (round(area.x + sx * area.radius * 1.25, 1), round(area.y + sy * area.radius * 0.4, 1))
        return place, (22, 17)
    if area.rank == "K" and abs(area.x - CENTRE) < 1 and sy > 0:  # the king below the aces:
        # straight down, off its own name and clear of the queen's tag on its left
        return (area.x, round(area.y + area.radius * 1.05, 1)), (30, 22)
    return (round(area.x + sx * area.radius * 0.85, 1), round(area.y + sy * area.radius * 0.85, 1)), (30, 22)


def _taxi(player: int, area, current: bool, sx: int, sy: int) -> str:
    (x, y), _ = _taxi_place(area, sx, sy)
    shape = _taxi_shape(x, y, player + 1, current, small=area.rank == "A")
    return shape.replace('class="taxi"', f'class="taxi" data-area="{area.name}"', 1)


def _corners(status: Sequence[str], counts: Sequence[str]) -> list[str]:
    """The game's state in words, in the empty top corners of the city."""
    out = []
    for i, line in enumerate(status):
        out.append(f'<text x="52" y="{70 + 24 * i}" font-size="{20 if i == 0 else 16}" '
                   f'font-weight="{"bold" if i == 0 else "normal"}" fill="#222">{escape(line)}</text>')
    for i, line in enumerate(counts):
        out.append(f'<text x="{LEGEND_LEFT + 6}" y="{70 + 22 * i}" font-size="16" '
                   f'fill="#222">{escape(line)}</text>')
    return out


def _legend() -> list[str]:
    """What the colours, rings and tags mean, in a column right of the city; then the
    board's credit."""
    x, y = LEGEND_LEFT + 6, 140
    out = [(f'<g class="legend" font-size="{SMALL}" fill="#222">'
            f'<line x1="{LEGEND_LEFT}" y1="{CITY_TOP + 8}" x2="{LEGEND_LEFT}" '
            f'y2="{CITY_TOP + CITY_SIZE - 8}" stroke="#b0a99f" stroke-width="1"/>')]

    def lines(top: int, *texts: str, left: int = x) -> int:
        for i, text in enumerate(texts):
            out.append(f'<text x="{left}" y="{top + 18 * i}">{escape(text)}</text>')
        return top + 18 * len(texts) + 16

    for suit in "SHCD":
        out.append(f'<text x="{x}" y="{y}" font-weight="bold" fill="{SUIT_TEXT[suit]}">'
                   f'{PRETTY_SUIT[suit]} {SUIT_NAMES[suit]}</text>')
        out.append(f'<rect x="{x}" y="{y + 4}" width="70" height="4" fill="{SUIT_COLOURS[suit]}"/>')
        y += 28
    y += 14
    out.append(_taxi_shape(x + 15, y - 5, 1, False, "legend-taxi"))
    out.append(_taxi_shape(x + 51, y - 5, 2, True, "legend-taxi"))
    y = lines(y + 26, "taxis by number;", "thick outline:", "its turn")
    out.append(f'<circle cx="{x + 12}" cy="{y - 5}" r="10" fill="none" stroke="{TARGET}" stroke-width="4" '
               f'stroke-dasharray="7 4"/>')
    y = lines(y + 24, "dashed ring: your", "taxi can drive", "there (click it)")
    out.append(f'<line x1="{x + 4}" y1="{y - 5}" x2="{x + 44}" y2="{y - 5}" stroke="{ROUTE}" '
               f'stroke-width="10" stroke-linecap="round"/>')
    y = lines(y + 24, "a shortest route", "(fare explorer)")
    out.append(f'<rect x="{x}" y="{y - 14}" width="44" height="18" rx="3" fill="white" stroke="#5d4037"/>'
               f'<text x="{x + 22}" y="{y}" text-anchor="middle" fill="{SUIT_TEXT["C"]}">→9♣</text>')
    y = lines(y + 24, "a citizen waits", "here and wants to", "go to 9♣; the fare", "is the moves on a",
              "shortest route")
    out.append('<g fill="#555">')
    lines(y + 10, "Board: “Bahama", "Taxi” by Bartosz", "Sułkowski,", "CC BY 4.0")
    out.append("</g></g>")
    return out


def view_svg(view: dict, targets: Iterable[str] | None = None, route: Sequence[str] = (),
             selected: Sequence[str] = (), mode: str = DRIVE) -> str:
    """Picture of a position from a view (Bahama Taxi hides nothing, so any view will do).
    ``targets``: the areas a click can drive to (None: not known, e.g. outside a widget)."""
    public, seats = view["public"], view["seats"]
    waiting = [tuple(c) for c in public["waiting"]]
    if view["over"]:
        incomes = [seat["income"] for seat in seats]
        best = max(incomes)
        winners = [p + 1 for p, income in enumerate(incomes) if income == best]
        who = (f"Taxi {winners[0]} wins" if len(winners) == 1
               else "Taxis " + " and ".join(map(str, winners)) + " share the win")
        each = " each" if len(winners) > 1 else ""
        status = ["Game over", who, f"with {best} fare point{'' if best == 1 else 's'}{each}"]
    elif view["phase"] == "setup":
        status = ["Setting up", "cards are being drawn"]
    else:
        left = public["moves_left"]
        status = [f"Taxi {public['current'] + 1} to move",
                  f"{left} move{'' if left == 1 else 's'} left this turn" if left else "moves done this turn"]
    pile = public["draw_pile"]
    counts = [f"Draw pile: {pile} card{'' if pile == 1 else 's'}",
              f"{len(waiting)} citizen{' waits' if len(waiting) == 1 else 's wait'}"]
    current = None if view["over"] or view["phase"] == "setup" else public["current"]
    return board_svg(public["taxis"], waiting, targets, route, selected, current, status, counts,
                     mode, [len(seat["passengers"]) for seat in seats])


__all__ = ["DRIVE", "FARES", "PALETTE", "board_svg", "view_svg"]
