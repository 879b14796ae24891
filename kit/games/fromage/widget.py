"""The Fromage widget.

Your turn is one secret choice on the quadrant facing you: click a gather spot (1, 2 or 3
of a resource) and/or a free cheese space there; the board marks them. The gatherer is
the first free worker the cheese does not need; click one of your workers on your board
to gather with another. Then press “Send my choice” (or click a marked spot or space
again): your worker is placed in secret, and when everyone has chosen the choices are
revealed and the board turns. “Pass” does nothing this turn.

>>> import kit, kit.games.fromage
>>> w = kit.widget(kit.new_game("fromage", players=2, seed=1), seats=["human", "greedy"])
>>> w.view()["public"]["facing"][0]
'fromagerie'
>>> w.board.click("spot:fromagerie-fruit2")      # marks the spot (the soft worker will gather)
>>> w.view()["public"]["turn"], w.spot, w.worker
(1, 'fromagerie-fruit2', 'soft')
>>> w.board.click("spot:fromagerie-fruit2")      # again: sends the choice; the bot chooses too
>>> w.view()["public"]["turn"], w.view()["seats"][0]["fruit"]
(2, 3)
"""
from __future__ import annotations

import html

import ipywidgets as w

from kit.engine import Action, Game
from kit.games.fromage.board import GATHER, SPACES, space_words, spot_words, venue_title
from kit.games.fromage.draw import view_svg
from kit.games.fromage.moves import PASS, Choice, read, write
from kit.ui import GameWidget


