"""Tobago's widget: the island as a clickable hex map, the four treasure maps' remaining
places, the numbered ATVs, the clue hand and the sharing offers. It draws from the view of
the chosen viewer (``self.view()``) and acts only through ``self.act``.

Click (or Tab to and press Enter on) a hex to place or drive your ATV: one line goes around
the hexes it can reach. Click an ATV to see where that ATV can drive. Choose a treasure map
with its button; each clue card's button then says how many places that clue would leave
on it ("Add to map 2: not within 2 of a palm — leaves 9 places") and plays it. After a clue,
the hexes it ruled out stay hatched, with the solver's reason beside the island; a human's own
clue stays there until that human moves on, whatever the bots play meanwhile. The side panel
lists the reason of every clue of the game, newest first.

>>> import kit
>>> w = kit.widget(kit.new_game("tobago", players=2, seed=3, island="lesson"), seats=["human", "human"])
>>> w.board.click("5,5")          # player 1 places the ATV
>>> w.view()["seats"][0]["atv"]
'5,5'
"""
from __future__ import annotations

import html
from typing import Any, cast

import ipywidgets as w

from kit.engine import CHANCE, Action, Game
from kit.games.tobago.board import Board, board_for, spec_of_view
from kit.games.tobago.draw import view_svg
from kit.games.tobago.hexes import Hex, format_hex
from kit.games.tobago.moves import Drive, Place, PlayClue, Raise, read_action
from kit.games.tobago.words import MAP_NAMES
from kit.ui import GameWidget
from solvers import tobago as solver

PHASE_WORDS = {
    "setup": "the game is being set up",
    "place": "each player places an ATV on the island",
    "start": "each player puts a first clue on an empty treasure map",
    "turn": "a player's turn: drive the ATV, play a clue or raise a treasure",
    "arrived": "an ATV has reached a treasure: raise it or stop",
    "share": "a treasure is being shared out",
    "curse": "a curse has come up",
    "over": "the game is over",
}


def _places(n: int) -> str:
    return f"{n} place" if n == 1 else f"{n} places"


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _coins(value: int) -> str:
    return "a curse" if value == 0 else f"{value} coins"


def _and(items: list[str]) -> str:
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def _hex(text: str) -> tuple[int, int]:
    q, r = text.split(",")
    return (int(q), int(r))


#: A clue card's button says the clue and what it would leave: long, so it wraps (whole
#: text, no ellipsis) instead of the one clipped line of a plain button.
_WRAP_CSS = ("<style>.kit-tobago-clue.jupyter-button, .kit-tobago-clue.widget-button {white-space: normal;"
             " height: auto; min-height: 28px; line-height: 1.3; padding: 4px 8px; text-align: left;"
             " overflow: visible; text-overflow: clip;}</style>")


