"""The game contract shared by every game of the kit (contract v2).

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
"""
from __future__ import annotations

import dataclasses
import json
import operator
import random
import secrets
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import partial
from typing import Any, ClassVar, NamedTuple, Union

from kit.chance import StepRandom, key_of

SAVE_FORMAT = "rules-kit/save"
SAVE_VERSION = 2
#: Limits of a save file (documented in docs/adding_a_game.md): characters, steps, action text.
MAX_SAVE_CHARS = 20_000_000
MAX_SAVE_STEPS = 500_000
MAX_ACTION_CHARS = 200
#: The player who takes chance steps (dice, draws, shuffles, generated islands, codes).
CHANCE = "chance"
Player = Union[int, str]

CHANCE_MODES = ("auto", "manual")


def short(value: Any, limit: int = 60) -> str:
    """``repr`` of a value cut to ``limit`` characters, for error messages that echo input.

    >>> short("x" * 100, 10)
    "'xxxxxxxx…"
    """
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


class IllegalAction(Exception):
    """An action the rules forbid; ``rule`` names the rule, the message says why.

    The game's state, views and logs are exactly as they were before the refused action.
    """

    def __init__(self, rule: str, message: str):
        super().__init__(f"{rule}: {message}")
        self.rule = rule
        self.message = message


class SaveFileError(ValueError):
    """A save file that cannot be loaded: malformed, tampered with, too big, from another
    game or from an older format."""


# ----------------------------------------------------------------- options
@dataclass(frozen=True)
class Option:
    """One game option: its default, allowed values and where the rule comes from.

    ``source`` is ``"rulebook"``, ``"variant"`` (a published variant, e.g. BGA's) or
    ``"kit default"`` (the rules leave the point open; the kit's choice, editable).
    Values are checked by exact type: an ``int`` is not a ``bool``, a ``float`` not an
    ``int``. ``bounds`` limits a number to ``(low, high)`` inclusive. ``choice_labels``
    gives each of ``choices``, in order, the plain words a person sees in the setup panel;
    they are for display only (settings and save files keep the values themselves).

    >>> Option(3, "dice", bounds=(1, 6)).check("dice", 4)
    4
    >>> pickup = Option(None, "may a taxi pick up before moving", choices=(None, False, True),
    ...                 choice_labels=("by the player count", "no", "yes"))
    >>> dict(zip(pickup.choices, pickup.choice_labels))[False]
    'no'
    >>> pickup.check("pickup", None) is None
    True
    >>> Option("all", "reshuffle", choices=("all", "keep_last"), choice_labels=("every card",))
    Traceback (most recent call last):
    ...
    TypeError: choice_labels needs one label a choice: 2 choices, 1 label
    >>> Option(True, "fast").check("fast", 1)
    Traceback (most recent call last):
    ...
    ValueError: option fast expects True or False, got 1
    """

    default: Any
    doc: str
    choices: tuple | None = None
    source: str = "rulebook"
    bounds: tuple[float, float] | None = None
    label: str = ""
    #: A setting the players must not know (a puzzle's set secret code): seats omit it.
    secret: bool = False
    #: Plain words for each of ``choices``, in the same order (display only).
    choice_labels: tuple[str, ...] | None = None

    def __post_init__(self) -> None:
        if self.choices is not None and len(self.choices) < 2:
            raise TypeError("an option needs at least two choices; a single one is a KIT_DEFAULTS fact")
        if self.choice_labels is not None:
            if self.choices is None:
                raise TypeError("choice_labels needs choices to label")
            labels = tuple(self.choice_labels)
            if len(labels) != len(self.choices):
                raise TypeError(f"choice_labels needs one label a choice: {len(self.choices)} choices, "
                                f"{len(labels)} label{'' if len(labels) == 1 else 's'}")
            if not all(isinstance(x, str) and x.strip() for x in labels):
                raise TypeError("every choice label is a non-empty string")
            if len(set(labels)) != len(labels):
                raise TypeError(f"choice labels must differ from each other: {labels}")
            object.__setattr__(self, "choice_labels", labels)
        if self.source not in ("rulebook", "variant", "kit default"):
            raise TypeError(f"unknown option source {self.source!r}")

    def choice_index(self, value: Any) -> int | None:
        """Where ``value`` is among the choices, matched by exact type (1 is not True);
        None when it is not one of them.

        >>> Option(None, "pickup", choices=(None, False, True)).choice_index(True)
        2
        >>> Option(True, "fast", choices=(False, True)).choice_index(1) is None
        True
        """
        for i, choice in enumerate(self.choices or ()):
            if type(choice) is type(value) and choice == value:
                return i
        return None

    def title(self, name: str) -> str:
        """The words the option is shown with: its ``label``, else its name in plain words."""
        return self.label or name.replace("_", " ").capitalize()

    def check(self, name: str, value: Any) -> Any:
        if self.choices is not None:
            if self.choice_index(value) is not None:
                return value
            raise ValueError(f"option {name}={short(value)}: choose one of {list(self.choices)}")
        kind = type(self.default)
        if kind is bool:
            if type(value) is not bool:
                raise ValueError(f"option {name} expects True or False, got {short(value)}")
            return value
        if kind is float and type(value) is int:
            value = float(value)
        if type(value) is not kind:
            raise ValueError(f"option {name} expects {kind.__name__}, got {short(value)}")
        if kind is float and value != value:
            raise ValueError(f"option {name} is not a number")
        if self.bounds is not None:
            low, high = self.bounds
            if not low <= value <= high:
                raise ValueError(f"option {name}={short(value)} is outside {low}–{high}")
        if kind is str and len(value) > 1000:
            raise ValueError(f"option {name} is too long ({len(value)} characters)")
        return value