class FromageWidget(GameWidget):
    default_bot = "greedy"
    score_unit = "points"

    def __init__(self, game: Game, **kwargs):
        self.choice_box = w.HTML()
        self.choice_box.add_class("fr-choice")
        self.spot: str | None = None
        self.space: str | None = None
        self.worker: str | None = None
        self._marked_at: tuple[int, int, int | None] | None = None
        super().__init__(game, **kwargs)

    def side_panels(self) -> list[w.Widget]:
        return [self.choice_box]

    def on_new_game(self) -> None:
        self._clear()

    def _clear(self) -> None:
        self.spot = self.space = self.worker = None

    def _marks_fresh(self) -> None:
        history = self.game.history
        now = (id(self.game), len(history), self.human)
        if self._marked_at != now:
            self._clear()
            self._marked_at = now

    # ------------------------------------------------------------ the choice
    def _legal(self, me: int) -> list[tuple[str | None, str | None, str | None]]:
        """(spot, worker, space) of every legal choice of ``me`` now."""
        moves = [read(a) for a in self.game.legal_actions(me)]
        return [(m.spot, m.worker, m.space) for m in moves if isinstance(m, Choice)]

    def _fits(self, me: int, spot: str | None, space: str | None) -> list[str]:
        """The workers that can gather at ``spot`` with cheese at ``space`` (None: none)."""
        return [w for s, w, c in self._legal(me) if s == spot and c == space and w]

    def _pick_worker(self, me: int) -> None:
        """Keep the chosen gatherer if it fits, else the first worker that does."""
        fits = self._fits(me, self.spot, self.space)
        if self.worker not in fits:
            self.worker = fits[0] if fits else None

    def staged(self) -> Action | None:
        """The action the marks on the board make, if any."""
        if self.spot and self.worker:
            return write(Choice(self.spot, self.worker, self.space or None))
        if self.space:
            return write(Choice(space=self.space))
        return None

    def targets(self) -> set[str]:
        """The board's ids a click on which leads toward a legal choice now: a spot or a space
        some choice uses, a marked one whose choice can be sent, another worker that fits."""
        me = self.human
        if me is None or self.game.over:
            return set()
        legal = self._legal(me)
        staged = self.staged()
        sendable = staged is not None and self.game.why_not(staged, me) is None
        out = {f"spot:{s}" for s, _, _ in legal if s and (s != self.spot or sendable)}
        out |= {f"space:{c}" for _, _, c in legal if c and (c != self.space or sendable)}
        if self.spot:
            out |= {f"worker:{me}:{w}" for w in self._fits(me, self.spot, self.space) if w != self.worker}
        return out

    def send(self) -> bool:
        action = self.staged()
        if action is None:
            self.say("Click a gather spot or a cheese space on the quadrant facing you first.", error=True)
            return False
        done = self.act(action)
        if done:
            self._clear()
        return done

    # ------------------------------------------------------------ clicks
    def on_board_click(self, data_id: str) -> None:
        self._marks_fresh()
        me = self.human
        if me is None:
            if not self._refuse_while_browsing():
                self.say("No human player chooses now (switch the viewer to your seat, or let the bots "
                         "move).", error=True)
            return
        kind, _, rest = data_id.partition(":")
        if data_id not in self.targets():
            self.say(self._not_a_target(me, kind, rest), error=True)
            return
        if kind == "worker":
            self.worker = rest.partition(":")[2]
        elif (kind, rest) in (("spot", self.spot), ("space", self.space)):
            self.send()
            return
        elif kind == "spot":
            self.spot = rest
            if self.space and not self._fits(me, rest, self.space):
                self.space = None  # that cheese does not go with this gather
        else:
            self.space = rest
            if self.spot and not self._fits(me, self.spot, rest):
                self.spot = self.worker = None
        self._pick_worker(me)
        action = self.staged()
        refusal = self.game.why_not(action, me) if action is not None else None
        self.say("Now add a gather spot: " + refusal.message if refusal else "", error=False)
        self.refresh()

    def _not_a_target(self, me: int, kind: str, rest: str) -> str:
        facing = self.view()["seats"][me]["venue"]
        where = (GATHER.get(rest) or SPACES.get(rest)) if kind in ("spot", "space") else None
        if where is not None and where.venue != facing:
            return f"You act on the quadrant facing you, the {venue_title(facing)}."
        return "That is not open to you now."

    # ------------------------------------------------------------ drawing
    def render_svg(self) -> str:
        self._marks_fresh()
        me = self.human
        worker = f"{me}:{self.worker}" if me is not None and self.worker and self.spot else None
        return view_svg(self.view(), selected_spot=self.spot, selected_space=self.space,
                        selected_worker=worker, targets=self.targets())

    def update_panels(self) -> None:
        self._marks_fresh()
        view = self.view()
        me = self.human
        if view["over"]:
            self.choice_box.value = ""
            return
        if me is None:
            waiting = [p + 1 for p in view["to_act"] if isinstance(p, int)]
            self.choice_box.value = ("<p>Waiting for " + ", ".join(f"player {p}" for p in waiting) + ".</p>"
                                     if waiting else "")
            return
        facing = view["seats"][me]["venue"]
        marked = []
        if self.spot:
            marked.append(f"gather {spot_words(self.spot)} with the {self.worker or '(no free)'} worker")
        if self.space:
            marked.append(f"make cheese at {space_words(self.space)}")
        self.choice_box.value = (
            f"<p><b>Player {me + 1}</b>, you face the <b>{html.escape(venue_title(facing))}</b>. Click a "
            "gather spot and/or a free cheese space there, then send your choice (or click it again). "
            "It stays secret until everyone has chosen.</p>"
            f"<p>Marked: {html.escape('; '.join(marked)) if marked else 'nothing yet'}.</p>")

    def action_buttons(self) -> list[Action]:
        me = self.human
        if me is None:
            return []
        self._marks_fresh()
        action = self.staged()
        buttons = []
        if action is not None and self.game.why_not(action, me) is None:
            buttons.append(action)
        buttons.append(write(PASS))
        return buttons

    def score_extra(self) -> list[list[str]]:
        return [[f"{s['made']} cheeses made, {s['tokens']} tokens left"] for s in self.view()["seats"]]


def widget(game: Game, **kwargs) -> FromageWidget:
    return FromageWidget(game, **kwargs)
