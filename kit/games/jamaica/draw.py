"""The Jamaica board as SVG, drawn from a view: the route round the island with its ships,
the table of the round in the middle of the island (the dice, the cards played), and on the
right the hand shown, the fight under way and a legend.

Pure: it reads only a view dict (``game.view(player)``) and imports no widget library. The
SVG scales to its container (``kit.svg.svg_open``); every text shows at 12 px or more at
the default width of 800 px. Only what a player can act on now carries a ``data-id`` (with a
role, a place in the Tab order and a label saying what a click does): the dice while the
captain orders them (``die-a`` / ``die-b``), the cards of the hand shown while its owner
picks one (``card-4``), the spaces a fork or a fall-back leads to (``space-13``) and the
ships that can be attacked (``ship-2``). Everything else is labelled by a ``<title>`` and
marked for tests by ``data-space`` / ``data-ship`` / ``data-die`` / ``data-played``.

The cards of a round stay on the table after it, with its dice, until every card of the next
round is down (the view's ``last_round``), so a class can look at what happened.

>>> import kit
>>> from kit.games.jamaica.draw import view_svg
>>> g = kit.new_game("jamaica", players=3, seed=1)
>>> svg = view_svg(g.view(0))
>>> svg.startswith("<svg") and 'data-space="12"' in svg and 'data-id="die-a"' in svg
True
>>> g.play(g.legal_actions()[0]) and None
>>> 'data-id="card-' in view_svg(g.view(0))
True
"""
from __future__ import annotations

import math
from html import escape

from kit.games.jamaica.board import CARDS, NEXT, POWERS, SPACES, SYMBOL_WORD, side_of
from kit.games.jamaica.components import STAR, treasure_title
from kit.games.jamaica.words import LANES, card_words
from kit.svg import OKABE_ITO, PROJECTOR_TEXT_PX, clickable, min_font_size, svg_open, title

#: Colours that carry meaning on every board (each also has a shape, a letter or a place).
PALETTE: dict[str, str] = {
    "sea space (circle)": OKABE_ITO["sky blue"],
    "port (square)": OKABE_ITO["yellow"],
    "pirate lair (diamond)": OKABE_ITO["black"],
    "Port Royal (PR)": OKABE_ITO["bluish green"],
    "morning half of a card (top)": OKABE_ITO["orange"],
    "evening half of a card (bottom)": OKABE_ITO["blue"],
}
#: The ships' colours by seat, then the ghost ship's; each ship also carries its number (G for
#: the ghost). Separate from PALETTE because a two-player game draws only two of them; the
#: colour-vision test of tests/jamaica checks them.
SHIP_COLOURS = (OKABE_ITO["vermillion"], OKABE_ITO["blue"], OKABE_ITO["bluish green"],
                OKABE_ITO["reddish purple"], OKABE_ITO["orange"], OKABE_ITO["sky blue"])
GHOST_COLOUR = OKABE_ITO["black"]
LIGHT = {OKABE_ITO["orange"], OKABE_ITO["sky blue"], OKABE_ITO["yellow"]}  # take dark text
SEA, PORT, LAIR, ROYAL = (PALETTE[k] for k in ("sea space (circle)", "port (square)", "pirate lair (diamond)",
                                                "Port Royal (PR)"))
MORNING, EVENING = PALETTE["morning half of a card (top)"], PALETTE["evening half of a card (bottom)"]
WATER, ISLAND, INK, PAPER = "#cfe8f7", "#dcedc8", "#1a1a1a", "#fffdf5"

# The route keeps the coordinates of spaces.csv, shifted by (OX, OY) to leave room for the
# ships beside the outer spaces; the panel (hand, fight, legend) is on the right.
OX, OY = 110, 130
ROUTE_W = 2230
PANEL_X, PANEL_W = 2250, 1150
WIDTH, HEIGHT = PANEL_X + PANEL_W, 3220
VIEWBOX = (0, 0, WIDTH, HEIGHT)
#: The smallest text: 16 px in projector mode, where the board shows 900 px tall at most
#: (kit.svg.PROJECTOR_TEXT_PX), and at least min_font_size(VIEWBOX) (51) at 800 px wide.
FONT = math.ceil(PROJECTOR_TEXT_PX * HEIGHT / 900)
assert FONT >= min_font_size(VIEWBOX)
R = 64  # a space
SHIP_R = 45  # 25 px across in projector mode (22 before); its seat number is written on it
CX = 1145  # the middle of the island's free area, where the table is drawn
SHIP_STEP = 2 * SHIP_R + 2  # between two ships beside one space


