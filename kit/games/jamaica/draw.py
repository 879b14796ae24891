"""The Jamaica board as SVG, drawn from a view: the route from its coordinates, the ships,
the dice, the played cards (face down until their owner's turn) and one hand.

Pure: it reads only a view dict (``game.view(player)``) and imports no widget library.
Spaces carry ``data-id="space-12"``, ships ``ship-1`` (``ship-G`` for the ghost), the dice
``die-a`` / ``die-b`` (``die-morning`` / ``die-evening`` once ordered), the cards of the hand
shown ``card-4``, so that a widget can react to clicks.

>>> import kit
>>> from kit.games.jamaica.draw import view_svg
>>> svg = view_svg(kit.new_game("jamaica", players=3, seed=1).view(0))
>>> svg.startswith("<svg") and 'data-id="space-12"' in svg and 'data-id="card-' in svg
True
"""
from __future__ import annotations

import html

from kit.games.jamaica.board import NEXT, SPACES, side_of
from kit.games.jamaica.rules import CARDS, POWERS, STAR, card_name, treasure_title

SHIP_COLOURS = ("#d32f2f", "#1976d2", "#388e3c", "#fbc02d", "#7b1fa2", "#f57c00")
GHOST_COLOUR = "#212121"
KIND_FILL = {"sea": "#b3e5fc", "port": "#ffd54f", "lair": "#6d4c41", "port_royal": "#2e7d32"}
SYMBOL_TEXT = {"forward": "▲ forward", "backward": "▼ back", "food": "food", "gold": "gold",
               "gunpowder": "powder"}
WIDTH, HEIGHT = 2004, 2996
R = 62


def ship_colour(view: dict, ship: int) -> str:
    return GHOST_COLOUR if ship == view["public"]["ghost"] else SHIP_COLOURS[ship % len(SHIP_COLOURS)]


def shown_hand(view: dict) -> int | None:
    """Whose hand a picture shows by default: the viewer's; in the teacher's view, the first
    player to act (or nobody)."""
    if view["viewer"] is not None:
        return view["viewer"]
    return next((p for p in view["to_act"] if isinstance(p, int)), None)


def view_svg(view: dict, hand: int | None = -1, width: int = 460) -> str:
    """The board as SVG text from a view. ``hand``: the seat whose hand is drawn (default:
    :func:`shown_hand`; None draws no hand); a hand the view hides is not drawn."""
    if hand == -1:
        hand = shown_hand(view)
    parts = [(f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" width="{width}" '
              f'height="{round(width * HEIGHT / WIDTH)}" font-family="sans-serif">'),
             f'<rect width="{WIDTH}" height="{HEIGHT}" fill="#4fa3d1"/>',
             '<ellipse cx="1000" cy="1500" rx="640" ry="1120" fill="#8bc34a" stroke="#c5a265" stroke-width="30"/>']
    parts += _edges()
    parts += _spaces(view)
    parts += _ships(view)
    parts += _centre(view, hand)
    parts.append("</svg>")
    return "".join(parts)


def _edges() -> list[str]:
    out = []
    for s in SPACES:
        for n in NEXT[s.id]:
            t = SPACES[n]
            fork = len(NEXT[s.id]) > 1 or side_of(n) != "main" or s.side != "main"
            colour = "#0d47a1" if fork else "#e3f2fd"
            out.append(f'<line x1="{s.x:.0f}" y1="{s.y:.0f}" x2="{t.x:.0f}" y2="{t.y:.0f}" stroke="{colour}" '
                       f'stroke-width="{18 if fork else 24}" stroke-dasharray="{"40 20" if fork else "none"}"/>')
    return out


def _spaces(view: dict) -> list[str]:
    tokens = set(view["public"]["tokens"])
    out = []
    for s in SPACES:
        fill = KIND_FILL[s.kind]
        label = "PR" if s.kind == "port_royal" else ("" if s.kind == "lair" else str(s.cost))
        text_colour = "#fff" if s.kind in ("lair", "port_royal") else "#222"
        title = f"space {s.id}: {s.kind.replace('_', ' ')}" + (f", {s.cost} {s.pays_with}" if s.cost else "")
        if s.end_score != -5:
            title += f", scores {s.end_score} at the end"
        out.append(f'<g data-id="space-{s.id}" class="space {s.kind}"><title>{html.escape(title)}</title>'
                   f'<circle cx="{s.x:.0f}" cy="{s.y:.0f}" r="{R}" fill="{fill}" stroke="#263238" stroke-width="8"/>'
                   f'<text x="{s.x:.0f}" y="{s.y + 24:.0f}" font-size="70" text-anchor="middle" '
                   f'fill="{text_colour}" font-weight="bold">{label}</text>')
        if s.kind == "lair" and s.id in tokens:
            out.append(f'<text x="{s.x:.0f}" y="{s.y + 26:.0f}" font-size="80" text-anchor="middle" fill="#ffca28">★</text>')
        if s.end_score != -5 and s.kind != "port_royal":
            out.append(f'<text x="{s.x - 95:.0f}" y="{s.y + 12:.0f}" font-size="44" text-anchor="middle" '
                       f'fill="#fff">{s.end_score}</text>')
        out.append("</g>")
    return out


