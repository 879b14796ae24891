"""Planet Unknown's action grammar: each action read once into a typed move (a small
frozen dataclass) that the rules, bots, words and widget use, and written back. Squares
are cell numbers (``D7`` is 75), orientations the labels of ``board.ORIENTATIONS`` (any
other label reads, and the rules refuse it as no orientation of the tile).

>>> read_move(Action("place", ("D7", "90f")))
Place(cell=75, orientation='90f')
>>> write_move(Move(75, 76)).text
'move D7 E7'
"""
from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass
from functools import lru_cache

from kit.engine import Action, IllegalAction
from kit.games.planet_unknown.board import CELL_NAMES, TILES, TRACK_NAMES

DEPOTS = 6
STACK_WORDS = ("inner", "outer")
CELL_OF = {name: i for i, name in enumerate(CELL_NAMES)}


@dataclass(frozen=True)
class Turn:
    """The start player turns the station ``steps`` depots clockwise (0: not at all)."""

    steps: int


@dataclass(frozen=True)
class Take:
    """A face-down pick: the top tile of the ``inner`` or ``outer`` stack facing the player."""

    stack: str


@dataclass(frozen=True)
class Place:
    """The tile in hand with its first square (reading order) on ``cell``, oriented."""

    cell: int
    orientation: str


@dataclass(frozen=True)
class Advance:
    """A tile's symbol advances ``track``."""

    track: str


@dataclass(frozen=True)
class Energy:
    """The energy symbol advances ``track``."""

    track: str


@dataclass(frozen=True)
class Boost:
    """A synergy moves ``track`` up one step."""

    track: str


@dataclass(frozen=True)
class Patch:
    """A biomass patch on ``cell``."""

    cell: int


@dataclass(frozen=True)
class Store:
    """A biomass patch kept for the end of the game (tech level 2)."""


@dataclass(frozen=True)
class Rover:
    """The new rover lands on ``cell`` (a square of the tile just placed)."""

    cell: int


@dataclass(frozen=True)
class Move:
    """A rover one square from ``src`` to ``dst``."""

    src: int
    dst: int


@dataclass(frozen=True)
class Stop:
    """No more rover movement this time."""


@dataclass(frozen=True)
class Keep:
    """At a civ milestone: keep civ card number ``card`` (1–36, see ``civ_cards.csv``)."""

    card: int


@dataclass(frozen=True)
class Rescue:
    """A civ card: the lifepod on ``cell`` is taken off the planet as rescued."""

    cell: int


@dataclass(frozen=True)
class Destroy:
    """A civ card: the meteorite on ``cell`` is removed (not collected)."""

    cell: int


@dataclass(frozen=True)
class Clear:
    """A civ card: every meteorite of a ``row`` or ``column`` (``index`` from 0) is removed."""

    axis: str
    index: int


@dataclass(frozen=True)
class Offset:
    """Chance: the inner ring's position against the outer one at setup."""

    steps: int


@dataclass(frozen=True)
class Reveal:
    """Chance: the new top tile of a stack."""

    tile: str


@dataclass(frozen=True)
class Regress:
    """An event card: ``track``'s tracker moves down (``regress civ``)."""

    track: str


@dataclass(frozen=True)
class Collect:
    """An event card: the meteorite on ``cell`` is collected (``collect D7``)."""

    cell: int


@dataclass(frozen=True)
class Strike:
    """An event card: a meteorite falls on ``cell``, a meteorite symbol of a tile (``strike D7``)."""

    cell: int


@dataclass(frozen=True)
class Wreck:
    """An event card: the rover on ``cell`` is destroyed (``wreck D7``)."""

    cell: int


@dataclass(frozen=True)
class Lose:
    """An event card: the lifepod on ``cell`` is destroyed (``lose D7``)."""

    cell: int


@dataclass(frozen=True)
class Peek:
    """An event card: look at the next event card instead of a synergy (``peek``)."""


@dataclass(frozen=True)
class Empty:
    """An event card (solo): every tile of the ``inner`` or ``outer`` stack facing the player
    leaves the station (``empty inner``)."""

    stack: str


