"""The Bahama Taxi widget: drive by clicking areas, pick up and drop off with buttons,
and explore fares by clicking two areas.

>>> import kit
>>> w = kit.widget(kit.new_game("bahama_taxi", players=2, seed=4))
>>> area = w.game.legal_actions()[0].args[0]
>>> w.board.click(area); w.view()["public"]["taxis"][0] == area
True
"""
from __future__ import annotations

import html

import ipywidgets as w

from kit.engine import Action, Game
from kit.games.bahama_taxi.board import fare, pretty, route
from kit.games.bahama_taxi.draw import TAXI_COLOURS, view_svg
from kit.ui import GameWidget

DRIVE, FARES = "drive", "fare explorer"


class BahamaTaxiWidget(GameWidget):
    default_bot = "greedy"

    def __init__(self, game: Game, **kwargs):
        self.mode = w.ToggleButtons(options=[DRIVE, FARES], value=DRIVE, description="click to")
        self.fare_box = w.HTML()
        self.passenger_box = w.HTML()
        self.explorer: list[str] = []
        super().__init__(game, **kwargs)
        self.mode.observe(lambda _: self._reset_explorer(), names="value")

    def side_panels(self) -> list[w.Widget]:
        return [self.mode, self.fare_box, self.passenger_box]

    # ------------------------------------------------------------ clicks
    def on_board_click(self, area: str) -> None:
        if self.mode.value == FARES:
            self.explore(area)
        else:
            self.act(f"move {area}")

    def explore(self, area: str) -> None:
        """Fare explorer: the first click picks a start, the second shows route and fare."""
        self.explorer = [area] if len(self.explorer) != 1 else [self.explorer[0], area]
        self.refresh()

    def _reset_explorer(self) -> None:
        self.explorer = []
        self.refresh()

    def on_new_game(self) -> None:
        self.explorer = []

    # ----------------------------------------------------------- drawing
    def action_buttons(self) -> list[Action]:
        return [a for a in self.game.legal_actions(self.human) if a.name != "move"]

    def button_label(self, action: Action) -> str:
        if action.name == "pickup":
            origin, destination = action.args
            return f"Pick up the citizen going to {pretty(destination)} (fare {fare(origin, destination)})"
        if action.name == "drop":
            return f"Drop off the passengers for {pretty(action.args[0])}"
        if action.name == "stay":
            return "Stay here this turn"
        if action.name == "end":
            return "End the turn"
        return action.text

    def render_svg(self) -> str:
        g = self.game
        path = route(*self.explorer) if len(self.explorer) == 2 else []
        targets = [a.args[0] for a in g.legal_actions(self.human) if a.name == "move"] \
            if self.human is not None and self.mode.value == DRIVE else []
        return view_svg(self.view(), targets=targets, route=path, selected=self.explorer)

    def update_panels(self) -> None:
        if len(self.explorer) == 2:
            a, b = self.explorer
            stops = " → ".join(pretty(x) for x in route(a, b))
            self.fare_box.value = f"<b>fare {pretty(a)} → {pretty(b)}: {fare(a, b)}</b><br><small>{stops}</small>"
        elif len(self.explorer) == 1:
            self.fare_box.value = f"from {pretty(self.explorer[0])}: click a destination"
        else:
            self.fare_box.value = "" if self.mode.value == DRIVE else "click a starting area"
        rows = []
        view = self.view()
        for p, seat in enumerate(view["seats"]):
            riders = ", ".join(f"{pretty(d)} ({fare(o, d)})" for o, d in seat["passengers"]) or "empty"
            colour = TAXI_COLOURS[p % len(TAXI_COLOURS)]
            where = pretty(seat["area"]) if seat["area"] else "not yet placed"
            rows.append(f'<div><span style="color:{colour}">■</span> taxi {p + 1} on '
                        f'{where}: {html.escape(riders)}</div>')
        self.passenger_box.value = "<b>passengers (destination, fare)</b>" + "".join(rows)


def widget(game: Game, **kwargs) -> BahamaTaxiWidget:
    return BahamaTaxiWidget(game, **kwargs)
