"""Tobago's action grammar: every action and chance outcome read once into a typed move
(a small frozen dataclass) and written back. The reading needs the words only (and the
clue catalogue, fixed data): never the position, never the island.

Players: ``place 5,5`` · ``move 3,-2`` · ``clue 2 not next to a hut`` (map 1-4, then the
card's text) · ``raise 1`` · ``stop`` · ``take`` · ``pass`` · ``accept`` · ``swap`` ·
``amulet extra|swap|protect``. Chance: ``island <code>`` (the island itself, see
:mod:`kit.games.tobago.island_code`, or a packaged island's name) · ``draw <clue>`` · ``flip <clue>`` ·
``atv 4,6`` · ``deal 5|curse`` · ``reveal 5|curse``.

>>> from kit.engine import Action
>>> read_action(Action("clue", ("2", "not", "next", "to", "a", "hut")))
PlayClue(map=1, card='not next to a hut')
>>> write_move(Deal(0)), write_move(Drive((3, -2)))
(Action('deal curse'), Action('move 3,-2'))
"""
from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field
from typing import Literal

from kit.engine import Action, IllegalAction, short
from kit.games.tobago.board import island_for, parse_hex, spec_of_outcome
from kit.games.tobago.hexes import Hex, format_hex
from kit.games.tobago.island import Island
from kit.games.tobago.state import CURSE, MAPS
from solvers import tobago as solver

#: The clue cards by their text (the solver's catalogue), and the words of each.
CLUES: dict[str, solver.Clue] = {str(c): c for c in solver.CLUE_CATALOGUE}
_CANONICAL = {text.casefold(): text for text in CLUES}
CARD_WORDS: dict[str, tuple[str, ...]] = {text: tuple(text.split()) for text in CLUES}

_MAP_WORD = re.compile(r"[1-4]")
_VALUE_WORD = re.compile(r"[0-9]{1,2}")

PLAYER_VERBS = ("place", "move", "clue", "raise", "stop", "take", "pass", "amulet", "accept", "swap")
AmuletUse = Literal["extra", "swap", "protect"]
AMULET_USES: tuple[AmuletUse, ...] = ("extra", "swap", "protect")


# -------------------------------------------------------------------- players' moves

@dataclass(frozen=True, slots=True)
class Place:
    """Put the ATV on a hex at setup."""

    hex: Hex


@dataclass(frozen=True, slots=True)
class Drive:
    """Drive the ATV to a hex (``move q,r``)."""

    hex: Hex


@dataclass(frozen=True, slots=True)
class PlayClue:
    """Put clue card ``card`` (its text, as printed) on map ``map`` (0-based)."""

    map: int
    card: str

    @property
    def clue(self) -> solver.Clue:
        """The solver's reading of the card."""
        return CLUES[self.card]


@dataclass(frozen=True, slots=True)
class Raise:
    """Raise map ``map``'s located treasure (0-based)."""

    map: int


@dataclass(frozen=True, slots=True)
class Stop:
    """Do not raise now (the ATV stopped on a located treasure)."""


@dataclass(frozen=True, slots=True)
class Take:
    """Take the treasure card on offer."""


@dataclass(frozen=True, slots=True)
class Pass:
    """Pass on the card on offer, or (setup) seed no map."""


@dataclass(frozen=True, slots=True)
class Accept:
    """Accept a curse."""


@dataclass(frozen=True, slots=True)
class Swap:
    """Exchange the whole clue hand as the turn's action."""


@dataclass(frozen=True, slots=True)
class UseAmulet:
    """Use an amulet: one more action, a new clue hand, or protection from a curse."""

    use: AmuletUse


# ------------------------------------------------------------------ chance outcomes

@dataclass(frozen=True, slots=True)
class NewIsland:
    """The island chance makes, as a fact: ``text`` is its code (or a packaged island's
    name), ``island`` the island itself, read from the text alone (no generator)."""

    text: str
    island: Island = field(compare=False, repr=False)


@dataclass(frozen=True, slots=True)
class DrawClue:
    """A clue card drawn into a hand."""

    card: str