@dataclass(frozen=True)
class Deck:
    """Chance (event cards): the event deck holds ``green``, ``orange`` and ``red`` cards
    (``deck 5 7 8``)."""

    green: int
    orange: int
    red: int


@dataclass(frozen=True)
class EventCard:
    """Chance: event card ``card`` (1–60, see ``events.csv``) is drawn (``event 12``)."""

    card: int


@dataclass(frozen=True)
class Discard:
    """Chance (an event card): civ card ``card`` leaves the box (``discard 5``)."""

    card: int


@dataclass(frozen=True)
class Pod:
    """Cosmos Inc.: a collected lifepod moves from ``src`` to ``dst``, each a (track, space)
    or None for the scoring area (``pod water 3``: from the scoring area onto water space 3;
    ``pod civ 5 water 7``, ``pod civ 5 score``; ``pod keep``: none moves)."""

    src: tuple[str, int] | None
    dst: tuple[str, int] | None


@dataclass(frozen=True)
class Flux:
    """Flux Industries: the flux token goes on ``track`` (``flux water``)."""

    track: str


@dataclass(frozen=True)
class Jump:
    """Wormhole Corp.: the biomass tracker jumps to ``space``, one of the two spaces after the
    next space it skips (``jump 5``)."""

    space: int


@dataclass(frozen=True)
class GiveBack:
    """At setup: give back private objective ``card`` (1–28, see ``objectives.csv``)."""

    card: int


@dataclass(frozen=True)
class Dealt:
    """Chance: objective card ``card`` is dealt (to a pair of neighbours or to a player)."""

    card: int


EventMove = Regress | Collect | Strike | Wreck | Lose | Peek | Empty | Deck | EventCard | Discard
PlayerMove = (Turn | Take | Place | Advance | Energy | Boost | Patch | Store | Rover | Move | Stop | Keep
              | Rescue | Destroy | Clear | Regress | Collect | Strike | Wreck | Lose | Peek | Empty
              | GiveBack | Jump | Flux | Pod)
AnyMove = PlayerMove | Offset | Reveal | EventMove | Dealt

_TRACK_MOVES: dict[str, type[Advance] | type[Energy] | type[Boost]] = {
    "advance": Advance, "energy": Energy, "boost": Boost}
_FORMS = {"turn": "turn 2", "take": "take inner", "place": "place D7 90f", "advance": "advance civ",
          "energy": "energy water", "boost": "boost tech", "patch": "patch E5", "store": "store patch",
          "rover": "rover D7", "move": "move D7 D8", "stop": "stop", "offset": "offset 3",
          "reveal": "reveal U5-RT-M", "keep": "keep 23", "rescue": "rescue D7", "destroy": "destroy D7",
          "clear": "clear row 7", "regress": "regress civ", "collect": "collect D7", "strike": "strike D7",
          "wreck": "wreck D7", "lose": "lose D7", "peek": "peek", "empty": "empty inner",
          "deck": "deck 5 7 8", "event": "event 12", "discard": "discard 5", "objective": "objective 17",
          "return": "return objective 17", "jump": "jump 5", "flux": "flux water", "pod": "pod water 3"}
COLUMNS = "ABCDEFGHIJKL"
_EVENT_VERBS = frozenset({"regress", "collect", "strike", "wreck", "lose", "peek", "empty", "deck", "event",
                          "discard"})


_CELL_MOVES: dict[str, type[Patch] | type[Rover] | type[Rescue] | type[Destroy]] = {
    "patch": Patch, "rover": Rover, "rescue": Rescue, "destroy": Destroy}
_CARDS = frozenset(str(n) for n in range(1, 37))
_ROWS = frozenset(str(n) for n in range(1, 13))
_SPACES = frozenset(str(n) for n in range(1, 17))
_OBJECTIVES = frozenset(str(n) for n in range(1, 29))


def _cell(text: str) -> int:
    cell = CELL_OF.get(text)
    if cell is None:
        raise ValueError(text)
    return cell


def _depots(text: str) -> int:
    if text not in {str(k) for k in range(DEPOTS)}:
        raise ValueError(text)
    return int(text)


