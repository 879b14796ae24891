"""The Fromage table as pure SVG, drawn from a view: the round board's four quadrants (each
a venue with its Gather Resources part above and its Make Cheese part below), which seat
each quadrant faces, the workers on the board, the cheese tokens, and every player's board
(workers, livestock, fruit, structures, orders, cheese tokens, fruited cheese and jams).

The quadrants are drawn where they stand around the table now: table position 0 at the
bottom left, then clockwise 1 top left, 2 top right, 3 bottom right; when the board turns,
each venue moves one place clockwise. The ``targets`` a widget names (the clicks that lead
toward a legal choice now) are clickable: gather spots and cheese spaces (``spot:<id>`` and
``space:<id>``) and a seat's workers (``worker:<seat>:<type>``, to choose which one
gathers); everything else is plain. Highlights: ``selected_spot``, ``selected_space`` (ids)
and ``selected_worker`` (``"<seat>:<type>"``).

>>> import kit, kit.games.fromage
>>> from kit.games.fromage.draw import view_svg
>>> view = kit.new_game("fromage", players=2, seed=1).view(None)
>>> 'data-id="space:festival-1"' in view_svg(view, targets={"space:festival-1"}), "data-id" in view_svg(view)
(True, False)
"""
from __future__ import annotations

import textwrap
from collections.abc import Collection
from html import escape

from kit.engine import Action
from kit.games.fromage.board import (
    GATHER,
    GATHER_OF,
    GRADE_TURNS,
    SPACES,
    SPACES_OF,
    VENUES,
    order_words,
    space_words,
    spot_words,
    venue_title,
)
from kit.games.fromage.moves import Choice, read
from kit.games.fromage.words import choice_words
from kit.svg import OKABE_ITO, clickable, svg_open, title


def _choice_words(text: str) -> str:
    """A choice of the view (its text) in the board's brief words."""
    move = read(Action.parse(text))
    return choice_words(move, short=True) if isinstance(move, Choice) else text


#: Seat (meaning) -> colour; every cheese token and worker also shows its seat's number.
PALETTE = {
    "player 1": OKABE_ITO["orange"],
    "player 2": OKABE_ITO["sky blue"],
    "player 3": OKABE_ITO["bluish green"],
    "player 4": OKABE_ITO["reddish purple"],
}
SEAT_COLOURS = list(PALETTE.values())
WIDTH = 1000  # the round board's width; the players' boards stand beside it
FONT = 20
#: The smallest text: 19.6 units show at 12 px at the default 800 px (the whole table is
#: 1300 wide) and at 16 px or more on a 1920 x 1080 projector (tests/test_projector_legibility.py).
SMALL = 19.6
LINE = 23  # the step between lines of SMALL text
SEAT_LINE = 21.5  # a little closer in the players' boards (four of them stand in one column)
PANEL_W, PANEL_H = 485, 400
#: Table position -> top-left corner of its quadrant panel (clockwise from bottom left).
PANEL_AT = {0: (10, 425), 1: (10, 10), 2: (505, 10), 3: (505, 425)}
#: Where a panel's Make Cheese part starts, below its two rows of gather spots.
CHEESE_Y = 146
LETTER = {"soft": "S", "hard": "H", "blue": "B"}
GRADE_STROKE = {"bronze": 1.5, "silver": 3, "gold": 5.5}
BOARD_H = 835
#: The players' boards: a column beside the round board (landscape, so the table stays legible
#: on a projector), each this wide; the legend stands under the round board.
SEAT_X, SEAT_W = WIDTH + 5, 290
TOTAL_W = SEAT_X + SEAT_W + 5
#: Characters a line holds in a player's board and in the legend (SMALL text).
SEAT_CHARS, LEGEND_CHARS = 27, 92
CENTRE_Y = (PANEL_AT[1][1] + PANEL_AT[0][1] + PANEL_H) / 2  # the round board's centre, between the panels