def _xy(space: int) -> tuple[float, float]:
    s = SPACES[space]
    return s.x + OX, s.y + OY


# ------------------------------------------------------------------ where ships stand
# Beside each space, in the direction that keeps the ships off every other space, the end
# points' labels, the table in the middle and the edges: three ships a row, rows outward.
_KEEP_OUT = [(900, 460, 1400, 640), (780, 640, 1510, 2240)]  # the table in the middle of the island


def _slots(space: int, angle: float) -> list[tuple[float, float]]:
    x, y = _xy(space)
    ux, uy = math.cos(angle), math.sin(angle)
    out = []
    for k in range(7):
        row, col = divmod(k, 3)
        along = (0, -1, 1)[col] * SHIP_STEP
        dist = space_radius(space) + SHIP_R + 10 + row * SHIP_STEP
        out.append((x + ux * dist - uy * along, y + uy * dist + ux * along))
    return out


def _score_label_xy(space: int) -> tuple[float, float]:
    """Where a space's end points are written: towards the middle of the island."""
    x, y = _xy(space)
    dx, dy = CX - x, 1590 - y
    d = math.hypot(dx, dy) or 1
    return x + dx / d * (R + 58), y + dy / d * (R + 58)


def space_radius(space: int) -> float:
    """The radius of the circle round a space's shape (a port's square to its corners)."""
    return {"port": R * 1.42, "lair": R + 12, "port_royal": R + 14}.get(SPACES[space].kind, R)


def _clearance(space: int, point: tuple[float, float]) -> float:
    px, py = point
    gaps = [px - SHIP_R, py - SHIP_R, ROUTE_W - px - SHIP_R, HEIGHT - py - SHIP_R]
    for other in SPACES:
        if other.id != space:
            ox, oy = _xy(other.id)
            gaps.append(math.hypot(px - ox, py - oy) - space_radius(other.id) - SHIP_R)
        if other.end_score != -5:
            lx, ly = _score_label_xy(other.id)
            gaps.append(math.hypot(px - lx, py - ly) - 45 - SHIP_R)
    for x0, y0, x1, y1 in _KEEP_OUT:
        dx = max(x0 - px, 0, px - x1)
        dy = max(y0 - py, 0, py - y1)
        inside = min(px - x0, x1 - px, py - y0, y1 - py)
        gaps.append(math.hypot(dx, dy) - SHIP_R if dx or dy else -SHIP_R - inside)
    return min(gaps)


def _best_slots(space: int) -> list[tuple[float, float]]:
    best: list[tuple[float, float]] = []
    best_key: tuple[float, ...] | None = None
    for step in range(64):
        angle = step * math.pi / 32
        slots = _slots(space, angle)
        clear = [_clearance(space, p) for p in slots]
        key = (min(min(clear[:2]), 0), min(min(clear[:4]), 0), min(clear), min(clear[:2]))
        if best_key is None or key > best_key:
            best, best_key = slots, key
    return best


class _SlotsBySpace(dict):
    """Where ships stand around each space, worked out the first time a space needs it
    (all 40 spaces at once would cost importing the kit a second and a half)."""

    def __missing__(self, space: int) -> list[tuple[float, float]]:
        slots = self[space] = _best_slots(space)
        return slots


SHIP_SLOTS: dict[int, list[tuple[float, float]]] = _SlotsBySpace()


# ------------------------------------------------------------------ helpers
def ship_colour(view: dict, ship: int) -> str:
    return GHOST_COLOUR if ship == view["public"]["ghost"] else SHIP_COLOURS[ship % len(SHIP_COLOURS)]


def ship_mark(ship: dict) -> str:
    """The letter or number on a ship: its seat number, G for the ghost."""
    return "G" if ship["label"] == "ghost" else ship["label"]


