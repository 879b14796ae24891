"""Tobago's widget: the island as a clickable hex map, the four treasure maps' remaining
hexes, the ATVs, the clue hand and the sharing offers.

Click a hex to place (setup) or move your ATV (reachable hexes are outlined); pick a clue
card, then the map to play it on (each map button says whether the clue is legal there
and, if not, why); ``take``/``pass`` buttons answer the sharing offers.

>>> import kit
>>> w = kit.widget(kit.new_game("tobago", players=2, seed=3), seats=["human", "human"])
>>> w.board.click("5,5")          # player 1 places the ATV
>>> w.game.atv[0]
(5, 5)
"""
from __future__ import annotations

import html
import math
import re

import ipywidgets as w

from kit.engine import Action
from kit.games.tobago.island import hex_to_pixel, island_svg
from kit.games.tobago.rules import MAP_NAMES, MAPS, TobagoGame, parse_hex
from kit.ui import GameWidget

SIZE = 16.0  # hex radius used by island_svg
#: Drawing colours of the four maps (their site markers are white, grey, black, brown).
MAP_COLOURS = ("#ffffff", "#9a9a9a", "#111111", "#8d5524")
#: Rose / ATV colours of the players.
PLAYER_COLOURS = ("#d62828", "#1d4ed8", "#f4c20d", "#2a9d3a")
_DOT = ((-0.42, -0.38), (0.42, -0.38), (-0.42, 0.38), (0.42, 0.38))


def board_svg(game: TobagoGame, selected_map: int | None = None, highlight=None, scale: float = 1.0) -> str:
    """The island with every map's candidates (small dots in the map's colour; the selected
    map's hexes shaded), located treasures, amulets and ATVs. Hexes carry ``data-id="q,r"``."""
    island = game.island
    shade = None
    if selected_map is not None and game.maps[selected_map].clues:
        colour = MAP_COLOURS[selected_map] if selected_map != 0 else "#ffd166"
        shade = {h: colour for h in game.map_hexes(selected_map)}
    svg = island_svg(island, shade=shade, highlight=highlight, size=SIZE)
    extra: list[str] = ['<g class="overlay" pointer-events="none">']
    for m, tm in enumerate(game.maps):
        if not tm.clues:
            continue
        spot = game.located(m)
        for h in game.map_hexes(m):
            x, y = hex_to_pixel(h, SIZE)
            dx, dy = _DOT[m]
            extra.append(f'<circle class="candidate map{m + 1}" cx="{x + dx * SIZE:.1f}" '
                         f'cy="{y + dy * SIZE:.1f}" r="{SIZE * 0.17:.1f}" fill="{MAP_COLOURS[m]}" '
                         f'stroke="#000" stroke-width="0.6"/>')
        if spot is not None:
            x, y = hex_to_pixel(spot, SIZE)
            extra.append(f'<g class="treasure map{m + 1}" data-map="{m + 1}">{_star(x, y, MAP_COLOURS[m])}'
                         f'</g>')
    for h, n in sorted(game.amulets_on_board.items()):
        x, y = hex_to_pixel(h, SIZE)
        s = SIZE * 0.3
        extra.append(f'<polygon class="amulet" fill="#8e44ad" stroke="#fff" stroke-width="0.8" '
                     f'points="{x:.1f},{y - s:.1f} {x + s:.1f},{y:.1f} {x:.1f},{y + s:.1f} '
                     f'{x - s:.1f},{y:.1f}"/>')
    for p, h in enumerate(game.atv):
        if h is None:
            continue
        x, y = hex_to_pixel(h, SIZE)
        ox = (p - (game.num_players - 1) / 2) * SIZE * 0.34
        extra.append(f'<rect class="atv" data-atv="{p}" data-at="{h[0]},{h[1]}" '
                     f'x="{x + ox - SIZE * 0.2:.1f}" '
                     f'y="{y + SIZE * 0.05:.1f}" width="{SIZE * 0.4:.1f}" height="{SIZE * 0.5:.1f}" '
                     f'rx="2" fill="{PLAYER_COLOURS[p]}" stroke="#000" stroke-width="0.8">'
                     f'<title>ATV of player {p + 1}</title></rect>')
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