_STYLE = ("<style>.fr-pick{cursor:pointer}.fr-pick:hover>rect,.fr-pick:focus-visible>rect,"
          ".fr-pick:hover>circle,.fr-pick:focus-visible>circle{stroke:#000000;stroke-width:4}</style>")


def _text(x, y, words, size=FONT, anchor="start", weight="normal", fill="#000000") -> str:
    return (f'<text x="{x:g}" y="{y:g}" font-size="{size}" text-anchor="{anchor}" '
            f'font-weight="{weight}" fill="{fill}">{escape(str(words))}</text>')


def _name(p: int) -> str:
    return f"Player {p + 1}"


def _worker_words(w: dict) -> str:
    left = w["turns_left"]
    when = "comes back next turn" if left <= 1 else f"comes back in {left} turns"
    return f"{_name(w['owner'])}'s {w['worker']} worker ({when})"


def view_svg(view: dict, selected_spot: str | None = None, selected_space: str | None = None,
             selected_worker: str | None = None, targets: Collection[str] = (), **_: object) -> str:
    """The board; only the ids in ``targets`` (a widget's clicks that lead toward a legal
    choice now) are clickable, everything else is plain."""
    pub = view["public"]
    seats = view["seats"]
    legend = _legend(10, BOARD_H + 8)
    seat_boards, y = [], 10.0
    for p, s in enumerate(seats):
        board, y = _seat_board(view, p, s, SEAT_X, y, selected_worker, targets)
        seat_boards.append(board)
    height = max(BOARD_H + 8 + legend[1], y) + 6
    out = [svg_open((0, 0, TOTAL_W, height), "Fromage: the round board's four quadrants and the "
                    "players' boards"), _STYLE,
           f'<rect x="0" y="0" width="{TOTAL_W}" height="{height:g}" fill="#FFFFFF"/>',
           (f'<circle cx="500" cy="{CENTRE_Y:g}" r="{BOARD_H / 2 + 8:g}" fill="#F4F1E8" stroke="#6B6B6B" '
            'stroke-width="2"/>')]
    facing_seats: dict[int, list[int]] = {}
    for p, s in enumerate(seats):
        facing_seats.setdefault(s["position"], []).append(p)
    quadrant_at = pub["quadrant_at"]
    for position in range(4):
        venue = quadrant_at.get(str(position))
        x0, y0 = PANEL_AT[position]
        out.append(_panel(view, venue, position, x0, y0, facing_seats.get(position, []),
                          selected_spot, selected_space, targets))
    out.append(f'<circle cx="500" cy="{CENTRE_Y:g}" r="34" fill="#FFFFFF" stroke="#6B6B6B" '
               'stroke-width="2"/>')
    out.append(_text(500, CENTRE_Y + 7, f"turn {max(pub['turn'], 1)}", SMALL, "middle"))
    out += seat_boards
    out.append(legend[0])
    out.append("</svg>")
    return "".join(out)


