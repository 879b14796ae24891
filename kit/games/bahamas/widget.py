"""The Bahamas widget: the viewing seat's hand face up, the others face down with counts,
the dice, the table, and a prompt when a card may be played out of turn (with a pass).

Click a die in the centre to take it, a player's panel to name or choose them, a card of
your hand to play or discard it (when it can be played in several ways, the buttons below
the prompt list them), and "Pass" to let a reaction window go by. Switch the viewer ("pass
the device") to show one seat's hidden hand on a shared screen.

>>> import kit
>>> g = kit.new_game("bahamas", players=4, seed=3)
>>> w = kit.widget(g, seats=["human"] * 4)
>>> face = g.legal_actions()[0].args[0]
>>> w.board.click(f"die:{face}")
>>> w.view()["seats"][0]["die"] == face
True
"""
from __future__ import annotations

import html

import ipywidgets as w

from kit.engine import CHANCE, Action, Game
from kit.games.bahamas.draw import NAMES, Targets, view_svg
from kit.games.bahamas.moves import Name, Pass, TakeDie, Target, card_of, read, write
from kit.games.bahamas.words import FACE_WORDS
from kit.ui import GameWidget

PASS = write(Pass())


def _card(c: str) -> str:
    return NAMES.get(c, c)


class BahamasWidget(GameWidget):
    default_bot = "greedy"

    def __init__(self, game: Game, **kwargs):
        self.prompt = w.HTML()
        self.hand_box = w.HTML()
        self.selected = ""
        super().__init__(game, **kwargs)

    def side_panels(self) -> list[w.Widget]:
        return [self.prompt, self.hand_box]

    def on_new_game(self) -> None:
        self.selected = ""

    # ------------------------------------------------------------ clicks
    def _legal(self) -> list[Action]:
        p = self.human
        return self.game.legal_actions(p) if p is not None else []

    def on_board_click(self, data_id: str) -> None:
        kind, _, arg = data_id.partition(":")
        legal = self._legal()
        if kind == "pass":
            self.selected = ""
            self.act(PASS)
        elif kind == "die":
            self.act(f"take {arg}")
        elif kind == "seat":
            match = [a for a in legal if _seat_of(a) == arg]
            self.act(match[0] if match else f"target {arg}")
        elif kind == "card":
            uses = [a for a in legal if card_of(read(a)) == arg]
            if len(uses) == 1:
                self.selected = ""
                self.act(uses[0])
            elif uses:
                self.selected = "" if self.selected == arg else arg
                self.say(f"{_card(arg)}: choose how to play it with the buttons." if self.selected else "")
                self.refresh()
            else:
                self.say(f"{_card(arg)} cannot be played now.", error=True)

    # ----------------------------------------------------------- drawing
    def render_svg(self) -> str:
        return view_svg(self.view(), selected=self.selected, targets=self.targets())

    def targets(self) -> Targets:
        """What a click may play or pick now, from the legal actions of the human to act."""
        legal = self._legal()
        if not legal:
            return Targets()
        view = self.view()
        hand = view["seats"][self.viewer]["hand"] if self.viewer is not None else None
        moves = [read(a) for a in legal]
        return Targets(dice=frozenset(m.face for m in moves if type(m) is TakeDie),
                       seats=frozenset(str(m.seat + 1) for m in moves if isinstance(m, (Name, Target))),
                       cards=frozenset(c for c in map(card_of, moves)
                                       if isinstance(c, str) and isinstance(hand, list) and c in hand),
                       can_pass=PASS in legal)

    def answer_for(self, player: int) -> Action | None:
        """Pass for a lone human who holds no card playable now. A reaction window asks
        everyone holding an action card, so as not to tell who could react (the kit default
        ``window_seats``); with no other person at the table, passing at once tells nobody."""
        if sum(bot is None for bot in self.bots) == 1 and self._live.legal_actions(player) == [PASS]:
            return PASS
        return None

    def action_buttons(self) -> list[Action]:
        legal = self._legal()
        if self.selected:
            chosen = [a for a in legal if card_of(read(a)) == self.selected]
            if chosen:
                return chosen + [a for a in legal if a == PASS]
            self.selected = ""
        return legal[:40]

    def update_panels(self) -> None:
        view = self.view()
        g = self.game
        waiting = view["public"]["waiting"]
        viewer = self.viewer
        text = ""
        if waiting.get("mode") == "window":
            seats = waiting["seats"]
            who = ", ".join(f"player {p + 1}" for p in seats)
            if waiting["kind"] == "answer":
                stack = view["public"]["stack"]
                top = stack[-1] if stack else {}
                text = (f"<b>Out of turn:</b> player {top.get('player', 0) + 1} played "
                        f"{html.escape(_card(top.get('card', '')))}. {who.capitalize()} may answer with an "
                        "Extinguisher, or pass.")
            else:
                text = (f"<b>Out of turn:</b> player {waiting['owner'] + 1} took the die "
                        f"“{html.escape(FACE_WORDS.get(waiting['face'], waiting['face']))}”. Before it acts, "
                        f"{who} may play a card, or pass.")
            if self.human is not None:
                text += f"<br>Player {self.human + 1}: click a card of your hand, a button, or “Pass”."
        elif waiting.get("mode") == "decide" and self.human is not None:
            text = f"<b>Player {self.human + 1}</b>: your choice (board or buttons)."
        self.prompt.value = f'<div role="status">{text}</div>'
        # the viewing seat's hand and what it knows
        if view.get("table"):
            self.hand_box.value = "<i>The table's view: every hand is face down.</i>"
        elif viewer is None:
            self.hand_box.value = "<i>Teacher's view: every hand is face up on the board.</i>"
        else:
            seat = view["seats"][viewer]
            cards = ", ".join(_card(c) for c in seat["hand"]) or "none"
            cash = ", ".join(f"${v:,}" for v in seat["cash"]) or "none"
            known = view["private"].get("known", {})
            lines = [f"<b>Player {viewer + 1}'s hand</b>: {html.escape(cards)}",
                     f"Cash: {html.escape(cash)} (total ${seat['money']:,})"]
            for q, k in known.items():
                bits = [_card(c) for c in k["action"]] + [f"${v:,}" for v in k["cash"]]
                lines.append(f"You know player {q} holds: {html.escape(', '.join(bits))}")
            if view["private"].get("deck_top"):
                top = ", ".join(_card(c) for c in view["private"]["deck_top"])
                lines.append(f"On top of the deck: {top}")
            self.hand_box.value = "<br>".join(lines)
        # scores: cash is secret; show only what this viewer may know
        scores = view["scores"]
        rows = []
        for p in g.players:
            mark = "winner" if view["over"] and p in g.winners() else ("to play" if p in g.to_act else "")
            seat_bot = self.bots[p]
            bot = "" if seat_bot is None else f" ({seat_bot.name} bot)"
            value = "hidden" if scores[p] is None else f"${scores[p]:,.0f}"
            rows.append(f"<tr><td><b>{mark}</b></td><td>Player {p + 1}{html.escape(bot)}</td>"
                        f"<td>{value}</td></tr>")
        if view["over"]:
            status = _end_words(view)
        elif CHANCE in g.to_act:
            status = "Waiting for chance (a roll, a draw or a random card)."
        else:
            status = "To play: " + ", ".join(f"player {p + 1}" for p in g.to_act if isinstance(p, int))
        self.scores.value = (f'<table class="kit-scores"><tr><th></th><th>Player</th><th>Money</th></tr>'
                             f'{"".join(rows)}</table><div class="kit-status" role="status">{status}</div>')


def _end_words(view: dict) -> str:
    public = view["public"]
    if public["end"] == "fbi":
        return f"Winner: player {public['winners'][0] + 1}, with the three FBI cards — game over."
    if not public["winners"]:
        return "The plane crashed and nobody survived: no winner — game over."
    names = " and ".join(f"player {p + 1} (${view['scores'][p]:,.0f})" for p in public["winners"])
    return f"Winner{'s' if len(public['winners']) > 1 else ''}: {names} — game over."


def _seat_of(action: Action) -> str | None:
    """The seat (a 1-based word) a naming or targeting action picks."""
    move = read(action)
    return str(move.seat + 1) if isinstance(move, (Name, Target)) else None


def widget(game: Game, **kwargs) -> BahamasWidget:
    return BahamasWidget(game, **kwargs)