@dataclass(frozen=True)
class GameInfo:
    """What the catalog says about a game: bibliography and structure.

    The structure facts (``chance``, ``hidden_information``, ``simultaneous``,
    ``score_range``, ``max_actions``) are what tools and tests branch on.
    """

    name: str
    title: str
    min_players: int
    max_players: int
    designers: tuple[str, ...]
    publishers: tuple[str, ...]
    summary: str
    credits: str = ""
    year: int | None = None
    chance: bool = True
    hidden_information: bool = False
    simultaneous: bool = False
    score_range: tuple[float, float] = (0, float("inf"))
    max_actions: int = 100_000

    @property
    def players(self) -> str:
        lo, hi = self.min_players, self.max_players
        return str(lo) if lo == hi else f"{lo}–{hi}"


# ------------------------------------------------------------- actions, log
class Action(NamedTuple):
    """A move. ``name`` is a verb, ``args`` its words; ``str(action)`` is its text form.
    (A named tuple: comparing and hashing actions costs no Python call, and legality checks
    compare many.)

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
        if not self.well_formed():
            return f"Action({self.name!r}, {self.args!r})"
        return f"Action({self.text!r})"

    @classmethod
    def parse(cls, text: str) -> Action:
        if type(text) is not str:
            raise IllegalAction("action syntax", f"an action is text, not {type(text).__name__}")
        if len(text) > MAX_ACTION_CHARS:
            raise IllegalAction("action syntax", f"an action of {len(text)} characters is too long")
        words = text.split()
        if not words:
            raise IllegalAction("action syntax", "an empty action")
        return cls(words[0].lower(), tuple(words[1:]))

    def well_formed(self) -> bool:
        """Words only (a verb and text arguments), of a sensible length."""
        return (type(self.name) is str and type(self.args) is tuple
                and all(type(a) is str for a in self.args)
                and len(self.name) + sum(len(a) + 1 for a in self.args) <= MAX_ACTION_CHARS)


@dataclass(frozen=True)
class Event:
    """Something that happened while a step resolved. ``seen_by`` is ``None`` when every
    player sees it, else the players who do (the teacher sees everything)."""

    kind: str
    text: str
    data: dict = field(default_factory=dict, compare=False)
    seen_by: tuple[int, ...] | None = None

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class LogLine:
    """How a step reads in the log: ``text`` for everyone, ``private[p]`` instead for p."""

    text: str
    private: Mapping[int, str] = field(default_factory=dict)


class Step(NamedTuple):
    """One entry of the history. ``auto`` marks a chance step the engine sampled itself."""

    player: Player
    action: Action
    auto: bool = False


_new_tuple = tuple.__new__
_text_and_seen = operator.attrgetter("text", "seen_by")


# ------------------------------------------------------------------ state
#: Types whose values a copy shares; frozen dataclasses join it when first met.
_ATOMIC = {int, float, str, bool, type(None), tuple, frozenset, bytes, Action}


def _is_frozen(kind: type) -> bool:
    params = getattr(kind, "__dataclass_params__", None)
    if params is not None and params.frozen:
        _ATOMIC.add(kind)
        return True
    return False


def copy_value(value: Any) -> Any:
    """A structural copy of plain state values: lists, dicts, sets and dataclasses are
    copied, immutable values (numbers, text, tuples, frozen dataclasses) shared.

    >>> a = {"hand": [1, 2], "top": (3, 4)}
    >>> b = copy_value(a); b["hand"].append(5); a["hand"]
    [1, 2]
    """
    kind = type(value)
    if kind in _ATOMIC:
        return value
    if kind is list:
        if all(map(_ATOMIC.__contains__, map(type, value))):  # the usual case, at C speed
            return value[:]
        return [x if type(x) in _ATOMIC else copy_value(x) for x in value]
    if kind is dict:
        return {k: (x if type(x) in _ATOMIC else copy_value(x)) for k, x in value.items()}
    if kind is set:
        return set(value)
    if _is_frozen(kind):
        return value
    if isinstance(value, State):
        return value.copy()
    copier = getattr(value, "copy", None)
    if copier is not None:  # e.g. numpy arrays, collections.Counter
        return copier()
    raise TypeError(f"cannot copy a {kind.__name__} in a game state")


_FIELDS_OF: dict[type, tuple[str, ...]] = {}


@dataclass
class State:
    """Base of every game's state dataclass: plain values only (numbers, text, tuples,
    lists, dicts, sets, frozen dataclasses, nested State), so that :meth:`copy` is cheap.
    Every state has a ``phase``. The position is the dataclass fields and nothing else."""

    def copy(self):
        kind = type(self)
        names = _FIELDS_OF.get(kind)
        if names is None:
            names = _FIELDS_OF[kind] = tuple(f.name for f in dataclasses.fields(kind))
        new = object.__new__(kind)
        # Attribute by attribute, never through __dict__: reading an instance's __dict__
        # makes every later attribute access on it slower (CPython's inline values).
        for name in names:
            value = getattr(self, name)
            setattr(new, name, value if type(value) in _ATOMIC else copy_value(value))
        return new


# ------------------------------------------------------------------- seat
class Seat:
    """What a bot gets: one player's view, legal actions and resampled copies, nothing
    more. ``info`` is the game's :class:`GameInfo`."""

    __slots__ = ("_game", "player", "legal_actions")

    def __init__(self, game: Game, player: int):
        self._game = game
        self.player = player
        #: The player's legal actions now (a bound call: bots ask for it at every step).
        self.legal_actions: Callable[[], list[Action]] = partial(game.legal_actions, player)

    @property
    def info(self) -> GameInfo:
        return self._game.info

    @property
    def num_players(self) -> int:
        return self._game.num_players

    @property
    def settings(self) -> dict[str, Any]:
        """The game's settings, less the secret ones."""
        options = self._game.options
        return {k: v for k, v in self._game.settings.items() if not options[k].secret}

    @property
    def to_act(self) -> list[Player]:
        return self._game.to_act

    @property
    def over(self) -> bool:
        return self._game.over

    def view(self) -> dict:
        return self._game.view(self.player)

    def log(self) -> list[str]:
        return self._game.log_for(self.player)

    def copy_for(self, rng: random.Random) -> Game:
        """A copy of the game in which everything this player cannot see is resampled."""
        return self._game.copy_for(self.player, rng)

    def __repr__(self) -> str:
        return f"<seat {self.player + 1} of {self._game.info.title}>"


