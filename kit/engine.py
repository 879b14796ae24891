"""The game contract shared by every game of the kit.

A game is a subclass of :class:`Game`. The base class owns everything that is the same for
all ten games: the seeded random generator, the history of ``(player, action)`` pairs, the
readable log, atomic :meth:`Game.play`, :meth:`Game.undo` by replay, and save files.
A subclass supplies the rules through a handful of hooks (``_setup``, ``_to_act``,
``_legal_actions``, ``_apply`` …).

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
"""
from __future__ import annotations

import json
import random
import secrets
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any, ClassVar, Sequence

SAVE_FORMAT = "rules-kit/save"
SAVE_VERSION = 1


class IllegalAction(Exception):
    """An action the rules forbid; ``rule`` names the rule, the message says why.

    The game's state is exactly as it was before the refused action.
    """

    def __init__(self, rule: str, message: str):
        super().__init__(f"{rule}: {message}")
        self.rule = rule
        self.message = message


class SaveFileError(ValueError):
    """A save file that cannot be loaded: malformed, tampered with, or from another game."""


@dataclass(frozen=True)
class Option:
    """One game option: its default, allowed values and where the rule comes from.

    ``source`` is one of ``"rulebook"``, ``"variant"`` (a published variant, e.g. BGA's)
    or ``"kit default"`` (a number the rules leave out; editable, labelled as such).
    """

    default: Any
    doc: str
    choices: tuple | None = None
    source: str = "rulebook"

    def check(self, name: str, value: Any) -> Any:
        if self.choices is not None and value not in self.choices:
            raise ValueError(f"option {name}={value!r}: choose one of {list(self.choices)}")
        if self.choices is None and self.default is not None:
            kind = type(self.default)
            if kind is int and isinstance(value, bool):
                raise ValueError(f"option {name} expects an integer, got {value!r}")
            if kind is float and isinstance(value, int) and not isinstance(value, bool):
                value = float(value)
            if not isinstance(value, kind):
                raise ValueError(f"option {name} expects {kind.__name__}, got {value!r}")
        return value


@dataclass(frozen=True)
class GameInfo:
    """What the catalog says about a game."""

    name: str
    title: str
    min_players: int
    max_players: int
    designers: tuple[str, ...]
    publishers: tuple[str, ...]
    summary: str
    credits: str = ""
    year: int | None = None
    playable: bool = True

    @property
    def players(self) -> str:
        lo, hi = self.min_players, self.max_players
        return str(lo) if lo == hi else f"{lo}–{hi}"


@dataclass(frozen=True)
class Action:
    """A move. ``name`` is a verb, ``args`` its words; ``str(action)`` is its text form.

    >>> Action("move", ("5D",))
    Action('move 5D')
    """

    name: str
    args: tuple[str, ...] = ()

    @property
    def text(self) -> str:
        return " ".join((self.name, *self.args))

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Action({self.text!r})"

    @classmethod
    def parse(cls, text: str) -> "Action":
        words = text.split()
        if not words:
            raise IllegalAction("action syntax", "an empty action")
        return cls(words[0].lower(), tuple(words[1:]))


@dataclass(frozen=True)
class Event:
    """Something that happened while an action resolved (including chance outcomes)."""

    kind: str
    text: str
    data: dict = field(default_factory=dict, compare=False)

    def __str__(self) -> str:
        return self.text