def shown_hand(view: dict) -> int | None:
    """Whose hand a picture shows by default: the viewer's; in the teacher's view, the first
    player to act (or nobody)."""
    if view["viewer"] is not None:
        return view["viewer"]
    return next((p for p in view["to_act"] if isinstance(p, int)), None)


def _text(x: float, y: float, text: str, size: int = FONT, anchor: str = "middle", fill: str = INK,
          bold: bool = False, extra: str = "") -> str:
    weight = ' font-weight="bold"' if bold else ""
    return (f'<text x="{x:.0f}" y="{y:.0f}" font-size="{size}" text-anchor="{anchor}" fill="{fill}"{weight}'
            f'{extra}>{escape(text)}</text>')


def _may_decide(view: dict, decision: dict | None) -> bool:
    """The view shows a decision its viewer may take (the teacher's view acts for anyone)."""
    return (decision is not None and not decision["chance"]
            and (view["viewer"] is None or view["viewer"] in decision["players"]))


def _points(n: int) -> str:
    return f"{n} point" + ("" if abs(n) == 1 else "s")


def _board_label(view: dict) -> str:
    public = view["public"]
    ships = public["ships"]
    where = "; ".join(f"{s['name']} on space {s['space']}" for s in ships)
    return (f"Jamaica board, round {public['round']}, captain {ships[public['captain']]['name']}. {where}.")


# ------------------------------------------------------------------ the picture
def view_svg(view: dict, hand: int | None = -1) -> str:
    """The board as SVG text from a view. ``hand``: the seat whose hand is drawn (default:
    :func:`shown_hand`; None draws no hand); a hand the view hides is not drawn."""
    if hand == -1:
        hand = shown_hand(view)
    parts = [svg_open(VIEWBOX, _board_label(view)),
             f'<rect width="{WIDTH}" height="{HEIGHT}" fill="{WATER}"/>',
             f'<ellipse cx="{1000 + OX}" cy="{1500 + OY}" rx="660" ry="1140" fill="{ISLAND}" '
             f'stroke="#b89f6a" stroke-width="24"/>',
             f'<rect x="{PANEL_X - 10}" y="0" width="{PANEL_W + 10}" height="{HEIGHT}" fill="{PAPER}"/>']
    parts += _edges()
    parts += _spaces(view)
    parts += _ships(view)
    parts += _table(view)
    parts += _hand(view, hand)
    parts += _combat(view)
    parts += _legend()
    parts.append("</svg>")
    return "".join(parts)


def _edges() -> list[str]:
    out = []
    for s in SPACES:
        for n in NEXT[s.id]:
            (x1, y1), (x2, y2) = _xy(s.id), _xy(n)
            fork = len(NEXT[s.id]) > 1 or side_of(n) != "main" or s.side != "main"
            style = 'stroke="#37474f" stroke-width="14" stroke-dasharray="36 22"' if fork else \
                'stroke="#78909c" stroke-width="20"'
            out.append(f'<line x1="{x1:.0f}" y1="{y1:.0f}" x2="{x2:.0f}" y2="{y2:.0f}" {style}/>')
    return out


def _space_words(s) -> str:
    if s.kind == "port_royal":
        words = f"Space {s.id}, Port Royal: the start and the finish, free"
    elif s.kind == "lair":
        words = f"Space {s.id}, pirate lair: free"
    else:
        good = "food" if s.pays_with == "food" else "doubloons"
        words = f"Space {s.id}, {'sea' if s.kind == 'sea' else 'port'}: pay {s.cost} {good}"
    return words + f"; {_points(s.end_score)} at the end"


def _space_shape(s, x: float, y: float) -> str:
    line = 'stroke="#263238" stroke-width="8"'
    if s.kind == "port":
        return (f'<rect x="{x - R:.0f}" y="{y - R:.0f}" width="{2 * R}" height="{2 * R}" rx="10" '
                f'fill="{PORT}" {line}/>')
    if s.kind == "lair":
        d = R + 12
        points = f"{x:.0f},{y - d:.0f} {x + d:.0f},{y:.0f} {x:.0f},{y + d:.0f} {x - d:.0f},{y:.0f}"
        return f'<polygon points="{points}" fill="{LAIR}" stroke="#fff" stroke-width="6"/>'
    if s.kind == "port_royal":
        return f'<circle cx="{x:.0f}" cy="{y:.0f}" r="{R + 14}" fill="{ROYAL}" {line}/>'
    return f'<circle cx="{x:.0f}" cy="{y:.0f}" r="{R}" fill="{SEA}" {line}/>'


