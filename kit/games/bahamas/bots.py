"""A simple Bahamas player, "greedy": it keeps its parachute, steals cash from the richest
player, and holds its Extinguisher for the cards that threaten its crash defence (a Thief,
Storm or Search aimed at it while it holds a Parachute or the Lifeboat). It reads only its
seat's view and legal actions."""
from __future__ import annotations

import random

from kit.engine import Action, Seat

#: How much the bot wants to keep a card (discard the lowest first, keep the highest).
VALUE = {"parachute": 10, "lifeboat": 9, "extinguisher": 8, "badge": 6, "handcuffs": 6, "phone": 6,
         "diamonds": 5, "thief": 4, "robbery": 3, "highkick": 3, "search": 2, "storm": 2, "fake": 0}
SAFE = ("parachute", "lifeboat")


class GreedyBahamas:
    name = "greedy"

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)

    def choose(self, seat: Seat) -> Action:
        actions = seat.legal_actions()
        if len(actions) == 1:
            return actions[0]
        view = seat.view()
        me = seat.player
        mine = view["seats"][me]
        hand = mine["hand"] or []
        safe = any(c in hand for c in SAFE)
        waiting = view["public"]["waiting"]
        kind = waiting.get("kind")
        by_name: dict[str, list[Action]] = {}
        for a in actions:
            by_name.setdefault(a.name, []).append(a)
        if kind == "answer":
            threat = self._threat(view, me, safe)
            if threat and "play" in by_name:
                return by_name["play"][0]
            return Action("pass")
        if kind == "dice":
            thieves = [a for a in by_name.get("play", []) if a.args[0] == "thief" and a.args[2] == "cash"]
            if thieves and self.rng.random() < 0.5:
                return max(thieves, key=lambda a: self._wealth(view, int(a.args[1]) - 1))
            return Action("pass")
        if kind == "choose":
            faces = [a.args[0] for a in actions]
            order = (["steal-cash", "cash", "power", "action", "steal-action"] if safe
                     else ["steal-action", "power", "action", "steal-cash", "cash"])
            return Action("take", (min(faces, key=order.index),))
        if kind == "target":
            purpose = waiting.get("purpose")
            targets = [int(a.args[0]) - 1 for a in actions]
            if purpose in ("steal-cash", "gwen", "piero", "doug"):
                q = max(targets, key=lambda t: (self._wealth(view, t), self.rng.random()))
            else:
                q = max(targets, key=lambda t: (self._holds_safe(view, me, t), view["seats"][t]["hand_count"],
                                                self.rng.random()))
            return Action("target", (str(q + 1),))
        if kind in ("limit", "pat"):
            discards = by_name.get("discard", [])
            if discards:
                pick = min if kind == "limit" else max
                return pick(discards, key=lambda a: (VALUE.get(a.args[0], 1), self.rng.random()))
        if kind in ("jo", "kika"):
            return max(actions, key=lambda a: (VALUE.get(a.args[0], 1), self.rng.random()))
        if kind in ("dex", "gwen"):
            return max(actions, key=lambda a: int(a.args[0][:-1]))
        if kind == "piero":
            return max(actions, key=lambda a: int(a.args[0][:-1]))
        if kind == "give":
            return min(actions, key=lambda a: sum(VALUE.get(w, 1) if not w[:-1].isdigit() else int(w[:-1]) / 100
                                                  for w in a.args))
        if kind == "nick":
            buys = [a for a in by_name.get("buy", []) if a.args[0] in SAFE or not safe and a.args[0] == "extinguisher"]
            if buys:
                return min(buys, key=lambda a: (-VALUE.get(a.args[0], 1), int(a.args[1][:-1])))
            return Action("decline")
        if kind == "boss":
            return Action("face", ("steal-cash" if safe else "steal-action",))
        if kind == "name":
            return min(actions, key=lambda a: (self._wealth(view, int(a.args[0]) - 1), self.rng.random()))
        return actions[int(self.rng.random() * len(actions))]

    @staticmethod
    def _wealth(view: dict, q: int) -> float:
        """What the bot can tell of q's money: the cash it knows of, else the count of cash cards."""
        known = view["private"].get("known", {}).get(str(q + 1))
        cash = view["seats"][q]
        if cash["cash"] is not None:
            return sum(cash["cash"])
        seen = sum(known["cash"]) if known else 0
        return max(seen, cash["cash_count"] * 125_000)

    @staticmethod
    def _holds_safe(view: dict, me: int, q: int) -> bool:
        known = view["private"].get("known", {}).get(str(q + 1))
        return bool(known) and any(c in SAFE for c in known["action"])

    @staticmethod
    def _threat(view: dict, me: int, safe: bool) -> bool:
        if not safe:
            return False
        stack = view["public"]["stack"]
        if not stack:
            return False
        top = stack[-1]
        if top["player"] == me:
            return False
        # the public log of the card says whom it targets; the stack entry gives card and player
        return top["card"] in ("thief", "storm", "search", "robbery") and _aimed_at(view, me)


def _aimed_at(view: dict, me: int) -> bool:
    target = view["public"]["stack"][-1].get("target")
    return target is None or target == me
