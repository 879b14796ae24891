"""Rules Kit: ten board and card games as rules engines, widgets and lessons for Jupyter.

>>> import kit
>>> g = kit.new_game("bahama_taxi", players=2, seed=1)
>>> g.info.title
'Bahama Taxi'

Bahama Taxi's board is by Bartosz Sułkowski, used under CC BY 4.0.
"""
from __future__ import annotations

from kit.engine import (
    CHANCE,
    Action,
    Event,
    Game,
    GameInfo,
    IllegalAction,
    LogLine,
    Option,
    SaveFileError,
    Seat,
    State,
    catalog,
    describe_options,
    draw,
    load_game,
    new_game,
    options_table,
)

__all__ = [
    "CHANCE", "Action", "Event", "Game", "GameInfo", "IllegalAction", "LogLine", "Option",
    "SaveFileError", "Seat", "State", "catalog", "describe_options", "draw", "load_game",
    "new_game", "options_table", "widget", "play",
]
__version__ = "0.2.0"


def widget(game: Game, **kwargs):
    """The interactive ipywidgets front of a game (registered by its package)."""
    import importlib

    from kit.engine import registration

    module, _, function = registration(game.name).widget.partition(":")
    return getattr(importlib.import_module(module), function)(game, **kwargs)


def play(name: str, players: int | None = None, seed: int | None = None, **options):
    """Start a game and return its widget: ``kit.play("jamaica")`` in a notebook cell."""
    return widget(new_game(name, players, seed, **options))