class TobagoWidget(GameWidget):
    """Tobago's interactive front (see the module docstring)."""

    default_bot = "greedy"

    def __init__(self, game: TobagoGame, **kw):
        self.selected_card: str | None = None
        self.selected_map: int | None = None
        self.hand_box = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.map_box = w.VBox()
        self.info = w.HTML()
        super().__init__(game, **kw)

    # ------------------------------------------------------------- panels
    def side_panels(self) -> list[w.Widget]:
        return [self.info, w.HTML("<b>Clue hand</b> (pick a card, then a map)"), self.hand_box, self.map_box]

    @property
    def viewer(self) -> int:
        """The seat whose private cards are shown: the human to act, else the first human."""
        if self.human is not None:
            return self.human
        humans = [p for p, b in enumerate(self.bots) if b is None]
        return humans[0] if humans else 0

    def on_new_game(self) -> None:
        self.selected_card = self.selected_map = None

    def update_panels(self) -> None:
        g, p = self.game, self.viewer
        if self.selected_card not in g.hands[p]:
            self.selected_card = None
        self.info.value = self._info_html(p)
        buttons = []
        for card in g.hands[p]:
            b = w.Button(description=card, layout=w.Layout(width="auto"),
                         button_style="info" if card == self.selected_card else "")
            b.on_click(lambda _, c=card: self.pick_card(c))
            buttons.append(b)
        self.hand_box.children = buttons
        rows = []
        for m in range(MAPS):
            tm = g.maps[m]
            status = self._map_status(m)
            b = w.Button(description=f"map {m + 1} ({MAP_NAMES[m]}): {status}", layout=w.Layout(width="auto"),
                         button_style="success" if status.startswith("✓") else "")
            b.on_click(lambda _, k=m: self.pick_map(k))
            clues = "; ".join(f"{html.escape(c)} <small>(P{o + 1})</small>" for c, o in tm.clues)
            clues = clues or "no clue yet"
            rows += [b, w.HTML(f'<div style="font-size:12px;margin:0 0 4px 8px">{clues}</div>')]
        self.map_box.children = rows

    def _map_status(self, m: int) -> str:
        g = self.game
        count = g.maps[m].candidates.bit_count()
        spot = g.located(m)
        if spot is not None:
            return f"treasure at {spot[0]},{spot[1]}"
        if self.selected_card is None or g.phase not in ("turn", "start"):
            return f"{count} hexes" if g.maps[m].clues else "empty"
        problem = g.clue_problem(m, self.selected_card)
        if problem is None:
            after = (g.maps[m].candidates & g.board.masks[self.selected_card]).bit_count()
            return f"✓ {count} → {after} hexes"
        return f"✗ {problem.message}"

    def _info_html(self, p: int) -> str:
        g = self.game
        lines = [f"<b>{html.escape(g.player_name(p))}</b>: {g.roses[p]} roses, {g.amulets[p]} amulets, "
                 f"treasure cards {sorted(g.card_values[c] for c in g.treasures[p])}",
                 f"treasure deck: {len(g.treasure_deck)} cards · phase: {g.phase}"]
        sh = g.share
        if sh is not None:
            offered = "" if sh.card is None else f"{g.card_values[sh.card]} coins"
            lines.append(f"sharing map {sh.map + 1}: card on offer <b>{offered}</b>, "
                         f"{len(sh.pool)} face down; roses (bottom first): "
                         + ", ".join(f"P{o + 1}" for o in sh.roses))
            if p in sh.peeks:
                lines.append(f"your secret peek: {sorted(g.card_values[c] for c in sh.peeks[p])}")
        if g.over:
            lines.append(f"game over: {html.escape(g.end_reason)}")
        return "<div style='font-size:13px'>" + "<br>".join(lines) + "</div>"

    def score_extra(self) -> list[list[str]]:
        g = self.game
        return [[f"roses {g.roses[p]}", f"amulets {g.amulets[p]}", f"cards {len(g.treasures[p])}"]
                for p in g.players]

    # ------------------------------------------------------------- actions
    def action_buttons(self) -> list[Action]:
        g = self.game
        p = self.human
        if p is None:
            return []
        return [a for a in g.legal_actions(p) if a.name not in ("move", "place", "clue")]

    def pick_card(self, card: str) -> None:
        self.selected_card = None if card == self.selected_card else card
        self.refresh()

    def pick_map(self, m: int) -> None:
        """Play the selected card on map ``m`` (or just show that map's hexes)."""
        self.selected_map = m
        if self.selected_card is None:
            self.say(f"Map {m + 1}: pick a clue card first to play it here.")
            self.refresh()
            return
        card, self.selected_card = self.selected_card, None
        if not self.act(f"clue {m + 1} {card}"):
            self.selected_card = card
            self.refresh()

    def on_board_click(self, data_id: str) -> None:
        h = parse_hex(data_id)
        if h is None:
            return
        phase = self.game.phase
        if phase == "place":
            self.act(f"place {data_id}")
        elif phase in ("turn", "arrived"):
            self.act(f"move {data_id}")
        else:
            self.say("Clicking the island moves your ATV during your turn; now: "
                     + self.game._phase_text(), error=True)

    # ------------------------------------------------------------- drawing
    def render_svg(self) -> str:
        g = self.game
        highlight = None
        p = self.human
        if p is not None and g.phase == "turn":
            highlight = sorted(g.board.reachable(g.atv[p]))
        return board_svg(g, self.selected_map, highlight, scale=1.7)


def widget(game: TobagoGame, **kw) -> TobagoWidget:
    """The Tobago widget for ``game`` (``seats=[...]`` as in :class:`kit.ui.GameWidget`)."""
    return TobagoWidget(game, **kw)


__all__ = ["TobagoWidget", "widget", "board_svg"]