def _known(text: str, names: Collection[str]) -> str:
    if text not in names:
        raise ValueError(text)
    return text


_EVENT_CELLS: dict[str, type[Collect] | type[Strike] | type[Wreck] | type[Lose]] = {
    "collect": Collect, "strike": Strike, "wreck": Wreck, "lose": Lose}
_COUNTS = frozenset(str(n) for n in range(21))
_EVENTS = frozenset(str(n) for n in range(1, 61))


def _parse_event(name: str, args: tuple[str, ...]) -> AnyMove:
    """The event cards' moves (see :func:`_parse`)."""
    if name in _EVENT_CELLS:
        (cell,) = args
        return _EVENT_CELLS[name](_cell(cell))
    if name == "regress":
        (track,) = args
        return Regress(_known(track, TRACK_NAMES))
    if name == "empty":
        (stack,) = args
        return Empty(_known(stack, STACK_WORDS))
    if name == "peek" and not args:
        return Peek()
    if name == "deck":
        green, orange, red = (int(_known(n, _COUNTS)) for n in args)
        return Deck(green, orange, red)
    (card,) = args
    if name == "event":
        return EventCard(int(_known(card, _EVENTS)))
    return Discard(int(_known(card, _CARDS)))


def _space(track: str, space: str) -> tuple[str, int]:
    return _known(track, TRACK_NAMES), int(_known(space, _SPACES | {"0"}))


def _parse_pod(args: tuple[str, ...]) -> Pod:
    """``pod keep``, ``pod water 3``, ``pod civ 5 score``, ``pod civ 5 water 7``."""
    if args == ("keep",):
        return Pod(None, None)
    if len(args) == 2:
        return Pod(None, _space(*args))
    if len(args) == 3 and args[2] == "score":
        return Pod(_space(args[0], args[1]), None)
    track, space, track2, space2 = args
    return Pod(_space(track, space), _space(track2, space2))


def _parse(name: str, args: tuple[str, ...]) -> AnyMove:
    """The move of ``name args``; ValueError (or a wrong count) for anything else."""
    if name in _EVENT_VERBS:
        return _parse_event(name, args)
    if name in ("objective", "return"):
        *word, card = args
        if card not in _OBJECTIVES or word != (["objective"] if name == "return" else []):
            raise ValueError(card)
        return Dealt(int(card)) if name == "objective" else GiveBack(int(card))
    if name in _TRACK_MOVES:
        (track,) = args
        return _TRACK_MOVES[name](_known(track, TRACK_NAMES))
    if name == "pod":
        return _parse_pod(args)
    if name == "flux":
        (track,) = args
        return Flux(_known(track, TRACK_NAMES))
    if name == "jump":
        (space,) = args
        return Jump(int(_known(space, _SPACES)))
    if name == "place":
        cell, orientation = args  # an orientation not in ORIENTATIONS is refused by the rules by name
        return Place(_cell(cell), orientation)
    if name in _CELL_MOVES:
        (cell,) = args
        return _CELL_MOVES[name](_cell(cell))
    if name == "keep":
        (card,) = args
        if card not in _CARDS:
            raise ValueError(card)
        return Keep(int(card))
    if name == "clear":
        axis, line = args
        if axis == "row" and line in _ROWS:
            return Clear("row", int(line) - 1)
        if axis == "column" and len(line) == 1 and line in COLUMNS:
            return Clear("column", COLUMNS.index(line))
        raise ValueError(line)
    if name == "move":
        src, dst = args
        return Move(_cell(src), _cell(dst))
    if name in ("turn", "offset"):
        (k,) = args
        return Turn(_depots(k)) if name == "turn" else Offset(_depots(k))
    if name == "take":
        (stack,) = args
        return Take(_known(stack, STACK_WORDS))
    if name == "reveal":
        (tile,) = args
        return Reveal(_known(tile, TILES))
    if name == "store" and args == ("patch",):
        return Store()
    if name == "stop" and not args:
        return Stop()
    raise ValueError(name)