# ------------------------------------------------------------------- game
class Game(ABC):
    """Base class of every game. Players are numbered ``0 .. players-1``; chance is
    :data:`CHANCE`. The position is ``self.state`` (a :class:`State`); settings and facts
    derived from them live on the game and never change after setup."""

    info: ClassVar[GameInfo]
    options: ClassVar[dict[str, Option]] = {}
    #: Points the rules leave open with no real alternative: fact name -> what the kit does
    #: ("kit default, not from the rulebook"); see :func:`describe_options`.
    KIT_DEFAULTS: ClassVar[dict[str, str]] = {}
    player_noun: ClassVar[str] = "player"
    #: The search bot's settings (:mod:`kit.mcts`): ``search_bot`` plays the game out and
    #: guides the search (None: the game's "greedy" bot where it has one, else random moves);
    #: ``search_guide`` only guides it; ``search_trust``: standard errors of the paired
    #: difference by which another move must beat the guide's to be played.
    search_bot: ClassVar[str | None] = None
    search_guide: ClassVar[str | None] = None
    search_trust: ClassVar[float] = 1.5
    #: Verbs whose actions are too many to list (a guess among a million codes):
    #: ``legal_actions`` may list only some of them, ``why_not`` still decides each one.
    unlisted_verbs: ClassVar[frozenset[str]] = frozenset()
    #: A state copy is kept every this many steps, so undo replays at most this many.
    CHECKPOINT_EVERY: ClassVar[int] = 64

    state: State

    def __init__(self, players: int | None = None, seed: int | None = None, *,
                 chance: str = "auto", **options: Any):
        info = self.info
        players = info.min_players if players is None else players
        if type(players) is not int:
            raise ValueError(f"players must be an integer, got {short(players)}")
        if not info.min_players <= players <= info.max_players:
            raise ValueError(f"{info.title} is for {info.players} players, not {players}")
        if seed is None:
            seed = secrets.randbelow(2**31)
        if type(seed) is not int or not 0 <= seed < 2**63:
            raise ValueError(f"seed must be an integer from 0 to 2**63-1, got {short(seed)}")
        if chance not in CHANCE_MODES:
            raise ValueError(f"chance must be one of {CHANCE_MODES}, got {short(chance)}")
        self.num_players = players
        self.seed = seed
        self.settings = self._resolve_options(options)
        self._chance_mode = chance
        self._chance_key = seed
        self._key64 = key_of(seed)
        self._rng = StepRandom()
        self.history: list[Step] = []
        # One log record a step, beside the history: (LogLine or None, ((event text,
        # seen_by), ...)), or None for a step without either. Before a copy_for root: the steps and records as that
        # copy's player saw them (an action they could not see is None).
        self._records: list[tuple | None] = []
        self._base_steps: list[tuple] = []
        self._base_records: list[tuple | None] = []
        self._detached = False
        self._offered: tuple | None = None
        # Who acts, worked out once a position: (history length, the list). Play only adds
        # steps, so the length names the position; _restore and copy_for forget it.
        self._acting_now: tuple = (-1, None)
        self._step_offset = 0  # steps before a copy_for root (so chance keys stay distinct)
        # Class facts read at every step, kept on the instance: CPython reads an instance's
        # own attribute faster than one it finds on the class.
        self._hides_log = type(self)._hides_log
        self._checkpoint_every = self.CHECKPOINT_EVERY
        self._secret_log = False
        self._check_settings()
        self.state = self._initial_state()
        self._checkpoints: dict[int, State] = {0: self.state.copy()}
        self._advance()

    # ================================================================ hooks
    def _check_settings(self) -> None:
        """Refuse combinations of options the rules do not allow (raise ValueError); set
        facts derived from the settings as attributes of the game."""

    @abstractmethod
    def _initial_state(self) -> State:
        """The position before the first step. Chance (shuffles, deals, dice) comes after,
        as chance steps; this function draws nothing."""

    @abstractmethod
    def _to_act(self) -> list[Player]:
        """Players who may act now (several in a reaction window), ``[CHANCE]`` at a chance
        step, [] when over."""

    @abstractmethod
    def _legal_actions(self, player: int) -> list[Action]:
        """Every legal action of ``player`` now."""

    @abstractmethod
    def _apply(self, player: Player, action: Action) -> list[Event]:
        """Carry out a legal step (a player's action or a chance outcome) on ``self.state``
        and return the events it caused. Must draw nothing: chance comes as steps."""

    @abstractmethod
    def _is_over(self) -> bool: ...

    @abstractmethod
    def scores(self) -> list[float]:
        """Current score of each player (final once the game is over)."""

    def _chance_outcomes(self) -> list[tuple[Action, float]] | None:
        """The outcomes of the chance step due now with their probabilities, or None where
        they are too many to list (then override :meth:`_sample_chance` and
        :meth:`_check_chance`)."""
        raise NotImplementedError(f"{type(self).__name__} has chance steps but no _chance_outcomes")

    def _sample_chance(self, rng: random.Random) -> Action:
        """Sample the chance step due now. Override for speed or for huge outcome sets."""
        outcomes = self._chance_outcomes()
        if outcomes is None:
            raise NotImplementedError("a game with unlisted chance outcomes must sample them itself")
        x = rng.random() * sum(p for _, p in outcomes)
        for action, p in outcomes:
            x -= p
            if x < 0:
                return action
        return outcomes[-1][0]

    def _check_chance(self, action: Action) -> None:
        """Raise IllegalAction unless ``action`` is a possible outcome of the chance step."""
        outcomes = self._chance_outcomes()
        if outcomes is None:
            raise NotImplementedError("a game with unlisted chance outcomes must check them itself")
        if not any(a == action and p > 0 for a, p in outcomes):
            raise IllegalAction("chance", f"{action} is not a possible outcome now")

    def chance_help(self) -> str:
        """How to name an outcome of the chance step due now (shown by widgets)."""
        outcomes = self._chance_outcomes()
        forms = sorted({a.name for a, _ in outcomes}) if outcomes else []
        return "choose an outcome: " + ", ".join(forms) if forms else ""

    def _why_illegal(self, player: int, action: Action) -> IllegalAction:
        """Name the rule that forbids an action not in the legal list. Override per game."""
        return IllegalAction("not allowed now", f"{short(action.text)} is not a legal action for "
                                                f"{self.player_name(player)}")

    def _check(self, player: int, action: Action) -> None:
        """Raise :class:`IllegalAction` unless ``action`` is legal. Games with huge action
        spaces override this instead of listing every action."""
        if action not in self._legal_actions(player):
            raise self._why_illegal(player, action)

    def _parse(self, text: str, player: Player) -> Action:
        """Turn text into an Action. The default matches legal actions case-insensitively."""
        action = Action.parse(text)
        wanted = action.text.casefold()
        legal = self._legal_actions(player) if player != CHANCE else \
            [a for a, _ in (self._chance_outcomes() or ())]
        for candidate in legal:
            if candidate.text.casefold() == wanted:
                return candidate
        return action

    def _log_line(self, player: Player, action: Action) -> LogLine | None:
        """How a step reads in the log, decided before it is applied. ``None`` (the
        default): the action's text, seen by everyone. Games hide secrets here (a drawn
        card in a hand, a guessed code)."""
        return None

    def _words(self, player: Player, action: Action, viewer: int | None) -> str:
        """``action`` of ``player`` (:data:`CHANCE`: an outcome) in a person's words, as
        ``viewer`` may know it (None: the teacher, who knows everything). No codes, ids or
        internal names: "draw the 5 of diamonds", not "draw 5D". It is asked for actions
        legal now (buttons, the chance panel) and for the steps of the log after the fact,
        so it reads only the action and the game's fixed data, never the position; a step
        whose meaning depends on the position says so through :meth:`_log_line`. Every game
        overrides it; the default, the text form, is what the shared suite refuses."""
        return action.text

    def _tie_break(self) -> str:
        """When players tie on the best score and fewer of them win, the rule that decided
        it in words ("most cheese left"). Games with a tie-break override this."""
        return "the game's tie-break"

    def _view(self, player: int | None) -> dict:
        """The game's part of a view: a dict with ``public`` (what everyone sees),
        ``seats`` (one entry a seat, hidden parts as counts or None unless ``player`` owns
        them or is the teacher, None) and ``private`` (``player``'s own secrets). Where
        scores are secret until the end, add ``scores``: what ``player`` may know of them
        (None for a hidden entry); otherwise the envelope shows :meth:`scores`."""
        return {"public": {}, "seats": [{} for _ in self.players], "private": {}}

    def _resample(self, player: int, rng: random.Random) -> None:
        """In a copy, redraw everything ``player`` cannot see, consistently with what they
        have seen (others' hands, face-down choices, a secret code). Games with hidden
        information override this."""

    def _chance_due(self) -> bool:
        """True when the next step is chance's (games may answer faster than this)."""
        return not self._is_over() and self._to_act() == [CHANCE]

    def _phase(self) -> str:
        return getattr(self.state, "phase", "play")

    def winners(self) -> list[int]:
        """Players with the best score once the game is over (ties share the win)."""
        if not self.over:
            return []
        scores = self.scores()
        best = max(scores)
        return [p for p, s in enumerate(scores) if s == best]

    # ============================================================ public API
    @property
    def name(self) -> str:
        return self.info.name

    @property
    def players(self) -> list[int]:
        return list(range(self.num_players))

    def player_name(self, player: Player) -> str:
        return "chance" if player == CHANCE else f"{self.player_noun} {player + 1}"

    @property
    def to_act(self) -> list[Player]:
        n, acting = self._acting_now
        now = len(self.history)
        if n != now:
            acting = [] if self._is_over() else self._to_act()
            self._acting_now = (now, acting)
        return acting[:]  # the caller's own list: the cached one is never handed out

    def _acting_list(self) -> list[Player]:
        """``to_act`` without the copy, for the engine's own reading."""
        n, acting = self._acting_now
        if n != len(self.history):
            acting = [] if self._is_over() else self._to_act()
            self._acting_now = (len(self.history), acting)
        return acting

    @property
    def over(self) -> bool:
        return self._is_over()

    @property
    def phase(self) -> str:
        """The name of the part of the turn the game is in (as the view's ``phase``)."""
        return self._phase()

    def stats(self) -> dict[str, float]:
        """Numbers about the game so far that the explorer records beside scores and
        length (e.g. ``{"rounds": 7}``); a game overrides it to declare its own."""
        return {}

    @property
    def chance(self) -> str:
        """``"auto"``: the engine samples chance steps as soon as they come; ``"manual"``:
        the game stops at each one (``to_act == [CHANCE]``) for :meth:`play` or :meth:`roll`."""
        return self._chance_mode

    @chance.setter
    def chance(self, mode: str) -> None:
        if mode not in CHANCE_MODES:
            raise ValueError(f"chance must be one of {CHANCE_MODES}, got {short(mode)}")
        self._chance_mode = mode
        self._advance()

    @property
    def at_chance(self) -> bool:
        """True when the next step is chance's."""
        return self._chance_due()

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        """The possible outcomes of the chance step due now, with their probabilities ([]
        when no chance step is due). Raises ValueError where the outcomes are too many to
        list; :meth:`chance_help` then says how to name one."""
        if not self.at_chance:
            return []
        outcomes = self._chance_outcomes()
        if outcomes is None:
            raise ValueError(f"too many outcomes to list; {self.chance_help()}")
        return [(a, p) for a, p in outcomes if p > 0]

    def roll(self) -> list[Event]:
        """Sample the chance step due now from the game's own generator and play it."""
        if not self.at_chance:
            raise IllegalAction("chance", "no chance step is due now")
        self._seed_rng()
        return self.play(self._sample_chance(self._rng), CHANCE)

    def legal_actions(self, player: Player | None = None) -> list[Action]:
        """Legal actions of ``player`` (default: the only one to act). For :data:`CHANCE`,
        the possible outcomes (where they can be listed)."""
        n, acting = self._acting_now  # _acting_list(), inlined: bots ask at every step
        now = len(self.history)
        if n != now:
            acting = [] if self._is_over() else self._to_act()
            self._acting_now = (now, acting)
        if not acting and self._is_over():
            return []
        if player is None:
            if len(acting) != 1:
                raise IllegalAction("turn order", f"several players may act ({acting}); say which")
            player = acting[0]
        elif type(player) is not int and player != CHANCE:
            player = self._seat_number(player)  # a bool or a float is refused, as by play
        if player not in acting:
            return []
        if player == CHANCE:
            outcomes = self._chance_outcomes()
            return [] if outcomes is None else [a for a, p in outcomes if p > 0]
        actions = self._legal_actions(player)
        self._offered = (now, player, actions)
        return actions

    def play(self, action: Action | str, player: Player | None = None) -> list[Event]:
        """Play one step; returns its events (and those of the chance steps sampled after
        it). A refused step raises IllegalAction and leaves the game exactly as it was."""
        offered = self._offered  # the list legal_actions just gave for this very position
        if offered is not None and type(player) is int and offered[0] == len(self.history) \
                and offered[1] == player and type(action) is Action and action in offered[2]:
            pass  # offered to this player here by the game itself: their turn, legal, well formed
        else:
            player, action = self._checked(player, action)
        history = self.history
        start = len(history)
        try:
            # self._step(player, action, False), inlined: one call less at every step
            line = self._log_line(player, action) if self._hides_log else None
            events = self._apply(player, action)
            history.append(_new_tuple(Step, (player, action, False)))
            if line is None and not events:
                self._records.append(None)
            else:
                self._record(line, events)
            if not len(history) % self._checkpoint_every:
                self._checkpoints[len(history)] = self.state.copy()
            if self._chance_mode == "auto" and self._chance_due():
                events += self._sample_due()
        except BaseException:
            self._restore(start)  # never leave a half-applied step behind
            raise
        return events

    def undo(self, steps: int = 1) -> None:
        """Take back the last ``steps`` player actions (or outcomes chosen by hand), each
        with the chance steps the engine sampled after it."""
        if type(steps) is not int or steps < 0:
            raise IllegalAction("undo", f"steps must be a whole number, got {short(steps)}")
        n = len(self.history)
        for _ in range(steps):
            while n and self.history[n - 1].auto:
                n -= 1
            if n == 0:
                raise IllegalAction("undo", "nothing to undo")
            n -= 1
        if steps:
            self._restore(n)
            if self._chance_mode == "auto":
                self._advance()

    @property
    def undoable(self) -> int:
        """How many steps :meth:`undo` can take back."""
        return sum(1 for step in self.history if not step.auto)

    def replay(self, upto: int | None = None) -> Game:
        """A new game with the same seed and options, replayed (checked step by step) to
        step ``upto`` of the history — the definition of truth for copy, undo and load."""
        steps = self.history if upto is None else self.history[:upto]
        game = self._fresh()
        for step in steps:
            game._replay_step(*step)
        game._chance_mode = self._chance_mode
        return game

    def copy(self) -> Game:
        """An independent copy: same position, history and log (no replay)."""
        new = object.__new__(type(self))
        new.__dict__.update(self.__dict__)
        new.state = self.state.copy()
        new.history = list(self.history)
        new._records = list(self._records)
        new._checkpoints = dict(self._checkpoints)  # checkpoints are never mutated
        return new  # the chance generator is shared: it is seeded afresh before every use

    def copy_for(self, player: int, rng: random.Random) -> Game:
        """A copy for ``player`` to plan on: everything they cannot see is resampled
        consistently with what they have seen, and future chance is unknown. The copy
        starts at this position (its undo stops here; it cannot be saved) and keeps the
        log as ``player`` saw it."""
        self._check_viewer(player)
        new = object.__new__(type(self))
        new.__dict__.update(self.__dict__)
        new.state = self.state.copy()
        new._resample(player, rng)
        new._chance_key = (1 + rng.getrandbits(64)) << 64 | self.seed  # never the real game's key
        new._key64 = key_of(new._chance_key)
        steps, records = self._base_steps + self.history, self._base_records + self._records
        if self._secret_log:
            redacted = [_redact(step, record, player) for step, record in zip(steps, records)]
            steps, records = [r[0] for r in redacted], [r[1] for r in redacted]
        new._base_steps, new._base_records = steps, records
        new._records = []
        new.history = []
        new._checkpoints = {0: new.state.copy()}
        new._detached = True
        new._offered = None
        new._acting_now = (-1, None)
        new._step_offset = self._step_offset + len(self.history)
        return new

    # ------------------------------------------------- words, refusals, result
    def describe(self, action: Action | str, player: Player | None = None,
                 viewer: int | None = None) -> str:
        """``action`` of ``player`` (default: the only one to act; :data:`CHANCE` for a chance
        outcome) in plain words, as ``viewer`` may know it (None: the teacher). Buttons,
        the chance panel and the log all say steps this way.

        >>> import kit
        >>> g = kit.new_game("bahama_taxi", players=2, seed=1, chance="manual")
        >>> g.describe("draw AS", kit.CHANCE)
        'draw the ace of spades'
        """
        if viewer is not None:
            self._check_viewer(viewer)
        if player is None:
            player = self._acting(None)
        if isinstance(action, str):
            action = self._parse(action, player)
        elif not isinstance(action, Action) or not action.well_formed():
            raise IllegalAction("action syntax", f"expected an Action of words or text, got {short(action)}")
        return self._words(player, action, viewer)

    def why_not(self, action: Action | str, player: Player | None = None) -> IllegalAction | None:
        """The refusal :meth:`play` would raise for this step now, or None if it is legal;
        nothing is played. Widgets ask this before offering or explaining a move.

        >>> import kit
        >>> g = kit.new_game("bahama_taxi", players=2, seed=1)
        >>> g.why_not("fly to the moon").rule
        'action syntax'
        """
        try:
            self._checked(player, action)
        except IllegalAction as refusal:
            return refusal
        return None

    # ------------------------------------------------------ the action grammar
    def move(self, action: Action | str, player: Player | None = None) -> Any:
        """The typed move an action stands for. Each game reads an action's text once, by
        its grammar (``docs/adding_a_game.md``), into a small frozen dataclass that its
        rules, bots, drawing and widget all use; :meth:`action_of` writes it back. Whether
        the move is legal now is another question (:meth:`why_not`)."""
        if player is None:
            player = self._acting(None)
        return self._read(self._action_of(action, player))

    def action_of(self, move: Any) -> Action:
        """The action (text form) of a typed move: the inverse of :meth:`move`."""
        return self._write(move)

    def _read(self, action: Action) -> Any:
        """Hook: the typed move of an action, from its words and the game's fixed data only
        (never the position); raise :class:`IllegalAction` ("action syntax") for words that
        are no move of the game. Default: the action itself."""
        return action

    def _write(self, move: Any) -> Action:
        """Hook: the inverse of :meth:`_read`."""
        return move

    def result(self) -> str:
        """The end of the game in words, naming the tie-break that decided it ("" while the
        game goes on)."""
        if not self.over:
            return ""
        scores, winners = self.scores(), self.winners()
        if not winners:
            return "No one wins."
        names = ", ".join(self.player_name(p)[:1].upper() + self.player_name(p)[1:] for p in winners)
        best = max(scores)
        tied = [p for p, s in enumerate(scores) if s == best]
        text = f"{names} win{'s' if len(winners) == 1 else ''}."
        if len(tied) > 1 and set(winners) < set(tied):
            text += f" {len(tied)} players tied on {best:g}; {self._tie_break()} decided it."
        elif len(winners) > 1:
            text += " They share the win."
        return text

    def seat(self, player: int) -> Seat:
        """What a bot playing ``player`` gets (view, legal actions, copy_for)."""
        if type(player) is not int or not 0 <= player < self.num_players:
            self._check_viewer(player)
        # A new seat each time: a seat kept on the game would make a reference cycle
        # (game -> seat -> game), and every finished game would wait for the garbage
        # collector instead of being freed at once.
        return Seat(self, player)

    def view(self, player: int | None = None) -> dict:
        """What ``player`` may see; ``None`` is the teacher's view of everything. Plain,
        JSON-serialisable data in one envelope for every game."""
        self._check_viewer(player, allow_teacher=True)
        parts = self._view(player)
        scores = parts["scores"] if "scores" in parts else self.scores()
        return {"game": self.info.name, "viewer": player, "phase": self._phase(),
                "to_act": self.to_act, "scores": scores, "over": self.over,
                "public": parts["public"], "seats": parts["seats"], "private": parts["private"]}

    @property
    def log(self) -> list[str]:
        """The public log: what every player saw, no secret in it."""
        return self._log_lines(_PUBLIC)

    def log_for(self, player: int | None) -> list[str]:
        """The log as ``player`` saw it; ``None``: the teacher's full log."""
        self._check_viewer(player, allow_teacher=True)
        return self._log_lines(player)

    def to_json(self) -> str:
        """A save file: seed, options and every step, chance included (format version 2)."""
        if self._detached:
            raise ValueError("a resampled copy (copy_for) cannot be saved: its past is not real")
        steps = []
        for player, action, auto in self.history:
            if player == CHANCE:
                steps.append([CHANCE, action.text] if auto else [CHANCE, action.text, "set"])
            else:
                steps.append([player, action.text])
        return json.dumps({"format": SAVE_FORMAT, "version": SAVE_VERSION, "game": self.name,
                           "players": self.num_players, "seed": self.seed,
                           "options": self.settings, "chance": self._chance_mode, "steps": steps},
                          ensure_ascii=False)

    def _repr_svg_(self) -> str:
        return draw(self)

    def __repr__(self) -> str:
        status = "over" if self.over else f"to act {self.to_act}"
        return (f"<{self.info.title}: {self.num_players} players, seed {self.seed}, "
                f"{len(self.history)} steps, {status}>")

    # ============================================================== internals
    _hides_log = False  # set for classes that override _log_line
    _secret_log = False  # the log holds something not everyone saw

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._hides_log = cls._log_line is not Game._log_line

    def _acting(self, player: Player | None) -> Player:
        acting = self._acting_list()
        if not acting:
            raise IllegalAction("game over", "the game has ended")
        if player is None:
            if len(acting) != 1:
                raise IllegalAction("turn order", f"several players may act ({acting}); say which")
            return acting[0]
        if player != CHANCE:
            player = self._seat_number(player)
        if player not in acting:
            who = "chance's step" if acting == [CHANCE] else f"not {self.player_name(player)}'s turn"
            if player == CHANCE:
                raise IllegalAction("turn order", "no chance step is due now")
            raise IllegalAction("turn order", f"it is {who}")
        return player

    def _seat_number(self, player: Any) -> int:
        """``player`` as a seat number (numpy integers become plain ints); anything else, a
        bool or a float included, is refused as :meth:`play` refuses it."""
        if type(player) is not int:
            try:
                if isinstance(player, bool):
                    raise TypeError
                player = operator.index(player)
            except TypeError:
                raise IllegalAction("turn order", f"a player is a seat number, not {short(player)}") from None
        if not 0 <= player < self.num_players:
            raise IllegalAction("turn order", f"there is no {self.player_noun} {player + 1}")
        return player

    def _action_of(self, action: Action | str, player: Player) -> Action:
        if isinstance(action, str):
            return self._parse(action, player)
        if not isinstance(action, Action) or not action.well_formed():
            raise IllegalAction("action syntax", f"expected an Action of words or text, got {short(action)}")
        return action

    def _check_viewer(self, player: int | None, allow_teacher: bool = False) -> None:
        if player is None and allow_teacher:
            return
        if type(player) is not int or not 0 <= player < self.num_players:
            raise ValueError(f"no {self.player_noun} {short(player)} in a {self.num_players}-player game")

    def _seed_rng(self) -> None:
        # One generator a step, seeded from the game's seed and the step's number: a copy,
        # an undo and a loaded save then sample exactly what a replay would.
        self._rng.start(self._key64, self._step_offset + len(self.history))

    def _advance(self) -> list[Event]:
        """Sample chance steps while one is due (auto mode)."""
        if self._chance_mode == "auto" and self._chance_due():
            return self._sample_due()
        return []

    def _sample_due(self) -> list[Event]:
        """Sample the chance step due now and those after it, while one is due."""
        events: list[Event] = []
        rng = self._rng
        key, offset, history = self._key64, self._step_offset, self.history
        hides_log = self._hides_log
        while True:
            rng.start(key, offset + len(history))  # _seed_rng(), inlined
            action = self._sample_chance(rng)
            # self._step(CHANCE, action, True), inlined
            line = self._log_line(CHANCE, action) if hides_log else None
            new = self._apply(CHANCE, action)
            history.append(_new_tuple(Step, (CHANCE, action, True)))
            if line is None and not new:
                self._records.append(None)
            else:
                self._record(line, new)
                events += new
            if not len(history) % self._checkpoint_every:
                self._checkpoints[len(history)] = self.state.copy()
            if not self._chance_due():
                return events

    def _step(self, player: Player, action: Action, auto: bool) -> list[Event]:
        # (play and _sample_due carry copies of these lines, for speed)
        line = self._log_line(player, action) if self._hides_log else None
        events = self._apply(player, action)
        history = self.history
        history.append(_new_tuple(Step, (player, action, auto)))  # Step(), minus a call
        if line is None and not events:
            self._records.append(None)
        else:
            self._record(line, events)
        if not len(history) % self._checkpoint_every:
            self._checkpoints[len(history)] = self.state.copy()
        return events

    def _record(self, line: LogLine | None, events: list[Event]) -> None:
        """Keep a step's log record: plain tuples of text (the garbage collector stops
        looking at them)."""
        seen = tuple(map(_text_and_seen, events))  # ((e.text, e.seen_by), ...), at C speed
        self._records.append((line, seen))
        if not self._secret_log:
            if line is not None or any(who is not None for _, who in seen):
                self._secret_log = True  # from now on copy_for must redact the log

    def _restore(self, n: int) -> None:
        """Go back to the position after ``n`` steps: nearest checkpoint, then replay."""
        k = max(key for key in self._checkpoints if key <= n)
        self.state = self._checkpoints[k].copy()
        for player, action, _ in self.history[k:n]:
            self._apply(player, action)
        del self.history[n:]
        del self._records[n:]
        for key in [key for key in self._checkpoints if key > n]:
            del self._checkpoints[key]
        self._offered = None
        self._acting_now = (-1, None)

    def _fresh(self) -> Game:
        return type(self)(self.num_players, self.seed, chance="manual", **self.settings)

    def _checked(self, player: Player | None, action: Action | str) -> tuple[Player, Action]:
        """The acting player and the action, checked; IllegalAction names what is wrong."""
        player = self._acting(player)
        action = self._action_of(action, player)
        if player == CHANCE:
            self._check_chance(action)
        else:
            self._check(player, action)
        return player, action

    def _replay_step(self, player: Player, action: Action | str, auto: bool) -> None:
        self._step(*self._checked(player, action), auto)

    def _log_lines(self, viewer: int | None | object) -> list[str]:
        lines: list[str] = []
        for step, record in zip(self._base_steps + self.history, self._base_records + self._records):
            player, action = step[0], step[1]
            line, events = record if record is not None else (None, ())
            if line is None:
                text = self._words(player, action, None if viewer is _PUBLIC else viewer)
            elif viewer is None:  # a redacted step of a resampled copy has no action left
                text = self._words(player, action, None) if action is not None else line.text
            elif viewer is _PUBLIC:
                text = line.text
            else:
                text = line.private.get(viewer, line.text)
            lines.append(f"{self.player_name(player)}: {text}")
            for text, seen_by in events:
                if viewer is None or seen_by is None or (viewer is not _PUBLIC and viewer in seen_by):
                    lines.append(f"  {text}")
        return lines

    @classmethod
    def _resolve_options(cls, given: dict[str, Any]) -> dict[str, Any]:
        unknown = sorted(set(given) - set(cls.options))
        if unknown:
            raise ValueError(f"unknown option(s) {short(unknown)}; {cls.info.title} knows {sorted(cls.options)}")
        return {name: opt.check(name, given.get(name, opt.default)) for name, opt in cls.options.items()}