def _spaces(view: dict) -> list[str]:
    public = view["public"]
    tokens = set(public["tokens"])
    decision = public["decision"]
    targets = decision.get("spaces", {}) if _may_decide(view, decision) else {}
    out = []
    for s in SPACES:
        x, y = _xy(s.id)
        words = _space_words(s) + ("; a treasure token lies here" if s.id in tokens else "")
        action = targets.get(str(s.id))
        if action is not None:
            lane = LANES.get(action.split()[-1], "this way")  # the action's lane, in words.py's words
            label = f"{words}. Click to take {lane}"
            out.append(f'<g class="space" data-space="{s.id}" {clickable(f"space-{s.id}", label)}>'
                       + title(label))
            out.append(f'<circle cx="{x:.0f}" cy="{y:.0f}" r="{R + 34}" fill="none" stroke="{INK}" '
                       f'stroke-width="14" stroke-dasharray="24 12"/>')
        else:
            out.append(f'<g class="space" data-space="{s.id}">{title(words)}')
        out.append(_space_shape(s, x, y))
        if s.kind == "port_royal":
            out.append(_text(x, y + 25, "PR", 70, fill="#fff", bold=True))
        elif s.kind == "lair":
            if s.id in tokens:
                out.append(_text(x, y + 28, "★", 84, fill=OKABE_ITO["yellow"]))
        else:
            out.append(_text(x, y + 25, str(s.cost), 72, bold=True))
        if s.end_score != -5:
            lx, ly = _score_label_xy(s.id)
            out.append(_text(lx, ly + 19, f"+{s.end_score}" if s.end_score > 0 else str(s.end_score), FONT,
                             fill=INK, bold=True))
        out.append("</g>")
    return out


def _ships(view: dict) -> list[str]:
    public = view["public"]
    decision = public["decision"]
    attackable = decision.get("ships", {}) if _may_decide(view, decision) else {}
    out: list[str] = []
    stacked: dict[int, int] = {}
    for i, ship in enumerate(public["ships"]):
        k = stacked.get(ship["space"], 0)
        stacked[ship["space"]] = k + 1
        x, y = SHIP_SLOTS[ship["space"]][k % 7]
        colour = ship_colour(view, i)
        mark = ship_mark(ship)
        words = f"{ship['name']}'s ship (marked {mark}) on space {ship['space']}"
        if ship["lap"] == 1:
            words += ", home again"
        elif ship["lap"] == -1:
            words += ", behind the start"
        action = attackable.get(str(i))
        if action is not None:
            label = f"{words}. Click to attack it"
            out.append(f'<g class="ship" data-ship="{mark}" {clickable(f"ship-{mark}", label)}>{title(label)}'
                       f'<circle cx="{x:.0f}" cy="{y:.0f}" r="{SHIP_R + 22}" fill="none" stroke="{INK}" '
                       f'stroke-width="10" stroke-dasharray="18 10"/>')
        else:
            out.append(f'<g class="ship" data-ship="{mark}">{title(words)}')
        ink = INK if colour in LIGHT else "#fff"
        out.append(f'<circle cx="{x:.0f}" cy="{y:.0f}" r="{SHIP_R}" fill="{colour}" stroke="#fff" '
                   f'stroke-width="7"/>' + _text(x, y + 21, mark, FONT, fill=ink, bold=True) + "</g>")
    return out


def _die(x: float, y: float, value, caption: str, marker: str, fill: str, clickable_as: tuple | None = None,
         size: int = 170) -> str:
    inner = (f'<rect x="{x:.0f}" y="{y:.0f}" width="{size}" height="{size}" rx="26" fill="#fff" '
             f'stroke="{fill}" stroke-width="12"/>'
             + _text(x + size / 2, y + size * 0.7, str(value), int(size * 0.6), bold=True)
             + _text(x + size / 2, y + size + 66, caption, FONT, fill=INK))
    if clickable_as is not None:
        data_id, label = clickable_as
        return f'<g data-die="{marker}" {clickable(data_id, label)}>{title(label)}{inner}</g>'
    return f'<g data-die="{marker}">{title(f"{caption}: {value}")}{inner}</g>'


