"""Rules Kit: ten board and card games as rules engines, widgets and lessons for Jupyter.

>>> import kit
>>> g = kit.new_game("bahama_taxi", players=2, seed=1)
>>> g.info.title
'Bahama Taxi'

Bahama Taxi's board is by Bartosz Sułkowski, used under CC BY 4.0.
"""
from __future__ import annotations

from kit import mcts  # noqa: F401  (registers the search bot "mcts" for every game)
from kit.actions import CHANCE, Action, Event, IllegalAction, LogLine, SaveFileError
from kit.game import Game, Seat
from kit.options import GameInfo, Option
from kit.registry import catalog, describe_options, draw, new_game, options_table, registration
from kit.savefile import load_game
from kit.state import State

__all__ = [
    "CHANCE", "Action", "Event", "Game", "GameInfo", "IllegalAction", "LogLine", "Option",
    "SaveFileError", "Seat", "State", "catalog", "describe_options", "draw", "load_game",
    "new_game", "options_table", "widget", "play",
]
__version__ = "0.2.0"


def widget(game: Game, *, student: bool = False, **kwargs):
    """The interactive ipywidgets front of a game (registered by its package).
    ``student=True``: no teacher's view (nor a bot's hand) anywhere, for a student alone;
    ``viewer``: the view it opens in (default: the human seat's where something is hidden,
    None: the teacher's, "table": what the whole table sees); ``seats``, ``pace``,
    ``auto_bots``: see :class:`kit.ui.GameWidget`."""
    import importlib

    module, _, function = registration(game.name).widget.partition(":")
    return getattr(importlib.import_module(module), function)(game, student=student, **kwargs)


def play(name: str, players: int | None = None, seed: int | None = None, *, student: bool = False,
         **options):
    """Start a game and return its widget: ``kit.play("jamaica")`` in a notebook cell;
    ``student=True`` for a student alone (no teacher's view)."""
    return widget(new_game(name, players, seed, **options), student=student)