_PUBLIC = object()  # the viewer of the public log


def _redact(step: tuple, record: tuple | None, player: int) -> tuple[tuple, tuple | None]:
    """A step and its log record as ``player`` saw them (for copies that must not carry
    others' secrets)."""
    if record is None:
        return step, None
    line, events = record
    kept = tuple((text, who) for text, who in events if who is None or player in who)
    if line is not None:
        return (step[0], None), (LogLine(line.private.get(player, line.text)), kept)
    return step, (None, kept)


# ----------------------------------------------------------------- registry
@dataclass(frozen=True)
class Registration:
    game: type[Game]
    draw: Callable[..., str] | None = None
    widget: str = ""  # "module:function", imported only when a widget is asked for


_GAMES: dict[str, Registration] = {}


def register(cls: type[Game], draw: Callable[..., str] | None = None, widget: str = "") -> type[Game]:
    """Make a game known to :func:`new_game` and :func:`catalog`, with its drawing
    function ``draw(view) -> svg`` and its widget factory as ``"module:function"``.
    Each game package calls this once, in its ``__init__.py``."""
    _GAMES[cls.info.name] = Registration(cls, draw, widget)
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
    entry = registration(game.name)
    if entry.draw is None:
        raise ValueError(f"{game.info.title} has no drawing")
    return entry.draw(game.view(None), **highlights)


