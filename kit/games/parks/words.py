"""Parks steps in a person's words: one place for the log, the buttons and the board.

>>> step_words(Hike(1, "vista", campfire=True))
'move hiker 1 to the Vista, putting out the campfire to share it'
>>> step_words(Photo(("sun", "sun")))
'pay 2 sun for a photo'
"""
from __future__ import annotations

from collections.abc import Iterable

from kit.games.parks.cards import (
    CANTEENS,
    END_TITLES,
    GEAR,
    PARKS,
    SITE_TITLES,
    YEARS,
    cost_words,
)
from kit.games.parks.moves import (
    Buy,
    Copy,
    Discard,
    Drawn,
    Fill,
    Hike,
    Move,
    Pass,
    Photo,
    Reserve,
    TakeCanteen,
    Trade,
    Visit,
)


def paid_words(tokens: Iterable[str]) -> str:
    """``("sun", "water", "sun")`` -> ``2 sun and 1 water``."""
    tokens = list(tokens)
    return " and ".join(f"{tokens.count(t)} {t}" for t in dict.fromkeys(tokens))


def _chance_words(move: Drawn, secret: bool) -> str:
    deck, card = move.deck, move.card
    if deck == "year":
        return "a Year card is dealt" + ("" if secret else f": {YEARS[card].words()}")
    if deck == "canteen":
        return f"a canteen is drawn: {CANTEENS[card].words()}"
    if deck == "park":
        return f"a park is drawn: {PARKS[card].words()}"
    if deck == "gear":
        return f"a gear card is drawn: {GEAR[card].words()}"
    if deck == "advanced":
        return f"the {SITE_TITLES[card]} joins the trail this season"
    return f"the {SITE_TITLES[card]} is the next site of the trail"


def _hike_words(move: Hike) -> str:
    if move.dest in END_TITLES:
        return f"move hiker {move.hiker} to the Trail End: {END_TITLES[move.dest]}"
    share = ", putting out the campfire to share it" if move.campfire else ""
    return f"move hiker {move.hiker} to the {SITE_TITLES[move.dest]}{share}"


def step_words(move: Move | None, secret: bool = False) -> str:
    """A step in words; ``secret``: the viewer may not see the Year card dealt (None: a
    Year card dealt, in a copy made for another seat)."""
    if move is None:
        return "a Year card is dealt"
    if isinstance(move, Drawn):
        return _chance_words(move, secret)
    if isinstance(move, Hike):
        return _hike_words(move)
    if isinstance(move, Photo):
        return f"pay {paid_words(move.tokens)} for a photo"
    if isinstance(move, Trade):
        return f"turn in 1 {move.give} for 1 {move.get}"
    if isinstance(move, Copy):
        return f"copy the {SITE_TITLES[move.site]}"
    if isinstance(move, Reserve):
        if move.park is None:
            return "reserve the top park of the deck"
        return f"reserve {PARKS[move.park].words()}"
    if isinstance(move, Visit):
        park = PARKS[move.park]
        return f"visit {park.name} ({cost_words(park.needs)}): {park.points} points"
    if isinstance(move, Buy):
        return f"buy {GEAR[move.gear].words()}"
    if isinstance(move, Fill):
        return f"put 1 water into {CANTEENS[move.canteen].words()}"
    if isinstance(move, Discard):
        return f"discard 1 {move.token}"
    if isinstance(move, TakeCanteen):
        return "draw a canteen"
    assert isinstance(move, Pass)
    return "do nothing more here"
