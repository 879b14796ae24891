"""A simple Bahamas player, "greedy": it keeps its parachute, steals cash from the richest
player, and holds its Extinguisher for the cards that threaten its crash defence (a Thief,
Storm or Search aimed at it while it holds a Parachute or the Lifeboat). It reads only its
seat's view and legal actions (as typed moves)."""
from __future__ import annotations

from typing import Any

from kit.bots import SeededBot
from kit.engine import Action, Seat
from kit.games.bahamas.moves import (
    Buy,
    Card,
    Discard,
    Face,
    Give,
    Move,
    Name,
    Pass,
    Pick,
    PickTop,
    Play,
    PlayThief,
    TakeDie,
    Target,
    read,
    write,
)

#: How much the bot wants to keep a card (discard the lowest first, keep the highest).
VALUE = {"parachute": 10, "lifeboat": 9, "extinguisher": 8, "badge": 6, "handcuffs": 6, "phone": 6,
         "diamonds": 5, "thief": 4, "robbery": 3, "highkick": 3, "search": 2, "storm": 2, "fake": 0}
SAFE = ("parachute", "lifeboat")
PASS = write(Pass())


def _worth(card: Card) -> float:
    """A card's worth to the bot: its value for an action card, a hundredth of its
    thousands for cash."""
    return card / 100_000 if isinstance(card, int) else VALUE.get(card, 1)


class GreedyBahamas(SeededBot):
    name = "greedy"

    def choose(self, seat: Seat) -> Action:
        actions = seat.legal_actions()
        if len(actions) == 1:
            return actions[0]
        move = self._choose(seat, [(a, read(a)) for a in actions])
        return move if isinstance(move, Action) else write(move)

    def _choose(self, seat: Seat, options: list[tuple[Action, Move]]) -> Action | Move:
        view = seat.view()
        me = seat.player
        hand = view["seats"][me]["hand"]
        safe = any(c in hand for c in SAFE)
        waiting = view["public"]["waiting"]
        kind = waiting.get("kind")
        moves = [m for _, m in options]
        rand = self.rng.random
        if kind == "answer":
            plays = [m for m in moves if type(m) is Play]
            if plays and self._threat(view, me, safe):
                self.rule = ("It answered with its Extinguisher: the card played threatens its way to "
                             "survive the crash (a Parachute or the Lifeboat).")
            else:
                self.rule = "It let the card pass: nothing threatened its way to survive the crash."
            return plays[0] if plays and self._threat(view, me, safe) else PASS
        if kind == "dice":
            thieves = [m for m in moves if type(m) is PlayThief and m.what == "cash"]
            if thieves and rand() < 0.5:
                self.rule = ("It played a Thief on the richest player it can tell of "
                             "(it does so half the time).")
                return max(thieves, key=lambda m: self._wealth(view, m.seat))
            self.rule = "It kept its cards for later and let the dice stand."
            return PASS
        if kind == "choose":
            faces = [m.face for m in moves if type(m) is TakeDie]
            order = (["steal-cash", "cash", "power", "action", "steal-action"] if safe
                     else ["steal-action", "power", "action", "steal-cash", "cash"])
            self.rule = ("It holds a way to survive the crash, so it took the die it likes best for "
                         "money: {move}." if safe else "It has no way yet to survive the crash, so it took "
                         "the die most likely to bring one: {move}.")
            return TakeDie(min(faces, key=order.index))
        if kind == "target":
            purpose = waiting.get("purpose")
            targets = [m.seat for m in moves if type(m) is Target]
            if purpose in ("steal-cash", "gwen", "piero", "doug"):
                self.rule = "It aimed at the richest player it can tell of: {move}."
                q = max(targets, key=lambda t: (self._wealth(view, t), rand()))
            else:
                self.rule = ("It aimed at the player it knows holds a Parachute or the Lifeboat, else "
                             "the one with the most cards: {move}.")
                q = max(targets, key=lambda t: (self._holds_safe(view, t), _count(view["seats"][t]["hand"]),
                                                rand()))
            return Target(q)
        if kind in ("limit", "pat"):
            discards = [m for m in moves if type(m) is Discard]
            if discards:
                pick = min if kind == "limit" else max
                self.rule = ("Too many cards: it discarded the one it values least: {move}."
                             if kind == "limit" else
                             "It made its target discard the card worth most to a player: {move}.")
                return pick(discards, key=lambda m: (_worth(m.card), rand()))
        if kind in ("jo", "kika"):
            keeps = [m for m in moves if isinstance(m, (PickTop, Pick))]
            self.rule = "It kept the card it values most: {move}."
            return max(keeps, key=lambda m: (_worth(m.card), rand()))
        if kind in ("dex", "gwen", "piero"):  # the biggest cash card
            cash = [m for m in moves if isinstance(m, (Pick, Discard))]
            self.rule = "It chose the biggest cash card: {move}."
            return max(cash, key=lambda m: _worth(m.card))
        if kind == "give":
            gives = [m for m in moves if type(m) is Give]
            self.rule = "It gave away the cards it values least: {move}."
            return min(gives, key=lambda m: sum(_worth(c) for c in m.cards))
        if kind == "nick":
            wanted = SAFE if safe else (*SAFE, "extinguisher")
            buys = [m for m in moves if type(m) is Buy and m.card in wanted]
            if buys:
                self.rule = ("It bought the most useful card for surviving the crash, at the lowest price: "
                             "{move}.")
                return min(buys, key=lambda m: (-VALUE.get(m.card, 1), m.value))
            self.rule = "Nothing on offer would help it survive the crash, so it bought nothing."
            return PASS
        if kind == "boss":
            self.rule = ("It holds a way to survive the crash, so it chose to steal cash." if safe else
                         "It has no way yet to survive the crash, so it chose to steal an action card.")
            return Face("steal-cash" if safe else "steal-action")
        if kind == "name":
            names = [m for m in moves if type(m) is Name]
            self.rule = "It named the poorest player it can tell of: {move}."
            return min(names, key=lambda m: (self._wealth(view, m.seat), rand()))
        self.rule = "No rule of thumb fits this choice, so it chose at random: {move}."
        return options[int(rand() * len(options))][0]

    @staticmethod
    def _wealth(view: dict[str, Any], q: int) -> float:
        """What the bot can tell of q's money: the cash it knows of, else the count of cash cards."""
        known = view["private"].get("known", {}).get(str(q + 1))
        cash = view["seats"][q]["cash"]
        if isinstance(cash, list):
            return sum(cash)
        seen = sum(known["cash"]) if known else 0
        return max(seen, cash * 125_000)

    @staticmethod
    def _holds_safe(view: dict[str, Any], q: int) -> bool:
        known = view["private"].get("known", {}).get(str(q + 1))
        return bool(known) and any(c in SAFE for c in known["action"])

    @staticmethod
    def _threat(view: dict[str, Any], me: int, safe: bool) -> bool:
        if not safe:
            return False
        stack = view["public"]["stack"]
        if not stack:
            return False
        top = stack[-1]
        if top["player"] == me:
            return False
        # the stack entry gives the card, its player and whom it targets (None: everyone)
        return top["card"] in ("thief", "storm", "search", "robbery") and top["target"] in (None, me)


def _count(cards: list[str] | int) -> int:
    """A hand's size, whether the view shows its cards or only their count."""
    return cards if isinstance(cards, int) else len(cards)
