"""SVG pictures of a Bahamas table, drawn from a view: the dice in the centre, the decks,
the discard pile, the cards waiting on the stack, and one panel a seat (character, die,
action cards and cash, face up only where the view shows them).

Clickable elements carry ``data-id``: ``die:FACE`` (a die in the centre), ``card:CARD`` (a
card of the viewing seat's hand), ``seat:N`` (a player, 1-based, for naming or choosing),
``pass`` (let a reaction window go by).
"""
from __future__ import annotations

import textwrap
from dataclasses import dataclass
from html import escape

from kit.games.bahamas.moves import Move, Pass, TakeDie, write
from kit.games.bahamas.words import words
from kit.svg import OKABE_ITO, clickable, svg_open, title

#: Meaning -> colour. A card also shows its name and a one-letter mark, so colour is never alone.
PALETTE: dict[str, str] = {
    "FBI card": OKABE_ITO["blue"],
    "survival (parachute, lifeboat)": OKABE_ITO["bluish green"],
    "useless or fatal (fake parachute, crash)": OKABE_ITO["vermillion"],
    "attack (thief, robbery, storm, search, high kick)": OKABE_ITO["orange"],
    "defence (extinguisher)": OKABE_ITO["sky blue"],
    "treasure (diamonds, cash)": OKABE_ITO["yellow"],
    "hidden card": OKABE_ITO["black"],
}
_KIND = {"badge": "FBI card", "handcuffs": "FBI card", "phone": "FBI card",
         "parachute": "survival (parachute, lifeboat)", "lifeboat": "survival (parachute, lifeboat)",
         "fake": "useless or fatal (fake parachute, crash)",
         "crash": "useless or fatal (fake parachute, crash)",
         "thief": "attack (thief, robbery, storm, search, high kick)",
         "robbery": "attack (thief, robbery, storm, search, high kick)",
         "storm": "attack (thief, robbery, storm, search, high kick)",
         "search": "attack (thief, robbery, storm, search, high kick)",
         "highkick": "attack (thief, robbery, storm, search, high kick)",
         "extinguisher": "defence (extinguisher)", "diamonds": "treasure (diamonds, cash)"}
_MARK = {"FBI card": "F", "survival (parachute, lifeboat)": "S",
         "useless or fatal (fake parachute, crash)": "X",
         "attack (thief, robbery, storm, search, high kick)": "A", "defence (extinguisher)": "D",
         "treasure (diamonds, cash)": "$", "hidden card": "?"}
NAMES = {"badge": "FBI badge", "handcuffs": "FBI cuffs", "phone": "FBI phone", "thief": "Thief",
         "robbery": "Robbery", "storm": "Storm", "lifeboat": "Lifeboat", "diamonds": "Diamonds",
         "extinguisher": "Extinguisher", "search": "Search", "highkick": "High kick",
         "parachute": "Parachute", "fake": "Fake chute", "crash": "Crash"}
FACE_SHORT = {"action": "draw card", "cash": "draw cash", "steal-action": "steal card",
              "steal-cash": "steal cash", "power": "power"}
WIDTH = 1000
FONT = 17  # >= 15 = 12 px at 800 px for a 1000 wide board
SMALL = 15


def _said(move: Move) -> str:
    """A click target's label: the step it plays, in the words of the log and the buttons."""
    said = words(0, write(move), None)
    return f"Click to {said}"


def _money(v: int) -> str:
    return f"${v // 1000}k"


def _text(x: float, y: float, text: str, size: int = FONT, anchor: str = "start", weight: str = "normal",
          fill: str = "#222") -> str:
    return (f'<text x="{x:g}" y="{y:g}" font-size="{size}" text-anchor="{anchor}" font-weight="{weight}" '
            f'fill="{fill}">{escape(text)}</text>')


def _card(x: float, y: float, card: str | None, data_id: str = "", label: str = "", ring: bool = False,
          h: int = 54) -> str:
    """One card 112 wide, ``h`` high: face up (colour, mark letter and name) or face down."""
    kind = _KIND.get(card, "hidden card") if card else "hidden card"
    colour = PALETTE[kind]
    face_up = card is not None
    attrs = f' {clickable(data_id, label)}' if data_id else ""
    stroke = ' stroke="#000" stroke-width="4"' if ring else ' stroke="#333" stroke-width="1.5"'
    body = [f'<g class="card"{attrs}>']
    if data_id:
        body.append(title(label))
    fill = "#fff" if face_up else "#3a3a3a"
    body.append(f'<rect x="{x}" y="{y}" width="112" height="{h}" rx="6" fill="{fill}"{stroke}/>')
    body.append(f'<rect x="{x}" y="{y}" width="20" height="{h}" rx="6" fill="{colour}"/>')
    base = y + h / 2 + 6
    if card is not None:
        body.append(_text(x + 10, base, _MARK[kind], SMALL, "middle", "bold", "#000" if kind not in (
            "FBI card",) else "#fff"))
        body.append(_text(x + 67, base, NAMES.get(card, card), SMALL, "middle"))
    else:
        body.append(_text(x + 66, base, "?", SMALL, "middle", "bold", "#fff"))
    body.append("</g>")
    return "".join(body)