@dataclass(frozen=True, slots=True)
class FlipClue:
    """A clue card turned up from the deck."""

    card: str


@dataclass(frozen=True, slots=True)
class AtvStart:
    """A random ATV start."""

    hex: Hex


@dataclass(frozen=True, slots=True)
class Deal:
    """A treasure card dealt face down (``value`` 0: a curse)."""

    value: int


@dataclass(frozen=True, slots=True)
class Reveal:
    """A card of the pool turned up (``value`` 0: a curse)."""

    value: int


Move = Place | Drive | PlayClue | Raise | Stop | Take | Pass | Accept | Swap | UseAmulet
Outcome = NewIsland | DrawClue | FlipClue | AtvStart | Deal | Reveal
STOP, TAKE, PASS, ACCEPT, SWAP = Stop(), Take(), Pass(), Accept(), Swap()
_BARE: dict[str, Move] = {"stop": STOP, "take": TAKE, "pass": PASS, "accept": ACCEPT, "swap": SWAP}


# --------------------------------------------------------------------------- reading

def canonical_card(text: str) -> str | None:
    """The clue card whose text ``text`` is, case and runs of spaces forgiven, or None.

    >>> canonical_card("Not  next to a HUT"), canonical_card("not next to the huts")
    ('not next to a hut', None)
    """
    if type(text) is not str or len(text) > 200:
        return None
    return _CANONICAL.get(" ".join(text.split()).casefold())


def card_meant(text: str) -> str | None:
    """The card a lenient reading of ``text`` finds ('not next to the huts': 'not next to a
    hut'), only to name it in a refusal; None if there is none."""
    try:
        return str(solver.parse_clue(text[:200]))
    except ValueError:
        return None


def value_word(value: int) -> str:
    """A treasure card's word in chance steps: its coins, or ``curse`` (a curse is worth 0)."""
    return "curse" if value == CURSE else str(value)


def value_of(word: str) -> int | None:
    """The value a chance step's word names: ``curse`` or a number of coins (no leading 0)."""
    if word == "curse":
        return CURSE
    if _VALUE_WORD.fullmatch(word) and word[0] != "0":
        return int(word)
    return None


def _syntax(message: str) -> IllegalAction:
    return IllegalAction("action syntax", message)


def _hex_of(action: Action, rule: str, message: str) -> Hex:
    args = action.args
    h = parse_hex(args[0]) if len(args) == 1 else None
    if h is None or args[0] != format_hex(h):
        raise IllegalAction(rule, message)
    return h


def _card_of(words: tuple[str, ...], rule: str) -> str:
    text = " ".join(words)
    card = canonical_card(text)
    if card is None or CARD_WORDS[card] != words:
        meant = card_meant(text)
        raise IllegalAction(rule, f"no clue card reads '{short(text)}'"
                            + (f"; the card reads '{meant}'" if meant else ""))
    return card


def _read_player(action: Action) -> Move:
    name, args = action.name, action.args
    if name in ("move", "place"):
        h = _hex_of(action, "action syntax", f"write a hex as q,r, e.g. '{name} 3,-2'")
        return Drive(h) if name == "move" else Place(h)
    if name == "clue":
        if len(args) < 2 or not _MAP_WORD.fullmatch(args[0]):
            raise _syntax("write 'clue <map 1-4> <clue text>', e.g. 'clue 2 not next to a hut'")
        return PlayClue(int(args[0]) - 1, _card_of(args[1:], "clue text"))
    if name == "raise":
        if len(args) != 1 or not _MAP_WORD.fullmatch(args[0]):
            raise _syntax("write 'raise <map number 1-4>'")
        return Raise(int(args[0]) - 1)
    if name == "amulet":
        if len(args) != 1 or args[0] not in AMULET_USES:
            raise _syntax("amulet uses: 'amulet extra', 'amulet swap', 'amulet protect'")
        return UseAmulet(AMULET_USES[AMULET_USES.index(args[0])])
    bare = _BARE.get(name)
    if bare is None:
        raise _syntax(f"unknown action {short(action.text)}; Tobago's actions are "
                      f"{', '.join(PLAYER_VERBS)}")
    if args:
        raise _syntax(f"{short(action.text)} takes no words after it")
    return bare