def new_game(name: str, players: int | None = None, seed: int | None = None, **options: Any) -> Game:
    """Start a game by name, e.g. ``new_game("bahama_taxi", players=3, seed=7)``;
    ``chance="manual"`` stops at every chance step."""
    if type(name) is not str:
        raise ValueError(f"a game name is text, not {short(name)}")
    return game_class(name)(players, seed, **options)


# -------------------------------------------------------------- save files
def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict:
    data = {}
    for key, value in pairs:
        if key in data:
            raise SaveFileError(f"save file repeats the key {short(key)}")
        data[key] = value
    return data


def _parse_int(text: str) -> int:
    if len(text) > 20:
        raise SaveFileError(f"save file holds a number of {len(text)} digits")
    return int(text)


def _parse_constant(text: str) -> Any:
    raise SaveFileError(f"save file holds {text}, which is not JSON")


def _read_json(text: str | bytes) -> Any:
    if isinstance(text, (bytes, bytearray)):
        if len(text) > MAX_SAVE_CHARS:
            raise SaveFileError(f"save file is too big ({len(text):,} bytes; the limit is {MAX_SAVE_CHARS:,})")
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as err:
            raise SaveFileError(f"save file is not UTF-8 text (byte {err.start})") from None
    if not isinstance(text, str):
        raise SaveFileError(f"a save file is text, not {type(text).__name__}")
    if len(text) > MAX_SAVE_CHARS:
        raise SaveFileError(f"save file is too big ({len(text):,} characters; the limit is {MAX_SAVE_CHARS:,})")
    try:
        return json.loads(text, object_pairs_hook=_no_duplicates, parse_int=_parse_int,
                          parse_constant=_parse_constant)
    except json.JSONDecodeError as err:
        raise SaveFileError(f"not a save file: invalid JSON at line {err.lineno}, column {err.colno}") from None
    except RecursionError:
        raise SaveFileError("save file is nested too deeply") from None


