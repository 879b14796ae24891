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
from kit.games.bahama_taxi.draw import DRIVE as DRAW_DRIVE
from kit.games.bahama_taxi.draw import FARES as DRAW_FARES
from kit.games.bahama_taxi.draw import view_svg
from kit.games.bahama_taxi.moves import Drive, Drop, read, write
from kit.ui import GameWidget

DRIVE, FARES = "drive", "fare explorer"


def _trips(trips) -> str:
    """``[["2H", "8C"]]`` → "8♣ (fare 4)"."""
    return ", ".join(f"{pretty(d)} (fare {fare(o, d)})" for o, d in trips)


class BahamaTaxiWidget(GameWidget):
    default_bot = "greedy"
    score_unit = "fare points"

    def __init__(self, game: Game, **kwargs):
        self.mode = w.ToggleButtons(options=[("drive my taxi", DRIVE), ("explore fares", FARES)],
                                    value=DRIVE, description="A click on the board:",
                                    style={"description_width": "initial"},
                                    tooltips=["click an area next to your taxi to drive there",
                                              "click two areas to see a shortest route and its fare"])
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
            self.act(write(Drive(area)))

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
        return [a for a in self.game.legal_actions(self.human) if not isinstance(read(a), Drive)]

    def button_label(self, action: Action) -> str:
        """The step in the rules' words; a drop-off also says what it earns now (which
        depends on the position, so the rules' words cannot say it)."""
        words = super().button_label(action)
        move = read(action)
        if not isinstance(move, Drop) or self.human is None:
            return words
        here = move.area
        riders = [o for o, d in self.view()["seats"][self.human]["passengers"] if d == here]
        gain = sum(fare(o, here) for o in riders)
        return f"{words}, earn {gain} fare point{'' if gain == 1 else 's'}"

    def score_extra(self) -> list[list[str]]:
        rows = []
        for seat in self.view()["seats"]:
            done, aboard = len(seat["delivered"]), len(seat["passengers"])
            rows.append([f"{done} passenger{'' if done == 1 else 's'} delivered, {aboard} aboard"])
        return rows

    def render_svg(self) -> str:
        g = self.game
        if self.mode.value == FARES:
            path = route(*self.explorer) if len(self.explorer) == 2 else []
            return view_svg(self.view(), targets=[], route=path, selected=self.explorer, mode=DRAW_FARES)
        moves = [read(a) for a in g.legal_actions(self.human)] if self.human is not None else []
        targets = [m.area for m in moves if isinstance(m, Drive)]
        return view_svg(self.view(), targets=targets, mode=DRAW_DRIVE)

    def update_panels(self) -> None:
        if len(self.explorer) == 2:
            a, b = self.explorer
            stops = " → ".join(pretty(x) for x in route(a, b))
            n = fare(a, b)
            self.fare_box.value = (f"<b>Fare from {pretty(a)} to {pretty(b)}: {n} fare "
                                   f"point{'' if n == 1 else 's'}</b> (a shortest route has {n} "
                                   f"move{'' if n == 1 else 's'})"
                                   f"<br><small>{stops}</small>")
        elif len(self.explorer) == 1:
            self.fare_box.value = f"From {pretty(self.explorer[0])}: now click where the trip ends."
        elif self.mode.value == FARES:
            self.fare_box.value = "Click the area where a trip starts."
        else:
            self.fare_box.value = ""
        rows = []
        for p, seat in enumerate(self.view()["seats"]):
            where = f"on {pretty(seat['area'])}" if seat["area"] else "not placed yet"
            riders = seat["passengers"]
            load = f"{len(riders)} passenger{'' if len(riders) == 1 else 's'}, for {_trips(riders)}" \
                if riders else "no passengers"
            rows.append(f"<div><b>Taxi {p + 1}</b> {where}: {html.escape(load)}</div>")
        self.passenger_box.value = ("<b>In the taxis</b> (each passenger's destination and "
                                    "fare, paid when they get off there)" + "".join(rows))


def widget(game: Game, **kwargs) -> BahamaTaxiWidget:
    return BahamaTaxiWidget(game, **kwargs)
