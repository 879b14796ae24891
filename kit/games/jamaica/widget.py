"""The Jamaica widget: the route drawn from its coordinates, the ships, the dice, the hand.

Click a card of your hand (``data-id="card-4"``) to pick it face down; at a fork click a space
of the lane you want (or use the buttons); every other decision has buttons. Everything
goes through ``game.play``.

>>> import kit
>>> w = kit.widget(kit.new_game("jamaica", players=3, seed=1))
>>> 'data-id="space-12"' in w.board.svg and 'data-id="card-' in w.board.svg
True
"""
from __future__ import annotations

import html
from typing import Sequence

import ipywidgets as w

from kit.engine import Action, Game
from kit.games.jamaica.board import NEXT, SPACES, side_of
from kit.games.jamaica.rules import CARDS, POWERS, STAR, card_name, treasure_title
from kit.ui import GameWidget

SHIP_COLOURS = ("#d32f2f", "#1976d2", "#388e3c", "#fbc02d", "#7b1fa2", "#f57c00")
GHOST_COLOUR = "#212121"
KIND_FILL = {"sea": "#b3e5fc", "port": "#ffd54f", "lair": "#6d4c41", "port_royal": "#2e7d32"}
SYMBOL_TEXT = {"forward": "▲ forward", "backward": "▼ back", "food": "food", "gold": "gold",
               "gunpowder": "powder"}
WIDTH, HEIGHT = 2004, 2996
R = 62


def ship_colour(game: Game, ship: int) -> str:
    return GHOST_COLOUR if ship == game.st.ghost else SHIP_COLOURS[ship % len(SHIP_COLOURS)]


def board_svg(game: Game, player: int | None = None, width: int = 460) -> str:
    """The board as SVG text, showing ``player``'s hand (None: no hand)."""
    st = game.st
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" width="{width}" '
             f'height="{round(width * HEIGHT / WIDTH)}" font-family="sans-serif">',
             f'<rect width="{WIDTH}" height="{HEIGHT}" fill="#4fa3d1"/>',
             '<ellipse cx="1000" cy="1500" rx="640" ry="1120" fill="#8bc34a" stroke="#c5a265" stroke-width="30"/>']
    parts += _edges()
    parts += _spaces(st)
    parts += _ships(game)
    parts += _centre(game, player)
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


def _spaces(st) -> list[str]:
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
        if s.kind == "lair" and s.id in st.tokens:
            out.append(f'<text x="{s.x:.0f}" y="{s.y + 26:.0f}" font-size="80" text-anchor="middle" fill="#ffca28">★</text>')
        if s.end_score != -5 and s.kind != "port_royal":
            out.append(f'<text x="{s.x - 95:.0f}" y="{s.y + 12:.0f}" font-size="44" text-anchor="middle" '
                       f'fill="#fff">{s.end_score}</text>')
        out.append("</g>")
    return out


def _ships(game: Game) -> list[str]:
    st = game.st
    out, stacked = [], {}
    for i, ship in enumerate(st.ships):
        k = stacked.get(ship.pos, 0)
        stacked[ship.pos] = k + 1
        s = SPACES[ship.pos]
        dx, dy = ((-45, -45), (45, -45), (-45, 45), (45, 45), (0, -80), (0, 80), (-80, 0))[k % 7]
        label = "G" if i == st.ghost else str(i + 1)
        out.append(f'<g data-id="ship-{label}" class="ship"><title>{html.escape(ship.name)} on space {ship.pos}</title>'
                   f'<circle cx="{s.x + dx:.0f}" cy="{s.y + dy:.0f}" r="44" fill="{ship_colour(game, i)}" '
                   f'stroke="#fff" stroke-width="8"/>'
                   f'<text x="{s.x + dx:.0f}" y="{s.y + dy + 18:.0f}" font-size="52" text-anchor="middle" '
                   f'fill="#fff" font-weight="bold">{label}</text></g>')
    return out


def _die(x: int, y: int, value, caption: str, data_id: str) -> str:
    return (f'<g data-id="{data_id}"><rect x="{x}" y="{y}" width="150" height="150" rx="24" fill="#fff" '
            f'stroke="#333" stroke-width="8"/><text x="{x + 75}" y="{y + 105}" font-size="100" '
            f'text-anchor="middle">{value}</text><text x="{x + 75}" y="{y + 200}" font-size="48" '
            f'text-anchor="middle" fill="#1b5e20">{caption}</text></g>')


