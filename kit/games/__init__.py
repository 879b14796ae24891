"""One sub-package a game. Importing a game module registers it with the engine.

``PLANNED`` lists the catalog entries of games whose engines are not in the kit yet, so
that :func:`kit.catalog` always shows all ten games and says which ones can be played.
"""
from __future__ import annotations

import importlib

from kit.engine import GameInfo

#: Module of each game, in the order of the kit's games table.
GAME_MODULES = {
    "bahama_taxi": "kit.games.bahama_taxi.rules",
    "jamaica": "kit.games.jamaica.rules",
    "digit_code": "kit.games.digit_code.rules",
    "tobago": "kit.games.tobago.rules",
}

PLANNED = [
    GameInfo("bahamas", "Bahamas", 4, 8, ("Nicolas Normandon",), ("Matagot",),
             "Dice draft, hidden hands and a crash card that ends the flight.", year=2019, playable=False),
    GameInfo("captain_bluff", "Captain Bluff", 2, 5, ("Torsten Landsvogt",), ("Helvetiq",),
             "Baggage carousels, bluffing and challenges.", year=2020, playable=False),
    GameInfo("diced_veggies", "Diced Veggies", 2, 4, ("Josh Cappel", "Jory Cappel", "Rowan Cappel"),
             ("Kids Table Board Gaming",), "Cutting a block of dice that must stay connected.",
             year=2023, playable=False),
    GameInfo("fromage", "Fromage", 1, 4, ("Ben Rosset", "Matthew O'Malley"), ("R2i Games",),
             "Simultaneous worker placement on a rotating board.", year=2024, playable=False),
    GameInfo("planet_unknown", "Planet Unknown", 1, 6, ("Ryan Lambert", "Adam Rehberg"),
             ("Adam's Apple Games",), "Polyomino tiles on a planet grid, resource tracks.",
             year=2022, playable=False),
    GameInfo("parks", "Parks", 1, 5, ("Henry Audubon",), ("Keymaster Games",),
             "Hikers on a trail through the seasons, collecting tokens.", year=2019, playable=False),
]

_loaded = False


def load_all() -> None:
    """Import every game module that exists, so each registers itself once."""
    global _loaded
    if _loaded:
        return
    for name, module in GAME_MODULES.items():
        try:
            importlib.import_module(module)
        except ModuleNotFoundError as err:
            if err.name is None or not module.startswith(err.name):
                raise  # a real missing dependency, not a game still to be written
    _loaded = True