def _table(view: dict) -> list[str]:
    """The middle of the island: the round, the captain, the dice, the cards on the table."""
    public = view["public"]
    ships = public["ships"]
    decision = public["decision"]
    out = [_text(CX, 540, f"Round {public['round']}", 84, bold=True),
           _text(CX, 620, f"captain: {ships[public['captain']]['name']}", 58)]
    if view["over"]:
        out.append(_text(CX, 720, "Game over", 84, fill=OKABE_ITO["vermillion"], bold=True))
        winners = [ships[p]["name"] for p in public["winners"]]
        if winners:
            best = view["scores"][public["winners"][0]]
            out.append(_text(CX, 800, f"{' and '.join(winners)} win{'s' if len(winners) == 1 else ''}", 62,
                             bold=True))
            out.append(_text(CX, 870, f"with {_points(int(best))}", 58))
    elif public["dice"] is None:
        out.append(_text(CX, 800, "the captain rolls the dice", FONT))
    elif public["morning"] is None:
        a, b = public["dice"]
        order = decision is not None and decision["kind"] == "order" and _may_decide(view, decision)
        for (x, face, other, key) in ((895, a, b, "a"), (1225, b, a, "b")):
            label = (f"Die showing {face}. Click to make it the morning die (the other die, {other}, "
                     f"is then the evening die)")
            out.append(_die(x, 670, face, "rolled", key, INK, (f"die-{key}", label) if order else None))
    else:
        out.append(_die(895, 670, public["morning"], "morning", "morning", MORNING))
        out.append(_die(1225, 670, public["evening"], "evening", "evening", EVENING))
    out += _played(view)
    return out