def _die(x: float, y: float, face: str, data_id: str = "", label: str = "", height: int = 50) -> str:
    attrs = f' {clickable(data_id, label)}' if data_id else ""
    parts = [f'<g class="die"{attrs}>']
    if data_id:
        parts.append(title(label))
    parts.append(f'<rect x="{x}" y="{y}" width="96" height="{height}" rx="9" fill="#fffbe6" stroke="#7a5c00" '
                 f'stroke-width="2"/>')
    parts.append(_text(x + 48, y + height / 2 + 6, FACE_SHORT.get(face, face), SMALL, "middle", "bold"))
    parts.append("</g>")
    return "".join(parts)


@dataclass(frozen=True)
class Targets:
    """What a click plays or picks now (the widget makes it from the legal actions): dice
    faces in the centre, seats (1-based words), cards of the viewer's hand, and "pass"."""

    dice: frozenset[str] = frozenset()
    seats: frozenset[str] = frozenset()
    cards: frozenset[str] = frozenset()
    can_pass: bool = False


PANEL_W = 485
LINE = 20  # the line height of SMALL text
PANEL_BASE = 100  # a player's panel without its text lines: the heading and the cards
_SHORT = {"FBI card": "FBI card", "survival (parachute, lifeboat)": "survival",
          "useless or fatal (fake parachute, crash)": "useless or fatal",
          "attack (thief, robbery, storm, search, high kick)": "attack",
          "defence (extinguisher)": "defence", "treasure (diamonds, cash)": "treasure",
          "hidden card": "hidden card"}


def _wrap(text: str, width: float, size: int = SMALL) -> list[str]:
    """``text`` in lines that fit ``width`` units at font ``size`` (a generous 0.53 em a
    character), never cut."""
    return textwrap.wrap(text, max(8, int(width / (size * 0.53))), break_long_words=False)


