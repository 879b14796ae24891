"""Parks' action grammar: each action read once into a typed move (a small frozen
dataclass) that the rules, bots, words and widget use, and written back.

>>> read_move(Action("hike", ("2", "vista", "campfire")))
Hike(hiker=2, dest='vista', campfire=True)
>>> write_move(Reserve(None)).text
'reserve deck'
>>> read_move(Action("canteen-card", ("c01",)))
Drawn(deck='canteen', card='c01')
"""
from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass
from functools import lru_cache

from kit.engine import Action, IllegalAction
from kit.games.parks.cards import ADVANCED, BASIC, CANTEENS, END, GEAR, PARKS, TOKENS, WATERFALL, YEARS

SITES = frozenset(BASIC + (WATERFALL,) + ADVANCED)
DECK_WORD = "deck"  # ``reserve deck``: the top park of the deck


@dataclass(frozen=True)
class Hike:
    """Hiker 1 or 2 to a site ahead (``campfire``: sharing an occupied one) or a Trail End location."""

    hiker: int
    dest: str
    campfire: bool = False


@dataclass(frozen=True)
class TakeCanteen:
    """The Vista's draw of a canteen."""


@dataclass(frozen=True)
class Photo:
    """Tokens turned in for a photo (the Vista's 2, or 1 with the Camera; the Camera's 1)."""

    tokens: tuple[str, ...]


@dataclass(frozen=True)
class Trade:
    give: str
    get: str


@dataclass(frozen=True)
class Copy:
    """The River copies ``site``."""

    site: str


@dataclass(frozen=True)
class Reserve:
    park: str | None  # None: the top park of the deck


@dataclass(frozen=True)
class Visit:
    park: str


@dataclass(frozen=True)
class Buy:
    gear: str


@dataclass(frozen=True)
class Fill:
    """Water gained this turn into an empty canteen."""

    canteen: str


@dataclass(frozen=True)
class Discard:
    token: str


@dataclass(frozen=True)
class Pass:
    """Take no (more) action: at a site, the Trail End, the rain, the exchange, the Camera."""


@dataclass(frozen=True)
class Drawn:
    """Chance: the card (or site) drawn from ``deck``."""

    deck: str
    card: str


Move = Hike | TakeCanteen | Photo | Trade | Copy | Reserve | Visit | Buy | Fill | Discard | Pass | Drawn

#: Chance's verb for each deck (the canteen deck's differs from the player's ``canteen``).
DECK_VERBS = {"year": "year", "canteen": "canteen-card", "park": "park", "gear": "gear",
              "advanced": "advanced", "site": "site"}
_VERB_DECKS = {verb: deck for deck, verb in DECK_VERBS.items()}
_CARDS: dict[str, frozenset[str]] = {
    "year": frozenset(YEARS), "canteen": frozenset(CANTEENS), "park": frozenset(PARKS),
    "gear": frozenset(GEAR), "advanced": frozenset(ADVANCED), "site": SITES}


def _syntax(form: str) -> IllegalAction:
    return IllegalAction("action syntax", f"this action reads “{form}”")


def _one(args: tuple[str, ...], known: Collection[str], form: str) -> str:
    if len(args) != 1 or args[0] not in known:
        raise _syntax(form)
    return args[0]


def _hike(args: tuple[str, ...]) -> Hike:
    form = "hike 1 forest” (hiker 1 or 2, then where; “campfire” to share an occupied site"
    if len(args) not in (2, 3) or args[0] not in ("1", "2") or args[1] not in SITES | set(END):
        raise _syntax(form)
    if len(args) == 3 and (args[2] != "campfire" or args[1] in END):
        raise _syntax(form)
    return Hike(int(args[0]), args[1], len(args) == 3)


def _read(action: Action) -> Move:
    name, args = action.name, action.args
    if name in _VERB_DECKS:
        deck = _VERB_DECKS[name]
        return Drawn(deck, _one(args, _CARDS[deck], f"{name} <card>"))
    if name == "hike":
        return _hike(args)
    if name in ("canteen", "pass"):
        if args:
            raise _syntax(name)
        return TakeCanteen() if name == "canteen" else Pass()
    if name == "photo":
        if len(args) not in (1, 2) or any(t not in TOKENS for t in args):
            raise _syntax("photo sun water” (the tokens turned in")
        return Photo(args)
    if name == "trade":
        if len(args) != 2 or any(t not in TOKENS for t in args):
            raise _syntax("trade sun forest” (give, then take")
        return Trade(args[0], args[1])
    if name == "copy":
        return Copy(_one(args, SITES, "copy vista"))
    if name == "reserve":
        park = _one(args, {DECK_WORD, *PARKS}, "reserve zion” or “reserve deck")
        return Reserve(None if park == DECK_WORD else park)
    if name == "visit":
        return Visit(_one(args, PARKS, "visit zion"))
    if name == "buy":
        return Buy(_one(args, GEAR, "buy trail-guide"))
    if name == "fill":
        return Fill(_one(args, CANTEENS, "fill c01"))
    if name == "discard":
        return Discard(_one(args, TOKENS, "discard sun"))
    raise IllegalAction("action syntax", f"Parks has no action “{name[:20]}”")


read_move = lru_cache(maxsize=4096)(_read)
read_move.__doc__ = "The typed move of an action (cached: actions repeat)."


def write_move(move: Move) -> Action:
    """The action of a typed move: the inverse of :func:`read_move`."""
    match move:
        case Drawn(deck, card):
            return Action(DECK_VERBS[deck], (card,))
        case Hike(hiker, dest, campfire):
            return Action("hike", (str(hiker), dest, "campfire") if campfire else (str(hiker), dest))
        case TakeCanteen():
            return Action("canteen")
        case Pass():
            return Action("pass")
        case Photo(tokens):
            return Action("photo", tokens)
        case Trade(give, get):
            return Action("trade", (give, get))
        case Copy(site):
            return Action("copy", (site,))
        case Reserve(park):
            return Action("reserve", (park or DECK_WORD,))
        case Visit(park):
            return Action("visit", (park,))
        case Buy(gear):
            return Action("buy", (gear,))
        case Fill(canteen):
            return Action("fill", (canteen,))
        case Discard(token):
            return Action("discard", (token,))
    raise TypeError(f"not a Parks move: {move!r}")


def _act(kind: Callable[..., Move], *fields: object) -> Action:
    return write_move(kind(*fields))


act = lru_cache(maxsize=None)(_act)
act.__doc__ = """The action of the move ``kind(*fields)``, cached: the legal lists build the same
actions again and again (``act(Hike, 1, "vista")`` is ``hike 1 vista``)."""


__all__ = ["DECK_VERBS", "act", "SITES", "Buy", "Copy", "Discard", "Drawn", "Fill", "Hike", "Move", "Pass",
           "Photo", "Reserve", "TakeCanteen", "Trade", "Visit", "read_move", "write_move"]