class Game(ABC):
    """Base class of every game: seeded chance, history, undo, replay, save files.

    Subclasses set ``info`` and ``options`` and implement the hooks below. Players are
    numbered ``0 .. players-1``; the state lives in ordinary attributes set by ``_setup``.
    All randomness must come from ``self.rng``.
    """

    info: ClassVar[GameInfo]
    options: ClassVar[dict[str, Option]] = {}
    player_noun: ClassVar[str] = "player"

    def __init__(self, players: int | None = None, seed: int | None = None, **options: Any):
        info = self.info
        players = info.min_players if players is None else players
        if not isinstance(players, int) or isinstance(players, bool):
            raise ValueError(f"players must be an integer, got {players!r}")
        if not info.min_players <= players <= info.max_players:
            raise ValueError(f"{info.title} is for {info.players} players, not {players}")
        if seed is None:
            seed = secrets.randbelow(2**31)
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ValueError(f"seed must be an integer, got {seed!r}")
        self.num_players = players
        self.seed = seed
        self.settings = self._resolve_options(options)
        self.rng = random.Random(seed)
        self.history: list[tuple[int, Action]] = []
        self._events: list[list[Event]] = []  # events of each action, parallel to history
        self.setup_events: list[Event] = []  # _setup appends what it drew (chance, in order)
        self._offered: tuple | None = None  # (history length, player, actions) last listed
        self._check_settings()
        self._setup()

    # ----------------------------------------------------------------- hooks
    def _check_settings(self) -> None:
        """Refuse combinations of options that the rules do not allow (raise ValueError)."""

    @abstractmethod
    def _setup(self) -> None:
        """Build the starting position, drawing only from ``self.rng``."""

    @abstractmethod
    def _to_act(self) -> list[int]:
        """Players who may act now (several in a reaction window); [] when over."""

    @abstractmethod
    def _legal_actions(self, player: int) -> list[Action]:
        """Every legal action of ``player`` now."""

    @abstractmethod
    def _apply(self, player: int, action: Action) -> list[Event]:
        """Carry out a legal action and return the events it caused."""

    @abstractmethod
    def _is_over(self) -> bool: ...

    @abstractmethod
    def scores(self) -> list[float]:
        """Current score of each player (final once the game is over)."""

    def _why_illegal(self, player: int, action: Action) -> IllegalAction:
        """Name the rule that forbids an action not in the legal list. Override per game."""
        return IllegalAction("not allowed now", f"{action} is not a legal action for {self.player_name(player)}")

    def _check(self, player: int, action: Action) -> None:
        """Raise :class:`IllegalAction` unless ``action`` is legal. Games with huge action
        spaces override this instead of listing every action."""
        if action not in self._legal_actions(player):
            raise self._why_illegal(player, action)

    def _parse(self, text: str, player: int) -> Action:
        """Turn text into an Action. The default matches legal actions case-insensitively."""
        action = Action.parse(text)
        wanted = action.text.casefold()
        for legal in self._legal_actions(player):
            if legal.text.casefold() == wanted:
                return legal
        return action

    def _log_text(self, player: int, action: Action) -> str:
        """How an action reads in the public log; games hide secret parts here
        (e.g. the code a player guessed)."""
        return action.text

    def _view(self, player: int | None) -> dict:
        """What ``player`` may see (None: everything). Override in games with hidden
        information; the default shows the whole public state."""
        return {"to_act": self.to_act, "scores": self.scores(), "over": self.over}

    def winners(self) -> list[int]:
        """Players with the best score once the game is over (ties share the win)."""
        if not self.over:
            return []
        scores = self.scores()
        best = max(scores)
        return [p for p, s in enumerate(scores) if s == best]

    # ------------------------------------------------------------ public API
    @property
    def name(self) -> str:
        return self.info.name

    @property
    def players(self) -> list[int]:
        return list(range(self.num_players))

    def player_name(self, player: int) -> str:
        return f"{self.player_noun} {player + 1}"

    @property
    def to_act(self) -> list[int]:
        return [] if self._is_over() else self._to_act()

    @property
    def over(self) -> bool:
        return self._is_over()

    def legal_actions(self, player: int | None = None) -> list[Action]:
        """Legal actions of ``player`` (default: the only player to act)."""
        acting = self.to_act
        if player is None or player not in acting:
            if not acting:
                return []
            player = self._who(player, acting)
            if player not in acting:
                return []
        actions = self._legal_actions(player)
        self._offered = (len(self.history), player, actions)
        return actions

    def play(self, action: Action | str, player: int | None = None) -> list[Event]:
        """Play one action; returns its events. Refused actions raise IllegalAction and
        leave the game exactly as it was."""
        acting = self.to_act
        if player is None or player not in acting:
            if not acting and self.over:
                raise IllegalAction("game over", "the game has ended")
            player = self._who(player, acting)
            if player not in acting:
                raise IllegalAction("turn order", f"it is not {self.player_name(player)}'s turn")
        if isinstance(action, str):
            action = self._parse(action, player)
        elif not isinstance(action, Action):
            raise IllegalAction("action syntax", f"expected an Action or text, got {action!r}")
        offered = self._offered  # the list legal_actions just gave for this very position
        if offered is None or offered[0] != len(self.history) or offered[1] != player \
                or action not in offered[2]:
            self._check(player, action)
        try:
            events = self._apply(player, action)
        except BaseException:
            self._rebuild(self.history)  # never leave a half-applied action behind
            raise
        self.history.append((player, action))
        self._events.append(events)
        return events

    @property
    def log(self) -> list[str]:
        """The readable log: each action, then the events it caused, indented."""
        lines = [f"setup: {event.text}" for event in self.setup_events]
        for (player, action), events in zip(self.history, self._events):
            lines.append(f"{self.player_name(player)}: {self._log_text(player, action)}")
            lines.extend(f"  {event.text}" for event in events)
        return lines

    def undo(self, steps: int = 1) -> None:
        """Take back the last ``steps`` actions (chance is replayed identically)."""
        if steps < 0 or steps > len(self.history):
            raise IllegalAction("undo", f"cannot undo {steps} of {len(self.history)} actions")
        if steps:
            self._rebuild(self.history[: len(self.history) - steps])

    def replay(self, upto: int | None = None) -> "Game":
        """A new game with the same seed and options, replayed to action ``upto``."""
        return self._replayed(self.history if upto is None else self.history[:upto])

    def copy(self) -> "Game":
        return self.replay()

    def view(self, player: int | None = None) -> dict:
        """What ``player`` may see; ``None`` is the teacher's view of everything."""
        if player is not None and player not in self.players:
            raise ValueError(f"no {self.player_noun} {player}")
        return self._view(player)

    def to_json(self) -> str:
        """A save file: seed, options and the actions, replayed on load."""
        return json.dumps(
            {
                "format": SAVE_FORMAT,
                "version": SAVE_VERSION,
                "game": self.name,
                "players": self.num_players,
                "seed": self.seed,
                "options": self.settings,
                "actions": [[p, a.text] for p, a in self.history],
            },
            ensure_ascii=False,
        )

    def __repr__(self) -> str:
        state = "over" if self.over else f"to act {self.to_act}"
        return f"<{self.info.title}: {self.num_players} players, seed {self.seed}, {len(self.history)} actions, {state}>"

    # -------------------------------------------------------------- helpers
    def _who(self, player: int | None, acting: list[int]) -> int:
        if player is None:
            if len(acting) != 1:
                raise IllegalAction("turn order", f"several players may act ({acting}); say which")
            return acting[0]
        if not isinstance(player, int) or not 0 <= player < self.num_players:
            raise IllegalAction("turn order", f"there is no {self.player_noun} {player}")
        return player

    @classmethod
    def _resolve_options(cls, given: dict[str, Any]) -> dict[str, Any]:
        unknown = sorted(set(given) - set(cls.options))
        if unknown:
            raise ValueError(f"unknown option(s) {unknown}; {cls.info.title} knows {sorted(cls.options)}")
        return {name: opt.check(name, given.get(name, opt.default)) for name, opt in cls.options.items()}

    def _replayed(self, history: Sequence[tuple[int, Action]]) -> "Game":
        game = type(self)(self.num_players, self.seed, **self.settings)
        for player, action in history:
            game.play(action, player)
        return game

    def _rebuild(self, history: Sequence[tuple[int, Action]]) -> None:
        fresh = self._replayed(list(history)).__dict__
        self.__dict__.clear()
        self.__dict__.update(fresh)