def _ships(view: dict) -> list[str]:
    out, stacked = [], {}
    for i, ship in enumerate(view["public"]["ships"]):
        k = stacked.get(ship["space"], 0)
        stacked[ship["space"]] = k + 1
        s = SPACES[ship["space"]]
        dx, dy = ((-45, -45), (45, -45), (-45, 45), (45, 45), (0, -80), (0, 80), (-80, 0))[k % 7]
        label = "G" if ship["label"] == "ghost" else ship["label"]
        out.append(f'<g data-id="ship-{label}" class="ship"><title>{html.escape(ship["name"])} on space '
                   f'{ship["space"]}</title>'
                   f'<circle cx="{s.x + dx:.0f}" cy="{s.y + dy:.0f}" r="44" fill="{ship_colour(view, i)}" '
                   f'stroke="#fff" stroke-width="8"/>'
                   f'<text x="{s.x + dx:.0f}" y="{s.y + dy + 18:.0f}" font-size="52" text-anchor="middle" '
                   f'fill="#fff" font-weight="bold">{label}</text></g>')
    return out


def _die(x: int, y: int, value, caption: str, data_id: str) -> str:
    return (f'<g data-id="{data_id}"><rect x="{x}" y="{y}" width="150" height="150" rx="24" fill="#fff" '
            f'stroke="#333" stroke-width="8"/><text x="{x + 75}" y="{y + 105}" font-size="100" '
            f'text-anchor="middle">{value}</text><text x="{x + 75}" y="{y + 200}" font-size="48" '
            f'text-anchor="middle" fill="#1b5e20">{caption}</text></g>')


def _card(x: int, y: int, card: int, highlight: bool = False) -> str:
    morning, evening = CARDS[card]
    stroke = "#d50000" if highlight else "#5d4037"
    body = (f'<text x="{x + 110}" y="{y + 110}" font-size="36" text-anchor="middle">☀ {SYMBOL_TEXT[morning]}</text>'
            f'<line x1="{x + 15}" y1="{y + 160}" x2="{x + 205}" y2="{y + 160}" stroke="#8d6e63" stroke-width="4"/>'
            f'<text x="{x + 110}" y="{y + 240}" font-size="36" text-anchor="middle">☾ {SYMBOL_TEXT[evening]}</text>'
            f'<text x="{x + 110}" y="{y + 305}" font-size="34" text-anchor="middle" fill="#6d4c41">card {card}</text>')
    return (f'<g data-id="card-{card}" class="card"><title>card {card}: {card_name(card)}</title>'
            f'<rect x="{x}" y="{y}" width="220" height="330" rx="20" fill="#fff8e1" '
            f'stroke="{stroke}" stroke-width="{14 if highlight else 8}"/>{body}</g>')


