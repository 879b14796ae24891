"""SVG pictures of a Captain Bluff table, drawn from a view: the six carousels with their
face-down cards and bags, the viewer's hand face up, the others' hands as counts, and a
legend. Pure: a view in, SVG text out.

Elements a player can act on carry ``clickable(...)`` (kit/svg.py): each carousel
(``carousel-3``), each card of the viewer's hand (``card-HK5``) and, while the viewer may
call a bluff, the two answers (``challenge`` and ``pass``). A city's colour always comes
with its code and number on the card (``HK 5``), so colour is never alone.

>>> svg = view_svg({"viewer": None, "phase": "turn", "to_act": [0], "over": False,
...                 "scores": [0, 0], "public": {"carousels": [], "turn_player": 0}, "seats": [],
...                 "private": {}})
>>> svg.startswith("<svg") and "Captain Bluff" in svg
True
"""
from __future__ import annotations

from collections.abc import Collection
from html import escape

from kit.games.captain_bluff.cards import AIRPORT_NAMES, CITY_NAMES, CITY_OF, NUMBER_OF, pretty
from kit.svg import OKABE_ITO, clickable, svg_open, title

#: The colours that carry meaning (Okabe & Ito's palette); each city's colour comes with
#: its code and number, airport cards with their name, the highlight with a thick frame.
PALETTE: dict[str, str] = {
    "Hong Kong bags": OKABE_ITO["vermillion"],
    "Honolulu bags": OKABE_ITO["sky blue"],
    "San Francisco bags": OKABE_ITO["bluish green"],
    "airport cards": OKABE_ITO["orange"],
    "face-down card": OKABE_ITO["blue"],
    "what you may act on": OKABE_ITO["reddish purple"],
}
CITY_COLOUR = {"HK": PALETTE["Hong Kong bags"], "HN": PALETTE["Honolulu bags"],
               "SF": PALETTE["San Francisco bags"]}
AIRPORT_COLOUR = PALETTE["airport cards"]
BACK = PALETTE["face-down card"]
HIGHLIGHT = PALETTE["what you may act on"]
SHORT = {"AW": "World", "RD": "Reverse", "NB": "Notice", "DF": "Delayed"}

WIDTH = 1200
FONT = 20          # >= 12 px at 800 px wide: 20 * 800 / 1200 = 13.3 px
SMALL = 18         # the smallest text: 12 px
COLUMN = WIDTH / 6
CARD_W, CARD_H = 150, 30
TOP = 60


def _card_text(card: str, number: int = 0) -> str:
    if card in CITY_OF:
        return f"{card[:2]} {NUMBER_OF[card]}"
    if card == "AW" and number:
        return f"World = {number}"
    return SHORT.get(card, card)


def _card(x: float, y: float, card: str, number: int = 0, attrs: str = "", tip: str = "",
          frame: bool = False) -> str:
    colour = CITY_COLOUR.get(CITY_OF.get(card, ""), AIRPORT_COLOUR)
    stroke = HIGHLIGHT if frame else colour
    width = 5 if frame else 3
    return (f'<g {attrs}>{title(tip) if tip else ""}'
            f'<rect x="{x:.0f}" y="{y:.0f}" width="{CARD_W}" height="{CARD_H - 4}" rx="5" fill="#ffffff" '
            f'stroke="{stroke}" stroke-width="{width}"/>'
            f'<rect x="{x:.0f}" y="{y:.0f}" width="14" height="{CARD_H - 4}" rx="3" fill="{colour}"/>'
            f'<text x="{x + 22:.0f}" y="{y + 20:.0f}" font-size="{FONT}" fill="#000000">'
            f'{escape(_card_text(card, number))}</text></g>')


def _direction(d: int) -> str:
    return {1: "going up", -1: "going down"}.get(d, "direction not set")


