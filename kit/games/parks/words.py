"""Parks steps in a person's words: one place for the log, the buttons and the board.

>>> step_words(Action("hike", ("1", "vista", "campfire")))
'move hiker 1 to the Vista, putting out the campfire to share it'
>>> step_words(Action("photo", ("sun", "sun")))
'pay 2 sun for a photo'
"""
from __future__ import annotations

from kit.engine import Action
from kit.games.parks.cards import (
    CANTEENS,
    END_TITLES,
    GEAR,
    PARKS,
    SITE_TITLES,
    YEARS,
    cost_words,
)


def paid_words(tokens) -> str:
    """``("sun", "water", "sun")`` -> ``2 sun and 1 water``."""
    tokens = list(tokens)
    return " and ".join(f"{tokens.count(t)} {t}" for t in dict.fromkeys(tokens))


def _chance_words(action: Action, secret: bool) -> str:
    name, card = action.name, action.args[0] if action.args else ""
    if name == "year":
        return "a Year card is dealt" + ("" if secret or card not in YEARS else f": {YEARS[card].words()}")
    if name == "canteen":
        return f"a canteen is drawn: {CANTEENS[card].words()}"
    if name == "park":
        return f"a park is drawn: {PARKS[card].words()}"
    if name == "gear":
        return f"a gear card is drawn: {GEAR[card].words()}"
    if name == "advanced":
        return f"the {SITE_TITLES[card]} joins the trail this season"
    return f"the {SITE_TITLES[card]} is the next site of the trail"


def _hike_words(args: tuple) -> str:
    hiker, dest = args[0], args[1]
    if dest in END_TITLES:
        return f"move hiker {hiker} to the Trail End: {END_TITLES[dest]}"
    share = ", putting out the campfire to share it" if len(args) > 2 else ""
    return f"move hiker {hiker} to the {SITE_TITLES[dest]}{share}"


def step_words(action: Action, chance: bool = False, secret: bool = False) -> str:
    """A step in words; ``secret``: the viewer may not see the Year card dealt."""
    if chance:
        return _chance_words(action, secret)
    name, args = action.name, action.args
    if name == "hike":
        return _hike_words(args)
    if name == "photo":
        return f"pay {paid_words(args)} for a photo"
    if name == "trade":
        return f"turn in 1 {args[0]} for 1 {args[1]}"
    if name == "copy":
        return f"copy the {SITE_TITLES[args[0]]}"
    if name == "reserve":
        return "reserve the top park of the deck" if args[0] == "deck" else f"reserve {PARKS[args[0]].words()}"
    if name == "visit":
        park = PARKS[args[0]]
        return f"visit {park.name} ({cost_words(park.needs)}): {park.points} points"
    if name == "buy":
        return f"buy {GEAR[args[0]].words()}"
    if name == "fill":
        return f"put 1 water into {CANTEENS[args[0]].words()}"
    if name == "discard":
        return f"discard 1 {args[0]}"
    return {"canteen": "draw a canteen", "keep": "keep the water (no canteen)",
            "pass": "do nothing more here"}[name]
