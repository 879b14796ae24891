"""The Captain Bluff widget: pick cards of your hand and click a carousel to place them,
click a carousel to see what else you can do with it, and answer a placement with "Call
the bluff" or "Let it pass" (on the board or with the buttons beside it).

>>> import kit
>>> g = kit.new_game("captain_bluff", players=2, seed=3)
>>> w = kit.widget(g, seats=["human", "human"])
>>> card = w.view()["seats"][0]["hand"][0]
>>> w.board.click(f"card-{card}"); w.selected
[...]
"""
from __future__ import annotations

import html

import ipywidgets as w

from kit.engine import Action, Game
from kit.games.captain_bluff.cards import pretty
from kit.games.captain_bluff.draw import view_svg
from kit.games.captain_bluff.moves import (
    Challenge,
    Change,
    Check,
    Close,
    Delay,
    Move,
    Notice,
    Origin,
    Pass,
    Place,
    Recover,
    Reverse,
    read,
    write,
)
from kit.ui import GameWidget

#: The moves of one carousel (its buttons), and those that name a card of the hand.
AT_CAROUSEL = (Place, Origin, Check, Change, Close, Reverse)
WITH_CARDS = (Place, Origin, Change)
#: The moves offered whatever carousel is in focus.
GENERAL = (Challenge, Pass, Delay, Notice, Recover)


def cards_of(move: Move) -> list[str]:
    """The cards of the hand a move plays (Around the World as "AW")."""
    if isinstance(move, Place):
        return [card for card, _ in move.bags]
    if isinstance(move, (Origin, Change)):
        return [move.card]
    return []

class CaptainBluffWidget(GameWidget):
    default_bot = "greedy"

    def __init__(self, game: Game, **kwargs):
        self.selected: list[str] = []
        self.focus: int | None = None
        self.help_box = w.HTML()
        super().__init__(game, **kwargs)

    def side_panels(self) -> list[w.Widget]:
        return [self.help_box]

    def on_new_game(self) -> None:
        self.selected, self.focus = [], None

    # ------------------------------------------------------------ clicks
    def on_board_click(self, data_id: str) -> None:
        if data_id in ("challenge", "pass"):
            self.act(data_id)
            return
        if data_id.startswith("card-"):
            card = data_id[5:]
            if card in self.selected:
                self.selected.remove(card)
            else:
                self.selected.append(card)
            self.refresh()
            return
        if data_id.startswith("carousel-"):
            c = int(data_id.split("-")[1])
            action = self._selected_action(c)
            if action is not None and self.act(action):
                self.selected, self.focus = [], c
                self.refresh()
                return
            self.focus = None if self.focus == c else c  # a second click closes its buttons
            self.refresh()

    def _selected_action(self, carousel: int) -> Action | None:
        """The action the picked cards make on a carousel, if exactly one fits."""
        if self.human is None or not self.selected:
            return None
        c = carousel - 1
        picked = self.selected
        legal = self.game.legal_actions(self.human)
        fits = []
        for action in legal:
            move = read(action)
            if isinstance(move, Place) and move.carousel == c:
                bags = cards_of(move)
                if sorted(bags) == sorted(picked):
                    fits.append((bags != picked, action))  # the order picked first
        if fits:
            return min(fits, key=lambda fit: fit[0])[1]
        if len(picked) == 1:
            for action in (write(Origin(c, picked[0])), write(Change(c, picked[0]))):
                if action in legal:
                    return action
        return None

    # ----------------------------------------------------------- buttons
    def action_buttons(self) -> list[Action]:
        if self.human is None:
            return []
        moves = [(read(a), a) for a in self.game.legal_actions(self.human)]
        general = [a for m, a in moves if isinstance(m, GENERAL)]
        if self.focus is None:
            return general
        c = self.focus - 1
        here = [(m, a) for m, a in moves if isinstance(m, AT_CAROUSEL) and m.carousel == c]
        if self.selected:
            chosen = set(self.selected)
            here = [(m, a) for m, a in here if not isinstance(m, WITH_CARDS) or chosen & set(cards_of(m))]
        return general + [a for _, a in here[:24]]

    # ----------------------------------------------------------- drawing
    def render_svg(self) -> str:
        view = self.view()
        human = self.human
        prompt = human is not None and view["public"].get("window") is not None \
            and view["public"]["window"]["kind"] == "challenge"
        targets: tuple[int, ...] = ()
        if human is not None and self.selected:
            targets = tuple(c for c in range(1, 7) if self._selected_action(c) is not None)
        hand = view["seats"][view["viewer"]]["hand"] if view["viewer"] is not None else []
        self.selected = [card for card in self.selected if isinstance(hand, list) and card in hand]
        carousels, cards = self._clickable()
        return view_svg(view, selected=tuple(self.selected), targets=targets, prompt=prompt,
                        carousels=carousels, cards=cards)

    def _clickable(self) -> tuple[set[int], set[str]]:
        """The carousels with an action of their own and the hand cards some action uses,
        from the legal actions of the human to act."""
        if self.human is None:
            return set(), set()
        carousels: set[int] = set()
        cards: set[str] = set()
        for action in self.game.legal_actions(self.human):
            move = read(action)
            if isinstance(move, AT_CAROUSEL):
                carousels.add(move.carousel + 1)
                cards.update(cards_of(move))
        return carousels, cards

    def update_panels(self) -> None:
        view = self.view()
        lines = []
        if view["viewer"] is None:
            lines.append("Teacher's view: every card face up. Choose a player in “show as” to "
                         "play from their seat and pick cards of their hand.")
        if self.selected:
            lines.append("Picked: " + ", ".join(pretty(c) for c in self.selected)
                         + ". Click a framed carousel to place them there.")
        elif self.focus is not None:
            lines.append(f"Carousel {self.focus}: its actions are below. Pick cards of your hand "
                         "first to place them or put one face down.")
        else:
            lines.append("Click cards of your hand to pick them, then a carousel; or click a "
                         "carousel to see what you can do with it.")
        known = view["private"].get("known_origins") if view["private"] else None
        if known and any(known):
            seen = ", ".join(f"carousel {c + 1}: {pretty(card)}" for c, card in enumerate(known) if card)
            lines.append("You have seen: " + seen)
        last = view["public"].get("last_challenge")
        if last:
            outcome = "caught bluffing" if last["bluff"] else "not bluffing"
            lines.append(f"Last challenge: player {last['challenger'] + 1} called player "
                         f"{last['placer'] + 1} on carousel {last['carousel']}, who was {outcome}; "
                         f"player {last['loser'] + 1} took the cards.")
        self.help_box.value = "".join(f"<div>{html.escape(line)}</div>" for line in lines)


def widget(game: Game, **kwargs) -> CaptainBluffWidget:
    return CaptainBluffWidget(game, **kwargs)


__all__ = ["CaptainBluffWidget", "widget"]
