"""Planet Unknown steps in a person's words: one place for the log, the buttons and the board.

>>> step_words(Place(75, "90f"))
'place the tile with its first square on column D, row 7, mirrored then turned 90° clockwise'
>>> step_words(Move(75, 87))
'move the rover on column D, row 7 to column D, row 8'
"""
from __future__ import annotations

from kit.games.planet_unknown.board import CELL_NAMES, TILES
from kit.games.planet_unknown.civ import card_words
from kit.games.planet_unknown.events import event_words
from kit.games.planet_unknown.moves import (
    COLUMNS,
    Advance,
    AnyMove,
    Boost,
    Clear,
    Collect,
    Dealt,
    Deck,
    Destroy,
    Discard,
    Empty,
    Energy,
    EventCard,
    Flux,
    GiveBack,
    Jump,
    Keep,
    Lose,
    Move,
    Offset,
    Patch,
    Peek,
    Place,
    Pod,
    Regress,
    Rescue,
    Reveal,
    Rover,
    Stop,
    Store,
    Strike,
    Take,
    Turn,
    Wreck,
)
from kit.games.planet_unknown.objectives import NEIGHBOUR, PRIVATE


def cell_words(cell: str) -> str:
    """``D7`` -> ``column D, row 7``."""
    return f"column {cell[0].upper()}, row {cell[1:]}"


def orientation_words(label: str) -> str:
    """``90f`` -> ``mirrored then turned 90° clockwise``; ``0`` -> ``as printed``."""
    degrees = label.rstrip("f")
    turned = "" if degrees == "0" else f"turned {degrees}° clockwise"
    if label.endswith("f"):
        return "mirrored" + (f" then {turned}" if turned else "")
    return turned or "as printed"


def tile_words(tile_id: str | None) -> str:
    return "no tile" if tile_id is None else TILES[tile_id].words()


def _square(cell: int) -> str:
    return cell_words(CELL_NAMES[cell])


def _depots(k: int) -> str:
    return f"{k} depot{'s' if k > 1 else ''}"


def step_words(move: AnyMove | None, secret: bool = False) -> str:
    """A step in words; ``secret``: the viewer may not know which tile a player took (None:
    a face-down pick in a copy made for another seat)."""
    if move is None:
        return "take a tile face down"
    match move:
        case Offset(k):
            return ("the inner ring of the station starts unturned" if k == 0 else
                    f"the inner ring of the station starts turned {_depots(k)} round")
        case Reveal(tile):
            return f"a new top tile is revealed: the {tile_words(tile)}"
        case Turn(k):
            return "leave the station as it is" if k == 0 else f"turn the station {_depots(k)} clockwise"
        case Take(stack):
            return "take a tile face down" if secret else f"take the tile on the {stack} stack"
        case Place(cell, orientation):
            return (f"place the tile with its first square on {_square(cell)}, "
                    f"{orientation_words(orientation)}")
        case Move(src, dst):
            return f"move the rover on {_square(src)} to {_square(dst)}"
        case Patch(cell):
            return f"put a biomass patch on {_square(cell)}"
        case Rover(cell):
            return f"land the new rover on {_square(cell)}"
        case Advance(track):
            return f"advance the {track} tracker"
        case Energy(track):
            return f"spend the energy symbol on the {track} tracker"
        case Boost(track):
            return f"move the {track} tracker up (a synergy or a civ card)"
        case Store():
            return "keep the biomass patch for the end of the game"
        case Stop():
            return "stop moving rovers (give up the steps left)"
        case Keep(card):
            return "keep a civ card" if secret else f"keep the civ card {card_words(card)}"
        case Rescue(cell):
            return f"rescue the lifepod on {_square(cell)}"
        case Destroy(cell):
            return f"remove the meteorite on {_square(cell)}"
        case Dealt(card):
            return "an objective card is dealt" if secret else (
                    f"objective card {card} is dealt (neighbour side {NEIGHBOUR[card].name}, "
                    f"private side {PRIVATE[card].name})")
        case GiveBack(card):
            return ("give back a private objective" if secret else
                    f"give back the private objective {PRIVATE[card].name}: {PRIVATE[card].words}")
        case Clear(axis, index):
            line = f"row {index + 1}" if axis == "row" else f"column {COLUMNS[index]}"
            return f"remove every meteorite of {line}"
        case Jump(space):
            return f"move the biomass tracker to space {space}"
        case Flux(track):
            return f"put the flux token on the {track} track"
        case Pod(src, dst):
            if src is None and dst is None:
                return "leave the collected lifepods where they are"
            where = ["the scoring area" if end is None else f"{end[0]} space {end[1]}" for end in (src, dst)]
            return f"move a collected lifepod from {where[0]} to {where[1]}"
    return _event_step(move)


def _event_step(move: AnyMove) -> str:
    """The event cards' steps in words."""
    match move:
        case Regress(track):
            return f"move the {track} tracker down (an event card)"
        case Collect(cell):
            return f"collect the meteorite on {_square(cell)}"
        case Strike(cell):
            return f"a meteorite falls on {_square(cell)}"
        case Wreck(cell):
            return f"the rover on {_square(cell)} is destroyed"
        case Lose(cell):
            return f"the lifepod on {_square(cell)} is destroyed"
        case Peek():
            return "look at the next event card"
        case Empty(stack):
            return f"every tile of the {stack} stack leaves the station"
        case Deck(green, orange, red):
            return f"the event deck holds {green} green, {orange} orange and {red} red cards"
        case EventCard(card):
            return f"event card {card} is revealed: {event_words(card)}"
        case Discard(card):
            return f"the civ card {card_words(card)} leaves the box"
    raise TypeError(f"not a Planet Unknown move: {move!r}")
