"""Diced Veggies steps in a person's words: one place for the log, the buttons and the board.

>>> step_words(Action("cut", ("top", "2|3", "3-5")))
'cut away the dice above the seam between rows 2 and 3, in columns 3 to 5'
>>> step_words(Action("roll", ("R5", "G3", "/", "Y2", ".")), chance=True)
'a new block of 3 dice is rolled'
>>> step_words(Action("chef", ("R5", "G")))
'spend the Chef token: turn the red 5 into a green 5'
"""
from __future__ import annotations

from kit.engine import Action
from kit.games.diced_veggies.block import HYPES, INGREDIENTS, RECIPES


def die_words(die: str) -> str:
    """``R5`` -> ``red 5``."""
    return f"{INGREDIENTS[die[0]]} {die[1:]}"


def _a(words: str) -> str:
    """``orange 6`` -> ``an orange 6``."""
    return ("an " if words[:1] in "aeiou" else "a ") + words


def a_die(die: str) -> str:
    """``O6`` -> ``an orange 6``."""
    return _a(die_words(die))


def cook_parts(action: Action) -> tuple[str, tuple, str | None]:
    """(recipe id, dice, hype id or None) of a ``cook`` action."""
    args = action.args
    hid = args[-1] if len(args) >= 3 and args[-2] == "hype" else None
    return args[0], (args[1:-2] if hid else args[1:]), hid


def cut_words(side: str, seam: str, span: str) -> str:
    """``top 2|3 3-5`` -> the dice above the seam between rows 2 and 3, in columns 3 to 5."""
    a, b = seam.split("|")
    ends = span.split("-")
    across_rows = side in ("top", "bottom")
    where = {"top": "above", "bottom": "below", "left": "left of", "right": "right of"}[side]
    lines, other = ("rows", "column") if across_rows else ("columns", "row")
    at = f"{other} {ends[0]}" if len(ends) == 1 else f"{other}s {ends[0]} to {ends[1]}"
    return f"the dice {where} the seam between {lines} {a} and {b}, in {at}"


def _chance_words(action: Action, secret: bool) -> str:
    if action.name == "roll":
        dice = sum(1 for w in action.args if w not in ("/", "."))
        return f"a new block of {dice} dice is rolled"
    card = action.args[0] if action.args else ""
    if action.name == "hype":
        return "a Hype card is drawn" + ("" if secret or card not in HYPES else f": {HYPES[card].words()}")
    return "a Recipe is drawn" + (f": {RECIPES[card].words()}" if card in RECIPES else "")


def step_words(action: Action, chance: bool = False, secret: bool = False) -> str:
    """A step in words; ``secret``: the viewer may not see a drawn Hype."""
    if chance:
        return _chance_words(action, secret)
    name, args = action.name, action.args
    if name == "cut":
        return "cut away " + cut_words(*args)
    if name == "cook":
        rid, dice, hid = cook_parts(action)
        recipe = RECIPES[rid]
        text = f"cook Recipe {recipe.id} ({recipe.points} points) with " + ", ".join(map(die_words, dice))
        return text + (f", playing {HYPES[hid].words()}" if hid else "")
    if name == "chef":
        die, target = args
        new = (INGREDIENTS[target] + " " + die[1:]) if target in INGREDIENTS else f"{INGREDIENTS[die[0]]} {target}"
        return f"spend the Chef token: turn the {die_words(die)} into {_a(new)}"
    if name == "take":
        if args == ("all",):
            return "take the whole block (10 pips or fewer)"
        return f"take {RECIPES[args[0]].words()} from the display"
    if name == "draw":
        return "draw a Hype card" if args == ("hype",) else "draw a Recipe from the deck"
    if name == "discard":
        kind, what = args
        if kind == "die":
            return f"discard {_a(die_words(what))} die"
        return f"discard {RECIPES[what].words() if kind == 'recipe' else HYPES[what].words()}"
    return {"done": "stop cooking",
            "restock": "restock: roll all spent and leftover dice into a new block",
            "skip": "no legal cut: go on to cooking"}[name]