@lru_cache(maxsize=8192)
def read_move(action: Action) -> AnyMove:
    """The typed move of an action (cached: actions repeat); IllegalAction for words that
    are no move of the game."""
    try:
        return _parse(action.name, action.args)
    except ValueError:
        form = _FORMS.get(action.name)
        if form is None:
            words = f"Planet Unknown has no action “{action.name[:20]}”"
            raise IllegalAction("action syntax", words) from None
        raise IllegalAction("action syntax", f"this action reads “{form}”") from None


def write_move(move: AnyMove) -> Action:
    """The action of a typed move: the inverse of :func:`read_move`."""
    match move:
        case Place(cell, orientation):
            return Action("place", (CELL_NAMES[cell], orientation))
        case Advance(track):
            return Action("advance", (track,))
        case Energy(track):
            return Action("energy", (track,))
        case Boost(track):
            return Action("boost", (track,))
        case Patch(cell):
            return Action("patch", (CELL_NAMES[cell],))
        case Rover(cell):
            return Action("rover", (CELL_NAMES[cell],))
        case Move(src, dst):
            return Action("move", (CELL_NAMES[src], CELL_NAMES[dst]))
        case Keep(card):
            return Action("keep", (str(card),))
        case Rescue(cell):
            return Action("rescue", (CELL_NAMES[cell],))
        case Destroy(cell):
            return Action("destroy", (CELL_NAMES[cell],))
        case Clear(axis, index):
            return Action("clear", (axis, str(index + 1) if axis == "row" else COLUMNS[index]))
        case Turn(steps):
            return Action("turn", (str(steps),))
        case Offset(steps):
            return Action("offset", (str(steps),))
        case Take(stack):
            return Action("take", (stack,))
        case Reveal(tile):
            return Action("reveal", (tile,))
        case Store():
            return Action("store", ("patch",))
        case Dealt(card):
            return Action("objective", (str(card),))
        case GiveBack(card):
            return Action("return", ("objective", str(card)))
        case Stop():
            return Action("stop")
        case Jump(space):
            return Action("jump", (str(space),))
        case Flux(track):
            return Action("flux", (track,))
        case Pod(src, dst):
            if src is None and dst is None:
                return Action("pod", ("keep",))
            ends = [*(("score",) if src is None else (src[0], str(src[1]))),
                    *(("score",) if dst is None else (dst[0], str(dst[1])))]
            return Action("pod", tuple(ends[1:] if src is None else ends))
    return _write_event(move)


def _write_event(move: AnyMove) -> Action:
    match move:
        case Regress(track):
            return Action("regress", (track,))
        case Collect(cell) | Strike(cell) | Wreck(cell) | Lose(cell):
            return Action(type(move).__name__.lower(), (CELL_NAMES[cell],))
        case Peek():
            return Action("peek")
        case Empty(stack):
            return Action("empty", (stack,))
        case Deck(green, orange, red):
            return Action("deck", (str(green), str(orange), str(red)))
        case EventCard(card):
            return Action("event", (str(card),))
        case Discard(card):
            return Action("discard", (str(card),))
    raise TypeError(f"not a Planet Unknown move: {move!r}")


def _act(kind: Callable[..., AnyMove], *fields: object) -> Action:
    return write_move(kind(*fields))


act = lru_cache(maxsize=None)(_act)
act.__doc__ = """The action of the move ``kind(*fields)``, cached: the legal lists build the same
actions again and again (``act(Place, 75, "90f")`` is ``place D7 90f``)."""


__all__ = ["COLUMNS", "DEPOTS", "STACK_WORDS", "Advance", "AnyMove", "Boost", "Clear", "Collect", "Dealt",
           "Deck", "Destroy", "Discard", "Empty", "Energy", "EventCard", "EventMove", "Flux", "GiveBack",
           "Jump", "Keep", "Lose", "Move", "Offset", "Patch", "Peek", "Place", "PlayerMove", "Pod",
           "Regress", "Rescue", "Reveal", "Rover", "Stop", "Store", "Strike", "Take", "Turn", "Wreck", "act",
           "read_move", "write_move"]