# ------------------------------------------------------------------ registry
_GAMES: dict[str, type[Game]] = {}


def register(cls: type[Game]) -> type[Game]:
    """Class decorator: make a game known to :func:`new_game` and :func:`catalog`."""
    _GAMES[cls.info.name] = cls
    return cls


def game_class(name: str) -> type[Game]:
    from kit import games  # imports every game module, which registers itself

    games.load_all()
    try:
        return _GAMES[name]
    except KeyError:
        known = ", ".join(sorted(_GAMES))
        raise ValueError(f"no game called {name!r}; the kit has: {known}") from None


def new_game(name: str, players: int | None = None, seed: int | None = None, **options: Any) -> Game:
    """Start a game by name, e.g. ``new_game("bahama_taxi", players=3, seed=7)``."""
    return game_class(name)(players, seed, **options)


def load_game(text: str) -> Game:
    """Rebuild a game from :meth:`Game.to_json` text, checking everything on the way."""
    if not isinstance(text, (str, bytes)):
        raise SaveFileError(f"a save file is text, not {type(text).__name__}")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        raise SaveFileError(f"not a save file: invalid JSON at line {err.lineno}, column {err.colno}") from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveFileError("not a Rules Kit save file (no 'format': 'rules-kit/save')")
    if data.get("version") != SAVE_VERSION:
        raise SaveFileError(f"save file version {data.get('version')!r} is not supported (expected {SAVE_VERSION})")
    expected = {"format", "version", "game", "players", "seed", "options", "actions"}
    if set(data) != expected:
        extra, missing = sorted(set(data) - expected), sorted(expected - set(data))
        raise SaveFileError(f"save file fields are wrong: missing {missing}, unexpected {extra}")
    if not isinstance(data["options"], dict):
        raise SaveFileError("save file 'options' must be an object")
    actions = data["actions"]
    if not isinstance(actions, list) or not all(_is_action_entry(a) for a in actions):
        raise SaveFileError("save file 'actions' must be a list of [player, \"action text\"] pairs")
    try:
        game = new_game(data["game"], data["players"], data["seed"], **data["options"])
    except (ValueError, TypeError) as err:
        raise SaveFileError(f"save file setup is invalid: {err}") from None
    for number, (player, text) in enumerate(actions, start=1):
        try:
            game.play(text, player)
        except IllegalAction as err:
            raise SaveFileError(f"save file action {number} ({text!r} by {game.player_name(player)}) is illegal: {err}") from None
    return game


