"""Diced Veggies' action grammar: each action's words read once into a typed move, and
written back (:func:`read`, :func:`write`). Rules, bots, words, drawing and widget use the
moves; only this module splits action words.

>>> read(Action("cook", ("12", "R3", "R5", "hype", "4")))
Cook(recipe='12', dice=('R3', 'R5'), hype='4')
>>> write(read(Action("cut", ("top", "2|3", "3-5")))).text
'cut top 2|3 3-5'
>>> read(Action("chef", ("R5", "G")))
Chef(die='R5', target='G')
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from kit.engine import Action, IllegalAction
from kit.games.diced_veggies.block import (
    FACE_VALUES,
    LETTERS,
    Cut,
    block_text,
    cut_text,
    parse_block,
    parse_cut,
)
from kit.games.diced_veggies.state import Cell


@dataclass(frozen=True)
class Restock:
    """Roll the spent and leftover dice into a new block (start of a turn)."""


@dataclass(frozen=True)
class TakeAll:
    """Take the whole block (10 pips or fewer)."""


@dataclass(frozen=True)
class NoCut:
    """No cut is legal: take no dice and go on to cook (``cut none``)."""


@dataclass(frozen=True)
class Done:
    """Stop cooking."""


@dataclass(frozen=True)
class Chef:
    """Spend the Chef token: the held ``die`` gets the type (a letter) or number ``target``."""

    die: str
    target: str

    @property
    def becomes(self) -> str:
        return self.target + self.die[1:] if self.target in LETTERS else self.die[0] + self.target


@dataclass(frozen=True)
class Cook:
    recipe: str
    dice: tuple[str, ...]
    hype: str | None = None


@dataclass(frozen=True)
class Draw:
    """Draw from a deck: ``deck`` is "hype" or "recipe"."""

    deck: str


@dataclass(frozen=True)
class TakeRecipe:
    """Take a Recipe of the display."""

    card: str


@dataclass(frozen=True)
class Discard:
    """Discard a held die (``kind`` "die", ``what`` its text), a Recipe or a Hype."""

    kind: str
    what: str


@dataclass(frozen=True)
class Roll:
    """Chance: the new block, as its (cell, die) pairs in cell order."""

    dice: tuple[tuple[Cell, str], ...]

    def block(self) -> dict[Cell, str]:
        return dict(self.dice)


@dataclass(frozen=True)
class Card:
    """Chance: the card drawn from a deck ("hype" or "recipe")."""

    deck: str
    card: str


Move = Restock | TakeAll | NoCut | Done | Chef | Cook | Draw | TakeRecipe | Discard | Cut | Roll | Card

DONE, TAKE_ALL, RESTOCK, NO_CUT = Done(), TakeAll(), Restock(), NoCut()
_BARE: dict[str, Move] = {"done": DONE, "restock": RESTOCK}
_DIE = {f"{k}{v}" for k in LETTERS for v in FACE_VALUES}
_TARGETS = set(LETTERS) | {str(v) for v in FACE_VALUES}


def _syntax(text: str) -> IllegalAction:
    return IllegalAction("action syntax", f"“{text[:40]}” is not a Diced Veggies action; see the legal "
                                          "actions (cut top 2|3 3-5, cook 12 R5 G3, done, …)")


def _in_order(name: str, recipe: str, dice: tuple[str, ...]) -> None:
    """A cook names its dice in one order (a text means one thing: the same dice swapped
    are another text, refused): by ingredient in the order of :data:`LETTERS`, then by
    number."""
    ordered = tuple(sorted(dice, key=lambda d: (LETTERS.index(d[0]), d[1:])))
    if dice != ordered:
        raise IllegalAction("word order", f"a cook names its dice by ingredient ({', '.join(LETTERS)}), "
                                          f"then by number: “{name} {recipe} {' '.join(ordered)}”"[:200])


def _die(word: str) -> str:
    return word.upper() if len(word) == 2 and word[0].upper() in LETTERS else word


@lru_cache(maxsize=8192)
def read(action: Action) -> Move:
    """The move of an action, from its words only; IllegalAction ("action syntax") if the
    words are no Diced Veggies move ("word order" for a cook's dice out of order). Letters
    of dice are read in either case."""
    name, args = action.name, action.args
    bare = _BARE.get(name)
    if not args and bare is not None:
        return bare
    if name == "cut":
        if args == ("none",):
            return NO_CUT
        try:
            return parse_cut(args)
        except ValueError as err:
            raise IllegalAction("action syntax", str(err)) from None
    if name == "take" and len(args) == 1:
        return TAKE_ALL if args[0] == "all" else TakeRecipe(args[0])
    if name == "chef" and len(args) == 2:
        die, target = _die(args[0]), args[1].upper()
        if die in _DIE and target in _TARGETS:
            return Chef(die, target)
    if name == "cook" and len(args) >= 2:
        hype = args[-1] if len(args) >= 4 and args[-2].lower() == "hype" else None
        dice = tuple(_die(d) for d in args[1:len(args) - (2 if hype else 0)])
        if all(d in _DIE for d in dice):
            _in_order(name, args[0], dice)
            return Cook(args[0], dice, hype)
    if name == "draw" and args in (("hype",), ("recipe",)):
        return Draw(args[0])
    if name == "discard" and len(args) == 2 and args[0] in ("die", "recipe", "hype"):
        return Discard(args[0], _die(args[1]) if args[0] == "die" else args[1])
    if name == "roll":
        try:
            return Roll(tuple(sorted(parse_block(" ".join(args)).items())))
        except ValueError as err:
            raise IllegalAction("chance", str(err)) from None
    if name in ("hype", "recipe") and len(args) == 1:
        return Card(name, args[0])
    raise _syntax(action.text)


@lru_cache(maxsize=8192)
def write(move: Move) -> Action:
    """The action of a move (the inverse of :func:`read`)."""
    if isinstance(move, Cut):
        return Action("cut", tuple(cut_text(move).split()))
    if isinstance(move, Cook):
        return Action("cook", (move.recipe, *move.dice, *(("hype", move.hype) if move.hype else ())))
    if isinstance(move, Chef):
        return Action("chef", (move.die, move.target))
    if isinstance(move, Draw):
        return Action("draw", (move.deck,))
    if isinstance(move, TakeRecipe):
        return Action("take", (move.card,))
    if isinstance(move, TakeAll):
        return Action("take", ("all",))
    if isinstance(move, NoCut):
        return Action("cut", ("none",))
    if isinstance(move, Discard):
        return Action("discard", (move.kind, move.what))
    if isinstance(move, Roll):
        return Action("roll", tuple(block_text(move.block()).split()))
    if isinstance(move, Card):
        return Action(move.deck, (move.card,))
    return Action("restock" if isinstance(move, Restock) else "done")


__all__ = ["Restock", "TakeAll", "NoCut", "Done", "Chef", "Cook", "Draw", "TakeRecipe", "Discard", "Roll",
           "Card", "Move", "DONE", "TAKE_ALL", "RESTOCK", "NO_CUT", "read", "write"]