def _centre(view: dict, hand: int | None) -> list[str]:
    public, seats = view["public"], view["seats"]
    ships = public["ships"]
    captain = ships[public["captain"]]["name"]
    out = [(f'<text x="1000" y="560" font-size="80" text-anchor="middle" fill="#1b5e20" font-weight="bold">'
            f'Round {public["round"]}</text>'),
           (f'<text x="1000" y="650" font-size="56" text-anchor="middle" fill="#1b5e20">captain: '
            f'{html.escape(captain)}</text>')]
    if public["dice"] is None:
        out.append('<text x="1000" y="820" font-size="50" text-anchor="middle" fill="#1b5e20">dice not rolled</text>')
    elif public["morning"] is None:
        a, b = public["dice"]
        out.append(_die(760, 720, a, "rolled", "die-a"))
        out.append(_die(1090, 720, b, "rolled", "die-b"))
    else:
        out.append(_die(760, 720, public["morning"], "morning", "die-morning"))
        out.append(_die(1090, 720, public["evening"], "evening", "die-evening"))
    # played cards: face down until their owner's turn
    y = 1040
    if public["morning"] is not None:
        out.append(f'<text x="1000" y="{y}" font-size="50" text-anchor="middle" fill="#33691e">cards played</text>')
        for p, seat in enumerate(seats):
            card = seat["card"]
            cx = 1000 - 60 * len(seats) + 120 * p
            colour = ship_colour(view, p)
            if card is None:
                out.append(f'<rect x="{cx}" y="{y + 30}" width="100" height="140" rx="10" fill="none" '
                           f'stroke="{colour}" stroke-width="8" stroke-dasharray="16 10"/>')
            elif card == "down":
                out.append(f'<g data-id="down-{p + 1}"><title>{html.escape(ships[p]["name"])}: a card face down'
                           f'</title><rect x="{cx}" y="{y + 30}" width="100" height="140" rx="10" fill="#795548" '
                           f'stroke="{colour}" stroke-width="10"/></g>')
            else:
                morning, evening = CARDS[card]
                out.append(f'<g data-id="played-{p + 1}"><title>{html.escape(ships[p]["name"])}: {card_name(card)}'
                           f'</title><rect x="{cx}" y="{y + 30}" width="100" height="140" rx="10" fill="#fff8e1" '
                           f'stroke="{colour}" stroke-width="10"/><text x="{cx + 50}" y="{y + 95}" font-size="30" '
                           f'text-anchor="middle">{morning[:5]}</text><text x="{cx + 50}" y="{y + 140}" '
                           f'font-size="30" text-anchor="middle">{evening[:5]}</text></g>')
    # combat
    c = public["combat"]
    if c is not None:
        lines = [f"Combat: {ships[c['attacker']]['name']} attacks {ships[c['defender']]['name']}"]
        for role in ("attacker", "defender"):
            ship = c[role]
            face = c["dice"].get(str(ship))
            if face is not None:
                lines.append(f"{ships[ship]['name']}: {c['powder'].get(str(ship), 0)} powder, die "
                             f"{'star' if face == STAR else face}")
        for i, line in enumerate(lines):
            out.append(f'<text x="1000" y="{1290 + 60 * i}" font-size="48" text-anchor="middle" '
                       f'fill="#b71c1c">{html.escape(line)}</text>')
    # the hand
    if hand is not None and 0 <= hand < len(seats) and isinstance(seats[hand]["hand"], list):
        decision = public["decision"]
        picking = decision is not None and decision["kind"] == "cards" and hand in decision["players"]
        out.append(f'<text x="1000" y="1560" font-size="56" text-anchor="middle" fill="#1b5e20">'
                   f'{html.escape(ships[hand]["name"])}\'s hand</text>')
        for i, card in enumerate(seats[hand]["hand"]):
            col, row = i % 3, i // 3
            out.append(_card(640 + 245 * col, 1600 + 350 * row, card, highlight=picking))
    legend = (("sea", "sea: pay food"), ("port", "port: pay gold"), ("lair", "pirate lair: free, ★ treasure"))
    for i, (kind, text) in enumerate(legend):
        out.append(f'<circle cx="690" cy="{2280 + 80 * i}" r="30" fill="{KIND_FILL[kind]}" stroke="#263238" '
                   f'stroke-width="6"/><text x="740" y="{2295 + 80 * i}" font-size="44" fill="#1b5e20">{text}</text>')
    if view["over"]:
        out.append('<text x="1000" y="2200" font-size="90" text-anchor="middle" fill="#b71c1c" '
                   'font-weight="bold">Game over</text>')
    return out


def holds_html(view: dict) -> str:
    """Every ship's holds and treasures as an HTML table (face-down treasures as the view
    shows them: the cards to their owner and the teacher, a count to the others)."""
    public, seats = view["public"], view["seats"]
    rows = []
    for i, ship in enumerate(public["ships"]):
        cells = []
        for n, (kind, amount) in enumerate(ship["holds"], start=1):
            text = f"{amount} {kind}" if amount else "empty"
            cells.append(f"<td title='hold {n}'>{html.escape(text)}</td>")
        powers = ", ".join(POWERS[t] for t in ship["powers"])
        if i < len(seats) and isinstance(seats[i]["face_down"], list):
            secret = ", ".join(treasure_title(t) for t in seats[i]["face_down"])
        elif ship["revealed"] is not None:
            secret = ", ".join(treasure_title(t) for t in ship["revealed"])
        elif i == public["ghost"] and view["viewer"] is None and view["private"].get("ghost_face_down"):
            secret = ", ".join(treasure_title(t) for t in view["private"]["ghost_face_down"])
        else:
            secret = f"{ship['face_down']} face down" if ship["face_down"] else ""
        treasures = "; ".join(t for t in (powers, secret) if t)
        colour = ship_colour(view, i)
        rows.append(f"<tr><td style='color:{colour};font-weight:bold'>{html.escape(ship['name'])}</td>"
                    f"<td>space {ship['space']}</td>{''.join(cells)}<td>{html.escape(treasures)}</td></tr>")
    bank = ", ".join(f"{v} {k}" for k, v in public["bank"].items())
    return (f"<table style='font-size:12px'>{''.join(rows)}</table>"
            f"<div style='font-size:12px'>bank: {html.escape(bank)}</div>")
