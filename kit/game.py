"""The game contract (contract v2): :class:`Game`, the base class of every game, and
:class:`Seat`, what a bot gets. :mod:`kit.engine` tells the whole contract.

A game's whole position lives in one :class:`~kit.state.State` dataclass at ``game.state``;
the base class owns chance steps, the history, the log, atomic :meth:`Game.play`, copies,
undo, views, seats and the writing of save files (:mod:`kit.savefile` reads them).
"""
from __future__ import annotations

import json
import operator
import random
import secrets
from abc import ABC, abstractmethod
from collections.abc import Callable
from functools import partial
from typing import Any, ClassVar, Self

from kit.actions import CHANCE, Action, Event, IllegalAction, LogLine, Player, Step, short
from kit.chance import StepRandom, key_of
from kit.log import PastStep, Record, log_lines, redact
from kit.options import GameInfo, Option
from kit.state import State

SAVE_FORMAT = "rules-kit/save"
SAVE_VERSION = 2
CHANCE_MODES = ("auto", "manual")

_new_tuple = tuple.__new__
_text_and_seen = operator.attrgetter("text", "seen_by")


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

    def view(self) -> dict[str, Any]:
        return self._game.view(self.player)

    def log(self) -> list[str]:
        return self._game.log_for(self.player)

    def copy_for(self, rng: random.Random) -> Game:
        """A copy of the game in which everything this player cannot see is resampled."""
        return self._game.copy_for(self.player, rng)

    def describe(self, action: Action | str) -> str:
        """``action`` of this player in plain words, as this player may know it."""
        return self._game.describe(action, self.player, viewer=self.player)

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
    #: The search bot's settings for this game, all explained in :mod:`kit.mcts`.
    search_bot: ClassVar[str | None] = None
    search_guide: ClassVar[str | None] = None
    search_trust: ClassVar[float] = 1.5
    search_tree: ClassVar[bool] = True
    search_levels: ClassVar[dict[str, int]] = {"quick": 16, "thoughtful": 48, "strong": 128}
    search_cutoff: ClassVar[int | None] = None
    #: Verbs whose actions are too many to list (a guess among a million codes):
    #: ``legal_actions`` may list only some of them, ``why_not`` still decides each one.
    unlisted_verbs: ClassVar[frozenset[str]] = frozenset()
    #: A state copy is kept every this many steps, so undo replays at most this many.
    CHECKPOINT_EVERY: ClassVar[int] = 64
    #: The game's pure drawing, ``drawing(view, **highlights) -> svg``, set by
    #: :func:`kit.registry.register` (None: the game has no drawing).
    drawing: ClassVar[Callable[..., str] | None] = None

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
        # One log record a step, beside the history (kit.log.Record), or None for a step
        # without either. Before a copy_for root: the steps and records as that copy's player
        # saw them (an action they could not see is None).
        self._records: list[Record | None] = []
        self._base_steps: list[PastStep] = []
        self._base_records: list[Record | None] = []
        self._detached = False
        self._offered: tuple[int, Player, list[Action]] | None = None
        # Who acts, worked out once a position: (history length, the list). Play only adds
        # steps, so the length names the position; _restore and copy_for forget it.
        self._acting_now: tuple[int, list[Player]] = (-1, [])
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
        legal = [a for a, _ in (self._chance_outcomes() or ())] if isinstance(player, str) \
            else self._legal_actions(player)
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

    def _safeguard(self) -> str:
        """Hook: when a kit safeguard the rules do not have ended the game (a turn limit),
        that safeguard in words; "" when the game's own rules ended it."""
        return ""

    def _view(self, player: int | None) -> dict[str, Any]:
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
        """Players with the best score once the game is over; of several tied, those with the
        best :meth:`_tie_key` (equal keys share the win)."""
        if not self.over:
            return []
        scores = self.scores()
        tied = [p for p, s in enumerate(scores) if s == max(scores)]
        if len(tied) > 1:
            keys = {p: self._tie_key(p) for p in tied}
            tied = [p for p in tied if keys[p] == max(keys.values())]
        return tied

    def _tie_key(self, player: int) -> float:
        """Hook: the game's tie-break as a number, higher is better (default: ties share)."""
        return 0

    # ============================================================ public API
    @property
    def name(self) -> str:
        return self.info.name

    @property
    def players(self) -> list[int]:
        return list(range(self.num_players))

    def player_name(self, player: Player) -> str:
        return "chance" if isinstance(player, str) else f"{self.player_noun} {player + 1}"

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
        if isinstance(player, str):  # CHANCE: any other text was refused above
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

    def replay(self, upto: int | None = None) -> Self:
        """A new game with the same seed and options, replayed (checked step by step) to
        step ``upto`` of the history — the definition of truth for copy, undo and load."""
        steps = self.history if upto is None else self.history[:upto]
        game = self._fresh()
        for step in steps:
            game._replay_step(*step)
        game._chance_mode = self._chance_mode
        return game

    def copy(self) -> Self:
        """An independent copy: same position, history and log (no replay)."""
        new = object.__new__(type(self))
        new.__dict__.update(self.__dict__)
        new.state = self.state.copy()
        new.history = list(self.history)
        new._records = list(self._records)
        new._checkpoints = dict(self._checkpoints)  # checkpoints are never mutated
        return new  # the chance generator is shared: it is seeded afresh before every use

    def copy_for(self, player: int, rng: random.Random) -> Self:
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
            redacted = [redact(step, record, player) for step, record in zip(steps, records)]
            steps, records = [r[0] for r in redacted], [r[1] for r in redacted]
        new._base_steps, new._base_records = steps, records
        new._records = []
        new.history = []
        new._checkpoints = {0: new.state.copy()}
        new._detached = True
        new._offered = None
        new._acting_now = (-1, [])
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

    def ending(self) -> str:
        """How the game ended: "rules" (its own rules ended it), the kit safeguard that
        stopped it in words (Captain Bluff's "turn limit"), or "" while it goes on."""
        if not self.over:
            return ""
        return self._safeguard() or "rules"

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

    def view(self, player: int | None = None) -> dict[str, Any]:
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
        return self._log_lines(None, public=True)

    def log_for(self, player: int | None) -> list[str]:
        """The log as ``player`` saw it; ``None``: the teacher's full log."""
        self._check_viewer(player, allow_teacher=True)
        return self._log_lines(player)

    def to_json(self) -> str:
        """A save file: seed, options and every step, chance included (format version 2)."""
        if self._detached:
            raise ValueError("a resampled copy (copy_for) cannot be saved: its past is not real")
        steps: list[list[int | str]] = []
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
        """The board as SVG (Jupyter shows a game this way); as :func:`kit.draw`."""
        drawing = type(self).drawing
        if drawing is None:
            raise ValueError(f"{self.info.title} has no drawing")
        return drawing(self.view(None))

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
        self._acting_now = (-1, [])

    def _fresh(self) -> Self:
        return type(self)(self.num_players, self.seed, chance="manual", **self.settings)

    def _checked(self, player: Player | None, action: Action | str) -> tuple[Player, Action]:
        """The acting player and the action, checked; IllegalAction names what is wrong."""
        player = self._acting(player)
        action = self._action_of(action, player)
        if isinstance(player, str):  # CHANCE (_acting refuses any other text)
            self._check_chance(action)
        else:
            self._check(player, action)
        return player, action

    def _replay_step(self, player: Player, action: Action | str, auto: bool) -> None:
        self._step(*self._checked(player, action), auto)

    def _log_lines(self, viewer: int | None, public: bool = False) -> list[str]:
        """The log as ``viewer`` saw it (None: the teacher); ``public``: as everyone saw it."""
        return log_lines([*self._base_steps, *self.history], [*self._base_records, *self._records],
                         self._words, self.player_name, viewer, public)

    @classmethod
    def _resolve_options(cls, given: dict[str, Any]) -> dict[str, Any]:
        unknown = sorted(set(given) - set(cls.options))
        if unknown:
            raise ValueError(f"unknown option(s) {short(unknown)}; {cls.info.title} knows "
                             f"{sorted(cls.options)}")
        return {name: opt.check(name, given.get(name, opt.default)) for name, opt in cls.options.items()}