def _card(x: int, y: int, card: int, face_up: bool, highlight: bool = False) -> str:
    morning, evening = CARDS[card]
    stroke = "#d50000" if highlight else "#5d4037"
    body = (f'<text x="{x + 110}" y="{y + 110}" font-size="36" text-anchor="middle">☀ {SYMBOL_TEXT[morning]}</text>'
            f'<line x1="{x + 15}" y1="{y + 160}" x2="{x + 205}" y2="{y + 160}" stroke="#8d6e63" stroke-width="4"/>'
            f'<text x="{x + 110}" y="{y + 240}" font-size="36" text-anchor="middle">☾ {SYMBOL_TEXT[evening]}</text>'
            f'<text x="{x + 110}" y="{y + 305}" font-size="34" text-anchor="middle" fill="#6d4c41">card {card}</text>'
            ) if face_up else ""
    return (f'<g data-id="card-{card}" class="card"><title>card {card}: {card_name(card)}</title>'
            f'<rect x="{x}" y="{y}" width="220" height="330" rx="20" fill="{"#fff8e1" if face_up else "#795548"}" '
            f'stroke="{stroke}" stroke-width="{14 if highlight else 8}"/>{body}</g>')


def _centre(game: Game, player: int | None) -> list[str]:
    st = game.st
    out = [f'<text x="1000" y="560" font-size="80" text-anchor="middle" fill="#1b5e20" font-weight="bold">'
           f'Round {st.round}</text>',
           f'<text x="1000" y="650" font-size="56" text-anchor="middle" fill="#1b5e20">captain: '
           f'{html.escape(st.name(st.captain))}</text>']
    a, b = st.dice
    if st.morning is None:
        out.append(_die(760, 720, a, "rolled", "die-a"))
        out.append(_die(1090, 720, b, "rolled", "die-b"))
    else:
        out.append(_die(760, 720, st.morning, "morning", "die-morning"))
        out.append(_die(1090, 720, st.evening, "evening", "die-evening"))
    # played cards (face down until revealed)
    y = 1040
    if st.chosen:
        out.append(f'<text x="1000" y="{y}" font-size="50" text-anchor="middle" fill="#33691e">cards played</text>')
        for p, card in enumerate(st.chosen):
            cx = 1000 - 60 * st.players + 120 * p
            colour = ship_colour(game, p)
            if card is None:
                out.append(f'<rect x="{cx}" y="{y + 30}" width="100" height="140" rx="10" fill="none" '
                           f'stroke="{colour}" stroke-width="8" stroke-dasharray="16 10"/>')
            elif st.revealed or p == player:
                morning, evening = CARDS[card]
                out.append(f'<g data-id="played-{p + 1}"><title>{html.escape(st.name(p))}: {card_name(card)}</title>'
                           f'<rect x="{cx}" y="{y + 30}" width="100" height="140" rx="10" fill="#fff8e1" '
                           f'stroke="{colour}" stroke-width="10"/><text x="{cx + 50}" y="{y + 95}" font-size="30" '
                           f'text-anchor="middle">{morning[:5]}</text><text x="{cx + 50}" y="{y + 140}" '
                           f'font-size="30" text-anchor="middle">{evening[:5]}</text></g>')
            else:
                out.append(f'<rect x="{cx}" y="{y + 30}" width="100" height="140" rx="10" fill="#795548" '
                           f'stroke="{colour}" stroke-width="10"/>')
    # combat
    if st.combat:
        c = st.combat
        lines = [f"Combat: {st.name(c['attacker'])} attacks {st.name(c['defender'])}"]
        for role in ("attacker", "defender"):
            s = c[role]
            if s in c["dice"]:
                face = "star" if c["dice"][s] == STAR else c["dice"][s]
                lines.append(f"{st.name(s)}: {c['powder'].get(s, 0)} powder, die {face}")
        for i, line in enumerate(lines):
            out.append(f'<text x="1000" y="{1290 + 60 * i}" font-size="48" text-anchor="middle" '
                       f'fill="#b71c1c">{html.escape(line)}</text>')
    # the hand
    if player is not None and player < st.players:
        hand = sorted(st.hands[player])
        out.append(f'<text x="1000" y="1560" font-size="56" text-anchor="middle" fill="#1b5e20">'
                   f'{html.escape(st.name(player))}\'s hand</text>')
        picking = game.decision is not None and game.decision.kind == "card" and player in game.decision.options
        for i, card in enumerate(hand):
            col, row = i % 3, i // 3
            out.append(_card(640 + 245 * col, 1600 + 350 * row, card, True, highlight=picking))
    legend = (("sea", "sea: pay food"), ("port", "port: pay gold"), ("lair", "pirate lair: free, ★ treasure"))
    for i, (kind, text) in enumerate(legend):
        out.append(f'<circle cx="690" cy="{2280 + 80 * i}" r="30" fill="{KIND_FILL[kind]}" stroke="#263238" '
                   f'stroke-width="6"/><text x="740" y="{2295 + 80 * i}" font-size="44" fill="#1b5e20">{text}</text>')
    if game.over:
        out.append('<text x="1000" y="2200" font-size="90" text-anchor="middle" fill="#b71c1c" '
                   'font-weight="bold">Game over</text>')
    return out


