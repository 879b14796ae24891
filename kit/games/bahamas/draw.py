"""SVG pictures of a Bahamas table, drawn from a view: the dice in the centre, the decks,
the discard pile, the cards waiting on the stack, and one panel a seat (character, die,
action cards and cash, face up only where the view shows them).

Clickable elements carry ``data-id``: ``die:FACE`` (a die in the centre), ``card:CARD`` (a
card of the viewing seat's hand), ``seat:N`` (a player, 1-based, for naming or choosing),
``pass`` (let a reaction window go by).
"""
from __future__ import annotations

from dataclasses import dataclass
from html import escape

from kit.engine import Action
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
         "fake": "useless or fatal (fake parachute, crash)", "crash": "useless or fatal (fake parachute, crash)",
         "thief": "attack (thief, robbery, storm, search, high kick)",
         "robbery": "attack (thief, robbery, storm, search, high kick)",
         "storm": "attack (thief, robbery, storm, search, high kick)",
         "search": "attack (thief, robbery, storm, search, high kick)",
         "highkick": "attack (thief, robbery, storm, search, high kick)",
         "extinguisher": "defence (extinguisher)", "diamonds": "treasure (diamonds, cash)"}
_MARK = {"FBI card": "F", "survival (parachute, lifeboat)": "S", "useless or fatal (fake parachute, crash)": "X",
         "attack (thief, robbery, storm, search, high kick)": "A", "defence (extinguisher)": "D",
         "treasure (diamonds, cash)": "$", "hidden card": "?"}
NAMES = {"badge": "FBI badge", "handcuffs": "FBI cuffs", "phone": "FBI phone", "thief": "Thief",
         "robbery": "Robbery", "storm": "Storm", "lifeboat": "Lifeboat", "diamonds": "Diamonds",
         "extinguisher": "Extinguisher", "search": "Search", "highkick": "High kick",
         "parachute": "Parachute", "fake": "Fake chute", "crash": "Crash"}
FACE_SHORT = {"action": "draw card", "cash": "draw cash", "steal-action": "steal card", "steal-cash": "steal cash",
              "power": "power"}
WIDTH = 1000
FONT = 17  # >= 15 = 12 px at 800 px for a 1000 wide board
SMALL = 15


def _said(action: Action) -> str:
    """A click target's label: the step it plays, in the words of the log and the buttons."""
    said = words(0, action, None)
    return f"Click to {said}"


def _money(v: int) -> str:
    return f"${v // 1000}k"


def _text(x: float, y: float, text: str, size: int = FONT, anchor: str = "start", weight: str = "normal",
          fill: str = "#222") -> str:
    return (f'<text x="{x:g}" y="{y:g}" font-size="{size}" text-anchor="{anchor}" font-weight="{weight}" '
            f'fill="{fill}">{escape(text)}</text>')


def _card(x: float, y: float, card: str | None, data_id: str = "", label: str = "", ring: bool = False) -> str:
    """One card 112×54: face up (colour, mark letter and name) or face down."""
    kind = _KIND.get(card, "hidden card") if card else "hidden card"
    colour = PALETTE[kind]
    face_up = card is not None
    attrs = f' {clickable(data_id, label)}' if data_id else ""
    stroke = ' stroke="#000" stroke-width="4"' if ring else ' stroke="#333" stroke-width="1.5"'
    body = [f'<g class="card"{attrs}>']
    if data_id:
        body.append(title(label))
    fill = "#fff" if face_up else "#3a3a3a"
    body.append(f'<rect x="{x}" y="{y}" width="112" height="54" rx="6" fill="{fill}"{stroke}/>')
    body.append(f'<rect x="{x}" y="{y}" width="20" height="54" rx="6" fill="{colour}"/>')
    if face_up:
        body.append(_text(x + 10, y + 33, _MARK[kind], SMALL, "middle", "bold", "#000" if kind not in (
            "FBI card",) else "#fff"))
        body.append(_text(x + 66, y + 33, NAMES.get(card, card), SMALL, "middle"))
    else:
        body.append(_text(x + 66, y + 33, "?", SMALL, "middle", "bold", "#fff"))
    body.append("</g>")
    return "".join(body)


def _die(x: float, y: float, face: str, data_id: str = "", label: str = "") -> str:
    attrs = f' {clickable(data_id, label)}' if data_id else ""
    parts = [f'<g class="die"{attrs}>']
    if data_id:
        parts.append(title(label))
    parts.append(f'<rect x="{x}" y="{y}" width="96" height="50" rx="9" fill="#fffbe6" stroke="#7a5c00" stroke-width="2"/>')
    parts.append(_text(x + 48, y + 31, FACE_SHORT.get(face, face), SMALL, "middle", "bold"))
    parts.append("</g>")
    return "".join(parts)


@dataclass(frozen=True)
class Targets:
    """What a click plays or picks now (the widget makes it from the legal actions): dice
    faces in the centre, seats (1-based words), cards of the viewer's hand, and "pass"."""

    dice: frozenset = frozenset()
    seats: frozenset = frozenset()
    cards: frozenset = frozenset()
    can_pass: bool = False


