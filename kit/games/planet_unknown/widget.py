"""The Planet Unknown widget: the planet of the player to act, where every legal placement
of the tile in hand (in the orientation chosen with the "Turn" and "Mirror" buttons)
shows as a dashed square; resting the pointer on one (or focusing it with Tab) previews
the tile there, a click places it. Clicking a depot's tile takes it; the squares for a
biomass patch or a new rover are clicked the same way; the other decisions are buttons.

>>> import kit, kit.games.planet_unknown
>>> g = kit.new_game("planet_unknown", players=1, seed=4)
>>> w = kit.widget(g, seats=["human"])
>>> w.board.click(g.legal_actions(0)[0].text); g.phase  # solo: give back a private objective
'turn'
>>> w.act("turn 0"); w.board.click("take inner"); g.phase
True
'resolve'
>>> spot = next(a for a in g.legal_actions(0) if a.args[1] == "0")
>>> w.board.click(spot.text); g.view(0)["seats"][0]["placed"][0][1] == spot.args[0]
True
"""
from __future__ import annotations

import html

import ipywidgets as w

from kit.engine import Action, Game, IllegalAction
from kit.games.planet_unknown.board import (
    TILES,
    placement_index,
    same_as,
)
from kit.games.planet_unknown.civ import card_words
from kit.games.planet_unknown.draw import view_svg
from kit.games.planet_unknown.events import event_words
from kit.games.planet_unknown.moves import GiveBack, Patch, Place, Rover, Take, Turn, read_move
from kit.games.planet_unknown.objectives import NEIGHBOUR, PRIVATE
from kit.ui import GameWidget

CLICKED = (Place, Patch, Rover)  # offered on the board only (turn and take also as buttons)


def plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def turned(label: str) -> str:
    """The orientation a quarter turn further clockwise."""
    flip = label.endswith("f")
    degrees = (int(label.rstrip("f")) + 90) % 360
    return f"{degrees}" + ("f" if flip else "")


def mirrored(label: str) -> str:
    return label[:-1] if label.endswith("f") else label + "f"


class PlanetUnknownWidget(GameWidget):
    default_bot = "builder"
    score_unit = "points"

    def __init__(self, game: Game, **kwargs):
        self.orientation = "0"
        self.turn_button = w.Button(description="Turn the tile 90° clockwise", layout=w.Layout(width="auto"))
        self.mirror_button = w.Button(description="Mirror the tile", layout=w.Layout(width="auto"))
        self.turn_button.on_click(lambda _: self.rotate())
        self.mirror_button.on_click(lambda _: self.flip())
        self.help_box = w.HTML()
        self.civ_box = w.HTML()
        self.event_box = w.HTML()  # this round's event card (the events option)
        super().__init__(game, **kwargs)

    def side_panels(self) -> list[w.Widget]:
        return [w.HBox([self.turn_button, self.mirror_button]), self.help_box, self.event_box, self.civ_box]

    def on_new_game(self) -> None:
        self.orientation = "0"

    def rotate(self) -> None:
        self.orientation = turned(self.orientation)
        self.refresh()

    def flip(self) -> None:
        self.orientation = mirrored(self.orientation)
        self.refresh()

    # ------------------------------------------------------------ facts
    def _seat(self) -> int | None:
        return self.human

    def _spots(self):
        """What the board offers the human to click: placements in the chosen orientation,
        or squares for a patch or a rover."""
        p = self._seat()
        if p is None:
            return None
        seat = self.view()["seats"][p]
        moves = [read_move(a) for a in self.game.legal_actions(p)]
        task = seat["task"]
        if task is None:
            return None
        if task["kind"] == "place" and seat["hand"]:
            tile = TILES[seat["hand"]]
            label = same_as(tile.shape, tile.meteor)[self.orientation]
            index = placement_index(tile.shape, tile.meteor)
            return [index[(m.cell, m.orientation)] for m in moves
                    if isinstance(m, Place) and m.orientation == label]
        if task["kind"] in ("patch", "rover"):
            kind = Patch if task["kind"] == "patch" else Rover
            return [m.cell for m in moves if isinstance(m, kind)]
        return None

    # ------------------------------------------------------------ clicks
    def on_board_click(self, data_id: str) -> None:
        try:
            move = read_move(Action.parse(data_id))
        except IllegalAction:
            return  # not an action's square
        if isinstance(move, Place | Take | Patch | Rover | Turn | GiveBack):
            self.act(data_id)

    # ----------------------------------------------------------- drawing
    def render_svg(self) -> str:
        return view_svg(self.view(), seat=self._seat(), spots=self._spots(), orientation=self.orientation)

    def update_panels(self) -> None:
        p = self._seat()
        placing = False
        text = ""
        if p is not None:
            seat = self.view()["seats"][p]
            task = seat["task"]
            if task and task["kind"] == "place" and seat["hand"]:
                placing = True
                spots = self._spots() or []
                text = (f"<b>Player {p + 1}: place the {html.escape(TILES[seat['hand']].words())}.</b> "
                        f"{len(spots)} places in this orientation "
                        f"({len(self.game.legal_actions(p))} in all): rest the pointer on a dashed square "
                        "to preview, click to place; turn or mirror the tile for other places.")
            elif task and task["kind"] in ("patch", "rover"):
                text = f"<b>Player {p + 1}:</b> click a marked square of the planet."
            elif task and task["kind"] == "toss":
                text = (f"<b>Player {p + 1}:</b> the event card makes you throw away one of your private "
                        "objectives: click it under the station.")
            elif self.view()["phase"] == "objectives" and p in self.game.to_act:
                text = (f"<b>Player {p + 1}:</b> give back one of your private objectives (click it "
                        "under the station); you keep the others.")
            elif self.view()["phase"] == "draft" and p in self.game.to_act:
                text = f"<b>Player {p + 1}:</b> click a tile of your depot (thick frame) on the station."
        self.turn_button.disabled = self.mirror_button.disabled = not placing
        self.help_box.value = text
        self.civ_box.value = civ_html(self.view()) + objectives_html(self.view())
        self.event_box.value = event_html(self.view())

    def action_buttons(self) -> list[Action]:
        p = self.human
        if p is None:
            return []
        return [a for a in self.game.legal_actions(p) if not isinstance(read_move(a), CLICKED)]

    def score_extra(self) -> list[list[str]]:
        out = []
        for s in self.view()["seats"]:
            words = (f"{plural(s['empty'], 'empty square')}, {plural(s['pods'], 'lifepod')} rescued, "
                     f"{plural(s['rocks'], 'meteorite')} collected")
            out.append([words])
        return out