_FIELDS = ("format", "version", "game", "players", "seed", "options", "chance", "steps")


def load_game(text: str | bytes) -> Game:
    """Rebuild a game from :meth:`Game.to_json` text, checking every step on the way.
    Anything wrong raises :class:`SaveFileError` with a short message."""
    data = _read_json(text)
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveFileError("not a Rules Kit save file (no 'format': 'rules-kit/save')")
    version = data.get("version")
    if type(version) is not int or version != SAVE_VERSION:
        hint = " (version 1 files, from before chance steps were saved, cannot be loaded)" \
            if version == 1 else ""
        raise SaveFileError(f"save file version {short(version)} is not supported; this kit reads "
                            f"version {SAVE_VERSION}{hint}")
    if set(data) != set(_FIELDS):
        extra, missing = sorted(set(data) - set(_FIELDS)), sorted(set(_FIELDS) - set(data))
        raise SaveFileError(f"save file fields are wrong: missing {missing}, unexpected {short(extra)}")
    if type(data["game"]) is not str or type(data["players"]) is not int or type(data["seed"]) is not int:
        raise SaveFileError("save file 'game' must be text, 'players' and 'seed' whole numbers")
    if not isinstance(data["options"], dict):
        raise SaveFileError("save file 'options' must be an object")
    if data["chance"] not in CHANCE_MODES:
        raise SaveFileError(f"save file 'chance' must be one of {CHANCE_MODES}")
    steps = data["steps"]
    if not isinstance(steps, list) or not all(_is_step_entry(s) for s in steps):
        raise SaveFileError('save file \'steps\' must be a list of [player, "action text"] pairs '
                            '(["chance", "text"] for chance, with "set" when chosen by hand)')
    if len(steps) > MAX_SAVE_STEPS:
        raise SaveFileError(f"save file has {len(steps):,} steps; the limit is {MAX_SAVE_STEPS:,}")
    try:
        cls = game_class(data["game"])
        game = cls(data["players"], data["seed"], chance="manual", **data["options"])
    except (ValueError, TypeError) as err:
        raise SaveFileError(f"save file setup is invalid: {short(str(err), 200)}") from None
    for number, entry in enumerate(steps, start=1):
        player, text = entry[0], entry[1]
        try:
            game._replay_step(player, text, player == CHANCE and len(entry) == 2)
        except IllegalAction as err:
            who = "chance" if player == CHANCE else f"{game.player_noun} {player + 1}"
            raise SaveFileError(f"save file step {number} ({short(text)} by {who}) is illegal: "
                                f"{short(str(err), 200)}") from None
    game._chance_mode = data["chance"]
    game._advance()
    return game


def _is_step_entry(entry: Any) -> bool:
    if not isinstance(entry, list) or len(entry) not in (2, 3) or type(entry[1]) is not str:
        return False
    if len(entry[1]) > MAX_ACTION_CHARS:
        return False
    if entry[0] == CHANCE:
        return len(entry) == 2 or entry[2] == "set"
    return len(entry) == 2 and type(entry[0]) is int


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


def perft(game: Game, depth: int) -> int:
    """Number of legal step sequences of length ``depth`` from ``game`` (a sequence stops
    early when the game ends; in manual chance mode chance outcomes count as steps).
    Golden perft counts guard a rules engine against regressions.

    >>> g = new_game("bahama_taxi", players=2, seed=1)
    >>> perft(g, 1) == len(g.legal_actions())
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