def _read_chance(action: Action) -> Outcome:
    name, args = action.name, action.args
    if name == "island":
        try:
            if len(args) != 1:
                raise ValueError("an island is named by one word: a packaged island's name or its code")
            return NewIsland(args[0], island_for(spec_of_outcome(args[0])))
        except ValueError as err:
            raise IllegalAction("chance", str(err)[:180]) from None
    if name in ("draw", "flip"):
        card = _card_of(args, "chance")
        return DrawClue(card) if name == "draw" else FlipClue(card)
    if name == "atv":
        return AtvStart(_hex_of(action, "chance", "an ATV starts on an island hex: 'atv q,r'"))
    if name in ("deal", "reveal"):
        value = value_of(args[0]) if len(args) == 1 else None
        if value is None:
            raise IllegalAction("chance", f"no treasure card is called {short(' '.join(args))}")
        return Deal(value) if name == "deal" else Reveal(value)
    raise IllegalAction("chance", f"no chance step is called {short(name)}")


@functools.lru_cache(maxsize=1 << 16)
def read_action(action: Action) -> Move:
    """The typed move of a player's action; IllegalAction for words that are no move.

    >>> read_action(Action("amulet", ("swap",)))
    UseAmulet(use='swap')
    """
    return _read_player(action)


@functools.lru_cache(maxsize=1 << 14)
def read_outcome(action: Action) -> Outcome:
    """The typed outcome of a chance step; IllegalAction for words that are none."""
    return _read_chance(action)


def write_move(move: Move | Outcome) -> Action:
    """The action of a typed move or outcome (the inverse of the readings)."""
    if isinstance(move, (Drive, Place, AtvStart)):
        verb = "move" if type(move) is Drive else "place" if type(move) is Place else "atv"
        return Action(verb, (format_hex(move.hex),))
    if isinstance(move, PlayClue):
        return Action("clue", (str(move.map + 1), *CARD_WORDS[move.card]))
    if isinstance(move, (DrawClue, FlipClue)):
        return Action("draw" if type(move) is DrawClue else "flip", CARD_WORDS[move.card])
    if isinstance(move, (Deal, Reveal)):
        return Action("deal" if type(move) is Deal else "reveal", (value_word(move.value),))
    if isinstance(move, Raise):
        return Action("raise", (str(move.map + 1),))
    if isinstance(move, UseAmulet):
        return Action("amulet", (move.use,))
    if isinstance(move, NewIsland):
        return Action("island", (move.text,))
    return Action(type(move).__name__.lower())


# ------------------------------------------------------------ actions made once (speed)
@functools.cache
def hex_action(verb: str, h: Hex) -> Action:
    """``place``, ``move`` or ``atv`` with a hex (one Action object a hex, shared)."""
    return Action(verb, (format_hex(h),))


@functools.cache
def clue_action(m: int, card: str) -> Action:
    """``clue <m + 1> <card>`` (one Action object, shared)."""
    return Action("clue", (str(m + 1), *CARD_WORDS[card]))


@functools.cache
def card_action(verb: str, card: str) -> Action:
    """``draw <card>`` or ``flip <card>``."""
    return Action(verb, CARD_WORDS[card])


@functools.cache
def value_action(verb: str, value: int) -> Action:
    """``deal <value>`` or ``reveal <value>``."""
    return Action(verb, (value_word(value),))


RAISE = tuple(Action("raise", (str(m + 1),)) for m in range(MAPS))
TAKE_ACTION, PASS_ACTION, STOP_ACTION = Action("take"), Action("pass"), Action("stop")
ACCEPT_ACTION, SWAP_ACTION = Action("accept"), Action("swap")
AMULET_EXTRA, AMULET_SWAP = Action("amulet", ("extra",)), Action("amulet", ("swap",))
AMULET_PROTECT = Action("amulet", ("protect",))
