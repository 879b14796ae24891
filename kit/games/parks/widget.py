"""The Parks widget: click one of your hikers to select it (the first one on the trail is
selected to begin with), then click a site or a Trail End location to move it there (an
occupied site is shared by putting out your campfire). Buttons take the site's action,
fill canteens, discard and use the Camera; panels show the parks market and your tokens.

>>> import kit, kit.games.parks
>>> w = kit.widget(kit.new_game("parks", players=2, seed=4), seats=["human", "human"])
>>> site = w.view()["public"]["trail"][2]["site"]
>>> w.board.click(f"site {site}"); w.view()["seats"][0]["hikers"][0] == site
True
"""
from __future__ import annotations

import html
from typing import Any

import ipywidgets as w

from kit.engine import Action, Game
from kit.games.parks.cards import CANTEENS, END, END_TITLES, GEAR, PARKS, SITE_TITLES, cost_words
from kit.games.parks.costs import gear_price, park_cost, plan
from kit.games.parks.draw import hiker_label, view_svg
from kit.games.parks.moves import Buy, Copy, Hike, Pass, Photo, Visit, read_move, write_move
from kit.ui import GameWidget


class ParksWidget(GameWidget):
    default_bot = "greedy"
    score_unit = "points"

    def __init__(self, game: Game, **kwargs: Any):
        self.selected: int | None = None  # hiker 1 or 2 of the player to act
        self.market_box = w.HTML()
        self.hand_box = w.HTML()
        super().__init__(game, **kwargs)

    def side_panels(self) -> list[w.Widget]:
        return [self.market_box, self.hand_box]

    def on_new_game(self) -> None:
        self.selected = None

    # ------------------------------------------------------------ hikers
    def _moves(self) -> list[Hike]:
        if self.human is None or self.human not in self.game.to_act:
            return []
        moves = [read_move(a) for a in self.game.legal_actions(self.human)]
        return [m for m in moves if isinstance(m, Hike)]

    def selected_hiker(self) -> int | None:
        """The hiker a click on a site moves: the one chosen, else the first that can move."""
        movable = sorted({m.hiker for m in self._moves()})
        if not movable:
            return None
        return self.selected if self.selected in movable else movable[0]

    def on_board_click(self, data_id: str) -> None:
        words = data_id.split()
        if words[0] == "hiker" and len(words) == 3:
            seat, picked = int(words[1]) - 1, int(words[2])
            if seat == self.human and picked in {m.hiker for m in self._moves()}:
                self.selected = picked
                self.say(f"Hiker {hiker_label(seat, picked)} selected: click where it goes.")
            else:
                self.say("Only a hiker of the player to act, still on the trail, can be selected.",
                         error=True)
            self.refresh()
            return
        if words[0] != "site" or len(words) != 2:
            return
        where = words[1]
        hiker, human = self.selected_hiker(), self.human
        if hiker is None or human is None:
            self.say("No hiker can move now.", error=True)
            return
        options = [m for m in self._moves() if m.hiker == hiker and m.dest == where]
        if not options:
            name = SITE_TITLES.get(where) or END_TITLES.get(where, where)
            self.say(f"Hiker {hiker_label(human, hiker)} cannot go to {name} now.", error=True)
            return
        self.act(write_move(options[0]))

    # ----------------------------------------------------------- drawing
    def render_svg(self) -> str:
        hiker = self.selected_hiker()
        targets = [m.dest for m in self._moves() if m.hiker == hiker]
        selected = (self.human, hiker) if hiker is not None else None
        others = {m.hiker for m in self._moves()} - {hiker}
        return view_svg(self.view(), targets=targets, selected=selected,
                        movable=[(self.human, h) for h in others])

    def update_panels(self) -> None:
        view = self.view()
        pub = view["public"]
        parks = "".join(f"<li>{html.escape(PARKS[k].words())}</li>" for k in pub["park_market"])
        gear = "".join(f"<li>{html.escape(GEAR[g].words())}</li>" for g in pub["gear_market"])
        self.market_box.value = (f"<b>Parks on offer</b> ({pub['park_deck']} in the deck)<ul>{parks}</ul>"
                                 f"<b>Gear on offer</b> ({pub['gear_deck']} in the deck)<ul>{gear}</ul>")
        p = self.human if self.human is not None else (view["viewer"] if view["viewer"] is not None else None)
        if p is None:
            self.hand_box.value = ""
            return
        seat = view["seats"][p]
        tokens = ", ".join(f"{n} {t}" for t, n in seat["tokens"].items()) or "no tokens"
        canteens = ", ".join(f"{CANTEENS[c].words()} ({'full' if full else 'empty'})"
                             for c, full in seat["canteens"]) or "none"
        hiker = self.selected_hiker()
        hint = (f"Selected: hiker {hiker_label(p, hiker)}. Click a site ahead (outlined) to move it; "
                "click your other hiker to switch.") if hiker is not None else ""
        self.hand_box.value = (f"<b>Player {p + 1}</b>: {html.escape(tokens)} ({seat['held']} of 12 tokens), "
                               f"{seat['photos']} photos<br>Canteens: {html.escape(canteens)}<br>{hint}")

    def action_buttons(self) -> list[Action]:
        if self.human is None or self.human not in self.game.to_act:
            return []
        return [a for a in self.game.legal_actions(self.human) if not isinstance(read_move(a), Hike)]

    def button_label(self, action: Action) -> str:
        """The step in words (the game's), with what this player would pay where the
        position decides it."""
        move = read_move(action)
        view = self.view()
        phase = view["phase"]
        if isinstance(move, Pass) and phase in ("camera", "exchange", "rain"):
            return {"camera": "No photo with the Camera", "exchange": "Keep the tokens (no exchange)",
                    "rain": "Keep the water (no canteen)"}[phase]
        me = view["seats"][self.human] if self.human is not None else {}
        if isinstance(move, Copy):
            paid = "water" if me["tokens"]["water"] else "wildlife"
            return f"Pay 1 {paid} to copy the {SITE_TITLES[move.site]}"
        if isinstance(move, Visit):
            park = PARKS[move.park]
            paid = self._payment(me["tokens"], park_cost(me["gear"], move.park))
            return f"Visit {park.name}: pay {paid}, score {park.points} points"
        if isinstance(move, Buy):
            gear = GEAR[move.gear]
            off = view["public"]["discount"] if view["public"]["pending"] == "gear" else 0
            price = gear_price(move.gear, off)
            extra = ", 1 sun off as one of the first players here" if off and gear.price else ""
            paid = self._payment(me["tokens"], {"sun": price}) if price else "nothing"
            return f"Buy {gear.name} for {paid}{extra}: {gear.ability()}"
        words = self.game.describe(action, self.human, self.human)
        if isinstance(move, Photo) and phase == "site":
            words += " and take the Camera"
        return words[:1].upper() + words[1:]

    @staticmethod
    def _payment(held: dict[str, int], cost: dict[str, int]) -> str:
        """What a cost takes from ``held``: the named tokens first, wildlife for the rest."""
        return cost_words(plan(held, cost) or {})

    def score_extra(self) -> list[list[str]]:
        rows = []
        for seat in self.view()["seats"]:
            parks = len(seat["visited"])
            rows.append([f"{parks} park{'' if parks == 1 else 's'} visited, {seat['photos']} photos"])
        return rows


def widget(game: Game, **kwargs: Any) -> ParksWidget:
    return ParksWidget(game, **kwargs)


__all__ = ["END", "ParksWidget", "widget"]
