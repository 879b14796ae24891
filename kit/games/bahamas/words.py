"""Bahamas' steps in words: the one place that turns an action or a chance outcome into
what a person reads (the log, the widget's buttons, the board's labels).

Cash cards travel in actions as ``100k``; people read ``$100,000``. A seat reads a secret
step (a card drawn, dealt, taken at random, looked at, kept or given) without the card:
``words`` knows only the action, not who drew, so a seat gets the covered words and the
game's log lines (rules.py) name the card to those who saw it.

>>> from kit.engine import CHANCE, Action
>>> words(CHANCE, Action("cash", ("100k",)), None)
'draw a cash card of $100,000'
>>> words(CHANCE, Action("peek", ("highkick", "parachute")), None)
'look at High kick and Parachute'
>>> words(CHANCE, Action("peek", ("highkick", "parachute")), 1)
'look at 2 random cards'
>>> words(0, Action("play", ("thief", "2", "cash")), None)
'play Thief: steal a cash card at random from player 2'
"""
from __future__ import annotations

from kit.engine import CHANCE, Action, Player

FACE_WORDS = {"action": "draw an action card", "cash": "draw a cash card",
              "steal-action": "steal an action card", "steal-cash": "steal a cash card",
              "power": "use the character's power"}
CARD_NAMES = {"badge": "FBI badge", "handcuffs": "FBI handcuffs", "phone": "FBI phone",
              "thief": "Thief", "robbery": "Robbery", "storm": "Storm", "lifeboat": "Lifeboat",
              "diamonds": "Diamonds", "extinguisher": "Extinguisher", "search": "Search",
              "highkick": "High kick", "parachute": "Parachute", "fake": "Fake parachute",
              "crash": "Crash"}

#: What each character does with the "power" face.
POWERS = {
    "Jo": "draws 3 action cards, keeps one and puts the other 2 on top of the deck in any order",
    "Dex": "draws 3 cash cards, keeps one and puts the other 2 at the bottom of the cash deck",
    "Doug": "chooses a player, who must give Doug an action card and a cash card of their choice",
    "Gwen": "looks at 2 random cash cards of a player, keeps one and gives the other back",
    "Pat": "looks at a player's action cards, discards one (not a Parachute), then draws an action card",
    "Nick": "looks at a player's action cards and may buy one with one of Nick's cash cards",
    "Mary": "draws an action card and a cash card",
    "Boss": "turns the die to any face and does that action",
    "Kika": "looks at 2 random action cards of a player, keeps one and gives the other back",
    "Piero": "looks at a player's cash cards and discards one, then draws a cash card",
}


def money(value: int) -> str:
    return f"${value:,}"


def cash_code(value: int) -> str:
    return f"{value // 1000}k"


def cash_value(code: str) -> int:
    if not code.endswith("k") or not code[:-1].isdigit():
        raise ValueError(code)
    return int(code[:-1]) * 1000


def is_cash(word: str) -> bool:
    return word.endswith("k") and word[:-1].isdigit()


def card_name(card: str) -> str:
    return CARD_NAMES.get(card, card)


def card_words(word: str) -> str:
    """An action card's name, or a cash card's value (``100k`` -> ``$100,000``)."""
    return money(cash_value(word)) if is_cash(word) else card_name(word)


def _and(items: list[str]) -> str:
    return ", ".join(items[:-1]) + " and " + items[-1] if len(items) > 1 else "".join(items)


def _chance(action: Action, viewer: int | None) -> str:
    name, args = action.name, action.args
    secret = viewer is not None
    if name == "character":
        return f"deal the character {args[0]}"
    if name == "roll":
        return "roll: " + ", ".join(FACE_WORDS.get(f, f) for f in args)
    if name == "draw":
        if args[0] == "crash":
            return "draw the Crash card: the plane crashes"
        return "draw an action card" if secret else f"draw {card_name(args[0])}"
    if name == "deal":
        return "deal a starting card" if secret else f"deal the starting card {card_name(args[0])}"
    if name == "cash":
        return "draw a cash card" if secret else f"draw a cash card of {card_words(args[0])}"
    if name == "take":
        if secret:
            return "take a random cash card" if is_cash(args[0]) else "take a random action card"
        return f"take {card_words(args[0])} at random"
    if name == "peek":
        if secret:
            return f"look at {len(args)} random card{'s' if len(args) != 1 else ''}"
        return "look at " + _and([card_words(a) for a in args])
    return name


def _play(args: tuple) -> str:
    card = args[0]
    if card == "thief":
        what = "an action card" if args[2] == "action" else "a cash card"
        return f"play Thief: steal {what} at random from player {args[1]}"
    if card == "storm":
        return f"play Storm: everyone takes a random action card from their {args[1]} neighbour"
    if card == "search":
        return f"play Search: player {args[1]} shows you their action cards"
    if card == "highkick":
        return f"play High kick: turn the die to “{FACE_WORDS.get(args[1], args[1])}”"
    if card == "robbery":
        return "play Robbery: take the die just chosen and play it yourself"
    if card == "extinguisher":
        return "play Extinguisher: cancel the card just played"
    return f"play {card_name(card)}"


def _decision(action: Action, hidden: bool) -> str:
    name, args = action.name, action.args
    if name == "pass":
        return "pass (play no card now)"
    if name == "take":
        return f"take the die: {FACE_WORDS.get(args[0], args[0])}"
    if name == "name":
        return f"name player {args[0]} to go next"
    if name == "target":
        return f"choose player {args[0]}"
    if name == "play":
        return _play(args)
    if name == "discard":
        return f"discard {'the cash card ' if is_cash(args[0]) else ''}{card_words(args[0])}"
    if name == "keep":
        if hidden:
            return "keep a card"
        if len(args) > 1:
            return f"keep {card_name(args[0])}; put {', then '.join(card_name(c) for c in args[2:])} back on top"
        return f"keep {card_words(args[0])}"
    if name == "give":
        return f"give {len(args)} card{'s' if len(args) != 1 else ''}" if hidden else \
            "give " + _and([card_words(a) for a in args])
    if name == "buy":
        return "buy a card" if hidden else f"buy {card_name(args[0])} for {card_words(args[1])}"
    if name == "decline":
        return "buy nothing"
    if name == "face":
        return f"turn the die to “{FACE_WORDS.get(args[0], args[0])}”"
    return name


def words(player: Player, action: Action, viewer: int | None) -> str:
    """``action`` of ``player`` (:data:`CHANCE`: an outcome) as ``viewer`` (None: the
    teacher) may know it. Kept, given and bought cards are hidden from other seats."""
    if player == CHANCE:
        return _chance(action, viewer)
    return _decision(action, viewer is not None and viewer != player)
