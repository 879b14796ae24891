"""Captain Bluff's action grammar: each action's words read once into a typed move, and
written back. Carousels are numbered 1 to 6 in the words and 0 to 5 in the moves.

Players: ``origin 3 HK5`` (a card face down above an empty carousel), ``place 3 HK5 HK6
AW=7`` (bags in the order placed; ``AW=7`` is Around the World standing for 7), ``check 3``,
``change 3 HK5``, ``close 3``, ``reverse 3`` (Reverse Direction), ``notice 2 5`` (Notice
Board), ``delay`` (Delayed Flight), ``recover 3 2`` (the last 2 bags of carousel 3),
``challenge``, and ``pass``: the one way to say "done" (let a placement pass, take no bags
back, end the turn). Chance: ``draw HK5`` (the draw pile), ``deal AW`` (an airport card at
setup).

>>> read(Action("place", ("3", "HK5", "AW=6")))
Place(carousel=2, bags=(('HK5', 5), ('AW', 6)))
>>> write(Notice((1, 4)))
Action('notice 2 5')
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from kit.engine import Action, IllegalAction
from kit.games.captain_bluff.cards import ALL_CARDS, CAROUSELS, NUMBER_OF


@dataclass(frozen=True)
class Origin:
    """Put ``card`` face down above the empty ``carousel``."""

    carousel: int
    card: str


@dataclass(frozen=True)
class Place:
    """Place bags on ``carousel``: ``(card, number)`` in the order placed (Around the World
    as ``("AW", n)``), as a carousel's row holds them."""

    carousel: int
    bags: tuple[tuple[str, int], ...]


@dataclass(frozen=True)
class Check:
    carousel: int


@dataclass(frozen=True)
class Change:
    """Swap ``card`` of the hand for the face-down card of ``carousel``."""

    carousel: int
    card: str


@dataclass(frozen=True)
class Close:
    carousel: int


@dataclass(frozen=True)
class Reverse:
    """Play Reverse Direction on ``carousel``."""

    carousel: int


@dataclass(frozen=True)
class Notice:
    """Play Notice Board and look at the face-down cards of ``carousels`` (two, fewer if
    fewer have one)."""

    carousels: tuple[int, ...]


@dataclass(frozen=True)
class Delay:
    """Play Delayed Flight."""


@dataclass(frozen=True)
class Recover:
    """Take the last ``count`` bags of ``carousel`` back into the hand."""

    carousel: int
    count: int


@dataclass(frozen=True)
class Challenge:
    """Call the bluff on the bags just placed."""


@dataclass(frozen=True)
class Pass:
    """Done: let the bags just placed pass, take no bags back, or end the turn."""


@dataclass(frozen=True)
class Draw:
    """Chance: the card drawn from the draw pile."""

    card: str


@dataclass(frozen=True)
class Deal:
    """Chance: the airport card dealt at setup."""

    card: str


Move = (Origin | Place | Check | Change | Close | Reverse | Notice | Delay | Recover | Challenge
        | Pass | Draw | Deal)
#: A card at a carousel: the moves that name both.
CARD_MOVES: dict[str, type[Origin] | type[Change]] = {"origin": Origin, "change": Change}
CAROUSEL_MOVES: dict[str, type[Check] | type[Close] | type[Reverse]] = {
    "check": Check, "close": Close, "reverse": Reverse}
BARE_MOVES: dict[str, Delay | Challenge | Pass] = {"delay": Delay(), "challenge": Challenge(), "pass": Pass()}
CHANCE_MOVES: dict[str, type[Draw] | type[Deal]] = {"draw": Draw, "deal": Deal}
CARD_SET = frozenset(ALL_CARDS)


def digits(word: str) -> bool:
    """Plain ASCII digits, not too many (never ``²`` or ``٣``)."""
    return word.isascii() and word.isdigit() and len(word) < 4