def _panel(view: dict, venue: str | None, position: int, x0: float, y0: float, seats_here: list[int],
           selected_spot, selected_space, targets: Collection[str]) -> str:
    out = [f'<g transform="translate({x0:g},{y0:g})">',
           (f'<rect x="0" y="0" width="{PANEL_W}" height="{PANEL_H}" rx="14" fill="#FFFDF6" '
            'stroke="#6B6B6B" stroke-width="2"/>')]
    if venue is None:
        out.append(_text(PANEL_W / 2, PANEL_H / 2, "the venues are not placed yet", FONT, "middle"))
        out.append("</g>")
        return "".join(out)
    who = ", ".join(_name(p) for p in seats_here)
    out.append(f'<rect x="0" y="0" width="{PANEL_W}" height="34" rx="14" fill="#E8E2D0"/>')
    title_x = 44 if position == 3 else 12  # clear of the turn marker at the board's centre
    out.append(_text(title_x, 25, VENUES[venue]["title"], 22, weight="bold"))
    # the "faces" badge on the side away from the round board's centre (the turn marker)
    badge_x = 140 if position in (0, 1) else PANEL_W - 190
    if seats_here:
        p = seats_here[0]
        out.append(f'<rect x="{badge_x}" y="5" width="182" height="25" rx="6" fill="{SEAT_COLOURS[p]}" '
                   'stroke="#000000"/>')
        out.append(_text(badge_x + 91, 23, f"faces {who}", SMALL, "middle", "bold"))
    else:
        out.append(_text(badge_x + 91, 24, "faces no one", SMALL, "middle"))
    # gather part (the legend says what the two parts are for)
    on_board = view["public"]["workers_on_board"]
    for i, spot in enumerate(GATHER_OF[venue]):
        col, row = i % 3, i // 3
        x, y = 10 + col * 157, 42 + row * 50
        out.append(_gather_spot(spot.id, x, y, on_board.get(spot.id), selected_spot == spot.id,
                                f"spot:{spot.id}" in targets))
    # cheese part, below a rule
    out.append(f'<line x1="10" y1="{CHEESE_Y - 5}" x2="{PANEL_W - 10}" y2="{CHEESE_Y - 5}" stroke="#6B6B6B" '
               'stroke-width="1.5"/>')
    draw = {"festival": _festival, "villes": _villes, "bistro": _bistro, "fromagerie": _fromagerie}[venue]
    out.append(draw(view, selected_space, targets))
    out.append("</g>")
    return "".join(out)


def _gather_spot(spot_id: str, x: float, y: float, worker: dict | None, selected: bool, target: bool) -> str:
    words = spot_words(spot_id)
    stroke = "#000000" if selected else "#6B6B6B"
    width = 4 if selected else 1.5
    body = (f'<rect x="{x:g}" y="{y:g}" width="150" height="44" rx="8" fill="#FFFFFF" stroke="{stroke}" '
            f'stroke-width="{width}"/>')
    spot = GATHER[spot_id]
    body += _text(x + 8, y + 20, f"{spot.amount} {spot.resource}", SMALL, weight="bold")
    if worker is not None:
        colour = SEAT_COLOURS[worker["owner"]]
        body += (f'<rect x="{x + 6:g}" y="{y + 24:g}" width="138" height="18" rx="4" fill="{colour}"/>')
        left = worker["turns_left"]
        turns = f"{left} turn" + ("" if left == 1 else "s")
        body += _text(x + 10, y + 39, f"P{worker['owner'] + 1} · {turns}", SMALL)
        return f'<g>{title(f"{words}: taken by {_worker_words(worker)}")}{body}</g>'
    body += _text(x + 8, y + 40, f"away {spot.amount} turn" + ("" if spot.amount == 1 else "s"), SMALL,
                  fill="#444444")
    if not target:
        return f'<g>{title(f"Gather {words}")}{body}</g>'
    label = f"Gather {words}; click to " + ("send your choice" if selected else "choose this gather spot")
    return f'<g class="fr-pick" {clickable("spot:" + spot_id, label)}>{title(label)}{body}</g>'