def _played(view: dict) -> list[str]:
    """The cards of the round on the table: this round's once all are down (face down until
    their owner's turn), else the last round's, with its dice, while the new cards are picked."""
    public, seats = view["public"], view["seats"]
    n = len(seats)
    current = [seat["card"] for seat in seats]  # None: not picked yet, or face down
    picked = [seat["picked"] for seat in seats]
    last = public["last_round"]
    out: list[str] = []
    shows_last = last is not None and (view["over"] or not all(picked))
    if not shows_last:
        if public["morning"] is None:  # round 1, nothing on the table yet
            return out
        heading = f"Cards of round {public['round']}"
        cards, dice = current, None
    else:
        heading = f"Cards of round {last['round']}"
        cards, dice = last["cards"], (last["morning"], last["evening"])
    y = 1000 if not view["over"] else 980
    out.append(_text(CX, y, heading, 62, bold=True))
    if dice is not None:
        out.append(_text(CX, y + 74, f"dice: morning {dice[0]}, evening {dice[1]}", FONT))
        y += 74
    top = y + 40
    for p in range(n):
        col, row = p % 2, p // 2
        x = CX - 360 + col * 380
        out.append(_table_card(view, p, cards[p], x, top + row * 340, picked=shows_last and picked[p],
                               face_down=not shows_last and picked[p] and cards[p] is None))
    if shows_last and not view["over"] and public["morning"] is not None:
        down = sum(picked)
        out.append(_text(CX, top + ((n + 1) // 2) * 340 + 50,
                         f"round {public['round']}: {down} of {n} new cards down", FONT))
    return out


def _table_card(view: dict, p: int, card: int | None, x: float, y: float, picked: bool,
                face_down: bool) -> str:
    ship = view["public"]["ships"][p]
    colour = ship_colour(view, p)
    mark = ship_mark(ship)
    w, h = 340, 310
    head = (f'<circle cx="{x + 44:.0f}" cy="{y + 48:.0f}" r="32" fill="{colour}" stroke="#fff" '
            f'stroke-width="5"/>'
            + _text(x + 44, y + 66, mark, FONT, fill=INK if colour in LIGHT else "#fff", bold=True)
            + _text(x + 90, y + 68, ship["name"], FONT, anchor="start"))
    frame = (f'<rect x="{x:.0f}" y="{y:.0f}" width="{w}" height="{h}" rx="18" fill="{PAPER}" '
             f'stroke="{colour}" stroke-width="10"/>')
    if face_down:
        words = f"{ship['name']}: a card face down, shown at their turn"
        body = (f'<rect x="{x + 20:.0f}" y="{y + 100:.0f}" width="{w - 40}" height="{h - 120}" rx="12" '
                f'fill="#6d4c41"/>' + _text(x + w / 2, y + 230, "face down", FONT, fill="#fff"))
    elif card is None:
        words = f"{ship['name']} has not picked a card yet"
        body = _text(x + w / 2, y + 210, "picking…", FONT, fill="#555")
    else:
        morning, evening = CARDS[card]
        words = f"{ship['name']} played card {card}: {card_words(card)}"
        body = (f'<rect x="{x + 14:.0f}" y="{y + 96:.0f}" width="{w - 28}" height="96" fill="{MORNING}"/>'
                + _text(x + w / 2, y + 163, SYMBOL_WORD[morning], FONT, bold=True)
                + f'<rect x="{x + 14:.0f}" y="{y + 198:.0f}" width="{w - 28}" height="96" fill="{EVENING}"/>'
                + _text(x + w / 2, y + 265, SYMBOL_WORD[evening], FONT, fill="#fff", bold=True))
    if picked:
        words += " (a new card is already down for this round)"
    return (f'<g data-played="{p + 1}">{title(words)}{frame}{head}{body}</g>')


def _hand(view: dict, hand: int | None) -> list[str]:
    public, seats = view["public"], view["seats"]
    x0 = PANEL_X + 10
    if hand is None or not 0 <= hand < len(seats) or not isinstance(seats[hand]["hand"], list):
        return [_text(x0, 110, "No hand shown", 62, anchor="start", bold=True),
                _text(x0, 190, "(show the board as a player to see one)", FONT, anchor="start")]
    decision = public["decision"]
    picking = (decision is not None and decision["kind"] == "cards" and hand in decision["players"]
               and _may_decide(view, decision))
    name = public["ships"][hand]["name"]
    out = [_text(x0, 110, f"{name}'s hand", 66, anchor="start", bold=True),
           _text(x0, 190, _hand_hint(view, picking), FONT, anchor="start")]
    for i, card in enumerate(seats[hand]["hand"]):
        col, row = i % 3, i // 3
        out.append(_card(x0 + 378 * col, 240 + 500 * row, card, picking, name))
    return out


def _hand_hint(view: dict, picking: bool) -> str:
    decision = view["public"]["decision"]
    if picking:
        return "click a card to play it face down"
    if decision is not None and decision["kind"] == "order" and _may_decide(view, decision):
        return "first click the die you want as the morning die"
    if view["over"]:
        return "the game is over"
    return "one of them is played each round"


def _card(x: float, y: float, card: int, picking: bool, owner: str) -> str:
    morning, evening = CARDS[card]
    w, h = 350, 470
    stroke = INK if picking else "#9e9e9e"
    body = (f'<rect x="{x:.0f}" y="{y:.0f}" width="{w}" height="{h}" rx="22" fill="{PAPER}" '
            f'stroke="{stroke}" stroke-width="{14 if picking else 6}"/>'
            f'<rect x="{x + 16:.0f}" y="{y + 16:.0f}" width="{w - 32}" height="180" rx="10" '
            f'fill="{MORNING}"/>'
            + _text(x + w / 2, y + 80, "☀ morning", FONT)
            + _text(x + w / 2, y + 158, SYMBOL_WORD[morning], FONT, bold=True)
            + f'<rect x="{x + 16:.0f}" y="{y + 206:.0f}" width="{w - 32}" height="180" rx="10" '
              f'fill="{EVENING}"/>'
            + _text(x + w / 2, y + 270, "☾ evening", FONT, fill="#fff")
            + _text(x + w / 2, y + 348, SYMBOL_WORD[evening], FONT, fill="#fff", bold=True)
            + _text(x + w / 2, y + h - 22, f"card {card}", FONT, fill="#444"))
    words = f"Card {card}: morning {SYMBOL_WORD[morning]}, evening {SYMBOL_WORD[evening]}"
    if picking:
        label = f"{words}. Click to play it face down for {owner}"
        return f'<g class="card" {clickable(f"card-{card}", label)}>{title(label)}{body}</g>'
    return f'<g class="card" data-card="{card}">{title(words)}{body}</g>'


def _combat(view: dict) -> list[str]:
    public = view["public"]
    c = public["combat"]
    if c is None:
        return []
    ships = public["ships"]
    x0, y = PANEL_X + 10, 1300
    out = [f'<rect x="{x0 - 10}" y="{y - 70}" width="{PANEL_W - 20}" height="330" rx="18" fill="#fde0d6" '
           f'stroke="{OKABE_ITO["vermillion"]}" stroke-width="8"/>',
           _text(x0 + 10, y, f"Fight on space {ships[c['attacker']]['space']}", 62, anchor="start",
                 bold=True),
           _text(x0 + 10, y + 75, f"{ships[c['attacker']]['name']} attacks {ships[c['defender']]['name']}",
                 FONT, anchor="start")]
    for i, role in enumerate(("attacker", "defender")):
        ship = c[role]
        face = c["dice"].get(str(ship))
        powder = c["powder"].get(str(ship))
        bits = []
        if powder is not None:
            bits.append(f"{powder} gunpowder")
        if face is not None:
            bits.append(f"die {'star' if face == STAR else face}")
        text = ", ".join(bits) if bits else "to commit gunpowder"
        out.append(_text(x0 + 10, y + 150 + 70 * i, f"{ships[ship]['name']}: {text}", FONT, anchor="start"))
    return out


LEGEND_Y = 1620


def _legend() -> list[str]:
    x0, y = PANEL_X + 10, LEGEND_Y
    sx = x0 + 60  # the symbol's centre
    tx = x0 + 140  # the text
    out = [_text(x0, y, "Legend", 62, anchor="start", bold=True)]

    at = [y + 20]

    def row(k: int, symbol: str, *lines: str) -> None:
        cy = at[0] + 30 * len(lines) + 20
        out.append(symbol.format(x=sx, y=cy))
        for j, line in enumerate(lines):
            out.append(_text(tx, cy + 18 - 30 * (len(lines) - 1) + 60 * j, line, FONT, anchor="start"))
        at[0] += 60 * len(lines) + 44

    row(0, f'<circle cx="{{x}}" cy="{{y}}" r="44" fill="{SEA}" stroke="#263238" stroke-width="6"/>',
        "sea (circle): pay that much food")
    row(1, f'<rect x="{sx - 44}" y="{{y}}" width="88" height="88" rx="8" fill="{PORT}" stroke="#263238" '
           f'stroke-width="6" transform="translate(0,-44)"/>',
        "port (square): pay doubloons")
    row(2, f'<g transform="translate({sx},{{y}})"><polygon points="0,-52 52,0 0,52 -52,0" fill="{LAIR}"/>'
           f'<text y="26" font-size="70" text-anchor="middle" fill="{OKABE_ITO["yellow"]}">★</text></g>',
        "pirate lair (diamond): free;", "★ gives the first ship a treasure")
    row(3, f'<circle cx="{{x}}" cy="{{y}}" r="48" fill="{ROYAL}"/><text x="{sx}" y="{{y}}" dy="20" '
           f'font-size="{FONT}" text-anchor="middle" fill="#fff" font-weight="bold">PR</text>',
        "Port Royal: start and finish")
    row(4, f'<text x="{sx}" y="{{y}}" dy="20" font-size="{FONT}" text-anchor="middle" '
           f'font-weight="bold">+5</text>',
        "points at the end on that space;", "spaces with no such number: −5")
    row(5, f'<line x1="{sx - 50}" y1="{{y}}" x2="{sx + 50}" y2="{{y}}" stroke="#37474f" stroke-width="14" '
           f'stroke-dasharray="30 14"/>', "fork: outer lane or inner channel")
    row(6, f'<circle cx="{{x}}" cy="{{y}}" r="{SHIP_R}" fill="{SHIP_COLOURS[0]}" stroke="#fff" '
           f'stroke-width="6"/>'
           f'<text x="{sx}" y="{{y}}" dy="20" font-size="{FONT}" text-anchor="middle" fill="#fff" '
           f'font-weight="bold">1</text>', "ship of player 1 (G: ghost ship)")
    row(7, f'<rect x="{sx - 50}" y="{{y}}" width="100" height="50" fill="{MORNING}" '
           f'transform="translate(0,-50)"/>'
           f'<rect x="{sx - 50}" y="{{y}}" width="100" height="50" fill="{EVENING}"/>',
        "card: ☀ morning half on top uses", "the morning die, ☾ evening the other")
    row(8, f'<text x="{sx}" y="{{y}}" dy="20" font-size="{FONT}" text-anchor="middle">⇄</text>',
        "forward, backward: sail the die's", "number of spaces")
    row(9, f'<rect x="{sx - 44}" y="{{y}}" width="88" height="88" rx="8" fill="#fff" stroke="#263238" '
           f'stroke-width="6" transform="translate(0,-44)"/>'
           f'<text x="{sx}" y="{{y}}" dy="20" font-size="{FONT}" '
           f'text-anchor="middle" font-weight="bold">3</text>',
        "doubloons, food, gunpowder: load", "the die's number into an empty hold")
    row(10, f'<circle cx="{{x}}" cy="{{y}}" r="26" fill="{INK}"/><circle cx="{sx - 36}" cy="{{y}}" r="14" '
            f'fill="{INK}"/><circle cx="{sx + 36}" cy="{{y}}" r="14" fill="{INK}"/>',
        "gunpowder: cannon shots in a fight,", "added to the combat die; a star wins")
    return out


def holds_html(view: dict) -> str:
    """Every ship's holds and treasures as an HTML list that wraps in the side panel
    (face-down treasures as the view shows them: the cards to their owner and the teacher,
    a count to the others)."""
    public, seats = view["public"], view["seats"]
    rows = []
    for i, ship in enumerate(public["ships"]):
        powers = ", ".join(POWERS[t] for t in ship["powers"])
        if i < len(seats) and isinstance(seats[i]["face_down"], list):
            secret = ", ".join(treasure_title(t) for t in seats[i]["face_down"])
        elif ship["revealed"] is not None:
            secret = ", ".join(treasure_title(t) for t in ship["revealed"])
        elif i == public["ghost"] and view["viewer"] is None and view["private"].get("ghost_face_down"):
            secret = ", ".join(treasure_title(t) for t in view["private"]["ghost_face_down"])
        else:
            secret = f"{ship['face_down']} treasure{'s' if ship['face_down'] > 1 else ''} face down" \
                if ship["face_down"] else ""
        treasures = "; ".join(t for t in (powers, secret) if t)
        colour = ship_colour(view, i)
        mark = ship_mark(ship)
        holds = " · ".join(f"<span title='hold {n}' style='white-space:nowrap'>{escape(hold_text(h))}</span>"
                           for n, h in enumerate(ship["holds"], start=1))
        rows.append(f"<li style='margin:2px 0'><span style='display:inline-block;min-width:1.6em;"
                    f"text-align:center;border-radius:1em;background:{colour};"
                    f"color:{'#000' if colour in LIGHT else '#fff'};font-weight:bold'>{mark}</span> "
                    f"<b>{escape(ship['name'])}</b>, space {ship['space']}: {holds}"
                    + (f"<br><i>treasures:</i> {escape(treasures)}" if treasures else "") + "</li>")
    bank = ", ".join(f"{v} {k}" for k, v in public["bank"].items())
    # a list that wraps in the side panel (a wide table would be cut off at its edge)
    return (f"<div style='font-size:14px;overflow-wrap:anywhere'><b>Holds</b> (5 each; the 6th "
            f"Hold treasure adds one)<ul style='list-style:none;margin:2px 0;padding:0'>"
            f"{''.join(rows)}</ul>bank: {escape(bank)}</div>")


def hold_text(hold: list) -> str:
    """A hold in words: "3 food", "empty"."""
    kind, amount = hold
    return f"{amount} {kind}" if amount else "empty"


__all__ = ["PALETTE", "SHIP_COLOURS", "GHOST_COLOUR", "VIEWBOX", "hold_text", "holds_html", "shown_hand",
           "view_svg"]