def civ_html(view: dict) -> str:
    """Every player's civ cards, names and words, as the view shows them (another player's
    cards are a count until the end: they are kept secret)."""
    rows = []
    for p, seat in enumerate(view["seats"]):
        held = seat["civ"]
        if isinstance(held, int):
            cards = f"{plural(held, 'civ card')}, kept secret" if held else "no civ card"
        else:
            cards = "<br>".join(html.escape(card_words(n)) for n in held) or "no civ card"
        rows.append(f"<li><b>Player {p + 1}</b>: {cards}</li>")
    return "<b>Civ cards</b><ul>" + "".join(rows) + "</ul>"


def objectives_html(view: dict) -> str:
    """Every player's objectives in words: the neighbour ones (public, with both players'
    counts and the points they give now) and the private ones (their owner's and the
    teacher's; a count for the others until the end).

    >>> import kit
    >>> g = kit.new_game("planet_unknown", players=2, seed=1, private_objectives=True)
    >>> text = objectives_html(g.view(0))
    >>> "shared with player 2" in text and "2 private objectives, kept secret" in text
    True
    """
    rows = []
    for p, seat in enumerate(view["seats"]):
        items = []
        for r in seat["neighbour_objectives"]:
            side = NEIGHBOUR[r["card"]]
            items.append(f"{html.escape(side.name)} (shared with player {r['neighbour'] + 1}): "
                         f"{html.escape(side.words)} Now {abs(r['mine'])} against {abs(r['theirs'])}: "
                         f"{plural(r['points'], 'point')}.")
        held = seat["objectives"]
        if isinstance(held, int):
            if held:
                items.append(f"{held} private objective{'s' if held != 1 else ''}, kept secret")
        else:
            met = view["private"]["objectives_met"]
            known = view["viewer"] in (None, p)
            if view["viewer"] is None:
                met = met[p]
            for card in held:
                side = PRIVATE[card]
                state = (" (met)" if card in met else " (not met)") if known else ""
                items.append(f"Private: {html.escape(side.name)}: {html.escape(side.words)}{state}")
        text = "<br>".join(items) or "no objective"
        rows.append(f"<li><b>Player {p + 1}</b>: {text}</li>")
    return "<b>Objectives</b><ul>" + "".join(rows) + "</ul>"


def event_html(view: dict) -> str:
    """This round's event card in plain words, the cards left and the solo target ("" when
    the game is played without event cards)."""
    pub = view["public"]
    if "event" not in pub:
        return ""
    card = pub["event"]
    now = (f"{card['alert'].capitalize()} alert: {html.escape(card['words'])}" if card
           else "none revealed yet")
    text = f"<b>Event card</b>: {now} ({plural(pub['events_left'], 'card')} left in the deck)"
    if pub["solo_target"] is not None:
        text += f"<br><b>Target score</b>: {pub['solo_target']}"
    peeked = view["private"].get("next_event")
    if peeked:
        text += f"<br>You have seen the next event card: {html.escape(event_words(peeked))}"
    return text


def widget(game: Game, **kwargs) -> PlanetUnknownWidget:
    return PlanetUnknownWidget(game, **kwargs)


__all__ = ["PlanetUnknownWidget", "civ_html", "event_html", "mirrored", "objectives_html", "plural", "turned",
           "widget"]