def holds_html(game: Game, player: int | None) -> str:
    """Every ship's holds and treasures (face-down ones only for their owner)."""
    st = game.st
    rows = []
    for i, ship in enumerate(st.ships):
        cells = []
        for n, hold in enumerate(ship.holds, start=1):
            text = f"{hold.amount} {hold.kind}" if hold.amount else "empty"
            cells.append(f"<td title='hold {n}'>{html.escape(text)}</td>")
        powers = ", ".join(POWERS[t] for t in ship.powers)
        hidden = ship.hidden
        if player is None or player == i:
            secret = ", ".join(treasure_title(t) for t in hidden)
        else:
            secret = f"{len(hidden)} face down" if hidden else ""
        treasures = "; ".join(t for t in (powers, secret) if t)
        colour = ship_colour(game, i)
        rows.append(f"<tr><td style='color:{colour};font-weight:bold'>{html.escape(ship.name)}</td>"
                    f"<td>space {ship.pos}</td>{''.join(cells)}<td>{html.escape(treasures)}</td></tr>")
    bank = ", ".join(f"{v} {k}" for k, v in st.bank.items())
    return (f"<table style='font-size:12px'>{''.join(rows)}</table>"
            f"<div style='font-size:12px'>bank: {html.escape(bank)}</div>")


class JamaicaWidget(GameWidget):
    """Board, holds, dice, hand and prompts of one Jamaica game."""

    default_bot = "greedy"

    def side_panels(self) -> list[w.Widget]:
        self.prompt = w.HTML()
        self.holds = w.HTML()
        return [self.prompt, self.holds]

    @property
    def viewer(self) -> int | None:
        """The seat whose hand is shown: the human to act, else the first human seat."""
        if self.human is not None:
            return self.human
        return next((p for p, b in enumerate(self.bots) if b is None), None)

    def render_svg(self) -> str:
        return board_svg(self.game, self.viewer)

    def update_panels(self) -> None:
        d = self.game.decision
        text = "" if d is None else d.prompt
        if d is not None and d.kind == "card":
            waiting = ", ".join(self.game.player_name(p) for p in sorted(d.options))
            text += f" Waiting for: {waiting}."
        self.prompt.value = f"<b>{html.escape(text)}</b>"
        self.holds.value = holds_html(self.game, self.viewer)

    def action_buttons(self) -> list[Action]:
        player = self.human
        return self.game.legal_actions(player) if player is not None else []

    def score_extra(self) -> list[list[str]]:
        st = self.game.st
        return [[f"space {st.ships[p].pos}", f"{st.ships[p].total('doubloons')} gold"] for p in self.game.players]

    def on_board_click(self, data_id: str) -> None:
        kind, _, value = data_id.partition("-")
        d = self.game.decision
        if d is None:
            return
        if kind == "card":
            self.act(f"card {value}")
        elif kind == "space" and d.kind in ("fork", "fall"):
            self.act(f"fork {side_of(int(value))}")
        elif kind == "die" and d.kind == "order":
            morning = {"a": self.game.dice[0], "b": self.game.dice[1]}.get(value)
            if morning is not None:
                other = self.game.dice[1] if value == "a" else self.game.dice[0]
                self.act(f"order {morning} {other}")


def widget(game: Game, seats: Sequence[str] | None = None, **kw) -> JamaicaWidget:
    """The Jamaica widget (seat 1 human, the others greedy bots unless ``seats`` says)."""
    return JamaicaWidget(game, seats=seats, **kw)
