"""The registry of games: each game package registers its class, drawing and widget;
:func:`new_game` starts one by name, :func:`catalog` lists them, :func:`options_table`
shows a game's options as a lesson does."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from kit.actions import short
from kit.game import Game
from kit.options import GameInfo


@dataclass(frozen=True)
class Registration:
    game: type[Game]
    widget: str = ""  # "module:function", imported only when a widget is asked for

    @property
    def draw(self) -> Callable[..., str] | None:
        """The game's drawing, ``draw(view, **highlights) -> svg`` (kept on its class)."""
        return self.game.drawing


_GAMES: dict[str, Registration] = {}
G = TypeVar("G", bound=Game)


def register(cls: type[G], draw: Callable[..., str] | None = None, widget: str = "") -> type[G]:
    """Make a game known to :func:`new_game` and :func:`catalog`, with its drawing
    function ``draw(view) -> svg`` and its widget factory as ``"module:function"``.
    Each game package calls this once, in its ``__init__.py``."""
    cls.drawing = None if draw is None else staticmethod(draw)
    _GAMES[cls.info.name] = Registration(cls, widget)
    return cls


def registration(name: str) -> Registration:
    from kit import games  # imports every game package, which registers itself

    games.load_all()
    try:
        return _GAMES[name]
    except KeyError:
        known = ", ".join(sorted(_GAMES))
        raise ValueError(f"no game called {short(name)}; the kit has: {known}") from None


def game_class(name: str) -> type[Game]:
    return registration(name).game


def draw(game: Game, **highlights: Any) -> str:
    """The game's board as SVG, drawn by its pure ``draw.py`` from the teacher's view."""
    drawing = type(game).drawing
    if drawing is None:
        raise ValueError(f"{game.info.title} has no drawing")
    return drawing(game.view(None), **highlights)


def new_game(name: str, players: int | None = None, seed: int | None = None, **options: Any) -> Game:
    """Start a game by name, e.g. ``new_game("bahama_taxi", players=3, seed=7)``;
    ``chance="manual"`` stops at every chance step."""
    if type(name) is not str:
        raise ValueError(f"a game name is text, not {short(name)}")
    return game_class(name)(players, seed, **options)



# ------------------------------------------------------------------ catalog
def catalog() -> list[GameInfo]:
    """GameInfo of every game in the kit, by title."""
    from kit import games

    games.load_all()
    return sorted((entry.game.info for entry in _GAMES.values()), key=lambda i: i.title)


def describe_options(name: str) -> list[dict[str, Any]]:
    """The options and kit-default facts of a game as rows: name, default, choices,
    source, doc. Kit-default facts have no choices (the rules leave no real alternative)."""
    cls = game_class(name)
    rows = [{"setting": key, "default": opt.default, "choices": opt.choices, "source": opt.source,
             "doc": opt.doc} for key, opt in cls.options.items()]
    rows += [{"setting": key, "default": "—", "choices": None, "source": "kit default (fact)", "doc": doc}
             for key, doc in cls.KIT_DEFAULTS.items()]
    return rows


def options_table(name: str):
    """The table every lesson shows: each option and kit default of the game, with where
    it comes from ("kit default, not from the rulebook" where the rules are silent).

    Both readers find what they need: the index (``setting``) and the value before each
    ``=`` in ``default`` and ``choices`` are what code passes (``new_game(name,
    reshuffle="keep_last")``); ``option`` and the words after each ``=`` are what the setup
    panel shows (an option's ``label`` and ``choice_labels``; on/off for a checkbox).

    >>> table = options_table("jamaica")
    >>> table.loc["reshuffle", "option"]
    'Empty deck: which discards are reshuffled'
    >>> table.loc["reshuffle", "default"]
    "'all' = All of them, the card just played too"
    >>> table.loc["reshuffle", "choices"]
    "'all' = All of them, the card just played too; 'keep_last' = All but the card just played"
    >>> table.loc["ghost_ship", "default"], table.loc["behind_start_score", "default"]
    ('False = off', '-5')
    """
    import pandas as pd

    cls = game_class(name)

    def words(key: str, value: Any) -> str:
        option = cls.options[key]
        i = option.choice_index(value)
        if option.choice_labels is not None and i is not None:
            return f"{value!r} = {option.choice_labels[i]}"
        if type(value) is bool:
            return f"{value!r} = {'on' if value else 'off'}"
        return repr(value)

    rows = describe_options(name)
    for row in rows:
        key = row["setting"]
        if key in cls.options:
            option = cls.options[key]
            row["option"] = option.title(key)
            row["choices"] = "; ".join(words(key, c) for c in option.choices or ())
            row["default"] = words(key, row["default"])
        else:  # a kit-default fact: no value to choose
            row["option"] = key.replace("_", " ").capitalize()
            row["choices"] = ""
    table = pd.DataFrame(rows, columns=["setting", "option", "default", "choices", "source", "doc"])
    table["source"] = table["source"].map(
        lambda s: "kit default, not from the rulebook" if s.startswith("kit default") else s)
    return table.set_index("setting")

