"""Jamaica's steps in words: the one place that says an action or a chance outcome, used by
the rules (log), the widget (buttons, where the position adds what a hold holds now) and the
board's labels. It reads only the action and the game's fixed data (cards, treasures).

>>> from kit.engine import CHANCE, Action
>>> action_words(0, Action("card", ("7",)), 0), action_words(0, Action("card", ("7",)), 1)
('play the card doubloons, then forward', 'pick a card face down')
>>> action_words(CHANCE, Action("roll", ("6", "2")), None), action_words(CHANCE, Action("combat", ("star",)), 1)
('roll the action dice: 6 and 2', 'roll the combat die: a star')
>>> action_words(CHANCE, Action("treasure", ("+7",)), None), action_words(CHANCE, Action("treasure", ("+7",)), 0)
('find the treasure card worth 7 points', 'find a treasure card, kept face down')
>>> action_words(1, Action("steal", ("hold", "3")), None), action_words(1, Action("attack", ("ghost",)), None)
('steal hold 3', 'attack the ghost ship')
"""
from __future__ import annotations

from typing import Any

from kit.engine import CHANCE, Action
from kit.games.jamaica.board import CARDS, POWERS, SYMBOL_WORD

LANES = {"outer": "the outer lane", "inner": "the inner channel", "main": "the main route"}


def card_words(card: int) -> str:
    """A card in plain words: ``card_words(7)`` is ``'doubloons, then forward'`` (morning
    half first)."""
    morning, evening = CARDS[card]
    return f"{SYMBOL_WORD[morning]}, then {SYMBOL_WORD[evening]}"


def treasure_words(card: str) -> str:
    """A treasure card: a power by its name, else its points ("worth 7 points", "worth -3
    points: a cursed one")."""
    if card in POWERS:
        return POWERS[card]
    value = int(card)
    return f"the treasure card worth {value} point{'' if abs(value) == 1 else 's'}" + \
        (" (a cursed one)" if value < 0 else "")


def die_words(face: str) -> str:
    return "a star" if face == "star" else face


def ship_words(label: str) -> str:
    """A ship by its mark: ``'2'`` → "player 2's ship"; ``'ghost'`` → "the ghost ship"."""
    return "the ghost ship" if label == "ghost" else f"player {label}'s ship"


def action_words(player: Any, action: Action, viewer: int | None) -> str:
    """``action`` of ``player`` (CHANCE for an outcome) in words as ``viewer`` may know it
    (None: the teacher). Hidden: another player's card, a drawn card (seen by its drawer,
    whose log says it, see the rules' log lines), a face-down treasure's value."""
    name, args = action.name, action.args
    teacher = viewer is None
    if player == CHANCE:
        if name == "draw":
            return f"draw the card {card_words(int(args[0]))}" if teacher else "draw a card"
        if name == "roll":
            return f"roll the action dice: {args[0]} and {args[1]}"
        if name == "combat":
            return f"roll the combat die: {die_words(args[0])}"
        if name == "treasure":
            if args[0] in POWERS:
                return f"find {POWERS[args[0]]}"
            return f"find {treasure_words(args[0])}" if teacher else "find a treasure card, kept face down"
        if name == "stolen":
            return f"take {treasure_words(args[0])}" if teacher else "take a face-down treasure at random"
        return "a chance step"
    if name == "card":
        return f"play the card {card_words(int(args[0]))}" if viewer in (None, player) \
            else "pick a card face down"
    if name == "order":
        return f"make {args[0]} the morning die and {args[1]} the evening die"
    if name == "fork":
        return f"take {LANES.get(args[0], 'this way')}"
    if name == "empty":
        return f"empty hold {args[1]} into the bank"
    if name == "attack":
        return f"attack {ship_words(args[0])}"
    if name == "gunpowder":
        k = int(args[0])
        return "commit no gunpowder" if k == 0 else f"commit {k} gunpowder"
    if name == "keep":
        return "keep both combat dice"
    if name == "reroll":
        return f"re-roll the {args[0]}'s combat die"
    if name == "steal":
        if args[0] == "hold":
            return f"steal hold {args[1]}"
        if args[0] == "treasure":
            return "steal a face-down treasure (at random)"
        return f"steal {POWERS.get(args[0], 'a power card')}"
    if name == "give":
        return "give your worst cursed treasure"
    if name == "pass":
        return "take nothing (there is nothing to take)"
    if name == "ghost":
        return f"sail the ghost ship {args[0]}"
    return "an unknown step"


__all__ = ["LANES", "action_words", "card_words", "die_words", "ship_words", "treasure_words"]
