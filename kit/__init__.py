"""Rules Kit: ten board and card games as rules engines, widgets and lessons for Jupyter.

>>> import kit
>>> g = kit.new_game("bahama_taxi", players=2, seed=1)
>>> g.info.title
'Bahama Taxi'

Bahama Taxi's board is by Bartosz Sułkowski, used under CC BY 4.0.
"""
from __future__ import annotations

from kit.engine import (
    Action,
    Event,
    Game,
    GameInfo,
    IllegalAction,
    Option,
    SaveFileError,
    catalog,
    describe_options,
    load_game,
    new_game,
)

__all__ = [
    "Action", "Event", "Game", "GameInfo", "IllegalAction", "Option", "SaveFileError",
    "catalog", "describe_options", "load_game", "new_game", "widget", "play",
]
__version__ = "0.1.0"


def widget(game: Game, **kwargs):
    """The interactive ipywidgets front of a game (each game module provides ``widget``)."""
    import importlib

    module = importlib.import_module(f"kit.games.{game.name}.widget")
    return module.widget(game, **kwargs)


def play(name: str, players: int | None = None, seed: int | None = None, **options):
    """Start a game and return its widget: ``kit.play("jamaica")`` in a notebook cell."""
    return widget(new_game(name, players, seed, **options))