def view_svg(view: dict, selected: tuple = (), targets: tuple = (), prompt: bool = False,
             carousels: Collection[int] = (), cards: Collection[str] = (), **_) -> str:
    """The table as ``view`` shows it. ``selected``: hand cards picked for a placement
    (framed); ``targets``: carousel numbers the picked cards may go to (framed); ``prompt``:
    draw the challenge buttons (the viewer may call the bluff now). Only ``carousels``
    (numbers) and the hand's ``cards`` that some legal action uses are clickable (the widget
    makes both from the legal actions)."""
    pub, seats, private = view["public"], view["seats"], view.get("private") or {}
    viewer = view["viewer"]
    tables = pub.get("carousels", [])
    known = private.get("known_origins") or [None] * 6
    longest = max([len(k["row"]) for k in tables] + [4])
    rows_bottom = TOP + 150 + longest * CARD_H
    hand = seats[viewer]["hand"] if viewer is not None and seats else None
    if not isinstance(hand, list):  # the table's view: the seat's hand shows as its count
        hand = None
    hand_rows = 0 if hand is None else max(1, (len(hand) + 6) // 7)
    height = rows_bottom + 80 + hand_rows * (CARD_H + 6) + 34 * max(1, len(seats)) + 170
    out = [svg_open((0, 0, WIDTH, height), "Captain Bluff table: six carousels, the hands and a legend")]
    out.append(f'<rect x="0" y="0" width="{WIDTH}" height="{height}" fill="#fbfaf6"/>')
    out.append(f'<text x="12" y="34" font-size="{FONT + 4}" font-weight="bold" fill="#000000">'
               f'{escape(_status(view))}</text>')
    window = pub.get("window")
    for k in tables:
        c = k["number"]
        x = (c - 1) * COLUMN + 12
        framed = c in targets
        label = f"Carousel {c}: " + (
            f"bags from {CITY_NAMES[k['city']]}, {_direction(k['direction'])}" if k["city"] else
            "a face-down card, no bags yet" if k["face_down"] else "empty (needs a face-down card)")
        attrs = ""
        if c in carousels or c in targets:
            label += ". Click to place the picked cards here" if c in targets else \
                ". Click to see what you can do with it"
            attrs = f' {clickable(f"carousel-{c}", label)}'
        out.append(f'<g class="carousel"{attrs}>{title(label)}'
                   f'<rect x="{x - 6:.0f}" y="{TOP}" width="{COLUMN - 12:.0f}" '
                   f'height="{rows_bottom - TOP:.0f}" '
                   f'rx="10" fill="#ffffff" stroke="{HIGHLIGHT if framed else "#555555"}" '
                   f'stroke-width="{5 if framed else 2}"/>'
                   f'<text x="{x:.0f}" y="{TOP + 26}" font-size="{FONT}" font-weight="bold" fill="#000000">'
                   f'Carousel {c}</text>')
        y = TOP + 40
        if k["face_down"]:
            shown = known[c - 1]  # (the teacher knows every face-down card)
            who = k.get("known_by", [])
            seen_by = ""
            if who:
                seen_by = ("player " if len(who) == 1 else "players ") + ", ".join(str(p + 1) for p in who)
            out.append(f'<rect x="{x:.0f}" y="{y}" width="{CARD_W}" height="{CARD_H + 10}" rx="5" '
                       f'fill="{BACK}"/>')
            text = f"? {_card_text(shown)}" if shown else "? face down"
            out.append(f'<text x="{x + 8:.0f}" y="{y + 27}" font-size="{FONT}" fill="#ffffff">'
                       f'{escape(text)}</text>')
            out.append(f'<text x="{x:.0f}" y="{y + 66}" font-size="{SMALL}" fill="#000000">'
                       f'{escape("seen by " + seen_by if seen_by else "seen by nobody")}</text>')
        else:
            out.append(f'<text x="{x:.0f}" y="{y + 27}" font-size="{SMALL}" fill="#000000">no card</text>')
        y += 78
        if k["city"]:
            out.append(f'<text x="{x:.0f}" y="{y + 10}" font-size="{SMALL}" fill="#000000">'
                       f'{escape(_direction(k["direction"]))}</text>')
        y += 22
        for card, number in k["row"]:
            tip = pretty(card) if card != "AW" else f"Around the World, standing for {number}"
            out.append(_card(x, y, card, number, tip=tip))
            y += CARD_H
        out.append("</g>")
    y = rows_bottom + 34
    if window and window["kind"] == "challenge":
        out.append(f'<text x="12" y="{y}" font-size="{FONT}" fill="#000000">Player {window["placer"] + 1} '
                   f'placed bags on carousel {window["carousel"]}: may be called by '
                   f'{escape(_players(window["waiting"]))}</text>')
        if prompt:
            for i, (data_id, words) in enumerate((("challenge", "Call the bluff"), ("pass", "Let it pass"))):
                bx = 760 + i * 220
                label = f"{words} on carousel {window['carousel']}"
                out.append(f'<g {clickable(data_id, label)}>{title(label)}<rect x="{bx}" y="{y - 28}" '
                           f'width="200" height="40" rx="8" fill="#ffffff" stroke="{HIGHLIGHT}" '
                           f'stroke-width="4"/><text x="{bx + 14}" y="{y}" font-size="{FONT}" '
                           f'fill="#000000">{words}</text></g>')
    elif window and window["kind"] == "recovery":
        out.append(f'<text x="12" y="{y}" font-size="{FONT}" fill="#000000">Bags may be taken back now by '
                   f'{escape(_players(window["waiting"]))}</text>')
    y += 36
    if hand is not None:
        out.append(f'<text x="12" y="{y}" font-size="{FONT}" font-weight="bold" fill="#000000">'
                   f'Your hand (player {viewer + 1}), {len(hand)} cards</text>')
        y += 10
        for i, card in enumerate(hand):
            cx, cy = 12 + (i % 7) * (CARD_W + 16), y + (i // 7) * (CARD_H + 6)
            if card in cards or card in selected:
                verb = "put it back" if card in selected else "pick it"
                label = f"{pretty(card)} in your hand. Click to {verb}"
                out.append(_card(cx, cy, card, attrs=clickable(f"card-{card}", label), tip=label,
                                 frame=card in selected))
            else:
                out.append(_card(cx, cy, card, tip=f"{pretty(card)} in your hand"))
        y += hand_rows * (CARD_H + 6) + 10
    for q, seat in enumerate(seats):
        y += 34
        cards = seat["hand"]  # a hand hidden from the viewer shows as its count
        words = f"Player {q + 1}: {cards if isinstance(cards, int) else len(cards)} cards"
        if viewer is None and isinstance(cards, list):
            words += ": " + ", ".join(_card_text(card) for card in seat["hand"])
        elif seat.get("known_cards"):
            words += " (known to all: " + ", ".join(_card_text(card) for card in seat["known_cards"]) + ")"
        out.append(f'<text x="12" y="{y}" font-size="{SMALL}" fill="#000000">{escape(_fit(words))}</text>')
    y += 30
    out.append(f'<text x="12" y="{y + 10}" font-size="{SMALL}" fill="#000000">Draw pile: '
               f'{pub.get("draw_pile", 0)} cards · discard pile: {pub.get("discard_pile", 0)} cards</text>')
    out.append(_legend(y + 30))
    out.append("</svg>")
    return "".join(out)


def _legend(y: float) -> str:
    parts = [f'<text x="12" y="{y + 22}" font-size="{SMALL}" fill="#000000">Legend:</text>']
    x = 100
    for city, name in CITY_NAMES.items():
        parts.append(f'<rect x="{x}" y="{y + 6}" width="20" height="20" fill="{CITY_COLOUR[city]}"/>'
                     f'<text x="{x + 26}" y="{y + 22}" font-size="{SMALL}" fill="#000000">'
                     f'{city} = {name}</text>')
        x += 250
    parts.append(f'<rect x="{x}" y="{y + 6}" width="20" height="20" fill="{AIRPORT_COLOUR}"/>'
                 f'<text x="{x + 26}" y="{y + 22}" font-size="{SMALL}" fill="#000000">airport card</text>')
    y += 34
    parts.append(f'<rect x="12" y="{y + 6}" width="20" height="20" fill="{BACK}"/>'
                 f'<text x="38" y="{y + 22}" font-size="{SMALL}" fill="#000000">? = face-down card (shown '
                 f'only to who has seen it)</text>'
                 f'<rect x="560" y="{y + 6}" width="20" height="20" fill="#ffffff" stroke="{HIGHLIGHT}" '
                 f'stroke-width="4"/><text x="588" y="{y + 22}" font-size="{SMALL}" fill="#000000">thick '
                 f'frame = what you may act on</text>')
    names = ", ".join(f"{SHORT[k]} = {v}" for k, v in AIRPORT_NAMES.items())
    parts.append(f'<text x="12" y="{y + 50}" font-size="{SMALL}" fill="#000000">{escape(names)}</text>')
    return "".join(parts)


def _players(players) -> str:
    return ", ".join(f"player {p + 1}" for p in players) or "nobody"


def _fit(text: str, limit: int = 110) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _status(view: dict) -> str:
    pub = view["public"]
    if view["over"]:
        winner = pub.get("winner")
        if winner is not None:
            return f"Captain Bluff — player {winner + 1} has no card left and wins"
        scores = view["scores"]
        best = max(scores) if scores else 0
        who = [f"player {p + 1}" for p, s in enumerate(scores) if s == best]
        return "Captain Bluff — turn limit reached; fewest cards: " + " and ".join(who)
    phase = view["phase"]
    if phase == "deal":
        return "Captain Bluff — dealing the cards"
    if phase == "setup":
        return f"Captain Bluff — face-down cards before play; player {pub['turn_player'] + 1} places one"
    if "chance" in view["to_act"]:
        return f"Captain Bluff — turn {pub.get('turn', 1)}: a card is being drawn"
    return f"Captain Bluff — turn {pub.get('turn', 1)}: player {pub['turn_player'] + 1}'s turn"