def _space(view: dict, targets: Collection[str], space_id: str, x: float, y: float, w: float, h: float,
           selected: bool, shape: str = "rect", extra: str = "") -> str:
    """A cheese space: its type letter and grade (border and number of turns), its fruit or
    jam mark, or the cheese token on it (its seat's colour and number)."""
    space = SPACES[space_id]
    cheese = view["public"]["cheese"].get(space_id)
    on_board = view["public"]["workers_on_board"].get(space_id)
    stroke = "#000000"
    width = GRADE_STROKE[space.grade] + (2 if selected else 0)
    fill = "#FFFFFF" if cheese is None else SEAT_COLOURS[cheese["owner"]]
    dash = ' stroke-dasharray="6 3"' if selected else ""
    if shape == "circle":
        r = min(w, h) / 2
        body = (f'<circle cx="{x + w / 2:g}" cy="{y + h / 2:g}" r="{r:g}" fill="{fill}" stroke="{stroke}" '
                f'stroke-width="{width}"{dash}/>')
    else:
        body = (f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}" rx="6" fill="{fill}" '
                f'stroke="{stroke}" stroke-width="{width}"{dash}/>')
    cx, cy = x + w / 2, y + h / 2
    if cheese is None:
        body += _text(cx, cy + 6, f"{LETTER[space.type]}{GRADE_TURNS[space.grade]}", FONT, "middle", "bold")
    else:
        body += _text(cx, cy + 6, f"P{cheese['owner'] + 1}", FONT, "middle", "bold")
    if space.symbol == "fruit":
        body += f'<circle cx="{x + w - 7:g}" cy="{y + 7:g}" r="5" fill="#000000"/>'
    elif space.symbol == "jam":
        body += f'<rect x="{x + w - 12:g}" y="{y + 2:g}" width="10" height="10" fill="#000000"/>'
    body += extra
    words = space_words(space_id)
    target = f"space:{space_id}" in targets
    if cheese is not None:
        made = f"{_name(cheese['owner'])}'s {space.type} cheese, aged {cheese['age']} turn" + (
            "" if cheese["age"] == 1 else "s")
        if on_board is not None:
            made += f"; {_worker_words(on_board)}"
        return f'<g>{title(f"{words}: {made}")}{body}</g>'
    if not target:
        return f'<g>{title(f"Cheese space: {words}")}{body}</g>'
    label = f"Make cheese at {words}; click to " + ("send your choice" if selected else "choose this space")
    return f'<g class="fr-pick" {clickable("space:" + space_id, label)}>{title(label)}{body}</g>'


def _festival(view: dict, selected: str | None, targets: Collection[str]) -> str:
    out = []
    cell, x0, y0 = 49, 60, CHEESE_Y + 2
    free = {tuple(c) for c in VENUES["festival"]["free_cells"]}
    for r in range(5):
        for c in range(5):
            x, y = x0 + c * cell, y0 + r * cell
            if (r, c) in free:
                out.append(f'<rect x="{x + 2:g}" y="{y + 2:g}" width="{cell - 4}" height="{cell - 4}" rx="6" '
                           'fill="#D9D9D9" stroke="#6B6B6B" stroke-dasharray="4 3"/>')
                out.append(_text(x + cell / 2, y + cell / 2 + 5, "free", SMALL, "middle"))
    for space in SPACES_OF["festival"]:
        assert space.cell is not None  # a Festival space has its cell (board.json)
        r, c = space.cell
        out.append(_space(view, targets, space.id, x0 + c * cell + 2, y0 + r * cell + 2, cell - 4, cell - 4,
                          selected == space.id))
    for i, line in enumerate(("Groups of your", "cheeses score;", "by a free space", "worth more.")):
        out.append(_text(325, y0 + 34 + LINE * i, line, SMALL))
    return "".join(out)


def _villes(view: dict, selected: str | None, targets: Collection[str]) -> str:
    out = []
    ux, uy, x0, y0 = 150, 80, 17, CHEESE_Y + 3
    for name, (a, b, c, d) in sorted(VENUES["villes"]["regions"].items()):
        out.append(f'<rect x="{x0 + a * ux:g}" y="{y0 + b * uy:g}" width="{(c - a) * ux:g}" '
                   f'height="{(d - b) * uy:g}" '
                   'fill="#F3EEDC" stroke="#6B6B6B" stroke-width="2"/>')
        out.append(_text(x0 + (a + c) / 2 * ux - 30, y0 + (b + d) / 2 * uy + 6, name, FONT, "end", "bold",
                         fill="#333333"))
    for space in SPACES_OF["villes"]:
        assert space.at is not None  # a Villes space has its place (board.json)
        ax, ay = space.at
        out.append(_space(view, targets, space.id, x0 + ax * ux - 21, y0 + ay * uy - 21, 42, 42,
                          selected == space.id, shape="circle"))
    return "".join(out)


