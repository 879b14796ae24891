"""One sub-package a game; importing it registers the game, its bots and its widget.

``GAMES`` is the registry: one line a game package. An import error is an error: a game
never silently drops out of :func:`kit.catalog`.
"""
from __future__ import annotations

import importlib
import os

#: Every game package of the kit, in the order of the README's games table.
GAMES: tuple[str, ...] = (
    "bahama_taxi",
    "jamaica",
    "digit_code",
    "tobago",
    "bahamas",
    "captain_bluff",
    "diced_veggies",
    "parks",
    "planet_unknown",
    "fromage",
)

#: A game still being built joins the registry for one run through the environment, e.g.
#: ``KIT_EXTRA_GAMES=parks pytest tests/test_contract.py -k parks``, so the shared suites
#: check it before its line is added to ``GAMES``.
GAMES += tuple(name.strip() for name in os.environ.get("KIT_EXTRA_GAMES", "").split(",")
               if name.strip() and name.strip() not in GAMES)

_loaded = False


def load_all() -> None:
    """Import every game package once (each registers itself)."""
    global _loaded
    if _loaded:
        return
    for name in GAMES:
        importlib.import_module(f"kit.games.{name}")
    _loaded = True