def _is_action_entry(entry: Any) -> bool:
    return (
        isinstance(entry, list)
        and len(entry) == 2
        and isinstance(entry[0], int)
        and not isinstance(entry[0], bool)
        and isinstance(entry[1], str)
    )


def catalog() -> list[GameInfo]:
    """GameInfo of every game in the kit, playable ones first."""
    from kit import games

    games.load_all()
    playable = [cls.info for cls in _GAMES.values()]
    names = {info.name for info in playable}
    planned = [info for info in games.PLANNED if info.name not in names]
    return sorted(playable, key=lambda i: i.title) + planned


def describe_options(name: str) -> list[dict[str, Any]]:
    """The options of a game as rows: name, default, choices, source, doc."""
    cls = game_class(name)
    return [
        {"option": key, "default": opt.default, "choices": opt.choices, "source": opt.source, "doc": opt.doc}
        for key, opt in cls.options.items()
    ]


def perft(game: Game, depth: int) -> int:
    """Number of legal action sequences of length ``depth`` from ``game`` (a sequence stops
    early when the game ends). Golden perft counts guard a rules engine against regressions.

    >>> perft(new_game("bahama_taxi", players=2, seed=1), 1) == len(new_game("bahama_taxi", players=2, seed=1).legal_actions())
    True
    """
    if depth == 0 or game.over:
        return 1
    total = 0
    for player in game.to_act:
        for action in game.legal_actions(player):
            child = game.copy()
            child.play(action, player)
            total += perft(child, depth - 1)
    return total