def _bistro(view: dict, selected: str | None, targets: Collection[str]) -> str:
    out = []
    for t in range(8):
        col, row = t % 4, t // 4
        x, y = 12 + col * 117, CHEESE_Y + row * 124
        out.append(f'<rect x="{x:g}" y="{y:g}" width="110" height="116" rx="10" fill="#F3EEDC" '
                   'stroke="#6B6B6B"/>')
        out.append(_text(x + 55, y + 20, f"table {t + 1}", SMALL, "middle"))
        plates = [s for s in SPACES_OF["bistro"] if s.table == t + 1]
        for j, space in enumerate(plates):
            out.append(_space(view, targets, space.id, x + 6 + j * 51, y + 34, 46, 46, selected == space.id,
                              shape="circle"))
    return "".join(out)


def _fromagerie(view: dict, selected: str | None, targets: Collection[str]) -> str:
    out = []
    for i, space in enumerate(SPACES_OF["fromagerie"]):
        col, row = i % 4, i // 4
        x, y = 12 + col * 117, CHEESE_Y + row * 82
        gift = _text(x + 55, y + 68, f"+1 {space.gift}", SMALL, "middle")
        out.append(_space(view, targets, space.id, x, y, 110, 76, selected == space.id, extra=gift))
    return "".join(out)


def _seat_board(view: dict, p: int, s: dict, x: float, y: float, selected_worker: str | None,
                targets: Collection[str]) -> tuple[str, float]:
    """A player's board, :data:`SEAT_W` wide from (x, y): a band in the seat's colour (who, the
    points), the three workers, the quadrant faced, the resources, the orders and this or last
    turn's choice; the points by kind and the orders in full in its tooltip. Returns the SVG
    and the y below it."""
    colour = SEAT_COLOURS[p]
    pub = view["public"]
    parts = pub["score_parts"][p]
    total = sum(parts.values())
    state = " · choosing" if p in view["to_act"] and not s["chosen"] else ""
    if s["choice"] is not None and s["chosen"]:
        choice = "this turn: " + _choice_words(s["choice"])
    elif s["chosen"]:
        choice = "this turn: chosen in secret"
    elif pub["last_choices"][p] is not None:
        choice = "last turn: " + _choice_words(pub["last_choices"][p])
    else:
        choice = ""
    spare = f" (+{s['spare_structures']} spare)" if s["spare_structures"] else ""
    orders = s["orders"]
    lines = [f"faces the {venue_title(s['venue'])}" if s["venue"] else "faces no quadrant yet",
             f"{s['tokens']} cheese tokens left",
             f"livestock {s['livestock']}, fruit {s['fruit']}",
             f"structures {s['structures']}/4{spare}",
             f"fruited cheese {s['fruited']}, jams {s['jam']}",
             f"orders: {len(orders)} ({s['completed_orders']} complete)" if orders else "orders: none",
             *_wrap(choice, SEAT_CHARS)]
    detail = ", ".join(f"{k} {v}" for k, v in parts.items() if v) or "none yet"
    tip = f"{_name(p)}: points {detail}; " + ("; ".join(order_words(o) for o in orders) or "no orders")
    box_h = 34 + 26 + SEAT_LINE * len(lines) + 8
    out = [f'<g transform="translate({x:g},{y:g})">{title(tip)}',
           (f'<rect x="0" y="0" width="{SEAT_W}" height="{box_h}" rx="10" fill="#FFFFFF" '
            f'stroke="{colour}" stroke-width="4"/>'),
           f'<rect x="0" y="0" width="{SEAT_W}" height="28" rx="10" fill="{colour}"/>',
           _text(10, 21, f"P{p + 1}: {total} point{'' if total == 1 else 's'}{state}", SMALL, weight="bold")]
    for i, kind in enumerate(("soft", "hard", "blue")):
        out.append(_worker(p, kind, s["workers"][kind], 6 + i * 94, 34, colour, selected_worker, targets))
    out += [_text(10, 60 + SEAT_LINE * (k + 1), line, SMALL) for k, line in enumerate(lines)]
    out.append("</g>")
    return "".join(out), y + box_h + 8