class TobagoWidget(GameWidget):
    """Tobago's interactive front (see the module docstring)."""

    default_bot = "greedy"
    score_unit = "coins"

    def __init__(self, game: Game, **kw: Any):
        self.selected_map: int | None = None   # the map the clue buttons play on (0-based)
        self.show_map = False                  # draw the dashed line around the selected map
        self.reach_of: int | None = None       # an ATV whose reach was asked for (a click)
        self.map_box = w.VBox()
        self.hand_title = w.HTML()
        self.hand_box = w.VBox()
        self.info = w.HTML()
        self.reasons = w.HTML()
        self._explained: dict[tuple, str] = {}  # (island, map clues before, clue) -> reason
        super().__init__(game, **kw)

    # ------------------------------------------------------------- the board's tables
    def board_tables(self, view: dict | None = None) -> Board | None:
        """The island's tables (clue masks, ATV reach) with the game's clue and movement
        settings, from the view's island."""
        view = self.view() if view is None else view
        if view["public"]["island"] is None:
            return None
        s = self.game.settings
        return board_for(spec_of_view(view["public"]["island"]), s["adjacency_excludes_target"],
                         s["step_combines_cross"])

    # ------------------------------------------------------------- panels
    def side_panels(self) -> list[w.Widget]:
        return [self.info, w.HTML("<b>Treasure maps</b> (choose the map your clue goes on)"),
                self.map_box, self.hand_title, self.hand_box, self.reasons]

    def seat_shown(self, view: dict) -> int:
        """The seat whose hand the panels show: the viewer's, else the human to act, else the
        player whose turn it is."""
        if view["viewer"] is not None:
            return view["viewer"]
        if self.human is not None:
            return self.human
        return view["public"]["current"]

    def on_new_game(self) -> None:
        self.selected_map, self.show_map, self.reach_of = None, False, None

    def target_map(self, view: dict) -> int:
        """The map the clue buttons play on: the chosen one, else the first that can still
        take a clue (in the first round: the first empty one)."""
        maps = view["public"]["maps"]
        if self.selected_map is not None:
            return self.selected_map
        if view["phase"] == "start":
            empty = [m for m, e in enumerate(maps) if not e["clues"]]
            if empty:
                return empty[0]
        hunting = [m for m, e in enumerate(maps) if e["clues"] and e["located"] is None]
        return hunting[0] if hunting else 0

    def cards_shown(self, view: dict, p: int) -> list[str]:
        """The clue cards seat ``p`` may play from (its hand; in a first round played from the
        deck, the face-up card)."""
        if view["phase"] == "start" and self.game.settings["start_clue_source"] == "deck":
            return list(view["public"]["clue_top"][-1:])
        hand = view["seats"][p]["hand"]
        return list(hand) if isinstance(hand, list) else []

    def clue_label(self, view: dict, p: int, m: int, card: str, legal: set[str]) -> str:
        """The words on a clue card's button for map ``m`` (0-based)."""
        entry = view["public"]["maps"][m]
        board = self.board_tables(view)
        assert board is not None, "clue buttons come once the island is known"
        before = board.to_mask(_hex(t) for t in entry["candidates"])
        after = (before & board.masks[card]).bit_count()
        if f"clue {m + 1} {card}" in legal:
            found = " — the treasure is found!" if after == 1 else ""
            return f"Add to map {m + 1}: {card} — leaves {_places(after)}{found}"
        acting = p in self.game.to_act and view["phase"] in ("start", "turn") and self.human == p
        if not acting:
            return f"{card} (on map {m + 1} it would leave {_places(after)})"
        if entry["located"] is not None:
            why = "its treasure is found"
        elif after == 0:
            why = "it would leave no place"
        elif after == before.bit_count():
            why = "it rules out nothing"
        else:
            why = self._engine_reason(p, m, card)
        return f"{card} — not on map {m + 1}: {why}"

    def _engine_reason(self, p: int, m: int, card: str) -> str:
        refusal = self.game.why_not(f"clue {m + 1} {card}", p)
        return refusal.message if refusal is not None else "not now"

    def update_panels(self) -> None:
        view = self.view()
        p = self.seat_shown(view)
        self.info.value = self._info_html(view, p)
        maps = view["public"]["maps"]
        target = self.target_map(view)
        rows = []
        for m, entry in enumerate(maps):
            if entry["located"] is not None:
                status = f"treasure found on hex {entry['located']}"
            elif entry["clues"]:
                status = f"{_places(entry['count'])} left"
            else:
                status = "no clue yet"
            b = w.Button(description=f"Map {m + 1} ({MAP_NAMES[m]}): {status}",
                         layout=w.Layout(width="auto"),
                         button_style="info" if m == target else "",
                         tooltip=f"Play clues on map {m + 1} and show its possible places")
            b.on_click(lambda _, k=m: self.pick_map(k))
            rows.append(b)
            if entry["clues"]:
                clues = "; ".join(f"{html.escape(c)} <small>(player {o + 1})</small>"
                                  for c, o in entry["clues"])
                rows.append(w.HTML(f'<div style="font-size:13px;margin:0 0 4px 8px">Clues: {clues}</div>'))
        self.map_box.children = rows
        cards = self.cards_shown(view, p)
        legal = set()
        if self.human == p and view["phase"] in ("start", "turn"):
            legal = {a.text for a in self.game.legal_actions(p) if a.name == "clue"}
        whose = "your" if view["viewer"] == p or self.human == p else f"player {p + 1}'s"
        self.hand_title.value = (f"{_WRAP_CSS}<b>Clue cards</b> ({whose}; each button plays its clue on "
                                 f"map {target + 1}, {MAP_NAMES[target]})")
        buttons = []
        if view["public"]["island"] is not None:
            for card in cards:
                label = self.clue_label(view, p, target, card, legal)
                ok = f"clue {target + 1} {card}" in legal
                b = w.Button(description=label, layout=w.Layout(width="100%", height="auto"),
                             button_style="success" if ok else "", tooltip=label)
                b.add_class("kit-tobago-clue")
                b.on_click(lambda _, c=card: self.pick_card(c))
                buttons.append(b)
        self.hand_box.children = buttons
        self.reasons.value = self._reasons_html(view)

    def _info_html(self, view: dict, p: int) -> str:
        public, seat = view["public"], view["seats"][p]
        name = html.escape(self.game.player_name(p))
        name = name[:1].upper() + name[1:]
        cards = seat["treasures"]
        worth = (f"treasure cards worth {_and([str(v) for v in sorted(cards)])} coins"
                 if cards else "no treasure card yet")
        lines = [(f"<b>{name}</b>: {_plural(seat['roses'], 'compass rose')}, "
                  f"{_plural(seat['amulets'], 'amulet')}, {worth}"),
                 (f"Now: {PHASE_WORDS.get(view['phase'], view['phase'])}. "
                  f"Treasure deck: {_plural(public['treasure_deck'], 'card')}.")]
        share = public["share"]
        if share is not None:
            offered = "" if share["card"] is None else f" The card on offer: <b>{_coins(share['card'])}</b>."
            lines.append(f"Sharing the treasure of map {share['map']}: {share['face_down']} cards face "
                         f"down.{offered} Order of the compass roses (bottom first): "
                         + ", ".join(f"player {o + 1}" for o in share["roses"]) + ".")
            if isinstance(seat["peek"], list) and seat["peek"]:
                who = "Your" if view["viewer"] == p else f"{name}’s"
                lines.append(f"{who} secret look at the cards: "
                             f"{_and([_coins(v) for v in sorted(seat['peek'])])}.")
        if public["next_chance"]:
            lines.append(f"Next chance step: {html.escape(public['next_chance']['text'])}.")
        if view["over"]:
            lines.append(f"<b>Game over</b>: {html.escape(public['end_reason'])}. "
                         f"{html.escape(self._winner_words())}")
        return "<div style='font-size:14px'>" + "<br>".join(lines) + "</div>"

    def _winner_words(self) -> str:
        g = self.game
        winners = g.winners()
        scores = g.scores()
        if not winners:
            return "Nobody wins."
        names = [g.player_name(p) for p in winners]
        coins = f"{scores[winners[0]]:g} coins"
        if len(winners) == 1:
            return f"{names[0]} wins with {coins}."
        return f"{_and(names)} share the win with {coins} each."

    def score_extra(self) -> list[list[str]]:
        seats = self.view()["seats"]
        return [[_plural(s["roses"], "compass rose"), _plural(s["amulets"], "amulet"),
                 _plural(len(s["treasures"]), "treasure card")] for s in seats]

    # ------------------------------------------------------------- actions
    def action_buttons(self) -> list[Action]:
        p = self.human
        if p is None:
            return []
        return [a for a in self.game.legal_actions(p) if a.name not in ("move", "place", "clue")]

    def pick_map(self, m: int) -> None:
        """Choose map ``m`` (0-based): the clue buttons play on it and the board outlines its
        possible places."""
        self.selected_map, self.show_map = m, True
        entry = self.view()["public"]["maps"][m]
        if entry["located"] is not None:
            self.say(f"Map {m + 1}: the treasure is found on hex {entry['located']}.")
        elif entry["clues"]:
            self.say(f"Map {m + 1}: {_places(entry['count'])} left, inside the dashed line. "
                     "Each clue button says how many would stay.")
        else:
            self.say(f"Map {m + 1} has no clue yet: every land hex is possible.")
        self.refresh()

    def pick_card(self, card: str) -> None:
        """Play clue ``card`` on the chosen map."""
        view = self.view()
        m = self.target_map(view)
        before = view["public"]["maps"][m]["count"]
        self.show_map = False
        if not self.act(f"clue {m + 1} {card}"):
            self.refresh()
            return
        after = self.view()["public"]["maps"][m]["count"]
        if self.message.value == "":
            self.say(f"Map {m + 1}: {card} — {_places(before)} before, {_places(after)} now. "
                     "The hatched hexes are ruled out; the reason is beside the island and in the list "
                     "of reasons.")

    def on_board_click(self, data_id: str) -> None:
        if data_id.startswith("atv "):
            p = int(data_id.split()[1]) - 1
            self.reach_of = None if self.reach_of == p else p
            if self.reach_of is None:
                self.say(f"Player {p + 1}'s reach is hidden again.")
            else:
                self.say(f"The line goes around the hexes player {p + 1}'s ATV can reach "
                         "(up to 3 steps).")
            self.refresh()
            return
        action = self.hex_actions().get(data_id)
        if action is None and self.human is not None and self.view()["phase"] in ("place", "turn"):
            verb = "place" if self.view()["phase"] == "place" else "move"
            refusal = self.game.why_not(f"{verb} {data_id}", self.human)
            self.say(str(refusal) if refusal else "", error=refusal is not None)
            return
        if action is None:
            phase = self.view()["phase"]
            self.say(f"The island does nothing on a click now: {PHASE_WORDS.get(phase, phase)}.",
                     error=True)
            return
        self.reach_of = None
        self.act(action)

    def hex_actions(self) -> dict[str, Action]:
        """The hexes a click plays on now ("q,r" -> the legal place or move of the human to act)."""
        p = self.human
        if p is None:
            return {}
        return {format_hex(move.hex): a for a in self.game.legal_actions(p) if a.name in ("place", "move")
                and isinstance(move := read_action(a), (Place, Drive))}

    def hex_targets(self) -> dict[str, str]:
        """What a click on each target hex does, for the board's labels."""
        p = self.human
        if p is None:
            return {}
        verb = {"place": "place", "move": "drive"}
        return {h: f"click to {verb[a.name]} player {p + 1}'s ATV here"
                for h, a in self.hex_actions().items()}

    # ------------------------------------------------------------- drawing
    def last_clue(self) -> dict | None:
        """The clue whose work the board shows, with the hexes it ruled out and the solver's
        reason. A human's own clue stays until that human moves on (the bots' clues after it
        go to the list of reasons); otherwise the newest clue since a human last moved (with
        no human seat: the latest step, if it was a clue)."""
        found = self._shown_clue()
        if found is None:
            return None
        view = self.view()
        m, text = found.map, found.card
        clues = [c for c, _ in view["public"]["maps"][m]["clues"]]
        if text not in clues:
            return None  # the map has been shared and started again since
        board = self.board_tables(view)
        if board is None:
            return None
        step = solver.explain(board.clue_solver, clues[:clues.index(text)], text, board.inclusive)
        removed = cast(frozenset[Hex], step.removed)  # the solver's nodes are the island's hexes
        return {"map": m, "clue": text, "removed": [format_hex(h) for h in sorted(removed)],
                "reason": step.summary}

    def _shown_clue(self) -> PlayClue | None:
        humans = any(bot is None for bot in self.bots)
        newest = None
        for step in reversed(self.game.history):
            if not isinstance(step.player, int):
                continue  # chance
            move = read_action(step.action)
            clue = move if isinstance(move, PlayClue) else None
            if self.bots[step.player] is None or not humans:
                return clue or newest
            if newest is None:
                newest = clue
        return newest

    def clue_reasons(self) -> list[dict]:
        """Every clue of the game with the solver's reason, newest first: ``{"map", "player",
        "clue", "reason"}`` (map and player 0-based)."""
        view = self.view()
        board = self.board_tables(view)
        if board is None:
            return []
        island = view["public"]["island"]
        on_map: list[list[str]] = [[] for _ in view["public"]["maps"]]
        out = []
        for step in self.game.history:
            if step.player == CHANCE:
                continue
            move = read_action(step.action)
            if isinstance(move, Raise):  # the treasure is shared and its map starts again
                on_map[move.map] = []
            elif isinstance(move, PlayClue):
                m, text = move.map, move.card
                key = (str(island), tuple(on_map[m]), text)
                if key not in self._explained:
                    self._explained[key] = solver.explain(board.clue_solver, on_map[m], text,
                                                          board.inclusive).summary
                out.append({"map": m, "player": step.player, "clue": text, "reason": self._explained[key]})
                on_map[m].append(text)
        return out[::-1]

    def _reasons_html(self, view: dict) -> str:
        reasons = self.clue_reasons()
        if not reasons:
            return ""
        items = "".join(
            f"<li><b>Map {r['map'] + 1} ({MAP_NAMES[r['map']]}), player {r['player'] + 1}: "
            f"{html.escape(r['clue'])}.</b> {html.escape(r['reason'])}</li>" for r in reasons)
        return ('<div class="kit-tobago-reasons" style="font-size:0.9em">'
                "<b>Why each clue removed what it removed</b> (newest first)"
                '<ol reversed tabindex="0" aria-label="Every clue\'s reason, newest first" '
                'style="max-height:16em;overflow-y:auto;margin:4px 0;padding-left:1.6em">'
                f"{items}</ol></div>")

    def reach(self, view: dict) -> tuple[list[str] | None, int | None]:
        """The hexes to draw the reach line around, and whose ATV it is."""
        if self.reach_of is not None and self.reach_of < len(view["seats"]):
            at = view["seats"][self.reach_of]["atv"]
            board = self.board_tables(view)
            if at is not None and board is not None:
                return [f"{q},{r}" for q, r in board.move_targets(_hex(at))], self.reach_of
        p = self.human
        if p is not None and view["phase"] == "turn":
            return [format_hex(move.hex) for a in self.game.legal_actions(p)
                    if a.name == "move" and isinstance(move := read_action(a), Drive)], p
        return None, None

    def render_svg(self) -> str:
        view = self.view()
        if view["public"]["island"] is None:
            return view_svg(view)
        highlight, whose = self.reach(view)
        shown = self.selected_map if self.show_map else None
        return view_svg(view, shown, highlight, last_clue=self.last_clue(), reach_of=whose,
                        targets=self.hex_targets())


def widget(game: Game, **kw: Any) -> TobagoWidget:
    """The Tobago widget for ``game`` (``seats=[...]`` as in :class:`kit.ui.GameWidget`)."""
    return TobagoWidget(game, **kw)


__all__ = ["TobagoWidget", "widget"]
