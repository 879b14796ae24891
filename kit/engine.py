"""The game contract shared by every game of the kit (contract v2), in one import.

A game is a subclass of :class:`Game`; its whole position lives in one :class:`State`
dataclass at ``game.state``. The base class owns what is the same for all ten games:

* **chance steps**: every random outcome is a step of the player :data:`CHANCE` with a
  text form (``draw 5D``, ``roll 6 2``), recorded in the history like any action. By
  default the engine samples it at once (``chance="auto"``); with ``chance="manual"`` a
  teacher plays the outcome they want, or :meth:`Game.roll` samples one;
* the **history**, the log (public, per player, the teacher's), atomic :meth:`Game.play`;
* :meth:`Game.copy` (a state copy, no replay), :meth:`Game.undo` (from a checkpoint, at
  most a few dozen steps replayed), :meth:`Game.copy_for` (hidden parts resampled),
  :meth:`Game.seat` (what a bot gets), and strict save files.

A subclass supplies the rules through a few hooks (``_initial_state``, ``_to_act``,
``_legal_actions``, ``_apply``, ``_chance_outcomes`` …); see ``docs/adding_a_game.md``.

>>> import kit
>>> g = kit.new_game("bahama_taxi", players=3, seed=7)
>>> g.to_act
[0]
>>> before = g.to_json()
>>> try:
...     g.play("fly to the moon")
... except kit.IllegalAction as err:
...     print(err.rule)
action syntax
>>> g.to_json() == before
True

Chance you can set: in manual mode the game stops at every chance step.

>>> g = kit.new_game("bahama_taxi", players=2, seed=1, chance="manual")
>>> g.to_act == [kit.CHANCE]
True
>>> outcome, probability = g.chance_outcomes()[0]
>>> outcome, round(probability, 4)
(Action('draw AS'), 0.0192)

This module is the contract's façade: every name a game needs, from the module that
defines it. Games import from here (``from kit.engine import Action, Game, register``);
the kit's own modules import from the defining module.

=================  ==========================================================================
``kit.actions``    :data:`CHANCE`, ``Player``, :class:`Action`, :class:`Event`, :class:`LogLine`,
                   :class:`Step`, :class:`IllegalAction`, :class:`SaveFileError`, ``short``
``kit.state``      :class:`State`, ``copy_value``
``kit.options``    :class:`Option`, :class:`GameInfo`
``kit.game``       :class:`Game`, :class:`Seat` (and the save format it writes)
``kit.registry``   ``register``, ``registration``, ``game_class``, ``new_game``, ``draw``,
                   ``catalog``, ``describe_options``, ``options_table``
``kit.savefile``   ``load_game`` (the save reader and its limits)
``kit.perft``      ``perft``
=================  ==========================================================================
"""
from __future__ import annotations

from kit.actions import (
    CHANCE,
    MAX_ACTION_CHARS,
    Action,
    Event,
    IllegalAction,
    LogLine,
    Player,
    SaveFileError,
    Step,
    short,
)
from kit.game import CHANCE_MODES, SAVE_FORMAT, SAVE_VERSION, Game, Seat
from kit.options import GameInfo, Option
from kit.perft import perft
from kit.registry import (
    Registration,
    catalog,
    describe_options,
    draw,
    game_class,
    new_game,
    options_table,
    register,
    registration,
)
from kit.savefile import MAX_SAVE_CHARS, MAX_SAVE_STEPS, load_game
from kit.state import State, copy_value

__all__ = [
    # kit.actions
    "CHANCE", "MAX_ACTION_CHARS", "Action", "Event", "IllegalAction", "LogLine", "Player",
    "SaveFileError", "Step", "short",
    # kit.state
    "State", "copy_value",
    # kit.options
    "GameInfo", "Option",
    # kit.game
    "CHANCE_MODES", "SAVE_FORMAT", "SAVE_VERSION", "Game", "Seat",
    # kit.registry
    "Registration", "catalog", "describe_options", "draw", "game_class", "new_game",
    "options_table", "register", "registration",
    # kit.savefile
    "MAX_SAVE_CHARS", "MAX_SAVE_STEPS", "load_game",
    # kit.perft
    "perft",
]
