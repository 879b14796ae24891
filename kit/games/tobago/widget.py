"""Tobago's widget: the island as a clickable hex map, the four treasure maps' remaining
hexes, the ATVs, the clue hand and the sharing offers. It draws from the view of the
chosen viewer (``self.view()``) and acts only through ``self.act``.

Click a hex to place (setup) or move your ATV (reachable hexes are outlined); pick a clue
card, then the map to play it on (each map button says whether the clue is legal there
and, if not, why); ``take``/``pass`` buttons answer the sharing offers.

>>> import kit
>>> w = kit.widget(kit.new_game("tobago", players=2, seed=3, island="lesson"), seats=["human", "human"])
>>> w.board.click("5,5")          # player 1 places the ATV
>>> w.view()["seats"][0]["atv"]
'5,5'
"""
from __future__ import annotations

import html

import ipywidgets as w

from kit.engine import Action, Game, IllegalAction
from kit.games.tobago.draw import view_svg
from kit.ui import GameWidget

MAP_NAMES = ("white", "grey", "black", "brown")


def _coins(value: int) -> str:
    return "curse" if value == 0 else str(value)


class TobagoWidget(GameWidget):
    """Tobago's interactive front (see the module docstring)."""

    default_bot = "greedy"

    def __init__(self, game: Game, **kw):
        self.selected_card: str | None = None
        self.selected_map: int | None = None
        self.hand_box = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.map_box = w.VBox()
        self.info = w.HTML()
        super().__init__(game, **kw)

    # ------------------------------------------------------------- panels
    def side_panels(self) -> list[w.Widget]:
        return [self.info, w.HTML("<b>Clue hand</b> (pick a card, then a map)"), self.hand_box, self.map_box]

    def seat_shown(self, view: dict) -> int:
        """The seat whose hand the panels show: the viewer's, else the human to act, else the
        player whose turn it is."""
        if view["viewer"] is not None:
            return view["viewer"]
        if self.human is not None:
            return self.human
        return view["public"]["current"]

    def on_new_game(self) -> None:
        self.selected_card = self.selected_map = None

    def update_panels(self) -> None:
        view = self.view()
        p = self.seat_shown(view)
        hand = view["seats"][p]["hand"]
        hand = hand if isinstance(hand, list) else []
        if self.selected_card not in hand:
            self.selected_card = None
        self.info.value = self._info_html(view, p)
        buttons = []
        for card in hand:
            b = w.Button(description=card, layout=w.Layout(width="auto"),
                         button_style="info" if card == self.selected_card else "")
            b.on_click(lambda _, c=card: self.pick_card(c))
            buttons.append(b)
        self.hand_box.children = buttons
        rows = []
        for m, entry in enumerate(view["public"]["maps"]):
            status = self._map_status(view, m, p)
            b = w.Button(description=f"map {m + 1} ({MAP_NAMES[m]}): {status}", layout=w.Layout(width="auto"),
                         button_style="success" if status.startswith("✓") else "")
            b.on_click(lambda _, k=m: self.pick_map(k))
            clues = "; ".join(f"{html.escape(c)} <small>(P{o + 1})</small>" for c, o in entry["clues"])
            note = f'<div style="font-size:12px;margin:0 0 4px 8px">{clues or "no clue yet"}</div>'
            rows += [b, w.HTML(note)]
        self.map_box.children = rows

    def _map_status(self, view: dict, m: int, p: int) -> str:
        entry = view["public"]["maps"][m]
        if entry["located"] is not None:
            return f"treasure at {entry['located']}"
        count = entry["count"]
        if self.selected_card is None or view["phase"] not in ("turn", "start") or p not in self.game.to_act:
            return f"{count} hexes" if entry["clues"] else "empty"
        probe = self.game.copy()  # try the clue on a copy: the engine says whether and why
        try:
            events = probe.play(f"clue {m + 1} {self.selected_card}", p)
        except IllegalAction as err:
            return f"✗ {err.message}"
        after = next((e.data["after"] for e in events if e.kind == "clue"), count)
        return f"✓ {count} → {after} hexes"

    def _info_html(self, view: dict, p: int) -> str:
        public, seat = view["public"], view["seats"][p]
        name = self.game.player_name(p)
        lines = [f"<b>{html.escape(name)}</b>: {seat['roses']} roses, {seat['amulets']} amulets, "
                 f"treasure cards {sorted(seat['treasures'])}",
                 f"treasure deck: {public['treasure_deck']} cards · phase: {view['phase']}"]
        share = public["share"]
        if share is not None:
            offered = "" if share["card"] is None else f"{_coins(share['card'])} coins"
            lines.append(f"sharing map {share['map']}: card on offer <b>{offered}</b>, "
                         f"{share['face_down']} face down; roses (bottom first): "
                         + ", ".join(f"P{o + 1}" for o in share["roses"]))
            if isinstance(seat["peek"], list) and seat["peek"]:
                lines.append(f"{'your' if view['viewer'] == p else html.escape(name) + '’s'} secret peek: "
                             f"{sorted(seat['peek'])}")
        if public["next_chance"]:
            lines.append(f"chance: {html.escape(public['next_chance']['text'])}")
        if view["over"]:
            lines.append(f"game over: {html.escape(public['end_reason'])}")
        return "<div style='font-size:13px'>" + "<br>".join(lines) + "</div>"

    def score_extra(self) -> list[list[str]]:
        seats = self.view()["seats"]
        return [[f"roses {s['roses']}", f"amulets {s['amulets']}", f"cards {len(s['treasures'])}"]
                for s in seats]

    # ------------------------------------------------------------- actions
    def action_buttons(self) -> list[Action]:
        p = self.human
        if p is None:
            return []
        return [a for a in self.game.legal_actions(p) if a.name not in ("move", "place", "clue")]

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
        phase = self.view()["phase"]
        if phase == "place":
            self.act(f"place {data_id}")
        elif phase in ("turn", "arrived"):
            self.act(f"move {data_id}")
        else:
            self.say("Clicking the island places or moves your ATV; now the phase is "
                     f"'{phase}'.", error=True)

    # ------------------------------------------------------------- drawing
    def render_svg(self) -> str:
        view = self.view()
        highlight = None
        p = self.human
        if p is not None and view["phase"] == "turn":
            highlight = [a.args[0] for a in self.game.legal_actions(p) if a.name == "move"]
        return view_svg(view, self.selected_map, highlight, scale=1.7)


def widget(game: Game, **kw) -> TobagoWidget:
    """The Tobago widget for ``game`` (``seats=[...]`` as in :class:`kit.ui.GameWidget`)."""
    return TobagoWidget(game, **kw)


__all__ = ["TobagoWidget", "widget"]
