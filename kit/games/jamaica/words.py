"""Jamaica's steps in words: the one place that says an action or a chance outcome, used by
the rules (log), the widget (buttons, where the position adds what a hold holds now) and the
board's labels. It reads only the action and the game's fixed data (cards, treasures).

>>> from kit.engine import CHANCE
>>> action_words(0, PlayCard(7), 0), action_words(0, PlayCard(7), 1)
('play the card doubloons, then forward', 'pick a card face down')
>>> action_words(CHANCE, Roll(6, 2), None), action_words(CHANCE, CombatRoll(0), 1)
('roll the action dice: 6 and 2', 'roll the combat die: a star')
>>> action_words(CHANCE, FindTreasure("+7"), None), action_words(CHANCE, FindTreasure("+7"), 0)
('find the treasure card worth 7 points', 'find a treasure card, kept face down')
>>> action_words(1, StealHold(2), None), action_words(1, Attack(2), None, ghost=2)
('steal hold 3', 'attack the ghost ship')
"""
from __future__ import annotations

from kit.engine import Player
from kit.games.jamaica.board import CARDS, POWERS, SYMBOL_WORD
from kit.games.jamaica.moves import (
    FACE_TEXT,
    Attack,
    CombatRoll,
    Commit,
    Draw,
    EmptyHold,
    FindTreasure,
    Fork,
    GiveCurse,
    Keep,
    Move,
    Order,
    Pass,
    PlayCard,
    Reroll,
    Roll,
    SailGhost,
    StealHold,
    StealPower,
    StealTreasure,
    TakeTreasure,
)

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


def action_words(player: Player, move: Move, viewer: int | None, ghost: int | None = None) -> str:
    """``move`` of ``player`` (CHANCE for an outcome) in words as ``viewer`` may know it
    (None: the teacher). Hidden: another player's card, a drawn card (seen by its drawer,
    whose log says it, see the rules' log lines), a face-down treasure's value. ``ghost``: the
    ghost ship's index, if it sails."""
    teacher = viewer is None
    match move:
        case Draw(card):
            return f"draw the card {card_words(card)}" if teacher else "draw a card"
        case Roll(high, low):
            return f"roll the action dice: {high} and {low}"
        case CombatRoll(face):
            return f"roll the combat die: {die_words(FACE_TEXT[face])}"
        case FindTreasure(card):
            if card in POWERS:
                return f"find {POWERS[card]}"
            return f"find {treasure_words(card)}" if teacher else "find a treasure card, kept face down"
        case TakeTreasure(card):
            return f"take {treasure_words(card)}" if teacher else "take a face-down treasure at random"
        case PlayCard(card):
            if viewer in (None, player):
                return f"play the card {card_words(card)}"
            return "pick a card face down"
        case Order(morning, evening):
            return f"make {morning} the morning die and {evening} the evening die"
        case Fork(side):
            return f"take {LANES.get(side, 'this way')}"
        case EmptyHold(hold):
            return f"empty hold {hold + 1} into the bank"
        case Attack(ship):
            return f"attack {ship_words('ghost' if ship == ghost else str(ship + 1))}"
        case Commit(k):
            return "commit no gunpowder" if k == 0 else f"commit {k} gunpowder"
        case Keep():
            return "keep both combat dice"
        case Reroll(role):
            return f"re-roll the {role}'s combat die"
        case StealHold(hold):
            return f"steal hold {hold + 1}"
        case StealTreasure():
            return "steal a face-down treasure (at random)"
        case StealPower(power):
            return f"steal {POWERS[power]}"
        case GiveCurse():
            return "give your worst cursed treasure"
        case Pass():
            return "take nothing (there is nothing to take)"
        case SailGhost(forward):
            return f"sail the ghost ship {'forward' if forward else 'backward'}"
    return "an unknown step"


__all__ = ["LANES", "action_words", "card_words", "die_words", "ship_words", "treasure_words"]