def view_svg(view: dict, selected: str = "", targets: Targets = Targets(), **_: object) -> str:
    """The table as SVG from a view (the teacher's, or one seat's); only ``targets`` are
    clickable."""
    public, seats = view["public"], view["seats"]
    viewer = view["viewer"]
    n = len(seats)
    waiting = public["waiting"]
    cols = 2
    rows = (n + 1) // 2
    panel_h = 205
    top_h = 250
    legend_h = 150
    height = top_h + rows * panel_h + legend_h
    out = [svg_open((0, 0, WIDTH, height), "Bahamas table: dice, decks and each player's cards"),
           f'<rect x="0" y="0" width="{WIDTH}" height="{height}" fill="#eef6fb"/>']
    out.append(_text(20, 32, _status(view), 20, weight="bold"))
    # the centre: dice, decks, discard
    out.append(_text(20, 66, "Dice in the centre:"))
    for i, face in enumerate(public["center"]):
        label = _said(Action("take", (face,)))
        out.append(_die(190 + i * 104, 40, face, f"die:{face}" if face in targets.dice else "", label))
    if not public["center"]:
        out.append(_text(190, 66, "none (every die is on a sheet)", SMALL))
    deck = public["deck"]
    out.append(_text(20, 126, f"Action deck: {deck} cards"
                     + (" (the crash card is in reach)" if public["crash_reached"] and not public["end"] else "")
                     + (f", {public['deck_top_known']} known on top" if public["deck_top_known"] else "")))
    out.append(_text(20, 152, f"Cash deck: {public['cash_deck']} cards · discarded cash: "
                     f"{len(public['cash_discard'])} · played and discarded action cards: {len(public['discard'])}"))
    for i, card in enumerate(public["discard"][-4:]):
        out.append(_card(20 + i * 118, 164, card))
    if public["stack"]:
        out.append(_text(520, 236, "Played, waiting to resolve (newest last)", SMALL))
        for i, entry in enumerate(public["stack"][-3:]):
            out.append(_card(520 + i * 118, 164, entry["card"]))
            if entry["cancelled"]:
                out.append(_text(576 + i * 118, 160, "cancelled", SMALL, "middle", "bold", "#a00"))
    if targets.can_pass:
        said = _said(Action("pass"))
        out.append(f'<g class="pass" {clickable("pass", said)}>{title(said)}'
                   f'<rect x="880" y="40" width="100" height="50" rx="9" fill="#fff" stroke="#000" stroke-width="2"/>'
                   f'{_text(930, 71, "Pass", FONT, "middle", "bold")}</g>')
    # the seats
    for q, seat in enumerate(seats):
        x = 10 + (q % cols) * 495
        y = top_h + (q // cols) * panel_h
        out.append(_seat(q, seat, x, y, view, selected, targets))
    # the legend
    y0 = top_h + rows * panel_h + 10
    out.append(_text(20, y0 + 18, "Legend: colour and letter of a card", weight="bold"))
    for i, (meaning, colour) in enumerate(PALETTE.items()):
        lx = 20 + (i % 2) * 490
        ly = y0 + 30 + (i // 2) * 28
        out.append(f'<rect x="{lx}" y="{ly}" width="20" height="20" fill="{colour}" stroke="#333"/>')
        out.append(_text(lx + 28, ly + 16, f"{_MARK[meaning]} = {meaning}", SMALL))
    out.append("</svg>")
    return "".join(out)


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
            "piero": "discards a cash card (Piero)", "boss": "turns the die (Boss)"}.get(waiting.get("kind"), "acts")
    return f"Round {public['round']}: player {player + 1} {what}"


def _seat(q: int, seat: dict, x: float, y: float, view: dict, selected: str, targets: Targets) -> str:
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
    out.append(f'<rect x="{x}" y="{y}" width="485" height="{195}" rx="10" fill="#fff" stroke="{stroke}" '
               f'stroke-width="{4 if turn else 1.5}"/>')
    who = f"Player {q + 1}" + (" (you)" if viewer == q else "")
    head = f"{who} · {seat['character'] or 'no character yet'}"
    if turn:
        head += " · on turn"
    out.append(_text(x + 12, y + 26, head, FONT, weight="bold"))
    if seat["die"]:
        out.append(_die(x + 375, y + 6, seat["die"]))
    elif public["end"] == "crash":
        out.append(_text(x + 470, y + 26, "survived" if q in public["survivors"] else "eliminated",
                         SMALL, "end", "bold"))
    out.append("</g>")
    # hand
    hand = seat["hand"]
    mine = viewer is None or viewer == q
    cards = hand if hand is not None else [None] * seat["hand_count"]
    step = 116 if len(cards) <= 4 else 348 / (len(cards) - 1)  # over the limit: cards overlap
    for i, card in enumerate(cards):
        cx, cy = x + 12 + i * step, y + 40
        if card is not None and viewer == q and card in targets.cards:
            out.append(_card(cx, cy, card, f"card:{card}", f"Play or discard your {NAMES.get(card, card)}",
                             ring=selected == card))
        else:
            out.append(_card(cx, cy, card))
    count = seat["hand_count"]
    out.append(_text(x + 12, y + 118, f"{count} action card{'s' if count != 1 else ''}"
                     + (" (over the limit of 4)" if count > 4 else "")
                     + ("" if mine else " (face down)")
                     + (f", {seat['transit']} in a storm" if seat["transit"] else ""), SMALL))
    # cash
    if seat["cash"] is not None:
        cash = ", ".join(_money(v) for v in seat["cash"]) or "no cash"
        out.append(_text(x + 12, y + 142, f"Cash: {cash} = ${seat['money']:,}", SMALL))
    else:
        out.append(_text(x + 12, y + 142, f"Cash: {seat['cash_count']} card{'s' if seat['cash_count'] != 1 else ''}"
                                          " (face down)", SMALL))
    known = view["private"].get("known", {}).get(str(q + 1)) if viewer is not None else None
    if known:
        bits = [NAMES.get(c, c) for c in known["action"]] + [_money(v) for v in known["cash"]]
        out.append(_text(x + 12, y + 166, "You know they hold: " + ", ".join(bits), SMALL))
    if seat["power"]:
        power = seat["power"]
        out.append(_text(x + 12, y + 188, (power if len(power) <= 56 else power[:55] + "…"), SMALL,
                         fill="#444"))
    return "".join(out)