def view_svg(view: dict, selected: str = "", targets: Targets = Targets(), **_: object) -> str:
    """The table as SVG from a view (the teacher's, or one seat's); only ``targets`` are
    clickable. Up to 4 players the centre stands above the players' panels (1000 wide); from
    5 players it stands in a column beside them, so the table stays landscape and its text
    large on a projector (whose height is short)."""
    seats = view["seats"]
    n = len(seats)
    lines = [_seat_lines(q, seat, view) for q, seat in enumerate(seats)]
    rows = (n + 1) // 2
    # a row of panels is as tall as the longer text of its two panels
    row_h = [PANEL_BASE + LINE * max(len(x) for x in lines[2 * r:2 * r + 2]) for r in range(rows)]
    row_y = [sum(row_h[:r]) for r in range(rows + 1)]
    if n <= 4:
        width, left, centre_w, panels_x = WIDTH, 20, WIDTH - 40, 10
    else:
        centre_w = 250
        width, left, panels_x = centre_w + 30 + 2 * (PANEL_W + 10), 20, centre_w + 30
    centre, bottom = _centre(view, targets, left, 48, centre_w)
    panels_y: float = bottom + 10 if n <= 4 else 48
    legend, legend_bottom = _legend(left, (panels_y + row_y[-1] + 10) if n <= 4 else bottom + 10, centre_w)
    height = max(legend_bottom, panels_y + row_y[-1]) + 10
    out = [svg_open((0, 0, width, height), "Bahamas table: dice, decks and each player's cards"),
           f'<rect x="0" y="0" width="{width}" height="{height}" fill="#eef6fb"/>',
           _text(20, 32, _status(view), 20, weight="bold")]
    if targets.can_pass:
        said = _said(Pass())
        out.append(f'<g class="pass" {clickable("pass", said)}>{title(said)}'
                   f'<rect x="{width - 120}" y="4" width="100" height="38" rx="9" fill="#fff" stroke="#000" '
                   f'stroke-width="2"/>{_text(width - 70, 30, "Pass", FONT, "middle", "bold")}</g>')
    out += centre
    for q, seat in enumerate(seats):
        x = panels_x + (q % 2) * (PANEL_W + 10)
        y = panels_y + row_y[q // 2]
        out.append(_seat(q, seat, x, y, view, selected, targets, row_h[q // 2] - 10, lines[q]))
    out += legend
    out.append("</svg>")
    return "".join(out)


def _centre(view: dict, targets: Targets, x: float, y: float, width: float) -> tuple[list[str], float]:
    """The dice, the decks, the discard pile and the cards waiting on the stack, laid out in
    ``width``; returns the elements and the bottom y."""
    public = view["public"]
    out = [_text(x, y + 18, "Dice in the centre:")]
    y += 26
    per_row = max(1, int((width + 8) // 104))
    center = public["center"]
    for i, face in enumerate(center):
        label = _said(TakeDie(face))
        out.append(_die(x + (i % per_row) * 104, y + (i // per_row) * 56, face,
                        f"die:{face}" if face in targets.dice else "", label))
    if not center:
        out.append(_text(x, y + 20, "none (every die is on a sheet)", SMALL))
    y += max(1, -(-len(center) // per_row)) * 56 + 6
    deck = (f"Action deck: {public['deck']} cards"
            + (" (the crash card is in reach)" if public["crash_reached"] and not public["end"] else "")
            + (f", {public['deck_top_known']} known on top" if public["deck_top_known"] else ""))
    piles = (f"Cash deck: {public['cash_deck']} cards · discarded cash: {len(public['cash_discard'])} · "
             f"played and discarded action cards: {len(public['discard'])}")
    for text in _wrap(deck, width) + _wrap(piles, width):
        y += LINE
        out.append(_text(x, y, text, SMALL))
    y += 8
    wide = width >= 600  # the discard pile and the stack side by side
    fit = max(1, int(((width / 2 if wide else width) + 6) // 118))
    top = y
    if public["discard"]:
        for i, card in enumerate(public["discard"][-fit:]):
            out.append(_card(x + i * 118, y + (16 if wide else 0), card))
        y += 76 if wide else 60
    if public["stack"]:
        sx, sy = (x + width / 2, top) if wide else (x, y)
        out.append(_text(sx, sy + 12, "Played, waiting to resolve (newest last):", SMALL))
        for i, entry in enumerate(public["stack"][-fit:]):
            out.append(_card(sx + i * 118, sy + 20, entry["card"]))
            if entry["cancelled"]:
                out.append(_text(sx + 56 + i * 118, sy + 70, "cancelled", SMALL, "middle", "bold", "#a00"))
        y = max(y, sy + 80)
    return out, y


def _legend(x: float, y: float, width: float) -> tuple[list[str], float]:
    """What a card's colour and letter say; returns the elements and the bottom y."""
    out = [_text(x, y + 18, "Legend: colour and letter of a card", SMALL, weight="bold")]
    per_row = max(1, int(width // 230))
    for i, (meaning, colour) in enumerate(PALETTE.items()):
        lx = x + (i % per_row) * 230
        ly = y + 28 + (i // per_row) * 26
        out.append(f'<rect x="{lx}" y="{ly}" width="20" height="20" fill="{colour}" stroke="#333"/>')
        out.append(_text(lx + 28, ly + 16, f"{_MARK[meaning]} = {_SHORT[meaning]}", SMALL))
    return out, y + 28 + -(-len(PALETTE) // per_row) * 26


def _status(view: dict) -> str:
    public = view["public"]
    waiting = public["waiting"]
    if view["over"]:
        if public["end"] == "fbi":
            return f"Game over: player {public['winners'][0] + 1} wins with the three FBI cards"
        winners = public["winners"]
        if not winners:
            return "Game over: the plane crashed and nobody survived"
        names = " and ".join(f"player {p + 1}" for p in winners)
        return f"Game over: the plane crashed; {names} {'wins' if len(winners) == 1 else 'share the win'}"
    mode = waiting.get("mode")
    if mode == "chance":
        return f"Round {public['round']}: waiting for chance (a roll, a draw or a random card)"
    if mode == "window":
        seats = waiting["seats"]
        who = ("Player " if len(seats) == 1 else "Players ") + ", ".join(str(p + 1) for p in seats)
        if waiting["kind"] == "answer":
            return f"Extinguisher? {who} may answer the card just played, or pass"
        return f"Cards? {who} may play a card before player {waiting['owner'] + 1}'s die acts, or pass"
    player = waiting.get("player")
    what = {"choose": "takes a die", "name": "names the next player", "target": "chooses a player",
            "limit": "must play or discard down to 4 action cards", "jo": "keeps a card (Jo)",
            "dex": "keeps a cash card (Dex)", "give": "gives a card and a cash card (Doug)",
            "gwen": "keeps a cash card (Gwen)", "kika": "keeps a card (Kika)",
            "pat": "discards a card (Pat)", "nick": "may buy a card (Nick)",
            "piero": "discards a cash card (Piero)", "boss": "turns the die (Boss)",
            }.get(waiting.get("kind"), "acts")
    return f"Round {public['round']}: player {player + 1} {what}"


def _seat_lines(q: int, seat: dict, view: dict) -> list[str]:
    """The text lines under a player's cards: their action cards and cash, what the viewer
    knows they hold, and their character's power (whole, wrapped)."""
    viewer = view["viewer"]
    mine = viewer is None or viewer == q
    count = _count(seat["hand"])
    cards = (f"{count} action card{'s' if count != 1 else ''}"
             + (" (over the limit of 4)" if count > 4 else "")
             + ("" if mine else " (face down)")
             + (f", {_count(seat['transit'])} in a storm" if seat["transit"] else ""))
    if isinstance(seat["cash"], list):
        cash = f"cash {', '.join(_money(v) for v in seat['cash']) or 'none'} = ${seat['money']:,}"
    else:
        cash = f"{seat['cash']} cash card{'s' if seat['cash'] != 1 else ''} (face down)"
    width = PANEL_W - 24
    lines = _wrap(f"{cards} · {cash}", width)
    known = view["private"].get("known", {}).get(str(q + 1)) if viewer is not None else None
    if known:
        bits = [NAMES.get(c, c) for c in known["action"]] + [_money(v) for v in known["cash"]]
        lines += _wrap("You know they hold: " + ", ".join(bits), width)
    if seat["power"]:
        lines += _wrap(f"Power: {seat['power']}", width)
    return lines


def _count(cards: list[str] | int) -> int:
    """How many cards: the view shows a seat's hidden cards as their count."""
    return cards if isinstance(cards, int) else len(cards)


def _seat(q: int, seat: dict, x: float, y: float, view: dict, selected: str, targets: Targets,
          height: float, lines: list[str]) -> str:
    public = view["public"]
    viewer = view["viewer"]
    waiting = public["waiting"]
    out = []
    turn = public["current"] == q and not view["over"]
    pickable = str(q + 1) in targets.seats
    label = f"Click to {'name' if waiting.get('kind') == 'name' else 'choose'} player {q + 1}"
    attrs = f' {clickable(f"seat:{q + 1}", label)}' if pickable else ""
    out.append(f'<g class="seat" data-seat="{q + 1}"{attrs}>')
    if pickable:
        out.append(title(label))
    stroke = "#000" if turn else "#8aa"
    out.append(f'<rect x="{x}" y="{y}" width="{PANEL_W}" height="{height}" rx="10" fill="#fff" '
               f'stroke="{stroke}" stroke-width="{4 if turn else 1.5}"/>')
    who = f"Player {q + 1}" + (" (you)" if viewer == q else "")
    head = f"{who} · {seat['character'] or 'no character yet'}"
    if turn:
        head += " · on turn"
    out.append(_text(x + 12, y + 26, head, FONT, weight="bold"))
    if seat["die"]:
        out.append(_die(x + PANEL_W - 106, y + 6, seat["die"], height=30))
    elif public["end"] == "crash":
        out.append(_text(x + PANEL_W - 15, y + 26, "survived" if q in public["survivors"] else "eliminated",
                         SMALL, "end", "bold"))
    out.append("</g>")
    hand = seat["hand"]
    cards: list[str | None] = [*hand] if isinstance(hand, list) else [None] * hand
    step = 116 if len(cards) <= 4 else 348 / (len(cards) - 1)  # over the limit: cards overlap
    for i, card in enumerate(cards):
        cx, cy = x + 12 + i * step, y + 36
        if card is not None and viewer == q and card in targets.cards:
            label = f"Click to play or discard your {NAMES.get(card, card)}"
            out.append(_card(cx, cy, card, f"card:{card}", label,
                             ring=selected == card, h=44))
        else:
            out.append(_card(cx, cy, card, h=44))
    power_at = next((i for i, line in enumerate(lines) if line.startswith("Power:")), len(lines))
    for i, line in enumerate(lines):
        fill = "#444" if i >= power_at else "#222"
        out.append(_text(x + 12, y + 80 + LINE * (i + 1), line, SMALL, fill=fill))
    return "".join(out)