def carousel_of(word: str) -> int | None:
    """The carousel (0-5) a word names, or None."""
    if digits(word) and 1 <= int(word) <= CAROUSELS:
        return int(word) - 1
    return None


def aw_token(number: int) -> str:
    """Around the World standing for ``number``, as placed: ``AW=7``."""
    return f"AW={number}"


def bag_of(word: str) -> tuple[str, int] | None:
    """A placement's word as a row entry: ``HK5`` -> ("HK5", 5), ``AW=7`` -> ("AW", 7)."""
    if word in NUMBER_OF:
        return word, NUMBER_OF[word]
    if word.startswith("AW=") and digits(word[3:]):
        return "AW", int(word[3:])
    return None


def bag_word(bag: tuple[str, int]) -> str:
    card, number = bag
    return aw_token(number) if card == "AW" else card


def _syntax(why: str) -> IllegalAction:
    return IllegalAction("action syntax", why)


@lru_cache(maxsize=65_536)
def read(action: Action) -> Move:
    """The move an action's words name (whatever the position); IllegalAction ("action
    syntax") if they name none."""
    name, args = action.name, action.args
    bare = BARE_MOVES.get(name)
    if bare is not None:
        if args:
            raise _syntax(f"{name} takes no words after it")
        return bare
    if name in CHANCE_MOVES:
        if len(args) != 1 or args[0] not in CARD_SET:
            raise _syntax(f"{name} CARD names one card, e.g. {name} HK5")
        return CHANCE_MOVES[name](args[0])
    if name == "notice":
        carousels = tuple(carousel_of(a) for a in args)
        if len(carousels) > 2 or None in carousels or len(set(carousels)) < len(carousels):
            raise _syntax("notice names up to two different carousels 1–6")
        return Notice(tuple(c for c in carousels if c is not None))
    c = carousel_of(args[0]) if args else None
    if c is None:
        raise _syntax(f"{action.text[:40]} is not a Captain Bluff action (origin, place, check, change, "
                      "close, reverse, notice, delay, recover, challenge, pass), or names no carousel 1–6")
    if name in CAROUSEL_MOVES:
        if len(args) != 1:
            raise _syntax(f"{name} C names one carousel")
        return CAROUSEL_MOVES[name](c)
    if name in CARD_MOVES:
        if len(args) != 2 or args[1] not in CARD_SET:
            raise _syntax(f"{name} C CARD names a carousel and a card of the hand")
        return CARD_MOVES[name](c, args[1])
    if name == "recover":
        if len(args) != 2 or not digits(args[1]) or int(args[1]) < 1:
            raise _syntax("recover C K takes back the last K bags (K ≥ 1)")
        return Recover(c, int(args[1]))
    if name == "place":
        bags = tuple(bag_of(a) for a in args[1:])
        if not bags:
            raise _syntax("place C names the bags to place")
        for word, bag in zip(args[1:], bags):
            if bag is None:
                raise _syntax(f"{word[:20]} is not a bag (HK5) or Around the World (AW=5)")
        return Place(c, tuple(b for b in bags if b is not None))
    raise _syntax(f"{action.text[:40]} is not a Captain Bluff action")


def write(move: Move) -> Action:
    """The action (words) of a move: the inverse of :func:`read`."""
    if isinstance(move, (Origin, Change)):
        return Action("origin" if isinstance(move, Origin) else "change", (str(move.carousel + 1), move.card))
    if isinstance(move, (Check, Close, Reverse)):
        return Action(type(move).__name__.lower(), (str(move.carousel + 1),))
    if isinstance(move, Place):
        return Action("place", (str(move.carousel + 1), *map(bag_word, move.bags)))
    if isinstance(move, Notice):
        return Action("notice", tuple(str(c + 1) for c in move.carousels))
    if isinstance(move, Recover):
        return Action("recover", (str(move.carousel + 1), str(move.count)))
    if isinstance(move, (Draw, Deal)):
        return Action(type(move).__name__.lower(), (move.card,))
    return Action(type(move).__name__.lower())
