"""Planet Unknown steps in a person's words: one place for the log, the buttons and the board.

>>> step_words(Action("place", ("D7", "90f")))
'place the tile with its first square on column D, row 7, mirrored then turned 90° clockwise'
>>> step_words(Action("move", ("D7", "D8")))
'move the rover on column D, row 7 to column D, row 8'
"""
from __future__ import annotations

from kit.engine import Action
from kit.games.planet_unknown.board import TILES


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


def _chance_words(action: Action) -> str:
    if action.name == "offset":
        k = int(action.args[0])
        return ("the inner ring of the station starts unturned" if k == 0 else
                f"the inner ring of the station starts turned {k} depot{'s' if k > 1 else ''} round")
    return f"a new top tile is revealed: the {tile_words(action.args[0])}"


def step_words(action: Action, chance: bool = False, secret: bool = False) -> str:
    """A step in words; ``secret``: the viewer may not know which tile a player took."""
    if chance:
        return _chance_words(action)
    name, args = action.name, action.args
    if name == "turn":
        k = int(args[0])
        return "leave the station as it is" if k == 0 else f"turn the station {k} depot{'s' if k > 1 else ''} clockwise"
    if name == "take":
        return "take a tile face down" if secret else f"take the tile on the {args[0]} stack"
    if name == "place":
        return (f"place the tile with its first square on {cell_words(args[0])}, "
                f"{orientation_words(args[1])}")
    if name == "move":
        return f"move the rover on {cell_words(args[0])} to {cell_words(args[1])}"
    if name in ("patch", "rover"):
        what = "put a biomass patch" if name == "patch" else "land the new rover"
        return f"{what} on {cell_words(args[0])}"
    return {"advance": f"advance the {args[0] if args else ''} tracker",
            "energy": f"spend the energy symbol on the {args[0] if args else ''} tracker",
            "boost": f"synergy: move the {args[0] if args else ''} tracker up one step",
            "store": "keep the biomass patch for the end of the game",
            "stop": "stop moving rovers (give up the steps left)"}[name]
