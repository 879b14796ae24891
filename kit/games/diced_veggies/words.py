"""Diced Veggies steps in a person's words: one place for the log, the buttons and the board.

>>> from kit.engine import Action
>>> from kit.games.diced_veggies.moves import read
>>> step_words(read(Action("cut", ("top", "2|3", "3-5"))))
'cut away the dice above the seam between rows 2 and 3, in columns 3 to 5'
>>> step_words(read(Action("roll", ("R5", "G3", "/", "Y2", "."))), chance=True)
'a new block of 3 dice is rolled'
>>> step_words(read(Action("chef", ("R5", "G"))))
'spend the Chef token: turn the red 5 into a green 5'
"""
from __future__ import annotations

from kit.games.diced_veggies.block import HYPES, INGREDIENTS, RECIPES, Cut
from kit.games.diced_veggies.moves import (
    Card,
    Chef,
    Cook,
    Discard,
    Draw,
    Move,
    NoCut,
    Restock,
    Roll,
    TakeAll,
    TakeRecipe,
)


def die_words(die: str) -> str:
    """``R5`` -> ``red 5``."""
    return f"{INGREDIENTS[die[0]]} {die[1:]}"


def _a(words: str) -> str:
    """``orange 6`` -> ``an orange 6``."""
    return ("an " if words[:1] in "aeiou" else "a ") + words


def a_die(die: str) -> str:
    """``O6`` -> ``an orange 6``."""
    return _a(die_words(die))


def cut_words(cut: Cut) -> str:
    """``top 2|3 3-5`` -> the dice above the seam between rows 2 and 3, in columns 3 to 5."""
    across_rows = cut.side in ("top", "bottom")
    where = {"top": "above", "bottom": "below", "left": "left of", "right": "right of"}[cut.side]
    lines, other = ("rows", "column") if across_rows else ("columns", "row")
    at = f"{other} {cut.start + 1}" if cut.start == cut.end else f"{other}s {cut.start + 1} to {cut.end + 1}"
    return f"the dice {where} the seam between {lines} {cut.seam} and {cut.seam + 1}, in {at}"


def _chance_words(move: Move, secret: bool) -> str:
    if isinstance(move, Roll):
        return f"a new block of {len(move.dice)} dice is rolled"
    if isinstance(move, Card) and move.deck == "hype":
        shown = not secret and move.card in HYPES
        return "a Hype card is drawn" + (f": {HYPES[move.card].words()}" if shown else "")
    card = move.card if isinstance(move, Card) else ""
    return "a Recipe is drawn" + (f": {RECIPES[card].words()}" if card in RECIPES else "")


def step_words(move: Move, chance: bool = False, secret: bool = False) -> str:
    """A step in words; ``secret``: the viewer may not see a drawn Hype."""
    if chance:
        return _chance_words(move, secret)
    if isinstance(move, Cut):
        return "cut away " + cut_words(move)
    if isinstance(move, Cook):
        recipe = RECIPES[move.recipe]
        dice = ", ".join(map(die_words, move.dice))
        text = f"cook Recipe {recipe.id} ({recipe.points} points) with {dice}"
        return text + (f", playing {HYPES[move.hype].words()}" if move.hype else "")
    if isinstance(move, Chef):
        return f"spend the Chef token: turn the {die_words(move.die)} into {a_die(move.becomes)}"
    if isinstance(move, TakeAll):
        return "take the whole block (10 pips or fewer)"
    if isinstance(move, TakeRecipe):
        return f"take {RECIPES[move.card].words()} from the display"
    if isinstance(move, Draw):
        return "draw a Hype card" if move.deck == "hype" else "draw a Recipe from the deck"
    if isinstance(move, Discard):
        if move.kind == "die":
            return f"discard {a_die(move.what)} die"
        return f"discard {RECIPES[move.what].words() if move.kind == 'recipe' else HYPES[move.what].words()}"
    if isinstance(move, Restock):
        return "restock: roll all spent and leftover dice into a new block"
    if isinstance(move, NoCut):
        return "no legal cut: go on to cooking"
    return "stop cooking"