def _worker(p: int, kind: str, where: dict | None, x: float, y: float, colour: str,
            selected_worker: str | None, targets: Collection[str]) -> str:
    """One worker of seat ``p``: filled in the seat's colour at home, white with the turns left
    when away; a thick border when chosen to gather."""
    mark = selected_worker == f"{p}:{kind}"
    home = where is None
    left = 0 if where is None else where["turns_left"]
    body = (f'<rect x="{x}" y="{y}" width="88" height="28" rx="6" fill="{colour if home else "#FFFFFF"}" '
            f'stroke="#000000" stroke-width="{4 if mark else 1.5}"/>'
            + _text(x + 44, y + 21, kind if home else f"{kind} {left}", SMALL, "middle", "bold"))
    if home and f"worker:{p}:{kind}" in targets:
        label = f"{_name(p)}'s {kind} worker, at home; click to gather with it"
        return f'<g class="fr-pick" {clickable(f"worker:{p}:{kind}", label)}>{title(label)}{body}</g>'
    if where is None:
        chosen = ", chosen to gather" if mark else ""
        return f"<g>{title(f'{_name(p)} {kind} worker, at home{chosen}')}{body}</g>"
    spot = where["spot"]
    where_words = space_words(spot) if spot in SPACES else spot_words(spot)
    return f"<g>{title(f'{_name(p)} {kind} worker: on {where_words}, {left} turns to go')}{body}</g>"


def _wrap(text: str, chars: int) -> list[str]:
    """``text`` in lines of at most ``chars`` characters, broken between words."""
    return textwrap.wrap(text, chars, break_long_words=False, break_on_hyphens=False)


def _legend(x: float, y: float) -> tuple[str, float]:
    """What a quadrant's two parts are for, the letters and borders of the cheese spaces, the
    fruit and jam marks, the workers, the players' colours, the Villes and the Fromagerie:
    the SVG and its height."""
    grades = list(GRADE_TURNS)
    borders = "; ".join(f"{g} {GRADE_TURNS[g]}" + (", thin border" if i == 0 else
                                                    ", thick border" if i == len(grades) - 1 else "")
                        for i, g in enumerate(grades))
    regions = sorted(VENUES["villes"]["regions"])
    touch = sorted({len(s.regions) for s in SPACES_OF["villes"]})
    text = ("Legend: top of a quadrant: gather spots, for any worker (away as many turns as it gathers); "
            "P1 · 2 turns: player 1's worker, back in 2 turns. Fromagerie: a customer gives +1. "
            "Bottom: cheese spaces, for a worker of the cheese's type (the token stays). "
            f"Villes: regions {regions[0]}–{regions[-1]}, a space touches {touch[0]}–{touch[-1]} of them. "
            "S/H/B soft, hard, blue cheese; the number is the turns its worker stays "
            f"({borders}). A worker filled in its player's colour is at home; soft 2: away, back in "
            "2 turns. The board turns clockwise every turn.")
    lines = _wrap(text, LEGEND_CHARS)
    out = [f'<g transform="translate({x:g},{y:g})">']
    out += [_text(0, 20 + LINE * k, line, SMALL) for k, line in enumerate(lines)]
    y2 = 20 + LINE * len(lines)
    out.append(f'<circle cx="7" cy="{y2 - 6}" r="6" fill="#000000"/>')
    out.append(_text(20, y2, "fruit space", SMALL))
    out.append(f'<rect x="128" y="{y2 - 12}" width="12" height="12" fill="#000000"/>')
    out.append(_text(146, y2, "jam space (both need a fruit)", SMALL))
    y2 += LINE + 4
    xx = 0
    for p, colour in enumerate(SEAT_COLOURS):
        out.append(f'<rect x="{xx}" y="{y2 - 16}" width="22" height="18" fill="{colour}" stroke="#000000"/>')
        out.append(_text(xx + 28, y2, f"P{p + 1} = Player {p + 1}", SMALL))
        xx += 200
    out.append("</g>")
    return "".join(out), y2 + 8
