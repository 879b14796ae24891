"""Bahamas' action grammar: every action and chance outcome read once into a typed move
(:func:`read`) and written back (:func:`write`). Players are numbered from 1 in the words
and from 0 in the moves; cash cards read ``100k`` in the words and 100000 in the moves.

>>> from kit.engine import Action
>>> read(Action("play", ("thief", "2", "cash")))
PlayThief(seat=1, what='cash')
>>> write(Pick(card=100000)).text
'pick 100k'
>>> read(Action("steal", ("thief",)))
Steal(card='thief')
>>> try:
...     read(Action("roll", ("cash", "action")))
... except IllegalAction as refusal:
...     print(refusal.rule)
word order
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from kit.engine import Action, IllegalAction
from kit.games.bahamas.components import CARDS, CHARACTERS, FACES, TABLE

#: An action card's name, or a cash card's value in dollars.
Card = str | int

SEATS = tuple(str(q + 1) for q in range(8))


def cash_code(value: int) -> str:
    """A cash card in the words of an action: 100000 -> ``100k``."""
    return f"{value // 1000}k"


def is_cash(word: str) -> bool:
    digits = word[:-1]
    return word.endswith("k") and digits.isascii() and digits.isdigit()  # (not "1⁴50k": no number)


def cash_value(code: str) -> int:
    """``100k`` -> 100000."""
    if not is_cash(code):
        raise ValueError(code)
    return int(code[:-1]) * 1000


# ------------------------------------------------------------------ chance
@dataclass(frozen=True, slots=True)
class Character:
    """A character dealt: ``character Jo``."""
    name: str


@dataclass(frozen=True, slots=True)
class Deal:
    """A starting card dealt: ``deal parachute``."""
    card: str


@dataclass(frozen=True, slots=True)
class Draw:
    """An action card drawn: ``draw thief`` (``draw crash``)."""
    card: str


@dataclass(frozen=True, slots=True)
class DrawCash:
    """A cash card drawn: ``cash 150k``."""
    value: int


@dataclass(frozen=True, slots=True)
class Roll:
    """The dice rolled, in the order of :data:`FACES`: ``roll action cash power``."""
    faces: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Steal:
    """A card taken at random from a hand (a steal, a Thief, a Storm): ``steal thief``,
    ``steal 100k``."""
    card: Card


@dataclass(frozen=True, slots=True)
class Peek:
    """The cards looked at at random (Gwen, Kika): ``peek 100k 50k``."""
    cards: tuple[Card, ...]


# ----------------------------------------------------------------- players
@dataclass(frozen=True, slots=True)
class TakeDie:
    """A die taken from the centre: ``take cash``."""
    face: str


@dataclass(frozen=True, slots=True)
class Name:
    """The next player named: ``name 3``."""
    seat: int


@dataclass(frozen=True, slots=True)
class Target:
    """The player a steal or a power aims at: ``target 3``."""
    seat: int


@dataclass(frozen=True, slots=True)
class PlayThief:
    """``play thief 3 cash``: steal a card of that kind from a neighbour."""
    seat: int
    what: str


@dataclass(frozen=True, slots=True)
class PlayStorm:
    """``play storm left``."""
    side: str


@dataclass(frozen=True, slots=True)
class PlaySearch:
    """``play search 3``."""
    seat: int


@dataclass(frozen=True, slots=True)
class PlayHighKick:
    """``play highkick cash``: the die of the window turns to that face."""
    face: str


@dataclass(frozen=True, slots=True)
class Play:
    """A card played with no more words: ``play robbery``, ``play extinguisher`` (any other
    card named so is refused by the rules, not the grammar)."""
    card: str


@dataclass(frozen=True, slots=True)
class Pass:
    """``pass``: play no card in a window, or buy nothing (Nick)."""


@dataclass(frozen=True, slots=True)
class Discard:
    """``discard thief`` (hand limit, Pat) or ``discard 100k`` (Piero)."""
    card: Card


@dataclass(frozen=True, slots=True)
class Pick:
    """The card kept of those looked at (Dex, Gwen, Kika): ``pick 100k``, ``pick thief``."""
    card: Card


@dataclass(frozen=True, slots=True)
class PickTop:
    """Jo keeps one card and puts the others back on top, top first:
    ``pick thief top storm search``."""
    card: str
    top: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Give:
    """The cards given to Doug: ``give thief 100k``."""
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Buy:
    """Nick buys an action card with one of his cash cards: ``buy thief 100k``."""
    card: str
    value: int


@dataclass(frozen=True, slots=True)
class Face:
    """Boss turns the die: ``face steal-cash``."""
    face: str


Move = (Character | Deal | Draw | DrawCash | Roll | Steal | Peek | TakeDie | Name | Target | PlayThief
        | PlayStorm | PlaySearch | PlayHighKick | Play | Pass | Discard | Pick | PickTop | Give | Buy | Face)


def card_of(move: Move) -> Card | None:
    """The card a move plays, discards, keeps or buys (None: no card)."""
    if isinstance(move, (Play, Discard, Pick, PickTop, Buy)):
        return move.card
    return PLAYED.get(type(move))


#: The card each card-specific move plays.
PLAYED: dict[type, str] = {PlayThief: "thief", PlayStorm: "storm", PlaySearch: "search",
                           PlayHighKick: "highkick"}


# ----------------------------------------------------------------- reading
def _bad(action: Action, why: str) -> IllegalAction:
    return IllegalAction("action syntax", f"{action.text[:60]}: {why}")


def _card(action: Action, word: str, cash: bool = True) -> Card:
    if cash and is_cash(word):
        value = cash_value(word)
        if cash_code(value) == word:
            return value
    elif word in CARDS and word != "crash":
        return word
    raise _bad(action, f"“{word}” is no card")


def _action_card(action: Action, word: str) -> str:
    card = _card(action, word, cash=False)
    assert isinstance(card, str)
    return card


def _cash(action: Action, word: str) -> int:
    card = _card(action, word)
    if not isinstance(card, int):
        raise _bad(action, f"“{word}” is no cash card")
    return card


def _seat(action: Action, word: str) -> int:
    if word not in SEATS:
        raise _bad(action, f"“{word}” is no player (1 to 8)")
    return SEATS.index(word)


def _face(action: Action, word: str) -> str:
    if word not in FACES:
        raise _bad(action, f"“{word}” is no face of a die")
    return word


def _in_order(action: Action, keys: list[tuple[int, str]], how: str) -> None:
    """Refuse words of a roll, a look or a gift out of their one written order (a text
    means one thing: its words swapped are another text, refused)."""
    if keys != sorted(keys):
        example = " ".join([action.name, *(w for _, w in sorted(zip(keys, action.args)))])
        raise IllegalAction("word order", f"{action.text[:60]}: {how}, e.g. “{example[:60]}”")


def _count(action: Action, low: int, high: int) -> tuple[str, ...]:
    if not low <= len(action.args) <= high:
        raise _bad(action, "wrong number of words")
    return action.args


def _play(action: Action) -> Move:
    args = _count(action, 1, 3)
    card = _action_card(action, args[0])
    if card == "thief" and len(args) == 3 and args[2] in ("action", "cash"):
        return PlayThief(_seat(action, args[1]), args[2])
    if card == "storm" and len(args) == 2 and args[1] in ("left", "right"):
        return PlayStorm(args[1])
    if card == "search" and len(args) == 2:
        return PlaySearch(_seat(action, args[1]))
    if card == "highkick" and len(args) == 2:
        return PlayHighKick(_face(action, args[1]))
    if len(args) == 1 and card not in ("thief", "storm", "search", "highkick"):
        return Play(card)
    raise _bad(action, "not how this card is played")


def _read(action: Action) -> Move:
    verb, args = action.name, action.args
    if verb == "character":
        if _count(action, 1, 1)[0] not in CHARACTERS:
            raise _bad(action, "no such character")
        return Character(args[0])
    if verb == "deal":
        return Deal(_action_card(action, _count(action, 1, 1)[0]))
    if verb == "draw":
        card = _count(action, 1, 1)[0]
        return Draw("crash" if card == "crash" else _action_card(action, card))
    if verb == "cash":
        return DrawCash(_cash(action, _count(action, 1, 1)[0]))
    if verb == "roll":
        faces = tuple(_face(action, f) for f in _count(action, 1, 7))
        _in_order(action, [(FACES.index(f), f) for f in faces],
                  "a roll names its faces in the order " + ", ".join(FACES))
        return Roll(faces)
    if verb == "steal":
        return Steal(_card(action, _count(action, 1, 1)[0]))
    if verb == "peek":
        cards = tuple(_card(action, w) for w in _count(action, 1, 2))
        _in_order(action, [(0, w) for w in args], "a look names its cards in alphabetical order")
        return Peek(cards)
    if verb == "take":
        return TakeDie(_face(action, _count(action, 1, 1)[0]))
    if verb == "name":
        return Name(_seat(action, _count(action, 1, 1)[0]))
    if verb == "target":
        return Target(_seat(action, _count(action, 1, 1)[0]))
    if verb == "play":
        return _play(action)
    if verb == "pass":
        _count(action, 0, 0)
        return Pass()
    if verb == "discard":
        return Discard(_card(action, _count(action, 1, 1)[0]))
    if verb == "pick":
        if len(args) >= 2 and args[1] == "top":
            return PickTop(_action_card(action, args[0]), tuple(_action_card(action, w) for w in args[2:]))
        return Pick(_card(action, _count(action, 1, 1)[0]))
    if verb == "give":
        gift = tuple(_card(action, w) for w in _count(action, 1, 2))
        _in_order(action, [(isinstance(c, int), w) for c, w in zip(gift, args, strict=True)],
                  "a gift names the action card first, then the cash card")
        return Give(gift)
    if verb == "buy":
        _count(action, 2, 2)
        return Buy(_action_card(action, args[0]), _cash(action, args[1]))
    if verb == "face":
        return Face(_face(action, _count(action, 1, 1)[0]))
    raise _bad(action, "no such verb in Bahamas")


#: The typed move of an action (cached: the rules read every step's action).
read = lru_cache(maxsize=None)(_read)


def word(card: Card) -> str:
    """A card in the words of an action: its name, or its value as ``100k``."""
    return cash_code(card) if isinstance(card, int) else card


def _write(move: Move) -> Action:
    if isinstance(move, Character):
        return Action("character", (move.name,))
    if isinstance(move, Deal):
        return Action("deal", (move.card,))
    if isinstance(move, Draw):
        return Action("draw", (move.card,))
    if isinstance(move, DrawCash):
        return Action("cash", (cash_code(move.value),))
    if isinstance(move, Roll):
        return Action("roll", move.faces)
    if isinstance(move, Steal):
        return Action("steal", (word(move.card),))
    if isinstance(move, Peek):
        return Action("peek", tuple(word(c) for c in move.cards))
    if isinstance(move, TakeDie):
        return Action("take", (move.face,))
    if isinstance(move, Name):
        return Action("name", (SEATS[move.seat],))
    if isinstance(move, Target):
        return Action("target", (SEATS[move.seat],))
    if isinstance(move, PlayThief):
        return Action("play", ("thief", SEATS[move.seat], move.what))
    if isinstance(move, PlayStorm):
        return Action("play", ("storm", move.side))
    if isinstance(move, PlaySearch):
        return Action("play", ("search", SEATS[move.seat]))
    if isinstance(move, PlayHighKick):
        return Action("play", ("highkick", move.face))
    if isinstance(move, Play):
        return Action("play", (move.card,))
    if isinstance(move, Pass):
        return Action("pass")
    if isinstance(move, Discard):
        return Action("discard", (word(move.card),))
    if isinstance(move, Pick):
        return Action("pick", (word(move.card),))
    if isinstance(move, PickTop):
        return Action("pick", (move.card, "top", *move.top))
    if isinstance(move, Give):
        return Action("give", tuple(word(c) for c in move.cards))
    if isinstance(move, Buy):
        return Action("buy", (move.card, cash_code(move.value)))
    return Action("face", (move.face,))


#: The action of a typed move (cached: legal lists are written from moves at every step).
write = lru_cache(maxsize=None)(_write)

# ------------------------------------------------------ tables for speed
#: The actions of the frequent card moves, by card (no move built and looked up).
CASH_VALUES = tuple(int(v) for v in TABLE["cash_cards"])
CHARACTER = {c: write(Character(c)) for c in CHARACTERS}
DEAL = {c: write(Deal(c)) for c in CARDS}
DRAW = {c: write(Draw(c)) for c in CARDS}
DRAW_CASH = {v: write(DrawCash(v)) for v in CASH_VALUES}
STEAL: dict[Card, Action] = {c: write(Steal(c)) for c in (*CARDS, *CASH_VALUES)}
DISCARD: dict[Card, Action] = {c: write(Discard(c)) for c in (*CARDS, *CASH_VALUES)}
PICK: dict[Card, Action] = {c: write(Pick(c)) for c in (*CARDS, *CASH_VALUES)}
FACE = {f: write(Face(f)) for f in FACES}
_WRITTEN: dict[tuple[object, ...], Action] = {}


def written(make: Callable[..., Move], *fields: object) -> Action:
    """``write(make(*fields))``, looked up by the move's type and fields: a move is built,
    hashed and compared (in Python, as a frozen dataclass) only the first time."""
    key = (make, *fields)
    action = _WRITTEN.get(key)
    if action is None:
        action = _WRITTEN[key] = write(make(*fields))
    return action
